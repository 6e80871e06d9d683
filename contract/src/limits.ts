/**
 * Sizes the server enforces and the web app plans around (kept free of zod so the web bundle stays
 * small).
 */

/** Events one add or remove request may carry; clients split larger selections. */
export const MAX_EVENTS_PER_REQUEST = 1000;

/** An answer's related and unrelated events come this many to a page unless the client asks otherwise. */
export const QUESTION_EVENTS_PAGE_SIZE = 25;
