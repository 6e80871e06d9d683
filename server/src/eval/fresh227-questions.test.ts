import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH227_QUESTIONS } from './fresh227-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-twenty-seventh fresh question set (blind)', FRESH227_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH227_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH227_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the two-hundred-and-twenty-seventh fresh set reads the ground truth as its header says', () => {
  it('sums the stated child victims of the Western Cape only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ province: 'Western Cape', victims_children: 3 }),
      devRow({ province: 'Western Cape', victims_children: null }),
      devRow({ province: 'Eastern Cape', victims_children: 2 }),
    ];
    expect(ask('Dear Sir or Madam', rows)).toEqual({ kind: 'number', value: 3 });
    const more = [...rows, devRow({ province: 'Western Cape', victims_children: 1 })];
    expect(ask('Dear Sir or Madam', more)).toEqual({ kind: 'number', value: 4 });
  });

  it('counts Gauteng kidnappings from 1 January 2020 by event date, the undated left out', () => {
    const kidnap = (event_date: string | null, province = 'Gauteng') =>
      devRow({ crimes: ['kidnapping', 'extortion'], event_date, province, published_date: '2024-01-01' });
    const rows = [
      kidnap('2020-01-01'),
      kidnap('2019-12-31'),
      kidnap(null),
      kidnap('2023-05-05', 'KwaZulu-Natal'),
      devRow({ crimes: ['carjacking'], event_date: '2022-01-01' }),
    ];
    expect(ask('We wish to inform parents about the risk', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('answers the KZN child rape question from a stated child victim, not an unstated one', () => {
    const unstated = [devRow({ province: 'KwaZulu-Natal', crimes: ['rape'], victims_children: null })];
    expect(ask('For the attention of', unstated)).toEqual({ kind: 'text', value: 'No' });
    const elsewhere = [...unstated, devRow({ province: 'Gauteng', crimes: ['rape'], victims_children: 1 })];
    expect(ask('For the attention of', elsewhere)).toEqual({ kind: 'text', value: 'No' });
    const child = [
      ...elsewhere,
      devRow({ province: 'KwaZulu-Natal', crimes: ['rape'], victims_children: 1 }),
    ];
    expect(ask('For the attention of', child)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('averages the stated arrests of CIT heists to one decimal and takes the median of suspect ages', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], num_suspects_arrested: 3 }),
      devRow({ crimes: ['cash-in-transit robbery'], num_suspects_arrested: 4 }),
      devRow({ crimes: ['cash-in-transit robbery'], num_suspects_arrested: 6 }),
      devRow({ crimes: ['cash-in-transit robbery'], num_suspects_arrested: null }),
      devRow({ crimes: ['business robbery'], num_suspects_arrested: 20 }),
    ];
    expect(ask('For my novel the gang', rows)).toEqual({ kind: 'number', value: 4.3 });
    const ages = [
      devRow({ suspect_ages: [40, 20] }),
      devRow({ suspect_ages: [31] }),
      devRow({ suspect_ages: null }),
    ];
    expect(ask('My villain needs', ages)).toEqual({ kind: 'number', value: 31 });
    expect(ask('My villain needs', [...ages, devRow({ suspect_ages: [50] })])).toEqual({
      kind: 'number',
      value: 35.5,
    });
  });

  it('takes the unarrested share of murders by a stated false, over murder incidents only', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder'], arrest_made: true }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['attempted murder'], arrest_made: false }),
    ];
    expect(ask('In real life, how often', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('names the incident with the most victims by its own part of the location, and refuses a tie', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', num_victims: 9 }),
      devRow({ location: 'Site C, Khayelitsha', num_victims: 7 }),
      devRow({ location: 'Glenwood', num_victims: null }),
    ];
    expect(ask('I want the opening chapter', rows)).toEqual({ kind: 'text', value: ['Site B'] });
    const tied = [...rows, devRow({ location: 'Umlazi', num_victims: 9 })];
    expect(() => ask('I want the opening chapter', tied)).toThrow(/no single leader/);
  });

  it('gives one murder count per event year, in the order asked, leaving out attempted murder', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2019-03-01' }),
      devRow({ crimes: ['murder'], event_date: '2022-12-31' }),
      devRow({ crimes: ['murder'], event_date: '2022-01-01' }),
      devRow({ crimes: ['attempted murder'], event_date: '2020-01-01' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2021-06-01' }),
    ];
    expect(ask('Exercise 3: Students should find the number', rows)).toEqual({
      kind: 'list',
      value: [1, 0, 0, 2],
    });
  });

  it('lists the top three municipalities without "City of", skipping unknown ones, and refuses a tie', () => {
    const at = (municipality: string | null, n: number) =>
      Array.from({ length: n }, () => devRow({ municipality }));
    const rows = [
      ...at('City of Cape Town', 4),
      ...at('Ekurhuleni', 2),
      ...at('City of Johannesburg', 3),
      ...at(null, 5),
      ...at('eThekwini', 1),
    ];
    expect(ask('Task (c): List', rows)).toEqual({
      kind: 'list',
      value: ['Cape Town', 'Johannesburg', 'Ekurhuleni'],
    });
    expect(() => ask('Task (c): List', [...rows, devRow({ municipality: 'eThekwini' })])).toThrow(
      /no single top 3/,
    );
  });

  it('compares people killed in KZN and Gauteng by stated figures, and refuses a reversed comparison', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 5 }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: null }),
      devRow({ province: 'Gauteng', victims_killed: 2 }),
    ];
    expect(ask('Exercise 5', rows)).toEqual({ kind: 'number', value: 3 });
    expect(() => ask('Exercise 5', [...rows, devRow({ province: 'Gauteng', victims_killed: 4 })])).toThrow(
      /does not have more/,
    );
  });

  it('counts child-victim incidents and the child share of rapes from stated figures above zero', () => {
    const rows = [
      b({ crimes: ['rape'], victims_children: 2 }),
      b({ crimes: ['rape'], victims_children: 0 }),
      b({ crimes: ['rape'], victims_children: null }),
      b({ crimes: ['rape', 'kidnapping'], victims_children: 1 }),
      b({ crimes: ['murder'], victims_children: 1 }),
    ];
    expect(ask('Dear colleagues', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('Of the rape cases', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('finds a school by the word in the location, in any case', () => {
    const rows = [b({ location: 'Mbuzini village' }), b({ location: 'tavern near a SCHOOLyard' })];
    expect(ask('Parents have asked', rows)).toEqual({ kind: 'text', value: 'Yes' });
    expect(ask('Parents have asked', rows.slice(0, 1))).toEqual({ kind: 'text', value: 'No' });
  });

  it('counts Free State farm murders by the word "farm" in the location and dates the earliest kidnapping', () => {
    const rows = [
      b({ province: 'Free State', location: 'Lismor Farm, Kestell', crimes: ['murder'], event_date: null }),
      b({ province: 'Free State', location: 'farm near Glen', crimes: ['attempted murder'] }),
      b({ province: 'North West', location: 'Klippan farm', crimes: ['murder'] }),
      b({ province: 'Free State', location: 'Bloemfontein', crimes: ['murder'] }),
      b({ crimes: ['kidnapping'], event_date: '2016-02-06' }),
      b({ crimes: ['kidnapping'], event_date: null, published_date: '2010-01-01' }),
      b({ crimes: ['kidnapping', 'rape'], event_date: '2015-07-02' }),
    ];
    expect(ask('For my novel, set on', rows)).toEqual({ kind: 'number', value: 1 });
    expect(ask('The backstory of my detective', rows)).toEqual({ kind: 'date', value: '2015-07-02' });
  });

  it('takes the known-attacker share over all rapes, an unstated relationship or a stranger not counting', () => {
    const rows = [
      b({ crimes: ['rape'], relationship: 'acquaintance' }),
      b({ crimes: ['rape'], relationship: 'family' }),
      b({ crimes: ['rape'], relationship: 'stranger' }),
      b({ crimes: ['rape'], relationship: null }),
      b({ crimes: ['murder'], relationship: 'partner' }),
    ];
    expect(ask('What is realistic here', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('ranks provinces by the fewest suspects arrested, an unstated figure adding nothing', () => {
    const rows = [
      b({ province: 'Limpopo', num_suspects_arrested: 3 }),
      b({ province: 'Limpopo', num_suspects_arrested: null }),
      b({ province: 'Free State', num_suspects_arrested: 2 }),
      b({ province: 'Free State', num_suspects_arrested: 2 }),
      b({ province: 'North West', num_suspects_arrested: 9 }),
    ];
    expect(ask('Exercise 6', rows)).toEqual({ kind: 'text', value: 'Limpopo' });
    expect(() => ask('Exercise 6', [...rows, b({ province: 'Limpopo', num_suspects_arrested: 1 })])).toThrow(
      /no single leader/,
    );
  });

  it('counts incidents per event year and compares rapes in the Northern Cape and the Free State', () => {
    const rows = [
      b({ event_date: '2020-01-01', crimes: ['rape'], province: 'Northern Cape' }),
      b({ event_date: '2020-12-31', crimes: ['rape'], province: 'Northern Cape' }),
      b({ event_date: '2022-06-01', crimes: ['rape'], province: 'Free State' }),
      b({ event_date: null, published_date: '2021-03-01', crimes: ['theft'] }),
      b({ event_date: '2019-06-01', crimes: ['murder'], province: 'Northern Cape' }),
    ];
    expect(ask('Exercise 4', rows)).toEqual({ kind: 'list', value: [2, 0, 1] });
    expect(ask('Task (c): How many more', rows)).toEqual({ kind: 'number', value: 1 });
  });
});
