import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH334_QUESTIONS } from './fresh334-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-thirty-fourth fresh question set (blind)', FRESH334_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH334_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH334_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-thirty-fourth fresh set reads the ground truth as its header says', () => {
  it('counts Western Cape murders without attempted murder, other provinces or the other notebook', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
      devRow({ province: 'Western Cape', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Western Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Western Cape', crimes: ['culpable homicide'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'Western Cape', crimes: ['murder'] }),
    ];
    expect(ask('ja so how many murders', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the child share over every row of the notebook, a null child figure counting as no child', () => {
    const rows = [
      devRow({ victims_children: 2 }),
      devRow({ victims_children: 0 }),
      devRow({ victims_children: null }),
      devRow({}),
      devRow({ notebook: 'b', victims_children: 1 }),
    ];
    expect(ask('what % of incidents had', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('takes the female share over the victims of stated gender, the unstated adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ notebook: 'b', num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ notebook: 'b', num_victims: 1, victims_female: 1, victims_male: 0 }),
      devRow({ num_victims: 4, victims_female: 0, victims_male: 4 }),
    ];
    expect(ask('Of the victims whose gender', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('counts North West since 2020 by event date alone, leaving undated rows and other provinces out', () => {
    const nw = (event_date: string | null, published_date = '2021-01-05') =>
      devRow({ notebook: 'b', province: 'North West', event_date, published_date });
    const rows = [
      nw('2020-01-01'),
      nw('2023-05-06'),
      nw('2019-12-31', '2020-01-03'),
      nw(null, '2022-02-02'),
      devRow({ notebook: 'b', province: 'Free State', event_date: '2024-01-01' }),
    ];
    expect(ask('How many incidents in NW', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('lists each CIT province once, sums only stated killed in the Eastern Cape share, and refuses a tied ranking', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['cash-in-transit robbery'], victims_killed: 1 }),
      devRow({ province: 'Gauteng', crimes: ['cash-in-transit robbery', 'murder'], victims_killed: null }),
      devRow({ province: 'Eastern Cape', crimes: ['cash-in-transit robbery'], victims_killed: 3 }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['business robbery'], victims_killed: 5 }),
    ];
    expect(ask('which provinces had a cash', rows)).toEqual({
      kind: 'list',
      value: ['Eastern Cape', 'Gauteng'],
    });
    expect(ask('of all the people killed', rows)).toEqual({ kind: 'number', value: 33 });
    expect(ask('which province had the most', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    const tied = [...rows, devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: 2 })];
    expect(() => ask('which province had the most', tied)).toThrow(/no single leader/);
  });
});
