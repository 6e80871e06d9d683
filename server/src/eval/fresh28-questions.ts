/**
 * The twenty-eighth fresh question set, written blind: without reading the answering engine, the
 * earlier question sets or the project's notes on its fixes, and never asked of the product before it
 * is run once, first try. Its voices: an insurance actuary pricing crime exposure (formal, asks for
 * rates, medians and fatalities), a radio talk-show host reading out listeners' calls and messages
 * (chatty, context before the ask, local names), and a tired night-shift news editor (terse, lowercase,
 * typos, newsroom shorthand). Fifteen questions about each development notebook; every expectation is
 * computed from the ground truth by the code below.
 *
 * Readings:
 * - An incident is one release (one row); a count of incidents of a crime counts the rows whose
 *   `crimes` hold it. "Murder and attempted murder" (or "X + Y same incident") is an incident holding
 *   both. "Hijackings" are carjacking or truck hijacking; "CIT heists" are cash-in-transit robbery;
 *   "zama zama busts" are illegal mining. "PE" is the Nelson Mandela Bay municipality and "Joburg" the
 *   City of Johannesburg (the `municipality` field); "KZN" and "Kwazulu Natal" are KwaZulu-Natal.
 * - A window ("between 1 January 2019 and 31 December 2021", "since 2021", "July to December") is on
 *   `event_date`, both ends inclusive; "July to December" is those months of any year; an undated
 *   incident is in no window and is left out of a share taken over dated incidents. A weekend incident's
 *   `event_date` falls on a Saturday or Sunday.
 * - People figures sum the stated figures: `victims_killed` ("fatalities", "ppl killed"),
 *   `victims_police` ("police officers as victims", "cops"), `victims_children`, `suspects_female`
 *   ("women suspects"), `num_suspects_arrested` ("arrests (ppl not cases)"); a null figure is not
 *   stated and adds nothing. "Rapes where the victim knew the attacker" are rape incidents whose stated
 *   `relationship` is partner, family or acquaintance.
 * - "Incidents with no arrest made" have `arrest_made` false; "incidents with an arrest" have it true,
 *   and their share is taken over all the notebook's incidents.
 * - Shares are percentages rounded to the nearest whole percent. The share "with at least one
 *   fatality" is taken over the incidents that state `victims_killed` (0 included).
 * - The median suspect age is over the stated ages, one per suspect (`suspect_ages`); with an even
 *   number of ages it is the mean of the middle two, to one decimal.
 * - A ranking names the single top key: crime categories by incidents, provinces by the sum of stated
 *   `victims_killed`. "More ... than" is strict.
 * - The earliest and latest dates are over the dated incidents of the selection.
 * - Refused: insurance claims or payouts on hijacked vehicles, and suspects' tattoos, which no release
 *   states (the release texts of both notebooks were searched for insur, insurer, payout, premium,
 *   policy, policies, policyholder, actuar and claim, whose three hits are "claimed four lives",
 *   "residents claim" and "rejected the claim"; and for tattoo and inked, whose hits are only "linked").
 */
import {
  anyCrime,
  type BlindQuestion,
  inMunicipality,
  knewTheAttacker,
  kznProvinceNames,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  stated,
  suspectAges,
  suspectsArrested,
  yesNo,
} from './blind-sets';
import type { DevRow } from './dev-set';
import {
  arrested,
  casesOf,
  count,
  crimeNames,
  dateAt,
  has,
  inProvince,
  month,
  notArrested,
  number,
  refusal,
  rounded,
  sinceYear,
  weekend,
  within,
} from './ground-truth-questions';

const hijacking = anyCrime('carjacking', 'truck hijacking');
const cit = has('cash-in-transit robbery');
const dated = (r: DevRow) => r.event_date !== null;
const secondHalf = (r: DevRow) => (month(r) ?? 0) >= 7;
const statesKilled = (r: DevRow) => stated('victims_killed')(r) !== null;
const fatal = (r: DevRow) => (stated('victims_killed')(r) ?? 0) > 0;
const kzn = inProvince('KwaZulu-Natal');

/** The median of the values, to one decimal; no value is an error in the question. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  if (sorted.length === 0) throw new Error('no value to take a median of');
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return rounded(value, 1);
}

/** Incidents per crime category, an incident counting once under each of its crimes. */
const crimeTally = (rows: readonly DevRow[]) => {
  const tally = new Map<string, number>();
  for (const r of rows) for (const crime of r.crimes) tally.set(crime, (tally.get(crime) ?? 0) + 1);
  return tally;
};

