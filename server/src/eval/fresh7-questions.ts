/**
 * The seventh blind question set: thirty questions about the development set's two notebooks of real
 * releases (fifteen about notebook `a`: Gauteng, KwaZulu-Natal, Western Cape, Eastern Cape; fifteen
 * about `b`: Free State, Limpopo, Mpumalanga, North West, Northern Cape), written without reading the
 * analyst, the extractor or the earlier sets, every expectation computed from the ground truth.
 *
 * Three voices, none used by an earlier set:
 * - a candidate attorney at a legal-aid clinic, preparing for consultations: "matters", "accused",
 *   "dockets", terse and exact;
 * - the rural safety coordinator of a farmers' organisation, writing a briefing for members: farm
 *   murders, stock theft, provinces, weekends;
 * - the control-room manager of a private security company, reading for hotspots: CIT heists,
 *   truckjackings, busts, illegal firearms.
 *
 * How the questions are read (the expectations compute exactly this):
 * - An incident is one release (one ground-truth row); "cases", "matters", "dockets", "incidents" and
 *   "busts" count incidents. A crime counts an incident whose crimes hold that category (an incident
 *   may hold several): "X and Y" holds both, "X but no Y" holds X and not Y. "CIT heists" are
 *   cash-in-transit robberies, "truckjackings" truck hijackings, "farm murders" murders whose location
 *   names a farm, "illegal firearms" illegal firearm possession.
 * - A window reads the incident's date (`event_date`), both ends included; a release whose incident
 *   date is not stated falls in no window and on no weekday. "Q4 2023" is October to December 2023, "the
 *   first half of 2020" January to June 2020, "since the start of 2022" from 1 January 2022 on; a
 *   weekend is a Saturday or a Sunday.
 * - A place: a province by the incident's province ("KZN" is KwaZulu-Natal), a municipality by its
 *   municipality field.
 * - People: victims are the stated victim counts summed; female or male victims the stated counts by
 *   sex (an incident that does not say adds nothing); the suspects arrested ("accused taken into
 *   custody") are the stated numbers arrested summed; an incident with an arrest is one whose
 *   `arrest_made` is true, "nobody arrested" one whose `arrest_made` is false; ages are every stated
 *   suspect age, and an average is rounded to the decimals asked (a whole number when none are).
 * - A share is the percentage of the incidents in the group named, to the nearest whole percent.
 * - A ranking names the single leader of the tally asked for (incidents, unless victims or suspects
 *   are named); "where" for a single incident is answered by the part of its location no other
 *   incident's location holds.
 * - A yes/no compares the computed figures; "more" is strictly more.
 * - A refusal asks for what no field of the ground truth holds (sentences, bail, firearm calibres).
 */

import {
  type BlindQuestion,
  largestIncident,
  percentage,
  ranking,
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
  meanOf,
  municipalityNames,
  notArrested,
  number,
  refusal,
  sum,
  weekend,
  within,
} from './ground-truth-questions';

const where = (rows: readonly DevRow[], ...tests: ((r: DevRow) => boolean)[]) =>
  rows.filter((r) => tests.every((test) => test(r)));
const dated = (r: DevRow) => r.event_date !== null;
const onFarm = (r: DevRow) => /\bfarm\b/i.test(r.location);
const provinceNames = (province: string) =>
  province === 'KwaZulu-Natal' ? ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'] : province;

