/**
 * The two-hundred-and-eighty-ninth fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A lawn bowls player at the club: genteel and old-fashioned, long courteous sentences. "The green" is
 *    the whole notebook; "an end" is one incident; "a rink" is a province ("the Cape rink" the Western
 *    Cape); "a dead end" is an incident in which nobody was arrested; "holding shot" / "lying nearest the
 *    jack" is the single leader of a ranking; "the first end" is the earliest dated incident and "the
 *    last end" the latest; the club's "pennant weekends" are Saturdays and Sundays.
 * 2. A welder in a workshop: rough and direct, with Afrikaans ("hoeveel" how many, "skelms"/"ouens"/"okes"
 *    the suspects, "vroue" women, "ja of nee" yes or no, "boet", "nie", "lekker"). "A job" is one
 *    incident; "gun jobs" are incidents with `illegal firearm possession`; "clamped" / "locked up" means
 *    arrested; "the whole bench" is the notebook; "run a bead down" means go through every row.
 * 3. A quantity surveyor: formal and numeric. "The bill" is the notebook; "a line item" is one incident;
 *    "a quantity" is the sum of a stated figure; "measured" figures are the stated ones (an unstated
 *    figure is not measured and adds nothing); "a tolerance of one whole percent" is rounding to the
 *    nearest whole percent; "the schedule's highest line" is the single leader of a ranking.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one falls in no year, year range, month or weekend,
 *   and is never the earliest or the latest; `published_date` is never read. A weekend is a
 *   Saturday or Sunday of `event_date`; "December or January, any year" is the month of `event_date`.
 *   "2020 to 2022 inclusive" is 2020-01-01 to 2022-12-31.
 * - People are sums of the stated figures (a null adds nothing): `num_suspects_arrested` (locked up,
 *   clamped, arrested), `victims_killed` (persons killed), `victims_injured` (injured),
 *   `suspects_female` (suspects who were women), `victims_female` / `victims_male` (victims by sex).
 * - Shares: the female share of victims is the sum of `victims_female` over the sum of `victims_female`
 *   and `victims_male`; "of the Gauteng jobs, what percentage had a murder" is over the Gauteng rows.
 *   Both to the nearest whole percent.
 * - Medians and means are over stated figures only: the median `num_victims` over rows that state it;
 *   the suspects' ages are the stated `suspect_ages`, one per suspect (mean to the nearest whole year,
 *   median as it falls, the mean of the two middle ages for an even count).
 * - A "dead end" is `arrest_made === false` (an unstated arrest is not one).
 * - Rankings carry their tallies and a tie at the top is an error in the question: the municipality with
 *   the most attempted murders and the one with the most incidents (rows without a municipality left
 *   out; named as written or without "City of"), the province with the most persons killed
 *   (KwaZulu-Natal may be named "KZN") and the province with the most gun jobs.
 * - A yes/no comparison ("more X in P than in Q") is Yes only when P's count is strictly larger.
 * - Refusals: the ground truth holds no weather, no times of day, no values in rand, no names of
 *   officers and no distances.
 */
import {
  anyCrime,
  type BlindQuestion,
  femaleVictims,
  kznProvinceNames,
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
  casesOf,
  count,
  dateAt,
  has,
  inProvince,
  meanOf,
  month,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  weekend,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const gunJob = has('illegal firearm possession');

/** Incidents in December or January of any year, by event date. */
const festiveSeason = (r: DevRow) => month(r) === 12 || month(r) === 1;

const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const attemptedMurderMunicipalityTally = (rows: readonly DevRow[]) =>
  municipalityTally(rows.filter(has('attempted murder')));
const gunJobProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(gunJob), (r) => r.province);

/** The female share of the victims whose sex is stated, to the nearest whole percent. */
const femaleShare = (rows: readonly DevRow[]) => {
  const female = femaleVictims(rows);
  return percentage(female, female + maleVictims(rows));
};

/** Whether the first selection has strictly more incidents than the second. */
const moreThan =
  (first: (r: DevRow) => boolean, second: (r: DevRow) => boolean) => (rows: readonly DevRow[]) =>
    yesNo(count(rows, first) > count(rows, second));

const statedVictims = (rows: readonly DevRow[]) =>
  rows.flatMap((r) => (r.num_victims === null ? [] : [r.num_victims]));

