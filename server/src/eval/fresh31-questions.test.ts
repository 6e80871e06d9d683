import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH31_QUESTIONS } from './fresh31-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The thirty-first fresh question set (blind)', FRESH31_QUESTIONS);

const expectation = (question: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH31_QUESTIONS, question, rows);

describe('The thirty-first set reads the ground truth as its header says', () => {
  it('counts outside the Cape Town metro only Western Cape incidents with another stated municipality', () => {
    const rows = [
      devRow({ province: 'Western Cape', municipality: 'Swartland' }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town' }),
      devRow({ province: 'Western Cape', municipality: null }),
      devRow({ province: 'Eastern Cape', municipality: 'Kouga' }),
    ];
    expect(
      expectation(
        'Ag, quick one for our Boland edition: how many of the Western Cape incidents happened outside the City of Cape Town metro?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 1 });
  });

  it('sums the stated killed on Saturdays and Sundays, leaving undated incidents and null figures out', () => {
    const rows = [
      devRow({ event_date: '2024-01-06', victims_killed: 2 }),
      devRow({ event_date: '2024-01-07', victims_killed: null }),
      devRow({ event_date: '2024-01-08', victims_killed: 5 }),
      devRow({ event_date: null, victims_killed: 4 }),
    ];
    expect(
      expectation('How many people were killed in incidents that happened on a Saturday or a Sunday?', rows),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the share of murders with more than one killed over every murder incident', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['murder'], victims_killed: 2 }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_killed: 1 }),
      devRow({ notebook: 'b', crimes: ['murder', 'robbery'], victims_killed: null }),
      devRow({ notebook: 'b', crimes: ['robbery'], victims_killed: 3 }),
    ];
    expect(
      expectation(
        'What share of the murder cases had more than one person killed? Round to the nearest whole percent.',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 33 });
  });

  it('ranks municipalities by suspects arrested, accepting the name without "City of"', () => {
    const rows = [
      devRow({ notebook: 'b', municipality: 'City of Example', num_suspects_arrested: 7 }),
      devRow({ notebook: 'b', municipality: 'Other', num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', municipality: 'Other', num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', municipality: 'Other', num_suspects_arrested: null }),
    ];
    expect(expectation('wich municipalty had the most suspects arrested', rows)).toEqual({
      kind: 'text',
      value: ['City of Example', 'Example'],
    });
  });
});
