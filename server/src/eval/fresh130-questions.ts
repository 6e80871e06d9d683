/**
 * The hundred-and-thirtieth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook,
 * so a correction to the ground truth moves the expected answer with it.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A crime reporter at a community newspaper: typed in a hurry between calls, lower case, a story in
 *    mind ("for tomorrow's front page"), newsroom words ("CIT heists", "hijackings", "farm attacks",
 *    "ppl"), and the odd slip ("kidnaping", "Mpumulanga").
 * 2. A researcher for an opposition member of parliament: formal and exact, the way a written
 *    parliamentary question is drafted ("Please provide...", "inclusive", "the Minister has claimed"),
 *    fond of comparisons, periods and provincial breakdowns.
 * 3. An analyst at an NGO that monitors police accountability: police officers as victims, suspects
 *    by sex, whether anyone was arrested and how many; asks for rates and disaggregations.
 *
 * How the ground truth is read (one row is one incident; a crime question counts the rows whose
 * `crimes` hold the category, whatever else they hold):
 * - Dates are `event_date` only. A row without one belongs to no year, period or "since"/"from"
 *   window and is never the earliest or latest; `published_date` is never read. "2021 to 2023
 *   inclusive" runs from 1 January 2021 to 31 December 2023; "since 2020" / "from 2020 onwards" from
 *   1 January 2020.
 * - People are sums of the figures a release states, a null adding nothing: `victims_killed` (killed,
 *   died, dead), `victims_injured` (injured, wounded), `victims_children` (child victims),
 *   `victims_police` (police officers among the victims, on or off duty), `victims_female` (female or
 *   women victims), `suspects_female` / `suspects_male` (women / men among the suspects, arrested or
 *   sought), `num_suspects_arrested` (suspects arrested).
 * - "An incident where a police officer was a victim" is a row whose stated `victims_police` is at
 *   least one; an unstated figure is not such an incident.
 * - "Murders" are `murder` alone; "rapes" are `rape` alone; "CIT heists" are `cash-in-transit
 *   robbery`; "hijackings" are `carjacking` or `truck hijacking`; "kidnappings" are `kidnapping`;
 *   "stock theft" is `stock theft`; "corruption or extortion" is either of those categories.
 * - A place named by a township or suburb ("Khayelitsha") is a row whose `location` holds that name; a
 *   farm attack is a row whose `location` holds the word "farm" (any case), whatever its crimes. A
 *   province is `province`; a municipality is `municipality` (rows without one are left out), answered
 *   as written or without "City of"; KwaZulu-Natal may also be answered as "KZN".
 * - "No arrest" / "got away" is `arrest_made === false`; "led to an arrest" is `arrest_made === true`.
 *   A yes/no question asks whether at least one row passes.
 * - A share of incidents is the passing rows over the rows it is taken of (all murders, all stock
 *   thefts, all incidents with a police victim), to the nearest whole percent.
 * - "How many more in P than in Q" is the difference of the two counts or sums; P must have more.
 * - Rankings (municipality with the most incidents, province with the most killed, province with the
 *   most rapes, province with the most police victims) carry their tally; a tie at the top is an error
 *   in the question, not an answer.
 * - Refusals: the ground truth holds no court outcomes (convictions, bail) and no complaints to or
 *   referrals by the police watchdog (IPID), so questions about them must be refused.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  kznProvinceNames,
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
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const rape = has('rape');
const cit = has('cash-in-transit robbery');
const hijacking = anyCrime('carjacking', 'truck hijacking');
const stockTheft = has('stock theft');
/** A farm attack: an incident the release places on a farm. */
const onAFarm = atPlace('farm');
/** A police officer was among the victims, as the release states. */
const policeVictim = (r: DevRow) => (r.victims_police ?? 0) > 0;

const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const rapeProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(rape), (r) => r.province);

