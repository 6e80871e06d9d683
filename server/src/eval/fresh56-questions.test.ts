import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { devSetFile, readDevReleases } from './dev-set';
import { FRESH56_QUESTIONS } from './fresh56-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The fifty-sixth fresh question set (blind)', FRESH56_QUESTIONS);

/** The one question of the set that starts with the given words. */
function asked(start: string): string {
  const found = FRESH56_QUESTIONS.filter((q) => q.question.startsWith(start));
  if (found.length !== 1) throw new Error(`${found.length} questions start with "${start}"`);
  return found[0]?.question ?? '';
}

const expectation = (start: string, rows: Parameters<typeof devRow>[0][]) =>
  expectationIn(FRESH56_QUESTIONS, asked(start), rows.map(devRow));

describe('The fifty-sixth fresh question set: its readings on invented rows', () => {
  it('takes the median arrests only over incidents with an arrest, the two middle values averaged', () => {
    const arrests = (...counts: (number | null)[]) =>
      counts.map((n) => ({ num_suspects_arrested: n, arrest_made: (n ?? 0) > 0 }));
    expect(expectation('Excluding the incidents in which no one', arrests(0, 0, 1, 3, 4))).toEqual({
      kind: 'number',
      value: 3,
    });
    expect(expectation('Excluding the incidents in which no one', arrests(null, 1, 2, 4, 6))).toEqual({
      kind: 'number',
      value: 3,
    });
  });

  it('averages the stated deaths over the murder incidents only', () => {
    const rows = [
      { crimes: ['murder'], victims_killed: 2 },
      { crimes: ['murder', 'armed robbery'], victims_killed: 5 },
      { crimes: ['murder'], victims_killed: null },
      { crimes: ['attempted murder'], victims_killed: 9 },
    ];
    expect(expectation('Across the incidents classified as murder', rows)).toEqual({
      kind: 'number',
      value: 3.5,
    });
  });

  it('reads the youngest suspect from the stated ages in child-victim cases alone', () => {
    const rows = [
      { victims_children: 1, suspect_ages: [30, 25] },
      { victims_children: 0, suspect_ages: [17] },
      { victims_children: null, suspect_ages: [16] },
      { victims_children: 2, suspect_ages: null },
    ];
    expect(expectation('In the cases where a child under 18', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('compares weekend and school-day child-victim incidents by the dated ones only', () => {
    const rows = [
      { victims_children: 1, event_date: '2024-06-08' }, // Saturday
      { victims_children: 1, event_date: null },
      { victims_children: 1, event_date: '2024-06-10' }, // Monday
      { victims_children: 0, event_date: '2024-06-09' }, // Sunday, no child
    ];
    expect(expectation('Did more of the incidents with child victims', rows)).toEqual({
      kind: 'text',
      value: 'No',
    });
    rows.push({ victims_children: 3, event_date: '2024-06-09' });
    expect(expectation('Did more of the incidents with child victims', rows)).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('counts term time as any month but December, January and July, and never an undated incident', () => {
    const rows = ['2023-12-05', '2023-01-20', '2023-07-10', '2023-03-01', '2023-06-30', null].map(
      (event_date) => ({
        victims_children: 1,
        event_date,
      }),
    );
    rows.push({ victims_children: 0, event_date: '2023-05-05' });
    expect(expectation('If I count every month except', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts school days for notebook b as Monday to Friday of a stated date', () => {
    const rows = [
      { notebook: 'b' as const, victims_children: 1, event_date: '2024-08-12' }, // Monday
      { notebook: 'b' as const, victims_children: 1, event_date: '2024-08-16' }, // Friday
      { notebook: 'b' as const, victims_children: 1, event_date: '2024-08-17' }, // Saturday
      { notebook: 'b' as const, victims_children: 1, event_date: null },
      { notebook: 'b' as const, victims_children: 0, event_date: '2024-08-13' },
    ];
    expect(expectation('How many of the incidents with child victims', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('pools the stated ages of every rape suspect rather than averaging per incident', () => {
    const rows = [
      { notebook: 'b' as const, crimes: ['rape'], suspect_ages: [20, 30] },
      { notebook: 'b' as const, crimes: ['rape', 'kidnapping'], suspect_ages: [40], arrest_made: false },
      { notebook: 'b' as const, crimes: ['murder'], suspect_ages: [90] },
    ];
    expect(expectation('What is the mean age of the suspects', rows)).toEqual({ kind: 'number', value: 30 });
  });

  it('reads "more than one accused" as more than one suspect arrested, not suspects sought', () => {
    const rows = [
      { notebook: 'b' as const, num_suspects_arrested: 2 },
      { notebook: 'b' as const, num_suspects_arrested: 1, suspects_male: 3 },
      { notebook: 'b' as const, num_suspects_arrested: null, suspects_male: 4 },
    ];
    expect(expectation('How many dockets had more than one accused', rows)).toEqual({
      kind: 'number',
      value: 1,
    });
  });

  it('counts women among the accused from the stated figures, a null adding nothing', () => {
    const rows = [
      { notebook: 'b' as const, suspects_female: 1, suspects_male: 4 },
      { notebook: 'b' as const, suspects_female: null },
      { notebook: 'b' as const, suspects_female: 2 },
    ];
    expect(expectation('How many of the accused in this bunch', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('leaves incidents without a municipality out of the municipality ranking', () => {
    const rows = [null, null, null, 'Mangaung', 'Mangaung', 'Madibeng'].map((municipality, n) => ({
      notebook: 'b' as const,
      municipality,
      location: `Place ${n}`,
    }));
    expect(expectation('Which municipality racked up', rows)).toEqual({
      kind: 'text',
      value: ['Mangaung', 'Mangaung'],
    });
  });

  it('puts an undated incident in no year, and a fall between the years is no rise', () => {
    const rows = ['2022-03-01', '2023-04-01', '2023-05-01', null].map((event_date) => ({
      notebook: 'b' as const,
      event_date,
    }));
    expect(expectation('By how many did the number of incidents rise', rows)).toEqual({
      kind: 'number',
      value: 1,
    });
    rows.push({ notebook: 'b', event_date: '2022-09-09' });
    expect(() => expectation('By how many did the number of incidents rise', rows)).toThrow(
      /does not have more/,
    );
  });

  const file = devSetFile('releases.jsonl');
  it.skipIf(!file)('refuses the school grade: no release of notebook a states one', () => {
    const texts = readDevReleases(file ?? '')
      .filter((r) => r.notebook === 'a')
      .map((r) => `${r.title} ${r.context}`);
    for (const text of texts)
      expect(text).not.toMatch(/\bgrade\b|\bmatric|\bstandard \d|\bform \d|\blearner|\bpupil/i);
  });
});
