/**
 * The sixteenth fresh question set, written blind: without reading the answering engine, the earlier
 * question sets or the benchmarks, and asked of the product once, first try. Three new voices, five
 * questions each per notebook: a researcher for a provincial legislature's portfolio committee on
 * community safety (formal, committee business, financial years), an investigative podcast's
 * fact-checker (checking a line of script against the record) and a Grade 12 learner doing a school
 * project (plain, lower case, sometimes misspelt).
 *
 * Readings (each expectation is computed from the ground truth by the code below):
 * - An incident is one release of the notebook; "cases" and "incidents" count incidents, and "how many
 *   murders" counts the incidents whose crimes include murder (in Gauteng, notebook a, that is also the
 *   number of people killed there, so both readings agree).
 * - A crime is in an incident when the incident's `crimes` hold it; "both X and Y" needs both.
 * - Windows are on `event_date`, both ends inclusive; an undated incident is in no window. The 2022/23
 *   financial year is 1 April 2022 to 31 March 2023, as the question spells out; the first half of 2023
 *   is 1 January to 30 June 2023. A month asked without a year pools every year.
 * - "At least one arrest" and "ended with an arrest" are `arrest_made` true; "no one arrested" is
 *   `arrest_made` false (an unstated outcome is neither).
 * - People are the sums of the stated figures: killed, police officers among the victims, children
 *   (under 18), female victims, suspects arrested; a figure the release does not state (null) adds
 *   nothing. "Kids" are children. A suspect's age is one of the stated `suspect_ages`.
 * - Shares are the part over the whole, as a percentage rounded to a whole percent.
 * - A ranking names its single top key (a tie at the top would be an error in the question): a province,
 *   a municipality (with or without "City of"), a crime, a month, or one incident by its place.
 * - "Khayelitsha" is every incident whose location names Khayelitsha; "CIT heists" are cash-in-transit
 *   robberies.
 * - Refused: the weather on the day (no release records it) and civil claims or lawsuits against the
 *   police (no release mentions one); the release texts were searched for both.
 */
import { MONTH_NAMES } from '../corpus/calendar';
import {
  atPlace,
  type BlindQuestion,
  femaleVictims,
  largestIncident,
  peopleByProvince,
  peopleTotal,
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
  crimeNames,
  dateAt,
  has,
  inProvince,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  within,
} from './ground-truth-questions';

const PROVINCE_NAMES: Readonly<Record<string, string[]>> = {
  'KwaZulu-Natal': ['KwaZulu-Natal', 'KZN'],
  'North West': ['North West', 'North-West'],
};
const provinceNames = (province: string) => PROVINCE_NAMES[province] ?? [province];

const monthName = (r: DevRow) => (r.event_date ? MONTH_NAMES[Number(r.event_date.slice(5, 7)) - 1] : null);

/** How many incidents of each crime, over the rows that pass the test. */
const crimeTally = (test: (r: DevRow) => boolean) => (rows: readonly DevRow[]) => {
  const tally = new Map<string, number>();
  for (const r of rows.filter(test))
    for (const crime of r.crimes) tally.set(crime, (tally.get(crime) ?? 0) + 1);
  return tally;
};

const youngest = (ages: number[]) => {
  if (ages.length === 0) throw new Error('no stated age');
  return Math.min(...ages);
};

