/**
 * The ninety-first fresh question set (blind): thirty questions, fifteen put to notebook `a` and fifteen
 * to notebook `b`, written without reading the analyst, the extractor or the other question sets. No
 * expectation is typed in: each is worked out from the ground-truth rows of its question's notebook.
 *
 * Who asks (five questions from each to each notebook):
 * 1. An insurance claims assessor going through loss events: dry policy wording, full sentences that
 *    read like a claims file ("loss events", "insured perils", "claimants", "per occurrence", "date of
 *    occurrence", "please confirm", "state the aggregate").
 * 2. A community radio host in Limpopo who speaks Xitsonga on air and mixes it into English: greetings
 *    ("Avuxeni", "Ndza nkhensa"), "vanhu" (people), "vana" (children), "vavasati" (women), "maphorisa"
 *    (police), "swigevenga" (criminals), "xana" (the question word), "ahee kumbe e-e" (yes or no), and a
 *    few slips of spelling ("kidnaping", "Mphumalanga").
 * 3. A data-visualisation designer planning charts: clipped notes in chart terms ("bar per province",
 *    "y-axis", "big callout", "donut slice", "sparkline", "column per month"), asking for one figure
 *    per chart element.
 *
 * How each phrase is read (one row is one incident; a crime question counts the rows whose `crimes`
 * hold the category, whatever else they hold):
 * - Dates are `event_date` only; `published_date` is never read. A row without an event date is in no
 *   year, month or weekday, is never the earliest or the latest, and is left out of every date window.
 *   "Date of occurrence in 2022" is an event date from 1 January to 31 December 2022. "Column per
 *   calendar month, years pooled" counts the rows whose event date falls in that month of any year.
 *   A weekday ("on a Sunday") is the weekday of the event date.
 * - People are sums of the stated figures, a null (unstated) figure adding nothing: "killed" /
 *   "fatalities" is `victims_killed`, "injured persons" is `victims_injured`, "vana" / "minors" /
 *   "children under 18" is `victims_children`, "police officials as victims" is `victims_police`,
 *   "claimants" are the victims, "swigevenga arrested" / "suspects arrested" is `num_suspects_arrested`,
 *   "female suspects" / "vavasati" among the suspects is `suspects_female`.
 * - "Motor vehicle hijacking" is `carjacking` or `truck hijacking`. "Illegal guns" is `illegal firearm
 *   possession`. "Kidnaping" is `kidnapping`, "rape cases" is `rape`, "murder" is `murder` alone
 *   (neither attempted murder nor culpable homicide).
 * - A share of incidents is over the notebook's rows (or the named crime's rows) as a percentage to the
 *   stated precision. "No arrest at the time of the release" is `arrest_made === false` (an unstated
 *   arrest is not a "no"); "ended with an arrest" is `arrest_made === true`. "At least one fatality" is
 *   a stated `victims_killed` above zero; the whole is every row of the notebook.
 * - The donut of victims by sex, sex-unknown left out, is the sum of `victims_female` over the sums of
 *   `victims_female` and `victims_male`, to one decimal.
 * - Differences ("how many more in 2019 than in 2020", "North West less Limpopo") subtract the second
 *   side from the first; a first side that is not larger is an error in the question.
 * - Rankings carry their tally, and a tie at the top is an error in the question: the province with the
 *   most murder incidents (KwaZulu-Natal also answered as "KZN"), the province with the most rape
 *   incidents, the province with the most people killed, and the single incident with the most injured
 *   persons (keyed by its location, named by the parts of its location no other incident shares; an
 *   incident whose injured are unstated is not ranked).
 * - A yes/no asks whether at least one row passes every test.
 * - Refusals: the ground truth holds no rand value of property lost, no sentences handed down, and no
 *   victims' ages (only whether a victim was a child).
 */
import {
  anyCrime,
  type BlindQuestion,
  kznProvinceNames,
  largestIncident,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  stated,
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
  notArrested,
  number,
  refusal,
  sum,
  weekday,
} from './ground-truth-questions';

const murder = has('murder');
const rape = has('rape');
/** A motor vehicle hijacking: a carjacking or a truck hijacking. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
/** At least one person killed, as stated. */
const fatal = (r: DevRow) => (stated('victims_killed')(r) ?? 0) > 0;

const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
const rapeProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(rape), (r) => r.province);

