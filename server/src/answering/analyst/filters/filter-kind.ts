import type { z } from 'zod';
import type { OutcomeKind, Relationship } from '../../../corpus/types';
import type { CrimeMention } from '../crime-terms';
import type { DateExpression } from '../date-expressions';
import type { IntentReading } from '../intent';
import type { NotebookEvent } from '../notebook-events';
import type { PlaceMention } from '../place-terms';
import type { CaseTime, Measure, PeopleField, Unrecorded } from '../plan-vocabulary';
import type { Span } from '../spans';
import type { Found, SupportedEvent } from '../support-text';
import type { WeekdayMention } from '../weekday-terms';

/**
 * A filter kind is everything the analyst knows about one way of narrowing a notebook's events: how
 * a question says it, its part of the plan's schema, how a plan's part becomes values and back, which
 * events pass it, how `Read as` words it and which words of a release bear it out. The registry in
 * ./index.ts lists them once; the schema, the reader, the executor, `Read as` and the support spans
 * all loop over that list, so a new kind is one file and one test table.
 */

export interface TopicWord {
  word: string;
  stem: string;
}

/** How many people an event must report: "more than five suspects arrested", "no victims". */
export interface PeopleCondition {
  field: PeopleField;
  min?: number;
  max?: number;
}

import type { StatedField } from '@workbench/contract/stated-fields';

export { STATED_FIELDS, type StatedField } from '@workbench/contract/stated-fields';

/** A field a record must state (true) or leave blank (false). */
export interface FieldStated {
  field: StatedField;
  stated: boolean;
}

/** Days of the month from one to another, both kept; or the last days of each month, whatever its length. */
export type DaysOfMonth = { from: number; to: number } | { last: number };

/** Every filter's values as the analyst executes them; filters of one kind are alternatives (OR). */
export interface FilterValues {
  crimes: readonly CrimeMention[];
  /** any: an event has one of the crimes; all: it has every one of them ("both X and Y"). */
  crimesMatch: 'any' | 'all';
  /** Only events whose release names at least this many kinds of crime ("more than one type of crime"). */
  crimesAtLeast: number | null;
  /** Crimes whose events are left out ("excluding murder"). */
  excludedCrimes: readonly CrimeMention[];
  places: readonly PlaceMention[];
  /** Places whose events are left out ("outside Gauteng"). */
  excludedPlaces: readonly PlaceMention[];
  /** Police stations as the question names them ("Umlazi police station"); an event matches any. */
  stations: readonly string[];
  periods: readonly DateExpression[];
  /** Months of the year in any year, 1 to 12 ("in a December", "counting all years together"). */
  monthsOfYear: readonly number[];
  /** Months of the year set side by side ("winter, June to August, against summer"): each a side. */
  monthSides: readonly (readonly number[])[];
  /** Days of the month in any month ("from the 25th onwards"); only events dated to the day have one. */
  daysOfMonth: DaysOfMonth | null;
  /** Days of the week ("on weekends"); an event with only a publication date has no known weekday. */
  weekdays: readonly WeekdayMention[];
  /** Only events where someone was arrested, or only those where nobody was. */
  arrest: 'made' | 'none' | null;
  /** How far the cases got ("convicted"); an event matches any. */
  outcomes: readonly OutcomeKind[];
  /** Only events with an incident date (true) or without one (false). */
  hasDate: boolean | null;
  /** Fields a record must state or leave blank ("records missing a municipality"). */
  fieldsStated: readonly FieldStated[];
  /** How many people events must report ("more than five suspects arrested"). */
  people: readonly PeopleCondition[];
  /** How the attacker was related to the victim ("someone the victim knew": partner, family or acquaintance). */
  relationships: readonly Relationship[];
  /** Kinds of place events happened in ("farm", "tavern"), as their title, summary or place name says. */
  scenes: readonly string[];
  /** Names the events' release text must say, every one ("Makhoana"), alongside the other filters. */
  names: readonly TopicWord[];
  /** Words the events' own text must say, when no structured filter chooses them. */
  topics: readonly TopicWord[];
}