export const FRESH16_QUESTIONS: BlindQuestion[] = [
  // Notebook a: the portfolio committee researcher.
  {
    notebook: 'a',
    question:
      "Ahead of the portfolio committee's oversight visit: in how many of the KwaZulu-Natal incidents was at least one suspect arrested?",
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, inProvince('KwaZulu-Natal'), arrested)),
  },
  {
    notebook: 'a',
    question: 'Which province accounts for the highest number of people killed in these statements?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), provinceNames),
  },
  {
    notebook: 'a',
    question:
      'For the annual performance plan comparison: how many incidents fall in the 2022/23 financial year, 1 April 2022 to 31 March 2023?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, within('2022-04-01', '2023-03-31'))),
  },
  {
    notebook: 'a',
    question: 'What percentage of the Gauteng incidents involved kidnapping?',
    covers: ['share', 'restricted count'],
    expect: (rows) =>
      percentage(count(rows, inProvince('Gauteng'), has('kidnapping')), count(rows, inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question: 'Did the Western Cape record more police officers among its victims than Gauteng?',
    covers: ['yes/no', 'people'],
    expect: (rows) =>
      yesNo(
        peopleTotal('victims_police', rows.filter(inProvince('Western Cape'))) >
          peopleTotal('victims_police', rows.filter(inProvince('Gauteng'))),
      ),
  },
  // Notebook a: the podcast fact-checker.
  {
    notebook: 'a',
    question:
      "We're fact-checking an episode script: what is the date of the earliest Eastern Cape incident in this notebook?",
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Eastern Cape')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      "Our host says 'more than ten people were killed in Khayelitsha'. Across the Khayelitsha incidents, is that right?",
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(peopleTotal('victims_killed', rows.filter(atPlace('Khayelitsha'))) > 10),
  },
  {
    notebook: 'a',
    question: 'How many suspects in total were arrested in the cases involving kidnapping?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('kidnapping')))),
  },
  {
    notebook: 'a',
    question: 'Which municipality has the most incidents in these releases?',
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(rows, (r) => r.municipality), municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Checking an age in our notes: how old was the youngest suspect whose age is given in a rape case?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(youngest(suspectAges(rows.filter(has('rape'))))),
  },
  // Notebook a: the Grade 12 learner.
  {
    notebook: 'a',
    question: 'how many murders happend in gauteng',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, inProvince('Gauteng'), has('murder'))),
  },
  {
    notebook: 'a',
    question: 'wich crime comes up the most in kzn',
    covers: ['ranking', 'misspelling'],
    ...ranking(crimeTally(inProvince('KwaZulu-Natal')), crimeNames),
  },
  {
    notebook: 'a',
    question: 'how many children were victims in the western cape cases',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question: 'what percentage of the cases had no one arrested',
    covers: ['share'],
    expect: (rows) => percentOf(rows, notArrested),
  },
  {
    notebook: 'a',
    question: 'for my school project: was it raining or what was the wether like on the days of the murders',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },

  // Notebook b: the portfolio committee researcher.
  {
    notebook: 'b',
    question: "For the committee's rural safety report: how many people were killed in Free State incidents?",
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question: 'Which province had the most police officers among the victims?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_police'), provinceNames),
  },
  {
    notebook: 'b',
    question: 'How many incidents took place in the first half of 2023?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, within('2023-01-01', '2023-06-30'))),
  },
  {
    notebook: 'b',
    question: 'What percentage of the Limpopo cases ended with an arrest?',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(inProvince('Limpopo')), arrested),
  },
  {
    notebook: 'b',
    question: 'Were there more rape cases in the Northern Cape than in the North West?',
    covers: ['yes/no', 'restricted count'],
    expect: (rows) =>
      yesNo(
        count(rows, inProvince('Northern Cape'), has('rape')) >
          count(rows, inProvince('North West'), has('rape')),
      ),
  },
  // Notebook b: the podcast fact-checker.
  {
    notebook: 'b',
    question: 'Quick fact-check on the CIT heists: how many suspects were nabbed across all of them?',
    covers: ['slang', 'people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('cash-in-transit robbery')))),
  },
  {
    notebook: 'b',
    question: 'Which single incident had the highest number of people killed?',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.victims_killed ?? null,
    ),
  },
  {
    notebook: 'b',
    question: 'How many incidents involved both kidnapping and extortion?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('kidnapping'), has('extortion'))),
  },
  {
    notebook: 'b',
    question: "What's the date of the most recent murder in the notebook?",
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('murder')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      "Has any victim's family sued the police or lodged a civil claim in these cases, and for how much?",
    covers: ['refusal'],
    expect: refusal,
  },
  // Notebook b: the Grade 12 learner.
  {
    notebook: 'b',
    question: 'how many of the rape victims were kids',
    covers: ['people', 'slang', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(has('rape')))),
  },
  {
    notebook: 'b',
    question: 'how many peeple were arrested in mpumalanga altogether',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Mpumalanga')))),
  },
  {
    notebook: 'b',
    question: 'wich month had the most rape cases',
    covers: ['ranking', 'calendar', 'misspelling'],
    ...ranking((rows) => tallyOf(rows.filter(has('rape')), monthName)),
  },
  {
    notebook: 'b',
    question: 'how many femail victims were there in the free state',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(femaleVictims(rows.filter(inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question: 'when was the first stock theft case',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('stock theft')), 'earliest'),
  },
];

/** The questions with their expectations worked out over the development set's ground truth. */
export const fresh16QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH16_QUESTIONS, rows);
