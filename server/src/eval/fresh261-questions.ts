/**
 * The two-hundred-and-sixty-first fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A South African Sign Language interpreter who writes glossed English in the order of the signs:
 *    the topic first, the question word last, some signs in capitals ("MURDER, SATURDAY, HOW-MANY?"),
 *    hardly any articles.
 * 2. A sommelier who speaks of the notebook as a cellar: vintages for years, terroir for provinces,
 *    "notes of" a crime for the incidents that carry it, "a blend" for years taken together; ornate, but
 *    each question asks one thing.
 * 3. A tow-truck driver who hears of incidents on the scanner: "call-outs", "on scene", rushed, digits
 *    for numbers, places spelled as spoken ("Joburg", "Khayelitsa", "Bloem", "KZN", "Mpuma").
 *
 * The readings chosen (one row is one incident, a "call-out" or a "bottle" alike; a crime question counts
 * the rows whose `crimes` hold the category):
 * - Dates are `event_date` alone, never `published_date`: an undated row falls in no vintage, weekday,
 *   quarter, month range or "since" window and is never the earliest or latest. "Vintage 2022" is the
 *   calendar year 2022 of `event_date`; "from 2020 on" is `event_date` on or after 2020-01-01. "The first
 *   quarter, all vintages blended" is January to March of any year; "winter" is June to August of any year.
 *   A weekday is the weekday of `event_date`.
 * - People are sums of the stated figures over the selected rows, a null adding nothing: "died" /
 *   "killed" is `victims_killed`, "hurt" / "injured" is `victims_injured`, "children" is
 *   `victims_children`, "arrested" / "picked up" is `num_suspects_arrested`. The median suspect age is the
 *   median of every stated `suspect_ages` entry (one per suspect) of the notebook; the median arrests per
 *   incident is the median of `num_suspects_arrested` over rows that state it.
 * - "Hijackings, car or truck" are `carjacking` or `truck hijacking`. "Gun" / "illegal firearm" is
 *   `illegal firearm possession`. "Murders" are `murder` alone (attempted murder is its own category);
 *   "without a note of illegal firearm possession" is a murder row whose crimes do not hold that category.
 * - Places: a province is `province` ("KZN" is KwaZulu-Natal, "Mpuma side" Mpumalanga); "Joburg" is the
 *   `City of Johannesburg` municipality and "Ekurhuleni" the `Ekurhuleni` municipality; "Bloem" is the
 *   `Mangaung` municipality (the metro of Bloemfontein). "Khayelitsa" is a row whose `location` holds
 *   "Khayelitsha"; "a farm" is a row whose `location` holds "farm" in any case.
 * - "Nobody arrested" / "arrest zero" is `arrest_made === false`; "somebody arrested" is
 *   `arrest_made === true`. A share of incidents is over the selected rows, nearest whole percent.
 * - "Does P hold more X than Q" is a yes/no on the two counts (equal is "No").
 * - Rankings carry their tally, and a tie at the top is an error in the question: the terroir (province)
 *   with the most attempted-murder incidents, the province with the most kidnapping call-outs, the
 *   province with the largest sum of suspects arrested.
 * - Refusals: the ground truth holds nothing on victims' disabilities (deafness), the weather on the day,
 *   the make of a vehicle taken, the language suspects speak, whether suspects had been drinking, nor
 *   how many vehicles were towed from a scene.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  inMonths,
  inMunicipality,
  kznProvinceNames,
  medianOf,
  not,
  peopleTotal,
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
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekday,
} from './ground-truth-questions';

const murder = has('murder');
const firearm = has('illegal firearm possession');
const kidnapping = has('kidnapping');
const hijacking = anyCrime('carjacking', 'truck hijacking');

/** The stated figure of a people field over the rows of one province. */
const inProvinceTotal =
  (field: 'victims_killed' | 'victims_injured', province: string) => (rows: readonly DevRow[]) =>
    number(peopleTotal(field, rows.filter(inProvince(province))));

const attemptedMurderProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('attempted murder')), (r) => r.province);
const kidnappingProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(kidnapping), (r) => r.province);
const arrestedProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH261_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the SASL interpreter, on notebook a.
  {
    notebook: 'a',
    question: 'MURDER, DAY SATURDAY HAPPEN, HOW-MANY?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, (r) => weekday(r) === 'Saturday')),
  },
  {
    notebook: 'a',
    question: 'KIDNAP CASES, SUSPECTS ARRESTED, ALL ADD-UP, TOTAL HOW-MANY?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(kidnapping))),
  },
  {
    notebook: 'a',
    question: 'SUSPECT AGE, ALL GIVEN, LINE-UP SMALL TO BIG, MIDDLE AGE (MEDIAN) WHAT?',
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'a',
    question: 'GAUTENG INCIDENTS, GUN ILLEGAL INVOLVED, PERCENT HOW-MUCH?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Gauteng')), firearm),
  },
  {
    notebook: 'a',
    question: 'VICTIM DEAF OR DISABLED, ALL INCIDENTS, HOW-MANY?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the sommelier, on notebook a.
  {
    notebook: 'a',
    question:
      'Taking the vintage 2022 on its own, as one would a single year of a great estate, how many incidents in this cellar carry notes of murder?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, inYear(2022))),
  },
  {
    notebook: 'a',
    question:
      'Every terroir leaves its signature: which province of this cellar yielded the most incidents with notes of attempted murder?',
    covers: ['ranking'],
    ...ranking(attemptedMurderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Of all the bottles marked kidnapping, which is the oldest vintage - on what date did the earliest kidnapping take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Comparing two terroirs side by side: does the Western Cape hold more incidents with notes of illegal firearm possession than Gauteng does? A simple yes or no, as one would say whether a wine is corked.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) =>
      yesNo(count(rows, firearm, inProvince('Western Cape')) > count(rows, firearm, inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question:
      'A vintage is made by its weather, so I must ask: how many of the murders in this cellar took place on a rainy night?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the tow-truck driver, on notebook a.
  {
    notebook: 'a',
    question: 'scanner keeps saying hijack - car or truck, in Joburg n Ekurhuleni only, how many call-outs?',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) =>
      number(
        count(rows, hijacking, (r) =>
          [inMunicipality('City of Johannesburg'), inMunicipality('Ekurhuleni')].some((test) => test(r)),
        ),
      ),
  },
  {
    notebook: 'a',
    question: 'kidnappings - wich province gets the most call-outs for them?',
    covers: ['ranking', 'misspelling'],
    ...ranking(kidnappingProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'murders in Khayelitsa from 2020 on, how many was I on scene for basically?',
    covers: ['calendar', 'conjunction', 'misspelling'],
    expect: (rows) => number(count(rows, murder, atPlace('Khayelitsha'), sinceYear(2020))),
  },
  {
    notebook: 'a',
    question: 'KZN - how many ppl died altogether, all the call-outs there?',
    covers: ['people', 'slang'],
    expect: inProvinceTotal('victims_killed', 'KwaZulu-Natal'),
  },
  {
    notebook: 'a',
    question: 'the carjackings - wat make of car got taken the most, Polo or Hilux or wat?',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },

  // Voice 1, the SASL interpreter, on notebook b.
  {
    notebook: 'b',
    question: 'RAPE, NORTHERN-CAPE, HOW-MANY?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, has('rape'), inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question: 'VICTIM CHILDREN, ALL INCIDENTS ADD-UP, HOW-MANY?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question: 'FREE-STATE, FARM, INCIDENT FIRST-EVER, DATE WHAT?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, inProvince('Free State'), atPlace('farm')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'ARREST NOBODY, LIMPOPO, MPUMALANGA, LIMPOPO MORE, TRUE?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) =>
      yesNo(
        count(rows, notArrested, inProvince('Limpopo')) > count(rows, notArrested, inProvince('Mpumalanga')),
      ),
  },
  {
    notebook: 'b',
    question: 'SUSPECTS, HOME-LANGUAGE, WHICH MOST?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the sommelier, on notebook b.
  {
    notebook: 'b',
    question:
      'If one lines up every incident of this cellar by the number of suspects arrested, as one ranks a flight from lightest to fullest, what is the median number of arrests per incident?',
    covers: ['people'],
    expect: (rows) =>
      number(
        medianOf(rows.flatMap((r) => (r.num_suspects_arrested === null ? [] : [r.num_suspects_arrested]))),
      ),
  },
  {
    notebook: 'b',
    question:
      'A blend of all the vintages, taking only the first quarter of each year, January through March: how many incidents does this cellar hold?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, inMonths(1, 3))),
  },
  {
    notebook: 'b',
    question:
      'How many murders in this cellar come without any note of illegal firearm possession on the label?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, murder, not(firearm))),
  },
  {
    notebook: 'b',
    question:
      'Which terroir gave the richest harvest of arrests - in which province were the most suspects arrested, all incidents blended together?',
    covers: ['ranking', 'people'],
    ...ranking(arrestedProvinceTally),
  },
  {
    notebook: 'b',
    question:
      'Wine is my trade, so it troubles me: in what share of the murders in this cellar had the suspects been drinking beforehand?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the tow-truck driver, on notebook b.
  {
    notebook: 'b',
    question: 'last murder call-out in Limpopo - wat date was that?',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Limpopo')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'winter months, jun to aug, any year - how many murder call-outs?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, inMonths(6, 8))),
  },
  {
    notebook: 'b',
    question: 'call-outs in Bloem (Mangaung) - what % ended with somebody arrested?',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows.filter(inMunicipality('Mangaung')), arrested),
  },
  {
    notebook: 'b',
    question: 'Mpuma side, how many ppl hurt in total on all the scenes?',
    covers: ['people', 'slang'],
    expect: inProvinceTotal('victims_injured', 'Mpumalanga'),
  },
  {
    notebook: 'b',
    question: 'how many cars got towed off the scenes after all these, 2 or 3 per job?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh261QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH261_QUESTIONS, rows);
