import { eventsVersion } from '../events';

/** Most answers kept (a first page of 50 events is about 90 kB of JSON); the oldest go first. */
const MAX_ENTRIES = 500;

interface Entry {
  version: number;
  expiresAt: number;
  value: Promise<unknown>;
}

/**
 * Answers of searches by a key naming everything they depend on, for `ttlMs` (SEARCH_CACHE_MS,
 * config.ts). Searches are not per-user (the same query gives every signed-in user the same events),
 * and a results page asks the same search several times within seconds (the page, its facets, more
 * pages, select all), each of which counted the same matches again; under load, many users also ask
 * for the popular words at once. What changes events in this process (ingest, the demo seed,
 * re-extraction) raises eventsVersion() and so retires every answer at once; a change made by
 * another process (the ingest command, another API process's watched sources) is seen once the
 * answer expires. The promise is kept, not the value, so requests
 * for the same search that arrive while it runs wait for the one statement instead of each running
 * it; a failed one is dropped before its callers see the failure, so a retry (on the primary, after
 * a replica failed) runs it again.
 */
export interface SearchCache {
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

export function searchCache(ttlMs: number, now: () => number = Date.now): SearchCache {
  const entries = new Map<string, Entry>();
  return {
    get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return compute();
      const version = eventsVersion();
      const at = now();
      const found = entries.get(key);
      if (found && found.version === version && found.expiresAt > at) return found.value as Promise<T>;
      const value = compute();
      const entry: Entry = { version, expiresAt: at + ttlMs, value };
      entries.delete(key);
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      // Insertion order is age order: drop the oldest past the bound, and any expired in front.
      for (const [oldKey, old] of entries) {
        if (entries.size <= MAX_ENTRIES && old.expiresAt > at) break;
        entries.delete(oldKey);
      }
      return value;
    },
  };
}
