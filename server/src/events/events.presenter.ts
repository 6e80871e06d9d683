import type { NotebookEvent, StoredCorrections } from '@workbench/contract/corrections';
import type { Event } from '@workbench/contract/events';
import type { FieldEvidence } from '../corpus/types';
import { correctionsOf, correctRow } from './event-corrections';
import type { EventRow } from './events.sql';

/** Evidence of the fields that have some, without empty entries. */
function presentEvidence(evidence: FieldEvidence): Event['evidence'] {
  const { crimes, ...words } = evidence;
  const present: Event['evidence'] = {};
  for (const [field, text] of Object.entries(words) as [keyof typeof words, string | undefined][]) {
    if (text) present[field] = text;
  }
  if (crimes?.length) present.crimes = crimes;
  return present;
}

/** The event fields that leave the server; `keywords` only when a search matched some. */
export const presentEvent = (row: EventRow, keywords?: string[]): Event => ({
  id: row.id,
  event_id: row.id,
  title: row.title,
  date: row.date,
  location: row.location,
  province: row.province,
  municipality: row.municipality,
  police_station: row.policeStation,
  incident_month: row.incidentMonth,
  crime_committed: row.crimeCommitted,
  summary: row.summary,
  context: row.context,
  published_date: row.publishedDate,
  source_url: row.sourceUrl,
  is_demo: row.isDemo,
  suspects_arrested: row.suspectsArrested,
  suspect_ages: row.suspectAges,
  victims: {
    count: row.victimsCount,
    female: row.victimsFemale,
    male: row.victimsMale,
    ages: row.victimAges,
  },
  victims_killed: row.victimsKilled,
  victims_injured: row.victimsInjured,
  victims_children: row.victimsChildren,
  victims_police: row.victimsPolice,
  suspects_female: row.suspectsFemale,
  suspects_male: row.suspectsMale,
  relationship: row.relationship,
  arrest_made: row.arrestMade,
  outcome: row.outcome,
  sentence: row.sentence,
  evidence: presentEvidence(row.evidence),
  incident_id: row.incidentId,
  step: row.step,
  duplicate_of: row.duplicateOf,
  ...(keywords ? { keywords } : {}),
});

/**
 * An event as a notebook presents it: the values corrected in that notebook in its fields, the
 * original values under `corrections`, and the evidence as extraction found it.
 */
export const presentNotebookEvent = (
  row: EventRow,
  corrections: StoredCorrections | null | undefined,
): NotebookEvent => ({
  ...presentEvent(correctRow(row, corrections)),
  corrections: correctionsOf(row, corrections),
});
