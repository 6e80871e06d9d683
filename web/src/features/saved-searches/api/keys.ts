/** Query keys of the saved-searches feature. */
export const savedSearchKeys = {
  list: ['saved-searches', 'list'] as const,
  newEventIds: (id: number) => ['saved-searches', 'new-event-ids', id] as const,
  members: (id: number) => ['saved-searches', 'members', id] as const,
};
