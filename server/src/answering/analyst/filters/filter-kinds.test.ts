import { describe, expect, it } from 'vitest';
import { fixtureEvent } from '../../../testing/fixture-notebook';
import type { AnswerEvent } from '../../engine';
import { questionSupport } from '../index';
import { prepareNotebook } from '../notebook-events';
import { planOf } from '../plan';
import { planSchema } from '../plan-schema';
import { understandQuestion } from '../understand-question';
import { FILTER_KINDS, filtersFromPlan, filtersToPlan, passesFilters } from './index';
import { readScenes } from './scene';

type KindName = (typeof FILTER_KINDS)[number]['name'];

interface Row {
  question: string;
  /** The kind's fields of the plan the question is read as. */
  plan: Record<string, unknown>;
  /** Events the filter keeps, and events it leaves out. */
  kept: Partial<AnswerEvent>[];
  left: Partial<AnswerEvent>[];
}

/**
 * One table per filter kind: how questions say it, the plan it becomes and which events pass. A
 * kind added to the registry without a table here fails the first test.
 */
const TABLES: Record<KindName, Row[]> = {
  crime: [
    {
      question: 'How many murders or robberies?',
      plan: { crimes: [{ name: 'murder' }, { name: 'robbery (all kinds)' }] },
      kept: [{ crime_committed: 'Murder' }, { crime_committed: 'Armed robbery' }],
      left: [{ crime_committed: 'Rape' }],
    },
    {
      question: 'How many incidents involved both rape and kidnapping?',
      plan: { crimes: [{ name: 'rape' }, { name: 'kidnapping' }], crimes_match: 'all' },
      kept: [{ crime_committed: 'Rape, Kidnapping' }],
      left: [{ crime_committed: 'Rape' }, { crime_committed: 'Kidnapping' }],
    },
    {
      question: 'How many kidnappings involved a murder as well?',
      plan: { crimes: [{ name: 'kidnapping' }, { name: 'murder' }], crimes_match: 'all' },
      kept: [{ crime_committed: 'Kidnapping, Murder' }],
      left: [{ crime_committed: 'Kidnapping' }, { crime_committed: 'Murder' }],
    },
    {
      question: 'How many robberies with an illegal firearm?',
      plan: { crimes: [{ name: 'robbery (all kinds)' }, { name: 'firearm crimes' }], crimes_match: 'all' },
      kept: [{ crime_committed: 'Armed robbery, Possession of unlicensed firearm and ammunition' }],
      left: [{ crime_committed: 'Armed robbery' }],
    },
    {
      question: 'How many child victims were recorded in incidents in which rape was not recorded?',
      plan: { excluded_crimes: [{ name: 'rape' }] },
      kept: [{ crime_committed: 'Murder' }],
      left: [{ crime_committed: 'Rape, Murder' }],
    },
    {
      question: 'Excluding incidents that also recorded kidnapping, how many murders?',
      plan: { crimes: [{ name: 'murder' }], excluded_crimes: [{ name: 'kidnapping' }] },
      kept: [{ crime_committed: 'Murder' }],
      left: [{ crime_committed: 'Murder, Kidnapping' }],
    },
    {
      question: 'How many robberies that did not also involve a murder?',
      plan: { crimes: [{ name: 'robbery (all kinds)' }], excluded_crimes: [{ name: 'murder' }] },
      kept: [{ crime_committed: 'Armed robbery' }],
      left: [{ crime_committed: 'Armed robbery, Murder' }, { crime_committed: 'Rape' }],
    },
  ],
  station: [
    {
      question: 'How many murders were reported at Umlazi police station?',
      plan: { stations: ['Umlazi'] },
      kept: [{ police_station: 'Umlazi' }],
      left: [
        { police_station: 'Umbilo', location: 'Umlazi' },
        { police_station: null, location: 'Umlazi' },
      ],
    },
    {
      question: 'How many cases did the Johannesburg Central SAPS open?',
      plan: { stations: ['Johannesburg Central'] },
      kept: [{ police_station: 'Johannesburg Central' }],
      left: [{ police_station: 'Hillbrow' }],
    },
  ],
  place: [
    {
      question: 'How many incidents in Limpopo or Gauteng?',
      plan: { places: ['Limpopo', 'Gauteng'] },
      kept: [{ province: 'Limpopo', location: 'Polokwane' }, { province: 'Gauteng' }],
      left: [{ province: 'Western Cape', location: 'Khayelitsha' }],
    },
    {
      question: 'How many incidents outside Gauteng?',
      plan: { places: [], excluded_places: ['Gauteng'] },
      kept: [{ province: 'Western Cape', location: 'Khayelitsha' }],
      left: [{ province: 'Gauteng', location: 'Soweto' }],
    },
  ],
  period: [
    {
      question: 'How many incidents in the second quarter of 2023?',
      plan: { periods: [{ from: '2023-04-01', to: '2023-06-30' }] },
      kept: [{ date: '2023-04-01' }, { date: '2023-06-30' }, { date: null, incident_month: '2023-05' }],
      left: [{ date: '2023-07-01' }, { date: null, published_date: '2023-05-05' }],
    },
  ],
  scene: [
    {
      question: 'How many of the Free State incidents took place on a farm?',
      plan: { scenes: ['farm'] },
      kept: [{ title: 'Seven farmworkers shot dead on Kestell farm' }, { location: 'Lismor Farm' }],
      left: [{ title: 'Farmer robbed at home in town' }],
    },
    {
      question: 'How many tavern shootings, and how many people were arrested behind bars?',
      plan: { scenes: ['tavern'] },
      kept: [{ summary: 'Four patrons were shot at a shebeen in KwaMashu.' }],
      left: [{ summary: 'Two men are behind bars for the murder.' }],
    },
  ],
  'month-of-year': [
    {
      question: 'Counting all years together, how many incidents in December?',
      plan: { months_of_year: [12] },
      kept: [{ date: '2021-12-31' }, { date: '2024-12-01' }],
      left: [{ date: '2024-11-30' }, { date: null, published_date: '2024-12-05' }],
    },
    {
      question: 'What share happened in the second half of the calendar year, July to December?',
      plan: { months_of_year: [7, 8, 9, 10, 11, 12] },
      kept: [{ date: '2019-07-01' }, { date: '2024-12-31' }],
      left: [{ date: '2024-06-30' }],
    },
    {
      question: 'How many incidents in the first quarter of the year?',
      plan: { months_of_year: [1, 2, 3] },
      kept: [{ date: '2020-03-31' }],
      left: [{ date: '2020-04-01' }],
    },
  ],
  'day-of-month': [
    {
      question: 'Of the incidents on the 25th of a month or later, how many led to an arrest?',
      plan: { days_of_month: { from: 25, to: 31 }, arrest: 'made' },
      kept: [{ date: '2024-02-25' }, { date: '2023-12-31' }],
      left: [
        { date: '2024-02-24' },
        { date: null, incident_month: '2024-06' },
        { date: null, published_date: '2024-05-28' },
      ],
    },
    {
      question: 'Around month-end, from the 25th onwards, how many incidents had nobody arrested?',
      plan: { days_of_month: { from: 25, to: 31 }, arrest: 'none' },
      kept: [{ date: '2024-03-27', arrest_made: false }],
      left: [{ date: '2024-03-20', arrest_made: false }],
    },
    {
      question: 'How many incidents happened around month-end?',
      plan: { days_of_month: { last: 7 } },
      kept: [{ date: '2024-02-23' }, { date: '2023-02-22' }, { date: '2024-03-31' }],
      left: [{ date: '2023-02-21' }, { date: '2024-03-24' }],
    },
    {
      question: 'How many incidents fell in the first week of the month?',
      plan: { days_of_month: { from: 1, to: 7 } },
      kept: [{ date: '2024-03-01' }, { date: '2024-03-07' }],
      left: [{ date: '2024-03-08' }],
    },
    {
      question: 'How many incidents were before the 10th of the month?',
      plan: { days_of_month: { from: 1, to: 9 } },
      kept: [{ date: '2024-03-09' }],
      left: [{ date: '2024-03-10' }],
    },
  ],
  weekday: [
    {
      question: 'How many incidents happened on a weekend?',
      plan: { weekdays: [{ days: [6, 0] }] },
      kept: [{ date: '2024-06-01' }, { date: '2024-06-02' }],
      left: [{ date: '2024-06-03' }, { date: null, incident_month: '2024-06' }],
    },
  ],
  arrest: [
    {
      question: 'How many incidents are still unsolved?',
      plan: { arrest: 'none' },
      kept: [{ arrest_made: false }, { arrest_made: null, suspects_arrested: 0 }],
      left: [{ arrest_made: true }, { arrest_made: null }],
    },
    {
      question: 'In how many murders did the cops make an arrest?',
      plan: { arrest: 'made' },
      kept: [{ crime_committed: 'Murder', arrest_made: true }],
      left: [{ crime_committed: 'Murder', arrest_made: false }],
    },
    {
      question: 'How many murders were followed by an arrest?',
      plan: { arrest: 'made' },
      kept: [{ crime_committed: 'Murder', arrest_made: true }],
      left: [{ crime_committed: 'Murder', arrest_made: false }],
    },
    {
      question: 'How many robberies led to an arrest?',
      plan: { arrest: 'made' },
      kept: [{ crime_committed: 'Armed robbery', arrest_made: true }],
      left: [{ crime_committed: 'Armed robbery', arrest_made: false }],
    },
  ],
  outcome: [
    {
      question: 'How many cases ended in a conviction?',
      plan: { outcomes: ['convicted', 'sentenced'] },
      kept: [{ outcome: 'convicted' }, { outcome: 'sentenced' }],
      left: [{ outcome: 'charged' }, { outcome: null }],
    },
  ],
  'crime-count': [
    {
      question: 'How many incidents involved more than one type of crime?',
      plan: { crimes_at_least: 2 },
      kept: [{ crime_committed: 'Murder, Robbery' }],
      left: [{ crime_committed: 'Murder' }],
    },
  ],
  'date-known': [
    {
      question: 'How many incidents have no known date?',
      plan: { has_date: false },
      // A month alone ("in January 2024") leaves the incident's day, its date, unknown.
      kept: [{ date: null }, { date: null, incident_month: '2024-01' }],
      left: [{ date: '2024-01-01' }],
    },
  ],
  'field-stated': [
    {
      question: 'How many records are missing a municipality?',
      plan: { fields_stated: [{ field: 'municipality', stated: false }] },
      kept: [{ municipality: null }],
      left: [{ municipality: 'City of Cape Town' }],
    },
    {
      question: 'What share of the records name a police station?',
      plan: { fields_stated: [{ field: 'police_station', stated: true }] },
      kept: [{ police_station: 'Umlazi' }],
      left: [{ police_station: null }],
    },
    {
      question: 'How many records leave the number of victims blank?',
      plan: { fields_stated: [{ field: 'victims', stated: false }] },
      kept: [{ victims: { count: null, female: null, male: null, ages: [] } }],
      left: [{ victims: { count: 2, female: 1, male: 1, ages: [] } }],
    },
    {
      question: 'How many records list at least one suspect age?',
      plan: { fields_stated: [{ field: 'suspect_ages', stated: true }] },
      kept: [{ suspect_ages: [24] }],
      left: [{ suspect_ages: [] }],
    },
  ],
  people: [
    {
      question: 'When was a woman last killed?',
      plan: { people: [{ field: 'female_victims', min: 1 }] },
      kept: [{ crime_committed: 'Murder', victims: { count: 1, female: 1, male: 0, ages: [] } }],
      left: [{ crime_committed: 'Murder', victims: { count: 1, female: 0, male: 1, ages: [] } }],
    },
    {
      question: 'How many incidents with more than two suspects arrested?',
      plan: { people: [{ field: 'suspects_arrested', min: 3 }] },
      kept: [{ suspects_arrested: 3 }],
      left: [{ suspects_arrested: 2 }, { suspects_arrested: null }],
    },
    {
      question: 'How many incidents had a child among the victims?',
      plan: { people: [{ field: 'child_victims', min: 1 }] },
      kept: [{ victims_children: 2 }],
      left: [{ victims_children: 0 }, { victims_children: null }],
    },
  ],
  relationship: [
    {
      question: 'In how many rape cases did the victim know the attacker?',
      plan: { relationships: ['partner', 'family', 'acquaintance'] },
      kept: [{ relationship: 'partner' }, { relationship: 'acquaintance' }],
      left: [{ relationship: 'stranger' }, { relationship: null }, {}],
    },
    {
      question: 'How many women were killed by a stranger?',
      plan: { relationships: ['stranger'] },
      kept: [{ relationship: 'stranger' }],
      left: [{ relationship: 'family' }, { relationship: 'unknown' }],
    },
  ],
  names: [
    {
      question: 'Was anybody arrested for the killing of Constable Thato Makhoana?',
      plan: { names: ['thato', 'makhoana'] },
      kept: [{ summary: 'Off-duty constable shot dead.', mentions: ['thato', 'makhoana'] }],
      left: [
        { summary: 'Off-duty constable shot dead.', mentions: ['thato'] },
        { summary: 'A man was shot.' },
      ],
    },
    {
      question: 'In the Soweto case, when was Sergeant Manie killed?',
      plan: { names: ['manie'] },
      kept: [{ summary: 'Sergeant Nontombi Manie was stabbed at a social gathering.' }],
      left: [{ summary: 'A sergeant was stabbed.' }],
    },
  ],
  words: [
    {
      question: 'How many incidents mention a panga?',
      plan: { words: ['panga'] },
      kept: [{ summary: 'He was attacked with a panga in Soweto.' }],
      left: [{ summary: 'A man was robbed at home.' }],
    },
  ],
};

