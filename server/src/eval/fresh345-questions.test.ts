import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH345_QUESTIONS } from './fresh345-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-forty-fifth fresh question set (blind)', FRESH345_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH345_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH345_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-forty-fifth fresh set reads the ground truth as its header says', () => {
  it('counts Western Cape murders only: no attempted murder, no other province, no other notebook', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
      devRow({ province: 'Western Cape', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Western Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Western Cape', crimes: ['culpable homicide'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'Western Cape', crimes: ['murder'] }),
    ];
    expect(ask('how many murders down here', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the female share over the victims of stated sex, the unstated adding nothing', () => {
    const rows = [
      devRow({ num_victims: 4, victims_female: 1, victims_male: 3 }),
      devRow({ num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ num_victims: 2, victims_female: 2, victims_male: null }),
      devRow({ notebook: 'b', num_victims: 5, victims_female: 5, victims_male: 0 }),
    ];
    expect(ask('Of those victims whose sex', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('sums arrests over robberies of any kind, once per incident, without carjackings or unstated figures', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['armed robbery', 'business robbery'], num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', crimes: ['cash-in-transit robbery'], num_suspects_arrested: 4 }),
      devRow({ notebook: 'b', crimes: ['robbery'], num_suspects_arrested: null }),
      devRow({ notebook: 'b', crimes: ['carjacking'], num_suspects_arrested: 6 }),
      devRow({ notebook: 'b', crimes: ['truck hijacking'], num_suspects_arrested: 2 }),
      devRow({ crimes: ['house robbery'], num_suspects_arrested: 9 }),
    ];
    expect(ask('robbery jobs of any kind', rows)).toEqual({ kind: 'number', value: 7 });
  });

  it('counts Northern Cape incidents before 2020 by event date, the undated and the first of 2020 left out', () => {
    const nc = (event_date: string | null, published_date = '2019-06-01') =>
      devRow({ notebook: 'b', province: 'Northern Cape', event_date, published_date });
    const rows = [
      nc('2019-12-31'),
      nc('2016-03-01'),
      nc('2020-01-01'),
      nc(null),
      nc('2020-02-01', '2019-12-01'),
      devRow({ notebook: 'b', province: 'North West', event_date: '2018-01-01' }),
    ];
    expect(ask('Here in the Northern Cape', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('lets an unstated arrest break "every Limpopo incident ended in an arrest", and lists each mining province once', () => {
    const limpopo = (arrest_made: boolean | null) =>
      devRow({ notebook: 'b', province: 'Limpopo', arrest_made });
    expect(ask('Is it the case that every', [limpopo(true), limpopo(true)])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
    expect(ask('Is it the case that every', [limpopo(true), limpopo(null)])).toEqual({
      kind: 'text',
      value: 'No',
    });
    const mining = [
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['illegal mining'] }),
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['illegal mining', 'theft'] }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['illegal mining'] }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['theft'] }),
      devRow({ province: 'Gauteng', crimes: ['illegal mining'] }),
    ];
    expect(ask('Would you enumerate', mining)).toEqual({
      kind: 'list',
      value: ['Free State', 'Northern Cape'],
    });
  });
});
