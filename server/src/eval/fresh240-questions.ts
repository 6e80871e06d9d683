/**
 * The two-hundred-and-fortieth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A car guard in a shopping-centre parking lot: street-wise and direct, short sentences, local slang
 *    ("my bru", "ja", "these okes", "lekker", "skelms" for criminals), a few misspellings.
 * 2. A student journalist on a campus paper: precise but slightly over-formal, with hedges
 *    ("approximately", "if possible", "according to the notebook"), sometimes two clauses.
 * 3. A town planner: land use and settlements (villages, farms, mining land, informal settlements,
 *    metros versus local municipalities, urban versus rural), "per settlement", asks about places.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every window, year, weekday and
 *   "since", and is never the earliest or latest; `published_date` is never read. A weekend is a Saturday
 *   or Sunday of `event_date`; "since 2022" is from 1 January 2022 on; a window "between 1 January 2020
 *   and 30 June 2022, inclusive" holds both end days.
 * - Crimes: "hijackings" are `carjacking` or `truck hijacking`; "murders" are `murder` (attempted murder
 *   is not one); "cash van robbery" is `cash-in-transit robbery`; stock theft / "stealing cows" is
 *   `stock theft`; "mining land" is an incident with `illegal mining`; rape is `rape`.
 * - People are sums of stated figures, a null adding nothing: `num_suspects_arrested` (skelms bust,
 *   caught, arrested), `victims_killed` (killed), `victims_children` (children under eighteen). The
 *   median number of victims is over the rows whose `num_victims` is stated (a stated 0 counts); the mean
 *   suspect age is over every stated `suspect_ages` entry (one per suspect), to one decimal.
 * - "Nobody arrested" / "got away clean" is `arrest_made === false`; "resulted in at least one arrest"
 *   is `arrest_made === true` (an unstated arrest is neither), as a share of all the notebook's rows to
 *   the nearest whole percent.
 * - "The province that got the most skelms locked up" sums `num_suspects_arrested` per province (a null
 *   adds nothing).
 * - Places: "Joburg" is the `City of Johannesburg` municipality; the "Cape Town metro" is `City of Cape
 *   Town`. The metros are the eight metropolitan municipalities (City of Johannesburg, City of Tshwane,
 *   Ekurhuleni, City of Cape Town, eThekwini, Nelson Mandela Bay, Buffalo City, Mangaung); an incident is
 *   in a metro when its `municipality` is one, and outside the metros when its `municipality` is stated
 *   and is not one (a null municipality is neither). The metro share is over all the notebook's rows. A
 *   village is a row whose `location` holds the word "village", a farm one whose `location` holds
 *   "farm", Khayelitsha one whose `location` holds "Khayelitsha" (any case). A municipality is answered
 *   as written or without "City of"; KwaZulu-Natal may be answered as "KZN".
 * - Rankings (province with most attempted murders, municipality with most incidents, province with most
 *   suspects arrested, province with most village incidents) each carry their tally; a tie at the top is an error in the
 *   question. The list of farm provinces is every province with a farm incident, alphabetically.
 * - Refusals: the ground truth holds no vehicle makes, no distances to taxi ranks or stations, no street
 *   lighting, and no predictions or opinions (future counts, which town is safer).
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  inMunicipality,
  kznProvinceNames,
  medianOf,
  peopleTotal,
  percentage,
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
  has,
  inProvince,
  meanOf,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
  within,
} from './ground-truth-questions';

/** The eight metropolitan municipalities, as the ground truth spells them. */
export const METROS: readonly string[] = [
  'City of Johannesburg',
  'City of Tshwane',
  'Ekurhuleni',
  'City of Cape Town',
  'eThekwini',
  'Nelson Mandela Bay',
  'Buffalo City',
  'Mangaung',
];

/** In a metro: the stated municipality is one of the eight. */
const inMetro = (r: DevRow) => r.municipality !== null && METROS.includes(r.municipality);
/** Outside the metros: the municipality is stated and is not a metro (an unstated one is neither). */
const outsideMetros = (r: DevRow) => r.municipality !== null && !METROS.includes(r.municipality);

const hijacking = anyCrime('carjacking', 'truck hijacking');
const murder = has('murder');
const stockTheft = has('stock theft');
const inAVillage = atPlace('village');
const onAFarm = atPlace('farm');
const inKhayelitsha = atPlace('Khayelitsha');

const attemptedMurderProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('attempted murder')), (r) => r.province);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const arrestsByProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const villageProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(inAVillage), (r) => r.province);

