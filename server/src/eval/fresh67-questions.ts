/**
 * The sixty-seventh fresh question set (blind): thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A provincial legislature researcher drafting written questions to the MEC for Community Safety:
 *    formal parliamentary English, one thing asked per question, "incidents", "reported", "members of
 *    the South African Police Service", "in the period under review".
 * 2. A community radio talk-show host reading listener questions on air: chatty, "folks", "our listeners
 *    want to know", SMSes read out as written with their slips ("kidnapings", "happend", "provence"),
 *    local names and slang ("Durbs", "Joburg", "the townships", "cops", "nab", "hit men", "murder
 *    capital").
 * 3. An insurance claims analyst: vehicles, businesses, cash-in-transit, hijackings; precise about
 *    periods ("Q4 2023", "calendar 2023"), asks shares and per-incident averages.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - "The period under review" is the whole notebook. Dates are `event_date` alone: a row without one is
 *   outside every year, quarter, date window and weekday, and is never the earliest or most recent;
 *   `published_date` is never read. "Between 1 January 2019 and 31 December 2022" includes both days.
 *   "Since 2020" is from 1 January 2020 on. "Q4 2023" is 1 October to 31 December 2023. "Calendar
 *   2023" is the year of `event_date`. A weekend is a Saturday or Sunday of `event_date`.
 * - People are sums of the stated figures, a null (unstated) figure adding nothing: `victims_police`
 *   (members of the SAPS, police officers, on or off duty), `victims_children` (children under 18),
 *   `victims_killed` (killed), `victims_injured` (injured, persons hurt), `victims_female` ("women and
 *   girls" among victims, any age), `suspects_female` (suspects who were women, arrested or sought),
 *   `num_suspects_arrested` (suspects arrested, nabbed).
 * - "Murder" is `murder` alone. "CIT" / "cash-in-transit robbery" is `cash-in-transit robbery`.
 *   "Hijacking" (car or truck) is `carjacking` or `truck hijacking`; a "vehicle loss" is `carjacking`,
 *   `truck hijacking` or `vehicle theft`. "Business robbery", "stock theft", "kidnapping" and "rape" are
 *   their own categories.
 * - Places: a province is `province`. "Joburg" is the `City of Johannesburg` municipality (not the
 *   whole of Gauteng); "Durbs" is the `eThekwini` municipality. "Khayelitsha" is a row whose `location`
 *   holds the word. "Which municipality in Gauteng" ranks `municipality` over the Gauteng rows (rows
 *   without one left out), answered as written or without "City of".
 * - "No arrest", "nobody arrested", "didn't nab a single suspect" is `arrest_made === false`; an
 *   unstated arrest is not one. A share of incidents is over all the selected rows (the whole, not only
 *   the dated), to the nearest whole percent. "Murders involving at least one police officer as a
 *   victim" are murder rows with a stated `victims_police` above zero, over all murder rows.
 * - "Average suspects arrested per incident" is the mean of the stated `num_suspects_arrested` over the
 *   category's incidents, to one decimal place.
 * - "How many more incidents in 2023 than in 2022" is the difference of the two yearly counts; 2023 must
 *   have more.
 * - Rankings (Gauteng municipality with most incidents, province with most murders, "the murder
 *   capital", province with most hijackings, province with most suspects arrested, summed) each carry
 *   their tally; a tie at the top is an error in the question. KwaZulu-Natal may be answered as "KZN".
 * - Refusals: the ground truth holds no payments to hired killers, no rand values of cash or goods lost,
 *   and no bail status of suspects.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  femaleVictims,
  inMunicipality,
  kznProvinceNames,
  peopleTotal,
  ranking,
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
  meanOf,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const cit = has('cash-in-transit robbery');
/** A hijacking: of a car or of a truck. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
/** A vehicle lost: hijacked (car or truck) or stolen. */
const vehicleLoss = anyCrime('carjacking', 'truck hijacking', 'vehicle theft');
/** An incident in which a police officer was among the victims, as stated. */
const policeVictim = (r: DevRow) => (r.victims_police ?? 0) > 0;

const gautengMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(inProvince('Gauteng')), (r) => r.municipality);
const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
const hijackingProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(hijacking), (r) => r.province);
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH67_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the legislature researcher, on notebook a.
  {
    notebook: 'a',
    question:
      'With regard to the Eastern Cape, how many incidents of murder were reported between 1 January 2019 and 31 December 2022?',
    covers: ['restricted count', 'conjunction', 'calendar'],
    expect: (rows) =>
      number(count(rows, murder, inProvince('Eastern Cape'), within('2019-01-01', '2022-12-31'))),
  },
  {
    notebook: 'a',
    question:
      'Will the MEC indicate how many members of the South African Police Service, whether on or off duty, were reported as victims of the incidents in the Western Cape in the period under review?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'In respect of the Gauteng province, which municipality recorded the highest number of reported incidents in the period under review?',
    covers: ['ranking'],
    ...ranking(gautengMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'What percentage of the incidents reported in KwaZulu-Natal in the period under review resulted in no arrest being made?',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(inProvince('KwaZulu-Natal')), notArrested),
  },
  {
    notebook: 'a',
    question:
      'How many women and girls were reported as victims of incidents of murder in the period under review?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(femaleVictims(rows.filter(murder))),
  },

  // Voice 2, the community radio host, on notebook a.
  {
    notebook: 'a',
    question:
      'Folks, the phones are ringing off the hook from Khayelitsha tonight. Our listeners want to know: how many people were killed altogether in the incidents out there in Khayelitsha?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(atPlace('Khayelitsha')))),
  },
  {
    notebook: 'a',
    question:
      "Okay, a caller from Durbs is asking: was there even one murder down in eThekwini where the cops didn't arrest anybody? Yes or no, folks.",
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, murder, inMunicipality('eThekwini'), notArrested) > 0),
  },
  {
    notebook: 'a',
    question:
      "Next SMS, and I'm reading it just as it came in: 'howzit DJ how many kidnapings happend in Joburg'. That's Joburg itself, folks, not the whole of Gauteng.",
    covers: ['restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, has('kidnapping'), inMunicipality('City of Johannesburg'))),
  },
  {
    notebook: 'a',
    question:
      "Here's one that has our listeners fighting on the WhatsApp line: which province is the murder capital, folks, the one with the most murders?",
    covers: ['ranking', 'slang'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'A listener from Umlazi wants to know, folks: how much money were the hit men paid for these killings, on average?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the insurance claims analyst, on notebook a.
  {
    notebook: 'a',
    question:
      'For our CIT exposure: what is the average number of suspects arrested per cash-in-transit robbery incident, to one decimal place?',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      meanOf(
        rows.filter(cit).map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'a',
    question:
      'Hijackings, carjacking and truck hijacking combined: which province accounts for the most incidents?',
    covers: ['ranking', 'conjunction'],
    ...ranking(hijackingProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'What is the incident date of the most recent cash-in-transit robbery on file?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Across all CIT robberies and hijackings (car or truck) together, how many persons were injured in total?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      number(
        peopleTotal(
          'victims_injured',
          rows.filter(anyCrime('cash-in-transit robbery', 'carjacking', 'truck hijacking')),
        ),
      ),
  },
  {
    notebook: 'a',
    question: 'What was the average rand value of cash lost per cash-in-transit robbery in these incidents?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the legislature researcher, on notebook b.
  {
    notebook: 'b',
    question: 'How many incidents of rape were reported in the Northern Cape in the period under review?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, has('rape'), inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question:
      'How many children under the age of 18 were reported as victims of incidents in the North West province in the period under review?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question:
      'Of the incidents of murder reported in the period under review, what percentage involved at least one police officer as a victim?',
    covers: ['share', 'people'],
    expect: (rows) => percentOf(rows.filter(murder), policeVictim),
  },
  {
    notebook: 'b',
    question:
      'On what date did the earliest reported incident of stock theft in the period under review take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('stock theft')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Which province recorded the highest number of suspects arrested in the period under review?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince),
  },

  // Voice 2, the community radio host, on notebook b.
  {
    notebook: 'b',
    question:
      'Our listeners want to know, folks, and this one surprised me: how many of the suspects in all these cases were women?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question:
      "Text from a listener in Mahikeng, I'm reading it straight: 'how many murders in the North West provence since 2020??'",
    covers: ['misspelling', 'calendar', 'conjunction'],
    expect: (rows) => number(count(rows, murder, inProvince('North West'), sinceYear(2020))),
  },
  {
    notebook: 'b',
    question:
      "Straight question from the townships, folks: was there any kidnapping case where the cops didn't nab a single suspect? Yes or no.",
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, has('kidnapping'), notArrested) > 0),
  },
  {
    notebook: 'b',
    question:
      'Our listeners want to know how many of the rapes happened over a weekend, so on a Saturday or a Sunday?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, has('rape'), weekend)),
  },
  {
    notebook: 'b',
    question:
      'A caller wants to know, folks: how many of these suspects were already out on bail for other cases when they struck again?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the insurance claims analyst, on notebook b.
  {
    notebook: 'b',
    question: 'Business robberies: what is the average number of suspects arrested per incident?',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      meanOf(
        rows.filter(has('business robbery')).map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'b',
    question: 'Was there any cash-in-transit robbery in Q4 2023 (October to December)? Yes/no.',
    covers: ['yes/no', 'calendar'],
    expect: (rows) => yesNo(count(rows, cit, within('2023-10-01', '2023-12-31')) > 0),
  },
  {
    notebook: 'b',
    question:
      'What share of all incidents involved a vehicle loss, meaning carjacking, truck hijacking or vehicle theft, as a percentage?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, vehicleLoss),
  },
  {
    notebook: 'b',
    question: 'Date of the most recent hijacking on file, car or truck?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(hijacking), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Volume comparison by incident date: how many more incidents occurred in calendar 2023 than in 2022?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => excessOf(rows, inYear(2023), inYear(2022)),
  },
];

export const fresh67QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH67_QUESTIONS, rows);
