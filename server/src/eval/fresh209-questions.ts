/**
 * The two-hundred-and-ninth fresh question set (blind): thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. An Eastern Cape youth-radio presenter: playful, slang ("eish", "sharp", "yoh", "mos"), isiXhosa
 *    words ("zingaphi" how many, "phi" where/which, "nini" when, "abantu abangaphi" how many people,
 *    "kwi" in), short and impatient, emoticons typed into the words (":)", ":D"), a few misspellings
 *    ("murdas", "kidnaping").
 * 2. A municipal councillor's researcher: names municipalities and their towns, asks about wards (which
 *    the records lack), compares two named municipalities, and wants totals of victims.
 * 3. A spreadsheet-minded NGO monitor: Excel-style formulas and filter descriptions over the records'
 *    own column names (`COUNTIFS`, `SUMIFS`, `MEDIAN`, `MAXIFS`, a pivot), mixed with prose.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every date range and weekday, and is
 *   never the earliest or latest; `published_date` is never read. A date range ("event_date >=
 *   2020-06-01 AND event_date <= 2021-06-30") includes both ends. A weekday is the weekday of
 *   `event_date`.
 * - "Murders" / "murdas" are `murder` (attempted murder is not one); "kidnaping" is `kidnapping`; "CIT
 *   robbery" is `cash-in-transit robbery`; a formula's `"*rape*"`, `"*attempted murder*"` or
 *   `"*illegal mining*"` is that category in `crimes`, and `crimes contains "murder" (NOT attempted
 *   murder)` is `murder` alone.
 * - Victims ("victims in total", "total victims") are the sum of `num_victims`; people killed are
 *   `victims_killed`, injured `victims_injured`, children among the victims `victims_children`. A null
 *   (unstated, a blank cell) figure adds nothing.
 * - A municipality is `municipality` as the ground truth spells it: "City of Cape Town", "City of
 *   Johannesburg", "eThekwini", "Mangaung", "Maluti-a-Phofung", "Madibeng", "City of Matlosana",
 *   "Rustenburg"; the towns the researcher lists in brackets are only a gloss, never a filter on
 *   `location`. A municipality answered by name may drop "City of". A province is `province`.
 * - "Arrest_made = FALSE" is `arrest_made === false` (a null is not false); "arrest_made = TRUE" is
 *   `arrest_made === true`. A share of incidents is over the selected rows, to the nearest whole percent.
 * - "A woman among the suspects" is a row whose `suspects_female` is stated and at least one; the share
 *   is over all the notebook's rows.
 * - The median suspect age takes one value per suspect from `suspect_ages` (rows without ages add none);
 *   the mean arrests per murder incident averages the stated `num_suspects_arrested` of the `murder`
 *   rows (a blank is skipped, as AVERAGE skips it), to one decimal.
 * - "How many more in P than in Q" is the difference of the two counts (or victim sums); P must have
 *   more. "Did P record more victims than Q" is a yes/no on the two sums of `num_victims`.
 * - The list of Eastern Cape municipalities with a murder is every distinct `municipality` of the
 *   Eastern Cape `murder` rows (rows without one are left out), in alphabetical order.
 * - Rankings (Gauteng municipality with most incidents, Northern Cape municipality with most incidents,
 *   province with most suspects arrested) each carry their tally; a tie at the top is an error in the
 *   question.
 * - Refusals: the ground truth holds no time of day, no wards, no bail status of suspects and no Rand
 *   value of what was stolen.
 */
