/**
 * The eighteenth fresh question set, written blind: without reading the answering engine, the earlier
 * question sets or the benchmarks, and asked of the product once, first try. Three new voices, five
 * questions each per notebook: a rural development NGO's programme officer (stock theft, poaching,
 * illegal mining, villages and small provinces), a sports journalist turned crime reporter (newsroom
 * slang: cops, CIT hits, zama zamas, topping the log, incidents that "went down") and a statistician at a
 * research council (precise wording: medians set aside, arithmetic means and shares to one decimal,
 * "strictly more than").
 *
 * Readings (each expectation is computed from the ground truth by the code below):
 * - An incident is one release of the notebook; "cases", "incidents", "hits" and "busts" count
 *   incidents, and "what share were murders" is the share of incidents whose crimes include murder.
 * - A crime is in an incident when the incident's `crimes` hold it; "X, Y and Z put together" counts an
 *   incident once when it holds any of them. Hijackings are carjackings and truck hijackings; CIT hits or
 *   heists are cash-in-transit robberies; the illegal mining busts are the incidents with illegal mining
 *   (their arrested suspects are the "zama zamas").
 * - Windows are on `event_date`, both ends inclusive; an undated incident is in no window. "2021 or
 *   later" runs from 1 January 2021, "2020 or earlier" to 31 December 2020; the third quarter is July to
 *   September of any year; a weekend is a Saturday or a Sunday.
 * - People are the sums of the stated figures: suspects arrested, killed, injured, children (under 18),
 *   police officers among the victims ("cops"), female and male victims, male suspects (arrested or
 *   sought), all victims; a figure the release does not state (null) adds nothing. "A cop among the
 *   victims" is a stated `victims_police` of at least one.
 * - Means are over the incidents (or suspects' ages) with a stated value. Shares are the part over the
 *   whole, as a percentage to one decimal where the question asks (else a whole percent); "of the dated
 *   incidents" takes only dated incidents as the whole, and "all victims" is the summed `num_victims`.
 *   "Strictly more than" excludes equality (15 female victims are not strictly more than half of 30 male).
 * - A ranking names its single top key (a tie at the top would be an error in the question): a province,
 *   or one incident by its place.
 * - Refused: unemployment rates and household incomes of the places (no release records either; the
 *   release texts were searched).
 */
import {
  anyCrime,
  type BlindQuestion,
  femaleVictims,
  largestIncident,
  maleVictims,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  stated,
  suspectAges,
  suspectsArrested,
  tallyOf,
  victims,
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
  meanOf,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
  within,
} from './ground-truth-questions';

const hijacking = anyCrime('carjacking', 'truck hijacking');
const cit = has('cash-in-transit robbery');
const dated = (r: DevRow) => r.event_date !== null;
const inThirdQuarter = (r: DevRow) =>
  r.event_date !== null && ['07', '08', '09'].includes(r.event_date.slice(5, 7));
const suspectsArrestedOver = (n: number) => (r: DevRow) => (r.num_suspects_arrested ?? 0) > n;
const killedOver = (n: number) => (r: DevRow) => (stated('victims_killed')(r) ?? 0) > n;
const copAmongVictims = (r: DevRow) => (stated('victims_police')(r) ?? 0) >= 1;

const PROVINCE_NAMES: Readonly<Record<string, string[]>> = {
  'KwaZulu-Natal': ['KwaZulu-Natal', 'KZN'],
  'Western Cape': ['Western Cape', 'WC'],
};
const provinceNames = (province: string) => PROVINCE_NAMES[province] ?? [province];

