/**
 * Fresh questions, sixth set: written blind by a helper session for the answering issue (issue 22,
 * section 5), without reading the analyst, the extractor or any earlier question set. The voices: a
 * short-term insurance risk analyst, a fact-checker at a verification unit, and a member of a
 * community policing forum. Fifteen questions about each development notebook; every expectation is
 * computed from the ground truth, never typed. Run once for the first-try figure; do not change a
 * question after that first run (a wrong expectation is fixed only by fixing the ground truth).
 *
 * Readings: an incident is one release; victims and arrests are the stated figures (unstated counts
 * as none); a vehicle hijacking is a carjacking or a truck hijacking, a home invasion a house robbery;
 * a place named by a suburb is matched in the incident's location; a calendar window is over the
 * incident date (undated incidents fall outside every window); the ground truth records neither
 * insurance, nor times of day, nor parole, so those questions expect a refusal.
 */
import {
  any,
  atPlace,
  type BlindQuestion,
  femaleVictims,
  inMonths,
  inMunicipality,
  not,
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
  meanOf,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  weekday,
  within,
} from './ground-truth-questions';

const vehicleHijacking = any(has('carjacking'), has('truck hijacking'));

export const FRESH6_QUESTIONS: BlindQuestion[] = [
  // Notebook a — the insurance analyst
  {
    notebook: 'a',
    question: 'How many vehicle hijackings, cars or trucks, were reported in Gauteng?',
    covers: ['slang'],
    expect: (rows) => number(count(rows, vehicleHijacking, inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question: 'How many house robberies and burgleries are there in total?',
    covers: ['misspelling'],
    expect: (rows) => number(count(rows, any(has('house robbery'), has('burglary')))),
  },
  {
    notebook: 'a',
    question: 'How many of the hijacked vehicles were insured?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'What share of the Western Cape incidents happened in the City of Cape Town metro? Nearest whole percent.',
    covers: ['share'],
    expect: (rows) => {
      const westernCape = rows.filter(inProvince('Western Cape'));
      return percentage(count(westernCape, inMunicipality('City of Cape Town')), westernCape.length);
    },
  },
  {
    notebook: 'a',
    question: 'Within Gauteng, which municipality had the most incidents?',
    covers: ['ranking'],
    ...ranking(
      (rows) => tallyOf(rows.filter(inProvince('Gauteng')), (r) => r.municipality),
      municipalityNames,
    ),
  },
  // Notebook a — the fact-checker
  {
    notebook: 'a',
    question: 'Is it true that there were more murders in KwaZulu-Natal than in the Eastern Cape? Yes or no.',
    covers: ['yes/no'],
    expect: (rows) =>
      yesNo(
        count(rows, has('murder'), inProvince('KwaZulu-Natal')) >
          count(rows, has('murder'), inProvince('Eastern Cape')),
      ),
  },
  {
    notebook: 'a',
    question: 'How many incidents took place after 30 June 2023?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, within('2023-07-01', '9999-12-31'))),
  },
  {
    notebook: 'a',
    question: 'What is the date of the earliest incident in the notebook?',
    covers: ['date'],
    expect: (rows) => dateAt(rows, 'earliest'),
  },
  {
    notebook: 'a',
    question: 'How many victims in total were there in the incidents involving attempted murder?',
    covers: ['people'],
    expect: (rows) => number(victims(rows.filter(has('attempted murder')))),
  },
  {
    notebook: 'a',
    question: 'How many incidents involved a murder but no attempted murder?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('murder'), not(has('attempted murder')))),
  },
  {
    notebook: 'a',
    question: 'What was the average age of the suspects in the Western Cape cases, to one decimal place?',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows.filter(inProvince('Western Cape'))), 1),
  },
  // Notebook a — the community policing forum member
  {
    notebook: 'a',
    question: 'How many incidents were in Khayelitsha?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, atPlace('Khayelitsha'))),
  },
  {
    notebook: 'a',
    question: 'How many suspects were arrested in Nelson Mandela Bay?',
    covers: ['people'],
    expect: (rows) => number(suspectsArrested(rows.filter(inMunicipality('Nelson Mandela Bay')))),
  },
  {
    notebook: 'a',
    question: 'How many incidents happened in the winter months, June to August, of any year?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, inMonths(6, 8))),
  },
  {
    notebook: 'a',
    question: 'At what time of night did the tavern shootings happen?',
    covers: ['refusal'],
    expect: refusal,
  },
  // Notebook b — the insurance analyst
  {
    notebook: 'b',
    question: 'How many incidents involved both stock theft and vehicle theft?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('stock theft'), has('vehicle theft'))),
  },
  {
    notebook: 'b',
    question: 'What is the total number of victims in the business robberies?',
    covers: ['people'],
    expect: (rows) => number(victims(rows.filter(has('business robbery')))),
  },
  {
    notebook: 'b',
    question:
      'What percentage of the incidents involved an unlicensed gun? Round to the nearest whole percent.',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows, has('illegal firearm possession')),
  },
  {
    notebook: 'b',
    question: 'Which province recorded the most victims in total?',
    covers: ['ranking', 'people'],
    ...ranking((rows) =>
      tallyOf(
        rows,
        (r) => r.province,
        (r) => r.num_victims ?? 0,
      ),
    ),
  },
  {
    notebook: 'b',
    question: 'How many of the incidents in the Nothern Cape ended without any arrest?',
    covers: ['misspelling', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Northern Cape'), notArrested)),
  },
  // Notebook b — the fact-checker
  {
    notebook: 'b',
    question: 'When did the latest incident in the Free State take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Free State')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Was anybody arrested for the rhino poaching at the Thabazimbi game reserve? Yes or no.',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, has('poaching'), atPlace('Thabazimbi'), arrested) > 0),
  },
  {
    notebook: 'b',
    question: 'How many suspects were arrested altogether, across the whole notebook?',
    covers: ['people'],
    expect: (rows) => number(suspectsArrested(rows)),
  },
  {
    notebook: 'b',
    question: 'How many incidents happened in the first half of 2020?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, within('2020-01-01', '2020-06-30'))),
  },
  {
    notebook: 'b',
    question: 'Of the suspects whose ages are stated, how many were 40 or older?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(suspectAges(rows).filter((age) => age >= 40).length),
  },
  // Notebook b — the community policing forum member
  {
    notebook: 'b',
    question: 'How many home invasions are there in this notebook?',
    covers: ['slang'],
    expect: (rows) => number(count(rows, has('house robbery'))),
  },
  {
    notebook: 'b',
    question: 'How many incidents involved extortion, apart from the ones that also involved a kidnapping?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('extortion'), not(has('kidnapping')))),
  },
  {
    notebook: 'b',
    question: 'How many female victims were there in the Free State?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(femaleVictims(rows.filter(inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question: 'How many incidents happened from Monday to Wednesday?',
    covers: ['calendar'],
    expect: (rows) =>
      number(count(rows, (r: DevRow) => ['Monday', 'Tuesday', 'Wednesday'].includes(weekday(r) ?? ''))),
  },
  {
    notebook: 'b',
    question: 'How many of the arrested suspects were out on parole at the time?',
    covers: ['restricted count', 'refusal'],
    expect: refusal,
  },
];

export const fresh6QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH6_QUESTIONS, rows);
