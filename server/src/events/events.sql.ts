import { effectiveDateOf, events } from '../db/schema';

/** See `effectiveDateOf`: the incident date, or the publication date when there is none. */
export const effectiveDate = effectiveDateOf(events);

/** The columns every read of events selects, for the presenter. */
export const eventFields = {
  id: events.id,
  title: events.title,
  date: events.date,
  location: events.location,
  province: events.province,
  municipality: events.municipality,
  policeStation: events.policeStation,
  incidentMonth: events.incidentMonth,
  crimeCommitted: events.crimeCommitted,
  suspectsArrested: events.suspectsArrested,
  suspectAges: events.suspectAges,
  victimsCount: events.victimsCount,
  victimsFemale: events.victimsFemale,
  victimsMale: events.victimsMale,
  victimsKilled: events.victimsKilled,
  victimsInjured: events.victimsInjured,
  victimsChildren: events.victimsChildren,
  victimsPolice: events.victimsPolice,
  suspectsFemale: events.suspectsFemale,
  suspectsMale: events.suspectsMale,
  relationship: events.relationship,
  victimAges: events.victimAges,
  arrestMade: events.arrestMade,
  outcome: events.outcome,
  sentence: events.sentence,
  summary: events.summary,
  context: events.context,
  publishedDate: events.publishedDate,
  sourceUrl: events.sourceUrl,
  isDemo: events.isDemo,
  evidence: events.evidence,
  incidentId: events.incidentId,
  step: events.step,
  duplicateOf: events.duplicateOf,
};

export type EventRow = Pick<typeof events.$inferSelect, keyof typeof eventFields>;
