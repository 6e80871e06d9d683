import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH344_QUESTIONS } from './fresh344-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-forty-fourth fresh question set (blind)', FRESH344_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH344_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH344_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-forty-fourth fresh set reads the ground truth as its header says', () => {
  it('takes the murder share over every KwaZulu-Natal row, attempted murder not a murder, notebook b left out', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['culpable homicide'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['stock theft'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'KwaZulu-Natal', crimes: ['murder'] }),
    ];
    expect(ask('wat % of the kzn incidents', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('counts festive-season murders by the month of the event date, undated and attempted left out', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2019-12-29' }),
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2018-01-19' }),
      devRow({ crimes: ['attempted murder'], event_date: '2020-12-05' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2021-01-03' }),
      devRow({ crimes: ['murder'], event_date: '2021-02-01' }),
      devRow({ crimes: ['murder'], event_date: '2021-11-30' }),
    ];
    expect(ask('Festive season check', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks provinces by stated injured, a null adding nothing, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'Western Cape', victims_injured: 6 }),
      devRow({ province: 'Western Cape', victims_injured: null }),
      devRow({ province: 'KwaZulu-Natal', victims_injured: 4 }),
      devRow({ province: 'KwaZulu-Natal', victims_injured: 1 }),
      devRow({ province: 'Gauteng', victims_injured: null, num_victims: 20 }),
      devRow({ notebook: 'b', province: 'KwaZulu-Natal', victims_injured: 9 }),
    ];
    expect(ask('Which province had the most casualties', rows)).toEqual({
      kind: 'text',
      value: 'Western Cape',
    });
    const tied = [...rows, devRow({ province: 'KwaZulu-Natal', victims_injured: 1 })];
    expect(() => ask('Which province had the most casualties', tied)).toThrow(/no single leader/);
  });

  it('keeps an unstated injured figure in the Mpumalanga denominator as no one injured', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', victims_injured: 2 }),
      devRow({ notebook: 'b', province: 'Mpumalanga', victims_injured: 0 }),
      devRow({ notebook: 'b', province: 'Mpumalanga', victims_injured: null }),
      devRow({ notebook: 'b', province: 'Mpumalanga', victims_injured: null }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_injured: 3 }),
      devRow({ notebook: 'a', province: 'Mpumalanga', victims_injured: 1 }),
    ];
    expect(ask('What percentage of the Mpumalanga', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('counts a known attacker over every rape row, a stranger or unstated relationship not known', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], relationship: 'acquaintance' }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], relationship: 'family' }),
      devRow({ notebook: 'b', crimes: ['rape'], relationship: 'stranger' }),
      devRow({ notebook: 'b', crimes: ['rape'], relationship: null }),
      devRow({ notebook: 'b', crimes: ['sexual assault'], relationship: 'partner' }),
      devRow({ notebook: 'a', crimes: ['rape'], relationship: 'partner' }),
    ];
    expect(ask('out of the rape cases', rows)).toEqual({ kind: 'number', value: 50 });
  });
});
