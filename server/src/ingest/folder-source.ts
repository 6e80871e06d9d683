import { type Dirent, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import { csvSource } from './csv-source';
import { jsonLinesSource } from './jsonl-source';
import { pageFileSource } from './page-file-source';
import { type IngestSource, messageOf, problem } from './types';

const READERS: Record<string, (path: string, name: string) => IngestSource> = {
  '.jsonl': jsonLinesSource,
  '.ndjson': jsonLinesSource,
  '.csv': csvSource,
  '.html': pageFileSource,
  '.htm': pageFileSource,
};

/** The reader for a file, by its extension; undefined for a file that is not a release format. */
export function fileSource(path: string, name = path): IngestSource | undefined {
  return READERS[extname(path).toLowerCase()]?.(path, name);
}

/**
 * Release files of a folder and its subfolders, in name order so runs are repeatable. Hidden
 * entries and the `*_files` folders browsers save page resources into are passed over, as is
 * any file of another kind.
 */
export function filesOfFolder(folder: string): string[] {
  const entries: Dirent[] = readdirSync(folder, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return entries.flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name.endsWith('_files') ? [] : filesOfFolder(path);
    return entry.isFile() && fileSource(path) ? [path] : [];
  });
}

/** Every release file of a folder; a file that cannot be read is reported and the next one read. */
export function folderSource(folder: string, name = folder): IngestSource {
  const sources = () =>
    filesOfFolder(folder).flatMap((path) => {
      const source = fileSource(path, name);
      return source ? [{ path, source }] : [];
    });
  return {
    name,
    async estimate() {
      let total = 0;
      for (const { source } of sources()) total += (await source.estimate().catch(() => 0)) ?? 0;
      return total;
    },
    async *read() {
      for (const { path, source } of sources()) {
        try {
          yield* source.read();
        } catch (error) {
          yield problem(path, `could not read the file: ${messageOf(error)}`);
        }
      }
    },
  };
}
