import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH51_QUESTIONS } from './fresh51-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The fifty-first fresh question set (blind)', FRESH51_QUESTIONS);

const expectation = (question: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH51_QUESTIONS, question, rows);

describe('The fifty-first fresh question set: its readings on invented rows', () => {
  it('ranks the weekdays of robberies and hijackings only, and leaves undated incidents out', () => {
    const rows = [
      devRow({ crimes: ['carjacking'], event_date: '2024-01-01' }), // Monday
      devRow({ crimes: ['business robbery'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['house robbery'], event_date: '2024-01-02' }), // Tuesday
      ...[1, 2, 3].map(() => devRow({ crimes: ['armed robbery'], event_date: null })),
      ...[1, 2, 3].map(() => devRow({ crimes: ['theft'], event_date: '2024-01-09' })), // Tuesday
    ];
    expect(
      expectation('Which day of the week do most of the robberies and hijackings in here fall on?', rows),
    ).toEqual({ kind: 'text', value: 'Monday' });
  });

  it('takes every rape case as the base of the known-attacker share, an unstated relationship as not known', () => {
    const rows = [
      devRow({ crimes: ['rape'], relationship: 'acquaintance' }),
      devRow({ crimes: ['rape'], relationship: null }),
      devRow({ crimes: ['rape'], relationship: 'stranger' }),
      devRow({ crimes: ['murder'], relationship: 'family' }),
    ];
    expect(
      expectation(
        'Out of all the rape cases, what percentage were committed by someone the victim knew?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 33 });
  });

  it('reads "more than half" strictly: half the rape cases with a known attacker is a no', () => {
    const question =
      'Is it true that in more than half of the rape cases the attacker was known to the victim?';
    const half = [
      devRow({ notebook: 'b', crimes: ['rape'], relationship: 'partner' }),
      devRow({ notebook: 'b', crimes: ['rape', 'murder'], relationship: null }),
    ];
    expect(expectation(question, half)).toEqual({ kind: 'text', value: 'No' });
    const more = [...half, devRow({ notebook: 'b', crimes: ['rape'], relationship: 'family' })];
    expect(expectation(question, more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts a femicide only for a partner murder with a female victim', () => {
    const question = 'Is there any femicide in here where a woman was killed by her husband or boyfriend?';
    const rows = [
      devRow({ crimes: ['murder'], relationship: 'partner', victims_female: 0, victims_male: 1 }),
      devRow({ crimes: ['murder'], relationship: 'family', victims_female: 1 }),
      devRow({ crimes: ['assault gbh'], relationship: 'partner', victims_female: 1 }),
    ];
    expect(expectation(question, rows)).toEqual({ kind: 'text', value: 'No' });
    rows.push(devRow({ crimes: ['murder'], relationship: 'partner', victims_female: 1 }));
    expect(expectation(question, rows)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('reads "since mid-2022" as from 1 July 2022, in KwaZulu-Natal only, dated incidents only', () => {
    const kzn = { province: 'KwaZulu-Natal', crimes: ['attempted murder'] };
    const rows = [
      devRow({ ...kzn, event_date: '2022-06-30' }),
      devRow({ ...kzn, event_date: '2022-07-01' }),
      devRow({ ...kzn, event_date: null, published_date: '2023-01-05' }),
      devRow({ province: 'Gauteng', crimes: ['attempted murder'], event_date: '2023-02-01' }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], event_date: '2023-02-01' }),
    ];
    expect(expectation('How many AM cases in KZN since mid-2022?', rows)).toEqual({
      kind: 'number',
      value: 1,
    });
  });

  it('finds the accused of one case by place and crime, and refuses a place that names two such cases', () => {
    const question = 'Grootvlei farm murder and GBH: how many accused?';
    const rows = [
      devRow({
        notebook: 'b',
        location: 'Grootvlei, next to Balfour',
        crimes: ['murder', 'assault gbh'],
        num_suspects_arrested: 4,
      }),
      devRow({ notebook: 'b', location: 'Grootvlei', crimes: ['stock theft'], num_suspects_arrested: 9 }),
      devRow({ notebook: 'b', location: 'Balfour', crimes: ['assault gbh'], num_suspects_arrested: 2 }),
    ];
    expect(expectation(question, rows)).toEqual({ kind: 'number', value: 4 });
    rows.push(
      devRow({
        notebook: 'b',
        location: 'farm at Grootvlei',
        crimes: ['assault gbh'],
        num_suspects_arrested: 1,
      }),
    );
    expect(() => expectation(question, rows)).toThrow(/not one assault gbh at Grootvlei/);
  });
});
