/**
 * The two-hundred-and-forty-eighth fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A tavern owner in a township: worried about weekends, Friday nights, month-end (payday) trouble
 *    and people killed; plain spoken words with some isiXhosa ("molo", "enkosi", "abantu") and a few
 *    slips of spelling ("wekend", "murderd").
 * 2. A retired army colonel: crisp, clipped sitrep style with military shorthand ("KIA" for killed,
 *    "WIA" for injured, "ops" for incidents, "AO" for area or province, "sitrep").
 * 3. A librarian compiling a reading list of cases: polite and exact, asks for lists, the earliest and
 *    latest, by place and crime, "please list", "in date order".
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone; `published_date` is never read. A row without `event_date` is outside
 *   every weekday, weekend, "month-end", year window and "before", and is never the earliest or the
 *   latest. A "Friday" is a Friday of `event_date`; a weekend is a Saturday or Sunday of it. "Month-end"
 *   is the 25th to the last day of any month (as the questions say). "2020 to 2022" holds both end years
 *   whole (2020-01-01 to 2022-12-31); "before 2020" is strictly before 2020-01-01.
 * - People are sums of the stated figures: `victims_killed` (killed, KIA, abantu who died),
 *   `victims_injured` (injured, WIA), `victims_police` (SAPS members among the victims, on or off duty),
 *   `victims_female` / `victims_male` (victims who were women / men), `num_suspects_arrested` (suspects
 *   detained, arrested). A null (unstated) figure adds nothing. The share of victims who were women is
 *   the sum of `victims_female` over the sum of `victims_female` and `victims_male`, nearest whole
 *   percent.
 * - An "op" is an incident. "Ops with at least one arrest" are rows with `arrest_made === true`. The
 *   median of suspects detained per op is over the rows that state `num_suspects_arrested` (a stated 0
 *   counts, a null is left out). The mean age of suspects is over every stated age in `suspect_ages`
 *   (one per suspect), to one decimal.
 * - "Murders" are `murder` alone (attempted murder and culpable homicide are not); "rape" is `rape`;
 *   "kidnapping" `kidnapping`; "stock theft" `stock theft`; "CIT" / "cash-in-transit robbery"
 *   `cash-in-transit robbery`; "poaching" `poaching`; "illegal mining" `illegal mining`.
 * - A province ("AO" for the colonel) is `province`; KwaZulu-Natal is also "KZN". A municipality is
 *   `municipality` (rows without one are left out), answered as written or without "City of". A list of
 *   municipalities or provinces holds each distinct one once, in the order of its first dated case.
 * - The place of the earliest case is named by the parts of its `location` that no other incident of the
 *   notebook shares (a tie on the earliest date is an error in the question).
 * - A share of cases is over the rows of the stated selection (all Western Cape rows), nearest whole
 *   percent.
 * - Rankings (province with most weekend incidents, municipality with most killed, province with most
 *   month-end incidents, province with most suspects detained) each carry their tally; a tie at the top
 *   (or nothing to rank) is an error in the question.
 * - Refusals: the ground truth holds no predictions (how December will go, next quarter's CIT ops), no
 *   advice, no police reaction times, and no amounts of money stolen.
 */
