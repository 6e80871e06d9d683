/**
 * The hundred-and-ninety-sixth fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A Gauteng e-hailing driver in a WhatsApp safety group: very short messages, abbreviations ("pls",
 *    "asap", "hw", "thx", "tmrw", "n" for "and", "2" for "to"), a few typos ("hijaking", "robbries"),
 *    worried about hijackings and robberies at pick-up points.
 * 2. A policy analyst at a think tank: bullet-like fragments, explicit denominators, year ranges and
 *    "excluding"/"only" clauses.
 * 3. A community radio caller from the Eastern Cape: polite greetings and long preambles, mixing
 *    isiXhosa ("zingaphi" how many, "phi" where, "abantu" people, "abantwana" children, "ukubulala"
 *    killing, "unyaka" year, "ewe okanye hayi" yes or no).
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year range, "since" window, month
 *   and weekday, and is never the latest or earliest; `published_date` is never read. A weekend is a
 *   Saturday or Sunday of `event_date`. "Jun–Aug, all years pooled" is the month of `event_date` in any
 *   year. A year range "2018–2022 inclusive" runs from 1 January of the first to 31 December of the last;
 *   "since 2022" / "from unyaka 2020 to now" from 1 January of that year on.
 * - "Hijacking" is `carjacking` or `truck hijacking`; "carjacking (car, not truck)" is `carjacking`
 *   alone. "Robberies, all types" are `armed robbery`, `robbery`, `house robbery`, `business robbery`
 *   and `cash-in-transit robbery`; a hijacking is not a robbery, so "robberies n hijackings" is either.
 *   "Ukubulala" / "murder" is `murder` (attempted murder and culpable homicide are not).
 * - People are sums of the stated figures: `victims_killed` (killed, abantu who died), `victims_children`
 *   ("abantwana", children under eighteen), `victims_female` / `victims_male` (the sex of victims). A
 *   null (unstated) figure adds nothing. Suspect ages are `suspect_ages`, one per suspect; a suspect
 *   without a stated age is left out.
 * - "Joburg" is the `City of Johannesburg` municipality; "municipality" / "area" is `municipality`
 *   (rows without one are left out), answered as written or without "City of". Provinces are
 *   `province`; KwaZulu-Natal may be answered as "KZN".
 * - "With an arrest" / "some1 arrested" is `arrest_made === true`; a row whose `arrest_made` is false or
 *   null is in the base of a share but not among the arrested. A share is to the nearest whole percent
 *   over the base the question states.
 * - The female share of victims is the sum of `victims_female` over the sum of `victims_female` and
 *   `victims_male`, over the rows the question keeps (nulls add nothing).
 * - "Attacker known to the victim" is a `relationship` of `partner`, `family` or `acquaintance`; its
 *   share is over the rows whose `relationship` is stated (`stranger` included, null left out).
 * - The median suspect age is the middle stated age (the mean of the two middle ones for an even count).
 * - "KZN minus Western Cape" is the difference of the two sums; KZN must have more.
 * - Rankings (municipality with most robberies and hijackings, weekday of robberies and hijackings,
 *   province with most killed 2020–2024, Eastern Cape municipality with most killed, province with most
 *   murders, municipality with most murders) each carry their tally; a tie at the top is an error in
 *   the question.
 * - Refusals: the ground truth holds no names of suspects, no vehicle makes or colours, no court
 *   sentences and no motives.
 */
