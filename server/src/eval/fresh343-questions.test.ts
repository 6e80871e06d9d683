import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH343_QUESTIONS } from './fresh343-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-forty-third fresh question set (blind)', FRESH343_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH343_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH343_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-forty-third fresh set reads the ground truth as its header says', () => {
  it('counts murders in Gauteng without attempted murder alone, and leaves the other notebook out', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ province: 'Gauteng', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['culpable homicide'] }),
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'Gauteng', crimes: ['murder'] }),
    ];
    expect(ask('how many murders in gauteng', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the female share of victims over the stated sexes only, to one decimal', () => {
    const rows = [
      devRow({ num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ num_victims: 4, victims_female: null, victims_male: null }),
      devRow({ num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ notebook: 'b', num_victims: 5, victims_female: 5, victims_male: 0 }),
    ];
    expect(ask('Of the victims whose sex', rows)).toEqual({ kind: 'number', value: 33.3 });
  });

  it('takes the Limpopo no-arrest share over every Limpopo row, an unstated arrest in the denominator only', () => {
    const limpopo = (arrest_made: boolean | null) =>
      devRow({ notebook: 'b', province: 'Limpopo', arrest_made });
    const rows = [
      limpopo(false),
      limpopo(true),
      limpopo(true),
      limpopo(null),
      devRow({ notebook: 'b', province: 'Free State', arrest_made: false }),
    ];
    expect(ask('limpopo cases where NOBODY', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('counts the 2019 to 2021 murders by event date in a closed window, the undated left out', () => {
    const murder = (event_date: string | null, crimes = ['murder']) =>
      devRow({ crimes, event_date, published_date: '2020-06-01' });
    const rows = [
      murder('2019-01-01'),
      murder('2021-12-31'),
      murder('2018-12-31'),
      murder('2022-01-01'),
      murder(null),
      murder('2020-05-05', ['attempted murder']),
    ];
    expect(ask('Precisely how many incidents', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('says no female suspect unless a release states one above zero', () => {
    const unstated = [devRow({ suspects_female: null, suspects_male: 2 }), devRow({ suspects_female: 0 })];
    expect(ask('Is there any release', unstated)).toEqual({ kind: 'text', value: 'No' });
    const stated = [...unstated, devRow({ suspects_female: 1 })];
    expect(ask('Is there any release', stated)).toEqual({ kind: 'text', value: 'Yes' });
    const otherNotebook = [...unstated, devRow({ notebook: 'b', suspects_female: 1 })];
    expect(ask('Is there any release', otherNotebook)).toEqual({ kind: 'text', value: 'No' });
  });
});
