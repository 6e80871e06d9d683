import type { Incident } from '@workbench/contract/incidents';
import type { incidentEvents } from './incidents.repository';

type IncidentRow = Awaited<ReturnType<typeof incidentEvents>>[number];

/** The fields of an incident's releases that leave the server. */
export const presentIncident = (id: number, rows: readonly IncidentRow[]): Incident => ({
  id,
  events: rows.map((row) => ({
    id: row.id,
    title: row.title,
    date: row.date,
    published_date: row.publishedDate,
    step: row.step,
    source_url: row.sourceUrl,
    linked_to: row.linkedEventId,
    link_score: row.linkScore,
    link_reasons: row.linkReasons,
    duplicate_of: row.duplicateOf,
  })),
});