import {
  anyCrime,
  type BlindQuestion,
  inMunicipality,
  knewTheAttacker,
  kznProvinceNames,
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
  arrested,
  casesOf,
  count,
  dateAt,
  excessOf,
  has,
  inProvince,
  month,
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
  sum,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

/** A hijacking: of a car or of a truck. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
/** A robbery of any type; a hijacking is not among them. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
const robberyOrHijacking = (r: DevRow) => robbery(r) || hijacking(r);
const murder = has('murder');
const eastern = inProvince('Eastern Cape');
const years = (from: number, to: number) => within(`${from}-01-01`, `${to}-12-31`);

/** The middle of the values (the mean of the two middle ones for an even count); none is an error. */
function medianOf(values: readonly number[]) {
  const sorted = [...values].sort((x, y) => x - y);
  if (sorted.length === 0) throw new Error('no value to take a median of');
  const half = Math.floor(sorted.length / 2);
  const upper = sorted[half] ?? 0;
  return number(sorted.length % 2 === 1 ? upper : ((sorted[half - 1] ?? 0) + upper) / 2);
}

/** The share of victims of stated sex who were female, as a whole percentage. */
function femaleShare(rows: readonly DevRow[]) {
  const female = sum(rows.map((r) => r.victims_female));
  return percentage(female, female + sum(rows.map((r) => r.victims_male)));
}

const robberyMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(robberyOrHijacking), (r) => r.municipality);
const robberyWeekdayTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(robberyOrHijacking), weekday);
const killedByProvince2020To2024 = (rows: readonly DevRow[]) =>
  peopleByProvince('victims_killed')(rows.filter(years(2020, 2024)));
const easternKilledByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter(eastern),
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );
const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
const murderMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(murder), (r) => r.municipality);

