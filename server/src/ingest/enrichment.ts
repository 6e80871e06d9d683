import { availableParallelism } from 'node:os';
import type { EnrichedEvent, FieldEvidence, RawRelease } from '../corpus/types';
import { enrichRelease } from '../extraction/enrich';
import { resolveLocation } from '../extraction/location';
import { startRulePool } from './rule-worker';
import type { IncomingRelease, SuppliedFields } from './types';

/** Turns a release into an event; implementations never reject for a model failure (they fall back). */
export interface ReleaseEnricher {
  enrich(release: IncomingRelease): Promise<EnrichedEvent>;
  /** How many releases the model enriched and how many fell back to the rules, for the summary. */
  readonly usage?: { model: number; fallback: number };
}

/**
 * Fields the source supplied win over extracted ones. Their evidence is dropped: it would point at
 * words that did not produce the value shown. A supplied place is still looked up in the gazetteer
 * so the event gets its province.
 */
export function withSuppliedFields(event: EnrichedEvent, supplied: SuppliedFields): EnrichedEvent {
  const evidence: FieldEvidence = { ...event.evidence };
  const result = { ...event };
  if (supplied.date) {
    result.date = supplied.date;
    delete evidence.date;
  }
  if (supplied.location) {
    const place = resolveLocation(supplied.location, '');
    result.location = supplied.location;
    result.town = place.town;
    result.province = place.province;
    delete evidence.location;
  }
  if (supplied.crime_committed) {
    result.crime_committed = supplied.crime_committed;
    delete evidence.crimes;
  }
  if (supplied.summary) result.summary = supplied.summary;
  return { ...result, evidence };
}

/** How the rules are run: in this thread, or in a worker thread (see rule-worker). */
export type RunRules = (release: RawRelease) => EnrichedEvent | Promise<EnrichedEvent>;

/** The fields of a release the rules read, without what the source supplied. */
const rawOf = ({ title, published_date, text, source_url }: RawRelease): RawRelease => ({
  title,
  published_date,
  text,
  source_url,
});

export const rulesInThisThread: RunRules = (release) => enrichRelease(rawOf(release));

/** The rule-based enrichment of ARCHITECTURE section 6 (gazetteer, crime taxonomy, date rules), run as given. */
export const ruleEnricher = (runRules: RunRules): ReleaseEnricher => ({
  enrich: async (release) => withSuppliedFields(await runRules(rawOf(release)), release.supplied),
});

/** The rules in the calling thread: for the foreground command and tools, where no request waits. */
export const ruleBasedEnricher = ruleEnricher(rulesInThisThread);

/**
 * Starting a rule thread costs about 1.4 s (its loader and the gazetteer), and a thread reads about
 * 600 releases a second: below this many releases the calling thread finishes first.
 */
export const THREADS_FROM_RELEASES = 2_000;

export interface RunRulesForRun {
  runRules: RunRules;
  /** Releases to have in hand at once, so that every thread has one waiting. */
  concurrency: number;
  close(): Promise<void>;
}

/**
 * How a foreground run reads releases: in this thread when it is short or of unknown length, else in
 * one rule thread per core (at most four) while this thread stores what they read.
 */
export function rulesForRun(estimatedReleases: number | undefined): RunRulesForRun {
  if (estimatedReleases === undefined || estimatedReleases < THREADS_FROM_RELEASES)
    return { runRules: rulesInThisThread, concurrency: 4, close: async () => {} };
  const threads = Math.min(availableParallelism(), 4);
  const pool = startRulePool(threads);
  return { runRules: (release) => pool.enrich(release), concurrency: threads * 4, close: () => pool.close() };
}
