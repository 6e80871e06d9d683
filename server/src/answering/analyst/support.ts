import { findCrimeWords } from '../../corpus/crimes';
import { thisCaseOf } from '../../corpus/this-case';
import type { FieldEvidence } from '../../corpus/types';
import { bodyOf } from '../../extraction/enrich';
import type { AnswerEvent } from '../engine';
import { hasCrime, hasStructuredFilter } from './evidence';
import { type NotebookEvent, prepareNotebook } from './notebook-events';
import { isInPlace } from './place-terms';
import type { AgeField, PeopleField } from './plan-schema';
import type { QuestionReading } from './understand-question';
import { stem, wordsOf } from './words';

/** What part of the question a stretch of the release bears out. */
export type SupportKind = 'crime' | 'place' | 'date' | 'people' | 'outcome' | 'words';

/** The fields of a stored event the supporting words are found in. */
export type SupportField = 'title' | 'context';

export interface SupportSpan {
  field: SupportField;
  /** Offsets into the field's text, end exclusive. */
  start: number;
  end: number;
  text: string;
  supports: SupportKind[];
}

/** An event as stored: what the analyst reads, plus the release and the words each field came from. */
export interface SupportedEvent extends AnswerEvent {
  context: string;
  evidence: FieldEvidence;
}

interface Found {
  field: SupportField;
  start: number;
  end: number;
  supports: SupportKind;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every place a phrase is written in the text, whatever the case or spacing; a phrase starting or
 * ending with a letter must not start or end inside a word ("Gauteng" is not found in "Gautengers").
 */
function occurrences(text: string, phrase: string): { start: number; end: number }[] {
  const words = phrase.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const lead = /^[\p{L}\p{N}]/u.test(phrase.trim()) ? '(?<![\\p{L}\\p{N}])' : '';
  const tail = /[\p{L}\p{N}]$/u.test(phrase.trim()) ? '(?![\\p{L}\\p{N}])' : '';
  const pattern = new RegExp(`${lead}${words.map(escapeRegExp).join('\\s+')}${tail}`, 'giu');
  return [...text.matchAll(pattern)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/** Extractors join the separate passages a field was read from with " … ". */
const passagesOf = (evidence: string | undefined): string[] =>
  (evidence ?? '')
    .split(' … ')
    .map((p) => p.trim())
    .filter((p) => p.length > 0);

/**
 * The texts extraction reads: the title and the release up to its end line (contacts and office
 * addresses after it name places and people of no case). The body is a prefix, so offsets hold.
 */
const readTexts = (event: SupportedEvent) =>
  [
    ['title', event.title],
    ['context', bodyOf(event.context)],
  ] as const;

/** Where the evidence of one field is written in the title and the release. */
function evidenceSpans(event: SupportedEvent, evidence: string | undefined, supports: SupportKind): Found[] {
  return passagesOf(evidence).flatMap((passage) =>
    readTexts(event).flatMap(([field, text]) =>
      occurrences(text, passage).map((o) => ({ field, ...o, supports })),
    ),
  );
}

function crimeSpans(event: SupportedEvent, notebookEvent: NotebookEvent, reading: QuestionReading): Found[] {
  // Every category of an asked crime the event has: a robbery it reports as a house robbery is also
  // borne out where the release says "the robbery", though extraction keeps the specific one only.
  const asked = reading.crimes.filter((m) => hasCrime(notebookEvent, m)).flatMap((m) => [...m.categories]);
  const byCrime = [reading.dimension, reading.within].includes('crime');
  const wanted = new Set(byCrime ? [...notebookEvent.crimes, ...asked] : asked);
  if (wanted.size === 0) return [];
  // Only this case's part of the release, as the extractor reads it: a crime named for another case
  // ("In a separate incident, a man was murdered") does not bear out this event's crime.
  const thisCase = thisCaseOf(bodyOf(event.context));
  const found: Found[] = [
    ...findCrimeWords(event.title, wanted).map((w) => ({ field: 'title' as const, ...w })),
    ...findCrimeWords(thisCase, wanted).map((w) => ({ field: 'context' as const, ...w })),
  ].map(({ field, start, end }) => ({ field, start, end, supports: 'crime' as const }));
  // A model may have read the crime from words no pattern knows; its quoted words still show it.
  return found.length > 0 ? found : evidenceSpans(event, event.evidence.crimes?.join(' … '), 'crime');
}

const PLACE_DIMENSIONS = new Set(['place', 'municipality', 'province']);

function placeSpans(event: SupportedEvent, notebookEvent: NotebookEvent, reading: QuestionReading): Found[] {
  const mentions = reading.places.filter((m) => isInPlace(notebookEvent, m));
  const byPlace =
    [reading.dimension, reading.within].some((d) => d !== null && PLACE_DIMENSIONS.has(d)) ||
    reading.intent === 'where' ||
    reading.intent === 'locate' ||
    (reading.measure.kind === 'distinct' && PLACE_DIMENSIONS.has(reading.measure.dimension));
  if (mentions.length === 0 && !byPlace) return [];
  // The asked place by name where the release writes it, and the words the event's place was read from.
  const names = mentions.flatMap((m) =>
    m.candidates.map((c) => c.name).filter((n) => notebookEvent.place.names.has(n.toLowerCase())),
  );
  if (byPlace && notebookEvent.province) names.push(notebookEvent.province);
  return [
    ...evidenceSpans(event, event.evidence.location, 'place'),
    ...evidenceSpans(event, event.evidence.municipality, 'place'),
    ...[...new Set(names)].flatMap((name) => evidenceSpans(event, name, 'place')),
  ];
}

const DATE_DIMENSIONS = new Set(['year', 'month', 'month-of-year', 'weekday']);

function asksAboutDates(reading: QuestionReading): boolean {
  return (
    reading.periods.length > 0 ||
    reading.monthsOfYear.length > 0 ||
    reading.weekdays.length > 0 ||
    reading.hasDate === true ||
    reading.moment !== null ||
    reading.trendUnit !== null ||
    reading.intent === 'when' ||
    reading.intent === 'trend' ||
    [reading.dimension, reading.within].some((d) => d !== null && DATE_DIMENSIONS.has(d))
  );
}

const PEOPLE_EVIDENCE: Record<PeopleField | AgeField, keyof FieldEvidence> = {
  suspects_arrested: 'suspects_arrested',
  suspect_age: 'suspect_ages',
  victims: 'victims',
  female_victims: 'victims',
  male_victims: 'victims',
  victim_age: 'victims',
  killed_victims: 'victims_killed',
  injured_victims: 'victims_injured',
  child_victims: 'victims_children',
  police_victims: 'victims_police',
  female_suspects: 'suspects_sex',
  male_suspects: 'suspects_sex',
};

/** The people fields a plan reads: those it measures and those its conditions bound. */
function peopleFieldsRead(reading: QuestionReading): (PeopleField | AgeField)[] {
  const m = reading.measure;
  const measured =
    m.kind === 'sum' || m.kind === 'average' ? [m.field] : m.kind === 'fields' ? [...m.fields] : [];
  return [...measured, ...reading.people.map((c) => c.field)];
}

function peopleSpans(event: SupportedEvent, reading: QuestionReading): Found[] {
  const keys = new Set(peopleFieldsRead(reading).map((f) => PEOPLE_EVIDENCE[f]));
  return [...keys].flatMap((key) =>
    evidenceSpans(event, event.evidence[key] as string | undefined, 'people'),
  );
}

function outcomeSpans(event: SupportedEvent, reading: QuestionReading): Found[] {
  const evidence = event.evidence;
  const words: string[] = [];
  if (reading.arrest === 'made') words.push(evidence.arrest_made ?? evidence.suspects_arrested ?? '');
  // "Nobody was arrested" is borne out by the words that deny an arrest, kept as either field's evidence.
  if (reading.arrest === 'none') words.push(evidence.suspects_arrested ?? '', evidence.outcome ?? '');
  if (reading.outcomes.length > 0) words.push(evidence.outcome ?? '');
  return [...new Set(words)].flatMap((w) => evidenceSpans(event, w, 'outcome'));
}

/** The question's own words, where the release says a word of the same stem. */
function topicSpans(event: SupportedEvent, reading: QuestionReading): Found[] {
  if (hasStructuredFilter(reading) || reading.topics.length === 0) return [];
  const stems = new Set(reading.topics.map((t) => t.stem));
  const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
  return readTexts(event).flatMap(([field, text]) =>
    [...text.matchAll(WORD)]
      .filter((m) => wordsOf(m[0]).some((w) => stems.has(stem(w))))
      .map((m) => ({ field, start: m.index, end: m.index + m[0].length, supports: 'words' as const })),
  );
}

/** Overlapping or touching stretches become one, naming everything they bear out. */
function merge(event: SupportedEvent, found: Found[]): SupportSpan[] {
  const spans: SupportSpan[] = [];
  const ordered = [...found].sort((a, b) =>
    a.field === b.field ? a.start - b.start || b.end - a.end : a.field === 'title' ? -1 : 1,
  );
  for (const f of ordered) {
    const last = spans.at(-1);
    if (last && last.field === f.field && f.start <= last.end) {
      last.end = Math.max(last.end, f.end);
      if (!last.supports.includes(f.supports)) last.supports.push(f.supports);
      last.text = event[f.field].slice(last.start, last.end);
    } else {
      spans.push({ ...f, text: event[f.field].slice(f.start, f.end), supports: [f.supports] });
    }
  }
  return spans;
}

/**
 * The words of an event's title and release that bear out what a question asked of it: its crime
 * (by the extractor's own crime patterns), its place, its date, the people counted and the arrest or
 * outcome, each located through the words the extractor read that field from. A question with no
 * filter of its own is borne out by the release saying its words.
 */
export function supportingSpans(reading: QuestionReading, event: SupportedEvent): SupportSpan[] {
  const notebookEvent = prepareNotebook([event]).events[0];
  if (!notebookEvent) return [];
  return merge(event, [
    ...crimeSpans(event, notebookEvent, reading),
    ...placeSpans(event, notebookEvent, reading),
    ...(asksAboutDates(reading) ? evidenceSpans(event, event.evidence.date, 'date') : []),
    ...peopleSpans(event, reading),
    ...outcomeSpans(event, reading),
    ...topicSpans(event, reading),
  ]);
}
