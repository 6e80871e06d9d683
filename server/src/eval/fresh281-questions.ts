/**
 * The two-hundred-and-eighty-first fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A quizmaster at a pub quiz: rounds, "hands on buzzers", "for two points", bonus points,
 *    "true or false", tie-breakers; playful. The points on offer are decoration, never part of the
 *    answer; "the tally" a bonus point asks for is the leader's count in the ranking.
 * 2. A beautician in a salon: appointments, treatments, clients, gentle small talk before each ask
 *    ("while the colour sets"), a typo or two ("happend", "arested"). The small talk is never a
 *    condition: "Saturdays are my busiest day" only leads into the weekend question.
 * 3. A surgeon dictating notes between operations: terse, clinical, abbreviations ("pts" patients,
 *    i.e. victims; "prov" province; "E Cape"/"W Cape"; "1 d.p."; "n=?" a count; "figs" figures).
 *    "Theatre list" and "between sutures" only open a note; "pts killed" are victims killed.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone ("when the deed was done, not when the press release dropped"): a row
 *   without one falls in no year, month, month range, weekday or "from 2020 onwards" window, and is
 *   never the earliest or most recent; `published_date` is never read. A weekend is a Saturday or
 *   Sunday of `event_date`; "a December, any year" is month 12 of `event_date`; winter is June to
 *   August of `event_date`, in any year.
 * - People are sums of the stated figures: `victims_female` (victims who were women), `victims_injured`
 *   (injured), `victims_killed` (killed, "pts killed"), `victims_children` (children), `victims_police`
 *   ("SAPS members among victims"), `num_suspects_arrested` (suspects arrested, "nabbed"). A null
 *   (unstated) figure adds nothing.
 * - Shares: the weekend share is over the incidents with an `event_date` (undated rows are out of both
 *   parts); the share "ended with somebody arrested" is `arrest_made === true` over all the notebook's
 *   rows (a null counts in the base, not the part). Both to the nearest whole percent.
 * - Medians and means are over the stated figures only: the median suspect age is the median of all
 *   `suspect_ages` values (one per suspect) of the rows in question (for "murder cases only", the rows
 *   whose crimes hold `murder`); the mean number of victims is the mean of the stated `num_victims`,
 *   to one decimal.
 * - "Cash-in-transit heist" is `cash-in-transit robbery`; "murder" is `murder` (attempted murder is
 *   not); "attempted murder" is `attempted murder`; "kidnapping", "poaching" and "rape" are their own
 *   categories.
 * - Rankings each carry their tally, and a tie at the top is an error in the question: the province
 *   with the most murder incidents (KwaZulu-Natal may be answered as "KZN"), the province with the
 *   most injured (sum of `victims_injured`), the municipality with the most incidents (`municipality`,
 *   rows without one left out, answered as written or without "City of"), and the province with the
 *   most suspects arrested (sum of `num_suspects_arrested`).
 * - "More pts killed in E Cape than W Cape?" compares the sums of `victims_killed` of the Eastern Cape
 *   and the Western Cape rows: yes only when the Eastern Cape's is strictly larger.
 * - "True or false: at least one poaching case in the Western Cape" is true when some row holds
 *   `poaching` in the Western Cape; answered as yes/no or true/false.
 * - Refusals: the ground truth holds no times of day, no values in rand, no names of officers or
 *   detectives, no weather, and no suspects' blood alcohol levels.
 */
import {
  type BlindQuestion,
  femaleVictims,
  inMonths,
  kznProvinceNames,
  medianOf,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  suspectAges,
  suspectsArrested,
  tallyOf,
  trueOrFalse,
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
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekday,
  weekend,
} from './ground-truth-questions';

const murder = has('murder');
const dated = (r: DevRow) => r.event_date !== null;
const killedIn = (province: string, rows: readonly DevRow[]) =>
  peopleTotal('victims_killed', rows.filter(inProvince(province)));

