import type { Db } from '../db/client';
import { caseFactsOf } from '../extraction/case-facts';
import {
  clearAllLinks,
  countEventsToLink,
  countIncidents,
  eventsWithoutFacts,
  nextInPublicationOrder,
  saveCaseFacts,
} from './incidents.repository';
import { linkStored } from './link-stored';

const BATCH = 500;

/**
 * Links the whole corpus again from scratch: every link and incident is cleared, the case facts of
 * releases stored before incidents existed are read, and every release is linked in publication
 * order, as ingest would have linked them. The same corpus always ends in the same incidents, so
 * running it twice changes nothing the second time.
 */
export async function relinkCorpus(
  db: Db,
  options: { onStart?: (total: number) => void; onProgress?: (done: number) => void } = {},
): Promise<{ linked: number; incidents: number }> {
  await clearAllLinks(db);
  for (
    let rows = await eventsWithoutFacts(db, BATCH);
    rows.length > 0;
    rows = await eventsWithoutFacts(db, BATCH)
  ) {
    await saveCaseFacts(
      db,
      rows.map(({ id, ...source }) => ({ id, facts: caseFactsOf(source) })),
    );
  }
  options.onStart?.(await countEventsToLink(db));
  let after: { published: string; id: number } | null = null;
  let done = 0;
  for (;;) {
    const page = await nextInPublicationOrder(db, after, BATCH);
    if (page.length === 0) break;
    await db.transaction((tx) =>
      linkStored(
        tx,
        page.map((row) => row.id),
      ),
    );
    done += page.length;
    after = page.at(-1) ?? after;
    options.onProgress?.(done);
  }
  return { linked: done, incidents: await countIncidents(db) };
}
