/**
 * The hundred-and-ninety-eighth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A TV news researcher preparing an "anniversary" story: first and last incidents, particular months
 *    and weekdays, "how long ago" in whole years from the incident's date to a date the question names;
 *    chatty, deadline-driven, the odd slip ("anniversery", "Boxing day").
 * 2. A public-health epidemiologist: victims by sex and by age group (children against adults), shares
 *    with their base stated, ratios and means, careful to leave out what a release does not state.
 * 3. A security-company control-room operator in Mpumalanga (Mbombela/Nelspruit, Emalahleni/Witbank,
 *    Secunda, Barberton, Middelburg): radio and incident-log jargon ("copy", "10-4", "over", "ETA",
 *    "incident log", "armed response", "CIT", "nabbed", "y/n"), terse, a typo or two ("kidnapings").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month, weekday and
 *   "December 25 or 26" test, is never the first or the last incident, and has no age in years;
 *   `published_date` is never read. A month "any year" is the month of `event_date` in any year.
 * - "How many whole years ago, counted to D" is the number of anniversaries of `event_date` that have
 *   passed on or before D (the date the question names): the year difference, less one when D's month
 *   and day come before the incident's.
 * - "The province with the most incidents on a Wednesday" ranks by `province` the rows whose
 *   `event_date` is a Wednesday; a weekend is a Saturday or Sunday of `event_date`.
 * - A claim that "no incident happened on a Sunday" is false when any row's `event_date` is a Sunday.
 * - People are sums of the stated figures: `victims_female` / `victims_male` (victims by sex),
 *   `victims_children` (children, under 18), `victims_injured` (injured), `num_victims` (victims),
 *   `num_suspects_arrested` (suspects arrested, nabbed). A null (unstated) figure adds nothing.
 * - The share of victims who were male is the sum of `victims_male` over the sum of `victims_male` and
 *   `victims_female` (the victims whose sex is stated), to the nearest whole percent; the ratio of male
 *   to female victims is the same two sums divided, to one decimal.
 * - Adult victims are `num_victims` less `victims_children`, summed over the rows where both are
 *   stated; the share of victims who were children is the sum of `victims_children` over the sum of
 *   `num_victims`, both over the rows where both are stated, to the nearest whole percent.
 * - The mean number of victims per incident is over the rows that state `num_victims` (a stated 0
 *   counts), to one decimal.
 * - "Incidents with a child victim" are rows with `victims_children` above 0; "an arrest" among them is
 *   `arrest_made === true`, as a whole percentage of those rows.
 * - "How many more female than male victims in P" is the difference of the two sums over the rows of
 *   province P; the female side must be larger.
 * - "CIT" is `cash-in-transit robbery`; a "hijacking" is `carjacking` or `truck hijacking`;
 *   "kidnapings" are `kidnapping`; "rapes" are `rape`; "murders" are `murder`.
 * - Places: "Mpumalanga" / "MP" is the `province`. Barberton is a row whose `location` holds
 *   "Barberton"; Secunda is a row whose `location` holds "Secunda" or whose `municipality` is
 *   `Govan Mbeki`. A municipality is answered as written, without "City of", or by its old town name
 *   (Mbombela also as "Nelspruit", Emalahleni also as "Witbank"); rows without one are left out of a
 *   municipality ranking.
 * - The share of Mpumalanga incidents with an arrest is the rows with `arrest_made === true` over all
 *   the province's rows, to the nearest whole percent.
 * - Rankings (province with most Wednesday incidents, province with most weekend incidents,
 *   municipality with most suspects arrested in the notebook and in Mpumalanga alone) each carry their tally; a tie at the top (or
 *   nothing to rank) is an error in the question.
 * - Refusals: the ground truth holds no court outcomes or sentences, no victims' ages (only whether a
 *   victim was a child), and no names of the police officers who responded.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  suspectsArrested,
  tallyOf,
  yesNo,
} from './blind-sets';
import type { DevRow } from './dev-set';
import {
  arrested,
  casesOf,
  count,
  dateAt,
  has,
  inProvince,
  meanOf,
  month,
  municipalityNames,
  number,
  refusal,
  rounded,
  sum,
  weekday,
  weekend,
} from './ground-truth-questions';

const MPUMALANGA = inProvince('Mpumalanga');
const murder = has('murder');
const hijacking = anyCrime('carjacking', 'truck hijacking');
const cit = has('cash-in-transit robbery');

/** Secunda: the location names it, or the row lies in Govan Mbeki, the municipality Secunda is in. */
const inSecunda = (r: DevRow) => atPlace('Secunda')(r) || r.municipality === 'Govan Mbeki';

