import { statSync } from 'node:fs';
import { fileSource, folderSource } from './folder-source';
import type { PoliteFetcher } from './polite-fetcher';
import { type IngestSource, problem } from './types';
import { urlSource } from './url-source';

/** A SOURCE that cannot be read at all: one failure, and the run goes on with the others. */
const unreadable = (name: string, reason: string): IngestSource => ({
  name,
  estimate: async () => 0,
  async *read() {
    yield problem(name, reason);
  },
});

/** The reader for one SOURCE argument: a URL, a folder, or a .jsonl/.ndjson/.csv/.html/.htm file. */
export function openSource(name: string, fetcher: PoliteFetcher): IngestSource {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(name)) {
    return /^https?:\/\//i.test(name) && URL.canParse(name)
      ? urlSource(name, fetcher)
      : unreadable(name, 'only http:// and https:// addresses can be fetched');
  }
  const stats = statSync(name, { throwIfNoEntry: false });
  if (!stats) return unreadable(name, 'no such file or folder');
  if (stats.isDirectory()) return folderSource(name);
  return (
    fileSource(name) ?? unreadable(name, 'not a release file (expected .jsonl, .ndjson, .csv, .html or .htm)')
  );
}
