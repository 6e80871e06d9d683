import type { Group } from '../grouping';
import type { Notebook, NotebookEvent } from '../notebook-events';
import type { QuestionReading } from '../understand-question';

/** What every composer gets: the question as read, the notebook and the events chosen as evidence. */
export interface AnswerContext {
  reading: QuestionReading;
  notebook: Notebook;
  /** The evidence, oldest first. */
  events: readonly NotebookEvent[];
  /** The filters in words, e.g. "about murder in Gauteng in 2023"; empty for the whole notebook. */
  scope: string;
}

/** One entry of a ranking: a group (or an event) and its figure. */
export interface RankedItem {
  name: string;
  value: number;
}

/**
 * The answer's result as data, the same the headline states in words: a figure, a date, a ranking
 * (top first; ties all listed), a list (names, dates or event ids), a yes or no, or none when the
 * events cannot answer the question.
 */
export type ComposedResult = { measure: string } & (
  | { type: 'number'; value: number }
  | { type: 'date'; value: string }
  | { type: 'ranking'; value: RankedItem[] }
  | { type: 'series'; value: RankedItem[] }
  | { type: 'list'; value: (string | number)[] }
  | { type: 'yes_no'; value: boolean }
  | { type: 'none'; value: null }
);

/** An answer before it is joined into text: its lines, the events it relies on and the facts behind it. */
export interface Composition {
  lines: string[];
  used: readonly NotebookEvent[];
  facts: string[];
  result: ComposedResult;
  /** Why the figure may fall short of the answer ("12 events name no police station"), said before it. */
  partialNote?: string;
}

/** Groups as a ranking result, in the order given, each with its figure (its events by default). */
export const rankingOfGroups = (
  groups: readonly Group[],
  measure: string,
  value: (group: Group) => number = (g) => g.events.length,
): ComposedResult => ({
  type: 'ranking',
  value: groups.map((g) => ({ name: g.label, value: value(g) })),
  measure,
});

/** A result the events cannot give, with what was asked in words. */
export const noResult = (measure: string): ComposedResult => ({ type: 'none', value: null, measure });
