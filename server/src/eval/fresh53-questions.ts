/**
 * The fifty-third fresh question set, written blind: thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, asked in three voices that each put five questions to each notebook.
 *
 * - A mining-community activist: zama zama busts, the goldfields, unlicensed guns, arrests per
 *   operation, "in 2023 alone".
 * - An emergency-medicine doctor tracking trauma: injured against killed, the incident with the most
 *   wounded, children, weekends, and the time of day.
 * - A defence attorney: the accused in one named case, remands, withdrawn cases, acquittals, the
 *   earliest or latest incident, and cases with no firearm charge.
 *
 * Readings chosen (every expectation is worked out from the ground truth by the code below):
 * - A "zama zama bust", an "illegal mining operation" and an incident "involving illegal mining" are
 *   the incidents whose crimes include illegal mining. Everyone arrested in such an incident counts as
 *   arrested in the operation (num_suspects_arrested), whatever the charge against each person.
 * - "Unlicensed firearm", "illegal firearm", "unlicensed gun" and "illegal firearm charge" are the crime
 *   illegal firearm possession. "No illegal firearm charge" is the negation: a murder incident whose
 *   crimes leave it out.
 * - Places are matched by province; the "North West and Free State goldfields" are the incidents of those
 *   two provinces, not a narrower map of the gold-bearing reef. A named case ("Babanango", "Mecklenberg",
 *   misspelt for Mecklenburg, "Calvinia") is the single incident whose location holds that name.
 * - Years and weekends are read from event_date. An incident with no stated date is in no year and on no
 *   weekend, even when its text says a body was found on a Saturday or Sunday.
 * - People counts are sums of the stated people-model figures; a null adds nothing. The doctor's ratios
 *   take the two totals over the whole notebook, each over the incidents that state it (an incident
 *   that states its dead but not its wounded still adds its dead), rounded to one decimal place.
 * - "Children among the victims and someone killed" is victims_children above zero and victims_killed
 *   above zero in the same incident; "child victims in the rape cases" sums victims_children over the
 *   incidents whose crimes include rape.
 * - The share of Gauteng arrests made in unlicensed-gun cases divides the arrests of the Gauteng incidents
 *   with illegal firearm possession by the arrests of all Gauteng incidents, to the nearest whole percent.
 * - "How many accused appeared in court" and "how many accused were remanded" in one case are the
 *   suspects arrested in it; "how many accused in total, counting those still on the run" is the
 *   case's suspects (suspects_male plus suspects_female), which counts those sought as well.
 * - "Led to an arrest" is arrest_made true and "no arrest" is arrest_made false; a null is neither. The
 *   earliest or latest such incident is read by its incident date (the releases give no arrest date
 *   field), and undated incidents are left out.
 * - "Did every murder case in the Eastern Cape end with an arrest" is No as soon as one such incident
 *   does not have arrest_made true.
 * - The rankings are province sums of arrests (illegal firearm incidents in `a`, illegal mining
 *   incidents in `b`) and the single incident with the most victims_injured in each notebook; none ties
 *   at the top.
 * - Refusals, each checked by searching the title and text of every release of the notebook:
 *   notebook `a` never mentions a mine shaft ("shaft" appears nowhere; "seal" only for police sealing off
 *   an area and "blast" only for a cash van's door) and never says a case was withdrawn ("withdr"
 *   appears nowhere). The time of day is not part of any incident's record: the events carry a date,
 *   never a time, so "how many shootings happened at night" is a refusal although some texts quote a
 *   clock time. Notebook `b` never mentions intensive care ("intensive care", "ICU" as a word,
 *   "theatre" and "surgery" appear nowhere) and never reports a verdict in these cases ("acquit" and
 *   "not guilty" appear nowhere; "guilty" only as "if found guilty").
 */
import {
  any,
  atPlace,
  type BlindQuestion,
  kznProvinceNames,
  largestIncident,
  not,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  stated,
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
  has,
  inProvince,
  inYear,
  meanOf,
  notArrested,
  number,
  refusal,
  rounded,
  weekend,
} from './ground-truth-questions';

