/**
 * The eighty-fourth fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen
 * about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A sports journalist: match days, weekend fixtures (Saturdays against Sundays), stadiums, the
 *    well-known Senzo Meyiwa case, "the 2019 season" for a year, and the sports desk's slang ("top of
 *    the log", "nabbed", "cops", "home ground", "body count", "y/n").
 * 2. A weather and climate reporter linking crime to the seasons: "the hottest months", "summer",
 *    "winter", "spring", "the rainy season", months and quarters, with a few typos ("Febuary",
 *    "Mpumalnga").
 * 3. A disability-rights and elder-care advocate: vulnerable victims, women and children, farms and
 *    villages, careful and respectful wording, a typo ("aquaintance").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every season, month, quarter, year and
 *   weekday, and is never the earliest or most recent; `published_date` is never read. Weekdays
 *   ("Saturdays", "Sundays") are the weekday of `event_date`.
 * - Seasons are the southern hemisphere's, by calendar month of `event_date` in any year (a December and
 *   the February after it need not share a year): summer and "the hottest months" are December, January
 *   and February; winter is June, July and August; spring is September, October and November. "The
 *   rainy season" is the summer-rainfall season, October to March inclusive. The fourth quarter is
 *   October to December, all years together.
 * - "The 2019 season" / "the 2021 season" is the calendar year 2019 / 2021 of `event_date`.
 * - The Senzo Meyiwa shooting is the one incident whose `location` holds "Vosloorus" (its release is
 *   about the Bafana Bafana captain); more or fewer than one such incident is an error in the question.
 * - "At a stadium" is a row whose `location` holds the word "stadium" (any case); a stadium named only in
 *   the release's text does not count.
 * - A farm incident is a row whose `location` holds "farm" (any case); an incident "in a village" is a
 *   row whose `location` holds "village" (any case), whatever its crimes.
 * - "Murder" is `murder` alone (not attempted murder, not culpable homicide); "rape" is `rape` alone (not
 *   sexual assault).
 * - People are sums of the stated figures: `victims_killed` (killed, lost their lives, body count),
 *   `victims_injured` (injured), `victims_children` (children among the victims, under eighteen),
 *   `victims_police` (cops among the victims), `victims_female` (women and girls among the victims),
 *   `suspects_female` (suspects who were women), `num_suspects_arrested` (suspects arrested, nabbed). A
 *   null (unstated) figure adds nothing.
 * - "A child was a victim" (or "harmed") is a row with `victims_children` of one or more; "any cops among the victims"
 *   in a year is a row of that year with `victims_police` of one or more.
 * - "Someone they knew" is `relationship` `partner`, `family` or `acquaintance`; `stranger` and an
 *   unstated relationship are not.
 * - "At least one person arrested" is `arrest_made === true`; a murder case whose arrest is unstated
 *   (null) is in the whole but not in the part. Shares are of incidents (rows), to the nearest whole
 *   percent.
 * - "How many more on X than on Y" is the difference of the two sums; X must have more (else the
 *   question is in error).
 * - "Municipality" is `municipality` (rows without one are left out), answered as written or without
 *   "City of". A province may be named as written; KwaZulu-Natal also as "KZN".
 * - The biggest single incident by body count is the incident with the most `victims_killed`, named by
 *   the parts of its location no other incident shares.
 * - Rankings (province top for murders, province with most summer incidents, municipality with most
 *   incidents, biggest incident by body count, province with most killed in winter, province with most
 *   village incidents) each carry their tally keyed by place; a tie at the top is an error in the
 *   question.
 * - Refusals: the ground truth holds no weather (temperature or rainfall on the day), no victim's
 *   disability, and no time of day of an incident.
 */
import {
  atPlace,
  type BlindQuestion,
  femaleVictims,
  kznProvinceNames,
  largestIncident,
  peopleByProvince,
  peopleTotal,
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
  excessOf,
  has,
  inProvince,
  inYear,
  month,
  municipalityNames,
  number,
  percentOf,
  refusal,
  weekday,
} from './ground-truth-questions';

