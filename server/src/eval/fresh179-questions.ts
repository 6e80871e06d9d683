/**
 * The hundred-and-seventy-ninth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A mining-community liaison officer: illegal mining, zama zamas, explosives, busts near the mines and
 *    the East Rand mine dumps, "Vala Umgodi"; plain English with local terms.
 * 2. An investigative journalist following one kind of crime, kidnapping, across provinces and years:
 *    the first and last cases, counts per year, where the most were, how one province compares with
 *    another; the odd typo ("kidnappng").
 * 3. A spreadsheet power-user who writes questions like formulas or filters: guessed column names
 *    (`crimes`, `provnce`, `arrest_made`), AND/OR/NOT, ">=", "<>", COUNTIFS, SUMIFS, AVERAGE, FILTER.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category, and a row counts once however many of the asked categories it holds):
 * - "Zama zamas", "zama zama cases", "illegal mining busts" are the rows whose `crimes` hold
 *   `illegal mining`, whatever the location; a theft of cable or copper is not illegal mining. "Zama
 *   zamas arrested" is the sum of `num_suspects_arrested` over those rows (a null adds nothing).
 * - "A woman among the suspects" is a stated `suspects_female` above 0 on an illegal-mining row; a null
 *   (unstated) figure is not a woman.
 * - "An unlicensed firearm" / "illegal guns" is `illegal firearm possession`.
 * - A municipality ("Ekurhuleni municipality", the East Rand) is `municipality` exactly; a share of its
 *   incidents is over the rows of that municipality, to the nearest whole percent.
 * - "Kidnapping" is `kidnapping` alone (not `human trafficking`, `carjacking` or `extortion`). "Murder"
 *   (`crimes="murder"`) is `murder` alone; attempted murder is only counted when named.
 * - Dates are `event_date` alone: the first/earliest and the last/most recent case are the smallest and
 *   largest `event_date`; a row without one is outside every year and ">=" window and never first or
 *   last; `published_date` is never read. "In 2019" is an `event_date` in that calendar year;
 *   `event_date>=2020-01-01` includes the first of January.
 * - People are sums of the stated figures: `num_suspects_arrested` (arrested, people arrested),
 *   `victims_killed`, `victims_injured`; a null adds nothing.
 * - `arrest_made=FALSE` is a stated false; an unstated (null) arrest is not FALSE. `COUNTA(incident)` is
 *   every row of the notebook.
 * - `crimes<>"illegal mining"` (NOT) leaves out every row whose `crimes` hold `illegal mining`, even
 *   when they hold other crimes too.
 * - `AVERAGE(suspect_ages)` takes each stated suspect's age once (a row with two suspects adds two
 *   ages), rounded to one decimal; rows without ages add nothing.
 * - The share of `relationship = "acquaintance"` is over the rows whose `relationship` is stated, to the
 *   nearest whole percent.
 * - "How many more in P than in Q" is the difference of the two counts; P must have more.
 * - Rankings (province with the most kidnappings, municipality with the most injured, the illegal-mining
 *   bust with the most arrests) each carry their tally; a tie at the top is an error in the question.
 *   The largest bust is named by the parts of its location no other incident shares; a municipality
 *   may be answered without "City of".
 * - `UNIQUE(FILTER(provnce, ...))` is the list of distinct provinces of the matching rows.
 * - Refusals: the ground truth holds no quantity of explosives seized, no number of mine shafts closed
 *   and no ransom amounts.
 */
import {
  anyCrime,
  type BlindQuestion,
  inMunicipality,
  largestIncident,
  not,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
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
  inYear,
  meanOf,
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
} from './ground-truth-questions';

const zamaZama = has('illegal mining');
const kidnapping = has('kidnapping');
const murder = has('murder');
const rape = has('rape');
const stockTheft = has('stock theft');
const illegalGun = has('illegal firearm possession');
const ekurhuleni = inMunicipality('Ekurhuleni');
/** A stated false: an unstated arrest is not one. */
const arrestFalse = (r: DevRow) => r.arrest_made === false;

const kidnappingProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(kidnapping), (r) => r.province);
const injuredMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_injured ?? 0,
  );

/** The distinct values in the order they first occur. */
const distinctValues = (values: string[]) => [...new Set(values)];