/** The filters a comparison may set aside to split the events by them. */
export type FilterSplit = 'crime' | 'place' | 'period' | 'weekday' | 'month-of-year';

/** What the readers build up as they run in order: the filters and the question's other parts. */
export interface Draft extends FilterValues {
  measure: Measure;
  /** "The incident with the most arrests": one event ranked by the measure. */
  perEvent: boolean;
  asksCause: boolean;
  unrecorded: Unrecorded | null;
  /** The question says the year does not matter ("counting all years together"). */
  anyYear: boolean;
  /** "How long from arrest to sentence": the time between two points of each case; null when not asked. */
  caseTime: CaseTime | null;
}

/** What a reader sees: the question, what earlier readers used and found. */
export interface ReadContext {
  /** The question as asked, with who asks and why set aside. */
  question: string;
  /** The question with every stretch earlier readers used blanked. */
  rest: string;
  /**
   * The question as it was before the named reader ran (every earlier reader's words blanked), with
   * the words of `except`, an earlier reader, left in.
   */
  restBefore(reader: string, except?: string): string;
  /** The stretches the named reader used. */
  spansOf(reader: string): readonly Span[];
  /** The day relative dates ("last year") are read against. */
  reference: string;
  draft: Readonly<Draft>;
}

export interface Read {
  found: Partial<Draft>;
  spans: readonly Span[];
}

/** A step of reading a question: a filter kind's reader, or the cause, unrecorded and measure readers. */
export interface Reader {
  name: string;
  read(context: ReadContext): Read;
}

/** What a filter's support may also look at: whether the question groups or measures by its kind. */
export interface SupportView extends FilterValues, Pick<IntentReading, 'intent' | 'dimension' | 'within'> {
  measure: Measure;
}

export interface FilterKind<Shape extends z.ZodRawShape = z.ZodRawShape, Name extends string = string>
  extends Reader {
  name: Name;
  /** Its fields of the plan's `filters`. */
  shape: Shape;
  /** Its values when it does not narrow anything. */
  empty: Partial<FilterValues>;
  /** Whether the values narrow the events. */
  isSet(values: FilterValues): boolean;
  /** Whether the event passes; `except` sets a comparison's split aside. */
  matches(event: NotebookEvent, values: FilterValues, except: FilterSplit | null): boolean;
  /** Its plan fields from the values. */
  toPlan(values: FilterValues): z.infer<z.ZodObject<Shape>>;
  /** Its values from a plan's fields; throws UnknownPlanTerm for a name the analyst does not know. */
  fromPlan(part: z.infer<z.ZodObject<Shape>>): Partial<FilterValues>;
  /** "about murder", "outside Gauteng": its words in `Read as` and in an answer's scope. */
  describe(values: FilterValues, how: { byText: boolean; except: FilterSplit | null }): string[];
  /** The words of a release that bear it out, or that bear out a grouping by its kind; none when it asks nothing. */
  support(event: SupportedEvent, notebookEvent: NotebookEvent, view: SupportView): Found[];
  /**
   * What the event's release leaves unsaid that this filter reads ("how many child victims"), or
   * null when it says it: such an event passes no condition on it, and the answer says how many.
   */
  unstated?(event: NotebookEvent, values: FilterValues): string | null;
  /** Conditions on how a case went (arrest, outcome, date known): a share is of the events before them. */
  caseCondition?: true;
  /** Read on the incident's own date, which a publication date does not tell. */
  incidentDate?: true;
  /** Chooses events by the words of their text, only when no structured filter does. */
  textual?: true;
}

/** Keeps a kind's name and schema shape in its type, so the registry can compose the whole schema's type. */
export function defineFilter<Shape extends z.ZodRawShape, const Name extends string>(
  kind: FilterKind<Shape, Name>,
): FilterKind<Shape, Name> {
  return kind;
}

/** Names a plan gives that mean nothing to the analyst: an unknown crime or place. */
export class UnknownPlanTerm extends Error {}
