/**
 * The hundred-and-seventy-seventh fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. The spokesperson of a rural municipality's mayor: formal, on behalf of "the Executive Mayor",
 *    asking about the towns and villages of her own local municipality (Swartland in the Western Cape
 *    for notebook `a`, Maluti-a-Phofung in the Free State for notebook `b`) and comparing them with the
 *    province as a whole.
 * 2. A crime-podcast host: tells a bit of the story first, then wants the single most dramatic case,
 *    its date and its place; says "heist", "bust", "cops", "nabbed", with the odd typo ("kidnapings").
 * 3. A first-year statistics student: textbook questions (mean, median, mode, range, proportion) over
 *    the people fields, correcting a misunderstanding of her own in the same question; lower case, the
 *    odd typo ("medain", "porportion").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - "Our municipality" / "within Swartland" / "within Maluti-a-Phofung" is the `municipality` field. Its
 *   "towns and villages" are the settlements its incidents' locations name: the first settlement of each
 *   `location` (as `settlementOf` reads it: a road, a farm or a "Section" is not a settlement, "Village"
 *   is dropped), each listed once.
 * - "The other municipalities of the Free State" are Free State rows whose `municipality` is stated and
 *   is not Maluti-a-Phofung; a row without a municipality is in neither side. "Outside the City of Cape
 *   Town metro" is the Western Cape rows with a stated municipality other than `City of Cape Town`.
 *   A municipality is answered as written or without "City of".
 * - A share of a province's incidents is the municipality's rows over the province's rows (all of them,
 *   with or without a municipality), to the nearest whole percent.
 * - Dates are `event_date` alone: a row without one is outside every "since", weekend or
 *   earliest/latest question; `published_date` is never read. A weekend is a Saturday or Sunday.
 * - People are sums of the stated figures: `victims_killed` (killed, lost their lives, dead),
 *   `num_victims` (victims), `num_suspects_arrested` (suspects arrested, nabbed, a bust),
 *   `victims_children` (child victims), `victims_police` (police officers, cops), `suspects_female` /
 *   `suspects_male` (the sex of suspects). A null (unstated) figure adds nothing.
 * - "Heist" / "CIT" is `cash-in-transit robbery`; "kidnapping" is `kidnapping`; "murder" is `murder`
 *   alone (attempted murder and culpable homicide are not murders).
 * - "Four or more people killed" is `victims_killed` >= 4. "A kidnapping that ended in murder" is a row
 *   holding both `kidnapping` and `murder`. "A cop among the victims of a murder" is a `murder` row with
 *   `victims_police` > 0.
 * - The single most dramatic case ("most victims", "deadliest", "biggest bust") is the incident with the
 *   largest stated figure, named by the parts of its location no other incident's location holds.
 * - The statistics are over incidents (or, for ages, over suspects) whose figure is stated: a null is
 *   left out of the count, a stated 0 is a value. The mean is rounded to two decimals; the median of an
 *   even count is the mean of the two middle values; the mode is the single most frequent value (a tie
 *   is an error in the question); the range is the largest minus the smallest. Suspect ages are
 *   `suspect_ages`, one per suspect.
 * - "Proportion of incidents with a child victim" is the rows with `victims_children` > 0 over all the
 *   notebook's rows, nearest whole percent. "Proportion of suspects who were female" is the sum of
 *   `suspects_female` over the sum of `suspects_female` and `suspects_male`, to one decimal.
 * - Refusals: the ground truth holds no municipal wards, no amount of cash stolen, and no ages of
 *   victims (only whether a victim was a child).
 */

import type { Expectation } from './answer-matching';
import {
  type BlindQuestion,
  inMunicipality,
  largestIncident,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  suspectAges,
  tallyOf,
  yesNo,
} from './blind-sets';
import type { DevRow } from './dev-set';
import { settlementOf } from './extraction-scoring';
import {
  casesOf,
  count,
  dateAt,
  excessOf,
  has,
  inProvince,
  meanOf,
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
} from './ground-truth-questions';

const SWARTLAND = 'Swartland';
const MALUTI = 'Maluti-a-Phofung';

const cit = has('cash-in-transit robbery');
const murder = has('murder');

/** The towns and villages a municipality's incidents name, each once. */
function townsOf(rows: readonly DevRow[], municipality: string): Expectation {
  const towns = [
    ...new Set(rows.filter(inMunicipality(municipality)).map((r) => settlementOf(r.location).first)),
  ];
  if (towns.length === 0) throw new Error(`no incident in ${municipality}`);
  return { kind: 'list', value: towns };
}

/** The stated values of a figure; a null is not a value. */
const statedValues = (values: (number | null | undefined)[]) =>
  values.filter((v): v is number => v !== null && v !== undefined);

/** The median of the stated values: the middle one, or the mean of the two middle ones. */
export function medianOf(values: (number | null | undefined)[]): Expectation {
  const sorted = statedValues(values).sort((x, y) => x - y);
  if (sorted.length === 0) throw new Error('no stated value for a median');
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return number(value ?? 0);
}

