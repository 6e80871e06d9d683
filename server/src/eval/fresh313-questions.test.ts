import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH313_QUESTIONS } from './fresh313-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-thirteenth fresh question set (blind)', FRESH313_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH313_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH313_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-thirteenth fresh set reads the ground truth as its header says', () => {
  it('takes the Western Cape arrest share over all its incidents, an unstated arrest not counting as one', () => {
    const rows = [
      devRow({ province: 'Western Cape', arrest_made: true }),
      devRow({ province: 'Western Cape', arrest_made: true }),
      devRow({ province: 'Western Cape', arrest_made: false }),
      devRow({ province: 'Western Cape', arrest_made: null }),
      devRow({ province: 'Western Cape', arrest_made: true }),
      devRow({ province: 'Western Cape', arrest_made: true }),
      devRow({ province: 'Gauteng', arrest_made: false }),
    ];
    expect(ask('Of all the incidents in the Western Cape', rows)).toEqual({ kind: 'number', value: 67 });
  });

  it('counts school holidays and harvest time by the month of the event date alone, in any year', () => {
    const rows = [
      devRow({ event_date: '2019-12-31' }),
      devRow({ event_date: '2023-01-01' }),
      devRow({ event_date: '2023-02-01' }),
      devRow({ event_date: null, published_date: '2023-12-05' }),
    ];
    expect(ask('The long school holidays', rows)).toEqual({ kind: 'number', value: 2 });
    const harvest = [
      devRow({ notebook: 'b', event_date: '2016-02-01' }),
      devRow({ notebook: 'b', event_date: '2024-04-30' }),
      devRow({ notebook: 'b', event_date: '2024-05-01' }),
      devRow({ notebook: 'b', event_date: '2024-01-31' }),
      devRow({ notebook: 'b', event_date: null, published_date: '2024-03-10' }),
    ];
    expect(ask('Harvest time is February', harvest)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the arrests of farm incidents, finding a farm by the word in any case, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'Lismor Farm, near Kestell', num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', location: 'farm near Glen', num_suspects_arrested: null }),
      devRow({ notebook: 'b', location: 'near Klippan farm, Slurry', num_suspects_arrested: 5 }),
      devRow({ notebook: 'b', location: 'Mareetsane', num_suspects_arrested: 9 }),
    ];
    expect(ask('The ones that happened on farms', rows)).toEqual({ kind: 'number', value: 7 });
  });

  it('takes the median over every stated suspect age, one per suspect', () => {
    const rows = [
      devRow({ suspect_ages: [20, 40, 41] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [] }),
      devRow({ suspect_ages: [30, 33] }),
    ];
    expect(ask('For the declaration', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('ranks provinces by the summed suspects arrested, not by incidents, and refuses a tie', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 1 }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 1 }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: null }),
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: 3 }),
    ];
    expect(ask('Which province declares', rows)).toEqual({ kind: 'text', value: 'Mpumalanga' });
    const tied = [...rows, devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 1 })];
    expect(() => ask('Which province declares', tied)).toThrow(/no single leader/);
  });
});