export const FRESH179_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the mining-community liaison officer, on notebook a.
  {
    notebook: 'a',
    question: 'How many zama zama cases are in these releases? I mean illegal mining, not the cable theft.',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, zamaZama)),
  },
  {
    notebook: 'a',
    question:
      'Our office covers the East Rand mine dumps. How many suspects were arrested in total across all the incidents in Ekurhuleni municipality?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(ekurhuleni))),
  },
  {
    notebook: 'a',
    question: 'Of all the incidents in Ekurhuleni, what percentage were illegal mining?',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(ekurhuleni), zamaZama),
  },
  {
    notebook: 'a',
    question:
      'Were the zama zamas in any of these cases also caught with unlicensed guns? Just yes or no please.',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, zamaZama, illegalGun) > 0),
  },
  {
    notebook: 'a',
    question:
      'How many kilograms of explosives did the police seize across all these cases? The guys working the old shafts use a lot of it.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the investigative journalist following kidnappings, on notebook a.
  {
    notebook: 'a',
    question:
      "I'm following kidnappings across the provinces for a long read. On what date did the first kidnapping in these releases happen (the incident itself, not when police announced it)?",
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'And the most recent kidnappng in the set - what date did it take place?',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'latest'),
  },
  {
    notebook: 'a',
    question: 'How many kidnappings took place in 2019? Going by when each kidnapping happened.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, kidnapping, inYear(2019))),
  },
  {
    notebook: 'a',
    question: 'Which province had the most kidnapping cases overall?',
    covers: ['ranking'],
    ...ranking(kidnappingProvinceTally),
  },
  {
    notebook: 'a',
    question: 'How many more kidnappings were recorded in Gauteng than in KwaZulu-Natal?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => kidnapping(r) && inProvince('Gauteng')(r),
        (r) => kidnapping(r) && inProvince('KwaZulu-Natal')(r),
      ),
  },

  // Voice 3, the spreadsheet power-user, on notebook a.
  {
    notebook: 'a',
    question: '=COUNTIFS(crimes,"murder",province,"KwaZulu-Natal",event_date,">=2020-01-01")',
    covers: ['conjunction', 'calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, inProvince('KwaZulu-Natal'), sinceYear(2020))),
  },
  {
    notebook: 'a',
    question: 'SUM(victims_killed) WHERE province = "Western Cape" AND "murder" IN crimes',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      number(peopleTotal('victims_killed', rowsWhere(rows, inProvince('Western Cape'), murder))),
  },
  {
    notebook: 'a',
    question: '=COUNTIF(arrest_made,FALSE)/COUNTA(incident) as a %, 0 decimals',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrestFalse),
  },
  {
    notebook: 'a',
    question: 'group by municipality, SUM(victims_injured), sort desc - which one is row 1?',
    covers: ['ranking', 'people'],
    ...ranking(injuredMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'FILTER rows where crimes="rape" AND arrest_made=FALSE -> any rows at all? Y/N',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, rape, arrestFalse) > 0),
  },

  // Voice 1, the mining-community liaison officer, on notebook b.
  {
    notebook: 'b',
    question: 'How many zama zamas were arrested altogether in the illegal mining cases?',
    covers: ['people', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(zamaZama))),
  },
  {
    notebook: 'b',
    question: 'Which illegal mining bust had the most people arrested? Where was it?',
    covers: ['ranking'],
    ...largestIncident(zamaZama, (r) => r.num_suspects_arrested),
  },
  {
    notebook: 'b',
    question: 'Was there any woman among the suspects in the illegal mining cases? Yes or no.',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(peopleTotal('suspects_female', rows.filter(zamaZama)) > 0),
  },
  {
    notebook: 'b',
    question: 'When was the earliest illegal mining incident in these releases? The date it happened please.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(zamaZama), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'How many illegal shafts did Operation Vala Umgodi close in these cases?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the investigative journalist following kidnappings, on notebook b.
  {
    notebook: 'b',
    question: 'For my kidnapping series: which date was the earliest kidnapping in this notebook?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Latest kidnapping on record here - when did it happen?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Kidnapings in 2023: how many were there?',
    covers: ['calendar', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, kidnapping, inYear(2023))),
  },
  {
    notebook: 'b',
    question: 'Across the provinces, where were the most kidnappings?',
    covers: ['ranking'],
    ...ranking(kidnappingProvinceTally),
  },
  {
    notebook: 'b',
    question: 'What was the total ransom demanded across all the kidnapping cases, in rand?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the spreadsheet power-user, on notebook b.
  {
    notebook: 'b',
    question: 'count rows where province="Limpopo" AND (crimes="murder" OR crimes="attempted murder")',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Limpopo'), anyCrime('murder', 'attempted murder'))),
  },
  {
    notebook: 'b',
    question: '=SUMIFS(num_suspects_arrested, provnce, "North West", crimes, "<>illegal mining")',
    covers: ['people', 'conjunction', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, inProvince('North West'), not(zamaZama)))),
  },
  {
    notebook: 'b',
    question: 'AVERAGE(suspect_ages) where crimes = rape, ROUND(...,1) - each suspect age counted once',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      meanOf(
        rows.filter(rape).flatMap((r) => r.suspect_ages ?? []),
        1,
      ),
  },
  {
    notebook: 'b',
    question: '=COUNTIF(relationship,"acquaintance")/COUNTA(relationship) as %, blanks excluded',
    covers: ['share'],
    expect: (rows) => {
      const stated = rows.filter((r) => r.relationship !== null && r.relationship !== undefined);
      return percentage(stated.filter((r) => r.relationship === 'acquaintance').length, stated.length);
    },
  },
  {
    notebook: 'b',
    question: '=UNIQUE(FILTER(provnce, crimes="stock theft"))',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => {
      const provinces = distinctValues(rows.filter(stockTheft).map((r) => r.province));
      if (provinces.length === 0) throw new Error('no stock theft to list');
      return { kind: 'list', value: provinces };
    },
  },
];

export const fresh179QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH179_QUESTIONS, rows);
