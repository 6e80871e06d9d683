/**
 * The forty-fourth fresh question set, written blind: from the ground truth of the development set's
 * notebooks `a` and `b` alone, without reading how the answer engine reads a question, its extractor,
 * or any earlier question set. Every expectation is computed from the rows by code, never typed by hand.
 *
 * Three voices, each asking five questions of each notebook:
 * - a retired detective writing a memoir (dockets, the accused, busts, "nabbed", "taken in", CAS
 *   numbers; arrests, suspects' ages, how many were caught, cases still unsolved);
 * - a tourism board risk analyst (provinces, metros, towns, the Garden Route, "Joburg", "Durbs";
 *   weekends and weekdays, months, seasons, holidays; comparing places);
 * - a high-school debate coach (plain, careful questions with numeric thresholds, averages to one
 *   decimal, percentages with a stated base, and yes/no questions).
 *
 * Readings:
 * - An incident's date is its `event_date`; an undated incident is in no window, month, season or
 *   weekday. Windows are inclusive at both ends ("between 1 July 2022 and 30 June 2024" holds both days).
 *   A weekend is a Saturday or Sunday, a weekday Monday to Friday (Friday is a weekday).
 * - Seasons are months of any year: "summer holiday season" is December, January and February;
 *   "winter" is June, July and August.
 * - "Nobody taken in", "no arrest", "unsolved", "the accused got away" mean `arrest_made` is false; an
 *   incident whose `arrest_made` is null is neither arrested nor unarrested. "Nabbed" / "ended in an
 *   arrest" mean `arrest_made` is true.
 * - Counts of people (victims, suspects arrested) sum the stated figures: a null figure adds nothing.
 *   "How many suspects were arrested" is `num_suspects_arrested`; "at least three suspects arrested"
 *   and "fewer than two suspects arrested" need a stated figure (a null figure passes neither).
 * - Suspects' ages are the stated `suspect_ages`, one per suspect; "over 40" is strictly older than 40
 *   (a 40-year-old is not over 40); "youngest" is the smallest stated age.
 * - An average "per incident" is the mean over the incidents whose figure is stated (null figures are
 *   left out of both the sum and the count), rounded to one decimal.
 * - A share's base is the question's stated group: "of the incidents that involved a murder" is every
 *   incident of the notebook whose crimes include murder; "out of all the incidents here" is all fifty
 *   incidents of the notebook (null `arrest_made` stays in the base and out of the part). Percentages are
 *   rounded to the nearest whole percent.
 * - A child victim is a stated `victims_children` of one or more.
 * - A place is matched by the ground truth's `province` and `municipality` fields, never by the
 *   location text: "KZN" / "KwaZula-Natal" is KwaZulu-Natal; "Joburg" is the municipality City of
 *   Johannesburg and "Durbs" is eThekwini (an incident whose municipality is null is in neither);
 *   "city or municipality" is the `municipality` field; the Garden Route is the Western Cape's Garden
 *   Route District municipalities (Mossel Bay, George, Knysna, Bitou, Hessequa, Oudtshoorn,
 *   Kannaland). Jeffreys Bay (Kouga, Eastern Cape) is not counted; counting it would not change the
 *   answer, since its incident is earlier. The De-Wildt butchery is the one incident whose location
 *   names De-Wildt.
 * - "More in X or in Y, and by how many" is answered by the difference, the larger side's figure minus
 *   the smaller's (the question is an error if the first-named side does not have more).
 * - A ranking of provinces by suspects "counting heads, not cases" sums `num_suspects_arrested` per
 *   province; a ranking by crime counts the incidents whose crimes include each crime (an incident with
 *   three crimes counts once for each); a ranking of municipalities counts incidents per `municipality`.
 * - "Both murder and kidnapping" means the incident's crimes include both.
 * - "Did every kidnaping case end with at least three suspects arrested" is Yes only when every
 *   incident whose crimes include kidnapping has a stated figure of three or more.
 * - Refusals: the releases never state a CAS (case) number (searched every text for "CAS" as a word,
 *   "case number", "case no" and "reference": none; the Hillbrow release says only "the case is one of a
 *   recent surge"); the releases never state how many tourists visit the Kruger National Park (searched
 *   for "visitor", "number of tourists", "per year", "annual", "touris": only the one tourist who
 *   reported the gunshots and a Department of Tourism partner in Kimberley); the releases never state
 *   whether a suspect was employed or unemployed (searched notebook `a` for "employ", "unemploy",
 *   "job", "occupation" and "work": only a Sassa employee and an accused who "works neither for Sassa
 *   nor in health", which says nothing of employment).
 */
