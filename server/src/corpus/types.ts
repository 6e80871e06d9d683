/** A press release as published, before any enrichment. */
export interface RawRelease {
  title: string;
  /** yyyy-MM-dd */
  published_date: string;
  text: string;
  source_url: string;
}

/** The exact words of the release that each enriched field was derived from. */
export interface FieldEvidence {
  date?: string;
  location?: string;
  crimes?: string[];
}

export interface EnrichedEvent {
  title: string;
  /** Incident date yyyy-MM-dd, null when the release does not say. */
  date: string | null;
  /** Most specific place found, e.g. "Khayelitsha, Cape Town" or "Soweto". */
  location: string | null;
  /** Town, suburb or township name alone, e.g. "Khayelitsha". */
  town: string | null;
  /** Local or metropolitan municipality, e.g. "Swartland"; absent where the enricher does not read it. */
  municipality?: string | null;
  /** Full name of one of the nine provinces, e.g. "Western Cape". */
  province: string | null;
  /** Crime category names joined by ", ", e.g. "Murder, Carjacking". */
  crime_committed: string | null;
  /** One or two sentences: who, what, where, when and the outcome. */
  summary: string;
  /** The release text as given. */
  context: string;
  published_date: string;
  source_url: string;
  evidence: FieldEvidence;
}
