/**
 * The two-hundred-and-ninetieth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A caterer planning a function: brisk, clipped, talks in covers, courses, head counts, tables and
 *    menus. An incident is "a booking" or "an order on the list", people are "covers" or "heads", a
 *    "middle-of-the-table figure" is a median, "per plate" is a mean per incident.
 * 2. A preacher preparing a sermon: long, gentle sentences with a moral tone, parables and the flock.
 *    "The flock" is the notebook's incidents; "the lost sheep" are victims; "the daughters" are female
 *    victims; "the season of Advent" is December; "those brought to account" are the suspects arrested.
 * 3. A shepherd in the Eastern Cape hills: slow, plain, with isiXhosa words. "Iinkomo/iigusha taken
 *    from the kraal" is stock theft; "abantwana" are children (victims_children); "amapolisa" are the
 *    police; "lambing season" is, in his own words, June to August; "the kraal with the most" is the
 *    place with the most incidents; "izigebenga" are the suspects (criminals).
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one falls in no year, month, season, weekday or "since"
 *   window, and is never the earliest or latest; `published_date` is never read. A weekend is a
 *   Saturday or Sunday of `event_date`; a calendar month is the month of `event_date` in any year.
 * - People are sums of the stated figures: `num_victims` (victims, lost sheep, guests at the table),
 *   `victims_female` / `victims_male` (women / men victims, "the daughters" / "the sons"),
 *   `victims_killed` (killed, lives taken), `victims_children` (abantwana, children),
 *   `num_suspects_arrested` (suspects arrested, brought to account, izigebenga taken in). A null
 *   (unstated) figure adds nothing.
 * - A median or an average ("per plate", "middle-of-the-table") is over the stated figures only: the
 *   median of `num_suspects_arrested` over the rows that state it; the mean of `num_victims` over the
 *   rows that state it, to one decimal; the median of all stated `suspect_ages`, one per suspect.
 * - Shares: the share of women among victims is the sum of `victims_female` over the sum of
 *   `victims_female` and `victims_male` (nulls add nothing), nearest whole percent; the share of
 *   incidents involving rape is over all the notebook's rows, nearest whole percent.
 * - "A woman among the victims" of a murder is a `murder` row with `victims_female` above zero.
 * - "Stock theft" (the animals from the kraal) is `stock theft`; "murders" are `murder`; "kidnappings"
 *   are `kidnapping`.
 * - Rankings each carry their tally: the province with the biggest "guest list" (sum of `num_victims`;
 *   KwaZulu-Natal may be answered as "KZN") and the Eastern Cape municipality with most incidents (rows
 *   without a municipality left out; answered with or without "City of") in notebook a; the province
 *   with most suspects arrested (sum of `num_suspects_arrested`) and the province where most people
 *   were killed (sum of `victims_killed`) in notebook b. A tie at the top is an error in the question.
 * - Comparisons are yes/no over the two sums or counts as asked ("more than" is strictly more).
 * - Refusals: the ground truth holds no times of day, no names of officers, no distances, no rand
 *   values of goods taken, no number of animals stolen, and nothing of the weather.
 */
import {
  type BlindQuestion,
  femaleVictims,
  inMonths,
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
  victims,
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
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
  sum,
  weekend,
} from './ground-truth-questions';

const murder = has('murder');
const stockTheft = has('stock theft');
const kidnapping = has('kidnapping');
/** The shepherd's lambing season, June to August of any year. */
const lambingSeason = inMonths(6, 8);
/** December of any year, the preacher's season of Advent. */
const advent = inMonths(12, 12);
/** A woman among the stated victims. */
const womanAmongVictims = (r: DevRow) => (r.victims_female ?? 0) > 0;

/** The share of women among the victims whose sex is stated, nearest whole percent. */
const womenShare = (rows: readonly DevRow[]) => {
  const women = femaleVictims(rows);
  return percentage(women, women + maleVictims(rows));
};

const victimsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_victims ?? 0,
  );
const easternCapeMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(inProvince('Eastern Cape')), (r) => r.municipality);
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH290_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the caterer, on notebook a.
  {
    notebook: 'a',
    question: 'Quick head count for my list: murder bookings in Gauteng only, how many incidents?',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, murder, inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question: 'KZN table, total covers - how many victims across all the KwaZulu-Natal incidents, added up?',
    covers: ['people', 'slang'],
    expect: (rows) => number(victims(rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question:
      'Biggest guest list by province? Which province has the most victims in total, all incidents added up - name it and give the count.',
    covers: ['ranking', 'people'],
    ...ranking(victimsByProvince, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Middle-of-the-table figure please: the median number of suspects arrested per incident, over the incidents that state it.',
    covers: ['people'],
    expect: (rows) =>
      number(
        medianOf(rows.flatMap((r) => (r.num_suspects_arrested === null ? [] : [r.num_suspects_arrested]))),
      ),
  },
  {
    notebook: 'a',
    question:
      'Need to time the mains. What time of night did most of these incidents happen - before or after 9pm?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the preacher, on notebook a.
  {
    notebook: 'a',
    question:
      'I am preparing a sermon on how the daughters of our land suffer, and I would like to say it truthfully: of all the victims in these releases whose sex is recorded, what percentage were women?',
    covers: ['share', 'people'],
    expect: womenShare,
  },
  {
    notebook: 'a',
    question:
      'In the parable the shepherd counts every life, and so would I: were more people killed in the Western Cape than in the Eastern Cape, taking all of the incidents in each province together?',
    covers: ['yes/no', 'people'],
    expect: (rows) =>
      yesNo(
        peopleTotal('victims_killed', rows.filter(inProvince('Western Cape'))) >
          peopleTotal('victims_killed', rows.filter(inProvince('Eastern Cape'))),
      ),
  },
  {
    notebook: 'a',
    question:
      'Beloved, a child taken from its home is the oldest grief of all; on what date did the earliest kidnapping in this flock of releases take place, by the day of the incident itself?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Even in the season of Advent, when we wait in hope, the darkness does not rest; how many of these incidents took place in the month of December, in whichever year they fell?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, advent)),
  },
  {
    notebook: 'a',
    question:
      'I should like to honour by name the officers who first came to the aid of the wounded in these incidents, as one honours the Good Samaritan; could you tell me the names of those policemen?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the shepherd, on notebook a.
  {
    notebook: 'a',
    question:
      'Molo. Up here we lose iinkomo and iigusha from the kraal at night. How many of these incidents are stock theft... the animals stolen?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, stockTheft)),
  },
  {
    notebook: 'a',
    question:
      'Our lambing season here is June to August. In the Eastern Cape, how many incidents happend in those months, any year?',
    covers: ['calendar', 'conjunction', 'misspelling'],
    expect: (rows) => number(count(rows, inProvince('Eastern Cape'), lambingSeason)),
  },
  {
    notebook: 'a',
    question:
      'In the Eastern Cape, my own province... which municipality has the most incidents, like the kraal with the most sheep in it? And how many?',
    covers: ['ranking'],
    ...ranking(easternCapeMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'Abantwana... how many children were victims, all the incidents counted together?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question:
      'Tell me, how far did the amapolisa have to drive from the station to reach each place? The kilometres, I mean.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the caterer, on notebook b.
  {
    notebook: 'b',
    question: 'Mpumalanga, weekend orders only (Sat + Sun by incident date). How many incidents?',
    covers: ['conjunction', 'calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Mpumalanga'), weekend)),
  },
  {
    notebook: 'b',
    question: 'Free State head count: suspects arrested, all incidents there, total?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question:
      'Biggest table of arrests - which province had the most suspects arrested in total? Province and the number.',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question: 'Covers per plate: average number of victims per incident, only where stated, one decimal.',
    covers: ['people', 'slang'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.num_victims),
        1,
      ),
  },
  {
    notebook: 'b',
    question:
      'Total rand value of goods stolen across the robbery orders? Need a ballpark for the insurance menu.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the preacher, on notebook b.
  {
    notebook: 'b',
    question:
      'I mean to speak to my congregation about the violation of the body, which is a temple; of all the incidents in these releases, what percentage involved a rape?',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows, has('rape')),
  },
  {
    notebook: 'b',
    question:
      'As the psalmist asks how long, O Lord, I too must ask: on what date did the most recent murder in Limpopo happen, counting by the day of the deed and not the day it was announced?',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Limpopo')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'We are told the lost sheep is sought until it is found; was there any kidnapping in the Northern Cape in 2020 or in the years after it, yes or no?',
    covers: ['yes/no', 'calendar', 'conjunction'],
    expect: (rows) => yesNo(count(rows, kidnapping, inProvince('Northern Cape'), sinceYear(2020)) > 0),
  },
  {
    notebook: 'b',
    question:
      'How many of the murders in this flock of releases had a woman among their victims, so that I may remember the widows and the daughters by number in my prayer?',
    covers: ['conjunction', 'people'],
    expect: (rows) => number(count(rows, murder, womanAmongVictims)),
  },
  {
    notebook: 'b',
    question:
      'Since the Lord sends the rain on the just and the unjust alike, I wonder whether it was raining on the days these crimes were done; how many of them happened in bad weather?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the shepherd, on notebook b.
  {
    notebook: 'b',
    question:
      'Ewe, the stock thieves... when the animals were taken from the kraal, how many izigebenga were arrested, all the stock theft cases together?',
    covers: ['people', 'slang', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(stockTheft))),
  },
  {
    notebook: 'b',
    question:
      'Hayi, so many lives lost. In which province were the most people killed, all the incidents put together, and how many?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'In the Northern Cape, how many men were victims? Only the men, the amadoda.',
    covers: ['people', 'slang'],
    expect: (rows) => number(sum(rows.filter(inProvince('Northern Cape')).map((r) => r.victims_male))),
  },
  {
    notebook: 'b',
    question:
      'The suspects, how old are they... what is the midle age of them, the median of the ages given?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'b',
    question:
      'How many sheep and goats were stolen in all, counting the heads of the animals, not the cases?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh290QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH290_QUESTIONS, rows);
