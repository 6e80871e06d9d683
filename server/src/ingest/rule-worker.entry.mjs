// Entry of the rule worker thread: on Node 20 a worker does not inherit the main thread's TypeScript
// loader, so it registers tsx before loading the worker's code.
import { register } from 'tsx/esm/api';

register();
await import('./rule-worker.thread.ts');
