/**
 * Thirty questions of our own about the development set's notebooks `a` and `b`, written as a
 * journalist would ask them, before the analyst was redesigned and without reading how it parses a
 * question. Each expected answer is computed here from the set's ground truth (never typed by hand),
 * so a fix to the ground truth moves the expectation with it. A ranking or comparison whose top places
 * tie is refused outright: its question would have no single right answer.
 */
import type { Expectation } from './answer-matching';
import type { AnswerCase, DevRow, NotebookLetter } from './dev-set';

export interface OwnQuestion {
  notebook: NotebookLetter;
  question: string;
  expect(rows: readonly DevRow[]): Expectation;
}

// ---- Plain readings of the ground truth ----------------------------------------------------------

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const has = (crime: string) => (r: DevRow) => r.crimes.includes(crime);
const inProvince = (province: string) => (r: DevRow) => r.province === province;
const month = (r: DevRow) => (r.event_date ? Number(r.event_date.slice(5, 7)) : undefined);
const weekday = (r: DevRow) =>
  r.event_date ? WEEKDAYS[new Date(`${r.event_date}T00:00:00Z`).getUTCDay()] : undefined;
const within = (from: string, to: string) => (r: DevRow) =>
  r.event_date !== null && r.event_date >= from && r.event_date <= to;
const sum = (values: (number | null)[]) => values.reduce<number>((total, v) => total + (v ?? 0), 0);
const count = (rows: readonly DevRow[], ...tests: ((r: DevRow) => boolean)[]) =>
  rows.filter((r) => tests.every((test) => test(r))).length;
const distinct = (values: (string | null | undefined)[]) =>
  new Set(values.filter((v): v is string => v !== null && v !== undefined)).size;

/** The one key with the most items; a tie at the top is an error in the question, not an answer. */
function winner<T>(items: readonly T[], keyOf: (item: T) => string | null | undefined): string {
  const counts = new Map<string, number>();
  for (const item of items) {
    const key = keyOf(item);
    if (key !== null && key !== undefined) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const ranked = [...counts].sort((x, y) => y[1] - x[1]);
  const [first, second] = ranked;
  if (!first || (second && second[1] === first[1]))
    throw new Error(`no single winner: ${JSON.stringify(ranked.slice(0, 3))}`);
  return first[0];
}

/** A municipality as an answer may name it: "City of Cape Town" is also "Cape Town". */
const municipalityNames = (name: string) => [name, name.replace(/^City of /, '')];

/** Words by which an answer may name a category of the set's vocabulary. */
const CRIME_WORDS: Readonly<Record<string, string[]>> = {
  'illegal firearm possession': ['firearm', 'gun'],
  'attempted murder': ['attempted murder'],
};
const crimeNames = (crime: string) => CRIME_WORDS[crime] ?? [crime];

const number = (value: number): Expectation => ({ kind: 'number', value });
const text = (value: string | string[]): Expectation => ({ kind: 'text', value });
const refusal = (): Expectation => ({ kind: 'refusal' });

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
    question: 'Which year had the most incidents?',
    expect: (rows) => number(Number(winner(rows, (r) => r.event_date?.slice(0, 4)))),
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

/** One question's expectation, worked out over the ground truth of its own notebook. */
export const expectationFor = (q: OwnQuestion, rows: readonly DevRow[]): Expectation =>
  q.expect(rows.filter((r) => r.notebook === q.notebook));

/** The questions with their expectations worked out over the set's ground truth. */
export function ownQuestionCases(rows: readonly DevRow[]): AnswerCase[] {
  return OWN_QUESTIONS.map((q) => ({
    notebook: q.notebook,
    question: q.question,
    expect: expectationFor(q, rows),
  }));
}
