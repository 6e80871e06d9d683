import type { Event } from '@workbench/contract/events';

type PeopleFields = Pick<
  Event,
  | 'municipality'
  | 'police_station'
  | 'incident_month'
  | 'suspects_arrested'
  | 'suspect_ages'
  | 'victims'
  | 'victims_killed'
  | 'victims_injured'
  | 'victims_children'
  | 'victims_police'
  | 'suspects_female'
  | 'suspects_male'
  | 'relationship'
  | 'arrest_made'
  | 'outcome'
  | 'sentence'
  | 'incident_id'
  | 'step'
  | 'duplicate_of'
>;

const PEOPLE_V2_UNSTATED = {
  victims_killed: null,
  victims_injured: null,
  victims_children: null,
  victims_police: null,
  suspects_female: null,
  suspects_male: null,
  relationship: null,
} as const;

/** A release that stands alone: no incident, no copy. */
const ALONE = { incident_id: null, duplicate_of: null } as const;

/** The place and people fields of an event whose release says nothing about them. */
export const NOTHING_ABOUT_PEOPLE: PeopleFields = {
  municipality: null,
  police_station: null,
  incident_month: null,
  suspects_arrested: null,
  suspect_ages: [],
  victims: { count: null, female: null, male: null, ages: [] },
  ...PEOPLE_V2_UNSTATED,
  arrest_made: null,
  outcome: null,
  sentence: null,
  ...ALONE,
  step: 'reported',
};

/** The same fields for a typical arrest in Johannesburg: two suspects held, one man the victim. */
export const TWO_ARRESTED_IN_JOHANNESBURG: PeopleFields = {
  municipality: 'City of Johannesburg',
  police_station: null,
  incident_month: null,
  suspects_arrested: 2,
  suspect_ages: [],
  victims: { count: 1, female: null, male: 1, ages: [] },
  ...PEOPLE_V2_UNSTATED,
  suspects_male: 2,
  arrest_made: true,
  outcome: 'arrested',
  sentence: null,
  ...ALONE,
  step: 'arrest',
};
