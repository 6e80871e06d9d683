/**
 * The two-hundred-and-sixth fresh question set (blind): thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A tabloid night-desk sub-editor: headlines in a hurry, CAPITALS for emphasis, abbreviations ("GBH",
 *    "CIT", "ppl", "cnt", "b/c"), typos ("kidnapings"), impatient follow-ups, claims from a rival paper
 *    to verify.
 * 2. A provincial legislature researcher: formal committee language ("the honourable member asserts"),
 *    breakdowns by province and municipality, comparisons between periods, shares and medians.
 * 3. A data-science student: pandas or SQL-ish fragments mixed with English, sometimes with wrong syntax
 *    ("df[df.province=='KZN']", "SELECT MIN(event_date) ... WHERE crimes LIKE").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, period, weekend and weekday,
 *   and is never the earliest or latest; `published_date` is never read. A weekend is a Saturday or
 *   Sunday of `event_date`; a weekday is the day name of `event_date`. A period "2017–2019" runs from
 *   1 January of the first year to 31 December of the last.
 * - People are sums of the stated figures: `victims_killed` (killed, body count), `victims_injured`
 *   (injured, hurt), `victims_children` (kids, children under eighteen), `victims_female` (women
 *   victims), `num_suspects_arrested` (ppl arrested, suspects arrested, nabbed). A null (unstated) figure
 *   adds nothing. `df[df.victims_female>0]` counts the rows whose stated `victims_female` is above zero.
 * - "Murder" is the `murder` category alone (attempted murder is not one); in the pandas fragments
 *   `'murder' in c` is list membership of `crimes`, so also `murder` alone. "GBH" is `assault gbh`;
 *   "CIT" is `cash-in-transit robbery`; "kidnapping" is `kidnapping`; "rape" is `rape`; "illegal mining"
 *   is `illegal mining`.
 * - "Not arrested" / `arrest_made==False` is `arrest_made === false` (an unstated arrest is neither).
 * - "KZN" is KwaZulu-Natal, "NW" North West; a province answer may name KwaZulu-Natal as "KZN".
 *   "Municipality" is `municipality` (rows without one are left out), answered as written or without
 *   "City of"; "the City of Cape Town metropolitan municipality" is `City of Cape Town`.
 * - "Relationship acquaintance" is `relationship === 'acquaintance'` alone.
 * - A share of incidents is over the named rows, to the nearest whole percent; the share of people
 *   killed in a province is that province's stated killed over the notebook's stated killed, nearest
 *   whole percent.
 * - The median of suspects arrested is over the incidents whose `num_suspects_arrested` is stated (the
 *   mean of the middle two when their number is even). The mean suspect age is over every stated age in
 *   `suspect_ages` (one per suspect), to one decimal.
 * - "By how many did the later period exceed the earlier" is the difference of the two counts; the later
 *   must have more. "More murders than any other province" holds only when the province's murder count
 *   is strictly above every other province's.
 * - Rankings (the incident with the most injured, named by the parts of its location no other incident
 *   shares; the municipality of KwaZulu-Natal or North West with most incidents; the weekday of
 *   KwaZulu-Natal with most incidents; the province with most suspects arrested) each carry their
 *   tally; a tie at the top is an error in the question.
 * - A list of provinces is every province with at least one incident of the crime, in any order.
 * - Refusals: the releases' ground truth holds no parole or bail status of suspects, no convictions or
 *   sentences, no weapon types, no rand values stolen, and no vehicle makes.
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
  percentage,
  ranking,
  rowsWhere,
  suspectAges,
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
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const cit = has('cash-in-transit robbery');

/** The median of the stated values (the mean of the middle two when their number is even). */
function medianOf(values: (number | null)[]): Expectation {
  const stated = values.filter((v): v is number => v !== null).sort((x, y) => x - y);
  if (stated.length === 0) throw new Error('no stated value to take a median of');
  const middle = Math.floor(stated.length / 2);
  const value =
    stated.length % 2 === 1 ? (stated[middle] ?? 0) : ((stated[middle - 1] ?? 0) + (stated[middle] ?? 0)) / 2;
  return number(value);
}

