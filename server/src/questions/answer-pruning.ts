import type { Db } from '../db/client';
import { repeatHourly } from '../db/hourly';
import { pruneUnsavedAnswers } from './questions.repository';

/**
 * Deletes unsaved answers past their 24 hours now and every hour after; returns the function that
 * stops it. (Asking deletes a notebook's answers past its 200 at once.)
 */
export function startAnswerPruning(
  db: Db,
  log: { error(details: object, message: string): void },
): () => void {
  return repeatHourly(() => pruneUnsavedAnswers(db), log, 'Pruning old unsaved answers failed');
}
