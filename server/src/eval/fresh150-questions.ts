/**
 * The hundred-and-fiftieth fresh question set (blind): thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A freelance fact-checker verifying claims heard on talk radio: "someone said X, is that true?",
 *    "check this", a claim's figure in the question and the real one (or a yes or no) wanted back.
 * 2. A municipal safety officer focused on their own municipality and its neighbours: place-heavy,
 *    "in our area", "the metro", municipality names and their short forms ("Joburg").
 * 3. A data visualisation designer building charts: "for the bar chart", "per year", "top places",
 *    "breakdown", "share", asking for the one figure or label a chart needs.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year and "since" window and is
 *   never the earliest or the latest; `published_date` is never read.
 * - People are sums of the stated figures: `victims_killed` (killed, died), `victims_children` (child
 *   victims, under 18), `victims_police` (police officers, cops), `num_suspects_arrested` (suspects
 *   arrested). A null (unstated) figure adds nothing.
 * - A share of victims by sex is over the victims of stated sex: the sum of `victims_male` (or
 *   `victims_female`) over the sum of both. A share of suspects by sex likewise uses `suspects_female`
 *   over `suspects_female` + `suspects_male`. Shares are to the nearest whole percent; a share of
 *   incidents is over all the notebook's rows. "An incident with a child victim" has `victims_children`
 *   of at least 1.
 * - Suspects' ages are `suspect_ages`, one per suspect, over every incident that states them; the
 *   youngest is their minimum and the average their mean to the nearest whole year.
 * - "Is it true that more X in P than in Q" is Yes only when P's figure is strictly greater (a tie is
 *   No). "More farm murders than any other province" is Yes only when the province's count is strictly
 *   greater than every other province's.
 * - A farm incident is a row whose `location` holds the word "farm" (any case); a farm murder is one
 *   whose crimes hold `murder`.
 * - "CIT" / "cash-in-transit heist" is `cash-in-transit robbery`; "murders" are `murder` alone; "rapes"
 *   are `rape`; "kidnappings" `kidnapping`; "illegal firearm" `illegal firearm possession`.
 * - Places are `municipality` as written (rows without one are left out), answered as written or
 *   without "City of": "Joburg" / "Joburg metro" is `City of Johannesburg`, "Tshwane" `City of Tshwane`,
 *   "Cape Town metro" `City of Cape Town`; Ekurhuleni, Nelson Mandela Bay, Mangaung, Madibeng, Rustenburg
 *   and Maluti-a-Phofung as written. "KZN" is KwaZulu-Natal. A municipality ranking "in" a province
 *   counts only that province's rows.
 * - "How many more in 2024 than in 2020" is the difference of the two counts; 2024 must have more.
 * - Rankings (province by incidents, KwaZulu-Natal municipality by incidents, municipality by suspects
 *   arrested, North West municipality by incidents, province by rapes) each carry their tally; a tie
 *   at the top is an error in the question.
 * - Refusals: the ground truth holds no prison sentences and nothing about parole.
 */
import {
  atPlace,
  type BlindQuestion,
  inMunicipality,
  kznProvinceNames,
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

const cit = has('cash-in-transit robbery');
const murder = has('murder');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');
/** An incident in any of the municipalities. */
const inMunicipalities =
  (...names: string[]) =>
  (r: DevRow) =>
    names.some((name) => inMunicipality(name)(r));

/** Whether the first figure is strictly greater than the second (a tie is no). */
const moreThan = (first: number, second: number) => yesNo(first > second);

/** The tally's key is strictly ahead of every other key (a province with no entry counts 0). */
function strictlyAhead(tally: Map<string, number>, key: string) {
  const own = tally.get(key) ?? 0;
  return [...tally].every(([other, n]) => other === key || n < own);
}

const provinceTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.province);
const municipalityTallyIn = (province: string) => (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(inProvince(province)), (r) => r.municipality);
const arrestsByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.num_suspects_arrested ?? 0,
  );
const rapeProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(has('rape')), (r) => r.province);
const farmMurderProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rowsWhere(rows, onAFarm, murder), (r) => r.province);

/** The youngest stated suspect age; no stated age is an error in the question. */
function youngestSuspect(rows: readonly DevRow[]) {
  const ages = suspectAges(rows);
  if (ages.length === 0) throw new Error('no stated suspect age');
  return number(Math.min(...ages));
}

