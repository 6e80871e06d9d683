/**
 * The two-hundred-and-thirty-second fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A Catholic priest writing to the diocese: formal, long sentences with Latin-ish turns ("inter
 *    alia", "viz."), a pastoral concern for the victims, the children and the women among them.
 * 2. A small-business owner with a spaza shop, typing fast on a phone: no capitals, abbreviations and
 *    slang ("biz", "jozi", "cops", "y/n", "pls"), a few misspellings ("extorshun", "robberys"), worried
 *    about business robberies and extortion "my side" (the local area).
 * 3. An insurance broker who thinks in claims but asks plain questions: counts, shares, averages and
 *    provinces, year by year, and the top places.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category, each incident once however many of the asked crimes it holds):
 * - Dates are `event_date` alone: a row without one is outside every year, "since" window and series,
 *   and is never the earliest or latest; `published_date` is never read. "Since the beginning of 2020"
 *   includes 1 January 2020. "In 2023 and 2024 combined" is an `event_date` from 2023-01-01 to
 *   2024-12-31. The year-by-year series counts the dated incidents of each year 2021 to 2024.
 * - People are sums of the stated figures: `victims_killed` (lost their lives), `victims_children`
 *   (children, under eighteen), `victims_police` (police officers, members of the police),
 *   `victims_female` (women among the victims), `num_suspects_arrested` (suspects arrested). A null
 *   (unstated) figure adds nothing. "Was any police officer among those harmed" is yes when the stated
 *   `victims_police` of the selection add up to more than zero.
 * - "Business robberies", "shop robberies", "biz robberies" are `business robbery`. "Robberies, all
 *   kinds" are `armed robbery`, `robbery`, `house robbery`, `business robbery` and
 *   `cash-in-transit robbery`; carjacking and truck hijacking are not robberies here. "Extortion" is
 *   `extortion`; "rape" is `rape` (sexual assault is not asked).
 * - "Jozi" is the `City of Johannesburg` municipality; "municipality" is `municipality` (rows without
 *   one are left out), answered as written or without "City of". A province is `province`;
 *   KwaZulu-Natal may be answered as "KZN".
 * - Shares are of the notebook's rows (or of the rows asked about), to the nearest whole percent: the
 *   share of incidents involving rape, the share in KwaZulu-Natal, and the share that "ended with an
 *   arrest" (`arrest_made === true`; a null is not an arrest).
 * - "How many more incidents in P than in Q" is the difference of the two counts; P must have more.
 * - The average age of suspects is the mean of every stated age in `suspect_ages` (one per suspect),
 *   to one decimal; the average number of victims per incident is the mean of the stated `num_victims`
 *   (a stated 0 counts, a null is left out), to one decimal. A value halfway at the rounding is an
 *   error in the question.
 * - Rankings (province with most children among the victims, municipality with most robberies,
 *   province with most rapes, province with most extortion or business robbery incidents, the two
 *   provinces with most suspects arrested) each carry their tally; a tie at the top, or for the top
 *   two between second and third, is an error in the question.
 * - Refusals: the releases' ground truth holds no victims' or suspects' names, no predictions of
 *   future crime, no rand values of losses, no motives, and nothing on whether property was insured.
 */
import type { Expectation } from './answer-matching';
import {
  anyCrime,
  type BlindQuestion,
  inMunicipality,
  kznProvinceNames,
  leaderOf,
  peopleByProvince,
  peopleTotal,
  rankedTally,
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
  inYear,
  meanOf,
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
  within,
} from './ground-truth-questions';

/** A robbery of any kind; carjacking and truck hijacking are not among them. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
const businessRobbery = has('business robbery');
const extortion = has('extortion');
/** The spaza owner's worry: a business robbery or an extortion. */
const shopCrime = anyCrime('business robbery', 'extortion');

/** The years of the broker's series. */
const SERIES_YEARS = [2021, 2022, 2023, 2024];

/**
 * The two top keys of a tally, top first: a tie at the top is refused as for any ranking, and a tie
 * between second and third leaves no single second place.
 */
function topTwo(tally: Map<string, number>): Expectation {
  leaderOf(tally);
  const [first, second, third] = rankedTally(tally);
  if (!first || !second || (third && third[1] === second[1]))
    throw new Error(`no single second place: ${JSON.stringify(rankedTally(tally).slice(0, 3))}`);
  return { kind: 'list', value: [first[0], second[0]] };
}

