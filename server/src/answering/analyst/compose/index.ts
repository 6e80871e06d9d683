import { inRange } from '../date-expressions';
import { eventsBeforeCaseFilters, hasStructuredFilter, passes, selectEvidence } from '../evidence';
import { describeScope, leftOutUnstated, NO_FILTERS } from '../filters';
import { citeAll, joinAnd, plural } from '../format';
import type { Notebook } from '../notebook-events';
import type { Unrecorded } from '../plan-vocabulary';
import { readAsLine } from '../read-as';
import { asksEvery, asksShare } from '../share-base';
import type { QuestionReading } from '../understand-question';
import { composeBreakdown, composePeopleBreakdown } from './breakdown';
import { composeUnanswerable } from './cannot-answer';
import { composeCaseTime } from './case-time';
import { composeComparison } from './compare';
import { type AnswerContext, type ComposedResult, type Composition, noResult } from './context';
import { composeCount } from './count';
import { composeList } from './list';
import { composeLocation } from './locate';
import { composeMeasure } from './measure';
import { unrecordedPeopleFact, wordsNotApplied } from './not-applied';
import { composePerPeriod } from './per-period';
import { composeRanking } from './ranking';
import { composeSummary } from './summary';
import { composeTiming } from './timing';
import { composeTrend } from './trend';
import { composeTwoWay } from './two-way';

function composeForIntent(context: AnswerContext): Composition {
  const { intent, measure, averagePer, caseTime } = context.reading;
  if (caseTime) return composeCaseTime(context, caseTime);
  if (averagePer) return composePerPeriod(context, averagePer);
  if (intent === 'trend' && measure.kind === 'sum') return composeTrend(context);
  if ((intent === 'breakdown' || intent === 'where') && measure.kind === 'sum' && !context.reading.within)
    return composePeopleBreakdown(context, measure.field);
  if (measure.kind !== 'events' && intent !== 'which-most') {
    const measured = composeMeasure(context);
    if (measured) return measured;
  }
  switch (intent) {
    case 'count':
      return composeCount(context);
    case 'list':
      return composeList(context);
    case 'which-most':
      return composeRanking(context);
    case 'when':
      return composeTiming(context);
    case 'where':
      return composeBreakdown(context);
    case 'breakdown': {
      const { dimension, within } = context.reading;
      return dimension && within ? composeTwoWay(context, dimension, within) : composeBreakdown(context);
    }
    case 'locate': {
      const place = context.reading.places[0];
      return place ? composeLocation(context, place) : composeBreakdown(context);
    }
    case 'trend':
      return composeTrend(context);
    case 'compare':
    case 'summarise':
      return composeSummary(context);
  }
}

const CAUSE_NOTE =
  'Police releases report incidents, not their causes, so the events cannot answer why. What they do show:';
const UNRECORDED_NOTE: Record<Unrecorded, string> = {
  time_of_day:
    'The events record the day of each incident, not the time of day, so they cannot answer that. What they do show:',
  later_outcome:
    'Releases are written at the time of an incident, an arrest or a court date; what courts decided later is not in them, so the events cannot tell. What the releases report:',
  sentence_length:
    'The events record how far a case got (charged, convicted, sentenced); the sentences themselves are not among the fields answers read, so they cannot answer that. What they do show:',
  bail: 'The events do not record bail decisions, so they cannot answer that. What they do show:',
  population:
    'Rates per head need population figures, which the events do not hold, so they cannot answer that. What they do show:',
  ward: 'The events record places (towns, suburbs, municipalities), not electoral wards, so they cannot answer that. What they do show:',
  coordinates:
    'The events record places by name (suburb or village, town, municipality, province), not map coordinates, distances or street addresses, so they cannot answer that. What they do show:',
  names:
    'The events record how many people were involved, with their ages and sexes where stated, not their names, so they cannot answer that. What they do show:',
  court_orders:
    'The events do not record protection orders, restraining orders or other court orders, so they cannot answer that. What they do show:',
  goods:
    'The events do not record what was stolen, seized or demanded (what kind of goods or vehicles, how much, or what it was worth), so they cannot answer that. What they do show:',
  circumstances:
    'The events record the crimes, places, dates and numbers of people of each incident, not circumstances such as evictions, discipline at work, the weather, religious faith, how long an arrest or the police took, where a victim died or was referred for care, the medical care given, funerals, who had been drinking, what weapon was used and how many rounds were fired, what anyone wore, which animals were poached, how a building was broken into, what was towed away or the land area of a place, so they cannot answer that. What they do show:',
  criminal_record:
    "The events record each incident's suspects (how many, their ages and sexes where stated), not their criminal records, earlier convictions, parole or gang membership, so they cannot answer that. What they do show:",
  costs:
    'The events do not record sums of money: what incidents or policing cost (to the state, to victims or to insurers), or what was demanded, paid or taken, so they cannot answer that. What they do show:',
  family_situation:
    'The events record how many victims were children, not their family situation (orphans, foster care, child-headed households), so they cannot answer that. What they do show:',
  official_statistics:
    "The events are this notebook's releases; the official crime statistics (SAPS quarterly or annual figures) are not among them, so they cannot be compared here. What the releases show:",
  prediction:
    'The events record incidents that have already happened and been reported; they cannot say what will happen, so they cannot answer that. What they do show:',
  safety:
    'Whether a place is safe is a judgement the events cannot make: they hold the incidents police reported, not the risk to anyone living there or passing through. What they do show:',
  unreported_crime:
    'The events are incidents the police reported; crime never reported to them (the "dark figure") leaves no release, so the events cannot measure it. What the releases show:',
};

