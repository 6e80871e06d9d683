import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH74_QUESTIONS } from './fresh74-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The seventy-fourth fresh question set (blind)', FRESH74_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH74_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH74_QUESTIONS, matching[0]?.question ?? '', rows);
}

/** An invented row of notebook `b`. */
const bRow = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the seventy-fourth fresh set reads the ground truth as its header says', () => {
  it('filters murders to 2022 by event date, leaving out attempted murder, culpable homicide and the undated', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2022-01-01' }),
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2022-12-31' }),
      devRow({ crimes: ['attempted murder'], event_date: '2022-05-05' }),
      devRow({ crimes: ['culpable homicide'], event_date: '2022-05-05' }),
      devRow({ crimes: ['murder'], event_date: '2021-12-31', published_date: '2022-01-03' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2022-06-01' }),
      bRow({ crimes: ['murder'], event_date: '2022-03-03' }),
    ];
    expect(ask('count of incidents where crimes includes murder', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('reads "arrests = 0" as a stated zero, an unstated arrest figure not counting', () => {
    const rows = [
      devRow({ num_suspects_arrested: 0, arrest_made: false, victims_killed: 4 }),
      devRow({ num_suspects_arrested: 0, arrest_made: false, victims_killed: null }),
      devRow({ num_suspects_arrested: null, arrest_made: null, victims_killed: 5 }),
      devRow({ num_suspects_arrested: 2, victims_killed: 3 }),
    ];
    expect(ask('sum of victims killed where arrests = 0', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('takes the Gauteng date range inclusive of both ends, by event date alone', () => {
    const rows = [
      devRow({ event_date: '2019-01-01' }),
      devRow({ event_date: '2021-12-31' }),
      devRow({ event_date: '2018-12-31' }),
      devRow({ event_date: '2022-01-01' }),
      devRow({ event_date: null, published_date: '2020-02-02' }),
      devRow({ event_date: '2020-06-06', province: 'Limpopo' }),
    ];
    expect(ask('Gauteng rows with event dates', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts distinct Western Cape municipalities, leaving out rows without one', () => {
    const rows = [
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town' }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town' }),
      devRow({ province: 'Western Cape', municipality: 'Swartland' }),
      devRow({ province: 'Western Cape', municipality: null }),
      devRow({ province: 'Eastern Cape', municipality: 'Kouga' }),
    ];
    expect(ask('Western Cape only', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('compares festive-season and winter murders across all years, a tie being No', () => {
    const murder = (event_date: string | null) => devRow({ crimes: ['murder'], event_date });
    const rows = [
      murder('2019-12-24'),
      murder('2022-01-05'),
      murder('2020-06-10'),
      murder('2023-08-31'),
      murder(null),
      devRow({ crimes: ['attempted murder'], event_date: '2021-07-01' }),
      devRow({ crimes: ['attempted murder'], event_date: '2021-07-02' }),
    ];
    expect(ask('Would it be fair to say the festive season', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Would it be fair to say the festive season', [...rows, murder('2018-12-01')])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('takes the KZN arrest share over all KZN rows, an unstated arrest in the whole but not the part', () => {
    const kzn = (arrest_made: boolean | null) => devRow({ province: 'KwaZulu-Natal', arrest_made });
    const rows = [kzn(true), kzn(true), kzn(false), kzn(null), kzn(true), kzn(true), kzn(true), kzn(true)];
    rows.push(devRow({ province: 'Gauteng', arrest_made: false }));
    // 6 of 8 is 75%.
    expect(ask('My team is arguing the motion', rows)).toEqual({ kind: 'number', value: 75 });
  });

  it('reads Kaapstad as the City of Cape Town municipality and moord as murder alone', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', location: 'Site B, Khayelitsha', crimes: ['murder'] }),
      devRow({ municipality: 'City of Cape Town', location: 'Hout Bay', crimes: ['attempted murder'] }),
      devRow({ municipality: 'Swartland', location: 'Malmesbury, near Cape Town', crimes: ['murder'] }),
      devRow({ municipality: 'City of Cape Town', location: 'Samora Machel', crimes: ['murder', 'robbery'] }),
    ];
    expect(ask('Hoeveel moord cases in Kaapstad', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts weekend rooftogte by event date, without carjackings or truck hijackings', () => {
    const rows = [
      devRow({ crimes: ['house robbery'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['robbery'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['carjacking'], event_date: '2024-01-06' }),
      devRow({ crimes: ['truck hijacking'], event_date: '2024-01-07' }),
      devRow({ crimes: ['armed robbery'], event_date: null, published_date: '2024-01-13' }), // a Saturday
    ];
    expect(ask('My neef se huis', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('names the incident with the most injured by its own place, and refuses a tie', () => {
    const rows = [
      devRow({ location: 'Sweetwaters', victims_injured: 8 }),
      devRow({ location: 'Site B, Khayelitsha', victims_injured: 7 }),
      devRow({ location: 'Enkanini, Khayelitsha', victims_injured: null }),
    ];
    expect(ask('Wich incident had the most', rows)).toEqual({ kind: 'text', value: ['Sweetwaters'] });
    const tied = [...rows, devRow({ location: 'Glebelands', victims_injured: 8 })];
    expect(() => ask('Wich incident had the most', tied)).toThrow(/no single leader/);
  });

  it('finds Bloemfontein by the word in the location, in the fourth quarter of 2023 only', () => {
    const rows = [
      bRow({ location: 'Park Road police station, Bloemfontein', event_date: '2023-10-01' }),
      bRow({ location: 'Heidedal, bloemfontein', event_date: '2023-12-31' }),
      bRow({ location: 'Bloemfontein', event_date: '2023-09-30' }),
      bRow({ location: 'Thaba Nchu', municipality: 'Mangaung', event_date: '2023-11-11' }),
      bRow({ location: 'Bloemfontein', event_date: null, published_date: '2023-11-11' }),
      devRow({ location: 'Bloemfontein', event_date: '2023-11-11' }),
    ];
    expect(ask('filter: location contains', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('asks strictly more than half of rape rows to have a stated child victim', () => {
    const rows = [
      bRow({ crimes: ['rape'], victims_children: 2 }),
      bRow({ crimes: ['rape'], victims_children: 0 }),
      bRow({ crimes: ['rape', 'kidnapping'], victims_children: 1 }),
      bRow({ crimes: ['rape'], victims_children: null }),
      bRow({ crimes: ['sexual assault'], victims_children: 1 }),
    ];
    expect(ask('Is it true that more than half', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, bRow({ crimes: ['rape'], victims_children: 1 })];
    expect(ask('Is it true that more than half', more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('compares known attackers with strangers, the unstated on neither side and a tie being No', () => {
    const rows = [
      bRow({ relationship: 'partner' }),
      bRow({ relationship: 'stranger' }),
      bRow({ relationship: null }),
      bRow({ relationship: null }),
    ];
    expect(ask('Where the releases say how', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, bRow({ relationship: 'family' })];
    expect(ask('Where the releases say how', more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('reads Vrystaat as the Free State and verkragting as rape, not sexual assault', () => {
    const rows = [
      bRow({ province: 'Free State', crimes: ['murder', 'rape'] }),
      bRow({ province: 'Free State', crimes: ['rape'] }),
      bRow({ province: 'Free State', crimes: ['sexual assault'] }),
      bRow({ province: 'Free State', crimes: ['attempted murder'] }),
      bRow({ province: 'North West', crimes: ['murder'] }),
    ];
    expect(ask('Hoeveel moord en verkragting', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums police victims from 2020 on by event date, unstated figures adding nothing', () => {
    const rows = [
      bRow({ event_date: '2020-01-01', victims_police: 2 }),
      bRow({ event_date: '2023-05-05', victims_police: null }),
      bRow({ event_date: '2019-12-31', victims_police: 3 }),
      bRow({ event_date: null, published_date: '2021-01-01', victims_police: 1 }),
      bRow({ event_date: '2024-02-02', victims_police: 1 }),
    ];
    expect(ask('sinse 2020', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the police share over all rows and the Free State share over all killed', () => {
    const rows = [
      bRow({ province: 'Free State', victims_police: 1, victims_killed: 3 }),
      bRow({ province: 'Limpopo', victims_police: 0, victims_killed: 4 }),
      bRow({ province: 'Limpopo', victims_police: null, victims_killed: null }),
      bRow({ province: 'Free State', victims_police: null, victims_killed: 1 }),
    ];
    expect(ask('pct of rows where police victims', rows)).toEqual({ kind: 'number', value: 25 });
    // One row of four has a police victim; the Free State holds 3 + 1 of the 8 killed.
    expect(ask('Would it be fair to say the Free State', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('ranks municipalities by killed, skipping rows without one, and answers without "City of"', () => {
    const rows = [
      bRow({ municipality: 'City of Matlosana', victims_killed: 2 }),
      bRow({ municipality: 'City of Matlosana', victims_killed: 1 }),
      bRow({ municipality: 'Mangaung', victims_killed: 2 }),
      bRow({ municipality: null, victims_killed: 9 }),
    ];
    expect(ask('sum of killed grouped by municipality', rows)).toEqual({
      kind: 'text',
      value: ['City of Matlosana', 'Matlosana'],
    });
  });
});
