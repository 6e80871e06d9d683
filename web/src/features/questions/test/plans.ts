import type { ReadingTerms } from '@workbench/contract/questions';
import type { Plan } from '../reading';

const ROBBERY_KINDS = [
  'Robbery',
  'Armed robbery',
  'Robbery with aggravating circumstances',
  'Common robbery',
  'House robbery',
  'Business robbery',
  'Cash-in-transit robbery',
];

/** A plan as the analyst writes one: "How many robberies in Gauteng in 2023?". */
export const countPlan = (filters: Partial<Plan['filters']> = {}, rest: Partial<Plan> = {}): Plan => ({
  intent: 'count',
  measure: { kind: 'events' },
  filters: {
    crimes: [{ name: 'robbery (all kinds)', categories: ROBBERY_KINDS }],
    excluded_crimes: [],
    places: ['Gauteng'],
    periods: [{ from: '2023-01-01', to: '2023-12-31', phrase: '2023', relative: false }],
    months_of_year: [],
    weekdays: [],
    arrest: null,
    outcomes: [],
    has_date: null,
    people: [],
    words: [],
    ...filters,
  },
  share_of: null,
  group_by: null,
  within: null,
  order: 'most',
  limit: 1,
  moment: null,
  moment_count: 1,
  minimum_group: 1,
  empty_groups: false,
  trend_unit: null,
  direction: null,
  yes_no: false,
  yes_no_bounds: null,
  asks_cause: false,
  asks_unrecorded: null,
  vague: false,
  ...rest,
});

export const TERMS: ReadingTerms = {
  crimes: [
    { name: 'Robbery', categories: ROBBERY_KINDS, family: true, count: 60 },
    { name: 'House robbery', categories: ['House robbery'], family: false, count: 22 },
    { name: 'Murder', categories: ['Murder'], family: false, count: 7 },
  ],
  places: [
    { name: 'Gauteng', kind: 'province', count: 18 },
    { name: 'Limpopo', kind: 'province', count: 9 },
    { name: 'City of Johannesburg', kind: 'municipality', count: 7 },
  ],
  // As the server's analyst words them (GET /notebooks/{id}/reading-terms).
  people_fields: [
    ['suspects_arrested', 'suspect arrested', 'suspects arrested'],
    ['victims', 'victim', 'victims'],
    ['female_victims', 'female victim', 'female victims'],
    ['male_victims', 'male victim', 'male victims'],
    ['killed_victims', 'person killed', 'people killed'],
    ['injured_victims', 'person injured', 'people injured'],
    ['child_victims', 'child victim', 'child victims'],
    ['police_victims', 'police officer among the victims', 'police officers among the victims'],
    ['female_suspects', 'female suspect', 'female suspects'],
    ['male_suspects', 'male suspect', 'male suspects'],
  ].map(([key, one, many]) => ({ key, one, many }) as ReadingTerms['people_fields'][number]),
  dimensions: [
    ['crime', 'kind of crime', 'kinds of crime'],
    ['province', 'province', 'provinces'],
    ['municipality', 'municipality', 'municipalities'],
    ['place', 'place', 'places'],
    ['year', 'year', 'years'],
    ['month', 'month', 'months'],
    ['month-of-year', 'month of the year', 'months of the year'],
    ['weekday', 'day of the week', 'days of the week'],
    ['event', 'incident', 'incidents'],
  ].map(([key, one, many]) => ({ key, one, many }) as ReadingTerms['dimensions'][number]),
};
