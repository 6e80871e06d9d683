/** Query keys of the questions feature. */
export const questionKeys = {
  saved: (notebookId: number) => ['questions', 'saved', notebookId] as const,
  related: (questionId: number) => ['questions', 'related', questionId] as const,
  unrelated: (questionId: number) => ['questions', 'unrelated', questionId] as const,
  readingTerms: (notebookId: number) => ['questions', 'reading-terms', notebookId] as const,
  event: (eventId: number) => ['questions', 'event', eventId] as const,
  support: (questionId: number, eventId: number) => ['questions', 'support', questionId, eventId] as const,
};
