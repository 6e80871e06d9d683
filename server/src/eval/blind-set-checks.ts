/**
 * The checks every blind question set (fresh4 to fresh12) passes, for its test file: thirty
 * questions, fifteen per notebook, none asked twice, every kind of question covered, and over the
 * development set's ground truth (when it is beside the project) every expectation computes to a
 * usable value and no ranking ties at the top.
 */
import { describe, expect, it } from 'vitest';
import { dateForms } from './answer-matching';
import { type BlindQuestion, KINDS, rankedTally } from './blind-sets';
import { devSetFile, readDevReleases } from './dev-set';
import { expectationFor, refusal } from './ground-truth-questions';
import { devRow } from './invented-rows';

export function checkBlindSet(title: string, questions: readonly BlindQuestion[]): void {
  const file = devSetFile('releases.jsonl');
  const rows = file ? readDevReleases(file) : [];

  describe(title, () => {
    it('are thirty, fifteen about each notebook, none asked twice', () => {
      expect(questions).toHaveLength(30);
      expect(questions.filter((q) => q.notebook === 'a')).toHaveLength(15);
      expect(new Set(questions.map((q) => q.question)).size).toBe(30);
    });

    it('cover every kind of question, and a ranking always carries its tally', () => {
      const covered = new Set(questions.flatMap((q) => q.covers));
      expect(KINDS.filter((kind) => !covered.has(kind))).toEqual([]);
      for (const q of questions) expect(q.covers.includes('ranking')).toBe(q.tally !== undefined);
      for (const q of questions) expect(q.covers.includes('refusal')).toBe(q.expect === refusal);
    });

    it.skipIf(!file)('compute every expectation from the ground truth', () => {
      for (const q of questions) {
        const e = expectationFor(q, rows);
        const where = `${q.question} -> ${JSON.stringify(e)}`;
        switch (e.kind) {
          case 'number':
            expect(Number.isFinite(e.value), where).toBe(true);
            expect(e.value, where).toBeGreaterThanOrEqual(0);
            break;
          case 'text': {
            const values = Array.isArray(e.value) ? e.value : [e.value];
            expect(values.length, where).toBeGreaterThan(0);
            for (const v of values) expect(v.trim(), where).not.toBe('');
            break;
          }
          case 'list':
            expect(e.value.length, where).toBeGreaterThan(0);
            break;
          case 'date':
            expect(e.value, where).toMatch(/^\d{4}-\d{2}-\d{2}$/);
            expect(new Date(`${e.value}T00:00:00Z`).toISOString().slice(0, 10), where).toBe(e.value);
            expect(dateForms(e.value), where).toHaveLength(5);
            break;
          case 'refusal':
            break;
        }
      }
    });

    it.skipIf(!file)('rank with a single leader: no tie at the top', () => {
      for (const q of questions.filter((candidate) => candidate.tally)) {
        const ranked = rankedTally(q.tally?.(rows.filter((r) => r.notebook === q.notebook)) ?? new Map());
        const [first, second] = ranked;
        expect(first, q.question).toBeDefined();
        if (first && second) expect(first[1], q.question).toBeGreaterThan(second[1]);
      }
    });

    it('refuse to answer a ranking whose top places tie', () => {
      const places = ['Gauteng', 'Limpopo', 'Free State', 'Western Cape'];
      const tied = places.flatMap((province) =>
        [1, 2].map((n) =>
          devRow({
            notebook: 'a',
            province,
            municipality: `${province} municipality ${n}`,
            location: `${province} place ${n}`,
            crimes: ['murder', 'attempted murder', 'kidnapping', 'illegal firearm possession', 'theft'],
            num_victims: 1,
            num_suspects_arrested: 1,
          }),
        ),
      );
      for (const q of questions.filter((candidate) => candidate.tally))
        expect(() => q.expect(tied), q.question).toThrow(/no single leader/);
    });
  });
}