export const FRESH240_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the car guard, on notebook a.
  {
    notebook: 'a',
    question: 'Ja my bru, how many hijackings in here? Cars and trucks both.',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, hijacking)),
  },
  {
    notebook: 'a',
    question: 'How many skelms got bust in Joburg altogether? Just Joburg my bru, not the whole Gauteng.',
    covers: ['people', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inMunicipality('City of Johannesburg')))),
  },
  {
    notebook: 'a',
    question: 'These okes hijacking, what car they like most? Polo, Hilux, Corolla? Tell me bru',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'KZN - any murder there where the skelms got away clean, nobody arrested? ja or no',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, murder, inProvince('KwaZulu-Natal'), notArrested) > 0),
  },
  {
    notebook: 'a',
    question: 'how many murdurs happend on the weekend bru, saterday or sunday',
    covers: ['calendar', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },

  // Voice 2, the student journalist, on notebook a.
  {
    notebook: 'a',
    question:
      'According to the notebook, approximately what percentage of the incidents resulted in at least one arrest, if possible to the nearest whole percent?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'a',
    question:
      'What was the median number of victims per incident, counting only those incidents for which the number of victims is stated in the notebook?',
    covers: ['people'],
    expect: (rows) => number(medianOf(rows.flatMap((r) => (r.num_victims === null ? [] : [r.num_victims])))),
  },
  {
    notebook: 'a',
    question:
      'Which province recorded the highest number of incidents involving attempted murder, according to the notebook?',
    covers: ['ranking', 'restricted count'],
    ...ranking(attemptedMurderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'If possible, could you state the date of the earliest kidnapping recorded in the notebook, and where it took place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Based on the trend in the notebook, approximately how many murders would you project for the year 2027, if such an estimate is possible?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the town planner, on notebook a.
  {
    notebook: 'a',
    question:
      'Khayelitsha and its informal settlements (Site B, Site C, Enkanini and so on): how many people were killed there in total?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inKhayelitsha))),
  },
  {
    notebook: 'a',
    question: 'Per municipality, which one carries the heaviest incident load in this notebook?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Urban versus rural in Gauteng: how many of the Gauteng incidents fell outside the metros, i.e. in a local municipality?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Gauteng'), outsideMetros)),
  },
  {
    notebook: 'a',
    question: 'How many incidents were there in the Cape Town metro since the start of 2022?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => number(count(rows, inMunicipality('City of Cape Town'), sinceYear(2022))),
  },
  {
    notebook: 'a',
    question:
      'How many of these incidents took place within walking distance (say 500 m) of a taxi rank or a train station?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the car guard, on notebook b.
  {
    notebook: 'b',
    question: 'Farm murders bru. How many?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder, onAFarm)),
  },
  {
    notebook: 'b',
    question: 'These okes stealing cows and sheep - how many of them got caught? Total skelms arrested',
    covers: ['people', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(stockTheft))),
  },
  {
    notebook: 'b',
    question: 'Which province got the most skelms locked up, bru? Count the okes arrested',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByProvinceTally),
  },
  {
    notebook: 'b',
    question: 'was there eny cash van robery in the Free State? ja or nee',
    covers: ['yes/no', 'misspelling', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('cash-in-transit robbery'), inProvince('Free State')) > 0),
  },
  {
    notebook: 'b',
    question: 'Lekker, so where is it safer to work as a car guard bru, Bloem or Polokwane? What you reckon',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the student journalist, on notebook b.
  {
    notebook: 'b',
    question:
      'According to the notebook, what was the mean age of the suspects whose ages are stated, rounded to one decimal place if possible?',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows), 1),
  },
  {
    notebook: 'b',
    question:
      'In the incidents in which a rape was recorded, approximately how many of the victims were children under the age of eighteen, in total?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(has('rape')))),
  },
  {
    notebook: 'b',
    question:
      'According to the notebook, on what date did the most recent murder in the North West province take place?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('North West')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'If possible, could you indicate how many incidents took place between 1 January 2020 and 30 June 2022, inclusive?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, within('2020-01-01', '2022-06-30'))),
  },
  {
    notebook: 'b',
    question:
      'Is the number of stock theft cases in the notebook likely to rise next year, and if so, approximately by how much?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the town planner, on notebook b.
  {
    notebook: 'b',
    question:
      'Urban versus rural: what percentage of the incidents happened inside a metropolitan municipality (a metro like Mangaung) rather than a local municipality?',
    covers: ['share'],
    expect: (rows) => percentage(count(rows, inMetro), rows.length),
  },
  {
    notebook: 'b',
    question: 'Per settlement type: which province has the most incidents in villages?',
    covers: ['ranking'],
    ...ranking(villageProvinceTally),
  },
  {
    notebook: 'b',
    question: 'List the provinces where incidents on farms were recorded.',
    covers: ['restricted count'],
    expect: (rows) => ({
      kind: 'list',
      value: [...new Set(rows.filter(onAFarm).map((r) => r.province))].sort(),
    }),
  },
  {
    notebook: 'b',
    question: 'On mining land (illegal mining sites), how many suspects were arrested altogether?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('illegal mining')))),
  },
  {
    notebook: 'b',
    question:
      'For the village incidents, was poor street lighting a factor? How many happened in settlements without streetlights?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh240QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH240_QUESTIONS, rows);