import type { Expectation } from './answer-matching';
import {
  type BlindQuestion,
  inMonths,
  inMunicipality,
  kznProvinceNames,
  percentage,
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
  crimeNames,
  dateAt,
  excessOf,
  has,
  inProvince,
  meanOf,
  municipalityNames,
  notArrested,
  number,
  refusal,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

type Test = (r: DevRow) => boolean;

const KZN = inProvince('KwaZulu-Natal');
const WESTERN_CAPE = inProvince('Western Cape');
const EASTERN_CAPE = inProvince('Eastern Cape');
const FREE_STATE = inProvince('Free State');
const LIMPOPO = inProvince('Limpopo');
const MPUMALANGA = inProvince('Mpumalanga');
const NORTH_WEST = inProvince('North West');
const NORTHERN_CAPE = inProvince('Northern Cape');

/** The Western Cape's Garden Route District municipalities. */
const GARDEN_ROUTE = ['Mossel Bay', 'George', 'Knysna', 'Bitou', 'Hessequa', 'Oudtshoorn', 'Kannaland'];
const onGardenRoute: Test = (r) => r.municipality !== null && GARDEN_ROUTE.includes(r.municipality);

/** A stated figure that passes the threshold; a null figure passes no threshold. */
const statedAtLeast =
  (field: (r: DevRow) => number | null | undefined, least: number): Test =>
  (r) => {
    const value = field(r);
    return value !== null && value !== undefined && value >= least;
  };
const statedBelow =
  (field: (r: DevRow) => number | null | undefined, limit: number): Test =>
  (r) => {
    const value = field(r);
    return value !== null && value !== undefined && value < limit;
  };
const statedExactly =
  (field: (r: DevRow) => number | null | undefined, exactly: number): Test =>
  (r) =>
    field(r) === exactly;

const suspectsOf = (r: DevRow) => r.num_suspects_arrested;
const victimsOf = (r: DevRow) => r.num_victims;
const childrenOf = (r: DevRow) => r.victims_children;

/** Monday to Friday. */
const onWeekday: Test = (r) => weekday(r) !== undefined && !weekend(r);

/** The date of the one incident that passes the tests; none or several is an error in the question. */
function dateOfOnly(rows: readonly DevRow[], ...tests: Test[]): Expectation {
  const chosen = rowsWhere(rows, ...tests);
  if (chosen.length !== 1) throw new Error(`expected one incident, found ${chosen.length}`);
  return dateAt(chosen, 'latest');
}

/** The smallest stated suspect age over the rows; none stated is an error in the question. */
function youngest(rows: readonly DevRow[]): Expectation {
  const ages = suspectAges(rows);
  if (ages.length === 0) throw new Error('no stated suspect age');
  return number(Math.min(...ages));
}

/** Suspects arrested summed per province, over the rows that pass the tests. */
const suspectsByProvince =
  (...tests: Test[]) =>
  (rows: readonly DevRow[]) =>
    tallyOf(
      rowsWhere(rows, ...tests),
      (r) => r.province,
      (r) => r.num_suspects_arrested ?? 0,
    );

/** Incidents per crime (each of an incident's crimes once), over the rows that pass the tests. */
const incidentsByCrime =
  (...tests: Test[]) =>
  (rows: readonly DevRow[]) => {
    const counts = new Map<string, number>();
    for (const r of rowsWhere(rows, ...tests))
      for (const crime of new Set(r.crimes)) counts.set(crime, (counts.get(crime) ?? 0) + 1);
    return counts;
  };

/** Incidents per municipality (a null municipality is in none). */
const incidentsByMunicipality = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH44_QUESTIONS: readonly BlindQuestion[] = [
  // The retired detective, notebook a.
  {
    notebook: 'a',
    covers: ['restricted count', 'slang'],
    question: "Back in my day we'd call it a dud. In how many of the KZN dockets was nobody taken in at all?",
    expect: (rows) => number(count(rows, KZN, notArrested)),
  },
  {
    notebook: 'a',
    covers: ['people', 'slang'],
    question: 'How old was the youngest accused on the Western Cape dockets?',
    expect: (rows) => youngest(rowsWhere(rows, WESTERN_CAPE)),
  },
  {
    notebook: 'a',
    covers: ['date', 'slang'],
    question:
      'A murder docket where nobody got nabbed stays open in my book. When did the most recent of those unsolved murders happen?',
    expect: (rows) => dateAt(rowsWhere(rows, has('murder'), notArrested), 'latest'),
  },
  {
    notebook: 'a',
    covers: ['ranking', 'slang'],
    question: 'Kidnapping jobs: which province had the most suspects taken in for them?',
    ...ranking(suspectsByProvince(has('kidnapping')), kznProvinceNames),
  },
  {
    notebook: 'a',
    covers: ['refusal', 'slang'],
    question: 'What was the CAS number on the docket for the Hillbrow hijacking and kidnapping?',
    expect: refusal,
  },

  // The retired detective, notebook b.
  {
    notebook: 'b',
    covers: ['people', 'restricted count'],
    question: 'On the Limpopo dockets, how many of the accused were over 40?',
    expect: (rows) => number(suspectAges(rowsWhere(rows, LIMPOPO)).filter((age) => age > 40).length),
  },
  {
    notebook: 'b',
    covers: ['restricted count', 'slang'],
    question: 'How many rape dockets ended with the accused nabbed?',
    expect: (rows) => number(count(rows, has('rape'), arrested)),
  },
  {
    notebook: 'b',
    covers: ['date', 'slang'],
    question: 'That butchery job at De-Wildt, the one where the robbers sped off in a BMW. What date was it?',
    expect: (rows) => dateOfOnly(rows, (r) => r.location.toLowerCase().includes('de-wildt')),
  },
  {
    notebook: 'b',
    covers: ['conjunction', 'slang'],
    question:
      'How many dockets carried both a murder and a kidnapping charge, with at least one suspect taken in?',
    expect: (rows) => number(count(rows, has('murder'), has('kidnapping'), arrested)),
  },
  {
    notebook: 'b',
    covers: ['ranking', 'slang'],
    question: 'Counting heads, not cases: which province nabbed the most suspects?',
    ...ranking(suspectsByProvince()),
  },

  // The tourism board risk analyst, notebook a.
  {
    notebook: 'a',
    covers: ['restricted count', 'slang'],
    question: 'More incidents in Joburg or in Durbs, and by how many?',
    expect: (rows) => excessOf(rows, inMunicipality('City of Johannesburg'), inMunicipality('eThekwini')),
  },
  {
    notebook: 'a',
    covers: ['calendar', 'restricted count'],
    question:
      "We're drafting a weekend-getaway advisory. How many of the Western Cape incidents happened on a Saturday or a Sunday?",
    expect: (rows) => number(count(rows, WESTERN_CAPE, weekend)),
  },
  {
    notebook: 'a',
    covers: ['calendar', 'misspelling'],
    question:
      'Summer holiday season check: how many incidents in KwaZula-Natal fell in December, January or February?',
    expect: (rows) => number(count(rows, KZN, (r) => inMonths(12, 12)(r) || inMonths(1, 2)(r))),
  },
  {
    notebook: 'a',
    covers: ['ranking'],
    question: 'Which city or municipality had the most incidents overall?',
    ...ranking(incidentsByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    covers: ['date'],
    question: 'When was the most recent incident anywhere on the Garden Route?',
    expect: (rows) => dateAt(rowsWhere(rows, onGardenRoute), 'latest'),
  },

  // The tourism board risk analyst, notebook b.
  {
    notebook: 'b',
    covers: ['people'],
    question: 'Free State or Northern Cape: which saw more victims, and by how many?',
    expect: (rows) => excessOf(rows, FREE_STATE, NORTHERN_CAPE, victims),
  },
  {
    notebook: 'b',
    covers: ['calendar', 'restricted count'],
    question:
      'Between 1 July 2022 and 30 June 2024, how many incidents happened on a weekday rather than over a weekend?',
    expect: (rows) => number(count(rows, within('2022-07-01', '2024-06-30'), onWeekday)),
  },
  {
    notebook: 'b',
    covers: ['calendar'],
    question:
      "We're pricing winter packages for June, July and August. How many North West incidents fell in those months?",
    expect: (rows) => number(count(rows, NORTH_WEST, inMonths(6, 8))),
  },
  {
    notebook: 'b',
    covers: ['ranking'],
    question:
      'Mpumalanga is our Kruger and Lowveld market. Which crime comes up most often in its incidents?',
    ...ranking(incidentsByCrime(MPUMALANGA), crimeNames),
  },
  {
    notebook: 'b',
    covers: ['refusal'],
    question:
      'How many tourists visit the Kruger National Park in a year? I want to set the rhino poaching arrests against that figure.',
    expect: refusal,
  },

  // The debate coach, notebook a.
  {
    notebook: 'a',
    covers: ['share'],
    question:
      'Of the incidents that involved a murder, what percentage ended in an arrest? Use all the murder incidents as the base and round to the nearest whole percent.',
    expect: (rows) => {
      const murders = rowsWhere(rows, has('murder'));
      return percentage(count(murders, arrested), murders.length);
    },
  },
  {
    notebook: 'a',
    covers: ['people'],
    question:
      'On average, how many victims were there per incident in the Western Cape? Count only incidents that state a number of victims, and give one decimal.',
    expect: (rows) => meanOf(rowsWhere(rows, WESTERN_CAPE).map(victimsOf), 1),
  },
  {
    notebook: 'a',
    covers: ['restricted count'],
    question: 'In how many Eastern Cape incidents were at least three suspects arrested?',
    expect: (rows) => number(count(rows, EASTERN_CAPE, statedAtLeast(suspectsOf, 3))),
  },
  {
    notebook: 'a',
    covers: ['yes/no', 'misspelling'],
    question: 'Yes or no: did every kidnaping case end with at least three suspects arrested?',
    expect: (rows) => {
      const kidnappings = rowsWhere(rows, has('kidnapping'));
      if (kidnappings.length === 0) throw new Error('no kidnapping to judge');
      return yesNo(kidnappings.every(statedAtLeast(suspectsOf, 3)));
    },
  },
  {
    notebook: 'a',
    covers: ['refusal'],
    question: 'What percentage of the suspects arrested were unemployed at the time of their arrest?',
    expect: refusal,
  },

  // The debate coach, notebook b.
  {
    notebook: 'b',
    covers: ['share'],
    question:
      'Out of all the incidents here, what percentage ended with no arrest at all? Round to a whole percent.',
    expect: (rows) => percentage(count(rows, notArrested), rows.length),
  },
  {
    notebook: 'b',
    covers: ['people'],
    question: 'On average, how many suspects were arrested per incident in the North West, to one decimal?',
    expect: (rows) => meanOf(rowsWhere(rows, NORTH_WEST).map(suspectsOf), 1),
  },
  {
    notebook: 'b',
    covers: ['restricted count'],
    question: 'How many Limpopo incidents had exactly one victim?',
    expect: (rows) => number(count(rows, LIMPOPO, statedExactly(victimsOf, 1))),
  },
  {
    notebook: 'b',
    covers: ['conjunction'],
    question:
      'In the Northern Cape, how many incidents had at least one child victim and fewer than two suspects arrested?',
    expect: (rows) =>
      number(count(rows, NORTHERN_CAPE, statedAtLeast(childrenOf, 1), statedBelow(suspectsOf, 2))),
  },
  {
    notebook: 'b',
    covers: ['yes/no', 'people'],
    question: 'Were there more female victims than male victims in the Northern Cape incidents?',
    expect: (rows) => {
      const northernCape = rowsWhere(rows, NORTHERN_CAPE);
      const female = northernCape.reduce((total, r) => total + (r.victims_female ?? 0), 0);
      const male = northernCape.reduce((total, r) => total + (r.victims_male ?? 0), 0);
      return yesNo(female > male);
    },
  },
];

export const fresh44QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH44_QUESTIONS, rows);
