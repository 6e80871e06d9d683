import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH154_QUESTIONS } from './fresh154-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-fifty-fourth fresh question set (blind)', FRESH154_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH154_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH154_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-fifty-fourth fresh set reads the ground truth as its header says', () => {
  it('compares the killed of KZN and the Western Cape strictly, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 3 }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: null }),
      devRow({ province: 'Western Cape', crimes: ['murder'], victims_killed: 3 }),
      devRow({ notebook: 'b', province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 9 }),
    ];
    expect(ask('Draft says more people', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 1 })];
    expect(ask('Draft says more people', more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('sums the arrests of CIT heists only, in the notebook asked about', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], num_suspects_arrested: 4 }),
      devRow({ crimes: ['cash-in-transit robbery', 'murder'], num_suspects_arrested: null }),
      devRow({ crimes: ['business robbery'], num_suspects_arrested: 6 }),
      devRow({ notebook: 'b', crimes: ['cash-in-transit robbery'], num_suspects_arrested: 5 }),
    ];
    expect(ask('Confirm the figure: total', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('dates the latest kidnapping by event date, an undated one published later left out', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2025-04-23' }),
      devRow({ crimes: ['kidnapping', 'extortion'], event_date: '2025-05-29' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2026-01-01' }),
      devRow({ crimes: ['murder'], event_date: '2025-09-01' }),
    ];
    expect(ask('Reporter has the latest', rows)).toEqual({ kind: 'date', value: '2025-05-29' });
  });

  it('ranks provinces by murder incidents, attempted murder aside, and refuses a tie at the top', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['culpable homicide'] }),
    ];
    expect(ask('The draft claims the Eastern Cape', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    const tied = [...rows, devRow({ province: 'Eastern Cape', crimes: ['murder'] })];
    expect(() => ask('The draft claims the Eastern Cape', tied)).toThrow(/no single leader/);
  });

  it('takes the share of women and girls over those of stated sex, and counts only known attackers', () => {
    const rows = [
      devRow({ victims_female: 1, victims_male: 2, relationship: 'partner' }),
      devRow({ victims_female: null, victims_male: null, relationship: 'family' }),
      devRow({ victims_female: 0, victims_male: 1, relationship: 'acquaintance' }),
      devRow({ victims_female: 1, victims_male: null, relationship: 'stranger' }),
      devRow({ victims_female: 0, victims_male: 0, relationship: null }),
    ];
    expect(ask('Thinking about the people', rows)).toEqual({ kind: 'number', value: 40 });
    expect(ask('Many of the survivors', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('dates the earliest incident with a child harmed, a zero or unstated child count left out', () => {
    const rows = [
      devRow({ event_date: '2016-01-01', victims_children: 0 }),
      devRow({ event_date: '2015-05-05', victims_children: null }),
      devRow({ event_date: '2019-03-03', victims_children: 2 }),
      devRow({ event_date: null, victims_children: 1 }),
      devRow({ event_date: '2018-07-07', victims_children: 1 }),
    ];
    expect(ask('When did the earliest', rows)).toEqual({ kind: 'date', value: '2018-07-07' });
  });

  it('ranks Eastern Cape municipalities by suspects arrested, skipping unnamed ones and other provinces', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', municipality: 'Nelson Mandela Bay', num_suspects_arrested: 7 }),
      devRow({ province: 'Eastern Cape', municipality: 'Nelson Mandela Bay', num_suspects_arrested: null }),
      devRow({ province: 'Eastern Cape', municipality: 'Buffalo City', num_suspects_arrested: 5 }),
      devRow({ province: 'Eastern Cape', municipality: null, num_suspects_arrested: 20 }),
      devRow({ province: 'Gauteng', municipality: 'City of Johannesburg', num_suspects_arrested: 30 }),
    ];
    expect(ask('Kindly indicate which municipality', rows)).toEqual({
      kind: 'text',
      value: ['Nelson Mandela Bay', 'Nelson Mandela Bay'],
    });
    const tied = [
      ...rows,
      devRow({ province: 'Eastern Cape', municipality: 'Buffalo City', num_suspects_arrested: 2 }),
    ];
    expect(() => ask('Kindly indicate which municipality', tied)).toThrow(/no single leader/);
  });

  it('takes the KZN arrest share over all its incidents, an unstated arrest not counting as one', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', arrest_made: true }),
      devRow({ province: 'KwaZulu-Natal', arrest_made: false }),
      devRow({ province: 'KwaZulu-Natal', arrest_made: null }),
      devRow({ province: 'Gauteng', arrest_made: true }),
    ];
    expect(ask("For the committee's briefing", rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('counts Gauteng incidents in 2020-2022 with both edge days in and the undated out', () => {
    const rows = [
      devRow({ event_date: '2019-12-31' }),
      devRow({ event_date: '2020-01-01' }),
      devRow({ event_date: '2022-12-31' }),
      devRow({ event_date: '2023-01-01' }),
      devRow({ event_date: null, published_date: '2021-06-01' }),
      devRow({ event_date: '2021-06-01', province: 'Western Cape' }),
    ];
    expect(ask('Kindly confirm how many', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('refuses what no release records: days in hospital, disability, rates per resident', () => {
    const rows = [devRow({ victims_injured: 2 }), devRow({ notebook: 'b', victims_injured: 1 })];
    for (const start of ['For our planning', 'We try to make sure', 'Kindly provide the murder rate'])
      expect(ask(start, rows)).toEqual({ kind: 'refusal' });
  });

  it('reads the Lismor figure from its one incident, and refuses when there is none', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'Lismor farm, near Kestell', victims_killed: 7 }),
      devRow({ notebook: 'b', location: 'farm near Glen', victims_killed: 2 }),
    ];
    expect(ask('Confirm the figure - how many', rows)).toEqual({ kind: 'number', value: 7 });
    expect(() => ask('Confirm the figure - how many', rows.slice(1))).toThrow(/0 incidents/);
  });

  it('finds women among the suspects only from a stated figure above zero', () => {
    const none = [
      devRow({ notebook: 'b', suspects_female: 0, suspects_male: 3 }),
      devRow({ notebook: 'b', suspects_female: null }),
    ];
    expect(ask('Were any of the suspects women', none)).toEqual({ kind: 'text', value: 'No' });
    const one = [...none, devRow({ notebook: 'b', suspects_female: 1 })];
    expect(ask('Were any of the suspects women', one)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('sums children in rape cases only, and finds an unarrested rape only from a stated false', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 3, arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['rape', 'murder'], victims_children: 1, arrest_made: null }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: null, arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['sexual assault'], victims_children: 2, arrest_made: false }),
    ];
    expect(ask('I counsel children', rows)).toEqual({ kind: 'number', value: 4 });
    expect(ask('It worries me deeply', rows)).toEqual({ kind: 'text', value: 'No' });
    const open = [...rows, devRow({ notebook: 'b', crimes: ['rape'], arrest_made: false })];
    expect(ask('It worries me deeply', open)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts incidents with a child harmed since 2020 by event date, the first day in', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2020-01-01', victims_children: 1 }),
      devRow({ notebook: 'b', event_date: '2019-12-31', victims_children: 2 }),
      devRow({ notebook: 'b', event_date: null, published_date: '2024-01-01', victims_children: 1 }),
      devRow({ notebook: 'b', event_date: '2024-05-01', victims_children: 0 }),
      devRow({ notebook: 'b', event_date: '2023-05-01', victims_children: 3 }),
    ];
    expect(ask('Since the beginning of 2020', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('computes the share of rape incidents, the earliest date and the latest North West date', () => {
    const rows = [
      devRow({
        notebook: 'b',
        crimes: ['rape', 'kidnapping'],
        event_date: '2016-02-06',
        province: 'North West',
      }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2015-07-02', province: 'Limpopo' }),
      devRow({ notebook: 'b', crimes: ['theft'], event_date: null, province: 'North West' }),
      devRow({ notebook: 'b', crimes: ['rape'], event_date: '2025-08-23', province: 'North West' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2025-11-03', province: 'Northern Cape' }),
      devRow({ notebook: 'b', crimes: ['sexual assault'], event_date: '2020-01-01', province: 'Free State' }),
      devRow({ notebook: 'b', crimes: ['theft'], event_date: '2020-01-02', province: 'Free State' }),
      devRow({ notebook: 'b', crimes: ['theft'], event_date: '2020-01-03', province: 'Free State' }),
    ];
    expect(ask("Reporter says 'one in five", rows)).toEqual({ kind: 'number', value: 25 });
    expect(ask('The draft says the oldest', rows)).toEqual({ kind: 'date', value: '2015-07-02' });
    expect(ask('Kindly state the date', rows)).toEqual({ kind: 'date', value: '2025-08-23' });
  });

  it('compares Free State and Mpumalanga murder incidents, refusing a reversed comparison', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['murder', 'house robbery'] }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['attempted murder'] }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['murder'] }),
    ];
    expect(ask('Kindly indicate how many more', rows)).toEqual({ kind: 'number', value: 1 });
    const reversed = [
      ...rows,
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['murder'] }),
    ];
    expect(() => ask('Kindly indicate how many more', reversed)).toThrow(/does not have more/);
  });

  it('averages every stated Limpopo suspect age, and sums the Northern Cape killed', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', suspect_ages: [30, 40, 41] }),
      devRow({ notebook: 'b', province: 'Limpopo', suspect_ages: null }),
      devRow({ notebook: 'b', province: 'Limpopo', suspect_ages: [] }),
      devRow({ notebook: 'b', province: 'Free State', suspect_ages: [80] }),
      devRow({ notebook: 'b', province: 'Northern Cape', victims_killed: 3 }),
      devRow({ notebook: 'b', province: 'Northern Cape', victims_killed: null }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_killed: 5 }),
    ];
    expect(ask('Kindly provide the average age', rows)).toEqual({ kind: 'number', value: 37 });
    expect(ask('Kindly advise the committee', rows)).toEqual({ kind: 'number', value: 3 });
    const halfway = [...rows, devRow({ notebook: 'b', province: 'Limpopo', suspect_ages: [39] })];
    expect(() => ask('Kindly provide the average age', halfway)).toThrow(/halfway/);
  });

  it('ranks Free State municipalities by incidents, other provinces aside', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', municipality: 'Mangaung' }),
      devRow({ notebook: 'b', province: 'Free State', municipality: 'Mangaung' }),
      devRow({ notebook: 'b', province: 'Free State', municipality: 'Maluti-a-Phofung' }),
      devRow({ notebook: 'b', province: 'Free State', municipality: null }),
      devRow({ notebook: 'b', province: 'Free State', municipality: null }),
      devRow({ notebook: 'b', province: 'North West', municipality: 'Madibeng' }),
      devRow({ notebook: 'b', province: 'North West', municipality: 'Madibeng' }),
      devRow({ notebook: 'b', province: 'North West', municipality: 'Madibeng' }),
    ];
    expect(ask('Kindly indicate which muncipality', rows)).toEqual({
      kind: 'text',
      value: ['Mangaung', 'Mangaung'],
    });
  });
});
