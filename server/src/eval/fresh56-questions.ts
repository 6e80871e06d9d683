/**
 * The fifty-sixth fresh question set, written blind: thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, put by three people, each asking five of each notebook.
 *
 * - A criminology lecturer preparing a tutorial: precise wording, rates, medians, means per incident,
 *   shares with a stated base, year-on-year change and exclusions spelled out.
 * - A retired detective in the old jargon ("docket", "the accused", "perps", "collared", "CIT", "GBH"),
 *   asking after suspects, arrests and the ages of the accused.
 * - A school-safety officer: children as victims, the learner attacked on her way to school, the
 *   school break-in, the youngest suspect, school days against weekends, term-time months, and one
 *   thing the releases never say.
 *
 * Every expectation is computed from the ground truth rows of the question's notebook, never typed by
 * hand. The readings chosen:
 *
 * 1. An incident "with nobody arrested" is one whose `arrest_made` is false; "excluding the incidents
 *    in which no one was arrested" keeps those with `num_suspects_arrested` above zero.
 * 2. The median of an even number of values is the mean of the two middle ones.
 * 3. "Murder cases" and "murder dockets" are the incidents whose crimes include murder; people killed
 *    per murder incident is the mean of the stated `victims_killed` over them (a null adds nothing and
 *    is not counted).
 * 4. A year's incidents are those whose `event_date` falls in it; an incident without a stated date
 *    belongs to no year, month or weekday. The change from one year to the next is the later year's
 *    count less the earlier's.
 * 5. People killed, police officers among the victims, children among the victims and women among the
 *    accused are the sums of the stated people-model figures (`victims_killed`, `victims_police`,
 *    `victims_children`, `suspects_female`); a null adds nothing.
 * 6. "Perps put in the cells", "accused locked up", "accused bagged" are `num_suspects_arrested`; "more
 *    than one accused" is more than one suspect arrested in the incident (suspects only sought do not
 *    count).
 * 7. The ages of the accused are the individually stated `suspect_ages`; an age range given for a group
 *    ("aged 17 to 22") states no one's age and is not read. The oldest is the largest of them; the
 *    mean age of the rape suspects pools every stated suspect age of the rape incidents (sought
 *    suspects included), not a mean of means.
 * 8. A case "where a child was among the victims" (a "child victim", "a victim under 18") is one with
 *    `victims_children` above zero. The youngest suspect in such cases is the smallest stated suspect
 *    age over them.
 * 9. The weekend is Saturday and Sunday; a school day is Monday to Friday, by the weekday of the
 *    `event_date`.
 * 10. Term time, as the school-safety officer defines it in the question, is every month except
 *     December, January and July.
 * 11. Khayelitsha (misspelt "Kayelitsha") incidents are those whose location names Khayelitsha; a
 *     Northern Cape (misspelt "Northen Cape") incident is one with that province.
 * 12. CIT heists are cash-in-transit robberies; the GBH job is the incident whose crimes include
 *     assault gbh, dated by its `event_date`.
 * 13. The most recent rape of a child is the latest `event_date` of an incident with rape and a child
 *     victim.
 * 14. A ranking by province or municipality sums (or counts) over the notebook's incidents; an incident
 *     without a municipality is left out of the municipality ranking. Every ranking's top is unique.
 * 15. The school break-in is the burglary at the Madombidzha secondary school; "has anyone been
 *     arrested" reads its `arrest_made`.
 * 16. No release gives the school grade of any victim (searched: "grade", "standard", "matric", "class",
 *     "learner", "pupil" appear in none of them as a school year), so that question is refused.
 */
import type { Expectation } from './answer-matching';
import {
  atPlace,
  type BlindQuestion,
  kznProvinceNames,
  peopleByProvince,
  peopleTotal,
  ranking,
  rowsWhere,
  suspectAges,
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
  inYear,
  meanOf,
  month,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sum,
  weekday,
  weekend,
} from './ground-truth-questions';

