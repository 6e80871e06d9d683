import type { Step } from '@workbench/contract/events';
import type { OutcomeKind, Relationship } from '../corpus/types';

/** What an answer engine sees of an event: the enriched fields, never anything from outside. */
export interface AnswerEvent {
  id: number;
  title: string;
  date: string | null;
  published_date: string;
  location: string | null;
  province: string | null;
  crime_committed: string | null;
  summary: string;
  /** Local or metropolitan municipality ("City of Johannesburg"); absent or null when unknown. */
  municipality?: string | null;
  /** The police station the release names as handling the case; absent or null when it names none. */
  police_station?: string | null;
  /** People and outcome as extraction read them; absent or null where the release does not say. */
  suspects_arrested?: number | null;
  suspect_ages?: readonly number[];
  victims?: AnswerVictims;
  arrest_made?: boolean | null;
  outcome?: OutcomeKind | null;
  /** yyyy-MM when the release gives only the month of the incident (`date` is then null). */
  incident_month?: string | null;
  /** People model v2: victims killed, injured, under 18, police officers; suspects by sex. */
  victims_killed?: number | null;
  victims_injured?: number | null;
  victims_children?: number | null;
  victims_police?: number | null;
  suspects_female?: number | null;
  suspects_male?: number | null;
  /** How the attacker and the victim were related, when the release says (partner, family, ...). */
  relationship?: Relationship | null;
  /**
   * Words of the question that the release's own text says although its title and summary do not (a
   * victim's name, a tavern): looked up in the stored text for each question, so the analyst can
   * tell a word no release says from one only the summaries leave out.
   */
  mentions?: readonly string[];
  /** The incident whose releases tell one case (report, arrest, court); absent or null when alone. */
  incident_id?: number | null;
  /**
   * The steps the releases of its incident report across the corpus (republished copies left out),
   * oldest first, each with its date: how far the case got and when, whether or not the notebook holds
   * those releases. Absent when the event stands alone.
   */
  case_steps?: readonly CaseStep[];
}

/**
 * One release of an incident: the step of the case it reports and when: the crime's date for the report,
 * the release's publication date for a later step (an arrest or a sentence release carries the crime's date).
 */
export interface CaseStep {
  step: Step;
  date: string;
}

export interface AnswerVictims {
  count: number | null;
  female: number | null;
  male: number | null;
  ages: readonly number[];
}
