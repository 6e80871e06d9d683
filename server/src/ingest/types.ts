import type { RawRelease } from '../corpus/types';

/** Event fields a source may already carry; enrichment fills only the ones left out. */
export interface SuppliedFields {
  /** yyyy-MM-dd */
  date?: string;
  location?: string;
  crime_committed?: string;
  summary?: string;
}

/** A release as read from a source, checked and ready for enrichment. */
export interface IncomingRelease extends RawRelease {
  supplied: SuppliedFields;
}

/** Where in a source something was read: `file:line`, a file, or a URL. */
export type Location = string;

/** What a source yields: a release, or the reason one part of it could not be read. */
export type SourceItem =
  | { kind: 'release'; release: IncomingRelease; location: Location }
  | { kind: 'problem'; reason: string; location: Location };

export interface IngestSource {
  /** The SOURCE as the user named it, for reports. */
  readonly name: string;
  /** How many items it will yield, when that can be known cheaply beforehand (for the ETA). */
  estimate(): Promise<number | undefined>;
  read(): AsyncIterable<SourceItem>;
}

/** One line of the failure report. */
export interface IngestFailure {
  source: string;
  location: Location;
  reason: string;
}

export const problem = (location: Location, reason: string): SourceItem => ({
  kind: 'problem',
  reason,
  location,
});

export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
