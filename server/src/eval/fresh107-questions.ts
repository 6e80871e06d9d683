/**
 * The hundred-and-seventh fresh question set (blind): thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A Zimbabwean-born taxi owner in Gauteng: English mixed with Shona ("vanhu vangani" = how many
 *    people, "mapurisa" = the police, "mupurisa" = a police officer, "vakaurayiwa" = were killed,
 *    "hongu kana kwete" = yes or no) and Tsotsitaal ("bra", "eish", "skebengas", "bust", "ouens",
 *    "sharp"); a few misspellings ("hijakings", "Mphumalanga").
 * 2. A teacher setting a maths worksheet from the releases: numbered parts ("Question 3(a):"),
 *    fractions, "show your working", "express as a percentage", "calculate the difference".
 * 3. An insurance underwriter assessing risk by area: "loss events" (incidents), "frequency" (how many
 *    incidents), "severity" (people killed plus people injured), "exposure", "hot spots", "book of
 *    business" (the notebook's incidents), asking answerable counts, sums and rankings.
 *
 * The readings chosen (one row is one incident, a "loss event"; a crime question counts the rows whose
 * `crimes` hold the category):
 * - Dates are `event_date` alone: a row without one is outside every year, year range, "from ... onwards"
 *   window, month and weekday, and is never the earliest or most recent; `published_date` is never read.
 *   A weekday ("on a Sunday", "Saturday or Sunday") is the weekday of `event_date`; a month "taking all
 *   years together" (July; winter = June, July and August) is the month of `event_date` in any year.
 * - Crimes: "murder" is `murder` alone (attempted murder and culpable homicide are not). "Hijackings"
 *   (cars and trucks) are `carjacking` or `truck hijacking`. "Robbery of any type" is `armed robbery`,
 *   `robbery`, `house robbery`, `business robbery` or `cash-in-transit robbery` (hijackings are not).
 *   "Rape" is `rape` alone (sexual assault is not).
 * - People are sums of the stated figures over the selected rows: `victims_killed` (killed,
 *   "vakaurayiwa", fatalities), `victims_injured` (injured), `victims_children` (children among the
 *   victims), `victims_police` (police officers, on or off duty), `victims_female` / `victims_male`
 *   (the victims' sex), `num_suspects_arrested` (suspects arrested, "bust"). A null (unstated) figure
 *   adds nothing. Severity is the sum of `victims_killed` and `victims_injured`, each null adding
 *   nothing. "Was any police officer among the victims" is yes when some selected row states a
 *   `victims_police` above zero.
 * - Places: a province is `province` (KwaZulu-Natal may be answered as "KZN"); a municipality is
 *   `municipality` (rows without one are left out of municipal questions and rankings), answered as
 *   written or without "City of".
 * - Shares: the male share of victims is the sum of `victims_male` over the sum of `victims_female` and
 *   `victims_male` (nulls adding nothing), to one decimal place; a province's share of all suspects
 *   arrested is its `num_suspects_arrested` sum over the notebook's, to one decimal place; the share
 *   of a province's incidents involving murder is over all that province's rows, to the nearest whole
 *   percent. A share that lies on a halfway mark is an error in the question.
 * - "Calculate the difference between X and Y" / "how many more in X than in Y" is X minus Y; the first
 *   side must be the larger.
 * - Rankings (province by suspects arrested, province by severity, municipality by people killed,
 *   municipality by incidents from 2020 onwards, province by child victims) each carry their tally; a
 *   tie at the top is an error in the question.
 * - Refusals rest on what the ground truth does not record: the time of day of an incident, the rand
 *   value of what was lost, the make or model of a vehicle, and whether anything was insured.
 */
