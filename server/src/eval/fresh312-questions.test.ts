import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH312_QUESTIONS } from './fresh312-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-twelfth fresh question set (blind)', FRESH312_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH312_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH312_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-twelfth fresh set reads the ground truth as its header says', () => {
  it('counts murder and culpable homicide under "homicide", never the mere attempt', () => {
    const rows = [
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['culpable homicide'] }),
      devRow({ crimes: ['attempted murder'] }),
      devRow({ crimes: ['murder', 'attempted murder'] }),
      devRow({ notebook: 'b', crimes: ['murder'] }),
    ];
    expect(ask("For my entry under the headword 'homicide'", rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the male share over the victims of stated sex, the unstated adding nothing', () => {
    const rows = [
      devRow({ num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ num_victims: 1, victims_female: null, victims_male: 1 }),
      devRow({ notebook: 'b', num_victims: 5, victims_female: 5, victims_male: 0 }),
    ];
    expect(ask('Sex ratio check', rows)).toEqual({ kind: 'number', value: 75 });
  });

  it('counts broad-sense robberies in the North West, leaving carjacking and truck hijacking out', () => {
    const nw = (crimes: string[], province = 'North West') => devRow({ notebook: 'b', province, crimes });
    const rows = [
      nw(['house robbery', 'kidnapping']),
      nw(['cash-in-transit robbery']),
      nw(['robbery']),
      nw(['carjacking']),
      nw(['truck hijacking']),
      nw(['business robbery'], 'Limpopo'),
    ];
    expect(ask("Take 'robbery' in its broad sense", rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('dates the last Mpumalanga murder by event date, undated and other provinces left out', () => {
    const murder = (event_date: string | null, province = 'Mpumalanga') =>
      devRow({ notebook: 'b', province, crimes: ['murder'], event_date, published_date: '2025-01-01' });
    const rows = [
      murder('2021-04-02'),
      murder('2019-11-30'),
      murder(null),
      murder('2024-06-01', 'Limpopo'),
      devRow({
        notebook: 'b',
        province: 'Mpumalanga',
        crimes: ['attempted murder'],
        event_date: '2023-01-01',
      }),
    ];
    expect(ask('When was the last time somebody got done in', rows)).toEqual({
      kind: 'date',
      value: '2021-04-02',
    });
  });

  it('ranks crime categories once per incident, leaving "other" out, and refuses a tie', () => {
    const row = (crimes: string[]) => devRow({ notebook: 'b', crimes });
    const rows = [
      row(['other', 'theft']),
      row(['other', 'rape']),
      row(['other']),
      row(['theft', 'theft']),
      row(['rape']),
      row(['theft']),
    ];
    expect(ask('Which crime category', rows)).toEqual({ kind: 'text', value: ['theft'] });
    expect(() => ask('Which crime category', [...rows, row(['rape'])])).toThrow(/no single leader/);
  });
});
