/**
 * The two-hundred-and-second fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A night-shift nurse at a Gauteng trauma unit: injured victims, children, police among the victims,
 *    weekends, and what the releases do not record (time of admission, how severe the injuries were);
 *    tired and terse, with ward shorthand ("wknd", "ppl", "w/", "GP" for Gauteng, "cops", "y/n").
 * 2. A South African living abroad checking on the "home" provinces: long emotional preambles about
 *    family and the places they left, British spellings ("whilst", "realise", "favourite", "mum"),
 *    provinces named in full, one slip ("kidnapings").
 * 3. A data-quality auditor checking the records themselves: missing values by field, duplicate-looking
 *    rows, figures that contradict each other; asks precisely, naming the ground-truth fields.
 *
 * The readings chosen (one row is one incident, one record; a crime question counts the rows whose
 * `crimes` hold the category):
 * - Dates are `event_date` alone: a row without one is outside every year, "since" window, month and
 *   weekday, and is never the latest; `published_date` is never read. A weekend ("sat/sun", "wknd") is a
 *   Saturday or Sunday of `event_date`. A calendar month or "all yrs together" is the month of
 *   `event_date` in any year; "in 2019" is the year of `event_date`.
 * - People are sums of the stated figures: `victims_injured` (injured, "ppl injured"), `victims_killed`
 *   (killed), `victims_children` (child victims, under 18), `victims_police` (cops among the victims),
 *   `victims_female` / `victims_male` (the sex of victims: "women or girls" is `victims_female`). A null
 *   (unstated) figure adds nothing. An incident "w/ ppl injured" is one whose stated `victims_injured` is
 *   above zero; "any cops among the victims" is a row whose stated `victims_police` is above zero.
 * - "GP" is Gauteng. "Kidnapings" are `kidnapping`; a "murder" or "murder case" is a row with `murder`;
 *   "a murder on a farm" is a `murder` row whose `location` holds the word "farm" (any case).
 * - "Ended with an arrest being made" is `arrest_made === true`, over all the province's rows (a null
 *   counts in the base and not as an arrest); a share is to the nearest whole percent.
 * - "More than half of the incidents involved a murder" is checked as murder rows > half of the
 *   province's rows.
 * - The female share of victims is the sum of `victims_female` over the sum of `victims_female` and
 *   `victims_male` (nulls add nothing), to the nearest whole percent.
 * - "How many more killed in P than in Q" is the difference of the summed `victims_killed`; P must have
 *   more.
 * - "Avg killed per murder incident" is the mean of `victims_killed` over the murder rows that state it,
 *   to one decimal. "Median num_victims" is the median of the stated `num_victims` (the mean of the two
 *   middle values when their number is even).
 * - The auditor's words are the fields themselves. A field is null (missing) when its value is null or
 *   the field is absent (the people model v2 fields on older rows); an empty `suspect_ages` is not null.
 *   "Which field has the most nulls" ranks every ground-truth field of the README (`event_date`,
 *   `location`, `municipality`, `province`, `police_station`, `crimes`, `num_suspects_arrested`,
 *   `num_victims`, `victims_female`, `victims_male`, `arrest_made`, `suspect_ages`, `victims_killed`,
 *   `victims_injured`, `victims_children`, `victims_police`, `suspects_female`, `suspects_male`,
 *   `relationship`) by its null count.
 * - A consistency check counts only the rows where every field it compares is non-null: `victims_killed`
 *   greater than `num_victims`; `victims_female + victims_male` not equal to `num_victims`; more ages in
 *   `suspect_ages` than `num_suspects_arrested` (a null list holds no ages).
 * - "Duplicate-looking" is two rows with the same non-null `event_date` and the same `province`.
 * - "The month with most killed" ranks the months (of `event_date`, any year) by their summed stated
 *   `victims_killed`; a month where nobody is stated killed has no place in it. "Which municipality had
 *   the most incidents" counts rows by `municipality` (rows without one are left out), answered as
 *   written or without "City of".
 * - The single incident with the most injured is the row with the largest stated `victims_injured`,
 *   named by the parts of its location no other incident shares.
 * - Rankings (the incident with most injured, the province with most killed, the month with most killed,
 *   the municipality with most incidents, the field with most nulls) each carry their tally; a tie at
 *   the top is an error in the question.
 * - Refusals: the releases' ground truth holds no time of hospital admission, no severity of injuries
 *   (critical, ICU), no convictions or sentences, and no record of who annotated a row or when it was
 *   revised.
 */
