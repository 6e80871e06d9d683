import type { EnrichedEvent } from '../corpus/types';

/** The people and municipality fields of an event whose release says nothing about them. */
export const NOTHING_ABOUT_PEOPLE: Pick<
  EnrichedEvent,
  | 'municipality'
  | 'incident_month'
  | 'suspects_arrested'
  | 'suspect_ages'
  | 'victims'
  | 'arrest_made'
  | 'outcome'
> = {
  municipality: null,
  incident_month: null,
  suspects_arrested: null,
  suspect_ages: [],
  victims: { count: null, female: null, male: null, ages: [] },
  arrest_made: null,
  outcome: null,
};
