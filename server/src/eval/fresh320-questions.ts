/**
 * The three-hundred-and-twentieth fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or any other
 * question set than the one whose file shape it copies. Every expectation is worked out from the
 * ground-truth rows of the question's own notebook, never typed in.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A mortician in Pietermaritzburg: exact about the dead and how they came to be dead, with a dry
 *    gallows humour ("business is never slow", "those ones don't come to me"). Says "the deceased" and
 *    "bodies", wants precise tallies of the killed, separates murder from attempted murder the way a
 *    man does who only receives the first, and asks after things his trade cares about that police
 *    releases do not keep (cause of death, age at death).
 * 2. A bricklayer on a Gqeberha building site texting between loads: all lower case, no punctuation,
 *    "bru", "eish", "yo", "the cops", "ppl", "n" for "and"; slang for crime ("jacked" for a carjacking,
 *    "cash in transit hit", "bust" for arrested) and spelling slips ("there cars", "happend",
 *    "nothern", "kidnapings", "robberys", "any1").
 * 3. A fisheries inspector on the West Coast: formal and regulatory, writes in full sentences with
 *    compliance words ("contraventions", "apprehended", "the jurisdiction", "in connection therewith"),
 *    asks about poaching, abalone ("perlemoen") and arrests, and sometimes asks for what the records
 *    cannot hold (seized mass, permits, fines).
 *
 * The readings chosen (one row is one incident; a crime word counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one falls in no year, month, "after"/"since" window or
 *   weekday and is never the earliest or the most recent; `published_date` is never read. A weekend is
 *   a Saturday or Sunday of `event_date`; "after 2020" is from 1 January 2021 on; "2023 n 2024" is
 *   1 January 2023 to 31 December 2024; a month "all years" is the month of `event_date` in any year.
 * - "Murder" is `murder` alone: `attempted murder` (and `culpable homicide`) is not a murder. "Jacked
 *   for their cars" is `carjacking` alone, not `truck hijacking`. "Cash in transit hit" is
 *   `cash-in-transit robbery`. "Robberies" are `armed robbery`, `robbery`, `house robbery`,
 *   `business robbery` and `cash-in-transit robbery`; a carjacking or truck hijacking is not one.
 *   "Rapes" are `rape`, "kidnappings" `kidnapping`, "illegal mining" `illegal mining`. "Poaching",
 *   abalone or perlemoen contraventions are `poaching` (the ground truth names no species, so every
 *   poaching row counts).
 * - People are sums of stated figures, a null (or absent) figure adding nothing: "bodies", "the
 *   deceased", "died" are `victims_killed`; "cops as victims" are `victims_police`; suspects
 *   "apprehended", "bust" or "caught" are `num_suspects_arrested`.
 * - "Nobody arrested", "no one apprehended" is a stated `arrest_made === false` (an unstated arrest is
 *   neither); "at least one suspect apprehended" is `arrest_made === true`.
 * - Provinces are `province` and municipalities `municipality` (rows without one are left out of the
 *   municipal ranking), answered as written or without "City of"; "the jurisdiction of the City of Cape
 *   Town" is that municipality.
 * - Shares, to the nearest whole percent: of murders with nobody arrested, over the notebook's murder
 *   incidents; of the deceased who died in North West, over all the notebook's stated killed; of
 *   poaching cases with no one apprehended, over the notebook's poaching incidents.
 * - Rankings (province with the most bodies, municipality with the most apprehended, incident with the
 *   most bodies, month with the most rapes, province with the most apprehended) each carry their tally;
 *   a tie at the top is an error in the question, not an answer. The single incident is named by the
 *   parts of its location no other incident shares.
 * - Refusals (the ground truth never holds these): the cause of death or weapon, the mass of abalone
 *   confiscated, the ages of the deceased (only whether a victim was a child), whether suspects held
 *   fishing permits, and convictions or fines imposed.
 */
import {
  any,
  anyCrime,
  type BlindQuestion,
  inMunicipality,
  kznProvinceNames,
  largestIncident,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  stated,
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
  month,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
  within,
} from './ground-truth-questions';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Murder alone: attempted murder and culpable homicide are not murders. */
const murder = has('murder');
const carjacking = has('carjacking');
const cit = has('cash-in-transit robbery');
const poaching = has('poaching');
/** A robbery of any type; a carjacking or truck hijacking is not one. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);

/** Bodies: the stated killed of the rows that pass every test. */
const bodiesWhere = (rows: readonly DevRow[], ...tests: ((r: DevRow) => boolean)[]) =>
  peopleTotal('victims_killed', rowsWhere(rows, ...tests));

const apprehendedByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.num_suspects_arrested ?? 0,
  );
const apprehendedByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const rapeMonthTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('rape')), (r) => {
    const m = month(r);
    return m === undefined ? undefined : MONTH_NAMES[m - 1];
  });

