import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH26_QUESTIONS } from './fresh26-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The twenty-sixth fresh question set (blind)', FRESH26_QUESTIONS);

const expectation = (question: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH26_QUESTIONS, question, rows);

describe('The twenty-sixth set reads the ground truth as its header says', () => {
  it('names the most-injured incident by the part of its place no other incident holds', () => {
    const rows = [
      devRow({ location: 'Alpha, Bravo', victims_injured: 8 }),
      devRow({ location: 'Charlie, Bravo', victims_injured: 3 }),
      devRow({ location: 'Delta', victims_injured: null }),
    ];
    expect(expectation('Which single incident left the most people injured?', rows)).toEqual({
      kind: 'text',
      value: ['Alpha'],
    });
  });

  it('counts suspects under 25 by their stated ages, one per suspect', () => {
    const rows = [
      devRow({ suspect_ages: [19, 30] }),
      devRow({ suspect_ages: [24] }),
      devRow({ suspect_ages: [25] }),
      devRow({ suspect_ages: null }),
    ];
    expect(
      expectation('Our youth programme works with young offenders: how many suspects were under 25?', rows),
    ).toEqual({ kind: 'number', value: 2 });
    expect(expectation('How old was the youngest suspect?', rows)).toEqual({ kind: 'number', value: 19 });
  });

  it('puts an incident whose death toll is not stated under no threshold', () => {
    const rows = [
      devRow({ victims_killed: 5 }),
      devRow({ victims_killed: 4 }),
      devRow({ victims_killed: null, num_victims: 9 }),
    ];
    expect(expectation('How many incidents had five or more people killed?', rows)).toEqual({
      kind: 'number',
      value: 1,
    });
  });

  it("takes the Eastern Cape's share of the stated deaths, rounded to a whole percent", () => {
    const rows = [
      devRow({ province: 'Eastern Cape', victims_killed: 1 }),
      devRow({ province: 'Western Cape', victims_killed: 2 }),
      devRow({ province: 'Eastern Cape', victims_killed: null }),
    ];
    expect(
      expectation('What share of all the deaths happened in the Eastern Cape, as a whole percentage?', rows),
    ).toEqual({ kind: 'number', value: 33 });
  });

  it('counts the festive-season window on incident dates, leaving undated incidents out', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2024-12-01' }),
      devRow({ notebook: 'b', event_date: '2025-01-31' }),
      devRow({ notebook: 'b', event_date: '2025-02-01' }),
      devRow({ notebook: 'b', event_date: null, published_date: '2024-12-20' }),
    ];
    expect(
      expectation('Festive season check: how many incidents from 1 December 2024 to 31 January 2025?', rows),
    ).toEqual({ kind: 'number', value: 2 });
  });
});