const mining = has('illegal mining');
const firearm = has('illegal firearm possession');
const murder = has('murder');

/** The one incident that passes the test; none or several is an error in the question. */
function theIncident(rows: readonly DevRow[], test: (r: DevRow) => boolean): DevRow {
  const found = rows.filter(test);
  const [row] = found;
  if (found.length !== 1 || !row) throw new Error(`expected one incident, found ${found.length}`);
  return row;
}

/** The suspects arrested in the one named incident; an unstated figure is an error in the question. */
function arrestsIn(rows: readonly DevRow[], test: (r: DevRow) => boolean) {
  const arrests = theIncident(rows, test).num_suspects_arrested;
  if (arrests === null) throw new Error('the incident does not state its arrests');
  return number(arrests);
}

/** The stated people figure above zero. */
const someone = (field: 'victims_children' | 'victims_killed') => (r: DevRow) => (stated(field)(r) ?? 0) > 0;

/** One total divided by another, to one decimal; an empty divisor is an error in the question. */
function ratioOf(part: number, whole: number) {
  if (whole === 0) throw new Error('nothing to divide by');
  return number(rounded(part / whole, 1));
}

export const FRESH53_QUESTIONS: BlindQuestion[] = [
  // The mining-community activist, notebook a.
  {
    notebook: 'a',
    question: 'How many zama zama busts were there in Guateng in 2023 alone?',
    covers: ['slang', 'misspelling', 'restricted count', 'calendar'],
    expect: (rows) => number(count(rows, mining, inProvince('Gauteng'), inYear(2023))),
  },
  {
    notebook: 'a',
    question: 'In 2023 alone, how many incidents in Gauteng involved an unlicensed firearm?',
    covers: ['restricted count', 'calendar', 'conjunction'],
    expect: (rows) => number(count(rows, firearm, inProvince('Gauteng'), inYear(2023))),
  },
  {
    notebook: 'a',
    question: 'How many illegal mine shafts did the police seal or blast shut?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Of everyone arrested in Gauteng, what percentage was arrested in cases involving unlicensed guns? Round to the nearest whole percent.',
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(
        suspectsArrested(rowsWhere(rows, inProvince('Gauteng'), firearm)),
        suspectsArrested(rowsWhere(rows, inProvince('Gauteng'))),
      ),
  },
  {
    notebook: 'a',
    question: 'Which province had the most people arrested in cases involving illegal firearms?',
    covers: ['ranking', 'people'],
    ...ranking(
      (rows) =>
        tallyOf(
          rowsWhere(rows, firearm),
          (r) => r.province,
          (r) => r.num_suspects_arrested ?? 0,
        ),
      kznProvinceNames,
    ),
  },
  // The emergency-medicine doctor, notebook a.
  {
    notebook: 'a',
    question: 'Which single incident left the most people injured?',
    covers: ['ranking', 'people'],
    ...largestIncident(() => true, stated('victims_injured')),
  },
  {
    notebook: 'a',
    question: 'For every person killed, how many people were injured? Give it to one decimal place.',
    covers: ['share', 'people'],
    expect: (rows) => ratioOf(peopleTotal('victims_injured', rows), peopleTotal('victims_killed', rows)),
  },
  {
    notebook: 'a',
    question: 'How many people were injured in incidents that happened on a Saturday or a Sunday?',
    covers: ['calendar', 'people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_injured', rowsWhere(rows, weekend))),
  },
  {
    notebook: 'a',
    question: 'How many of the shootings happened at night, after dark?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'In how many incidents were children among the victims and at least one person killed?',
    covers: ['conjunction', 'people'],
    expect: (rows) => number(count(rows, someone('victims_children'), someone('victims_killed'))),
  },
  // The defence attorney, notebook a.
  {
    notebook: 'a',
    question: 'How many accused appeared in court over the Babanango cash-in-transit robbery?',
    covers: ['people'],
    expect: (rows) => arrestsIn(rows, atPlace('Babanango')),
  },
  {
    notebook: 'a',
    question: 'How many cases were withdrawn against the accused?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'What was the date of the earliest incident that led to an arrest?',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, arrested), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'How many murder cases involved no illegal firearm charge?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, murder, not(firearm))),
  },
  {
    notebook: 'a',
    question: 'Did every murder case in the Eastern Cape end with an arrest?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => {
      const cases = rowsWhere(rows, murder, inProvince('Eastern Cape'));
      if (cases.length === 0) throw new Error('no murder case in the Eastern Cape');
      return yesNo(cases.every(arrested));
    },
  },
  // The mining-community activist, notebook b.
  {
    notebook: 'b',
    question: 'Which province had the most people arrested in zama zama operations?',
    covers: ['ranking', 'slang', 'people'],
    ...ranking((rows) =>
      tallyOf(
        rowsWhere(rows, mining),
        (r) => r.province,
        (r) => r.num_suspects_arrested ?? 0,
      ),
    ),
  },
  {
    notebook: 'b',
    question: 'How many people were arrested in zama zama busts in 2024 alone?',
    covers: ['slang', 'calendar', 'people'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, mining, inYear(2024)))),
  },
  {
    notebook: 'b',
    question:
      'On average, how many people were arrested per illegal mining operation, to the nearest whole number?',
    covers: ['people'],
    expect: (rows) =>
      meanOf(
        rowsWhere(rows, mining).map((r) => r.num_suspects_arrested),
        0,
      ),
  },
  {
    notebook: 'b',
    question: 'How many illegal mining operations were there in the North West and Free State goldfields?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, mining, any(inProvince('North West'), inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question: 'Did any zama zama bust in the North West lead to an illegal firearm charge?',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => {
      const busts = rowsWhere(rows, mining, inProvince('North West'));
      if (busts.length === 0) throw new Error('no illegal mining in the North West');
      return yesNo(busts.some(firearm));
    },
  },
  // The emergency-medicine doctor, notebook b.
  {
    notebook: 'b',
    question: 'Which incident had the highest number of wounded?',
    covers: ['ranking', 'people'],
    ...largestIncident(() => true, stated('victims_injured')),
  },
  {
    notebook: 'b',
    question: 'For every person injured, how many were killed? One decimal place, please.',
    covers: ['share', 'people'],
    expect: (rows) => ratioOf(peopleTotal('victims_killed', rows), peopleTotal('victims_injured', rows)),
  },
  {
    notebook: 'b',
    question: 'How many child victims were there in the rape cases?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rowsWhere(rows, has('rape')))),
  },
  {
    notebook: 'b',
    question: 'How many people were killed in incidents on a weekend?',
    covers: ['calendar', 'people'],
    expect: (rows) => number(peopleTotal('victims_killed', rowsWhere(rows, weekend))),
  },
  {
    notebook: 'b',
    question: 'How many of the wounded were admitted to intensive care?',
    covers: ['refusal'],
    expect: refusal,
  },
  // The defence attorney, notebook b.
  {
    notebook: 'b',
    question: 'How many accused were remanded in the Mecklenberg cash-in-transit case?',
    covers: ['misspelling', 'people'],
    expect: (rows) => arrestsIn(rows, atPlace('Mecklenburg')),
  },
  {
    notebook: 'b',
    question: 'In how many murder cases was no illegal firearm charge laid?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, murder, not(firearm))),
  },
  {
    notebook: 'b',
    question: 'On what date did the most recent incident with no arrest happen?',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, notArrested), 'latest'),
  },
  {
    notebook: 'b',
    question: 'How many of the accused were acquitted?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'How many accused are there in total in the Calvinia tuck-shop robbery, counting those still on the run?',
    covers: ['people'],
    expect: (rows) => {
      const row = theIncident(rows, atPlace('Calvinia'));
      const suspects = [stated('suspects_male')(row), stated('suspects_female')(row)];
      if (suspects.every((n) => n === null)) throw new Error('the case does not state its suspects');
      return number(suspects.reduce<number>((total, n) => total + (n ?? 0), 0));
    },
  },
];

export const fresh53QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH53_QUESTIONS, rows);
