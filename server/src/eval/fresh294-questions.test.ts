import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH294_QUESTIONS } from './fresh294-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-ninety-fourth fresh question set (blind)', FRESH294_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH294_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH294_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-ninety-fourth fresh set reads the ground truth as its header says', () => {
  it('counts KZN murders alone: attempted murder and other provinces left out', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'KwaZulu-Natal', crimes: ['murder'] }),
    ];
    expect(ask('Murder, she wrote', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the clean-getaway share over all incidents, an unstated arrest not counting as none', () => {
    const rows = [
      devRow({ arrest_made: false }),
      devRow({ arrest_made: null }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
    ];
    expect(ask('A clean getaway', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('dates the earliest kidnapping by event date, the undated left out', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2019-05-13', published_date: '2019-05-14' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['murder'], event_date: '2012-01-01' }),
      devRow({ crimes: ['kidnapping', 'murder'], event_date: '2017-03-02' }),
    ];
    expect(ask('"Taken"', rows)).toEqual({ kind: 'date', value: '2017-03-02' });
  });

  it('takes the median of arrests over the stated figures only, an even count averaging the middle two', () => {
    const rows = [
      devRow({ num_suspects_arrested: 1 }),
      devRow({ num_suspects_arrested: 5 }),
      devRow({ num_suspects_arrested: null }),
      devRow({ num_suspects_arrested: null }),
      devRow({ num_suspects_arrested: 2 }),
      devRow({ num_suspects_arrested: 9 }),
    ];
    expect(ask('Line the incidents up like pallets', rows)).toEqual({ kind: 'number', value: 3.5 });
  });

  it('counts winter as June to August of event dates in any year, the undated left out', () => {
    const rows = [
      devRow({ event_date: '2019-06-01' }),
      devRow({ event_date: '2023-08-31' }),
      devRow({ event_date: '2020-07-15' }),
      devRow({ event_date: '2020-05-31' }),
      devRow({ event_date: '2020-09-01' }),
      devRow({ event_date: null, published_date: '2021-07-01' }),
    ];
    expect(ask('The bushveld goes dry', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('answers a comparison Yes only for strictly more', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Western Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'] }),
    ];
    expect(ask('Quick stock check', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, devRow({ province: 'Eastern Cape', crimes: ['attempted murder', 'murder'] })];
    expect(ask('Quick stock check', more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the women share over victims of stated sex, the unstated adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', num_victims: 3, victims_female: 2, victims_male: 1 }),
      devRow({ notebook: 'b', num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ notebook: 'b', num_victims: 2, victims_female: 0, victims_male: 2 }),
    ];
    expect(ask('Her share of the grid', rows)).toEqual({ kind: 'number', value: 40 });
  });

  it('ranks provinces by kidnapping incidents only and refuses a tie', () => {
    const b = (province: string, crimes: string[]) => devRow({ notebook: 'b', province, crimes });
    const rows = [
      b('North West', ['kidnapping']),
      b('North West', ['kidnapping', 'murder']),
      b('Limpopo', ['kidnapping']),
      b('Limpopo', ['murder']),
      b('Limpopo', ['murder']),
    ];
    expect(ask('Ten letters', rows)).toEqual({ kind: 'text', value: 'North West' });
    expect(() => ask('Ten letters', [...rows, b('Limpopo', ['kidnapping'])])).toThrow(/no single leader/);
  });

  it('ranks provinces by the sum of stated killed, not by incidents, and refuses a tie', () => {
    const b = (province: string, victims_killed: number | null) =>
      devRow({ notebook: 'b', province, crimes: ['murder'], victims_killed });
    const rows = [b('Free State', 5), b('Limpopo', 2), b('Limpopo', 1), b('Limpopo', null)];
    expect(ask('Some stretches of bush', rows)).toEqual({ kind: 'text', value: 'Free State' });
    expect(() => ask('Some stretches of bush', [...rows, b('Limpopo', 2)])).toThrow(/no single leader/);
  });

  it('takes the median suspect age over every stated age, one per suspect', () => {
    const rows = [
      devRow({ notebook: 'b', suspect_ages: [20, 40] }),
      devRow({ notebook: 'b', suspect_ages: null }),
      devRow({ notebook: 'b', suspect_ages: [31] }),
    ];
    expect(ask('Ages of the suspects', rows)).toEqual({ kind: 'number', value: 31 });
  });

  it('skips unknown municipalities in the ranking and accepts a name without "City of"', () => {
    const rows = [
      devRow({ notebook: 'b', municipality: 'City of Matlosana' }),
      devRow({ notebook: 'b', municipality: 'City of Matlosana' }),
      devRow({ notebook: 'b', municipality: 'Mangaung' }),
      devRow({ notebook: 'b', municipality: null }),
      devRow({ notebook: 'b', municipality: null }),
      devRow({ notebook: 'b', municipality: null }),
    ];
    expect(ask('Busiest bay', rows)).toEqual({ kind: 'text', value: ['City of Matlosana', 'Matlosana'] });
  });

  it('sums killed and arrested over the named province only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', victims_killed: 2, num_suspects_arrested: 4 }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_killed: null, num_suspects_arrested: null }),
      devRow({ notebook: 'b', province: 'North West', victims_killed: 5, num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', province: 'North West', victims_killed: 1, num_suspects_arrested: null }),
    ];
    expect(ask('Limpopo, my side', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('North West bay', rows)).toEqual({ kind: 'number', value: 3 });
  });
});
