import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { addressOfSavedPage, parseDocument, releaseFromHtml } from './html-release';
import { type IngestSource, problem } from './types';

/**
 * A saved HTML page of one release. Its source_url is the address the page names for itself; a page
 * that names none is keyed by its file URL, so moving the folder makes it a new release.
 */
export function pageFileSource(path: string, name = path): IngestSource {
  return {
    name,
    estimate: async () => 1,
    async *read() {
      const html = await readFile(path, 'utf8');
      const document = parseDocument(html);
      const sourceUrl = addressOfSavedPage(html, document) ?? pathToFileURL(resolve(path)).href;
      const result = releaseFromHtml(html, { sourceUrl, document });
      yield result.ok
        ? { kind: 'release', release: result.release, location: path }
        : problem(path, result.reason);
    },
  };
}
