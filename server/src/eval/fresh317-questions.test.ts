import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH317_QUESTIONS, starSign } from './fresh317-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-seventeenth fresh question set (blind)', FRESH317_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH317_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH317_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-seventeenth fresh set reads the ground truth as its header says', () => {
  it('reads star signs by month and day, the cusps included, and ranks rapes by sign', () => {
    const on = (event_date: string | null) => devRow({ event_date });
    expect(starSign(on('2024-06-20'))).toBe('Gemini');
    expect(starSign(on('2024-06-21'))).toBe('Cancer');
    expect(starSign(on('2023-12-21'))).toBe('Sagittarius');
    expect(starSign(on('2023-12-22'))).toBe('Capricorn');
    expect(starSign(on('2024-01-19'))).toBe('Capricorn');
    expect(starSign(on('2024-01-20'))).toBe('Aquarius');
    expect(starSign(on(null))).toBeUndefined();
    const rape = (event_date: string | null, crime = 'rape') =>
      devRow({ notebook: 'b', crimes: [crime], event_date, published_date: '2024-09-30' });
    const rows = [
      rape('2024-09-01'),
      rape('2021-09-21'),
      rape('2016-11-19'),
      rape(null),
      rape(null),
      rape('2016-11-20', 'sexual assault'),
    ];
    expect(ask('Under which star sign', rows)).toEqual({ kind: 'text', value: 'Virgo' });
    expect(() => ask('Under which star sign', [...rows, rape('2017-11-01')])).toThrow(/no single leader/);
  });

  it('counts Wednesdays by the event date alone, never the publication date', () => {
    const rows = [
      devRow({ event_date: '2024-01-03' }), // Wednesday
      devRow({ event_date: '2023-06-07' }), // Wednesday
      devRow({ event_date: '2024-01-04', published_date: '2024-01-10' }), // Thursday, published on a Wednesday
      devRow({ event_date: null, published_date: '2024-01-17' }), // undated, published on a Wednesday
      devRow({ notebook: 'b', event_date: '2024-01-03' }),
    ];
    expect(ask('Dear ones, Wednesday', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the killed by weekday over stated figures only, and refuses a tie', () => {
    const rows = [
      devRow({ event_date: '2024-01-06', victims_killed: 3 }), // Saturday
      devRow({ event_date: '2024-01-07', victims_killed: 2 }), // Sunday
      devRow({ event_date: '2024-01-14', victims_killed: null }), // Sunday, unstated
      devRow({ event_date: null, victims_killed: 9 }),
    ];
    expect(ask('The stars say some days', rows)).toEqual({ kind: 'text', value: 'Saturday' });
    const tied = [...rows, devRow({ event_date: '2024-01-21', victims_killed: 1 })];
    expect(() => ask('The stars say some days', tied)).toThrow(/no single leader/);
  });

  it('finds farms in any case and takes "no one arrested" as a stated false only', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'Spitskop Trust Farm, Thaba Nchu', arrest_made: false }),
      devRow({ notebook: 'b', location: 'near Klippan farm, Slurry', arrest_made: false }),
      devRow({ notebook: 'b', location: 'farm near Glen', arrest_made: null }),
      devRow({ notebook: 'b', location: 'farm in Bloemspruit', arrest_made: true }),
      devRow({ notebook: 'b', location: 'Mhala', arrest_made: false }),
    ];
    expect(ask('On the farms', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums suspects arrested per province with nulls adding nothing, and the weekend children likewise', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: 19 }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 12 }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 5 }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: null }),
    ];
    expect(ask('Which province brought in', rows)).toEqual({ kind: 'text', value: 'Mpumalanga' });
    const weekendRows = [
      devRow({ notebook: 'b', event_date: '2016-11-19', victims_children: 3 }), // Saturday
      devRow({ notebook: 'b', event_date: '2024-07-28', victims_children: null }), // Sunday
      devRow({ notebook: 'b', event_date: '2024-07-29', victims_children: 4 }), // Monday
      devRow({ notebook: 'b', event_date: null, victims_children: 2 }),
    ];
    expect(ask('Saturdays and Sundays', weekendRows)).toEqual({ kind: 'number', value: 3 });
  });
});
