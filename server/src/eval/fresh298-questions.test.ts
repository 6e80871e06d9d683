import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH298_QUESTIONS } from './fresh298-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-ninety-eighth fresh question set (blind)', FRESH298_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH298_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH298_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-ninety-eighth fresh set reads the ground truth as its header says', () => {
  it('sums KZN arrests from 2021 by event date, the undated, earlier and unstated adding nothing', () => {
    const kzn = (event_date: string | null, num_suspects_arrested: number | null) =>
      devRow({ province: 'KwaZulu-Natal', event_date, num_suspects_arrested, published_date: '2022-01-01' });
    const rows = [
      kzn('2021-01-01', 3),
      kzn('2023-05-05', 4),
      kzn('2020-12-31', 5),
      kzn(null, 6),
      kzn('2022-02-02', null),
      devRow({ province: 'Gauteng', event_date: '2022-02-02', num_suspects_arrested: 7 }),
    ];
    expect(ask('oi whats the tally', rows)).toEqual({ kind: 'number', value: 7 });
  });

  it('takes the share of murders with no one arrested over murders only, an unstated arrest not counting', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder', 'house robbery'], arrest_made: true }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['attempted murder'], arrest_made: false }),
    ];
    expect(ask('Of the murder cups', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('counts car and truck hijackings but not vehicle theft, and winter by event month in any year', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['carjacking'], event_date: '2019-06-01' }),
      devRow({ notebook: 'b', crimes: ['truck hijacking', 'kidnapping'], event_date: '2022-08-31' }),
      devRow({ notebook: 'b', crimes: ['vehicle theft'], event_date: '2021-09-01' }),
      devRow({ notebook: 'b', crimes: ['theft'], event_date: null, published_date: '2021-07-01' }),
    ];
    expect(ask('how many hijakings', rows)).toEqual({ kind: 'number', value: 2 });
    const inA = rows.map((r) => ({ ...r, notebook: 'a' as const }));
    expect(ask('Good afternoon. Of the winter lots', inA)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the weekend share over the dated incidents only', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2024-01-06' }), // Saturday
      devRow({ notebook: 'b', event_date: '2024-01-08' }), // Monday
      devRow({ notebook: 'b', event_date: '2024-01-09' }), // Tuesday
      devRow({ notebook: 'b', event_date: '2024-01-10' }), // Wednesday
      devRow({ notebook: 'b', event_date: null, published_date: '2024-01-07' }), // published on a Sunday
    ];
    expect(ask('Of the incidents whose date is stated', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('names the incident with most victims by the parts of its location no other incident shares', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'Lismor farm, near Kestell', num_victims: 7 }),
      devRow({ notebook: 'b', location: 'Kestell town', num_victims: 3 }),
      devRow({ notebook: 'b', location: 'Mareetsane', num_victims: null }),
    ];
    expect(ask('Which single cup', rows)).toEqual({ kind: 'text', value: ['Lismor farm'] });
  });
});
