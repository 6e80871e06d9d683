/**
 * The hundred-and-thirty-second fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A foreign correspondent new to South Africa: full sentences in international English, calls the
 *    provinces "states" or "regions", spells a few names loosely ("Kwazulu Natal", "Estern Cape",
 *    "Mpumulanga", "Free state"), wants death tolls, comparisons and figures to quote.
 * 2. A local ward councillor: asks about municipalities and towns by the names residents use
 *    ("Joburg", "the metro", "QwaQwa"), for ward meetings and the council's safety committee.
 * 3. An operations manager at a private security company: terse, shorthand ("CIT hit", "Sat or Sun",
 *    "incl", "%"), robberies, hijackings, firearms, times and places.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold
 * the category):
 * - Dates are `event_date` alone: a row without one belongs to no year, year range or weekday and is
 *   never the earliest or the last; `published_date` is never read. "From 2020 onwards" starts on
 *   1 January 2020; "between 2020 and 2022 inclusive" runs from 1 January 2020 to 31 December 2022;
 *   "during 2023" is that calendar year. A "Sat or Sun" is the weekday of `event_date`.
 * - People are sums of the stated figures, a null (unstated) figure adding nothing: `victims_killed`
 *   (killed, death toll), `victims_injured` (injured), `victims_children` (children), `victims_police`
 *   (police officers among the victims), `victims_female` / `victims_male` (victims by sex, of any
 *   age: "women", "female victims"), `suspects_female` / `suspects_male` (women and men among the
 *   suspects, arrested or sought), `num_suspects_arrested` (suspects arrested).
 * - "Were any police officers among the victims" is Yes when the stated `victims_police` of the place
 *   add up to more than nothing.
 * - Crimes: "murders" are `murder` (not attempted murder or culpable homicide); "kidnappings" are
 *   `kidnapping`. "Hijackings (car + truck)" are `carjacking` or `truck hijacking`. "CIT" is
 *   `cash-in-transit robbery`. "Robberies of any type" ("armed, house, business, CIT") are
 *   `armed robbery`, `robbery`, `house robbery`, `business robbery` and `cash-in-transit robbery`;
 *   hijackings are not robberies here. "Unlicensed firearm" / "firearm charge" is
 *   `illegal firearm possession`.
 * - Places: a state or region is `province` (KwaZulu-Natal may be answered as "KZN"); a municipality is
 *   `municipality` exactly (rows without one are left out): "Joburg" is `City of Johannesburg`,
 *   "Tshwane" `City of Tshwane`, "Cape Town" `City of Cape Town`, "Nelson Mandela Bay" (the metro) and
 *   "Maluti-a-Phofung" (QwaQwa, Kestell) as written. A municipality may be answered with or without
 *   "City of".
 * - "Ended with an arrest" is `arrest_made === true`; "nobody got arrested" is `arrest_made === false`
 *   (an unstated arrest is neither).
 * - Shares are to the nearest whole percent: a share of incidents is over the rows selected (robberies,
 *   Free State incidents); the share of women among victims is `victims_female` over `victims_female`
 *   plus `victims_male`.
 * - "How many more in P than in Q" is the difference of the two counts (or sums); P must have more.
 * - Rankings (state with most killed, municipality with most injured, state with most kidnappings,
 *   municipality with most suspects arrested, province with most firearm cases) each carry their tally;
 *   a tie at the top is an error in the question.
 * - Refusals: the ground truth holds no amounts of money stolen, no sentences handed down and no time
 *   of day of an incident.
 */
import {
  anyCrime,
  type BlindQuestion,
  inMunicipality,
  kznProvinceNames,
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
  arrested,
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
  sinceYear,
  weekend,
  within,
} from './ground-truth-questions';

