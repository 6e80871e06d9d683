import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH337_QUESTIONS } from './fresh337-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-thirty-seventh fresh question set (blind)', FRESH337_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH337_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH337_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-thirty-seventh fresh set reads the ground truth as its header says', () => {
  it('counts a hijacking as a carjacking or truck hijacking, not a vehicle theft, in its own notebook only', () => {
    const rows = [
      devRow({ crimes: ['carjacking'] }),
      devRow({ crimes: ['truck hijacking', 'kidnapping'] }),
      devRow({ crimes: ['vehicle theft'] }),
      devRow({ crimes: ['cash-in-transit robbery'] }),
      devRow({ notebook: 'b', crimes: ['carjacking'] }),
    ];
    expect(ask('For the hijacking claims file', rows)).toEqual({ kind: 'number', value: 2 });
    const claims = rows.map((r) => ({ ...r, notebook: 'b' as const }));
    expect(ask('How many motor vehicle incidents', claims)).toEqual({ kind: 'number', value: 4 });
  });

  it('keeps attempted murder out of the murders and counts it under attempted murders alone', () => {
    const rows = [
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['murder', 'attempted murder'] }),
      devRow({ crimes: ['attempted murder'] }),
      devRow({ crimes: ['culpable homicide'] }),
      devRow({ notebook: 'b', crimes: ['murder'] }),
    ];
    expect(ask('murdrs and atempted murdrs', rows)).toEqual({ kind: 'list', value: [2, 2] });
    const planting = [
      devRow({ crimes: ['murder'], event_date: '2020-10-01' }),
      devRow({ crimes: ['attempted murder'], event_date: '2020-11-01' }),
      devRow({ crimes: ['murder'], event_date: '2020-09-30' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2020-12-01' }),
    ];
    expect(ask('In planting season', planting)).toEqual({ kind: 'number', value: 1 });
  });

  it('takes the women share over victims of stated sex, nulls adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', num_victims: 4, victims_female: 1, victims_male: 3 }),
      devRow({ notebook: 'b', num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ num_victims: 2, victims_female: 2, victims_male: 0 }),
    ];
    expect(ask('Where they say if the victim', rows)).toEqual({ kind: 'number', value: 25 });
    expect(ask('hw many wmen victims', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('needs a stated arrest in every stock theft case, an unstated one breaking it', () => {
    const stated = [
      devRow({ crimes: ['stock theft'], arrest_made: true }),
      devRow({ crimes: ['theft'], arrest_made: false }),
    ];
    expect(ask('True or false, every stock theft', stated)).toEqual({ kind: 'text', value: ['Yes', 'True'] });
    const unstated = [...stated, devRow({ crimes: ['stock theft'], arrest_made: null })];
    expect(ask('True or false, every stock theft', unstated)).toEqual({
      kind: 'text',
      value: ['No', 'False'],
    });
    expect(() => ask('True or false, every stock theft', [devRow({ crimes: ['theft'] })])).toThrow(
      /no incident/,
    );
  });

  it('finds farms by the word in the location in the Free State and North West, and lists stock theft provinces', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', location: 'Lismor Farm, near Kestell' }),
      devRow({ notebook: 'b', province: 'North West', location: 'near a farm outside Mahikeng' }),
      devRow({ notebook: 'b', province: 'Northern Cape', location: 'farm near Koingnaas' }),
      devRow({ notebook: 'b', province: 'Free State', location: 'Bloemfontein', crimes: ['stock theft'] }),
      devRow({ notebook: 'b', province: 'Limpopo', location: 'Tzaneen', crimes: ['stock theft'] }),
      devRow({ province: 'Gauteng', location: 'farm near Cullinan', crimes: ['stock theft'] }),
    ];
    expect(ask('How many of the incidents happened on a farm', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Which provinces had stock theft', rows)).toEqual({
      kind: 'list',
      value: ['Free State', 'Limpopo'],
    });
  });
});
