import { afterEach, describe, expect, it, vi } from 'vitest';
import { enrichRelease } from './enrich';

// Its own file, so the rules are cold: nothing in this process has read a release before.
afterEach(() => vi.restoreAllMocks());

describe('the first release read after a start', () => {
  it("is read whole on a busy machine: the rules' one-time start-up is paid outside its reading budget", () => {
    // A clock that runs five times fast stands for a machine five times slower than this one.
    const started = performance.now();
    const realNow = performance.now.bind(performance);
    vi.spyOn(performance, 'now').mockImplementation(() => started + (realNow() - started) * 5);
    const event = enrichRelease({
      title: 'Man, 28, shot dead and seven wounded in Hanover Park',
      published_date: '2020-10-05',
      text: "Unknown gunmen opened fire in Hanover Park on Saturday, 3 October 2020, wounding seven people. A 28-year-old man was found dead at the scene. Two men aged 25 and 31 were arrested on Monday and will appear in the Athlone Magistrate's Court on 7 October.",
      source_url: 'https://example.org/first-release',
    });
    expect(event.evidence?.reading).toBeUndefined();
    expect(event.date).toBe('2020-10-03');
  });
});
