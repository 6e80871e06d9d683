import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH315_QUESTIONS } from './fresh315-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-fifteenth fresh question set (blind)', FRESH315_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH315_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH315_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-fifteenth fresh set reads the ground truth as its header says', () => {
  it('counts a hijacking as a carjacking or a truck hijacking, and nothing else', () => {
    const rows = [
      devRow({ crimes: ['carjacking', 'kidnapping'] }),
      devRow({ crimes: ['truck hijacking'] }),
      devRow({ crimes: ['vehicle theft'] }),
      devRow({ crimes: ['armed robbery'] }),
      devRow({ notebook: 'b', crimes: ['carjacking'] }),
    ];
    expect(ask('Dumela. I drive', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it("takes Gauteng's kidnapping share over Gauteng's incidents alone", () => {
    const rows = [
      devRow({ crimes: ['kidnapping'] }),
      devRow({ crimes: ['kidnapping', 'carjacking'] }),
      devRow({ crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['kidnapping'] }),
      devRow({ province: 'Western Cape', crimes: ['theft'] }),
    ];
    expect(ask('Out of all the incidents in Gauteng', rows)).toEqual({ kind: 'number', value: 67 });
  });

  it('answers a Limpopo kidnapping since 2020 by event date, the undated and 2019 left out', () => {
    const kidnap = (event_date: string | null, province = 'Limpopo') =>
      devRow({ notebook: 'b', province, crimes: ['kidnapping'], event_date, published_date: '2021-01-01' });
    const rows = [kidnap('2019-12-31'), kidnap(null), kidnap('2023-05-01', 'North West')];
    expect(ask('Since 2020', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Since 2020', [...rows, kidnap('2020-01-01')])).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('sums the zama-zama arrests, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['illegal mining', 'other'], num_suspects_arrested: 6 }),
      devRow({ notebook: 'b', crimes: ['illegal mining'], num_suspects_arrested: null }),
      devRow({ notebook: 'b', crimes: ['theft'], num_suspects_arrested: 9 }),
      devRow({ crimes: ['illegal mining'], num_suspects_arrested: 4 }),
    ];
    expect(ask('Zama-zama busts', rows)).toEqual({ kind: 'number', value: 6 });
  });

  it('takes the second-half share over dated incidents only, and refuses a tie for the busiest municipality', () => {
    const at = (event_date: string | null, municipality: string | null = null) =>
      devRow({ notebook: 'b', event_date, municipality, published_date: '2024-12-31' });
    const rows = [at('2023-07-01'), at('2022-12-31'), at('2021-06-30'), at(null), at(null)];
    expect(ask('Of the incidents with a known date', rows)).toEqual({ kind: 'number', value: 67 });
    const places = [at('2024-01-01', 'Mangaung'), at('2024-01-01', 'Mangaung'), at('2024-01-01', 'Madibeng')];
    expect(ask('Which municipality has the most', places)).toEqual({
      kind: 'text',
      value: ['Mangaung', 'Mangaung'],
    });
    expect(() => ask('Which municipality has the most', [...places, at(null, 'Madibeng')])).toThrow(
      /no single leader/,
    );
  });
});
