import type { AnswerPlan, AnswerResult } from '@workbench/contract/questions';
import type { OutcomeKind, Relationship } from '../corpus/types';

export type { AnswerResult };

/** What an answer engine sees of an event: the enriched fields, never anything from outside. */
export interface AnswerEvent {
  id: number;
  title: string;
  date: string | null;
  published_date: string;
  location: string | null;
  province: string | null;
  crime_committed: string | null;
  summary: string;
  /** Local or metropolitan municipality ("City of Johannesburg"); absent or null when unknown. */
  municipality?: string | null;
  /** People and outcome as extraction read them; absent or null where the release does not say. */
  suspects_arrested?: number | null;
  suspect_ages?: readonly number[];
  victims?: AnswerVictims;
  arrest_made?: boolean | null;
  outcome?: OutcomeKind | null;
  /** yyyy-MM when the release gives only the month of the incident (`date` is then null). */
  incident_month?: string | null;
  /** People model v2: victims killed, injured, under 18, police officers; suspects by sex. */
  victims_killed?: number | null;
  victims_injured?: number | null;
  victims_children?: number | null;
  victims_police?: number | null;
  suspects_female?: number | null;
  suspects_male?: number | null;
  /** How the attacker and the victim were related, when the release says (partner, family, ...). */
  relationship?: Relationship | null;
}

export interface AnswerVictims {
  count: number | null;
  female: number | null;
  male: number | null;
  ages: readonly number[];
}

export interface Answer {
  /** Plain text; bullets as lines starting with "* ". */
  text: string;
  /** Exactly the events the answer relies on (ids from the events given). */
  usedEventIds: number[];
  /** Who wrote it, shown to the reader: "analyst" or "model:<name>". */
  engine: string;
  /** The result the text's headline states, as data. */
  result: AnswerResult;
  /** The plan the answer was computed from; null when the question could not be read into one. */
  plan: AnswerPlan | null;
}

export interface AnswerEngine {
  answer(
    question: string,
    events: AnswerEvent[],
    options?: { signal?: AbortSignal; today?: string },
  ): Promise<Answer>;
}

/** What the built-in analyst computed; the model engine gets the same facts as its only source. */
export interface AnalystFindings {
  /** The analyst's own answer, used as is without a model. */
  text: string;
  usedEventIds: number[];
  /** Short sentences of computed facts (counts, breakdowns, dates, places) behind the answer. */
  facts: string[];
  result: AnswerResult;
  /** The plan executed; null when the question could not be read into one. */
  plan: AnswerPlan | null;
}

export type Analyse = (question: string, events: AnswerEvent[], today?: string) => AnalystFindings;

/** Executes a plan written outside the analyst (by a model); throws when the plan does not check out. */
export type AnalysePlan = (
  plan: unknown,
  question: string,
  events: AnswerEvent[],
  today?: string,
) => AnalystFindings;
