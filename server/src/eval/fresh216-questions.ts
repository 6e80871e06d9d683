/**
 * The two-hundred-and-sixteenth fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A gender-based-violence NGO worker: women, girls, children, rape, domestic violence and whether the
 *    attacker was known; careful to say who counts as a woman or a child ("women and girls", "under
 *    18"), with the sector's shorthand ("GBV", "DV", "survivors").
 * 2. A retired police officer in the tone of a letter to the editor: sceptical claims to confirm or
 *    refute ("I put it to you that ...", "Surely ...", "Is it not the case that ..."), old-fashioned
 *    phrasing ("felons", "the constabulary", "pray tell").
 * 3. A first-year university student in a hurry: "Q1:", "(a)", bullet points, asks for lists and the
 *    earliest/latest, muddles terms now and then ("cash in transport heist", "kidnaping", "hijackings").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Women and girls: the ground truth records the sex of victims (`victims_female`) without their age,
 *   so "women and girls" / "female victims" is the sum of `victims_female`, of any age; a null adds
 *   nothing. No question asks for adult women alone.
 * - Children: `victims_children` (under eighteen), summed where stated. A "child rape" is a row with
 *   `rape` among its crimes and a stated `victims_children` of at least one; the child's sex is not read.
 * - "Rape" is the `rape` category alone (`sexual assault` is not rape).
 * - Knowing the attacker: `relationship` of `partner`, `family` or `acquaintance` (as `knewTheAttacker`);
 *   `stranger` and an unstated (null) relationship are not known. The share of rape cases where the
 *   victim knew the attacker is over all the notebook's rape rows, the unstated ones kept in the base.
 *   "Domestic violence" is `relationship` `partner` or `family` only (an acquaintance is not domestic).
 *   "A woman or girl killed in a domestic violence case" is a domestic row with a stated
 *   `victims_female` of at least one and a stated `victims_killed` of at least one (the ground truth does
 *   not say which victim died).
 * - Dates are `event_date` alone: a row without one is outside every weekday, weekend, earliest and
 *   latest; `published_date` is never read. A weekend is a Saturday or Sunday of `event_date`, and an
 *   incident "on a Wednesday" is one whose `event_date` fell on that weekday.
 * - Arrests: "an arrest was made" is `arrest_made === true`; a share of incidents is over all the rows
 *   in question, a null `arrest_made` kept in the base as not arrested, to the nearest whole percent.
 *   "Suspects arrested" sums `num_suspects_arrested` (nulls add nothing).
 * - Police officers among the victims: the sum of stated `victims_police`; "all the other provinces put
 *   together" is every row whose province is not the one named. A yes/no claim of "more" is strict.
 * - Suspects' ages are `suspect_ages`, one per suspect (rows without ages add none); the mean is to one
 *   decimal, the median is the middle age (the mean of the two middle ages for an even count).
 * - "Murders" are `murder` alone (attempted murder and culpable homicide are not). "How many more in P
 *   than in Q" is the difference of the two counts; P must have more.
 * - "Hijackings" are `carjacking` or `truck hijacking` (a row with both counts once); "CIT" / a "cash in
 *   transport heist" is `cash-in-transit robbery`.
 * - Lists of provinces are the distinct `province` values of the rows selected, in any order.
 * - Rankings (province with most murders, province with most rapes) each carry their tally; a tie at the
 *   top is an error in the question.
 * - Refusals: the ground truth holds no protection orders, referrals to care centres or survivors'
 *   services, no court outcomes (convictions, sentences), no bail or previous convictions, no time of
 *   day and no value of goods stolen.
 */

import type { Expectation } from './answer-matching';
import {
  anyCrime,
  type BlindQuestion,
  knewTheAttacker,
  kznProvinceNames,
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
  dateAt,
  excessOf,
  has,
  inProvince,
  meanOf,
  number,
  percentOf,
  refusal,
  rounded,
  weekday,
  weekend,
} from './ground-truth-questions';

const rape = has('rape');
const murder = has('murder');
/** A stated child victim (under eighteen). */
const childVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;
const childRape = (r: DevRow) => rape(r) && childVictim(r);
/** Domestic violence: the attacker was a partner or family member, as the release states. */
const domestic = (r: DevRow) => r.relationship === 'partner' || r.relationship === 'family';
const femaleKilled = (r: DevRow) => (r.victims_female ?? 0) > 0 && (r.victims_killed ?? 0) > 0;
const hijacking = anyCrime('carjacking', 'truck hijacking');
const cit = has('cash-in-transit robbery');

/** The median of the values (the mean of the two middle ones for an even count); none is an error. */
function medianOf(values: readonly number[]): Expectation {
  const sorted = [...values].sort((x, y) => x - y);
  if (sorted.length === 0) throw new Error('no value to take a median of');
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return number(rounded(value, 1));
}

/** The distinct provinces of the rows, in the order they first occur. */
function provincesOf(rows: readonly DevRow[]): Expectation {
  const provinces = [...new Set(rows.map((r) => r.province))];
  if (provinces.length === 0) throw new Error('no province to list');
  return { kind: 'list', value: provinces };
}

const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
const rapeProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(rape), (r) => r.province);