export const FRESH7_QUESTIONS: readonly BlindQuestion[] = [
  // Notebook a: the candidate attorney.
  {
    notebook: 'a',
    question: 'How many matters in KZN ended with nobody arrested?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, inProvince('KwaZulu-Natal'), notArrested)),
  },
  {
    notebook: 'a',
    question:
      'I need the total number of accused taken into custody across all the Western Cape incidents, please.',
    covers: ['people'],
    expect: (rows) => number(suspectsArrested(where(rows, inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question: 'Gauteng dockets with a kidnapping charge but no extortion charge - how many?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      number(count(rows, inProvince('Gauteng'), has('kidnapping'), (r) => !has('extortion')(r))),
  },
  {
    notebook: 'a',
    question: 'Average age of the accused in the Eastern Cape matters, where ages are given? One decimal.',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(where(rows, inProvince('Eastern Cape'))), 1),
  },
  {
    notebook: 'a',
    question: 'Of the accused whose ages are stated, how many were under 25?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(suspectAges(rows).filter((age) => age < 25).length),
  },
  {
    notebook: 'a',
    question: 'What sentences were handed down in the Western Cape matters?',
    covers: ['refusal'],
    expect: refusal,
  },
  // Notebook a: the rural safety coordinator.
  {
    notebook: 'a',
    question: 'Stock theft cases since the start of 2022: how many?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, has('stock theft'), within('2022-01-01', '9999-12-31'))),
  },
  {
    notebook: 'a',
    question: 'For our rural safety briefing: which province had the most murder cases?',
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(where(rows, has('murder')), (r) => r.province), provinceNames),
  },
  {
    notebook: 'a',
    question: 'In the Eastern Cape, were there more incidents on weekends than on weekdays?',
    covers: ['yes/no', 'calendar'],
    expect: (rows) => {
      const ec = where(rows, inProvince('Eastern Cape'), dated);
      return yesNo(ec.filter(weekend).length > ec.filter((r) => !weekend(r)).length);
    },
  },
  {
    notebook: 'a',
    question: 'How many female victims were recorded in the Eastern Cape incidents?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(sum(where(rows, inProvince('Eastern Cape')).map((r) => r.victims_female))),
  },
  // Notebook a: the control-room manager.
  {
    notebook: 'a',
    question: 'how many CIT heists between 2018 and 2022',
    covers: ['slang', 'calendar', 'restricted count'],
    expect: (rows) => number(count(rows, has('cash-in-transit robbery'), within('2018-01-01', '2022-12-31'))),
  },
  {
    notebook: 'a',
    question: 'Which municipality had the most cases involving illegal firearms?',
    covers: ['ranking'],
    ...ranking(
      (rows) => tallyOf(where(rows, has('illegal firearm possession')), (r) => r.municipality),
      municipalityNames,
    ),
  },
  {
    notebook: 'a',
    question: 'When was the latest truckjacking?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(where(rows, has('truck hijacking')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'What % of Western Cape incidents resulted in an arrest?',
    covers: ['share'],
    expect: (rows) => {
      const wc = where(rows, inProvince('Western Cape'));
      return percentage(wc.filter(arrested).length, wc.length);
    },
  },
  {
    notebook: 'a',
    question: 'Did Guateng have more suspects arrested than KZN overall?',
    covers: ['yes/no', 'people', 'misspelling'],
    expect: (rows) =>
      yesNo(
        suspectsArrested(where(rows, inProvince('Gauteng'))) >
          suspectsArrested(where(rows, inProvince('KwaZulu-Natal'))),
      ),
  },

  // Notebook b: the rural safety coordinator.
  {
    notebook: 'b',
    question: 'Farm murders in the Free State: how many are in here?',
    covers: ['slang', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Free State'), has('murder'), onFarm)),
  },
  {
    notebook: 'b',
    question: 'Stock theft: how many suspects were arrested in total?',
    covers: ['people'],
    expect: (rows) => number(suspectsArrested(where(rows, has('stock theft')))),
  },
  {
    notebook: 'b',
    question: 'How many incidents involved both murder and armed robbery?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('murder'), has('armed robbery'))),
  },
  {
    notebook: 'b',
    question: 'Which province had the most male victims?',
    covers: ['ranking', 'people'],
    ...ranking((rows) =>
      tallyOf(
        rows,
        (r) => r.province,
        (r) => r.victims_male ?? 0,
      ),
    ),
  },
  {
    notebook: 'b',
    question: 'Most recent stock theft incident - on what date did it happen?',
    covers: ['date'],
    expect: (rows) => dateAt(where(rows, has('stock theft')), 'latest'),
  },
  // Notebook b: the control-room manager.
  {
    notebook: 'b',
    question: 'Any CIT robberies in the first half of 2020?',
    covers: ['yes/no', 'calendar', 'slang'],
    expect: (rows) =>
      yesNo(count(rows, has('cash-in-transit robbery'), within('2020-01-01', '2020-06-30')) > 0),
  },
  {
    notebook: 'b',
    question: 'Business robberies in the North West, how many?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, inProvince('North West'), has('business robbery'))),
  },
  {
    notebook: 'b',
    question: 'Biggest single bust: where were the most suspects arrested in one incident?',
    covers: ['ranking', 'slang'],
    ...largestIncident(
      () => true,
      (r) => r.num_suspects_arrested,
    ),
  },
  {
    notebook: 'b',
    question: 'How many incidents in Q4 2023?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, within('2023-10-01', '2023-12-31'))),
  },
  {
    notebook: 'b',
    question: 'What calibre were the guns seized in the North West cases?',
    covers: ['refusal'],
    expect: refusal,
  },
  // Notebook b: the candidate attorney.
  {
    notebook: 'b',
    question: 'How many rape matters in the Northern Cape led to an arrest?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, inProvince('Northern Cape'), has('rape'), arrested)),
  },
  {
    notebook: 'b',
    question: 'Mean age of the accused in the rape matters, to one decimal place',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(where(rows, has('rape'))), 1),
  },
  {
    notebook: 'b',
    question:
      'Looking only at the murder cases, what share of them had at least one arrest? A percentage is fine.',
    covers: ['share'],
    expect: (rows) => {
      const murders = where(rows, has('murder'));
      return percentage(murders.filter(arrested).length, murders.length);
    },
  },
  {
    notebook: 'b',
    question: 'Which of the accused got bail, and how much was it set at?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'How many incidents in Limpompo happened on a weekend?',
    covers: ['misspelling', 'calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Limpopo'), weekend)),
  },
];

export const fresh7QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH7_QUESTIONS, rows);
