/**
 * The two-hundred-and-sixty-sixth fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A postman, plain and a bit weary, who sees the notebook as his round: places are "postcodes",
 *    the incidents are what turned up "on my round" or "in my bag", a suspect let out is "returned to
 *    sender"; he types quickly and now and then misspells ("happend", "togther").
 * 2. An electrician in technical shorthand: incidents are "faults logged" "on the board", a share is a
 *    "%", the busiest place is "carrying the heaviest load", a place "trips" on a crime, an incident "went live", two
 *    crimes in one incident are "on the same circuit" or "on the same job".
 * 3. A cricket umpire who gives formal rulings, one clear thing per question: "decision required",
 *    "on review", "the third umpire", "ruling on".
 *
 * The readings chosen (one row is one incident; a crime named in a question counts the rows whose
 * `crimes` hold that category):
 * - Dates are `event_date` alone; `published_date` is never read. A row without an event date is in no
 *   weekday, weekend, month range, quarter or "before" window, and is never the first or most recent.
 *   "Any year" / "all years taken together" takes the month of `event_date` whatever its year. Winter
 *   (the postman's) is June, July and August; the fourth quarter is October to December. A weekend is a
 *   Saturday or Sunday. "Before 1 January 2020" is an event date earlier than 2020-01-01.
 * - People are sums of the stated figures, a null adding nothing: `victims_killed` (killed),
 *   `victims_injured` (injured), `victims_children` (children, under eighteen), `num_suspects_arrested`
 *   (suspects arrested). A median is over the stated values only: `num_suspects_arrested` per incident,
 *   or every stated age in `suspect_ages` (one per suspect).
 * - "Postcodes" of a province means the province (`province`); a municipality is `municipality` (rows
 *   without one are left out of its ranking), answered with or without "City of". KwaZulu-Natal may be
 *   answered as "KZN".
 * - "Murders with no attempted murder" are rows holding `murder` but not `attempted murder`.
 *   "Kidnappings without a murder" hold `kidnapping` but not `murder`. "Illegal firearm" is
 *   `illegal firearm possession`. "Rapes" are `rape`, "murders" are `murder`.
 * - A share of incidents is over the rows of the selection named (all the notebook's rows, or a
 *   province's), to the nearest whole percent.
 * - A yes/no comparison compares the two sums (or counts) as stated; "more" is strictly more.
 * - Rankings (province by killed, municipality by killed, municipality by incidents, province by
 *   illegal firearm incidents, province by suspects arrested) each carry their tally; a tie at the top is an error in
 *   the question.
 * - Refusals: the ground truth holds no victims' occupations (postmen, couriers), nothing about the power
 *   supply or load shedding, nothing about bail, no suspects' previous convictions and no weather.
 */
import {
  type BlindQuestion,
  before,
  inMonths,
  kznProvinceNames,
  medianOf,
  not,
  peopleByProvince,
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
  casesOf,
  count,
  dateAt,
  has,
  inProvince,
  municipalityNames,
  number,
  percentOf,
  refusal,
  weekday,
  weekend,
} from './ground-truth-questions';

const murder = has('murder');
const kidnapping = has('kidnapping');
const onAMonday = (r: DevRow) => weekday(r) === 'Monday';

/** The killed of the rows that pass every test. */
const killedWhere = (rows: readonly DevRow[], ...tests: ((r: DevRow) => boolean)[]) =>
  peopleTotal('victims_killed', rowsWhere(rows, ...tests));

/** The stated values of a figure, nulls left out. */
const statedValues = (values: (number | null)[]) => values.filter((v): v is number => v !== null);

const municipalityKilledTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const firearmProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('illegal firearm possession')), (r) => r.province);
const provinceArrestsTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH266_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the postman, on notebook a.
  {
    notebook: 'a',
    question: 'On my round, how many kidnappings were there in the Gauteng postcodes?',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, kidnapping, inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question: 'Mondays are always the worst on my round. How many of these incidents happened on a Monday?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, onAMonday)),
  },
  {
    notebook: 'a',
    question: 'All told, how many people ended up injured across the whole round?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_injured', rows)),
  },
  {
    notebook: 'a',
    question: 'How many of the people attacked were postmen or couriers out doing their deliveries?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'When was the first cash-in-transit robbery on my round? I mean the day it happend, not the day the police got round to posting about it.',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(has('cash-in-transit robbery')), 'earliest'),
  },

  // Voice 2, the electrician, on notebook a.
  {
    notebook: 'a',
    question: 'Which province is carrying the heaviest load? Most people killed, summed across the board.',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'Illegal firearm faults logged as a % of all incidents on the board - nearest whole number?',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows, has('illegal firearm possession')),
  },
  {
    notebook: 'a',
    question: 'Murders logged with no attempted murder on the same circuit - count?',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder, not(has('attempted murder')))),
  },
  {
    notebook: 'a',
    question: 'How many of these went live during load shedding, with the power off in the area at the time?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'Suspect ages on the board: median age, only where an age is logged?',
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },

  // Voice 3, the cricket umpire, on notebook a.
  {
    notebook: 'a',
    question:
      'Decision required, yes or no: were more people killed in the Eastern Cape than in the Western Cape?',
    covers: ['yes/no', 'people'],
    expect: (rows) =>
      yesNo(killedWhere(rows, inProvince('Eastern Cape')) > killedWhere(rows, inProvince('Western Cape'))),
  },
  {
    notebook: 'a',
    question: 'On review: how many murders took place before 1 January 2020?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, before('2020-01-01'))),
  },
  {
    notebook: 'a',
    question: 'The third umpire wants a single name: which municipality recorded the most people killed?',
    covers: ['ranking', 'people'],
    ...ranking(municipalityKilledTally, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'Ruling on the date: when did the most recent murder in KwaZulu-Natal take place?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('KwaZulu-Natal')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'For the record: how many of the victims were children under eighteen, all incidents counted?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },

  // Voice 1, the postman, on notebook b.
  {
    notebook: 'b',
    question: 'Which municipality keeps turning up first class in my bag - the one with the most incidents?',
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'How many of the arrested lot were returned to sender, I mean let out on bail before their trial?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'Out of all the incidents in the Northern Cape postcodes, what percentage were rapes?',
    covers: ['share', 'conjunction', 'slang'],
    expect: (rows) => percentOf(rows.filter(inProvince('Northern Cape')), has('rape')),
  },
  {
    notebook: 'b',
    question:
      "Winter's the worst for a postman. How many incidents happened in June, July or August, any year?",
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMonths(6, 8))),
  },
  {
    notebook: 'b',
    question: 'How many suspects were arrested in the Free State all togther?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Free State')))),
  },

  // Voice 2, the electrician, on notebook b.
  {
    notebook: 'b',
    question: 'Median suspects arrested per incident, only where a figure is logged?',
    covers: ['people'],
    expect: (rows) => number(medianOf(statedValues(rows.map((r) => r.num_suspects_arrested)))),
  },
  {
    notebook: 'b',
    question: 'Which province trips most on illegal firearms? Most firearm faults logged, by province.',
    covers: ['ranking', 'restricted count', 'slang'],
    ...ranking(firearmProvinceTally),
  },
  {
    notebook: 'b',
    question: 'How many of the suspects arrested already had previous convictions on record?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'Kidnappings logged without a murder on the same job - how many?',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, kidnapping, not(murder))),
  },
  {
    notebook: 'b',
    question: 'Killed total for incidents that went live on a weekend, Sat or Sun?',
    covers: ['people', 'calendar', 'slang'],
    expect: (rows) => number(killedWhere(rows, weekend)),
  },

  // Voice 3, the cricket umpire, on notebook b.
  {
    notebook: 'b',
    question: 'Decision, please, yes or no: were there more rapes than murders in these incidents?',
    covers: ['yes/no', 'restricted count'],
    expect: (rows) => yesNo(count(rows, has('rape')) > count(rows, murder)),
  },
  {
    notebook: 'b',
    question: 'On review: on what date did the most recent murder take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(murder), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Ruling on the conditions: in how many of these incidents was it raining at the time?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Review of the fourth quarter: how many incidents fell between October and December, all years taken together?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMonths(10, 12))),
  },
  {
    notebook: 'b',
    question:
      'The third umpire is asked to rule: which province had the highest number of suspects arrested?',
    covers: ['ranking', 'people'],
    ...ranking(provinceArrestsTally),
  },
];

export const fresh266QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH266_QUESTIONS, rows);
