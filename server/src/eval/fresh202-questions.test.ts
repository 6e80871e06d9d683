import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH202_QUESTIONS } from './fresh202-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-second fresh question set (blind)', FRESH202_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH202_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH202_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the two-hundred-and-second fresh set reads the ground truth as its header says', () => {
  it('counts weekend incidents with stated injured by event date alone, the undated and the unstated left out', () => {
    const rows = [
      devRow({ event_date: '2024-01-06', victims_injured: 2 }), // Saturday
      devRow({ event_date: '2024-01-07', victims_injured: 1 }), // Sunday
      devRow({ event_date: '2024-01-06', victims_injured: 0 }),
      devRow({ event_date: '2024-01-07', victims_injured: null }),
      devRow({ event_date: '2024-01-08', victims_injured: 5 }), // Monday
      devRow({ event_date: null, published_date: '2024-01-13', victims_injured: 3 }), // published on a Saturday
      b({ event_date: '2024-01-06', victims_injured: 4 }),
    ];
    expect(ask('wknd incidents', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the stated injured of Gauteng alone, a null adding nothing', () => {
    const rows = [
      devRow({ victims_injured: 3 }),
      devRow({ victims_injured: null }),
      devRow({ province: 'KwaZulu-Natal', victims_injured: 8 }),
      devRow({ victims_injured: 2 }),
    ];
    expect(ask('total injured, GP', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('names the incident with most injured by its own place, and refuses a tie', () => {
    const rows = [
      devRow({ location: 'Sweetwaters', victims_injured: 8 }),
      devRow({ location: 'Site B, Khayelitsha', victims_injured: 7 }),
      devRow({ location: 'Glenwood', victims_injured: null }),
    ];
    expect(ask('single incident w/', rows)).toEqual({ kind: 'text', value: ['Sweetwaters'] });
    expect(() =>
      ask('single incident w/', [...rows, devRow({ location: 'Hout Bay', victims_injured: 8 })]),
    ).toThrow(/no single leader/);
  });

  it('finds police among the victims only in Gauteng, a null or zero not being one', () => {
    const none = [
      devRow({ victims_police: null }),
      devRow({ victims_police: 0 }),
      devRow({ province: 'Western Cape', victims_police: 6 }),
    ];
    expect(ask('any cops among', none)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('any cops among', [...none, devRow({ victims_police: 1 })])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('takes the arrest share over all the province rows, a null arrest in the base but not an arrest', () => {
    const kzn = (arrest_made: boolean | null) => devRow({ province: 'KwaZulu-Natal', arrest_made });
    const rows = [
      kzn(true),
      kzn(true),
      kzn(false),
      kzn(null),
      kzn(true),
      kzn(true),
      kzn(true),
      devRow({ arrest_made: false }),
    ];
    expect(ask('I grew up in Pietermaritzburg', rows)).toEqual({ kind: 'number', value: 71 });
  });

  it('checks the half-murders claim strictly: exactly half is not more than half', () => {
    const wc = (crimes: string[]) => devRow({ province: 'Western Cape', crimes });
    const half = [wc(['murder']), wc(['attempted murder']), wc(['murder', 'arson']), wc(['theft'])];
    expect(ask('Living in Dublin', half)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Living in Dublin', [...half, wc(['murder'])])).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts Gauteng kidnappings since 2020 by event date, the undated and 2019 left out', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2020-01-01' }),
      devRow({ crimes: ['carjacking', 'kidnapping'], event_date: '2025-05-29' }),
      devRow({ crimes: ['kidnapping'], event_date: '2019-12-31' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2023-01-01' }),
      devRow({ crimes: ['kidnapping'], event_date: '2022-01-01', province: 'KwaZulu-Natal' }),
    ];
    expect(ask('It honestly breaks my heart', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks fields by nulls, an absent people-model field counting as null and an empty list not', () => {
    const rows = [
      devRow({ police_station: null, suspect_ages: [] }),
      devRow({ police_station: null, suspect_ages: [], relationship: 'family', victims_police: 0 }),
    ];
    // police_station, municipality and the unstated figures are null twice; the absent v2 fields also tie.
    expect(() => ask('Across all the ground-truth fields', rows)).toThrow(/no single leader/);
    const filled = (fields: Partial<DevRow>) =>
      devRow({
        municipality: 'Ekurhuleni',
        police_station: 'Germiston',
        num_suspects_arrested: 1,
        num_victims: 1,
        victims_female: 0,
        victims_male: 1,
        suspect_ages: [],
        victims_killed: 0,
        victims_injured: 0,
        victims_children: 0,
        victims_police: 0,
        suspects_female: 0,
        suspects_male: 1,
        relationship: 'stranger',
        ...fields,
      });
    const mostlyFilled = [
      filled({ relationship: null, victims_police: undefined }),
      filled({ relationship: undefined }),
      filled({ event_date: null }),
    ];
    expect(ask('Across all the ground-truth fields', mostlyFilled)).toEqual({
      kind: 'text',
      value: 'relationship',
    });
  });

  it('checks the victims by sex against the total only where all three are stated', () => {
    const rows = [
      devRow({ num_victims: 13, victims_female: 0, victims_male: 1 }),
      devRow({ num_victims: 2, victims_female: 1, victims_male: 1 }),
      devRow({ num_victims: 4, victims_female: null, victims_male: 1 }),
      devRow({ num_victims: null, victims_female: 3, victims_male: 3 }),
      devRow({ num_victims: 0, victims_female: 0, victims_male: 0 }),
    ];
    expect(ask('For records where num_victims', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('screens duplicates by a shared stated event date and province, undated rows never matching', () => {
    const distinct = [
      devRow({ event_date: '2023-06-03' }),
      devRow({ event_date: '2023-06-03', province: 'KwaZulu-Natal' }),
      devRow({ event_date: null }),
      devRow({ event_date: null }),
    ];
    expect(ask('Duplicate screen', distinct)).toEqual({ kind: 'text', value: 'No' });
    expect(
      ask('Duplicate screen', [...distinct, devRow({ event_date: '2023-06-03', location: 'Elsewhere' })]),
    ).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('sums the weekend injured of notebook b by event date, the undated left out', () => {
    const rows = [
      b({ event_date: '2023-07-30', victims_injured: 1 }), // Sunday
      b({ event_date: '2020-06-27', victims_injured: 2 }), // Saturday
      b({ event_date: '2020-06-27', victims_injured: null }),
      b({ event_date: '2020-06-26', victims_injured: 4 }), // Friday
      b({ event_date: null, published_date: '2020-06-27', victims_injured: 9 }),
    ];
    expect(ask('ppl injured on sat/sun', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('ranks months by the stated killed in any year, the undated left out, and refuses a tie', () => {
    const rows = [
      b({ event_date: '2022-07-15', victims_killed: 7 }),
      b({ event_date: '2020-12-01', victims_killed: 3 }),
      b({ event_date: '2019-12-01', victims_killed: 3 }),
      b({ event_date: null, published_date: '2021-03-01', victims_killed: 9 }),
      b({ event_date: '2021-03-01', victims_killed: null }),
    ];
    expect(ask('month w/ the most', rows)).toEqual({ kind: 'text', value: 'July' });
    expect(() =>
      ask('month w/ the most', [...rows, b({ event_date: '2018-12-24', victims_killed: 1 })]),
    ).toThrow(/no single leader/);
  });

  it('averages the killed over murder cases that state it, to one decimal, refusing a halfway value', () => {
    const rows = [
      b({ crimes: ['murder'], victims_killed: 7 }),
      b({ crimes: ['murder', 'kidnapping'], victims_killed: 1 }),
      b({ crimes: ['murder'], victims_killed: 1 }),
      b({ crimes: ['murder'], victims_killed: null }),
      b({ crimes: ['attempted murder'], victims_killed: 0 }),
    ];
    expect(ask('murder cases: avg killed', rows)).toEqual({ kind: 'number', value: 3 });
    const halfway = [
      ...Array.from({ length: 19 }, () => b({ crimes: ['murder'], victims_killed: 1 })),
      b({ crimes: ['murder'], victims_killed: 2 }),
    ]; // 21 / 20 = 1.05
    expect(() => ask('murder cases: avg killed', halfway)).toThrow(/halfway/);
  });

  it('finds a Free State farm murder since 2022 by the word in the location and the event date', () => {
    const farm = (fields: Partial<DevRow>) =>
      b({ province: 'Free State', location: 'Lismor Farm, near Kestell', crimes: ['murder'], ...fields });
    const none = [
      farm({ event_date: '2021-12-31' }),
      farm({ event_date: null, published_date: '2023-01-01' }),
      farm({ crimes: ['stock theft'], event_date: '2023-03-09' }),
      farm({ location: 'Phuthaditjhaba', event_date: '2023-03-09' }),
      farm({ province: 'North West', event_date: '2023-03-09' }),
    ];
    expect(ask('My grandparents farmed', none)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('My grandparents farmed', [...none, farm({ event_date: '2022-01-01' })])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('ranks municipalities by incidents, rows without one left out, named with or without "City of"', () => {
    const rows = [
      b({ municipality: 'Mangaung' }),
      b({ municipality: 'Mangaung' }),
      b({ municipality: 'City of Mbombela' }),
      b({ municipality: null }),
      b({ municipality: null }),
      b({ municipality: null }),
    ];
    expect(ask('I emigrated from Bloemfontein', rows)).toEqual({
      kind: 'text',
      value: ['Mangaung', 'Mangaung'],
    });
    const city = [...rows, b({ municipality: 'City of Mbombela' }), b({ municipality: 'City of Mbombela' })];
    expect(ask('I emigrated from Bloemfontein', city)).toEqual({
      kind: 'text',
      value: ['City of Mbombela', 'Mbombela'],
    });
    expect(() =>
      ask('I emigrated from Bloemfontein', [
        ...rows,
        b({ municipality: 'Madibeng' }),
        b({ municipality: 'Madibeng' }),
      ]),
    ).toThrow(/no single leader/);
  });

  it('takes the Northern Cape female share over victims of stated sex only', () => {
    const rows = [
      b({ province: 'Northern Cape', victims_female: 3, victims_male: 0 }),
      b({ province: 'Northern Cape', victims_female: null, victims_male: null, num_victims: 4 }),
      b({ province: 'Northern Cape', victims_female: 0, victims_male: 1 }),
      b({ province: 'Free State', victims_female: 0, victims_male: 9 }),
    ];
    expect(ask('My late mum', rows)).toEqual({ kind: 'number', value: 75 });
  });

  it('compares killed with victims, and suspect ages with arrests, only where both are stated', () => {
    const rows = [
      b({ num_victims: 1, victims_killed: 2 }),
      b({ num_victims: null, victims_killed: 3 }),
      b({ num_victims: 2, victims_killed: 2 }),
      b({ num_victims: 2 }), // victims_killed absent
    ];
    expect(ask('Consistency check', rows)).toEqual({ kind: 'number', value: 1 });
    const suspects = [
      b({ num_suspects_arrested: 0, suspect_ages: [46] }),
      b({ num_suspects_arrested: 2, suspect_ages: [19, 54] }),
      b({ num_suspects_arrested: null, suspect_ages: [30, 31] }),
      b({ num_suspects_arrested: 1, suspect_ages: null }),
    ];
    expect(ask('Following up on the suspect fields', suspects)).toEqual({ kind: 'number', value: 1 });
  });

  it('dates the latest record without a municipality by event date, and takes the median of stated victims', () => {
    const rows = [
      b({ municipality: null, event_date: '2024-12-20' }),
      b({ municipality: null, event_date: null, published_date: '2025-06-01' }),
      b({ municipality: 'Makhado', event_date: '2025-05-30' }),
    ];
    expect(ask('Among the records with a null municipality', rows)).toEqual({
      kind: 'date',
      value: '2024-12-20',
    });
    const victims = [
      b({ num_victims: 0 }),
      b({ num_victims: 3 }),
      b({ num_victims: 1 }),
      b({ num_victims: null }),
    ];
    expect(ask('What is the median num_victims', victims)).toEqual({ kind: 'number', value: 1 });
    expect(ask('What is the median num_victims', [...victims, b({ num_victims: 7 })])).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('refuses what the records do not hold', () => {
    for (const start of [
      'avg time from incident',
      'of the injured, how many',
      'Kimberley will always',
      'Audit trail',
    ])
      expect(ask(start, [devRow({}), b({})])).toEqual({ kind: 'refusal' });
  });
});
