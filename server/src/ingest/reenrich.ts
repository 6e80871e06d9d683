import type { Db } from '../db/client';
import { countEventsBehindExtractor, eventsBehindExtractor, saveEnrichment } from '../events';
import { enrichRelease } from '../extraction/enrich';
import { withSuppliedFields } from './enrichment';
import type { IngestCounts } from './pipeline';

const BATCH = 500;

/**
 * Enriches stored events again with the current extractor: every event an older extractor wrote is
 * read from its stored release text, keeps the fields its source supplied, and is saved in place
 * (same id, so notebooks and answers keep it). Events the current extractor wrote are skipped, so
 * running it twice changes nothing the second time.
 */
export async function reenrichStoredEvents(
  db: Db,
  options: { onStart?: (total: number) => void; onProgress?: (counts: IngestCounts) => void } = {},
): Promise<{ reenriched: number }> {
  options.onStart?.(await countEventsBehindExtractor(db));
  let afterId = 0;
  let done = 0;
  for (;;) {
    const rows = await eventsBehindExtractor(db, afterId, BATCH);
    if (rows.length === 0) return { reenriched: done };
    const batch = rows.map((row) => {
      const event = enrichRelease({
        title: row.title,
        published_date: row.publishedDate,
        text: row.context,
        source_url: row.sourceUrl,
      });
      return {
        id: row.id,
        event: { ...withSuppliedFields(event, row.supplied), isDemo: row.isDemo, supplied: row.supplied },
      };
    });
    await saveEnrichment(db, batch);
    done += rows.length;
    afterId = rows.at(-1)?.id ?? afterId;
    options.onProgress?.({ seen: done, releases: done, added: 0, updated: done, unchanged: 0, failed: 0 });
  }
}
