/**
 * The two-hundred-and-eighty-fifth fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A jazz musician between sets: loose, cool slang. A "gig" or a "set" is an incident; "cats pinched",
 *    "cats the cops picked up" are suspects arrested; "the scene that swings hardest" / "the real jam
 *    session" is the municipality with the most incidents; "packing illegal heat" is
 *    `illegal firearm possession`; "the last time the band played that tune" is the latest event date;
 *    "nobody got busted" is no arrest made; "bread" is money. Loose spellings ("kidnappin", "Free Sate").
 * 2. A violin teacher writing lesson notes: patient and precise, in scales, bowings and practice logs.
 *    "The middle note of the scale" is a median; "entries in the practice log" are incidents; "the first
 *    entry in the log" is the earliest event date; "the winter term" is June, July and August; "an
 *    average per lesson" is a mean per incident over the stated figures; a misspelt "attemped".
 * 3. A judo sensei in the dojo: respectful and clipped. A "bout" is an incident; "opponents taken down"
 *    or "thrown" are suspects arrested; "which dojo" or "which province holds the black belt" is the
 *    province that leads a ranking; "fallen" are people killed; "officers who fell" are police victims.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month, weekday and window and
 *   is never the earliest or latest; `published_date` is never read. The "winter term" is months 6 to 8
 *   of `event_date` in any year; a weekend is a Saturday or Sunday of `event_date`.
 * - People are sums of the stated figures: `num_suspects_arrested` (cats pinched, suspects arrested,
 *   opponents taken down), `victims_killed` (killed, fallen), `victims_police` (police officers who were
 *   victims), `victims_female` / `victims_male` (victims by sex). A null (unstated) figure adds nothing.
 * - "Murder" is `murder` alone (attempted murder is not one); "attempted murder" is `attempted murder`;
 *   "kidnapping" is `kidnapping`; "rape" is `rape`; "CIT" / "cash-in-transit heist" is
 *   `cash-in-transit robbery`.
 * - "Arrested" / "busted" is `arrest_made === true`; "nobody got busted" is `arrest_made === false` (an
 *   unstated arrest is neither).
 * - Shares, to the nearest whole percent: the female share of victims is the sum of `victims_female` over
 *   the sum of `victims_female` and `victims_male`; the share of incidents with nobody arrested is over
 *   all the notebook's rows; the weekend share is over the dated rows only; the share of murders with an
 *   arrest is over the murder rows.
 * - The median suspect age is over every stated age in `suspect_ages` (one per suspect); the average
 *   arrests per incident in Mpumalanga is the mean of the stated `num_suspects_arrested` of its rows, to
 *   one decimal.
 * - "Did P have more X than Q" is a yes/no on the two sums or counts (equal is "No").
 * - "Municipality" is `municipality` (rows without one are left out), answered as written or without
 *   "City of".
 * - Rankings (municipality with the most incidents, province with the most murder incidents, province
 *   with the most illegal firearm incidents, province with the most suspects arrested) each carry their
 *   tally; a tie at the top is an error in the question. KwaZulu-Natal may be answered as "KZN".
 * - Refusals: the ground truth holds no times of day, no weather, no names of officers, no values in
 *   rand, no distances and no suspects' body weights.
 */
import {
  type BlindQuestion,
  femaleVictims,
  inMonths,
  inMunicipality,
  kznProvinceNames,
  maleVictims,
  medianOf,
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
  inYear,
  meanOf,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
} from './ground-truth-questions';

const murder = has('murder');
const kidnapping = has('kidnapping');
const cit = has('cash-in-transit robbery');
const dated = (r: DevRow) => r.event_date !== null;

/** The killed of the rows that pass every test. */
const killedWhere =
  (...tests: ((r: DevRow) => boolean)[]) =>
  (rows: readonly DevRow[]) =>
    peopleTotal('victims_killed', rowsWhere(rows, ...tests));

