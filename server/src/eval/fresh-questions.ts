/**
 * Thirty new questions about the development set's notebooks `a` and `b`, written for a first-try
 * measure of the answer engine on questions it has never seen: worded as a journalist or researcher
 * types them, without reading the question reader, the extractor or the set's own questions, and not
 * changed after their first run. Each expected answer is computed from the set's ground truth (see
 * ground-truth-questions).
 */
import type { DevRow } from './dev-set';
import {
  casesOf,
  count,
  crimeNames,
  dateAt,
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

const inMunicipality = (name: string) => (r: DevRow) => r.municipality === name;

/** Which of two keys has more items; a tie is an error in the question. */
const moreOf = <T>(items: readonly T[], keyOf: (item: T) => string, pair: [string, string]) =>
  winner(
    items.filter((item) => pair.includes(keyOf(item))),
    keyOf,
  );

const crimesOf = (rows: readonly DevRow[]) => rows.flatMap((r) => r.crimes);

export const FRESH_QUESTIONS: OwnQuestion[] = [
  // Notebook a
  {
    notebook: 'a',
    question: 'how many attempted murder cases were there in the Eastern Cape?',
    expect: (rows) => number(count(rows, has('attempted murder'), inProvince('Eastern Cape'))),
  },
  {
    notebook: 'a',
    question: 'In total, how many victims are there across all the reports?',
    expect: (rows) => number(sum(rows.map((r) => r.num_victims))),
  },
  {
    notebook: 'a',
    question: 'How many male victims were there in the KZN incidents?',
    expect: (rows) => number(sum(rows.filter(inProvince('KwaZulu-Natal')).map((r) => r.victims_male))),
  },
  {
    notebook: 'a',
    question: 'Which province has the fewest incidents?',
    expect: (rows) => text(winner(rows, (r) => r.province, 'fewest')),
  },
  {
    notebook: 'a',
    question: 'How many incidents were reported in the City of Johannesburg?',
    expect: (rows) => number(count(rows, inMunicipality('City of Johannesburg'))),
  },
  {
    notebook: 'a',
    question: 'How many incidents happened in the second half of 2023?',
    expect: (rows) => number(count(rows, within('2023-07-01', '2023-12-31'))),
  },
  {
    notebook: 'a',
    question: 'how many of these happened before 2020',
    expect: (rows) => number(count(rows, (r) => r.event_date !== null && r.event_date < '2020-01-01')),
  },
  {
    notebook: 'a',
    question: 'How many cases took place over a weekend (Saturday or Sunday)?',
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Saturday' || weekday(r) === 'Sunday')),
  },
  {
    notebook: 'a',
    question: 'Apart from murder and attempted murder, which crime shows up most often?',
    expect: (rows) =>
      text(
        crimeNames(
          winner(
            crimesOf(rows).filter((c) => c !== 'murder' && c !== 'attempted murder'),
            (c) => c,
          ),
        ),
      ),
  },
  {
    notebook: 'a',
    question: 'Are there more kidnapping cases or extortion cases?',
    expect: (rows) => text(moreOf(crimesOf(rows), (c) => c, ['kidnapping', 'extortion'])),
  },
  {
    notebook: 'a',
    question: 'When was the most recent incident in the Western Cape?',
    expect: (rows) => dateAt(rows.filter(inProvince('Western Cape')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'How many incidents had no arrest at all?',
    expect: (rows) => number(count(rows, (r) => r.arrest_made === false)),
  },
  {
    notebook: 'a',
    question: 'How many different types of crime appear in the Eastern Cape reports?',
    expect: (rows) => number(distinct(crimesOf(rows.filter(inProvince('Eastern Cape'))))),
  },
  {
    notebook: 'a',
    question: 'Roughly what is the average age of the suspects in KwaZulu-Natal, to the nearest year?',
    expect: (rows) => {
      const ages = rows.filter(inProvince('KwaZulu-Natal')).flatMap((r) => r.suspect_ages ?? []);
      if (ages.length === 0) throw new Error('no suspect ages to average');
      return number(Math.round(sum(ages) / ages.length));
    },
  },
  {
    notebook: 'a',
    question: 'What is the population of Ekurhuleni?',
    expect: refusal,
  },
  // Notebook b
  {
    notebook: 'b',
    question: 'How many murders were there in Limpopo?',
    expect: (rows) => number(count(rows, has('murder'), inProvince('Limpopo'))),
  },
  {
    notebook: 'b',
    question: 'How many suspects were arrested in total, across all the incidents?',
    expect: (rows) => number(sum(rows.map((r) => r.num_suspects_arrested))),
  },
  {
    notebook: 'b',
    question: 'how many of the victims were female, in total?',
    expect: (rows) => number(sum(rows.map((r) => r.victims_female))),
  },
  {
    notebook: 'b',
    question: 'Which municipality in the Free State had the most incidents?',
    expect: (rows) =>
      text(municipalityNames(winner(rows.filter(inProvince('Free State')), (r) => r.municipality))),
  },
  {
    notebook: 'b',
    question: 'How many reports come from Mangaung?',
    expect: (rows) => number(count(rows, inMunicipality('Mangaung'))),
  },
  {
    notebook: 'b',
    question: 'Counting every year, how many incidents were in July?',
    expect: (rows) => number(count(rows, (r) => month(r) === 7)),
  },
  {
    notebook: 'b',
    question: 'How many incidents were there between March and May 2024?',
    expect: (rows) => number(count(rows, within('2024-03-01', '2024-05-31'))),
  },
  {
    notebook: 'b',
    question: 'Which day of the week had the fewest incidents?',
    expect: (rows) => text(winner(rows, weekday, 'fewest')),
  },
  {
    notebook: 'b',
    question: 'How many Northern Cape incidents were there other than rape?',
    expect: (rows) => number(count(rows, inProvince('Northern Cape'), (r) => !has('rape')(r))),
  },
  {
    notebook: 'b',
    question: 'Did North West or Limpopo have more murder cases?',
    expect: (rows) => text(moreOf(rows.filter(has('murder')), (r) => r.province, ['North West', 'Limpopo'])),
  },
  {
    notebook: 'b',
    question: "What's the date of the earliest incident in this notebook?",
    expect: (rows) => dateAt(rows, 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Which province had the most illegal firearm cases?',
    expect: (rows) => text(winner(rows.filter(has('illegal firearm possession')), (r) => r.province)),
  },
  {
    notebook: 'b',
    question: 'How many different municipalities in Limpopo show up in these cases?',
    expect: (rows) => number(distinct(rows.filter(inProvince('Limpopo')).map((r) => r.municipality))),
  },
  {
    notebook: 'b',
    question: 'What is driving the illegal mining problem in the North West?',
    expect: refusal,
  },
  {
    notebook: 'b',
    question: "How does the Free State's murder rate compare with the national average?",
    expect: refusal,
  },
];

/** The questions with their expectations worked out over the set's ground truth. */
export const freshQuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH_QUESTIONS, rows);
