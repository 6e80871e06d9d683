import { describe, expect, it } from 'vitest';
import type { DevRow } from './dev-set';
import { devRow, expectationIn } from './invented-rows';
import { OWN_QUESTIONS } from './own-questions';

const row = devRow;
const expectationOf = (question: string, rows: DevRow[]) => expectationIn(OWN_QUESTIONS, question, rows);

describe('own questions', () => {
  it('are thirty, fifteen about each notebook', () => {
    expect(OWN_QUESTIONS).toHaveLength(30);
    expect(OWN_QUESTIONS.filter((q) => q.notebook === 'a')).toHaveLength(15);
  });

  it('compute their answers from the ground truth of their own notebook only', () => {
    const rows = [
      row({ crimes: ['kidnapping'], num_suspects_arrested: 3, province: 'Western Cape' }),
      row({ crimes: ['kidnapping', 'murder'], num_suspects_arrested: null, province: 'Western Cape' }),
      row({ notebook: 'b', crimes: ['kidnapping'], province: 'Western Cape', num_suspects_arrested: 9 }),
    ];
    expect(expectationOf('How many kidnappings are in this notebook?', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
    expect(
      expectationOf('How many suspects were arrested in total in the Western Cape cases?', rows),
    ).toEqual({
      kind: 'number',
      value: 3,
    });
  });

  it('weigh weekdays by the incident date, and leave undated incidents out', () => {
    const rows = [
      row({ event_date: '2024-03-06' }),
      row({ event_date: '2024-03-13' }),
      row({ event_date: '2024-03-07' }),
      row({ event_date: null }),
    ];
    expect(expectationOf('On which day of the week did the most incidents happen?', rows)).toEqual({
      kind: 'text',
      value: 'Wednesday',
    });
  });

  it('refuse a ranking whose top places tie, as it has no single right answer', () => {
    const rows = [row({ event_date: '2024-03-06' }), row({ event_date: '2024-03-07' })];
    expect(() => expectationOf('On which day of the week did the most incidents happen?', rows)).toThrow(
      /no single winner/,
    );
  });
});
