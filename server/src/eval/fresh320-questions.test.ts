import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH320_QUESTIONS } from './fresh320-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-twentieth fresh question set (blind)', FRESH320_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH320_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH320_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-twentieth fresh set reads the ground truth as its header says', () => {
  it('counts murder alone, never attempted murder or culpable homicide, in the province asked', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['culpable homicide'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'KwaZulu-Natal', crimes: ['murder'] }),
    ];
    expect(ask('Murder cases in KwaZulu-Natal', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('dates the latest Limpopo murder by event date, the undated left out however late published', () => {
    const limpopo = (crimes: string[], event_date: string | null, published_date: string) =>
      devRow({ notebook: 'b', province: 'Limpopo', crimes, event_date, published_date });
    const rows = [
      limpopo(['murder'], '2021-04-02', '2021-04-03'),
      limpopo(['murder'], null, '2025-09-01'),
      limpopo(['attempted murder'], '2024-01-01', '2024-01-02'),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['murder'], event_date: '2023-01-01' }),
    ];
    expect(ask('When did the latest murder in Limpopo', rows)).toEqual({ kind: 'date', value: '2021-04-02' });
  });

  it('sums only the stated bodies, and takes the North West share over all the stated killed', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'North West', victims_killed: 1, num_victims: 4 }),
      devRow({ notebook: 'b', province: 'North West', victims_killed: null, num_victims: 3 }),
      devRow({ notebook: 'b', province: 'Free State', victims_killed: 2 }),
      devRow({ notebook: 'b', province: 'Free State', victims_killed: null }),
      devRow({ notebook: 'b', province: 'Limpopo' }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_killed: 6 }),
    ];
    expect(ask('Free State: total deceased', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Of all the deceased these releases', rows)).toEqual({ kind: 'number', value: 11 });
  });

  it('takes the no-arrest share over murders only, a stated false alone being "nobody"', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['murder'], arrest_made: true }),
      devRow({ crimes: ['attempted murder'], arrest_made: false }),
      devRow({ crimes: ['carjacking'], arrest_made: false }),
    ];
    expect(ask('wat percent of the murders', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('counts robberies in 2023 and 2024 by event date, carjackings and truck hijackings not among them', () => {
    const b = (crimes: string[], event_date: string | null) =>
      devRow({ notebook: 'b', crimes, event_date, published_date: '2024-06-01' });
    const rows = [
      b(['armed robbery'], '2023-01-01'),
      b(['cash-in-transit robbery', 'murder'], '2024-12-31'),
      b(['house robbery'], '2022-12-31'),
      b(['business robbery'], '2025-01-01'),
      b(['robbery'], null),
      b(['carjacking'], '2023-05-05'),
      b(['truck hijacking'], '2024-05-05'),
    ];
    expect(ask('yo how many robberys', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('eish bru how many times', [devRow({ crimes: ['truck hijacking'] })])).toEqual({
      kind: 'number',
      value: 0,
    });
  });
});
