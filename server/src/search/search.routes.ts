import { errorBody } from '@workbench/contract/common';
import {
  documentsQuery,
  EXACT_TOTAL_UP_TO,
  facetsResponse,
  idsResponse,
  MAX_SELECTED_IDS,
  searchResponse,
} from '@workbench/contract/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../auth';
import type { ReadRouting } from '../db/read-routing';
import { presentFacets, presentHit } from './search.presenter';
import {
  type FacetSample,
  searchEventIds,
  searchEvents,
  searchFacetCounts,
  type TotalOf,
} from './search.repository';
import { searchCache } from './search-cache';
import { documentFiltersOf } from './search-filters';

const PARAMETERS =
  'keywords (repeated; OR; "a phrase" in quotes, -word or -"a phrase" to leave out), location, ' +
  'start_date, end_date, province, crime and municipality (each repeatable; OR within one, AND across; ' +
  'crime takes categories or a family such as hijacking), group (none or incident), include_copies';

export const searchRoutes =
  (deps: { reads: ReadRouting; facetSample?: FacetSample; cacheMs: number }): FastifyPluginAsyncZod =>
  async (app) => {
    // Answers and totals are kept apart: a total serves every request of its search (page, facets,
    // more pages, select all), an answer only the same request again.
    const answers = searchCache(deps.cacheMs);
    const totals = searchCache(deps.cacheMs);
    const totalOf: TotalOf = (filters, exact, count) => totals.get(JSON.stringify([filters, exact]), count);
    /** An answer's key: the endpoint and every parameter it reads, as validated. */
    const keyOf = (endpoint: string, q: object) => JSON.stringify([endpoint, q]);

    const schemaFor = <T>(summary: string, ok: T) => ({
      tags: ['search'],
      summary,
      description: `Parameters: ${PARAMETERS}; sort = relevance (default), newest or oldest; exact_total = true to count past ${EXACT_TOTAL_UP_TO.toLocaleString('en')}.`,
      security: [{ bearer: [] }],
      querystring: documentsQuery,
      response: { 200: ok, 401: errorBody, 422: errorBody },
    });

    app.get(
      '/documents/',
      { schema: schemaFor('Search events, a page at a time', searchResponse) },
      async (request) => {
        const q = request.query;
        const read = deps.reads.readerFor(userOf(request).id);
        return answers.get(keyOf('documents', q), async () => {
          const { rows, total, relation } = await read((db) =>
            searchEvents(
              db,
              documentFiltersOf(q),
              q.sort,
              { limit: q.page_size, offset: (q.page - 1) * q.page_size },
              q.exact_total,
              totalOf,
            ),
          );
          return {
            documents: rows.map(presentHit),
            total_results: total,
            total_relation: relation,
          };
        });
      },
    );

    app.get(
      '/documents/facets/',
      {
        schema: schemaFor(
          'How the events of a search spread over province, crime, municipality, year and month (page and page_size are ignored)',
          facetsResponse,
        ),
      },
      async (request) => {
        const { sort: _sort, page: _page, page_size: _pageSize, ...q } = request.query;
        const read = deps.reads.readerFor(userOf(request).id);
        return answers.get(keyOf('facets', q), async () => {
          const counts = await read((db) =>
            searchFacetCounts(db, documentFiltersOf(q), q.exact_total, deps.facetSample, totalOf),
          );
          return presentFacets(counts, q.exact_total);
        });
      },
    );

    app.get(
      '/documents/ids/',
      {
        schema: schemaFor(
          `Select all: the ids of a search's events in its order, at most ${MAX_SELECTED_IDS} (page and page_size are ignored)`,
          idsResponse,
        ),
      },
      async (request) => {
        const { page: _page, page_size: _pageSize, ...q } = request.query;
        const read = deps.reads.readerFor(userOf(request).id);
        return answers.get(keyOf('ids', q), async () => {
          const {
            rows: ids,
            total,
            relation,
          } = await read((db) =>
            searchEventIds(db, documentFiltersOf(q), q.sort, MAX_SELECTED_IDS, q.exact_total, totalOf),
          );
          return { ids, total_results: total, total_relation: relation, truncated: total > ids.length };
        });
      },
    );
  };