const childrenByProvince = peopleByProvince('victims_children');
const robberyMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(robbery), (r) => r.municipality);
const rapeProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(has('rape')), (r) => r.province);
const shopCrimeProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(shopCrime), (r) => r.province);
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH232_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the priest, on notebook a.
  {
    notebook: 'a',
    question:
      'In preparing my report to the diocese on the violence our communities have suffered, I should be grateful to know how many persons in all lost their lives in the incidents recorded in this collection, so that they may be remembered at Mass.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows)),
  },
  {
    notebook: 'a',
    question:
      'It weighs heavily upon me that the little ones are so often among the afflicted; in which province, according to these reports, were the greatest number of children, viz. those under the age of eighteen, numbered among the victims?',
    covers: ['ranking', 'people'],
    ...ranking(childrenByProvince, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Of all the incidents set down in these releases, what proportion, expressed as a percentage, involved inter alia the grievous crime of rape?',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows, has('rape')),
  },
  {
    notebook: 'a',
    question:
      'For the sake of a memorial service in the Western Cape, might you tell me on what date the earliest of the murders recorded in that province took place, that is the day of the killing itself?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, has('murder'), inProvince('Western Cape')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'So that the parishes may pray for them by name, would you kindly furnish me with the names of the children who were harmed in these incidents?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the spaza shop owner, on notebook a.
  {
    notebook: 'a',
    question: 'how many biz robberies n extortion cases in gauteng altogether',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, shopCrime, inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question: 'any extorshun cases in jozi? y/n',
    covers: ['yes/no', 'slang', 'misspelling'],
    expect: (rows) => yesNo(count(rows, extortion, inMunicipality('City of Johannesburg')) > 0),
  },
  {
    notebook: 'a',
    question: 'extortion cases - how many guys did the cops arrest in total',
    covers: ['people', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(extortion))),
  },
  {
    notebook: 'a',
    question: 'which municipality got the most robberys, all kinds (house, shop, armed, cash van)?',
    covers: ['ranking', 'misspelling'],
    ...ranking(robberyMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'my side is ekurhuleni. will my shop get hit next month? pls predict',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the insurance broker, on notebook a.
  {
    notebook: 'a',
    question: 'How many more incidents were there in Gauteng than in the Eastern Cape?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => excessOf(rows, inProvince('Gauteng'), inProvince('Eastern Cape')),
  },
  {
    notebook: 'a',
    question: 'What share of all the incidents happened in KwaZulu-Natal, as a percentage?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, inProvince('KwaZulu-Natal')),
  },
  {
    notebook: 'a',
    question: 'What was the average age of the suspects, where their ages are given?',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows), 1),
  },
  {
    notebook: 'a',
    question: 'Year by year, how many incidents were there in 2021, 2022, 2023 and 2024?',
    covers: ['calendar'],
    expect: (rows) => ({ kind: 'list', value: SERIES_YEARS.map((year) => count(rows, inYear(year))) }),
  },
  {
    notebook: 'a',
    question: 'What was the total rand value of the cash and vehicles lost across these incidents?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the priest, on notebook b.
  {
    notebook: 'b',
    question:
      'Mindful of the particular suffering of women in our rural parishes, I would ask how many women, in all, are numbered among the victims of the incidents recorded in these releases.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_female', rows)),
  },
  {
    notebook: 'b',
    question:
      'In which province, according to these statements, was the greatest number of rapes reported, so that the diocese may direct its pastoral care accordingly?',
    covers: ['ranking'],
    ...ranking(rapeProvinceTally),
  },
  {
    notebook: 'b',
    question:
      'Since the beginning of 2020, in how many of these incidents was a person raped or kidnapped, viz. taken against their will?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, anyCrime('rape', 'kidnapping'), sinceYear(2020))),
  },
  {
    notebook: 'b',
    question:
      'I should wish to know whether, inter alia, any member of the police was among those harmed in the incidents recorded in Mpumalanga.',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(peopleTotal('victims_police', rows.filter(inProvince('Mpumalanga'))) > 0),
  },
  {
    notebook: 'b',
    question:
      'What, in your reading of these releases, moved the perpetrators of the murders on farms to such cruelty, viz. what were their motives?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the spaza shop owner, on notebook b.
  {
    notebook: 'b',
    question: 'how many shop robberies total? biz robbery only',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, businessRobbery)),
  },
  {
    notebook: 'b',
    question: 'wen was the latest extorshun case',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(extortion), 'latest'),
  },
  {
    notebook: 'b',
    question: 'shop robberies + extortion together, how many suspects arrested altogether',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(suspectsArrested(rows.filter(shopCrime))),
  },
  {
    notebook: 'b',
    question: 'which province has the most extortion n biz robbery cases',
    covers: ['ranking', 'slang'],
    ...ranking(shopCrimeProvinceTally),
  },
  {
    notebook: 'b',
    question: 'wat r the names of the guys arrested for extortion? want to warn ppl my side',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },

  // Voice 3, the insurance broker, on notebook b.
  {
    notebook: 'b',
    question: 'How many incidents were recorded in Mpumalanga in 2023 and 2024 combined?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => number(count(rows, inProvince('Mpumalanga'), within('2023-01-01', '2024-12-31'))),
  },
  {
    notebook: 'b',
    question: 'What percentage of the incidents ended with an arrest?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'b',
    question: 'Where the number of victims is given, what is the average number of victims per incident?',
    covers: ['people'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.num_victims),
        1,
      ),
  },
  {
    notebook: 'b',
    question: 'Which two provinces had the most suspects arrested, highest first?',
    covers: ['ranking', 'people'],
    tally: arrestsByProvince,
    expect: (rows) => topTwo(arrestsByProvince(rows)),
  },
  {
    notebook: 'b',
    question: 'How many of the vehicles taken in the hijackings were insured?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh232QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH232_QUESTIONS, rows);
