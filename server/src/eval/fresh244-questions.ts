/**
 * The two-hundred-and-forty-fourth fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A locksmith and security-gate installer: burglaries, house robberies, break-ins, shop robberies
 *    and where the work is; practical, a little salesy, lower case, loose spelling ("burglarys",
 *    "house robery"), trade talk ("break-ins", "shop robberies", "cops", "y/n").
 * 2. A legal-aid paralegal: legal register ("matter", "the accused", "complainant", "charged with",
 *    "in respect of"), precise, full sentences.
 * 3. A criminology master's student: hypotheses and operational definitions ("H1: ...",
 *    "operationalised as ...", "unit of analysis: incident", "test whether").
 *
 * The readings chosen (one row is one incident or matter; a crime question counts the rows whose
 * `crimes` hold the category):
 * - Dates are `event_date` alone: a row without one is outside every year, window, weekday and weekend
 *   and is never the earliest or latest; `published_date` is never read. A weekend is a Saturday or
 *   Sunday of `event_date`; a share of weekend incidents is over the dated incidents only.
 * - "Break-ins" are `burglary`; "house robberies" are `house robbery`; "shop robberies" and "business
 *   robberies" are `business robbery` (a butchery or tuck-shop robbery included). The locksmith's
 *   "burglaries, house robberies and business robberies" are rows holding any of the three.
 * - "Charged with X" / "matters involving X" are rows whose `crimes` hold X, whatever the arrest.
 * - People are sums of the stated figures: `num_suspects_arrested` (accused arrested, suspects
 *   arrested), `victims_killed` (killed), `victims_injured` (complainants injured), `victims_female` and
 *   `victims_male` (victims of recorded sex). A null figure adds nothing.
 * - "The complainant was a minor" is a stated `victims_children` of at least one.
 * - "The accused was known to the complainant" is a `relationship` of partner, family or acquaintance;
 *   its share is over the rows whose `relationship` is stated, to the nearest whole percent.
 * - "Nobody arrested" is `arrest_made === false` (an unstated arrest is not one).
 * - The female share of victims is the sum of `victims_female` over the sum of `victims_female` and
 *   `victims_male`, to the nearest whole percent.
 * - The median age of the accused is over every stated age in `suspect_ages`, one per suspect; the
 *   median arrests per incident is over the rows with a stated `num_suspects_arrested`. The mean victims
 *   per murder incident is over murder rows with a stated `num_victims`, to one decimal.
 * - "Municipality" is `municipality` (rows without one are left out), answered as written or without
 *   "City of"; KwaZulu-Natal may be answered as "KZN".
 * - "KZN minus the Western Cape" in people killed is the difference of the two provinces' sums; KZN
 *   must have more.
 * - The incident with the most complainants injured is the row with the largest stated
 *   `victims_injured`, named by the parts of its location no other incident shares.
 * - Rankings (municipality or province with most break-in type crimes, province with most murder
 *   incidents, province with most killed, incident with most injured) each carry their tally; a tie
 *   at the top is an error in the question.
 * - Refusals: the ground truth holds no alarms or burglar bars, no way of entry, no convictions,
 *   sentences or bail, no unemployment figures and no alcohol involvement.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  knewTheAttacker,
  kznProvinceNames,
  largestIncident,
  medianOf,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  suspectAges,
  suspectsArrested,
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
  meanOf,
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

/** The locksmith's trade: a burglary (break-in), a house robbery or a business (shop) robbery. */
const breakInTrade = anyCrime('burglary', 'house robbery', 'business robbery');
const dated = (r: DevRow) => r.event_date !== null;
/** The complainant was a minor: a stated child victim. */
const minorComplainant = (r: DevRow) => (r.victims_children ?? 0) > 0;

const tradeMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(breakInTrade), (r) => r.municipality);
const tradeProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(breakInTrade), (r) => r.province);
const murderProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('murder')), (r) => r.province);