const read = (question: string) => understandQuestion(question, '2025-06-15', false);

describe('the filter registry', () => {
  it('has a test table for every kind, and no kind twice', () => {
    const names = FILTER_KINDS.map((k) => k.name);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(TABLES).sort()).toEqual([...names].sort());
  });

  it('composes the plan schema from the kinds, no field claimed by two', () => {
    const fields = FILTER_KINDS.flatMap((k) => Object.keys(k.shape));
    expect(new Set(fields).size).toBe(fields.length);
    expect(Object.keys(planSchema.shape.filters.shape).sort()).toEqual(fields.sort());
  });

  it('turns a plan into values and back unchanged', () => {
    for (const row of Object.values(TABLES).flat()) {
      const plan = planSchema.parse(planOf(read(row.question)));
      expect(filtersToPlan(filtersFromPlan(plan.filters)), row.question).toEqual(plan.filters);
    }
  });
});

describe.each(FILTER_KINDS.map((k) => [k.name, k, TABLES[k.name]] as const))(
  'the %s filter',
  (_name, kind, table) => {
    it.each(table.map((row) => [row.question, row] as const))('reads "%s"', (_question, row) => {
      const reading = read(row.question);
      expect(planOf(reading).filters).toMatchObject(row.plan);
      expect(kind.isSet(reading)).toBe(true);
      expect(kind.isSet({ ...reading, ...kind.empty })).toBe(false);
      expect(kind.describe(reading, { byText: true, except: null }).length).toBeGreaterThan(0);
      const events = prepareNotebook(
        [...row.kept, ...row.left].map((fields, at) => fixtureEvent(at + 1, fields)),
      );
      const kept = events.events.filter((e) => kind.matches(e, reading, null)).map((e) => e.id);
      expect(kept.sort()).toEqual(row.kept.map((_, at) => at + 1));
      // The whole executor agrees with the kind on its own events once the other filters are lifted.
      const alone = {
        ...reading,
        ...Object.assign({}, ...FILTER_KINDS.filter((k) => k !== kind).map((k) => k.empty)),
      };
      expect(
        events.events
          .filter((e) => passesFilters(e, alone, null))
          .map((e) => e.id)
          .sort(),
      ).toEqual(kept);
    });
  },
);

