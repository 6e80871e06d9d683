/**
 * The three-hundred-and-twenty-fourth fresh question set (blind): thirty questions, fifteen about
 * notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or
 * any other question set than the model of the file's shape. Every expectation is worked out from the
 * ground-truth rows of the question's own notebook, never typed in by hand.
 *
 * The voices (each puts five questions to each notebook):
 * 1. The principal of a nursery school in Mahikeng. She writes whole, formal sentences with a greeting
 *    or a "kindly"/"please may I know", speaks of "learners" and "little ones", and asks about children,
 *    women and girls, and her own North West province. Her slips are of the careful kind: a request
 *    written as a statement without a question mark, or a reason for asking tucked into the question.
 * 2. A long-haul truck driver who runs the N3 between Durban and Johannesburg. He types in lower case
 *    and texting shorthand ("hw", "wat", "wen", "n", "pls", "yr", "2023/24"), uses road words ("the N3",
 *    "hijack hotspots", "the load", "okes" for men) and misspells as he goes ("hijak", "murdres", "Free
 *    Sate", "Mpumalnga"). He asks about truck hijackings and hijackings in general, and about KZN
 *    against Gauteng.
 * 3. A retired court stenographer. Exact and pedantic, in a legal register ("the accused", "matters",
 *    "in respect of", "per the releases", "for the record"), she states how a figure is to be given
 *    (to one decimal, to the nearest whole percent, the incident date rather than the publication
 *    date) and asks some things a record of police releases cannot hold (sentences, convictions).
 *
 * The readings chosen (one row is one incident or "matter"; a crime word counts the rows whose `crimes`
 * hold the category):
 * - Dates are `event_date` alone; `published_date` is never read. A row without an `event_date` is in
 *   no year, month, weekend or "since" window and is never the earliest or the latest. "2023/24 (both
 *   yrs)" is the calendar years 2023 and 2024 together (1 January 2023 to 31 December 2024), not the
 *   police financial year. "Since the beginning of 2021" / "since jan 2023" start on that 1 January.
 *   "December, all years taken together" is the month of `event_date` in any year. A weekend is a
 *   Saturday or Sunday of `event_date`.
 * - Crime words: "murder"/"murdres" is `murder` alone (attempted murder and culpable homicide are not
 *   murder); "rape" is `rape`; "kidnapping" is `kidnapping`; "truck hijacking" is `truck hijacking`
 *   alone; "hijackings, trucks n cars" is `truck hijacking` or `carjacking`; "robberies n hijackings,
 *   all kinds" is `armed robbery`, `robbery`, `house robbery`, `business robbery`,
 *   `cash-in-transit robbery`, `carjacking` or `truck hijacking`; "unlawful possession of a firearm" is
 *   `illegal firearm possession`; "cash-in-transit robbery" is `cash-in-transit robbery`.
 * - People are sums of stated figures, a null (unstated) figure adding nothing: children harmed or
 *   child victims are `victims_children`; women and girls among the victims are `victims_female`;
 *   suspects arrested ("okes locked up") are `num_suspects_arrested`; female accused are
 *   `suspects_female`. "Any incident with a child among the victims" is a row whose `victims_children`
 *   is above zero (null is not a child).
 * - "No arrest (at all)" is `arrest_made === false`; "resulted in an arrest" is `arrest_made === true`
 *   (a null is neither).
 * - Shares: women and girls are `victims_female` over `victims_female` + `victims_male` of the whole
 *   notebook (victims of unstated sex are outside both); KZN incidents without an arrest are over the
 *   notebook's KwaZulu-Natal rows; Northern Cape matters with an arrest over its Northern Cape rows;
 *   firearm matters over all the notebook's rows (one decimal). Percentages are rounded to the nearest
 *   whole percent unless the question asks for a decimal; a value on the halfway mark is an error.
 * - "How many more in Gauteng than in KZN" is the difference of the two counts; Gauteng must have more.
 * - Provinces are `province`; KwaZulu-Natal may be answered as "KZN". Rankings (province with most
 *   suspects arrested, province with most child victims, province with most robberies and hijackings)
 *   carry their tally; a tie at the top is an error in the question, not an answer.
 * - Refusals (the ground truth holds none of these): the ages of victims (only whether a victim was a
 *   child), whether a child victim was a learner at a school or crèche, the value of a hijacked load,
 *   the sentences handed down, and whether the accused were later convicted.
 */
import {
  anyCrime,
  type BlindQuestion,
  femaleVictims,
  kznProvinceNames,
  maleVictims,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
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
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const rape = has('rape');
const kidnapping = has('kidnapping');
const truckHijacking = has('truck hijacking');
/** A hijacking of any vehicle: a truck or a car. */
const hijacking = anyCrime('truck hijacking', 'carjacking');
/** Robberies of every type together with hijackings of trucks and cars. */
const robberyOrHijacking = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
  'carjacking',
  'truck hijacking',
);
const kzn = inProvince('KwaZulu-Natal');
const northWest = inProvince('North West');
/** A row that states at least one child among its victims. */
const childVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;

const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const robberyProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(robberyOrHijacking), (r) => r.province);