export const FRESH28_QUESTIONS: BlindQuestion[] = [
  // Notebook a: the insurance actuary.
  {
    notebook: 'a',
    question:
      'For our exposure model I need the number of incidents classified as murder with an incident date between 1 January 2019 and 31 December 2021 inclusive.',
    covers: ['restricted count', 'calendar'],
    expect: (rows) => number(count(rows, has('murder'), within('2019-01-01', '2021-12-31'))),
  },
  {
    notebook: 'a',
    question:
      'Considering only incidents that involved both murder and attempted murder, what is the total number of victims killed?',
    covers: ['conjunction', 'people'],
    expect: (rows) =>
      number(peopleTotal('victims_killed', rowsWhere(rows, has('murder'), has('attempted murder')))),
  },
  {
    notebook: 'a',
    question:
      'Of the incidents that report how many victims died (including those reporting none), what percentage had at least one fatality? Round to the nearest whole percent.',
    covers: ['share', 'people'],
    expect: (rows) => percentage(count(rows, statesKilled, fatal), count(rows, statesKilled)),
  },
  {
    notebook: 'a',
    question: 'Which province accounts for the largest number of fatalities across all incidents?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'What is the median age of the suspects whose ages are given?',
    covers: ['people'],
    expect: (rows) => number(median(suspectAges(rows))),
  },
  {
    notebook: 'a',
    question: 'On what date did the earliest cash-in-transit robbery in the records take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(cit), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Is the number of incidents in which no arrest was made higher in Gauteng than in the Eastern Cape?',
    covers: ['yes/no', 'restricted count'],
    expect: (rows) =>
      yesNo(
        count(rows, inProvince('Gauteng'), notArrested) >
          count(rows, inProvince('Eastern Cape'), notArrested),
      ),
  },
  {
    notebook: 'a',
    question:
      'What was the total value of insurance claims paid out on the vehicles taken in the hijackings covered by these releases?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'What share of the dated incidents fell in the second half of the calendar year, July to December? Nearest whole percent, please.',
    covers: ['share', 'calendar'],
    expect: (rows) => percentage(count(rows, dated, secondHalf), count(rows, dated)),
  },
  {
    notebook: 'a',
    question: 'How many police officers in total are recorded as victims across the incidents?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  // Notebook a: the radio talk-show host.
  {
    notebook: 'a',
    question:
      "Okay, we've got Thandi on line two, calling from PE. She wants to know how many hijackings there were in Nelson Mandela Bay.",
    covers: ['slang', 'restricted count'],
    expect: (rows) => number(count(rows, hijacking, inMunicipality('Nelson Mandela Bay'))),
  },
  {
    notebook: 'a',
    question:
      "Next caller is a gogo from Soweto, and she's asking a simple one: how many incidents were there in Joburg altogether?",
    covers: ['slang', 'restricted count'],
    expect: (rows) => number(count(rows, inMunicipality('City of Johannesburg'))),
  },
  {
    notebook: 'a',
    question:
      "An SMS from a listener in Durban: 'Which crime comes up the most in all these police reports?'",
    covers: ['ranking'],
    ...ranking(crimeTally, crimeNames),
  },
  {
    notebook: 'a',
    question:
      'A taxi driver phoned in worried about kidnappings on his route. When was the most recent kidnapping in these releases?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Someone on WhatsApp asks about Kwazulu Natal: how many murdrs were reported there?',
    covers: ['misspelling', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, kzn, has('murder'))),
  },
  // Notebook b: the radio talk-show host.
  {
    notebook: 'b',
    question:
      "We've got a farmer on the line from near Bethlehem in the Free State. How many stock theft cases were there in his province?",
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, inProvince('Free State'), has('stock theft'))),
  },
  {
    notebook: 'b',
    question:
      'A listener in Kimberley wants to settle an argument: were there more rape cases in the Northern Cape than in North West?',
    covers: ['yes/no'],
    expect: (rows) =>
      yesNo(
        count(rows, inProvince('Northern Cape'), has('rape')) >
          count(rows, inProvince('North West'), has('rape')),
      ),
  },
  {
    notebook: 'b',
    question:
      'Our next caller lost her brother, a security guard, in a CIT heist. How many CIT heists are there in these releases?',
    covers: ['slang', 'restricted count'],
    expect: (rows) => number(count(rows, cit)),
  },
  {
    notebook: 'b',
    question: "Let's talk weekends, folks. How many of these incidents happened on a Saturday or a Sunday?",
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, weekend)),
  },
  {
    notebook: 'b',
    question: 'A mother texted in: across all the incidents, how many of the victims were children?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  // Notebook b: the night-shift editor.
  {
    notebook: 'b',
    question: 'kidnapings in north west since 2021?',
    covers: ['misspelling', 'restricted count', 'calendar'],
    expect: (rows) => number(count(rows, inProvince('North West'), has('kidnapping'), sinceYear(2021))),
  },
  {
    notebook: 'b',
    question: 'murders limpopo + mpumalanga combined, number only',
    covers: ['restricted count'],
    expect: (rows) =>
      number(count(rows, has('murder'), (r) => r.province === 'Limpopo' || r.province === 'Mpumalanga')),
  },
  {
    notebook: 'b',
    question: 'which province had the most ppl killed',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'date of the first zama zama bust?',
    covers: ['slang', 'date'],
    expect: (rows) => dateAt(rows.filter(has('illegal mining')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'mpumalanga arrests total (ppl not cases)',
    covers: ['people'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Mpumalanga')))),
  },
  {
    notebook: 'b',
    question: 'armed robbery + murder same incident - how many?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('armed robbery'), has('murder'))),
  },
  {
    notebook: 'b',
    question: 'pct of incidents where someone got arrested, whole number',
    covers: ['share'],
    expect: (rows) => percentage(count(rows, arrested), rows.length),
  },
  {
    notebook: 'b',
    question: 'how many of the suspects had tatoos',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'women suspects, how many in total?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question: 'rapes where the victim knew the attacker - count?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, has('rape'), knewTheAttacker)),
  },
];

/** The set's questions with their expectations worked out over the development set's ground truth. */
export const fresh28QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH28_QUESTIONS, rows);
