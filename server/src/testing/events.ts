import type { EnrichedEvent } from '../corpus/types';
import type { NewEvent } from '../events';

/** The people, municipality and station fields of an event whose release says nothing about them. */
export const NOTHING_ABOUT_PEOPLE: Pick<
  EnrichedEvent,
  | 'municipality'
  | 'police_station'
  | 'incident_month'
  | 'suspects_arrested'
  | 'suspect_ages'
  | 'victims'
  | 'suspects'
  | 'relationship'
  | 'arrest_made'
  | 'outcome'
> = {
  municipality: null,
  police_station: null,
  incident_month: null,
  suspects_arrested: null,
  suspect_ages: [],
  victims: {
    count: null,
    female: null,
    male: null,
    ages: [],
    killed: null,
    injured: null,
    children: null,
    police: null,
  },
  suspects: { female: null, male: null },
  relationship: null,
  arrest_made: null,
  outcome: null,
};

/** A stored event for tests: release `n` with nothing known but what `fields` give. */
export const testEvent = (n: number, fields: Partial<NewEvent>): NewEvent => ({
  ...NOTHING_ABOUT_PEOPLE,
  title: `Release ${n}`,
  date: null,
  location: null,
  town: null,
  province: null,
  crime_committed: null,
  summary: `Summary ${n}`,
  context: `Text of release ${n}.`,
  published_date: '2024-01-01',
  source_url: `https://demo.invalid/press-releases/test/${n}`,
  evidence: {},
  isDemo: true,
  ...fields,
});
