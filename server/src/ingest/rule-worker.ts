import { Worker } from 'node:worker_threads';
import type { EnrichedEvent, RawRelease } from '../corpus/types';

export type WorkerReply = { id: number; event: EnrichedEvent } | { id: number; error: string };

/**
 * The rules' enrichment in a worker thread, so that a server polling watched sources never holds its
 * event loop while a release is read: requests go on being answered meanwhile.
 */
export interface RuleWorker {
  enrich(release: RawRelease): Promise<EnrichedEvent>;
  /** Ends the thread; releases still waiting are refused. */
  close(): Promise<void>;
}

/**
 * Far above the rules' own reading budget (1 s a release): a thread that has not answered by then is
 * stuck, and is replaced rather than waited for.
 */
export const STUCK_AFTER_MS = 30_000;

interface Waiting {
  resolve: (event: EnrichedEvent) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

export function startRuleWorker(options: { stuckAfterMs?: number; entry?: URL } = {}): RuleWorker {
  const stuckAfterMs = options.stuckAfterMs ?? STUCK_AFTER_MS;
  const entry = options.entry ?? new URL('./rule-worker.entry.mjs', import.meta.url);
  const waiting = new Map<number, Waiting>();
  let nextId = 1;
  let thread: Worker | undefined;
  let closed = false;

  const refuseAll = (reason: string) => {
    for (const [id, w] of waiting) {
      clearTimeout(w.timer);
      w.reject(new Error(reason));
      waiting.delete(id);
    }
  };

  const replace = (reason: string) => {
    const old = thread;
    thread = undefined;
    refuseAll(reason);
    void old?.terminate();
  };

  const threadNow = (): Worker => {
    if (thread) return thread;
    const started = new Worker(entry);
    started.on('message', (reply: WorkerReply) => {
      const w = waiting.get(reply.id);
      if (!w) return;
      waiting.delete(reply.id);
      clearTimeout(w.timer);
      if ('event' in reply) w.resolve(reply.event);
      else w.reject(new Error(reply.error));
    });
    started.on('error', (error) => {
      if (thread === started) replace(`the enrichment thread failed: ${error.message}`);
    });
    started.on('exit', () => {
      if (thread === started) replace('the enrichment thread stopped');
    });
    // An idle thread must not keep a finished process alive.
    started.unref();
    thread = started;
    return started;
  };

  return {
    enrich(release) {
      if (closed) return Promise.reject(new Error('the enrichment thread is closed'));
      const id = nextId++;
      const worker = threadNow();
      return new Promise<EnrichedEvent>((resolve, reject) => {
        const timer = setTimeout(
          () => replace(`enrichment took longer than ${stuckAfterMs / 1000} s`),
          stuckAfterMs,
        );
        waiting.set(id, { resolve, reject, timer });
        worker.postMessage({ id, release });
      });
    },
    async close() {
      closed = true;
      const old = thread;
      thread = undefined;
      refuseAll('the enrichment thread is closed');
      await old?.terminate();
    },
  };
}

/**
 * Rule workers side by side, for a long foreground ingest: each release goes to the thread with the
 * fewest waiting, so every core reads releases while this thread stores them.
 */
export function startRulePool(size: number, options: { entry?: URL } = {}): RuleWorker {
  const threads = Array.from({ length: Math.max(1, size) }, () => ({
    worker: startRuleWorker(options),
    waiting: 0,
  }));
  return {
    async enrich(release) {
      const least = threads.reduce((a, b) => (b.waiting < a.waiting ? b : a));
      least.waiting += 1;
      try {
        return await least.worker.enrich(release);
      } finally {
        least.waiting -= 1;
      }
    },
    async close() {
      await Promise.all(threads.map((t) => t.worker.close()));
    },
  };
}
