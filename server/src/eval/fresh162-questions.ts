/**
 * The hundred-and-sixty-second fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A true-crime podcast host: narrative questions about the first, the latest and the biggest case and
 *    how many were caught, in loose spoken English with slang ("perps", "nabbed", "cold cases", "went
 *    down", "bust") and the odd typo ("kidnaping").
 * 2. An academic criminologist: shares, means, comparisons across periods and rankings, each with its
 *    definition spelled out (inclusive years, the denominator, stated values only).
 * 3. An elderly reader of a community newspaper writing a polite, long-winded letter, using old names
 *    ("Natal", "the Transvaal", "Port Elizabeth", "Pietersburg", "the Orange Free State") and explaining
 *    what he means, with a few slips of spelling ("occured").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, period and weekday, and is
 *   never the first or the latest; `published_date` is never read. Periods of years ("2020 to 2022") are
 *   inclusive of both years, from 1 January of the first to 31 December of the last. A weekend is a
 *   Saturday or Sunday of `event_date`.
 * - People are sums of the stated figures: `victims_killed` (killed, deaths, lost their lives, body
 *   count), `victims_injured` (wounded, hurt), `victims_children` (children, youngsters under eighteen),
 *   `suspects_female` (women perps, female suspects), `num_suspects_arrested` (suspects arrested, perps
 *   nabbed, caught). A null (unstated) figure adds nothing.
 * - "Nobody arrested" / "cold case" / "zero arrests" is `arrest_made === false`; "an arrest recorded" is
 *   `arrest_made === true`. An unstated arrest (null) is neither, and stays in a share's denominator.
 * - "Hijacking, truck or car" is `carjacking` or `truck hijacking`. "Cash-in-transit" / "CIT" /
 *   "armoured-car robbery" is `cash-in-transit robbery`. "Murders" are `murder` alone (not attempted
 *   murder or culpable homicide). "Rape" is `rape`; "stock theft" is `stock theft`; "poaching" is
 *   `poaching`; "kidnapping" is `kidnapping`.
 * - Old names: "Natal" is the province KwaZulu-Natal; "the Transvaal" asked of notebook `a` is Gauteng
 *   (the only part of the old Transvaal among its provinces, as the writer says); "Port Elizabeth" is
 *   the `Nelson Mandela Bay` municipality (KwaNobuhle and Uitenhage included, as the writer says);
 *   "the province of which Pietersburg is the capital" is Limpopo; "the Orange Free State" is the Free
 *   State.
 * - Shares are percentages to the nearest whole percent: murders with an arrest recorded over all murder
 *   rows; rapes with `victims_children` above 0 over all rape rows (an unstated child figure is not a
 *   child victim, and stays in the denominator).
 * - Means are over the stated values only, to one decimal: killed per murder incident (the murder rows
 *   whose `victims_killed` is stated), and the age of a suspect (every age in `suspect_ages`, one per
 *   suspect).
 * - "How many more in P than in Q" is the difference of the two counts or sums; P must have more.
 * - Lists of provinces are the distinct `province` values of the rows asked about, each to be named.
 * - Rankings each carry their tally and must have a single leader: the single incident with the most
 *   `victims_injured` (or `num_suspects_arrested`), named by the parts of its location no other incident
 *   shares; the province with the most `victims_killed` (KwaZulu-Natal may be answered as "KZN"); the
 *   municipality with the most incidents (rows without one are left out; answered as written or without
 *   "City of"); the crime category occurring in the most incidents, leaving out "other".
 * - A yes/no question is "Yes" when at least one row passes all its tests.
 * - Refusals: the ground truth holds no alcohol involvement, no amount of money stolen, and no court
 *   outcome (conviction or sentence).
 */

import type { Expectation } from './answer-matching';
import {
  anyCrime,
  type BlindQuestion,
  inMunicipality,
  kznProvinceNames,
  largestIncident,
  peopleByProvince,
  peopleTotal,
  ranking,
  suspectAges,
  suspectsArrested,
  tallyOf,
  yesNo,
} from './blind-sets';
import type { DevRow } from './dev-set';
import {
  arrested,
  casesOf,
  count,
  crimeNames,
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
  weekend,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const rape = has('rape');
const cit = has('cash-in-transit robbery');
const stockTheft = has('stock theft');
const hijacking = anyCrime('carjacking', 'truck hijacking');
/** At least one victim is stated to be a child (under eighteen). */
const childVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;
/** Whole years, inclusive at both ends, by `event_date`. */
const years = (from: number, to: number) => within(`${from}-01-01`, `${to}-12-31`);

/** The distinct provinces of the rows, in the order they first occur. */
function provincesOf(rows: readonly DevRow[]): Expectation {
  const provinces = [...new Set(rows.map((r) => r.province))];
  if (provinces.length === 0) throw new Error('no province to list');
  return { kind: 'list', value: provinces };
}

const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
/** Incidents per crime category, "other" left out. */
const crimeTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.flatMap((r) => r.crimes.filter((crime) => crime !== 'other')),
    (crime) => crime,
  );

