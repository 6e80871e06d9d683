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
  dropLoneIncidents,
  type LinkRow,
  linkRowsOf,
  setLink,
  unlink,
} from './incidents.repository';
import { LINK_THRESHOLD, type LinkScore, scoreLink } from './link-score';

/** Earlier first: by publication, then by id, as the linking set's releases are taken. */
const isBefore = (a: { id: number; facts: CaseFacts }, b: { id: number; facts: CaseFacts }) =>
  a.facts.published < b.facts.published || (a.facts.published === b.facts.published && a.id < b.id);

/** The score of two releases taken in time order: the later one as a release of the earlier one's case. */
const scoredInOrder = (a: LinkRow, b: LinkRow): LinkScore =>
  isBefore(a, b) ? scoreLink(a.facts, b.facts) : scoreLink(b.facts, a.facts);

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

  for (const row of rows) {
    let best: { other: LinkRow; scored: LinkScore } | null = null;
    for (const other of candidates.get(row.id) ?? []) {
      const scored = scoredInOrder(row, other);
      if (scored.score >= LINK_THRESHOLD && (best === null || scored.score > best.scored.score))
        best = { other, scored };
    }
    if (best === null) continue;
    const { other, scored } = best;
    const [mine, theirs] = [currentIncident(row), currentIncident(other)];
    // Already put in another incident by a release before it in this batch: the first link stands.
    if (mine !== null && theirs !== null && mine !== theirs) continue;
    let incidentId = theirs ?? mine;
    if (incidentId === null) {
      incidentId = await createIncident(db);
      await setLink(db, other.id, {
        incidentId,
        linkedEventId: null,
        score: null,
        reasons: [],
        duplicateOf: null,
      });
      incidentOf.set(other.id, incidentId);
    }
    const [first, second] = isBefore(other, row) ? [other, row] : [row, other];
    await setLink(db, row.id, {
      incidentId,
      linkedEventId: other.id,
      score: scored.score,
      reasons: scored.reasons,
      duplicateOf: scored.copy && second.id === row.id ? first.id : null,
    });
    incidentOf.set(row.id, incidentId);
  }
}

/**
 * Links what ingest stores, in the batch's transaction: a release edited at its source is taken out
 * of its incident first and linked again from what it now says.
 */
export function incidentLinker(): StoreObserver {
  return {
    async beforeEdit(tx, eventIds) {
      await unlink(tx, eventIds);
    },
    async afterStore(tx, { added, edited }) {
      await linkStored(tx, [...added, ...edited]);
      if (edited.length > 0) await dropLoneIncidents(tx);
    },
  };
}
