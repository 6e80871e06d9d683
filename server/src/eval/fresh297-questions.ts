/**
 * The two-hundred-and-ninety-seventh fresh question set (blind): thirty questions, fifteen about
 * notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the
 * other question sets. Every expectation is computed from the ground-truth rows of the question's
 * notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A cheesemaker, earthy and slow: "a wheel" is an incident, "the cellar" is the notebook, "the
 *    ripest" is the highest, and "aged" is how long ago an incident was or how old a person is.
 * 2. A mountain guide on a radio, clipped: "over", "copy that"; "a pitch" is an incident, "summit" is
 *    the maximum and "base camp" is the total.
 * 3. A hotel concierge, over-polite: "at your service", "may I enquire"; "guests" are victims, "checked
 *    in" means recorded (an incident or a victim the ground truth holds), "the suite" is a province.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, "from"/"before" window and
 *   weekday, and is never the earliest or latest; `published_date` is never read. A weekend is a
 *   Saturday or Sunday of `event_date`. "From 2020 on" is an `event_date` on or after 2020-01-01.
 * - People are sums of the stated figures: `victims_killed` (killed, lost their lives),
 *   `victims_injured` (hurt, injured), `victims_children` (children), `victims_police` (police officers
 *   among the victims), `victims_female` / `victims_male` (the sex of victims), `num_victims` (victims,
 *   guests), `num_suspects_arrested` (suspects arrested, nabbed, taken in). A null (unstated) figure
 *   adds nothing.
 * - A suspect's age ("how aged were the suspects") is each entry of `suspect_ages`, one per suspect;
 *   the mean is to one decimal, the median the middle of the sorted ages (mean of the two middle ones).
 * - "Both murder and attempted murder" is a row whose `crimes` hold both. "Murders" are `murder`;
 *   "cash-in-transit" is `cash-in-transit robbery`; "kidnapping" is `kidnapping`; "poaching" is
 *   `poaching`; "rape" is `rape`.
 * - A farm incident is a row whose `location` holds the word "farm" (any case), whatever its crimes.
 * - "The suite" (a province) is `province`; "municipality" is `municipality` (rows without one are left
 *   out), answered as written or without "City of". KwaZulu-Natal may be answered as "KZN".
 * - The share of guests who were female is the sum of `victims_female` over the sum of `victims_female`
 *   and `victims_male` (nulls add nothing), to the nearest whole percent. The share of a province's
 *   incidents with a crime is over that province's rows, to the nearest whole percent.
 * - "Any ... ?" is a yes when at least one row passes every test.
 * - Rankings (province with most suspects arrested, incident with most victims, municipality with most
 *   incidents, incident with most suspects arrested, province with most police officers among the
 *   victims) each carry their tally; a single incident is named by the parts of its location no other
 *   incident shares; a tie at the top is an error in the question.
 * - Refusals: the ground truth holds no rand values, no weather, no calibres of firearms, no officers'
 *   names, no times of day and no hospitals.
 */
import {
  atPlace,
  type BlindQuestion,
  before,
  femaleVictims,
  kznProvinceNames,
  largestIncident,
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
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
} from './ground-truth-questions';

/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');
/** Both murder and attempted murder in one incident. */
const murderAndAttempt = (r: DevRow) => r.crimes.includes('murder') && r.crimes.includes('attempted murder');

