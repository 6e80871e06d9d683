import { afterEach, describe, expect, it } from 'vitest';
import type { RawRelease } from '../corpus/types';
import { releaseOfShape } from '../extraction/adversarial-releases';
import { caseTextOf } from '../extraction/case-facts';
import { enrichRelease } from '../extraction/enrich';
import { type RuleWorker, startRulePool, startRuleWorker } from './rule-worker';

const slowEntry = new URL('./fixtures/slow-rule-worker.mjs', import.meta.url);
const titled = (title: string): RawRelease => ({
  title,
  published_date: '2024-03-18',
  text: 'Police arrested a man.',
  source_url: 'https://x.invalid/1',
});

/** The longest pause of this thread's event loop while `work` runs, sampled every 10 ms. */
async function longestPause<T>(work: Promise<T>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 10);
  await work;
  clearInterval(timer);
  return longest;
}

describe('the rule worker thread', () => {
  let worker: RuleWorker | undefined;
  afterEach(async () => {
    await worker?.close();
  });

  it('reads a release as the rules do in this thread, with its case read from its words', async () => {
    worker = startRuleWorker();
    const release = releaseOfShape('many short sentences', 3_000);
    const event = enrichRelease(release);
    expect(await worker.enrich(release)).toEqual({
      ...event,
      case_text: caseTextOf(event.title, event.context, event.published_date),
    });
  });

  it('keeps this thread answering while a release takes its time', async () => {
    worker = startRuleWorker({ entry: slowEntry });
    await worker.enrich(titled('1')); // the thread is up
    // A generous bound: the thread is busy for 1.5 s, and rules run here would pause it that long;
    // a loaded machine pauses this thread for other reasons, never that long.
    expect(await longestPause(worker.enrich(titled('1500')))).toBeLessThan(1400);
  });

  it('gives up on a stuck thread, and reads the next release with a new one', async () => {
    // The limit counts from the release's handing over, so it covers starting the new thread after it,
    // which took more than 0.3 s beside the other test stages in session 48.
    worker = startRuleWorker({ entry: slowEntry, stuckAfterMs: 2000 });
    await expect(worker.enrich(titled('never'))).rejects.toThrow('enrichment took longer than 2 s');
    expect(await worker.enrich(titled('5'))).toEqual({ title: '5' });
  });

  it('refuses the release a crashed thread held, and goes on with a new thread', async () => {
    worker = startRuleWorker({ entry: slowEntry });
    await expect(worker.enrich(titled('crash'))).rejects.toThrow('the enrichment thread stopped');
    expect(await worker.enrich(titled('5'))).toEqual({ title: '5' });
  });

  it('refuses releases once closed', async () => {
    worker = startRuleWorker({ entry: slowEntry });
    await worker.close();
    await expect(worker.enrich(titled('5'))).rejects.toThrow('the enrichment thread is closed');
  });

  it('reads releases on every thread of a pool at once, each answer going back to its own release', async () => {
    worker = startRulePool(2, { entry: slowEntry });
    await Promise.all([worker.enrich(titled('1')), worker.enrich(titled('1'))]); // both threads are up
    // Each thread is busy for 600 ms a release: one thread would take 2.4 s over four of them.
    const started = performance.now();
    const answers = await Promise.all(['600', '601', '602', '603'].map((t) => worker?.enrich(titled(t))));
    expect(answers).toEqual([{ title: '600' }, { title: '601' }, { title: '602' }, { title: '603' }]);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
