import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH219_QUESTIONS } from './fresh219-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-nineteenth fresh question set (blind)', FRESH219_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH219_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH219_QUESTIONS, matching[0]?.question ?? '', rows);
}

/** An invented row of notebook `b`. */
const bRow = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the two-hundred-and-nineteenth fresh set reads the ground truth as its header says', () => {
  it('counts hijackings as truck hijackings or carjackings, each incident once, in its own notebook', () => {
    const rows = [
      devRow({ crimes: ['truck hijacking'] }),
      devRow({ crimes: ['carjacking', 'kidnapping'] }),
      devRow({ crimes: ['truck hijacking', 'carjacking'] }),
      devRow({ crimes: ['armed robbery'] }),
      devRow({ crimes: ['cash-in-transit robbery'] }),
      bRow({ crimes: ['carjacking'] }),
    ];
    expect(ask('hey quick one', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('ok so how many hijackings', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('dates the last CIT heist and the first North West incident by event date alone', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2021-03-29', published_date: '2021-04-01' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: null, published_date: '2025-01-01' }),
      devRow({ crimes: ['business robbery'], event_date: '2024-09-09' }),
      bRow({ province: 'North West', event_date: '2019-03-21' }),
      bRow({ province: 'North West', event_date: null, published_date: '2010-01-01' }),
      bRow({ province: 'Northern Cape', event_date: '2015-01-01' }),
    ];
    expect(ask('when was the last cash', rows)).toEqual({ kind: 'date', value: '2021-03-29' });
    expect(ask('when was the very first', rows)).toEqual({ kind: 'date', value: '2019-03-21' });
  });

  it('checks a KZN truck hijacking by crime and province, a carjacking or a Gauteng one not counting', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['carjacking'], location: 'N3 near Durban' }),
      devRow({ province: 'Gauteng', crimes: ['truck hijacking'] }),
    ];
    expect(ask('was there ever a truck hijacking', rows)).toEqual({ kind: 'text', value: 'No' });
    const withOne = [...rows, devRow({ province: 'KwaZulu-Natal', crimes: ['truck hijacking'] })];
    expect(ask('was there ever a truck hijacking', withOne)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('says yes to a killing in a Limpopo hijacking only when a killed figure above zero is stated', () => {
    const rows = [
      bRow({ province: 'Limpopo', crimes: ['carjacking'], victims_killed: null }),
      bRow({ province: 'Limpopo', crimes: ['truck hijacking'], victims_killed: 0 }),
      bRow({ province: 'Limpopo', crimes: ['murder'], victims_killed: 2 }),
      bRow({ province: 'Mpumalanga', crimes: ['carjacking', 'murder'], victims_killed: 1 }),
    ];
    expect(ask('did anybody get killed', rows)).toEqual({ kind: 'text', value: 'No' });
    const killed = [
      ...rows,
      bRow({ province: 'Limpopo', crimes: ['carjacking', 'murder'], victims_killed: 1 }),
    ];
    expect(ask('did anybody get killed', killed)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('sums stated arrests per province, an unstated figure adding nothing, and refuses a reversed subtraction', () => {
    const rows = [
      devRow({ province: 'Western Cape', num_suspects_arrested: 19 }),
      devRow({ province: 'Western Cape', num_suspects_arrested: null }),
      devRow({ province: 'Eastern Cape', num_suspects_arrested: 7 }),
    ];
    expect(ask('how many okes', rows)).toEqual({ kind: 'number', value: 19 });
    const b = [
      bRow({ province: 'North West', num_suspects_arrested: 12 }),
      bRow({ province: 'North West', num_suspects_arrested: 5 }),
      bRow({ province: 'Limpopo', num_suspects_arrested: 4 }),
      bRow({ province: 'Limpopo', num_suspects_arrested: null }),
      bRow({ province: 'Mpumalanga', num_suspects_arrested: 19 }),
    ];
    expect(ask('If we take all the suspects arrested', b)).toEqual({ kind: 'number', value: 13 });
    expect(ask('witch province', b)).toEqual({ kind: 'text', value: 'Mpumalanga' });
    const reversed = [...b, bRow({ province: 'Limpopo', num_suspects_arrested: 20 })];
    expect(() => ask('If we take all the suspects arrested', reversed)).toThrow(/does not have more/);
    expect(() =>
      ask('witch province', [...b, bRow({ province: 'North West', num_suspects_arrested: 2 })]),
    ).toThrow(/no single leader/);
  });

  it('subtracts the Western Cape killed from the Eastern Cape killed, nulls adding nothing', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', victims_killed: 6 }),
      devRow({ province: 'Eastern Cape', victims_killed: null }),
      devRow({ province: 'Western Cape', victims_killed: 4 }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: 7 }),
    ];
    expect(ask('If we take all the people killed', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes shares over the bases the header names, to the nearest whole percent', () => {
    const a = [
      devRow({ crimes: ['fraud', 'corruption'], victims_female: 1, victims_male: 2 }),
      devRow({
        crimes: ['extortion', 'kidnapping'],
        victims_female: null,
        victims_male: null,
        num_victims: 4,
      }),
      devRow({ crimes: ['theft'], victims_female: 0, victims_male: 0 }),
      devRow({ crimes: ['murder'], victims_female: 0, victims_male: 1 }),
      devRow({ crimes: ['corruption'], victims_female: null, victims_male: null }),
      devRow({ crimes: ['drug dealing'] }),
    ];
    // Economic crime: 3 of 6 incidents; male victims: 3 of the 4 of stated sex.
    expect(ask('What is the incidence of economic crime', a)).toEqual({ kind: 'number', value: 50 });
    expect(ask('Taking as the base only those victims', a)).toEqual({ kind: 'number', value: 75 });
    const b = [
      bRow({ crimes: ['rape'], victims_children: 1, victims_killed: 0 }),
      bRow({ crimes: ['rape', 'kidnapping'], victims_children: 0, victims_killed: null }),
      bRow({ crimes: ['rape'], victims_children: null, victims_killed: 1, province: 'Free State' }),
      bRow({ crimes: ['murder'], victims_children: 2, victims_killed: 2, province: 'Free State' }),
      bRow({ crimes: ['murder'], victims_children: null, victims_killed: 4, province: 'Limpopo' }),
      bRow({ crimes: ['theft'], victims_children: 0, victims_killed: null, province: 'Free State' }),
    ];
    // Child victims: 2 of 6 incidents; rape cases with a child: 1 of 3; Free State killed: 3 of 7.
    expect(ask('What is the incidence of cases involving', b)).toEqual({ kind: 'number', value: 33 });
    expect(ask('What fraction of the rape cases', b)).toEqual({ kind: 'number', value: 33 });
    expect(ask('Of all the people killed', b)).toEqual({ kind: 'number', value: 43 });
  });

  it('averages victims over stated counts and takes the median and the under-thirty count of stated ages', () => {
    const b = [
      bRow({ num_victims: 1, suspect_ages: [29, 30] }),
      bRow({ num_victims: 0, suspect_ages: null }),
      bRow({ num_victims: 3, suspect_ages: [18, 45, 22] }),
      bRow({ num_victims: null, suspect_ages: [] }),
      devRow({ num_victims: 20, suspect_ages: [12] }),
    ];
    expect(ask('What is the mean number of victims', b)).toEqual({ kind: 'number', value: 1.3 });
    expect(ask('Suppose we line up', b)).toEqual({ kind: 'number', value: 3 });
    const odd = [
      devRow({ suspect_ages: [40, 19] }),
      devRow({ suspect_ages: [33] }),
      devRow({ suspect_ages: null }),
    ];
    expect(ask('Suppose we write down every suspect age', odd)).toEqual({ kind: 'number', value: 33 });
    const even = [...odd, devRow({ suspect_ages: [36] })];
    expect(ask('Suppose we write down every suspect age', even)).toEqual({ kind: 'number', value: 34.5 });
  });

  it('builds yearly series by event year, earliest first, undated rows and other years left out', () => {
    const a = [
      devRow({ event_date: '2019-01-01', victims_killed: 2 }),
      devRow({ event_date: '2019-12-31', victims_killed: 3 }),
      devRow({ event_date: '2021-06-01', victims_killed: 4 }),
      devRow({ event_date: '2023-06-01', victims_killed: null }),
      devRow({ event_date: '2024-01-01', victims_killed: 9 }),
      devRow({ event_date: null, published_date: '2022-05-01', victims_killed: 6 }),
    ];
    expect(ask('Suppose we tally', a)).toEqual({ kind: 'list', value: [5, 0, 4, 0, 0] });
    const b = [
      bRow({ event_date: '2020-02-01' }),
      bRow({ event_date: '2020-12-31' }),
      bRow({ event_date: '2022-01-01' }),
      bRow({ event_date: '2023-01-01' }),
      bRow({ event_date: null, published_date: '2021-03-01' }),
    ];
    expect(ask('Please provide the annual', b)).toEqual({ kind: 'list', value: [2, 0, 1] });
  });

  it('counts kidnappings in the 2019 to 2021 window with both ends included', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2019-01-01' }),
      devRow({ crimes: ['kidnapping', 'extortion'], event_date: '2021-12-31' }),
      devRow({ crimes: ['kidnapping'], event_date: '2018-12-31' }),
      devRow({ crimes: ['kidnapping'], event_date: '2022-01-01' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2020-01-01' }),
      devRow({ crimes: ['carjacking'], event_date: '2020-01-01' }),
    ];
    expect(ask('Over the window', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('lists the top municipalities and crimes most first, and refuses a tie at the cut-off', () => {
    const place = (municipality: string | null, n: number) =>
      Array.from({ length: n }, () => devRow({ municipality }));
    const a = [
      ...place('City of Cape Town', 4),
      ...place('Ekurhuleni', 2),
      ...place('City of Johannesburg', 3),
      ...place('eThekwini', 1),
      ...place(null, 5),
    ];
    expect(ask('For a concentration view', a)).toEqual({
      kind: 'list',
      value: ['Cape Town', 'Johannesburg', 'Ekurhuleni'],
    });
    expect(() => ask('For a concentration view', [...a, ...place('eThekwini', 1)])).toThrow(
      /no single leader/,
    );
    const b = [
      bRow({ crimes: ['murder', 'illegal firearm possession'] }),
      bRow({ crimes: ['murder', 'rape'] }),
      bRow({ crimes: ['murder', 'illegal firearm possession'] }),
      bRow({ crimes: ['rape'] }),
      bRow({ crimes: ['illegal firearm possession', 'illegal firearm possession'] }),
      bRow({ crimes: ['murder'] }),
    ];
    // Murder 4 incidents, firearm 3 (the doubled category counts its incident once), rape 2.
    expect(ask('Which two offence categories', b)).toEqual({ kind: 'list', value: ['murder', 'firearm'] });
    expect(() => ask('Which two offence categories', [...b, bRow({ crimes: ['rape'] })])).toThrow(
      /no single leader/,
    );
  });

  it('names the weekday of the incident with the most stated injured, and refuses a tie', () => {
    const rows = [
      devRow({ location: 'Sweetwaters', event_date: '2022-07-09', victims_injured: 8 }), // Saturday
      devRow({ location: 'Site B', event_date: '2020-03-08', victims_injured: 7 }),
      devRow({ location: 'Elsewhere', event_date: '2020-03-09', victims_injured: null, num_victims: 12 }),
    ];
    expect(ask('Find the single incident', rows)).toEqual({ kind: 'text', value: 'Saturday' });
    const tied = [...rows, devRow({ location: 'Umlazi', event_date: '2021-01-01', victims_injured: 8 })];
    expect(() => ask('Find the single incident', tied)).toThrow(/no single leader/);
  });

  it('refuses what the records do not hold', () => {
    const rows = [devRow({ crimes: ['fraud'] }), bRow({ crimes: ['cash-in-transit robbery'] })];
    for (const start of [
      'need to no what time',
      'Please quantify',
      'What fraction of the suspects',
      'what kind of guns',
      'What was the total rand',
      'Suppose someone asks',
    ])
      expect(ask(start, rows)).toEqual({ kind: 'refusal' });
  });
});
