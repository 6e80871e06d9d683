/**
 * The seventieth fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen
 * about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A municipal safety planner who thinks in spreadsheets: counts "by" things, thresholds ("3+ dead"),
 *    sorts and filters, "records", "entries", "flagged", with the odd typing slip ("murdr", "attemted",
 *    "fatalaties").
 * 2. A community policing forum (CPF) chairperson in the Free State, writing English with Sesotho words
 *    mixed in ("dikgomo" cattle, "mapolesa" police, "bana" children, "polasing" on the farm, "ntate",
 *    "dumela" hello, "ke kopa" please), worried about stock theft and farms.
 * 3. A podcast fact-checker verifying what the hosts said on air: quotes the claim, then asks for the
 *    exact figure, date or a yes/no to correct the record.
 *
 * The readings chosen (one row is one incident, a "record" or "entry"; a crime question counts the rows
 * whose `crimes` hold the category, "flagged murder" meaning `murder` is among them):
 * - Dates are `event_date` alone: a row without one is outside every year, month, season and weekday
 *   and is never the earliest or most recent; `published_date` is never read. "Winter" is June, July
 *   and August (the southern winter) of any year. "Fri, Sat or Sun" is the weekday of `event_date`.
 *   "Incidents dated 2022" are those whose `event_date` falls in 2022.
 * - People are sums of the stated figures: `victims_killed` (dead, killed, fatalities, lost their
 *   lives), `victims_injured` (injured), `victims_children` (children, "bana", under eighteen),
 *   `victims_police` (police officers, "mapolesa", on or off duty), `victims_female` / `victims_male`
 *   (women and men among the victims, only where the sex is stated), `suspects_female` (female
 *   suspects), `num_victims` (victims), `num_suspects_arrested` (suspects arrested). A null (unstated)
 *   figure adds nothing and never passes a threshold.
 * - A threshold on people ("3+ dead", "2+ people killed", "at least one female suspect") is a row whose
 *   stated figure reaches it. "A case where children were among the victims" is a row with
 *   `victims_children` of at least one.
 * - "Stock theft" / "dikgomo theft" is `stock theft`; "rape" is `rape`; "murder" is `murder` (not
 *   attempted murder or culpable homicide); "attempted murder" is `attempted murder`; "an illegal
 *   firearm charge" is `illegal firearm possession`.
 * - A farm case ("on a farm", "polasing") is a row whose `location` holds the word "farm" (any case).
 * - "Municipality" is `municipality` (rows without one are left out), answered as written or without
 *   "City of". "Cape Town" and "Johannesburg" against each other are the metros `City of Cape Town` and
 *   `City of Johannesburg`. A province is `province`.
 * - "Flagged with an arrest made" is `arrest_made === true`; a share is over the rows of the stated
 *   selection (all of them, whatever their other fields), to the nearest whole percent.
 * - "How many more in X than in Y" is the difference of the two sums; X must have more.
 * - "The incident with the most victims" is the row with the largest `num_victims`, named by the parts of
 *   its location no other incident of the notebook shares.
 * - Rankings (municipality by injured, province by incidents with 2+ killed, Free State municipality by
 *   killed, incident by victims) are keyed by place and carry their tally; a tie at the top is an error
 *   in the question.
 * - Refusals: the ground truth holds no number of animals recovered, no parole status, no bail and no
 *   sentences.
 */
import {
  atPlace,
  type BlindQuestion,
  femaleVictims,
  inMunicipality,
  largestIncident,
  maleVictims,
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

const murder = has('murder');
const stockTheft = has('stock theft');
/** A case the release places on a farm. */
const onAFarm = atPlace('farm');
/** A stated figure of at least the given size; an unstated one never reaches it. */
const atLeast =
  (field: 'victims_killed' | 'victims_children' | 'suspects_female', size: number) => (r: DevRow) =>
    (r[field] ?? 0) >= size;
/** Southern winter: June, July or August of any year. */
const inWinter = (r: DevRow) => [6, 7, 8].includes(month(r) ?? 0);
const lateWeek = (r: DevRow) => ['Friday', 'Saturday', 'Sunday'].includes(weekday(r) ?? '');

const injuredByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_injured ?? 0,
  );
const provincesWithTwoKilled = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(atLeast('victims_killed', 2)), (r) => r.province);
const killedByFreeStateMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter(inProvince('Free State')),
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );

