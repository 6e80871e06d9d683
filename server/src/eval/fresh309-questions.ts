/**
 * The three-hundred-and-ninth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets (fresh66's alone was read, for the file's shape). Every expectation is computed from the
 * ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A roofer on a ladder: short shouted questions between jobs, roofing talk ("a sheet", "the ridge",
 *    "a leak", "nailed down" for arrested, "jobs" for incidents), a greeting or an aside about the weather
 *    up top.
 * 2. A court translator, careful with meanings: spells out how each term is to be read ("rendered as",
 *    "literally", "in the original"), separates the day of the incident from the day of the statement.
 * 3. A chimney sweep, cheerful and sooty: "a flue", "the brush", "a sweep", "soot", "nabbed"/"pulled
 *    out" for arrested, a few typos ("kidnapings", "suspecs", "arested", "Nothern").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month, "from ... on",
 *   "before" window and weekend, and is never the earliest; `published_date` is never read. A weekend is
 *   a Saturday or Sunday of `event_date`. "Winter" is June, July and August of `event_date`, any year.
 *   "From 2020 on" is an `event_date` on or after 2020-01-01; "before 2020" one before it.
 * - People are sums of the stated figures: `num_suspects_arrested` (suspects arrested, "nailed down",
 *   "nabbed", "pulled out"), `victims_killed` (killed, lost), `victims_injured` (injured),
 *   `victims_children` (victims who were children), `victims_police` (police officers among the victims),
 *   `victims_female` / `victims_male` (the sex of victims), `num_victims` (all victims). A null (unstated)
 *   figure adds nothing.
 * - The median suspect age is the median of every stated age in `suspect_ages` (one per suspect), the
 *   mean of the middle two with an even count.
 * - "Nobody arrested" / "no one nailed down" is `arrest_made === false` (an unstated arrest is not
 *   it); "at least one suspect nailed down" is `arrest_made === true`.
 * - A share of murders is over the rows holding `murder`, to the nearest whole percent. The male share
 *   of victims is the sum of `victims_male` over the sum of `victims_female` and `victims_male`. The
 *   children's share of victims is the sum of `victims_children` over the sum of `num_victims`.
 * - "Murder and attempted murder in the same incident" is a row holding both categories. "Kidnapping",
 *   "extortion", "rape", "poaching", "cash-in-transit robbery" are those categories alone.
 * - "Municipality" is `municipality` (rows without one are left out), answered as written or without
 *   "City of"; "Ekurhuleni" is the `Ekurhuleni` municipality. KwaZulu-Natal may be answered as "KZN".
 * - Rankings (province with most injured, municipality with most arrested, province with most arrested,
 *   month with most rapes) each carry their tally; a tie at the top is an error in the question.
 * - Refusals: the ground truth holds no rand values of stolen goods, no officers' names, no firearm
 *   calibres, no weather, no languages spoken, and no times of day.
 */
import {
  type BlindQuestion,
  femaleVictims,
  inMonths,
  inMunicipality,
  kznProvinceNames,
  maleVictims,
  medianOf,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  suspectAges,
  suspectsArrested,
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
  has,
  inProvince,
  month,
  municipalityNames,
  notArrested,
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

const murder = has('murder');
const winter = inMonths(6, 8);
const before2020 = (r: DevRow) => r.event_date !== null && r.event_date < '2020-01-01';

/** Suspects arrested per municipality; rows without one are left out. */
const arrestsByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.num_suspects_arrested ?? 0,
  );
/** Suspects arrested per province. */
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
/** Rapes per calendar month of `event_date`, all years together; undated rapes are left out. */
const rapeMonthTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('rape')), (r) => {
    const m = month(r);
    return m === undefined ? undefined : MONTH_NAMES[m - 1];
  });

