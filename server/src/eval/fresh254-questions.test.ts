import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH254_QUESTIONS } from './fresh254-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-fifty-fourth fresh question set (blind)', FRESH254_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH254_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH254_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-fifty-fourth fresh set reads the ground truth as its header says', () => {
  it('names the weekday of the earliest murder by event date, the undated and attempted murders left out', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2016-03-09' }), // Wednesday
      devRow({ crimes: ['murder'], event_date: '2014-10-26' }), // Sunday
      devRow({ crimes: ['attempted murder'], event_date: '2013-01-07' }), // Monday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2012-05-05' }),
    ];
    expect(ask('I am piecing together', rows)).toEqual({ kind: 'text', value: 'Sunday' });
  });

  it('names the weekday of the last kidnapping by event date, never by a later publication', () => {
    const rows = [
      devRow({
        notebook: 'b',
        crimes: ['kidnapping'],
        event_date: '2024-04-25',
        published_date: '2024-04-27',
      }), // Thursday
      devRow({ notebook: 'b', crimes: ['kidnapping', 'murder'], event_date: '2020-07-26' }),
      devRow({ notebook: 'b', crimes: ['kidnapping'], event_date: null, published_date: '2025-01-04' }),
      devRow({ notebook: 'b', crimes: ['extortion'], event_date: '2025-03-01' }),
    ];
    expect(ask('Turning to the kidnappings', rows)).toEqual({ kind: 'text', value: 'Thursday' });
  });

  it('counts summer as December to February of any year, in the coastal provinces only', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', event_date: '2017-12-27' }),
      devRow({ province: 'Western Cape', event_date: '2022-01-14' }),
      devRow({ province: 'Eastern Cape', event_date: '2025-02-08' }),
      devRow({ province: 'Eastern Cape', event_date: '2025-03-01' }),
      devRow({ province: 'Gauteng', event_date: '2020-12-20' }),
      devRow({ province: 'Western Cape', event_date: null, published_date: '2021-01-10' }),
    ];
    expect(ask('Good evening! Over the summer', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('sums the stated killed in June to August only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2023-06-03', victims_killed: 7 }),
      devRow({ crimes: ['murder'], event_date: '2022-08-31', victims_killed: 2 }),
      devRow({ crimes: ['murder'], event_date: '2022-07-09', victims_killed: null }),
      devRow({ crimes: ['murder'], event_date: '2022-09-01', victims_killed: 5 }),
      devRow({ crimes: ['murder'], event_date: '2022-05-31', victims_killed: 4 }),
    ];
    expect(ask('Brrr, winter is here!', rows)).toEqual({ kind: 'number', value: 9 });
  });

  it('takes the first-quarter share over every incident, the undated ones in the whole', () => {
    const rows = [
      devRow({ event_date: '2021-03-31' }),
      devRow({ event_date: '2019-01-01' }),
      devRow({ event_date: '2019-04-01' }),
      devRow({ event_date: null, published_date: '2020-02-02' }),
      devRow({ event_date: '2018-12-31' }),
      devRow({ event_date: '2018-11-30' }),
      devRow({ event_date: '2018-10-30' }),
      devRow({ event_date: '2018-09-30' }),
    ];
    expect(ask('Quick one before the forecast', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('counts GBV as rape or sexual assault where the pt knew the attacker, a stranger or unstated tie not', () => {
    const rows = [
      devRow({ crimes: ['rape'], relationship: 'acquaintance' }),
      devRow({ crimes: ['sexual assault'], relationship: 'partner' }),
      devRow({ crimes: ['rape', 'kidnapping'], relationship: 'family' }),
      devRow({ crimes: ['rape'], relationship: 'stranger' }),
      devRow({ crimes: ['rape'], relationship: null }),
      devRow({ crimes: ['assault gbh'], relationship: 'partner' }),
    ];
    expect(ask('GBV cases', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the median of pts killed over murders that state the figure', () => {
    const rows = [
      devRow({ crimes: ['murder'], victims_killed: 1 }),
      devRow({ crimes: ['murder'], victims_killed: 7 }),
      devRow({ crimes: ['murder', 'attempted murder'], victims_killed: 2 }),
      devRow({ crimes: ['murder'], victims_killed: 4 }),
      devRow({ crimes: ['murder'], victims_killed: null }),
      devRow({ crimes: ['attempted murder'], victims_killed: 0 }),
    ];
    expect(ask('Murder incidents: median', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('compares KZN with the Western Cape by stated killed, an equal figure being a no', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 4 }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: null }),
      devRow({ province: 'Western Cape', victims_killed: 3 }),
    ];
    expect(ask('More pts killed in KZN', rows)).toEqual({ kind: 'text', value: 'Yes' });
    const equal = [...rows, devRow({ province: 'Western Cape', victims_killed: 1 })];
    expect(ask('More pts killed in KZN', equal)).toEqual({ kind: 'text', value: 'No' });
  });

  it('counts murders inland against the Northern Cape, and refuses a reversed comparison', () => {
    const b = (province: string, crimes: string[]) => devRow({ notebook: 'b', province, crimes });
    const rows = [
      b('Free State', ['murder']),
      b('Limpopo', ['murder', 'kidnapping']),
      b('North West', ['murder']),
      b('Mpumalanga', ['attempted murder']),
      b('Northern Cape', ['murder']),
    ];
    expect(ask('Inland versus the coast', rows)).toEqual({ kind: 'number', value: 2 });
    const reversed = [...rows, b('Northern Cape', ['murder']), b('Northern Cape', ['murder'])];
    expect(() => ask('Inland versus the coast', reversed)).toThrow(/does not have more/);
  });

  it('takes the Northern Cape share over the spring incidents alone', () => {
    const b = (province: string, event_date: string | null) =>
      devRow({ notebook: 'b', province, event_date, published_date: '2024-10-01' });
    const rows = [
      b('Northern Cape', '2021-09-21'),
      b('Free State', '2020-10-02'),
      b('Limpopo', '2023-11-25'),
      b('Northern Cape', '2024-08-12'),
      b('Northern Cape', null),
    ];
    expect(ask('Spring has sprung!', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('ranks the winter months alone, a tie being refused', () => {
    const b = (event_date: string | null) =>
      devRow({ notebook: 'b', event_date, published_date: '2024-10-01' });
    const rows = [
      b('2020-07-26'),
      b('2021-07-01'),
      b('2019-06-30'),
      b('2018-12-01'),
      b('2018-12-02'),
      b('2018-12-03'),
      b(null),
    ];
    expect(ask('Winter check-in', rows)).toEqual({ kind: 'text', value: 'July' });
    expect(() => ask('Winter check-in', [...rows, b('2022-06-01')])).toThrow(/no single leader/);
  });

  it('counts kidnappings without a murder, and sums only stated minors', () => {
    const b = (crimes: string[], victims_children: number | null = null) =>
      devRow({ notebook: 'b', crimes, victims_children });
    const rows = [
      b(['kidnapping'], 1),
      b(['kidnapping', 'murder'], 2),
      b(['kidnapping', 'rape'], null),
      b(['murder'], 3),
    ];
    expect(ask('Kidnaping w/o murder', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Pts <18', rows)).toEqual({ kind: 'number', value: 6 });
  });

  it('compares 2017 with 2016 by event date, a tie being false', () => {
    const b = (event_date: string | null) =>
      devRow({ notebook: 'b', event_date, published_date: '2017-03-01' });
    const rows = [b('2017-01-01'), b('2016-12-31'), b(null)];
    expect(ask('Is it true or false', rows)).toEqual({ kind: 'text', value: ['No', 'False'] });
    expect(ask('Is it true or false', [...rows, b('2017-12-31')])).toEqual({
      kind: 'text',
      value: ['Yes', 'True'],
    });
  });
});