/** The incident's `event_date` falls in one of the calendar months (1–12), in any year. */
const inCalendarMonths =
  (...months: number[]) =>
  (r: DevRow) => {
    const m = month(r);
    return m !== undefined && months.includes(m);
  };

/** Summer, "the hottest months": December, January, February. */
const summer = inCalendarMonths(12, 1, 2);
/** Winter: June, July, August. */
const winter = inCalendarMonths(6, 7, 8);
/** Spring: September, October, November. */
const spring = inCalendarMonths(9, 10, 11);
/** The summer-rainfall season: October to March. */
const rainySeason = inCalendarMonths(10, 11, 12, 1, 2, 3);
/** The fourth quarter: October to December. */
const fourthQuarter = inCalendarMonths(10, 11, 12);

const onWeekday = (day: string) => (r: DevRow) => weekday(r) === day;

const murder = has('murder');
const rape = has('rape');
const onAFarm = atPlace('farm');
const inAVillage = atPlace('village');
const atAStadium = atPlace('stadium');
/** The Senzo Meyiwa shooting: the incident in Vosloorus. */
const meyiwaShooting = atPlace('Vosloorus');

/** A child (under eighteen) was among the victims. */
const childVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;
/** A police officer was among the victims. */
const policeVictim = (r: DevRow) => (r.victims_police ?? 0) > 0;
/** The attacker was someone the victim knew. */
const knownAttacker = (r: DevRow) =>
  r.relationship === 'partner' || r.relationship === 'family' || r.relationship === 'acquaintance';

/** The one incident that passes the test; none or several is an error in the question. */
function theOne(rows: readonly DevRow[], test: (r: DevRow) => boolean): DevRow[] {
  const found = rows.filter(test);
  if (found.length !== 1) throw new Error(`expected one incident, found ${found.length}`);
  return found;
}

const killedIn = (selected: readonly DevRow[]) => peopleTotal('victims_killed', selected);

const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
const summerProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(summer), (r) => r.province);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const winterKilledByProvince = (rows: readonly DevRow[]) =>
  peopleByProvince('victims_killed')(rows.filter(winter));
const villageProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(inAVillage), (r) => r.province);

