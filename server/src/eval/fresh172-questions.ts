/**
 * The hundred-and-seventy-second fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A victim-support NGO coordinator: women, children and survivors of sexual and domestic violence;
 *    gentle and precise, sometimes naming the tie between attacker and victim ("knew her attacker",
 *    "a partner or a family member"), with the odd typo ("childern", "domestc").
 * 2. A security company operations manager: robberies, hijackings and cash-in-transit attacks by place,
 *    weekday and month; terse, bullet-like, with abbreviations ("CIT", "TOMV", "hijack", "prov", "MP",
 *    "NC", "biz", "nabbed", "y/n") and a slip or two ("robbries").
 * 3. A retired statistician: long, careful questions with explicit denominators, exclusions and rounding
 *    instructions, sometimes a median or a ratio.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, weekday, month and weekend,
 *   and is never the earliest or the most recent; `published_date` is never read. A weekend is a Saturday
 *   or Sunday of `event_date`; a month "all years" is the month of `event_date` in any year.
 * - "Sexual violence", "rape or sexual assault", "rape cases" are the rows holding `rape` or
 *   `sexual assault`.
 * - The tie between attacker and victim is `relationship`. "Knew the attacker" / "known to her" is
 *   `partner`, `family` or `acquaintance`; "domestic violence" is `partner` or `family` alone (an
 *   acquaintance is not domestic); a `stranger` or an unstated relationship is neither.
 * - People are sums of the stated figures, a null adding nothing: `victims_female` (women and girls,
 *   female victims), `victims_male` (male victims), `victims_children` (children, under 18),
 *   `victims_killed` (killed), `victims_injured` (injured), `num_suspects_arrested` (suspects arrested,
 *   nabbed). "A child survivor" / "a child was raped" is a row whose `victims_children` is above 0.
 *   "The woman or girl knew her attacker" needs `victims_female` above 0 as well as the tie.
 * - "CIT" is `cash-in-transit robbery`. "Robberies (all types)" are `armed robbery`, `robbery`,
 *   `house robbery`, `business robbery` and `cash-in-transit robbery`; hijackings are not robberies.
 *   "Hijacks" (car + truck) are `carjacking` or `truck hijacking`. "TOMV" (theft of motor vehicle) is
 *   `vehicle theft`. "Biz robbery" is `business robbery`. "Murder" is `murder` (attempted murder alone is
 *   not one).
 * - Places are `province`: "MP" is Mpumalanga, "NC" the Northern Cape. A ranking by province tallies rows
 *   (or, for women and girls, sums `victims_female`) per province; the weekday and month rankings tally
 *   the rows by the weekday or month of `event_date`. Each ranking carries its tally; a tie at the top is
 *   an error in the question. The list of provinces with a CIT hit is every province holding one.
 * - "Nobody was arrested" is `arrest_made === false` (an unstated arrest is left out).
 * - A median is taken over the stated values (zeros included), the mean of the two middle values when
 *   their number is even. The median suspect age takes one value per stated age in `suspect_ages`.
 * - A ratio "X to Y" is sum X / sum Y over the stated figures; a share is a percentage of the stated
 *   denominator; both are rounded as the question says (a value on the halfway mark is an error).
 * - "How many more in P than in Q" is the difference of the two counts (or sums); P must have more.
 * - Refusals: the ground truth holds no protection orders, no convictions or court outcomes, and no amount
 *   of cash or value taken.
 */
import { MONTH_NAMES } from '../corpus/calendar';
import {
  anyCrime,
  type BlindQuestion,
  knewTheAttacker,
  kznProvinceNames,
  peopleByProvince,
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
  casesOf,
  count,
  dateAt,
  excessOf,
  has,
  inProvince,
  inYear,
  month,
  notArrested,
  number,
  percentOf,
  refusal,
  rounded,
  weekday,
  weekend,
} from './ground-truth-questions';

/** Sexual violence: rape or sexual assault. */
const sexualViolence = anyCrime('rape', 'sexual assault');
/** Domestic violence: the attacker was the victim's partner or a family member. */
const domestic = (r: DevRow) => r.relationship === 'partner' || r.relationship === 'family';
/** A robbery of any type; hijackings are not among them. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
/** A hijack: a car or a truck. */
const hijack = anyCrime('carjacking', 'truck hijacking');
const cit = has('cash-in-transit robbery');
const tomv = has('vehicle theft');
const dated = (r: DevRow) => r.event_date !== null;
const withChild = (r: DevRow) => (r.victims_children ?? 0) > 0;
const withWoman = (r: DevRow) => (r.victims_female ?? 0) > 0;

