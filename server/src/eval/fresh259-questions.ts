/**
 * The two-hundred-and-fifty-ninth fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A chess coach: terse and analytical, thinks in boards, files, openings, endgames, checks and
 *    blunders; an incident is "a board" or "a position", the suspects arrested are "cuffed".
 * 2. A beekeeper in the Eastern Cape: long, gentle notes about hives, brood, swarms and the flow
 *    before the question arrives; names a month by its season and now and then slips a spelling
 *    ("poching", "childern").
 * 3. A legislative drafter: definitions first, then nested clauses ("notwithstanding", "save for",
 *    "for the purposes of this question", "shall be construed as") and the question at the end.
 *
 * The readings chosen (one row is one incident; a crime is a category in the row's `crimes`):
 * - Every date is `event_date`; `published_date` is never read. An undated row is in no weekday,
 *   month, season, quarter or before/after window, and is never the earliest or the latest.
 *   "Before 1 January 2020" is strictly earlier; "on or after 1 January 2020" includes that day.
 *   A weekend is a Saturday or a Sunday of `event_date`; the drafter's "weekday" is Monday to Friday.
 * - The beekeeper's seasons are the southern ones by whole months: spring is September to November,
 *   winter June to August. "The first month of winter" is June and "the first month of spring" is
 *   September, of any year. The drafter's "second quarter of 2024" is April to June 2024.
 * - "Murder and attempted murder together" is a row holding both; "murder save for attempted
 *   murder" holds murder and not attempted murder; "rape excluding kidnapping" holds rape and not
 *   kidnapping. "Poaching" is `poaching`, "kidnapping" is `kidnapping`.
 * - People are sums of stated figures, a null adding nothing: women and girls among the victims are
 *   `victims_female`, the killed `victims_killed`, the injured `victims_injured`, children
 *   `victims_children`, "victims" in aggregate `num_victims`, suspects arrested or cuffed
 *   `num_suspects_arrested`.
 * - A median takes the stated values only (an even count averages the middle two): suspects cuffed
 *   per incident over rows with `num_suspects_arrested` stated; suspects' ages over every age in
 *   `suspect_ages` of the selected rows, one per suspect.
 * - "Nobody arrested at all" is `arrest_made === false`. A share of incidents is over all rows of
 *   the selection (a province, or the notebook), to the nearest whole percent.
 * - An incident "on a farm" is a row whose `location` holds the word "farm" in any case.
 * - Provinces and municipalities are `province` and `municipality` as written (KwaZulu-Natal may be
 *   "KZN"; a municipality may drop "City of"); "the City of Cape Town Metropolitan Municipality" is
 *   `City of Cape Town`. A row without a municipality is in none.
 * - "Did P have more murders than Q" compares the two counts of murder rows; equal is "No".
 * - Rankings carry their tally (province by kidnappings; province by suspects arrested; municipality
 *   by incidents; province by victims); a tie at the top is an error in the question.
 * - Refusals: the ground truth holds no time of day, no sentences or terms of imprisonment, no kind
 *   of firearm recovered, no weather, and nothing about bail.
 */
import {
  atPlace,
  type BlindQuestion,
  before,
  inMunicipality,
  kznProvinceNames,
  medianOf,
  not,
  peopleTotal,
  ranking,
  rowsWhere,
  suspectAges,
  tallyOf,
  yesNo,
} from './blind-sets';
import type { DevRow } from './dev-set';
import {
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
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const attemptedMurder = has('attempted murder');
const kidnapping = has('kidnapping');
const onAFarm = atPlace('farm');

/** The first month of the southern winter and of the southern spring, in any year. */
const firstMonthOfWinter = (r: DevRow) => month(r) === 6;
const firstMonthOfSpring = (r: DevRow) => month(r) === 9;

const kidnappingsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(kidnapping), (r) => r.province);
/** Monday to Friday of the event date. */
const mondayToFriday = (r: DevRow) => {
  const day = weekday(r);
  return day !== undefined && day !== 'Saturday' && day !== 'Sunday';
};
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const victimsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_victims ?? 0,
  );

/** The median of the stated suspects arrested per incident. */
const medianArrested = (rows: readonly DevRow[]) =>
  medianOf(rows.flatMap((r) => (r.num_suspects_arrested === null ? [] : [r.num_suspects_arrested])));