export const FRESH244_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the locksmith and gate installer, on notebook a.
  {
    notebook: 'a',
    question:
      'how many burglarys, house robberies and business robberies in gauteng all together? trying to see if its worth pushing my gates up there',
    covers: ['restricted count', 'conjunction', 'misspelling'],
    expect: (rows) => number(count(rows, breakInTrade, inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question:
      'which municipality gets hit the most with house robberies, shop robberies and break-ins? thats where i want my flyers',
    covers: ['ranking', 'slang'],
    ...ranking(tradeMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'was there a house robbery where the cops never arrested anybody? y/n',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, has('house robbery'), notArrested) > 0),
  },
  {
    notebook: 'a',
    question: 'when was the last time a shop got robbed in these? the actual day it happened pls',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('business robbery')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'out of the houses that got robbed how many had an alarm or burglar bars already fitted? would really help my sales pitch lol',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the legal-aid paralegal, on notebook a.
  {
    notebook: 'a',
    question: 'In how many matters arising in the Eastern Cape do the charges include attempted murder?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, has('attempted murder'), inProvince('Eastern Cape'))),
  },
  {
    notebook: 'a',
    question:
      'What is the median age of the accused, taken over every accused person whose age is recorded in the releases?',
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'a',
    question:
      'In respect of which incident were the greatest number of complainants injured? Please state where the incident occurred.',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.victims_injured ?? null,
    ),
  },
  {
    notebook: 'a',
    question: 'Kindly state the date of the earliest matter in which the accused was charged with extortion.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('extortion')), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'In how many of these matters was the accused subsequently convicted and sentenced?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the criminology student, on notebook a.
  {
    notebook: 'a',
    question:
      'H1: incidents cluster on weekends. Operationalised as the share of dated incidents whose incident date falls on a Saturday or Sunday (unit of analysis: incident). What is that percentage?',
    covers: ['share', 'calendar'],
    expect: (rows) => percentage(count(rows, weekend), count(rows, dated)),
  },
  {
    notebook: 'a',
    question:
      'Test whether KZN is more lethal than the Western Cape, lethality operationalised as total victims killed: what is KZN minus Western Cape?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('KwaZulu-Natal'), inProvince('Western Cape'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'a',
    question: 'Unit of analysis: incident. Which province records the highest number of murder incidents?',
    covers: ['ranking'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Mean victims per murder incident, operationalised as the stated victim count (incidents with no count excluded), to one decimal place?',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      meanOf(
        rows.filter(has('murder')).map((r) => r.num_victims),
        1,
      ),
  },
  {
    notebook: 'a',
    question:
      'H2: incident counts rise with the local unemployment rate. Test whether municipalities with higher unemployment have more incidents.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the locksmith and gate installer, on notebook b.
  {
    notebook: 'b',
    question:
      'which province had the most burglaries, house robberies and business robberies put together? looking where to open a second branch',
    covers: ['ranking'],
    ...ranking(tradeProvinceTally),
  },
  {
    notebook: 'b',
    question: 'shop robberies - how many guys got arrested for them in total?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('business robbery')))),
  },
  {
    notebook: 'b',
    question: 'any break-ins at a school in here? y/n, schools are good contracts',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, has('burglary'), atPlace('school')) > 0),
  },
  {
    notebook: 'b',
    question: 'whats the date of the most recent house robery?',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(has('house robbery')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'how did the robbers mostly get in - cutting padlocks or climbing over the gate?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the legal-aid paralegal, on notebook b.
  {
    notebook: 'b',
    question: 'In how many matters was the accused charged with rape where the complainant was a minor?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, has('rape'), minorComplainant)),
  },
  {
    notebook: 'b',
    question: 'How many accused persons in total were arrested in respect of matters involving kidnapping?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('kidnapping')))),
  },
  {
    notebook: 'b',
    question:
      'Of the matters in which the relationship between the accused and the complainant is recorded, in what percentage was the accused known to the complainant?',
    covers: ['share'],
    expect: (rows) =>
      percentOf(
        rows.filter((r) => r.relationship !== null && r.relationship !== undefined),
        knewTheAttacker,
      ),
  },
  {
    notebook: 'b',
    question: 'On what date did the earliest murder matter in Limpopo occur?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, has('murder'), inProvince('Limpopo')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'In how many of the murder matters was the accused granted bail, and on what conditions?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the criminology student, on notebook b.
  {
    notebook: 'b',
    question:
      'H1: victimisation is gendered. Operationalised as female victims as a percentage of all victims whose sex is recorded - what is the figure?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = sum(rows.map((r) => r.victims_female));
      return percentage(female, female + sum(rows.map((r) => r.victims_male)));
    },
  },
  {
    notebook: 'b',
    question:
      'Which province has the highest lethality, operationalised as the sum of victims killed across its incidents?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question:
      'Unit of analysis: incident. How many incidents fall in the window 1 January 2020 to 31 December 2022 inclusive, by incident date?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2020-01-01', '2022-12-31'))),
  },
  {
    notebook: 'b',
    question:
      'Test whether more incidents occur on Thursdays than on weekends (Saturday plus Sunday combined), by incident date. Yes or no?',
    covers: ['yes/no', 'calendar'],
    expect: (rows) => yesNo(count(rows, (r) => weekday(r) === 'Thursday') > count(rows, weekend)),
  },
  {
    notebook: 'b',
    question:
      'H3: offender intoxication drives violence. Operationalised as the proportion of incidents where the suspect had been drinking alcohol - what is it?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh244QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH244_QUESTIONS, rows);
