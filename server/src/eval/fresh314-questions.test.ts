import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH314_QUESTIONS } from './fresh314-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-fourteenth fresh question set (blind)', FRESH314_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH314_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH314_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-fourteenth fresh set reads the ground truth as its header says', () => {
  it('sums the arrests of illegal firearm incidents only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['illegal firearm possession'], num_suspects_arrested: 2 }),
      devRow({ crimes: ['murder', 'illegal firearm possession'], num_suspects_arrested: 3 }),
      devRow({ crimes: ['illegal firearm possession'], num_suspects_arrested: null }),
      devRow({ crimes: ['murder'], num_suspects_arrested: 7 }),
      devRow({ notebook: 'b', crimes: ['illegal firearm possession'], num_suspects_arrested: 9 }),
    ];
    expect(ask('Gun cases.', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('counts Western Cape attempted murders before 2020 by event date, leaving the undated out', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['attempted murder'], event_date: '2019-12-31' }),
      devRow({ province: 'Western Cape', crimes: ['attempted murder', 'murder'], event_date: '2015-04-02' }),
      devRow({ province: 'Western Cape', crimes: ['attempted murder'], event_date: '2020-01-01' }),
      devRow({
        province: 'Western Cape',
        crimes: ['attempted murder'],
        event_date: null,
        published_date: '2018-01-01',
      }),
      devRow({ province: 'Western Cape', crimes: ['murder'], event_date: '2018-01-01' }),
      devRow({ province: 'Gauteng', crimes: ['attempted murder'], event_date: '2018-01-01' }),
    ];
    expect(ask('Treating the Western Cape', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the arrest share of murders over murder rows only, a stated arrest alone counting', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: true }),
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['attempted murder'], arrest_made: true }),
    ];
    expect(ask('Out of every murder case', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('ranks provinces since 2020 and in July by event date alone, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'Gauteng', event_date: '2020-01-01' }),
      devRow({ province: 'Gauteng', event_date: '2024-07-03' }),
      devRow({ province: 'Limpopo', event_date: '2019-12-31' }),
      devRow({ province: 'Limpopo', event_date: '2019-07-31' }),
      devRow({ province: 'Limpopo', event_date: null, published_date: '2024-07-04' }),
      devRow({ province: 'Limpopo', event_date: null, published_date: '2024-07-11' }),
    ];
    expect(ask('I opened my second oven', rows)).toEqual({ kind: 'text', value: 'Gauteng' });
    const b = rows.map((r) => ({ ...r, notebook: 'b' as const }));
    expect(() => ask('July is my slow month', b)).toThrow(/no single leader/);
    const july = [...b, devRow({ notebook: 'b', province: 'Limpopo', event_date: '2016-07-15' })];
    expect(ask('July is my slow month', july)).toEqual({ kind: 'text', value: 'Limpopo' });
  });

  it('counts July deaths in any year and children in kidnappings only, nulls adding nothing', () => {
    const rows = [
      devRow({
        notebook: 'b',
        event_date: '2016-07-30',
        victims_killed: 2,
        crimes: ['kidnapping'],
        victims_children: 1,
      }),
      devRow({
        notebook: 'b',
        event_date: '2024-07-01',
        victims_killed: null,
        crimes: ['kidnapping'],
        victims_children: null,
      }),
      devRow({
        notebook: 'b',
        event_date: '2024-08-01',
        victims_killed: 4,
        crimes: ['murder'],
        victims_children: 3,
      }),
      devRow({ notebook: 'b', event_date: null, published_date: '2024-07-05', victims_killed: 5 }),
    ];
    expect(ask('July. Any year.', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('In the kidnaping cases', rows)).toEqual({ kind: 'number', value: 1 });
  });
});
