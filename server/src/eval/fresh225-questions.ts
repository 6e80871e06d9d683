/**
 * The two-hundred-and-twenty-fifth fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A community newspaper editor in Chatsworth and Phoenix (Durban) writing for "our community":
 *    formal, community-minded, names local areas and eThekwini, and measures other places against home.
 * 2. A sports journalist who talks in sports metaphors ("scoreline", "league table", "home and away",
 *    "season", "top of the log", "team sheet"), typing fast and now and then misspelling a name
 *    ("Westen Cape", "Mpumulanga").
 * 3. A forensic pathologist using mortuary and medico-legal terms ("fatalities", "decedents", "manner
 *    of death", "cases brought in", "non-fatal casualties").
 *
 * The readings chosen (one row is one incident, "case"; a crime question counts the rows whose `crimes`
 * hold the category):
 * - People are sums of the stated figures, a null (unstated) figure adding nothing: `victims_killed` is
 *   fatalities, decedents, lives lost, people killed, the death toll; `victims_injured` is non-fatal
 *   casualties; `victims_children` is children under eighteen; `num_victims` is victims;
 *   `suspects_female` is female suspects ("women on the team sheet"); `num_suspects_arrested` is
 *   suspects arrested.
 * - A fatal case ("with at least one fatality / decedent") is a row whose `victims_killed` is above 0.
 * - Dates are `event_date` alone: a row without one is outside every year ("season"), calendar month and
 *   earliest/latest; `published_date` is never read. A calendar month "taking all years together" is the
 *   month of `event_date` in any year.
 * - Places: "eThekwini" and "Mangaung" are the `municipality` as written; a province is `province`
 *   (KwaZulu-Natal may be answered as "KZN"); "Westen Cape" is the Western Cape and "Mpumulanga" is
 *   Mpumalanga. "From farms" is a row whose `location` holds the word "farm" (any case).
 * - Crimes: "murder cases" are `murder` (attempted murder is not); homicide "as the manner of death" is
 *   `murder` or `culpable homicide`; "cash-in-transit heist" is `cash-in-transit robbery`; "rape cases"
 *   are `rape`; "an attempted murder charge" is `attempted murder`.
 * - "The police made an arrest" is `arrest_made === true` (false and null are not); its share is over
 *   all the province's rows, to the nearest whole percent.
 * - The share of victims who were children is the sum of `victims_children` over the sum of
 *   `num_victims` of the same rows, to the nearest whole percent.
 * - The mean decedents per fatal case is the sum of `victims_killed` over the number of fatal cases,
 *   to one decimal. The median age of the accused is the median of every stated age in `suspect_ages`
 *   of the fatal cases (one per suspect; with an even count, the mean of the middle two), to one decimal.
 * - "How many more in P than in Q" (places or seasons) is the difference of the two counts or sums; P
 *   must have more, or the question is in error.
 * - The season-by-season scoreline is the list of incident counts per `event_date` year, in the order
 *   asked.
 * - Rankings each carry their tally and must have a single leader: provinces by murder cases, provinces
 *   by suspects arrested, provinces by fatalities, and calendar months by fatalities (summed over the
 *   fatal cases of each month).
 * - Refusals: the ground truth holds no race or ethnicity, no sentences (the Glebelands gunmen are
 *   unidentified), no motive, no sums of money taken (the Zinniaville sum is undisclosed), no mortuary or
 *   post-mortem dates, and no post-mortem findings on cause of death.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  inMunicipality,
  kznProvinceNames,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  suspectAges,
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
  meanOf,
  month,
  number,
  percentOf,
  refusal,
  rounded,
  sum,
} from './ground-truth-questions';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A case with at least one decedent. */
const fatal = (r: DevRow) => (r.victims_killed ?? 0) > 0;
/** Homicide as the manner of death: murder or culpable homicide; attempted murder is not one. */
const homicide = anyCrime('murder', 'culpable homicide');
const onAFarm = atPlace('farm');
const eThekwini = inMunicipality('eThekwini');

/** The median of the values, to one decimal (the mean of the middle two when the count is even). */
function medianOf(values: readonly number[]) {
  const sorted = [...values].sort((x, y) => x - y);
  if (sorted.length === 0) throw new Error('no stated value to take a median of');
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return number(rounded(median, 1));
}

const murderProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('murder')), (r) => r.province);
const arrestProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const fatalityMonthTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter(fatal),
    (r) => {
      const m = month(r);
      return m === undefined ? undefined : MONTH_NAMES[m - 1];
    },
    (r) => r.victims_killed ?? 0,
  );