/** What a question about something the releases do not record asked for, as a result's measure. */
const UNRECORDED_MEASURE: Record<Unrecorded, string> = {
  time_of_day: 'the time of day of incidents, which the events do not record',
  later_outcome: 'what courts decided later, which the events do not record',
  sentence_length: 'the sentences handed down, which answers do not read',
  bail: 'bail decisions, which the events do not record',
  population: 'a rate per head of population, which the events cannot give',
  ward: 'electoral wards, which the events do not record',
  coordinates: 'map coordinates, distances or street addresses, which the events do not record',
  names: "people's names, which the events do not record",
  court_orders: 'court orders such as protection orders, which the events do not record',
  goods: 'what was stolen, seized or demanded (its kind, amount or worth), which the events do not record',
  circumstances:
    'circumstances such as evictions, the weather, faith, how long an arrest or the police took, where a victim died or was referred for care, medical care, funerals, who had been drinking, what weapon was used and how many rounds were fired, what anyone wore, which animals were poached, how a building was broken into, what was towed away or land area, which the events do not record',
  criminal_record:
    "suspects' criminal records, earlier convictions or gang membership, which the events do not record",
  costs:
    'sums of money (what incidents or policing cost, what was demanded, paid or taken), which the events do not record',
  family_situation:
    "victims' family situation (orphans, foster care, child-headed households), which the events do not record",
  official_statistics: "the official crime statistics, which are not among this notebook's events",
  prediction: 'what will happen, which no record of past incidents can say',
  safety: 'whether a place is safe, which a count of reported incidents cannot say',
  unreported_crime: 'crime never reported to the police, which leaves no release to count',
};

function withoutYesNo(reading: QuestionReading): QuestionReading {
  return { ...reading, yesNo: false };
}

/** A composed answer with the words of the question its plan could not apply. */
export interface Answered extends Composition {
  notApplied: string[];
  /** The figure is known to leave out events the filters could not judge (a scene said only in the text). */
  partial: boolean;
}

/**
 * A kind of place ("on a farm") is read from an event's title, summary and place name only; a release
 * that says it only further down is missed, so the figure is said to be partial. When the kind of place
 * leaves out none of the events the rest of the question chose ("that farm near Kestell"), nothing can
 * have been missed.
 */
function sceneNote(reading: QuestionReading, result: ComposedResult, notebook: Notebook): string[] {
  if (reading.scenes.length === 0 || result.type === 'none') return [];
  // The question's own words are left aside on both sides: only what the kind of place removes counts.
  const chosen = { ...reading, topics: [] };
  const anyScene = { ...chosen, scenes: [] };
  const leftOut = notebook.events.some((e) => passes(e, anyScene, null) && !passes(e, chosen, null));
  if (!leftOut) return [];
  return [
    `Partial answer: whether an incident happened ${describeScope({ ...NO_FILTERS, scenes: reading.scenes }, false)} is read from its title, summary and place name only, so events whose release says so only further down are missed.`,
  ];
}

/**
 * Words the plan could not apply may change who or what is counted ("security guards", a misspelt
 * crime), so the figure is not the answer to the question asked: said first, before the figure.
 */
