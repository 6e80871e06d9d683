import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH21_QUESTIONS } from './fresh21-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The twenty-first fresh question set (blind)', FRESH21_QUESTIONS);

const ask = (question: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH21_QUESTIONS, question, rows);

describe('The twenty-first set reads the ground truth as its header says', () => {
  it('counts the winter months of any year and leaves undated incidents out', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2016-06-01' }),
      devRow({ notebook: 'b', event_date: '2024-08-31' }),
      devRow({ notebook: 'b', event_date: '2024-09-01' }),
      devRow({ notebook: 'b', event_date: null }),
    ];
    expect(ask('How many incidents took place in the winter months of June, July and August?', rows)).toEqual(
      {
        kind: 'number',
        value: 2,
      },
    );
  });

  it('takes the female share over all the victims, those of unstated sex included', () => {
    const rows = [
      devRow({ notebook: 'b', num_victims: 1, victims_female: 1, victims_male: 0 }),
      devRow({ notebook: 'b', num_victims: 3, victims_female: null, victims_male: null }),
    ];
    expect(
      ask('What percentage of all the victims were female, to the nearest whole percent?', rows),
    ).toEqual({
      kind: 'number',
      value: 25,
    });
  });

  it('wants a rape case with a stated child victim', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 2 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 0 }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], victims_children: null }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_children: 1 }),
    ];
    expect(ask('In how many rape cases was at least one of the victims a child?', rows)).toEqual({
      kind: 'number',
      value: 1,
    });
  });

  it('ends "before 2021" on the last day of 2020 and counts only incidents with a police victim', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2020-12-31', victims_police: 1 }),
      devRow({ notebook: 'b', event_date: '2021-01-01', victims_police: 2 }),
      devRow({ notebook: 'b', event_date: '2019-05-05', victims_police: 0 }),
      devRow({ notebook: 'b', event_date: '2019-05-05', victims_police: null }),
      devRow({ notebook: 'b', event_date: null, victims_police: 1 }),
    ];
    expect(ask('Before 2021, in how many incidents was a police officer among the victims?', rows)).toEqual({
      kind: 'number',
      value: 1,
    });
  });

  it('counts an incident with both robberies once, and an average age over the stated ages only', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['house robbery', 'business robbery'] }),
      devRow({ notebook: 'b', crimes: ['business robbery'] }),
      devRow({ notebook: 'b', crimes: ['armed robbery'] }),
    ];
    expect(ask('How many incidents involved either a house robbery or a business robbery?', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
    const aged = [
      devRow({ suspect_ages: [20, 31] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [40] }),
    ];
    expect(ask('What was the avrage age of the suspects, to the nearest year?', aged)).toEqual({
      kind: 'number',
      value: 30,
    });
  });
});
