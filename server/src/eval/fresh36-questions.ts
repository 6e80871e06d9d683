/**
 * The thirty-sixth blind question set: thirty questions about notebooks `a` and `b`, written from the
 * ground truth of eval/dev-releases/releases.jsonl without reading the analyst, the extractor or any
 * earlier question set. Every expectation is computed from the ground truth, never typed in.
 *
 * Voices (each asks five questions of each notebook):
 * - a human-rights lawyer: victims, women and girls, children, whether the attacker knew the victim,
 *   impunity, and the exact condition a count is taken under;
 * - a school principal worried about learners: children, school days, school terms and holidays given
 *   as months, the places learners live; writes casually, with the odd slip of spelling;
 * - a statistician at a research NGO: proportions, means, comparisons and date windows, stated tersely.
 *
 * Readings:
 * - An incident is one release (one row). "How many incidents / cases / times" counts rows.
 * - A crime is in an incident when the row's crimes list it; "rape cases" are rows listing rape,
 *   "murder incidents" rows listing murder, "kidnapping" rows listing kidnapping.
 * - Places: a province by the row's province (EC, GP, KZN, NC, WC are the usual abbreviations); a town
 *   or suburb ("Khayelitsha") when the row's location names it. A slip of spelling ("Khayelitsa",
 *   "kidnaped", "acquaintence") is read as the word meant.
 * - People are the v2 fields summed over the chosen rows; a null (not stated) figure adds nothing.
 *   Children are victims_children, police victims victims_police, people killed victims_killed, people
 *   wounded victims_injured, female suspects suspects_female. Women and girls among the victims are
 *   victims_female; a victim's sex "as recorded" is victims_female or victims_male.
 * - "A child among the victims" means victims_children is stated and above 0.
 * - "Someone the victim knew" is a relationship of partner, family or acquaintance; a null
 *   relationship is not known and does not count.
 * - "Nobody arrested" is arrest_made false; "led to an arrest" is arrest_made true (a null counts as
 *   no arrest in a share's denominator). "People arrested" sums num_suspects_arrested.
 * - Dates are event dates. Windows are inclusive at both ends ("from 27 March 2020 up to and including
 *   31 March 2021"); a year range ("2023-24") runs from 1 January of the first year to 31 December of
 *   the last. Months and school terms ("January to March", "December or January") are months of any
 *   year. A school day is Monday to Friday by the event date's weekday. Undated rows fall in no window,
 *   month or weekday.
 * - "More than" is strict: equal is No; "how many more" takes the difference, which must be positive.
 * - Shares are whole percentages rounded to nearest (no question lands on a half). Denominators: the
 *   incidents the question names (murder incidents, rape cases; incidents with a child victim only when
 *   their date is known, as that question says), or for the female share the victims whose sex is
 *   recorded (victims_female plus victims_male, each summed over the rows).
 * - The mean killed per murder incident is over every murder incident (all state the figure), to one
 *   decimal.
 * - Rankings: people killed per province (accepted "KwaZulu-Natal", "KwaZulu Natal", "KZN"); people
 *   arrested per province ("Mpumalanga"). The checks show the top place does not tie.
 * - Dates answered are yyyy-MM-dd of the latest or earliest matching event date.
 * - Refusals, with the words searched for in every release's title and text: whether a victim was
 *   pregnant ("pregnan", "expecting", "unborn": none); which school grade a child was in ("grade",
 *   "learner", "pupil", "standard" followed by a number: none; "school" occurs only for a walk to school,
 *   a school burglary, a former teacher and a girl who no longer wants to go); whether anyone arrested in
 *   notebook `b` was convicted ("convict", "guilty", "sentenc", "acquit", "prison", "jail": only a hoped-for
 *   conviction, an "if found guilty", and sentences from earlier, other cases).
 */
import {
  type BlindQuestion,
  femaleVictims,
  knewTheAttacker,
  kznProvinceNames,
  maleVictims,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
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
  meanOf,
  notArrested,
  number,
  percentOf,
  refusal,
  weekday,
  within,
} from './ground-truth-questions';

const childVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;
const policeVictim = (r: DevRow) => (r.victims_police ?? 0) > 0;
const SCHOOL_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const schoolDay = (r: DevRow) => SCHOOL_DAYS.includes(weekday(r) ?? '');
const onDay = (day: string) => (r: DevRow) => weekday(r) === day;
const inMonth =
  (...months: number[]) =>
  (r: DevRow) =>
    r.event_date !== null && months.includes(Number(r.event_date.slice(5, 7)));
const atLocation = (word: string) => (r: DevRow) => r.location.toLowerCase().includes(word.toLowerCase());