const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
const firearmProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('illegal firearm possession')), (r) => r.province);
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH285_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the jazz musician, on notebook a.
  {
    notebook: 'a',
    question:
      'Yo, quick one before the next set, man. Down in the Western Cape, how many gigs went down where somebody actually got murdered? Just the straight murders, not the cats who only tried.',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, murder, inProvince('Western Cape'))),
  },
  {
    notebook: 'a',
    question:
      'Dig this: all them kidnappin gigs, every one of them - how many cats did the cops pinch in total, added up across the whole lot?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(kidnapping))),
  },
  {
    notebook: 'a',
    question:
      'Every city has that one scene that swings hardest, you know? Which municipality had the most incidents go down - where is the real jam session?',
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      "Late-night cat here, so I gotta ask - what time of night did most of these hits go down, like after midnight or before the first set's over?",
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'I got a gig in Cape Town next month, so straight up: was there any cash-in-transit heist in the Western Cape in these reports? Yes or no, daddy-o.',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, cit, inProvince('Western Cape')) > 0),
  },

  // Voice 2, the violin teacher, on notebook a.
  {
    notebook: 'a',
    question:
      'Lesson notes, Tuesday. Like finding the middle note of a scale: taking every suspect whose age the releases state, what is the median age of the suspects?',
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'a',
    question:
      'For my practice log, carefully please. Counting only the victims whose sex is written down, what percentage of them were women or girls, to the nearest whole percent?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = femaleVictims(rows);
      return percentage(female, female + maleVictims(rows));
    },
  },
  {
    notebook: 'a',
    question:
      'Going back to the very first entry in the log, as one begins with open strings: on what date did the earliest attemped murder take place - the day of the incident itself?',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(has('attempted murder')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      "Our winter term runs June, July and August. Across all the years, how many incidents happened in those three months? Please count by each incident's own date.",
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMonths(6, 8))),
  },
  {
    notebook: 'a',
    question:
      'A gentle question, as humidity plays havoc with a violin: what was the weather like on the days these incidents happened - was it raining for most of them?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the judo sensei, on notebook a.
  {
    notebook: 'a',
    question:
      'Two dojos, one bout. Did KwaZulu-Natal have more people killed than the Eastern Cape? Yes or no.',
    covers: ['yes/no', 'people', 'conjunction'],
    expect: (rows) =>
      yesNo(killedWhere(inProvince('KwaZulu-Natal'))(rows) > killedWhere(inProvince('Eastern Cape'))(rows)),
  },
  {
    notebook: 'a',
    question: 'The year 2019. Bouts where an arrest was made. How many?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inYear(2019), arrested)),
  },
  {
    notebook: 'a',
    question:
      'We bow to the officers who fell or were hurt. How many police officers were victims, all incidents together?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question: 'Murder incidents. Which province holds the black belt - the most of them?',
    covers: ['ranking', 'restricted count'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'Respect is due. Give me the names of the arresting officers in these cases.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the jazz musician, on notebook b.
  {
    notebook: 'b',
    question:
      "Every band's got a horn section, and some of these cats were packing illegal heat. Which province had the most incidents with an illegal firearm in the mix?",
    covers: ['ranking', 'restricted count', 'slang'],
    ...ranking(firearmProvinceTally),
  },
  {
    notebook: 'b',
    question:
      'Heavy tune, this one. Out in the Free Sate, how many people got killed in total, every gig added up?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(killedWhere(inProvince('Free State'))(rows)),
  },
  {
    notebook: 'b',
    question:
      'Real talk: what percent of the incidents ended with nobody getting busted at all - no arrest made, the cops came up empty?',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows, notArrested),
  },
  {
    notebook: 'b',
    question:
      'When was the last time the band played that sad tune - the date of the most recent murder in these reports?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(murder), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Bread question, man. How many rand did the robbers walk off with, all the robberies together?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the violin teacher, on notebook b.
  {
    notebook: 'b',
    question:
      'Noting this for the Mpumalanga pupils: on average, how many suspects were arrested per incident there? One decimal place, please, like a careful bow division.',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      meanOf(
        rows.filter(inProvince('Mpumalanga')).map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'b',
    question:
      'Since the start of 2020, counting by the date each incident happened, how many rape cases appear in the log? I want this as exact as a tuned A string.',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, has('rape'), sinceYear(2020))),
  },
  {
    notebook: 'b',
    question:
      'Practice log, summing the long bows: how many female victims are there in all, adding up only where the release states the number?',
    covers: ['people'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'b',
    question:
      'A question of rhythm. Of the incidents that have a date, what percentage fell on a Saturday or a Sunday? Nearest whole percent, please.',
    covers: ['share', 'calendar'],
    expect: (rows) => percentOf(rows.filter(dated), weekend),
  },
  {
    notebook: 'b',
    question:
      'For planning my travel between lessons: how many kilometres was each incident from the nearest police station, on average?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the judo sensei, on notebook b.
  {
    notebook: 'b',
    question: 'Opponents taken down. Which province arrested the most suspects, all incidents summed?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question:
      'Kidnapping. North West against Limpopo. Did North West have more kidnapping incidents? Yes or no.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) =>
      yesNo(
        count(rows, kidnapping, inProvince('North West')) > count(rows, kidnapping, inProvince('Limpopo')),
      ),
  },
  {
    notebook: 'b',
    question: 'Mangaung. One mat. How many incidents took place in that municipality?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, inMunicipality('Mangaung'))),
  },
  {
    notebook: 'b',
    question: 'Of the murder incidents, what share ended with an arrest made? As a percentage.',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(murder), arrested),
  },
  {
    notebook: 'b',
    question: 'In judo we fight by weight class. How much did the arrested suspects weigh, in kilograms?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh285QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH285_QUESTIONS, rows);
