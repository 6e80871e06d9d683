import { boundsWords, withinBounds } from '../count-bounds';
import { eventsBeforeCaseFilters, hasCaseFilter, passes } from '../evidence';
import { describeScope, NO_FILTERS, withoutCaseConditions } from '../filters';
import {
  citeAll,
  countedEvents,
  dateSpan,
  eventLines,
  eventsPhrase,
  latestReferences,
  percent,
} from '../format';
import { groupEvents, groupSummary } from '../grouping';
import type { NotebookEvent } from '../notebook-events';
import { asksShare, claimsEveryCase } from '../share-base';
import type { QuestionReading } from '../understand-question';
import type { AnswerContext, ComposedResult, Composition } from './context';

/** For a yes/no: whether the count answers yes ("were there any": one or more; "more than one": two or more). */
export function isYes(reading: QuestionReading, count: number): boolean {
  return reading.yesNoBounds ? withinBounds(count, reading.yesNoBounds) : count > 0;
}

/** The cases a claim about every case is put to, when the question makes one; else null. */
function casesClaimedOf({ reading, notebook }: AnswerContext): NotebookEvent[] | null {
  return claimsEveryCase(reading.question, reading) ? eventsBeforeCaseFilters(reading, notebook) : null;
}

/** For a yes/no over events: whether they answer yes, a claim about every case included. */
export function answersYes(context: AnswerContext): boolean {
  const cases = casesClaimedOf(context);
  if (cases) return cases.length > 0 && context.events.length === cases.length;
  return isYes(context.reading, context.events.length);
}

/** For a claim about every case: that all of them bear it out, or how many do not, and which. */
export function everyClaimLine(context: AnswerContext): string | null {
  const { reading, events } = context;
  const cases = reading.yesNo ? casesClaimedOf(context) : null;
  if (!cases || cases.length === 0) return null;
  const kept = new Set(events);
  const failing = cases.filter((e) => !kept.has(e));
  const scope = describeScope(withoutCaseConditions(reading), false);
  if (failing.length === 0) return `Every case: all ${countedEvents(cases.length, scope)} are among them.`;
  return `Not every case: ${failing.length} of the ${countedEvents(cases.length, scope)} ${failing.length === 1 ? 'is' : 'are'} not among them ${citeAll(failing)}.`;
}

/** A count of events, or for a yes/no whether they answer yes. */
export function countResult(context: AnswerContext, measure: string): ComposedResult {
  return context.reading.yesNo
    ? { type: 'yes_no', value: answersYes(context), measure }
    : { type: 'number', value: context.events.length, measure };
}

/** Up to this many events, the count is followed by the events themselves rather than a breakdown. */
const SHOW_ALL_UP_TO = 3;
const LATEST_SHOWN = 3;
const BREAKDOWN_GROUPS = 5;

/**
 * What the events are a share of: the events the question names as the base ("of the 2024
 * incidents"); else the events before the case filters (arrest, outcome, date known) when those
 * narrow them; else the whole notebook.
 */
export function shareBase({ reading, notebook }: AnswerContext): {
  events: readonly NotebookEvent[];
  scope: string;
} {
  if (reading.shareOf) {
    const named = { ...reading, ...NO_FILTERS, ...reading.shareOf };
    const base = notebook.events.filter((e) => passes(e, named, null));
    if (base.length > 0) return { events: base, scope: describeScope(named, false) };
  }
  if (hasCaseFilter(reading)) {
    const base = eventsBeforeCaseFilters(reading, notebook);
    if (base.length > 0) return { events: base, scope: describeScope(withoutCaseConditions(reading), false) };
  }
  return { events: notebook.events, scope: '' };
}

function baseOf(context: AnswerContext): { count: number; phrase: string } {
  const { events, scope } = shareBase(context);
  return {
    count: events.length,
    phrase: scope ? `the ${countedEvents(events.length, scope)}` : `the ${events.length} in all`,
  };
}

/** "(55 % of the 60 events about robbery)", or of the whole notebook when only crimes, places or dates narrow it. */
function shareOf(context: AnswerContext): string {
  const base = baseOf(context);
  const count = context.events.length;
  return count < base.count ? ` (${percent(count, base.count)} of ${base.phrase})` : '';
}

const ONE_DECIMAL = /\b(?:one|1)\s+decimal/i;

/** "What share of the murders led to an arrest?": the per cent, rounded as asked (whole by default). */
function shareResult(context: AnswerContext): ComposedResult | null {
  if (!asksShare(context.reading.question)) return null;
  const base = baseOf(context);
  if (base.count === 0) return null;
  const places = ONE_DECIMAL.test(context.reading.question) ? 1 : 0;
  const share = (100 * context.events.length) / base.count;
  return {
    type: 'number',
    value: Math.round(share * 10 ** places) / 10 ** places,
    measure: `the per cent of ${base.phrase} that are ${eventsPhrase(context.scope)}`,
  };
}

/** How many incidents the events tell, and those of them that share a case with another. */
interface CaseTally {
  incidents: number;
  linked: readonly NotebookEvent[];
}

function caseTally(events: readonly NotebookEvent[]): CaseTally {
  // Counted once per incident, so a notebook of thousands of linked releases costs one pass.
  const releasesOf = new Map<number, number>();
  for (const e of events)
    if (e.incident !== null) releasesOf.set(e.incident, (releasesOf.get(e.incident) ?? 0) + 1);
  const linked = events.filter((e) => e.incident !== null && (releasesOf.get(e.incident) ?? 0) > 1);
  const incidents = events.length - linked.length + [...releasesOf.values()].filter((n) => n > 1).length;
  return { incidents, linked };
}

