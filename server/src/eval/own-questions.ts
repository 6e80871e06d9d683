/**
 * Thirty questions of our own about the development set's notebooks `a` and `b`, written as a
 * journalist would ask them, before the analyst was redesigned and without reading how it parses a
 * question. Each expected answer is computed from the set's ground truth (see ground-truth-questions).
 */
import type { DevRow } from './dev-set';
import {
  arrested,
  casesOf,
  count,
  crimeNames,
  distinct,
  has,
  inProvince,
  month,
  municipalityNames,
  number,
  type OwnQuestion,
  refusal,
  sum,
  text,
  weekday,
  winner,
  within,
} from './ground-truth-questions';

export { expectationFor, type OwnQuestion } from './ground-truth-questions';

// ---- The questions -----------------------------------------------------------------------------

export const OWN_QUESTIONS: OwnQuestion[] = [
  // Notebook a
  {
    notebook: 'a',
    question: 'How many kidnappings are in this notebook?',
    expect: (rows) => number(count(rows, has('kidnapping'))),
  },
  {
    notebook: 'a',
    question: 'How many suspects were arrested in total in the Western Cape cases?',
    expect: (rows) =>
      number(sum(rows.filter(inProvince('Western Cape')).map((r) => r.num_suspects_arrested))),
  },
  {
    notebook: 'a',
    question: 'Were more of the victims women or men?',
    expect: (rows) => ({
      kind: 'list',
      value: [sum(rows.map((r) => r.victims_female)), sum(rows.map((r) => r.victims_male))],
    }),
  },
  {
    notebook: 'a',
    question: 'Which municipality do most of these incidents come from?',
    expect: (rows) => text(municipalityNames(winner(rows, (r) => r.municipality))),
  },
  {
    notebook: 'a',
    question: 'How many of these incidents happened in June, whatever the year?',
    expect: (rows) => number(count(rows, (r) => month(r) === 6)),
  },
  {
    notebook: 'a',
    question: 'On which day of the week did the most incidents happen?',
    expect: (rows) => text(winner(rows, weekday)),
  },
  {
    notebook: 'a',
    question: 'Apart from murders, how many incidents were there in KwaZulu-Natal?',
    expect: (rows) => number(count(rows, inProvince('KwaZulu-Natal'), (r) => !has('murder')(r))),
  },
  {
    notebook: 'a',
    question: 'Were there more kidnappings in Gauteng or in the Eastern Cape?',
    expect: (rows) =>
      text(
        winner(
          rows.filter(has('kidnapping')).filter((r) => ['Gauteng', 'Eastern Cape'].includes(r.province)),
          (r) => r.province,
        ),
      ),
  },
  {
    notebook: 'a',
    question: 'How many incidents took place between 1 January 2019 and 31 December 2020?',
    expect: (rows) => number(count(rows, within('2019-01-01', '2020-12-31'))),
  },
  {
    notebook: 'a',
    question: "For how many of the incidents don't we know the date they happened?",
    expect: (rows) => number(count(rows, (r) => r.event_date === null)),
  },
  {
    notebook: 'a',
    question: 'In how many of the Gauteng incidents was nobody arrested?',
    expect: (rows) => number(count(rows, inProvince('Gauteng'), (r) => r.arrest_made === false)),
  },
  {
    notebook: 'a',
    question: 'How many different municipalities do these incidents come from?',
    expect: (rows) => number(distinct(rows.map((r) => r.municipality))),
  },
  {
    notebook: 'a',
    question: 'What was the average age of the suspects whose ages were given? One decimal is fine.',
    expect: (rows) => {
      const ages = rows.flatMap((r) => r.suspect_ages ?? []);
      return number(Math.round((10 * sum(ages)) / ages.length) / 10);
    },
  },
  {
    notebook: 'a',
    question: 'Why are there so many murders in KwaZulu-Natal?',
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'What is the unemployment rate in the Eastern Cape?',
    expect: refusal,
  },
  // Notebook b
  {
    notebook: 'b',
    question: 'How many stock theft cases does this notebook have?',
    expect: (rows) => number(count(rows, has('stock theft'))),
  },
  {
    notebook: 'b',
    question: 'How many female victims were there in the Free State?',
    expect: (rows) => number(sum(rows.filter(inProvince('Free State')).map((r) => r.victims_female))),
  },
  {
    notebook: 'b',
    question: 'Which province saw the most kidnappings?',
    expect: (rows) => text(winner(rows.filter(has('kidnapping')), (r) => r.province)),
  },
  {
    notebook: 'b',
    question: 'Across all the years, how many incidents happened in March?',
    expect: (rows) => number(count(rows, (r) => month(r) === 3)),
  },
  {
    notebook: 'b',
    question: 'How many of the incidents took place on a Friday?',
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Friday')),
  },
  {
    notebook: 'b',
    question: 'Excluding murder, how many incidents were recorded in Mpumalanga?',
    expect: (rows) => number(count(rows, inProvince('Mpumalanga'), (r) => !has('murder')(r))),
  },
  {
    notebook: 'b',
    question: 'Were more rapes reported in the Northern Cape or in North West?',
    expect: (rows) =>
      text(
        winner(
          rows.filter(has('rape')).filter((r) => ['Northern Cape', 'North West'].includes(r.province)),
          (r) => r.province,
        ),
      ),
  },
  {
    notebook: 'b',
    question: 'How many incidents happened from July 2022 to June 2023?',
    expect: (rows) => number(count(rows, within('2022-07-01', '2023-06-30'))),
  },
  {
    notebook: 'b',
    question: 'What is the most common crime in Mpumalanga?',
    expect: (rows) =>
      text(
        crimeNames(
          winner(
            rows.filter(inProvince('Mpumalanga')).flatMap((r) => r.crimes),
            (c) => c,
          ),
        ),
      ),
  },
  {
    notebook: 'b',
    question: 'In how many different provinces was a rape reported?',
    expect: (rows) => number(distinct(rows.filter(has('rape')).map((r) => r.province))),
  },
  {
    notebook: 'b',
    question: 'In how many murder cases had no one been arrested?',
    expect: (rows) => number(count(rows, has('murder'), (r) => r.arrest_made === false)),
  },
  {
    notebook: 'b',
    // Of the arrests only: over every incident, 2023 and 2024 tie.
    question: 'Which year had the most incidents that led to an arrest?',
    expect: (rows) => number(Number(winner(rows.filter(arrested), (r) => r.event_date?.slice(0, 4)))),
  },
  {
    notebook: 'b',
    question: 'When did the earliest incident in the Northern Cape happen?',
    expect: (rows) => {
      const dates = rows
        .filter(inProvince('Northern Cape'))
        .flatMap((r) => r.event_date ?? [])
        .sort();
      return { kind: 'date', value: dates[0] as string };
    },
  },
  {
    notebook: 'b',
    question: 'Why did the suspects in these cases turn to crime?',
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'How much does a police officer earn in Limpopo?',
    expect: refusal,
  },
];

/** The questions with their expectations worked out over the set's ground truth. */
export const ownQuestionCases = (rows: readonly DevRow[]) => casesOf(OWN_QUESTIONS, rows);
