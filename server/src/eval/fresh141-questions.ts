/**
 * The hundred-and-forty-first fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Each expectation is worked out from the ground-truth rows of the question's own
 * notebook by the shared helpers; none is typed in by hand.
 *
 * The voices (five questions from each to each notebook):
 * 1. A magazine journalist writing a long-read on violent crime in South Africa: full sentences, people
 *    killed and wounded, murder and rape, who the attackers were, how often police made an arrest.
 * 2. A municipal public safety manager planning patrols: short, operational, thinks in municipalities
 *    and metros, weekends and years, arrests, "car hijackings" for carjackings.
 * 3. A podcast host researching an episode, asking conversationally: loose spoken phrasing, "kids",
 *    "cops", "CIT heist", "hijackings", and the odd typo ("kidnapings", "Nothern Cape").
 *
 * How each kind of question is read from the ground truth (one row is one incident; a crime question
 * counts the rows whose `crimes` hold the category):
 * - Counts of incidents are numbers of rows. A place is `province` or `municipality` exactly as the row
 *   holds it (a row without a municipality is in none); "Mangaung", "Madibeng", "Ekurhuleni" and the
 *   other municipality names are those values. "On a farm" is a row whose `location` holds the word
 *   "farm" in any case, whatever its crimes.
 * - Dates are `event_date` alone; `published_date` is never read. A row without an `event_date` is in no
 *   year, no "from 2021 onwards" window, on no weekday, and is neither the earliest nor the latest. A
 *   weekend is a Saturday or a Sunday of `event_date`.
 * - People are sums of the stated figures over the chosen rows, a null adding nothing: `victims_killed`
 *   (killed), `victims_injured` (injured, wounded), `victims_children` (kids, under 18),
 *   `victims_police` (police officers, cops, on or off duty), `victims_female` (female victims),
 *   `suspects_female` (women among the suspects, arrested or sought), `num_suspects_arrested` (suspects
 *   arrested). "Most victims" in one incident is its `num_victims`.
 * - "Car hijackings" are `carjacking` alone; "hijackings, cars and trucks" are `carjacking` or
 *   `truck hijacking`. A "CIT heist" is `cash-in-transit robbery`. "Murder" is `murder` alone.
 * - "An arrest was made" is `arrest_made === true`; "nobody arrested" is `arrest_made === false` (an
 *   unstated arrest is neither). A share of incidents is over every row of the selection (all the
 *   notebook's rows, or all its murder or rape rows), to the nearest whole percent.
 * - "Someone the victim knew" is a `relationship` of partner, family or acquaintance; a rape whose
 *   release states no relationship counts in the whole but not in the part.
 * - "How many more in P than in Q" is the difference of the two counts; P must have more.
 * - "Were there any ..." is Yes when at least one row passes every test, else No.
 * - Rankings (Gauteng municipality with most incidents, municipality with most incidents, province with
 *   most injured, province with most killed, incident with most victims) carry their tally; a tie at
 *   the top is an error in the question. The incident with most victims is named by the parts of its
 *   location no other incident's location holds.
 * - Refusals: the ground truth holds no weapon (shot or stabbed), no court outcome (convictions), and no
 *   time of day.
 */
import {
  anyCrime,
  type BlindQuestion,
  inMunicipality,
  knewTheAttacker,
  kznProvinceNames,
  largestIncident,
  peopleByProvince,
  peopleTotal,
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
  excessOf,
  has,
  inProvince,
  inYear,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
} from './ground-truth-questions';

const murder = has('murder');
const rape = has('rape');
const cit = has('cash-in-transit robbery');
/** A car hijacking: `carjacking` alone, not a truck hijacking. */
const carHijacking = has('carjacking');
/** Hijackings of cars and trucks together. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
/** An incident the release places on a farm, whatever its crimes. */
const onAFarm = (r: DevRow) => r.location.toLowerCase().includes('farm');

const gautengMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(inProvince('Gauteng')), (r) => r.municipality);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH141_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the magazine journalist, on notebook a.
  {
    notebook: 'a',
    question: 'How many people in total were killed in the incidents that took place in KwaZulu-Natal?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question:
      'In what percentage of the murder cases had the police made at least one arrest by the time the statement was issued?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(murder), arrested),
  },
  {
    notebook: 'a',
    question:
      'Which province had the highest number of people wounded, counting the injured rather than the dead?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_injured'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'What was the date of the most recent murder in the Eastern Cape?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Eastern Cape')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Of the people murdered in these cases, how many were shot and how many were stabbed?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the municipal public safety manager, on notebook a.
  {
    notebook: 'a',
    question: 'Which Gauteng municipality had the most incidents?',
    covers: ['ranking'],
    ...ranking(gautengMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'For weekend deployment: how many City of Cape Town incidents fell on a Saturday or Sunday?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inMunicipality('City of Cape Town'), weekend)),
  },
  {
    notebook: 'a',
    question: 'Total suspects arrested in Ekurhuleni incidents?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(inMunicipality('Ekurhuleni')))),
  },
  {
    notebook: 'a',
    question: 'How many more incidents were there in the City of Cape Town than in eThekwini?',
    covers: ['restricted count'],
    expect: (rows) => excessOf(rows, inMunicipality('City of Cape Town'), inMunicipality('eThekwini')),
  },
  {
    notebook: 'a',
    question: 'Were there any car hijackings in the City of Johannesburg from 2021 onwards, yes or no?',
    covers: ['yes/no', 'slang', 'calendar', 'conjunction'],
    expect: (rows) =>
      yesNo(count(rows, carHijacking, inMunicipality('City of Johannesburg'), sinceYear(2021)) > 0),
  },

  // Voice 3, the podcast host, on notebook a.
  {
    notebook: 'a',
    question: 'Ok so quick one, how many kidnapings are in here altogether?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, has('kidnapping'))),
  },
  {
    notebook: 'a',
    question: 'And how many of the victims were kids, like under 18?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question: 'Which single incident had the most victims? Like, where did that one happen?',
    covers: ['ranking'],
    ...largestIncident(
      () => true,
      (r) => r.num_victims,
    ),
  },
  {
    notebook: 'a',
    question: 'How many hijackings were there, with cars and trucks both counted?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, hijacking)),
  },
  {
    notebook: 'a',
    question: 'Do we know how many of the people who got arrested were actually convicted in the end?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the magazine journalist, on notebook b.
  {
    notebook: 'b',
    question: 'Across the incidents that involved a murder, how many of the victims were female?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_female', rows.filter(murder))),
  },
  {
    notebook: 'b',
    question:
      'In what percentage of the rape cases does the release say the attacker was someone the victim knew, whether a partner, a relative or an acquaintance?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(rape), knewTheAttacker),
  },
  {
    notebook: 'b',
    question: 'Which province saw the most people killed?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'b',
    question: 'How many women were among the suspects, counting both those arrested and those still sought?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question: 'How many police officers, on or off duty, were among the victims?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },

  // Voice 2, the municipal public safety manager, on notebook b.
  {
    notebook: 'b',
    question: 'Which municipality had the most incidents logged overall?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'How many incidents did Mangaung have in 2023?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMunicipality('Mangaung'), inYear(2023))),
  },
  {
    notebook: 'b',
    question: 'Total suspects arrested in Madibeng?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(inMunicipality('Madibeng')))),
  },
  {
    notebook: 'b',
    question: 'How many more incidents in Mangaung than in Maluti-a-Phofung?',
    covers: ['restricted count'],
    expect: (rows) => excessOf(rows, inMunicipality('Mangaung'), inMunicipality('Maluti-a-Phofung')),
  },
  {
    notebook: 'b',
    question: 'At what time of day do most Mangaung incidents happen? Need it for the shift rosters.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the podcast host, on notebook b.
  {
    notebook: 'b',
    question: 'Okay, farms. How many of these incidents actually happened on a farm, whatever the crime was?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, onAFarm)),
  },
  {
    notebook: 'b',
    question: 'What percentage of all the incidents ended with nobody arrested at all?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, notArrested),
  },
  {
    notebook: 'b',
    question: 'Were any cops among the victims in the Northern Cape? Just yes or no.',
    covers: ['yes/no', 'slang', 'people'],
    expect: (rows) =>
      yesNo(rowsWhere(rows, inProvince('Northern Cape'), (r) => (r.victims_police ?? 0) > 0).length > 0),
  },
  {
    notebook: 'b',
    question: 'So when did the most recent CIT heist happen?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },
  {
    notebook: 'b',
    question: 'How many rape cases were there in the Nothern Cape?',
    covers: ['restricted count', 'misspelling', 'conjunction'],
    expect: (rows) => number(count(rows, rape, inProvince('Northern Cape'))),
  },
];

export const fresh141QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH141_QUESTIONS, rows);