export const FRESH162_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the true-crime podcast host, on notebook a.
  {
    notebook: 'a',
    question: 'Cold cases first: how many murders in here where nobody got arrested at all?',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, murder, notArrested)),
  },
  {
    notebook: 'a',
    question: 'Which single incident left the most people wounded? Where did it go down?',
    covers: ['ranking', 'people', 'slang'],
    ...largestIncident(
      () => true,
      (r) => r.victims_injured ?? null,
    ),
  },
  {
    notebook: 'a',
    question: 'Across all the kidnaping cases, how many perps did the cops actually nab?',
    covers: ['people', 'restricted count', 'slang', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('kidnapping')))),
  },
  {
    notebook: 'a',
    question: 'When was the latest hijacking in the notebook - truck or car, either counts?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(hijacking), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Any poaching story in here where zero suspects got cuffed? Just a yes or no',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, has('poaching'), notArrested) > 0),
  },

  // Voice 2, the criminologist, on notebook a.
  {
    notebook: 'a',
    question:
      'What percentage of murder incidents (murder only, excluding attempted murder) had an arrest recorded at the time of the release? Denominator: all murder incidents.',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(murder), arrested),
  },
  {
    notebook: 'a',
    question:
      'Among murder incidents with a stated number of fatalities, what is the mean number of persons killed per incident, to one decimal place?',
    covers: ['share', 'people'],
    expect: (rows) =>
      meanOf(
        rows.filter(murder).map((r) => r.victims_killed ?? null),
        1,
      ),
  },
  {
    notebook: 'a',
    question:
      'Comparing periods by date of occurrence: how many more persons were killed in 2020-2022 than in 2017-2019 (both periods inclusive)?',
    covers: ['calendar', 'people'],
    expect: (rows) =>
      excessOf(rows, years(2020, 2022), years(2017, 2019), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'a',
    question: 'Ranking provinces by total fatalities (victims killed, summed), which province ranks first?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'In what proportion of the incidents was alcohol consumption by the offender a contributing factor?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the elderly letter writer, on notebook a.
  {
    notebook: 'a',
    question:
      'Dear Sir, I grew up in Natal, which the young people now call KwaZulu-Natal, and I still worry about the old place. Could you tell me how many of the murders there occured over a weekend, that is on a Saturday or a Sunday?',
    covers: ['calendar', 'conjunction', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, murder, inProvince('KwaZulu-Natal'), weekend)),
  },
  {
    notebook: 'a',
    question:
      'Good day. My late brother lived in Port Elizabeth for forty years; I gather the whole area, Uitenhage and KwaNobuhle included, is now called Nelson Mandela Bay. How many of these incidents took place there, if you please?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, inMunicipality('Nelson Mandela Bay'))),
  },
  {
    notebook: 'a',
    question:
      'With respect, in my day we called it the Transvaal, though I understand the part of it around Johannesburg and Pretoria is now Gauteng. How many suspects altogether were arrested by the police there, according to these reports?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Gauteng')))),
  },
  {
    notebook: 'a',
    question:
      'I would be much obliged if you could list for me the provinces in which the robberies of those armoured cash-in-transit vans took place. I do not need the details, only the provinces.',
    covers: ['restricted count'],
    expect: (rows) => provincesOf(rows.filter(cit)),
  },
  {
    notebook: 'a',
    question:
      'Dear Editor, as a grandfather of seven this troubles me greatly. Taking all of the reports together, how many of the victims were children, by which I mean youngsters under the age of eighteen?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },

  // Voice 1, the true-crime podcast host, on notebook b.
  {
    notebook: 'b',
    question: 'Latest murder in this batch - what date did it actually happen?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(murder), 'latest'),
  },
  {
    notebook: 'b',
    question: "What's the biggest bust here, the one case with the most suspects arrested - where was it?",
    covers: ['ranking', 'slang'],
    ...largestIncident(
      () => true,
      (r) => r.num_suspects_arrested,
    ),
  },
  {
    notebook: 'b',
    question: 'Women perps - how many female suspects show up across all the cases?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question: 'Did any CIT heist go down in the Free State? y/n',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, cit, inProvince('Free State')) > 0),
  },
  {
    notebook: 'b',
    question: 'How much cash in total did the robbers get away with in the cash-in-transit heists, in rand?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the criminologist, on notebook b.
  {
    notebook: 'b',
    question:
      'Of all rape incidents, what percentage involved at least one victim recorded as under 18? Round to the nearest whole percent.',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(rape), childVictim),
  },
  {
    notebook: 'b',
    question:
      'What is the mean age of suspects, counting every suspect whose age is stated, to one decimal place?',
    covers: ['share'],
    expect: (rows) => meanOf(suspectAges(rows), 1),
  },
  {
    notebook: 'b',
    question:
      'By date of occurrence, how many more incidents were recorded in 2023-2025 than in 2015-2017 (inclusive years; undated incidents excluded)?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => excessOf(rows, years(2023, 2025), years(2015, 2017)),
  },
  {
    notebook: 'b',
    question: 'Which local or metropolitan municipality accounts for the largest number of incidents?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Excluding the residual "other" category, which offence category appears in the most incidents?',
    covers: ['ranking'],
    ...ranking(crimeTally, crimeNames),
  },

  // Voice 3, the elderly letter writer, on notebook b.
  {
    notebook: 'b',
    question:
      'Good afternoon. I was a schoolmaster in Pietersburg for many years, before they renamed it Polokwane. In the province of which Pietersburg is the capital, Limpopo as it is now, how many people lost their lives in these incidents?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Limpopo')))),
  },
  {
    notebook: 'b',
    question:
      'Dear Sir or Madam, I was born in the Orange Free State (I believe it is simply the Free State now). Would you kindly tell me the date of the earliest incident there, going by when it actually happened rather than when it was reported?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Free State')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'I should like to know, if it is not too much trouble, how many of the men arrested in these cases were eventually convicted in court, and what sentences they received.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'My neighbour farms sheep and is forever fretting about stock theft. Could you please list the provinces in which the cases of stock theft in these reports occured?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => provincesOf(rows.filter(stockTheft)),
  },
  {
    notebook: 'b',
    question:
      'One more question, with apologies for my long letter: how many more rape cases were there in the Northern Cape than in the Orange Free State?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => rape(r) && inProvince('Northern Cape')(r),
        (r) => rape(r) && inProvince('Free State')(r),
      ),
  },
];

export const fresh162QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH162_QUESTIONS, rows);
