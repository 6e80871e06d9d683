import { createHash } from 'node:crypto';
import { contentHash } from '../events';
import type { IncomingRelease } from './types';

/**
 * What decides whether a stored release changed: the text enrichment reads and any fields the
 * source supplied. Without supplied fields it equals the corpus's own content hash.
 */
export function releaseHash(release: IncomingRelease): string {
  const base = contentHash({
    title: release.title,
    published_date: release.published_date,
    context: release.text,
  });
  const { date, location, crime_committed, summary } = release.supplied;
  const supplied = [date, location, crime_committed, summary];
  if (supplied.every((value) => value === undefined)) return base;
  return createHash('sha256')
    .update(`${base}\n${JSON.stringify(supplied)}`)
    .digest('hex');
}
