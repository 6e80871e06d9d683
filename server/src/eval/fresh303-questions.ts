/**
 * The three-hundred-and-third fresh question set (blind): thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written without reading the analyst, the extractor or the other question sets
 * (fresh66 alone was read, as the model of the file's shape). Every expectation is computed from the
 * ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A taxidermist, dry and morbid: an incident is "a specimen", the dead are "mounted" or "ready for the
 *    workshop", a collection is the notebook; asks after bodies, poaching and dates for the catalogue.
 * 2. A kite flyer on a windy beach: an incident is "a gust", arrests are "reeled in on the string",
 *    "airborne" is happening at all; chatty, breezy, the odd typo ("kidnaping", "Kwa-Zulu Natal").
 * 3. A mime artist who writes in stage directions ("[gestures]", "(silently points)",
 *    "*mimes counting*"), with the question itself spoken in few words between them.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month range, weekday and
 *   "before"/"since" window, and is never the earliest or latest; `published_date` is never read. A
 *   weekend is a Saturday or Sunday of `event_date`; "winter" is June to August of any year; "the
 *   summer months" are December, January and February of any year.
 * - People are sums of the stated figures: `victims_killed` (dead, "mounted", lost their lives),
 *   `victims_injured` (injured, hurt), `victims_children` (children), `victims_police` (police officers),
 *   `victims_female` / `victims_male` (victims by sex), `num_victims` (victims of any kind),
 *   `num_suspects_arrested` (suspects arrested, "reeled in"), `suspects_male` (male suspects). A null
 *   (unstated) figure adds nothing.
 * - "Robberies of any type" are `armed robbery`, `robbery`, `house robbery`, `business robbery` and
 *   `cash-in-transit robbery`; carjacking and truck hijacking are not. "Killings" / "homicides" are
 *   `murder` or `culpable homicide` (attempted murder is not). "Gun" incidents are
 *   `illegal firearm possession`. Poaching is `poaching`; kidnapping is `kidnapping`.
 * - "No arrest" is `arrest_made === false`; "an arrest" is `arrest_made === true`. A share of incidents
 *   is over the rows named in the question, to the nearest whole percent; the female share of victims is
 *   the sum of `victims_female` over the sum of `victims_female` and `victims_male` (nulls add nothing).
 * - "Municipality" is `municipality` (rows without one are left out), answered as written or without
 *   "City of". A province may be answered as written; KwaZulu-Natal also as "KZN".
 * - "How many more in P than in Q" is the difference of the two counts (or sums); P must have more.
 * - Rankings (municipality with most murders, province with most victims, province with most people
 *   injured, province with most suspects arrested, incident with most people injured) each carry their
 *   tally; a tie at the top is an error in the question. The incident with the most injured is named by
 *   the parts of its location no other incident of the notebook shares.
 * - Refusals: the ground truth holds no calibres of firearms, no weather, no times of day, no officers'
 *   names, no distances and no rand values.
 */
import {
  anyCrime,
  type BlindQuestion,
  femaleVictims,
  inMonths,
  kznProvinceNames,
  largestIncident,
  maleVictims,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  suspectsArrested,
  tallyOf,
  victims,
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
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  sum,
  weekend,
  within,
} from './ground-truth-questions';

/** A killing: murder or culpable homicide; attempted murder is not one. */
const killing = anyCrime('murder', 'culpable homicide');
/** A robbery of any type; carjacking and truck hijacking are not among them. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
const gun = has('illegal firearm possession');
const winter = inMonths(6, 8);
const summer = (r: DevRow) => inMonths(12, 12)(r) || inMonths(1, 2)(r);

/** The female share of the victims of stated sex, to the nearest whole percent. */
const femaleShare = (rows: readonly DevRow[]) => {
  const female = femaleVictims(rows);
  return percentage(female, female + maleVictims(rows));
};

const murderMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('murder')), (r) => r.municipality);
const victimsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_victims ?? 0,
  );
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH303_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the taxidermist, on notebook a.
  {
    notebook: 'a',
    question:
      'Right. Of all the Gauteng specimens in this collection, how many souls ended up mounted, so to speak - dead, I mean, counted where the release says?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Gauteng')))),
  },
  {
    notebook: 'a',
    question:
      'Which single specimen came into the workshop most damaged? Name me the place of the one incident with the most people injured.',
    covers: ['ranking', 'people', 'slang'],
    ...largestIncident(
      () => true,
      (r) => r.victims_injured ?? null,
    ),
  },
  {
    notebook: 'a',
    question:
      'For my catalogue: on what date did the earliest poaching incident happen? The day of the deed, not the day the police got round to writing it up.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('poaching')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'What calibre were the firearms used in the cash-in-transit robberies? Tells me a lot about the exit wounds, professionally speaking.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Of the incidents involving murder, what percentage ended with somebody arrested? A sorry ratio, I expect.',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(has('murder')), arrested),
  },

  // Voice 2, the kite flyer, on notebook a.
  {
    notebook: 'a',
    question:
      'Wind is howling here lol. How many murder gusts blew through in winter, June to August of any year?',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, has('murder'), winter)),
  },
  {
    notebook: 'a',
    question:
      'Quick one between launches - was any cash-in-transit robbery airborne in the Eastern Cape from 2020 onwards? yes or no',
    covers: ['yes/no', 'conjunction', 'calendar', 'slang'],
    expect: (rows) =>
      yesNo(count(rows, has('cash-in-transit robbery'), inProvince('Eastern Cape'), sinceYear(2020)) > 0),
  },
  {
    notebook: 'a',
    question:
      'Across all the kidnaping incidents, how many victims in total got caught on the string? Add up the victims the releases give.',
    covers: ['people', 'misspelling', 'restricted count'],
    expect: (rows) => number(victims(rows.filter(has('kidnapping')))),
  },
  {
    notebook: 'a',
    question:
      'Was it windy on the days of the Eastern Cape shootings? Like, what was the weather doing, wind speed if you have it?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Kwa-Zulu Natal only: of the victims whose sex the releases mention, what percent were women? Rounded to a whole number pls',
    covers: ['share', 'people', 'misspelling'],
    expect: (rows) => femaleShare(rows.filter(inProvince('KwaZulu-Natal'))),
  },

  // Voice 3, the mime, on notebook a.
  {
    notebook: 'a',
    question:
      '*mimes counting on fingers* [holds up an imaginary pistol] Eastern Cape gun cases... how many suspects arrested, in total? (shrugs)',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter((r) => gun(r) && inProvince('Eastern Cape')(r)))),
  },
  {
    notebook: 'a',
    question:
      '[clutches arm, winces, limps across the stage] Which province had the most people injured, adding up every injury stated? (points at a map)',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_injured'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      '(silently salutes, then clutches chest) How many police officers were among the victims, all incidents together?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question:
      '[pretends to tie someone up] (points at the most recent page) The latest kidnapping - what date did it happen?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      '*mimes counting* Incidents with both murdur AND attempted murder in them... how many? [two fingers raised]',
    covers: ['conjunction', 'misspelling', 'restricted count'],
    expect: (rows) => number(count(rows, has('murder'), has('attempted murder'))),
  },

  // Voice 1, the taxidermist, on notebook b.
  {
    notebook: 'b',
    question:
      'Which municipality supplied the most murder specimens? Municipality, mind, not province - I keep my labels precise.',
    covers: ['ranking', 'slang'],
    ...ranking(murderMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'How many more people were killed in the Free State than in North West? Counting only the dead the releases actually state.',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Free State'), inProvince('North West'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'b',
    question:
      'How far, in kilometres, were the bodies found from the nearest police station? Transport matters in my line of work.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Of all the specimens with a stated event date, what was the most recent one involving rape? The date, please, for the label.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('rape')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Children among the victims - how many, all told, in the killings (murder or culpable homicide)? Small specimens are the saddest.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(killing))),
  },

  // Voice 2, the kite flyer, on notebook b.
  {
    notebook: 'b',
    question:
      'Sand in my teeth again! Which province had the most suspects reeled in on the string - arrested, I mean - summed over all incidents?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question:
      'How many robbery gusts (any type - armed, house, business, cash-in-transit, plain robbery) hit in Free State or North West?',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) =>
      number(count(rows, robbery, (r) => inProvince('Free State')(r) || inProvince('North West')(r))),
  },
  {
    notebook: 'b',
    question:
      'What time of day did the kidnapings happen? Morning breeze or evening gusts? Need the hour if it is there.',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Out of all the incidents, what percent had nobody arrested at all when the release went out? whole number is fine',
    covers: ['share'],
    expect: (rows) => percentOf(rows, notArrested),
  },
  {
    notebook: 'b',
    question:
      'Summer months only (Dec, Jan, Feb, any year) - how many incidents took off then? Perfect kite season that.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, summer)),
  },

  // Voice 3, the mime, on notebook b.
  {
    notebook: 'b',
    question:
      '[walks against an invisible wind] (stops, points at a badge) What were the names of the investigating officers in the Limpopo cases?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      '*mimes counting* (then spreads arms wide) Which province had the most victims, adding up every victim stated?',
    covers: ['ranking', 'people'],
    ...ranking(victimsByProvince, kznProvinceNames),
  },
  {
    notebook: 'b',
    question:
      '[leans on invisible wall] Was there any weekend kidnapping in Mpumalanga or Limpopo? (nods or shakes head)',
    covers: ['yes/no', 'calendar', 'conjunction'],
    expect: (rows) =>
      yesNo(
        count(
          rows,
          has('kidnapping'),
          weekend,
          (r) => inProvince('Mpumalanga')(r) || inProvince('Limpopo')(r),
        ) > 0,
      ),
  },
  {
    notebook: 'b',
    question:
      '(counts heads with a finger, pauses) Male suspects, all incidents together, where the release states them - how many?',
    covers: ['people'],
    expect: (rows) => number(sum(rows.map((r) => r.suspects_male ?? null))),
  },
  {
    notebook: 'b',
    question:
      '[flips through an invisible diary] Of the incidents dated 2020 to 2022, what share involved an illegal firearm? (holds up a percent sign)',
    covers: ['share', 'calendar'],
    expect: (rows) => percentOf(rows.filter(within('2020-01-01', '2022-12-31')), gun),
  },
];

export const fresh303QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH303_QUESTIONS, rows);
