import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH328_QUESTIONS } from './fresh328-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-twenty-eighth fresh question set (blind)', FRESH328_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH328_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH328_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-twenty-eighth fresh set reads the ground truth as its header says', () => {
  it('counts robberies of any kind in the Eastern Cape, carjacking and truck hijacking left out', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['armed robbery', 'attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['cash-in-transit robbery'] }),
      devRow({ province: 'Eastern Cape', crimes: ['carjacking'] }),
      devRow({ province: 'Eastern Cape', crimes: ['truck hijacking'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['house robbery'] }),
      devRow({ notebook: 'b', province: 'Eastern Cape', crimes: ['robbery'] }),
    ];
    expect(ask('howzit bru', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the killed from October to December by event date alone, undated rows and nulls adding nothing', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2019-10-01', victims_killed: 3 }),
      devRow({ crimes: ['murder'], event_date: '2022-12-31', victims_killed: 2 }),
      devRow({ crimes: ['murder'], event_date: '2022-11-15', victims_killed: null }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2022-11-20', victims_killed: 5 }),
      devRow({
        crimes: ['murder'],
        event_date: '2022-09-30',
        published_date: '2022-10-02',
        victims_killed: 4,
      }),
    ];
    expect(ask('Fatalities total', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('takes the female share over victims of stated sex only, in the question’s notebook', () => {
    const rows = [
      devRow({ notebook: 'b', num_victims: 4, victims_female: 1, victims_male: 3 }),
      devRow({ notebook: 'b', num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ notebook: 'b', num_victims: 2, victims_female: null, victims_male: 1 }),
      devRow({ notebook: 'a', num_victims: 5, victims_female: 5, victims_male: 0 }),
    ];
    expect(ask('Of all the victims', rows)).toEqual({ kind: 'number', value: 20 });
  });

  it('counts weekend incidents with someone killed by event date, attempted murder without deaths left out', () => {
    const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });
    const rows = [
      b({ crimes: ['murder'], event_date: '2024-01-06', victims_killed: 1 }), // Saturday
      b({ crimes: ['murder'], event_date: '2024-01-07', victims_killed: 2 }), // Sunday
      b({ crimes: ['attempted murder'], event_date: '2024-01-07', victims_killed: 0, victims_injured: 3 }),
      b({ crimes: ['murder'], event_date: '2024-01-08', victims_killed: 1 }), // Monday
      b({ crimes: ['murder'], event_date: null, published_date: '2024-01-13', victims_killed: 1 }),
      b({ crimes: ['murder'], event_date: '2024-01-13', victims_killed: null }),
    ];
    expect(ask('How many incidents with at least 1 killed', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('names the robbery with most arrests by its own place, never a carjacking, and refuses a tie', () => {
    const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });
    const rows = [
      b({ location: 'tuck-shop, Calvinia', crimes: ['business robbery'], num_suspects_arrested: 8 }),
      b({ location: 'Mhala', crimes: ['carjacking'], num_suspects_arrested: 20 }),
      b({ location: 'Mecklenburg', crimes: ['cash-in-transit robbery'], num_suspects_arrested: null }),
    ];
    expect(ask('no eastern cape', rows)).toEqual({ kind: 'text', value: ['tuck-shop', 'Calvinia'] });
    const tied = [...rows, b({ location: 'Botleng', crimes: ['armed robbery'], num_suspects_arrested: 8 })];
    expect(() => ask('no eastern cape', tied)).toThrow(/no single leader/);
  });
});
