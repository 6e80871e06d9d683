import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH35_QUESTIONS } from './fresh35-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The thirty-fifth fresh question set (blind)', FRESH35_QUESTIONS);

const question = (start: string) => {
  const q = FRESH35_QUESTIONS.find((candidate) => candidate.question.startsWith(start));
  if (!q) throw new Error(`no question starting "${start}"`);
  return q.question;
};

describe('the thirty-fifth fresh set reads its wording', () => {
  it('counts 2020 through 2022 with both ends in, and an unstated or zero death toll adds nothing', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2020-01-01', victims_killed: 1 }),
      devRow({ notebook: 'b', event_date: '2022-12-31', victims_killed: 3 }),
      devRow({ notebook: 'b', event_date: '2019-12-31', victims_killed: 2 }),
      devRow({ notebook: 'b', event_date: '2023-01-01', victims_killed: 2 }),
      devRow({ notebook: 'b', event_date: '2021-06-15', victims_killed: null }),
      devRow({ notebook: 'b', event_date: '2021-06-16', victims_killed: 0 }),
      devRow({ notebook: 'b', event_date: null, victims_killed: 4 }),
    ];
    expect(expectationIn(FRESH35_QUESTIONS, question('Taking the years 2020 through 2022'), rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('keeps a rape incident with an unstated child count in the denominator of the share', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 1 }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], victims_children: 0 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: null }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_children: 2 }),
    ];
    expect(expectationIn(FRESH35_QUESTIONS, question('For a GBV session'), rows)).toEqual({
      kind: 'number',
      value: 33,
    });
  });

  it('reads "more than six" strictly: six dead in the Eastern Cape is a No, seven a Yes', () => {
    const q = question('was there ever a massacre');
    const six = [
      devRow({ province: 'Eastern Cape', victims_killed: 6 }),
      devRow({ province: 'Western Cape', victims_killed: 9 }),
    ];
    expect(expectationIn(FRESH35_QUESTIONS, q, six)).toEqual({ kind: 'text', value: 'No' });
    const seven = [...six, devRow({ province: 'Eastern Cape', victims_killed: 7 })];
    expect(expectationIn(FRESH35_QUESTIONS, q, seven)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('averages the killed only over murder incidents that state it', () => {
    const rows = [
      devRow({ crimes: ['murder'], victims_killed: 2 }),
      devRow({ crimes: ['murder', 'attempted murder'], victims_killed: 5 }),
      devRow({ crimes: ['murder'], victims_killed: null }),
      devRow({ crimes: ['attempted murder'], victims_killed: 0 }),
    ];
    expect(expectationIn(FRESH35_QUESTIONS, question('My students keep confusing'), rows)).toEqual({
      kind: 'number',
      value: 3.5,
    });
  });

  it('counts five arrested as "five or more", and 1 January 2020 as the start of 2020', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'North West', event_date: '2020-01-01', num_suspects_arrested: 5 }),
      devRow({ notebook: 'b', province: 'North West', event_date: '2024-03-01', num_suspects_arrested: 4 }),
      devRow({
        notebook: 'b',
        province: 'North West',
        event_date: '2021-03-01',
        num_suspects_arrested: null,
      }),
      devRow({ notebook: 'b', province: 'North West', event_date: '2019-12-31', num_suspects_arrested: 9 }),
      devRow({ notebook: 'b', province: 'Limpopo', event_date: '2022-03-01', num_suspects_arrested: 12 }),
    ];
    expect(expectationIn(FRESH35_QUESTIONS, question('In North West, from the start of 2020'), rows)).toEqual(
      {
        kind: 'number',
        value: 33,
      },
    );
  });
});
