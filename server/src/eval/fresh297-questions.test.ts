import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH297_QUESTIONS } from './fresh297-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-ninety-seventh fresh question set (blind)', FRESH297_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH297_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH297_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-ninety-seventh fresh set reads the ground truth as its header says', () => {
  it('counts murders from 2020 on by event date alone, the undated left out', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2020-01-01' }),
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2023-05-05' }),
      devRow({ crimes: ['murder'], event_date: '2019-12-31', published_date: '2020-01-02' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-02' }),
      devRow({ crimes: ['attempted murder'], event_date: '2022-01-01' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2022-01-01' }),
    ];
    expect(ask('Mornin. Now, in this cellar', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks provinces by suspects arrested summed, not by incidents, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'Gauteng', num_suspects_arrested: 1 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: 2 }),
      devRow({ province: 'Western Cape', num_suspects_arrested: 4 }),
      devRow({ province: 'KwaZulu-Natal', num_suspects_arrested: null }),
      devRow({ province: 'KwaZulu-Natal', num_suspects_arrested: null }),
      devRow({ province: 'KwaZulu-Natal', num_suspects_arrested: null }),
    ];
    expect(ask('Like turnin wheels', rows)).toEqual({ kind: 'text', value: 'Western Cape' });
    const tied = [...rows, devRow({ province: 'Gauteng', num_suspects_arrested: 1 })];
    expect(() => ask('Like turnin wheels', tied)).toThrow(/no single leader/);
  });

  it('takes the female share over victims of stated sex, the unstated adding nothing', () => {
    const rows = [
      devRow({ num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ num_victims: 1, victims_female: 0, victims_male: 1 }),
      devRow({ notebook: 'b', num_victims: 4, victims_female: 4, victims_male: 0 }),
    ];
    expect(ask('Good evening, at your service', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('finds a farm by the word in the location, in any case, and needs a stated arrest', () => {
    const farm = (location: string, arrest_made: boolean | null) =>
      devRow({ notebook: 'b', location, arrest_made });
    const rows = [
      farm('Lismor Farm, near Kestell', true),
      farm('farm near Glen', true),
      farm('near Klippan farm, Slurry', false),
      farm('De Rots farm, Senekal', null),
      farm('Bloemfontein', true),
    ];
    expect(ask('Out on the farms', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the median of every stated suspect age, one per suspect, over both halves', () => {
    const rows = [
      devRow({ notebook: 'b', suspect_ages: [20, 40, 40] }),
      devRow({ notebook: 'b', suspect_ages: [30] }),
      devRow({ notebook: 'b', suspect_ages: null }),
      devRow({ suspect_ages: [99] }),
    ];
    expect(ask('How aged are the suspects', rows)).toEqual({ kind: 'number', value: 35 });
  });
});
