import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH307_QUESTIONS } from './fresh307-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-seventh fresh question set (blind)', FRESH307_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH307_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH307_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-seventh fresh set reads the ground truth as its header says', () => {
  it('counts weekend murders by the event date alone, the undated left out', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['murder'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-13' }), // published on a Saturday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-06' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2024-01-06' }),
    ];
    expect(ask('Club shoots are Saturdays', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the female share over the Eastern Cape victims of stated sex, the unstated adding nothing', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', num_victims: 4, victims_female: 1, victims_male: 2 }),
      devRow({ province: 'Eastern Cape', num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ province: 'Gauteng', num_victims: 3, victims_female: 3, victims_male: 0 }),
    ];
    expect(ask('Among the Eastern Cape victims', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('takes "nobody arrested" as a stated false over the KwaZulu-Natal rows only', () => {
    const kzn = (arrest_made: boolean | null) => devRow({ province: 'KwaZulu-Natal', arrest_made });
    const rows = [
      kzn(false),
      kzn(true),
      kzn(null),
      kzn(true),
      devRow({ province: 'Gauteng', arrest_made: false }),
    ];
    expect(ask('My sister lives in Durban', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('dates the latest farm incident by event date, finding "farm" in any case and never reading publication', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'Lismor Farm, near Kestell', event_date: '2022-07-15' }),
      devRow({ notebook: 'b', location: 'farm near Glen', event_date: null, published_date: '2025-05-13' }),
      devRow({ notebook: 'b', location: 'Bloemfontein', event_date: '2024-01-01' }),
    ];
    expect(ask('My gran grew up on a farm', rows)).toEqual({ kind: 'date', value: '2022-07-15' });
  });

  it('ranks provinces by suspects arrested summed, not by incidents, and refuses a tie', () => {
    const row = (province: string, num_suspects_arrested: number | null) =>
      devRow({ notebook: 'b', province, num_suspects_arrested });
    const rows = [row('Limpopo', 1), row('Limpopo', 1), row('Limpopo', null), row('North West', 5)];
    expect(ask('Gently, province by province', rows)).toEqual({ kind: 'text', value: 'North West' });
    expect(() => ask('Gently, province by province', [...rows, row('Limpopo', 3)])).toThrow(
      /no single leader/,
    );
  });
});
