import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH88_QUESTIONS } from './fresh88-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The eighty-eighth fresh question set (blind)', FRESH88_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH88_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH88_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the eighty-eighth fresh set reads the ground truth as its header says', () => {
  it('sums police victims on or off duty, an unstated figure adding nothing, in its own notebook only', () => {
    const rows = [
      devRow({ crimes: ['murder'], victims_police: 2 }),
      devRow({ crimes: ['attempted murder'], victims_police: null }),
      devRow({ crimes: ['burglary'], victims_police: 1 }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_police: 5 }),
    ];
    expect(ask('yo amaphoyisa', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('finds Khayelitsha by the word in the location, in any case, whatever the municipality', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', municipality: 'City of Cape Town', victims_killed: 7 }),
      devRow({ location: 'enkanini, khayelitsha', municipality: null, victims_killed: 2 }),
      devRow({ location: 'Site C, Khayelitsha', victims_killed: null }),
      devRow({ location: 'Mitchells Plain', municipality: 'City of Cape Town', victims_killed: 4 }),
    ];
    expect(ask('bangaki ababulawa', rows)).toEqual({ kind: 'number', value: 9 });
  });

  it('takes the male share over victims of stated sex only, to one decimal place', () => {
    const rows = [
      devRow({ num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ num_victims: 3, victims_female: 1, victims_male: 1 }),
      devRow({ notebook: 'b', num_victims: 9, victims_female: 0, victims_male: 9 }),
    ];
    expect(ask('Of the victims whose sex', rows)).toEqual({ kind: 'number', value: 60 });
    const thirds = [devRow({ victims_female: 1, victims_male: 2 })];
    expect(ask('Of the victims whose sex', thirds)).toEqual({ kind: 'number', value: 66.7 });
  });

  it('holds both ends of a date range by event date, leaving the undated out', () => {
    const rows = [
      devRow({ event_date: '2019-01-01' }),
      devRow({ event_date: '2020-06-30' }),
      devRow({ event_date: '2018-12-31' }),
      devRow({ event_date: '2020-07-01' }),
      devRow({ event_date: null, published_date: '2019-05-01' }),
    ];
    expect(ask('How many incidents (each counted once, irrespective', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('dates the earliest kidnapping by event date, never by publication', () => {
    const rows = [
      devRow({
        crimes: ['carjacking', 'kidnapping'],
        event_date: '2019-10-29',
        published_date: '2019-11-01',
      }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['murder'], event_date: '2012-01-01' }),
      devRow({ crimes: ['kidnapping'], event_date: '2021-03-01' }),
    ];
    expect(ask('What is the earliest incident date', rows)).toEqual({ kind: 'date', value: '2019-10-29' });
  });

  it('counts weekend murders by event date alone, attempted murder not being murder', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder', 'house robbery'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['murder'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-06' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-13' }), // published on a Saturday
    ];
    expect(ask('Tonight: weekends of blood', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('answers No for police victims in KwaZulu-Natal when figures are zero or unstated', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_police: 0 }),
      devRow({ province: 'KwaZulu-Natal', victims_police: null }),
      devRow({ province: 'Gauteng', victims_police: 3 }),
    ];
    expect(ask('Coming up: officers', rows)).toEqual({ kind: 'text', value: 'No' });
    const hurt = [...rows, devRow({ province: 'KwaZulu-Natal', victims_police: 1 })];
    expect(ask('Coming up: officers', hurt)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('names the most-wounded incident by the parts of its location no other incident shares', () => {
    const rows = [
      devRow({ location: 'Sweetwaters, Pietermaritzburg', victims_injured: 8 }),
      devRow({ location: 'Site B, Khayelitsha', victims_injured: 7 }),
      devRow({ location: 'Imbali, Pietermaritzburg', victims_injured: null }),
    ];
    expect(ask('Coming up: one attack', rows)).toEqual({ kind: 'text', value: ['Sweetwaters'] });
    const tied = [...rows, devRow({ location: 'Glebelands', victims_injured: 8 })];
    expect(() => ask('Coming up: one attack', tied)).toThrow(/no single leader/);
  });

  it('counts second-quarter incidents of any year with an arrest stated as made', () => {
    const b = (event_date: string | null, arrest_made: boolean | null) =>
      devRow({ notebook: 'b', event_date, arrest_made, published_date: '2024-07-01' });
    const rows = [
      b('2024-04-01', true),
      b('2019-06-30', true),
      b('2021-05-15', null),
      b('2022-05-15', false),
      b('2023-07-01', true),
      b('2023-03-31', true),
      b(null, true),
    ];
    expect(ask('How many incidents (each counted once) with', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the North West share of all suspects arrested to one decimal, unstated as nil', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: null }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 4 }),
      devRow({ notebook: 'a', province: 'North West', num_suspects_arrested: 10 }),
    ];
    expect(ask('What share of all suspects', rows)).toEqual({ kind: 'number', value: 33.3 });
  });

  it('ranks municipalities by summed arrests, setting aside rows without one, and refuses a tie', () => {
    const rows = [
      devRow({ notebook: 'b', municipality: 'City of Mbombela', num_suspects_arrested: 5 }),
      devRow({ notebook: 'b', municipality: 'Rustenburg', num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', municipality: 'Rustenburg', num_suspects_arrested: 1 }),
      devRow({ notebook: 'b', municipality: null, num_suspects_arrested: 9 }),
    ];
    expect(ask('Which municipality', rows)).toEqual({
      kind: 'text',
      value: ['City of Mbombela', 'Mbombela'],
    });
    const tied = [...rows, devRow({ notebook: 'b', municipality: 'Rustenburg', num_suspects_arrested: 1 })];
    expect(() => ask('Which municipality', tied)).toThrow(/no single leader/);
  });

  it('finds farm murders by the word in the location, in any case, murder alone', () => {
    const farm = (location: string, crimes: string[]) => devRow({ notebook: 'b', location, crimes });
    const rows = [
      farm('Lismor Farm, near Kestell', ['murder', 'armed robbery']),
      farm('farm near Glen', ['murder']),
      farm('near Klippan farm, Slurry', ['attempted murder']),
      farm('Spitskop Trust Farm, Thaba Nchu', ['stock theft']),
      farm('Mareetsane', ['murder']),
    ];
    expect(ask('Tonight: terror on the farmlands', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes a drug case as dealing or possession and dates the latest by event date', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['drug possession'], event_date: '2025-05-30' }),
      devRow({
        notebook: 'b',
        crimes: ['drug dealing', 'illegal firearm possession'],
        event_date: '2025-08-01',
      }),
      devRow({ notebook: 'b', crimes: ['drug possession'], event_date: null, published_date: '2026-01-01' }),
      devRow({ notebook: 'b', crimes: ['theft'], event_date: '2025-12-01' }),
    ];
    expect(ask('wen was da last drug case', rows)).toEqual({ kind: 'date', value: '2025-08-01' });
  });

  it('counts December of any year, and the male-over-female suspect gap, refusing a reversed gap', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2016-12-27', suspects_male: 3, suspects_female: 1 }),
      devRow({ notebook: 'b', event_date: '2024-12-01', suspects_male: null, suspects_female: null }),
      devRow({ notebook: 'b', event_date: '2024-11-30', suspects_male: 1, suspects_female: 0 }),
      devRow({ notebook: 'b', event_date: null, published_date: '2024-12-05' }),
    ];
    expect(ask("Coming up: the festive season's", rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('amadoda vs abesifazane', rows)).toEqual({ kind: 'number', value: 3 });
    const reversed = [...rows, devRow({ notebook: 'b', suspects_female: 4 })];
    expect(() => ask('amadoda vs abesifazane', reversed)).toThrow(/does not have more/);
  });
});