function partialNote(notApplied: readonly string[], result: ComposedResult): string[] {
  if (notApplied.length === 0 || result.type === 'none') return [];
  const one = notApplied.length === 1;
  const words = joinAnd(notApplied.map((w) => `"${w}"`));
  return [
    `Partial answer: I could not apply ${words} (nothing the events record matches ${one ? 'it' : 'them'}), so what follows counts ${result.measure} without ${one ? 'that word' : 'those words'}.`,
  ];
}

/** "On what date did the shooting itself take place?", "when was he shot?": one date asked for. */
const ONE_DATE =
  /\b(?:what|which|the)\s+(?:date|day)\b(?!s)|\bwhen\s+(?:did|was)\s+(?:the|this|that)\s+[a-z]+(?<!s)\s+(?:take\s+place|happen|occur|go\s+down)\b|\bwhen\s+was\s+(?:he|she)\b/i;

/**
 * One incident asked about ("the Sweetwaters tavern shooting") when what could be read of it matches
 * several: listing every date would read as the answer, so the answer says it could not tell which.
 */
function oneOfManyNote(reading: QuestionReading, result: ComposedResult): string[] {
  if (reading.intent !== 'when' || reading.moment || result.type !== 'list') return [];
  if (!ONE_DATE.test(reading.question) || !Array.isArray(result.value) || result.value.length < 2) return [];
  return [
    `Partial answer: the question asks for the date of one incident, but ${result.value.length} events match what I could read of it, and I could not tell which one is meant. Their dates:`,
  ];
}

/** The answer's lines in order: how it was read, what it could not apply, notes, then the composition. */
function answered(
  readAs: string,
  lead: readonly string[],
  composition: Composition,
  unused: readonly string[],
  reading: QuestionReading,
  notebook: Notebook,
): Answered {
  const notApplied = wordsNotApplied(unused, reading);
  const aboutPeople = unrecordedPeopleFact(notApplied, reading);
  const result = reading.unrecorded
    ? noResult(UNRECORDED_MEASURE[reading.unrecorded])
    : reading.asksCause
      ? noResult('the causes of incidents, which releases do not report')
      : aboutPeople
        ? noResult(`${aboutPeople}, which the events do not record`)
        : composition.result;
  const peopleLead = aboutPeople
    ? [`The events do not record ${aboutPeople}, so they cannot answer that. What they do show:`]
    : [];
  const scene = sceneNote(reading, result, notebook);
  const oneOfMany = oneOfManyNote(reading, result);
  // The composition's own caveat holds only for its own result, not a refusal put in its place.
  const ownPartial = composition.partialNote !== undefined && result === composition.result;
  return {
    ...composition,
    lines: [
      readAs,
      ...peopleLead,
      ...partialNote(notApplied, result),
      ...scene,
      ...oneOfMany,
      ...(ownPartial && composition.partialNote ? [composition.partialNote] : []),
      ...lead,
      ...composition.lines,
    ],
    result,
    notApplied,
    partial: scene.length > 0 || oneOfMany.length > 0 || ownPartial,
  };
}

/**
 * Calendar windows count incidents by their date; events whose release gives no incident date are
 * left out, but those published within the window (and matching the rest) are named, so a reader can
 * decide whether to count them.
 */
function undatedInWindowNote(reading: QuestionReading, notebook: Notebook): string[] {
  if (reading.periods.length === 0) return [];
  const outside = { ...reading, periods: [] };
  const undated = notebook.events.filter(
    (e) =>
      e.datedByPublication &&
      reading.periods.some((p) => inRange(e.when, p.range)) &&
      passes(e, outside, null),
  );
  if (undated.length === 0) return [];
  return [
    `Not counted: ${plural(undated.length, 'event has', 'events have')} no incident date but ${undated.length === 1 ? 'was' : 'were'} published in that period ${citeAll(undated)}.`,
  ];
}

/** Measures a comparison sets side by side: events, people added up, means. */
const COMPARED_MEASURES: ReadonlySet<string> = new Set(['events', 'sum', 'average']);

/** Why no event matched when the question's fields, not its words, chose the events. */
const FIELDS_CHOSE: ReadonlySet<string> = new Set(['no-match', 'absent-crimes', 'absent-places']);

