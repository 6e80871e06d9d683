import { z } from 'zod';
import { event } from './events';
import { splitKeywords, withoutControlCharacters } from './keywords';

export const MAX_KEYWORDS = 20;
export const SEARCH_PAGE_SIZE_MAX = 100;

/** The years the date pickers offer (spec, section 9); a date outside them is a typing slip. */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2100;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as yyyy-MM-dd')
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
  }, 'is not a real calendar date')
  .refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= FIRST_YEAR && year <= LAST_YEAR;
  }, `must be a date from ${FIRST_YEAR} to ${LAST_YEAR}`);

export const searchQuery = z
  .object({
    keywords: z
      .union([z.string(), z.array(z.string())])
      .transform((value) => splitKeywords(Array.isArray(value) ? value : [value]))
      .pipe(
        z
          .array(z.string().max(100, 'each keyword must be at most 100 characters'))
          .min(1, 'at least one keyword is required')
          .max(MAX_KEYWORDS, `at most ${MAX_KEYWORDS} keywords`),
      ),
    location: z
      .string()
      .transform(withoutControlCharacters)
      .pipe(z.string().trim().max(200, 'must be at most 200 characters'))
      .optional()
      .transform((value) => value || undefined),
    start_date: isoDate.optional(),
    end_date: isoDate.optional(),
    page: z.coerce.number().int().min(1, 'must be 1 or more').default(1),
    page_size: z.coerce
      .number()
      .int()
      .min(1, 'must be 1 or more')
      .max(SEARCH_PAGE_SIZE_MAX, `must be at most ${SEARCH_PAGE_SIZE_MAX}`)
      .default(50),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    message: 'start_date must not be after end_date',
  });
export type SearchQuery = z.output<typeof searchQuery>;

export const searchResponse = z.object({ documents: z.array(event), total_results: z.number().int() });
export type SearchResponse = z.infer<typeof searchResponse>;

/** `GET /documents/{id}`: one event of the corpus, by the id its citations and tables show. */
export const documentIdParams = z.object({
  id: z.coerce.number().int().positive('must be a positive whole number').max(2_147_483_647, 'is too large'),
});