/** A municipality as the control room may name it: as written, without "City of", or by its old town. */
const OLD_TOWN_NAMES: Readonly<Record<string, string>> = {
  'City of Mbombela': 'Nelspruit',
  Emalahleni: 'Witbank',
  'Steve Tshwete': 'Middelburg',
};
const controlRoomNames = (name: string) => {
  const names = municipalityNames(name);
  const old = OLD_TOWN_NAMES[name];
  return [...new Set(old ? [...names, old] : names)];
};

/** The anniversaries of the incident's date that have passed on or before the given date. */
export function wholeYearsBetween(eventDate: string, until: string): number {
  const years = Number(until.slice(0, 4)) - Number(eventDate.slice(0, 4));
  const passed = until.slice(5) >= eventDate.slice(5);
  const whole = passed ? years : years - 1;
  if (whole < 0) throw new Error(`${eventDate} is after ${until}`);
  return whole;
}

/** How many whole years before the given date the earliest dated row happened. */
function yearsSinceEarliest(rows: readonly DevRow[], until: string) {
  const first = dateAt(rows, 'earliest');
  if (first.kind !== 'date') throw new Error('no date');
  return number(wholeYearsBetween(first.value, until));
}

/** The rows that state both figures. */
const bothStated = (rows: readonly DevRow[]) =>
  rows.filter((r) => r.num_victims !== null && (r.victims_children ?? null) !== null);

const wednesdayProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter((r) => weekday(r) === 'Wednesday'),
    (r) => r.province,
  );
const weekendProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(weekend), (r) => r.province);
const arrestsByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH198_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the TV news researcher, on notebook a.
  {
    notebook: 'a',
    question:
      "We're building an anniversary package - what's the date of the very first incident in this notebook? The day it happened, not when police put the statement out.",
    covers: ['date'],
    expect: (rows) => dateAt(rows, 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Our segment airs on 1 March 2026. Counting from the day it happened, how many whole years ago was the earliest murder in the Western Cape?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => yearsSinceEarliest(rowsWhere(rows, murder, inProvince('Western Cape')), '2026-03-01'),
  },
  {
    notebook: 'a',
    question:
      'Thinking of a "black Wednesday" angle: which province had the most incidents that happened on a Wednesday?',
    covers: ['ranking', 'calendar'],
    ...ranking(wednesdayProvinceTally),
  },
  {
    notebook: 'a',
    question: 'For a June anniversery slot: how many incidents took place in the month of June, any year?',
    covers: ['calendar', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, (r) => month(r) === 6)),
  },
  {
    notebook: 'a',
    question:
      'A producer claims that none of these incidents happened on a Sunday. Is that right - yes or no?',
    covers: ['yes/no', 'calendar'],
    expect: (rows) => yesNo(count(rows, (r) => weekday(r) === 'Sunday') === 0),
  },

  // Voice 2, the epidemiologist, on notebook a.
  {
    notebook: 'a',
    question:
      'Of the victims whose sex is recorded (base: male plus female victims, unstated excluded), what percentage were male?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const male = sum(rows.map((r) => r.victims_male));
      return percentage(male, male + sum(rows.map((r) => r.victims_female)));
    },
  },
  {
    notebook: 'a',
    question:
      'In the incidents that involved rape, how many of the victims were children under 18, counting only where the number of children is stated?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(has('rape')))),
  },
  {
    notebook: 'a',
    question:
      'How many adult victims are there in total, taking victims minus child victims and only for incidents that state both figures?',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      number(sum(bothStated(rows).map((r) => (r.num_victims ?? 0) - (r.victims_children ?? 0)))),
  },
  {
    notebook: 'a',
    question:
      'What is the mean number of victims per incident, over the incidents that state a victim count, to one decimal place?',
    covers: ['people'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.num_victims),
        1,
      ),
  },
  {
    notebook: 'a',
    question: 'What was the median age of the victims, in years?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the Mpumalanga control-room operator, on notebook a.
  {
    notebook: 'a',
    question: 'Copy control. Anything in this incident log from Mpumalanga at all? y/n',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, MPUMALANGA) > 0),
  },
  {
    notebook: 'a',
    question: 'CIT hits in the log - how many people injured all-in? Over.',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(cit))),
  },
  {
    notebook: 'a',
    question: '10-4. Which municipality had the most suspects nabbed, total across the log?',
    covers: ['ranking', 'slang'],
    ...ranking(arrestsByMunicipality, controlRoomNames),
  },
  {
    notebook: 'a',
    question: 'How many kidnapings in the incident log, copy?',
    covers: ['restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, has('kidnapping'))),
  },
  {
    notebook: 'a',
    question:
      'Need for the incident log: names of the SAPS members who responded to the Hillbrow hijack-kidnapping, ETA asap.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the TV news researcher, on notebook b.
  {
    notebook: 'b',
    question: 'What is the date of the most recent incident in this notebook - the day it happened?',
    covers: ['date'],
    expect: (rows) => dateAt(rows, 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Festive-season angle: did anything happen on Christmas Day or Boxing day (25 or 26 December), any year? Yes or no.',
    covers: ['yes/no', 'calendar'],
    expect: (rows) =>
      yesNo(
        count(rows, (r) => r.event_date !== null && ['12-25', '12-26'].includes(r.event_date.slice(5))) > 0,
      ),
  },
  {
    notebook: 'b',
    question:
      'If we broadcast on 1 June 2026, how many full years will have passed since the earliest rape in these releases, counted from the date of the incident?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => yearsSinceEarliest(rows.filter(has('rape')), '2026-06-01'),
  },
  {
    notebook: 'b',
    question:
      'Following up on weekend anniversaries: which province had the most incidents that fell on a Saturday or a Sunday?',
    covers: ['ranking', 'calendar'],
    ...ranking(weekendProvinceTally),
  },
  {
    notebook: 'b',
    question:
      'For the "where are they now" part: what sentences did the people convicted in these murder cases receive?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the epidemiologist, on notebook b.
  {
    notebook: 'b',
    question:
      'What is the ratio of male to female victims, among victims whose sex is stated, to one decimal place?',
    covers: ['people', 'share'],
    expect: (rows) => {
      const female = sum(rows.map((r) => r.victims_female));
      if (female === 0) throw new Error('no female victims to divide by');
      return number(rounded(sum(rows.map((r) => r.victims_male)) / female, 1));
    },
  },
  {
    notebook: 'b',
    question:
      'What percentage of victims were children? Base: all victims in incidents that state both the victim count and the number of children.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const base = bothStated(rows);
      return percentage(
        sum(base.map((r) => r.victims_children ?? null)),
        sum(base.map((r) => r.num_victims)),
      );
    },
  },
  {
    notebook: 'b',
    question:
      'What is the mean number of victims in the rape incidents, to one decimal, leaving out any without a stated count?',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      meanOf(
        rows.filter(has('rape')).map((r) => r.num_victims),
        1,
      ),
  },
  {
    notebook: 'b',
    question: 'In the Northern Cape, how many more female victims than male victims were recorded?',
    covers: ['people', 'conjunction'],
    expect: (rows) => {
      const nc = rows.filter(inProvince('Northern Cape'));
      const more = sum(nc.map((r) => r.victims_female)) - sum(nc.map((r) => r.victims_male));
      if (more <= 0) throw new Error(`the female side does not have more: ${more}`);
      return number(more);
    },
  },
  {
    notebook: 'b',
    question:
      'Among incidents with at least one child victim, what share saw an arrest? Give a whole percentage of those incidents.',
    covers: ['share', 'conjunction'],
    expect: (rows) => {
      const withChild = rows.filter((r) => (r.victims_children ?? 0) > 0);
      return percentage(withChild.filter(arrested).length, withChild.length);
    },
  },

  // Voice 3, the Mpumalanga control-room operator, on notebook b.
  {
    notebook: 'b',
    question: '10-4, the Barberton illegal mining bust - how many suspects nabbed? Over.',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, atPlace('Barberton'), has('illegal mining')))),
  },
  {
    notebook: 'b',
    question: 'Copy, any incident logged in Secunda (Govan Mbeki)? y/n',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, inSecunda) > 0),
  },
  {
    notebook: 'b',
    question: 'MP only: which municipality had the most suspects arrested in total?',
    covers: ['ranking', 'slang'],
    ...ranking((rows) => arrestsByMunicipality(rows.filter(MPUMALANGA)), controlRoomNames),
  },
  {
    notebook: 'b',
    question: 'Last hijacking in Mpumalanga on the log, car or truck - what date did it go down?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, hijacking, MPUMALANGA), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Mpumalanga incidents - what % ended with an arrest? Whole number, copy.',
    covers: ['share', 'slang'],
    expect: (rows) => {
      const mp = rows.filter(MPUMALANGA);
      return percentage(mp.filter(arrested).length, mp.length);
    },
  },
];

export const fresh198QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH198_QUESTIONS, rows);
