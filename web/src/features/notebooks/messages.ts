/** Shown wherever the list of the user's notebooks could not be loaded. */
export const FETCH_NOTEBOOKS_FAILED = 'Failed to fetch notebooks.';

/** The spec's `{count} Events were added to the following Notebook:`, in the singular for one. */
export const eventsAdded = (count: number, title: string) =>
  count === 1
    ? `1 Event was added to the following Notebook: ${title}`
    : `${count} Events were added to the following Notebook: ${title}`;

/** The spec's `{count} Events already exist in the following Notebook:`, in the singular for one. */
export const eventsAlreadyThere = (count: number, title: string) =>
  count === 1
    ? `1 Event already exists in the following Notebook: ${title}`
    : `${count} Events already exist in the following Notebook: ${title}`;
