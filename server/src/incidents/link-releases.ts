/**
 * Puts releases into incidents. Releases are taken oldest first; each joins the incident of the
 * earlier release it scores best with, when that score reaches the threshold, and otherwise starts
 * its own. Joining only through the best match keeps one loose likeness from chaining two cases.
 */
import type { CaseFacts } from '../extraction/case-facts';
import { bestMatch } from './link-score';

export interface Linkable<K> {
  key: K;
  facts: CaseFacts;
}

export interface Link<K> {
  key: K;
  /** The key of the first release of its incident; the release's own key when it stands alone. */
  incident: K;
  /** The earlier release it was linked through, with the score and reasons; null when alone. */
  linkedTo: K | null;
  score: number | null;
  reasons: string[];
  /** The release it is a republished copy of, or null. */
  copyOf: K | null;
}

/** Oldest first by publication, then by key order as given. */
const byPublication = <K>(items: readonly Linkable<K>[]) =>
  items
    .map((item, order) => ({ item, order }))
    .sort((a, b) => a.item.facts.published.localeCompare(b.item.facts.published) || a.order - b.order)
    .map(({ item }) => item);

/** Links every release against the ones published before it (or the same day, earlier in order). */
export function linkReleases<K>(items: readonly Linkable<K>[]): Link<K>[] {
  const links = new Map<K, Link<K>>();
  const seen: Linkable<K>[] = [];
  for (const item of byPublication(items)) {
    links.set(
      item.key,
      linkOf(item, seen, (key) => links.get(key)?.incident ?? key),
    );
    seen.push(item);
  }
  return items.map((item) => links.get(item.key) as Link<K>);
}

/** The link of one release against earlier ones whose incidents are known through `incidentOf`. */
function linkOf<K>(item: Linkable<K>, earlier: readonly Linkable<K>[], incidentOf: (key: K) => K): Link<K> {
  const best = bestMatch(item.facts, earlier);
  if (best === null)
    return { key: item.key, incident: item.key, linkedTo: null, score: null, reasons: [], copyOf: null };
  const { other, scored } = best;
  return {
    key: item.key,
    incident: incidentOf(other.key),
    linkedTo: other.key,
    score: scored.score,
    reasons: scored.reasons,
    copyOf: scored.copy ? other.key : null,
  };
}
