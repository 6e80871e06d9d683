/**
 * The two-hundred-and-forty-second fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A chef and restaurant owner whose staff walk home late: asks about the areas near his kitchens,
 *    nights, robberies and attacks; chatty, full of kitchen metaphors ("the whole menu", "no garnish").
 * 2. An immigrant shop-keeper from Malawi, English his second language: simple grammar, article slips
 *    ("how many of murder"), present tense for the past, a few misspellings ("extorsion", "bussiness"),
 *    always polite ("please my brother").
 * 3. A rugby-club secretary writing minutes-style questions: numbered items ("Item 3: ..."), "Point of
 *    order", "for the record", provinces by their abbreviations (GP, KZN, EC, WC, NC, NW, FS, MP, LP).
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every "since" window, weekday and
 *   earliest/latest; `published_date` is never read. "Since 2021" starts on 2021-01-01 inclusive. A
 *   weekday is the weekday of `event_date`.
 * - "Robberies of any kind" are `armed robbery`, `robbery`, `house robbery`, `business robbery` and
 *   `cash-in-transit robbery`; carjacking and truck hijacking are not robberies here. A shop robbery
 *   ("bussiness robbery", "robbery of shop") is `business robbery`; "murder" is `murder` (attempted murder
 *   is not); "extorsion" is `extortion`; "carjacking" is `carjacking` alone; "CIT" is
 *   `cash-in-transit robbery`; "rape" is `rape`.
 * - People are sums of the stated figures: `victims_killed` (killed, "die"), `num_suspects_arrested`
 *   (suspects arrested); a null (unstated) figure adds nothing. A median of suspects arrested is over
 *   the incidents that state the figure (a stated 0 counts), the mean of the two middle values when even.
 * - Places: a province by its name or its abbreviation (GP Gauteng, KZN KwaZulu-Natal, WC Western Cape,
 *   EC Eastern Cape, FS Free State, LP Limpopo, MP Mpumalanga, NW North West, NC Northern Cape), and an
 *   answer may name it either way. A named municipality ("Ekurhuleni", "Joburg" the City of Johannesburg,
 *   "Cape Town" the City of Cape Town, "Mangaung (Bloem)") is `municipality`; a township
 *   ("Khayelitsha") is a row whose `location` holds the word, in any case.
 * - "The police arrest somebody" is `arrest_made === true`; an unstated arrest (null) is not one. A share
 *   of incidents is over all the selected rows (null arrests stay in the whole), nearest whole percent.
 *   "The police catch somebody for every murder" asks whether every murder row of the place has
 *   `arrest_made === true`.
 * - "How many more killed in P than in Q" is the difference of the two sums; P must have more.
 * - Rankings (the day of the week with most incidents in Cape Town or most robberies, the province with
 *   most suspects arrested) each carry their tally; a tie at the top is an error in the question.
 * - The provinces "where a CIT was recorded" are a list of every province with at least one row of
 *   `cash-in-transit robbery`, named in full.
 * - Refusals: the ground truth holds no time of day (so nothing about "after dark" or "after ten at
 *   night"), no amounts of money taken, no sentences to come, no police response times, and no
 *   forecasts.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  inMunicipality,
  kznProvinceNames,
  medianOf,
  peopleTotal,
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
  number,
  percentOf,
  refusal,
  sinceYear,
  weekday,
} from './ground-truth-questions';

/** A robbery of any kind; carjacking and truck hijacking are not among them. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
const shopRobbery = has('business robbery');
const cit = has('cash-in-transit robbery');
const murder = has('murder');

const ABBREVIATIONS: Readonly<Record<string, string>> = {
  Gauteng: 'GP',
  'KwaZulu-Natal': 'KZN',
  'Western Cape': 'WC',
  'Eastern Cape': 'EC',
  'Free State': 'FS',
  Limpopo: 'LP',
  Mpumalanga: 'MP',
  'North West': 'NW',
  'Northern Cape': 'NC',
};

/** A province as an answer may name it: in full (KwaZulu-Natal also as KZN) or by its abbreviation. */
const provinceNames = (province: string) => {
  const full = kznProvinceNames(province);
  const names = Array.isArray(full) ? full : [full];
  const short = ABBREVIATIONS[province];
  return short && !names.includes(short) ? [...names, short] : names;
};

const killed = (selected: readonly DevRow[]) => peopleTotal('victims_killed', selected);

const capeTownWeekdayTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(inMunicipality('City of Cape Town')), weekday);
const robberyWeekdayTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(robbery), weekday);
const arrestedByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH242_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the chef, on notebook a.
  {
    notebook: 'a',
    question:
      'Right, my restaurant is in Ekurhuleni and my waiters knock off late, so give it to me like a ticket on the pass: how many robberies of any kind (house, business, armed, cash-in-transit, the whole menu) happened in Ekurhuleni?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, robbery, inMunicipality('Ekurhuleni'))),
  },
  {
    notebook: 'a',
    question:
      'My second kitchen is in town and half my dishwashers walk home to Khayelitsha after service. How many people were actually killed in incidents in Khayelitsha, all of it together?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(killed(rows.filter(atPlace('Khayelitsha')))),
  },
  {
    notebook: 'a',
    question:
      'Honest question from a guy who closes the kitchen at midnight: what time of night do most of these robberies and attacks go down, before ten or after twelve?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Which day of the week sees the most incidents in Cape Town (the metro)? I want to know which shift to put in an Uber, like knowing which night the kitchen gets slammed.',
    covers: ['ranking', 'calendar'],
    ...ranking(capeTownWeekdayTally),
  },
  {
    notebook: 'a',
    question:
      'Any carjackings in Joburg since 2021 started? My head waiter drives an old Polo and he is as nervous as a souffle.',
    covers: ['yes/no', 'calendar', 'conjunction', 'slang'],
    expect: (rows) =>
      yesNo(count(rows, has('carjacking'), inMunicipality('City of Johannesburg'), sinceYear(2021)) > 0),
  },

  // Voice 2, the shop-keeper, on notebook a.
  {
    notebook: 'a',
    question:
      'Please my brother, how many of business robbery is happen in these report? I have small shop, I am worry.',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, shopRobbery)),
  },
  {
    notebook: 'a',
    question:
      'Good day sir. For the cash-in-transit robbery, how many suspect the police is arrest in total, all of them together?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(cit))),
  },
  {
    notebook: 'a',
    question:
      'Please help me, how many case of extorsion it is in all the report? Somebody he is asking money from the shop owners in my area.',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, has('extortion'))),
  },
  {
    notebook: 'a',
    question:
      'My brother, from all the incident here, what percent the police they arrest somebody? Please give me the number.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'a',
    question:
      'Please sir, how much money the robbers they take in the business robbery? I want to know if is big amount.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the rugby-club secretary, on notebook a.
  {
    notebook: 'a',
    question: 'Item 1: Murders in KZN, number of incidents, for the record.',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder, inProvince('KwaZulu-Natal'))),
  },
  {
    notebook: 'a',
    question:
      'Item 2: Of GP, KZN, WC and EC, which province recorded the highest total of suspects arrested? Province to be minuted.',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestedByProvince, provinceNames),
  },
  {
    notebook: 'a',
    question:
      'Item 3: Median no. of suspects arrested per incident in the WC. Unstated figures to be excluded.',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      number(
        medianOf(
          rows
            .filter(inProvince('Western Cape'))
            .flatMap((r) => (r.num_suspects_arrested === null ? [] : [r.num_suspects_arrested])),
        ),
      ),
  },
  {
    notebook: 'a',
    question: 'Item 4: Date of the earliest incident on file in the EC.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Eastern Cape')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Item 5: Committee requests a forecast. How many murders should members expect in KZN next year?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the chef, on notebook b.
  {
    notebook: 'b',
    question:
      "We're opening a second kitchen in Bloem, so give it to me straight, no garnish: how many incidents in total happened in the Mangaung municipality?",
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, inMunicipality('Mangaung'))),
  },
  {
    notebook: 'b',
    question:
      'Robberies of any kind in North West, armed, house, business, cash-in-transit, the full buffet: how many are there?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, robbery, inProvince('North West'))),
  },
  {
    notebook: 'b',
    question:
      'How many of these robberies happened after dark, say between 10 at night and 2 in the morning when my scullery staff catch the last taxi?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Which day of the week do the robberies mostly land on? Every kitchen has its Friday rush, I want to know the robbers one.',
    covers: ['ranking', 'calendar'],
    ...ranking(robberyWeekdayTally),
  },
  {
    notebook: 'b',
    question: 'Across all the robberies, every flavour of them, how many people ended up killed?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(killed(rows.filter(robbery))),
  },

  // Voice 2, the shop-keeper, on notebook b.
  {
    notebook: 'b',
    question:
      'Please my brother, for the bussiness robbery in North West, how many suspect the police is arrest all together?',
    covers: ['people', 'conjunction', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, shopRobbery, inProvince('North West')))),
  },
  {
    notebook: 'b',
    question: 'Please, how many more people is die in Free State than in North West? Is big difference?',
    covers: ['people', 'conjunction'],
    expect: (rows) => excessOf(rows, inProvince('Free State'), inProvince('North West'), killed),
  },
  {
    notebook: 'b',
    question: 'When is the last business robbery happen in all these report? I want the day please.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(shopRobbery), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Please sir, in North West the police is catch somebody for every murder? Yes or no.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => {
      const murders = rowsWhere(rows, murder, inProvince('North West'));
      if (murders.length === 0) throw new Error('no murder in North West to ask about');
      return yesNo(murders.every(arrested));
    },
  },
  {
    notebook: 'b',
    question:
      'Please my brother, the people they arrest for the business robbery, how many years of jail they will get?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the rugby-club secretary, on notebook b.
  {
    notebook: 'b',
    question: 'Item 1: Total persons killed in FS incidents, for the record.',
    covers: ['people', 'slang'],
    expect: (rows) => number(killed(rows.filter(inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question:
      'Item 2: Which of FS, LP, MP, NW and NC had the most suspects arrested in total? Province to be minuted.',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestedByProvince, provinceNames),
  },
  {
    notebook: 'b',
    question: 'Item 3: List of provinces in which a CIT robbery was recorded, for the minutes.',
    covers: ['restricted count', 'slang'],
    expect: (rows) => {
      const provinces = [...new Set(rows.filter(cit).map((r) => r.province))].sort();
      if (provinces.length === 0) throw new Error('no CIT robbery to list');
      return { kind: 'list', value: provinces };
    },
  },
  {
    notebook: 'b',
    question: 'Item 4: Share of NC incidents involving rape, as a % (nearest whole number).',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows.filter(inProvince('Northern Cape')), has('rape')),
  },
  {
    notebook: 'b',
    question: 'Point of order: what was the average police response time to the NW incidents, in minutes?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh242QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH242_QUESTIONS, rows);
