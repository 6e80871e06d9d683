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
}

export interface Answer {
  /** Plain text; bullets as lines starting with "* ". */
  text: string;
  /** Exactly the events the answer relies on (ids from the events given). */
  usedEventIds: number[];
  /** Who wrote it, shown to the reader: "analyst" or "model:<name>". */
  engine: string;
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
}

export type Analyse = (question: string, events: AnswerEvent[], today?: string) => AnalystFindings;