/** The single most frequent stated value; a tie at the top is an error in the question. */
export function modeOf(values: (number | null | undefined)[]): Expectation {
  const counts = new Map<number, number>();
  for (const v of statedValues(values)) counts.set(v, (counts.get(v) ?? 0) + 1);
  const [first, second] = [...counts].sort((x, y) => y[1] - x[1]);
  if (!first || (second && second[1] === first[1]))
    throw new Error(`no single mode: ${JSON.stringify([first, second])}`);
  return number(first[0]);
}

/** The largest stated value minus the smallest. */
export function rangeOf(values: (number | null | undefined)[]): Expectation {
  const stated = statedValues(values);
  if (stated.length === 0) throw new Error('no stated value for a range');
  return number(Math.max(...stated) - Math.min(...stated));
}

/** Western Cape municipalities other than the Cape Town metro, by incidents. */
const ruralWesternCapeTally = (rows: readonly DevRow[]) =>
  tallyOf(rowsWhere(rows, inProvince('Western Cape')), (r) =>
    r.municipality === 'City of Cape Town' ? null : r.municipality,
  );
const freeStateMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rowsWhere(rows, inProvince('Free State')), (r) => r.municipality);

const killedAtLeast = (n: number) => (r: DevRow) => (r.victims_killed ?? 0) >= n;

