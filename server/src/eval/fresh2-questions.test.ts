import { describe, expect, it } from 'vitest';
import type { DevRow } from './dev-set';
import { FRESH2_QUESTIONS } from './fresh2-questions';
import { refusal } from './ground-truth-questions';
import { devRow, expectationIn } from './invented-rows';

const row = devRow;
const expectationOf = (question: string, rows: DevRow[]) => expectationIn(FRESH2_QUESTIONS, question, rows);

describe('fresh questions, second set', () => {
  it('are thirty, fifteen about each notebook, none asked twice, three refused', () => {
    expect(FRESH2_QUESTIONS).toHaveLength(30);
    expect(FRESH2_QUESTIONS.filter((q) => q.notebook === 'a')).toHaveLength(15);
    expect(new Set(FRESH2_QUESTIONS.map((q) => q.question)).size).toBe(30);
    expect(FRESH2_QUESTIONS.filter((q) => q.expect === refusal)).toHaveLength(3);
  });

  it('combine crime, province and an inclusive range of years, leaving undated incidents out', () => {
    const rows = [
      row({ province: 'KwaZulu-Natal', crimes: ['murder', 'arson'], event_date: '2019-01-01' }),
      row({ province: 'KwaZulu-Natal', crimes: ['murder'], event_date: '2023-12-31' }),
      row({ province: 'KwaZulu-Natal', crimes: ['murder'], event_date: '2024-01-01' }),
      row({ province: 'KwaZulu-Natal', crimes: ['murder'], event_date: null }),
      row({ province: 'Gauteng', crimes: ['murder'], event_date: '2020-05-05' }),
      row({ province: 'KwaZulu-Natal', crimes: ['attempted murder'], event_date: '2020-05-05' }),
    ];
    expect(expectationOf('murders in kzn 2019-2023?', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('average only the stated figures and round as the question says', () => {
    const rows = [
      row({ notebook: 'b', crimes: ['murder'], num_victims: 1 }),
      row({ notebook: 'b', crimes: ['murder'], num_victims: 2 }),
      row({ notebook: 'b', crimes: ['murder'], num_victims: 2 }),
      row({ notebook: 'b', crimes: ['murder'], num_victims: null }),
      row({ notebook: 'b', crimes: ['theft'], num_victims: 9 }),
    ];
    expect(
      expectationOf(
        'Among murder incidents with a stated number of victims, what is the average number of victims per incident, rounded to one decimal place?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 1.7 });
  });

  it('refuse a rounding that lies on the halfway mark', () => {
    const rows = [
      ...Array.from({ length: 22 }, () => row({ arrest_made: true })),
      ...Array.from({ length: 3 }, () => row({ arrest_made: false })),
    ];
    expect(
      expectationOf(
        'What percentage of all incidents ended with at least one arrest? Round to the nearest whole percent.',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 88 });
    const halfway = [
      ...Array.from({ length: 7 }, () => row({})),
      ...Array.from({ length: 193 }, () => row({ arrest_made: false })),
    ];
    expect(() =>
      expectationOf(
        'What percentage of all incidents ended with at least one arrest? Round to the nearest whole percent.',
        halfway,
      ),
    ).toThrow(/halfway/);
  });

  it('list the top three only when no tie makes the list ambiguous', () => {
    const murder = (province: string) => row({ province, crimes: ['murder'] });
    const question = 'Which three provinces recorded the most murder cases, from most to fewest?';
    const clear = [
      ...['Gauteng', 'Gauteng', 'Gauteng', 'Limpopo', 'Limpopo', 'Free State'].map(murder),
      row({ province: 'North West', crimes: ['theft'] }),
    ];
    expect(expectationOf(question, clear)).toEqual({
      kind: 'list',
      value: ['Gauteng', 'Limpopo', 'Free State'],
    });
    expect(() => expectationOf(question, [...clear, murder('North West')])).toThrow(/no single top 3/);
  });

  it('count weekends by the weekday of the incident date', () => {
    const rows = [
      row({ event_date: '2024-06-01' }),
      row({ event_date: '2024-06-02' }),
      row({ event_date: '2024-06-03' }),
      row({ event_date: null }),
    ];
    expect(
      expectationOf(
        'How many of the dated incidents happened on a weekend, that is on a Saturday or a Sunday?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('refuse a "how many more" whose first side does not have more', () => {
    const rows = [row({ event_date: '2019-03-03' }), row({ event_date: '2021-03-03' })];
    expect(() =>
      expectationOf('Comparing 2019 with 2021, how many more incidents took place in 2019?', rows),
    ).toThrow(/does not have more/);
  });
});
