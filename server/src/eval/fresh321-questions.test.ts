import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH321_QUESTIONS } from './fresh321-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-twenty-first fresh question set (blind)', FRESH321_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH321_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH321_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-twenty-first fresh set reads the ground truth as its header says', () => {
  it('counts murders alone by province, attempted murder and culpable homicide left out, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
      devRow({ province: 'Western Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Western Cape', crimes: ['culpable homicide'] }),
      devRow({ notebook: 'b', province: 'Western Cape', crimes: ['murder'] }),
    ];
    expect(ask('The boere at the co-op', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    const tied = [...rows, devRow({ province: 'Western Cape', crimes: ['murder'] })];
    expect(() => ask('The boere at the co-op', tied)).toThrow(/no single leader/);
  });

  it('reads the winter months and the 2019 dead by event date alone, undated rows and nulls adding nothing', () => {
    const rows = [
      devRow({ event_date: '2019-06-01', victims_killed: 2 }),
      devRow({ event_date: '2021-08-31', victims_killed: 1 }),
      devRow({ event_date: '2019-09-01', victims_killed: null }),
      devRow({ event_date: '2019-12-31', victims_killed: 3 }),
      devRow({ event_date: null, published_date: '2019-07-10', victims_killed: 4 }),
      devRow({ event_date: '2020-01-01', published_date: '2019-07-10', victims_killed: 5 }),
    ];
    expect(ask('1. How many incidents occurred in the winter', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Please confirm the total number of people killed', rows)).toEqual({
      kind: 'number',
      value: 5,
    });
  });

  it('counts hijackings of cars and trucks in GP or KZN only, and kidnapping as its own category', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['carjacking', 'kidnapping'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['truck hijacking'] }),
      devRow({ province: 'Western Cape', crimes: ['carjacking'] }),
      devRow({ province: 'Gauteng', crimes: ['armed robbery'] }),
      devRow({ province: 'Gauteng', crimes: ['human trafficking'] }),
    ];
    expect(ask('Hijakings in GP and KZN', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('how many KIDNAPING cases in GP', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('takes shares over the right whole: victims of stated sex, and all the rape incidents', () => {
    const victims = [
      devRow({ num_victims: 4, victims_female: 1, victims_male: 3 }),
      devRow({ num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ num_victims: 2, victims_female: 2, victims_male: null }),
    ];
    expect(ask('Of the victims whose sex is recorded', victims)).toEqual({ kind: 'number', value: 50 });
    const rapes = [
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 2 }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], victims_children: 0 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: null }),
      devRow({ notebook: 'b', crimes: ['sexual assault'], victims_children: 1 }),
    ];
    expect(ask('What proportion of the rape cases', rapes)).toEqual({ kind: 'number', value: 33 });
  });

  it('says yes to an arrest in every stock theft only when each one states an arrest', () => {
    const rows = [
      devRow({ crimes: ['stock theft'], arrest_made: true }),
      devRow({ crimes: ['theft'], arrest_made: false }),
    ];
    expect(ask('In each one of those stock theft', rows)).toEqual({ kind: 'text', value: 'Yes' });
    const unstated = [...rows, devRow({ crimes: ['stock theft'], arrest_made: null })];
    expect(ask('In each one of those stock theft', unstated)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('In each one of those stock theft', [])).toEqual({ kind: 'text', value: 'No' });
  });
});