export const FRESH130_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the community newspaper crime reporter, on notebook a.
  {
    notebook: 'a',
    question: 'quick one for a story - how many murders in the Eastern Cape from 2020 onwards?',
    covers: ['restricted count', 'conjunction', 'calendar'],
    expect: (rows) => number(count(rows, murder, inProvince('Eastern Cape'), sinceYear(2020))),
  },
  {
    notebook: 'a',
    question:
      'whats the date of the latest kidnaping in Gauteng? the day it happened, not when SAPS put it out',
    covers: ['date', 'misspelling', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, has('kidnapping'), inProvince('Gauteng')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'how many ppl were killed in Khayelitsha all up? need the total for the intro',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(atPlace('Khayelitsha')))),
  },
  {
    notebook: 'a',
    question: 'Any CIT heists in KZN where the robbers got away with nobody arrested? yes or no',
    covers: ['yes/no', 'slang', 'conjunction'],
    expect: (rows) => yesNo(count(rows, cit, inProvince('KwaZulu-Natal'), notArrested) > 0),
  },
  {
    notebook: 'a',
    question: 'Which municipality comes up the most in here? Trying to work out where the action is',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },

  // Voice 2, the researcher for an opposition member of parliament, on notebook a.
  {
    notebook: 'a',
    question:
      'Please provide the number of incidents recorded in KwaZulu-Natal in the period 2021 to 2023, inclusive.',
    covers: ['restricted count', 'calendar', 'conjunction'],
    expect: (rows) => number(count(rows, inProvince('KwaZulu-Natal'), within('2021-01-01', '2023-12-31'))),
  },
  {
    notebook: 'a',
    question:
      'For a written question to the Minister: in which province did these releases record the highest number of people killed, and what was that number?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'The Minister has claimed that the Eastern Cape is as violent as KwaZulu-Natal. How many more people were injured in KwaZulu-Natal than in the Eastern Cape?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('KwaZulu-Natal'), inProvince('Eastern Cape'), (selected) =>
        peopleTotal('victims_injured', selected),
      ),
  },
  {
    notebook: 'a',
    question: 'What is the earliest date on record of a murder in the Western Cape?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Western Cape')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Of the suspects arrested in these cases, how many were subsequently convicted? The Member wishes to raise the conviction rate in the House.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the police accountability NGO analyst, on notebook a.
  {
    notebook: 'a',
    question: 'How many police officers, on or off duty, were among the victims in total?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question:
      "We track arrest rates. What's the arrest rate in murder cases, i.e. % of murders where an arrest was made?",
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(murder), arrested),
  },
  {
    notebook: 'a',
    question:
      'Looking only at incidents where a police officer was one of the victims - how many people were injured altogether?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(policeVictim))),
  },
  {
    notebook: 'a',
    question:
      'Disaggregated by sex: how many male suspects were there in the corruption or extortion cases (arrested or still sought)?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('suspects_male', rows.filter(anyCrime('corruption', 'extortion')))),
  },
  {
    notebook: 'a',
    question: 'How many of these incidents were referred to IPID for investigation?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the community newspaper crime reporter, on notebook b.
  {
    notebook: 'b',
    question: 'rapes in the Northern Cape since 2020 - how many? doing a follow-up on the De Aar case',
    covers: ['restricted count', 'conjunction', 'calendar'],
    expect: (rows) => number(count(rows, rape, inProvince('Northern Cape'), sinceYear(2020))),
  },
  {
    notebook: 'b',
    question: 'farm attacks in the Free State, how many dead in total?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) =>
      number(peopleTotal('victims_killed', rowsWhere(rows, onAFarm, inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question: 'When was the most recent hijacking - cars or trucks, either one?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(hijacking), 'latest'),
  },
  {
    notebook: 'b',
    question: 'which province has the worst rape numbers in this lot?',
    covers: ['ranking'],
    ...ranking(rapeProvinceTally),
  },
  {
    notebook: 'b',
    question: 'was there a murder in Mpumulanga in 2023 at all?',
    covers: ['yes/no', 'misspelling', 'calendar', 'conjunction'],
    expect: (rows) =>
      yesNo(count(rows, murder, inProvince('Mpumalanga'), within('2023-01-01', '2023-12-31')) > 0),
  },

  // Voice 2, the researcher for an opposition member of parliament, on notebook b.
  {
    notebook: 'b',
    question:
      'Please indicate what proportion of stock theft cases resulted in an arrest, expressed as a percentage.',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(stockTheft), arrested),
  },
  {
    notebook: 'b',
    question:
      'How many more child victims were recorded in the Northern Cape than in the Free State, according to these statements?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Northern Cape'), inProvince('Free State'), (selected) =>
        peopleTotal('victims_children', selected),
      ),
  },
  {
    notebook: 'b',
    question: 'The Member requests the total number of female victims in rape cases across all the releases.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_female', rows.filter(rape))),
  },
  {
    notebook: 'b',
    question:
      'Which local or metropolitan municipality accounted for the largest number of incidents? Kindly give the figure as well.',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'How many of the arrested suspects were released on bail, and how many were remanded in custody?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the police accountability NGO analyst, on notebook b.
  {
    notebook: 'b',
    question: 'Cops as victims: which province had the most police officers among the victims?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_police'), kznProvinceNames),
  },
  {
    notebook: 'b',
    question: 'How many women suspects are there across all incidents, whether arrested or still wanted?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question:
      'In the incidents where a police officer was among the victims, in what percentage was someone arrested?',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(policeVictim), arrested),
  },
  {
    notebook: 'b',
    question: 'earliest incident in the notebook with a police officer as a victim - what date?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(policeVictim), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Total suspects arrested in North West incidents between 2019 and 2021 (both years included)?',
    covers: ['people', 'calendar', 'conjunction'],
    expect: (rows) =>
      number(suspectsArrested(rowsWhere(rows, inProvince('North West'), within('2019-01-01', '2021-12-31')))),
  },
];

export const fresh130QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH130_QUESTIONS, rows);
