import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH287_QUESTIONS } from './fresh287-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-eighty-seventh fresh question set (blind)', FRESH287_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH287_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH287_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the two-hundred-and-eighty-seventh fresh set reads the ground truth as its header says', () => {
  it('counts Gauteng murders only, attempted murder and other provinces left out', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ province: 'Gauteng', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['attempted murder'] }),
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
      b({ province: 'Gauteng', crimes: ['murder'] }),
    ];
    expect(ask('Driver to control', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the earliest kidnapping by event date, an undated one with an early publication left out', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2019-05-13', published_date: '2019-05-14' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['kidnapping', 'murder'], event_date: '2021-11-17' }),
      devRow({ crimes: ['murder'], event_date: '2012-01-01' }),
    ];
    expect(ask('Going by the timetable', rows)).toEqual({ kind: 'date', value: '2019-05-13' });
  });

  it('counts weekend jobs by the event date alone', () => {
    const rows = [
      devRow({ event_date: '2024-01-06' }), // Saturday
      devRow({ event_date: '2024-01-07' }), // Sunday
      devRow({ event_date: '2024-01-05' }), // Friday
      devRow({ event_date: null, published_date: '2024-01-13' }), // published on a Saturday
    ];
    expect(ask('Clipboard question', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the no-arrest share over every row, an unstated arrest not counted as none', () => {
    const rows = [
      devRow({ arrest_made: false }),
      devRow({ arrest_made: null }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
    ];
    expect(ask('Work orders where nobody', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('takes the median of the stated arrests, a stated 0 counting and an unstated one not', () => {
    const rows = [
      devRow({ num_suspects_arrested: 0 }),
      devRow({ num_suspects_arrested: 3 }),
      devRow({ num_suspects_arrested: null }),
      devRow({ num_suspects_arrested: 5 }),
      devRow({ num_suspects_arrested: 10 }),
    ];
    expect(ask('Line them all up', rows)).toEqual({ kind: 'number', value: 4 });
    expect(ask('Line them all up', rows.slice(0, 3))).toEqual({ kind: 'number', value: 1.5 });
  });

  it('balances murders against attempted murders and refuses a reversed balance', () => {
    const rows = [
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['murder', 'attempted murder'] }),
      devRow({ crimes: ['culpable homicide'] }),
    ];
    expect(ask('I am reconciling', rows)).toEqual({ kind: 'number', value: 2 });
    const reversed = [...rows, ...[1, 2, 3].map(() => devRow({ crimes: ['attempted murder'] }))];
    expect(() => ask('I am reconciling', reversed)).toThrow(/does not have more/);
  });

  it('ranks provinces by the stated killed, answers KZN in any form and refuses a tie', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 3 }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: null }),
      devRow({ province: 'Eastern Cape', victims_killed: 2 }),
      devRow({ province: 'Gauteng', victims_killed: null }),
    ];
    expect(ask('Posting the deaths', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    expect(() =>
      ask('Posting the deaths', [...rows, devRow({ province: 'Eastern Cape', victims_killed: 1 })]),
    ).toThrow(/no single leader/);
  });

  it('counts the 2019 to 2021 period inclusively by event date, undated rows outside it', () => {
    const rows = [
      devRow({ event_date: '2019-01-01' }),
      devRow({ event_date: '2021-12-31' }),
      devRow({ event_date: '2018-12-31' }),
      devRow({ event_date: '2022-01-01' }),
      devRow({ event_date: null, published_date: '2020-06-01' }),
    ];
    expect(ask('For the period from 1 January 2019', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts July of any year by event date and entries before 2020 without the undated', () => {
    const rows = [
      b({ event_date: '2016-07-02' }),
      b({ event_date: '2023-07-31' }),
      b({ event_date: '2020-01-01' }),
      b({ event_date: null, published_date: '2015-07-10' }),
      devRow({ event_date: '2017-07-01' }),
    ];
    expect(ask('Control, for the winter timetable', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Before the books opened', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('takes the women share over the victims of stated sex, and the mean over stated victim counts', () => {
    const rows = [
      b({ num_victims: 4, victims_female: 1, victims_male: 3 }),
      b({ num_victims: null, victims_female: null, victims_male: null }),
      b({ num_victims: 0, victims_female: 2, victims_male: 0 }),
      b({ num_victims: 3 }),
    ];
    expect(ask('Splitting the victims', rows)).toEqual({ kind: 'number', value: 50 });
    expect(ask('Where the number of victims', rows)).toEqual({ kind: 'number', value: 2.3 });
  });

  it('ranks crimes by the incidents that hold them and municipalities without the unknown', () => {
    const rows = [
      b({ crimes: ['murder', 'kidnapping'], municipality: 'Mangaung' }),
      b({ crimes: ['murder'], municipality: 'City of Matlosana' }),
      b({ crimes: ['rape'], municipality: 'Mangaung' }),
      b({ crimes: ['kidnapping'], municipality: null }),
      b({ crimes: ['theft', 'murder'], municipality: null }),
      b({ crimes: ['theft'], municipality: null }),
      devRow({ crimes: ['theft'], municipality: 'City of Cape Town' }),
    ];
    expect(ask('Rota planning', rows)).toEqual({ kind: 'text', value: 'murder' });
    expect(ask('Which municipality is the busiest', rows)).toEqual({
      kind: 'text',
      value: ['Mangaung', 'Mangaung'],
    });
    expect(() => ask('Rota planning', [...rows, b({ crimes: ['theft'] })])).toThrow(/no single leader/);
  });

  it('sums suspects arrested per province, unstated figures adding nothing', () => {
    const rows = [
      b({ province: 'Limpopo', num_suspects_arrested: 4 }),
      b({ province: 'Limpopo', num_suspects_arrested: null }),
      b({ province: 'Mpumalanga', num_suspects_arrested: 5 }),
      devRow({ province: 'Limpopo', num_suspects_arrested: 9 }),
    ];
    expect(ask('Please total the column', rows)).toEqual({ kind: 'number', value: 4 });
    expect(ask('Which province holds the largest credit', rows)).toEqual({
      kind: 'text',
      value: 'Mpumalanga',
    });
  });
});
