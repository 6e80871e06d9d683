/**
 * The two-hundred-and-twenty-second fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A Cape Flats community activist who mixes Kaaps and Afrikaans words into English ("hoeveel",
 *    "ouens", "lekker", "gevaarlik", "nè", "kinders", "skollies"), direct and a bit angry, typing fast
 *    with a few misspellings ("raep", "kidz", "chilren").
 * 2. An epidemiologist using public-health framing ("case counts", "proportion", "numerator",
 *    "denominator", "case definition", "incidence", "case-fatality").
 * 3. A real-estate agent sizing up towns and suburbs for clients ("is it safe", comparisons between
 *    places, "which area", buyer's concerns).
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year and "from"/"since" window and
 *   is never the earliest or the most recent; `published_date` is never read. "From 2020 onwards" and
 *   "since 2020" start on 1 January 2020 inclusive.
 * - People are sums of the stated figures: `victims_killed` (killed, deaths, ouens who got killed),
 *   `victims_children` (kinders, kids, children under eighteen), `victims_female` (women and girls,
 *   vrouens en meisies), `victims_police` (cops, police officers as victims), `num_victims` (victims per
 *   incident). A null (unstated) figure adds nothing; the median of victims per incident takes only the
 *   incidents that state `num_victims`, and is the middle value (the mean of the two middle values for
 *   an even count), to one decimal.
 * - A place named by a suburb or town ("Khayelitsha", "Hout Bay", "farm") is a row whose `location`
 *   holds the word (any case). "Cape Town", "Joburg"/"Johannesburg", "Mangaung"/"Bloemfontein" and
 *   "Madibeng" (Brits and Hartbeespoort) are the `municipality` values `City of Cape Town`,
 *   `City of Johannesburg`, `Mangaung` and `Madibeng`; "Ekurhuleni" (the East Rand) and "eThekwini"
 *   (Durban) likewise. Provinces are `province`.
 * - "A kid was a victim" is `victims_children` stated and above zero. "Someone the victim knew" is a
 *   `relationship` of partner, family or acquaintance. "Kidnapping" is `kidnapping`.
 * - "Murder" is `murder` alone (attempted murder and culpable homicide are not). "Home invasions,
 *   shop robberies and carjackings" are `house robbery`, `business robbery` and `carjacking` (not truck
 *   hijacking, not armed robbery). "Rape" is `rape`; "illegal mining" is `illegal mining`.
 * - Shares are to the nearest whole percent: murders in KwaZulu-Natal over all murder incidents; rape
 *   incidents with a child victim over all rape incidents; the case-fatality proportion is the sum of
 *   `victims_killed` over the sum of `num_victims`, both taken over the incidents that state both.
 * - The mean age of arrested suspects is over every stated entry of `suspect_ages`, to one decimal.
 * - "How many more in P than in Q" is the difference of the two incident counts; P must have more.
 * - Rankings each carry their tally and a tie at the top is an error in the question: the year with the
 *   most deaths (killed summed per `event_date` year, over dated incidents stating a figure); the
 *   metro of Ekurhuleni and eThekwini with more incidents; the municipality with the most murder
 *   incidents (rows without a municipality left out, answered with or without "City of"); the province
 *   with the most rape incidents; the province with the most house robberies, business robberies and
 *   carjackings together.
 * - The list of provinces with an illegal-mining case is every such province, in alphabetical order.
 * - Refusals: the ground truth holds no motives, no population or rates per 100 000, no property
 *   prices, no sentences or convictions, no victims' race and no neighbourhood watches or armed-response
 *   companies.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  inMunicipality,
  knewTheAttacker,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  stated,
  suspectAges,
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
  meanOf,
  municipalityNames,
  number,
  refusal,
  rounded,
  sinceYear,
  sum,
} from './ground-truth-questions';

const murder = has('murder');
const rape = has('rape');
/** A child (under eighteen) is among the victims, as the release states. */
const childVictim = (r: DevRow) => (stated('victims_children')(r) ?? 0) > 0;
/** Home invasions, shop robberies and carjackings; truck hijacking and armed robbery are not among them. */
const propertyCrime = anyCrime('house robbery', 'business robbery', 'carjacking');

