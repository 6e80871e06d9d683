/**
 * The two-hundred-and-fifty-first fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen
 * about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A sugar-cane farmer in KwaZulu-Natal: farm attacks, stock theft, rural roads and the police; plain
 *    English with isiZulu words ("inkomo" for cattle, "abantu" for people, "amaphoyisa" for police) and
 *    a few misspellings ("stok theft", "polise").
 * 2. A journalist on deadline: terse Slack-style messages ("need: ...", "quick one -", "ASAP",
 *    "fact-check:"), abbreviations ("CIT", "no.", "w/", "avg"), the odd typo ("kidnaping").
 * 3. A retired nurse who volunteers at a victim support room: gentle, full sentences, asking about
 *    women, children, injuries and the people harmed.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every "since" and date window and every
 *   weekend, and is never the earliest or most recent; `published_date` is never read. A weekend is a
 *   Saturday or Sunday of `event_date`. "Since 2020" starts on 2020-01-01; "between July 2022 and June
 *   2024" runs from 2022-07-01 to 2024-06-30, both ends included.
 * - People are sums of the stated figures: `victims_killed` (killed, abantu killed), `victims_injured`
 *   (injured, hurt), `victims_children` (children, under eighteen), `victims_police` (police officers,
 *   amaphoyisa, as victims), `victims_female` (women and girls among the victims), `victims_male`,
 *   `num_suspects_arrested` (suspects arrested). A null (unstated) figure adds nothing. The median and
 *   the mean of suspects arrested are over the incidents that state the figure.
 * - "CIT" is `cash-in-transit robbery`; "stock theft" / "stok theft" is `stock theft`; "murders" are
 *   `murder` (not attempted murder or culpable homicide); "rape cases" are `rape` (not sexual assault);
 *   "kidnapping" is `kidnapping`; an "illegal firearm charge" is `illegal firearm possession`.
 * - A farm incident ("on a farm", "on farms") is a row whose `location` holds the word "farm" (any case),
 *   whatever its crimes.
 * - "Every stock theft case had an arrest" means `arrest_made === true` on every stock theft row (an
 *   unstated arrest does not count as one).
 * - The victim "knew" the attacker when `relationship` is `partner`, `family` or `acquaintance`; an
 *   unstated relationship is not a known one. A share of rape cases is over all the rape rows of the
 *   notebook, to the nearest whole percent; a share of incidents is over all the notebook's rows.
 * - "Municipality" is `municipality` (rows without one are left out), answered as written or without
 *   "City of"; eThekwini may also be answered as Durban. A province is `province`; KwaZulu-Natal may be
 *   answered as "KZN". "KZN and the Eastern Cape together" is either province.
 * - The incident with the most injured is the row with the largest stated `victims_injured`, named by the
 *   parts of its location no other incident shares.
 * - Rankings (KZN municipality with most incidents, province with most murders, incident with most
 *   injured, municipality with most incidents) each carry their tally; a tie at the top is an error in
 *   the question.
 * - Refusals: the ground truth holds no number or value of animals stolen, no hospital stays or
 *   counselling of victims, no money taken, and nothing about the future (a prediction).
 */
import {
  atPlace,
  type BlindQuestion,
  knewTheAttacker,
  kznProvinceNames,
  largestIncident,
  medianOf,
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
  has,
  inProvince,
  meanOf,
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
  within,
} from './ground-truth-questions';

const cit = has('cash-in-transit robbery');
const stockTheft = has('stock theft');
const rape = has('rape');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');
const kznOrEasternCape = (r: DevRow) => inProvince('KwaZulu-Natal')(r) || inProvince('Eastern Cape')(r);

/** eThekwini is the Durban metro: an answer may name it either way. */
const metroNames = (name: string) =>
  name === 'eThekwini' ? [...municipalityNames(name), 'Durban'] : municipalityNames(name);

const kznMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(inProvince('KwaZulu-Natal')), (r) => r.municipality);
const murderProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('murder')), (r) => r.province);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH251_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the KZN sugar-cane farmer, on notebook a.
  {
    notebook: 'a',
    question:
      'Sawubona. We lose inkomo all the time here. How many stok theft cases are there in KZN and the Eastern Cape put together?',
    covers: ['restricted count', 'conjunction', 'slang', 'misspelling'],
    expect: (rows) => number(count(rows, stockTheft, kznOrEasternCape)),
  },
  {
    notebook: 'a',
    question: 'How many abantu were killed in KZN altogether in these reports?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question: 'Here in KZN, which municipality has the most cases in these reports?',
    covers: ['ranking'],
    ...ranking(kznMunicipalityTally, metroNames),
  },
  {
    notebook: 'a',
    question: 'Did the amaphoyisa arrest somebody in every stock theft case? Just yes or no.',
    covers: ['yes/no', 'slang'],
    expect: (rows) => {
      const cases = rows.filter(stockTheft);
      if (cases.length === 0) throw new Error('no stock theft case');
      return yesNo(cases.every((r) => r.arrest_made === true));
    },
  },
  {
    notebook: 'a',
    question: 'How many head of inkomo were taken altogether in the stock theft cases?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the journalist on deadline, on notebook a.
  {
    notebook: 'a',
    question: 'need: CIT robberies in EC + KZN since 2020, count ASAP',
    covers: ['conjunction', 'calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, cit, kznOrEasternCape, sinceYear(2020))),
  },
  {
    notebook: 'a',
    question: 'quick one - which province had the most murders?',
    covers: ['ranking'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'need % of incidents w/ an illegal firearm charge, whole notebook',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows, has('illegal firearm possession')),
  },
  {
    notebook: 'a',
    question: 'fact-check: median no. of suspects arrested per incident?',
    covers: ['people'],
    expect: (rows) =>
      number(
        medianOf(rows.flatMap((r) => (r.num_suspects_arrested === null ? [] : [r.num_suspects_arrested]))),
      ),
  },
  {
    notebook: 'a',
    question: 'when was the most recent kidnaping? date pls',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'latest'),
  },

  // Voice 3, the retired nurse, on notebook a.
  {
    notebook: 'a',
    question:
      'I think of the little ones most of all. How many children were among the victims in the Western Cape incidents?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question: 'Could you tell me in which incident the most people were injured? Where did it happen?',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.victims_injured ?? null,
    ),
  },
  {
    notebook: 'a',
    question:
      'In how many of the rape cases did the victim know the man who did it, a partner, a relative or someone she knew?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, rape, knewTheAttacker)),
  },
  {
    notebook: 'a',
    question: 'How many of the people who were hurt had to stay in hospital overnight, if you have that?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Weekends are always the hardest in our room. How many people were injured in the incidents that happened on a Saturday or a Sunday?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(weekend))),
  },

  // Voice 1, the KZN sugar-cane farmer, on notebook b.
  {
    notebook: 'b',
    question: 'How many cases happened on farms in the Free State? Any kind of crime, even stok theft.',
    covers: ['restricted count', 'conjunction', 'misspelling'],
    expect: (rows) => number(count(rows, onAFarm, inProvince('Free State'))),
  },
  {
    notebook: 'b',
    question: 'Since 2020, how many abantu were killed on farms?',
    covers: ['people', 'calendar', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rowsWhere(rows, onAFarm, sinceYear(2020)))),
  },
  {
    notebook: 'b',
    question: 'When was the last stock theft case? The day it happened, not when the polise wrote it up.',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(stockTheft), 'latest'),
  },
  {
    notebook: 'b',
    question: 'How many amaphoyisa themselves were among the victims in these reports?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question: 'Will the farm attacks in the Free State get worse next year, do you think?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the journalist on deadline, on notebook b.
  {
    notebook: 'b',
    question: 'need: no. of rapes in Northern Cape, ASAP',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, rape, inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question: 'quick one - which municipality had the most incidents?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'fact-check: any CIT heist in Mpumalanga? y/n',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, cit, inProvince('Mpumalanga')) > 0),
  },
  {
    notebook: 'b',
    question: 'need avg suspects arrested per incident in North West, 1 decimal',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      meanOf(
        rows.filter(inProvince('North West')).map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'b',
    question: 'ASAP: total rand value taken in the CIT robberies?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the retired nurse, on notebook b.
  {
    notebook: 'b',
    question: 'In the rape cases, how many of the victims were children under eighteen?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(rape))),
  },
  {
    notebook: 'b',
    question:
      'What percentage of the rape cases involved someone the victim knew, like a partner, a relative or an acquaintance?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentage(count(rows, rape, knewTheAttacker), count(rows, rape)),
  },
  {
    notebook: 'b',
    question: 'How many women and girls were victims in the incidents between July 2022 and June 2024?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(peopleTotal('victims_female', rows.filter(within('2022-07-01', '2024-06-30')))),
  },
  {
    notebook: 'b',
    question: 'When did the earliest of the rapes in these reports take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(rape), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Do you know whether the children harmed in these cases were given counselling afterwards?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh251QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH251_QUESTIONS, rows);
