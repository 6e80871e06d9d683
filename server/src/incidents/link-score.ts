/**
 * Whether two releases tell of one case, as a score with its reasons. Cheap facts decide first: a
 * different province, or a follow-up later than its step allows, is never the same case. Then each
 * fact that identifies a case adds or takes away: the day of the crime, the victims' ages and sexes,
 * the names used, the days one release names of the other, places at every level, the crimes, and
 * how alike the two tellings are. A republished copy is recognised by its wording alone.
 */
import { daysBetween } from '../corpus/calendar';
import type { CaseFacts } from '../extraction/case-facts';
import type { Step } from '../extraction/case-step';
import { wordingContained, wordingOverlap } from '../extraction/case-wording';

export interface LinkScore {
  score: number;
  /** True when the later release is a republished copy of the earlier one. */
  copy: boolean;
  reasons: string[];
}

/** The score at which two releases are linked into one incident. */
export const LINK_THRESHOLD = 5;
/** The share of distinctive words two releases must share to be copies of one statement. */
const COPY_OVERLAP = 0.44;

/** How long after the crime a release at each step may come, in days. */
export const REACH: Record<Step, number> = {
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
  const start = crimeDay(earlier) ?? earlier.published;
  if (daysBetween(start, later.published) > REACH[later.step])
    return NOT_LINKED(`too late for a ${later.step} release`);
  const wording = wordingOverlap(earlier.terms, later.terms);
  // A copy reports what its original reported: a sentence retelling the crime's words copies nothing.
  if (wording >= COPY_OVERLAP && earlier.step === later.step) {
    return { score: 100, copy: true, reasons: [`same wording (${Math.round(wording * 100)} %)`] };
  }

  const reasons: string[] = [];
  let score = 0;
  // What identifies one case among the many in a town: a strong sign alone, or two weak ones together.
  let strong = 0;
  let weak = 0;
  const add = (points: number, reason: string, identifies: 'strong' | 'weak' | null = null) => {
    score += points;
    reasons.push(reason);
    if (identifies === 'strong') strong += 1;
    if (identifies === 'weak') weak += 1;
  };

  const [dayA, dayB] = [crimeDay(earlier), crimeDay(later)];
  const namesDay =
    (dayA !== null && later.daysNamed.includes(dayA)) || (dayB !== null && earlier.daysNamed.includes(dayB));
  const namesMonth =
    (dayA !== null && later.monthsNamed.includes(dayA.slice(0, 7))) ||
    (dayB !== null && earlier.monthsNamed.includes(dayB.slice(0, 7)));
  if (dayA && dayB && daysApart(dayA, dayB) <= 1) add(3, 'same incident date', 'strong');
  else if (namesDay) add(3, 'names the incident date', 'strong');
  else if (dayA && dayB && daysApart(dayA, dayB) > 3)
    add(isFollowUp(later) ? -2 : -6, 'different incident dates');
  else if (namesAnotherDay(later, dayA) || namesAnotherDay(earlier, dayB))
    add(-4, 'names another day of that month');
  else if (namesMonth) add(1, 'names the incident month', 'weak');

  const victims = agesAgree(earlier.victimAges, later.victimAges, 1);
  if (victims === true) add(2, 'same victim ages', 'weak');
  else if (victims === false) add(-5, 'different victim ages');
  const suspects = agesAgree(earlier.suspectAges, later.suspectAges, yearsApart(earlier, later) + 1);
  if (suspects === true) add(1, 'same suspect ages', 'weak');
  else if (suspects === false) add(-2, 'different suspect ages');
  if (sexesDiffer(earlier, later)) add(-3, 'victims of another sex');

  const names = shared(earlier.names, later.names);
  if (names.length > 0)
    add(
      Math.min(6, 3 * names.length),
      `same names: ${names.slice(0, 4).join(', ')}`,
      names.length >= 2 ? 'strong' : 'weak',
    );

  const places = shared(earlier.places, later.places);
  if (places.length > 0) add(1, `same places: ${places.slice(0, 3).join(', ')}`);
  else if (earlier.places.length > 0 && later.places.length > 0) add(-4, 'no place in common');

  const crimes = shared(earlier.crimes, later.crimes);
  if (crimes.length > 0) add(1, `same crimes: ${crimes.join(', ')}`);
  else if (earlier.crimes.length > 0 && later.crimes.length > 0) add(-2, 'no crime in common');

  const terms = wordingContained(earlier.terms, later.terms);
  if (terms >= 0.2)
    add(
      Math.min(3, Math.floor(terms * 8)),
      `alike in wording (${Math.round(terms * 100)} %)`,
      terms >= 0.5 ? 'strong' : terms >= 0.3 ? 'weak' : null,
    );

  // Places, crimes and likeness are shared by many cases in one town: something must identify this one.
  const identified = strong > 0 || weak >= 2;
  return { score: identified ? score : Math.min(score, LINK_THRESHOLD - 1), copy: false, reasons };
}

/**
 * A crime report that names a day in the month of the other's crime, but not that day, reports another
 * crime. (A follow-up names the days of its arrest and hearings too.)
 */
function namesAnotherDay(facts: CaseFacts, crime: string | null): boolean {
  if (crime === null || facts.step !== 'reported') return false;
  const month = crime.slice(0, 7);
  const inMonth = facts.daysNamed.filter((d) => d.startsWith(month));
  return inMonth.length > 0 && inMonth.every((d) => daysApart(d, crime) > 1);
}

/** A court, bail, conviction or sentence release, whose own dates are often of the hearing. */
const isFollowUp = (facts: CaseFacts) =>
  facts.step === 'court' || facts.step === 'bail' || facts.step === 'convicted' || facts.step === 'sentenced';

/**
 * The day of the crime as a release gives it. A court, bail or sentence release that dates only its own
 * hearing has no crime day: extraction then reads the hearing's day, which identifies nothing.
 */
function crimeDay(facts: CaseFacts): string | null {
  if (facts.incidentDate === null) return null;
  return !isFollowUp(facts) || daysBetween(facts.incidentDate, facts.published) > 7
    ? facts.incidentDate
    : null;
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

/**
 * Of the releases published before a release (`earlier`) or after it (`later`), the one it scores best
 * with at or over the threshold, each pair scored in time order; null when none reaches it.
 */
export function bestMatch<T extends { facts: CaseFacts }>(
  facts: CaseFacts,
  earlier: readonly T[],
  later: readonly T[] = [],
): { other: T; scored: LinkScore } | null {
  let best: { other: T; scored: LinkScore } | null = null;
  const consider = (other: T, scored: LinkScore) => {
    if (scored.score >= LINK_THRESHOLD && (best === null || scored.score > best.scored.score))
      best = { other, scored };
  };
  for (const other of earlier) consider(other, scoreLink(other.facts, facts));
  for (const other of later) consider(other, scoreLink(facts, other.facts));
  return best;
}
