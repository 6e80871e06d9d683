import type { Event } from '@workbench/contract/events';
import type { EventRow } from './events.sql';

/** The event fields that leave the server; `keywords` only when a search matched some. */
export const presentEvent = (row: EventRow, keywords?: string[]): Event => ({
  id: row.id,
  event_id: row.id,
  title: row.title,
  date: row.date,
  location: row.location,
  province: row.province,
  crime_committed: row.crimeCommitted,
  summary: row.summary,
  context: row.context,
  published_date: row.publishedDate,
  source_url: row.sourceUrl,
  is_demo: row.isDemo,
  evidence: {
    ...(row.evidence.date ? { date: row.evidence.date } : {}),
    ...(row.evidence.location ? { location: row.evidence.location } : {}),
    ...(row.evidence.crimes?.length ? { crimes: row.evidence.crimes } : {}),
  },
  ...(keywords ? { keywords } : {}),
});
