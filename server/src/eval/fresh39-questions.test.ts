import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH39_QUESTIONS } from './fresh39-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The thirty-ninth fresh question set (blind)', FRESH39_QUESTIONS);

const question = (start: string) => {
  const q = FRESH39_QUESTIONS.find((candidate) => candidate.question.startsWith(start));
  if (!q) throw new Error(`no question starting "${start}"`);
  return q.question;
};

describe('the thirty-ninth fresh question set reads the ground truth as its header says', () => {
  it('takes winter as whole months, June 1st and August 31st included, and skips undated incidents', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2023-06-01', victims_female: 1 }),
      devRow({ notebook: 'b', event_date: '2023-08-31', victims_female: 2 }),
      devRow({ notebook: 'b', event_date: '2023-05-31', victims_female: 1 }),
      devRow({ notebook: 'b', event_date: '2023-09-01', victims_female: 1 }),
      devRow({ notebook: 'b', event_date: null, victims_female: 1 }),
      // A female figure not stated, or stated as none, is no female victim.
      devRow({ notebook: 'b', event_date: '2023-07-10', victims_female: null }),
      devRow({ notebook: 'b', event_date: '2023-07-11', victims_female: 0 }),
    ];
    expect(expectationIn(FRESH39_QUESTIONS, question("Women's Month"), rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('keeps a rape case whose relationship is not stated in the share of known attackers', () => {
    const rows = [
      devRow({ crimes: ['rape'], relationship: 'acquaintance' }),
      devRow({ crimes: ['rape'], relationship: null }),
      devRow({ crimes: ['rape'], relationship: 'stranger' }),
      // Not a rape: outside the share altogether.
      devRow({ crimes: ['murder'], relationship: 'partner' }),
    ];
    expect(expectationIn(FRESH39_QUESTIONS, question('Out of all the rape cases here'), rows)).toEqual({
      kind: 'number',
      value: 33,
    });
  });

  it('reads "older than 55" strictly, over Eastern Cape ages alone', () => {
    const atFiftyFive = [
      devRow({ province: 'Eastern Cape', suspect_ages: [55, 30] }),
      devRow({ province: 'Gauteng', suspect_ages: [70] }),
    ];
    const ask = question('Quick check before I file');
    expect(expectationIn(FRESH39_QUESTIONS, ask, atFiftyFive)).toEqual({ kind: 'text', value: 'No' });
    const atFiftySix = [...atFiftyFive, devRow({ province: 'Eastern Cape', suspect_ages: [56] })];
    expect(expectationIn(FRESH39_QUESTIONS, ask, atFiftySix)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('adds nothing for a killed figure that is not stated, and counts only attackers the victims knew', () => {
    const rows = [
      devRow({ relationship: 'family', victims_killed: null }),
      devRow({ relationship: 'partner', victims_killed: 2 }),
      devRow({ relationship: 'acquaintance', victims_killed: 1 }),
      devRow({ relationship: 'stranger', victims_killed: 3 }),
      devRow({ relationship: null, victims_killed: 4 }),
    ];
    expect(expectationIn(FRESH39_QUESTIONS, question('Femicide'), rows)).toEqual({
      kind: 'number',
      value: 3,
    });
  });

  it('counts a weekend incident only when an arrest was made, and an undated one never', () => {
    const rows = [
      devRow({ event_date: '2024-06-08', arrest_made: true }), // Saturday
      devRow({ event_date: '2024-06-09', arrest_made: false }), // Sunday
      devRow({ event_date: '2024-06-16', arrest_made: null }), // Sunday, not stated
      devRow({ event_date: '2024-06-10', arrest_made: true }), // Monday
      devRow({ event_date: null, arrest_made: true }),
    ];
    expect(expectationIn(FRESH39_QUESTIONS, question('Monday court rolls'), rows)).toEqual({
      kind: 'number',
      value: 1,
    });
  });
});
