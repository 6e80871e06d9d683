/**
 * The ninth blind question set: thirty questions about the development set's two notebooks of real
 * releases (fifteen about notebook `a`: Gauteng, KwaZulu-Natal, Western Cape, Eastern Cape; fifteen
 * about `b`: Free State, Limpopo, Mpumalanga, North West, Northern Cape), written without reading the
 * analyst, the extractor or the earlier sets, every expectation computed from the ground truth.
 *
 * Three voices, none used by an earlier set:
 * - a crime statistician at a university crime-data unit: "n", "H2", "Q3", means to a decimal,
 *   proportions, exact comparisons;
 * - the producer of a true-crime podcast, looking for episodes: the biggest, the oldest, the latest,
 *   "nabbed", "mass shooting", casual and sometimes misspelt;
 * - an investigator at a wildlife conservation trust: poaching, game reserves, illegal guns, and the
 *   general picture for a board report.
 *
 * How the questions are read (the expectations compute exactly this):
 * - An incident is one release (one ground-truth row); "cases", "incidents", "murders", "rapes" and
 *   "kidnappings" count incidents. A crime counts an incident whose crimes hold that category (an
 *   incident may hold several): "X that also had Y" and "both X and Y" hold both. A "mass shooting"
 *   is an incident of murder or attempted murder, ranked by its victims; "illegal gun cases" are
 *   illegal firearm possession.
 * - A window reads the incident's date (`event_date`), both ends included; a release whose incident
 *   date is not stated falls in no window and on no weekday. "H2 2019" is July to December 2019, "Q3
 *   2022" July to September 2022, "the 2024 incidents" those dated in 2024, "before 2020" up to 31
 *   December 2019; a weekend is a Saturday or a Sunday.
 * - A place: a province by the incident's province ("KZN" is KwaZulu-Natal); a township such as
 *   Khayelitsha by its name in the incident's location.
 * - People: victims are the stated victim counts summed; female or male victims the stated counts by
 *   sex (an incident that does not say adds nothing); suspects arrested are the stated numbers
 *   arrested summed; an incident with an arrest is one whose `arrest_made` is true, one where "nobody
 *   got nabbed" or "nobody has been arrested" one whose `arrest_made` is false; ages are every stated
 *   suspect age, arrested or not, and a mean is rounded to the decimals asked.
 * - A share is the percentage of the incidents in the group named, to the nearest whole percent.
 * - A ranking names the single leader of the tally asked for (incidents, unless victims or suspects
 *   are named); "which incident" is answered by the part of its location no other incident's location
 *   holds.
 * - A yes/no compares the computed figures; "more numerous" and "higher" are strictly so.
 * - A refusal asks for what no field of the ground truth holds (conviction rates, the value of what
 *   was poached, suspects' names).
 */
import {
  atPlace,
  type BlindQuestion,
  before,
  femaleVictims,
  largestIncident,
  maleVictims,
  percentage,
  ranking,
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
  inYear,
  meanOf,
  notArrested,
  number,
  refusal,
  sum,
  weekend,
  within,
} from './ground-truth-questions';

const where = (rows: readonly DevRow[], ...tests: ((r: DevRow) => boolean)[]) =>
  rows.filter((r) => tests.every((test) => test(r)));
const meanAge = (rows: readonly DevRow[]) => {
  const ages = suspectAges(rows);
  if (ages.length === 0) throw new Error('no stated age to average');
  return sum(ages) / ages.length;
};

