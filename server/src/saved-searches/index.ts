/** What other parts may use of saved searches: recording ingest's new matches, and the alert digests. */

export { type DigestDeps, sendDueDigests, startDigestTimer } from './digest';
export { savedSearchMatchRecorder } from './matching';