export const FRESH289_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the lawn bowls player, on notebook a.
  {
    notebook: 'a',
    question:
      'Good afternoon. Having just come off the green after a rather long end, I find myself wondering how many murders were recorded in the Cape rink - the Western Cape, that is - if you would be so kind?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, murder, inProvince('Western Cape'))),
  },
  {
    notebook: 'a',
    question:
      'Our skip maintains that some towns see more shooting than others. Which municipality is holding shot, so to speak, for attempted murders - the one with the most of them on the green?',
    covers: ['ranking', 'restricted count'],
    ...ranking(attemptedMurderMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'A lady in our rink insists that KwaZulu-Natal has had more kidnappings than Gauteng. Is she right, or has the jack rolled the other way? A simple yes or no would do nicely.',
    covers: ['yes/no', 'conjunction'],
    expect: moreThan(
      (r) => has('kidnapping')(r) && inProvince('KwaZulu-Natal')(r),
      (r) => has('kidnapping')(r) && inProvince('Gauteng')(r),
    ),
  },
  {
    notebook: 'a',
    question:
      'Going back to the very first end, as it were: on what date did the earliest murder in the Eastern Cape take place?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Eastern Cape')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Was the weather fine or wet on the days of the cash-in-transit robberies? One does like to know whether the green would have been playable.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the welder, on notebook a.
  {
    notebook: 'a',
    question:
      'Ja so the gun jobs, illegal firearm possesion. Hoeveel skelms got locked up across all of them, total?',
    covers: ['people', 'restricted count', 'slang', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(gunJob))),
  },
  {
    notebook: 'a',
    question:
      'Average age of the suspects, the ouens in these jobs? Only the ages the cops actually give, round it to a whole year, no fancy decimals boet.',
    covers: ['people', 'slang'],
    expect: (rows) => meanOf(suspectAges(rows), 0),
  },
  {
    notebook: 'a',
    question:
      'Festive season everything goes to kak, every year same story. How many jobs in December or January, any year?',
    covers: ['calendar', 'slang'],
    expect: (rows) => number(count(rows, festiveSeason)),
  },
  {
    notebook: 'a',
    question:
      'Hoe laat do most of these hits go down - morning shift or after knock-off at night? Roughly what time of day?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Out of all the Gauteng jobs on the bench, what percentage had a murder in? Whole number, nie decimals nie.',
    covers: ['share', 'restricted count', 'slang'],
    expect: (rows) => percentOf(rows.filter(inProvince('Gauteng')), murder),
  },

  // Voice 3, the quantity surveyor, on notebook a.
  {
    notebook: 'a',
    question:
      'For the line items classed as murder or attempted murder, please state the total quantity of victims injured, taking measured (stated) figures only.',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      number(peopleTotal('victims_injured', rows.filter(anyCrime('murder', 'attempted murder')))),
  },
  {
    notebook: 'a',
    question:
      'Of all victims whose sex is measured in the bill, what percentage are recorded as female? A tolerance of one whole percent is acceptable.',
    covers: ['share', 'people'],
    expect: femaleShare,
  },
  {
    notebook: 'a',
    question:
      'Taking only the line items where the number of victims is stated, what is the median number of victims per incident?',
    covers: ['people'],
    expect: (rows) => number(medianOf(statedVictims(rows))),
  },
  {
    notebook: 'a',
    question:
      'Which province carries the highest line in the schedule for persons killed? I require the single top province and its quantity.',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Please state the total value in rand of the property stolen or damaged across all line items in the bill, with the rate per incident.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the lawn bowls player, on notebook b.
  {
    notebook: 'b',
    question:
      'The club holds its pennant matches on Saturdays and Sundays, so I am curious about the weekends. How many murders took place on a weekend, all told?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },
  {
    notebook: 'b',
    question:
      'In bowls a dead end must be replayed; in much the same spirit, how many incidents in the Northern Cape rink ended with nobody arrested at all?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, notArrested, inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question:
      'And the last end played in Mpumalanga, if I may - on what date did the most recent incident there occur?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Mpumalanga')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Which municipality is lying nearest the jack, as we would say - the one with the greatest number of incidents on the green?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'My late husband knew a few of the constables in Bloemfontein. Could you tell me the name of the investigating officer in the Mangaung murder cases?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the welder, on notebook b.
  {
    notebook: 'b',
    question: 'North West - how many okes got clamped altogether? Just add it up, nie te moeilik nie.',
    covers: ['people', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question: 'My boet in Polokwane reckons Limpopo had more murders than Mpumalanga. Ja of nee?',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: moreThan(
      (r) => murder(r) && inProvince('Limpopo')(r),
      (r) => murder(r) && inProvince('Mpumalanga')(r),
    ),
  },
  {
    notebook: 'b',
    question:
      'Run a bead down the whole bench for me: which province had the most gun jobs, illegal firearms and that?',
    covers: ['ranking', 'restricted count', 'slang'],
    ...ranking(gunJobProvinceTally),
  },
  {
    notebook: 'b',
    question: 'How many of the skelms were vroue - women suspects? Only where the cops say so, hey.',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question:
      'How many km from the nearest cop shop was each of these scenes? Lekker to know how far the vans had to drive.',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the quantity surveyor, on notebook b.
  {
    notebook: 'b',
    question:
      'Among the victims whose sex is measured, what is the female proportion, expressed as a percentage within a tolerance of one whole percent?',
    covers: ['share', 'people'],
    expect: femaleShare,
  },
  {
    notebook: 'b',
    question:
      'I note that suspect ages are stated for only some line items. Over the stated ages alone, what is the median age of the suspects?',
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'b',
    question:
      'Which province carries the highest quantity of persons killed in this bill? The single top line, please, with its total.',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question:
      'For the period 2020 to 2022 inclusive, by incident date, how many line items include a murder? Undated items are to be excluded from the measure.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, within('2020-01-01', '2022-12-31'))),
  },
  {
    notebook: 'b',
    question:
      'What was the street value in rand of the drugs and goods seized, summed over the bill? Please give the figure to the nearest thousand.',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh289QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH289_QUESTIONS, rows);
