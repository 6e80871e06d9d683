import type { OutcomeKind } from '../../corpus/types';
import type { AnswerEvent, AnswerVictims, CaseStep } from '../answer-event';
import { type EventPlace, eventPlaceOf } from './place-terms';
import type { PeopleField } from './plan-vocabulary';
import { stem, stemRoot, wordsOf } from './words';

/** An event with the fields the analyst filters and groups on, read once per question. */
export interface NotebookEvent {
  id: number;
  source: AnswerEvent;
  /** Incident date, or the publication date when the release gives none. */
  when: string;
  datedByPublication: boolean;
  /** Known only to its month ("March 2023"): `when` is the month's first day, and no weekday is known. */
  monthOnly: boolean;
  crimes: readonly string[];
  province: string | null;
  place: EventPlace;
  /** "Emdeni, Soweto"; the province when no town is known; else "place unknown". */
  placeLabel: string;
  /** The event's own municipality, else the one the gazetteer gives its town; null when neither knows. */
  municipality: string | null;
  /** The police station the release names; null when it names none. */
  station: string | null;
  suspectsArrested: number | null;
  suspectAges: readonly number[];
  victims: AnswerVictims;
  arrestMade: boolean | null;
  outcome: OutcomeKind | null;
  /** The incident it belongs to with other releases of one case; null when it stands alone. */
  incident: number | null;
  /** The steps its case's releases report across the corpus, oldest first; empty when it stands alone. */
  caseSteps: readonly CaseStep[];
  /**
   * How far its case got, by this release or any later one of the same incident ("the murders reported
   * in 2022 that led to a conviction"); the release's own outcome when it stands alone.
   */
  caseOutcome: OutcomeKind | null;
}

/** How far a case has got by the step a release reports; a crime report or other news says nothing of it. */
const OUTCOME_OF_STEP: Partial<Record<CaseStep['step'], OutcomeKind>> = {
  arrest: 'arrested',
  court: 'charged',
  bail: 'charged',
  convicted: 'convicted',
  sentenced: 'sentenced',
};
/** Outcomes in the order a case reaches them. */
const OUTCOME_ORDER: readonly OutcomeKind[] = ['no_arrest', 'arrested', 'charged', 'convicted', 'sentenced'];

/** The furthest of the release's own outcome and those its case's releases report. */
function furthestOutcome(own: OutcomeKind | null, steps: readonly CaseStep[]): OutcomeKind | null {
  let furthest = own;
  for (const { step } of steps) {
    const reached = OUTCOME_OF_STEP[step];
    if (reached && (furthest === null || OUTCOME_ORDER.indexOf(reached) > OUTCOME_ORDER.indexOf(furthest)))
      furthest = reached;
  }
  return furthest;
}

const NO_VICTIMS_KNOWN: AnswerVictims = { count: null, female: null, male: null, ages: [] };

export interface Notebook {
  /** Oldest first; ties by id, so every answer lists events in one reproducible order. */
  events: readonly NotebookEvent[];
  /** Date span of the events; null for an empty notebook. */
  first: string | null;
  last: string | null;
}

function toNotebookEvent(source: AnswerEvent): NotebookEvent {
  const place = eventPlaceOf(source.location, source.province, source.municipality ?? null);
  return {
    id: source.id,
    source,
    // A month alone stands at its first day; only a release with no date at all falls back to publication.
    when: source.date ?? (source.incident_month ? `${source.incident_month}-01` : source.published_date),
    datedByPublication: source.date === null && !source.incident_month,
    monthOnly: source.date === null && !!source.incident_month,
    crimes: source.crime_committed ? source.crime_committed.split(', ').filter((c) => c.length > 0) : [],
    province: source.province,
    place,
    placeLabel: source.location ?? source.province ?? 'place unknown',
    municipality: source.municipality ?? place.municipality,
    station: source.police_station ?? null,
    suspectsArrested: source.suspects_arrested ?? null,
    suspectAges: source.suspect_ages ?? [],
    victims: source.victims ?? NO_VICTIMS_KNOWN,
    arrestMade: source.arrest_made ?? null,
    outcome: source.outcome ?? null,
    incident: source.incident_id ?? null,
    caseSteps: source.case_steps ?? [],
    caseOutcome: furthestOutcome(source.outcome ?? null, source.case_steps ?? []),
  };
}

