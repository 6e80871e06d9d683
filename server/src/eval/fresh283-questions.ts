/**
 * The two-hundred-and-eighty-third fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A gymnastics judge: formal and exacting, speaks of the panel, the scoresheet, routines, scores out of
 *    ten, dismounts and deductions. A "routine" is one incident; a "deduction" is an incident where
 *    nobody was arrested; to "score" or "outscore" on a crime is to have that many incidents of it.
 * 2. A volcanologist in the field: measured scientific tone, speaks of eruptions, events, ash layers,
 *    deposits, strata and seismic readings. An "event" or "eruption" is one incident; a "layer" or
 *    "deposit" of a crime or place is the incidents of that crime or in that place; "fatalities" are
 *    people killed; "the record" is the notebook.
 * 3. A birdwatcher keeping a life list: excited whispers, sightings, ticks, flocks, binoculars, a typo or
 *    two ("poachng", "kidnappngs", "Nothern Cape"). A "sighting" or "tick" is one incident; a "flock"
 *    of a crime is the incidents holding it; "hens" are female victims.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category, each incident once whatever else it holds):
 * - Dates are `event_date` alone: a row without one falls in no month, season, weekday, year or
 *   "before" window and is never the earliest or latest; `published_date` is never read. The southern
 *   winter is June, July and August of any year; a weekend is a Saturday or Sunday of `event_date`;
 *   "before 2020" is an `event_date` earlier than 2020-01-01.
 * - People are sums of the stated figures: `victims_killed` (fatalities, people killed),
 *   `victims_children` (children), `victims_female` (female victims, "hens"), `num_suspects_arrested`
 *   (suspects arrested). A null (unstated) figure adds nothing.
 * - Medians are over the stated figures only: the median of `num_suspects_arrested` over the rows that
 *   state it, and the median of every stated suspect age (`suspect_ages`, one per suspect); with an even
 *   count, the mean of the two middle values.
 * - Shares, to the nearest whole percent: "nobody arrested" is `arrest_made === false` over all the
 *   notebook's rows (an unstated arrest is in the base, not the part); the female share is the sum of
 *   `victims_female` over the sum of `victims_female` and `victims_male`; the share of Free State
 *   incidents with a murder is over the Free State rows alone.
 * - "Municipality" is `municipality` (rows without one are left out), answered as written or without
 *   "City of". A province named in a question is `province`.
 * - Comparisons ("more ... than", "outscore") are strict: equal counts answer No.
 * - Rankings (municipality with most incidents, province with most attempted murders, province with most
 *   suspects arrested, province with most people killed) each carry their tally; a tie at the top is an
 *   error in the question.
 * - Refusals: the ground truth holds no times of day, no weather, no values in rand and no names of
 *   police officers.
 */
import {
  type BlindQuestion,
  before,
  femaleVictims,
  inMonths,
  kznProvinceNames,
  medianOf,
  peopleByProvince,
  peopleTotal,
  percentage,
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
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sum,
  weekend,
} from './ground-truth-questions';

const murder = has('murder');

const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const attemptedMurderProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('attempted murder')), (r) => r.province);
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

/** The stated numbers of suspects arrested, one per incident that states it. */
const statedArrests = (rows: readonly DevRow[]) => rows.flatMap((r) => r.num_suspects_arrested ?? []);

/** Whether the rows passing the first test outnumber (strictly) those passing the second. */
const outnumbers = (rows: readonly DevRow[], first: (r: DevRow) => boolean, second: (r: DevRow) => boolean) =>
  rows.filter(first).length > rows.filter(second).length;

