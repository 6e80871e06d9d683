import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH299_QUESTIONS } from './fresh299-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-ninety-ninth fresh question set (blind)', FRESH299_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH299_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH299_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-ninety-ninth fresh set reads the ground truth as its header says', () => {
  it('sums the arrests of stock theft ("cattle rustling") alone, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['stock theft'], num_suspects_arrested: 4 }),
      devRow({ crimes: ['stock theft', 'other'], num_suspects_arrested: null }),
      devRow({ crimes: ['theft'], num_suspects_arrested: 6 }),
      devRow({ notebook: 'b', crimes: ['stock theft'], num_suspects_arrested: 9 }),
    ];
    expect(ask('Whew, still blowing', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('takes the weekend share over every incident, an undated one in the whole but never on a weekend', () => {
    const rows = [
      devRow({ event_date: '2024-01-06' }), // Saturday
      devRow({ event_date: '2024-01-08' }), // Monday
      devRow({ event_date: null, published_date: '2024-01-13' }), // published on a Saturday
    ];
    expect(ask('Won it by a length', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('ranks municipalities by summed arrests, leaving out rows without one, and refuses a tie', () => {
    const rows = [
      devRow({ municipality: 'City of Tshwane', num_suspects_arrested: 2 }),
      devRow({ municipality: 'City of Tshwane', num_suspects_arrested: 3 }),
      devRow({ municipality: 'Ekurhuleni', num_suspects_arrested: 4 }),
      devRow({ municipality: null, num_suspects_arrested: 10 }),
    ];
    expect(ask('Right, off the rail', rows)).toEqual({ kind: 'text', value: ['City of Tshwane', 'Tshwane'] });
    const tied = [...rows, devRow({ municipality: 'Ekurhuleni', num_suspects_arrested: 1 })];
    expect(() => ask('Right, off the rail', tied)).toThrow(/no single leader/);
  });

  it('counts a rape with no stated relationship in the whole but not among those who knew the attacker', () => {
    const rape = (relationship: string | null) => devRow({ notebook: 'b', crimes: ['rape'], relationship });
    const rows = [
      rape('acquaintance'),
      rape('family'),
      rape('stranger'),
      rape(null),
      rape(null),
      rape(null),
      devRow({ notebook: 'b', crimes: ['murder'], relationship: 'partner' }),
    ];
    expect(ask('A delicate matter', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('takes the median of every stated suspect age, one per suspect, averaging the middle two', () => {
    const rows = [
      devRow({ notebook: 'b', suspect_ages: [40, 20] }),
      devRow({ notebook: 'b', suspect_ages: [31] }),
      devRow({ notebook: 'b', suspect_ages: null }),
      devRow({ notebook: 'b', suspect_ages: [25] }),
      devRow({ suspect_ages: [99] }),
    ];
    expect(ask('Every suspect with an age', rows)).toEqual({ kind: 'number', value: 28 });
  });
});
