import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH89_QUESTIONS } from './fresh89-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The eighty-ninth fresh question set (blind)', FRESH89_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH89_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH89_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the eighty-ninth fresh set reads the ground truth as its header says', () => {
  it('finds Khayelitsha by the word in the location, in any case, and sums only the stated killed', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', municipality: 'City of Cape Town', victims_killed: 3 }),
      devRow({ location: 'Enkanini, khayelitsha', victims_killed: null }),
      devRow({ location: 'KHAYELITSHA', victims_killed: 2 }),
      devRow({ location: 'Mitchells Plain', municipality: 'City of Cape Town', victims_killed: 4 }),
      devRow({ notebook: 'b', location: 'Khayelitsha', victims_killed: 9 }),
    ];
    expect(ask('Howzit!', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('says no when no location holds a tourist landmark, and yes when one does', () => {
    const rows = [devRow({ location: 'Panorama', province: 'Western Cape' })];
    expect(ask('Quick one for my safety briefing', rows)).toEqual({ kind: 'text', value: 'No' });
    const waterfront = [...rows, devRow({ location: 'V&A Waterfront, Cape Town' })];
    expect(ask('Quick one for my safety briefing', waterfront)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the summer season as December to February across the year end, in the Western Cape, by event date', () => {
    const wc = (event_date: string | null) =>
      devRow({ province: 'Western Cape', event_date, published_date: '2023-01-15' });
    const rows = [
      wc('2022-12-30'),
      wc('2023-01-02'),
      wc('2021-02-28'),
      wc('2023-03-01'),
      wc('2022-11-30'),
      wc(null),
      devRow({ province: 'Gauteng', event_date: '2022-12-25' }),
    ];
    expect(ask('Our busy season', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('ranks the Cape Flats areas by the words in the location, and refuses a tie', () => {
    const rows = [
      devRow({ location: 'Site C, Khayelitsha' }),
      devRow({ location: 'Enkanini, Khayelitsha' }),
      devRow({ location: 'Rocklands, Mitchells Plain' }),
      devRow({ location: 'Sea Point' }),
      devRow({ location: 'Sea Point, near Green Point' }),
      devRow({ location: 'Sea Point stadium' }),
    ];
    expect(ask('Eish, clients get nervous', rows)).toEqual({ kind: 'text', value: 'Khayelitsha' });
    const tied = [...rows, devRow({ location: 'Tafelsig, Mitchells Plain' })];
    expect(() => ask('Eish, clients get nervous', tied)).toThrow(/no single leader/);
  });

  it('counts weekend incidents with a stated injury above zero, by event date alone', () => {
    const rows = [
      devRow({ event_date: '2024-01-06', victims_injured: 2 }), // Saturday
      devRow({ event_date: '2024-01-07', victims_injured: 1 }), // Sunday
      devRow({ event_date: '2024-01-07', victims_injured: 0, victims_killed: 3 }), // Sunday, killed only
      devRow({ event_date: '2024-01-06', victims_injured: null }), // Saturday, unstated
      devRow({ event_date: '2024-01-08', victims_injured: 5 }), // Monday
      devRow({ event_date: null, published_date: '2024-01-13', victims_injured: 4 }), // published on a Saturday
    ];
    expect(ask('Our casualty room', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts hurt or killed on a weekend in notebook b, a stated zero or null of both left out', () => {
    const b = (event_date: string | null, victims_injured: number | null, victims_killed: number | null) =>
      devRow({ notebook: 'b', event_date, victims_injured, victims_killed, published_date: '2024-02-01' });
    const rows = [
      b('2024-01-06', 0, 1), // Saturday, killed
      b('2024-01-07', 1, 0), // Sunday, injured
      b('2024-01-07', 0, 0), // Sunday, nobody hurt
      b('2024-01-13', null, null), // Saturday, unstated
      b('2024-01-09', 2, 2), // Tuesday
      b(null, 1, 1),
    ];
    expect(ask('On how many weekends', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the latest child rape by event date: a rape with a stated child victim', () => {
    const rows = [
      devRow({ crimes: ['rape'], victims_children: 1, event_date: '2020-05-01' }),
      devRow({ crimes: ['rape'], victims_children: 0, event_date: '2023-01-01' }),
      devRow({ crimes: ['rape'], victims_children: null, event_date: '2023-02-01' }),
      devRow({ crimes: ['murder'], victims_children: 2, event_date: '2024-01-01' }),
      devRow({ crimes: ['rape'], victims_children: 1, event_date: null, published_date: '2025-01-01' }),
    ];
    expect(ask('Shame, those poor kids', rows)).toEqual({ kind: 'date', value: '2020-05-01' });
  });

  it('says whether a Free State rape had a child victim, a stated zero being no', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', crimes: ['rape'], victims_children: 0 }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['murder'], victims_children: 1 }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['rape'], victims_children: 1 }),
    ];
    expect(ask('Was there any rape in the Free State', rows)).toEqual({ kind: 'text', value: 'No' });
    const child = [
      ...rows,
      devRow({ notebook: 'b', province: 'Free State', crimes: ['rape'], victims_children: 2 }),
    ];
    expect(ask('Was there any rape in the Free State', child)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts female victims from the start of 2019 to the end of 2022, both years whole', () => {
    const rows = [
      devRow({ event_date: '2019-01-01', victims_female: 2 }),
      devRow({ event_date: '2022-12-31', victims_female: 1 }),
      devRow({ event_date: '2018-12-31', victims_female: 5 }),
      devRow({ event_date: '2023-01-01', victims_female: 5 }),
      devRow({ event_date: '2020-06-01', victims_female: null, num_victims: 3 }),
      devRow({ event_date: null, published_date: '2020-01-01', victims_female: 4 }),
    ];
    expect(ask('From the start of 2019', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('averages arrests per murder over stated figures only, to one decimal', () => {
    const rows = [
      devRow({ crimes: ['murder'], num_suspects_arrested: 1 }),
      devRow({ crimes: ['murder', 'robbery'], num_suspects_arrested: 2 }),
      devRow({ crimes: ['murder'], num_suspects_arrested: 2 }),
      devRow({ crimes: ['murder'], num_suspects_arrested: null }),
      devRow({ crimes: ['attempted murder'], num_suspects_arrested: 9 }),
    ];
    expect(ask('What is the mean number', rows)).toEqual({ kind: 'number', value: 1.7 });
  });

  it('averages arrests over CIT and business robberies together', () => {
    const b = (crimes: string[], num_suspects_arrested: number | null) =>
      devRow({ notebook: 'b', crimes, num_suspects_arrested });
    const rows = [
      b(['cash-in-transit robbery'], 12),
      b(['business robbery', 'illegal firearm possession'], 4),
      b(['business robbery'], null),
      b(['house robbery'], 20),
      b(['armed robbery'], 20),
    ];
    expect(ask('Average suspects arrested per incident', rows)).toEqual({ kind: 'number', value: 8 });
  });

  it('measures growth by event year, the undated left out, and refuses a fall', () => {
    const rows = [
      devRow({ event_date: '2021-01-01' }),
      devRow({ event_date: '2021-06-01' }),
      devRow({ event_date: '2022-02-01' }),
      devRow({ event_date: '2022-03-01' }),
      devRow({ event_date: '2022-04-01' }),
      devRow({ event_date: null, published_date: '2021-05-01' }),
    ];
    expect(ask('Year-on-year growth', rows)).toEqual({ kind: 'number', value: 50 });
    const fall = [...rows, devRow({ event_date: '2021-07-01' }), devRow({ event_date: '2021-08-01' })];
    expect(() => ask('Year-on-year growth', fall)).toThrow(/no growth/);
  });

  it('takes the share of killed over the stated killed of the whole notebook, and police share to one decimal', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', victims_killed: 1, victims_police: 1 }),
      devRow({ province: 'Eastern Cape', victims_killed: null, victims_police: null }),
      devRow({ province: 'Western Cape', victims_killed: 2, victims_police: 2 }),
      devRow({ province: 'Gauteng', victims_killed: 3, victims_police: 3 }),
    ];
    expect(ask('Deaths in the Eastern Cape', rows)).toEqual({ kind: 'number', value: 17 });
    expect(ask('Of all police officers', rows)).toEqual({ kind: 'number', value: 33.3 });
  });

  it('compares arrests in Q4 and Q1 across years, and refuses when Q4 has no more', () => {
    const rows = [
      devRow({ event_date: '2020-10-01', num_suspects_arrested: 4 }),
      devRow({ event_date: '2023-12-31', num_suspects_arrested: 3 }),
      devRow({ event_date: '2021-03-31', num_suspects_arrested: 2 }),
      devRow({ event_date: '2021-04-01', num_suspects_arrested: 9 }),
      devRow({ event_date: null, published_date: '2021-11-01', num_suspects_arrested: 9 }),
    ];
    expect(ask('Seasonality check', rows)).toEqual({ kind: 'number', value: 5 });
    const more = [...rows, devRow({ event_date: '2022-01-15', num_suspects_arrested: 5 })];
    expect(() => ask('Seasonality check', more)).toThrow(/does not have more/);
  });

  it('takes the female share of suspects over the suspects of stated sex, to one decimal', () => {
    const rows = [
      devRow({ notebook: 'b', suspects_female: 1, suspects_male: 5 }),
      devRow({ notebook: 'b', suspects_female: null, suspects_male: 2 }),
      devRow({ notebook: 'b', suspects_female: null, suspects_male: null, num_suspects_arrested: 7 }),
    ];
    expect(ask('Female suspects as a proportion', rows)).toEqual({ kind: 'number', value: 12.5 });
  });

  it('ranks the up-country towns by the words in the location, and names the biggest arrest by its own place', () => {
    const b = (location: string, num_suspects_arrested: number | null = 1) =>
      devRow({ notebook: 'b', location, num_suspects_arrested });
    const rows = [
      b('Heidedal, Bloemfontein'),
      b('farm near Bloemfontein'),
      b('bushes near West End Club, Kimberley', 3),
      b('old mine, Barberton', 19),
      b('Upington', null),
    ];
    expect(ask('Planning an up-country route', rows)).toEqual({ kind: 'text', value: 'Bloemfontein' });
    expect(ask('Which single incident', rows)).toEqual({ kind: 'text', value: ['old mine', 'Barberton'] });
  });
});