export const FRESH283_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the gymnastics judge, on notebook a.
  {
    notebook: 'a',
    question:
      'For the scoresheet, please: how many routines performed in KwaZulu-Natal included a murder? Each incident is to be counted once, regardless of its other elements.',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, murder, inProvince('KwaZulu-Natal'))),
  },
  {
    notebook: 'a',
    question:
      'The panel wishes to know which municipality presented the most routines - that is, logged the greatest number of incidents. State the winner and its tally.',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Deductions are applied where no suspect was arrested at the time of the release. Across all incidents, what percentage carry that deduction, to the nearest whole percent?',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows, notArrested),
  },
  {
    notebook: 'a',
    question:
      'I score on the median, not the mean. What is the median number of suspects arrested per incident, counting only the incidents where that figure is stated?',
    covers: ['people'],
    expect: (rows) => number(medianOf(statedArrests(rows))),
  },
  {
    notebook: 'a',
    question:
      'A routine is timed from the first movement. At what time of day, to the minute, did each of the house robberies begin?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the volcanologist, on notebook a.
  {
    notebook: 'a',
    question:
      'Pooling all years of the record, how many events are dated within the southern winter months of June, July and August? Undated events should be excluded from the count.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMonths(6, 8))),
  },
  {
    notebook: 'a',
    question:
      'Turning to the Western Cape deposit: what is the total number of fatalities, i.e. people killed, across its incidents?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Dating the lowest stratum: on what date did the earliest kidnapping in the record occur? I need the date of the event itself, not of its publication.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'A comparative reading between two provinces. Were attempted murders more frequent in the Eastern Cape than in Gauteng - yes or no?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) =>
      yesNo(
        outnumbers(
          rows,
          (r) => has('attempted murder')(r) && inProvince('Eastern Cape')(r),
          (r) => has('attempted murder')(r) && inProvince('Gauteng')(r),
        ),
      ),
  },
  {
    notebook: 'a',
    question:
      'Seismic activity often clusters by day of the week. How many of the events in the record took place on a weekend, a Saturday or a Sunday?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, weekend)),
  },

  // Voice 3, the birdwatcher, on notebook a.
  {
    notebook: 'a',
    question:
      "Binoculars up! Which province had the biggest flock of attempted murders - the most incidents with an attempted murder on my list? Tell me the count too, I'm ticking them off.",
    covers: ['ranking', 'slang'],
    ...ranking(attemptedMurderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'psst... how many poachng incidents have I got on the list altogether?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, has('poaching'))),
  },
  {
    notebook: 'a',
    question:
      'Counting the hens on the list - the female victims - how many are there in total, adding up every incident where it is stated?',
    covers: ['people', 'slang'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'a',
    question: 'Oh, oh - when was my most recent carjacking sighting? The date it happened, please!',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('carjacking')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'For my field notes: what was the weather like - sunny, overcast, raining - at each of the murder sightings?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the gymnastics judge, on notebook b.
  {
    notebook: 'b',
    question:
      'The panel requires an exact count: how many routines in the Northern Cape involved a rape? Please be precise.',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, has('rape'), inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question:
      'Scoring each province on suspects arrested, summed over all its incidents: which province takes the top score, and with what total?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question:
      'Of the victims whose sex the releases state, what percentage were female? Round to the nearest whole percent, as one would a score.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = femaleVictims(rows);
      return percentage(female, female + sum(rows.map((r) => r.victims_male)));
    },
  },
  {
    notebook: 'b',
    question:
      'Regarding the competitors on the other side of the law: what is the median age of the suspects, taking every suspect whose age is stated?',
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'b',
    question: 'Did Limpopo outscore the Free State on murders - strictly more murder incidents? Yes or no.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) =>
      yesNo(
        outnumbers(
          rows,
          (r) => murder(r) && inProvince('Limpopo')(r),
          (r) => murder(r) && inProvince('Free State')(r),
        ),
      ),
  },

  // Voice 2, the volcanologist, on notebook b.
  {
    notebook: 'b',
    question:
      'Considering only the older strata: how many events in the record are dated before 2020? Events with no recorded date are to be left out.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, before('2020-01-01'))),
  },
  {
    notebook: 'b',
    question:
      'Among the casualties, how many children were victims, summed over all events where the figure is recorded?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question:
      'On what date was the most recent murder in Mpumalanga? I mean the date of the eruption itself, not of the report.',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Mpumalanga')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Which province shows the heaviest fatality deposit - the most people killed, summed across its incidents?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question:
      'For the damage assessment: what was the total value, in rand, of the property destroyed in the arson events?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the birdwatcher, on notebook b.
  {
    notebook: 'b',
    question: 'Ooh - how many kidnappngs did I tick in North West? Just that province!',
    covers: ['restricted count', 'conjunction', 'misspelling'],
    expect: (rows) => number(count(rows, has('kidnapping'), inProvince('North West'))),
  },
  {
    notebook: 'b',
    question: 'Quick whisper: is there even one illegal mining sighting up in the Nothern Cape? Yes or no!',
    covers: ['yes/no', 'misspelling'],
    expect: (rows) => yesNo(count(rows, has('illegal mining'), inProvince('Northern Cape')) > 0),
  },
  {
    notebook: 'b',
    question:
      "Of all my Free State sightings, what percentage had a murder in them? Whole percent is fine, I'm scribbling fast.",
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Free State')), murder),
  },
  {
    notebook: 'b',
    question:
      'First tick for the life list: when was the earliest stock theft seen - what date did it happen?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('stock theft')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Who were the officers who made the arrests? I like to note every name in my book!',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh283QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH283_QUESTIONS, rows);
