/**
 * A third set of thirty questions about the development set's notebooks `a` and `b`, for one more
 * first-try measure of the answer engine on wording it has never seen. They are typed in three new
 * voices: a student researcher (formal full sentences, nested clauses, passive voice), a data-desk
 * journalist (spreadsheet words: count of, sum of, filter to, distinct, top 2, mean) and a community
 * activist (plain lower case, folks, cops, locked up, busted, got killed). Written without reading the
 * question reader, the extractor or the other sets' questions, and not changed after their first run.
 * Each expected answer is computed from the set's ground truth (see ground-truth-questions); a
 * ranking, comparison or rounding that would have no single right answer is an error, not an
 * expectation.
 */
import { MONTH_NAMES } from '../corpus/calendar';
import type { DevRow } from './dev-set';
import {
  casesOf,
  count,
  dateAt,
  distinct,
  excessOf,
  has,
  inProvince,
  inYear,
  leaders,
  meanOf,
  month,
  notArrested,
  number,
  type OwnQuestion,
  percentOf,
  refusal,
  sum,
  text,
  topKeys,
  weekday,
  winner,
} from './ground-truth-questions';

/** A family of crimes as a user names it: any one of its categories counts the incident once. */
const anyOf =
  (...crimes: string[]) =>
  (r: DevRow) =>
    crimes.some((crime) => r.crimes.includes(crime));
const robberyOfAnyKind = (r: DevRow) => r.crimes.some((crime) => crime.includes('robbery'));
const hijacking = anyOf('carjacking', 'truck hijacking');
const sexualOffence = anyOf('rape', 'sexual assault');
const drugCase = anyOf('drug dealing', 'drug possession');
const killing = anyOf('murder', 'culpable homicide');
const womanVictim = (r: DevRow) => (r.victims_female ?? 0) > 0;
const manVictim = (r: DevRow) => (r.victims_male ?? 0) > 0;

const monthName = (r: DevRow) => {
  const m = month(r);
  return m === undefined ? undefined : MONTH_NAMES[m - 1];
};
const year = (r: DevRow) => r.event_date?.slice(0, 4);

/** The total of people arrested in the given rows. */
const arrestedIn = (rows: readonly DevRow[]) => sum(rows.map((r) => r.num_suspects_arrested));

const KZN = ['KwaZulu-Natal', 'KZN'];
/** A province as an answer may name it. */
const provinceNames = (name: string) => (name === 'KwaZulu-Natal' ? KZN : [name]);

