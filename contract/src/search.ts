import { z } from 'zod';
import { event } from './events';
import { searchTerm, splitKeywords, withoutControlCharacters } from './keywords';

export const MAX_KEYWORDS = 20;
/** How many values one facet filter (province, crime, municipality) may list. */
export const MAX_FACET_VALUES = 20;
export const SEARCH_SORTS = ['relevance', 'newest', 'oldest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
/** Select all returns at most this many ids. */
export const MAX_SELECTED_IDS = 1000;
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

/** A facet filter: the parameter repeated once per value (OR within it), exact values. */
const facetFilter = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .pipe(
    z
      .array(z.string().max(200, 'each value must be at most 200 characters'))
      .max(MAX_FACET_VALUES, `at most ${MAX_FACET_VALUES} values`),
  )
  .default([]);

export const searchQuery = z
  .object({
    keywords: z
      .union([z.string(), z.array(z.string())])
      .transform((value) => splitKeywords(Array.isArray(value) ? value : [value]))
      .pipe(
        z
          .array(z.string().max(100, 'each keyword must be at most 100 characters'))
          .min(1, 'at least one keyword is required')
          .max(MAX_KEYWORDS, `at most ${MAX_KEYWORDS} keywords`)
          .refine(
            (keywords) => keywords.some((keyword) => !searchTerm(keyword).exclude),
            'add at least one word to search for, not only words to leave out',
          ),
      ),
    province: facetFilter,
    crime: facetFilter,
    municipality: facetFilter,
    sort: z.enum(SEARCH_SORTS, { error: `must be one of ${SEARCH_SORTS.join(', ')}` }).default('relevance'),
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

const facetCount = z.object({ value: z.string(), count: z.number().int() });
export type FacetCount = z.infer<typeof facetCount>;

/**
 * How the events of a search spread over each facet: province, crime and municipality by count
 * (most first), year and month in date order with every month between the first and last present.
 */
export const facetsResponse = z.object({
  total_results: z.number().int(),
  province: z.array(facetCount),
  crime: z.array(facetCount),
  municipality: z.array(facetCount),
  year: z.array(facetCount),
  month: z.array(facetCount),
});
export type FacetsResponse = z.infer<typeof facetsResponse>;

/** Select all: the ids of a search's events in its order, at most MAX_SELECTED_IDS of them. */
export const idsResponse = z.object({
  ids: z.array(z.number().int()),
  total_results: z.number().int(),
  truncated: z.boolean(),
});
export type IdsResponse = z.infer<typeof idsResponse>;
