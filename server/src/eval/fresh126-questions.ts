/**
 * The hundred-and-twenty-sixth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is worked out from the ground-truth rows of the question's own
 * notebook, so a correction to the ground truth moves the expectation with it.
 *
 * The voices (five questions from each to each notebook):
 * 1. A caller to a community radio call-in show, transcribed as spoken: "uhm", "you know", "like",
 *    false starts, repeated words and self-corrections ("in the Western Cape? Wait, no, in Gauteng I
 *    mean" asks about Gauteng alone: the corrected place is the one asked about).
 * 2. A Mozambican trader in Komatipoort who types in a mix of Portuguese and English: "quantos" (how
 *    many), "assassinatos" (murders), "roubo" (robbery), "roubo de carro" (carjacking), "roubo de gado"
 *    (stock theft), "presos" (suspects arrested), "mulheres" (women), "homens" (men), "província",
 *    "município", "carro-forte" (a cash-in-transit van), with a slip or two ("Eastern Cap").
 * 3. A municipal councillor who writes in the style of meeting minutes: numbered items ("Item 4.2:
 *    Council requests the number of ..."), "Resolved that ...", "Noted: ...".
 *
 * How the ground truth is read (one row is one incident; a crime question counts the rows whose `crimes`
 * hold the category, whatever else they hold):
 * - Dates come from `event_date` only. A row without one belongs to no year, no month and no season,
 *   and is never the earliest or the latest; `published_date` is never consulted. "Winter" is June,
 *   July and August of any year; "in 2019" is the calendar year of `event_date`.
 * - People are sums of the stated figures, a null (not stated) figure adding nothing: `victims_killed`
 *   (killed, died), `victims_injured` (hurt, injured, not killed), `victims_children` (kids, under
 *   eighteen), `victims_police` (cops, police officers, on or off duty), `victims_female` ("mulheres
 *   vítimas", women victims), `suspects_female` / `suspects_male` ("mulheres suspeitas" / "homens
 *   suspeitos", women and men suspects, arrested or sought), `num_suspects_arrested` ("presos",
 *   suspects arrested).
 * - Crimes: "murders" and "assassinatos" are `murder` (not attempted murder or culpable homicide);
 *   "CIT" / "carro-forte" heists are `cash-in-transit robbery`; "roubo de carro" is `carjacking`;
 *   "roubo de gado" is `stock theft`; a robbery "of any kind" is `armed robbery`, `robbery`,
 *   `house robbery`, `business robbery` or `cash-in-transit robbery` (carjacking and truck hijacking
 *   are not among them); "kidnaping" (sic) is `kidnapping`.
 * - Places: a province is `province` (KwaZulu-Natal may also be answered "KZN"); a municipality is
 *   `municipality` (a row without one is left out of a municipal ranking), answered as written or
 *   without "City of". "The City of Cape Town" is that municipality.
 * - "No arrest made at the time of the release" is `arrest_made === false` (an unstated arrest is not
 *   counted as none). A share of incidents is over every row of the notebook, to the nearest whole
 *   percent; the share of victims who were women is the sum of `victims_female` over the sums of
 *   `victims_female` and `victims_male`, to the nearest whole percent.
 * - "How many more in P than in Q" is the count (or people sum) of P less that of Q; P must have more.
 * - Yes/no questions are "Yes" when at least one row matches.
 * - Rankings (province with the most injured, with the most suspects arrested, with the most child
 *   victims; municipality with the most suspects arrested) each carry their tally; a tie at the top is
 *   an error in the question, not an answer.
 * - Refusals: the ground truth holds no parole status of suspects, no amount of money taken, and no
 *   municipal ward of an incident.
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
  inYear,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
} from './ground-truth-questions';

/** A robbery of any kind; carjacking and truck hijacking are not among them. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
const murder = has('murder');
const cit = has('cash-in-transit robbery');
/** June, July and August of any year, by event date. */
const winter = inMonths(6, 8);

/** The stated suspects arrested, summed per key (rows without a key left out). */
const arrestsBy = (keyOf: (r: DevRow) => string | null) => (rows: readonly DevRow[]) =>
  tallyOf(rows, keyOf, (r) => r.num_suspects_arrested ?? 0);

