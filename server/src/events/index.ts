/** The corpus's events as every feature reads and writes them. */
export {
  correctionsOf,
  correctRow,
  crimesOf,
  effectiveCorrections,
  evidenceBeside,
} from './event-corrections';
export { presentEvent, presentNotebookEvent } from './events.presenter';
export {
  contentHash,
  countEvents,
  countEventsBehindExtractor,
  demoEventStore,
  eventsBehindExtractor,
  existingEventIds,
  findContentHashes,
  findEvent,
  insertEvents,
  type NewEvent,
  type StoreObserver,
  saveEnrichment,
  upsertIngestedEvents,
} from './events.repository';
export { type EventRow, effectiveDate, eventFields } from './events.sql';
export { eventsVersion } from './events-version';