const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH297_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the cheesemaker, on notebook a.
  {
    notebook: 'a',
    question:
      'Mornin. Now, in this cellar of yours, how many wheels had a murder in them, countin only the ones aged from 2020 on, that is happened in 2020 or later?',
    covers: ['restricted count', 'calendar', 'slang'],
    expect: (rows) => number(count(rows, has('murder'), sinceYear(2020))),
  },
  {
    notebook: 'a',
    question:
      'Like turnin wheels on the shelf, I like to know which is the ripest: which province has the most suspects arrested, all the wheels of the cellar added up?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByProvince, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Cheese tells you its age, folk do too. What is the average age of the suspects whose ages are given in this cellar, to one decimal place?',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows), 1),
  },
  {
    notebook: 'a',
    question:
      'How many wheels in the cellar have a kidnaping in them? Forgive my spellin, my hands are in the curd all day.',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, has('kidnapping'))),
  },
  {
    notebook: 'a',
    question:
      'Damp weather spoils a rind, so I wonder: was it rainin or dry on the days of the Khayelitsha wheels in this cellar?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the mountain guide, on notebook a.
  {
    notebook: 'a',
    question: 'Base camp, need the total of victims injured across every pitch. Over.',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows)),
  },
  {
    notebook: 'a',
    question: 'Copy that. Summit pitch by number of victims, which place was it? Over.',
    covers: ['ranking', 'slang'],
    ...largestIncident(
      () => true,
      (r) => r.num_victims,
    ),
  },
  {
    notebook: 'a',
    question: 'Any cash-in-transit pitch in KZN from 2021 onwards, yes or no? Over.',
    covers: ['yes/no', 'conjunction', 'calendar', 'slang'],
    expect: (rows) =>
      yesNo(count(rows, has('cash-in-transit robbery'), inProvince('KwaZulu-Natal'), sinceYear(2021)) > 0),
  },
  {
    notebook: 'a',
    question: 'Date of the earliest murder pitch in the Eastern Cape, day it happened. Over.',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, has('murder'), inProvince('Eastern Cape')), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'Calibre of the rifles used on the Sweetwaters pitch? Copy, over.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the hotel concierge, on notebook a.
  {
    notebook: 'a',
    question:
      'Good evening, at your service. May I enquire what percentage of the guests whose sex was checked in were ladies?',
    covers: ['share', 'people', 'slang'],
    expect: (rows) => {
      const female = femaleVictims(rows);
      return percentage(female, female + maleVictims(rows));
    },
  },
  {
    notebook: 'a',
    question:
      'With the greatest respect, how many incidents were checked in with both a murder and an attempted murder?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, murderAndAttempt)),
  },
  {
    notebook: 'a',
    question: 'If I may be so bold, how many of the guests, taking all incidents together, were children?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question:
      'Pardon the intrusion: how many incidents were checked in as happening on a Saturday or a Sunday?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, weekend)),
  },
  {
    notebook: 'a',
    question:
      'Most humbly, may I enquire the names of the detectives who attended to the Glebelands Hostel guests?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the cheesemaker, on notebook b.
  {
    notebook: 'b',
    question:
      'Out on the farms is where the good milk comes from. How many wheels in this cellar happened on a farm, and had someone arrested for it?',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, onAFarm, arrested)),
  },
  {
    notebook: 'b',
    question:
      'How aged are the suspects, then? Give me the median age of all the suspects whose ages are stated, slow and steady.',
    covers: ['people', 'slang'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'b',
    question: 'Which municipality is the ripest in this cellar, with the most wheels?',
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'What were the stolen sheep from the Bloemspruit farm worth in rand? A good ewe is worth a fair bit of cheese.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'How many suspects were arested all told in the murdur wheels of this cellar?',
    covers: ['people', 'misspelling', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('murder')))),
  },

  // Voice 2, the mountain guide, on notebook b.
  {
    notebook: 'b',
    question: 'Base camp figure: suspects arrested in Mpumalanga, all pitches. Over.',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Mpumalanga')))),
  },
  {
    notebook: 'b',
    question: 'Summit: which single pitch had the most suspects taken in? Place name. Over.',
    covers: ['ranking', 'slang'],
    ...largestIncident(
      () => true,
      (r) => r.num_suspects_arrested,
    ),
  },
  {
    notebook: 'b',
    question: 'Copy. Latest pitch in North West, date it happened? Over.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(inProvince('North West')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Any poachng pitch in Limpopo before 2023? Yes or no. Over.',
    covers: ['yes/no', 'misspelling', 'calendar', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('poaching'), inProvince('Limpopo'), before('2023-01-01')) > 0),
  },
  {
    notebook: 'b',
    question: 'What time of day did the Mecklenburg cash-in-transit pitch go down? Over.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the hotel concierge, on notebook b.
  {
    notebook: 'b',
    question:
      'At your service. May I enquire what share of the incidents in the Northern Cape suite involved a rape, as a percentage?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Northern Cape')), has('rape')),
  },
  {
    notebook: 'b',
    question:
      'Kindly permit me to ask: how many female guests were checked in, in total, in the Free State suite?',
    covers: ['people', 'slang'],
    expect: (rows) => number(femaleVictims(rows.filter(inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question:
      'Forgive me for asking, but which suite had the most police officers among its guests, counting them over every incident?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_police'), kznProvinceNames),
  },
  {
    notebook: 'b',
    question:
      'Would it be too much trouble to tell me to which hospital the injured guests of Grootvlei were taken?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'With my compliments, how many incidents involving a kidnapping were checked in from the start of 2023 onwards?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, has('kidnapping'), sinceYear(2023))),
  },
];

export const fresh297QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH297_QUESTIONS, rows);
