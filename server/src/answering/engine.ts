import type { AnswerPlan, AnswerResult } from '@workbench/contract/questions';
import type { AnswerEvent } from './answer-event';

export type { AnswerEvent, AnswerVictims } from './answer-event';

export type { AnswerResult };

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
