import { createReadStream } from 'node:fs';
import { type CsvError, type Info, parse } from 'csv-parse';
import { fieldOfHeader, type ReleaseField, releaseFromFields } from './release-fields';
import { type IngestSource, problem, type SourceItem } from './types';

const REQUIRED_COLUMNS: readonly ReleaseField[] = ['title', 'context', 'published_date', 'source_url'];

/** A header that lacks required columns makes every row unusable: said once, for the whole file. */
class HeaderError extends Error {}

function columnsOf(header: string[]): (ReleaseField | undefined)[] {
  const columns = header.map(fieldOfHeader);
  const missing = REQUIRED_COLUMNS.filter((field) => !columns.includes(field));
  if (missing.length > 0) {
    throw new HeaderError(
      `the header has no column for ${missing.join(', ')} (columns are the event field names, e.g. title,context,published_date,source_url)`,
    );
  }
  return columns;
}

/** The line a record starts on: the parser counts lines up to its end, and a quoted cell may span several. */
const firstLine = (lastLine: number, raw: string | undefined) =>
  lastLine - ((raw ?? '').replace(/\n$/, '').match(/\n/g)?.length ?? 0);

type Parsed = { record: Record<string, unknown>; raw: string; info: Info };

async function* rowsOf(path: string): AsyncGenerator<SourceItem> {
  // The parser reads ahead, so it may report a bad row before handing over the good rows above it.
  const skipped: { line: number; item: SourceItem }[] = [];
  const skippedBefore = (line: number) => {
    const due = skipped.filter((entry) => entry.line < line);
    skipped.splice(0, due.length);
    return due.map((entry) => entry.item);
  };
  const parser = createReadStream(path).pipe(
    parse({
      bom: true,
      columns: columnsOf,
      info: true,
      raw: true,
      // A stray quote inside an unquoted cell is common in hand-made files and harmless.
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      on_skip: (error: CsvError | undefined, raw: string | undefined) => {
        const line = firstLine(Number(error?.lines ?? 0), raw);
        skipped.push({
          line,
          item: problem(`${path}:${line}`, `malformed CSV row: ${error?.message ?? 'unreadable'}`),
        });
        return undefined;
      },
    }),
  );
  try {
    for await (const parsed of parser as AsyncIterable<Parsed>) {
      const line = firstLine(parsed.info.lines, parsed.raw);
      yield* skippedBefore(line);
      const location = `${path}:${line}`;
      const result = releaseFromFields(parsed.record);
      yield result.ok
        ? { kind: 'release', release: result.release, location }
        : problem(location, result.reason);
    }
  } catch (error) {
    if (!(error instanceof HeaderError)) throw error;
    yield problem(`${path}:1`, error.message);
  }
  yield* skippedBefore(Number.POSITIVE_INFINITY);
}

/** A CSV file with a header row naming the event fields (or the app's export headers). */
export function csvSource(path: string, name = path): IngestSource {
  return {
    name,
    async estimate() {
      // Records only, unchecked: a quick count for the progress bar, not a second validation.
      const records = createReadStream(path).pipe(
        parse({
          bom: true,
          relax_column_count: true,
          relax_quotes: true,
          skip_empty_lines: true,
          skip_records_with_error: true,
        }),
      );
      let count = -1;
      for await (const _ of records) count += 1;
      return Math.max(count, 0);
    },
    read: () => rowsOf(path),
  };
}
