import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH305_QUESTIONS } from './fresh305-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-fifth fresh question set (blind)', FRESH305_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH305_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH305_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-fifth fresh set reads the ground truth as its header says', () => {
  it('counts the winter months June to August of any year by event date, the undated left out', () => {
    const rows = [
      devRow({ event_date: '2019-06-01' }),
      devRow({ event_date: '2023-08-31' }),
      devRow({ event_date: '2015-07-15' }),
      devRow({ event_date: '2020-05-31' }),
      devRow({ event_date: '2020-09-01' }),
      devRow({ event_date: null, published_date: '2021-07-04' }),
      devRow({ notebook: 'b', event_date: '2021-07-04' }),
    ];
    expect(ask('Threading the weft', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the Eastern Cape share of the killed over all stated killed, unstated adding nothing', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: 3 }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: null }),
      devRow({ province: 'Gauteng', crimes: ['murder'], victims_killed: 5 }),
      devRow({ province: 'Western Cape', crimes: ['culpable homicide'], victims_killed: 4 }),
    ];
    expect(ask('What share of all the people killed', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('reads "nobody arrested" as a stated false, never an unstated arrest, for zama zama busts', () => {
    const unstated = [
      devRow({ notebook: 'b', crimes: ['illegal mining'], arrest_made: null }),
      devRow({ notebook: 'b', crimes: ['theft'], arrest_made: false }),
    ];
    expect(ask('Zama zama busts', unstated)).toEqual({ kind: 'text', value: 'No' });
    const none = [...unstated, devRow({ notebook: 'b', crimes: ['illegal mining'], arrest_made: false })];
    expect(ask('Zama zama busts', none)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('subtracts the suspects arrested, unstated adding nothing, and refuses a reversed comparison', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: 6 }),
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: null }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 9 }),
    ];
    expect(ask('En garde! How many more suspects', rows)).toEqual({ kind: 'number', value: 4 });
    const reversed = [...rows, devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 5 })];
    expect(() => ask('En garde! How many more suspects', reversed)).toThrow(/does not have more/);
  });

  it('ranks months by people killed over dated deaths only, and refuses a tie', () => {
    const killed = (event_date: string | null, victims_killed: number | null) =>
      devRow({ notebook: 'b', crimes: ['murder'], event_date, victims_killed, published_date: '2024-12-31' });
    const rows = [
      killed('2023-07-04', 2),
      killed('2019-07-20', 1),
      killed('2022-12-01', 2),
      killed(null, 5),
      killed('2021-03-03', null),
      killed('2021-03-09', 0),
      killed('2021-03-19', 0),
    ];
    expect(ask('Depth check.', rows)).toEqual({ kind: 'text', value: 'July' });
    expect(() => ask('Depth check.', [...rows, killed('2020-12-25', 1)])).toThrow(/no single leader/);
  });
});
