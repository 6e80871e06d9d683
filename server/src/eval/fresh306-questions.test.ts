import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH306_QUESTIONS } from './fresh306-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-sixth fresh question set (blind)', FRESH306_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH306_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH306_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-sixth fresh set reads the ground truth as its header says', () => {
  it('counts murder alone in KwaZulu-Natal, not attempted murder or another province', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'] }),
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'KwaZulu-Natal', crimes: ['murder'] }),
    ];
    expect(ask('Morning, tiler here', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums killed over the whole years 2019 to 2021 by event date, undated and unstated adding nothing', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2019-01-01', victims_killed: 2 }),
      devRow({ crimes: ['murder'], event_date: '2021-12-31', victims_killed: 3 }),
      devRow({ crimes: ['murder'], event_date: '2020-06-01', victims_killed: null }),
      devRow({ crimes: ['murder'], event_date: '2022-01-01', victims_killed: 5 }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2020-05-01', victims_killed: 7 }),
    ];
    expect(ask('O sole mio', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('counts a hijacking of a car or a truck once per incident', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['carjacking'] }),
      devRow({ notebook: 'b', crimes: ['truck hijacking', 'kidnapping'] }),
      devRow({ notebook: 'b', crimes: ['carjacking', 'truck hijacking'] }),
      devRow({ notebook: 'b', crimes: ['vehicle theft'] }),
      devRow({ notebook: 'b', crimes: ['armed robbery'] }),
    ];
    expect(ask('Hijackings are what', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the 2023-or-later share over all rows, an undated row counting as not', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2023-01-01' }),
      devRow({ notebook: 'b', event_date: '2022-12-31' }),
      devRow({ notebook: 'b', event_date: null, published_date: '2024-03-01' }),
    ];
    expect(ask('Of all the incidents, what percentage', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('reads a cash van heist on a weekend by event date alone', () => {
    const weekday = [
      devRow({ notebook: 'b', crimes: ['cash-in-transit robbery'], event_date: '2024-01-08' }), // Monday
      devRow({
        notebook: 'b',
        crimes: ['cash-in-transit robbery'],
        event_date: null,
        published_date: '2024-01-13',
      }),
      devRow({ notebook: 'b', crimes: ['business robbery'], event_date: '2024-01-06' }), // Saturday
    ];
    expect(ask('Did a cash van heist', weekday)).toEqual({ kind: 'text', value: 'No' });
    const sunday = [
      ...weekday,
      devRow({ notebook: 'b', crimes: ['cash-in-transit robbery'], event_date: '2024-01-07' }),
    ];
    expect(ask('Did a cash van heist', sunday)).toEqual({ kind: 'text', value: 'Yes' });
  });
});
