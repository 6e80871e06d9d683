import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH10_QUESTIONS } from './fresh10-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The tenth fresh question set (blind)', FRESH10_QUESTIONS);

const expectation = (question: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH10_QUESTIONS, question, rows);

describe('The tenth fresh set reads the ground truth', () => {
  it('sums the people killed as stated: a null or absent figure adds nothing', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', victims_killed: 2 }),
      devRow({ province: 'Eastern Cape', victims_killed: null }),
      devRow({ province: 'Eastern Cape' }),
      devRow({ province: 'Gauteng', victims_killed: 5 }),
    ];
    expect(
      expectation('What is the total number of people killed in the Eastern Cape incidents?', rows),
    ).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('counts a murder on the weekend by its incident date, and an undated one in no window', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // a Saturday
      devRow({ crimes: ['murder'], event_date: '2024-01-07' }), // a Sunday
      devRow({ crimes: ['murder'], event_date: '2024-01-08' }), // a Monday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-06' }),
      devRow({ crimes: ['theft'], event_date: '2024-01-06' }),
    ];
    expect(expectation('Murders on a weekend (Sat or Sun) - what is the count?', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('reads a misspelt suburb as the one it misspells, in any part of the location', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha' }),
      devRow({ location: 'Khayelitsha' }),
      devRow({ location: 'Mitchells Plain' }),
    ];
    expect(expectation('How many incidents were in Khayelitsa?', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes a robbery of any kind as the listed robberies, not a carjacking', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['illegal firearm possession', 'house robbery'] }),
      devRow({ notebook: 'b', crimes: ['illegal firearm possession', 'cash-in-transit robbery'] }),
      devRow({ notebook: 'b', crimes: ['illegal firearm possession', 'carjacking'] }),
      devRow({ notebook: 'b', crimes: ['armed robbery'] }),
    ];
    expect(
      expectation(
        'How many incidents combined illegal firearm possession with a robbery of any kind (armed, business, house or CIT)?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the share of rape cases with a child victim over all the rape cases', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 1 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 0 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: null }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_children: 2 }),
    ];
    expect(
      expectation(
        'Of all the rape cases in this notebook, what share had at least one child (under 18) among the victims? As a whole percentage, please.',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 33 });
  });
});
