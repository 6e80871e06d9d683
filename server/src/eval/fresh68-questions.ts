/**
 * The sixty-eighth fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen
 * about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A victim-support counsellor at an NGO: gentle wording ("survivors", "people who lost their lives",
 *    "little ones"), gender-based violence, children, domestic settings, who the attackers were; types
 *    quickly and slips now and then ("peopel", "survivers", "assualt").
 * 2. A law student writing a moot-court brief: legalistic ("accused", "complainant", "deceased", "the
 *    matter", "apprehended", "in respect of"), conditions stacked with "and" / "but not".
 * 3. A sports-and-news app push-notification editor: headline-short, abbreviations, numerals, arrows and
 *    symbols ("GP", "KZN", "CIT", "#1 muni", "%", "w/", "Y/N", "'20 vs '24").
 *
 * The readings chosen (one row is one incident, a "matter" or a "case"; a crime question counts the rows
 * whose `crimes` hold the category):
 * - Dates are `event_date` alone: a row without one is outside every year, month range, season and
 *   weekday, and is never the most recent or the earliest; `published_date` is never read. A weekend is
 *   a Saturday or Sunday of `event_date`. Winter is the southern winter, June to August of any year.
 * - People are sums of the stated figures (a null adds nothing): `victims_killed` (people who lost their
 *   lives, the deceased), `victims_children` (little ones, children, under eighteen), `victims_police`
 *   (police officers, cops, among the victims or complainants), `victims_female` (women and girls among
 *   the victims), `suspects_female` (women among the suspects), `num_suspects_arrested` (accused
 *   apprehended). "A child was harmed" in a case is a stated `victims_children` above zero; "a cop among
 *   the victims" likewise for `victims_police`.
 * - "Apprehended" / "an arrest" / "at least one accused apprehended" is `arrest_made === true`; "nobody
 *   arrested" / "no accused apprehended" / "walked free" is `arrest_made === false` (an unstated arrest
 *   is neither). "More than two accused apprehended" and "five or more" compare `num_suspects_arrested`.
 * - The attacker "someone the survivor knew" is a `relationship` of `partner`, `family` or
 *   `acquaintance`; a case "in a domestic setting", the attacker a partner or family, is `partner` or
 *   `family` alone (the location is not read).
 * - "Murder" is the category `murder`, alone: attempted murder and culpable homicide are not murders.
 *   "Murder but not attempted murder" leaves out any row that also holds `attempted murder`. "Rape or
 *   sexual assault" is either category. "Hijackings (car + truck)" are `carjacking` or
 *   `truck hijacking`. "Kidnaps" are `kidnapping`. "CIT heist" is `cash-in-transit robbery`.
 * - Places: provinces by `province` ("GP" Gauteng, "KZN" KwaZulu-Natal); a municipality by
 *   `municipality` (rows without one are left out, answered as written or without "City of"); a town
 *   or township (Khayelitsha) by the word in `location`.
 * - Shares are over the rows named (all the notebook's rows unless narrowed), to the nearest whole
 *   percent.
 * - "How many more in P than Q" / "P vs Q, how many more in P" is the difference of the two counts; P must
 *   have more.
 * - Rankings (municipality with the most deceased, province with most hijackings, province with the most
 *   children harmed, municipality with the most incidents) each carry their tally; a tie at the top is an
 *   error in the question.
 * - Refusals: the ground truth holds nothing on counselling or referrals after an attack, protection
 *   orders, or the outcome of a trial (acquittals).
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  femaleVictims,
  inMonths,
  knewTheAttacker,
  not,
  peopleTotal,
  ranking,
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
  weekend,
} from './ground-truth-questions';

const murder = has('murder');
const rape = has('rape');
const kidnapping = has('kidnapping');
const hijacking = anyCrime('carjacking', 'truck hijacking');
const cit = has('cash-in-transit robbery');
/** A case in which a child was harmed, as the release states. */
const childHarmed = (r: DevRow) => (r.victims_children ?? 0) > 0;
/** A case with a police officer among the victims, as the release states. */
const policeVictim = (r: DevRow) => (r.victims_police ?? 0) > 0;
/** A domestic case: the attacker was the victim's partner or family. */
const domestic = (r: DevRow) => r.relationship === 'partner' || r.relationship === 'family';
/** The southern winter: June to August of any year. */
const winter = inMonths(6, 8);

const deceasedByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );
const hijackingProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(hijacking), (r) => r.province);
const childrenByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.victims_children ?? 0,
  );
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH68_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the victim-support counsellor, on notebook a.
  {
    notebook: 'a',
    question:
      'In the cases where the attacker was someone the survivor knew - a partner, a relative or an acquaintance - how many people lost their lives?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(knewTheAttacker))),
  },
  {
    notebook: 'a',
    question:
      'We run a support group in Khayelitsha. How many peopel lost their lives in incidents there, all together?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(atPlace('Khayelitsha')))),
  },
  {
    notebook: 'a',
    question: 'When was the most recent case in which one of the little ones (a child under 18) was harmed?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(childHarmed), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Do the reports tell us how many of the survivers were referred for trauma counselling afterwards? A number would really help our funding application.',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'How many of these cases happened in a domestic setting, I mean where the person who hurt them was their partner or someone in their own family?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, domestic)),
  },

  // Voice 2, the law student, on notebook a.
  {
    notebook: 'a',
    question:
      'In respect of how many matters was the charge murder but not attempted murder, and at least one accused was apprehended?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, murder, not(has('attempted murder')), arrested)),
  },
  {
    notebook: 'a',
    question: 'What is the total number of deceased in respect of matters arising in the Eastern Cape?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Of the matters involving a kidnapping, what percentage resulted in more than two accused being apprehended?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(kidnapping), (r) => (r.num_suspects_arrested ?? 0) > 2),
  },
  {
    notebook: 'a',
    question: 'Which municipality accounts for the greatest number of deceased, summed across all matters?',
    covers: ['ranking', 'people'],
    ...ranking(deceasedByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Is there any matter in the Western Cape in which a police officer was among the complainants but no accused was apprehended?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, inProvince('Western Cape'), policeVictim, notArrested) > 0),
  },

  // Voice 3, the push-notification editor, on notebook a.
  {
    notebook: 'a',
    question: 'Kidnaps GP vs KZN -> how many more in GP?',
    covers: ['conjunction', 'slang'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => kidnapping(r) && inProvince('Gauteng')(r),
        (r) => kidnapping(r) && inProvince('KwaZulu-Natal')(r),
      ),
  },
  {
    notebook: 'a',
    question: '#1 prov for hijackings (car + truck)?',
    covers: ['ranking', 'slang'],
    ...ranking(hijackingProvinceTally),
  },
  {
    notebook: 'a',
    question: '% of incidents w/ an arrest?',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'a',
    question: 'Weekend murders (Sat/Sun) - #?',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },
  {
    notebook: 'a',
    question: 'Last CIT heist - date?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },

  // Voice 1, the victim-support counsellor, on notebook b.
  {
    notebook: 'b',
    question:
      'Among the survivors of rape or sexual assualt, how many were little ones, children under eighteen?',
    covers: ['people', 'restricted count', 'misspelling'],
    expect: (rows) =>
      number(peopleTotal('victims_children', rows.filter(anyCrime('rape', 'sexual assault')))),
  },
  {
    notebook: 'b',
    question: 'How many women and girls were among the victims in the Free State cases, all together?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(femaleVictims(rows.filter(inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question: 'Which province had the most little ones harmed, counting every child victim?',
    covers: ['ranking', 'people'],
    ...ranking(childrenByProvince),
  },
  {
    notebook: 'b',
    question:
      "It breaks my heart when they walk free. Was there a rape case where nobody was arrested? Just yes or no, that's fine.",
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, rape, notArrested) > 0),
  },
  {
    notebook: 'b',
    question: 'How many of the women had a protection order in place against the man who harmed them?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the law student, on notebook b.
  {
    notebook: 'b',
    question: 'In respect of matters in the Free State, how many accused were apprehended in total?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question: 'How many matters involved both murder and kidnapping but not rape?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, murder, kidnapping, not(rape))),
  },
  {
    notebook: 'b',
    question: 'On what date did the earliest matter in which a complainant was raped occur?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(rape), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'What proportion of the matters in the North West resulted in five or more accused being apprehended, as a percentage?',
    covers: ['share', 'conjunction'],
    expect: (rows) =>
      percentOf(rows.filter(inProvince('North West')), (r) => (r.num_suspects_arrested ?? 0) >= 5),
  },
  {
    notebook: 'b',
    question: 'In respect of how many matters were the accused ultimately acquitted at trial?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the push-notification editor, on notebook b.
  {
    notebook: 'b',
    question: '#1 muni by incident count?',
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: "Murders '20 vs '24 -> how many more in '20?",
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => murder(r) && inYear(2020)(r),
        (r) => murder(r) && inYear(2024)(r),
      ),
  },
  {
    notebook: 'b',
    question: 'Cop among victims: % of incidents?',
    covers: ['share', 'people', 'slang'],
    expect: (rows) => percentOf(rows, policeVictim),
  },
  {
    notebook: 'b',
    question: 'Any female suspects at all? Y/N',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(peopleTotal('suspects_female', rows) > 0),
  },
  {
    notebook: 'b',
    question: 'Winter (Jun-Aug) murders, all yrs: #?',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder, winter)),
  },
];

export const fresh68QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH68_QUESTIONS, rows);
