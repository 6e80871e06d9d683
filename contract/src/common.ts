import { z } from 'zod';

export const errorBody = z.object({ detail: z.string() }).meta({ id: 'Error' });

/** `page` from 1 and `page_size` up to 100, with the default page size of the list. */
export const pageQueryOf = (defaultSize: number) =>
  z.object({
    page: z.coerce.number().int().min(1, 'must be 1 or more').default(1),
    page_size: z.coerce
      .number()
      .int()
      .min(1, 'must be 1 or more')
      .max(100, 'must be at most 100')
      .default(defaultSize),
  });

export const pageQuery = pageQueryOf(10);
export type PageQuery = z.infer<typeof pageQuery>;

export const healthResponse = z.object({ status: z.literal('ok') });