/** The middle of the stated values (the mean of the two middle ones for an even count), to one decimal. */
function medianOf(values: (number | null)[]): number {
  const sorted = values.filter((v): v is number => v !== null).sort((x, y) => x - y);
  if (sorted.length === 0) throw new Error('no stated value to take the median of');
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return rounded(value, 1);
}

/** Killed per year of `event_date`, over dated incidents that state a figure. */
const deathsByYear = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter((r) => r.event_date !== null && stated('victims_killed')(r) !== null),
    (r) => r.event_date?.slice(0, 4),
    (r) => stated('victims_killed')(r) ?? 0,
  );
/** Incidents per metro, Ekurhuleni and eThekwini only. */
const twoMetrosTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter((r) => r.municipality === 'Ekurhuleni' || r.municipality === 'eThekwini'),
    (r) => r.municipality,
  );
const murderMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(murder), (r) => r.municipality);
const rapeProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(rape), (r) => r.province);
const propertyCrimeProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(propertyCrime), (r) => r.province);

export const FRESH222_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Cape Flats community activist, on notebook a.
  {
    notebook: 'a',
    question:
      'Hoeveel ouens got killed in Khayelitsha altogether? Count every incident there, all the sections, nè.',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(atPlace('Khayelitsha')))),
  },
  {
    notebook: 'a',
    question:
      'Everybody says Joburg is more gevaarlik than the Cape but ek glo dit nie. How many more incidents does the City of Cape Town have than the City of Johannesburg in here?',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) =>
      excessOf(rows, inMunicipality('City of Cape Town'), inMunicipality('City of Johannesburg')),
  },
  {
    notebook: 'a',
    question:
      'Die kinders man. Hoeveel children under 18 were victims in the Western Cape, all cases added up?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Why did those skollies shoot up the ouens at Glebelands hostel? What was the motive, was it taxi money or politics?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Was there any raep of kidz in the Western Cape where the guy was someone the child knew? Ja of nee.',
    covers: ['yes/no', 'misspelling', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, rape, inProvince('Western Cape'), childVictim, knewTheAttacker) > 0),
  },

  // Voice 2, the epidemiologist, on notebook a.
  {
    notebook: 'a',
    question:
      'Case definition: any incident recording murder. What proportion of those cases occurred in KwaZulu-Natal (numerator KZN murder incidents, denominator all murder incidents), as a percentage?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentage(count(rows, murder, inProvince('KwaZulu-Natal')), count(rows, murder)),
  },
  {
    notebook: 'a',
    question:
      'What is the median number of victims per incident, restricted to incidents where a victim count is reported?',
    covers: ['people'],
    expect: (rows) => number(medianOf(rows.map((r) => r.num_victims))),
  },
  {
    notebook: 'a',
    question:
      'Looking at the mortality series by year of occurrence, in which year did the number of deaths peak?',
    covers: ['ranking', 'people', 'calendar'],
    ...ranking(deathsByYear),
  },
  {
    notebook: 'a',
    question: 'What is the earliest date of onset among the kidnapping cases?',
    covers: ['date', 'restricted count'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Can you give me the murder incidence rate per 100,000 population for the Eastern Cape, so I can compare it with the national rate?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the real-estate agent, on notebook a.
  {
    notebook: 'a',
    question:
      "I've got a buyer choosing between the East Rand and Durban. Ekurhuleni or eThekwini - which metro had more incidents on record?",
    covers: ['ranking'],
    ...ranking(twoMetrosTally),
  },
  {
    notebook: 'a',
    question: 'Is Hout Bay safe for a family home? Have there been any murders reported there?',
    covers: ['yes/no', 'restricted count'],
    expect: (rows) => yesNo(count(rows, atPlace('Hout Bay'), murder) > 0),
  },
  {
    notebook: 'a',
    question:
      'For clients looking at Johannesburg itself, how many incidents were there in the City of Johannesburg from 2020 onwards?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => number(count(rows, inMunicipality('City of Johannesburg'), sinceYear(2020))),
  },
  {
    notebook: 'a',
    question:
      'A couple relocating to the Eastern Cape asked how recent the trouble is. What is the date of the latest incident there?',
    covers: ['date', 'calendar'],
    expect: (rows) => dateAt(rows.filter(inProvince('Eastern Cape')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'How do average property prices in Bedfordview compare with Glenwood? My buyer wants value for money in a safe suburb.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the Cape Flats community activist, on notebook b.
  {
    notebook: 'b',
    question: 'Hoeveel vrouens en meisies were victims in the Northern Cape? Female victims, all added up.',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_female', rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question: 'Even the cops are not safe, nè. Hoeveel police officers were victims in North West?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question: 'Of all the raep cases, wat percent had chilren as victims? Give me the %.',
    covers: ['share', 'misspelling', 'slang'],
    expect: (rows) => percentage(count(rows, rape, childVictim), count(rows, rape)),
  },
  {
    notebook: 'b',
    question: 'Which municipality is the most gevaarlik for murders? Most murder cases, which one?',
    covers: ['ranking', 'slang'],
    ...ranking(murderMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Of the skollies who got arrested, hoeveel were actually convicted and how many years did they get? Sentences, ek wil weet.',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the epidemiologist, on notebook b.
  {
    notebook: 'b',
    question:
      'What is the mean age of arrested suspects, using every reported suspect age as one observation, to one decimal place?',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows), 1),
  },
  {
    notebook: 'b',
    question: 'Stratifying rape case counts by province, which province carries the highest count?',
    covers: ['ranking', 'restricted count'],
    ...ranking(rapeProvinceTally),
  },
  {
    notebook: 'b',
    question:
      'Estimate the case-fatality proportion: total deaths over total victims, using only incidents that report both figures. As a percentage, please.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const both = rows.filter((r) => stated('victims_killed')(r) !== null && r.num_victims !== null);
      return percentage(peopleTotal('victims_killed', both), sum(both.map((r) => r.num_victims)));
    },
  },
  {
    notebook: 'b',
    question: 'List the provinces reporting at least one case of illegal mining.',
    covers: ['restricted count'],
    expect: (rows) => ({
      kind: 'list',
      value: [...new Set(rows.filter(has('illegal mining')).map((r) => r.province))].sort(),
    }),
  },
  {
    notebook: 'b',
    question:
      'What is the racial breakdown of the victims? I need the proportion in each population group to stratify the analysis.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the real-estate agent, on notebook b.
  {
    notebook: 'b',
    question:
      'My clients are weighing up Bloemfontein against Brits and Hartbeespoort. How many more incidents does Mangaung have than Madibeng?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => excessOf(rows, inMunicipality('Mangaung'), inMunicipality('Madibeng')),
  },
  {
    notebook: 'b',
    question:
      'A client wants a smallholding in the Free State. Has anything happened on a farm there since 2020?',
    covers: ['yes/no', 'calendar', 'conjunction'],
    expect: (rows) => yesNo(count(rows, atPlace('farm'), inProvince('Free State'), sinceYear(2020)) > 0),
  },
  {
    notebook: 'b',
    question:
      'Buyers worry most about home invasions, shop robberies and carjackings. Which province had the most of those put together?',
    covers: ['ranking', 'conjunction'],
    ...ranking(propertyCrimeProvinceTally),
  },
  {
    notebook: 'b',
    question:
      "When was the most recent incident in the Mangaung area? I'm listing a townhouse in Bloemfontein.",
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, inMunicipality('Mangaung')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Which of these suburbs have an active neighbourhood watch or armed-response company? Buyers always ask me that.',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh222QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH222_QUESTIONS, rows);
