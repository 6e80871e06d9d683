import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './error-codes';

/** The stable code beside an error's detail, documented with what each one means. */
const errorCode = z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]).describe(
  `A stable name for the error, for programs to match on (the detail is a sentence for people and may be reworded):\n${Object.entries(
    ERROR_CODES,
  )
    .map(([code, meaning]) => `- ${code}: ${meaning}`)
    .join('\n')}`,
);

export const errorBody = z
  .object({
    detail: z.string().describe('What went wrong, as a sentence for the person using the product'),
    code: errorCode,
  })
  .meta({ id: 'Error' });

/** The id of a stored thing in a path: a positive whole number PostgreSQL's integer holds. */
export const recordId = z.coerce
  .number()
  .int()
  .positive('must be a positive whole number')
  .max(2_147_483_647, 'is too large');

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

/** 200: the server is up and its database answers; a monitor reads the database's state by name. */
export const healthResponse = z
  .object({ status: z.literal('ok'), database: z.literal('ok') })
  .meta({ id: 'Health' });

/** 503 (with Retry-After): the server is up but cannot reach what it needs, named in `failed`. */
export const healthUnavailableResponse = z
  .object({
    status: z.literal('unavailable'),
    detail: z.string(),
    code: z.literal('database_unavailable'),
    failed: z.literal('database'),
  })
  .meta({ id: 'HealthUnavailable' });

/**
 * The optional `Idempotency-Key` header of requests that create something. Loose, so that validating
 * it keeps the request's other headers.
 */
export const idempotencyKeyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/, 'must be 1 to 255 printable characters without spaces')
    .optional()
    .describe(
      'A new random value (a UUID) for each action of the user. A repeat of the same request with the same key within an hour, while the first is still running or after it succeeded, is not carried out again: it gets the first response (same status and body). The same key with a different request is refused with 422. A first request that failed is not kept, so its repeat runs again.',
    ),
});
