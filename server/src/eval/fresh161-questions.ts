/**
 * The hundred-and-sixty-first fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A data-desk intern who thinks in spreadsheet terms: "rows", "countif", "sum of", "filter by",
 *    "blank", "min"/"max" of a column, "unique list", "TRUE/FALSE"; terse, lower case, the odd typo
 *    ("Mpumalnga").
 * 2. A pastor preparing a prayer list for the congregation: compassionate and wordy, asks about the
 *    victims, the children, the women and girls, the families and the lives lost; a few slips
 *    ("childern", "avarage").
 * 3. A private security company's operations manager: business robberies, cash-in-transit ("CIT hits"),
 *    farm attacks and arrests ("nabbed"), province abbreviations ("GP", "KZN", "NW", "MP"), "y/n".
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is in no year and no "year X or later" window and
 *   is never the earliest or latest; `published_date` is never read. "min"/"earliest" and
 *   "max"/"latest"/"most recent" are the first and last `event_date` of the selected rows.
 * - A "blank event date" is an `event_date` of null.
 * - People are sums of the stated figures, a null (unstated) figure adding nothing: `victims_children`
 *   (children), `victims_female` (women and girls among the victims, whatever their age),
 *   `victims_killed` (lives lost, souls lost, died), `victims_police` (police officers among the
 *   victims), `suspects_female` (a female suspect), `num_suspects_arrested` (suspects arrested,
 *   "nabbed").
 * - "Were any police officers among the victims" is Yes when the stated `victims_police` of the place's
 *   rows sum to more than zero; "a row with a female suspect" is Yes when a stated `suspects_female` is
 *   above zero. An unstated figure is not a yes.
 * - "murder" is the category `murder` alone (not `attempted murder`); "rape" is `rape`; "kidnappings" are
 *   `kidnapping`; "truck hijackings" are `truck hijacking`; "CIT" is `cash-in-transit robbery`;
 *   "business robberies" are `business robbery`; "illegal firearm possession" is that category.
 * - A farm attack / farm incident is a row whose `location` holds the word "farm" (any case), whatever
 *   its crimes.
 * - "Knew their attacker" is a `relationship` of `partner`, `family` or `acquaintance`; a `stranger` or a
 *   null relationship is not.
 * - Places: a province is `province` (GP is Gauteng, KZN KwaZulu-Natal, NW North West, MP Mpumalanga,
 *   "the Cape" in the truck-hijacking question is the Western Cape); "municipality" is `municipality`,
 *   rows without one left out, answered as written or without "City of".
 * - "year 2022" is `event_date` in 2022; "2022 or later" is `event_date` on or after 2022-01-01.
 * - The average of `num_victims` is over the rows that state it (blanks excluded); the average killed
 *   per murder case is over the `murder` rows that state `victims_killed`; both to one decimal.
 * - A share of rows with an arrest is `arrest_made === true` over all the selected rows, to the nearest
 *   whole percent (a null `arrest_made` is not an arrest).
 * - "How many more in P than in Q" is the difference of the two counts or sums; P must have more.
 * - Lists are the distinct provinces of the selected rows, any order.
 * - Rankings (municipality with most rows, province with most lives lost, province with most CIT or
 *   business robberies) each carry their tally; a tie at the top is an error in the question.
 * - Refusals: no field holds whether bereaved families were given counselling, the amount of money
 *   taken, or whether victims belonged to a church.
 */
import type { Expectation } from './answer-matching';
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  knewTheAttacker,
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
  meanOf,
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
} from './ground-truth-questions';

const murder = has('murder');
const rape = has('rape');
const cit = has('cash-in-transit robbery');
const businessRobbery = has('business robbery');
const citOrBusiness = anyCrime('cash-in-transit robbery', 'business robbery');
/** A farm incident: the word "farm" in the location. */
const onAFarm = atPlace('farm');
const blankEventDate = (r: DevRow) => r.event_date === null;

/** The distinct provinces of the rows, sorted, as a list expectation; no row is an error in the question. */
function provincesOf(rows: readonly DevRow[]): Expectation {
  const provinces = [...new Set(rows.map((r) => r.province))].sort();
  if (provinces.length === 0) throw new Error('no province to list');
  return { kind: 'list', value: provinces };
}

const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const citOrBusinessProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(citOrBusiness), (r) => r.province);