/** The median of the values (the mean of the two middle ones for an even count); none is an error. */
function medianOf(values: readonly number[]): Expectation {
  const sorted = [...values].sort((x, y) => x - y);
  if (sorted.length === 0) throw new Error('no value to take a median of');
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  const lower = sorted.length % 2 === 0 ? (sorted[middle - 1] ?? 0) : upper;
  return number((lower + upper) / 2);
}

/** The smallest or largest of the values; none is an error in the question. */
function extremeOf(values: readonly number[], end: 'smallest' | 'largest'): Expectation {
  if (values.length === 0) throw new Error('no value to compare');
  return number(end === 'smallest' ? Math.min(...values) : Math.max(...values));
}

/** At least one suspect arrested. */
const someoneArrested = (r: DevRow) => (r.num_suspects_arrested ?? 0) > 0;
/** A child (under 18) was among the victims. */
const childVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;
/** A dated incident on a school day, Monday to Friday. */
const schoolDay = (r: DevRow) => weekday(r) !== undefined && !weekend(r);
/** A dated incident in term time: any month but December, January and July. */
const inTerm = (r: DevRow) => {
  const m = month(r);
  return m !== undefined && m !== 12 && m !== 1 && m !== 7;
};
const arrestedIn = (rows: readonly DevRow[]) => rows.map((r) => r.num_suspects_arrested ?? 0);

