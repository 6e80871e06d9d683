/**
 * The three-hundred-and-nineteenth fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or any other
 * question set than the shape of the sixty-sixth. Every expectation is computed from the ground-truth
 * rows of the question's notebook, never typed in.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A hospice nurse on the night shift in Durban. She writes gently and at length, in long sentences
 *    that wander a little before they reach the question; she never says "killed" or "dead" but "passed",
 *    "passed away" or "lost their lives", asks about the people who were hurt and above all about the
 *    children, and types in the small hours, so a word slips now and then ("thier", "recieved", "teh",
 *    "its" for "it's").
 * 2. A shoemaker in Bloemfontein who reads the paper at his bench between jobs. Short, blunt questions
 *    in plain English with an Afrikaans flavour ("ja", "nè", "lekker", "skelms" for criminals, "nee",
 *    "the Vrystaat" for the Free State), often without a question mark; he misspells places and crimes
 *    ("Mosel Bay", "Bloemfontain", "Desember", "hyjackings", "stok theft", "provinse").
 * 3. A mine rescue team leader on the West Rand. Terse and operational, like a shift log: abbreviations
 *    and figures ("incl.", "approx", "w/", "no.", "y/n", "KZN", "NW", "MP", "Joburg"), underground words
 *    ("zama zamas" for illegal miners, "ops", "proto team", "shaft", "the West Rand").
 *
 * The readings chosen (one row is one incident; a crime word counts the rows whose `crimes` hold the
 * category named):
 * - Dates are `event_date` alone: a row without one is in no year, month, "winter", "December", "before"
 *   or "from ... onward" window, and is never the earliest or latest; `published_date` is never read.
 *   "Winter" is June, July and August of any year; "December, all years" is month 12 of any year;
 *   "2023 onward" is an `event_date` on or after 2023-01-01; "before 2020" is before 2020-01-01.
 * - Crime words: "murder(s)" is `murder` alone (attempted murder and culpable homicide are not murders);
 *   "hijackings" are `carjacking` or `truck hijacking` (not armed robbery); "rape" is `rape` or
 *   `sexual assault`; "stock theft" is `stock theft`; "zama zamas" / "illegal mining" is `illegal
 *   mining`; "illegal firearm incidents" / "illegal firearms recovered" is `illegal firearm possession`.
 * - Places: a province named or abbreviated ("KZN", "NW", "MP", "the Vrystaat") is `province`.
 *   "Joburg" is the `City of Johannesburg` municipality and "Ekurhuleni" the `Ekurhuleni` municipality.
 *   "Bloemfontein" (misspelled "Bloemfontain") is the `Mangaung` municipality, which it is the seat of.
 *   "Mossel Bay" is a row whose `location` holds those words.
 * - People are sums of the stated figures, a null adding nothing: "lost their lives" / "passed" is
 *   `victims_killed`; "children among the victims" is `victims_children`; "suspects arrested" / "skelms
 *   caught" / "arrests" is `num_suspects_arrested`. "An incident where a child was a victim" is a row
 *   with `victims_children` above zero; "a police officer was hurt or passed" is `victims_police` above
 *   zero; "someone passed away" is `victims_killed` above zero. "Did the police catch the skelms" is
 *   `arrest_made === true`.
 * - Shares, to the nearest whole percent: "incidents where someone passed" is over all the notebook's
 *   rows; "Gauteng incidents w/ a kidnapping" is over the Gauteng rows; "MP incidents w/ illegal
 *   firearms" is over the Mpumalanga rows; "of everyone who lost their lives, how many in the Free
 *   State" is the Free State's `victims_killed` over the notebook's total `victims_killed`.
 * - Rankings carry their tally and must have a single leader (a tie at the top is an error in the
 *   question): the province with the most murders (rows), the province with the most suspects arrested
 *   (summed `num_suspects_arrested`, a null adding nothing), the province with the most rapes (rows), and
 *   the single incident with the most suspects arrested (named by the parts of its location no other
 *   incident shares). KwaZulu-Natal may be answered as "KZN".
 * - Refusals: the ground truth holds no time the injured spent in hospital (a), no money or goods taken
 *   in a robbery (a), no suspects' nationality or immigration status (a), no counselling or care given to
 *   survivors (b), and no court outcome or sentence (b).
 */