import {
  anyCrime,
  type BlindQuestion,
  femaleVictims,
  inMonths,
  inMunicipality,
  kznProvinceNames,
  maleVictims,
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
  casesOf,
  count,
  dateAt,
  excessOf,
  has,
  inProvince,
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekday,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const rape = has('rape');
/** A hijacking, of a car (a taxi among them) or of a truck. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
/** A robbery of any type; hijackings are not among them. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
const onA =
  (...days: string[]) =>
  (r: DevRow) =>
    days.includes(weekday(r) ?? '');

/** Severity of one incident: the stated killed plus the stated injured, nulls adding nothing. */
const severity = (r: DevRow) => (stated('victims_killed')(r) ?? 0) + (stated('victims_injured')(r) ?? 0);

const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const severityByProvince = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.province, severity);
const killedByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => stated('victims_killed')(r) ?? 0,
  );
const municipalitySince2020 = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(sinceYear(2020)), (r) => r.municipality);

export const FRESH107_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the taxi owner, on notebook a.
  {
    notebook: 'a',
    question:
      'Eish my bra, all my drivers at Bara rank come from the Eastern Cape. Vanhu vangani vakaurayiwa - how many people were killed in the murders down there in the Eastern Cape, sharp?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) =>
      number(peopleTotal('victims_killed', rowsWhere(rows, murder, inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Haibo, these hijakings are finishing us. How many hijakings are there in the mapurisa reports, cars and trucks both?',
    covers: ['restricted count', 'slang', 'misspelling'],
    expect: (rows) => number(count(rows, hijacking)),
  },
  {
    notebook: 'a',
    question:
      'Hongu kana kwete: was there any murder in Gauteng that happened on a Sunday? Sunday nights my ouens drive the late shift.',
    covers: ['yes/no', 'calendar', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, murder, inProvince('Gauteng'), onA('Sunday')) > 0),
  },
  {
    notebook: 'a',
    question:
      'In which province did the mapurisa bust the most skebengas? I mean the most suspects arrested altogether, bra.',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByProvince, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Mfethu, tell me straight: at what time of day do these hijackings mostly happen, early morning or late at night? I need to know when to park my Quantums.',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the maths teacher, on notebook a.
  {
    notebook: 'a',
    question:
      'Question 1(a): Use only the incidents in the Western Cape. What fraction of them involved a murder? Express your answer as a percentage to the nearest whole number and show your working.',
    covers: ['share', 'conjunction', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(inProvince('Western Cape')), murder),
  },
  {
    notebook: 'a',
    question:
      'Question 2: Calculate the difference between the number of people injured in KwaZulu-Natal and the number of people injured in Gauteng (KwaZulu-Natal minus Gauteng). Show your working.',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('KwaZulu-Natal'), inProvince('Gauteng'), (selected) =>
        peopleTotal('victims_injured', selected),
      ),
  },
  {
    notebook: 'a',
    question:
      'Question 3(b): Taking all the years together, how many incidents took place in the winter months of June, July and August?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMonths(6, 8))),
  },
  {
    notebook: 'a',
    question:
      'Question 4: Consider only the victims whose sex is given. Express the number of male victims as a percentage of these victims, correct to one decimal place.',
    covers: ['share', 'people'],
    expect: (rows) => percentage(maleVictims(rows), femaleVictims(rows) + maleVictims(rows), 1),
  },
  {
    notebook: 'a',
    question:
      'Question 5(c): Write down the date on which the earliest murder in these releases took place (the date of the incident itself, not of the press release).',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(murder), 'earliest'),
  },

  // Voice 3, the underwriter, on notebook a.
  {
    notebook: 'a',
    question:
      'For our severity model (severity = people killed plus people injured), which province carries the highest total severity across this book of business?',
    covers: ['ranking', 'people'],
    ...ranking(severityByProvince, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Loss-event frequency check: how many loss events in the City of Johannesburg municipality occurred from 1 January 2020 onwards?',
    covers: ['restricted count', 'calendar', 'conjunction'],
    expect: (rows) => number(count(rows, inMunicipality('City of Johannesburg'), sinceYear(2020))),
  },
  {
    notebook: 'a',
    question:
      'Hot-spot screening: which municipality shows the highest fatality count, that is the most people killed across its loss events?',
    covers: ['ranking', 'people'],
    ...ranking(killedByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Exposure to police casualties: how many police officers, on or off duty, were recorded as victims in loss events in the Western Cape?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'For the claims reserve: what was the total rand value of property lost across the house robbery and business robbery loss events?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the taxi owner, on notebook b.
  {
    notebook: 'b',
    question:
      'Sho bra, how many suspects did the mapurisa bust for hijakings, carjackings and truck hijackings together?',
    covers: ['people', 'restricted count', 'slang', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(hijacking))),
  },
  {
    notebook: 'b',
    question:
      'Hongu kana kwete: was any mupurisa, a police officer on or off duty, among the victims in the Free State?',
    covers: ['yes/no', 'people', 'slang'],
    expect: (rows) =>
      yesNo(rowsWhere(rows, inProvince('Free State')).some((r) => (stated('victims_police')(r) ?? 0) > 0)),
  },
  {
    notebook: 'b',
    question:
      'Eish, weekends the streets are hot. How many rape cases happened on a Saturday or a Sunday, according to the mapurisa?',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, rape, onA('Saturday', 'Sunday'))),
  },
  {
    notebook: 'b',
    question:
      'Vanhu vangani vakaurayiwa in Limpopo and Mphumalanga put together? Just the number killed, bra.',
    covers: ['people', 'misspelling', 'slang'],
    expect: (rows) =>
      number(
        peopleTotal(
          'victims_killed',
          rows.filter((r) => inProvince('Limpopo')(r) || inProvince('Mpumalanga')(r)),
        ),
      ),
  },
  {
    notebook: 'b',
    question:
      'Which make of car gets hijacked the most in these reports, Toyota Quantum or Hyundai H1? I want to know before I buy another taxi, sharp.',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the maths teacher, on notebook b.
  {
    notebook: 'b',
    question:
      'Question 1(a): Consider the incidents in Limpopo only. What percentage of them involved a murder? Give your answer to the nearest whole number.',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Limpopo')), murder),
  },
  {
    notebook: 'b',
    question:
      'Question 2(b): Calculate the difference between the total number of suspects arrested in North West and the total number arrested in Limpopo.',
    covers: ['people', 'conjunction'],
    expect: (rows) => excessOf(rows, inProvince('North West'), inProvince('Limpopo'), suspectsArrested),
  },
  {
    notebook: 'b',
    question:
      'Question 3(a): Count the incidents that took place in the month of July, taking all the years together. Show your working.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMonths(7, 7))),
  },
  {
    notebook: 'b',
    question:
      'Question 4: Of all the suspects arrested in this set of releases, what fraction were arrested in Mpumalanga? Express it as a percentage correct to one decimal place.',
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(suspectsArrested(rows.filter(inProvince('Mpumalanga'))), suspectsArrested(rows), 1),
  },
  {
    notebook: 'b',
    question:
      'Question 5(b): Write down the date of the most recent rape in the releases, using the date on which it happened.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(rape), 'latest'),
  },

  // Voice 3, the underwriter, on notebook b.
  {
    notebook: 'b',
    question:
      'Emerging hot spots: counting only loss events from 2020 onwards, which municipality has the highest frequency?',
    covers: ['ranking', 'calendar'],
    ...ranking(municipalitySince2020, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Robbery frequency in North West: how many loss events there involved a robbery of any type (armed, common, house, business or cash-in-transit)?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, robbery, inProvince('North West'))),
  },
  {
    notebook: 'b',
    question:
      'Frequency trend for the book: how many more loss events occurred in 2023 and 2024 combined than in 2016 and 2017 combined?',
    covers: ['calendar'],
    expect: (rows) => excessOf(rows, within('2023-01-01', '2024-12-31'), within('2016-01-01', '2017-12-31')),
  },
  {
    notebook: 'b',
    question:
      'Which province has the highest exposure to child victims, meaning the largest number of children among the victims of its loss events?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_children')),
  },
  {
    notebook: 'b',
    question:
      'What proportion of these loss events involved property or vehicles that were insured at the time of the loss?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh107QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH107_QUESTIONS, rows);