import {
  type BlindQuestion,
  before,
  kznProvinceNames,
  medianOf,
  peopleByProvince,
  peopleTotal,
  percentage,
  placeNames,
  ranking,
  rowsWhere,
  suspectAges,
  tallyOf,
  yesNo,
} from './blind-sets';
import type { DevRow } from './dev-set';
import {
  arrested,
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
  sum,
  text,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

const murder = has('murder');
/** Month-end: the 25th to the last day of any month, by `event_date`. */
const monthEnd = (r: DevRow) => r.event_date !== null && Number(r.event_date.slice(8, 10)) >= 25;

/** The distinct values of the rows' key, in the order of each one's first dated case (undated last). */
function distinctInDateOrder(rows: readonly DevRow[], keyOf: (r: DevRow) => string | null) {
  const ordered = [...rows].sort((x, y) => (x.event_date ?? '9999').localeCompare(y.event_date ?? '9999'));
  const keys = [...new Set(ordered.map(keyOf).filter((k): k is string => k !== null))];
  if (keys.length === 0) throw new Error('nothing to list');
  return keys;
}

/** The place of the earliest dated row that passes the test; a tie on that date is an error. */
const placeOfEarliest = (test: (r: DevRow) => boolean) => (rows: readonly DevRow[]) => {
  const dated = rows.filter((r) => test(r) && r.event_date !== null);
  const first = dated.map((r) => r.event_date ?? '').sort()[0];
  const atFirst = dated.filter((r) => r.event_date === first);
  if (atFirst.length !== 1 || !atFirst[0])
    throw new Error(`no single earliest case: ${atFirst.map((r) => r.location).join('; ')}`);
  return text(placeNames(atFirst[0], rows));
};

const weekendProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(weekend), (r) => r.province);
const monthEndProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(monthEnd), (r) => r.province);
const killedByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );
const detainedByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH248_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the tavern owner, on notebook a.
  {
    notebook: 'a',
    question: 'Molo. How many of these incidents happen on the wekend, I mean Saturday or Sunday?',
    covers: ['calendar', 'restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, weekend)),
  },
  {
    notebook: 'a',
    question: 'How many abantu were killed in the Eastern Cape altogether? My family is there.',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Month-end is when people get paid and the trouble starts. How many times was somebody murderd from the 25th to the end of the month?',
    covers: ['calendar', 'conjunction', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, murder, monthEnd)),
  },
  {
    notebook: 'a',
    question:
      'Which province has the most incidents on Saturdays and Sundays? I want to know where weekends are worst.',
    covers: ['ranking', 'calendar'],
    ...ranking(weekendProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Will this December be bad for shootings at the taverns, should I close early on the weekends? Enkosi',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the retired colonel, on notebook a.
  {
    notebook: 'a',
    question: 'Sitrep KZN AO: total KIA, all ops.',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question: 'Western Cape AO - WIA total?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleByProvince('victims_injured')(rows).get('Western Cape') ?? 0),
  },
  {
    notebook: 'a',
    question: 'Which municipality took the heaviest KIA? One name.',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(killedByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'Median no. of suspects detained per op?',
    covers: ['people', 'slang'],
    expect: (rows) => number(medianOf(rows.flatMap((r) => r.num_suspects_arrested ?? []))),
  },
  {
    notebook: 'a',
    question: 'Avg reaction time of the tactical response teams to contact, in minutes?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the librarian, on notebook a.
  {
    notebook: 'a',
    question:
      'Please list the municipalities in the Eastern Cape where a murder case took place, in date order.',
    covers: ['conjunction'],
    expect: (rows) => ({
      kind: 'list',
      value: distinctInDateOrder(rowsWhere(rows, murder, inProvince('Eastern Cape')), (r) => r.municipality),
    }),
  },
  {
    notebook: 'a',
    question: 'On what date did the most recent cash-in-transit robbery in the collection take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('cash-in-transit robbery')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Where did the earliest dated rape case take place? I am arranging the files in date order.',
    covers: ['date'],
    expect: placeOfEarliest(has('rape')),
  },
  {
    notebook: 'a',
    question: 'Of all the Western Cape cases, what percentage are murder cases?',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(inProvince('Western Cape')), murder),
  },
  {
    notebook: 'a',
    question:
      'Is there any case of poaching from the Eastern Cape that I should add to my list? Yes or no, please.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('poaching'), inProvince('Eastern Cape')) > 0),
  },

  // Voice 1, the tavern owner, on notebook b.
  {
    notebook: 'b',
    question: 'Molo, how many abantu were killed on weekends, Saturday and Sunday together?',
    covers: ['people', 'calendar', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(weekend))),
  },
  {
    notebook: 'b',
    question: 'Friday is our busiest night. How many of the incidents happened on a Friday?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Friday')),
  },
  {
    notebook: 'b',
    question: 'Month-end, from the 25th until the month finish, which province has the most incidents?',
    covers: ['ranking', 'calendar'],
    ...ranking(monthEndProvinceTally),
  },
  {
    notebook: 'b',
    question:
      'Of the victims where they say if it was a man or a woman, what percent were women? Enkosi kakhulu',
    covers: ['share', 'people', 'slang'],
    expect: (rows) => {
      const female = sum(rows.map((r) => r.victims_female));
      return percentage(female, female + sum(rows.map((r) => r.victims_male)));
    },
  },
  {
    notebook: 'b',
    question: 'How much money in rands did the robbers take from the shops and businesses altogether?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the retired colonel, on notebook b.
  {
    notebook: 'b',
    question: 'Total SAPS members among the victims (on/off duty), all ops?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question: 'Mpumalanga AO: no. of ops ending in at least one arrest?',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, inProvince('Mpumalanga'), arrested)),
  },
  {
    notebook: 'b',
    question: 'Which AO detained the most suspects, all ops summed? Province only.',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(detainedByProvince),
  },
  {
    notebook: 'b',
    question: 'Mean age of suspects where given. 1 decimal.',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows), 1),
  },
  {
    notebook: 'b',
    question: 'Forecast: expected no. of CIT ops in the North West AO next quarter?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the librarian, on notebook b.
  {
    notebook: 'b',
    question: 'Please list the provinces in which a rape case is recorded.',
    covers: ['restricted count'],
    expect: (rows) => ({
      kind: 'list',
      value: distinctInDateOrder(rows.filter(has('rape')), (r) => r.province),
    }),
  },
  {
    notebook: 'b',
    question: 'Where did the earliest dated kidnapping case happen?',
    covers: ['date'],
    expect: placeOfEarliest(has('kidnapping')),
  },
  {
    notebook: 'b',
    question: 'Please give me the date of the latest case of stock theft in the collection.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('stock theft')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'How many Northern Cape cases are dated from 2020 to 2022, inclusive?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Northern Cape'), within('2020-01-01', '2022-12-31'))),
  },
  {
    notebook: 'b',
    question: 'Is there any illegal mining case dated before 2020? Yes or no.',
    covers: ['yes/no', 'calendar'],
    expect: (rows) => yesNo(count(rows, has('illegal mining'), before('2020-01-01')) > 0),
  },
];

export const fresh248QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH248_QUESTIONS, rows);