import type { Expectation } from './answer-matching';
import {
  anyCrime,
  type BlindQuestion,
  inMunicipality,
  peopleTotal,
  ranking,
  rowsWhere,
  suspectAges,
  tallyOf,
  victims,
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
  meanOf,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  rounded,
  weekday,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const rape = has('rape');
const kidnapping = has('kidnapping');
const cit = has('cash-in-transit robbery');

/** The median of the values; an even count takes the mean of the middle two, to one decimal. */
function medianOf(values: readonly number[]): Expectation {
  const sorted = [...values].sort((x, y) => x - y);
  if (sorted.length === 0) throw new Error('no value to take a median of');
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return number(sorted[middle] ?? 0);
  return number(rounded(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2, 1));
}

/** The incidents per municipality within one province (rows without a municipality are left out). */
const municipalityTallyIn = (province: string) => (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(inProvince(province)), (r) => r.municipality);

/** The suspects arrested per province, an unstated figure adding nothing. */
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

/** A row with at least one woman among its stated suspects. */
const femaleSuspect = (r: DevRow) => (r.suspects_female ?? 0) > 0;

export const FRESH209_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the youth-radio presenter, on notebook a.
  {
    notebook: 'a',
    question: 'eish zingaphi murdas in the Eastern Cape mos? just the number sharp :)',
    covers: ['restricted count', 'conjunction', 'slang', 'misspelling'],
    expect: (rows) => number(count(rows, murder, inProvince('Eastern Cape'))),
  },
  {
    notebook: 'a',
    question: 'yoh zingaphi incidents went down on a Wednesday? midweek madness phi :D',
    covers: ['calendar', 'slang'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Wednesday')),
  },
  {
    notebook: 'a',
    question: 'nini was the latest kidnaping in Gauteng? date only pls, sharp',
    covers: ['date', 'misspelling', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, kidnapping, inProvince('Gauteng')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'abantu abangaphi got injured in the KZN incidents, all together? eish :(',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question: 'zingaphi of these happened late at night, like after 10pm? asking for the show lol ;)',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the councillor's researcher, on notebook a.
  {
    notebook: 'a',
    question:
      'For a council briefing comparing the two metros: how many more victims in total were recorded in City of Cape Town incidents than in City of Johannesburg incidents?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inMunicipality('City of Cape Town'), inMunicipality('City of Johannesburg'), victims),
  },
  {
    notebook: 'a',
    question:
      'What is the total number of victims across the incidents in the eThekwini Metropolitan Municipality (Durban, Umlazi, Glenwood and surrounds)?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(victims(rows.filter(inMunicipality('eThekwini')))),
  },
  {
    notebook: 'a',
    question:
      'The councillor represents a ward in Ekurhuleni. Which ward in Ekurhuleni had the most incidents, and how many were in Ward 23 specifically?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'For a provincial oversight report, please list the Eastern Cape municipalities (local or metro) where at least one murder was recorded.',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => ({
      kind: 'list',
      value: [
        ...new Set(
          rowsWhere(rows, murder, inProvince('Eastern Cape')).flatMap((r) =>
            r.municipality ? [r.municipality] : [],
          ),
        ),
      ].sort(),
    }),
  },
  {
    notebook: 'a',
    question:
      'Within Gauteng only, which municipality (Johannesburg, Ekurhuleni, Tshwane or Midvaal) had the most incidents?',
    covers: ['ranking'],
    ...ranking(municipalityTallyIn('Gauteng'), municipalityNames),
  },

  // Voice 3, the NGO monitor, on notebook a.
  {
    notebook: 'a',
    question: 'COUNTIFS(province,"Western Cape",crimes,"*attempted murder*") - what does that give?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, has('attempted murder'), inProvince('Western Cape'))),
  },
  {
    notebook: 'a',
    question: 'filter: arrest_made = FALSE, then SUM(victims_killed). Blank cells count as 0.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(notArrested))),
  },
  {
    notebook: 'a',
    question:
      '=MEDIAN(suspect_ages) over every suspect with a stated age (one value per suspect, blanks skipped). Result?',
    covers: ['people'],
    expect: (rows) => medianOf(suspectAges(rows)),
  },
  {
    notebook: 'a',
    question:
      'AVERAGEIFS(num_suspects_arrested, crimes contains "murder" (NOT attempted murder)) - mean arrests per murder incident, 1 dp pls',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      meanOf(
        rows.filter(murder).map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'a',
    question:
      "Claim check from a partner org: 'every CIT robbery in the data has arrest_made = TRUE'. Is that right, Y/N?",
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(rows.filter(cit).length > 0 && rows.filter(cit).every(arrested)),
  },

  // Voice 1, the youth-radio presenter, on notebook b.
  {
    notebook: 'b',
    question: 'yoh is it true mos that Northern Cape has more rape cases than Free State? yes or no sharp :)',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) =>
      yesNo(count(rows, rape, inProvince('Northern Cape')) > count(rows, rape, inProvince('Free State'))),
  },
  {
    notebook: 'b',
    question: 'abantu abangaphi were killed kwi North West? total pls, eish',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question: 'what % of the cases had a woman among the suspects? :O eish',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows, femaleSuspect),
  },
  {
    notebook: 'b',
    question: 'nini is the oldest case in here? earliest date phi? :)',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows, 'earliest'),
  },
  {
    notebook: 'b',
    question: 'sharp, zingaphi of the suspects were already out on bail when they got bust? yoh',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the councillor's researcher, on notebook b.
  {
    notebook: 'b',
    question:
      'Comparing Mangaung Metro with Maluti-a-Phofung (QwaQwa, Harrismith): how many more incidents were there in Mangaung?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => excessOf(rows, inMunicipality('Mangaung'), inMunicipality('Maluti-a-Phofung')),
  },
  {
    notebook: 'b',
    question:
      'Total victims across the incidents in Madibeng Local Municipality (Brits, Hartbeespoort, Mothotlung, Hebron)?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(victims(rows.filter(inMunicipality('Madibeng')))),
  },
  {
    notebook: 'b',
    question:
      'For the Northern Cape, which local municipality has the highest number of incidents in these releases?',
    covers: ['ranking'],
    ...ranking(municipalityTallyIn('Northern Cape'), municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Could you break the Mangaung incidents down by ward? We need the count for Ward 17 (Bloemfontein CBD) in particular.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Did the City of Matlosana (Klerksdorp, Stilfontein, Khuma) record more victims in total than Rustenburg? Yes or no.',
    covers: ['yes/no', 'people'],
    expect: (rows) =>
      yesNo(
        victims(rows.filter(inMunicipality('City of Matlosana'))) >
          victims(rows.filter(inMunicipality('Rustenburg'))),
      ),
  },

  // Voice 3, the NGO monitor, on notebook b.
  {
    notebook: 'b',
    question:
      '=COUNTIFS(province,"Mpumalanga",arrest_made,TRUE)/COUNTIF(province,"Mpumalanga") as a %, whole number',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Mpumalanga')), arrested),
  },
  {
    notebook: 'b',
    question:
      'filter: event_date >= 2020-06-01 AND event_date <= 2021-06-30, then COUNTA the rows (rows with no event_date drop out)',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2020-06-01', '2021-06-30'))),
  },
  {
    notebook: 'b',
    question: 'SUMIFS(victims_children, crimes, "*rape*") = ?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(rape))),
  },
  {
    notebook: 'b',
    question:
      'pivot: rows = province, values = SUM(num_suspects_arrested), sorted descending. Which province sits on top?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question:
      'MAXIFS(event_date, crimes, "*illegal mining*") -> the most recent illegal mining incident date',
    covers: ['date', 'restricted count'],
    expect: (rows) => dateAt(rows.filter(anyCrime('illegal mining')), 'latest'),
  },
];

export const fresh209QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH209_QUESTIONS, rows);
