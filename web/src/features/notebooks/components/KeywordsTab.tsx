import type { KeywordEntry, Notebook } from '@workbench/contract/notebooks';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { bodyCell, headCell, tableClass, tableFrame } from '../../../components/table';
import { downloadCsv, toCsv } from '../../../lib/csv';
import { useNotebookKeywords } from '../api/get-notebook-keywords';

export const FETCH_NOTEBOOK_KEYWORDS_FAILED = 'Failed to fetch notebook keywords.';
export const FETCH_KEYWORDS_FAILED = 'Failed to fetch keywords.';

/** `{title} Keywords.csv`, without the characters that file systems refuse. */
export const keywordsCsvFileName = (title: string) => `${title.replace(/[\\/:*?"<>|]/g, '-')} Keywords.csv`;

export const keywordsToCsv = (keywords: readonly KeywordEntry[]) =>
  toCsv(
    ['Keywords', 'Instances'],
    keywords.map((entry) => [entry.keywords, entry.num_events]),
  );

export function KeywordsTab({ notebook }: { notebook: Notebook }) {
  const query = useNotebookKeywords(notebook.id);
  const keywords = query.data?.pages.flatMap((page) => page.keywords) ?? [];
  const stillLoading = query.hasNextPage && !query.isFetchNextPageError;

  return (
    <section className="flex flex-col gap-4">
      <p className="max-w-3xl text-muted">
        This is the list of keywords that were used in your search terms to generate this Notebook.
      </p>
      {/* The button belongs to the half-width table, so it sits at the table's edge, not the page's. */}
      <div className="flex flex-col gap-3 sm:max-w-xl">
        <Button
          variant="secondary"
          className="self-start sm:self-end"
          disabled={keywords.length === 0 || stillLoading}
          onClick={() => downloadCsv(keywordsCsvFileName(notebook.title), keywordsToCsv(keywords))}
        >
          Download List as CSV
        </Button>

        {query.isPending ? (
          <Spinner label="Loading keywords..." className="text-muted" />
        ) : query.isError && !query.data ? (
          <p role="alert" className="py-12 text-center text-error">
            {FETCH_NOTEBOOK_KEYWORDS_FAILED}
          </p>
        ) : keywords.length === 0 ? (
          <p className="rounded-card border border-dashed border-line bg-white px-6 py-10 text-center text-muted">
            No keywords yet: they are recorded when events are added from a search.
          </p>
        ) : (
          <div className={tableFrame}>
            <table className={tableClass}>
              <thead>
                <tr>
                  <th scope="col" className={headCell}>
                    Keywords
                  </th>
                  <th scope="col" className={`${headCell} w-24 text-right md:w-32`}>
                    Instances
                  </th>
                </tr>
              </thead>
              <tbody>
                {keywords.map((entry) => (
                  <tr key={entry.keywords} className="hover:bg-slate-50">
                    <td className={`${bodyCell} wrap-anywhere`}>{entry.keywords}</td>
                    <td className={`${bodyCell} text-right tabular-nums`}>{entry.num_events}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      {stillLoading && <Spinner label="Loading more keywords..." className="text-xs text-muted" />}
      {query.isFetchNextPageError && (
        <p role="alert" className="text-center text-error">
          {FETCH_KEYWORDS_FAILED}
        </p>
      )}
    </section>
  );
}
