/**
 * The two-hundred-and-ninety-sixth fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A falconer, patient and outdoorsy: "a flight" is an incident, "on the glove" is arrested, "the
 *    mews" is the notebook; talks of weather, seasons and quarry.
 * 2. An undertaker, solemn and precise: "departed" or "laid to rest" means killed, "the register" is the
 *    notebook, "services" are incidents; careful, formal, a little old-fashioned.
 * 3. A snooker commentator, hushed and admiring: "a frame" is an incident, "a break" is a count,
 *    "potted" is arrested, "the top of the table" is a ranking leader.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month, season, "before"
 *   window and weekday, and is never the earliest or most recent; `published_date` is never read. The
 *   southern spring is September to November of any year; a weekend is a Saturday or Sunday.
 * - People are sums of the stated figures: `victims_killed` (departed, laid to rest, killed),
 *   `victims_children` (a child among the victims), `victims_police` (a police officer among the
 *   victims), `victims_female` / `victims_male` (the sex of victims), `num_suspects_arrested` (suspects
 *   on the glove, potted). A null (unstated) figure adds nothing and never makes a row count.
 * - "A flight that ended with someone on the glove" (an incident with an arrest) is `arrest_made ===
 *   true`; "nobody on the glove" is `arrest_made === false` (an unstated arrest is neither).
 * - "A service where someone was laid to rest" is a row whose stated `victims_killed` is above zero; a
 *   "service with a child among the victims" is a row whose stated `victims_children` is above zero.
 * - Shares of incidents are over all the notebook's rows, to the nearest whole percent. The male share
 *   of victims is the sum of `victims_male` over the sum of `victims_female` and `victims_male`.
 * - A suspect's age is one entry of `suspect_ages`; a median is the middle of the sorted ages (the mean
 *   of the two middle ones for an even count); a mean is to one decimal.
 * - "X or Y" (two provinces, two crimes, two years) counts a row that passes either, once; "from 2019
 *   onwards" is an `event_date` in 2019 or later, "before 2020" one before 1 January 2020.
 * - "The victim knew the attacker" is `relationship` of partner, family or acquaintance.
 * - Rankings (province with most kidnappings, municipality with most suspects arrested, province with
 *   most illegal-firearm incidents, province with most killed, province with most suspects arrested)
 *   each carry their tally; a tie at the top is an error in the question. Municipality rankings leave
 *   out rows without one and are answered as written or without "City of"; KwaZulu-Natal may be
 *   answered as "KZN".
 * - Refusals: the ground truth holds no weather, no victims' or officers' names, no firearm calibres,
 *   no distances and no times of day.
 */
import {
  anyCrime,
  type BlindQuestion,
  before,
  femaleVictims,
  inMonths,
  knewTheAttacker,
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

/** A service where someone was laid to rest: a stated killed figure above zero. */
const someoneKilled = (r: DevRow) => (r.victims_killed ?? 0) > 0;
/** A service with a child among the victims: a stated children figure above zero. */
const childVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;

const kidnappingProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('kidnapping')), (r) => r.province);
const arrestsByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.num_suspects_arrested ?? 0,
  );
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const firearmProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('illegal firearm possession')), (r) => r.province);