export const FRESH309_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the roofer, on notebook a.
  {
    notebook: 'a',
    question:
      'Howzit from up on the ridge! Ekurhuleni jobs only - how many suspects got nailed down all told, adding up every arrest?',
    covers: ['restricted count', 'people', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inMunicipality('Ekurhuleni')))),
  },
  {
    notebook: 'a',
    question:
      'Which province sprang the worst leak in injuries - the most people injured, adding up all its incidents?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_injured'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Winter is when the sheets rattle loose. How many murders happened in June, July or August, any year counted together?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, winter)),
  },
  {
    notebook: 'a',
    question:
      'Quick one before I climb back up: was there any cash-in-transit robbery in KwaZulu-Natal from 2021 on? Yes or no.',
    covers: ['yes/no', 'conjunction', 'calendar'],
    expect: (rows) =>
      yesNo(count(rows, has('cash-in-transit robbery'), inProvince('KwaZulu-Natal'), sinceYear(2021)) > 0),
  },
  {
    notebook: 'a',
    question:
      'Roughly what was the loot from the house robberies worth in rand, all the house robberies put together? Like pricing a roof.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the court translator, on notebook a.
  {
    notebook: 'a',
    question:
      'Of the victims whose sex the releases state, what share were male? Please render it as a whole percentage.',
    covers: ['share', 'people'],
    expect: (rows) => percentage(maleVictims(rows), femaleVictims(rows) + maleVictims(rows)),
  },
  {
    notebook: 'a',
    question:
      'Literally the day of the incident, not the day of the statement: on what date did the earliest murder in the Western Cape take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Western Cape')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'How many incidents are rendered as both murder and attempted murder at once, that is, with both terms recorded for the same incident?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, murder, has('attempted murder'))),
  },
  {
    notebook: 'a',
    question:
      'Taking every suspect whose age is given in the original, what is the median age of the suspects, in years?',
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'a',
    question:
      'For the court record, what are the names of the investigating officers, spelled exactly as in the original statements?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the chimney sweep, on notebook a.
  {
    notebook: 'a',
    question: 'Cheerio from a sooty flue! How many kidnapings were there up in Gauteng, then?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, has('kidnapping'), inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question:
      'Which municipality gets the brush prize - the most suspects pulled out of the chimney, I mean arrested, all its incidents summed?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Of all the murder jobs, what percentage ended with nobody nabbed at all? Whole number, soot and all.',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows.filter(murder), notArrested),
  },
  {
    notebook: 'a',
    question:
      'A sad sweep, this: how many people were killed in KZN in incidents from 2020 on, all of them added up?',
    covers: ['people', 'conjunction', 'calendar', 'slang'],
    expect: (rows) =>
      number(peopleTotal('victims_killed', rowsWhere(rows, inProvince('KwaZulu-Natal'), sinceYear(2020)))),
  },
  {
    notebook: 'a',
    question:
      'Between flues I was wondering - what calibre were the illegal guns the police found? Nine mil, or bigger?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the roofer, on notebook b.
  {
    notebook: 'b',
    question:
      'Morning from the ridge. Which province nailed down the most suspects - the highest number arrested, all its jobs added up?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question:
      'In Mpumalanga, how many jobs ended with at least one suspect nailed down? Count the incidents, not the people.',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, inProvince('Mpumalanga'), arrested)),
  },
  {
    notebook: 'b',
    question: 'Weekends I stay off the ladder. How many incidents happened on a Saturday or a Sunday?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, weekend)),
  },
  {
    notebook: 'b',
    question: 'Any poaching job where no one got nailed down at all? Yes or no, mate.',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, has('poaching'), notArrested) > 0),
  },
  {
    notebook: 'b',
    question:
      'Was it raining during the farm attacks? Just want to know if the weather was as rotten as on my roof that week.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the court translator, on notebook b.
  {
    notebook: 'b',
    question:
      'On what date, meaning the day of the offence itself, did the earliest incident rendered as rape in the Northern Cape occur?',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, has('rape'), inProvince('Northern Cape')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'Of all the victims counted across these releases, what percentage are recorded as children, rounded to a whole percent?',
    covers: ['share', 'people'],
    expect: (rows) => percentage(peopleTotal('victims_children', rows), victims(rows)),
  },
  {
    notebook: 'b',
    question:
      'In the incidents rendered as rape, how many of the victims were female, adding up the stated figures?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(femaleVictims(rows.filter(has('rape')))),
  },
  {
    notebook: 'b',
    question:
      'Extortion, literally the obtaining of money by threats: how many suspects in total were arrested in the incidents recorded as extortion?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('extortion')))),
  },
  {
    notebook: 'b',
    question:
      'In the original statements, which home language did the victims speak? I need it to pick the interpreter.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the chimney sweep, on notebook b.
  {
    notebook: 'b',
    question: 'Which calendar month, all years swept together, saw the most rapes? Black as soot, that one.',
    covers: ['ranking', 'calendar'],
    ...ranking(rapeMonthTally),
  },
  {
    notebook: 'b',
    question: 'How many suspecs were arested in the Nothern Cape, all told? Every brush-full counted!',
    covers: ['people', 'restricted count', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question: 'Chim-chiminey! How many police officers were among the victims, all the releases together?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question:
      'Did the North West have any murder before 2020? Only the dated ones count, the rest are up the flue. Yes or no.',
    covers: ['yes/no', 'calendar', 'conjunction'],
    expect: (rows) => yesNo(count(rows, murder, inProvince('North West'), before2020) > 0),
  },
  {
    notebook: 'b',
    question:
      'What time of night did the Lismor farm killings happen? I start my sweeps at dawn, so I am curious.',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh309QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH309_QUESTIONS, rows);
