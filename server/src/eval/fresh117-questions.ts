/**
 * The hundred-and-seventeenth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A Wikipedia editor who wants citable figures and precise wording: "per the releases", "inclusive",
 *    "as stated", "to one decimal place", asks what the sources literally record and says why.
 * 2. A Japanese exchange student writing very polite, translated English: apologies and thanks,
 *    "please may I kindly ask", "were happened", "womans", and a few spelling slips ("kidnaping",
 *    "Rimpopo" for Limpopo, "Nothern Cape").
 * 3. A trade-union organiser for security guards and farm workers, angry and rhetorical: "heists",
 *    "cops", "nabbed", "bosses", asides about wages and workers' lives.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month range, date range and
 *   weekday, and is never the earliest; `published_date` is never read. A weekend is a Saturday or Sunday
 *   of `event_date`; "winter" is June to August of any year (the southern winter); a date range is
 *   inclusive at both ends.
 * - People are sums of the stated figures: `victims_killed` (killed, dead, buried, lost their lives),
 *   `victims_injured` (injured, wounded), `victims_children` (children, under eighteen), `victims_police`
 *   (police officers as victims, on or off duty; "a police officer among the victims" is a stated
 *   figure above 0), `victims_female` (women / female victims),
 *   `num_suspects_arrested` (suspects arrested, nabbed). A null (unstated) figure adds nothing.
 * - "Murder" is `murder` alone (attempted murder and culpable homicide are not). "Carjacking" is
 *   `carjacking` alone (not `truck hijacking`). "CIT heists" are `cash-in-transit robbery`; "business
 *   robberies" (shops, depots) are `business robbery`. "Poaching", "kidnapping", "rape" and "illegal
 *   mining" are their own categories.
 * - A farm incident is a row whose `location` holds the word "farm" (any case), whatever its crimes.
 * - "Nobody arrested" is `arrest_made === false`; an unstated arrest (null) is not one.
 * - The share of suspects who were female is the sum of `suspects_female` over the sum of
 *   `suspects_female` and `suspects_male` (nulls add nothing), to one decimal place. Other shares are of
 *   incidents, to the nearest whole percent.
 * - "Municipality" is `municipality` (rows without one are left out), answered as written or without
 *   "City of"; "the City of Cape Town" is that municipality. KwaZulu-Natal may be answered as "KZN".
 * - "How many more killed in P than in Q" is the difference of the two provinces' sums; P must have more.
 * - Rankings (province with most murders, municipality with most killed, province with most child
 *   victims, province with most suspects arrested) each carry their tally; a tie at the top is an error
 *   in the question.
 * - Refusals: the releases' ground truth holds no court outcomes (convictions, sentences), no victims'
 *   occupations (security guards, farm workers), and no amounts of money stolen.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  inMonths,
  inMunicipality,
  kznProvinceNames,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  tallyOf,
  yesNo,
} from './blind-sets';
import type { DevRow } from './dev-set';
import {
  casesOf,
  count,
  dateAt,
  excessOf,
  has,
  inProvince,
  inYear,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sum,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const onAFarm = atPlace('farm');
/** Police officers among the victims, as the release states it. */
const policeVictim = (r: DevRow) => (r.victims_police ?? 0) > 0;

