/**
 * The two-hundred-and-fifty-fifth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A wedding planner choosing safe venues and dates: towns, weekends, months, "the big day", "guests",
 *    "venue"; warm and chatty, with exclamation marks and the odd slip of the keyboard ("Decmber",
 *    "Febuary").
 * 2. An elderly nun at a mission convent writing formal, gentle letters: "souls", "the departed" (people
 *    killed), "the little ones" (children), "the Lord's day" (Sunday), "kindly tell me", long polite
 *    sentences.
 * 3. A drone-survey operator who thinks in areas and coverage: "hotspots", "coverage", "grid", "district",
 *    "cluster", "ranked by density", "zones"; technical and compact.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every weekday, weekend, month, season and
 *   window, and is never the earliest or latest; `published_date` is never read. A weekend is a Saturday
 *   or Sunday of `event_date`; "the Lord's day" is a Sunday. "December" and "the summer season (December,
 *   January and February)" are those calendar months of `event_date` in any year.
 * - People are sums of the stated figures: `victims_killed` ("the departed", "souls departed", killed),
 *   `victims_injured` (injured), `victims_children` ("the little ones"), `num_suspects_arrested`
 *   (suspects arrested; the province with the most is the one with the largest sum). A null (unstated)
 *   figure adds nothing. A median is taken over the incidents that state the figure (an unstated figure
 *   is left out, not taken as zero).
 * - Crimes: "murder" is `murder` alone (not `attempted murder` nor `culpable homicide`); "murder but not
 *   attempted murder" is a row holding `murder` and not `attempted murder`; "carjacking or truck
 *   hijacking" is either category; "rape" is `rape`; "kidnapping" / "abduction" is `kidnapping`;
 *   "illegal mining or illegal firearms" is a row holding either category.
 * - A farm ("farm venue") is a row whose `location` holds the word "farm" in any case.
 * - Places: a province is `province` (KwaZulu-Natal may be answered as "KZN"); "the Joburg and
 *   Ekurhuleni metro cluster" is the `City of Johannesburg` and `Ekurhuleni` municipalities; "the
 *   KZN district cluster" is the province KwaZulu-Natal; a municipality ranking leaves out rows without
 *   one and may be answered with or without "City of".
 * - Shares are over all the rows of the stated selection: the metro cluster's share is over all the
 *   notebook's incidents, to one decimal; the December share to the nearest whole percent; the share of
 *   rape incidents with a child victim is those whose `victims_children` is above zero over all rape
 *   incidents, to the nearest whole percent.
 * - Comparisons ("more souls departed in the Free State than in North West", "injured in KZN exceed the
 *   Western Cape") compare the sums of the stated figures per province; equal sums answer No / False.
 * - Rankings (municipality with most incidents, province with most attempted murders, province with most
 *   suspects arrested, province with most kidnappings) each carry their tally; a tie at the top is an
 *   error in the question.
 * - Refusals: the ground truth holds no time of day, no religion of the victims, no GPS coordinates, no
 *   number of bystanders or guests present, no funeral dates and no land areas of districts.
 */
import {
  any,
  anyCrime,
  atPlace,
  type BlindQuestion,
  inMonths,
  inMunicipality,
  kznProvinceNames,
  medianOf,
  not,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  tallyOf,
  trueOrFalse,
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
  number,
  refusal,
  weekday,
  weekend,
} from './ground-truth-questions';

/** A Sunday of the event date: "the Lord's day". */
const sunday = (r: DevRow) => weekday(r) === 'Sunday';
/** Murder but not attempted murder. */
const murderOnly = (r: DevRow) => has('murder')(r) && not(has('attempted murder'))(r);
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');
/** December, January or February of any year. */
const summerSeason = any(inMonths(12, 12), inMonths(1, 2));
/** A child among the stated victims. */
const childVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;

