import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH288_QUESTIONS } from './fresh288-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-eighty-eighth fresh question set (blind)', FRESH288_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH288_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH288_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-eighty-eighth fresh set reads the ground truth as its header says', () => {
  it('counts Wednesdays by the event date alone, an undated row on no weekday', () => {
    const rows = [
      devRow({ event_date: '2024-01-03' }), // Wednesday
      devRow({ event_date: '2024-01-10' }), // Wednesday
      devRow({ event_date: '2024-01-04' }), // Thursday
      devRow({ event_date: null, published_date: '2024-01-17' }), // published on a Wednesday
      devRow({ notebook: 'b', event_date: '2024-01-03' }),
    ];
    expect(ask('Good evening and welcome', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the median elevation over the stated arrests only, an even count averaging the middle two', () => {
    const rows = [
      devRow({ num_suspects_arrested: 1 }),
      devRow({ num_suspects_arrested: 6 }),
      devRow({ num_suspects_arrested: 2 }),
      devRow({ num_suspects_arrested: 9 }),
      devRow({ num_suspects_arrested: null }),
    ];
    expect(ask('Reviewing the plans', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it("takes the Western Cape's share of the footprint over all rows, undated ones included", () => {
    const rows = [
      devRow({ province: 'Western Cape' }),
      devRow({ province: 'Western Cape', event_date: null }),
      devRow({ province: 'Gauteng' }),
      devRow({ province: 'Gauteng', event_date: null }),
      devRow({ province: 'KwaZulu-Natal' }),
      devRow({ province: 'Eastern Cape' }),
      devRow({ province: 'Eastern Cape' }),
      devRow({ province: 'Eastern Cape' }),
    ];
    expect(ask('Footprint check', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('spans the Gauteng footprint by distinct municipalities, each once, the unknown left out', () => {
    const rows = [
      devRow({ municipality: 'Ekurhuleni' }),
      devRow({ municipality: 'Ekurhuleni' }),
      devRow({ municipality: 'City of Johannesburg' }),
      devRow({ municipality: null }),
      devRow({ municipality: 'City of Cape Town', province: 'Western Cape' }),
    ];
    expect(ask('For the Gauteng wing', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks municipalities by the arrests summed, not by incidents, and refuses a tie', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', num_suspects_arrested: 9 }),
      devRow({ municipality: 'Ekurhuleni', num_suspects_arrested: 3 }),
      devRow({ municipality: 'Ekurhuleni', num_suspects_arrested: 4 }),
      devRow({ municipality: 'Ekurhuleni', num_suspects_arrested: null }),
      devRow({ municipality: null, num_suspects_arrested: 20 }),
    ];
    expect(ask('A load-bearing question', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
    const tied = [...rows, devRow({ municipality: 'Ekurhuleni', num_suspects_arrested: 2 })];
    expect(() => ask('A load-bearing question', tied)).toThrow(/no single leader/);
  });

  it('compares the bags of killed by province, unstated figures adding nothing', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', victims_killed: 4 }),
      devRow({ province: 'Eastern Cape', victims_killed: null, num_victims: 9 }),
      devRow({ province: 'Western Cape', victims_killed: 3 }),
      devRow({ province: 'Western Cape', victims_killed: 2 }),
    ];
    expect(ask('The bag is people killed', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, devRow({ province: 'Eastern Cape', victims_killed: 2 })];
    expect(ask('The bag is people killed', more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('dates the latest poaching by event date, ignoring undated and other crimes', () => {
    const rows = [
      devRow({ crimes: ['poaching'], event_date: '2019-05-01' }),
      devRow({
        crimes: ['poaching', 'illegal firearm possession'],
        event_date: null,
        published_date: '2025-01-01',
      }),
      devRow({ crimes: ['stock theft'], event_date: '2024-01-01' }),
    ];
    expect(ask("Last time the poachers' spoor", rows)).toEqual({ kind: 'date', value: '2019-05-01' });
  });

  it('takes the share of women over victims of stated sex only', () => {
    const rows = [
      devRow({ notebook: 'b', num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ notebook: 'b', num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ notebook: 'b', num_victims: 4, victims_female: 2, victims_male: 2 }),
    ];
    expect(ask('Time for the gender split', rows)).toEqual({ kind: 'number', value: 43 });
  });

  it('finds the plase by the word farm in the location, any case, and sums only the stated killed', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'Lismor Farm, near Kestell', crimes: ['murder'], victims_killed: 3 }),
      devRow({ notebook: 'b', location: 'farm near Glen', crimes: ['stock theft'], victims_killed: null }),
      devRow({
        notebook: 'b',
        location: 'near Klippan farm, Slurry',
        crimes: ['house robbery'],
        victims_killed: 1,
      }),
      devRow({ notebook: 'b', location: 'Mareetsane', crimes: ['murder'], victims_killed: 5 }),
    ];
    expect(ask('Out on the plase', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('counts winter murders in June to August of any year, the undated left out', () => {
    const murder = (event_date: string | null, crimes = ['murder']) =>
      devRow({ notebook: 'b', crimes, event_date, published_date: '2024-07-15' });
    const rows = [
      murder('2015-06-01'),
      murder('2022-08-31'),
      murder('2020-07-29', ['murder', 'kidnapping']),
      murder('2021-09-01'),
      murder('2021-05-31'),
      murder(null),
      murder('2020-07-10', ['attempted murder']),
    ];
    expect(ask('Winter season', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('names the incident with the most victims by its own place, and refuses a tie', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'Lismor farm, near Kestell', num_victims: 7 }),
      devRow({ notebook: 'b', location: 'Mareetsane', num_victims: 2 }),
      devRow({ notebook: 'b', location: 'Kestell town', num_victims: null }),
    ];
    expect(ask('Which single incident', rows)).toEqual({ kind: 'text', value: ['Lismor farm'] });
    const tied = [...rows, devRow({ notebook: 'b', location: 'Noupoort', num_victims: 7 })];
    expect(() => ask('Which single incident', tied)).toThrow(/no single leader/);
  });

  it('takes the rape share of the Northern Cape over its own incidents only', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['rape'] }),
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['rape', 'kidnapping'] }),
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['theft'], event_date: null }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['rape'] }),
    ];
    expect(ask('Elevation of one sector', rows)).toEqual({ kind: 'number', value: 50 });
  });
});
