// The rule worker thread: enriches each release it is sent and answers with the event or the error.
import { parentPort } from 'node:worker_threads';
import type { RawRelease } from '../corpus/types';
import { enrichRelease } from '../extraction/enrich';
import type { WorkerReply } from './rule-worker';

parentPort?.on('message', ({ id, release }: { id: number; release: RawRelease }) => {
  let reply: WorkerReply;
  try {
    reply = { id, event: enrichRelease(release) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
