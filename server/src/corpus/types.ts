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
  municipality?: string;
  police_station?: string;
  crimes?: string[];
  suspects_arrested?: string;
  suspect_ages?: string;
  victims?: string;
  victims_killed?: string;
  victims_injured?: string;
  victims_children?: string;
  victims_police?: string;
  suspects_sex?: string;
  relationship?: string;
  arrest_made?: string;
  outcome?: string;
  /** Set when the release was too long to read whole within the time budget: what was read. */
  reading?: string;
}

/** The victims a release reports; null where it does not say. */
export interface Victims {
  count: number | null;
  female: number | null;
  male: number | null;
  ages: number[];
  /** Victims who died and who were hurt but lived. */
  killed: number | null;
  injured: number | null;
  /** Victims under 18. */
  children: number | null;
  /** Victims who were police officers, on or off duty. */
  police: number | null;
}

/** The suspects of the case by sex, arrested or sought; null where the release does not say. */
export interface SuspectsBySex {
  female: number | null;
  male: number | null;
}

/** The attacker's tie to the victim, when the release states it. */
export const RELATIONSHIPS = ['partner', 'family', 'acquaintance', 'stranger', 'unknown'] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

export type OutcomeKind = 'arrested' | 'no_arrest' | 'charged' | 'convicted' | 'sentenced';

/** How far the case had got when the release was written, with the sentence when one is stated. */
export interface Outcome {
  kind: OutcomeKind;
  sentence?: string;
}

/**
 * What identifies a case that is read from a release's words alone (extraction/case-facts.ts reads
 * it). Ingest reads it in its worker threads beside the extraction, where the time is parallel.
 */
export interface CaseText {
  /** Every place the title and text name, at every level, lower case. */
  placesNamed: string[];
  names: string[];
  daysNamed: string[];
  monthsNamed: string[];
  terms: string[];
}

export interface EnrichedEvent {
  title: string;
  /** Incident date yyyy-MM-dd, null when the release does not say. */
  date: string | null;
  /** Most specific place found, e.g. "Khayelitsha, Cape Town" or "Soweto". */
  location: string | null;
  /** Town, suburb or township name alone, e.g. "Khayelitsha". */
  town: string | null;
  /** Local or metropolitan municipality, e.g. "Swartland". */
  municipality: string | null;
  /** Full name of one of the nine provinces, e.g. "Western Cape". */
  province: string | null;
  /** The police station the release says handles the case, e.g. "Kokstad"; null when it names none. */
  police_station: string | null;
  /** yyyy-MM when the release gives only the month of the incident (then `date` is null). */
  incident_month: string | null;
  /** Suspects arrested; 0 when the release reports no arrest, null when it does not say how many. */
  suspects_arrested: number | null;
  suspect_ages: number[];
  victims: Victims;
  suspects: SuspectsBySex;
  relationship: Relationship | null;
  arrest_made: boolean | null;
  outcome: Outcome | null;
  /** Crime category names joined by ", ", e.g. "Murder, Carjacking". */
  crime_committed: string | null;
  /** One or two sentences: who, what, where, when and the outcome. */
  summary: string;
  /** The release text as given. */
  context: string;
  published_date: string;
  source_url: string;
  evidence: FieldEvidence;
  /** The case's facts read from the words alone, when ingest read them already. */
  case_text?: CaseText;
}