/** "how many releases", "how many reports": the ask counts the statements themselves, not the crimes. */
const ASKS_RELEASES =
  /\b(?:releases?|reports?|statements?|bulletins?|articles?|stories|press\s+releases?|updates?)\b/i;

/**
 * "How many murders": a crime asked about is counted by incident, so the report, the arrest, a court
 * date and a republished copy of one case count once; "how many releases" counts the releases. Null
 * when no two events counted share a case, or when the ask is not about crimes.
 */
function incidentsCounted(context: AnswerContext, tally: CaseTally): number | null {
  const { reading, events } = context;
  if (reading.crimes.length === 0 || reading.yesNo || ASKS_RELEASES.test(reading.question)) return null;
  return tally.incidents < events.length ? tally.incidents : null;
}

/**
 * When some of the releases counted share a case, a line says so: how many incidents they tell when
 * the releases are counted, how many releases when the incidents are, so neither figure is read as
 * the other.
 */
function sameCaseLine(
  events: readonly NotebookEvent[],
  tally: CaseTally,
  byIncident: boolean,
): string | null {
  const followUps = events.length - tally.incidents;
  if (followUps === 0) return null;
  const incidents = `${tally.incidents} ${tally.incidents === 1 ? 'incident' : 'incidents'}`;
  if (byIncident)
    return `Counted by incident: ${events.length} releases, ${followUps} of them reporting a case another of them reports too (an arrest, a court date or a copy), tell ${incidents} ${citeAll(tally.linked)}.`;
  return `These are releases: ${followUps} of them report a case another of them reports too (an arrest, a court date or a copy), so they tell ${incidents} ${citeAll(tally.linked)}.`;
}

export function composeCount(context: AnswerContext): Composition {
  const { reading, notebook, events, scope } = context;
  const total = notebook.events.length;
  const yes = reading.yesNo ? (answersYes(context) ? 'Yes. ' : 'No. ') : '';
  const ofAll = shareOf(context);
  const figure = shareResult(context);
  // "Is the share with an arrest above 85 percent?": the share answers the yes or no, not the count.
  const shareYes =
    figure?.type === 'number' && reading.yesNo && reading.yesNoBounds
      ? withinBounds(figure.value as number, reading.yesNoBounds)
      : null;
  const share: ComposedResult | null =
    figure && shareYes !== null
      ? {
          type: 'yes_no',
          value: shareYes,
          measure: `whether ${figure.measure} is ${boundsWords(reading.yesNoBounds ?? {})}`,
        }
      : figure;
  // A share asked for is the headline's figure; the count follows it.
  const countHeadline =
    figure?.type === 'number'
      ? `${shareYes === null ? '' : shareYes ? 'Yes. ' : 'No. '}${figure.value} % of ${baseOf(context).phrase} are ${eventsPhrase(scope)}: ${countedEvents(events.length, scope)} ${citeAll(events)}.`
      : `${yes}The notebook has ${countedEvents(events.length, scope)}${ofAll} ${citeAll(events)}.`;
  const facts = [
    scope ? `${events.length} of the ${total} events are ${scope}.` : `The notebook has ${total} events.`,
  ];
  const claim = everyClaimLine(context);
  if (claim) facts.push(claim);
  const tally = caseTally(events);
  const incidents = figure ? null : incidentsCounted(context, tally);
  const sameCase = sameCaseLine(events, tally, incidents !== null);
  if (sameCase) facts.push(sameCase);
  const incidentsPhrase = `incidents ${scope}`.trim();
  const result: ComposedResult =
    share ??
    (incidents === null
      ? countResult(context, eventsPhrase(scope))
      : {
          type: 'number',
          value: incidents,
          measure: `${incidentsPhrase} (releases of one case counted once)`,
        });
  const headline =
    incidents === null
      ? countHeadline
      : `The notebook has ${incidents} ${incidents === 1 ? incidentsPhrase.replace(/^incidents/, 'incident') : incidentsPhrase}, told in ${events.length} releases${ofAll} ${citeAll(events)}.`;
  const notes = [...(claim ? [claim] : []), ...(sameCase ? [sameCase] : [])];
  if (events.length <= SHOW_ALL_UP_TO) {
    return {
      lines: [headline, ...notes, ...eventLines(events, SHOW_ALL_UP_TO)],
      used: events,
      facts,
      result,
    };
  }
  const lines = [headline, ...notes];
  const crimes = groupEvents(events, 'crime');
  if (crimes.length > 1) {
    const summary = groupSummary(crimes, BREAKDOWN_GROUPS);
    lines.push(`* By kind of crime: ${summary}`);
    facts.push(`By kind of crime: ${summary}.`);
  }
  const placeDimension = reading.places.length > 0 ? 'place' : 'province';
  const places = groupEvents(events, placeDimension);
  if (places.length > 1) {
    const summary = groupSummary(places, BREAKDOWN_GROUPS);
    lines.push(`* By ${placeDimension}: ${summary}`);
    facts.push(`By ${placeDimension}: ${summary}.`);
  }
  lines.push(`* Dated ${dateSpan(events)}`);
  facts.push(`They are dated ${dateSpan(events)}.`);
  lines.push(`Latest: ${latestReferences(events, LATEST_SHOWN)}.`);
  return { lines, used: events, facts, result };
}