describe('the names filter bears itself out', () => {
  it('marks where the release says the name', () => {
    const context = 'The body of off-duty Constable Thato Makhoana was found near Slurry.';
    const event = { ...fixtureEvent(1, { crime_committed: 'Murder' }), context, evidence: {} };
    const spans = questionSupport('Was anybody arrested for the killing of Constable Thato Makhoana?', event);
    const words = spans
      .filter((s) => s.field === 'context' && s.supports.includes('words'))
      .map((s) => s.text);
    expect(words).toEqual(['Thato', 'Makhoana']);
  });
});

describe('the scene filter tells a bar that serves drinks from a bar of a chart', () => {
  it.each([
    'Need the numbers behind the bars for a top 3 graphic',
    'Label for the stacked bar: total people killed 2019 through 2021?',
    'Which province gets the tallest bar for rape cases?',
    'Year-on-year bars: how many more incidents in 2023 than in 2022?',
    'Which province put the most culprits behind bars?',
  ])('reads no scene in "%s"', (question) => {
    expect(readScenes(question).scenes).toEqual([]);
  });

  it.each([
    'How many shootings at a local bar?',
    'How many tavern or bar shootings?',
    'Were there bar fights in Durban?',
    'bars and taverns in KwaZulu-Natal',
  ])('reads a drinking place in "%s"', (question) => {
    expect(readScenes(question).scenes.map((s) => s.name)).toEqual(['tavern']);
  });
});