/** The murder incidents of one province. */
const murdersIn = (rows: readonly DevRow[], province: string) => count(rows, murder, inProvince(province));

/** The provinces with at least one incident that passes the test, in alphabetical order. */
const provincesWhere = (rows: readonly DevRow[], test: (r: DevRow) => boolean): Expectation => {
  const provinces = [...new Set(rows.filter(test).map((r) => r.province))].sort();
  if (provinces.length === 0) throw new Error('no province to list');
  return { kind: 'list', value: provinces };
};

const municipalityTallyIn = (province: string) => (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(inProvince(province)), (r) => r.municipality);
const weekdayTallyIn = (province: string) => (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(inProvince(province)), weekday);

export const FRESH206_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the tabloid night-desk sub-editor, on notebook a.
  {
    notebook: 'a',
    question:
      'RIVAL RAG is running "KZN now worse than Eastern Cape for MURDER" - did KZN actually have MORE murder cases than EC in these releases? y/n, attempted murders dont count',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(murdersIn(rows, 'KwaZulu-Natal') > murdersIn(rows, 'Eastern Cape')),
  },
  {
    notebook: 'a',
    question: 'kidnapings in Gauteng - cnt?? quick pls, page 5 closing',
    covers: ['restricted count', 'conjunction', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, has('kidnapping'), inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question: 'Which single incident had the MOST ppl INJURED? Need the place name for the splash',
    covers: ['ranking', 'people', 'slang'],
    ...largestIncident(
      () => true,
      (r) => r.victims_injured ?? null,
    ),
  },
  {
    notebook: 'a',
    question:
      'WEEKEND CARNAGE piece: total ppl killed in murders that happened on a Sat or Sun? b/c the editor wants one big number',
    covers: ['people', 'calendar', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rowsWhere(rows, murder, weekend))),
  },
  {
    notebook: 'a',
    question:
      'How many of the ppl nabbed were already out on PAROLE or bail when they were arrested?? need it for the "revolving door" headline',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the provincial legislature researcher, on notebook a.
  {
    notebook: 'a',
    question:
      'The honourable member asserts that more than half of the incidents recorded in the Western Cape occurred within the City of Cape Town metropolitan municipality. For the committee, what share of the Western Cape incidents, as a percentage, fell within that municipality?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Western Cape')), inMunicipality('City of Cape Town')),
  },
  {
    notebook: 'a',
    question:
      'For the comparison between reporting periods requested by the committee: by how many incidents did the period 2022 to 2024 exceed the period 2017 to 2019, counting by the date on which each incident occurred?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => excessOf(rows, within('2022-01-01', '2024-12-31'), within('2017-01-01', '2019-12-31')),
  },
  {
    notebook: 'a',
    question:
      'With reference to the KwaZulu-Natal portfolio, which municipality within that province accounts for the largest number of recorded incidents?',
    covers: ['ranking'],
    ...ranking(municipalityTallyIn('KwaZulu-Natal'), municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'The committee would be grateful for the median number of suspects arrested per incident in the Eastern Cape, taking only those incidents for which the figure is stated.',
    covers: ['people', 'restricted count'],
    expect: (rows) => medianOf(rows.filter(inProvince('Eastern Cape')).map((r) => r.num_suspects_arrested)),
  },
  {
    notebook: 'a',
    question:
      'The honourable member further asks what proportion of the suspects arrested in these matters were subsequently convicted in court, that is, the conviction rate.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the data-science student, on notebook a.
  {
    notebook: 'a',
    question: 'df.suspect_ages.explode().astype(float).mean().round(1)  # avg age of suspects over all rows?',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows), 1),
  },
  {
    notebook: 'a',
    question:
      "SELECT MIN(event_date) FROM incidents WHERE crimes LIKE '%kidnapping%' -- earliest kidnapping?",
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      "df[df.province=='KZN'].event_date.dt.day_name().value_counts().idxmax()  -> which weekday has the most KZN incidents",
    covers: ['ranking', 'calendar', 'slang'],
    ...ranking(weekdayTallyIn('KwaZulu-Natal')),
  },
  {
    notebook: 'a',
    question:
      "len(df[(df.crimes.apply(lambda c: 'murder' in c)) & (df.arrest_made == False]) ... how many murders with nobody arrested",
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, murder, notArrested)),
  },
  {
    notebook: 'a',
    question: "df.groupby('weapon_type').size().sort_values().tail(1) - which weapon type is used most?",
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the tabloid night-desk sub-editor, on notebook b.
  {
    notebook: 'b',
    question: 'Rival says there was a GBH case in North West. Was there ANY GBH in NW at all?? y/n',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, has('assault gbh'), inProvince('North West')) > 0),
  },
  {
    notebook: 'b',
    question: 'RAPE cases - how many of the victims were KIDS (under 18)? total, not cnt of cases',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(has('rape')))),
  },
  {
    notebook: 'b',
    question: 'Which province had the MOST ppl arrested, all incidents added up? need it for the strap',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(
      (rows) =>
        tallyOf(
          rows,
          (r) => r.province,
          (r) => r.num_suspects_arrested ?? 0,
        ),
      kznProvinceNames,
    ),
  },
  {
    notebook: 'b',
    question: 'latest CIT hit in here - what DATE did it happen? not when the cops put it out',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'CIT gangs - how much CASH did they get away with, rand value total? BIG number for the headline',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the provincial legislature researcher, on notebook b.
  {
    notebook: 'b',
    question:
      'The honourable member for the Free State asserts that her province recorded more murder incidents than any other province in this collection. Is that assertion borne out by the records?',
    covers: ['yes/no', 'restricted count'],
    expect: (rows) => {
      const free = murdersIn(rows, 'Free State');
      const others = [...new Set(rows.map((r) => r.province))].filter((p) => p !== 'Free State');
      return yesNo(others.every((p) => murdersIn(rows, p) < free));
    },
  },
  {
    notebook: 'b',
    question:
      'What share of all persons killed across the collection were killed in the Free State, expressed as a percentage?',
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(
        peopleByProvince('victims_killed')(rows).get('Free State') ?? 0,
        peopleTotal('victims_killed', rows),
      ),
  },
  {
    notebook: 'b',
    question:
      'Comparing periods for Limpopo: by how many incidents did the period 2020 to 2025 exceed the period 2015 to 2019, according to the dates on which the incidents took place?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) =>
      excessOf(
        rows.filter(inProvince('Limpopo')),
        within('2020-01-01', '2025-12-31'),
        within('2015-01-01', '2019-12-31'),
      ),
  },
  {
    notebook: 'b',
    question:
      'For the North West provincial oversight visit: which local or metropolitan municipality in North West recorded the greatest number of incidents?',
    covers: ['ranking'],
    ...ranking(municipalityTallyIn('North West'), municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'The committee further requests the average length of the prison sentences handed down in these cases, in years.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the data-science student, on notebook b.
  {
    notebook: 'b',
    question: 'df[df.victims_female > 0].shape[0]   # rows with at least one female victim',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(count(rows, (r) => (r.victims_female ?? 0) > 0)),
  },
  {
    notebook: 'b',
    question:
      "SELECT COUNT(*) FROM df WHERE 'rape' IN crimes AND relationship = 'acquaintance'  -- does this even work on a list col lol",
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, has('rape'), (r) => r.relationship === 'acquaintance')),
  },
  {
    notebook: 'b',
    question: "df[df.event_date.between('2020-01-01','2020-12-31')].victims_killed.sum()",
    covers: ['calendar', 'people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(within('2020-01-01', '2020-12-31')))),
  },
  {
    notebook: 'b',
    question: "df[df.crimes.apply(lambda c: 'illegal mining' in c)].province.unique().tolist()",
    covers: ['restricted count'],
    expect: (rows) => provincesWhere(rows, anyCrime('illegal mining')),
  },
  {
    notebook: 'b',
    question:
      "df[df.crimes.str.contains('carjacking')].vehicle_make.value_counts()  -- which car brands get taken?",
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh206QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH206_QUESTIONS, rows);
