/**
 * The hundred-and-eighty-second fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A newspaper graphics editor who needs exact numbers for a chart: counts by province, by year and
 *    by crime, each with an explicit "don't count X" rule; short, businesslike, chart vocabulary.
 * 2. A retired magistrate writing formal, old-fashioned English in long sentences with Latin tags
 *    (inter alia, viz., i.e., prima facie), interested in the suspects' ages and in arrests.
 * 3. A call-centre agent on a victims' hotline typing fast, all lower case, with typos ("kidnaping",
 *    "hapen", "decmber", "murdr"), asking where and when things happened.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category, so an incident with several crimes is counted once):
 * - Dates are `event_date` alone: a row without one is outside every year, month, weekday and
 *   "2022 or later" window and is never the earliest or latest; `published_date` is never read. A
 *   weekend is a Saturday or Sunday of `event_date`; a calendar month "any year" is the month of
 *   `event_date` in any year. The share of dated incidents takes only dated rows as its base.
 * - "Murder" is the `murder` category alone: `attempted murder` and `culpable homicide` are not murders.
 *   "Rape" is `rape` alone (not `sexual assault`). "Kidnapping" is `kidnapping`; "carjacking" is
 *   `carjacking` (not `truck hijacking`). "Illegal guns" / "firearm possession" is
 *   `illegal firearm possession`. "Zama-zamas" (illegal miners) are the rows holding `illegal mining`.
 *   The crime categories ranked leave out the catch-all `other`.
 * - Arrests: the number of suspects arrested (taken into custody, apprehended) is the sum of
 *   `num_suspects_arrested` (a null adds nothing); "an arrest was made" / "nobody arrested" is
 *   `arrest_made` true / false (a null is neither).
 * - Suspects' ages are the stated `suspect_ages`, one per suspect, whether the suspect was arrested or
 *   sought; rows without ages add none. The youngest / oldest is the least / greatest stated age; the
 *   mean age is over the suspects of stated age, to one decimal; "under thirty" is an age below 30.
 *   "Was any suspect of fifty or more arrested in P" asks for a stated age of 50 or over in a row of P
 *   with `arrest_made` true.
 * - People killed are the sum of the stated `victims_killed` (the injured are `victims_injured`, not
 *   counted with them).
 * - A place named inside a town ("Khayelitsha") is a row whose `location` holds the name (any case).
 *   "Where" an incident happened is answered by the parts of its `location` no other incident shares.
 * - "How many more in P than in Q" is the difference of the two counts; P must have more.
 * - Rankings (province with most murders, most suspects arrested, most weekend incidents, most
 *   illegal-firearm incidents, most incidents in July of any year; the incident with most suspects
 *   arrested) each carry their tally; a tie at the top is an error in the question. The top three
 *   crime categories must not tie among themselves or with the fourth.
 * - Refusals: the ground truth holds no rand value of goods stolen, no sentences or court outcomes and
 *   no time of day.
 */
import {
  atPlace,
  type BlindQuestion,
  kznProvinceNames,
  largestIncident,
  peopleTotal,
  percentage,
  placeNames,
  ranking,
  rowsWhere,
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
  excessOf,
  has,
  inProvince,
  inYear,
  meanOf,
  month,
  number,
  percentOf,
  refusal,
  sinceYear,
  text,
  topKeys,
  weekday,
  weekend,
} from './ground-truth-questions';

const murder = has('murder');
const rape = has('rape');
const kidnapping = has('kidnapping');
const dated = (r: DevRow) => r.event_date !== null;

/** The stated ages of the suspects of the rows that pass every test. */
const agesWhere = (rows: readonly DevRow[], ...tests: ((r: DevRow) => boolean)[]) =>
  suspectAges(rowsWhere(rows, ...tests));

/** The least or greatest stated age; no stated age is an error in the question. */
function extremeAge(ages: number[], end: 'youngest' | 'oldest') {
  if (ages.length === 0) throw new Error('no stated age');
  return number(end === 'youngest' ? Math.min(...ages) : Math.max(...ages));
}

