/**
 * The two-hundred-and-fifty-fourth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A family-history genealogist who cares about exact dates and records: "on which day of the week",
 *    "the earliest record", "the last entry", "in the year of"; long, careful sentences.
 * 2. A television weather presenter who thinks in seasons and spells: "the summer months" (December to
 *    February, the southern summer), "winter" (June to August), "spring" (September to November), "the
 *    first quarter", "the coastal provinces", "inland"; bright on-air chat.
 * 3. A hospital pharmacist writing in clinical shorthand: "pts" (patients, people), "hx", "approx.", "x"
 *    for times, "w/" for with, "w/o" for without, "GBV", "MVA"; terse, the odd slip ("attemted",
 *    "kidnaping").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, season, quarter and weekday
 *   window, and is never the earliest record or the last entry; `published_date` is never read. "The
 *   day of the week" of the earliest or last entry is the weekday of that `event_date`. "In the year of
 *   Y" is the calendar year of `event_date`.
 * - Seasons are months of `event_date` in any year: summer is December, January and February; winter is
 *   June, July and August; spring is September, October and November; the first quarter is January to
 *   March.
 * - The coastal provinces are those with a seashore: Western Cape, Eastern Cape, KwaZulu-Natal and
 *   Northern Cape. Inland is every other province (Gauteng, Free State, Limpopo, Mpumalanga, North West).
 * - People are sums of the stated figures: `victims_killed` (killed, lost their lives, laid to rest),
 *   `victims_injured` (injured pts), `victims_children` (pts under eighteen, minors). A null (unstated)
 *   figure adds nothing. A median of pts killed is taken over the incidents that state the figure.
 *   Suspects' ages are the stated `suspect_ages`, one per suspect, over every incident.
 * - "Murder" is `murder` alone (attempted murder is not one); "attempted murder" is `attempted murder`.
 *   "GBV" is `rape` or `sexual assault`; the pt "knew the attacker" when `relationship` is `partner`,
 *   `family` or `acquaintance` (a stranger or an unstated tie does not). "Kidnapping w/o murder" is a
 *   row with `kidnapping` whose `crimes` do not hold `murder`.
 * - A share of incidents in a season is over all the notebook's rows (undated ones in the whole), to the
 *   nearest whole percent; the share of spring incidents in the Northern Cape is over the spring rows.
 * - "How many more murders inland than in the Northern Cape" is the difference of the two counts; inland
 *   must have more. "More entries in 2017 than in 2016" compares the dated rows of each year; a tie is a
 *   no.
 * - Rankings (the province with the most murder records, the province with the most attempted murders,
 *   the winter month with the most incidents, the province with the most pts killed) each carry their
 *   tally; a tie at the top is an error in the question. KwaZulu-Natal may be answered as "KZN".
 * - Refusals: the releases' ground truth holds no burial places, no victims' dates of birth, no weather
 *   (rain, storms, temperatures), no hospital stays and no medicines given to pts.
 */
import {
  anyCrime,
  type BlindQuestion,
  inMonths,
  knewTheAttacker,
  kznProvinceNames,
  medianOf,
  not,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  suspectAges,
  tallyOf,
  trueOrFalse,
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
  number,
  refusal,
  text,
} from './ground-truth-questions';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
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

const COASTAL = ['Western Cape', 'Eastern Cape', 'KwaZulu-Natal', 'Northern Cape'];
const coastal = (r: DevRow) => COASTAL.includes(r.province);
const inland = not(coastal);

const murder = has('murder');
const attemptedMurder = has('attempted murder');
const kidnapping = has('kidnapping');
const gbv = anyCrime('rape', 'sexual assault');

/** December, January or February of any year: the southern summer. */
const summer = (r: DevRow) => [12, 1, 2].includes(month(r) ?? 0);
const winter = inMonths(6, 8);
const spring = inMonths(9, 11);
const firstQuarter = inMonths(1, 3);

/** The weekday of the earliest or last dated incident among the rows. */
function weekdayAt(rows: readonly DevRow[], end: 'earliest' | 'latest') {
  const at = dateAt(rows, end);
  if (at.kind !== 'date') throw new Error('no dated incident to answer from');
  return text(WEEKDAYS[new Date(`${at.value}T00:00:00Z`).getUTCDay()] ?? '');
}

const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
const attemptedMurderProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(attemptedMurder), (r) => r.province);
const winterMonthTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(winter), (r) => MONTH_NAMES[(month(r) ?? 0) - 1]);