const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
const killedMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );
const arrestedProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH117_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Wikipedia editor, on notebook a.
  {
    notebook: 'a',
    question:
      'For a sentence in an article I am drafting: what is the total number of people reported killed in incidents that took place in calendar year 2022 (by incident date, not by publication date)?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inYear(2022)))),
  },
  {
    notebook: 'a',
    question:
      'I would like to write "X recorded the most murder cases" and cite the releases. Which province is X? Count incidents involving murder only, not attempted murder.',
    covers: ['ranking', 'restricted count'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Per the releases, how many police officers (on or off duty) are recorded as victims in incidents in the Western Cape? I need the figure as stated, not an estimate.',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'What is the date of the earliest carjacking in the releases? Strictly carjacking of a car, so please exclude truck hijackings; the date the incident occurred, for the citation.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('carjacking')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'For the "Aftermath" section: how many of the suspects arrested in these cases were subsequently convicted in court, and what sentences did they receive?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the Japanese exchange student, on notebook a.
  {
    notebook: 'a',
    question:
      'Excuse me, I am sorry to trouble you. I am exchange student living in Cape Town now. May I kindly ask how many incidents were happened in the City of Cape Town municipality on Saturday or Sunday? Thank you very much.',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => number(count(rows, inMunicipality('City of Cape Town'), weekend)),
  },
  {
    notebook: 'a',
    question:
      'Please excuse my poor English. How many cases of kidnaping were there in Gauteng province? I am researching this topic for my seminar at university.',
    covers: ['restricted count', 'conjunction', 'misspelling'],
    expect: (rows) => number(count(rows, has('kidnapping'), inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question:
      'Thank you for your kind help always. Is there any incident of poaching that happened in the Eastern Cape province? Yes or no is enough for me.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('poaching'), inProvince('Eastern Cape')) > 0),
  },
  {
    notebook: 'a',
    question:
      'I am sorry for asking again. In all these incidents together, how many womans (female persons) were victims, please?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(sum(rows.map((r) => r.victims_female))),
  },
  {
    notebook: 'a',
    question:
      'Excuse me, may I ask one more question? During the period from January 2019 until the end of June 2020, how many murder incidents were occurred? I will be very grateful.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, within('2019-01-01', '2020-06-30'))),
  },

  // Voice 3, the trade-union organiser, on notebook a.
  {
    notebook: 'a',
    question:
      'Our guards ride in those vans for peanuts. Across every CIT heist and business robbery in here, how many people were injured? Give me the number the bosses never want to see.',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) =>
      number(
        peopleTotal('victims_injured', rows.filter(anyCrime('cash-in-transit robbery', 'business robbery'))),
      ),
  },
  {
    notebook: 'a',
    question:
      'Workers get murdered and then what? What percentage of the murder cases ended with the cops nabbing nobody at all?',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows.filter(murder), notArrested),
  },
  {
    notebook: 'a',
    question:
      'Tell me straight: how many more people were killed in KwaZulu-Natal than in Gauteng? Are the lives of workers down in KZN cheaper?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('KwaZulu-Natal'), inProvince('Gauteng'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'a',
    question:
      'How many of the victims in these incidents were security guards or farm workers? The people who actually do the work, not the owners!',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Which municipality buried the most people - the highest total killed across all its incidents? Somebody has to answer for it.',
    covers: ['ranking', 'people'],
    ...ranking(killedMunicipalityTally, municipalityNames),
  },

  // Voice 1, the Wikipedia editor, on notebook b.
  {
    notebook: 'b',
    question:
      'According to the releases, how many persons were killed in incidents dated between 1 January 2020 and 31 December 2021, inclusive?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(within('2020-01-01', '2021-12-31')))),
  },
  {
    notebook: 'b',
    question:
      'Which province has the highest total of child victims (under 18) as stated in the releases? I want to avoid any original research here.',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_children')),
  },
  {
    notebook: 'b',
    question:
      'What is the date of the most recent rape incident recorded? The incident date, please, not when the statement was issued.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('rape')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Of the suspects whose sex is stated in the releases, what percentage were female? Please give it to one decimal place so the wording is accurate.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = sum(rows.map((r) => r.suspects_female ?? null));
      return percentage(female, female + sum(rows.map((r) => r.suspects_male ?? null)), 1);
    },
  },
  {
    notebook: 'b',
    question:
      'Do the releases record any incident in Mpumalanga in which a police officer was among the victims? A yes or no, with the source if possible.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, policeVictim, inProvince('Mpumalanga')) > 0),
  },

  // Voice 2, the Japanese exchange student, on notebook b.
  {
    notebook: 'b',
    question:
      'Good evening, I hope you are well. Please may I kindly ask how many incidents were happened in the Free State province in the year 2023? Sorry for the trouble.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Free State'), inYear(2023))),
  },
  {
    notebook: 'b',
    question:
      'Excuse me, I have a question for my report. In which province were the greatest number of suspects arrested in total? Thank you in advance for your help.',
    covers: ['ranking', 'people'],
    ...ranking(arrestedProvinceTally),
  },
  {
    notebook: 'b',
    question: 'Sorry to bother you again. How many murder cases were there in Rimpopo province, please?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, murder, inProvince('Limpopo'))),
  },
  {
    notebook: 'b',
    question:
      'I would like to kindly ask: how many of the incidents were happened on a Thursday? In Japan we call it mokuyoubi. Thank you so much.',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Thursday')),
  },
  {
    notebook: 'b',
    question:
      'Excuse me, one small question more. How much money in rand was stolen altogether in the robberies in the Nothern Cape and the other provinces?',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },

  // Voice 3, the trade-union organiser, on notebook b.
  {
    notebook: 'b',
    question:
      'Farm workers live and die on those farms. Of all the incidents on farms, what percentage ended with nobody arrested? Go on, say it out loud.',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(onAFarm), notArrested),
  },
  {
    notebook: 'b',
    question:
      'Winter out there is brutal - June to August, any year. How many murders happened in those winter months while the bosses sat by the fire?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, inMonths(6, 8))),
  },
  {
    notebook: 'b',
    question:
      "Was there even ONE murder on a farm in Limpopo or Mpumalanga? Yes or no - and don't dress it up.",
    covers: ['yes/no', 'conjunction'],
    expect: (rows) =>
      yesNo(count(rows, murder, onAFarm, (r) => ['Limpopo', 'Mpumalanga'].includes(r.province)) > 0),
  },
  {
    notebook: 'b',
    question:
      'When was the earliest farm murder in this lot? The day it happened. I want to know how long this has been going on.',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, onAFarm), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'How many of the people murdered on farms were farm WORKERS - not farmers, not owners, the workers? Nobody ever counts them.',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh117QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH117_QUESTIONS, rows);
