import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH292_QUESTIONS } from './fresh292-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-ninety-second fresh question set (blind)', FRESH292_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH292_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH292_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-ninety-second fresh set reads the ground truth as its header says', () => {
  it('sums the killed of Gauteng only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['murder'], victims_killed: 2 }),
      devRow({ crimes: ['murder'], victims_killed: null }),
      devRow({ crimes: ['murder'], province: 'Western Cape', victims_killed: 5 }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_killed: 7 }),
    ];
    expect(ask('Station to ground', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the earliest kidnapping by event date, an undated one never first', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2019-05-13', published_date: '2019-05-14' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['murder'], event_date: '2012-01-01' }),
      devRow({ crimes: ['kidnapping'], event_date: '2021-11-17' }),
    ];
    expect(ask('Ground, we are tracking', rows)).toEqual({ kind: 'date', value: '2019-05-13' });
  });

  it('counts a weekend by event date alone, the undated left out', () => {
    const rows = [
      devRow({ event_date: '2024-01-06' }), // Saturday
      devRow({ event_date: '2024-01-07' }), // Sunday
      devRow({ event_date: '2024-01-08' }), // Monday
      devRow({ event_date: null, published_date: '2024-01-13' }), // published on a Saturday
    ];
    expect(ask('Orbit check', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the median of the stated arrests only, the mean of two middles with an even count', () => {
    const rows = [
      devRow({ num_suspects_arrested: 0 }),
      devRow({ num_suspects_arrested: 1 }),
      devRow({ num_suspects_arrested: 4 }),
      devRow({ num_suspects_arrested: 9 }),
      devRow({ num_suspects_arrested: null }),
      devRow({ num_suspects_arrested: null }),
    ];
    expect(ask('I have mended a good many soles', rows)).toEqual({ kind: 'number', value: 2.5 });
  });

  it('compares women and men victims by the stated figures, nulls adding nothing', () => {
    const rows = [
      devRow({ victims_female: 2, victims_male: 1 }),
      devRow({ victims_female: null, victims_male: 3 }),
    ];
    expect(ask('A pair of shoes', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, devRow({ victims_female: 3, victims_male: null })];
    expect(ask('A pair of shoes', more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('ranks provinces by summed arrests, not by incidents, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'Gauteng', num_suspects_arrested: 1 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: 1 }),
      devRow({ province: 'KwaZulu-Natal', num_suspects_arrested: 3 }),
      devRow({ province: 'Western Cape', num_suspects_arrested: null }),
    ];
    expect(ask('Every heel wears down', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    const tied = [...rows, devRow({ province: 'Gauteng', num_suspects_arrested: 1 })];
    expect(() => ask('Every heel wears down', tied)).toThrow(/no single leader/);
  });

  it('takes the firearm share over all the notebook rows', () => {
    const rows = [
      devRow({ crimes: ['illegal firearm possession', 'murder'] }),
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['theft'], event_date: null }),
      devRow({ crimes: ['drug dealing'] }),
      devRow({ notebook: 'b', crimes: ['illegal firearm possession'] }),
    ];
    expect(ask('Stitch by stitch', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('counts Gauteng kidnappings since 2020 by event date, the undated and 2019 left out', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2020-01-01' }),
      devRow({ crimes: ['kidnapping'], event_date: '2019-12-31', published_date: '2020-01-03' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2024-01-03' }),
      devRow({ crimes: ['kidnapping'], event_date: '2024-06-01', province: 'Limpopo' }),
      devRow({ crimes: ['murder'], event_date: '2024-06-01' }),
    ];
    expect(ask('chat is going crazy', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('ranks crimes by the incidents holding them, each crime of an incident counted once, and refuses a tie', () => {
    const rows = [
      devRow({ crimes: ['murder', 'illegal firearm possession'] }),
      devRow({ crimes: ['murder'], event_date: null }),
      devRow({ crimes: ['attempted murder', 'illegal firearm possession'] }),
      devRow({ crimes: ['murder'] }),
      devRow({ notebook: 'b', crimes: ['illegal firearm possession'] }),
    ];
    expect(ask('yo chat wants the final boss', rows)).toEqual({ kind: 'text', value: 'murder' });
    const tied = [...rows, devRow({ crimes: ['illegal firearm possession'] })];
    expect(() => ask('yo chat wants the final boss', tied)).toThrow(/no single leader/);
  });

  it('ranks provinces by rape incidents only, undated ones counted', () => {
    const b = (province: string, crimes: string[], event_date: string | null = '2023-01-01') =>
      devRow({ notebook: 'b', province, crimes, event_date });
    const rows = [
      b('Northern Cape', ['rape']),
      b('Northern Cape', ['rape', 'kidnapping'], null),
      b('North West', ['rape']),
      b('North West', ['murder']),
      b('North West', ['sexual assault']),
    ];
    expect(ask('chat spamming the same q', rows)).toEqual({ kind: 'text', value: 'Northern Cape' });
  });

  it('counts rape or murder in Limpopo or Mpumalanga, either crime in either province', () => {
    const b = (province: string, crimes: string[]) => devRow({ notebook: 'b', province, crimes });
    const rows = [
      b('Limpopo', ['rape']),
      b('Mpumalanga', ['murder', 'rape']),
      b('Limpopo', ['attempted murder']),
      b('Free State', ['murder']),
    ];
    expect(ask('Ground, copy. Requesting a headcount', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('reads "an arrest made" as a stated true, over all rows', () => {
    const rows = [
      devRow({ notebook: 'b', arrest_made: true }),
      devRow({ notebook: 'b', arrest_made: false }),
      devRow({ notebook: 'b', arrest_made: null }),
      devRow({ notebook: 'b', arrest_made: null }),
    ];
    expect(ask('Station here', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('averages victims over the stated counts only', () => {
    const rows = [
      devRow({ notebook: 'b', num_victims: 1 }),
      devRow({ notebook: 'b', num_victims: 0 }),
      devRow({ notebook: 'b', num_victims: 3 }),
      devRow({ notebook: 'b', num_victims: null }),
    ];
    expect(ask('Mission control', rows)).toEqual({ kind: 'number', value: 1.3 });
  });

  it('counts 2016 through 2019 inclusive by event date', () => {
    const b = (event_date: string | null) =>
      devRow({ notebook: 'b', event_date, published_date: '2018-01-01' });
    const rows = [b('2016-01-01'), b('2019-12-31'), b('2015-12-31'), b('2020-01-01'), b(null)];
    expect(ask('I have sat at this bench', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the share of women over the victims of stated sex', () => {
    const rows = [
      devRow({ notebook: 'b', num_victims: 4, victims_female: 1, victims_male: 3 }),
      devRow({ notebook: 'b', num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ notebook: 'a', victims_female: 5, victims_male: 0 }),
    ];
    expect(ask('ok real talk chat', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('sums the men among the suspects, suspects_male alone', () => {
    const rows = [
      devRow({ notebook: 'b', suspects_male: 3, suspects_female: 1, num_suspects_arrested: 4 }),
      devRow({ notebook: 'b', suspects_male: null, num_suspects_arrested: 2 }),
    ];
    expect(ask('I count suspects', rows)).toEqual({ kind: 'number', value: 3 });
  });
});