export const FRESH91_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the insurance claims assessor, on notebook a.
  {
    notebook: 'a',
    question:
      'Please confirm the number of loss events in Gauteng involving a motor vehicle hijacking, i.e. carjacking or truck hijacking.',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, hijacking, inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question:
      'For loss events with a date of occurrence in calendar year 2022, state the total number of persons killed.',
    covers: ['people', 'calendar'],
    expect: (rows) => number(peopleTotal('victims_killed', rowsWhere(rows, inYear(2022)))),
  },
  {
    notebook: 'a',
    question:
      'Of the loss events involving murder, what percentage record no arrest at the time of the release? Express to one decimal place.',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentage(count(rows, murder, notArrested), count(rows, murder), 1),
  },
  {
    notebook: 'a',
    question:
      'Identify the single occurrence with the highest number of injured persons and state its location.',
    covers: ['ranking', 'people'],
    ...largestIncident(() => true, stated('victims_injured')),
  },
  {
    notebook: 'a',
    question:
      'For quantum purposes, please state the rand value of property lost per occurrence in the house robbery loss events.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the Xitsonga-speaking radio host, on notebook a.
  {
    notebook: 'a',
    question:
      'Avuxeni vanhu! Today we look down at KZN. How many swigevenga did the maphorisa arrest in KwaZulu-Natal, all the cases put together?',
    covers: ['people', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question:
      'Ndza nkhensa for listening! Vana are our future, so tell us: how many vana, children under 18, were victims in the Western Cape cases?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Hello hello, a caller from Hillbrow is asking - how many kidnaping cases were there in Gauteng?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, has('kidnapping'), inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question: 'Xana, was there any murder case in the Eastern Cape in 2024? Ahee kumbe e-e, yes or no?',
    covers: ['yes/no', 'calendar', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, murder, inProvince('Eastern Cape'), inYear(2024)) > 0),
  },
  {
    notebook: 'a',
    question:
      'Vanhu want justice! How many years in jail did the swigevenga get for the Glebelands Hostel shooting in Umlazi?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the data-visualisation designer, on notebook a.
  {
    notebook: 'a',
    question: 'Bar per province for murder incidents - which province gets the tallest bar?',
    covers: ['ranking', 'restricted count'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'Need one number for the big callout: total people killed across every incident.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows)),
  },
  {
    notebook: 'a',
    question: 'Victims-by-sex donut, sex unknown dropped: what % is the female slice? 1 decimal pls.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = sum(rows.map((r) => r.victims_female));
      return percentage(female, female + sum(rows.map((r) => r.victims_male)), 1);
    },
  },
  {
    notebook: 'a',
    question: 'Timeline x-axis has to start at the first incident - earliest event date in the set?',
    covers: ['date'],
    expect: (rows) => dateAt(rows, 'earliest'),
  },
  {
    notebook: 'a',
    question: 'Year-on-year annotation: how many more incidents in 2019 than in 2020, by event date?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => excessOf(rows, inYear(2019), inYear(2020)),
  },

  // Voice 1, the insurance claims assessor, on notebook b.
  {
    notebook: 'b',
    question:
      'In respect of the rape loss events in the Northern Cape, state the total number of claimants who were minors (under 18).',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      number(peopleTotal('victims_children', rowsWhere(rows, rape, inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question:
      'State the aggregate number of police officials recorded as victims across all loss events, whether on or off duty.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question: 'What is the date of occurrence of the most recent loss event involving stock theft?',
    covers: ['date', 'restricted count'],
    expect: (rows) => dateAt(rows.filter(has('stock theft')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Please state the difference in suspects arrested between North West and Limpopo, taken as North West less Limpopo.',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      excessOf(rows, inProvince('North West'), inProvince('Limpopo'), (selected) =>
        suspectsArrested(selected),
      ),
  },
  {
    notebook: 'b',
    question:
      'What percentage of all loss events record at least one fatality? Please express to one decimal place.',
    covers: ['share', 'people'],
    expect: (rows) => percentage(count(rows, fatal), rows.length, 1),
  },

  // Voice 2, the Xitsonga-speaking radio host, on notebook b.
  {
    notebook: 'b',
    question:
      'Avuxeni! Here at home in Limpopo, how many vanhu were killed in the cases of these police reports?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Limpopo')))),
  },
  {
    notebook: 'b',
    question: 'Vavasati and vana are suffering, vanhu. Which province had the most rape cases?',
    covers: ['ranking', 'slang'],
    ...ranking(rapeProvinceTally),
  },
  {
    notebook: 'b',
    question: 'A listener in Mphumalanga wants to know: how many cases over there had illegal guns?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, has('illegal firearm possession'), inProvince('Mpumalanga'))),
  },
  {
    notebook: 'b',
    question: 'Xana, was there a murder in Limpopo that happened on a Sunday? Ahee kumbe e-e?',
    covers: ['yes/no', 'calendar', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, murder, inProvince('Limpopo'), (r) => weekday(r) === 'Sunday') > 0),
  },
  {
    notebook: 'b',
    question:
      'Not all swigevenga are men! Across all the cases, how many of the suspects were vavasati, women?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },

  // Voice 3, the data-visualisation designer, on notebook b.
  {
    notebook: 'b',
    question: 'Bar per province, y-axis = people killed. Which province is the tallest bar?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'Big callout: what % of incidents ended with an arrest? One decimal.',
    covers: ['share'],
    expect: (rows) => percentage(count(rows, arrested), rows.length, 1),
  },
  {
    notebook: 'b',
    question: 'Column per calendar month, years pooled: how tall is the July column?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => month(r) === 7)),
  },
  {
    notebook: 'b',
    question: 'Mpumalanga sparkline starts at its first dated incident - which date is that?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Mpumalanga')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Age histogram of the victims, 10-year bins - what are the victim counts per age bin?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh91QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH91_QUESTIONS, rows);
