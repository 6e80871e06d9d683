/**
 * The hundred-and-sixty-sixth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A hospital trauma-unit doctor: people injured and killed, children, weekends; clipped ward shorthand
 *    ("pts", "ppl", "wknd", "GSW", "1 dp") and the odd typo of a tired night shift ("injrd").
 * 2. A provincial legislature researcher: formal, compares provinces and financial years (the state's
 *    financial year runs from 1 April to 31 March), asks for proportions and differences.
 * 3. A township youth-club coordinator: casual English with some isiXhosa ("abantu" people, "abantwana"
 *    children, "amapolisa" / "ipolisa" police, "yoh", "sho"), slang ("cops", "ama-drug cases") and
 *    typos ("Northen Cape", "wat").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is in no financial year, on no weekend, and is never
 *   the earliest or the latest; `published_date` is never read. A weekend ("wknd", "Sat/Sun") is a
 *   Saturday or Sunday of `event_date`.
 * - A financial year "2022/23" runs from 1 April 2022 to 31 March 2023, both days included, by
 *   `event_date`.
 * - People are sums of the stated figures: `victims_injured` (injured, "pts" hurt), `victims_killed`
 *   (killed, "ppl killed"), `victims_children` (children, child victims, "abantwana"), `victims_police`
 *   (police officers among the victims, "amapolisa", "ipolisa", on or off duty), `num_suspects_arrested`
 *   (suspects arrested). A null (unstated) figure adds nothing.
 * - "An incident with a child among the victims" / "someone injured" is a row whose stated
 *   `victims_children` / `victims_injured` is above zero.
 * - The average killed per murder incident is the mean of the stated `victims_killed` over the rows
 *   holding `murder` (a row whose killed is unstated is left out), to one decimal.
 * - "What proportion of incidents resulted in an arrest" is the share of the province's rows with
 *   `arrest_made === true` (an unstated arrest counts as none), to the nearest whole percent.
 * - "Suspects younger than 25" counts the stated ages in `suspect_ages` below 25, one per suspect; a
 *   suspect without a stated age is not counted.
 * - "Attempted murder cases" are the rows holding `attempted murder`; "murder" is `murder` alone.
 * - "Drug cases" are rows holding `drug dealing` or `drug possession`; the municipalities listed are
 *   their `municipality` fields, which may be named without "City of".
 * - "What crime happens the most" ranks the categories of the vocabulary by the rows holding each,
 *   leaving out "other".
 * - "The single incident with the most injured" is the row with the highest stated `victims_injured`,
 *   named by the parts of its location no other incident shares.
 * - "How many more X in P than in Q" is the difference of the two sums; P must have more.
 * - Rankings (incident with most injured, province with most suspects arrested, crime happening most,
 *   province with most killed, municipality with most incidents) each carry their tally; a tie at the
 *   top is an error in the question. "Municipality" is `municipality` (rows without one are left out),
 *   answered as written or without "City of".
 * - Refusals: the ground truth holds no hospital admissions or intensive-care stays, no convictions or
 *   court outcomes, and nothing on whether suspects belonged to gangs.
 */
import {
  anyCrime,
  type BlindQuestion,
  largestIncident,
  peopleByProvince,
  peopleTotal,
  ranking,
  rowsWhere,
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
  dateAt,
  excessOf,
  has,
  inProvince,
  meanOf,
  municipalityNames,
  number,
  percentOf,
  refusal,
  weekend,
  within,
} from './ground-truth-questions';

/** The financial year that starts on 1 April of the given year and ends on 31 March of the next. */
const financialYear = (startYear: number) => within(`${startYear}-04-01`, `${startYear + 1}-03-31`);

const withChildVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;
const withInjured = (r: DevRow) => (r.victims_injured ?? 0) > 0;
const drugCase = anyCrime('drug dealing', 'drug possession');

/** Distinct values in the order met; a missing value is an error in the question. */
function distinctNames(values: (string | null)[]): string[] {
  if (values.some((v) => v === null)) throw new Error('a row without the field asked about');
  return [...new Set(values as string[])];
}

const suspectsArrestedByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const crimeTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.flatMap((r) => r.crimes),
    (crime) => (crime === 'other' ? null : crime),
  );
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH166_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the trauma-unit doctor, on notebook a.
  {
    notebook: 'a',
    question: 'Total injured pts across all the incidents in here? Just the number pls',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows)),
  },
  {
    notebook: 'a',
    question: 'How many ppl killed on weekends (Sat/Sun)? Trying to plan wknd trauma staffing',
    covers: ['people', 'calendar', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(weekend))),
  },
  {
    notebook: 'a',
    question: 'Which single incident had the most injured? Where was it - mass casualty type event',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.victims_injured ?? null,
    ),
  },
  {
    notebook: 'a',
    question: 'Date of the most recent incident where a child was one of the victims?',
    covers: ['date', 'people'],
    expect: (rows) => dateAt(rows.filter(withChildVictim), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Of the injured, how many needed ICU admission after surgery?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the legislature researcher, on notebook a.
  {
    notebook: 'a',
    question:
      'How many incidents occurred in the Western Cape during the 2022/23 financial year, that is from 1 April 2022 to 31 March 2023?',
    covers: ['restricted count', 'conjunction', 'calendar'],
    expect: (rows) => number(count(rows, inProvince('Western Cape'), financialYear(2022))),
  },
  {
    notebook: 'a',
    question: 'Which province recorded the highest total number of suspects arrested across the incidents?',
    covers: ['ranking', 'people'],
    ...ranking(suspectsArrestedByProvince),
  },
  {
    notebook: 'a',
    question: 'What proportion of the incidents in Gauteng resulted in an arrest, expressed as a percentage?',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(inProvince('Gauteng')), arrested),
  },
  {
    notebook: 'a',
    question:
      'How many more people were killed in the 2022/23 financial year than in the 2019/20 financial year?',
    covers: ['people', 'calendar'],
    expect: (rows) =>
      excessOf(rows, financialYear(2022), financialYear(2019), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'a',
    question:
      'Was any kidnapping recorded in Gauteng during the 2024/25 financial year (April 2024 to March 2025)?',
    covers: ['yes/no', 'conjunction', 'calendar'],
    expect: (rows) => yesNo(count(rows, has('kidnapping'), inProvince('Gauteng'), financialYear(2024)) > 0),
  },

  // Voice 3, the youth-club coordinator, on notebook a.
  {
    notebook: 'a',
    question: 'yoh how many abantwana were victims in the Eastern Cape cases?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question: 'amapolisa - how many cops were among the victims, all the cases together?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question: 'which municipalities had ama-drug cases? list them for our awareness talk',
    covers: ['restricted count', 'slang'],
    expect: (rows) => ({
      kind: 'list',
      value: distinctNames(rows.filter(drugCase).map((r) => r.municipality)).map(
        (name) => municipalityNames(name)[1] ?? name,
      ),
    }),
  },
  {
    notebook: 'a',
    question: 'wat crime happens the most to abantu in these reports?',
    covers: ['ranking', 'slang', 'misspelling'],
    ...ranking(crimeTally),
  },
  {
    notebook: 'a',
    question: 'how many of the suspects were younger than 25, like the age of our club guys?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectAges(rows).filter((age) => age < 25).length),
  },

  // Voice 1, the trauma-unit doctor, on notebook b.
  {
    notebook: 'b',
    question: 'Avg number killed per murder incident? 1 dp is fine',
    covers: ['share', 'people', 'slang'],
    expect: (rows) =>
      meanOf(
        rows.filter(has('murder')).map((r) => r.victims_killed ?? null),
        1,
      ),
  },
  {
    notebook: 'b',
    question: 'Child victims on a wknd (Sat or Sun) - how many kids in total?',
    covers: ['people', 'calendar', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(weekend))),
  },
  {
    notebook: 'b',
    question: 'Which province had the most ppl killed overall?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'Earliest date of an incident where someone was injrd (not killed, injured)?',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(withInjured), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'GSW-type cases: how many ppl injured in the attempted murder cases altogether?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(has('attempted murder')))),
  },

  // Voice 2, the legislature researcher, on notebook b.
  {
    notebook: 'b',
    question:
      'How many incidents were recorded in the 2023/24 financial year (1 April 2023 to 31 March 2024)?',
    covers: ['restricted count', 'calendar'],
    expect: (rows) => number(count(rows, financialYear(2023))),
  },
  {
    notebook: 'b',
    question: 'Which municipality accounts for the largest number of incidents in these releases?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'How many more suspects were arrested in Mpumalanga than in the North West province?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Mpumalanga'), inProvince('North West'), (selected) =>
        suspectsArrested(selected),
      ),
  },
  {
    notebook: 'b',
    question: 'Did the Northern Cape record any murder during the 2019/20 financial year?',
    covers: ['yes/no', 'conjunction', 'calendar'],
    expect: (rows) => yesNo(count(rows, has('murder'), inProvince('Northern Cape'), financialYear(2019)) > 0),
  },
  {
    notebook: 'b',
    question: 'What was the conviction rate in these cases once they reached court, per province?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the youth-club coordinator, on notebook b.
  {
    notebook: 'b',
    question: 'how many abantwana were victims in the Northen Cape?',
    covers: ['people', 'misspelling', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question: 'was any ipolisa a victim in the North West? yes or no sho',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(peopleTotal('victims_police', rows.filter(inProvince('North West'))) > 0),
  },
  {
    notebook: 'b',
    question: 'which provinces had rape cases? list them, we doing a GBV session',
    covers: ['restricted count', 'slang'],
    expect: (rows) => ({
      kind: 'list',
      value: distinctNames(rowsWhere(rows, has('rape')).map((r) => r.province)),
    }),
  },
  {
    notebook: 'b',
    question: 'when was the latest rape case in here?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('rape')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'how many of the suspects were gang members? abantu are saying its gangs',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
];

export const fresh166QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH166_QUESTIONS, rows);
