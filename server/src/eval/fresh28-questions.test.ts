import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH28_QUESTIONS } from './fresh28-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The twenty-eighth fresh question set (blind)', FRESH28_QUESTIONS);

const expectation = (question: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH28_QUESTIONS, question, rows);

describe('The twenty-eighth set reads the ground truth as its header says', () => {
  it('takes the median over the stated ages, one per suspect, averaging the middle two of an even count', () => {
    const rows = [
      devRow({ suspect_ages: [20, 31] }),
      devRow({ suspect_ages: [24] }),
      devRow({ suspect_ages: [40] }),
      devRow({ suspect_ages: null }),
    ];
    expect(expectation('What is the median age of the suspects whose ages are given?', rows)).toEqual({
      kind: 'number',
      value: 27.5,
    });
  });

  it('takes the share with a fatality over the incidents that state victims_killed, zero included', () => {
    const rows = [
      devRow({ victims_killed: 2 }),
      devRow({ victims_killed: 0 }),
      devRow({ victims_killed: 0 }),
      devRow({ victims_killed: null }),
      devRow({}),
    ];
    expect(
      expectation(
        'Of the incidents that report how many victims died (including those reporting none), what percentage had at least one fatality? Round to the nearest whole percent.',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 33 });
  });

  it('counts carjackings and truck hijackings alike in Nelson Mandela Bay ("PE"), nowhere else', () => {
    const rows = [
      devRow({ municipality: 'Nelson Mandela Bay', crimes: ['carjacking'] }),
      devRow({ municipality: 'Nelson Mandela Bay', crimes: ['truck hijacking', 'kidnapping'] }),
      devRow({ municipality: 'Nelson Mandela Bay', crimes: ['armed robbery'] }),
      devRow({ municipality: 'Buffalo City', crimes: ['carjacking'] }),
    ];
    expect(
      expectation(
        "Okay, we've got Thandi on line two, calling from PE. She wants to know how many hijackings there were in Nelson Mandela Bay.",
        rows,
      ),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the July-to-December share over the dated incidents of any year, leaving undated ones out', () => {
    const rows = [
      devRow({ event_date: '2019-07-01' }),
      devRow({ event_date: '2023-12-31' }),
      devRow({ event_date: '2023-06-30' }),
      devRow({ event_date: '2021-01-15' }),
      devRow({ event_date: null }),
    ];
    expect(
      expectation(
        'What share of the dated incidents fell in the second half of the calendar year, July to December? Nearest whole percent, please.',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 50 });
  });
});
