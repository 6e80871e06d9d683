/**
 * At most `max` tasks at a time; the rest wait in arrival order. A waiter whose signal aborts
 * leaves the queue at once with the signal's reason.
 */
export function concurrencyLimit(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const acquire = (signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      if (running < max) {
        running += 1;
        return resolve();
      }
      const start = () => {
        signal?.removeEventListener('abort', abandon);
        running += 1;
        resolve();
      };
      const abandon = () => {
        waiting.splice(waiting.indexOf(start), 1);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', abandon, { once: true });
      waiting.push(start);
    });

  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };

  return async function limited<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await acquire(signal);
    try {
      return await task();
    } finally {
      release();
    }
  };
}
