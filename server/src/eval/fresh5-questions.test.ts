import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH5_QUESTIONS } from './fresh5-questions';
import { expectationIn, devRow as row } from './invented-rows';

checkBlindSet('fresh questions, fifth set', FRESH5_QUESTIONS);

const expectationOf = (question: string, rows: Parameters<typeof row>[0][]) =>
  expectationIn(FRESH5_QUESTIONS, question, rows.map(row));

describe('fresh questions, fifth set, readings', () => {
  it('count hijackings of cars and trucks once per incident', () => {
    expect(
      expectationOf(
        'Quick one for the seven o’clock bulletin: how many hijackings, cars and trucks together?',
        [
          { crimes: ['carjacking', 'truck hijacking'] },
          { crimes: ['truck hijacking'] },
          { crimes: ['carjacking', 'kidnapping'] },
          { crimes: ['vehicle theft'] },
        ],
      ),
    ).toEqual({ kind: 'number', value: 3 });
  });

  it('count weekdays only over dated incidents', () => {
    expect(
      expectationOf('How many of the incidents happened on a weekday, Monday to Friday?', [
        { event_date: '2024-06-03' },
        { event_date: '2024-06-07' },
        { event_date: '2024-06-08' },
        { event_date: null },
      ]),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('answer yes or no from whether any incident matches', () => {
    expect(
      expectationOf('Has there been a truck hijacking in KwaZulu-Natal? Yes or no.', [
        { province: 'KwaZulu-Natal', crimes: ['carjacking'] },
        { province: 'Gauteng', crimes: ['truck hijacking'] },
      ]),
    ).toEqual({ kind: 'text', value: 'No' });
  });

  it('take a share of the Free State incidents only', () => {
    const rows = [
      { province: 'Free State', arrest_made: true },
      { province: 'Free State', arrest_made: true },
      { province: 'Free State', arrest_made: false },
      { province: 'Limpopo', arrest_made: false },
    ].map((f) => row({ notebook: 'b', ...f }));
    expect(
      expectationIn(
        FRESH5_QUESTIONS,
        'What percentage of the Free State incidents ended in an arrest? Round to the nearest whole number.',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 67 });
  });
});