export const FRESH3_QUESTIONS: OwnQuestion[] = [
  // Notebook a
  {
    notebook: 'a',
    question: 'How many incidents were recorded in which at least one of the victims was a woman?',
    expect: (rows) => number(count(rows, womanVictim)),
  },
  {
    notebook: 'a',
    question: 'count of incidents, filter to Gauteng, robberies of any kind',
    expect: (rows) => number(count(rows, inProvince('Gauteng'), robberyOfAnyKind)),
  },
  {
    notebook: 'a',
    question: 'how many hijackings were there in the western cape and gauteng put together',
    expect: (rows) =>
      number(count(rows, hijacking, (r) => r.province === 'Western Cape' || r.province === 'Gauteng')),
  },
  {
    notebook: 'a',
    question: 'In how many of the incidents that were reported were more than two suspects arrested?',
    expect: (rows) => number(count(rows, (r) => (r.num_suspects_arrested ?? 0) > 2)),
  },
  {
    notebook: 'a',
    question: 'sum of suspects arrested, filter to Western Cape',
    expect: (rows) => number(arrestedIn(rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question: 'in how many eastern cape incidents did somebody get killed',
    expect: (rows) => number(count(rows, inProvince('Eastern Cape'), killing)),
  },
  {
    notebook: 'a',
    question: 'group by province: which province has the highest count of murder incidents?',
    expect: (rows) => text(provinceNames(winner(rows.filter(has('murder')), (r) => r.province))),
  },
  {
    notebook: 'a',
    question: 'In which province were the most incidents recorded in which a person had been kidnapped?',
    expect: (rows) => text(provinceNames(winner(rows.filter(has('kidnapping')), (r) => r.province))),
  },
  {
    notebook: 'a',
    question: 'what day of the week do most of these things happen on',
    expect: (rows) => text(winner(rows, weekday)),
  },
  {
    notebook: 'a',
    question: 'count of distinct municipalities',
    expect: (rows) => number(distinct(rows.map((r) => r.municipality))),
  },
  {
    notebook: 'a',
    question:
      'On what date did the most recent incident occur in which no suspect was arrested by the police?',
    expect: (rows) => dateAt(rows.filter(notArrested), 'latest'),
  },
  {
    notebook: 'a',
    question: 'mean of suspects arrested per incident, filter to kidnapping, 1 decimal',
    expect: (rows) =>
      meanOf(
        rows.filter(has('kidnapping')).map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'a',
    question: 'how many more folks got locked up in 2019 than in 2022',
    expect: (rows) => excessOf(rows, inYear(2019), inYear(2022), arrestedIn),
  },
  {
    notebook: 'a',
    question:
      'What was the average length of the prison sentences that were handed down to the convicted suspects?',
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'top 2 crime types by count of incidents',
    expect: (rows) => ({
      kind: 'list',
      value: topKeys(
        rows.flatMap((r) => r.crimes),
        (crime) => crime,
        2,
      ),
    }),
  },
  // Notebook b
  {
    notebook: 'b',
    question: 'How many incidents in Limpopo were recorded in which at least one of the victims was a man?',
    expect: (rows) => number(count(rows, inProvince('Limpopo'), manVictim)),
  },
  {
    notebook: 'b',
    question: 'count of incidents with sexual offences',
    expect: (rows) => number(count(rows, sexualOffence)),
  },
  {
    notebook: 'b',
    question: 'how many drug cases did the cops deal with',
    expect: (rows) => number(count(rows, drugCase)),
  },
  {
    notebook: 'b',
    question: 'How many of the incidents that were described ended without any suspect being arrested?',
    expect: (rows) => number(count(rows, notArrested)),
  },
  {
    notebook: 'b',
    question: 'sum of female victims, filter to Free State',
    expect: (rows) => number(sum(rows.filter(inProvince('Free State')).map((r) => r.victims_female))),
  },
  {
    notebook: 'b',
    question: 'how many people got busted in mpumalanga altogether',
    expect: (rows) => number(arrestedIn(rows.filter(inProvince('Mpumalanga')))),
  },
  {
    notebook: 'b',
    question: 'count of distinct police stations',
    expect: (rows) => number(distinct(rows.map((r) => r.police_station))),
  },
  {
    notebook: 'b',
    question:
      'In which month of the year, taken across all years, were the most incidents found to have occurred?',
    expect: (rows) => text(winner(rows, monthName)),
  },
  {
    notebook: 'b',
    question: 'which year had the most stuff going on',
    // Since a/b's found bodies lost their dates, 2023 and 2024 tie: either is right.
    expect: (rows) => text(leaders(rows, year)),
  },
  {
    notebook: 'b',
    question: 'sum of rand value of goods stolen, filter to Free State',
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'On what date did the earliest incident take place in which a kidnapping was reported by the police?',
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'how many times did something happen on a friday',
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Friday')),
  },
  {
    notebook: 'b',
    question: 'percent of incidents where victim count is zero, rounded to whole number',
    expect: (rows) => percentOf(rows, (r) => r.num_victims === 0),
  },
  {
    notebook: 'b',
    question:
      'By how many were the murder incidents recorded in 2020 more numerous than those recorded in 2023?',
    expect: (rows) => excessOf(rows.filter(has('murder')), inYear(2020), inYear(2023)),
  },
  {
    notebook: 'b',
    question: 'how many of the folks who got locked up were let out on bail',
    expect: refusal,
  },
];

/** The questions with their expectations worked out over the set's ground truth. */
export const fresh3QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH3_QUESTIONS, rows);
