/**
 * The hundred-and-ninety-fifth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A KwaZulu-Natal taxi-industry safety officer (Pietermaritzburg/Msunduzi, Richards Bay/uMhlathuze,
 *    Newcastle, Empangeni, Ladysmith): short, practical, mixing in isiZulu ("bangaki" how many, "kuphi"
 *    where, "ukubulawa" killing, "abantu" people, "unyaka" year), a few typos ("Pietermaritsburg",
 *    "hijackngs"), thinking of routes and drivers.
 * 2. An international human-rights researcher: very long, multi-clause questions that set out their
 *    definitions and conditions first ("For the purposes of this analysis, ... Considering only ...,
 *    what ..."), asking for shares with their base, medians and checks of claims.
 * 3. A retired detective: police jargon and docket abbreviations ("CAS", "GBH", "the accused", "the
 *    complainant", "culpable", "suspects were apprehended", "the deceased"), a couple of misspellings
 *    ("kidnaping", "culpible").
 *
 * The readings chosen (one row is one incident or "docket"; a crime question counts the rows whose
 * `crimes` hold the category):
 * - Dates are `event_date` alone: a row without one is outside every year ("unyaka"), year range,
 *   "from 2022 onward" window, month and weekday, and is never the earliest or latest; `published_date`
 *   is never read. A weekend is a Saturday or Sunday of `event_date`. A month ranking takes the month of
 *   `event_date` in any year.
 * - People are sums of the stated figures: `victims_killed` (killed, "ukubulawa", "abantu killed", the
 *   deceased), `victims_injured` (injured), `victims_children` (children, under eighteen),
 *   `victims_police` (police officers or SAPS members as victims or complainants, on or off duty),
 *   `victims_female` / `victims_male` (the sex of victims), `num_suspects_arrested` (suspects
 *   arrested, apprehended). A null (unstated) figure adds nothing.
 * - "Murder" / "ukubulawa" incidents are `murder`. "Lethal violence" and "homicide dockets" ("murder and
 *   culpable homicide") are `murder` or `culpable homicide` (attempted murder is not). "Hijackings" are
 *   `carjacking` or `truck hijacking`. "CIT" is `cash-in-transit robbery`. "GBH" is `assault gbh`.
 *   "Attempted murder" is `attempted murder`; "rape" is `rape`.
 * - A place named by its town is its municipality: "Pietermaritzburg" / "PMB" is `Msunduzi`. A
 *   municipality ranking ("kuphi in KZN") tallies `municipality` over the KwaZulu-Natal rows, leaving
 *   out rows without one; eThekwini may be answered as "Durban".
 * - "Not apprehended" / "nobody arrested" is `arrest_made === false`; "ended with an arrest" is
 *   `arrest_made === true`; a share of incidents is over the stated base (the province's rows), to the
 *   nearest whole percent.
 * - The share of murder victims who were female is the sum of `victims_female` over the sum of
 *   `victims_female` and `victims_male` over the `murder` rows (nulls add nothing), nearest whole
 *   percent. The share of rape victims who were children is the sum of `victims_children` over the sum
 *   of `num_victims` of the `rape` rows that state both figures, nearest whole percent.
 * - "Known-perpetrator violence" is a `relationship` of `partner`, `family` or `acquaintance`; a
 *   `stranger` or unstated relationship is not.
 * - A docket "with a female suspect" has `suspects_female` above zero; "dockets with a police victim"
 *   sum `victims_police`.
 * - The average suspects apprehended per CIT docket is the mean of the stated `num_suspects_arrested` of
 *   the CIT rows, one decimal. The median suspect age pools every stated age in `suspect_ages` of the
 *   `murder` rows (one per suspect), the middle value (the mean of the two middle ones for an even count).
 * - A claim "every CIT incident led to an arrest" holds when there is at least one CIT row and every one
 *   has `arrest_made === true`; "not a single GBH docket" holds when no row holds `assault gbh`.
 * - "How many more killed in 2020 than in 2024" is the difference of the sums of `victims_killed` by
 *   event year; 2020 must have more.
 * - Rankings (KZN municipality with most incidents, province with most suspects arrested, province with
 *   most killed, murder docket with most suspects apprehended, month with most rapes) each carry their
 *   tally; a tie at the top is an error in the question. The largest murder docket is named by the parts
 *   of its location no other incident shares.
 * - Refusals: the ground truth holds no motives (taxi-route feuds), no court outcomes (convictions,
 *   bail, sentences).
 */
import type { Expectation } from './answer-matching';
import {
  anyCrime,
  type BlindQuestion,
  inMunicipality,
  knewTheAttacker,
  kznProvinceNames,
  largestIncident,
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
  arrested,
  casesOf,
  count,
  dateAt,
  excessOf,
  has,
  inProvince,
  inYear,
  meanOf,
  month,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  rounded,
  sinceYear,
  sum,
  weekend,
  within,
} from './ground-truth-questions';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const murder = has('murder');
/** Lethal violence / homicide: murder or culpable homicide; attempted murder is not one. */
const homicide = anyCrime('murder', 'culpable homicide');
const cit = has('cash-in-transit robbery');
const rape = has('rape');
const kzn = inProvince('KwaZulu-Natal');

