import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH9_QUESTIONS } from './fresh9-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The ninth blind question set', FRESH9_QUESTIONS);

const expectation = (question: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH9_QUESTIONS, question, rows);

describe('The ninth blind set reads', () => {
  it('a mass shooting as a murder or attempted murder, ranked by its victims', () => {
    const rows = [
      devRow({ location: 'Hillbrow', crimes: ['carjacking'], num_victims: 20 }),
      devRow({ location: 'Site B, Khayelitsha', crimes: ['murder'], num_victims: 14 }),
      devRow({ location: 'Site C, Khayelitsha', crimes: ['attempted murder'], num_victims: 13 }),
      devRow({ location: 'Glebelands', crimes: ['murder'], num_victims: null }),
    ];
    expect(expectation('biggest mass shooting in here - which incident had the most victims?', rows)).toEqual(
      {
        kind: 'text',
        value: ['Site B'],
      },
    );
  });

  it('"nobody got nabbed" only where arrest_made is false', () => {
    const rows = [false, false, null, true].map((arrest_made) => devRow({ crimes: ['murder'], arrest_made }));
    expect(expectation('How many murders are there where nobody got nabbed?', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('a half year from its first day to its last', () => {
    const rows = ['2019-06-30', '2019-07-01', '2019-12-31', '2020-01-01', null].map((date) =>
      devRow({ event_date: date }),
    );
    expect(expectation('n incidents in H2 2019 (Jul-Dec)?', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('mean ages over every stated suspect age, not over incidents', () => {
    const wc = (suspect_ages: number[] | null) => devRow({ province: 'Western Cape', suspect_ages });
    const gp = (suspect_ages: number[] | null) => devRow({ province: 'Gauteng', suspect_ages });
    const question = 'Is the mean suspect age higher in the Western Cape than in Gauteng?';
    // By incident the Western Cape is older (35 against 30); by suspect it is younger (26 against 30).
    expect(expectation(question, [wc([50]), wc([20, 20, 20, 20]), wc(null), gp([30])])).toEqual({
      kind: 'text',
      value: 'No',
    });
  });

  it("the share of a year's incidents over the incidents dated in that year only", () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2024-03-01', arrest_made: true }),
      devRow({ notebook: 'b', event_date: '2024-08-01', arrest_made: true }),
      devRow({ notebook: 'b', event_date: '2024-11-01', arrest_made: false }),
      devRow({ notebook: 'b', event_date: '2023-11-01', arrest_made: false }),
      devRow({ notebook: 'b', event_date: null, arrest_made: false }),
    ];
    expect(expectation('What percentage of the 2024 incidents involved an arrest?', rows)).toEqual({
      kind: 'number',
      value: 67,
    });
  });
});
