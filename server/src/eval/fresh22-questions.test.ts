import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH22_QUESTIONS } from './fresh22-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The twenty-second fresh question set (blind)', FRESH22_QUESTIONS);

const ask = (question: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH22_QUESTIONS, question, rows);

describe('The twenty-second fresh question set, on invented rows', () => {
  it('counts business robberies before 2020 only when dated, an undated one falling in no window', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['business robbery'], event_date: '2019-12-31' }),
      devRow({ notebook: 'b', crimes: ['business robbery'], event_date: null }),
      devRow({ notebook: 'b', crimes: ['business robbery'], event_date: '2020-01-01' }),
      devRow({ notebook: 'b', crimes: ['armed robbery'], event_date: '2015-06-01' }),
    ];
    expect(ask('How many business robberies happened before 2020?', rows)).toEqual({
      kind: 'number',
      value: 1,
    });
  });

  it('takes the 2023/24 financial year from 1 April to 31 March, both ends inclusive', () => {
    const rows = ['2023-03-31', '2023-04-01', '2024-03-31', '2024-04-01'].map((event_date) =>
      devRow({ notebook: 'b', event_date }),
    );
    rows.push(devRow({ notebook: 'b', event_date: null }));
    expect(
      ask('How many incidents fall in the 2023/24 financial year, 1 April 2023 to 31 March 2024?', rows),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the suspects arrested in truck hijackings, a figure not stated adding nothing', () => {
    const rows = [
      devRow({ crimes: ['truck hijacking', 'kidnapping'], num_suspects_arrested: 3 }),
      devRow({ crimes: ['truck hijacking'], num_suspects_arrested: null }),
      devRow({ crimes: ['carjacking'], num_suspects_arrested: 5 }),
    ];
    expect(ask('In the truck hijackings, how many suspects were arrested altogether?', rows)).toEqual({
      kind: 'number',
      value: 3,
    });
  });

  it('counts an injury without a death only when nobody killed is stated', () => {
    const rows = [
      devRow({ notebook: 'b', victims_injured: 2, victims_killed: 0 }),
      devRow({ notebook: 'b', victims_injured: 1, victims_killed: null }),
      devRow({ notebook: 'b', victims_injured: 0, victims_killed: 0 }),
      devRow({ notebook: 'b', victims_injured: 3, victims_killed: 1 }),
    ];
    expect(ask('In how many incidents was somebody injured but nobody killed?', rows)).toEqual({
      kind: 'number',
      value: 1,
    });
  });

  it('answers a comparison "No" when both sides are level, and ranks crimes leaving murder out', () => {
    const level = [
      devRow({ notebook: 'b', province: 'North West', victims_killed: 2 }),
      devRow({ notebook: 'b', province: 'Mpumalanga', victims_killed: 1 }),
      devRow({ notebook: 'b', province: 'Mpumalanga', victims_killed: 1 }),
    ];
    expect(ask('NW more ppl killed than MP? y/n', level)).toEqual({ kind: 'text', value: 'No' });
    const crimes = [
      devRow({ notebook: 'b', crimes: ['murder', 'rape'] }),
      devRow({ notebook: 'b', crimes: ['murder', 'kidnapping'] }),
      devRow({ notebook: 'b', crimes: ['murder', 'kidnapping'] }),
    ];
    expect(ask('Apart from murder, which crime shows up in the most incidents?', crimes)).toEqual({
      kind: 'text',
      value: ['kidnapping'],
    });
  });
});