export const FRESH126_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the radio caller, on notebook a.
  {
    notebook: 'a',
    question:
      "Uhm, hi, yes, hello? Okay. So I'm phoning about the, uhm, the murders, like how many murders were there in, uhm, KZN? KwaZulu-Natal, you know.",
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder, inProvince('KwaZulu-Natal'))),
  },
  {
    notebook: 'a',
    question:
      'Ja hi, so, like, the kids, you know... how many, how many children were victims altogether? Like under eighteen I mean.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question:
      "Okay so uhm, my question is, was there any, like, a CIT heist, you know, the money vans, in the Western Cape? Wait, no, sorry, in Gauteng I mean. Gauteng. Yes or no, that's all.",
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, cit, inProvince('Gauteng')) > 0),
  },
  {
    notebook: 'a',
    question:
      'Uhm, which, which province had the... like where did the most people get hurt, you know, injured, not the ones who died, just injured?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_injured'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Hi, uhm, long-time listener. So, like, how many of these guys were, you know, out on parole when they did it? The suspects I mean, like the ones they caught.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the Mozambican trader, on notebook a.
  {
    notebook: 'a',
    question: 'Boa tarde. Quantos assassinatos, murders, in the Eastern Cap província?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, murder, inProvince('Eastern Cape'))),
  },
  {
    notebook: 'a',
    question: 'Quantos presos in the roubo de carro cases, carjacking? Total suspects arrested por favor',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('carjacking')))),
  },
  {
    notebook: 'a',
    question: 'Mulheres vítimas - how many women victims total, todas as províncias juntas?',
    covers: ['people', 'slang'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'a',
    question: 'Qual província tem mais presos? Which province most suspects arrested, e quantos?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(
      arrestsBy((r) => r.province),
      kznProvinceNames,
    ),
  },
  {
    notebook: 'a',
    question: 'Em 2019, quantos homens suspeitos? Male suspects in 2019 incidents, total',
    covers: ['people', 'calendar'],
    expect: (rows) => number(peopleTotal('suspects_male', rows.filter(inYear(2019)))),
  },

  // Voice 3, the municipal councillor, on notebook a.
  {
    notebook: 'a',
    question:
      'Item 4.2: Council requests the number of attempted murder incidents recorded within the City of Cape Town.',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, has('attempted murder'), inMunicipality('City of Cape Town'))),
  },
  {
    notebook: 'a',
    question:
      'Item 5.1: Council requests the share of all recorded incidents in which no arrest had been made at the time of the release, expressed as a whole percentage.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, notArrested),
  },
  {
    notebook: 'a',
    question:
      'Noted: residents have raised concern about abductions in Gauteng. Resolved that the Secretariat confirm the date of the most recent kidnapping recorded in that province.',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, has('kidnapping'), inProvince('Gauteng')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Item 6.3: Council requests a comparison: how many more persons were killed in KwaZulu-Natal than in the Western Cape?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('KwaZulu-Natal'), inProvince('Western Cape'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'a',
    question:
      'Item 7.4: Council requests the number of murders recorded during the winter months (June, July and August), all years taken together.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, winter)),
  },

  // Voice 1, the radio caller, on notebook b.
  {
    notebook: 'b',
    question:
      'Uhm yes hello, so like, how many people were, were killed, you know, in the Free State? Like altogether.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question:
      'Ja, uhm, what was the, the first... like the earliest murder, you know, the date? When did it happen, the oldest one I mean, not when it was in the news.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(murder), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      "So uhm, how many more, like, rapes were there in the Northern Cape than, than in the North West? You know what I'm saying.",
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      excessOf(rows, inProvince('Northern Cape'), inProvince('North West'), (s) => count(s, has('rape'))),
  },
  {
    notebook: 'b',
    question:
      'Okay uhm, so the cops, you know, the police who were, who got attacked, like shot or whatever, on duty or off. How many in total?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question:
      'Hi, uhm, what percent, like out of all the incidents, what percentage had a, uhm, a kidnaping? You know, somebody taken.',
    covers: ['share', 'misspelling'],
    expect: (rows) => percentOf(rows, has('kidnapping')),
  },

  // Voice 2, the Mozambican trader, on notebook b.
  {
    notebook: 'b',
    question:
      'Aqui em Komatipoort, Mpumalanga província: quantos roubos? Any kind of roubo - armed, house, loja/business, carro-forte.',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, robbery, inProvince('Mpumalanga'))),
  },
  {
    notebook: 'b',
    question: 'Mulheres suspeitas - how many women suspects in total?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question: 'Qual município tem mais presos? Municipality with most suspects arrested, e o número',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(
      arrestsBy((r) => r.municipality),
      municipalityNames,
    ),
  },
  {
    notebook: 'b',
    question: 'Roubo de gado, stock theft - o último, the latest one, qual a data?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('stock theft')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Quanto dinheiro? How much money in rands was taken in os roubos, all together?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the municipal councillor, on notebook b.
  {
    notebook: 'b',
    question:
      'Item 4.2: Council requests the number of suspects arrested in incidents recorded in the North West province.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question:
      'Resolved that the Secretariat report which province recorded the highest number of child victims (under 18), together with the tally.',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_children')),
  },
  {
    notebook: 'b',
    question:
      'Noted: concerns raised regarding zama-zama activity. Council requests confirmation (yes/no) whether any illegal mining incident was recorded in the Free State.',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, has('illegal mining'), inProvince('Free State')) > 0),
  },
  {
    notebook: 'b',
    question:
      'Item 8.1: Council requests the percentage of victims who were women, of those victims whose sex is recorded, to the nearest whole percent.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const women = femaleVictims(rows);
      return percentage(women, women + maleVictims(rows));
    },
  },
  {
    notebook: 'b',
    question:
      'Item 9.3: Council requests a breakdown of incidents by municipal ward, and in particular which ward recorded the most incidents.',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh126QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH126_QUESTIONS, rows);