/** The median of the stated values, rounded; no stated value is an error in the question. */
function medianOf(values: (number | null)[], decimals = 1) {
  const sorted = values.filter((v): v is number => v !== null).sort((x, y) => x - y);
  if (sorted.length === 0) throw new Error('no stated value to take a median of');
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return number(rounded(median, decimals));
}

/** The ratio of two totals, rounded; an empty second total is an error in the question. */
function ratioOf(first: number, second: number, decimals: number) {
  if (second === 0) throw new Error('no second total to divide by');
  return number(rounded(first / second, decimals));
}

/** The provinces that hold at least one row passing the test, in the order they first appear. */
function provincesWith(rows: readonly DevRow[], test: (r: DevRow) => boolean) {
  const provinces = [...new Set(rows.filter(test).map((r) => r.province))];
  if (provinces.length === 0) throw new Error('no province to list');
  return { kind: 'list' as const, value: provinces };
}

const robberyProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(robbery), (r) => r.province);
const robberyOrHijackWeekdayTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter((r) => robbery(r) || hijack(r)),
    weekday,
  );
const sexualViolenceProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(sexualViolence), (r) => r.province);
const robberyMonthTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(robbery), (r) => {
    const m = month(r);
    return m === undefined ? undefined : MONTH_NAMES[m - 1];
  });

