import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH29_QUESTIONS } from './fresh29-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The twenty-ninth fresh question set (blind)', FRESH29_QUESTIONS);

const expectation = (question: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH29_QUESTIONS, question, rows);

describe('The twenty-ninth set reads the ground truth as its header says', () => {
  it('counts a month window from the first day of its first month to the last day of its last, undated left out', () => {
    const rows = [
      devRow({ municipality: 'eThekwini', event_date: '2021-05-31' }),
      devRow({ municipality: 'eThekwini', event_date: '2021-06-01' }),
      devRow({ municipality: 'eThekwini', event_date: '2023-06-30' }),
      devRow({ municipality: 'eThekwini', event_date: '2023-07-01' }),
      devRow({ municipality: 'eThekwini', event_date: null, published_date: '2022-01-10' }),
      devRow({ municipality: 'Msunduzi', event_date: '2022-01-01' }),
    ];
    expect(
      expectation(
        'In eThekwini, how many incidents took place between June 2021 and June 2023, inclusive?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the female share over the victims whose sex is stated, not over all victims', () => {
    const rows = [
      devRow({ notebook: 'b', num_victims: 5, victims_female: 1, victims_male: 2 }),
      devRow({ notebook: 'b', num_victims: 4, victims_female: null, victims_male: null }),
    ];
    expect(
      expectation(
        'Among the victims whose sex is recorded, what percentage were female? Please round to a whole number for my learners.',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 33 });
  });

  it('counts murders that do not also hold attempted murder', () => {
    const rows = [
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['murder', 'armed robbery'] }),
      devRow({ crimes: ['murder', 'attempted murder'] }),
      devRow({ crimes: ['attempted murder'] }),
    ];
    expect(
      expectation('How many incidents were murders without an attempted murder in the same incident?', rows),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('reads abafazi as the stated women suspects over the suspects whose sex is stated', () => {
    const rows = [
      devRow({ notebook: 'b', suspects_female: 1, suspects_male: 3 }),
      devRow({ notebook: 'b', suspects_female: null, suspects_male: 3 }),
      devRow({ notebook: 'b', suspects_female: null, suspects_male: null, num_suspects_arrested: 9 }),
    ];
    expect(
      expectation(
        'Of the suspects whose sex is stated, what percentage were abafazi (women)? Round to a whole number, ngiyabonga.',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 14 });
  });
});