export const FRESH259_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the chess coach, on notebook a.
  {
    notebook: 'a',
    question:
      'Opening position: on how many boards do murder and attempted murder appear together in the same incident?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, murder, attemptedMurder)),
  },
  {
    notebook: 'a',
    question: 'Which province holds the most kidnappings? Province, with the count.',
    covers: ['ranking', 'restricted count'],
    ...ranking(kidnappingsByProvince, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'Endgame numbers: median suspects cuffed per incident, stated figures only.',
    covers: ['people', 'slang'],
    expect: (rows) => number(medianArrested(rows)),
  },
  {
    notebook: 'a',
    question: 'Check, yes or no: is there a single kidnapping on the Western Cape side of the board?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, kidnapping, inProvince('Western Cape')) > 0),
  },
  {
    notebook: 'a',
    question:
      'Clock check: at what hour of the day were most of the shootings played out? Morning, afternoon or night, with the times.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the beekeeper, on notebook a.
  {
    notebook: 'a',
    question:
      'I have been up at the hives since dawn, checking the brood frames after a cold snap, and the bees were slow and cross the way they get when the nights grow long. It set me thinking about the dark season in general. Taking all the years together, how many of these incidents happened in the first month of winter?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, firstMonthOfWinter)),
  },
  {
    notebook: 'a',
    question:
      "A swarm left the old hive by the kraal last week, and my neighbour's wife came running with a bucket and a sheet to help me take it. The women do so much of the work out here and nobody ever counts it. In the reports from my own province, the Eastern Cape, how many of the victims were women or girls, counting only where the police say so?",
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_female', rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question:
      'The flow from the gums was poor this year, so I spent more evenings than I would like reading old newspapers by the lamp. There were stories of rhino and perlemoen being taken, which made me sad. When did the earliest poching case in these reports actually take place? The day it happened, please, not the day it was written up.',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(has('poaching')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Some years the brood comes on strong and some years the queen simply fails, and you never quite know why. I feel much the same about the police here. Of all the incidents in the Eastern Cape in these reports, what percentage ended with nobody arrested at all? A whole number will do.',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(inProvince('Eastern Cape')), notArrested),
  },
  {
    notebook: 'a',
    question:
      'My sister keeps bees near Eshowe, up in KwaZulu-Natal, and she writes to me about the cane fires and how the bees find forage afterwards. She writes of terrible things too. Across all the KwaZulu-Natal incidents here, how many people were killed altogether?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('KwaZulu-Natal')))),
  },

  // Voice 3, the legislative drafter, on notebook a.
  {
    notebook: 'a',
    question:
      'For the purposes of this question, an incident shall be construed as a murder where murder is recorded against it; save for any such incident in which attempted murder is also recorded, how many murders are there?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, murder, not(attemptedMurder))),
  },
  {
    notebook: 'a',
    question:
      'Notwithstanding the date on which any statement was published, the date of the incident itself being decisive, and "weekday" being construed as any day from Monday to Friday inclusive, how many incidents in the province of Gauteng occurred on a weekday before 1 January 2020?',
    covers: ['calendar', 'restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, inProvince('Gauteng'), mondayToFriday, before('2020-01-01'))),
  },
  {
    notebook: 'a',
    question:
      '"Persons arrested" shall be construed as the number of suspects stated to have been arrested in an incident, an incident stating no such number contributing nothing. Which province records the greatest aggregate number of persons arrested, and what is that number?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Notwithstanding the date on which any statement was published, and for the purposes of this question only, on what date did the most recent incident within the City of Cape Town Metropolitan Municipality occur?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inMunicipality('City of Cape Town')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Where any person was convicted in connection with an incident herein, and save for incidents in which no person was charged, what is the average term of imprisonment, in years, imposed upon such persons?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the chess coach, on notebook b.
  {
    notebook: 'b',
    question: 'Rape positions, excluding any board where kidnapping also appears. How many?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, has('rape'), not(kidnapping))),
  },
  {
    notebook: 'b',
    question: 'Which municipality occupies the most squares, i.e. has the most incidents? Name and count.',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'Weekend games only, Saturday and Sunday: how many murders?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },
  {
    notebook: 'b',
    question: 'Compare the two positions: did Limpopo have more murders than Mpumalanga? Yes or no.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) =>
      yesNo(count(rows, murder, inProvince('Limpopo')) > count(rows, murder, inProvince('Mpumalanga'))),
  },
  {
    notebook: 'b',
    question:
      'Blunder review: of the firearms recovered, how many were pistols and how many rifles? Give the split.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the beekeeper, on notebook b.
  {
    notebook: 'b',
    question:
      'The first month of spring is my favourite: the aloes are finished, the brood boxes fill, the flow comes in from the wattle and the veld flowers, and the whole apiary hums from morning to dusk. Taking every year together, how many of these incidents happened in the first month of spring?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, firstMonthOfSpring)),
  },
  {
    notebook: 'b',
    question:
      'My grandchildren came for the holidays and helped me with the extracting; they were sticky to the elbows and so proud of their little jars. It made me think of the children in these reports, which I cannot stop reading. How many childern were among the victims, all the reports together?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question:
      'Most of my hives stand on farms, the farmers are glad of the pollination, and so I worry for the farm people. Of all the incidents in these reports, what share happened on a farm? As a percentage, please.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, onAFarm),
  },
  {
    notebook: 'b',
    question:
      'A young man asked to learn the bees from me this season, and it got me wondering how young the troublemakers are these days. In the Free State incidents, where the ages of the suspects are given, what is the median age of the suspects?',
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows.filter(inProvince('Free State'))))),
  },
  {
    notebook: 'b',
    question:
      'The bees stay home when it rains and the hive gets cross and crowded, and my late husband always said people are the same. Was he right? How many of these incidents happened on days when it was raining?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the legislative drafter, on notebook b.
  {
    notebook: 'b',
    question:
      'For the purposes of this question, "the second quarter" shall be construed as the months of April, May and June of the calendar year 2024. Notwithstanding the date on which any statement was published, how many incidents occurred within that quarter?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2024-04-01', '2024-06-30'))),
  },
  {
    notebook: 'b',
    question:
      '"Injured persons" shall be construed as the victims stated to have been injured, and an incident shall be counted only where attempted murder is recorded against it. What is the aggregate number of injured persons?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(attemptedMurder))),
  },
  {
    notebook: 'b',
    question:
      '"Victims" shall be construed as the number of victims stated for each incident, an incident stating none contributing nothing. Which province records the greatest aggregate number of victims, and what is that number?',
    covers: ['ranking', 'people'],
    ...ranking(victimsByProvince),
  },
  {
    notebook: 'b',
    question:
      'For the purposes of this question, an incident occurring on or after 1 January 2020 shall be construed as a recent incident. What is the date of the earliest recent incident in which kidnapping is recorded?',
    covers: ['date', 'calendar'],
    expect: (rows) => dateAt(rowsWhere(rows, kidnapping, sinceYear(2020)), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'Notwithstanding any subsequent proceedings, in how many incidents herein was a person arrested thereafter granted bail, and in what aggregate amount?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh259QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH259_QUESTIONS, rows);