export const FRESH320_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the mortician, on notebook a.
  {
    notebook: 'a',
    question:
      'Business is never slow in my line. Across every incident in these releases, how many bodies all told? The deceased only, please, not the wounded.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows)),
  },
  {
    notebook: 'a',
    question: 'Which province supplied the most deceased, counting every body the releases record?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      "Murder cases in KwaZulu-Natal, strictly murder and not attempted murder, those ones don't come to me: how many incidents?",
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, murder, inProvince('KwaZulu-Natal'))),
  },
  {
    notebook: 'a',
    question:
      'On what date did the most recent murder in the Eastern Cape happen? The day of the killing, not the day the police got round to announcing it.',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Eastern Cape')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Of all the deceased in these reports, how many died of gunshot wounds as opposed to stabbing or blunt force? I like to know what is coming through my doors.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the bricklayer, on notebook a.
  {
    notebook: 'a',
    question: 'eish bru how many times did ppl get jacked for there cars',
    covers: ['restricted count', 'slang', 'misspelling'],
    expect: (rows) => number(count(rows, carjacking)),
  },
  {
    notebook: 'a',
    question: 'how many cops was victims in all of it bru hurt or killed',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question: 'how many murders happend on a weekend sat or sun',
    covers: ['calendar', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },
  {
    notebook: 'a',
    question: 'wat percent of the murders did the cops arrest nobody',
    covers: ['share', 'misspelling', 'slang'],
    expect: (rows) => percentOf(rows.filter(murder), notArrested),
  },
  {
    notebook: 'a',
    question: 'was there a cash in transit hit in kzn after 2020 yes or no',
    covers: ['yes/no', 'calendar', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, cit, inProvince('KwaZulu-Natal'), sinceYear(2021)) > 0),
  },

  // Voice 3, the fisheries inspector, on notebook a.
  {
    notebook: 'a',
    question:
      'What is the total number of suspects apprehended in connection with poaching contraventions, abalone (perlemoen) matters included?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(poaching))),
  },
  {
    notebook: 'a',
    question:
      'Within the jurisdiction of the City of Cape Town, on what date was the earliest poaching contravention recorded?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, poaching, inMunicipality('City of Cape Town')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Kindly state the total mass of abalone, in kilograms, confiscated across the poaching contraventions in these releases.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'Which municipality accounts for the greatest number of suspects apprehended?',
    covers: ['ranking', 'people'],
    ...ranking(apprehendedByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Is any poaching contravention recorded within the jurisdiction of the Eastern Cape province? Please answer yes or no.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, poaching, inProvince('Eastern Cape')) > 0),
  },

  // Voice 1, the mortician, on notebook b.
  {
    notebook: 'b',
    question: 'Free State: total deceased across every incident. Bodies, not the injured',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(bodiesWhere(rows, inProvince('Free State'))),
  },
  {
    notebook: 'b',
    question: 'Which single incident left the most bodies behind? Where was it?',
    covers: ['ranking', 'people'],
    ...largestIncident(() => true, stated('victims_killed')),
  },
  {
    notebook: 'b',
    question:
      'Of all the deceased these releases record, what percentage died in North West? To the nearest whole percent, if you would.',
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(bodiesWhere(rows, inProvince('North West')), peopleTotal('victims_killed', rows)),
  },
  {
    notebook: 'b',
    question:
      'When did the latest murder in Limpopo take place, by the date of death rather than the date of the press statement?',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Limpopo')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'What was the average age at death of the deceased? The releases must say how old they were; the families always tell us.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the bricklayer, on notebook b.
  {
    notebook: 'b',
    question: 'bru how many rapes in the nothern cape',
    covers: ['restricted count', 'conjunction', 'misspelling'],
    expect: (rows) => number(count(rows, has('rape'), inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question: 'eish which month do the most rapes happen all years together',
    covers: ['ranking', 'calendar'],
    ...ranking(rapeMonthTally),
  },
  {
    notebook: 'b',
    question: 'how many guys did the cops bust in mpumalanga total',
    covers: ['people', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Mpumalanga')))),
  },
  {
    notebook: 'b',
    question: 'any1 get jacked in mpumalanga n nobody got bust yes or no',
    covers: ['yes/no', 'conjunction', 'slang', 'misspelling'],
    expect: (rows) => yesNo(count(rows, carjacking, inProvince('Mpumalanga'), notArrested) > 0),
  },
  {
    notebook: 'b',
    question: 'yo how many robberys in 2023 n 2024 not counting the jackings',
    covers: ['calendar', 'restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, robbery, within('2023-01-01', '2024-12-31'))),
  },

  // Voice 3, the fisheries inspector, on notebook b.
  {
    notebook: 'b',
    question:
      'In what percentage of the poaching contraventions recorded was no suspect apprehended at the time of the release?',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(poaching), notArrested),
  },
  {
    notebook: 'b',
    question:
      'Were the suspects apprehended for poaching holders of valid fishing or hunting permits, and under which permit numbers?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'What fines were imposed upon conviction of the apprehended suspects, and how many convictions have been secured to date?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: "Which province's jurisdiction recorded the largest number of apprehended suspects",
    covers: ['ranking', 'people'],
    ...ranking(apprehendedByProvince),
  },
  {
    notebook: 'b',
    question:
      'How many illegal mining contraventions in the North West or Northern Cape jurisdictions resulted in at least one suspect being apprehended?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      number(
        count(
          rows,
          has('illegal mining'),
          arrested,
          any(inProvince('North West'), inProvince('Northern Cape')),
        ),
      ),
  },
];

export const fresh320QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH320_QUESTIONS, rows);
