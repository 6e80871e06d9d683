// The rule worker thread: enriches each release it is sent and answers with the event or the error.
// It also reads the case's facts from the words, which linking needs and which would otherwise be read
// on the storing thread, one release at a time.
import { parentPort } from 'node:worker_threads';
import type { RawRelease } from '../corpus/types';
import { caseTextOf } from '../extraction/case-facts';
import { enrichRelease } from '../extraction/enrich';
import type { WorkerReply } from './rule-worker';

parentPort?.on('message', ({ id, release }: { id: number; release: RawRelease }) => {
  let reply: WorkerReply;
  try {
    const event = enrichRelease(release);
    reply = {
      id,
      event: { ...event, case_text: caseTextOf(event.title, event.context, event.published_date) },
    };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
