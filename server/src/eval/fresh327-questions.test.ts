import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH327_QUESTIONS } from './fresh327-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-twenty-seventh fresh question set (blind)', FRESH327_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH327_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH327_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-twenty-seventh fresh set reads the ground truth as its header says', () => {
  it('dates the earliest Natal incident by event date alone, leaving the undated and other provinces out', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', event_date: '2018-05-01', published_date: '2018-05-03' }),
      devRow({ province: 'KwaZulu-Natal', event_date: null, published_date: '2012-01-01' }),
      devRow({ province: 'Gauteng', event_date: '2010-01-01' }),
      devRow({ province: 'KwaZulu-Natal', event_date: '2019-02-01', published_date: '2016-01-01' }),
    ];
    expect(ask('I am putting together', rows)).toEqual({ kind: 'date', value: '2018-05-01' });
  });

  it('ranks provinces by murder alone, never attempted murder, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], event_date: null }),
    ];
    expect(ask('Setting the four provinces', rows)).toEqual({ kind: 'text', value: ['Eastern Cape'] });
    const tied = [...rows, devRow({ province: 'KwaZulu-Natal', crimes: ['culpable homicide', 'murder'] })];
    expect(() => ask('Setting the four provinces', tied)).toThrow(/no single leader/);
  });

  it('counts robberies of all kinds in Gauteng, hijackings not among them', () => {
    const rows = [
      devRow({ crimes: ['house robbery'] }),
      devRow({ crimes: ['cash-in-transit robbery', 'illegal firearm possession'] }),
      devRow({ crimes: ['robbery'] }),
      devRow({ crimes: ['carjacking'] }),
      devRow({ crimes: ['truck hijacking', 'kidnapping'] }),
      devRow({ crimes: ['armed robbery'], province: 'Limpopo' }),
    ];
    expect(ask('eish how many robberys', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the Cape Province share over every Western and Eastern Cape row, an unstated arrest not a no', () => {
    const rows = [
      devRow({ province: 'Western Cape', arrest_made: false }),
      devRow({ province: 'Western Cape', arrest_made: null, event_date: null }),
      devRow({ province: 'Eastern Cape', arrest_made: true }),
      devRow({ province: 'Eastern Cape', arrest_made: true }),
      devRow({ province: 'Gauteng', arrest_made: false }),
    ];
    expect(ask('What proportion of the incidents in the old Cape', rows)).toEqual({
      kind: 'number',
      value: 25,
    });
  });

  it('takes the Free State female share over victims of stated sex, and an unstated arrest spoils "every"', () => {
    const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });
    const victims = [
      b({ province: 'Free State', num_victims: 3, victims_female: 1, victims_male: 2 }),
      b({ province: 'Free State', num_victims: 4, victims_female: null, victims_male: null }),
      b({ province: 'Free State', num_victims: 2, victims_female: 1, victims_male: 0 }),
      b({ province: 'Limpopo', num_victims: 5, victims_female: 5, victims_male: 0 }),
    ];
    expect(ask('Among the victims in the Orange', victims)).toEqual({ kind: 'number', value: 50 });
    const mining = [
      b({ crimes: ['illegal mining'], arrest_made: true }),
      b({ crimes: ['theft'], arrest_made: false }),
    ];
    expect(ask('Did every illegal mining case', mining)).toEqual({ kind: 'text', value: 'Yes' });
    const unstated = [...mining, b({ crimes: ['illegal mining', 'other'], arrest_made: null })];
    expect(ask('Did every illegal mining case', unstated)).toEqual({ kind: 'text', value: 'No' });
  });
});
