/** Shown wherever the list of the user's notebooks could not be loaded. */
export const FETCH_NOTEBOOKS_FAILED = 'Failed to fetch notebooks.';
