/**
 * The three-hundredth fresh question set (blind): thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets (fresh66's alone was read, for the shape of the file). Every expectation is computed from the
 * ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A hot-air balloon pilot: calm, weather-minded, talks of the view from altitude, the drift, the
 *    basket and the burn, opens with the morning's conditions.
 * 2. A perfumer: sensory and fussy, speaks of notes, the base, the top note and a blend, dislikes a
 *    "muddy" answer, misspells a word now and then ("kidnaping", "Mpumalnga", "posession").
 * 3. A bell ringer in a tower: a peal, rounds, the tenor bell, ringing the changes; a little slang
 *    ("KZN", "collared" for arrested, "cops") and a slip of the rope on a spelling ("Estern", "North Wes").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month range, "from 2020
 *   onwards" window and weekday, and is never the earliest or latest; `published_date` is never read.
 *   A weekend is a Saturday or Sunday of `event_date`. "June, July or August, any year" is the month of
 *   `event_date` in any year; "the year 2023" is an `event_date` in 2023; "from 2020 onwards" is an
 *   `event_date` on or after 2020-01-01.
 * - People are sums of the stated figures: `victims_killed` (killed), `victims_injured` (injured,
 *   wounded), `victims_police` (police officers, cops, among the victims), `num_victims` (victims),
 *   `num_suspects_arrested` (suspects arrested, collared). A null (unstated) figure adds nothing.
 * - A child victim is a stated `victims_children` above zero. "Led to an arrest" / "anyone arrested" is
 *   `arrest_made === true`; "nobody arrested" is `arrest_made === false` (an unstated arrest is neither).
 * - "Murder" is `murder` alone (attempted murder is its own category); "CIT" / "cash-in-transit robbery"
 *   is `cash-in-transit robbery`; "illegal firearm possession" is that category.
 * - A farm incident is a row whose `location` holds the word "farm" (any case), whatever its crimes.
 * - "Municipality" is `municipality` (rows without one are left out), answered as written or without
 *   "City of". "KZN" is KwaZulu-Natal; a province is `province`.
 * - Shares are to the nearest whole percent: of the murder incidents, those with an arrest made (over
 *   every murder row); of the notebook's incidents, those with a murder; of the Eastern Cape's
 *   incidents, those with an attempted murder; of all suspects arrested in the notebook, those arrested
 *   in Mpumalanga (sums of `num_suspects_arrested`).
 * - Rankings each carry their tally: province by suspects arrested (summed), municipality by people
 *   killed (summed), province by victims (summed `num_victims`), municipality by incidents; a tie at
 *   the top is an error in the question.
 * - Refusals: the ground truth holds no weather or wind, no rand values (of goods stolen or drugs
 *   seized), and no distances travelled.
 */
import {
  atPlace,
  type BlindQuestion,
  inMonths,
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
const cit = has('cash-in-transit robbery');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');
/** An incident with at least one child among its victims, as stated. */
const childVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;

const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const killedByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );
const victimsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_victims ?? 0,
  );
