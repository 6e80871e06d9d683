/**
 * The hundred-and-seventy-first fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A parliamentary portfolio committee researcher preparing oversight questions: formal, full
 *    sentences, totals by province and by year, and comparisons between provinces.
 * 2. A farmers' union safety officer who mixes in Afrikaans ("plaas" farm, "plaasmoord" farm murder,
 *    "moord" murder, "rowers" robbers, "gewond" injured, "veediefstal" stock theft, "hoeveel" how many,
 *    "laaste"/"eerste" last/first), short and blunt, about farm and rural attacks, stock theft and
 *    arrests.
 * 3. A social-media fact-checker testing claims ("Is it true that ...", "Someone says X - right?"),
 *    wanting a yes or no or the real figure, with the odd typo ("kidnappng", "incidnets").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, range and weekday, and is
 *   never the first or the last; `published_date` is never read. "Between 1 January 2019 and
 *   31 December 2021" includes both ends. A weekend is a Saturday or Sunday of `event_date`.
 * - People are sums of the stated figures, a null (unstated) figure adding nothing: "killed" / "lost
 *   their lives" is `victims_killed`, "injured" / "gewond" is `victims_injured`, "police officers as
 *   victims" / "cops" is `victims_police`, "victims" is `num_victims`, "suspects arrested" / "rowers
 *   arrested" is `num_suspects_arrested`.
 * - "An arrest" / "somebody arrested" is `arrest_made === true`; "nobody arrested" / "suspects still
 *   loose" is `arrest_made === false` (an unstated arrest is neither).
 * - "Moord" / "murder" is `murder` alone (not attempted murder, not culpable homicide). "Veediefstal" /
 *   "stock theft" is `stock theft`. "Rape" is `rape`. "Kidnapping" is `kidnapping`. "CIT" /
 *   "cash-in-transit" is `cash-in-transit robbery`. "Illegal mining" is `illegal mining`. "Illegal
 *   firearm" is `illegal firearm possession`. "Carjacking" is `carjacking` alone.
 * - "Rowers" / "robberies" are the robbery categories, vehicle robberies included: `armed robbery`,
 *   `robbery`, `house robbery`, `business robbery`, `cash-in-transit robbery`, `carjacking` and
 *   `truck hijacking` (a burglary or a theft is not a robbery).
 * - A "plaas" / farm incident is a row whose `location` holds the word "farm" (any case), whatever its
 *   crimes; a "plaasmoord" is a farm incident whose crimes hold `murder`.
 * - Shares are to the nearest whole percent: the share of a province's incidents is over that
 *   province's rows; the share of farm murders with an arrest is over the farm murders; the weekend
 *   share is over the notebook's rows that have an `event_date` (undated rows are out of both sides).
 *   "More than half of the kidnappings were in Gauteng" compares Gauteng's kidnapping rows with half of
 *   all the notebook's kidnapping rows.
 * - "How many more in P than in Q" / "by how many does P exceed Q" is the difference of the two counts
 *   or sums; P must have more. "Were more killed in P than in Q" is a yes/no on the two sums.
 * - "Which provinces had ..." is the list of provinces with at least one such row.
 * - Rankings (province with most murders, province with most robberies, province with most rapes,
 *   single incident with most injured) each carry their tally; a tie at the top is an error in the
 *   question. The single incident is named by the parts of its location no other incident shares.
 * - Refusals: the ground truth holds no source of a tip-off (farm watch or otherwise) and no court
 *   outcome (conviction or acquittal).
 */
import type { Expectation } from './answer-matching';
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  kznProvinceNames,
  largestIncident,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
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
  excessOf,
  has,
  inProvince,
  inYear,
  notArrested,
  number,
  percentOf,
  refusal,
  weekend,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const stockTheft = has('stock theft');
const cit = has('cash-in-transit robbery');
/** A robbery of any kind, vehicle robberies (carjacking, truck hijacking) included. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
  'carjacking',
  'truck hijacking',
);
/** An incident the release places on a farm ("plaas"). */
const onAFarm = atPlace('farm');
/** A farm murder ("plaasmoord"). */
const farmMurder = (r: DevRow) => onAFarm(r) && murder(r);

