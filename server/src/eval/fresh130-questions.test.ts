import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH130_QUESTIONS } from './fresh130-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-thirtieth fresh question set (blind)', FRESH130_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH130_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH130_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-thirtieth fresh set reads the ground truth as its header says', () => {
  it('counts Eastern Cape murders from 2020 by event date, leaving out undated and other notebooks', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'], event_date: '2020-01-01' }),
      devRow({ province: 'Eastern Cape', crimes: ['murder', 'attempted murder'], event_date: '2024-05-01' }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], event_date: '2019-12-31' }),
      devRow({
        province: 'Eastern Cape',
        crimes: ['murder'],
        event_date: null,
        published_date: '2023-01-01',
      }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'], event_date: '2022-01-01' }),
      devRow({ province: 'Gauteng', crimes: ['murder'], event_date: '2022-01-01' }),
      devRow({ notebook: 'b', province: 'Eastern Cape', crimes: ['murder'], event_date: '2022-01-01' }),
    ];
    expect(ask('quick one for a story', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the latest Gauteng kidnapping by event date, never by a later publication', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2021-11-17', published_date: '2021-11-20' }),
      devRow({ crimes: ['kidnapping', 'extortion'], event_date: null, published_date: '2025-09-01' }),
      devRow({ crimes: ['kidnapping'], event_date: '2024-02-01', province: 'Limpopo' }),
      devRow({ crimes: ['carjacking'], event_date: '2023-02-01' }),
    ];
    expect(ask('whats the date of the latest', rows)).toEqual({ kind: 'date', value: '2021-11-17' });
  });

  it('sums the stated killed of rows whose location names Khayelitsha, a null adding nothing', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', crimes: ['murder'], victims_killed: 7 }),
      devRow({ location: 'Enkanini, khayelitsha', crimes: ['drug possession'], victims_killed: null }),
      devRow({ location: 'Site C, Khayelitsha', crimes: ['murder'], victims_killed: 4 }),
      devRow({ location: 'Mitchells Plain', crimes: ['murder'], victims_killed: 5 }),
      devRow({ notebook: 'b', location: 'Khayelitsha', crimes: ['murder'], victims_killed: 9 }),
    ];
    expect(ask('how many ppl were killed', rows)).toEqual({ kind: 'number', value: 11 });
  });

  it('takes "nobody arrested" as a stated false, not an unstated arrest', () => {
    const unstated = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['cash-in-transit robbery'], arrest_made: null }),
      devRow({ province: 'Gauteng', crimes: ['cash-in-transit robbery'], arrest_made: false }),
    ];
    expect(ask('Any CIT heists in KZN', unstated)).toEqual({ kind: 'text', value: 'No' });
    const none = [
      ...unstated,
      devRow({ province: 'KwaZulu-Natal', crimes: ['cash-in-transit robbery'], arrest_made: false }),
    ];
    expect(ask('Any CIT heists in KZN', none)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts KwaZulu-Natal incidents from the first of 2021 to the last of 2023, undated left out', () => {
    const kzn = (event_date: string | null) =>
      devRow({ province: 'KwaZulu-Natal', event_date, published_date: '2022-06-01' });
    const rows = [kzn('2021-01-01'), kzn('2023-12-31'), kzn('2020-12-31'), kzn('2024-01-01'), kzn(null)];
    expect(ask('Please provide the number', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks provinces by the stated killed, answers KwaZulu-Natal also as KZN, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 7 }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: null }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: 3 }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: 3 }),
    ];
    expect(ask('For a written question', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    const tied = [...rows, devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: 1 })];
    expect(() => ask('For a written question', tied)).toThrow(/no single leader/);
  });

  it('compares injured by province and refuses the comparison when KwaZulu-Natal does not have more', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_injured: 8 }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_injured: null }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_injured: 3 }),
    ];
    expect(ask('The Minister has claimed', rows)).toEqual({ kind: 'number', value: 5 });
    const reversed = [...rows, devRow({ province: 'Eastern Cape', victims_injured: 6 })];
    expect(() => ask('The Minister has claimed', reversed)).toThrow(/does not have more/);
  });

  it('takes the murder arrest rate over murders only, an unstated arrest counting as no arrest', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: true }),
      devRow({ crimes: ['murder', 'attempted murder'], arrest_made: true }),
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['attempted murder'], arrest_made: false }),
      devRow({ crimes: ['theft'], arrest_made: true }),
    ];
    expect(ask('We track arrest rates', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('reads a police victim as a stated figure of at least one, for the injured and the arrest share', () => {
    const rows = (notebook: 'a' | 'b') => [
      devRow({ notebook, victims_police: 6, victims_injured: 6, arrest_made: true }),
      devRow({ notebook, victims_police: 1, victims_injured: null, arrest_made: false }),
      devRow({ notebook, victims_police: 0, victims_injured: 4, arrest_made: true }),
      devRow({ notebook, victims_police: null, victims_injured: 2, arrest_made: true }),
    ];
    expect(ask('Looking only at incidents where a police officer', rows('a'))).toEqual({
      kind: 'number',
      value: 6,
    });
    expect(ask('In the incidents where a police officer', rows('b'))).toEqual({ kind: 'number', value: 50 });
    // Notebook a's rows are not notebook b's: the share has nothing to be taken of.
    expect(() => ask('In the incidents where a police officer', rows('a'))).toThrow(/no rows/);
  });

  it('dates the earliest police victim by event date, leaving out undated and unstated rows', () => {
    const rows = [
      devRow({ notebook: 'b', victims_police: 1, event_date: '2020-06-27' }),
      devRow({ notebook: 'b', victims_police: 2, event_date: null, published_date: '2015-01-01' }),
      devRow({ notebook: 'b', victims_police: null, event_date: '2016-01-01' }),
      devRow({ notebook: 'b', victims_police: 0, event_date: '2017-01-01' }),
      devRow({ notebook: 'b', victims_police: 1, event_date: '2018-12-01' }),
    ];
    expect(ask('earliest incident in the notebook', rows)).toEqual({ kind: 'date', value: '2018-12-01' });
  });

  it('finds a farm attack by the word in the location, in any case, within the Free State', () => {
    const rows = [
      devRow({
        notebook: 'b',
        province: 'Free State',
        location: 'Lismor farm, near Kestell',
        victims_killed: 7,
      }),
      devRow({
        notebook: 'b',
        province: 'Free State',
        location: 'Spitskop Trust Farm, Thaba Nchu',
        victims_killed: null,
      }),
      devRow({ notebook: 'b', province: 'Free State', location: 'Phuthaditjhaba', victims_killed: 1 }),
      devRow({
        notebook: 'b',
        province: 'North West',
        location: 'near Klippan farm, Slurry',
        victims_killed: 1,
      }),
      devRow({ notebook: 'b', province: 'Free State', location: 'farm near Glen', victims_killed: 2 }),
    ];
    expect(ask('farm attacks in the Free State', rows)).toEqual({ kind: 'number', value: 9 });
  });

  it('counts hijackings as carjackings or truck hijackings and sums the arrests of a North West period', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['carjacking'], event_date: '2022-08-04' }),
      devRow({ notebook: 'b', crimes: ['truck hijacking'], event_date: '2022-09-29' }),
      devRow({ notebook: 'b', crimes: ['cash-in-transit robbery'], event_date: '2023-11-25' }),
      devRow({ notebook: 'b', crimes: ['carjacking'], event_date: null, published_date: '2024-01-01' }),
    ];
    expect(ask('When was the most recent hijacking', rows)).toEqual({ kind: 'date', value: '2022-09-29' });
    const northWest = (event_date: string | null, num_suspects_arrested: number | null) =>
      devRow({ notebook: 'b', province: 'North West', event_date, num_suspects_arrested });
    const arrests = [
      northWest('2019-03-21', 6),
      northWest('2021-12-31', 5),
      northWest('2020-07-29', null),
      northWest('2022-01-01', 4),
      northWest(null, 9),
      devRow({ notebook: 'b', province: 'Limpopo', event_date: '2020-01-01', num_suspects_arrested: 3 }),
    ];
    expect(ask('Total suspects arrested in North West', arrests)).toEqual({ kind: 'number', value: 11 });
  });

  it('ranks municipalities leaving out rows without one, answered with or without "City of"', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'City of Johannesburg' }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
    ];
    expect(ask('Which municipality comes up', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
  });
});