/** The killed of the rows that pass every test. */
const killedWhere =
  (...tests: ((r: DevRow) => boolean)[]) =>
  (rows: readonly DevRow[]) =>
    peopleTotal('victims_killed', rowsWhere(rows, ...tests));

const attemptedMurderProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('attempted murder')), (r) => r.province);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const arrestsByProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const kidnappingProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('kidnapping')), (r) => r.province);

export const FRESH255_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the wedding planner, on notebook a.
  {
    notebook: 'a',
    question:
      "Hi there!! I've got a couple booking a gorgeous wine-farm venue in the Western Cape for a Saturday - how many incidents in the Western Cape happened on a Saturday or a Sunday? Weekends are our big days!",
    covers: ['calendar', 'restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, inProvince('Western Cape'), weekend)),
  },
  {
    notebook: 'a',
    question:
      "Ooh, help me choose a venue! Which municipality had the most incidents logged? I'd love to steer my couples (and their guests) away from it!",
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Festive season is our busiest time of year!! What percentage of all the incidents took place in Decmber, any year?',
    covers: ['share', 'calendar', 'misspelling'],
    expect: (rows) => percentage(count(rows, inMonths(12, 12)), rows.length),
  },
  {
    notebook: 'a',
    question:
      "My bride's from Joburg and terrified of the drive to the venue! Was there any carjacking or truck hijacking in Gauteng on a Saturday or Sunday? Just a yes or no, thanks!",
    covers: ['yes/no', 'conjunction', 'calendar'],
    expect: (rows) =>
      yesNo(count(rows, anyCrime('carjacking', 'truck hijacking'), inProvince('Gauteng'), weekend) > 0),
  },
  {
    notebook: 'a',
    question:
      'Our receptions usually run until midnight! At what time of the evening do most of these incidents happen?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the elderly nun, on notebook a.
  {
    notebook: 'a',
    question:
      "Dear friends, it grieves me that evil is done even on the Lord's day. Would you kindly tell me how many souls departed this life in the incidents that took place on a Sunday?",
    covers: ['people', 'calendar', 'slang'],
    expect: (rows) => number(killedWhere(sunday)(rows)),
  },
  {
    notebook: 'a',
    question:
      'Dear sir or madam, we pray each evening for the little ones who suffer. Kindly tell me how many children in all were among the victims of the rape cases in these reports.',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(has('rape')))),
  },
  {
    notebook: 'a',
    question:
      'Our sisters once served a mission in Zululand, and I should like to remember the departed there. Would you kindly tell me the date of the earliest murder in KwaZulu-Natal recorded in these reports?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, has('murder'), inProvince('KwaZulu-Natal')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Forgive an old woman her curiosity. Among the murder cases in which the number of the departed is given, what is the median number of souls lost in a single incident?',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      number(
        medianOf(
          rows
            .filter(has('murder'))
            .map((r) => r.victims_killed)
            .filter((k): k is number => k !== null && k !== undefined),
        ),
      ),
  },
  {
    notebook: 'a',
    question:
      'Dear friends, so that we may pray for them in the right manner, would you kindly tell me to which church or faith each of the departed in these reports belonged?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the drone-survey operator, on notebook a.
  {
    notebook: 'a',
    question: 'Attempted murder hotspots ranked by density per province. Top zone?',
    covers: ['ranking', 'slang'],
    ...ranking(attemptedMurderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'Grid: Gauteng + KZN. Count murder incidents, excluding any that also carry attempted murder.',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      number(count(rows, murderOnly, any(inProvince('Gauteng'), inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question:
      'Coverage check: share of all incidents falling in the Joburg + Ekurhuleni metro cluster, as a % to one decimal?',
    covers: ['share', 'slang'],
    expect: (rows) =>
      percentage(
        count(rows, any(inMunicipality('City of Johannesburg'), inMunicipality('Ekurhuleni'))),
        rows.length,
        1,
      ),
  },
  {
    notebook: 'a',
    question:
      'True or false: total injured in the KZN district cluster exceeds total injured in the Western Cape.',
    covers: ['yes/no', 'people'],
    expect: (rows) =>
      trueOrFalse(
        peopleTotal('victims_injured', rows.filter(inProvince('KwaZulu-Natal'))) >
          peopleTotal('victims_injured', rows.filter(inProvince('Western Cape'))),
      ),
  },
  {
    notebook: 'a',
    question: 'Need lat/long coordinates for each incident in the Khayelitsha cluster to plan flight lines.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the wedding planner, on notebook b.
  {
    notebook: 'b',
    question:
      'Farm weddings are sooo popular in the Free State right now! How many of the incidents there happened on a farm?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, inProvince('Free State'), onAFarm)),
  },
  {
    notebook: 'b',
    question:
      'Summer season is wedding season!! How many incidents happened in December, January or Febuary, all years together?',
    covers: ['calendar', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, summerSeason)),
  },
  {
    notebook: 'b',
    question:
      "I've got a bush-lodge venue in Mpumalanga pencilled in! When was the most recent incident in Mpumalanga?",
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Mpumalanga')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Quick one, love! Which province had the most suspects arrested altogether? Sounds like the police there are on the ball - great for the guests!',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvinceTally),
  },
  {
    notebook: 'b',
    question:
      'Roughly how many guests or bystanders were present at each of these incidents? Trying to gauge crowd safety!',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the elderly nun, on notebook b.
  {
    notebook: 'b',
    question:
      'Dear friends, our convent sends parcels to a school near Kimberley. Would you kindly tell me how many of the little ones were among the victims in the Northern Cape?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question:
      'I am told that people are taken from their homes in these parts. Kindly tell me how many souls departed this life in the incidents in which someone was kidnapped.',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(killedWhere(has('kidnapping'))(rows)),
  },
  {
    notebook: 'b',
    question:
      'It pains me to ask, but would you kindly tell me what share of the rape cases, as a percentage, had one or more of the little ones among the victims?',
    covers: ['share', 'slang'],
    expect: (rows) => {
      const rapes = rows.filter(has('rape'));
      return percentage(rapes.filter(childVictim).length, rapes.length);
    },
  },
  {
    notebook: 'b',
    question:
      'Were more souls departed in the Free State than in the North West, taking all of these reports together? I should be grateful for a simple yes or no.',
    covers: ['yes/no', 'people'],
    expect: (rows) =>
      yesNo(killedWhere(inProvince('Free State'))(rows) > killedWhere(inProvince('North West'))(rows)),
  },
  {
    notebook: 'b',
    question:
      'Dear friends, we should like to send condolences to the families. Would you kindly tell me on what dates the funerals of the departed were held?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the drone-survey operator, on notebook b.
  {
    notebook: 'b',
    question: 'Kidnapping hotspots: rank provinces by incident density. Top zone?',
    covers: ['ranking', 'slang'],
    ...ranking(kidnappingProvinceTally),
  },
  {
    notebook: 'b',
    question: 'NW + Mpumalanga grid: incidents with illegal mining or illegal firearms, count.',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      number(
        count(
          rows,
          anyCrime('illegal mining', 'illegal firearm possession'),
          any(inProvince('North West'), inProvince('Mpumalanga')),
        ),
      ),
  },
  {
    notebook: 'b',
    question: 'Mpumalanga cluster: median suspects arrested per incident?',
    covers: ['people'],
    expect: (rows) =>
      number(
        medianOf(
          rows
            .filter(inProvince('Mpumalanga'))
            .map((r) => r.num_suspects_arrested)
            .filter((n): n is number => n !== null),
        ),
      ),
  },
  {
    notebook: 'b',
    question: 'Illegal mining sites: date of the earliest logged incident?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('illegal mining')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Land area in km2 of each district in the survey, for incidents-per-km2 density?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh255QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH255_QUESTIONS, rows);
