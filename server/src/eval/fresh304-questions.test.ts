import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH304_QUESTIONS } from './fresh304-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-fourth fresh question set (blind)', FRESH304_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH304_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH304_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-fourth fresh set reads the ground truth as its header says', () => {
  it('counts the second half of 2019 by event date alone, its edges in and the undated out', () => {
    const rows = [
      devRow({ event_date: '2019-07-01', published_date: '2019-07-02' }),
      devRow({ event_date: '2019-12-31', published_date: '2020-01-02' }),
      devRow({ event_date: '2019-06-30', published_date: '2019-07-03' }),
      devRow({ event_date: '2020-01-01', published_date: '2020-01-01' }),
      devRow({ event_date: null, published_date: '2019-09-01' }),
      devRow({ notebook: 'b', event_date: '2019-08-01' }),
    ];
    expect(ask('Good day. I keep a ledger', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums arrests over CIT heists and truck hijackings only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], num_suspects_arrested: 4 }),
      devRow({ crimes: ['truck hijacking', 'kidnapping'], num_suspects_arrested: 3 }),
      devRow({ crimes: ['truck hijacking'], num_suspects_arrested: null }),
      devRow({ crimes: ['carjacking'], num_suspects_arrested: 6 }),
      devRow({ crimes: ['business robbery'], num_suspects_arrested: 2 }),
    ];
    expect(ask('Cash vans hit', rows)).toEqual({ kind: 'number', value: 7 });
  });

  it('takes the median of every stated suspect age, averaging the middle two of an even count', () => {
    const rows = [
      devRow({ suspect_ages: [20, 40] }),
      devRow({ suspect_ages: [30] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [50] }),
      devRow({ notebook: 'b', suspect_ages: [99, 99] }),
    ];
    expect(ask('A precise matter', rows)).toEqual({ kind: 'number', value: 35 });
  });

  it('ranks municipalities by the stated killed, skipping unknown municipalities, and refuses a tie', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', victims_killed: 3 }),
      devRow({ municipality: 'City of Cape Town', victims_killed: null }),
      devRow({ municipality: 'eThekwini', victims_killed: 2 }),
      devRow({ municipality: null, victims_killed: 9 }),
    ];
    expect(ask('If the score of these releases', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
    const tied = [...rows, devRow({ municipality: 'eThekwini', victims_killed: 1 })];
    expect(() => ask('If the score of these releases', tied)).toThrow(/no single leader/);
  });

  it('takes "nobody nabbed" as a stated false, and the murder arrest share over murders alone', () => {
    const carjacking = (arrest_made: boolean | null) =>
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['carjacking'], arrest_made });
    const unstated = [carjacking(null), carjacking(true)];
    expect(ask('True or false', unstated)).toEqual({ kind: 'text', value: ['No', 'False'] });
    expect(ask('True or false', [...unstated, carjacking(false)])).toEqual({
      kind: 'text',
      value: ['Yes', 'True'],
    });
    const murders = [
      devRow({ notebook: 'b', crimes: ['murder'], arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['murder', 'kidnapping'], arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['murder'], arrest_made: null }),
      devRow({ notebook: 'b', crimes: ['attempted murder'], arrest_made: false }),
    ];
    expect(ask('Murders: in what percent', murders)).toEqual({ kind: 'number', value: 67 });
  });
});
