/**
 * The twenty-fourth fresh question set, written blind: without reading the analyst, the answering
 * engine, the extractor or any earlier question set, from the development set's README and the ground
 * truth of its notebooks `a` and `b` alone. Its voices: a prosecutor preparing statistics to oppose bail,
 * a data-journalism trainer writing exercises for students and a foreign embassy's travel-advisory
 * analyst, about five questions each per notebook.
 *
 * Readings:
 * - An incident is one release (one row); a crime "involved" in it is one of its `crimes`.
 *   "Unlawful possession of a firearm" is illegal firearm possession, a "car hijacking" is carjacking;
 *   "extortion cases that also involved kidnapping" are incidents whose crimes hold both.
 * - A window is on `event_date`, both ends inclusive; an undated incident falls in no window. "In 2019"
 *   is the calendar year; "from 2019 onwards" starts on 1 January 2019; "the first half of 2020" is
 *   1 January to 30 June 2020; "since 1 January 2022" runs to the end of the notebook.
 * - A share is a percentage to the nearest whole percent unless the question asks for a decimal: of
 *   the attempted murder incidents, those with `arrest_made` true; of the Eastern Cape incidents, those
 *   involving murder; of the victims whose sex is stated, `victims_female` over `victims_female` plus
 *   `victims_male` summed over the notebook.
 * - People are sums of the stated figures (`victims_killed`, `victims_female`, `victims_male`,
 *   `num_suspects_arrested`); a null figure is not stated and adds nothing. "Male victims only" is
 *   `victims_male` above nought with `victims_female` stated as nought. Ages are the stated
 *   `suspect_ages`, one per suspect: "aged 25 or younger" counts suspects, "at least one suspect aged 40
 *   or older" counts incidents, a mean is over the stated ages, rounded as asked.
 * - A ranking names the single top key of its tally (a police station, province or municipality by its
 *   count of incidents, or a province by its summed suspects arrested), which never ties; the station
 *   that dealt with an incident is its `police_station`, and an incident without one counts for none.
 *   A yes/no comparison is "Yes" only when the first side is strictly more; "any" is "Yes" when one
 *   incident (or one stated age) passes.
 * - Refused: the travel advisory level foreign governments have set (no release mentions an advisory, an
 *   embassy or a consulate) and murder rates per 100 000 residents (no release states a population).
 */

import {
  type BlindQuestion,
  femaleVictims,
  inMunicipality,
  maleVictims,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
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
  inYear,
  meanOf,
  municipalityNames,
  number,
  refusal,
  sinceYear,
  within,
} from './ground-truth-questions';

