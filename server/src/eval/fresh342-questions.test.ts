import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH342_QUESTIONS } from './fresh342-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-forty-second fresh question set (blind)', FRESH342_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH342_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH342_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-forty-second fresh set reads the ground truth as its header says', () => {
  it('counts every sort of robbery in KZN, but not carjackings, truck hijackings or the other notebook', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['armed robbery'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['cash-in-transit robbery', 'murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['robbery'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['carjacking'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['truck hijacking'] }),
      devRow({ province: 'Gauteng', crimes: ['house robbery'] }),
      devRow({ notebook: 'b', province: 'KwaZulu-Natal', crimes: ['business robbery'] }),
    ];
    expect(ask('ek se how many robberys', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the murders with nobody arrested over all murders, attempted murder and unstated arrests aside', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder'], arrest_made: true }),
      devRow({ crimes: ['murder', 'attempted murder'], arrest_made: null }),
      devRow({ crimes: ['attempted murder'], arrest_made: false }),
      devRow({ crimes: ['culpable homicide'], arrest_made: false }),
    ];
    expect(ask('van al die moord sake', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('takes the weekend share of robberies over the dated robberies alone, by event date', () => {
    const robbery = (crime: string, event_date: string | null, published_date = '2024-01-20') =>
      devRow({ notebook: 'b', crimes: [crime], event_date, published_date });
    const rows = [
      robbery('armed robbery', '2024-01-06'), // Saturday
      robbery('business robbery', '2024-01-08'), // Monday
      robbery('house robbery', '2024-01-09'), // Tuesday
      robbery('house robbery', null, '2024-01-13'), // undated, published on a Saturday
      robbery('carjacking', '2024-01-07'), // a Sunday, but not a robbery
    ];
    expect(ask('of the robberys that have a date', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('sums only the stated female victims of the Northern Cape in notebook b', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Northern Cape', num_victims: 3, victims_female: 3 }),
      devRow({ notebook: 'b', province: 'Northern Cape', num_victims: 4, victims_female: null }),
      devRow({
        notebook: 'b',
        province: 'Northern Cape',
        num_victims: 2,
        victims_female: 1,
        victims_male: 1,
      }),
      devRow({ notebook: 'b', province: 'Free State', num_victims: 5, victims_female: 5 }),
      devRow({ notebook: 'a', province: 'Northern Cape', num_victims: 2, victims_female: 2 }),
    ];
    expect(ask('hoeveel vroumense', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('lists the top municipalities without "City of" and unknown ones, and finds farms by the location word', () => {
    const places = [
      ...[1, 2, 3].map(() => devRow({ municipality: 'City of Cape Town' })),
      ...[1, 2].map(() => devRow({ municipality: 'Ekurhuleni' })),
      devRow({ municipality: 'eThekwini' }),
      ...[1, 2, 3, 4].map(() => devRow({ municipality: null })),
    ];
    expect(ask('top 3 municipalities', places)).toEqual({
      kind: 'list',
      value: ['Cape Town', 'Ekurhuleni', 'eThekwini'],
    });
    const farms = [
      devRow({ notebook: 'b', location: 'Spitskop Trust Farm, Thaba Nchu', crimes: ['stock theft'] }),
      devRow({ notebook: 'b', location: 'farm near Glen', crimes: ['stock theft', 'theft'] }),
      devRow({ notebook: 'b', location: 'Askham road, Upington', crimes: ['stock theft'] }),
      devRow({ notebook: 'b', location: 'farm near Koingnaas', crimes: ['theft'] }),
    ];
    expect(ask('hoeveel veediefstal gevalle', farms)).toEqual({ kind: 'number', value: 2 });
  });
});
