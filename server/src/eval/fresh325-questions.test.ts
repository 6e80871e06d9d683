import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH325_QUESTIONS } from './fresh325-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-twenty-fifth fresh question set (blind)', FRESH325_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH325_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH325_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-twenty-fifth fresh set reads the ground truth as its header says', () => {
  it('counts the harvest months by event date alone, the undated and other provinces left out', () => {
    const cape = (event_date: string | null, province = 'Western Cape') =>
      devRow({ province, event_date, published_date: '2023-02-01' });
    const rows = [
      cape('2021-01-15'),
      cape('2019-04-30'),
      cape('2020-05-01'),
      cape('2018-12-31'),
      cape(null),
      cape('2022-03-03', 'Eastern Cape'),
    ];
    expect(ask('We cut the rooibos', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums non-fatal injured of attempted murder rows only: a murder is not an attempt, a null adds nothing', () => {
    const b = (crimes: string[], victims_injured: number | null, victims_killed: number | null = 0) =>
      devRow({ notebook: 'b', crimes, victims_injured, victims_killed });
    const rows = [
      b(['attempted murder'], 3),
      b(['murder', 'attempted murder'], 2, 1),
      b(['attempted murder'], null),
      b(['murder'], 4, 2),
      devRow({ crimes: ['attempted murder'], victims_injured: 9 }),
    ];
    expect(ask('In the attempted murder cases', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('takes the fatal share over the killed plus the injured, unstated figures and victim counts adding nothing', () => {
    const rows = [
      devRow({ num_victims: 10, victims_killed: 3, victims_injured: 1 }),
      devRow({ num_victims: 6, victims_killed: null, victims_injured: 4 }),
      devRow({ num_victims: 2, victims_killed: 2, victims_injured: null }),
      devRow({ notebook: 'b', num_victims: 5, victims_killed: 5, victims_injured: 0 }),
    ];
    // 5 killed of 10 trauma cases.
    expect(ask('Counting the killed and the injured', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('finds a farm by the word in the location in any case, and an unstated arrest is not an arrest', () => {
    const farm = (location: string, arrest_made: boolean | null, event_date: string | null = '2020-01-01') =>
      devRow({ notebook: 'b', location, arrest_made, event_date, published_date: '2010-01-01' });
    const arrestedEverywhere = [
      farm('Lismor Farm, near Kestell', true, '2019-05-05'),
      farm('farm near Glen', true, null),
      farm('Mareetsane', false, '2011-01-01'),
    ];
    expect(ask('Did die polisie arrest somebody', arrestedEverywhere)).toEqual({
      kind: 'text',
      value: 'Yes',
    });
    expect(ask('My oupa always said', arrestedEverywhere)).toEqual({ kind: 'date', value: '2019-05-05' });
    const unstated = [...arrestedEverywhere, farm('near Klippan farm, Slurry', null)];
    expect(ask('Did die polisie arrest somebody', unstated)).toEqual({ kind: 'text', value: 'No' });
  });

  it('reads the East Rand as Ekurhuleni, hijacked units as cars or trucks, and the Gauteng share over Gauteng alone', () => {
    const rows = [
      devRow({ municipality: 'Ekurhuleni', crimes: ['truck hijacking'], arrest_made: true }),
      devRow({ municipality: 'Ekurhuleni', crimes: ['business robbery'], arrest_made: false }),
      devRow({ municipality: 'City of Johannesburg', crimes: ['carjacking'], arrest_made: true }),
      devRow({ municipality: 'City of Johannesburg', crimes: ['theft'], arrest_made: null }),
      devRow({ province: 'Limpopo', municipality: null, crimes: ['carjacking'], arrest_made: false }),
    ];
    expect(ask('East Rand (Ekurhulen)', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('any hijackd car or truck', rows)).toEqual({ kind: 'text', value: 'Yes' });
    expect(ask('how many hijackd jobs in gauteng', rows)).toEqual({ kind: 'number', value: 2 });
    // 2 of the 4 Gauteng rows had an arrest; the Limpopo row is not in the whole.
    expect(ask('what percent of the Gauteng jobs', rows)).toEqual({ kind: 'number', value: 50 });
    const carOnly = rows.filter((r) => !r.crimes.includes('truck hijacking'));
    expect(ask('any hijackd car or truck', carOnly)).toEqual({ kind: 'text', value: 'No' });
  });
});