export const FRESH324_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the nursery school principal, on notebook a.
  {
    notebook: 'a',
    question:
      'Good morning. As the principal of a nursery school, the safety of our little ones is close to my heart. In total, how many of the victims in these police releases were children?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question:
      'Kindly tell me what percentage of the victims were women and girls, counting only those victims whose sex is recorded.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = femaleVictims(rows);
      return percentage(female, female + maleVictims(rows));
    },
  },
  {
    notebook: 'a',
    question:
      'Was there any incident in KwaZulu-Natal in which a child was among the victims? A simple yes or no would be appreciated.',
    covers: ['yes/no', 'conjunction', 'people'],
    expect: (rows) => yesNo(count(rows, kzn, childVictim) > 0),
  },
  {
    notebook: 'a',
    question:
      'Our learners are between three and six years old, so I would like to know the ages of the little ones who were harmed in these incidents.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'On what date did the most recent rape take place? We are preparing a safety talk for the mothers of our learners.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(rape), 'latest'),
  },

  // Voice 2, the N3 truck driver, on notebook a.
  {
    notebook: 'a',
    question: 'truck hijackings gauteng vs kzn - hw many more in gauteng?',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => truckHijacking(r) && inProvince('Gauteng')(r),
        (r) => truckHijacking(r) && kzn(r),
      ),
  },
  {
    notebook: 'a',
    question: 'which province locked up the most okes? total suspects arrested per province',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByProvince, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'kzn side of the N3, hw many incidents in 2023/24 (both yrs)',
    covers: ['calendar', 'restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, kzn, within('2023-01-01', '2024-12-31'))),
  },
  {
    notebook: 'a',
    question: 'wen was the last truck hijak? date pls',
    covers: ['date', 'misspelling', 'slang'],
    expect: (rows) => dateAt(rows.filter(truckHijacking), 'latest'),
  },
  {
    notebook: 'a',
    question: 'wat % of the kzn incidents had no arrest at all',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows.filter(kzn), notArrested),
  },

  // Voice 3, the retired court stenographer, on notebook a.
  {
    notebook: 'a',
    question:
      'Per the releases, in how many matters in the Eastern Cape was murder recorded and no arrest made? Attempted murder alone is not to be counted as murder.',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, murder, inProvince('Eastern Cape'), notArrested)),
  },
  {
    notebook: 'a',
    question: 'State the date on which the earliest kidnapping in the record occurred.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'In respect of all matters in the record, what percentage involved the unlawful possession of a firearm? Give the figure to one decimal place.',
    covers: ['share'],
    expect: (rows) => percentage(count(rows, has('illegal firearm possession')), rows.length, 1),
  },
  {
    notebook: 'a',
    question: 'What sentences were handed down to the accused in the murder matters, per the releases?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'For the record: how many incidents occurred in the month of December, all years taken together?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => month(r) === 12)),
  },

  // Voice 1, the nursery school principal, on notebook b.
  {
    notebook: 'b',
    question:
      'I am writing from Mahikeng. How many children were victims in the North West province, according to the releases?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(northWest))),
  },
  {
    notebook: 'b',
    question:
      'In which province were the most children harmed? The wellbeing of the little ones is my first concern.',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_children')),
  },
  {
    notebook: 'b',
    question: 'Has any rape been reported in North West since the beginning of 2021? Yes or no, please.',
    covers: ['yes/no', 'calendar', 'conjunction'],
    expect: (rows) => yesNo(count(rows, rape, northWest, sinceYear(2021)) > 0),
  },
  {
    notebook: 'b',
    question:
      'How many of the child victims in North West were learners enrolled at a school or a crèche at the time of the incident?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'Please may I know the date of the most recent kidnapping in North West province',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, kidnapping, northWest), 'latest'),
  },

  // Voice 2, the N3 truck driver, on notebook b.
  {
    notebook: 'b',
    question: 'hijackings in mpumalanga, trucks n cars both - hw many',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, hijacking, inProvince('Mpumalanga'))),
  },
  {
    notebook: 'b',
    question: 'robberies n hijackings, all kinds. which province is the worst hijack hotspot?',
    covers: ['ranking', 'slang'],
    ...ranking(robberyProvinceTally),
  },
  {
    notebook: 'b',
    question: 'since jan 2023 hw many incidents happened on a weekend, sat or sun',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, sinceYear(2023), weekend)),
  },
  {
    notebook: 'b',
    question: 'hw many murdres in the Free Sate?',
    covers: ['misspelling', 'restricted count'],
    expect: (rows) => number(count(rows, murder, inProvince('Free State'))),
  },
  {
    notebook: 'b',
    question: 'wat was the load worth on the truck that got hijacked near carolina? value in rand',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the retired court stenographer, on notebook b.
  {
    notebook: 'b',
    question:
      'What percentage of the matters in the Northern Cape resulted in an arrest, per the releases? To the nearest whole percent.',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Northern Cape')), arrested),
  },
  {
    notebook: 'b',
    question:
      'The date of the earliest cash-in-transit robbery in the record, please: the incident date, not the date of publication.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('cash-in-transit robbery')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'How many of the accused were female? I require the exact count as stated in the releases.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question: 'In how many of these matters were the accused subsequently convicted?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'In respect of how many matters were both kidnapping and murder recorded?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, kidnapping, murder)),
  },
];

export const fresh324QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH324_QUESTIONS, rows);
