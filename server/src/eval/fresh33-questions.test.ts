import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH33_QUESTIONS } from './fresh33-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The thirty-third fresh question set (blind)', FRESH33_QUESTIONS);

const expectation = (question: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH33_QUESTIONS, question, rows);

describe('The thirty-third set reads the ground truth as its header says', () => {
  it('takes the Mpumalanga weekend share over the dated Mpumalanga incidents only', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', event_date: '2024-01-06' }),
      devRow({ notebook: 'b', province: 'Mpumalanga', event_date: '2024-01-08' }),
      devRow({ notebook: 'b', province: 'Mpumalanga', event_date: '2024-01-09' }),
      devRow({ notebook: 'b', province: 'Mpumalanga', event_date: null }),
      devRow({ notebook: 'b', province: 'Limpopo', event_date: '2024-01-07' }),
    ];
    expect(
      expectation(
        'Of the Mpumalanga incidents with a known date, what percentage happened on a weekend? Nearest whole percent.',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 33 });
  });

  it('ranks provinces by incidents in December or January of any year, undated incidents left out', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', event_date: '2016-12-31' }),
      devRow({ notebook: 'b', province: 'Limpopo', event_date: '2023-01-15' }),
      devRow({ notebook: 'b', province: 'Free State', event_date: '2024-01-01' }),
      devRow({ notebook: 'b', province: 'Free State', event_date: '2024-02-01' }),
      devRow({ notebook: 'b', province: 'Free State', event_date: '2023-11-30' }),
      devRow({ notebook: 'b', province: 'Free State', event_date: null }),
    ];
    expect(
      expectation('Which province had the most incidents in December or January, in any year?', rows),
    ).toEqual({ kind: 'text', value: 'Limpopo' });
  });

  it('counts the victim knowing the attacker as a stated partner, family or acquaintance', () => {
    const rows = [
      devRow({ relationship: 'partner' }),
      devRow({ relationship: 'family' }),
      devRow({ relationship: 'acquaintance' }),
      devRow({ relationship: 'stranger' }),
      devRow({ relationship: null }),
    ];
    expect(
      expectation(
        'In how many incidents did the victim know the attacker, whether a partner, a family member or an acquaintance?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the share of rape cases with a child victim over every rape case, a null count included', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 2 }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], victims_children: 0 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: null }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_children: 1 }),
    ];
    expect(
      expectation(
        'It breaks my heart to ask this, but what percentage of the rape cases had a child under 18 among the victims? A whole percent, please.',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 33 });
  });
});