const incidentsByMunicipality = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH300_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the balloon pilot, on notebook a.
  {
    notebook: 'a',
    question:
      'Morning from the launch field, winds light and variable. Looking down on the Western Cape from altitude, how many people in total were killed in the incidents there?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Steady burn, gentle drift. Adding up the suspects arrested in every incident, which province comes out on top?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'a',
    question:
      'Before I fire up the burner: what was the wind and weather like on the night of the Glebelands Hostel shooting in Umlazi?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'We fly most in the cool, still months. How many incidents happened in June, July or August, counting every year together?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMonths(6, 8))),
  },
  {
    notebook: 'a',
    question:
      'One last look over the side of the basket before landing: on what date did the earliest cash-in-transit robbery in these releases take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(cit), 'earliest'),
  },

  // Voice 2, the perfumer, on notebook a.
  {
    notebook: 'a',
    question:
      'A blend is all about proportion. Of the incidents involving a murder, what percentage led to an arrest?',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(murder), arrested),
  },
  {
    notebook: 'a',
    question:
      'Two heavy notes in one bottle: how many incidents carried both a murder and an attempted murder charge?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, murder, has('attempted murder'))),
  },
  {
    notebook: 'a',
    question: 'Kidnaping is such a sour top note. How many kidnaping incidents were there in Gauteng?',
    covers: ['misspelling', 'restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, has('kidnapping'), inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question:
      "In KwaZulu-Natal, was there any public violence incident where nobody was arrested? Yes or no, please, I can't abide a muddy answer.",
    covers: ['yes/no', 'conjunction'],
    expect: (rows) =>
      yesNo(count(rows, has('public violence'), inProvince('KwaZulu-Natal'), notArrested) > 0),
  },
  {
    notebook: 'a',
    question:
      'What was the rand value of the jewellery and television carried out of the Bedfordview house? I want to know what the whole bouquet was worth.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the bell ringer, on notebook a.
  {
    notebook: 'a',
    question:
      'Ringing the changes from one municipality to the next: which municipality had the most people killed, all its incidents added together?',
    covers: ['ranking', 'people'],
    ...ranking(killedByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'The tenor bell tolls for the wounded: how many people were injured in the Eastern Cape incidents, all rounds together?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question: 'How many okes got collared in the KZN incidents, the whole peal of arrests summed up?',
    covers: ['slang', 'people'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question:
      'We ring for service on Sundays and practise on Saturdays. How many murders took place on a Saturday or a Sunday?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },
  {
    notebook: 'a',
    question: 'Of all the incidents in the Estern Cape, what percentage involved an attempted murder?',
    covers: ['share', 'misspelling'],
    expect: (rows) => percentOf(rows.filter(inProvince('Eastern Cape')), has('attempted murder')),
  },

  // Voice 1, the balloon pilot, on notebook b.
  {
    notebook: 'b',
    question:
      'Drifting low over the Free State farmlands this morning: how many of the incidents in that province happened on a farm?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, onAFarm, inProvince('Free State'))),
  },
  {
    notebook: 'b',
    question:
      'What was the weather doing when the Lismor farm near Kestell was attacked? Any wind, rain or fog that night?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Seen from altitude, which province carries the most victims, summing the victims of all its incidents?',
    covers: ['ranking', 'people'],
    ...ranking(victimsByProvince),
  },
  {
    notebook: 'b',
    question: 'Calm air for a change. When did the most recent rape in the Northern Cape happen?',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, has('rape'), inProvince('Northern Cape')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Burner off, just drifting: how many people were killed in incidents from the start of 2020 onwards?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(sinceYear(2020)))),
  },

  // Voice 2, the perfumer, on notebook b.
  {
    notebook: 'b',
    question:
      'Murder is the base note of far too many of these. What percentage of all the incidents involved a murder?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, murder),
  },
  {
    notebook: 'b',
    question:
      'The most bitter blend of all: how many rape incidents had at least one child among the victims?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, has('rape'), childVictim)),
  },
  {
    notebook: 'b',
    question: 'How many incidents in Mpumalnga involved illegal firearm posession?',
    covers: ['misspelling', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, has('illegal firearm possession'), inProvince('Mpumalanga'))),
  },
  {
    notebook: 'b',
    question:
      'Among the poaching incidents in Limpopo, was anyone arrested at all? Yes or no, no muddy notes.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('poaching'), inProvince('Limpopo'), arrested) > 0),
  },
  {
    notebook: 'b',
    question: 'What was the street value in rand of the drugs found at the R36 Mooketsi weighbridge?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the bell ringer, on notebook b.
  {
    notebook: 'b',
    question: 'Which municipality rings out the most incidents, counting each incident once?',
    covers: ['ranking'],
    ...ranking(incidentsByMunicipality, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'A full peal for one year: how many incidents took place in 2023?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inYear(2023))),
  },
  {
    notebook: 'b',
    question: 'Sad rounds, these. How many cops were among the victims, every incident counted?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question: 'How many suspects were arrested altogether in the North Wes incidents?',
    covers: ['people', 'misspelling', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question:
      'Like the tenor bell against the whole ring: of all the suspects arrested in these incidents, what percentage were arrested in Mpumalanga?',
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(suspectsArrested(rows.filter(inProvince('Mpumalanga'))), suspectsArrested(rows)),
  },
];

export const fresh300QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH300_QUESTIONS, rows);