export const FRESH70_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the municipal safety planner, on notebook a.
  {
    notebook: 'a',
    question: 'Filter: incidents with 3+ dead (victims killed). How many records come through?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(count(rows, atLeast('victims_killed', 3))),
  },
  {
    notebook: 'a',
    question:
      'If I sort the municipalities by total number of injured victims, descending, which one sits at the top of the list?',
    covers: ['ranking', 'people'],
    ...ranking(injuredByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'Filter on province = Eastern Cape. What percentage of those entries are flagged murder?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Eastern Cape')), murder),
  },
  {
    notebook: 'a',
    question: 'Pivot by weekday - how many murdr records fall on a Fri, Sat or Sun?',
    covers: ['calendar', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, murder, lateWeek)),
  },
  {
    notebook: 'a',
    question: 'Earliest event date among the Western Cape entries flagged attemted murder?',
    covers: ['date', 'conjunction', 'misspelling'],
    expect: (rows) =>
      dateAt(rowsWhere(rows, has('attempted murder'), inProvince('Western Cape')), 'earliest'),
  },

  // Voice 2, the Free State CPF chairperson, on notebook a.
  {
    notebook: 'a',
    question:
      'Dumela ntate. Ke kopa, how many suspects did the mapolesa arrest altogether in the dikgomo theft cases in these reports?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(stockTheft))),
  },
  {
    notebook: 'a',
    question:
      'Ke kopa, just yes or no: in KwaZulu-Natal, was there any case where bana were among the victims?',
    covers: ['yes/no', 'people', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, inProvince('KwaZulu-Natal'), atLeast('victims_children', 1)) > 0),
  },
  {
    notebook: 'a',
    question:
      'Ntate, when was the most recent stock theft case in the Eastern Cape? The day it happened ke kopa, not the day mapolesa put out the statement.',
    covers: ['date', 'conjunction', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, stockTheft, inProvince('Eastern Cape')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Dumela. Of the dikgomo and sheep stolen in these cases, how many animals did the mapolesa recover and give back to the farmers, ke kopa?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Ke kopa ntate, in winter (June, July, August) the criminals are very busy. Taking all the years together, how many people were killed in incidents that happened in those winter months?',
    covers: ['calendar', 'people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inWinter))),
  },

  // Voice 3, the podcast fact-checker, on notebook a.
  {
    notebook: 'a',
    question:
      'We said on air that Cape Town had more murder cases in this collection than Johannesburg. Is that right?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) =>
      yesNo(
        count(rows, murder, inMunicipality('City of Cape Town')) >
          count(rows, murder, inMunicipality('City of Johannesburg')),
      ),
  },
  {
    notebook: 'a',
    question:
      'The host claimed that 40 people were killed across all the incidents in this collection. What is the exact number of people killed, so we can correct the record?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows)),
  },
  {
    notebook: 'a',
    question:
      'We said on air that the earliest murder in KwaZulu-Natal in this collection happened in 2018. What is the exact date of the earliest one?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('KwaZulu-Natal')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Our host said the incident with the most victims in this collection was in Khayelitsha. Where exactly did the incident with the highest number of victims take place?',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.num_victims,
    ),
  },
  {
    notebook: 'a',
    question:
      'The host claimed on air that most of the suspects arrested in these incidents were out on parole at the time. How many of them were actually on parole?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the municipal safety planner, on notebook b.
  {
    notebook: 'b',
    question:
      'Count of records by province, filtered to incidents with 2+ people killed - which province has the most entries?',
    covers: ['ranking', 'people', 'restricted count'],
    ...ranking(provincesWithTwoKilled),
  },
  {
    notebook: 'b',
    question: 'Filter crime = rape. What is the sum of child victims (under 18) across those records?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(has('rape')))),
  },
  {
    notebook: 'b',
    question: 'For the Mpumalanga entries, what % are flagged with an arrest made?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Mpumalanga')), arrested),
  },
  {
    notebook: 'b',
    question:
      'Fatalaties by year: how many more people were killed in incidents dated 2022 than in incidents dated 2023?',
    covers: ['calendar', 'people', 'misspelling'],
    expect: (rows) =>
      excessOf(rows, inYear(2022), inYear(2023), (selected) => peopleTotal('victims_killed', selected)),
  },
  {
    notebook: 'b',
    question: 'How many entries have at least one female suspect flagged?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(count(rows, atLeast('suspects_female', 1))),
  },

  // Voice 2, the Free State CPF chairperson, on notebook b.
  {
    notebook: 'b',
    question: 'Dumela. Ke kopa, here in the Free State, how many of the cases happened polasing, on a farm?',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, inProvince('Free State'), onAFarm)),
  },
  {
    notebook: 'b',
    question:
      'Ke kopa ntate, in our Free State, which municipality had the most people killed in these reports?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(killedByFreeStateMunicipality, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'When did the most recent dikgomo theft in the Free State happen, ke kopa?',
    covers: ['date', 'conjunction', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, stockTheft, inProvince('Free State')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Ntate, how many mapolesa were among the victims in the North West incidents? On duty and off duty both, ke kopa.',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question: 'Ke kopa, in the stock theft cases, how many of the suspects did the court give bail?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the podcast fact-checker, on notebook b.
  {
    notebook: 'b',
    question:
      "We said on air that the Northern Cape had five rape cases in this batch of releases. What's the exact number of rape incidents in the Northern Cape?",
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, has('rape'), inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question:
      'One of our hosts claimed that in the Free State more women than men were victims. Counting only victims whose sex is given, is that true?',
    covers: ['yes/no', 'people', 'conjunction'],
    expect: (rows) => {
      const freeState = rows.filter(inProvince('Free State'));
      return yesNo(femaleVictims(freeState) > maleVictims(freeState));
    },
  },
  {
    notebook: 'b',
    question:
      "We said on air that the most recent case in this set with a child victim was in 2023. What's the actual date of the latest incident where a child was among the victims?",
    covers: ['date', 'people'],
    expect: (rows) => dateAt(rows.filter(atLeast('victims_children', 1)), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'The host said roughly one in three murder cases here also came with an illegal firearm charge. What is the precise percentage of murder incidents that also include illegal firearm possession?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(murder), has('illegal firearm possession')),
  },
  {
    notebook: 'b',
    question:
      'The host said the average prison sentence handed down in these cases was 15 years. What was the actual average sentence?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh70QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH70_QUESTIONS, rows);
