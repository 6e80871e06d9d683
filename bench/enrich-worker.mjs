// Entry of the enrichment workers: a worker thread does not inherit the main thread's TypeScript
// loader on Node 20, so it registers tsx before loading the worker's code.
import { register } from 'tsx/esm/api';

register();
await import('./enrich-worker.ts');