/** Murder incidents per province. */
const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
/** Incidents per stated municipality. */
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
/** Suspects arrested summed per province. */
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH281_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the pub quizmaster, on notebook a.
  {
    notebook: 'a',
    question:
      'Right, hands on buzzers, round one! For two points: how many kidnappings in this lot took place in Gauteng?',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, has('kidnapping'), inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question:
      'Geography round, folks! Which province racked up the most murder cases in these releases? Bonus point if you can give me the tally as well.',
    covers: ['ranking'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Dates round now. For three points: on what date did the very first cash-in-transit heist in this notebook go down - the day of the heist itself, mind, not when the cops announced it?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('cash-in-transit robbery')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'True or false, for a bonus point: there is at least one poaching case set in the Western Cape in these releases.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => trueOrFalse(count(rows, has('poaching'), inProvince('Western Cape')) > 0),
  },
  {
    notebook: 'a',
    question:
      'Tie-breaker, closest answer wins the meat raffle: at what time of day, to the nearest hour, did most of these crimes happen?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the beautician, on notebook a.
  {
    notebook: 'a',
    question:
      "Oh, I've just finished a client's gel nails and we got chatting about the news, as you do. Between us, how many of the victims across all these reports were women?",
    covers: ['people'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'a',
    question:
      'Saturdays are my busiest day, appointments back to back till five. Makes me wonder - of the incidents that have a date, what percentage happened on a weekend, so a Saturday or a Sunday?',
    covers: ['share', 'calendar'],
    expect: (rows) => {
      const withDate = rows.filter(dated);
      return percentage(count(withDate, weekend), withDate.length);
    },
  },
  {
    notebook: 'a',
    question:
      "One of my regulars, lovely lady, says the criminals are all youngsters these days. I'm not so sure, hey. What's the median age of the suspects, going only by the ages the police actually gave?",
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'a',
    question:
      'December is mad in the salon, everyone wants their hair done for the festive season. How many of these incidents happend in a December, any year?',
    covers: ['calendar', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, inMonths(12, 12))),
  },
  {
    notebook: 'a',
    question:
      "My client's husband was robbed last month, shame, she's still shaken. In rand, what was the total value of everything that was taken in the robberies in these reports?",
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the surgeon dictating notes, on notebook a.
  {
    notebook: 'a',
    question: 'Theatre list, notebook A. Total injured across all incidents, stated figs only. Number pls.',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows)),
  },
  {
    notebook: 'a',
    question: 'Next. Prov w/ highest injured count - name + tally.',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_injured'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'Between sutures. Q: more pts killed in E Cape than W Cape? Y/N.',
    covers: ['yes/no', 'people', 'slang'],
    expect: (rows) => yesNo(killedIn('Eastern Cape', rows) > killedIn('Western Cape', rows)),
  },
  {
    notebook: 'a',
    question: 'Att. murder incidents, 2020 onwards, by date of incident. Count.',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, has('attempted murder'), sinceYear(2020))),
  },
  {
    notebook: 'a',
    question: 'Mean no. of victims per incident, where the release states a figure. 1 d.p.',
    covers: ['people'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.num_victims),
        1,
      ),
  },

  // Voice 1, the pub quizmaster, on notebook b.
  {
    notebook: 'b',
    question:
      'Round two, buzzers at the ready! Which municipality turns up most often in this notebook? Two points for the name, one more for how many times.',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Quickfire round: how many murders happened in 2023? Going by when the deed was done, not when the press release dropped!',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, inYear(2023))),
  },
  {
    notebook: 'b',
    question:
      'For the jackpot, ladies and gents: the most recent kidnapping in these releases - on what date did it happen?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'latest'),
  },
  {
    notebook: 'b',
    question: "Bonus ball! Add 'em up: how many suspects got nabbed in the Free State, all told?",
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question:
      "Last question of the night, and it's a stinker: what's the name of the detective who led the most investigations in this notebook?",
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the beautician, on notebook b.
  {
    notebook: 'b',
    question:
      "I'm in the middle of a lovely facial so forgive me if I'm slow. Out of all the cases in here, what percentage ended with somebody arested?",
    covers: ['share', 'misspelling'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'b',
    question:
      'Kids just break my heart, honestly, my little one turns seven next week. How many of the victims in these reports were children, all together?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question:
      'Fridays I do late appointments and I always worry about the girls getting home. How many of these incidents happened on a Friday?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Friday')),
  },
  {
    notebook: 'b',
    question:
      "My cousin lives in Polokwane and she's always nervous walking home from work. Was there any rape case in Limpopo in these releases? Just a yes or no, sweetie.",
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('rape'), inProvince('Limpopo')) > 0),
  },
  {
    notebook: 'b',
    question:
      'Quick one while the colour sets - was it raining or clear on the days these crimes happened? My client swears bad weather brings out the crooks.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the surgeon dictating notes, on notebook b.
  {
    notebook: 'b',
    question: 'Notebook B. Prov w/ most suspects arrested, summed - name + total.',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question: 'Murder cases only: median suspect age, stated ages. Yrs.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(medianOf(suspectAges(rowsWhere(rows, murder)))),
  },
  {
    notebook: 'b',
    question: 'SAPS members among the victims, all incidents. Sum, stated figs only.',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question: 'Winter cases, Jun-Aug any yr, by event date. n=?',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, inMonths(6, 8))),
  },
  {
    notebook: 'b',
    question: 'Pre-op note. Blood alcohol level of suspects at arrest - avg across incidents?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh281QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH281_QUESTIONS, rows);