import {
  atPlace,
  type BlindQuestion,
  femaleVictims,
  largestIncident,
  maleVictims,
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
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
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

/** Every ground-truth field of the README, the auditor's "fields". */
const GROUND_TRUTH_FIELDS = [
  'event_date',
  'location',
  'municipality',
  'province',
  'police_station',
  'crimes',
  'num_suspects_arrested',
  'num_victims',
  'victims_female',
  'victims_male',
  'arrest_made',
  'suspect_ages',
  'victims_killed',
  'victims_injured',
  'victims_children',
  'victims_police',
  'suspects_female',
  'suspects_male',
  'relationship',
] as const;

/** A field is null when its value is null or the field is absent. */
const isNull = (r: DevRow, field: (typeof GROUND_TRUTH_FIELDS)[number]) =>
  r[field] === null || r[field] === undefined;

const murder = has('murder');
const onAFarm = atPlace('farm');
const withInjured = (r: DevRow) => (r.victims_injured ?? 0) > 0;
const withPolice = (r: DevRow) => (r.victims_police ?? 0) > 0;

/** The median of the stated values; no stated value is an error in the question. */
function medianOf(values: (number | null | undefined)[]) {
  const stated = values.filter((v): v is number => v !== null && v !== undefined).sort((x, y) => x - y);
  if (stated.length === 0) throw new Error('no stated value to take a median of');
  const middle = Math.floor(stated.length / 2);
  const value =
    stated.length % 2 === 1 ? (stated[middle] ?? 0) : ((stated[middle - 1] ?? 0) + (stated[middle] ?? 0)) / 2;
  return number(value);
}

/** The female share of the victims of stated sex, to the nearest whole percent. */
function femaleShare(rows: readonly DevRow[]) {
  const female = femaleVictims(rows);
  return percentage(female, female + maleVictims(rows));
}

const killedByMonth = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter((r) => (r.victims_killed ?? 0) > 0),
    (r) => {
      const m = month(r);
      return m === undefined ? undefined : MONTH_NAMES[m - 1];
    },
    (r) => r.victims_killed ?? 0,
  );
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const nullsByField = (rows: readonly DevRow[]) =>
  tallyOf(
    GROUND_TRUTH_FIELDS.flatMap((field) => rows.filter((r) => isNull(r, field)).map(() => field)),
    (field) => field,
  );

/** Whether two rows share a stated event date and a province. */
function duplicateLooking(rows: readonly DevRow[]) {
  const seen = new Set<string>();
  for (const r of rows) {
    if (r.event_date === null) continue;
    const key = `${r.event_date}|${r.province}`;
    if (seen.has(key)) return true;
    seen.add(key);
  }
  return false;
}

