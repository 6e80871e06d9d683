import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH15_QUESTIONS } from './fresh15-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The fifteenth fresh question set (blind)', FRESH15_QUESTIONS);

const ask = (question: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH15_QUESTIONS, question, rows);

describe('The fifteenth fresh question set reads', () => {
  it('the top two crime types by incidents, leaving "other" out', () => {
    const rows = [
      ...[1, 2, 3].map(() => devRow({ notebook: 'b', crimes: ['murder', 'other'] })),
      ...[1, 2].map(() => devRow({ notebook: 'b', crimes: ['theft', 'other'] })),
      devRow({ notebook: 'b', crimes: ['rape'] }),
    ];
    expect(ask('What are the top two crime types by number of incidents?', rows)).toEqual({
      kind: 'list',
      value: ['murder', 'theft'],
    });
  });

  it('an undated murder in the whole of the weekend share but never in its part', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }),
      devRow({ crimes: ['murder'], event_date: '2024-01-08' }),
      devRow({ crimes: ['murder'], event_date: null }),
      devRow({ crimes: ['theft'], event_date: '2024-01-07' }),
    ];
    expect(ask('What share of the murders happened on a weekend (Saturday or Sunday)?', rows)).toEqual({
      kind: 'number',
      value: 33,
    });
  });

  it('an attacker the victim knew as a partner, relative or acquaintance, only in rape cases', () => {
    const rows = [
      devRow({ crimes: ['rape'], relationship: 'acquaintance' }),
      devRow({ crimes: ['rape', 'kidnapping'], relationship: 'partner' }),
      devRow({ crimes: ['rape'], relationship: 'stranger' }),
      devRow({ crimes: ['rape'], relationship: null }),
      devRow({ crimes: ['common assault'], relationship: 'family' }),
    ];
    expect(ask('In how many rape cases did the victim know the attacker?', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('suspects "older than 40" strictly, from the stated ages only', () => {
    const rows = [
      devRow({ suspect_ages: [40, 41, 39] }),
      devRow({ suspect_ages: null, num_suspects_arrested: 5 }),
      devRow({ suspect_ages: [58] }),
    ];
    expect(ask('Of the suspects with a known age, how many were older than 40?', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('the arrests per crime type as the arrested suspects of every incident carrying it', () => {
    const question =
      'Which crime type accounts for the most suspects arrested, adding up the arrested suspects of every incident that carries that charge?';
    const rows = [
      devRow({ crimes: ['murder'], num_suspects_arrested: 1 }),
      devRow({ crimes: ['murder'], num_suspects_arrested: 1 }),
      devRow({ crimes: ['murder'], num_suspects_arrested: null }),
      devRow({ crimes: ['poaching', 'other'], num_suspects_arrested: 9 }),
    ];
    expect(ask(question, rows)).toEqual({ kind: 'text', value: ['poaching'] });
  });
});
