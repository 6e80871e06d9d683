import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH18_QUESTIONS } from './fresh18-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The eighteenth fresh question set (blind)', FRESH18_QUESTIONS);

const expectation = (question: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH18_QUESTIONS, question, rows);

describe('The eighteenth fresh set computes what its questions mean', () => {
  it('reads "strictly greater than half" as excluding equality', () => {
    const question =
      'Is the total number of female victims strictly greater than half the total number of male victims?';
    const rows = [
      devRow({ victims_female: 10, victims_male: 20 }),
      devRow({ victims_female: 5, victims_male: 10 }),
      devRow({ victims_female: null, victims_male: null, num_victims: 7 }),
    ];
    expect(expectation(question, rows)).toEqual({ kind: 'text', value: 'No' });
    rows.push(devRow({ victims_female: 1, victims_male: 0 }));
    expect(expectation(question, rows)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the third-quarter share over the dated incidents only, to one decimal', () => {
    const rows = [
      '2020-07-01',
      '2021-09-30',
      '2021-10-01',
      '2022-06-30',
      '2023-08-08',
      '2019-01-01',
      null,
    ].map((event_date) => devRow({ event_date }));
    expect(
      expectation(
        'Of the dated incidents, what percentage fell in the third quarter (July to September) of any year, to one decimal place?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 50 });
    rows.pop();
    rows.push(devRow({ event_date: '2024-02-02' }));
    expect(
      expectation(
        'Of the dated incidents, what percentage fell in the third quarter (July to September) of any year, to one decimal place?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 42.9 });
  });

  it('averages the people killed over the incidents that state the figure, not counting an unstated one as none', () => {
    const rows = [
      devRow({ victims_killed: 1 }),
      devRow({ victims_killed: 2 }),
      devRow({ victims_killed: null }),
      devRow({}),
    ];
    expect(
      expectation(
        'Over the incidents where the number killed is stated, what is the mean number killed per incident, to one decimal place?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 1.5 });
  });

  it('counts the incidents with a police officer among the victims, not the officers', () => {
    const rows = [
      devRow({ notebook: 'b', victims_police: 2 }),
      devRow({ notebook: 'b', victims_police: 1 }),
      devRow({ notebook: 'b', victims_police: 0 }),
      devRow({ notebook: 'b', victims_police: null }),
    ];
    expect(expectation('In how many incidents was a cop among the victims?', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('ends "2020 or earlier" on 31 December 2020 and keeps undated and other provinces out', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', event_date: '2020-12-31' }),
      devRow({ notebook: 'b', province: 'Limpopo', event_date: '2015-07-02' }),
      devRow({ notebook: 'b', province: 'Limpopo', event_date: '2021-01-01' }),
      devRow({ notebook: 'b', province: 'Limpopo', event_date: null }),
      devRow({ notebook: 'b', province: 'Mpumalanga', event_date: '2019-05-05' }),
    ];
    expect(expectation('How many incidents in Limpopo happened in 2020 or earlier?', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });
});