export const FRESH36_QUESTIONS: BlindQuestion[] = [
  // Notebook a: the human-rights lawyer.
  {
    notebook: 'a',
    question:
      "I'm drafting a GBV submission on the Eastern Cape. Counting only victims whose sex the releases actually give, how many women and girls were victims in the EC incidents?",
    covers: ['people', 'slang'],
    expect: (rows) => number(femaleVictims(rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Most violence is committed by someone the victim knows, in my experience. In how many of these incidents does the release say the attacker was a partner, a family member or an acquaintance of the victim?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, knewTheAttacker)),
  },
  {
    notebook: 'a',
    question:
      'For a chronology I am preparing: on what date did the most recent incident with a child (under 18) among the victims take place? The date of the incident itself, please, not of the statement.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(childVictim), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'How many of the women who were attacked were pregnant at the time? It bears on the charges I would expect the State to bring.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Impunity is my real concern. Taking only the incidents where the release reports that nobody was arrested, how many people were killed in total?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(notArrested))),
  },
  // Notebook a: the school principal.
  {
    notebook: 'a',
    question:
      'Our first term runs from January to March. Taking all the years together, how many incidents happened in those three months?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, inMonth(1, 2, 3))),
  },
  {
    notebook: 'a',
    question:
      "I'm a principal, so it's the children I worry about. Of the incidents where a child was one of the victims, how many happened on a school day, Monday to Friday?",
    covers: ['conjunction', 'calendar'],
    expect: (rows) => number(count(rows, childVictim, schoolDay)),
  },
  {
    notebook: 'a',
    question:
      'A lot of our learners come from Khayelitsa. How many children were victims in the incidents there?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(atLocation('Khayelitsha')))),
  },
  {
    notebook: 'a',
    question: 'Parents keep asking me about kidnappings in GP. How many kidnapping cases are there from GP?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, inProvince('Gauteng'), has('kidnapping'))),
  },
  {
    notebook: 'a',
    question:
      "Wednesday is our early-closing day, so I'm curious - did more incidents happen on Wednesdays than on Mondays and Fridays put together?",
    covers: ['yes/no', 'calendar'],
    expect: (rows) =>
      yesNo(count(rows, onDay('Wednesday')) > count(rows, onDay('Monday')) + count(rows, onDay('Friday'))),
  },
  // Notebook a: the statistician.
  {
    notebook: 'a',
    question:
      'Of the incidents that include a murder, what proportion resulted in at least one arrest? Nearest whole percent.',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(has('murder')), arrested),
  },
  {
    notebook: 'a',
    question:
      'I need a severity measure: across the incidents involving murder, what is the mean number of people killed per incident, to one decimal place?',
    covers: ['people'],
    expect: (rows) =>
      meanOf(
        rows.filter(has('murder')).map((r) => r.victims_killed ?? null),
        1,
      ),
  },
  {
    notebook: 'a',
    question: 'Which province accounts for the largest number of people killed in this notebook?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Looking at the Covid period: from the start of lockdown on 27 March 2020 up to and including 31 March 2021, how many incidents occurred?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2020-03-27', '2021-03-31'))),
  },
  {
    notebook: 'a',
    question: 'Quick comparison: were more people wounded in WC incidents than in KZN ones?',
    covers: ['yes/no', 'slang', 'people'],
    expect: (rows) =>
      yesNo(
        peopleTotal('victims_injured', rows.filter(inProvince('Western Cape'))) >
          peopleTotal('victims_injured', rows.filter(inProvince('KwaZulu-Natal'))),
      ),
  },
  // Notebook b: the human-rights lawyer.
  {
    notebook: 'b',
    question: 'Confining ourselves to the rape cases: how many of the victims were children under 18?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(has('rape')))),
  },
  {
    notebook: 'b',
    question:
      'In how many of the rape cases was the accused someone the survivor knew - a partner, a relative or an acquaintence?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('rape'), knewTheAttacker)),
  },
  {
    notebook: 'b',
    question:
      "I'm also documenting violence against police officers. What is the date of the earliest incident in which a police officer was among the victims?",
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(policeVictim), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Is there any rape case at all from Limpopo in these releases?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, inProvince('Limpopo'), has('rape')) > 0),
  },
  {
    notebook: 'b',
    question:
      'Of the rape cases, in what percentage was somebody arrested? Please round to the nearest whole percent.',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(has('rape')), arrested),
  },
  // Notebook b: the school principal.
  {
    notebook: 'b',
    question: 'The girls who were raped in the Northern Cape - what grade were they in at school?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Our long holiday runs from December into January. How many incidents happened in December or January, in any year?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, inMonth(12, 1))),
  },
  {
    notebook: 'b',
    question: 'I taught in Kimberley for years. In the NC incidents, how many of the victims were children?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question: 'How many times was somebody kidnaped in the North West?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, inProvince('North West'), has('kidnapping'))),
  },
  {
    notebook: 'b',
    question:
      'Thinking of the incidents where a child was a victim and the date is known, what share of them happened on a school day (Monday to Friday)? Nearest whole percent is fine.',
    covers: ['share', 'calendar'],
    expect: (rows) =>
      percentOf(
        rows.filter((r) => childVictim(r) && r.event_date !== null),
        schoolDay,
      ),
  },
  // Notebook b: the statistician.
  {
    notebook: 'b',
    question:
      'For our conviction-rate series: of the suspects arrested in these cases, what percentage were eventually convicted?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'Among victims whose sex is recorded, what percentage were female? Nearest whole percent.',
    covers: ['share', 'people'],
    expect: (rows) => percentage(femaleVictims(rows), femaleVictims(rows) + maleVictims(rows)),
  },
  {
    notebook: 'b',
    question: 'Which province had the largest number of people arrested - persons, not incidents?',
    covers: ['ranking'],
    ...ranking((rows) =>
      tallyOf(
        rows,
        (r) => r.province,
        (r) => r.num_suspects_arrested ?? 0,
      ),
    ),
  },
  {
    notebook: 'b',
    question: 'Where the releases say, how many of the suspects were women?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question: 'How many more incidents were there in 2023-24 combined than in 2020-21 combined?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => excessOf(rows, within('2023-01-01', '2024-12-31'), within('2020-01-01', '2021-12-31')),
  },
];

export const fresh36QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH36_QUESTIONS, rows);