export const FRESH161_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the data-desk intern, on notebook a.
  {
    notebook: 'a',
    question: "countif on the crimes column = 'murder' (just murder, not attempted murder) - how many rows?",
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder)),
  },
  {
    notebook: 'a',
    question: 'sum of suspects arrested, filter by province = Western Cape and year = 2022?',
    covers: ['people', 'conjunction', 'calendar'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, inProvince('Western Cape'), inYear(2022)))),
  },
  {
    notebook: 'a',
    question: 'if I pivot by municipality (ignoring blank cells), which municipality has the most rows?',
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'avg of the number of victims per row, blanks excluded, to 1 decimal?',
    covers: ['share', 'people'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.num_victims),
        1,
      ),
  },
  {
    notebook: 'a',
    question: "what's the min event date for rows tagged cash-in-transit robbery?",
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(cit), 'earliest'),
  },

  // Voice 2, the pastor, on notebook a.
  {
    notebook: 'a',
    question:
      'I am putting together a prayer list for our congregation this Sunday. Across all of these reports, how many childern were among the victims?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question:
      'My heart is heavy for the families who lost loved ones. How many more lives were lost in 2022 than in 2023?',
    covers: ['people', 'calendar'],
    expect: (rows) =>
      excessOf(rows, inYear(2022), inYear(2023), (selected) => peopleTotal('victims_killed', selected)),
  },
  {
    notebook: 'a',
    question:
      'So that we may remember them in prayer, how many women and girls were victims in the rape cases in these reports?',
    covers: ['people', 'conjunction', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_female', rows.filter(rape))),
  },
  {
    notebook: 'a',
    question:
      'We also pray for the men and women in blue. Were any police officers among the victims in Gauteng? Yes or no, please.',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(peopleTotal('victims_police', rows.filter(inProvince('Gauteng'))) > 0),
  },
  {
    notebook: 'a',
    question:
      'How many of the bereaved families in these cases were offered trauma counselling by the police? I would like to know who still needs our support.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the security operations manager, on notebook a.
  {
    notebook: 'a',
    question: 'Business robberies - total suspects nabbed across all of them?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(businessRobbery))),
  },
  {
    notebook: 'a',
    question: 'CIT hits: which provinces had them? Just list the provinces.',
    covers: ['restricted count', 'slang'],
    expect: (rows) => provincesOf(rows.filter(cit)),
  },
  {
    notebook: 'a',
    question: 'Any truck hijackings in the Cape (Western Cape)? y/n',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, has('truck hijacking'), inProvince('Western Cape')) > 0),
  },
  {
    notebook: 'a',
    question: 'Kidnappings, GP vs KZN - how many more incidents in GP?',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => has('kidnapping')(r) && inProvince('Gauteng')(r),
        (r) => has('kidnapping')(r) && inProvince('KwaZulu-Natal')(r),
      ),
  },
  {
    notebook: 'a',
    question: 'Total rand value of cash taken in the CIT hits?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the data-desk intern, on notebook b.
  {
    notebook: 'b',
    question: 'how many rows have the event date blank (no incident date given)?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, blankEventDate)),
  },
  {
    notebook: 'b',
    question: 'TRUE/FALSE: is there at least one Northern Cape row with a female suspect in it?',
    covers: ['yes/no', 'conjunction', 'people'],
    expect: (rows) => yesNo(peopleTotal('suspects_female', rows.filter(inProvince('Northern Cape'))) > 0),
  },
  {
    notebook: 'b',
    question: 'max of event date, filter by crime = rape?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(rape), 'latest'),
  },
  {
    notebook: 'b',
    question: "unique list of provinces where the crimes column has 'illegal firearm possession'",
    covers: ['restricted count'],
    expect: (rows) => provincesOf(rows.filter(has('illegal firearm possession'))),
  },
  {
    notebook: 'b',
    question: 'countif province = Mpumalnga and event year 2022 or later?',
    covers: ['conjunction', 'calendar', 'misspelling', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Mpumalanga'), sinceYear(2022))),
  },

  // Voice 2, the pastor, on notebook b.
  {
    notebook: 'b',
    question:
      'It grieves me deeply to ask this. In the rape cases in these reports, how many of the victims were children?',
    covers: ['people', 'conjunction', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(rape))),
  },
  {
    notebook: 'b',
    question:
      'So often the harm comes from within the home or the community. In how many of these incidents did the victim know their attacker - a spouse or partner, a family member, or someone they knew?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, knewTheAttacker)),
  },
  {
    notebook: 'b',
    question:
      'Which province has lost the most lives in these incidents? I want to lift up its grieving families in prayer.',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question:
      'On avarage, how many people died in each murder case in these reports? One decimal place is fine.',
    covers: ['share', 'people', 'misspelling'],
    expect: (rows) =>
      meanOf(
        rows.filter(murder).map((r) => r.victims_killed ?? null),
        1,
      ),
  },
  {
    notebook: 'b',
    question:
      'How many of the victims in these reports were members of a church congregation? We would like to reach out to their pastors.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the security operations manager, on notebook b.
  {
    notebook: 'b',
    question: 'Farm attacks - how many incidents in total?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, onAFarm)),
  },
  {
    notebook: 'b',
    question: 'CIT + business robberies combined: which province gets hit the most?',
    covers: ['ranking', 'slang'],
    ...ranking(citOrBusinessProvinceTally),
  },
  {
    notebook: 'b',
    question: 'Suspects nabbed, MP vs NW - how many more arrests in MP?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) =>
      excessOf(rows, inProvince('Mpumalanga'), inProvince('North West'), (selected) =>
        suspectsArrested(selected),
      ),
  },
  {
    notebook: 'b',
    question: 'Date of the most recent CIT or business robbery?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(citOrBusiness), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Farm attacks: what % had an arrest made?',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows.filter(onAFarm), arrested),
  },
];

export const fresh161QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH161_QUESTIONS, rows);
