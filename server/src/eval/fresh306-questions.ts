/**
 * The three-hundred-and-sixth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets (fresh66 alone was read, as the model for the file's shape). Every expectation is
 * computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A tiler: practical, talks in tiles, grout, rows and jobs "laid" ("how many murder jobs were laid",
 *    "measure twice"), short sentences, a typo or two.
 * 2. A gondolier: singing and romantic, Italian exclamations, a gondola ride down "the canal" of the
 *    reports, the "oar", long flowery sentences.
 * 3. A rural bus driver on a long route: stops, passengers, the route and the terminus, greetings from
 *    the road, "cash van heists" and "hijackings" in the driver's own words.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month range, "from ... on",
 *   "before" window and weekend, and is never the earliest or latest; `published_date` is never read.
 *   A weekend is a Saturday or Sunday of `event_date`. "Winter" is June, July and August of any year.
 *   "From 2020 on" is an `event_date` on or after 2020-01-01; "2019 to 2021" takes the three whole years.
 * - People are sums of the stated figures: `victims_killed` (killed), `victims_injured` (injured),
 *   `victims_children` (children), `num_suspects_arrested` (suspects arrested); a null (unstated) figure
 *   adds nothing. The women's share of victims is the sum of `victims_female` over the sum of
 *   `victims_female` and `victims_male`, to the nearest whole percent.
 * - "Murder" is `murder` alone (not attempted murder); "kidnapping" is `kidnapping`; "rape" is `rape`;
 *   "stock theft" is `stock theft`; "poaching" is `poaching`; "carjacking" is `carjacking`.
 *   "Cash van heist" / "CIT heist" is `cash-in-transit robbery`. "Hijackings, cars or trucks" are the
 *   rows with `carjacking` or `truck hijacking` (a row with both counts once).
 * - "Someone was arrested" is `arrest_made === true`. A share of incidents is over the selected rows,
 *   to the nearest whole percent; "the share of murders in a province" is over the notebook's murder rows;
 *   the share "in 2023 or later" is over all the notebook's rows, an undated row counting as not.
 * - Provinces are `province` (KwaZulu-Natal may be answered as "KZN"); municipalities are `municipality`
 *   (rows without one left out), answered as written or without "City of".
 * - Rankings (municipality with most suspects arrested, province with most injured, province with most
 *   suspects arrested, municipality with most incidents) each carry their tally; a tie at the top is an
 *   error in the question.
 * - Refusals: the ground truth holds no firearm calibres, no weather, no distances, no rand values and
 *   no times of day.
 */
import {
  anyCrime,
  type BlindQuestion,
  before,
  inMonths,
  kznProvinceNames,
  peopleByProvince,
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
  arrested,
  casesOf,
  count,
  dateAt,
  has,
  inProvince,
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
  sum,
  weekend,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const kidnapping = has('kidnapping');
const cit = has('cash-in-transit robbery');
/** A hijacking of a car or a truck; a row with both counts once. */
const hijacking = anyCrime('carjacking', 'truck hijacking');

/** Suspects arrested summed per municipality (rows without one left out). */
const arrestsByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.num_suspects_arrested ?? 0,
  );
/** Suspects arrested summed per province. */
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
/** Incidents per municipality (rows without one left out). */
const incidentsByMunicipality = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

/** The women's share of the victims whose sex is stated, to the nearest whole percent. */
const femaleShare = (rows: readonly DevRow[]) => {
  const female = sum(rows.map((r) => r.victims_female));
  return percentage(female, female + sum(rows.map((r) => r.victims_male)));
};