/** A robbery of any type; hijackings are not among them. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
/** A hijacking, of a car or of a truck. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
const cit = has('cash-in-transit robbery');
const firearm = has('illegal firearm possession');
const murder = has('murder');

const injuredByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_injured ?? 0,
  );
const kidnappingsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('kidnapping')), (r) => r.province);
const arrestsByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.num_suspects_arrested ?? 0,
  );
const firearmCasesByProvince = (rows: readonly DevRow[]) => tallyOf(rows.filter(firearm), (r) => r.province);

export const FRESH132_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the foreign correspondent, on notebook a.
  {
    notebook: 'a',
    question: 'Hi, how many murders were reported in the Kwazulu Natal region in these releases?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, murder, inProvince('KwaZulu-Natal'))),
  },
  {
    notebook: 'a',
    question:
      'Which state had the highest death toll overall, I mean the most people killed when you add up all the incidents there?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      "Of the victims whose gender is given, what percentage were women? A whole number is fine, it's for a sidebar.",
    covers: ['share', 'people'],
    expect: (rows) => {
      const women = peopleTotal('victims_female', rows);
      return percentage(women, women + peopleTotal('victims_male', rows));
    },
  },
  {
    notebook: 'a',
    question: 'Were there any police officers among the victims in the Estern Cape? Yes or no is enough.',
    covers: ['yes/no', 'people', 'misspelling'],
    expect: (rows) => yesNo(peopleTotal('victims_police', rows.filter(inProvince('Eastern Cape'))) > 0),
  },
  {
    notebook: 'a',
    question:
      'Roughly how much money, in rand, was taken altogether in the cash-in-transit heists? My editor wants a figure.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the ward councillor, on notebook a.
  {
    notebook: 'a',
    question:
      'How many incidents do we have for Ekurhuleni from 2020 onwards? Asking ahead of a ward meeting.',
    covers: ['restricted count', 'conjunction', 'calendar'],
    expect: (rows) => number(count(rows, inMunicipality('Ekurhuleni'), sinceYear(2020))),
  },
  {
    notebook: 'a',
    question: 'Which municipality had the most people injured? Please give me the number as well.',
    covers: ['ranking', 'people'],
    ...ranking(injuredByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Residents in Nelson Mandela Bay keep asking me this - when was the earliest incident in the metro?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inMunicipality('Nelson Mandela Bay')), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'how many more incidents did Joburg have compared to Tshwane',
    covers: ['conjunction', 'slang'],
    expect: (rows) =>
      excessOf(rows, inMunicipality('City of Johannesburg'), inMunicipality('City of Tshwane')),
  },
  {
    notebook: 'a',
    question:
      'Children who were victims - how many in total for the Cape Town and eThekwini municipalities put together?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      number(
        peopleTotal(
          'victims_children',
          rows.filter((r) => r.municipality === 'City of Cape Town' || r.municipality === 'eThekwini'),
        ),
      ),
  },

  // Voice 3, the security operations manager, on notebook a.
  {
    notebook: 'a',
    question: 'Hijackings in Gauteng, car + truck, how many?',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, hijacking, inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question: 'Total suspects arrested across all robbery cases - armed, house, business, CIT?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(robbery))),
  },
  {
    notebook: 'a',
    question: 'Date of the last CIT hit?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Unlicensed firearm cases that went down on a Sat or Sun - count pls',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, firearm, weekend)),
  },
  {
    notebook: 'a',
    question: 'Robberies any type incl CIT: what % ended with an arrest?',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows.filter(robbery), arrested),
  },

  // Voice 1, the foreign correspondent, on notebook b.
  {
    notebook: 'b',
    question:
      'How many of the suspects were women? Only where the police actually gave the gender of the suspects.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question: 'In which state were the most kidnappings recorded?',
    covers: ['ranking', 'restricted count'],
    ...ranking(kidnappingsByProvince),
  },
  {
    notebook: 'b',
    question: 'Between 2020 and 2022 inclusive, how many murders took place across these provinces?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, within('2020-01-01', '2022-12-31'))),
  },
  {
    notebook: 'b',
    question: 'How many more people were killed in the Free state than in Mpumulanga?',
    covers: ['people', 'conjunction', 'misspelling'],
    expect: (rows) =>
      excessOf(rows, inProvince('Free State'), inProvince('Mpumalanga'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'b',
    question: 'What was the average prison sentence handed to the people convicted in these cases?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the ward councillor, on notebook b.
  {
    notebook: 'b',
    question: 'How many incidents in Mangaung municipality happened during 2023?',
    covers: ['restricted count', 'conjunction', 'calendar'],
    expect: (rows) => number(count(rows, inMunicipality('Mangaung'), inYear(2023))),
  },
  {
    notebook: 'b',
    question:
      'For the council safety committee: which municipality had the highest number of suspects arrested in total?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByMunicipality, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'Bushbuckridge - is there any case there where nobody got arrested?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, inMunicipality('Bushbuckridge'), notArrested) > 0),
  },
  {
    notebook: 'b',
    question: 'What share of the Free State incidents were in Mangaung? As a percentage please.',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Free State')), inMunicipality('Mangaung')),
  },
  {
    notebook: 'b',
    question: 'In Maluti-a-Phofung (QwaQwa and the Kestell side), how many of the victims were female?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      number(peopleTotal('victims_female', rowsWhere(rows, inMunicipality('Maluti-a-Phofung')))),
  },

  // Voice 3, the security operations manager, on notebook b.
  {
    notebook: 'b',
    question: 'Male suspects on robbery jobs (armed/house/business/CIT/common) - total?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('suspects_male', rows.filter(robbery))),
  },
  {
    notebook: 'b',
    question: 'Province with the most illegal firearm cases?',
    covers: ['ranking'],
    ...ranking(firearmCasesByProvince),
  },
  {
    notebook: 'b',
    question: 'Of all robberies, what % also had a firearm charge?',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(robbery), firearm),
  },
  {
    notebook: 'b',
    question: 'earliest CIT hit on record - date?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'House robberies - what time of night do they mostly happen? Need it for shift rosters.',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh132QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH132_QUESTIONS, rows);
