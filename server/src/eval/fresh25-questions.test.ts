import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH25_QUESTIONS } from './fresh25-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The twenty-fifth fresh question set (blind)', FRESH25_QUESTIONS);

const expectation = (question: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH25_QUESTIONS, question, rows);

describe('The twenty-fifth set reads the ground truth as its header says', () => {
  it('counts a window on the incident date, both ends inclusive, leaving undated incidents out', () => {
    const rows = [
      devRow({ event_date: '2021-03-01' }),
      devRow({ event_date: '2022-06-30' }),
      devRow({ event_date: '2022-07-01' }),
      devRow({ event_date: null, published_date: '2021-06-01' }),
    ];
    expect(expectation('How many incidents were there between 1 March 2021 and 30 June 2022?', rows)).toEqual(
      {
        kind: 'number',
        value: 2,
      },
    );
  });

  it('counts a hijacking of a car and a truck in one incident once', () => {
    const rows = [
      devRow({ crimes: ['carjacking', 'truck hijacking'] }),
      devRow({ crimes: ['carjacking', 'kidnapping'] }),
      devRow({ crimes: ['robbery'] }),
    ];
    expect(expectation('how many hijackings all told, cars and trucks both?', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('answers No when the two sides are equal: "more" is strict', () => {
    const rows = [devRow({ crimes: ['stock theft'] }), devRow({ crimes: ['poaching'] })];
    expect(expectation('Were there more stock theft incidents than poaching incidents?', rows)).toEqual({
      kind: 'text',
      value: 'No',
    });
  });

  it('sums the killed of Free State farm incidents only, a null adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', location: 'Some farm, near Town', victims_killed: 3 }),
      devRow({ notebook: 'b', province: 'Free State', location: 'Other Farm', victims_killed: null }),
      devRow({ notebook: 'b', province: 'Free State', location: 'Bloemfontein', victims_killed: 5 }),
      devRow({ notebook: 'b', province: 'North West', location: 'a farm near Brits', victims_killed: 2 }),
    ];
    expect(
      expectation('Farm attacks in the Free State: how many people were killed in them altogether?', rows),
    ).toEqual({ kind: 'number', value: 3 });
    expect(expectation('How many of the Free State incidents took place on a farm?', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('averages the stated ages one per suspect, and refuses an average lying halfway', () => {
    const murder = (ages: number[] | null) => devRow({ crimes: ['murder'], suspect_ages: ages });
    const question = 'What was the average age of the suspects in murder cases, to the nearest year?';
    expect(expectation(question, [murder([20, 30]), murder([40]), murder(null)])).toEqual({
      kind: 'number',
      value: 30,
    });
    expect(() => expectation(question, [murder([20, 21])])).toThrow(/halfway/);
  });
});