/** Where the earliest dated incident of the selection happened, by its own place names. */
function whereEarliest(rows: readonly DevRow[], ...tests: ((r: DevRow) => boolean)[]) {
  const chosen = rowsWhere(rows, dated, ...tests).sort((x, y) =>
    (x.event_date ?? '').localeCompare(y.event_date ?? ''),
  );
  const [first, second] = chosen;
  if (!first) throw new Error('no dated incident');
  if (second && second.event_date === first.event_date)
    throw new Error('two incidents share the earliest date');
  return text(placeNames(first, rows));
}

const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
const arrestsProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const weekendProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(weekend), (r) => r.province);
const firearmProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('illegal firearm possession')), (r) => r.province);
/** The incidents of July, in any year, per province. */
const julyProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter((r) => month(r) === 7),
    (r) => r.province,
  );

export const FRESH182_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the graphics editor, on notebook a.
  {
    notebook: 'a',
    question:
      "For the province bar chart: which province has the most murder incidents? Murder category only - don't count attempted murder or culpable homicide.",
    covers: ['ranking', 'restricted count'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      "Year-by-year chart, need the 2019 bar: how many incidents happened in 2019? Go by incident date - don't count a release just because it was published in 2019, and don't count undated ones.",
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inYear(2019))),
  },
  {
    notebook: 'a',
    question:
      "Top 3 crime categories by number of incidents, biggest first, for a ranked bar chart. Don't count the catch-all 'other' category.",
    covers: ['restricted count'],
    expect: (rows) => ({
      kind: 'list',
      value: topKeys(
        rows.flatMap((r) => r.crimes.filter((c) => c !== 'other')),
        (c) => c,
        3,
      ).map((c) => crimeNames(c)[0] ?? c),
    }),
  },
  {
    notebook: 'a',
    question:
      "What percentage of the dated incidents happened in 2022 or later? Don't count the undated releases in the base either. Whole percent please, it's going on a donut chart.",
    covers: ['share', 'calendar'],
    expect: (rows) => percentage(count(rows, sinceYear(2022)), count(rows, dated)),
  },
  {
    notebook: 'a',
    question:
      "Need rand values for a chart: total value of goods and cash stolen per province, in rand? Don't count the vehicles.",
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the retired magistrate, on notebook a.
  {
    notebook: 'a',
    question:
      'I should be obliged to learn in which of the provinces the greatest number of suspects was taken into custody, i.e. the sum of all persons arrested across the incidents of that province, and not merely the number of incidents in which some arrest, inter alia, was effected.',
    covers: ['ranking', 'people'],
    ...ranking(arrestsProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Of the suspects implicated in the matters of murder (I exclude, for present purposes, the attempted murders which do not also involve a murder), what was the age of the youngest whose age the police saw fit to disclose?',
    covers: ['restricted count', 'people'],
    expect: (rows) => extremeAge(agesWhere(rows, murder), 'youngest'),
  },
  {
    notebook: 'a',
    question:
      'Taking the Western Cape alone, and counting each suspect whose age is stated once, viz. every age given in those releases, what is the mean age of the suspects, expressed to one decimal place?',
    covers: ['people', 'conjunction'],
    expect: (rows) => meanOf(agesWhere(rows, inProvince('Western Cape')), 1),
  },
  {
    notebook: 'a',
    question:
      'Pray tell me whether, in any Gauteng matter in which an arrest was made, a suspect of fifty years of age or older was, prima facie, among those whose ages are recorded; a simple yes or no shall suffice.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(agesWhere(rows, inProvince('Gauteng'), arrested).some((age) => age >= 50)),
  },
  {
    notebook: 'a',
    question:
      'In how many of these matters did the accused, having been arrested, subsequently receive a custodial sentence, and what, on average, was the term of imprisonment imposed by the court?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the hotline agent, on notebook a.
  {
    notebook: 'a',
    question: 'wen was the first kidnaping in gauteng, date pls',
    covers: ['date', 'misspelling', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, kidnapping, inProvince('Gauteng')), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'which province gets the most incidents on weekends (sat or sun)',
    covers: ['ranking', 'calendar'],
    ...ranking(weekendProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'caller is from khayelitsha - how many incidnts happened there in total',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, atPlace('khayelitsha'))),
  },
  {
    notebook: 'a',
    question: 'where did the earliest carjacking hapen',
    covers: ['misspelling'],
    expect: (rows) => whereEarliest(rows, has('carjacking')),
  },
  {
    notebook: 'a',
    question: 'how many incidents happend in decmber, any year',
    covers: ['calendar', 'misspelling'],
    expect: (rows) => number(count(rows, (r) => month(r) === 12)),
  },

  // Voice 1, the graphics editor, on notebook b.
  {
    notebook: 'b',
    question:
      "Province map: which province has the most illegal firearm possession incidents? Count incidents, not charges - don't count an incident twice because it has other crimes too.",
    covers: ['ranking', 'restricted count'],
    ...ranking(firearmProvinceTally),
  },
  {
    notebook: 'b',
    question:
      "2023 bar for the timeline: how many incidents happened in 2023? By incident date; don't count undated releases or go by publication date.",
    covers: ['calendar'],
    expect: (rows) => number(count(rows, inYear(2023))),
  },
  {
    notebook: 'b',
    question: "Rape incidents in the Northern Cape - count? Rape only, don't count sexual assault.",
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, rape, inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question:
      "How many more murder incidents in the Free State than in the Northern Cape? Don't count attempted murders.",
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => murder(r) && inProvince('Free State')(r),
        (r) => murder(r) && inProvince('Northern Cape')(r),
      ),
  },
  {
    notebook: 'b',
    question:
      "Total people killed in Free State incidents, for the fatalities graphic. Don't count the injured.",
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Free State')))),
  },

  // Voice 2, the retired magistrate, on notebook b.
  {
    notebook: 'b',
    question:
      'In the matters involving a kidnapping, inter alia those in which the abduction was but one of several charges, what was the age of the oldest suspect whose age is a matter of record?',
    covers: ['restricted count', 'people'],
    expect: (rows) => extremeAge(agesWhere(rows, kidnapping), 'oldest'),
  },
  {
    notebook: 'b',
    question:
      'Counting every suspect whose age is stated in these releases, i.e. each recorded age once, how many of those persons had not yet attained the age of thirty?',
    covers: ['people'],
    expect: (rows) => number(suspectAges(rows).filter((age) => age < 30).length),
  },
  {
    notebook: 'b',
    question:
      'In what proportion of the rape matters, expressed as a percentage to the nearest whole number, was an arrest in fact made, the remainder being those in which the perpetrator remained at large?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(rape), arrested),
  },
  {
    notebook: 'b',
    question:
      'What was the total number of suspects arrested in the operations against the so-called zama-zamas, viz. the illegal miners, taking all such incidents together?',
    covers: ['slang', 'people'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('illegal mining')))),
  },
  {
    notebook: 'b',
    question:
      'At which place was the largest single haul of suspects effected, that is to say the one incident in which the police arrested more persons than in any other?',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.num_suspects_arrested,
    ),
  },

  // Voice 3, the hotline agent, on notebook b.
  {
    notebook: 'b',
    question: 'when was the last murdr in the free state',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Free State')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'where was the earliest rape in northern cape, lady wants to know if its the same place',
    covers: ['conjunction'],
    expect: (rows) => whereEarliest(rows, rape, inProvince('Northern Cape')),
  },
  {
    notebook: 'b',
    question: 'any incidents in mpumalanga on a sunday? y/n',
    covers: ['yes/no', 'calendar', 'conjunction'],
    expect: (rows) => yesNo(count(rows, inProvince('Mpumalanga'), (r) => weekday(r) === 'Sunday') > 0),
  },
  {
    notebook: 'b',
    question: 'wich province had the most incidents in july, any year',
    covers: ['ranking', 'calendar', 'misspelling'],
    ...ranking(julyProvinceTally),
  },
  {
    notebook: 'b',
    question: 'what time of nite did the farm murders near kestell happen, caller asking',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh182QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH182_QUESTIONS, rows);