export const FRESH225_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Chatsworth and Phoenix community editor, on notebook a.
  {
    notebook: 'a',
    question:
      'For the benefit of our community in Chatsworth and Phoenix, could you tell us how many of the incidents in these releases occurred within the eThekwini Metropolitan Municipality?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, eThekwini)),
  },
  {
    notebook: 'a',
    question:
      'Our readers have asked how many lives were lost across KwaZulu-Natal in these incidents. What is the total number of people killed in the province?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question:
      'Our community would like to know whether cases in our province are being followed through. In what percentage of the KwaZulu-Natal incidents did the police make an arrest?',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(inProvince('KwaZulu-Natal')), arrested),
  },
  {
    notebook: 'a',
    question:
      'According to these releases, on what date did the most recent incident within eThekwini take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(eThekwini), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Many in our community have asked about the Glebelands Hostel shooting in Umlazi. Could you tell us the racial or ethnic background of the men who were killed?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the sports journalist, on notebook a.
  {
    notebook: 'a',
    question: 'League table time: which province sits top of the log for murder cases?',
    covers: ['ranking', 'slang'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Gauteng v the Westen Cape over the full season - how many more incidents did Gauteng put on the board?',
    covers: ['restricted count', 'misspelling', 'slang'],
    expect: (rows) => excessOf(rows, inProvince('Gauteng'), inProvince('Western Cape')),
  },
  {
    notebook: 'a',
    question:
      "Season comparison: the 2022 death toll against 2023's. By how many did 2022 come out ahead on people killed?",
    covers: ['calendar', 'people', 'slang'],
    expect: (rows) =>
      excessOf(rows, inYear(2022), inYear(2023), (selected) => peopleTotal('victims_killed', selected)),
  },
  {
    notebook: 'a',
    question:
      'Has the Western Cape ever got a cash-in-transit heist on the scoresheet in these records? Just a yes or no.',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, has('cash-in-transit robbery'), inProvince('Western Cape')) > 0),
  },
  {
    notebook: 'a',
    question: 'Final whistle at the courthouse: what sentences did the Glebelands Hostel gunmen end up with?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the forensic pathologist, on notebook a.
  {
    notebook: 'a',
    question: 'What is the total number of fatalities across all the cases in this notebook?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows)),
  },
  {
    notebook: 'a',
    question:
      'Among the cases brought in under an attempted murder charge, how many non-fatal casualties were recorded in total?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(has('attempted murder')))),
  },
  {
    notebook: 'a',
    question:
      'Considering only cases with at least one fatality, what is the mean number of decedents per case, to one decimal place?',
    covers: ['people', 'share'],
    expect: (rows) =>
      meanOf(
        rows.filter(fatal).map((r) => r.victims_killed ?? null),
        1,
      ),
  },
  {
    notebook: 'a',
    question: 'Taking all years together, in which calendar month were the most decedents recorded?',
    covers: ['ranking', 'calendar', 'people'],
    ...ranking(fatalityMonthTally),
  },
  {
    notebook: 'a',
    question:
      'Which state mortuary received the Site B, Khayelitsha decedents, and on what date were the post-mortem examinations performed?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the Chatsworth and Phoenix community editor, on notebook b.
  {
    notebook: 'b',
    question:
      'A number of families in Phoenix have relatives in Bloemfontein. How many incidents in these releases took place in the Mangaung Metropolitan Municipality?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, inMunicipality('Mangaung'))),
  },
  {
    notebook: 'b',
    question:
      'We are preparing a feature on protecting our young people. In the rape cases in these releases, how many of the victims were children under the age of eighteen?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(has('rape')))),
  },
  {
    notebook: 'b',
    question: 'What percentage of the victims in the Northern Cape incidents were children?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const province = rows.filter(inProvince('Northern Cape'));
      return percentage(peopleTotal('victims_children', province), sum(province.map((r) => r.num_victims)));
    },
  },
  {
    notebook: 'b',
    question:
      'So that our readers may compare with eThekwini, when did the earliest Mpumalanga incident in these releases occur?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Mpumalanga')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'What motive did the police give for the killing of the seven farmworkers at Lismor farm near Kestell?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the sports journalist, on notebook b.
  {
    notebook: 'b',
    question: 'Arrests league table: which province is top of the log for suspects arrested?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestProvinceTally),
  },
  {
    notebook: 'b',
    question: 'Give me the season-by-season scoreline of incidents for 2022, 2023 and 2024, in that order.',
    covers: ['calendar', 'slang'],
    expect: (rows) => ({ kind: 'list', value: [2022, 2023, 2024].map((year) => count(rows, inYear(year))) }),
  },
  {
    notebook: 'b',
    question: 'Limpopo v Mpumulanga in the murder stakes: how many more murder cases did Limpopo rack up?',
    covers: ['conjunction', 'misspelling', 'slang'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => has('murder')(r) && inProvince('Limpopo')(r),
        (r) => has('murder')(r) && inProvince('Mpumalanga')(r),
      ),
  },
  {
    notebook: 'b',
    question:
      'Any women on the North West team sheet? Were female suspects involved in any North West case - yes or no?',
    covers: ['yes/no', 'people', 'slang'],
    expect: (rows) => yesNo(peopleTotal('suspects_female', rows.filter(inProvince('North West'))) > 0),
  },
  {
    notebook: 'b',
    question:
      'What was the final score in rands on the Zinniaville cash-in-transit job - how much money did the robbers get away with?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the forensic pathologist, on notebook b.
  {
    notebook: 'b',
    question: 'Which province accounted for the highest number of fatalities?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'How many cases had homicide as the manner of death, that is murder or culpable homicide?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, homicide)),
  },
  {
    notebook: 'b',
    question:
      'For the cases with at least one decedent, what was the median age of the accused, where their ages are stated?',
    covers: ['conjunction'],
    expect: (rows) => medianOf(suspectAges(rows.filter(fatal))),
  },
  {
    notebook: 'b',
    question: 'Of the cases brought in with one or more fatalities, what percentage came from farms?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(fatal), onAFarm),
  },
  {
    notebook: 'b',
    question:
      'For the two officers found in the burnt police vehicle near Mareetsane, did the post-mortem establish whether death preceded the burning, and what was the cause of death?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh225QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH225_QUESTIONS, rows);