export const FRESH172_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the victim-support NGO coordinator, on notebook a.
  {
    notebook: 'a',
    question:
      'I coordinate support for women who have survived violence. Counting the victims these releases record as female, which province has the most women and girls among its victims?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_female'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Looking only at the cases of rape or sexual assault, how many of the survivors were childern, that is, under 18?',
    covers: ['people', 'restricted count', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(sexualViolence))),
  },
  {
    notebook: 'a',
    question:
      'In how many of these incidents did the victim know the person who attacked them, whether a partner, a family member or an acquaintance?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, knewTheAttacker)),
  },
  {
    notebook: 'a',
    question:
      'Is there a case in the Eastern Cape where a child was raped? A yes or no is enough, thank you.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('rape'), withChild, inProvince('Eastern Cape')) > 0),
  },
  {
    notebook: 'a',
    question:
      'For the survivors of sexual violence in these cases, how many already had a protection order in place against their attacker?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the security company operations manager, on notebook a.
  {
    notebook: 'a',
    question: 'Robberies, all types incl CIT, excl hijacks - top prov?',
    covers: ['ranking', 'slang'],
    ...ranking(robberyProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'hijacks (car + truck) - how many total',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, hijack)),
  },
  {
    notebook: 'a',
    question: 'Robbery + hijack combined (CIT incl): worst weekday?',
    covers: ['ranking', 'calendar', 'slang'],
    ...ranking(robberyOrHijackWeekdayTally),
  },
  {
    notebook: 'a',
    question: 'Last CIT hit - date?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },
  {
    notebook: 'a',
    question: 'CIT hits - list the provs pls',
    covers: ['slang'],
    expect: (rows) => provincesWith(rows, cit),
  },

  // Voice 3, the retired statistician, on notebook a.
  {
    notebook: 'a',
    question:
      'Taking as the population only those incidents for which the number of suspects arrested is stated (a stated zero counts), what is the median number of suspects arrested per incident? Should the middle fall between two incidents, please take the mean of the two.',
    covers: ['people'],
    expect: (rows) => medianOf(rows.map((r) => r.num_suspects_arrested)),
  },
  {
    notebook: 'a',
    question:
      'Using all incidents in the Eastern Cape as the denominator, what percentage of them involved a murder? Attempted murder on its own should not count as a murder. Please round to one decimal place.',
    covers: ['share', 'conjunction', 'restricted count'],
    expect: (rows) => {
      const eastern = rows.filter(inProvince('Eastern Cape'));
      return percentage(count(eastern, has('murder')), eastern.length, 1);
    },
  },
  {
    notebook: 'a',
    question:
      'Among the victims whose sex is stated (those of unstated sex excluded from both sides), what is the ratio of male victims to female victims, expressed as males per female and rounded to one decimal place?',
    covers: ['people', 'share'],
    expect: (rows) => ratioOf(peopleTotal('victims_male', rows), peopleTotal('victims_female', rows), 1),
  },
  {
    notebook: 'a',
    question:
      'Summing only the stated numbers of people killed, and ignoring incidents where that number is not given, how many more people were killed in the Eastern Cape than in the Western Cape?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Eastern Cape'), inProvince('Western Cape'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'a',
    question:
      'Of the incidents in which at least one suspect was arrested, what proportion ended in a conviction within twelve months of the arrest? Please express it as a percentage rounded to the nearest whole number.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the victim-support NGO coordinator, on notebook b.
  {
    notebook: 'b',
    question:
      'Please could you tell me how many women and girls, in total, were victims in the rape and sexual assault cases?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_female', rows.filter(sexualViolence))),
  },
  {
    notebook: 'b',
    question: 'In which province were the most cases of rape or sexual assault reported?',
    covers: ['ranking'],
    ...ranking(sexualViolenceProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'b',
    question:
      'Of the rape and sexual assault cases, what percentage involved at least one child survivor under 18? A whole number is fine.',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(sexualViolence), withChild),
  },
  {
    notebook: 'b',
    question:
      'When did the most recent rape take place where the woman or girl knew her attacker, for instance as an acquaintance? I mean the day of the attack itself, not the day of the statement.',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, sexualViolence, knewTheAttacker, withWoman), 'latest'),
  },
  {
    notebook: 'b',
    question:
      "Is there any domestc violence case here, where the attacker was the victim's partner or a family member?",
    covers: ['yes/no', 'misspelling'],
    expect: (rows) => yesNo(count(rows, domestic) > 0),
  },

  // Voice 2, the security company operations manager, on notebook b.
  {
    notebook: 'b',
    question: 'CIT - total suspects nabbed?',
    covers: ['people', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(cit))),
  },
  {
    notebook: 'b',
    question: 'Robbries by month, all yrs, CIT incl, no hijacks - peak month?',
    covers: ['ranking', 'calendar', 'misspelling'],
    ...ranking(robberyMonthTally),
  },
  {
    notebook: 'b',
    question: 'MP only - hijacks (car/truck) count',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, hijack, inProvince('Mpumalanga'))),
  },
  {
    notebook: 'b',
    question: 'TOMV in NC - any? y/n',
    covers: ['yes/no', 'slang', 'conjunction'],
    expect: (rows) => yesNo(count(rows, tomv, inProvince('Northern Cape')) > 0),
  },
  {
    notebook: 'b',
    question: 'CIT - avg Rand value taken per hit?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the retired statistician, on notebook b.
  {
    notebook: 'b',
    question:
      'Treating every suspect whose age is stated as one observation (so an incident with four aged suspects contributes four values), and excluding suspects without a stated age, what is the median suspect age in years?',
    covers: ['people'],
    expect: (rows) => medianOf(suspectAges(rows)),
  },
  {
    notebook: 'b',
    question:
      'Using as the denominator only the incidents with a known incident date (undated ones excluded), what percentage took place on a Saturday or a Sunday? Round to one decimal place, please.',
    covers: ['share', 'calendar'],
    expect: (rows) => percentage(count(rows, dated, weekend), count(rows, dated), 1),
  },
  {
    notebook: 'b',
    question:
      'What is the ratio of people killed to people injured across all incidents, counting only figures that are actually stated, rounded to one decimal place?',
    covers: ['people', 'share'],
    expect: (rows) => ratioOf(peopleTotal('victims_killed', rows), peopleTotal('victims_injured', rows), 1),
  },
  {
    notebook: 'b',
    question:
      'Going by the date of the incident rather than the date of publication, how many more incidents took place in calendar year 2023 than in calendar year 2020?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => excessOf(rows, inYear(2023), inYear(2020)),
  },
  {
    notebook: 'b',
    question:
      'Restricting attention to the incidents in which it is stated that nobody was arrested, and excluding any without an incident date, what is the earliest incident date?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rows.filter(notArrested), 'earliest'),
  },
];

export const fresh172QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH172_QUESTIONS, rows);
