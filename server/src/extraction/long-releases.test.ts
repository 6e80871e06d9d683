import { describe, expect, it } from 'vitest';
import { MAX_SENTENCE_CHARS, sentencesOf } from '../corpus/sentences';
import { ADVERSARIAL_SHAPES, releaseOfShape } from './adversarial-releases';
import { enrichRelease } from './enrich';
import { ReadingBudget } from './reading-budget';

describe('long releases', () => {
  // Before the reading was made linear, a 32,000-character sentence took 6.5 s and a 100,000-character
  // list of names with ages more than 30 s, all of it on the server's event loop.
  // A hang guard, not a speed figure (`npm run bench:long-releases` measures those): linear reading
  // takes well under a second, the quadratic reading this replaced took 30 s or more.
  it.each(ADVERSARIAL_SHAPES)('enriches 100,000 characters of %s without freezing', (shape) => {
    const started = performance.now();
    const event = enrichRelease(releaseOfShape(shape, 100_000), new ReadingBudget(Number.POSITIVE_INFINITY));
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(event.context).toHaveLength(100_000);
  });

  it('cuts a run-on sentence into pieces no longer than the cap, at clause breaks', () => {
    const runOn = 'the suspect, a man aged 34, fled on foot, '.repeat(100);
    const pieces = sentencesOf(runOn);
    expect(pieces.length).toBeGreaterThan(3);
    for (const piece of pieces) {
      expect(piece.length).toBeLessThanOrEqual(MAX_SENTENCE_CHARS);
      expect(piece.endsWith(',')).toBe(true);
    }
    expect(pieces.join(' ')).toBe(runOn.trim());
  });

  it('keeps what it read when the budget runs out, and says how much that was', () => {
    const text = [
      'On Monday 4 March 2024 police in Soweto arrested two men, aged 23 and 31, shortly after the murder of a woman.',
      ...Array.from({ length: 40 }, (_, i) => `Police searched house number ${i + 1} in the area.`),
    ].join(' ');
    let ticks = 0;
    // A clock that passes the deadline after five checks, whatever the machine's speed: the dates are
    // read first and spend the budget, so people get none of it and keep only the headline's count.
    const budget = new ReadingBudget(5, () => ticks++);
    const event = enrichRelease(
      { title: 'Two men arrested', published_date: '2024-03-06', text, source_url: 'https://x.invalid/1' },
      budget,
    );
    expect(event.date).toBe('2024-03-04');
    expect(event.suspects_arrested).toBe(2);
    expect(event.victims.count).toBeNull();
    expect(event.evidence.reading).toBe(
      'Too long to read whole within 5 ms: the date from its first 5 of 41 sentences; people from its first 0 of 41 sentences.',
    );
  });

  it('says nothing of the budget when a release is read whole', () => {
    const event = enrichRelease(releaseOfShape('many short sentences', 5_000));
    expect(event.evidence.reading).toBeUndefined();
  });
});

describe("releases with the names of Object.prototype's members", () => {
  it('reads them as plain words', () => {
    const text =
      'Constructor Sipho Dlamini, 34, and toString valueOf were arrested on Monday; the constructor hasOwnProperty isPrototypeOf __proto__ was shot.';
    expect(() =>
      enrichRelease({
        title: 'constructor',
        published_date: '2024-03-18',
        text,
        source_url: 'https://x.invalid/2',
      }),
    ).not.toThrow();
  });
});
