/**
 * Links releases as they are stored. Each release, in publication order, is scored against the stored
 * releases that could be of its case (see `candidatesFor`) and joins the incident of the best one that
 * reaches the threshold; two releases alone start a new incident together.
 */
import type { Db } from '../db/client';
import type { StoreObserver } from '../events';
import type { CaseFacts } from '../extraction/case-facts';
import {
  candidatesFor,
  createIncident,
  type LinkRow,
  linkRowsOf,
  markCopy,
  setIncident,
  setLink,
  unlink,
} from './incidents.repository';
import { bestMatch } from './link-score';

/** Earlier first: by publication, then by id, as the linking set's releases are taken. */
const isBefore = (a: { id: number; facts: CaseFacts }, b: { id: number; facts: CaseFacts }) =>
  a.facts.published < b.facts.published || (a.facts.published === b.facts.published && a.id < b.id);

export async function linkStored(db: Db, ids: readonly number[]): Promise<void> {
  const rows = (await linkRowsOf(db, ids)).sort((a, b) => (isBefore(a, b) ? -1 : 1));
  const candidates = await candidatesFor(
    db,
    rows.map((r) => r.id),
  );
  // Incidents given in this batch, which the candidates read before it do not show yet.
  const incidentOf = new Map<number, number | null>(rows.map((r) => [r.id, r.incidentId]));
  const currentIncident = (row: LinkRow) =>
    (incidentOf.has(row.id) ? incidentOf.get(row.id) : row.incidentId) ?? null;
  // Releases put into an incident as another's match in this batch: each is where the others link to,
  // and links to none itself, so no two releases link to each other.
  const anchors = new Set<number>();

  for (const row of rows) {
    if (anchors.has(row.id)) continue;
    // A release links to an earlier one of its case; only a release with none looks forward, to
    // follow-ups stored before it (a feed read out of order).
    const others = candidates.get(row.id) ?? [];
    const best =
      bestMatch(
        row.facts,
        others.filter((o) => isBefore(o, row)),
      ) ??
      bestMatch(
        row.facts,
        [],
        others.filter((o) => isBefore(row, o)),
      );
    if (best === null) continue;
    const { other, scored } = best;
    const [mine, theirs] = [currentIncident(row), currentIncident(other)];
    if (mine !== null && theirs !== null && mine !== theirs) continue;
    const incidentId = theirs ?? mine ?? (await createIncident(db));
    if (theirs === null) {
      await setIncident(db, other.id, incidentId);
      incidentOf.set(other.id, incidentId);
      anchors.add(other.id);
    }
    // The later of the two is the copy.
    const otherIsCopy = scored.copy && isBefore(row, other);
    await setLink(db, row.id, {
      incidentId,
      linkedEventId: other.id,
      score: scored.score,
      reasons: scored.reasons,
      duplicateOf: scored.copy && !otherIsCopy ? other.id : null,
    });
    if (otherIsCopy) await markCopy(db, other.id, row.id);
    incidentOf.set(row.id, incidentId);
  }
}

/**
 * Links what ingest stores, in the batch's transaction: a release edited at its source is taken out
 * of its incident first (links to it from the incident's other releases are cleared, and an incident
 * left with one release is dropped) and linked again from what it now says. The others keep their
 * incident; `--relink` links the whole corpus afresh.
 */
export function incidentLinker(): StoreObserver {
  return {
    async beforeEdit(tx, eventIds) {
      await unlink(tx, eventIds);
    },
    async afterStore(tx, { added, edited }) {
      await linkStored(tx, [...added, ...edited]);
    },
  };
}
