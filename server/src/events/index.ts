/** The corpus's events as every feature reads and writes them. */
export { presentEvent } from './events.presenter';
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
  saveEnrichment,
  upsertIngestedEvents,
} from './events.repository';
export { type EventRow, effectiveDate, eventFields } from './events.sql';
