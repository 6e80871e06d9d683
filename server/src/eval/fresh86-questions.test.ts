import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH86_QUESTIONS } from './fresh86-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The eighty-sixth fresh question set (blind)', FRESH86_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH86_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH86_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the eighty-sixth fresh set reads the ground truth as its header says', () => {
  it('sums the stated children of its own notebook, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ victims_children: 2 }),
      devRow({ victims_children: null }),
      devRow({ victims_children: 1 }),
      devRow({ notebook: 'b', victims_children: 5 }),
    ];
    expect(ask('Dumelang! It is Koko', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('sums women victims of the Western Cape only', () => {
    const rows = [
      devRow({ province: 'Western Cape', victims_female: 2, victims_male: 1 }),
      devRow({ province: 'Western Cape', victims_female: null }),
      devRow({ province: 'Eastern Cape', victims_female: 4 }),
    ];
    expect(ask('Aowa, these things', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts a December of any year by the event date, never the publication date', () => {
    const rows = [
      devRow({ event_date: '2017-12-27', published_date: '2018-01-03' }),
      devRow({ event_date: '2022-12-01' }),
      devRow({ event_date: '2022-11-30', published_date: '2022-12-02' }),
      devRow({ event_date: null, published_date: '2020-12-15' }),
    ];
    expect(ask('Eish, December', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('answers whether police were victims in the Eastern Cape from that province alone', () => {
    const elsewhere = [
      devRow({ province: 'Western Cape', victims_police: 6 }),
      devRow({ province: 'Eastern Cape', victims_police: null }),
      devRow({ province: 'Eastern Cape', victims_police: 0 }),
    ];
    expect(ask('My late husband', elsewhere)).toEqual({ kind: 'text', value: 'No' });
    const there = [...elsewhere, devRow({ province: 'Eastern Cape', victims_police: 1 })];
    expect(ask('My late husband', there)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes Joburg as the City of Johannesburg municipality, not all of Gauteng', () => {
    const rows = [
      devRow({ municipality: 'City of Johannesburg', num_suspects_arrested: 3 }),
      devRow({ municipality: 'City of Johannesburg', num_suspects_arrested: null }),
      devRow({ municipality: 'Ekurhuleni', num_suspects_arrested: 6 }),
      devRow({ municipality: 'City of Tshwane', location: 'Johannesburg road', num_suspects_arrested: 2 }),
    ];
    expect(ask('yo how many ppl', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('ranks the hood by killed, skips rows without a municipality, and names it with or without "City of"', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', victims_killed: 4 }),
      devRow({ municipality: 'City of Cape Town', victims_killed: 3 }),
      devRow({ municipality: 'eThekwini', victims_killed: 6 }),
      devRow({ municipality: null, victims_killed: 9 }),
    ];
    expect(ask('which hood', rows)).toEqual({ kind: 'text', value: ['City of Cape Town', 'Cape Town'] });
    expect(() =>
      ask('which hood', [...rows, devRow({ municipality: 'eThekwini', victims_killed: 1 })]),
    ).toThrow(/no single leader/);
  });

  it('takes the murder no-arrest share over murder rows only, an unstated arrest not being nobody', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder', 'attempted murder'], arrest_made: true }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['attempted murder'], arrest_made: false }),
      devRow({ crimes: ['culpable homicide'], arrest_made: false }),
    ];
    expect(ask('wat percent of the murda', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('dates the last cash-van hit by event date, the undated never latest', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2021-03-29', published_date: '2021-04-01' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: null, published_date: '2025-01-01' }),
      devRow({ crimes: ['armed robbery'], event_date: '2024-12-01' }),
    ];
    expect(ask('wat date', rows)).toEqual({ kind: 'date', value: '2021-03-29' });
  });

  it('sums KwaZulu-Natal fatalities in a range that holds both end days and leaves the undated out', () => {
    const kzn = (event_date: string | null, victims_killed: number | null) =>
      devRow({ province: 'KwaZulu-Natal', event_date, victims_killed });
    const rows = [
      kzn('2022-01-01', 4),
      kzn('2023-12-31', 7),
      kzn('2021-12-31', 5),
      kzn('2024-01-01', 2),
      kzn(null, 9),
      kzn('2022-06-01', null),
      devRow({ province: 'Western Cape', event_date: '2022-06-01', victims_killed: 3 }),
    ];
    expect(ask('Total number of fatalities', rows)).toEqual({ kind: 'number', value: 11 });
  });

  it('takes the fatal share of casualties to one decimal, unstated injuries adding nothing', () => {
    const rows = [
      devRow({ victims_killed: 2, victims_injured: 1 }),
      devRow({ victims_killed: 0, victims_injured: null }),
      devRow({ victims_killed: null, victims_injured: 0 }),
    ];
    expect(ask('Of all recorded casualties', rows)).toEqual({ kind: 'number', value: 66.7 });
  });

  it('counts ten victims in one Western Cape incident as a mass-casualty event', () => {
    const none = [
      devRow({ province: 'Western Cape', num_victims: 9 }),
      devRow({ province: 'Eastern Cape', num_victims: 14 }),
      devRow({ province: 'Western Cape', num_victims: null }),
    ];
    expect(ask('Was there a mass-casualty', none)).toEqual({ kind: 'text', value: 'No' });
    const one = [...none, devRow({ province: 'Western Cape', num_victims: 10 })];
    expect(ask('Was there a mass-casualty', one)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('names the incident with most injuries by the part of its location no other shares', () => {
    const rows = [
      devRow({ location: 'Sweetwaters', victims_injured: 8 }),
      devRow({ location: 'Site B, Khayelitsha', victims_injured: 7 }),
      devRow({ location: 'Site C, Khayelitsha', victims_injured: null }),
    ];
    expect(ask('Which single incident produced', rows)).toEqual({ kind: 'text', value: ['Sweetwaters'] });
  });

  it('counts rape alone in the province ranking, not sexual assault', () => {
    const b = (province: string, crimes: string[]) => devRow({ notebook: 'b', province, crimes });
    const rows = [
      b('Northern Cape', ['rape']),
      b('Northern Cape', ['rape', 'murder']),
      b('North West', ['rape']),
      b('North West', ['sexual assault']),
      b('North West', ['sexual assault']),
    ];
    expect(ask('These things they do', rows)).toEqual({ kind: 'text', value: 'Northern Cape' });
  });

  it('finds a Sunday by the event date alone', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2024-07-28' }), // Sunday
      devRow({ notebook: 'b', event_date: '2024-07-27' }), // Saturday
      devRow({ notebook: 'b', event_date: null, published_date: '2024-07-28' }),
    ];
    expect(ask('On Sundays', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('takes the third quarter of 2020 from 1 July to 30 September, both days included', () => {
    const b = (event_date: string, victims_killed: number | null) =>
      devRow({ notebook: 'b', event_date, victims_killed });
    const rows = [
      b('2020-07-01', 1),
      b('2020-09-30', 3),
      b('2020-06-30', 5),
      b('2020-10-01', 2),
      b('2021-08-01', 4),
      b('2020-08-15', null),
    ];
    expect(ask('How many victims were killed', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('counts a fatal incident as one with at least one stated death', () => {
    const b = (victims_killed: number | null) => devRow({ notebook: 'b', victims_killed });
    const rows = [b(1), b(3), b(0), b(null)];
    expect(ask('What percentage of the incidents were fatal', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('takes killed less injured, refusing a question where the injured are not fewer', () => {
    const b = (victims_killed: number | null, victims_injured: number | null) =>
      devRow({ notebook: 'b', victims_killed, victims_injured });
    const rows = [b(7, 0), b(1, 2), b(null, 1)];
    expect(ask('Fatal versus non-fatal', rows)).toEqual({ kind: 'number', value: 5 });
    expect(() => ask('Fatal versus non-fatal', [...rows, b(0, 5)])).toThrow(/not more killed/);
  });

  it('compares arrests in Mpumalanga and Limpopo by summed arrests, not incidents', () => {
    const b = (province: string, num_suspects_arrested: number | null) =>
      devRow({ notebook: 'b', province, num_suspects_arrested });
    const rows = [b('Mpumalanga', 19), b('Limpopo', 1), b('Limpopo', 1), b('Limpopo', null)];
    expect(ask('how many more ppl', rows)).toEqual({ kind: 'number', value: 17 });
  });
});
