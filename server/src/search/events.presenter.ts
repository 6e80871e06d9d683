import type { Event } from '@workbench/contract/events';
import { sql } from 'drizzle-orm';
import type { FieldEvidence } from '../corpus/types';

/** The columns every event read selects, dates as 'yyyy-MM-dd' text on both engines (alias e). */
export const eventColumns = sql`e.id, e.title, e.date::text as date, e.location, e.province,
  e.crime_committed, e.summary, e.context, e.published_date::text as published_date, e.source_url, e.is_demo,
  e.evidence`;

export type EventRow = {
  id: number;
  title: string;
  date: string | null;
  location: string | null;
  province: string | null;
  crime_committed: string | null;
  summary: string;
  context: string;
  published_date: string;
  source_url: string;
  is_demo: boolean;
  evidence: FieldEvidence;
};

/** The event fields that leave the server; `keywords` only when a search matched some. */
export const presentEvent = (row: EventRow, keywords?: string[]): Event => ({
  id: row.id,
  event_id: row.id,
  title: row.title,
  date: row.date,
  location: row.location,
  province: row.province,
  crime_committed: row.crime_committed,
  summary: row.summary,
  context: row.context,
  published_date: row.published_date,
  source_url: row.source_url,
  is_demo: row.is_demo,
  evidence: {
    ...(row.evidence.date ? { date: row.evidence.date } : {}),
    ...(row.evidence.location ? { location: row.evidence.location } : {}),
    ...(row.evidence.crimes?.length ? { crimes: row.evidence.crimes } : {}),
  },
  ...(keywords ? { keywords } : {}),
});
