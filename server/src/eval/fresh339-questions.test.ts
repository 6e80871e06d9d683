import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH339_QUESTIONS } from './fresh339-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-thirty-ninth fresh question set (blind)', FRESH339_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH339_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH339_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-thirty-ninth fresh set reads the ground truth as its header says', () => {
  it('counts truck hijackings and CIT heists once per row, not carjackings, and leaves notebook b out', () => {
    const rows = [
      devRow({ crimes: ['truck hijacking'] }),
      devRow({ crimes: ['cash-in-transit robbery', 'truck hijacking'] }),
      devRow({ crimes: ['cash-in-transit robbery', 'illegal firearm possession'] }),
      devRow({ crimes: ['carjacking', 'kidnapping'] }),
      devRow({ notebook: 'b', crimes: ['truck hijacking'] }),
    ];
    expect(ask('how many truck hijackings plus CIT', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the unarrested share over murders alone, an unstated arrest staying in the denominator', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder', 'attempted murder'], arrest_made: true }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['attempted murder'], arrest_made: false }),
      devRow({ crimes: ['culpable homicide'], arrest_made: false }),
    ];
    expect(ask('Of all the murder cases', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('takes a shop robbery as a business robbery only, an armed robbery not counting', () => {
    const armed = [
      devRow({ province: 'Eastern Cape', crimes: ['armed robbery'] }),
      devRow({ province: 'Gauteng', crimes: ['business robbery'] }),
    ];
    expect(ask('was there even one shop robbery', armed)).toEqual({ kind: 'text', value: 'No' });
    const shop = [
      ...armed,
      devRow({ province: 'Eastern Cape', crimes: ['business robbery', 'attempted murder'] }),
    ];
    expect(ask('was there even one shop robbery', shop)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('dates the earliest hijacking by event date, an undated one never counting by its publication', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['carjacking'], event_date: null, published_date: '2010-01-01' }),
      devRow({ notebook: 'b', crimes: ['truck hijacking'], event_date: '2022-09-29' }),
      devRow({ notebook: 'b', crimes: ['carjacking', 'murder'], event_date: '2022-08-04' }),
      devRow({ notebook: 'b', crimes: ['armed robbery'], event_date: '2015-01-01' }),
      devRow({ crimes: ['carjacking'], event_date: '2012-01-01' }),
    ];
    expect(ask('earliest carjacking', rows)).toEqual({ kind: 'date', value: '2022-08-04' });
  });

  it('sums the stated female victims of the Northern Cape only, nulls adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Northern Cape', num_victims: 3, victims_female: 3 }),
      devRow({ notebook: 'b', province: 'Northern Cape', num_victims: 2, victims_female: null }),
      devRow({
        notebook: 'b',
        province: 'Northern Cape',
        num_victims: 3,
        victims_female: 2,
        victims_male: 1,
      }),
      devRow({ notebook: 'b', province: 'North West', victims_female: 4 }),
      devRow({ province: 'Northern Cape', victims_female: 6 }),
    ];
    expect(ask('In the Northern Cape, how many', rows)).toEqual({ kind: 'number', value: 5 });
  });
});