export const FRESH196_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the e-hailing driver, on notebook a.
  {
    notebook: 'a',
    question: 'hw many carjackings n truck hijackings in gauteng? pls asap',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, hijacking, inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question: 'any hijaking in joburg since 2022?? y/n thx',
    covers: ['yes/no', 'calendar', 'conjunction', 'slang', 'misspelling'],
    expect: (rows) =>
      yesNo(count(rows, hijacking, inMunicipality('City of Johannesburg'), sinceYear(2022)) > 0),
  },
  {
    notebook: 'a',
    question: 'which municipality worst 4 robbries n hijackings? need 2 knw where 2 avoid pick-ups',
    covers: ['ranking', 'slang', 'misspelling'],
    ...ranking(robberyMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'wen was the latest carjacking (car not truck)? date pls, on shift tmrw',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('carjacking')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'pls send names of the hijackers so we can warn drivers in the grp',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the policy analyst, on notebook a.
  {
    notebook: 'a',
    question: 'Murder incidents, 2018–2022 inclusive, excluding Gauteng — count.',
    covers: ['restricted count', 'calendar', 'conjunction'],
    expect: (rows) => number(count(rows, murder, years(2018, 2022), (r) => !inProvince('Gauteng')(r))),
  },
  {
    notebook: 'a',
    question:
      'Arrest rate — numerator: incidents where an arrest was made; denominator: all incidents in the notebook. %, nearest whole.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'a',
    question: 'Suspect age profile: median age, stated ages only, one value per suspect.',
    covers: ['people'],
    expect: (rows) => medianOf(suspectAges(rows)),
  },
  {
    notebook: 'a',
    question: 'Victims killed, 2019–2024 only (by incident date): KZN minus Western Cape = ?',
    covers: ['people', 'calendar', 'conjunction'],
    expect: (rows) =>
      excessOf(
        rows.filter(years(2019, 2024)),
        inProvince('KwaZulu-Natal'),
        inProvince('Western Cape'),
        (selected) => peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'a',
    question:
      'Seasonality check: incidents in Jun–Aug only, all years pooled, excluding undated ones — how many?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => [6, 7, 8].includes(month(r) ?? 0))),
  },

  // Voice 3, the Eastern Cape radio caller, on notebook a.
  {
    notebook: 'a',
    question:
      'Molweni, good evening to the presenter and to all the listeners, I am calling from Mthatha and I listen every night. My question is this: zingaphi, how many incidents of ukubulala, I mean murder, happened here in the Eastern Cape in these police reports?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder, eastern)),
  },
  {
    notebook: 'a',
    question:
      'Enkosi kakhulu for taking my call, sisi. We are burying too many young men here. Please tell me, from unyaka 2020 to now, how many abantu were killed altogether in the Eastern Cape incidents?',
    covers: ['people', 'calendar', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rowsWhere(rows, eastern, sinceYear(2020)))),
  },
  {
    notebook: 'a',
    question:
      'Molo bhuti, good evening. My late father always said the villages are safer than the towns, but I wonder. Phi? In which municipality of the Eastern Cape were the most abantu killed, according to these reports?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(easternKilledByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Good evening to the studio. People here say the Eastern Cape is the worst for ukubulala, but I am not so sure. Which province had the most incidents of murder in these reports, is it us?',
    covers: ['ranking', 'slang'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Molweni, thank you for the programme. I want to know, what sentences did the courts give to the people arrested for ukubulala in the Eastern Cape? How many years did they get in prison?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the e-hailing driver, on notebook b.
  {
    notebook: 'b',
    question: 'hw many ppl killed in robberies n hijackings? all types pls',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(robberyOrHijacking))),
  },
  {
    notebook: 'b',
    question: 'robbries or hijackings on sat/sun only - hw many? thx',
    covers: ['calendar', 'conjunction', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, robberyOrHijacking, weekend)),
  },
  {
    notebook: 'b',
    question: 'which day of the wk most robberies n hijackings happen? pls',
    covers: ['ranking', 'calendar', 'slang'],
    ...ranking(robberyWeekdayTally),
  },
  {
    notebook: 'b',
    question: 'wat % of robberies n hijackings some1 got arrested? pls',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows.filter(robberyOrHijacking), arrested),
  },
  {
    notebook: 'b',
    question: 'wat cars were taken in the hijackings? make n colour pls asap',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the policy analyst, on notebook b.
  {
    notebook: 'b',
    question:
      'Victim sex split — rape and murder incidents only; female as % of victims whose sex is stated.',
    covers: ['share', 'people', 'conjunction'],
    expect: (rows) => femaleShare(rows.filter(anyCrime('rape', 'murder'))),
  },
  {
    notebook: 'b',
    question: 'Provinces ranked by victims killed, 2020–2024 only (undated excluded) — which is top?',
    covers: ['ranking', 'people', 'calendar'],
    ...ranking(killedByProvince2020To2024),
  },
  {
    notebook: 'b',
    question: 'Kidnapping incidents, 2016–2023 inclusive, only those where an arrest was made — count.',
    covers: ['restricted count', 'calendar', 'conjunction'],
    expect: (rows) => number(count(rows, has('kidnapping'), years(2016, 2023), arrested)),
  },
  {
    notebook: 'b',
    question: 'Rape: earliest incident date on record; undated incidents excluded.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('rape')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'Offender–victim relationship — denominator: incidents where the relationship is stated; share where the attacker was known to the victim (partner, family, acquaintance), %.',
    covers: ['share', 'people'],
    expect: (rows) =>
      percentOf(
        rows.filter((r) => (r.relationship ?? null) !== null),
        knewTheAttacker,
      ),
  },

  // Voice 3, the Eastern Cape radio caller, on notebook b.
  {
    notebook: 'b',
    question:
      'Molweni, good morning to everyone at the station. I am a grandmother and I worry for the little ones every day. Across all these reports from the other provinces, zingaphi abantwana, how many children were victims?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question:
      'Good morning, sisi, and thank you for the good work. My nephew works in Bloemfontein and he travels home on weekends. Was there any ukubulala in the Free State on a Saturday or a Sunday? Ewe okanye hayi, yes or no?',
    covers: ['yes/no', 'calendar', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, murder, inProvince('Free State'), weekend) > 0),
  },
  {
    notebook: 'b',
    question:
      'Molo, I have been trying to get through for a long time, thank you. Phi? In which municipality were there the most incidents of ukubulala in these reports?',
    covers: ['ranking', 'slang'],
    ...ranking(murderMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Good morning to the presenter. My cousin lives in Limpopo near Tzaneen. Please tell me, on which date was the last incident of ukubulala in Limpopo?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Limpopo')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Enkosi for the programme. Why did they kill the abantu on the farms in the Free State? What was the motive behind ukubulala there?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh196QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH196_QUESTIONS, rows);