export const FRESH177_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the mayor's spokesperson (Swartland, Western Cape), on notebook a.
  {
    notebook: 'a',
    question:
      'Good day. I write on behalf of the Executive Mayor of Swartland Municipality. Could you kindly list the towns and villages within Swartland in which the incidents in these releases took place?',
    covers: ['restricted count'],
    expect: (rows) => townsOf(rows, SWARTLAND),
  },
  {
    notebook: 'a',
    question:
      "For the Mayor's report to Council: what percentage of all the incidents recorded in the Western Cape province occurred within Swartland Municipality?",
    covers: ['share', 'conjunction'],
    expect: (rows) =>
      percentage(
        count(rows, inProvince('Western Cape'), inMunicipality(SWARTLAND)),
        count(rows, inProvince('Western Cape')),
      ),
  },
  {
    notebook: 'a',
    question:
      'Setting aside the City of Cape Town metropolitan area, which municipality in the Western Cape recorded the greatest number of incidents?',
    covers: ['ranking'],
    ...ranking(ruralWesternCapeTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'So that the Mayor may place our figures in the provincial context: how many persons in total were killed in the Western Cape since 1 January 2020?',
    covers: ['people', 'calendar', 'conjunction'],
    expect: (rows) =>
      number(peopleTotal('victims_killed', rowsWhere(rows, inProvince('Western Cape'), sinceYear(2020)))),
  },
  {
    notebook: 'a',
    question:
      'Would you be so kind as to provide a breakdown of the Swartland incidents by municipal ward, so that our ward councillors may be briefed accordingly?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the crime-podcast host, on notebook a.
  {
    notebook: 'a',
    question:
      'Picture it: a township at night, shots fired into a crowd, and by morning a whole street is in mourning. Of all the cases in here, which single incident had the most victims? Give me the place.',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.num_victims,
    ),
  },
  {
    notebook: 'a',
    question:
      "There's a heist story I keep coming back to - armoured van, open road, rifles everywhere. When was the very first CIT heist in these releases? Exact date please.",
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Last season we did a whole episode on hostage cases and it still haunts me. Did any of the kidnapings in here end with somebody murdered? Just yes or no.',
    covers: ['yes/no', 'conjunction', 'misspelling'],
    expect: (rows) => yesNo(count(rows, has('kidnapping'), murder) > 0),
  },
  {
    notebook: 'a',
    question:
      'Mass killings are the darkest stories we cover, the ones where a family loses everyone in one night. When was the most recent incident where four or more people were killed?',
    covers: ['date', 'people'],
    expect: (rows) => dateAt(rows.filter(killedAtLeast(4)), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Our listeners always say the weekend episodes hit hardest - Saturday night, a party, an argument, then a body. How many murders happened on a Saturday or a Sunday (the day of the crime, not the day the cops put out the statement)?',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },

  // Voice 3, the statistics student, on notebook a.
  {
    notebook: 'a',
    question:
      "what is the mean number of suspects arrested per incident? i was going to divide by all the incidents but incidents where the number isn't stated shouldn't be in the denominator, right? round to 2 decimal places",
    covers: ['people'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.num_suspects_arrested),
        2,
      ),
  },
  {
    notebook: 'a',
    question:
      'whats the medain age of the arrested suspects... sorry, not only arrested ones, all suspects whose age is given, one age per suspect',
    covers: ['people', 'misspelling'],
    expect: (rows) => medianOf(suspectAges(rows)),
  },
  {
    notebook: 'a',
    question:
      'What is the range of the suspect ages, i.e. the oldest suspect minus the youngest (the plain range, not the interquartile range)?',
    covers: ['people'],
    expect: (rows) => rangeOf(suspectAges(rows)),
  },
  {
    notebook: 'a',
    question:
      'what is the mode of the number of victims per incident? (the most frequent value, not the mean - i always mix those up) only incidents where the number of victims is stated',
    covers: ['people'],
    expect: (rows) => modeOf(rows.map((r) => r.num_victims)),
  },
  {
    notebook: 'a',
    question:
      'porportion question: what percentage of incidents had at least one child victim? proportion of incidents not of victims, so an incident with three children only counts once',
    covers: ['share', 'people', 'misspelling'],
    expect: (rows) => percentOf(rows, (r) => (r.victims_children ?? 0) > 0),
  },

  // Voice 1, the mayor's spokesperson (Maluti-a-Phofung, Free State), on notebook b.
  {
    notebook: 'b',
    question:
      'Good morning. On behalf of the Executive Mayor of Maluti-a-Phofung Local Municipality, may I request a list of the towns and villages within our municipality where the reported incidents took place?',
    covers: ['restricted count'],
    expect: (rows) => townsOf(rows, MALUTI),
  },
  {
    notebook: 'b',
    question:
      'What proportion of the incidents recorded in the Free State province occurred within Maluti-a-Phofung, expressed as a percentage?',
    covers: ['share', 'conjunction'],
    expect: (rows) =>
      percentage(
        count(rows, inProvince('Free State'), inMunicipality(MALUTI)),
        count(rows, inProvince('Free State')),
      ),
  },
  {
    notebook: 'b',
    question:
      'How many more persons lost their lives in incidents within Maluti-a-Phofung than in all the other municipalities of the Free State combined?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => inProvince('Free State')(r) && inMunicipality(MALUTI)(r),
        (r) => inProvince('Free State')(r) && r.municipality !== null && r.municipality !== MALUTI,
        (selected) => peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'b',
    question:
      'For comparison with our own municipality, which municipality in the Free State recorded the greatest number of incidents overall?',
    covers: ['ranking'],
    ...ranking(freeStateMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Kindly advise on what date the most recent incident within Maluti-a-Phofung took place, according to these releases.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inMunicipality(MALUTI)), 'latest'),
  },

  // Voice 2, the crime-podcast host, on notebook b.
  {
    notebook: 'b',
    question:
      'Okay, this one gives me chills: a quiet farmhouse, a family at home, and by the time the police arrive it is already over. Which single incident in here was the deadliest - the most people killed? Where did it happen?',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.victims_killed ?? null,
    ),
  },
  {
    notebook: 'b',
    question:
      'Every good season needs a big bust episode. In which incident did the cops nab the most suspects in one go, and where was it?',
    covers: ['ranking', 'slang'],
    ...largestIncident(
      () => true,
      (r) => r.num_suspects_arrested,
    ),
  },
  {
    notebook: 'b',
    question:
      "I'm building a timeline of abductions for a two-parter, starting from the oldest case. What's the date of the earliest kidnapping in these releases?",
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'A listener emailed us about an off-duty officer shot in a village up north, and it got me wondering. Was a cop among the victims of any murder in Limpopo? Yes or no.',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) =>
      yesNo(count(rows, murder, inProvince('Limpopo'), (r) => (r.victims_police ?? 0) > 0) > 0),
  },
  {
    notebook: 'b',
    question:
      'The Mecklenburg cash-in-transit heist is the centrepiece of our next episode - guards ambushed, a van blown open. How much cash did the robbers get away with?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the statistics student, on notebook b.
  {
    notebook: 'b',
    question:
      "mean number of people killed per incident? i know it's the sum over n, but n should only be incidents where the killed figure is actually stated (a missing number isn't a zero). 2 decimal places pls",
    covers: ['people'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.victims_killed ?? null),
        2,
      ),
  },
  {
    notebook: 'b',
    question:
      'What is the median number of suspects arrested per incident? (I first thought the median was the middle of the range, but it is the middle value when they are sorted.)',
    covers: ['people'],
    expect: (rows) => medianOf(rows.map((r) => r.num_suspects_arrested)),
  },
  {
    notebook: 'b',
    question:
      'range of the number of victims per incident - largest minus smallest. and yes an incident that says there were zero victims counts as 0, only the ones that say nothing are left out',
    covers: ['people'],
    expect: (rows) => rangeOf(rows.map((r) => r.num_victims)),
  },
  {
    notebook: 'b',
    question:
      'what proportion of suspects were female? out of the suspects whose sex is given, not out of the victims (i confused those in my last assignment). as a percentage to 1 decimal',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = peopleTotal('suspects_female', rows);
      return percentage(female, female + peopleTotal('suspects_male', rows), 1);
    },
  },
  {
    notebook: 'b',
    question:
      'what is the mean age of the victims? the victims, I mean, not the suspects - we already did suspect ages in class',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh177QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH177_QUESTIONS, rows);