/** Events a filter left out only because their release does not state what it reads, named so a reader can judge. */
function unstatedNotes(reading: QuestionReading, notebook: Notebook): string[] {
  return leftOutUnstated(notebook.events, reading).map(
    (u) =>
      `Not counted: ${plural(u.events.length, 'event does', 'events do')} not say ${u.what} ${citeAll(u.events)}.`,
  );
}

/**
 * "Did the cops arrest anybody for the De Aar rape?" answered No because the release does not say
 * whether anyone was: a No (or a count of none) the events cannot bear out is partial, and says why.
 */
function withUnsaidNo(composition: Composition, reading: QuestionReading, notebook: Notebook): Composition {
  const { result } = composition;
  const no = result.type === 'yes_no' && result.value === false;
  // "In how many cases with a woman among the victims was nobody arrested?": none of those that say,
  // with others silent, is no count of 0.
  const none =
    result.type === 'number' &&
    result.value === 0 &&
    reading.measure.kind === 'events' &&
    !asksShare(reading.question);
  if (!(no || none) || composition.partialNote !== undefined) return composition;
  const [unsaid] = leftOutUnstated(notebook.events, reading);
  if (!unsaid) return composition;
  // "Did every rape case end with an arrest?": one case known to have none makes the No certain.
  if (asksEvery(reading.question)) {
    const unknown = new Set(unsaid.events);
    const knownNo = eventsBeforeCaseFilters(reading, notebook).some(
      (e) => !unknown.has(e) && !passes(e, reading, null),
    );
    if (knownNo) return composition;
  }
  return {
    ...composition,
    partialNote: `Partial answer: ${plural(unsaid.events.length, 'event does', 'events do')} not say ${unsaid.what}, so the ${no ? 'answer could be yes' : 'count could be higher'} ${citeAll(unsaid.events)}.`,
  };
}

/**
 * Picks the evidence for the question and writes the answer its plan calls for, under a first line
 * that says how the question was read.
 */
export function composeAnswer(asked: QuestionReading, notebook: Notebook): Answered {
  const reading = asked.asksCause || asked.unrecorded ? withoutYesNo(asked) : asked;
  const lead = [
    ...(reading.asksCause ? [CAUSE_NOTE] : []),
    ...(reading.unrecorded ? [UNRECORDED_NOTE[reading.unrecorded]] : []),
  ];
  if (reading.intent === 'compare' && COMPARED_MEASURES.has(reading.measure.kind)) {
    const comparison = composeComparison(reading, notebook);
    if (comparison)
      return answered(readAsLine(reading, false), lead, comparison, reading.ignored, reading, notebook);
  }
  const evidence = selectEvidence(reading, notebook);
  if (evidence.kind === 'unanswerable') {
    const refusal = withUnsaidNo(composeUnanswerable(evidence.reason, reading, notebook), reading, notebook);
    // With fields choosing the events, the question's other words were not applied: a 0 is no answer to them.
    const unused =
      FIELDS_CHOSE.has(evidence.reason.kind) && hasStructuredFilter(reading)
        ? [...reading.ignored, ...reading.topics.map((t) => t.word)]
        : reading.ignored;
    const notes = unstatedNotes({ ...reading, topics: [] }, notebook);
    return answered(
      readAsLine(reading, false),
      lead,
      { ...refusal, lines: [...refusal.lines, ...notes], facts: [...refusal.facts, ...notes] },
      unused,
      reading,
      notebook,
    );
  }
  // Read as names only the words the plan could not apply, not those it covers under another name.
  const understood: QuestionReading = {
    ...reading,
    topics: evidence.textWords,
    ignored: [...reading.ignored, ...wordsNotApplied(evidence.ignored, reading)],
  };
  const context: AnswerContext = {
    reading: understood,
    notebook,
    events: evidence.events,
    scope: describeScope(understood, evidence.byText),
  };
  const composition = withUnsaidNo(composeForIntent(context), understood, notebook);
  const notes = [
    ...evidence.absentCrimes.map((label) => `No event in this notebook is about ${label}.`),
    ...evidence.absentPlaces.map((label) => `No event in this notebook took place in ${label}.`),
    ...undatedInWindowNote(understood, notebook),
    ...unstatedNotes(understood, notebook),
  ];
  return answered(
    readAsLine(understood, evidence.byText),
    lead,
    { ...composition, lines: [...composition.lines, ...notes], facts: [...composition.facts, ...notes] },
    [...reading.ignored, ...evidence.ignored],
    reading,
    notebook,
  );
}
