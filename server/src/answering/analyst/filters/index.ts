import { z } from 'zod';
import type { NotebookEvent } from '../notebook-events';
import type { Measure } from '../plan-vocabulary';
import type { Found, SupportedEvent } from '../support-text';
import { arrestFilter } from './arrest';
import { crimeFilter } from './crime';
import { crimeCountFilter } from './crime-count';
import { dateKnownFilter } from './date-known';
import { dayOfMonthFilter } from './day-of-month';
import { fieldStatedFilter } from './field-stated';
import type { FilterKind, FilterSplit, FilterValues, SupportView } from './filter-kind';
import { monthOfYearFilter } from './month-of-year';
import { namesFilter } from './names';
import { outcomeFilter } from './outcome';
import { peopleFilter } from './people';
import { periodFilter } from './period';
import { placeFilter } from './place';
import { relationshipFilter } from './relationship';
import { sceneFilter } from './scene';
import { stationFilter } from './station';
import { weekdayFilter } from './weekday';
import { wordsFilter } from './words';

export { crimeMention, crimeOfPlan, hasCrime } from './crime';
export {
  type Draft,
  type FieldStated,
  type FilterKind,
  type FilterSplit,
  type FilterValues,
  type PeopleCondition,
  type Read,
  type ReadContext,
  type Reader,
  type TopicWord,
  UnknownPlanTerm,
} from './filter-kind';
export { inMonthOfYear, monthsLabel } from './month-of-year';
export { peopleSpans } from './people';
export { dateSpans, inPeriod, periodOf, periodOfPlan } from './period';
export { isPlaceSetAside, placeMention, setsOnePlaceAgainstTheRest } from './place';
export { tieStatedSpans } from './relationship';
export { onWeekday, weekdayOfPlan, weekdayOfPlanPart } from './weekday';

/**
 * Every filter kind, once. This order is the order their words take in `Read as`; the order they
 * are read in is the reader's own (understand-question.ts), since some must see others' words first.
 */
export const FILTER_KINDS = [
  crimeFilter,
  crimeCountFilter,
  placeFilter,
  stationFilter,
  sceneFilter,
  periodFilter,
  monthOfYearFilter,
  dayOfMonthFilter,
  weekdayFilter,
  arrestFilter,
  outcomeFilter,
  dateKnownFilter,
  fieldStatedFilter,
  peopleFilter,
  relationshipFilter,
  namesFilter,
  wordsFilter,
] as const;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;
type FilterShape = UnionToIntersection<(typeof FILTER_KINDS)[number]['shape']>;

const kinds: readonly FilterKind[] = FILTER_KINDS;

/** The plan's `filters`: every kind's fields side by side. */
// Spreading a list of shapes loses their keys; the registry's own type gives them back.
export const filterSchema = z.object(Object.assign({}, ...kinds.map((k) => k.shape)) as FilterShape);
export type PlanFilters = z.infer<typeof filterSchema>;

/** Every filter off: the values that narrow nothing. */
export const NO_FILTERS: FilterValues = Object.assign({}, ...kinds.map((k) => k.empty));

/** The plan's filters from the values every kind read. */
export function filtersToPlan(values: FilterValues): PlanFilters {
  // Each kind writes its own fields; together they are the schema's, as the registry's type says.
  return Object.assign({}, ...kinds.map((k) => k.toPlan(values))) as PlanFilters;
}

/** The values of a plan's filters; throws UnknownPlanTerm for a crime or place the analyst does not know. */
export function filtersFromPlan(filters: PlanFilters): FilterValues {
  return Object.assign({}, ...kinds.map((k) => k.fromPlan(filters))) as FilterValues;
}

/** Whether the event passes every filter; `except` sets one aside for a comparison across it. */
export function passesFilters(
  event: NotebookEvent,
  values: FilterValues,
  except: FilterSplit | null,
): boolean {
  return kinds.every((k) => !k.isSet(values) || k.matches(event, values, except));
}

/**
 * Events left out only because their release does not state a field a filter reads (no stated
 * relationship, no count of child victims): they pass every other filter, so a reader may want them.
 */
export function leftOutUnstated(
  events: readonly NotebookEvent[],
  values: FilterValues,
): { what: string; events: NotebookEvent[] }[] {
  return kinds.flatMap((kind) => {
    if (!kind.unstated || !kind.isSet(values)) return [];
    const others = { ...values, ...kind.empty };
    const unsaid = events.filter((e) => passesFilters(e, others, null) && kind.unstated?.(e, values));
    const what = unsaid[0] && kind.unstated(unsaid[0], values);
    return what ? [{ what, events: unsaid }] : [];
  });
}

/** Whether fields, not the question's words, choose the events. */
export function hasStructuredFilterValues(values: FilterValues): boolean {
  return kinds.some((k) => !k.textual && k.isSet(values));
}

/** What the events are, in words: "about murder in Gauteng in 2023". Empty when nothing narrows them. */
export function describeScope(
  values: FilterValues,
  byText: boolean,
  except: FilterSplit | null = null,
): string {
  return kinds.flatMap((k) => (k.isSet(values) ? k.describe(values, { byText, except }) : [])).join(' ');
}

/** Whether fields, not words, choose the events: any filter, or a measure of people or values. */
export function hasStructuredFilter(reading: FilterValues & { measure: Measure }): boolean {
  return hasStructuredFilterValues(reading) || reading.measure.kind !== 'events';
}

/** Conditions on how a case went (arrest, outcome, date known) narrow the events. */
export function hasCaseCondition(values: FilterValues): boolean {
  return kinds.some((k) => k.caseCondition && k.isSet(values));
}

/** The values with the case conditions lifted: what "what share of robberies led to an arrest" is a share of. */
export function withoutCaseConditions<V extends FilterValues>(values: V): V {
  return Object.assign({ ...values }, ...kinds.filter((k) => k.caseCondition).map((k) => k.empty));
}

/** Only the case conditions: "where someone was arrested" of "every murder led to an arrest". */
export function onlyCaseConditions<V extends FilterValues>(values: V): V {
  return Object.assign({ ...values }, ...kinds.filter((k) => !k.caseCondition).map((k) => k.empty));
}

/** A filter on the incident's own date (a window, a month, a weekday) is set. */
export function readsIncidentDate(values: FilterValues): boolean {
  return kinds.some((k) => k.incidentDate && k.isSet(values));
}

/** The words of a release that bear out the question's filters; its words only when no field chose the events. */
export function filterSupport(
  event: SupportedEvent,
  notebookEvent: NotebookEvent,
  view: SupportView,
): Found[] {
  const structured = hasStructuredFilter(view);
  return kinds.filter((k) => !k.textual || !structured).flatMap((k) => k.support(event, notebookEvent, view));
}