export const FRESH216_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the GBV NGO worker, on notebook a.
  {
    notebook: 'a',
    question:
      'How many female victims are there in total across these releases? Please count women and girls together, since the releases mostly give the sex but not the age.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_female', rows)),
  },
  {
    notebook: 'a',
    question:
      'Of all the rape cases, in what percentage does the release say the survivor knew the perpetrator (a partner, family member or acquaintance)? Keep cases where the relationship is not mentioned in the total.',
    covers: ['share', 'restricted count', 'slang'],
    expect: (rows) => percentage(count(rows, rape, knewTheAttacker), count(rows, rape)),
  },
  {
    notebook: 'a',
    question:
      'Is there any DV case here, meaning the attacker was a partner or a family member, in which a woman or girl was among the victims and someone was killed?',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, domestic, femaleKilled) > 0),
  },
  {
    notebook: 'a',
    question: 'On what date did the most recent rape of a child (a survivor under 18) take place?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rows.filter(childRape), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'In how many of the GBV cases did the woman already have a protection order against the man who attacked her?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the retired police officer, on notebook a.
  {
    notebook: 'a',
    question:
      'I put it to you that the constabulary catches hardly anyone these days. Pray tell, in what percentage of these incidents was an arrest actually made?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'a',
    question:
      'Is it not the case that more police officers fell victim in the Western Cape alone than in all the other provinces put together?',
    covers: ['yes/no', 'people'],
    expect: (rows) =>
      yesNo(
        peopleTotal('victims_police', rows.filter(inProvince('Western Cape'))) >
          peopleTotal(
            'victims_police',
            rows.filter((r) => !inProvince('Western Cape')(r)),
          ),
      ),
  },
  {
    notebook: 'a',
    question:
      'Surely KwaZulu-Natal is not the worst for murder, as the papers would have us believe? Kindly name the province with the greatest number of murder cases.',
    covers: ['ranking'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'In my day the felons were grown men, not boys. What was the average age of the suspects whose ages are given, to one decimal place?',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows), 1),
  },
  {
    notebook: 'a',
    question:
      'I should like to know how many of these cases ended in a conviction in court, for an arrest is worth nothing without one.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the first-year student, on notebook a.
  {
    notebook: 'a',
    question: 'Q2: list every province where a carjacking happened (just the names pls)',
    covers: ['restricted count'],
    expect: (rows) => provincesOf(rows.filter(has('carjacking'))),
  },
  {
    notebook: 'a',
    question: 'Q3 (a) what is the date of the earliest kidnaping in the notebook?',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'Q4:\n- how many incidents happened on a Wednesday?\n- (only count ones with a date)',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Wednesday')),
  },
  {
    notebook: 'a',
    question: 'Q5 (b): how many more murders (homicides i think?) in KZN than in Gauteng',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => murder(r) && inProvince('KwaZulu-Natal')(r),
        (r) => murder(r) && inProvince('Gauteng')(r),
      ),
  },
  {
    notebook: 'a',
    question: 'Q6: what time of day do most of the murders happen, morning or night?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the GBV NGO worker, on notebook b.
  {
    notebook: 'b',
    question:
      'Across all the rape cases, how many of the survivors were children, i.e. under 18? Girls and boys both, please.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(rape))),
  },
  {
    notebook: 'b',
    question: 'What percentage of the rape cases resulted in an arrest being made?',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(rape), arrested),
  },
  {
    notebook: 'b',
    question:
      'In how many incidents does the release say that the victim knew the attacker, whether as a partner, a relative or an acquaintance?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, knewTheAttacker)),
  },
  {
    notebook: 'b',
    question: 'When did the earliest rape of a child under 18 in these releases happen?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rows.filter(childRape), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'How many of the rape survivors were referred to a Thuthuzela Care Centre for counselling and medical care?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the retired police officer, on notebook b.
  {
    notebook: 'b',
    question:
      'Is it not the case that the Northern Cape, of all places, leads in the matter of rape? Which province has the most rape cases?',
    covers: ['ranking'],
    ...ranking(rapeProvinceTally),
  },
  {
    notebook: 'b',
    question:
      'I put it to you that the men in Mpumalanga brought in more suspects than their colleagues in the North West. Is that so?',
    covers: ['yes/no', 'people', 'conjunction'],
    expect: (rows) =>
      yesNo(
        suspectsArrested(rows.filter(inProvince('Mpumalanga'))) >
          suspectsArrested(rows.filter(inProvince('North West'))),
      ),
  },
  {
    notebook: 'b',
    question:
      'Surely it is a scandal how many of our own are attacked. How many police officers, on duty or off, were among the victims in all?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question:
      'It was always said that the weekend brings out the worst in men. How many of these incidents took place on a Saturday or a Sunday?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, weekend)),
  },
  {
    notebook: 'b',
    question:
      'How many of the suspects arrested were already out on bail or had previous convictions? I daresay a great many.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the first-year student, on notebook b.
  {
    notebook: 'b',
    question: 'Q1: list the provinces that had poching incidents',
    covers: ['misspelling'],
    expect: (rows) => provincesOf(rows.filter(has('poaching'))),
  },
  {
    notebook: 'b',
    question: 'Q2 (a) earliest cash in transport heist - what date?',
    covers: ['date', 'slang', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(cit), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Q3: median age of the suspects? (the ones where age is given)',
    covers: ['people'],
    expect: (rows) => medianOf(suspectAges(rows)),
  },
  {
    notebook: 'b',
    question: 'Q4 - total number of hijackings (cars AND trucks)',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, hijacking)),
  },
  {
    notebook: 'b',
    question: 'Q5: (a) how much money in rands was stolen in the business robberies altogether?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh216QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH216_QUESTIONS, rows);
