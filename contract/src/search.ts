import { z } from 'zod';
import { event } from './events';
import { searchTerm, splitKeywords, withoutControlCharacters } from './keywords';

export const MAX_KEYWORDS = 20;
/** How many values one facet filter (province, crime, municipality) may list. */
export const MAX_FACET_VALUES = 20;
export const SEARCH_SORTS = ['relevance', 'newest', 'oldest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
/** How a search's results are grouped: `incident` gives one row per case. */
export const SEARCH_GROUPS = ['none', 'incident'] as const;
/** Select all returns at most this many ids. */
export const MAX_SELECTED_IDS = 1000;
export const SEARCH_PAGE_SIZE_MAX = 100;
/**
 * Totals are counted exactly up to this many events; past it a search reports "at least" this many,
 * as the Elasticsearch-based tools journalists use do: counting every match of a very broad keyword
 * was a third of its time at a million events, and nobody reads 812,345 differently from 812,346.
 */
export const EXACT_TOTAL_UP_TO = 10_000;

export const TOTAL_RELATIONS = ['eq', 'gte'] as const;
export type TotalRelation = (typeof TOTAL_RELATIONS)[number];

/** How many events match, and whether that number is exact or a lower bound. */
export interface Total {
  total: number;
  relation: TotalRelation;
}

/** A count of matching events as the API reports it: exact up to EXACT_TOTAL_UP_TO, then "at least". */
export const cappedTotal = (count: number): Total =>
  count > EXACT_TOTAL_UP_TO
    ? { total: EXACT_TOTAL_UP_TO, relation: 'gte' }
    : { total: count, relation: 'eq' };

/** Beside every total_results of matching events. */
export const totalRelation = z
  .enum(TOTAL_RELATIONS)
  .describe(
    `eq: total_results is the exact number of matching events. gte: at least that many match; total_results is then ${EXACT_TOTAL_UP_TO.toLocaleString('en')} (ask with exact_total=true for the exact number)`,
  );

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

const searchFields = z.object({
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
});

const datesInOrder = [
  (q: { start_date?: string; end_date?: string }) =>
    !q.start_date || !q.end_date || q.start_date <= q.end_date,
  { message: 'start_date must not be after end_date' },
] as const;

/** A search's filters, sort and page, as the search endpoints and a saved search take them. */
export const searchQuery = searchFields.refine(...datesInOrder);
export type SearchQuery = z.output<typeof searchQuery>;

/**
 * The query of the search endpoints: a search, and whether its total must be exact past the cap.
 * A saved search keeps no such choice, so it is not part of searchQuery.
 */
export const documentsQuery = searchFields
  .extend({
    exact_total: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true')
      .describe(
        `true: count every matching event, however many, and give facets exact counts (slower on very broad searches). By default total_results is exact up to ${EXACT_TOTAL_UP_TO.toLocaleString('en')} and total_relation says gte beyond it`,
      ),
    group: z
      .enum(SEARCH_GROUPS, { error: `must be one of ${SEARCH_GROUPS.join(', ')}` })
      .default('none')
      .describe(
        'incident: one row per incident, the newest of its releases the search matches (with incident_size); total_results, the ids and the facets then count incidents. none: one row per release',
      ),
    include_copies: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true')
      .describe('true: republished copies of a release are returned too; by default they are left out'),
  })
  .refine(...datesInOrder);
export type DocumentsQuery = z.output<typeof documentsQuery>;

/** An event as search returns it: with the size of its case. */
export const searchDocument = event
  .extend({
    incident_size: z
      .number()
      .int()
      .describe('How many releases its incident holds, republished copies included; 1 when it stands alone'),
  })
  .meta({ id: 'SearchDocument' });
export type SearchDocument = z.infer<typeof searchDocument>;

export const searchResponse = z.object({
  documents: z.array(searchDocument),
  total_results: z.number().int(),
  total_relation: totalRelation,
});
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
  total_relation: totalRelation,
  approximate: z
    .boolean()
    .describe(
      `true: more than ${EXACT_TOTAL_UP_TO.toLocaleString('en')} events match, and every count (province, crime, municipality, year and month) is estimated from a random sample of the events, scaled up and rounded; a rare value may be missing. false: every count is exact (always so with exact_total=true)`,
    ),
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
  total_relation: totalRelation,
  truncated: z.boolean(),
});
export type IdsResponse = z.infer<typeof idsResponse>;
