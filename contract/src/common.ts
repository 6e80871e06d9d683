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

/** 200: the server is up and its database answers. */
export const healthResponse = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });

/** 503 (with Retry-After): the server is up but cannot reach what it needs, named in `failed`. */
export const healthUnavailableResponse = z
  .object({
    status: z.literal('unavailable'),
    detail: z.string(),
    failed: z.literal('database'),
  })
  .meta({ id: 'HealthUnavailable' });
