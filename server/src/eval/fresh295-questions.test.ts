import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH295_QUESTIONS } from './fresh295-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-ninety-fifth fresh question set (blind)', FRESH295_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH295_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH295_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-ninety-fifth fresh set reads the ground truth as its header says', () => {
  it('takes the crease down the middle as the median of every stated suspect age, one per suspect', () => {
    const rows = [
      devRow({ suspect_ages: [20, 40] }),
      devRow({ suspect_ages: [30] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [25] }),
    ];
    expect(ask('Take every suspect', rows)).toEqual({ kind: 'number', value: 27.5 });
    const odd = [...rows, devRow({ suspect_ages: [50] })];
    expect(ask('Take every suspect', odd)).toEqual({ kind: 'number', value: 30 });
  });

  it('counts a weekend by the event date alone, in the Western Cape only', () => {
    const rows = [
      devRow({ province: 'Western Cape', event_date: '2024-01-06' }), // Saturday
      devRow({ province: 'Western Cape', event_date: '2024-01-07' }), // Sunday
      devRow({ province: 'Western Cape', event_date: '2024-01-08' }), // Monday
      devRow({ province: 'Western Cape', event_date: null, published_date: '2024-01-13' }), // published on a Saturday
      devRow({ province: 'Gauteng', event_date: '2024-01-06' }),
    ];
    expect(ask('Weekend legs', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the farm share over farm incidents by the word in the location, with a stated arrest', () => {
    const farm = (location: string, arrest_made: boolean | null) =>
      devRow({ notebook: 'b', location, arrest_made });
    const rows = [
      farm('Lismor Farm, near Kestell', true),
      farm('farm near Glen', false),
      farm('near Klippan farm, Slurry', null),
      farm('a smallholding, Slurry', false),
      farm('De Rots farm, Senekal', true),
      farm('Spitskop Trust Farm', true),
    ];
    expect(ask('Of the sheets set on a farm', rows)).toEqual({ kind: 'number', value: 60 });
  });

  it('ranks provinces by summed arrests, an unstated figure adding nothing, and refuses a tie', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: null }),
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: 3 }),
    ];
    expect(ask('By total suspects arrested', rows)).toEqual({ kind: 'text', value: 'Limpopo' });
    const tied = [...rows, devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: 1 })];
    expect(() => ask('By total suspects arrested', tied)).toThrow(/no single leader/);
  });

  it('finds the female excess in the Northern Cape from stated figures, refusing a reversed one', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Northern Cape', victims_female: 3, victims_male: 0 }),
      devRow({ notebook: 'b', province: 'Northern Cape', victims_female: null, victims_male: null }),
      devRow({ notebook: 'b', province: 'Northern Cape', victims_female: 2, victims_male: 1 }),
      devRow({ notebook: 'b', province: 'Free State', victims_female: 0, victims_male: 6 }),
    ];
    expect(ask('In the Northern Cape, how much sharper', rows)).toEqual({ kind: 'number', value: 4 });
    const reversed = [
      ...rows,
      devRow({ notebook: 'b', province: 'Northern Cape', victims_female: 0, victims_male: 5 }),
    ];
    expect(() => ask('In the Northern Cape, how much sharper', reversed)).toThrow(/not more female/);
  });
});
