import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH104_QUESTIONS } from './fresh104-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-fourth fresh question set (blind)', FRESH104_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH104_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH104_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the hundred-and-fourth fresh set reads the ground truth as its header says', () => {
  it('counts weekend murders by event date alone, attempted murder and undated rows left out', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-06' }),
      devRow({ crimes: ['murder'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-13' }), // published on a Saturday
      b({ crimes: ['murder'], event_date: '2024-01-06' }),
    ];
    expect(ask('Weekend fixtures', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums decedents of murder cases since 2020, road deaths (MVA) and unstated figures adding nothing', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2020-01-01', victims_killed: 3 }),
      devRow({ crimes: ['murder'], event_date: '2024-05-01', victims_killed: null }),
      devRow({ crimes: ['murder'], event_date: '2019-12-31', victims_killed: 5 }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2023-01-01', victims_killed: 4 }),
      devRow({ crimes: ['murder', 'culpable homicide'], event_date: '2022-01-01', victims_killed: 7 }),
      devRow({ crimes: ['culpable homicide'], event_date: '2022-02-01', victims_killed: 2 }),
      devRow({ crimes: ['attempted murder'], event_date: '2022-03-01', victims_killed: 1 }),
      devRow({ crimes: ['murder'], event_date: '2021-06-01', victims_killed: 2 }),
    ];
    expect(ask('Inclusion criteria', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('takes the female share of victims over those of stated sex only', () => {
    const rows = [
      devRow({ num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ num_victims: 2, victims_female: 1, victims_male: 1 }),
      b({ victims_female: 9, victims_male: 0 }),
    ];
    expect(ask('Considering only the victims', rows)).toEqual({ kind: 'number', value: 40 });
  });

  it('dates the latest police victim by event date, an unstated or zero figure not counting', () => {
    const rows = [
      devRow({ event_date: '2019-03-01', victims_police: 2 }),
      devRow({ event_date: '2023-03-01', victims_police: 0 }),
      devRow({ event_date: '2024-03-01', victims_police: null }),
      devRow({ event_date: null, published_date: '2025-01-01', victims_police: 1 }),
      devRow({ event_date: '2018-03-01', victims_police: 1 }),
    ];
    expect(ask('What is the date of the most recent', rows)).toEqual({ kind: 'date', value: '2019-03-01' });
  });

  it('counts Wednesdays from 2019 by event date, undated rows and earlier years left out', () => {
    const rows = [
      devRow({ event_date: '2019-01-02' }), // Wednesday
      devRow({ event_date: '2024-01-03' }), // Wednesday
      devRow({ event_date: '2018-12-26' }), // Wednesday, before 2019
      devRow({ event_date: '2024-01-04' }), // Thursday
      devRow({ event_date: null, published_date: '2024-01-10' }), // published on a Wednesday
    ];
    expect(ask('/count dow=wed', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums injured over attempted-murder rows only, nulls adding nothing', () => {
    const rows = [
      devRow({ crimes: ['attempted murder'], victims_injured: 4 }),
      devRow({ crimes: ['murder', 'attempted murder'], victims_injured: 2 }),
      devRow({ crimes: ['attempted murder'], victims_injured: null }),
      devRow({ crimes: ['murder'], victims_injured: 9 }),
      devRow({ crimes: ['assault gbh'], victims_injured: 3 }),
    ];
    expect(ask('/sum injured', rows)).toEqual({ kind: 'number', value: 6 });
  });

  it('ranks municipalities by killed, skipping unknown ones and road deaths for the pathologist, and refuses a tie', () => {
    const rows = [
      b({ municipality: 'City of Mbombela', victims_killed: 3 }),
      b({ municipality: 'Mangaung', victims_killed: 2 }),
      b({ municipality: 'Mangaung', victims_killed: null }),
      b({ municipality: null, victims_killed: 9 }),
      b({ municipality: 'Mangaung', crimes: ['culpable homicide'], victims_killed: 4 }),
    ];
    expect(ask('Which local or metropolitan', rows)).toEqual({
      kind: 'text',
      value: ['City of Mbombela', 'Mbombela'],
    });
    expect(() =>
      ask('Which local or metropolitan', [...rows, b({ municipality: 'Mangaung', victims_killed: 1 })]),
    ).toThrow(/no single leader/);
  });

  it('counts murders from July to December of any year by event date', () => {
    const rows = [
      b({ crimes: ['murder'], event_date: '2015-07-01' }),
      b({ crimes: ['murder'], event_date: '2023-12-31' }),
      b({ crimes: ['murder'], event_date: '2023-06-30' }),
      b({ crimes: ['murder'], event_date: null, published_date: '2023-08-01' }),
      b({ crimes: ['attempted murder'], event_date: '2023-08-01' }),
    ];
    expect(ask('Second innings', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('answers the Northern Cape team sheet from stated female suspects only', () => {
    const unstated = [
      b({ province: 'Northern Cape', suspects_female: null, suspects_male: 3 }),
      b({ province: 'Northern Cape', suspects_female: 0 }),
      b({ province: 'Limpopo', suspects_female: 2 }),
    ];
    expect(ask('Checking the team sheet', unstated)).toEqual({ kind: 'text', value: 'No' });
    const some = [...unstated, b({ province: 'Northern Cape', suspects_female: 1 })];
    expect(ask('Checking the team sheet', some)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the female share of suspects over suspects of stated sex, and the year difference by event date', () => {
    const rows = [
      b({ event_date: '2023-02-01', suspects_female: 1, suspects_male: 3 }),
      b({ event_date: '2023-05-01', suspects_female: null, suspects_male: 4 }),
      b({ event_date: '2020-05-01', suspects_female: null, suspects_male: null }),
      b({ event_date: null, published_date: '2023-06-01', suspects_female: 2, suspects_male: null }),
    ];
    expect(ask('/pct suspects', rows)).toEqual({ kind: 'number', value: 30 });
    expect(ask('/diff count', rows)).toEqual({ kind: 'number', value: 1 });
    const reversed = [...rows, b({ event_date: '2020-09-01' }), b({ event_date: '2020-10-01' })];
    expect(() => ask('/diff count', reversed)).toThrow(/does not have more/);
  });

  it('dates the earliest Northern Cape fatality, MVA and zero or unstated killed left out', () => {
    const rows = [
      b({ province: 'Northern Cape', event_date: '2019-03-02', victims_killed: 1 }),
      b({ province: 'Northern Cape', event_date: '2017-01-01', victims_killed: 0 }),
      b({ province: 'Northern Cape', event_date: '2016-01-01', victims_killed: null }),
      b({
        province: 'Northern Cape',
        event_date: '2015-01-01',
        crimes: ['culpable homicide'],
        victims_killed: 2,
      }),
      b({ province: 'Free State', event_date: '2014-01-01', victims_killed: 3 }),
    ];
    expect(ask('In the Northern Cape', rows)).toEqual({ kind: 'date', value: '2019-03-02' });
  });
});
