let version = 0;

/**
 * A number that goes up whenever this process has written events (after the write returns, failed
 * or not), so what was computed from the events before can be told apart: search answers are kept a
 * few seconds and are retired when it moves (search/search-cache.ts). Other processes' writes do not
 * move it. (A module of its own, without imports, so the configuration can name the cache's default.)
 */
export const eventsVersion = (): number => version;

/** Runs a write of events and then moves eventsVersion. */
export async function writingEvents<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } finally {
    version += 1;
  }
}