export const FRESH202_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the night-shift nurse, on notebook a.
  {
    notebook: 'a',
    question: 'wknd incidents (sat/sun) w/ ppl injured - how many?',
    covers: ['restricted count', 'calendar', 'slang'],
    expect: (rows) => number(count(rows, weekend, withInjured)),
  },
  {
    notebook: 'a',
    question: 'total injured, GP only?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(inProvince('Gauteng')))),
  },
  {
    notebook: 'a',
    question: 'single incident w/ the most ppl injured - where was it',
    covers: ['ranking', 'people', 'slang'],
    ...largestIncident(
      () => true,
      (r) => r.victims_injured ?? null,
    ),
  },
  {
    notebook: 'a',
    question: 'any cops among the victims in GP? y/n',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, inProvince('Gauteng'), withPolice) > 0),
  },
  {
    notebook: 'a',
    question: 'avg time from incident to hospital admission for the injured? doing the night rota',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the South African abroad, on notebook a.
  {
    notebook: 'a',
    question:
      "I left Gqeberha for Manchester eleven years ago and not a week goes by that I don't think of the Eastern Cape, of my mum's kitchen and the sea at Summerstrand. Whilst reading the news from home I always feel so helpless. How many incidents in these releases took place in the Eastern Cape in 2019?",
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Eastern Cape'), inYear(2019))),
  },
  {
    notebook: 'a',
    question:
      'I grew up in Pietermaritzburg and now live in Melbourne, and my favourite aunt still rings me every Sunday to tell me who has been robbed or worse. She insists the police never catch anyone. Of all the KwaZulu-Natal incidents in these releases, what percentage ended with an arrest being made?',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(inProvince('KwaZulu-Natal')), arrested),
  },
  {
    notebook: 'a',
    question:
      'My brother moved to Johannesburg whilst I settled in Toronto, and we argue endlessly about whose home province is more dangerous, mine being KwaZulu-Natal. To settle it honestly: how many more people were killed in KwaZulu-Natal than in Gauteng, across all the incidents?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('KwaZulu-Natal'), inProvince('Gauteng'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'a',
    question:
      'Living in Dublin, I realise I only ever hear the very worst stories about Cape Town, and a colleague claimed that more than half of the Western Cape incidents in these police releases involved a murder. Is that claim correct, yes or no?',
    covers: ['yes/no', 'share'],
    expect: (rows) => {
      const westernCape = rows.filter(inProvince('Western Cape'));
      return yesNo(count(westernCape, murder) > westernCape.length / 2);
    },
  },
  {
    notebook: 'a',
    question:
      'It honestly breaks my heart reading about children and businessmen being snatched back home, and my sister still lives in Soweto. Since the beginning of 2020, how many kidnapings have there been in Gauteng, according to these releases?',
    covers: ['misspelling', 'conjunction', 'calendar'],
    expect: (rows) => number(count(rows, has('kidnapping'), inProvince('Gauteng'), sinceYear(2020))),
  },

  // Voice 3, the data-quality auditor, on notebook a.
  {
    notebook: 'a',
    question: 'Data-quality check on this notebook: how many records have a null event_date?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, (r) => isNull(r, 'event_date'))),
  },
  {
    notebook: 'a',
    question:
      'Across all the ground-truth fields of these records, which single field has the most null values?',
    covers: ['ranking'],
    ...ranking(nullsByField),
  },
  {
    notebook: 'a',
    question:
      'For records where num_victims, victims_female and victims_male are all non-null, how many have victims_female + victims_male not equal to num_victims?',
    covers: ['conjunction', 'people'],
    expect: (rows) =>
      number(
        count(
          rows,
          (r) =>
            r.num_victims !== null &&
            r.victims_female !== null &&
            r.victims_male !== null &&
            r.victims_female + r.victims_male !== r.num_victims,
        ),
      ),
  },
  {
    notebook: 'a',
    question:
      'What percentage of the records in this notebook have police_station missing (null)? Base: every record in the notebook, to the nearest whole percent.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, (r) => isNull(r, 'police_station')),
  },
  {
    notebook: 'a',
    question:
      'Duplicate screen: do any two records share both the same event_date and the same province? Yes or no.',
    covers: ['yes/no'],
    expect: (rows) => yesNo(duplicateLooking(rows)),
  },

  // Voice 1, the night-shift nurse, on notebook b.
  {
    notebook: 'b',
    question: 'child victims (under 18) - total?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question: 'ppl injured on sat/sun, total?',
    covers: ['people', 'calendar', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(weekend))),
  },
  {
    notebook: 'b',
    question: 'month w/ the most ppl killed, all yrs together?',
    covers: ['ranking', 'calendar', 'people'],
    ...ranking(killedByMonth),
  },
  {
    notebook: 'b',
    question: 'murder cases: avg killed per incident, 1 decimal? only where the no. killed is given',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      meanOf(
        rows.filter(murder).map((r) => r.victims_killed ?? null),
        1,
      ),
  },
  {
    notebook: 'b',
    question: 'of the injured, how many were critical / ended up in ICU?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the South African abroad, on notebook b.
  {
    notebook: 'b',
    question:
      'My family is scattered across the old Transvaal and the Free State, and every time the phone rings late at night here in Perth my stomach drops. Of the provinces in these releases, which one had the highest number of people killed in total?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question:
      'My grandparents farmed near Senekal for forty years before we all left, and I still dream of the mealie fields and the smell of rain on red soil. Since the start of 2022, has there been any murder on a farm in the Free State in these reports?',
    covers: ['yes/no', 'conjunction', 'calendar'],
    expect: (rows) => yesNo(count(rows, murder, onAFarm, inProvince('Free State'), sinceYear(2022)) > 0),
  },
  {
    notebook: 'b',
    question:
      'I emigrated from Bloemfontein to Auckland when my children were small, and I realise now how much of home I have missed; my old school friends tell me every town is worse than the next. Which municipality had the most incidents in these releases?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Kimberley will always be home to me, even from a flat in London. Of the people arrested in the Northern Cape cases, how many were eventually convicted, and what sentences did the courts hand down?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'My late mum always said the Northern Cape was gentle on its women, and I would so like to believe her. Among the victims in the Northern Cape whose sex is recorded, what percentage were women or girls?',
    covers: ['share', 'people'],
    expect: (rows) => femaleShare(rows.filter(inProvince('Northern Cape'))),
  },

  // Voice 3, the data-quality auditor, on notebook b.
  {
    notebook: 'b',
    question:
      'Consistency check: how many records have victims_killed greater than num_victims, counting only records where both are non-null?',
    covers: ['restricted count', 'people'],
    expect: (rows) =>
      number(
        count(
          rows,
          (r) =>
            r.num_victims !== null &&
            r.victims_killed !== null &&
            r.victims_killed !== undefined &&
            r.victims_killed > r.num_victims,
        ),
      ),
  },
  {
    notebook: 'b',
    question:
      'Following up on the suspect fields: in how many records does suspect_ages list more ages than num_suspects_arrested (both non-null)?',
    covers: ['conjunction'],
    expect: (rows) =>
      number(
        count(
          rows,
          (r) =>
            r.suspect_ages !== null &&
            r.num_suspects_arrested !== null &&
            r.suspect_ages.length > r.num_suspects_arrested,
        ),
      ),
  },
  {
    notebook: 'b',
    question: 'Among the records with a null municipality, what is the latest event_date?',
    covers: ['date'],
    expect: (rows) =>
      dateAt(
        rowsWhere(rows, (r) => isNull(r, 'municipality')),
        'latest',
      ),
  },
  {
    notebook: 'b',
    question: 'What is the median num_victims across the records where num_victims is not null?',
    covers: ['people'],
    expect: (rows) => medianOf(rows.map((r) => r.num_victims)),
  },
  {
    notebook: 'b',
    question:
      'Audit trail: how many of these records were re-annotated after the first pass, and by which annotator?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh202QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH202_QUESTIONS, rows);
