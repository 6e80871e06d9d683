/**
 * Sizes the server enforces and the web app plans around (kept free of zod so the web bundle stays
 * small).
 */

/** Events one add or remove request may carry; clients split larger selections. */
export const MAX_EVENTS_PER_REQUEST = 1000;

/** An answer's related and unrelated events come this many to a page unless the client asks otherwise. */
export const QUESTION_EVENTS_PAGE_SIZE = 25;

/** Notebooks one user may keep. */
export const MAX_NOTEBOOKS_PER_USER = 200;

/** Different keywords (as the Keywords tab counts them) one notebook may hold. */
export const MAX_KEYWORDS_PER_NOTEBOOK = 1000;

/** Keywords one add request may carry once split on commas and spaces, as the search splits them. */
export const MAX_KEYWORDS_PER_REQUEST = 50;

/**
 * People one notebook or saved search may be shared with. Each invitation mails an address, so the
 * cap also bounds the mail one owner can make the server send.
 */
export const MAX_MEMBERS = 50;
