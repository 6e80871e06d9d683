/**
 * The twelfth fresh question set, written blind (without reading the analyst, the extractor or the
 * earlier question sets), in three new voices: a provincial community-safety department analyst
 * (provinces, municipalities, windows, "EC"), a wire-service sub-editor (terse, "truckjackings", "drug
 * busts", checking dates and names for copy) and a school-safety researcher (children, young suspects,
 * the time of day). Fifteen questions about each development notebook; every expectation is computed
 * from the ground truth.
 *
 * Readings:
 * - An incident is one release of the notebook ("case" and "incident" count releases); an incident has
 *   a crime when its `crimes` hold it; a drug bust is an incident with drug dealing or drug possession.
 * - A window (a half of a named year, a month range in any year, before a year, a weekday) is
 *   read on `event_date`, inclusive at both ends; an undated incident is in no window (and no window
 *   holds the publication date of an undated incident, so reading one by it changes nothing).
 * - A province is `province` ("EC" is the Eastern Cape); a municipality is `municipality` (a misspelt
 *   name is the one it misspells; "City of Cape Town" may be said as "Cape Town").
 * - People are the sums of the stated figures: female and male victims `victims_female` /
 *   `victims_male`, people injured `victims_injured`, people killed `victims_killed`, children who were
 *   victims `victims_children`, male suspects `suspects_male` (arrested or sought). A null figure is not
 *   stated and adds nothing. An age count is over the stated ages, one per suspect.
 * - A share is of all the notebook's incidents, to the nearest whole percent; "a child victim" is a
 *   stated `victims_children` above zero, "an arrest" is `arrest_made`.
 * - A ranking names the single top key: the municipality with the most incidents, the crime (other than
 *   murder) in the most incidents, or the one incident with the most people killed (named by its place).
 *   A yes/no compares the two sums it names.
 * - Times of day, sentences, names and weapons are not in the events: those questions are refused.
 */
import {
  any,
  type BlindQuestion,
  before,
  femaleVictims,
  inMonths,
  inMunicipality,
  largestIncident,
  maleVictims,
  not,
  peopleTotal,
  ranking,
  stated,
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
  crimeNames,
  dateAt,
  has,
  inProvince,
  municipalityNames,
  number,
  percentOf,
  refusal,
  weekday,
  within,
} from './ground-truth-questions';

const withChildVictim = (r: DevRow) => (stated('victims_children')(r) ?? 0) > 0;

export const FRESH12_QUESTIONS: readonly BlindQuestion[] = [
  // Notebook a: Gauteng, KwaZulu-Natal, Western Cape and Eastern Cape.
  {
    notebook: 'a',
    question: 'How many EC incidents are in the notebook?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, inProvince('Eastern Cape'))),
  },
  {
    notebook: 'a',
    question: 'Total injured, all incidents?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_injured', rows)),
  },
  {
    notebook: 'a',
    question:
      "I'm mapping harm to learners and other minors in the Western Cape for a school-safety study. How many children were victims in the Western Cape incidents?",
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question: 'How many incidents occurred in the second half of 2019?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, within('2019-07-01', '2019-12-31'))),
  },
  {
    notebook: 'a',
    question: 'how many truckjackings',
    covers: ['slang', 'restricted count'],
    expect: (rows) => number(count(rows, has('truck hijacking'))),
  },
  {
    notebook: 'a',
    question: 'What percentage of all the incidents had a child among the victims?',
    covers: ['share', 'people'],
    expect: (rows) => percentOf(rows, withChildVictim),
  },
  {
    notebook: 'a',
    question:
      'For the department’s quarterly brief: which municipality has the most incidents in this notebook?',
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(rows, (r) => r.municipality), municipalityNames),
  },
  {
    notebook: 'a',
    question: 'Date of the latest KZN incident? Need it for the copy.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(inProvince('KwaZulu-Natal')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Were more suspects arrested in the Eastern Cape than in KwaZulu-Natal?',
    covers: ['yes/no', 'people'],
    expect: (rows) =>
      yesNo(
        suspectsArrested(rows.filter(inProvince('Eastern Cape'))) >
          suspectsArrested(rows.filter(inProvince('KwaZulu-Natal'))),
      ),
  },
  {
    notebook: 'a',
    question: 'In how many incidents was there an attempted murder but no murder?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('attempted murder'), not(has('murder')))),
  },
  {
    notebook: 'a',
    question: 'How many incidents in Ekurhulini?',
    covers: ['misspelling', 'restricted count'],
    expect: (rows) => number(count(rows, inMunicipality('Ekurhuleni'))),
  },
  {
    notebook: 'a',
    question:
      'Did most of these attacks happen in the morning, during school hours, or at night? Give me the times of day.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'How many murders fell between October and December, across all the years?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, has('murder'), inMonths(10, 12))),
  },
  {
    notebook: 'a',
    question: 'What sentence did the Hout Bay poachers get?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'Of the suspects whose ages are known, how many were younger than 25?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectAges(rows).filter((age) => age < 25).length),
  },

  // Notebook b: Free State, Limpopo, Mpumalanga, North West and Northern Cape.
  {
    notebook: 'b',
    question: 'How many Northern Cape incidents involved a rape?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, inProvince('Northern Cape'), has('rape'))),
  },
  {
    notebook: 'b',
    question: 'How many people were killed in the North West?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question: 'How many children were victims in the incidents that involved a murder?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(has('murder')))),
  },
  {
    notebook: 'b',
    question: 'How many incidents took place before 2018?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, before('2018-01-01'))),
  },
  {
    notebook: 'b',
    question: 'Thursdays: how many incidents?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Thursday')),
  },
  {
    notebook: 'b',
    question: 'In what percentage of the incidents was an arrest made?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'b',
    question: 'Leaving murder aside, wich crime appears in the most incidents?',
    covers: ['ranking'],
    ...ranking(
      (rows) =>
        tallyOf(
          rows.flatMap((r) => r.crimes.filter((crime) => crime !== 'murder')),
          (crime) => crime,
        ),
      crimeNames,
    ),
  },
  {
    notebook: 'b',
    question:
      'Sub-editing a wrap on deadly attacks: which single incident had the highest death toll? Name the place.',
    covers: ['ranking', 'people'],
    ...largestIncident(() => true, stated('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'When was the earliest Mpumalanga incident?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Mpumalanga')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'Across the whole notebook, were there more female victims than male victims? Only where the sex is given.',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(femaleVictims(rows) > maleVictims(rows)),
  },
  {
    notebook: 'b',
    question: 'How many of the murder cases also involved a kidnapping?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('murder'), has('kidnapping'))),
  },
  {
    notebook: 'b',
    question: 'How many drug busts are there (dealing or possession)?',
    covers: ['slang', 'restricted count'],
    expect: (rows) => number(count(rows, any(has('drug dealing'), has('drug possession')))),
  },
  {
    notebook: 'b',
    question: 'How many murders in Limpompo?',
    covers: ['misspelling', 'restricted count'],
    expect: (rows) => number(count(rows, has('murder'), inProvince('Limpopo'))),
  },
  {
    notebook: 'b',
    question: 'How many male suspects, arrested or wanted, were there in the Northern Cape cases?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('suspects_male', rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question: 'Name the man arrested for the Morgenzon rape, and say what weapon he used.',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh12QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH12_QUESTIONS, rows);
