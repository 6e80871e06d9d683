/**
 * Whether two releases tell of one case, as a score with its reasons. Cheap facts decide first: a
 * different province, or a follow-up later than its step allows, is never the same case. Then each
 * fact that identifies a case adds or takes away: the day of the crime, the victims' ages and sexes,
 * the names used, the days one release names of the other, places at every level, the crimes, and
 * how alike the two tellings are. A republished copy is recognised by its wording alone.
 */
import { daysBetween } from '../corpus/calendar';
import type { CaseFacts } from './case-facts';
import type { Step } from './step';
import { likeness } from './wording';

export interface LinkScore {
  score: number;
  /** True when the later release is a republished copy of the earlier one. */
  copy: boolean;
  reasons: string[];
}

/** The score at which two releases are linked into one incident. */
export const LINK_THRESHOLD = 5;
/** The share of wording two releases must share to be copies of one statement. */
const COPY_LIKENESS = 0.45;

/** How long after the crime a release at each step may come, in days. */
const REACH: Record<Step, number> = {
  reported: 45,
  other: 365,
  arrest: 400,
  court: 800,
  bail: 800,
  convicted: 3_000,
  sentenced: 3_000,
};

const NOT_LINKED = (reason: string): LinkScore => ({
  score: Number.NEGATIVE_INFINITY,
  copy: false,
  reasons: [reason],
});

/** Scores `later` (published on or after `earlier`) as a release of `earlier`'s case. */
export function scoreLink(earlier: CaseFacts, later: CaseFacts): LinkScore {
  if (earlier.province && later.province && earlier.province !== later.province)
    return NOT_LINKED('other province');
  const wording = likeness(earlier.signature, later.signature);
  if (wording >= COPY_LIKENESS) {
    return { score: 100, copy: true, reasons: [`same wording (${Math.round(wording * 100)} %)`] };
  }
  const start = earlier.incidentDate ?? earlier.published;
  if (daysBetween(start, later.published) > REACH[later.step])
    return NOT_LINKED(`too late for a ${later.step} release`);

  const reasons: string[] = [];
  let score = 0;
  const add = (points: number, reason: string) => {
    score += points;
    reasons.push(reason);
  };

  const sameDay =
    earlier.incidentDate && later.incidentDate ? daysApart(earlier.incidentDate, later.incidentDate) : null;
  const namesDay =
    (earlier.incidentDate !== null && later.daysNamed.includes(earlier.incidentDate)) ||
    (later.incidentDate !== null && earlier.daysNamed.includes(later.incidentDate));
  if (sameDay !== null && sameDay <= 1) add(3, 'same incident date');
  else if (namesDay) add(3, 'names the incident date');
  else if (sameDay !== null && sameDay > 3) add(-3, 'different incident dates');

  const victims = agesAgree(earlier.victimAges, later.victimAges, 1);
  if (victims === true) add(3, 'same victim ages');
  else if (victims === false) add(-4, 'different victim ages');
  const suspects = agesAgree(earlier.suspectAges, later.suspectAges, yearsApart(earlier, later) + 1);
  if (suspects === true) add(2, 'same suspect ages');
  else if (suspects === false) add(-2, 'different suspect ages');
  if (sexesDiffer(earlier, later)) add(-3, 'victims of another sex');

  const names = shared(earlier.names, later.names);
  if (names.length > 0) add(Math.min(6, 2 * names.length), `same names: ${names.slice(0, 4).join(', ')}`);

  const places = shared(earlier.places, later.places);
  if (places.length > 0) add(Math.min(2, places.length), `same places: ${places.slice(0, 3).join(', ')}`);
  else if (earlier.places.length > 0 && later.places.length > 0) add(-4, 'no place in common');

  const crimes = shared(earlier.crimes, later.crimes);
  if (crimes.length > 0) add(1, `same crimes: ${crimes.join(', ')}`);
  else if (earlier.crimes.length > 0 && later.crimes.length > 0) add(-3, 'no crime in common');

  const terms = termLikeness(earlier.terms, later.terms);
  if (terms >= 0.12)
    add(Math.min(4, Math.round(terms * 20)), `alike in wording (${Math.round(terms * 100)} %)`);

  return { score, copy: false, reasons };
}

const daysApart = (a: string, b: string) => Math.abs(daysBetween(a, b));
const yearsApart = (a: CaseFacts, b: CaseFacts) => Math.floor(daysApart(a.published, b.published) / 365);

/** True when some age of one is within `slack` years of one of the other, false when none is, null when either has none. */
function agesAgree(a: readonly number[], b: readonly number[], slack: number): boolean | null {
  if (a.length === 0 || b.length === 0) return null;
  return a.some((x) => b.some((y) => Math.abs(x - y) <= slack));
}

/** One release's victims are all women and the other's all men. */
function sexesDiffer(a: CaseFacts, b: CaseFacts): boolean {
  const only = (f: CaseFacts) =>
    (f.victimsFemale ?? 0) > 0 && !f.victimsMale
      ? 'female'
      : (f.victimsMale ?? 0) > 0 && !f.victimsFemale
        ? 'male'
        : null;
  const sa = only(a);
  const sb = only(b);
  return sa !== null && sb !== null && sa !== sb;
}

function shared(a: readonly string[], b: readonly string[]): string[] {
  const other = new Set(b);
  return a.filter((x) => other.has(x));
}

/** Shared distinctive words over the smaller release's distinctive words. */
function termLikeness(a: readonly string[], b: readonly string[]): number {
  const smaller = Math.min(a.length, b.length);
  return smaller === 0 ? 0 : shared(a, b).length / smaller;
}
