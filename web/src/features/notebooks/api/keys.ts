/** Query keys of the notebooks feature; everything under `all` is refreshed after events change. */
export const notebookKeys = {
  all: ['notebooks'] as const,
  lists: ['notebooks', 'list'] as const,
  list: (userId: string | null) => ['notebooks', 'list', userId] as const,
  detail: (id: number) => ['notebooks', 'detail', id] as const,
  events: (id: number) => ['notebooks', 'events', id] as const,
  keywords: (id: number) => ['notebooks', 'keywords', id] as const,
  savedAnswerCount: (id: number) => ['notebooks', 'saved-answer-count', id] as const,
  members: (id: number) => ['notebooks', 'members', id] as const,
  activity: (id: number) => ['notebooks', 'activity', id] as const,
};