/** The middle of the values, or the mean of the two middle ones, to one decimal; none is an error. */
function medianOf(values: readonly number[]): Expectation {
  const sorted = [...values].sort((x, y) => x - y);
  if (sorted.length === 0) throw new Error('no value to take the median of');
  const half = Math.floor(sorted.length / 2);
  const middle =
    sorted.length % 2 === 1 ? (sorted[half] ?? 0) : ((sorted[half - 1] ?? 0) + (sorted[half] ?? 0)) / 2;
  return number(rounded(middle, 1));
}

/** A KwaZulu-Natal municipality as an answer may name it: eThekwini also as Durban. */
const kznMunicipalityNames = (name: string) =>
  name === 'eThekwini' ? [name, 'Durban'] : municipalityNames(name);

const kznMunicipalityTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(kzn), (r) => r.municipality);
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const rapeMonthTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(rape), (r) => {
    const m = month(r);
    return m === undefined ? undefined : MONTH_NAMES[m - 1];
  });

/** The share of victims who were female, over the victims of stated sex of the rows. */
function femaleShare(rows: readonly DevRow[]): Expectation {
  const female = sum(rows.map((r) => r.victims_female));
  return percentage(female, female + sum(rows.map((r) => r.victims_male)));
}

/** The share of the victims who were children, over the rows that state both figures. */
function childShare(rows: readonly DevRow[]): Expectation {
  const both = rows.filter((r) => r.num_victims !== null && (r.victims_children ?? null) !== null);
  return percentage(sum(both.map((r) => r.victims_children ?? null)), sum(both.map((r) => r.num_victims)));
}