export function prepareNotebook(events: readonly AnswerEvent[]): Notebook {
  const prepared = events
    .map(toNotebookEvent)
    .sort((a, b) => (a.when === b.when ? a.id - b.id : a.when < b.when ? -1 : 1));
  return { events: prepared, first: prepared[0]?.when ?? null, last: prepared.at(-1)?.when ?? null };
}

/**
 * What the event says (title, summary, place, crimes, and the question's names its release text
 * says) in lower case, and its word stems. Only questions that need words pay for them; keyed by the
 * per-question event, never read stale.
 */
const TEXTS = new WeakMap<NotebookEvent, string>();
const STEMS = new WeakMap<NotebookEvent, ReadonlySet<string>>();

function eventText(event: NotebookEvent): string {
  let text = TEXTS.get(event);
  if (text === undefined) {
    const e = event.source;
    text = [
      e.title,
      e.summary,
      e.location ?? '',
      e.province ?? '',
      e.crime_committed ?? '',
      ...(e.mentions ?? []),
    ]
      .join(' ')
      .toLowerCase();
    TEXTS.set(event, text);
  }
  return text;
}

/** Whether the event's title, summary, place or crimes say something the pattern finds. */
export function saysPattern(event: NotebookEvent, pattern: RegExp): boolean {
  return pattern.test(eventText(event));
}

function eventStems(event: NotebookEvent): ReadonlySet<string> {
  let stems = STEMS.get(event);
  if (!stems) {
    stems = new Set(wordsOf(eventText(event)).map(stem));
    STEMS.set(event, stems);
  }
  return stems;
}

/** Whether the event says a word with this stem. Stemming a text is slow; most texts fail a substring test first. */
export function saysStem(event: NotebookEvent, stemmed: string): boolean {
  const root = stemRoot(stemmed);
  if (root && !eventText(event).includes(root)) return false;
  return eventStems(event).has(stemmed);
}

/** A people field of one event; null where the release does not say. */
export function peopleOf(event: NotebookEvent, field: PeopleField): number | null {
  switch (field) {
    case 'suspects_arrested':
      return event.suspectsArrested;
    case 'victims':
      return event.victims.count;
    case 'female_victims':
      return event.victims.female;
    case 'male_victims':
      return event.victims.male;
    case 'killed_victims':
      return event.source.victims_killed ?? null;
    case 'injured_victims':
      return event.source.victims_injured ?? null;
    case 'harmed_victims': {
      // Killed or injured: what either figure states, none when neither is stated.
      const [killed, injured] = [event.source.victims_killed ?? null, event.source.victims_injured ?? null];
      return killed === null && injured === null ? null : (killed ?? 0) + (injured ?? 0);
    }
    case 'child_victims':
      return event.source.victims_children ?? null;
    case 'police_victims':
      return event.source.victims_police ?? null;
    case 'female_suspects':
      return event.source.suspects_female ?? null;
    case 'male_suspects':
      return event.source.suspects_male ?? null;
  }
}

/** Every name a notebook's events are known by (towns, suburbs, municipalities, provinces), lower case. */
/** The capitalised names the notebook's titles and summaries say, by their lower case: "glebelands" → "Glebelands". */
export function notebookNames(notebook: Notebook): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  for (const event of notebook.events)
    for (const text of [event.source.title, event.source.summary])
      for (const m of text.matchAll(/(?<![\p{L}'’-])\p{Lu}[\p{L}'’-]{4,}/gu))
        if (!names.has(m[0].toLowerCase())) names.set(m[0].toLowerCase(), m[0]);
  return names;
}

export function notebookPlaceNames(notebook: Notebook): ReadonlySet<string> {
  // "City of Matlosana" is asked about as "Matlosana" too.
  return new Set(
    notebook.events.flatMap((e) => [...e.place.names].flatMap((n) => [n, n.replace(/^city of /, '')])),
  );
}
