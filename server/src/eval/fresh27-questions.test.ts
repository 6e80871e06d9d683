import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH27_QUESTIONS } from './fresh27-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The twenty-seventh fresh question set (blind)', FRESH27_QUESTIONS);

const expectation = (question: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH27_QUESTIONS, question, rows);

describe('The twenty-seventh set reads the ground truth as its header says', () => {
  it('takes the weekend share over the dated incidents only', () => {
    const rows = [
      devRow({ event_date: '2024-01-06' }),
      devRow({ event_date: '2024-01-08' }),
      devRow({ event_date: null }),
    ];
    expect(
      expectation(
        'Of the incidents with a known date, what proportion occurred on a Saturday or a Sunday? Please give a whole percentage.',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 50 });
  });

  it('takes the acquaintance share over the incidents whose relationship is stated', () => {
    const rows = [
      devRow({ notebook: 'b', relationship: 'acquaintance' }),
      devRow({ notebook: 'b', relationship: 'acquaintance' }),
      devRow({ notebook: 'b', relationship: 'stranger' }),
      devRow({ notebook: 'b', relationship: null }),
    ];
    expect(
      expectation(
        'Of the incidents in which the relationship between perpetrator and victim is stated, what percentage involved an acquaintance?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 67 });
  });

  it('ranks municipalities by suspects arrested, not by incidents, accepting the name without "City of"', () => {
    const rows = [
      devRow({ notebook: 'b', municipality: 'City of Example', num_suspects_arrested: 9 }),
      devRow({ notebook: 'b', municipality: 'Other', num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', municipality: 'Other', num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', municipality: 'Other', num_suspects_arrested: null }),
    ];
    expect(expectation('Which municipality had the most suspects arrested?', rows)).toEqual({
      kind: 'text',
      value: ['City of Example', 'Example'],
    });
  });

  it('counts January to March of any year, leaving undated incidents out', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2019-03-31' }),
      devRow({ notebook: 'b', event_date: '2024-01-01' }),
      devRow({ notebook: 'b', event_date: '2024-04-01' }),
      devRow({ notebook: 'b', event_date: null, published_date: '2024-02-01' }),
    ];
    expect(
      expectation('How many incidents took place in January, February or March, in any year?', rows),
    ).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('averages victims over the incidents that state a count, to one decimal', () => {
    const rows = [
      devRow({ num_victims: 1 }),
      devRow({ num_victims: 2 }),
      devRow({ num_victims: 2 }),
      devRow({ num_victims: null }),
    ];
    expect(
      expectation(
        'Among incidents that report a victim count, what is the mean number of victims per incident, to one decimal place?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 1.7 });
  });
});
