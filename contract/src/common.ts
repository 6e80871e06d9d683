import { z } from 'zod';

export const errorBody = z.object({ detail: z.string() }).meta({ id: 'Error' });

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1, 'must be 1 or more').default(1),
  page_size: z.coerce.number().int().min(1, 'must be 1 or more').max(100, 'must be at most 100').default(10),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const healthResponse = z.object({ status: z.literal('ok') });