export const FRESH84_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the sports journalist, on notebook a.
  {
    notebook: 'a',
    question:
      'Sports desk here. When exactly was Senzo Meyiwa shot - the Bafana Bafana and Pirates keeper? I need the day of the shooting, not the day the cops put out the statement.',
    covers: ['date'],
    expect: (rows) => dateAt(theOne(rows, meyiwaShooting), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Treating it like a weekend fixture list: how many more people were killed on Saturdays than on Sundays?',
    covers: ['people', 'calendar', 'conjunction'],
    expect: (rows) => excessOf(rows, onWeekday('Saturday'), onWeekday('Sunday'), killedIn),
  },
  {
    notebook: 'a',
    question: 'Which province sits top of the log for murder cases?',
    covers: ['ranking', 'slang'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'Over the whole 2019 season, how many suspects got nabbed in total?',
    covers: ['people', 'calendar', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inYear(2019)))),
  },
  {
    notebook: 'a',
    question: 'Did any of these incidents actually happen at a stadium? Just yes or no.',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, atAStadium) > 0),
  },

  // Voice 2, the weather and climate reporter, on notebook a.
  {
    notebook: 'a',
    question:
      "I'm doing a piece on heat and violence. How many murders took place in the hottest months, December to Febuary, counting every year?",
    covers: ['calendar', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, murder, summer)),
  },
  {
    notebook: 'a',
    question: 'How many people lost their lives in winter (June, July and August), all years together?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(killedIn(rows.filter(winter))),
  },
  {
    notebook: 'a',
    question: 'Which province had the most incidents during summer - Dec, Jan and Feb?',
    covers: ['ranking', 'calendar'],
    ...ranking(summerProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Q4 check: how many people were injured between October and December, with all the years lumped together?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(fourthQuarter))),
  },
  {
    notebook: 'a',
    question:
      'What were the temperature and rainfall on the days of the shootings in these reports? Trying to see if hot, dry days line up with them.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the disability-rights and elder-care advocate, on notebook a.
  {
    notebook: 'a',
    question: 'How many children were among the victims of incidents in the Western Cape?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'In how many incidents was the person who harmed the victim someone they knew - a partner, a relative or an aquaintance?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, knownAttacker)),
  },
  {
    notebook: 'a',
    question: 'When did the most recent rape of a child (a victim under 18) take place?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, rape, childVictim), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'For the families left behind: in what percentage of the murder cases has at least one person been arrested?',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(murder), arrested),
  },
  {
    notebook: 'a',
    question: 'How many of the victims in these releases were persons living with a disability?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the sports journalist, on notebook b.
  {
    notebook: 'b',
    question:
      'Sunday league question: across the incidents that happened on a Sunday, how many suspects were arrested all up?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(suspectsArrested(rows.filter(onWeekday('Sunday')))),
  },
  {
    notebook: 'b',
    question: 'Home ground for crime: which municipality racks up the most incidents?',
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'Biggest single incident by body count - where was it?',
    covers: ['ranking', 'people', 'slang'],
    ...largestIncident(
      () => true,
      (r) => r.victims_killed ?? null,
    ),
  },
  {
    notebook: 'b',
    question: '2021 season: any cops among the victims? y/n',
    covers: ['yes/no', 'calendar', 'slang'],
    expect: (rows) => yesNo(count(rows, inYear(2021), policeVictim) > 0),
  },
  {
    notebook: 'b',
    question: 'How many of these went down in the evening after a 6pm kick-off, i.e. after 18:00?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the weather and climate reporter, on notebook b.
  {
    notebook: 'b',
    question: 'How many more people were killed in winter (Jun-Aug) than in summer (Dec-Feb)?',
    covers: ['people', 'calendar', 'conjunction'],
    expect: (rows) => excessOf(rows, winter, summer, killedIn),
  },
  {
    notebook: 'b',
    question: 'Spring rape cases, so September through November of any year - how many were there?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, rape, spring)),
  },
  {
    notebook: 'b',
    question: 'Which province saw the most people killed in the winter months?',
    covers: ['ranking', 'people', 'calendar'],
    ...ranking(winterKilledByProvince),
  },
  {
    notebook: 'b',
    question: "What's the earliest date of an incident that happened in the summer heat, Dec to Feb?",
    covers: ['date', 'calendar'],
    expect: (rows) => dateAt(rows.filter(summer), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Rainy season, October to March: how many incidents were there in Mpumalnga?',
    covers: ['calendar', 'conjunction', 'misspelling'],
    expect: (rows) => number(count(rows, rainySeason, inProvince('Mpumalanga'))),
  },

  // Voice 3, the disability-rights and elder-care advocate, on notebook b.
  {
    notebook: 'b',
    question:
      'Thinking of the people who live and work on farms: how many women and girls were victims in incidents that took place on a farm?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(femaleVictims(rows.filter(onAFarm))),
  },
  {
    notebook: 'b',
    question: 'Of the rape cases, what percentage had a child among the victims?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(rape), childVictim),
  },
  {
    notebook: 'b',
    question:
      'Rural communities are often the most isolated. In which province did the most incidents in villages take place?',
    covers: ['ranking'],
    ...ranking(villageProvinceTally),
  },
  {
    notebook: 'b',
    question: 'When was the most recent incident in which a child was harmed?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(childVictim), 'latest'),
  },
  {
    notebook: 'b',
    question: 'How many of the suspects in these cases were women?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
];

export const fresh84QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH84_QUESTIONS, rows);
