/**
 * The twenty-fifth fresh question set, written blind: without reading the answering engine, the earlier
 * question sets or the project's notes on its fixes, and never asked of the product before it is run
 * once, first try. Its voices: an agricultural union's rural safety desk officer (stock theft, farms,
 * poaching), a crime novelist checking that a story is realistic, and a municipal ward committee member
 * asking plainly about local places. Fifteen questions about each development notebook; every
 * expectation is computed from the ground truth by the code below.
 *
 * Readings:
 * - An incident is one release (one row); a count of incidents of a crime counts the rows whose
 *   `crimes` hold it, and an incident with two of the asked crimes counts once.
 * - "Hijackings, cars or trucks" are the incidents holding carjacking or truck hijacking.
 * - "Both murder and attempted murder", "a kidnapping that involved a murder" mean an incident holding
 *   both crimes.
 * - A window ("between 1 March 2021 and 30 June 2022", "in 2023") is on `event_date`, both ends
 *   inclusive; an undated incident is in no window, even when its release was published inside it.
 * - "On a farm" is an incident whose `location` names a farm (the Free State's five such locations).
 * - People figures sum the stated figures of the people model (`victims_killed`, `num_suspects_arrested`,
 *   ...); a null figure is not stated and adds nothing. Killed victims "in farm attacks" are those of
 *   the Free State farm incidents.
 * - "Someone the victim knew" is a stated relationship of partner, family or acquaintance.
 * - An average age is the mean of the stated suspect ages (one per suspect) of the selected incidents,
 *   rounded to the nearest year.
 * - A share is a percentage of incidents, rounded to the nearest whole percent; "no arrest" is
 *   `arrest_made` false.
 * - A ranking names the single top key of its tally (provinces by incidents); "more ... than" is
 *   strict, so equal counts answer No.
 * - The earliest/latest date is over the dated incidents of the selection.
 * - Refused: the victims' religion and the ward numbers of the places, which no release states (the
 *   release texts were searched for religion, church, mosque and ward).
 */
import {
  any,
  atPlace,
  type BlindQuestion,
  inMunicipality,
  knewTheAttacker,
  peopleTotal,
  percentage,
  ranking,
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
  inYear,
  meanOf,
  notArrested,
  number,
  refusal,
  within,
} from './ground-truth-questions';

const hijacking = any(has('carjacking'), has('truck hijacking'));
const freeStateFarm = (r: DevRow) => inProvince('Free State')(r) && atPlace('farm')(r);
const rural = any(has('stock theft'), has('poaching'));