export const FRESH296_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the falconer, on notebook a.
  {
    notebook: 'a',
    question:
      'Morning from the mews! Bit of drizzle on the hills today. Tell me, over all the flights in the Western Cape, how many suspects in total ended up on the glove?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Spring is when my birds are keenest. How many flights in the mews took place in the southern spring, that is September, October or November of any year?',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, inMonths(9, 11))),
  },
  {
    notebook: 'a',
    question:
      'Patience is everything with a hawk. Which province had the most flights involving a kidnaping, counting each flight once?',
    covers: ['ranking', 'misspelling', 'slang'],
    ...ranking(kidnappingProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Was the wind up on the days of the cash-in-transit flights in the mews? What was the weather like during each of those robberies?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      "Out on the moor the quarry sometimes gets away. Was there any flight involving murder in KwaZulu-Natal where nobody at all ended up on the glove? Yes or no's fine.",
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, has('murder'), inProvince('KwaZulu-Natal'), notArrested) > 0),
  },

  // Voice 2, the undertaker, on notebook a.
  {
    notebook: 'a',
    question:
      'Good afternoon. With respect, could you tell me how many souls in total departed in the services recorded in the register for KwaZulu-Natal?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question:
      'In what share of all the services in the register was at least one person laid to rest? A whole percentage, if you would be so kind.',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows, someoneKilled),
  },
  {
    notebook: 'a',
    question:
      'For our records: on what date did the earliest service in Gauteng take place at which someone departed? The date of the incident itself, please.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, someoneKilled, inProvince('Gauteng')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'The families will wish to be named correctly. Could you give me the full names of those laid to rest in the Eastern Cape services in the register?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'A solemn tally, please: how many services from 2019 onwards involved both a murder and an attempted murder?',
    covers: ['conjunction', 'calendar', 'restricted count'],
    expect: (rows) => number(count(rows, has('murder'), has('attempted murder'), sinceYear(2019))),
  },

  // Voice 3, the snooker commentator, on notebook a.
  {
    notebook: 'a',
    question:
      'And here we are at the business end... which municipality sits at the top of the table for the biggest break of suspects potted, all frames added together?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Quite remarkable. What is the median age of the suspects potted in Gauteng frames, going by the ages given?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(medianOf(suspectAges(rows.filter(inProvince('Gauteng'))))),
  },
  {
    notebook: 'a',
    question:
      "Lovely touch. How many frames played from 2022 onwards featured an ilegal firearm? That's the break I'm after.",
    covers: ['calendar', 'restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, has('illegal firearm possession'), sinceYear(2022))),
  },
  {
    notebook: 'a',
    question: 'Weekend session now, the Saturday and Sunday frames. How many incidents fell on a weekend?',
    covers: ['calendar', 'slang'],
    expect: (rows) => number(count(rows, weekend)),
  },
  {
    notebook: 'a',
    question:
      'Hushed crowd here. What calibre were the firearms seized in the frames with illegal firearm possession?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the falconer, on notebook b.
  {
    notebook: 'b',
    question:
      'Grand morning for flying. In the mews, how many flights in Limpopo or Mpumalnga ended with at least one suspect on the glove?',
    covers: ['conjunction', 'restricted count', 'misspelling', 'slang'],
    expect: (rows) =>
      number(count(rows, arrested, (r) => inProvince('Limpopo')(r) || inProvince('Mpumalanga')(r))),
  },
  {
    notebook: 'b',
    question:
      'Of the victims whose sex the releases state, what percentage were male? Round it to the nearest whole, like counting jesses.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const male = maleVictims(rows);
      return percentage(male, male + femaleVictims(rows));
    },
  },
  {
    notebook: 'b',
    question:
      'A goshawk is no use to a poacher, but a rifle is. Which province had the most flights in the mews involving illegal possession of a firearm?',
    covers: ['ranking', 'slang'],
    ...ranking(firearmProvinceTally),
  },
  {
    notebook: 'b',
    question:
      'How many kilometres did the suspects run before they were on the glove, in the flights where somebody was caught?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'When was the most recent flight involving a rape in the Free State? The day it happened, not when the police wrote it up.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, has('rape'), inProvince('Free State')), 'latest'),
  },

  // Voice 2, the undertaker, on notebook b.
  {
    notebook: 'b',
    question:
      'With the deepest respect: how many persons were laid to rest across the services in the register that took place in 2023 or 2024?',
    covers: ['people', 'calendar', 'slang'],
    expect: (rows) =>
      number(
        peopleTotal(
          'victims_killed',
          rows.filter((r) => inYear(2023)(r) || inYear(2024)(r)),
        ),
      ),
  },
  {
    notebook: 'b',
    question:
      'Was a police officer among the victims in any of the Northern Cape services in the register? A simple yes or no will suffice.',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(rows.some((r) => inProvince('Northern Cape')(r) && (r.victims_police ?? 0) > 0)),
  },
  {
    notebook: 'b',
    question:
      'For the order of service: at what time of day did each of the services in Mangaung take place? Morning, afternoon or night?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'In which province of the register were the most souls laid to rest, adding up every service there?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question:
      'The little coffins are the hardest. In what percentage of the services in the register was a child among the victims? Nearest whole percent, please.',
    covers: ['share', 'people'],
    expect: (rows) => percentOf(rows, childVictim),
  },

  // Voice 3, the snooker commentator, on notebook b.
  {
    notebook: 'b',
    question:
      "Beautifully judged. What's the average age of the suspects potted in North West frames, to one decimal place, going by the stated ages?",
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => meanOf(suspectAges(rows.filter(inProvince('North West'))), 1),
  },
  {
    notebook: 'b',
    question:
      'Oh, that is a sad one. How many rape frames were there in which the victim knew the attacker, a partner, relative or acquaintance?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, has('rape'), knewTheAttacker)),
  },
  {
    notebook: 'b',
    question:
      'And who is at the top of the table? Which province has the highest break of suspects potted, every frame added up?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question:
      'A tricky safety shot here. How many frames involving extorsion or kidnapping were played before 2020?',
    covers: ['calendar', 'conjunction', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, anyCrime('extortion', 'kidnapping'), before('2020-01-01'))),
  },
  {
    notebook: 'b',
    question:
      'Just for the viewers at home: what were the names of the investigating officers in the Limpopo frames?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh296QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH296_QUESTIONS, rows);
