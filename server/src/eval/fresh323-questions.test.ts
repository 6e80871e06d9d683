import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH323_QUESTIONS } from './fresh323-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-twenty-third fresh question set (blind)', FRESH323_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH323_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH323_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-twenty-third fresh set reads the ground truth as its header says', () => {
  it('sums the killed of attempted-murder incidents only, murder alone left out and nulls adding nothing', () => {
    const rows = [
      devRow({ crimes: ['murder', 'attempted murder'], victims_killed: 3, victims_injured: 4 }),
      devRow({ crimes: ['attempted murder'], victims_killed: null, victims_injured: 2 }),
      devRow({ crimes: ['murder'], victims_killed: 5 }),
      devRow({ notebook: 'b', crimes: ['attempted murder'], victims_killed: 7 }),
    ];
    expect(ask('Incidents that presented with attempted murder', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('counts Eastern Cape incidents after 2020 by event date alone, the undated left out', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', event_date: '2021-01-01' }),
      devRow({ province: 'Eastern Cape', event_date: '2020-12-31', published_date: '2021-01-04' }),
      devRow({ province: 'Eastern Cape', event_date: null, published_date: '2023-05-01' }),
      devRow({ province: 'Eastern Cape', event_date: '2024-07-10' }),
      devRow({ province: 'Western Cape', event_date: '2024-07-10' }),
    ];
    expect(ask('Sorry, how many incidents happened in the Eastern Cape', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('takes the share of murder cases with a child over every murder row, an unstated children figure staying in the whole', () => {
    const rows = [
      devRow({ crimes: ['murder'], victims_children: 2 }),
      devRow({ crimes: ['murder'], victims_children: 0 }),
      devRow({ crimes: ['murder'], victims_children: null }),
      devRow({ crimes: ['murder'], victims_children: 0 }),
      devRow({ crimes: ['attempted murder'], victims_children: 1 }),
    ];
    expect(ask('Of the murder cases (not attempted)', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('takes paediatric victims over the sum of all victims, nulls adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', num_victims: 4, victims_children: 1 }),
      devRow({ notebook: 'b', num_victims: 3, victims_children: null }),
      devRow({ notebook: 'b', num_victims: null, victims_children: 1 }),
      devRow({ notebook: 'b', num_victims: 1, victims_children: 0 }),
      devRow({ num_victims: 10, victims_children: 10 }),
    ];
    expect(ask('Paediatric victims as a share', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('ranks provinces by arrests summed over June to August by event date, undated arrests left out, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'Gauteng', event_date: '2019-06-10', num_suspects_arrested: 2 }),
      devRow({ province: 'Gauteng', event_date: '2023-08-31', num_suspects_arrested: 2 }),
      devRow({ province: 'Limpopo', event_date: '2022-07-05', num_suspects_arrested: 3 }),
      devRow({ province: 'Limpopo', event_date: '2022-07-09', num_suspects_arrested: null }),
      devRow({ province: 'Limpopo', event_date: '2022-09-01', num_suspects_arrested: 5 }),
      devRow({
        province: 'Limpopo',
        event_date: null,
        published_date: '2022-07-20',
        num_suspects_arrested: 10,
      }),
    ];
    const start = 'In the cold months';
    expect(ask(start, rows)).toEqual({ kind: 'text', value: 'Gauteng' });
    const tied = [
      ...rows,
      devRow({ province: 'Limpopo', event_date: '2021-06-01', num_suspects_arrested: 1 }),
    ];
    expect(() => ask(start, tied)).toThrow(/no single leader/);
  });
});
