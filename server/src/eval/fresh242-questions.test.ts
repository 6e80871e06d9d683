import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH242_QUESTIONS } from './fresh242-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-forty-second fresh question set (blind)', FRESH242_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH242_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH242_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the two-hundred-and-forty-second fresh set reads the ground truth as its header says', () => {
  it('counts robberies of any kind in Ekurhuleni, leaving carjackings, hijackings, other places and notebook b out', () => {
    const rows = [
      devRow({ municipality: 'Ekurhuleni', crimes: ['house robbery'] }),
      devRow({ municipality: 'Ekurhuleni', crimes: ['business robbery', 'illegal firearm possession'] }),
      devRow({ municipality: 'Ekurhuleni', crimes: ['carjacking'] }),
      devRow({ municipality: 'Ekurhuleni', crimes: ['truck hijacking', 'kidnapping'] }),
      devRow({ municipality: 'Midvaal', crimes: ['cash-in-transit robbery'] }),
      devRow({ municipality: null, location: 'Ekurhuleni', crimes: ['armed robbery'] }),
      b({ municipality: 'Ekurhuleni', crimes: ['robbery'] }),
    ];
    expect(ask('Right, my restaurant', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('finds Khayelitsha by the word in the location, in any case, and sums only the stated killed', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', crimes: ['murder'], victims_killed: 7 }),
      devRow({ location: 'site c, KHAYELITSHA', crimes: ['murder'], victims_killed: 4 }),
      devRow({ location: 'Enkanini, Khayelitsha', crimes: ['drug possession'], victims_killed: null }),
      devRow({ location: 'Mitchells Plain', crimes: ['murder'], victims_killed: 3 }),
    ];
    expect(ask('My second kitchen', rows)).toEqual({ kind: 'number', value: 11 });
  });

  it('ranks Cape Town weekdays by event date, the undated and other municipalities left out, and refuses a tie', () => {
    const capeTown = (event_date: string | null) =>
      devRow({ municipality: 'City of Cape Town', event_date, published_date: '2024-01-06' });
    const rows = [
      capeTown('2024-01-03'), // Wednesday
      capeTown('2024-01-10'), // Wednesday
      capeTown('2024-01-07'), // Sunday
      capeTown(null),
      capeTown(null),
      capeTown(null),
      devRow({ municipality: 'Swartland', event_date: '2024-01-07' }),
      devRow({ municipality: 'Swartland', event_date: '2024-01-14' }),
    ];
    expect(ask('Which day of the week sees', rows)).toEqual({ kind: 'text', value: 'Wednesday' });
    expect(() => ask('Which day of the week sees', [...rows, capeTown('2024-01-14')])).toThrow(
      /no single leader/,
    );
  });

  it('takes "since 2021 started" from 1 January 2021 by event date, carjacking alone, in Joburg only', () => {
    const rows = [
      devRow({ municipality: 'City of Johannesburg', crimes: ['carjacking'], event_date: '2020-12-31' }),
      devRow({ municipality: 'City of Johannesburg', crimes: ['carjacking'], event_date: null }),
      devRow({ municipality: 'City of Johannesburg', crimes: ['truck hijacking'], event_date: '2022-01-01' }),
      devRow({ municipality: 'Ekurhuleni', crimes: ['carjacking'], event_date: '2022-01-01' }),
    ];
    expect(ask('Any carjackings in Joburg', rows)).toEqual({ kind: 'text', value: 'No' });
    const boundary = [
      ...rows,
      devRow({ municipality: 'City of Johannesburg', crimes: ['carjacking'], event_date: '2021-01-01' }),
    ];
    expect(ask('Any carjackings in Joburg', boundary)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the share of arrests over every incident, an unstated arrest counted as none', () => {
    const rows = [
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: false }),
      devRow({ arrest_made: null }),
      devRow({ arrest_made: true }),
      b({ arrest_made: false }),
    ];
    expect(ask('My brother, from all the incident', rows)).toEqual({ kind: 'number', value: 67 });
  });

  it('takes the WC median over stated arrests only, a stated zero counting, other provinces left out', () => {
    const wc = (num_suspects_arrested: number | null) =>
      devRow({ province: 'Western Cape', num_suspects_arrested });
    const rows = [
      wc(0),
      wc(1),
      wc(3),
      wc(19),
      wc(null),
      devRow({ province: 'Gauteng', num_suspects_arrested: 50 }),
    ];
    expect(ask('Item 3: Median', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the earliest EC incident by event date, the undated and other provinces left out', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', event_date: '2018-11-16' }),
      devRow({ province: 'Eastern Cape', event_date: '2018-06-07', published_date: '2018-06-09' }),
      devRow({ province: 'Eastern Cape', event_date: null, published_date: '2010-01-01' }),
      devRow({ province: 'Western Cape', event_date: '2015-03-17' }),
    ];
    expect(ask('Item 4: Date of the earliest', rows)).toEqual({ kind: 'date', value: '2018-06-07' });
  });

  it('names the province with most suspects arrested in full or abbreviated, the unstated adding nothing', () => {
    const rows = [
      b({ province: 'Mpumalanga', num_suspects_arrested: 19 }),
      b({ province: 'North West', num_suspects_arrested: 12 }),
      b({ province: 'North West', num_suspects_arrested: 5 }),
      b({ province: 'Free State', num_suspects_arrested: null }),
    ];
    expect(ask('Item 2: Which of FS', rows)).toEqual({ kind: 'text', value: ['Mpumalanga', 'MP'] });
    const kzn = [devRow({ province: 'KwaZulu-Natal', num_suspects_arrested: 3 })];
    expect(ask('Item 2: Of GP', kzn)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
  });

  it('ranks robbery weekdays without carjackings, hijackings or undated robberies', () => {
    const rows = [
      b({ crimes: ['armed robbery'], event_date: '2023-11-25' }), // Saturday
      b({ crimes: ['business robbery'], event_date: '2025-08-23' }), // Saturday
      b({ crimes: ['house robbery'], event_date: '2017-11-12' }), // Sunday
      b({ crimes: ['carjacking'], event_date: '2017-11-12' }),
      b({ crimes: ['truck hijacking'], event_date: '2017-11-19' }),
      b({ crimes: ['robbery'], event_date: null }),
      b({ crimes: ['robbery'], event_date: null }),
    ];
    expect(ask('Which day of the week do the robberies', rows)).toEqual({ kind: 'text', value: 'Saturday' });
  });

  it('answers "every murder caught" only when every North West murder states an arrest', () => {
    const rows = [
      b({ province: 'North West', crimes: ['murder'], arrest_made: true }),
      b({ province: 'North West', crimes: ['attempted murder'], arrest_made: false }),
      b({ province: 'Limpopo', crimes: ['murder'], arrest_made: false }),
    ];
    expect(ask('Please sir, in North West', rows)).toEqual({ kind: 'text', value: 'Yes' });
    const unstated = [...rows, b({ province: 'North West', crimes: ['murder'], arrest_made: null })];
    expect(ask('Please sir, in North West', unstated)).toEqual({ kind: 'text', value: 'No' });
    expect(() => ask('Please sir, in North West', rows.slice(1))).toThrow(/no murder/);
  });

  it('takes the difference of killed in FS and NW, and refuses a reversed comparison', () => {
    const rows = [
      b({ province: 'Free State', victims_killed: 7 }),
      b({ province: 'Free State', victims_killed: null }),
      b({ province: 'North West', victims_killed: 2 }),
      b({ province: 'Limpopo', victims_killed: 9 }),
    ];
    expect(ask('Please, how many more people', rows)).toEqual({ kind: 'number', value: 5 });
    const reversed = [...rows, b({ province: 'North West', victims_killed: 6 })];
    expect(() => ask('Please, how many more people', reversed)).toThrow(/does not have more/);
  });

  it('lists each province with a CIT robbery once, and takes the NC rape share over every NC incident', () => {
    const rows = [
      b({ province: 'North West', crimes: ['cash-in-transit robbery'] }),
      b({ province: 'Limpopo', crimes: ['cash-in-transit robbery', 'murder'] }),
      b({ province: 'Limpopo', crimes: ['cash-in-transit robbery'] }),
      b({ province: 'Free State', crimes: ['business robbery'] }),
      b({ province: 'Northern Cape', crimes: ['rape'] }),
      b({ province: 'Northern Cape', crimes: ['sexual assault'] }),
      b({ province: 'Northern Cape', crimes: ['theft'] }),
    ];
    expect(ask('Item 3: List', rows)).toEqual({ kind: 'list', value: ['Limpopo', 'North West'] });
    expect(ask('Item 4: Share of NC', rows)).toEqual({ kind: 'number', value: 33 });
  });
});