export const FRESH254_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the genealogist, on notebook a.
  {
    notebook: 'a',
    question:
      'I am piecing together a family tree and like my dates exact: among all the murders recorded in these releases, on which day of the week did the earliest recorded murder take place?',
    covers: ['date', 'calendar'],
    expect: (rows) => weekdayAt(rows.filter(murder), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'A branch of my family comes from KwaZulu-Natal, so I should be grateful to know the date of the last entry of a murder committed in that province, going by the day of the killing itself.',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('KwaZulu-Natal')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'In the year of 2019, when my great-aunt passed on, how many incidents were recorded that involved either a murder or an attempted murder?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, anyCrime('murder', 'attempted murder'), inYear(2019))),
  },
  {
    notebook: 'a',
    question:
      'For the sake of completeness in my records, could you tell me in which cemeteries the people murdered in these incidents were laid to rest?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Of the four provinces these releases cover, which one holds the greatest number of records of murder, counting each incident once?',
    covers: ['ranking', 'restricted count'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },

  // Voice 2, the weather presenter, on notebook a.
  {
    notebook: 'a',
    question:
      'Good evening! Over the summer months, December through February, how many incidents were logged down in the coastal provinces?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, summer, coastal)),
  },
  {
    notebook: 'a',
    question:
      'Brrr, winter is here! Across June, July and August of every year, how many people in total were killed in these incidents?',
    covers: ['calendar', 'people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(winter))),
  },
  {
    notebook: 'a',
    question:
      'Quick one before the forecast: what share of all the incidents in this batch fell in the first quarter, January to March, as a percentage?',
    covers: ['share', 'calendar'],
    expect: (rows) => percentage(count(rows, firstQuarter), rows.length),
  },
  {
    notebook: 'a',
    question:
      'Looking at the map tonight, which province is the hotspot for attempted murders, with the most incidents of them?',
    covers: ['ranking'],
    ...ranking(attemptedMurderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Here is one for the weather desk: how many of these incidents happened while it was raining or during a thunderstorm?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the pharmacist, on notebook a.
  {
    notebook: 'a',
    question: 'GBV cases (rape/sexual assault) where pt knew the attacker - how many?',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, gbv, knewTheAttacker)),
  },
  {
    notebook: 'a',
    question: 'Attemted murder cases: total pts injured?',
    covers: ['people', 'misspelling', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(attemptedMurder))),
  },
  {
    notebook: 'a',
    question: 'Murder incidents: median no. of pts killed per incident?',
    covers: ['people', 'slang'],
    expect: (rows) =>
      number(
        medianOf(
          rows
            .filter(murder)
            .flatMap((r) =>
              r.victims_killed === null || r.victims_killed === undefined ? [] : [r.victims_killed],
            ),
        ),
      ),
  },
  {
    notebook: 'a',
    question: 'Avg length of hospital stay (days) for injured pts, MVA excl.?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'More pts killed in KZN than in W Cape? y/n',
    covers: ['yes/no', 'people', 'slang'],
    expect: (rows) =>
      yesNo(
        peopleTotal('victims_killed', rows.filter(inProvince('KwaZulu-Natal'))) >
          peopleTotal('victims_killed', rows.filter(inProvince('Western Cape'))),
      ),
  },

  // Voice 1, the genealogist, on notebook b.
  {
    notebook: 'b',
    question:
      'My grandmother was born near Kimberley, so I am tracing the Northern Cape: what is the date of the earliest record of any incident in that province?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Northern Cape')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'Turning to the kidnappings, and taking the date on which the deed itself was done, on which day of the week did the last entry of a kidnapping fall?',
    covers: ['date', 'calendar'],
    expect: (rows) => weekdayAt(rows.filter(kidnapping), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'In the year of 2020, the year my grandfather died, how many persons in all lost their lives in the incidents these releases record?',
    covers: ['calendar', 'people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inYear(2020)))),
  },
  {
    notebook: 'b',
    question:
      'So that I may match them against the birth registers, could you list the full dates of birth of the victims named in these releases?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Is it true or false that these releases hold more entries dated in the year of 2017 than entries dated in the year of 2016?',
    covers: ['yes/no', 'calendar'],
    expect: (rows) => trueOrFalse(count(rows, inYear(2017)) > count(rows, inYear(2016))),
  },

  // Voice 2, the weather presenter, on notebook b.
  {
    notebook: 'b',
    question:
      'Winter check-in, folks! Of the three winter months, June, July and August, which one saw the most incidents, all years together?',
    covers: ['ranking', 'calendar'],
    ...ranking(winterMonthTally),
  },
  {
    notebook: 'b',
    question:
      'Sunshine and long days: during the summer months, December to February, how many people were killed in these incidents altogether?',
    covers: ['calendar', 'people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(summer))),
  },
  {
    notebook: 'b',
    question:
      'Inland versus the coast: how many more murders were there in the inland provinces than in the Northern Cape, the only coastal province in this lot?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => murder(r) && inland(r),
        (r) => murder(r) && coastal(r),
      ),
  },
  {
    notebook: 'b',
    question:
      'During that long dry spell, how many of these incidents took place on days when the temperature topped 30 degrees?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Spring has sprung! Of the incidents in September, October and November, what percentage were down in the coastal Northern Cape?',
    covers: ['share', 'calendar', 'conjunction'],
    expect: (rows) => {
      const springRows = rows.filter(spring);
      return percentage(count(springRows, inProvince('Northern Cape')), springRows.length);
    },
  },

  // Voice 3, the pharmacist, on notebook b.
  {
    notebook: 'b',
    question: 'Pts <18 (minors) across all incidents - total?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question: 'Suspects w/ age stated: median age, approx.?',
    covers: ['people', 'slang'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'b',
    question: 'Rape pts: how many given PEP w/in 72 hrs?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'Province w/ most pts killed?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'Kidnaping w/o murder - how many cases?',
    covers: ['restricted count', 'conjunction', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, kidnapping, not(murder))),
  },
];

export const fresh254QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH254_QUESTIONS, rows);
