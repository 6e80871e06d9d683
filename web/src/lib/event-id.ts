/** An event's id as tables, cards and answer citations show it: `#4160`. */
export const shortEventId = (eventId: number): string => `#${eventId}`;
