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

/** An answer before it is joined into text: its lines, the events it relies on and the facts behind it. */
export interface Composition {
  lines: string[];
  used: readonly NotebookEvent[];
  facts: string[];
}
