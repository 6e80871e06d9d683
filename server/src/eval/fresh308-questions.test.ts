import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH308_QUESTIONS } from './fresh308-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-eighth fresh question set (blind)', FRESH308_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH308_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH308_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-eighth fresh set reads the ground truth as its header says', () => {
  it('takes a clean sheet as a stated false arrest, over the province rows only', () => {
    const rows = [
      devRow({ province: 'Western Cape', arrest_made: false }),
      devRow({ province: 'Western Cape', arrest_made: true }),
      devRow({ province: 'Western Cape', arrest_made: null }),
      devRow({ province: 'Western Cape', arrest_made: true }),
      devRow({ province: 'Gauteng', arrest_made: false }),
    ];
    expect(ask('Western Cape games only', rows)).toEqual({ kind: 'number', value: 25 });
    const kzn = [devRow({ province: 'KwaZulu-Natal', event_date: '2023-05-01', arrest_made: null })];
    expect(ask('Did KZN keep a clean sheet', kzn)).toEqual({ kind: 'text', value: 'No' });
    const kept = [
      ...kzn,
      devRow({ province: 'KwaZulu-Natal', event_date: '2023-09-01', arrest_made: false }),
    ];
    expect(ask('Did KZN keep a clean sheet', kept)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('sums stated arrests per province for the ranking, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'Gauteng', num_suspects_arrested: 2 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: 2 }),
      devRow({ province: 'Western Cape', num_suspects_arrested: 3 }),
      devRow({ province: 'Western Cape', num_suspects_arrested: null }),
    ];
    expect(ask('Which province had the most suspects', rows)).toEqual({ kind: 'text', value: 'Gauteng' });
    const tied = [...rows, devRow({ province: 'Western Cape', num_suspects_arrested: 1 })];
    expect(() => ask('Which province had the most suspects', tied)).toThrow(/no single leader/);
  });

  it('counts killed from 2019 to 2021 by event date, both end years in, the undated out', () => {
    const rows = [
      devRow({ event_date: '2019-01-01', victims_killed: 2 }),
      devRow({ event_date: '2021-12-31', victims_killed: 3 }),
      devRow({ event_date: '2022-01-01', victims_killed: 5 }),
      devRow({ event_date: null, published_date: '2020-05-05', victims_killed: 7 }),
      devRow({ event_date: '2020-05-05', victims_killed: null }),
    ];
    expect(ask('Hammering away here', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('takes the median over every stated suspect age, an even count averaging the middle two', () => {
    const rows = [
      devRow({ suspect_ages: [20, 40] }),
      devRow({ suspect_ages: [30] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [50] }),
    ];
    expect(ask('I would like to know, taking every suspect', rows)).toEqual({ kind: 'number', value: 35 });
  });

  it('counts weekends by event date in notebook b, and reads a murder before 2016 by event date', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2024-01-06' }), // Saturday
      devRow({ notebook: 'b', event_date: '2024-01-07' }), // Sunday
      devRow({ notebook: 'b', event_date: '2024-01-08' }), // Monday
      devRow({ notebook: 'b', event_date: null, published_date: '2024-01-13' }), // published on a Saturday
      devRow({ event_date: '2024-01-06' }), // notebook a
    ];
    expect(ask('How many of the incidents happened on a weekend', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
    const limpopo = [
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['attempted murder'], event_date: '2015-01-01' }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['murder'], event_date: '2016-01-01' }),
      devRow({
        notebook: 'b',
        province: 'Limpopo',
        crimes: ['murder'],
        event_date: null,
        published_date: '2015-03-01',
      }),
    ];
    expect(ask('Is it so that a murder in Limpopo', limpopo)).toEqual({ kind: 'text', value: 'No' });
  });
});