export const FRESH9_QUESTIONS: readonly BlindQuestion[] = [
  // Notebook a: the crime statistician.
  {
    notebook: 'a',
    question: 'Mean age across all suspects with a stated age, 1 d.p.?',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows), 1),
  },
  {
    notebook: 'a',
    question: 'Proportion of KZN incidents that involved murder, as a whole percentage',
    covers: ['share'],
    expect: (rows) => {
      const kzn = where(rows, inProvince('KwaZulu-Natal'));
      return percentage(kzn.filter(has('murder')).length, kzn.length);
    },
  },
  {
    notebook: 'a',
    question: 'n incidents in H2 2019 (Jul-Dec)?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, within('2019-07-01', '2019-12-31'))),
  },
  {
    notebook: 'a',
    question: 'Sum of female victims over the incidents in which an arrest was made',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(femaleVictims(where(rows, arrested))),
  },
  {
    notebook: 'a',
    question: 'Is the mean suspect age higher in the Western Cape than in Gauteng?',
    covers: ['yes/no', 'people'],
    expect: (rows) =>
      yesNo(meanAge(where(rows, inProvince('Western Cape'))) > meanAge(where(rows, inProvince('Gauteng')))),
  },
  {
    notebook: 'a',
    question: "What's the conviction rate for these cases?",
    covers: ['refusal'],
    expect: refusal,
  },
  // Notebook a: the podcast producer.
  {
    notebook: 'a',
    question: 'biggest mass shooting in here - which incident had the most victims?',
    covers: ['ranking', 'slang'],
    ...largestIncident(
      (r) => has('murder')(r) || has('attempted murder')(r),
      (r) => r.num_victims,
    ),
  },
  {
    notebook: 'a',
    question: 'For our first episode: when did the oldest case in this notebook happen?',
    covers: ['date'],
    expect: (rows) => dateAt(rows, 'earliest'),
  },
  {
    notebook: 'a',
    question: 'How many murders are there where nobody got nabbed?',
    covers: ['slang', 'restricted count'],
    expect: (rows) => number(count(rows, has('murder'), notArrested)),
  },
  {
    notebook: 'a',
    question: 'How many carjackings also had a kidnapping?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('carjacking'), has('kidnapping'))),
  },
  {
    notebook: 'a',
    question: 'how many incidents in Kayelitsha',
    covers: ['misspelling'],
    expect: (rows) => number(count(rows, atPlace('Khayelitsha'))),
  },
  // Notebook a: the conservation trust's investigator.
  {
    notebook: 'a',
    question: 'Poaching cases between 1 January 2016 and 31 December 2022 - how many?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, has('poaching'), within('2016-01-01', '2022-12-31'))),
  },
  {
    notebook: 'a',
    question:
      'Across every poaching incident in the notebook, dated or not, how many suspects were arrested in total?',
    covers: ['people'],
    expect: (rows) => number(suspectsArrested(where(rows, has('poaching')))),
  },
  {
    notebook: 'a',
    question: 'Which province had the most poaching incidents?',
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(where(rows, has('poaching')), (r) => r.province)),
  },
  {
    notebook: 'a',
    question: 'What was the street value of the poached abalone?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Notebook b: the crime statistician.
  {
    notebook: 'b',
    question: 'Of the suspects with a stated age, how many were 40 or older?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(suspectAges(rows).filter((age) => age >= 40).length),
  },
  {
    notebook: 'b',
    question: 'What percentage of the 2024 incidents involved an arrest?',
    covers: ['share', 'calendar'],
    expect: (rows) => {
      const of2024 = where(rows, inYear(2024));
      return percentage(of2024.filter(arrested).length, of2024.length);
    },
  },
  {
    notebook: 'b',
    question: 'Count of incidents in Q3 2022?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, within('2022-07-01', '2022-09-30'))),
  },
  {
    notebook: 'b',
    question: 'Total victims across the incidents that involved both murder and kidnapping',
    covers: ['conjunction', 'people'],
    expect: (rows) => number(victims(where(rows, has('murder'), has('kidnapping')))),
  },
  {
    notebook: 'b',
    question: 'Overall, are male victims more numerous than female victims?',
    covers: ['yes/no', 'restricted count'],
    expect: (rows) => yesNo(maleVictims(rows) > femaleVictims(rows)),
  },
  {
    notebook: 'b',
    question: 'Murder incidents dated before 2020: n?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, has('murder'), before('2020-01-01'))),
  },
  // Notebook b: the podcast producer.
  {
    notebook: 'b',
    question: 'Which province racked up the most suspects arrested?',
    covers: ['ranking', 'people'],
    ...ranking((rows) =>
      tallyOf(
        rows,
        (r) => r.province,
        (r) => r.num_suspects_arrested ?? 0,
      ),
    ),
  },
  {
    notebook: 'b',
    question: "What's the latest case in the Northern Cape?",
    covers: ['date'],
    expect: (rows) => dateAt(where(rows, inProvince('Northern Cape')), 'latest'),
  },
  {
    notebook: 'b',
    question: "How many rape cases are there where nobody's been arrested yet?",
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, has('rape'), notArrested)),
  },
  {
    notebook: 'b',
    question: 'kidnappings on weekends, how many',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, has('kidnapping'), weekend)),
  },
  {
    notebook: 'b',
    question: 'How many incidents were in the Free Sate in 2023?',
    covers: ['misspelling', 'calendar'],
    expect: (rows) => number(count(rows, inProvince('Free State'), inYear(2023))),
  },
  // Notebook b: the conservation trust's investigator.
  {
    notebook: 'b',
    question: 'How many poaching incidents in Limpopo and Mpumalanga together?',
    covers: ['restricted count'],
    expect: (rows) =>
      number(count(rows, has('poaching'), (r) => inProvince('Limpopo')(r) || inProvince('Mpumalanga')(r))),
  },
  {
    notebook: 'b',
    question: 'Did any poaching case end with no arrest?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, has('poaching'), notArrested) > 0),
  },
  {
    notebook: 'b',
    question: 'Which province had the most illegal gun cases?',
    covers: ['ranking', 'slang'],
    ...ranking((rows) => tallyOf(where(rows, has('illegal firearm possession')), (r) => r.province)),
  },
  {
    notebook: 'b',
    question: 'What are the names of the poachers who were arrested?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh9QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH9_QUESTIONS, rows);
