import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { devSetFile, readDevReleases } from './dev-set';
import { atMonthEnd, FRESH55_QUESTIONS, inFestiveSeason } from './fresh55-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The fifty-fifth fresh question set (blind)', FRESH55_QUESTIONS);

const question = (start: string) => {
  const q = FRESH55_QUESTIONS.find((candidate) => candidate.question.startsWith(start));
  if (!q) throw new Error(`no question starting "${start}"`);
  return q.question;
};

describe('The fifty-fifth fresh question set: its readings', () => {
  it('reads month-end as the 25th of a month or later, and leaves undated incidents out', () => {
    expect(atMonthEnd(devRow({ event_date: '2024-03-25' }))).toBe(true);
    expect(atMonthEnd(devRow({ event_date: '2024-02-26' }))).toBe(true);
    expect(atMonthEnd(devRow({ event_date: '2024-03-24' }))).toBe(false);
    expect(atMonthEnd(devRow({ event_date: null }))).toBe(false);
    const rows = [
      devRow({ event_date: '2024-03-25', arrest_made: true }),
      devRow({ event_date: '2024-01-31', arrest_made: true }),
      devRow({ event_date: '2024-01-30', arrest_made: false }),
      devRow({ event_date: '2024-01-30', arrest_made: null }),
      devRow({ event_date: '2024-01-24', arrest_made: true }),
      devRow({ event_date: null, arrest_made: true }),
    ];
    expect(expectationIn(FRESH55_QUESTIONS, question('Month-end is payday'), rows)).toEqual({
      kind: 'number',
      value: 2,
    });
    const b = rows.map((r) => ({ ...r, notebook: 'b' as const }));
    expect(expectationIn(FRESH55_QUESTIONS, question('Around month-end'), b)).toEqual({
      kind: 'number',
      value: 1,
    });
  });

  it('reads the festive season as December or January of any year', () => {
    expect(inFestiveSeason(devRow({ event_date: '2019-12-01' }))).toBe(true);
    expect(inFestiveSeason(devRow({ event_date: '2023-01-31' }))).toBe(true);
    expect(inFestiveSeason(devRow({ event_date: '2023-02-01' }))).toBe(false);
    expect(inFestiveSeason(devRow({ event_date: '2023-11-30' }))).toBe(false);
    expect(inFestiveSeason(devRow({ event_date: null }))).toBe(false);
  });

  it('counts as cops who got shot only police victims of a murder or an attempted murder', () => {
    const rows = [
      devRow({ crimes: ['attempted murder'], victims_police: 6 }),
      devRow({ crimes: ['murder'], victims_police: 1 }),
      devRow({ crimes: ['burglary'], victims_police: 1 }),
      devRow({ crimes: ['murder'], victims_police: null }),
    ];
    expect(expectationIn(FRESH55_QUESTIONS, question('All told, how many cops'), rows)).toEqual({
      kind: 'number',
      value: 7,
    });
  });

  it('does not take an unstated arrest for an arrest when asking whether every incident ended with one', () => {
    const q = question('Did every incident in Nelson Mandela Bay');
    const stated = [
      devRow({ municipality: 'Nelson Mandela Bay', arrest_made: true }),
      devRow({ municipality: 'Nelson Mandela Bay', arrest_made: true }),
      devRow({ municipality: 'Buffalo City', arrest_made: false }),
    ];
    expect(expectationIn(FRESH55_QUESTIONS, q, stated)).toEqual({ kind: 'text', value: 'Yes' });
    const unstated = [...stated, devRow({ municipality: 'Nelson Mandela Bay', arrest_made: null })];
    expect(expectationIn(FRESH55_QUESTIONS, q, unstated)).toEqual({ kind: 'text', value: 'No' });
  });

  it('compares the two municipalities named and no third one', () => {
    const rows = [
      devRow({ municipality: 'eThekwini', arrest_made: false }),
      devRow({ municipality: 'eThekwini', arrest_made: false }),
      devRow({ municipality: 'City of Cape Town', arrest_made: false }),
      devRow({ municipality: 'City of Cape Town', arrest_made: true }),
      devRow({ municipality: 'City of Cape Town', arrest_made: true }),
      ...[1, 2, 3].map(() => devRow({ municipality: 'Msunduzi', arrest_made: false })),
    ];
    const e = expectationIn(FRESH55_QUESTIONS, question('If I compare the City of Cape Town'), rows);
    expect(e.kind).toBe('text');
    expect(e.kind === 'text' && e.value).toContain('eThekwini');
  });

  it('sums the suspects arrested, not the incidents, when comparing Madibeng and Matlosana', () => {
    const rows = [
      devRow({ notebook: 'b', municipality: 'Madibeng', num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', municipality: 'Madibeng', num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', municipality: 'Madibeng', num_suspects_arrested: null }),
      devRow({ notebook: 'b', municipality: 'City of Matlosana', num_suspects_arrested: 5 }),
    ];
    const e = expectationIn(FRESH55_QUESTIONS, question('Madibeng or the City of Matlosana'), rows);
    expect(e).toEqual({ kind: 'text', value: ['City of Matlosana', 'Matlosana'] });
  });

  it('counts vehicle theft among vehicle crimes, and only hijackings among hijackings', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['carjacking'], event_date: '2021-05-01' }),
      devRow({ notebook: 'b', crimes: ['stock theft', 'vehicle theft'], event_date: '2023-03-20' }),
      devRow({ notebook: 'b', crimes: ['house robbery'], event_date: '2024-01-01' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2024-02-01' }),
    ];
    expect(expectationIn(FRESH55_QUESTIONS, question('What percentage of these incidents'), rows)).toEqual({
      kind: 'number',
      value: 50,
    });
    expect(expectationIn(FRESH55_QUESTIONS, question('When was the latest car or truck'), rows)).toEqual({
      kind: 'date',
      value: '2021-05-01',
    });
  });

  it.skipIf(!devSetFile('releases.jsonl'))(
    'asks the refusals about something no release of a or b states',
    () => {
      const file = devSetFile('releases.jsonl');
      const rows = file ? readDevReleases(file).filter((r) => r.notebook === 'a' || r.notebook === 'b') : [];
      expect(rows).toHaveLength(100);
      for (const r of rows) expect(`${r.title} ${r.context}`, r.title).not.toMatch(/insur/i);
      const refusals = FRESH55_QUESTIONS.filter((q) => q.covers.includes('refusal'));
      expect(refusals.map((q) => q.notebook).sort()).toEqual(['a', 'b']);
      for (const q of refusals) expect(q.question).toMatch(/insur/i);
    },
  );
});