export const FRESH56_QUESTIONS: BlindQuestion[] = [
  // The criminology lecturer, notebook a.
  {
    notebook: 'a',
    question:
      'For the tutorial I am taking the KwaZulu-Natal incidents as the base: what percentage of them ended with nobody arrested, to the nearest whole percent?',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rowsWhere(rows, inProvince('KwaZulu-Natal')), notArrested),
  },
  {
    notebook: 'a',
    question:
      'Across the incidents classified as murder, what is the mean number of people killed per incident, to one decimal place?',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      meanOf(
        rowsWhere(rows, has('murder')).map((r) => r.victims_killed ?? null),
        1,
      ),
  },
  {
    notebook: 'a',
    question:
      'What was the year-on-year change in the number of incidents between 2018 and 2019, dating each incident by when it occurred?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => excessOf(rows, inYear(2019), inYear(2018)),
  },
  {
    notebook: 'a',
    question:
      'Which province accounts for the largest total number of people killed across all the incidents?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Excluding the incidents in which no one was arrested, what is the median number of suspects arrested per incident?',
    covers: ['restricted count'],
    expect: (rows) => medianOf(arrestedIn(rowsWhere(rows, someoneArrested))),
  },

  // The retired detective, notebook a.
  {
    notebook: 'a',
    question: 'How many of the murder dockets in this lot had nobody collared for them?',
    covers: ['slang', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, has('murder'), notArrested)),
  },
  {
    notebook: 'a',
    question: 'Going by the ages the releases give for the accused, how old was the oldest one?',
    covers: ['people', 'slang'],
    expect: (rows) => extremeOf(suspectAges(rows), 'largest'),
  },
  {
    notebook: 'a',
    question: 'Which province put the most perps in the cells, counting every accused that was arrested?',
    covers: ['ranking', 'slang'],
    ...ranking(
      (rows) =>
        tallyOf(
          rows,
          (r) => r.province,
          (r) => r.num_suspects_arrested ?? 0,
        ),
      kznProvinceNames,
    ),
  },
  {
    notebook: 'a',
    question:
      'The Kayelitsha murder dockets: in how many of them did the detectives actually make an arrest?',
    covers: ['misspelling', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, atPlace('Khayelitsha'), has('murder'), arrested)),
  },
  {
    notebook: 'a',
    question: 'On the CIT heists, how many of the accused were bagged all told?',
    covers: ['slang', 'people', 'restricted count'],
    expect: (rows) =>
      number(sum(rowsWhere(rows, has('cash-in-transit robbery')).map((r) => r.num_suspects_arrested))),
  },

  // The school-safety officer, notebook a.
  {
    notebook: 'a',
    question:
      'On what date was the schoolgirl attacked on her way to school near the forest at Mpozolo in Willowvale?',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, atPlace('Willowvale'), has('rape')), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'In the cases where a child under 18 was one of the victims, how old was the youngest suspect?',
    covers: ['people', 'restricted count'],
    expect: (rows) => extremeOf(suspectAges(rowsWhere(rows, childVictim)), 'smallest'),
  },
  {
    notebook: 'a',
    question: 'Did more of the incidents with child victims happen over a weekend than on school days?',
    covers: ['yes/no', 'calendar'],
    expect: (rows) => yesNo(count(rows, childVictim, weekend) > count(rows, childVictim, schoolDay)),
  },
  {
    notebook: 'a',
    question:
      'If I count every month except December, January and July as term time, how many of the incidents with a child victim fell in term?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, childVictim, inTerm)),
  },
  {
    notebook: 'a',
    question: 'For our learner-support files: which school grade was each of the child victims in?',
    covers: ['refusal'],
    expect: refusal,
  },

  // The criminology lecturer, notebook b.
  {
    notebook: 'b',
    question:
      'What is the mean age of the suspects in the rape cases, to one decimal place, counting only ages stated for an individual suspect?',
    covers: ['people', 'restricted count'],
    expect: (rows) => meanOf(suspectAges(rowsWhere(rows, has('rape'))), 1),
  },
  {
    notebook: 'b',
    question:
      'Taking the murder cases as the base, what percentage of them occurred in the Free State, to the nearest whole percent?',
    covers: ['share'],
    expect: (rows) => percentOf(rowsWhere(rows, has('murder')), inProvince('Free State')),
  },
  {
    notebook: 'b',
    question:
      'By how many did the number of incidents rise from 2022 to 2023, counting each incident in the year it occurred?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => excessOf(rows, inYear(2023), inYear(2022)),
  },
  {
    notebook: 'b',
    question:
      'Excluding incidents with no arrests at all, what was the mean number of suspects arrested per incident, to one decimal place?',
    covers: ['restricted count'],
    expect: (rows) => meanOf(arrestedIn(rowsWhere(rows, someoneArrested)), 1),
  },
  {
    notebook: 'b',
    question: 'Which province recorded the most police officers among the victims, whether on or off duty?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_police')),
  },

  // The retired detective, notebook b.
  {
    notebook: 'b',
    question: 'How many dockets had more than one accused locked up?',
    covers: ['slang', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => (r.num_suspects_arrested ?? 0) > 1)),
  },
  {
    notebook: 'b',
    question: 'How many of the accused in this bunch were women?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question: 'When did that GBH job on the farm at Grootvlei go down?',
    covers: ['slang', 'date'],
    expect: (rows) => dateAt(rowsWhere(rows, has('assault gbh'), atPlace('Grootvlei')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'How many rape dockets out of the Northen Cape ended with somebody arrested?',
    covers: ['misspelling', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, has('rape'), inProvince('Northern Cape'), arrested)),
  },
  {
    notebook: 'b',
    question: 'Which municipality racked up the most dockets?',
    covers: ['ranking', 'slang'],
    ...ranking((rows) => tallyOf(rows, (r) => r.municipality), municipalityNames),
  },

  // The school-safety officer, notebook b.
  {
    notebook: 'b',
    question: 'Which province had the most children under 18 among the victims?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_children')),
  },
  {
    notebook: 'b',
    question: 'Has anyone been arrested for the laptop break-in at the secondary school in Madombidzha?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(rowsWhere(rows, atPlace('Madombidzha'), has('burglary')).some(arrested)),
  },
  {
    notebook: 'b',
    question: 'When was the most recent rape of a child in these releases?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, has('rape'), childVictim), 'latest'),
  },
  {
    notebook: 'b',
    question: 'How many of the incidents with child victims happened on a school day, Monday to Friday?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, childVictim, schoolDay)),
  },
  {
    notebook: 'b',
    question: 'What share of the rape cases had a victim under 18? A whole percentage is fine.',
    covers: ['share', 'people'],
    expect: (rows) => percentOf(rowsWhere(rows, has('rape')), childVictim),
  },
];

export const fresh56QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH56_QUESTIONS, rows);
