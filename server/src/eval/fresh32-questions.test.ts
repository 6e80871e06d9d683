import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH32_QUESTIONS } from './fresh32-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The thirty-second fresh question set (blind)', FRESH32_QUESTIONS);

const expectation = (question: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH32_QUESTIONS, question, rows);

describe('The thirty-second set reads the ground truth as its header says', () => {
  it('takes the last three years from the year of the latest dated incident, ends inclusive', () => {
    const trend =
      'Is the trend up? Did the last three years in the notebook see more incidents than the three years before them?';
    const rows = [
      devRow({ event_date: '2021-12-31' }),
      devRow({ event_date: '2019-01-01' }),
      devRow({ event_date: '2018-12-31' }),
      devRow({ event_date: null }),
      devRow({ event_date: null }),
    ];
    // 2019 to 2021 holds two; 2016 to 2018 holds one.
    expect(expectation(trend, rows)).toEqual({ kind: 'text', value: 'Yes' });
    // A later incident moves both windows: 2020 to 2022 holds two, 2017 to 2019 holds two.
    expect(expectation(trend, [...rows, devRow({ event_date: '2022-06-01' })])).toEqual({
      kind: 'text',
      value: 'No',
    });
  });

  it('counts extortion or corruption over the last three years of notebook b, undated incidents left out', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2025-03-01', crimes: ['theft'] }),
      devRow({ notebook: 'b', event_date: '2023-01-01', crimes: ['extortion'] }),
      devRow({ notebook: 'b', event_date: '2024-05-05', crimes: ['corruption', 'fraud'] }),
      devRow({ notebook: 'b', event_date: '2022-12-31', crimes: ['extortion'] }),
      devRow({ notebook: 'b', event_date: null, crimes: ['corruption'] }),
    ];
    expect(
      expectation(
        'Over the last three years in the notebook, how many incidents involved extortion or corruption?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the female share over the stated female and male victims only', () => {
    const rows = [
      devRow({ num_victims: 5, victims_female: 1, victims_male: 1 }),
      devRow({ num_victims: 3, victims_female: null, victims_male: 2 }),
      devRow({ num_victims: 4, victims_female: null, victims_male: null }),
    ];
    expect(
      expectation(
        'Of the victims whose sex is given, what percentage were women or girls? Round to a whole number.',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 25 });
  });

  it('counts the stated ages strictly under 25, one per suspect', () => {
    const rows = [
      devRow({ suspect_ages: [24, 25, 19] }),
      devRow({ suspect_ages: null, num_suspects_arrested: 3 }),
      devRow({ suspect_ages: [30] }),
    ];
    expect(
      expectation(
        'Young accused often get different treatment at bail stage. Of the suspects whose ages are stated, how many were younger than 25?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 2 });
  });
});