/** The sum of a stated people figure over the rows that pass every test. */
const killedWhere =
  (...tests: ((r: DevRow) => boolean)[]) =>
  (rows: readonly DevRow[]) =>
    peopleTotal('victims_killed', rowsWhere(rows, ...tests));

/** The provinces with at least one row that passes the test, in alphabetical order. */
function provincesWith(rows: readonly DevRow[], test: (r: DevRow) => boolean): Expectation {
  const provinces = [...new Set(rows.filter(test).map((r) => r.province))].sort();
  if (provinces.length === 0) throw new Error('no province to list');
  return { kind: 'list', value: provinces };
}

const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
const robberyProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(robbery), (r) => r.province);
const rapeProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(has('rape')), (r) => r.province);

export const FRESH171_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the portfolio committee researcher, on notebook a.
  {
    notebook: 'a',
    question:
      'For the purposes of the oversight report, could you please provide the total number of persons killed in incidents in KwaZulu-Natal during the 2022 and 2023 calendar years combined?',
    covers: ['people', 'calendar', 'conjunction'],
    expect: (rows) =>
      number(killedWhere(inProvince('KwaZulu-Natal'), (r) => inYear(2022)(r) || inYear(2023)(r))(rows)),
  },
  {
    notebook: 'a',
    question:
      'Which of the provinces covered by these releases recorded the highest number of incidents involving murder?',
    covers: ['ranking'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'The Committee wishes to compare the Western Cape with the Eastern Cape. By how many does the number of persons injured in the Western Cape exceed the number injured in the Eastern Cape?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Western Cape'), inProvince('Eastern Cape'), (selected) =>
        peopleTotal('victims_injured', selected),
      ),
  },
  {
    notebook: 'a',
    question:
      'What percentage of the incidents recorded in Gauteng involved the illegal possession of a firearm?',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(inProvince('Gauteng')), has('illegal firearm possession')),
  },
  {
    notebook: 'a',
    question:
      'Kindly indicate the number of incidents that took place in the Western Cape in the period 1 January 2019 to 31 December 2021.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Western Cape'), within('2019-01-01', '2021-12-31'))),
  },

  // Voice 2, the farmers' union safety officer, on notebook a.
  {
    notebook: 'a',
    question: 'Veediefstal cases - hoeveel suspects were arrested in total across all the stok theft cases?',
    covers: ['people', 'slang', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(stockTheft))),
  },
  {
    notebook: 'a',
    question:
      'Moord cases in the Eastern Cape and KZN together where nobody was arrested, suspects still loose. How many?',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) =>
      number(
        count(
          rows,
          murder,
          notArrested,
          (r) => inProvince('Eastern Cape')(r) || inProvince('KwaZulu-Natal')(r),
        ),
      ),
  },
  {
    notebook: 'a',
    question:
      'Where are the rowers busiest? Which province has the most robbery incidents, hijackings and CIT included?',
    covers: ['ranking', 'slang'],
    ...ranking(robberyProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'Hoeveel mense gewond in all the moord cases put together? Injured only, not the dead.',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(murder))),
  },
  {
    notebook: 'a',
    question:
      'In how many of the stock theft arrests did the tip-off come from the local plaaswag (farm watch)? We want to show members it works.',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the fact-checker, on notebook a.
  {
    notebook: 'a',
    question: 'Is it true that more people were killed in the Western Cape than in the Eastern Cape?',
    covers: ['yes/no', 'people', 'conjunction'],
    expect: (rows) =>
      yesNo(killedWhere(inProvince('Western Cape'))(rows) > killedWhere(inProvince('Eastern Cape'))(rows)),
  },
  {
    notebook: 'a',
    question:
      'A post claims cops were the victims "more than 10 times over" in Western Cape incidents. What is the actual total of police officers who were victims in the WC?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question: 'Someone says more than half of all the kidnappng cases were in Gauteng - right? yes or no',
    covers: ['yes/no', 'share', 'misspelling'],
    expect: (rows) => {
      const kidnappings = rows.filter(has('kidnapping'));
      return yesNo(2 * count(kidnappings, inProvince('Gauteng')) > kidnappings.length);
    },
  },
  {
    notebook: 'a',
    question:
      'Viral claim: the Khayelitsha shooting left the most people injured of any single incident. Which incident actually had the most injured - where was it?',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.victims_injured ?? null,
    ),
  },
  {
    notebook: 'a',
    question:
      'Claim going round: "the last CIT heist in these releases was in 2024". What is the exact date of the most recent cash-in-transit robbery?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },

  // Voice 1, the portfolio committee researcher, on notebook b.
  {
    notebook: 'b',
    question:
      'By how many does the number of suspects arrested in Mpumalanga exceed the number of suspects arrested in the North West?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Mpumalanga'), inProvince('North West'), (selected) =>
        suspectsArrested(selected),
      ),
  },
  {
    notebook: 'b',
    question: 'Which province recorded the largest number of incidents involving rape?',
    covers: ['ranking'],
    ...ranking(rapeProvinceTally),
  },
  {
    notebook: 'b',
    question:
      'Please provide the total number of victims in incidents that occurred in the Free State during the 2023 calendar year.',
    covers: ['people', 'calendar', 'conjunction'],
    expect: (rows) => number(victims(rowsWhere(rows, inProvince('Free State'), inYear(2023)))),
  },
  {
    notebook: 'b',
    question:
      'What proportion of the incidents recorded in the Northern Cape involved rape, expressed as a percentage?',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(inProvince('Northern Cape')), has('rape')),
  },
  {
    notebook: 'b',
    question: 'On what date did the most recent incident recorded in Mpumalanga take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Mpumalanga')), 'latest'),
  },

  // Voice 2, the farmers' union safety officer, on notebook b.
  {
    notebook: 'b',
    question: 'Plaasaanvalle: hoeveel incidents happened on a plaas altogether, any crime?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, onAFarm)),
  },
  {
    notebook: 'b',
    question: 'What % of the plaasmoorde ended with somebody arrested?',
    covers: ['share', 'conjunction', 'slang'],
    expect: (rows) => percentOf(rows.filter(farmMurder), arrested),
  },
  {
    notebook: 'b',
    question: 'Eerste plaas incident in the releases - what date did it happen?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(onAFarm), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Free State only: hoeveel rowers were arrested for robberies, all kinds of robbery?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, robbery, inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question: 'Any plaas attacks at all in Limpopo or Mpumalanga? Ja/nee',
    covers: ['yes/no', 'slang'],
    expect: (rows) =>
      yesNo(count(rows, onAFarm, (r) => inProvince('Limpopo')(r) || inProvince('Mpumalanga')(r)) > 0),
  },

  // Voice 3, the fact-checker, on notebook b.
  {
    notebook: 'b',
    question: 'Is it true that there were more rape cases than murder cases in the Northern Cape?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => {
      const nc = rows.filter(inProvince('Northern Cape'));
      return yesNo(count(nc, has('rape')) > count(nc, murder));
    },
  },
  {
    notebook: 'b',
    question:
      'Someone says illegal mining busts only ever happen in Gauteng. Which provinces actually had illegal mining incidnets?',
    covers: ['misspelling'],
    expect: (rows) => provincesWith(rows, has('illegal mining')),
  },
  {
    notebook: 'b',
    question:
      'A tweet claims "more than a quarter of attacks happen on weekends". Of the incidents with a known date, what percentage fell on a Saturday or Sunday?',
    covers: ['share', 'calendar'],
    expect: (rows) => {
      const dated = rows.filter((r) => r.event_date !== null);
      return percentage(count(dated, weekend), dated.length);
    },
  },
  {
    notebook: 'b',
    question: 'Is it true that nobody was arrested for any of the carjackings?',
    covers: ['yes/no', 'restricted count'],
    expect: (rows) => yesNo(count(rows, has('carjacking'), arrested) === 0),
  },
  {
    notebook: 'b',
    question:
      'Someone says most of the people arrested in these cases were later convicted in court. How many were actually convicted?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh171QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH171_QUESTIONS, rows);
