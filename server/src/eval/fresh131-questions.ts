/**
 * The hundred-and-thirty-first fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is worked out from the ground-truth rows of the question's own
 * notebook, never typed in as a figure.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A university statistics student doing a class project: lower case, hurried, "nb", "pls", "n=",
 *    "inclusive", asks for whole percentages and a top category, makes a typing slip or two ("provice",
 *    "murdr").
 * 2. A victims' rights advocate: earnest and long-ish, asks about women and girls, children, the killed
 *    and the injured, whether survivors saw an arrest, and things the releases never record.
 * 3. A newspaper editor checking a reporter's copy before it goes to print: quotes a claim and asks for
 *    it to be confirmed or corrected ("what's the right figure?"), newsroom shorthand ("CIT heists",
 *    "cops"), and types fast ("Nothern Cape").
 *
 * How the ground truth is read (one row is one incident; a crime question counts the rows whose
 * `crimes` hold the category, whatever else they hold):
 * - Periods use `event_date` only; `published_date` is never read. A row without an event date is in no
 *   year, month, "between", "after" or "from ... onwards" window, and is never the earliest.
 *   "Between 2019 and 2022 inclusive" runs from 1 January 2019 to 31 December 2022; "after 2020" starts
 *   on 1 January 2021; "from 2017 onwards" / "since 2020" starts on 1 January of that year. "The first
 *   half of the year, all years pooled" is a January-to-June `event_date` in any year.
 * - People are sums of the stated figures, a null (unstated) figure adding nothing: `victims_killed`
 *   (killed, lost their lives), `victims_injured` (injured, wounded), `victims_children` (children),
 *   `victims_police` (police officers, cops), `victims_female` (women and girls among the victims, of
 *   any age), `suspects_male` / `suspects_female` (men / women among the suspects),
 *   `num_suspects_arrested` (suspects arrested).
 * - "No women among the suspects" is true only when the stated `suspects_female` add up to 0.
 * - An arrest is `arrest_made === true`; "nobody arrested" is a stated `arrest_made === false` (an
 *   unstated arrest is neither). "Every CIT heist ended in an arrest" needs at least one
 *   `cash-in-transit robbery` row and each of them arrested.
 * - "CIT heist" is `cash-in-transit robbery`; "murder" is `murder` alone (not attempted murder or
 *   culpable homicide); "sexual violence" is `rape` or `sexual assault`; "rape cases" are `rape`.
 * - "The attacker was someone the victim knew" is a `relationship` of partner, family or acquaintance,
 *   as the release states it; a null relationship is not known.
 * - Places are `province` and `municipality` as written; a municipality may be answered without
 *   "City of", KwaZulu-Natal also as "KZN". Rows without a municipality are left out of a municipality
 *   ranking.
 * - Shares are of rows (or of a province's rows), to the nearest whole percent.
 * - "How many more in P than in Q" is the difference of the two counts or sums; P must have more.
 * - Rankings (province with most murders, municipality with most incidents, province with most child
 *   victims) carry their tally; a tie at the top is an error in the question.
 * - A claim in the editor's copy is never the expectation: the figure, date or yes/no is computed.
 * - Refusals: the ground truth records no counselling or care-centre referrals, and nothing about a
 *   victim's disability.
 */
import {
  anyCrime,
  type BlindQuestion,
  inMonths,
  knewTheAttacker,
  kznProvinceNames,
  peopleTotal,
  ranking,
  rowsWhere,
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
  excessOf,
  has,
  inProvince,
  inYear,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const cit = has('cash-in-transit robbery');
const rape = has('rape');
const sexualViolence = anyCrime('rape', 'sexual assault');

/** The stated figure summed over the rows that pass every test. */
const totalWhere =
  (field: Parameters<typeof peopleTotal>[0], ...tests: ((r: DevRow) => boolean)[]) =>
  (rows: readonly DevRow[]) =>
    peopleTotal(field, rowsWhere(rows, ...tests));

const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const childrenProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.victims_children ?? 0,
  );