export const FRESH306_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the tiler, on notebook a.
  {
    notebook: 'a',
    question:
      'Morning, tiler here, quick measure-up before I mix the grout: how many murder jobs were laid down in KwaZulu-Natal? Murder only, not the attempted ones.',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, murder, inProvince('KwaZulu-Natal'))),
  },
  {
    notebook: 'a',
    question:
      'Like checking which wall took the most tiles: which municipality had the most suspects arrested, adding up the arrests over all its incidents?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Straight answer, yes or no, like a tile is either level or it aint: was any carjacking laid in the Eastern Cape from 2020 onwards?',
    covers: ['yes/no', 'calendar', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('carjacking'), inProvince('Eastern Cape'), sinceYear(2020)) > 0),
  },
  {
    notebook: 'a',
    question:
      'Row by row over the attempted murder incidents, how many people were injured altogether? Leave the gaps out where the report says nothing.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(has('attempted murder')))),
  },
  {
    notebook: 'a',
    question:
      'Out of interest, I use a 9mm notch trowel myself - what calibre were the guns seized in the illegal firearm cases?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the gondolier, on notebook a.
  {
    notebook: 'a',
    question:
      'Ah, amore! As my gondola glides down the canal of these sad reports, tell me: of the victims whose sex is written, what percentage were women?',
    covers: ['share', 'people'],
    expect: femaleShare,
  },
  {
    notebook: 'a',
    question:
      'Bella, bella, I lift my oar and sing of the wild creatures: on what date did the earliest poaching incident happen, the day itself and not the day it was reported?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('poaching')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'O sole mio, three years on the canal, 2019, 2020 and 2021 - how many souls were killed in the incidents of those three years together?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(within('2019-01-01', '2021-12-31')))),
  },
  {
    notebook: 'a',
    question:
      'Mamma mia, the kidnapers, like a gondola stolen in the night! In the kidnaping incidents, how many suspects were arested in total?',
    covers: ['people', 'misspelling', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(kidnapping))),
  },
  {
    notebook: 'a',
    question:
      'Was the night misty and cold like Venice in winter when the Glebelands Hostel shooting happened? What was the weather that night?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the rural bus driver, on notebook a.
  {
    notebook: 'a',
    question:
      'Greetings from the long route! Sat and Sun are my busiest days with passengers - how many incidents in the Eastern Cape happened on a weekend?',
    covers: ['calendar', 'restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, inProvince('Eastern Cape'), weekend)),
  },
  {
    notebook: 'a',
    question:
      'Which province along the route had the most people injured, adding up the injured people of every incident?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_injured'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'At the Western Cape stops, what share of the incidents ended with someone arrested, as a percentage?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Western Cape')), arrested),
  },
  {
    notebook: 'a',
    question:
      'Last stop before the terminus: on what date was the most recent cash van heist, a CIT robbery as the police call it?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'How many kilometres, on average, was each crime scene from the closest police station? I measure my route by the km.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the tiler, on notebook b.
  {
    notebook: 'b',
    question:
      'Two rooms to tile, Northern Cape and North West: how many rape incidents were laid in those two provinces together?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) =>
      number(count(rows, has('rape'), (r) => ['Northern Cape', 'North West'].includes(r.province))),
  },
  {
    notebook: 'b',
    question:
      'Which province had the most suspects arrested, summing the arrests over all its incidents, like counting the boxes of tiles per room?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question:
      'Hate to ask this one on the job but how many children were victims, added up across all the incidents in the reports?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question:
      'Yes or no, quick, the grout is setting: was any stock theft laid in the Northern Cape before 2020?',
    covers: ['yes/no', 'calendar', 'conjunction'],
    expect: (rows) =>
      yesNo(count(rows, has('stock theft'), inProvince('Northern Cape'), before('2020-01-01')) > 0),
  },
  {
    notebook: 'b',
    question:
      'What was the rand value of the goods and cash taken in the business robberies? Need to know what the shops lost.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the gondolier, on notebook b.
  {
    notebook: 'b',
    question:
      'Ahh, a gondola ride under the moon, and a song for the taken: on what date did the latest kidnaping take place?',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Dolce vita, but so much sorrow! Of all the murders along this canal, what percentage happened in the Free State?',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(murder), inProvince('Free State')),
  },
  {
    notebook: 'b',
    question:
      'When the canal is cold in winter - June, July and August of any year - how many incidents took place in those months?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMonths(6, 8))),
  },
  {
    notebook: 'b',
    question:
      'I row my oar past Limpopo and Mpumalanga together, singing for the fallen: how many people were killed in those two provinces combined?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      number(
        peopleTotal(
          'victims_killed',
          rows.filter((r) => ['Limpopo', 'Mpumalanga'].includes(r.province)),
        ),
      ),
  },
  {
    notebook: 'b',
    question:
      'At what hour of the night, amore, did the cash-in-transit robberies happen? Tell me the time on the clock.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the rural bus driver, on notebook b.
  {
    notebook: 'b',
    question:
      'Morning from the driver seat. Which municipality has the most incidents, the busiest stop on this route so to speak?',
    covers: ['ranking'],
    ...ranking(incidentsByMunicipality, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Hijackings are what every driver fears - cars or trucks, either one. How many hijacking incidents are there in these releases?',
    covers: ['slang', 'restricted count'],
    expect: (rows) => number(count(rows, hijacking)),
  },
  {
    notebook: 'b',
    question: 'On the Limpopo leg of the route, how many suspects were arrested in the murdr cases there?',
    covers: ['misspelling', 'people', 'conjunction'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, murder, inProvince('Limpopo')))),
  },
  {
    notebook: 'b',
    question:
      'Of all the incidents, what percentage happened in 2023 or later? Counting from the first of January 2023 up to the terminus.',
    covers: ['share', 'calendar'],
    expect: (rows) => percentOf(rows, sinceYear(2023)),
  },
  {
    notebook: 'b',
    question:
      'Did a cash van heist ever happen on a Saturday or a Sunday, when I carry the most passengers? Yes or no.',
    covers: ['yes/no', 'calendar', 'slang'],
    expect: (rows) => yesNo(count(rows, cit, weekend) > 0),
  },
];

export const fresh306QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH306_QUESTIONS, rows);