import {
  any,
  anyCrime,
  atPlace,
  type BlindQuestion,
  before,
  inMonths,
  inMunicipality,
  kznProvinceNames,
  largestIncident,
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
  arrested,
  casesOf,
  count,
  dateAt,
  has,
  inProvince,
  month,
  number,
  percentOf,
  refusal,
  sinceYear,
} from './ground-truth-questions';

const murder = has('murder');
/** A hijacking: of a car or of a truck; an armed robbery is not one. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
const rape = anyCrime('rape', 'sexual assault');
const stockTheft = has('stock theft');
/** Zama zamas: illegal mining. */
const zamaZamas = has('illegal mining');
const firearm = has('illegal firearm possession');

/** A row whose stated figure of the field is above zero (a null is not). */
const someone =
  (field: 'victims_killed' | 'victims_children' | 'victims_police') =>
  (r: DevRow): boolean =>
    (r[field] ?? 0) > 0;

const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
const arrestsProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const rapeProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(rape), (r) => r.province);

export const FRESH319_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the hospice nurse in Durban, on notebook a.
  {
    notebook: 'a',
    question:
      'I work nights at a hospice here in Durban and I sit with a lot of families who are grieving, so I have been wondering, across all the incidents in KwaZulu-Natal in these reports, how many people lost thier lives altogether?',
    covers: ['people', 'restricted count', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question:
      'Thinking of the little ones, in the Western Cape incidents where somebody was murdered, how many of the victims were children?',
    covers: ['people', 'conjunction', 'restricted count'],
    expect: (rows) =>
      number(peopleTotal('victims_children', rowsWhere(rows, inProvince('Western Cape'), murder))),
  },
  {
    notebook: 'a',
    question:
      'Forgive me if this is a strange way to ask it, but out of all the incidents in teh reports, what percentage were ones where at least one person passed away',
    covers: ['share', 'people', 'misspelling'],
    expect: (rows) => percentOf(rows, someone('victims_killed')),
  },
  {
    notebook: 'a',
    question:
      'When did the most recent incident happen in which a child was among the victims? I mean the day it actually happened, not the day the police put out thier statement.',
    covers: ['date', 'people'],
    expect: (rows) => dateAt(rows.filter(someone('victims_children')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'For the people who were injured and survived the shootings, do the reports say how many days they spent in hospital before they were discharged, on average? We so often only hear about those who passed.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the shoemaker in Bloemfontein, on notebook a.
  {
    notebook: 'a',
    question: 'Ja, how many hyjackings in Gauteng',
    covers: ['restricted count', 'conjunction', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, hijacking, inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question: 'Which provinse has the most murders, nè?',
    covers: ['ranking', 'misspelling'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'Mosel Bay stock theft - did the police catch the skelms? Ja or nee',
    covers: ['yes/no', 'conjunction', 'misspelling', 'slang'],
    expect: (rows) => yesNo(count(rows, stockTheft, atPlace('Mossel Bay'), arrested) > 0),
  },
  {
    notebook: 'a',
    question: 'Murders in Desember, all the years together. How many?',
    covers: ['calendar', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, murder, (r) => month(r) === 12)),
  },
  {
    notebook: 'a',
    question: 'How much money did the skelms get away with in the cash-in-transit robberies, in rand?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the mine rescue team leader on the West Rand, on notebook a.
  {
    notebook: 'a',
    question: 'Zama zamas - total no. of suspects arrested across all illegal mining ops?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(zamaZamas))),
  },
  {
    notebook: 'a',
    question: 'Illegal firearm incidents in Ekurhuleni + Joburg, 2023 onward. Count',
    covers: ['conjunction', 'calendar', 'restricted count', 'slang'],
    expect: (rows) =>
      number(
        count(
          rows,
          firearm,
          any(inMunicipality('Ekurhuleni'), inMunicipality('City of Johannesburg')),
          sinceYear(2023),
        ),
      ),
  },
  {
    notebook: 'a',
    question: 'Province w/ highest total suspects arrested (headcount, not incidents)?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'Gauteng: approx what % of incidents incl. a kidnapping? Whole number',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Gauteng')), has('kidnapping')),
  },
  {
    notebook: 'a',
    question: 'Of the zama zamas arrested, how many were foreign nationals w/o papers?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 1, the hospice nurse in Durban, on notebook b.
  {
    notebook: 'b',
    question:
      'This is something that weighs on me after my shifts, its the children I think about most. In the cases of rape or sexual assault in these reports, how many of the victims were children?',
    covers: ['people', 'restricted count', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(rape))),
  },
  {
    notebook: 'b',
    question:
      'Of everyone who lost their lives in all of these incidents put together, what percentage were in the Free State? I would like to understand where the grief falls heaviest.',
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(
        peopleTotal('victims_killed', rows.filter(inProvince('Free State'))),
        peopleTotal('victims_killed', rows),
      ),
  },
  {
    notebook: 'b',
    question:
      'My late brother was a policeman, so these ones hurt. What is the date of the earliest incident where a police officer was hurt or passed away?',
    covers: ['date', 'people'],
    expect: (rows) => dateAt(rows.filter(someone('victims_police')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'Was there any incident in Limpopo where a child was one of the victims, even just one, according to what the police recieved and reported?',
    covers: ['yes/no', 'conjunction', 'people', 'misspelling'],
    expect: (rows) => yesNo(count(rows, inProvince('Limpopo'), someone('victims_children')) > 0),
  },
  {
    notebook: 'b',
    question:
      'I hope the families were looked after. How many of the survivors and the relatives of those who passed were given trauma counselling or referred to a place of safety afterwards?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the shoemaker in Bloemfontein, on notebook b.
  {
    notebook: 'b',
    question: 'Stok theft in the Vrystaat, how many cases nè',
    covers: ['restricted count', 'conjunction', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, stockTheft, inProvince('Free State'))),
  },
  {
    notebook: 'b',
    question: 'Here by us in Bloemfontain, how many skelms did the police catch altogether?',
    covers: ['people', 'misspelling', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inMunicipality('Mangaung')))),
  },
  {
    notebook: 'b',
    question: 'Which provinse got the most rape cases, ja?',
    covers: ['ranking', 'misspelling'],
    ...ranking(rapeProvinceTally),
  },
  {
    notebook: 'b',
    question: 'Winter murders - June, July, August, any year. How many?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, inMonths(6, 8))),
  },
  {
    notebook: 'b',
    question: 'Lekker if they got life. What sentence did the skelms get for the Lismor farm murders?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the mine rescue team leader on the West Rand, on notebook b.
  {
    notebook: 'b',
    question: 'Zama zama busts, all provinces: total suspects arrested?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(zamaZamas))),
  },
  {
    notebook: 'b',
    question: 'Any illegal mining incident in NW before 2020? y/n',
    covers: ['yes/no', 'calendar', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, zamaZamas, inProvince('North West'), before('2020-01-01')) > 0),
  },
  {
    notebook: 'b',
    question: 'Biggest single op by no. of suspects arrested - location?',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.num_suspects_arrested,
    ),
  },
  {
    notebook: 'b',
    question: 'Date of the most recent zama zama incident. Proto team wants it for the shaft log',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(zamaZamas), 'latest'),
  },
  {
    notebook: 'b',
    question: 'MP only: % of incidents w/ illegal firearms recovered, approx',
    covers: ['share', 'conjunction', 'slang'],
    expect: (rows) => percentOf(rows.filter(inProvince('Mpumalanga')), firearm),
  },
];

export const fresh319QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH319_QUESTIONS, rows);