export const FRESH195_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the KZN taxi-industry safety officer, on notebook a.
  {
    notebook: 'a',
    question:
      'Sawubona. Bangaki abantu were killed in KZN incidents altogether? I need the ukubulawa total for the province.',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(kzn))),
  },
  {
    notebook: 'a',
    question:
      'Kuphi in KZN are the incidents concentrated? Which municipality has the most - eThekwini, Msunduzi, uMhlathuze, Newcastle, somewhere else?',
    covers: ['ranking', 'slang'],
    ...ranking(kznMunicipalityTally, kznMunicipalityNames),
  },
  {
    notebook: 'a',
    question: 'Our ranks in Pietermaritsburg (Msunduzi) - was there any murder there from 2022 onwards? y/n',
    covers: ['yes/no', 'conjunction', 'calendar', 'misspelling'],
    expect: (rows) => yesNo(count(rows, murder, inMunicipality('Msunduzi'), sinceYear(2022)) > 0),
  },
  {
    notebook: 'a',
    question: 'Weekend ukubulawa in KZN: bangaki murder incidents happened on a Saturday or Sunday?',
    covers: ['calendar', 'conjunction', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder, kzn, weekend)),
  },
  {
    notebook: 'a',
    question:
      'Of the KZN killings, how many were about taxi route disputes or association feuds? I need the motive breakdown for the Richards Bay and Empangeni ranks.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the human-rights researcher, on notebook a.
  {
    notebook: 'a',
    question:
      'For the purposes of this analysis, "lethal violence" means any incident recorded as murder or culpable homicide, excluding attempted murder. Considering only incidents whose date of occurrence is known and falls between 1 January 2019 and 31 December 2022 inclusive, how many incidents of lethal violence are recorded?',
    covers: ['restricted count', 'calendar', 'conjunction'],
    expect: (rows) => number(count(rows, homicide, within('2019-01-01', '2022-12-31'))),
  },
  {
    notebook: 'a',
    question:
      'For the purposes of this analysis, the base is the number of victims whose sex is reported, and victims of unreported sex are excluded from both numerator and denominator. Considering only incidents involving murder, what percentage of those victims were female?',
    covers: ['share', 'people'],
    expect: (rows) => femaleShare(rows.filter(murder)),
  },
  {
    notebook: 'a',
    question:
      'For the purposes of this analysis, law-enforcement effort is measured by the total number of suspects arrested, summed over all incidents and grouped by province. Considering every incident in the notebook, which province accounts for the largest total number of arrested suspects?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'For the purposes of this analysis, a "police victim" is any police officer harmed or targeted, whether on or off duty. Considering only incidents in which at least one police officer is recorded among the victims, on what date did the earliest such incident occur?',
    covers: ['date', 'people'],
    expect: (rows) =>
      dateAt(
        rows.filter((r) => (r.victims_police ?? 0) > 0),
        'earliest',
      ),
  },
  {
    notebook: 'a',
    question:
      'For the purposes of this analysis, accountability is defined as a criminal conviction of at least one accused person. Considering only the murder incidents, in what proportion of cases did the prosecution end in a conviction?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the retired detective, on notebook a.
  {
    notebook: 'a',
    question: 'How many CAS dockets of attempted murder where the suspects were never apprehended?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, has('attempted murder'), notArrested)),
  },
  {
    notebook: 'a',
    question:
      'Eastern Cape, murder and culpible homicide dockets only: total number of the deceased across all of them?',
    covers: ['people', 'restricted count', 'slang', 'misspelling'],
    expect: (rows) =>
      number(peopleTotal('victims_killed', rowsWhere(rows, homicide, inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question: "An old colleague reckons there isn't a single GBH docket in this lot. Is he right, y/n?",
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, has('assault gbh')) === 0),
  },
  {
    notebook: 'a',
    question: 'On average, how many suspects were apprehended per CIT docket? One decimal is fine.',
    covers: ['people', 'slang'],
    expect: (rows) =>
      meanOf(
        rows.filter(cit).map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'a',
    question:
      'Date of the most recent kidnaping docket in Gauteng - the date of the offence, not of the statement?',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rowsWhere(rows, has('kidnapping'), inProvince('Gauteng')), 'latest'),
  },

  // Voice 1, the KZN taxi-industry safety officer, on notebook b.
  {
    notebook: 'b',
    question:
      'Our long-distance drivers pass through Free State. Bangaki murder incidents there, unyaka 2020 to 2023?',
    covers: ['restricted count', 'calendar', 'conjunction', 'slang'],
    expect: (rows) =>
      number(count(rows, murder, inProvince('Free State'), within('2020-01-01', '2023-12-31'))),
  },
  {
    notebook: 'b',
    question: 'Vehicle hijackngs - cars and trucks together - bangaki incidents?',
    covers: ['restricted count', 'slang', 'misspelling'],
    expect: (rows) => number(count(rows, anyCrime('carjacking', 'truck hijacking'))),
  },
  {
    notebook: 'b',
    question: 'Kuphi were the most abantu killed? Which province tops the ukubulawa count?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'Following up on the routes north: in Limpopo, how many abantu were injured altogether?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(inProvince('Limpopo')))),
  },
  {
    notebook: 'b',
    question: 'Mpumalanga - out of all the incidents there, what % ended with an arrest?',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(inProvince('Mpumalanga')), arrested),
  },

  // Voice 2, the human-rights researcher, on notebook b.
  {
    notebook: 'b',
    question:
      'For the purposes of this analysis, "known-perpetrator violence" is any incident where the recorded relationship between attacker and victim is that of a partner, a family member or an acquaintance; incidents involving strangers or with no recorded relationship do not qualify. Considering all incidents in the notebook, how many qualify as known-perpetrator violence?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(count(rows, knewTheAttacker)),
  },
  {
    notebook: 'b',
    question:
      'For the purposes of this analysis, each suspect whose age is stated counts once, and suspects without a stated age are disregarded. Considering only incidents involving murder, what is the median age of those suspects?',
    covers: ['people'],
    expect: (rows) => medianOf(rows.filter(murder).flatMap((r) => r.suspect_ages ?? [])),
  },
  {
    notebook: 'b',
    question:
      'For the purposes of this analysis, an incident counts as resolved by arrest if at least one suspect was arrested by the time of the release. It has been asserted that every cash-in-transit robbery in this notebook was resolved by arrest. Considering only cash-in-transit robberies, is that claim correct?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => {
      const heists = rows.filter(cit);
      return yesNo(heists.length > 0 && heists.every(arrested));
    },
  },
  {
    notebook: 'b',
    question:
      'For the purposes of this analysis, a child is any person under the age of eighteen, and the base is the total number of victims in rape incidents where both the number of victims and the number of child victims are reported. Considering only incidents involving rape, what percentage of those victims were children?',
    covers: ['share', 'people'],
    expect: (rows) => childShare(rows.filter(rape)),
  },
  {
    notebook: 'b',
    question:
      'For the purposes of this analysis, fatalities are the persons recorded as killed, and incidents without a known date of occurrence are excluded. Comparing incidents that occurred in 2020 with those that occurred in 2024, how many more people were killed in 2020 than in 2024?',
    covers: ['people', 'calendar'],
    expect: (rows) =>
      excessOf(rows, inYear(2020), inYear(2024), (selected) => peopleTotal('victims_killed', selected)),
  },

  // Voice 3, the retired detective, on notebook b.
  {
    notebook: 'b',
    question: 'Of all the murder dockets, which one had the most suspects apprehended? Where did it happen?',
    covers: ['ranking', 'slang'],
    ...largestIncident(murder, (r) => r.num_suspects_arrested),
  },
  {
    notebook: 'b',
    question:
      'Where the complainant was a member of the SAPS, on or off duty: how many members were victims in total, all dockets together?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question: 'Rape dockets by month of the offence, all years together - which month had the most?',
    covers: ['ranking', 'calendar'],
    ...ranking(rapeMonthTally),
  },
  {
    notebook: 'b',
    question: 'How many dockets had at least one female among the accused?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, (r) => (r.suspects_female ?? 0) > 0)),
  },
  {
    notebook: 'b',
    question:
      'The accused in the Mareetsane murder - what sentence did the court hand down, and was bail opposed?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh195QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH195_QUESTIONS, rows);