export const FRESH25_QUESTIONS: BlindQuestion[] = [
  // Notebook a: the rural safety desk officer.
  {
    notebook: 'a',
    question: 'Rural safety desk here. How many stock theft cases are in this notebook?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, has('stock theft'))),
  },
  {
    notebook: 'a',
    question:
      'How many suspects were arrested for stock theft in the Eastern Cape and Western Cape put together?',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      number(
        suspectsArrested(
          rows.filter(
            (r) => has('stock theft')(r) && any(inProvince('Eastern Cape'), inProvince('Western Cape'))(r),
          ),
        ),
      ),
  },
  {
    notebook: 'a',
    question: 'Were there more stock theft incidents than poaching incidents?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, has('stock theft')) > count(rows, has('poaching'))),
  },
  {
    notebook: 'a',
    question: 'When did the earliest cash-in-transit robbery take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('cash-in-transit robbery')), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'For our rural desk: which province had the most stock theft and poaching incidents combined?',
    covers: ['ranking', 'conjunction'],
    ...ranking((rows) => tallyOf(rows.filter(rural), (r) => r.province)),
  },
  // Notebook a: the crime novelist.
  {
    notebook: 'a',
    question:
      "I'm writing a crime novel set in KZN. How many victims were killed in total in KwaZulu-Natal incidents?",
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question: 'How many incidents involved both murder and attempted murder?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('murder'), has('attempted murder'))),
  },
  {
    notebook: 'a',
    question: 'how many kidnaping cases were there in Gauteng',
    covers: ['misspelling', 'restricted count'],
    expect: (rows) => number(count(rows, has('kidnapping'), inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question: 'For realism: what religion were the murder victims?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'What was the average age of the suspects in murder cases, to the nearest year?',
    covers: ['people'],
    expect: (rows) =>
      meanOf(
        rows.filter(has('murder')).flatMap((r) => r.suspect_ages ?? []),
        0,
      ),
  },
  // Notebook a: the ward committee member.
  {
    notebook: 'a',
    question: 'How many incidents happened in Ekurhuleni?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, inMunicipality('Ekurhuleni'))),
  },
  {
    notebook: 'a',
    question: 'How many incidents were there between 1 March 2021 and 30 June 2022?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, within('2021-03-01', '2022-06-30'))),
  },
  {
    notebook: 'a',
    question:
      'What percentage of the incidents involved illegal firearm possession? Round to a whole number.',
    covers: ['share'],
    expect: (rows) => percentage(count(rows, has('illegal firearm possession')), rows.length),
  },
  {
    notebook: 'a',
    question: 'how many hijackings all told, cars and trucks both?',
    covers: ['slang', 'restricted count'],
    expect: (rows) => number(count(rows, hijacking)),
  },
  {
    notebook: 'a',
    question: 'Were there more incidents in Gauteng than in the Western Cape?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, inProvince('Gauteng')) > count(rows, inProvince('Western Cape'))),
  },
  // Notebook b: the rural safety desk officer.
  {
    notebook: 'b',
    question: 'How many of the Free State incidents took place on a farm?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, freeStateFarm)),
  },
  {
    notebook: 'b',
    question: 'Farm attacks in the Free State: how many people were killed in them altogether?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(freeStateFarm))),
  },
  {
    notebook: 'b',
    question: 'Total number of suspects arrested for stock theft?',
    covers: ['people'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('stock theft')))),
  },
  {
    notebook: 'b',
    question: 'When was the most recent stock theft incident?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('stock theft')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Which province had the most stock theft cases?',
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(rows.filter(has('stock theft')), (r) => r.province)),
  },
  // Notebook b: the crime novelist.
  {
    notebook: 'b',
    question: 'My next book is set in Limpopo. How many murders happened there?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, has('murder'), inProvince('Limpopo'))),
  },
  {
    notebook: 'b',
    question: 'What was the average age of the rape suspects, rounded to a whole year?',
    covers: ['people'],
    expect: (rows) =>
      meanOf(
        rows.filter(has('rape')).flatMap((r) => r.suspect_ages ?? []),
        0,
      ),
  },
  {
    notebook: 'b',
    question: 'In how many incidents was the attacker someone the victim knew?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(count(rows, knewTheAttacker)),
  },
  {
    notebook: 'b',
    question: 'Were there more CIT heists than truck hijackings?',
    covers: ['yes/no', 'slang'],
    expect: (rows) =>
      yesNo(count(rows, has('cash-in-transit robbery')) > count(rows, has('truck hijacking'))),
  },
  {
    notebook: 'b',
    question: 'How many kidnappings invovled a murder as well?',
    covers: ['conjunction', 'misspelling'],
    expect: (rows) => number(count(rows, has('kidnapping'), has('murder'))),
  },
  // Notebook b: the ward committee member.
  {
    notebook: 'b',
    question: 'How many incidents were in Mangaung?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, inMunicipality('Mangaung'))),
  },
  {
    notebook: 'b',
    question: 'What percentage of the incidents ended with nobody arrested?',
    covers: ['share'],
    expect: (rows) => percentage(count(rows, notArrested), rows.length),
  },
  {
    notebook: 'b',
    question: 'How many incidents happened in 2023?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, inYear(2023))),
  },
  {
    notebook: 'b',
    question: 'Which ward numbers were the Mangaung incidents in?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'What is the date of the latest incident in Madibeng?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inMunicipality('Madibeng')), 'latest'),
  },
];

/** The set's questions with their expectations worked out over the development set's ground truth. */
export const fresh25QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH25_QUESTIONS, rows);