export const FRESH24_QUESTIONS: BlindQuestion[] = [
  // Notebook a: Gauteng, KwaZulu-Natal, Western Cape, Eastern Cape.
  // The prosecutor.
  {
    notebook: 'a',
    question:
      'For a bail opposition affidavit: how many incidents involved both murder and unlawful possession of a firearm?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('murder'), has('illegal firearm possession'))),
  },
  {
    notebook: 'a',
    question: 'How many of the suspects were aged 25 or younger?',
    covers: ['people'],
    expect: (rows) => number(suspectAges(rows).filter((age) => age <= 25).length),
  },
  {
    notebook: 'a',
    question: 'In what percentage of the attempted murder cases was an arrest made?',
    covers: ['share'],
    expect: (rows) => {
      const cases = rowsWhere(rows, has('attempted murder'));
      return percentage(rowsWhere(cases, arrested).length, cases.length);
    },
  },
  {
    notebook: 'a',
    question: 'What was the mean age of the suspects in Eastern Cape matters, to the nearest year?',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rowsWhere(rows, inProvince('Eastern Cape'))), 0),
  },
  {
    notebook: 'a',
    question: 'Which police station dealt with the most of these incidents?',
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(rows, (r) => r.police_station)),
  },
  // The data-journalism trainer.
  {
    notebook: 'a',
    question: 'Exercise 1 for my students: count the incidents that took place in 2019.',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, inYear(2019))),
  },
  {
    notebook: 'a',
    question:
      'Exercise 2: what percentage of the Eastern Cape incidents involved murder? Round to one decimal place.',
    covers: ['share'],
    expect: (rows) => {
      const cape = rowsWhere(rows, inProvince('Eastern Cape'));
      return percentage(rowsWhere(cape, has('murder')).length, cape.length, 1);
    },
  },
  {
    notebook: 'a',
    question: 'Exercise 3: which province had the most suspects arrested?',
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
    notebook: 'a',
    question: "Exercise 4: what's the date of the earliest incident in the notebook?",
    covers: ['date'],
    expect: (rows) => dateAt(rows, 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Exercise 5: how many incidents had male victims only, meaning at least one male victim and no female victims?',
    covers: ['conjunction', 'people'],
    expect: (rows) =>
      number(
        count(
          rows,
          (r) => (r.victims_male ?? 0) > 0,
          (r) => r.victims_female === 0,
        ),
      ),
  },
  // The embassy's travel-advisory analyst.
  {
    notebook: 'a',
    question: 'For our travel advisory: how many car hijackings were reported in Gauteng and KwaZulu-Natal?',
    covers: ['restricted count', 'slang'],
    expect: (rows) =>
      number(
        count(rows, has('carjacking'), (r) => r.province === 'Gauteng' || r.province === 'KwaZulu-Natal'),
      ),
  },
  {
    notebook: 'a',
    question: 'How many incidents happened in the City of Cape Town from 2019 onwards?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMunicipality('City of Cape Town'), sinceYear(2019))),
  },
  {
    notebook: 'a',
    question: 'What travel advisory level have foreign governments set for Gauteng?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'Were there more incidents in eThekwini than in Nelson Mandela Bay?',
    covers: ['yes/no'],
    expect: (rows) =>
      yesNo(count(rows, inMunicipality('eThekwini')) > count(rows, inMunicipality('Nelson Mandela Bay'))),
  },
  {
    notebook: 'a',
    question: 'When was the most recent kidnapping in Gautang?',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rowsWhere(rows, inProvince('Gauteng'), has('kidnapping')), 'latest'),
  },

  // Notebook b: Free State, Limpopo, Mpumalanga, North West, Northern Cape.
  // The prosecutor.
  {
    notebook: 'b',
    question: 'How many suspects were arrested in the North West murder cases?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, inProvince('North West'), has('murder')))),
  },
  {
    notebook: 'b',
    question: 'In how many incidents was at least one suspect aged 40 or older?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => (r.suspect_ages ?? []).some((age) => age >= 40))),
  },
  {
    notebook: 'b',
    question: 'What was the average age of the rape accused, to one decimal?',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rowsWhere(rows, has('rape'))), 1),
  },
  {
    notebook: 'b',
    question: 'How many extortion cases also involved kidnapping?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('extortion'), has('kidnapping'))),
  },
  {
    notebook: 'b',
    question: 'Was any suspect older than 60?',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(suspectAges(rows).some((age) => age > 60)),
  },
  // The data-journalism trainer.
  {
    notebook: 'b',
    question: 'Exercise: how many incidents took place in the first half of 2020, January to June?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, within('2020-01-01', '2020-06-30'))),
  },
  {
    notebook: 'b',
    question:
      'Exercise: of the victims whose sex is stated, what percentage were female? Give a whole number.',
    covers: ['share', 'people'],
    expect: (rows) => percentage(femaleVictims(rows), femaleVictims(rows) + maleVictims(rows)),
  },
  {
    notebook: 'b',
    question: 'Exercise: which municipality has the most incidents?',
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(rows, (r) => r.municipality), municipalityNames),
  },
  {
    notebook: 'b',
    question: 'Exercise: give the date of the latest incident in the Northern Cape.',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, inProvince('Northern Cape')), 'latest'),
  },
  {
    notebook: 'b',
    question: "Exercise: what is each province's murder rate per 100 000 residents?",
    covers: ['refusal'],
    expect: refusal,
  },
  // The embassy's travel-advisory analyst.
  {
    notebook: 'b',
    question: 'How many incidents in Mpumulanga involved kidnapping or carjacking?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) =>
      number(count(rows, inProvince('Mpumalanga'), (r) => has('kidnapping')(r) || has('carjacking')(r))),
  },
  {
    notebook: 'b',
    question: 'Which province had the most kidnappings?',
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(rowsWhere(rows, has('kidnapping')), (r) => r.province)),
  },
  {
    notebook: 'b',
    question: 'How many people were killed in incidents since 1 January 2022?',
    covers: ['calendar', 'people'],
    expect: (rows) => number(peopleTotal('victims_killed', rowsWhere(rows, sinceYear(2022)))),
  },
  {
    notebook: 'b',
    question: 'Any car hijackings in the Free State?',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, inProvince('Free State'), has('carjacking')) > 0),
  },
  {
    notebook: 'b',
    question: 'When did the last incident in Limpopo happen?',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, inProvince('Limpopo')), 'latest'),
  },
];

/** The set's questions with their expectations worked out over the development set's ground truth. */
export const fresh24QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH24_QUESTIONS, rows);
