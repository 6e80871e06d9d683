import { describe, expect, it } from 'vitest';
import type { DevRow } from './dev-set';
import { FRESH_QUESTIONS } from './fresh-questions';
import { devRow, expectationIn } from './invented-rows';

const row = devRow;
const expectationOf = (question: string, rows: DevRow[]) => expectationIn(FRESH_QUESTIONS, question, rows);

describe('fresh questions', () => {
  it('are thirty, fifteen about each notebook, none asked twice', () => {
    expect(FRESH_QUESTIONS).toHaveLength(30);
    expect(FRESH_QUESTIONS.filter((q) => q.notebook === 'a')).toHaveLength(15);
    expect(new Set(FRESH_QUESTIONS.map((q) => q.question)).size).toBe(30);
  });

  it('count a date range by the incident date, leaving undated incidents out', () => {
    const rows = [
      row({ event_date: '2023-06-30' }),
      row({ event_date: '2023-07-01' }),
      row({ event_date: '2023-12-31' }),
      row({ event_date: null }),
      row({ notebook: 'b', event_date: '2023-08-01' }),
    ];
    expect(expectationOf('How many incidents happened in the second half of 2023?', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
    expect(expectationOf('how many of these happened before 2020', rows)).toEqual({
      kind: 'number',
      value: 0,
    });
  });

  it('leave out every incident that includes the excluded crime', () => {
    const rows = [
      row({ notebook: 'b', province: 'Northern Cape', crimes: ['rape', 'murder'] }),
      row({ notebook: 'b', province: 'Northern Cape', crimes: ['murder'] }),
      row({ notebook: 'b', province: 'Limpopo', crimes: ['theft'] }),
    ];
    expect(expectationOf('How many Northern Cape incidents were there other than rape?', rows)).toEqual({
      kind: 'number',
      value: 1,
    });
  });

  it('rank the fewest among the places that occur, and average ages to the nearest year', () => {
    const rows = [
      row({ province: 'Gauteng' }),
      row({ province: 'Gauteng' }),
      row({ province: 'Eastern Cape' }),
      row({ province: 'KwaZulu-Natal', suspect_ages: [20, 31] }),
      row({ province: 'KwaZulu-Natal', suspect_ages: [40] }),
    ];
    expect(expectationOf('Which province has the fewest incidents?', rows)).toEqual({
      kind: 'text',
      value: 'Eastern Cape',
    });
    expect(
      expectationOf(
        'Roughly what is the average age of the suspects in KwaZulu-Natal, to the nearest year?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 30 });
  });

  it('refuse a comparison whose two sides tie, as it has no single right answer', () => {
    const rows = [row({ crimes: ['kidnapping'] }), row({ crimes: ['extortion', 'theft'] })];
    expect(() => expectationOf('Are there more kidnapping cases or extortion cases?', rows)).toThrow(
      /no single winner/,
    );
  });

  it('give the latest incident date of the place asked about', () => {
    const rows = [
      row({ province: 'Western Cape', event_date: '2021-05-04' }),
      row({ province: 'Western Cape', event_date: '2022-02-01' }),
      row({ province: 'Gauteng', event_date: '2024-09-09' }),
    ];
    expect(expectationOf('When was the most recent incident in the Western Cape?', rows)).toEqual({
      kind: 'date',
      value: '2022-02-01',
    });
  });
});
