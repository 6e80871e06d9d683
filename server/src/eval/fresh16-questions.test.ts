import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH16_QUESTIONS } from './fresh16-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The sixteenth fresh question set (blind)', FRESH16_QUESTIONS);

const expectation = (question: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH16_QUESTIONS, question, rows);

describe('The sixteenth fresh set computes what its questions mean', () => {
  it('takes the 2022/23 financial year from 1 April 2022 to 31 March 2023, both days in, undated out', () => {
    const rows = ['2022-03-31', '2022-04-01', '2023-03-31', '2023-04-01', null].map((event_date) =>
      devRow({ event_date }),
    );
    expect(
      expectation(
        'For the annual performance plan comparison: how many incidents fall in the 2022/23 financial year, 1 April 2022 to 31 March 2023?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the people killed at every Khayelitsha location, an unstated figure adding nothing, and checks more than ten', () => {
    const question =
      "Our host says 'more than ten people were killed in Khayelitsha'. Across the Khayelitsha incidents, is that right?";
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', victims_killed: 6 }),
      devRow({ location: 'Site C, Khayelitsha', victims_killed: 4 }),
      devRow({ location: 'Enkanini, Khayelitsha', victims_killed: null }),
      devRow({ location: 'Gugulethu', victims_killed: 5 }),
    ];
    expect(expectation(question, rows)).toEqual({ kind: 'text', value: 'No' });
    rows.push(devRow({ location: 'Harare, Khayelitsha', victims_killed: 1 }));
    expect(expectation(question, rows)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it("finds the youngest stated age among the rape cases' suspects only", () => {
    const rows = [
      devRow({ crimes: ['rape'], suspect_ages: [30, 22] }),
      devRow({ crimes: ['rape', 'kidnapping'], suspect_ages: null }),
      devRow({ crimes: ['murder'], suspect_ages: [18] }),
      devRow({ crimes: ['rape'], suspect_ages: [41] }),
    ];
    expect(
      expectation(
        'Checking an age in our notes: how old was the youngest suspect whose age is given in a rape case?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 22 });
  });

  it('counts "no one arrested" as arrest_made false over every incident, an unstated outcome not among them', () => {
    const rows = [
      devRow({ arrest_made: false }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: null }),
    ];
    expect(expectation('what percentage of the cases had no one arrested', rows)).toEqual({
      kind: 'number',
      value: 25,
    });
  });

  it('ranks the months of the rape cases alone, pooling the years and leaving undated cases out', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], event_date: '2019-09-02' }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], event_date: '2024-09-20' }),
      devRow({ notebook: 'b', crimes: ['rape'], event_date: '2021-12-01' }),
      devRow({ notebook: 'b', crimes: ['rape'], event_date: null }),
      devRow({ notebook: 'b', crimes: ['rape'], event_date: null }),
      ...[1, 2, 3].map(() => devRow({ notebook: 'b', crimes: ['murder'], event_date: '2020-03-03' })),
    ];
    expect(expectation('wich month had the most rape cases', rows)).toEqual({
      kind: 'text',
      value: 'September',
    });
  });
});