export const FRESH131_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the statistics student, on notebook a.
  {
    notebook: 'a',
    question:
      'hi, doing a stats project on this nb - how many incidents involving murder have an event date between 2019 and 2022 (inclusive)?',
    covers: ['restricted count', 'calendar'],
    expect: (rows) => number(count(rows, murder, within('2019-01-01', '2022-12-31'))),
  },
  {
    notebook: 'a',
    question:
      'what percentage of all incidents include an illegal firearm possession charge? rounded to whole %, need it for a bar chart',
    covers: ['share'],
    expect: (rows) => percentOf(rows, has('illegal firearm possession')),
  },
  {
    notebook: 'a',
    question: 'which provice has the most murdr incidents? just the top one + its count pls',
    covers: ['ranking', 'misspelling'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'sum of victims injured for Western Cape incidents only (ignoring rows where it isnt stated)?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(totalWhere('victims_injured', inProvince('Western Cape'))(rows)),
  },
  {
    notebook: 'a',
    question: 'quick y/n: any kidnapping incidents in the Eastern Cape after 2020?',
    covers: ['yes/no', 'conjunction', 'calendar'],
    expect: (rows) => yesNo(count(rows, has('kidnapping'), inProvince('Eastern Cape'), sinceYear(2021)) > 0),
  },

  // Voice 2, the victims' rights advocate, on notebook a.
  {
    notebook: 'a',
    question:
      'I work with families of women who were murdered. Across the murder cases in these releases, how many of the victims were women or girls?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(totalWhere('victims_female', murder)(rows)),
  },
  {
    notebook: 'a',
    question:
      'Children are too often forgotten in these statistics. From 2020 onwards, how many children were among the victims altogether?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(totalWhere('victims_children', sinceYear(2020))(rows)),
  },
  {
    notebook: 'a',
    question:
      'Most rapes are committed by someone the survivor knows. In how many of the rape cases here was the attacker a partner, a relative or an acquaintance?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, rape, knewTheAttacker)),
  },
  {
    notebook: 'a',
    question:
      'What is the date of the earliest incident in this notebook in which a child was one of the victims?',
    covers: ['date', 'people'],
    expect: (rows) =>
      dateAt(
        rows.filter((r) => (r.victims_children ?? 0) > 0),
        'earliest',
      ),
  },
  {
    notebook: 'a',
    question:
      'How many of the women and girls who survived these attacks were referred to a Thuthuzela Care Centre or offered trauma counselling?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the newspaper editor, on notebook a.
  {
    notebook: 'a',
    question:
      'Our reporter\'s copy says "more than 40 people were killed" in the incidents in this notebook. What is the exact number of people killed?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows)),
  },
  {
    notebook: 'a',
    question:
      'The story claims that every one of the CIT heists in these releases ended with suspects arrested. Is that true, yes or no?',
    covers: ['yes/no', 'slang'],
    expect: (rows) => {
      const heists = rows.filter(cit);
      return yesNo(heists.length > 0 && heists.every(arrested));
    },
  },
  {
    notebook: 'a',
    question:
      'Checking a line before print: "the Eastern Cape lost more people to killings than the Western Cape." If that holds, how many more people were killed in the Eastern Cape?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Eastern Cape'), inProvince('Western Cape'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'a',
    question:
      'Reporter has four attempted murder incidents in KwaZulu-Natal from 2017 onwards. Confirm or give me the correct count.',
    covers: ['conjunction', 'calendar', 'restricted count'],
    expect: (rows) =>
      number(count(rows, has('attempted murder'), inProvince('KwaZulu-Natal'), sinceYear(2017))),
  },
  {
    notebook: 'a',
    question:
      'The draft says "nearly nine in ten incidents led to an arrest". What is the actual share of incidents with an arrest, to the nearest percent?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },

  // Voice 1, the statistics student, on notebook b.
  {
    notebook: 'b',
    question:
      'which municipality appears most often in notebook b? (mode of the municipality column basically)',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'total male suspects in North West incidents? only counting rows that give a number',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(totalWhere('suspects_male', inProvince('North West'))(rows)),
  },
  {
    notebook: 'b',
    question: "earliest event date for a rape case? want the start of my time series, it's for a line plot",
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(rape), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'of the incidents in the Free State, what % involved murder (whole number)?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Free State')), murder),
  },
  {
    notebook: 'b',
    question: 'how many incidents fall in the first half of the year (jan-jun), all years pooled together?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMonths(1, 6))),
  },

  // Voice 2, the victims' rights advocate, on notebook b.
  {
    notebook: 'b',
    question:
      'For our report on sexual violence (rape and sexual assault), how many women and girls were victims in those cases, counting every case in this notebook?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(totalWhere('victims_female', sexualViolence)(rows)),
  },
  {
    notebook: 'b',
    question:
      'In which province were the most children harmed? I would like the province and how many child victims.',
    covers: ['ranking', 'people'],
    ...ranking(childrenProvinceTally),
  },
  {
    notebook: 'b',
    question:
      'Leaving aside those who died, how many people in total were injured or wounded in these incidents?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_injured', rows)),
  },
  {
    notebook: 'b',
    question:
      'Survivors deserve to see someone held to account. Is there a rape case in these releases where nobody was arrested?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, rape, notArrested) > 0),
  },
  {
    notebook: 'b',
    question: 'How many of the victims in these cases were living with a disability?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the newspaper editor, on notebook b.
  {
    notebook: 'b',
    question:
      'Copy says five cops were among the victims in these incidents. Right figure for police officers as victims?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question:
      'Our reporter writes that not a single woman was among the suspects in these cases. Is that correct - yes or no?',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(peopleTotal('suspects_female', rows) === 0),
  },
  {
    notebook: 'b',
    question:
      'The piece says Limpopo had more murder incidents than Mpumalanga. How many more exactly, so I can put the number in?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => murder(r) && inProvince('Limpopo')(r),
        (r) => murder(r) && inProvince('Mpumalanga')(r),
      ),
  },
  {
    notebook: 'b',
    question:
      'Story has nine incidents in 2023. Please check - how many incidents actually took place that year?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, inYear(2023))),
  },
  {
    notebook: 'b',
    question: 'Reporter totals 30 suspects arrested in the Nothern Cape. Confirm or correct that number.',
    covers: ['people', 'misspelling', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Northern Cape')))),
  },
];

export const fresh131QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH131_QUESTIONS, rows);
