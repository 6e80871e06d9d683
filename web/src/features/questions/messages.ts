/** The spec's words for this feature (section 8), in one place for the screens and their tests. */
export const ASK_FAILED = 'Failed to get answer.';
export const SAVE_FAILED = 'Failed to save answer.';
export const DELETE_FAILED = 'Failed to delete answer.';
export const ANSWER_SAVED = 'Answer was successfully saved to this notebook.';
export const ANSWER_EXISTS = 'Answer already exists in this notebook.';
export const questionsRemoved = (count: number) => `${count} Question(s) was removed from this notebook`;
/** The spec reuses the events message when the saved answers cannot be loaded at all. */
export const FETCH_SAVED_FAILED = 'Failed to fetch events.';
export const FETCH_MORE_SAVED_FAILED = 'Failed to fetch questions.';
export const FETCH_RELATED_FAILED = 'Failed to fetch related events.';
export const FETCH_UNRELATED_FAILED = 'Failed to fetch unrelated events.';
export const CSV_FAILED = 'The answer could not be downloaded as CSV. Please try again.';
export const PNG_FAILED = 'The answer could not be saved as an image.';
export const ANSWER_REPLACED = 'Saved answer was replaced.';
export const REPLACE_FAILED = 'Failed to replace the saved answer.';
export const FETCH_EVENT_FAILED = 'Failed to fetch event.';
