import { and, eq, inArray } from 'drizzle-orm';
import { ROWS_PER_DELETE, slicesByWeight, writeInTurns } from './chunks';
import type { Db } from './client';
import { questions } from './schema';

/** An answer to delete and how many events it cites, which its delete removes with it. */
export interface DoomedAnswer {
  id: number;
  cited: number;
}

/**
 * Deletes the answers a few at a time, so that no statement removes more than ROWS_PER_DELETE rows
 * with the events they cite (an answer over a large notebook cites thousands), letting the event loop
 * turn between statements. `onlyUnsaved` keeps an answer that was saved in the meantime. Returns how
 * many went.
 */
export async function deleteAnswersInTurns(
  db: Db,
  answers: readonly DoomedAnswer[],
  options: { onlyUnsaved: boolean },
): Promise<number> {
  let deleted = 0;
  await writeInTurns(
    slicesByWeight(answers, (answer) => answer.cited + 1, ROWS_PER_DELETE),
    async (slice) => {
      const ids = inArray(
        questions.id,
        slice.map((answer) => answer.id),
      );
      const gone = await db
        .delete(questions)
        .where(options.onlyUnsaved ? and(ids, eq(questions.saved, false)) : ids)
        .returning({ id: questions.id });
      deleted += gone.length;
    },
  );
  return deleted;
}