export const FRESH18_QUESTIONS: BlindQuestion[] = [
  // Notebook a: the rural development NGO officer.
  {
    notebook: 'a',
    question: 'How many suspects were arested for stock theft across the notebook?',
    covers: ['people', 'restricted count', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('stock theft')))),
  },
  {
    notebook: 'a',
    question: 'Which province had the most poaching, stock theft and illegal mining incidents put together?',
    covers: ['ranking', 'conjunction'],
    ...ranking(
      (rows) =>
        tallyOf(rows.filter(anyCrime('poaching', 'stock theft', 'illegal mining')), (r) => r.province),
      provinceNames,
    ),
  },
  {
    notebook: 'a',
    question: 'In the Eastern Cape, what share of the incidents were murders?',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(inProvince('Eastern Cape')), has('murder')),
  },
  {
    notebook: 'a',
    question: 'When did the earliest KwaZulu-Natal incident happen?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('KwaZulu-Natal')), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'What is the unemployment rate in the communities where these incidents happened?',
    covers: ['refusal'],
    expect: refusal,
  },
  // Notebook a: the sports journalist turned crime reporter.
  {
    notebook: 'a',
    question: "How many cops ended up on the victims' list across the whole notebook?",
    covers: ['slang', 'people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question: 'Which incident tops the log for people wounded?',
    covers: ['slang', 'ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => stated('victims_injured')(r),
    ),
  },
  {
    notebook: 'a',
    question: 'How many CIT hits went down in 2021 or later?',
    covers: ['slang', 'calendar', 'restricted count'],
    expect: (rows) => number(count(rows, cit, sinceYear(2021))),
  },
  {
    notebook: 'a',
    question: 'Head-to-head: did hijackings, car and truck together, outscore the CIT heists?',
    covers: ['yes/no', 'slang', 'conjunction'],
    expect: (rows) => yesNo(count(rows, hijacking) > count(rows, cit)),
  },
  {
    notebook: 'a',
    question: 'How many male suspects in all, nabbed or still on the run?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('suspects_male', rows)),
  },
  // Notebook a: the research council statistician.
  {
    notebook: 'a',
    question: 'Medians aside, what is the arithmetic mean of the stated suspect ages, to one decimal place?',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows), 1),
  },
  {
    notebook: 'a',
    question:
      'Of the dated incidents, what percentage fell in the third quarter (July to September) of any year, to one decimal place?',
    covers: ['share', 'calendar'],
    expect: (rows) => percentage(count(rows, inThirdQuarter), count(rows, dated), 1),
  },
  {
    notebook: 'a',
    question: 'In how many incidents were strictly more than five suspects arrested?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(count(rows, suspectsArrestedOver(5))),
  },
  {
    notebook: 'a',
    question:
      'Over the incidents where the number killed is stated, what is the mean number killed per incident, to one decimal place?',
    covers: ['people'],
    expect: (rows) => meanOf(rows.map(stated('victims_killed')), 1),
  },
  {
    notebook: 'a',
    question:
      'Is the total number of female victims strictly greater than half the total number of male victims?',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(femaleVictims(rows) > maleVictims(rows) / 2),
  },

  // Notebook b: the rural development NGO officer.
  {
    notebook: 'b',
    question: 'How many incidents in Limpopo happened in 2020 or earlier?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Limpopo'), within('0000-01-01', '2020-12-31'))),
  },
  {
    notebook: 'b',
    question: 'Which province had the most suspects arrested?',
    covers: ['ranking', 'people'],
    ...ranking(
      (rows) =>
        tallyOf(
          rows,
          (r) => r.province,
          (r) => r.num_suspects_arrested ?? 0,
        ),
      provinceNames,
    ),
  },
  {
    notebook: 'b',
    question: 'What share of the Nothern Cape incidents were rapes?',
    covers: ['share', 'misspelling'],
    expect: (rows) => percentOf(rows.filter(inProvince('Northern Cape')), has('rape')),
  },
  {
    notebook: 'b',
    question: 'How many children were among the victims in the North West?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question: 'Did the Free State have more stock theft incidents than the Northern Cape?',
    covers: ['yes/no', 'restricted count'],
    expect: (rows) =>
      yesNo(
        count(rows, inProvince('Free State'), has('stock theft')) >
          count(rows, inProvince('Northern Cape'), has('stock theft')),
      ),
  },
  // Notebook b: the sports journalist turned crime reporter.
  {
    notebook: 'b',
    question: 'How many zama zamas got bagged? Total suspects arrested in the illegal mining busts.',
    covers: ['slang', 'people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('illegal mining')))),
  },
  {
    notebook: 'b',
    question: 'Which province topped the log for bodies, most people killed?',
    covers: ['ranking', 'slang', 'people'],
    ...ranking(peopleByProvince('victims_killed'), provinceNames),
  },
  {
    notebook: 'b',
    question: 'When did the last kidnaping go down? Need the date.',
    covers: ['date', 'slang', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'In how many incidents was a cop among the victims?',
    covers: ['slang', 'restricted count', 'people'],
    expect: (rows) => number(count(rows, copAmongVictims)),
  },
  {
    notebook: 'b',
    question: 'How many incidents went down on a weekend in 2024?',
    covers: ['calendar', 'slang'],
    expect: (rows) => number(count(rows, weekend, within('2024-01-01', '2024-12-31'))),
  },
  // Notebook b: the research council statistician.
  {
    notebook: 'b',
    question: 'What percentage of all victims were children, to one decimal place?',
    covers: ['share', 'people'],
    expect: (rows) => percentage(peopleTotal('victims_children', rows), victims(rows), 1),
  },
  {
    notebook: 'b',
    question:
      'Medians aside, what is the mean number of suspects arrested per incident, to one decimal place?',
    covers: ['people'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'b',
    question: 'In how many incidents were strictly more than two people killed?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(count(rows, killedOver(2))),
  },
  {
    notebook: 'b',
    question: 'Is the share of incidents with an arrest strictly greater than 85 percent?',
    covers: ['yes/no', 'share'],
    expect: (rows) => yesNo((100 * count(rows, arrested)) / rows.length > 85),
  },
  {
    notebook: 'b',
    question: 'What is the median household income in the municipalities where these incidents occurred?',
    covers: ['refusal'],
    expect: refusal,
  },
];

/** The questions with their expectations worked out over the development set's ground truth. */
export const fresh18QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH18_QUESTIONS, rows);