export const FRESH150_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the talk-radio fact-checker, on notebook a.
  {
    notebook: 'a',
    question:
      'Heard a caller on talk radio say more people were killed in the Eastern Cape than in KZN in these releases. Is that true?',
    covers: ['yes/no', 'people', 'slang'],
    expect: (rows) =>
      moreThan(
        peopleTotal('victims_killed', rows.filter(inProvince('Eastern Cape'))),
        peopleTotal('victims_killed', rows.filter(inProvince('KwaZulu-Natal'))),
      ),
  },
  {
    notebook: 'a',
    question:
      'Someone on air claimed the latest cash-in-transit heist in here was back in 2021. Check this - when was the most recent CIT robbery?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },
  {
    notebook: 'a',
    question: 'check this claim: there were more rapes than kidnappings in these releases. Is that right?',
    covers: ['yes/no', 'restricted count'],
    expect: (rows) => moreThan(count(rows, has('rape')), count(rows, has('kidnapping'))),
  },
  {
    notebook: 'a',
    question:
      'A radio host said these police releases go back as far as 2014. What is the date of the earliest incident in them?',
    covers: ['date'],
    expect: (rows) => dateAt(rows, 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'A guest on a talk show said the average prison sentence handed down in these cases was 15 years. Is that true - what was the average sentence?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the municipal safety officer, on notebook a.
  {
    notebook: 'a',
    question:
      'I work in community safety for Ekurhuleni. Our metro plus our neighbours Joburg and Tshwane - how many incidents altogether?',
    covers: ['restricted count', 'slang'],
    expect: (rows) =>
      number(count(rows, inMunicipalities('Ekurhuleni', 'City of Johannesburg', 'City of Tshwane'))),
  },
  {
    notebook: 'a',
    question: 'How many child victims (under 18) were there in the City of Cape Town muncipality?',
    covers: ['people', 'misspelling'],
    expect: (rows) =>
      number(peopleTotal('victims_children', rows.filter(inMunicipality('City of Cape Town')))),
  },
  {
    notebook: 'a',
    question: 'Which municipality in KwaZulu-Natal had the most incidents?',
    covers: ['ranking'],
    ...ranking(municipalityTallyIn('KwaZulu-Natal'), municipalityNames),
  },
  {
    notebook: 'a',
    question: 'When was the most recent incident in our area, Nelson Mandela Bay metro?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inMunicipality('Nelson Mandela Bay')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'In the Joburg metro, how many kidnapping incidents have there been since the start of 2020?',
    covers: ['calendar', 'conjunction', 'slang'],
    expect: (rows) =>
      number(count(rows, has('kidnapping'), inMunicipality('City of Johannesburg'), sinceYear(2020))),
  },

  // Voice 3, the data visualisation designer, on notebook a.
  {
    notebook: 'a',
    question:
      'For the bar chart of incidents per province: which province has the tallest bar, i.e. the most incidents?',
    covers: ['ranking'],
    ...ranking(provinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'murders per yr for a line chart - how many murder incidents were there in 2022?',
    covers: ['calendar', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, murder, inYear(2022))),
  },
  {
    notebook: 'a',
    question:
      'Victims by sex breakdown: what percentage of victims were male, counting only victims whose sex is given?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const male = peopleTotal('victims_male', rows);
      return percentage(male, male + peopleTotal('victims_female', rows));
    },
  },
  {
    notebook: 'a',
    question: 'what share of the incidents involved illegal firearm possession? need a % for the donut chart',
    covers: ['share'],
    expect: (rows) => percentOf(rows, has('illegal firearm possession')),
  },
  {
    notebook: 'a',
    question: 'Top places by arrests: which municipality had the most suspects arrested in total?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByMunicipality, municipalityNames),
  },

  // Voice 1, the talk-radio fact-checker, on notebook b.
  {
    notebook: 'b',
    question:
      'Someone on the radio said the Free State has had more farm murders than any other province in these releases. Is that true?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(strictlyAhead(farmMurderProvinceTally(rows), 'Free State')),
  },
  {
    notebook: 'b',
    question:
      'A caller claimed more than 20 people were killed across all these incidents. Check this - how many people were actually killed?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows)),
  },
  {
    notebook: 'b',
    question:
      'Heard that cops were victims in North West several times. How many police officers in total were victims in North West?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question:
      'Guy on talk radio said the youngest suspect in these cases was just 16. What is the youngest suspect age actually given?',
    covers: ['people'],
    expect: youngestSuspect,
  },
  {
    notebook: 'b',
    question:
      'Someone claimed most of the suspects arrested were out on parole at the time. How many of them were on parole?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the municipal safety officer, on notebook b.
  {
    notebook: 'b',
    question: 'stock theft in our area (Mangaung metro) - how many cases?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, has('stock theft'), inMunicipality('Mangaung'))),
  },
  {
    notebook: 'b',
    question: "I'm with Madibeng. Suspects arrested in Madibeng and our neighbour Rustenburg combined?",
    covers: ['people', 'conjunction'],
    expect: (rows) => number(suspectsArrested(rows.filter(inMunicipalities('Madibeng', 'Rustenburg')))),
  },
  {
    notebook: 'b',
    question: 'How many people were killed in Maluti-a-Phofung municipality?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inMunicipality('Maluti-a-Phofung')))),
  },
  {
    notebook: 'b',
    question: 'Which municipality in the North West had the most incidents?',
    covers: ['ranking'],
    ...ranking(municipalityTallyIn('North West'), municipalityNames),
  },
  {
    notebook: 'b',
    question: 'When was the latest incident recorded in Mangaung?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inMunicipality('Mangaung')), 'latest'),
  },

  // Voice 3, the data visualisation designer, on notebook b.
  {
    notebook: 'b',
    question: 'For a stacked bar chart of rape by province: which province has the most rape incidents?',
    covers: ['ranking'],
    ...ranking(rapeProvinceTally),
  },
  {
    notebook: 'b',
    question: 'what percentge of incidents had at least one child victim?',
    covers: ['share', 'misspelling'],
    expect: (rows) => percentOf(rows, (r) => (r.victims_children ?? 0) >= 1),
  },
  {
    notebook: 'b',
    question: 'incidents per year chart - how many more incidents were there in 2024 than in 2020?',
    covers: ['calendar'],
    expect: (rows) => excessOf(rows, inYear(2024), inYear(2020)),
  },
  {
    notebook: 'b',
    question:
      'Breakdown of suspects by sex: what share were female, out of the suspects whose sex is given (nearest whole %)?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = peopleTotal('suspects_female', rows);
      return percentage(female, female + peopleTotal('suspects_male', rows));
    },
  },
  {
    notebook: 'b',
    question:
      'Average age of the suspects, where ages are given, rounded to a whole year - for a chart annotation',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows), 0),
  },
];

export const fresh150QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH150_QUESTIONS, rows);
