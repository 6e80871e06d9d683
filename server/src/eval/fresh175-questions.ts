/**
 * The hundred-and-seventy-fifth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A traffic and road-safety researcher: hijackings and vehicles, incidents on numbered routes (the
 *    R- and N-roads), where along a route and when; clipped researcher shorthand ("hijacks", "CIT",
 *    "y/n", "Mon-Fri"), the odd typo ("hijackngs", "Mpumalanaga").
 * 2. A pastor whose congregation is in Khayelitsha, Western Cape (notebook `a`) and in Bloemfontein,
 *    Free State (notebook `b`): warm, wordy, biblical asides and thanks, a misspelling here and there
 *    ("childern", "provence").
 * 3. A Twitter/X data-visualisation hobbyist: breakdowns, top-N lists, per-year and per-month series,
 *    maxima, hashtags and shorthand ("viz", "n=", "yoy", "provs", "ppl", "mnth").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, "since" window, weekday and
 *   month, and is never the earliest or the latest; `published_date` is never read. "Mon-Fri" is a
 *   Monday to Friday of `event_date`. "Since 2023" is an `event_date` on or after 2023-01-01. A month
 *   "all years pooled" is the month of `event_date` in any year; a year is the year of `event_date`.
 * - A hijacking ("hijacks") is `carjacking` or `truck hijacking`; a carjacking is `carjacking` alone;
 *   a truck hijacking is `truck hijacking` alone. A vehicle crime is `carjacking`, `truck hijacking` or
 *   `vehicle theft`. A CIT robbery (heist) is `cash-in-transit robbery`, and is not a hijacking.
 * - A numbered route (an R- or N-road) is a route number such as "R551" or "N3" written in `location`
 *   (a capital R or N followed by digits, as a word of its own); an incident on one is a row whose
 *   `location` holds such a number. A street or road without a number ("Sydney Road") is not one.
 * - A town of the pastor's ("in Khayelitsha", "in Bloemfontein itself") is a row whose `location` holds
 *   the town's name (any case), whatever its municipality; a province is `province`.
 * - People are sums of the stated figures: `victims_killed` (killed, lost their lives, souls taken),
 *   `victims_children` (children), `num_victims` (victims), `num_suspects_arrested` (suspects arrested,
 *   arrests). A null (unstated) figure adds nothing.
 * - "Ended in an arrest" / "led to an arrest" is `arrest_made === true`; a share of incidents is over
 *   all the rows selected (an unstated arrest counts as not ended in an arrest), to the nearest whole
 *   percent.
 * - "Murder" is `murder` alone (attempted murder and culpable homicide are not).
 * - The yoy drop in incidents from year 1 to year 2 is 100 × (n1 − n2) / n1, nearest whole percent,
 *   counted by the year of `event_date` (a rise is an error in the question); "how many more in 2024
 *   than 2023" is the difference of the two sums (2024 must have more).
 * - The mean suspect age is the mean over every stated age in `suspect_ages` (one per suspect), to one
 *   decimal.
 * - Rankings each carry their tally and a tie at the top is an error in the question: the province with
 *   most hijackings (counted per incident; KwaZulu-Natal may be answered as "KZN"), the province with
 *   most rape incidents, the single incident with most `num_victims` (named by the parts of its location
 *   no other incident shares), the year and the month with most people killed (only the rows with a
 *   stated `victims_killed` and an `event_date`), and the top-3 lists of provinces by incidents and by
 *   suspects arrested (a tie at the top, or anywhere down to the fourth place, is an error).
 * - Refusals: the releases' ground truth holds no traffic volumes on a road, and nothing on the victims'
 *   faith or church membership.
 */

import { MONTH_NAMES } from '../corpus/calendar';
import type { Expectation } from './answer-matching';
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  kznProvinceNames,
  largestIncident,
  leaderOf,
  peopleTotal,
  percentage,
  rankedTally,
  ranking,
  rowsWhere,
  stated,
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
  inYear,
  meanOf,
  month,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekday,
} from './ground-truth-questions';

/** A hijacking: a carjacking or a truck hijacking (a CIT robbery is not one). */
const hijacking = anyCrime('carjacking', 'truck hijacking');
/** A crime against a vehicle: a hijacking of either kind or a vehicle theft. */
const vehicleCrime = anyCrime('carjacking', 'truck hijacking', 'vehicle theft');
const cit = has('cash-in-transit robbery');
const murder = has('murder');

/** A route number written as a word of its own: "R551", "N3". */
const ROUTE_NUMBER = /\b[RN]\d+\b/g;
const routesOf = (r: DevRow) => r.location.match(ROUTE_NUMBER) ?? [];
/** An incident on a numbered route: its location names an R- or N-road by number. */
const onNumberedRoute = (r: DevRow) => routesOf(r).length > 0;

/** Monday to Friday by the incident's date; an undated incident is on no weekday. */
const monToFri = (r: DevRow) => {
  const day = weekday(r);
  return day !== undefined && day !== 'Saturday' && day !== 'Sunday';
};

/** The year of the incident's date, as a key. */
const yearOf = (r: DevRow) => r.event_date?.slice(0, 4);
/** The month name of the incident's date, as a key. */
const monthNameOf = (r: DevRow) => {
  const m = month(r);
  return m === undefined ? undefined : MONTH_NAMES[m - 1];
};

/** The rows with a stated killed figure, for the killed-per-period rankings. */
const withKilledStated = (rows: readonly DevRow[]) =>
  rows.filter((r) => stated('victims_killed')(r) !== null);
const killedBy = (keyOf: (r: DevRow) => string | undefined) => (rows: readonly DevRow[]) =>
  tallyOf(withKilledStated(rows), keyOf, (r) => stated('victims_killed')(r) ?? 0);

const provinceTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.province);
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const hijackingProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(hijacking), (r) => r.province);
const rapeProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(has('rape')), (r) => r.province);

/**
 * A top-N list read from a tally: the single leader first (a tie at the top is an error, as for any
 * ranking), then the next places, with no tie anywhere down to the place after the last one listed.
 */
function topOf(
  tally: (rows: readonly DevRow[]) => Map<string, number>,
  size: number,
): Pick<BlindQuestion, 'tally' | 'expect'> {
  return {
    tally,
    expect: (rows): Expectation => {
      const counts = tally(rows);
      leaderOf(counts);
      const ranked = rankedTally(counts).slice(0, size + 1);
      const figures = ranked.map(([, n]) => n);
      if (ranked.length < size || new Set(figures).size !== figures.length)
        throw new Error(`no single top ${size}: ${JSON.stringify(ranked)}`);
      return { kind: 'list', value: ranked.slice(0, size).map(([key]) => key) };
    },
  };
}

/** How far a count fell from the first selection to the second, as a whole percentage of the first. */
function percentFall(first: number, second: number) {
  if (second >= first) throw new Error(`no fall: ${first} -> ${second}`);
  return percentage(first - second, first);
}

export const FRESH175_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the road-safety researcher, on notebook a.
  {
    notebook: 'a',
    question:
      'Hijacks in this notebook - carjackings plus truck hijackings together - how many incidents total?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, hijacking)),
  },
  {
    notebook: 'a',
    question:
      'Route exposure check: was there any CIT robbery on a numbered route (an R-road or N-road like the R551 or N3)? y/n',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, cit, onNumberedRoute) > 0),
  },
  {
    notebook: 'a',
    question: 'Which province logged the most hijackngs (car and truck hijackings counted together)?',
    covers: ['ranking', 'misspelling'],
    ...ranking(hijackingProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'For my time series: what is the date of the earliest carjacking on record here (incident date)?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('carjacking')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'What was the average daily traffic volume (AADT) on the R551 Meyerton-Heidelberg road around the time of the CIT heist there?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the pastor in Khayelitsha, on notebook a.
  {
    notebook: 'a',
    question:
      'Good day and God bless you for this work. Our little church meets in Khayelitsha, and the flock is weary. Could you kindly tell me how many of these incidents took place in Khayelitsha itself?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, atPlace('Khayelitsha'))),
  },
  {
    notebook: 'a',
    question:
      'Dear friends, "Rachel weeping for her children" comes to mind as I read these reports. How many precious souls were killed in the incidents in Khayelitsha, all together? With thanks in advance.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(atPlace('Khayelitsha')))),
  },
  {
    notebook: 'a',
    question:
      'Greetings in His name. Jesus said, let the little ones come to me. In our provence, the Western Cape, how many childern were among the victims across these reports? Many thanks.',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Brothers and sisters at the desk, I pray justice rolls down like waters. Of all the incidents in the Western Cape, what percentage led to an arrest? I am grateful for your patience with an old preacher.',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(inProvince('Western Cape')), arrested),
  },
  {
    notebook: 'a',
    question:
      'Peace be with you. I want to remember the departed by name at our Sunday service. When did the most recent murder in the Western Cape happen, the day of the crime itself? Thank you, and may the Lord keep you.',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Western Cape')), 'latest'),
  },

  // Voice 3, the data-viz hobbyist, on notebook a.
  {
    notebook: 'a',
    question: '#dataviz top 3 provinces by incident count (n= per prov), most first?',
    covers: ['ranking', 'slang'],
    ...topOf(provinceTally, 3),
  },
  {
    notebook: 'a',
    question: 'per-year series of ppl killed - which year is the peak? #viz',
    covers: ['ranking', 'people', 'calendar', 'slang'],
    ...ranking(killedBy(yearOf)),
  },
  {
    notebook: 'a',
    question: 'yoy drop in incident count from 2019 to 2020, in % (by incident date)?',
    covers: ['share', 'calendar', 'slang'],
    expect: (rows) => percentFall(count(rows, inYear(2019)), count(rows, inYear(2020))),
  },
  {
    notebook: 'a',
    question: 'max victims in a single incident - where was it? (for the outlier annotation on my chart)',
    covers: ['ranking'],
    ...largestIncident(
      () => true,
      (r) => r.num_victims,
    ),
  },
  {
    notebook: 'a',
    question: 'mean suspect age across all suspects w/ a stated age, 1 decimal pls',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows), 1),
  },

  // Voice 1, the road-safety researcher, on notebook b.
  {
    notebook: 'b',
    question: 'List the numbered routes (R-roads / N-roads) that appear in the incident locations.',
    covers: ['restricted count'],
    expect: (rows) => ({ kind: 'list', value: [...new Set(rows.flatMap(routesOf))].sort() }),
  },
  {
    notebook: 'b',
    question:
      'Vehicle crime (carjacking, truck hijacking, vehicle theft): total number of suspects arrested across those incidents?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(vehicleCrime))),
  },
  {
    notebook: 'b',
    question: 'What % of the hijackings (car or truck) ended in an arrest?',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(hijacking), arrested),
  },
  {
    notebook: 'b',
    question: 'Any truck hijacking in Mpumalanaga since 2023? y/n',
    covers: ['yes/no', 'calendar', 'conjunction', 'misspelling'],
    expect: (rows) =>
      yesNo(count(rows, has('truck hijacking'), inProvince('Mpumalanga'), sinceYear(2023)) > 0),
  },
  {
    notebook: 'b',
    question: 'How many of the vehicle crimes (carjacking, truck hijacking, vehicle theft) happened Mon-Fri?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => number(count(rows, vehicleCrime, monToFri)),
  },

  // Voice 2, the pastor in Bloemfontein, on notebook b.
  {
    notebook: 'b',
    question:
      'Good morning, and grace to you. My congregation gathers in Bloemfontein, in the Free State. Would you be so kind as to tell me how many of these incidents happened in Bloemfontein itself?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, atPlace('Bloemfontein'))),
  },
  {
    notebook: 'b',
    question:
      'Dear servants of the community, "blessed are those who mourn." Across the whole Free State province, how many people lost their lives in these incidents? I thank you from the bottom of my heart.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question:
      'Shalom. Some in my flock say the Northern Cape is worse off than we are. How many more murders were there in the Free State than in the Northern Cape, according to these releases? Bless you for your help.',
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
      'Beloved, I am preparing a prayer vigil. On what date did the most recent incident in Bloemfontein take place (the day it happened, not the day it was reported)? With gratitude and blessings.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(atPlace('Bloemfontein')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Dear friends, a last question from a humble shepherd: how many of the victims in the Free State were members of a church congregation or regular churchgoers? Thank you, and go with God.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the data-viz hobbyist, on notebook b.
  {
    notebook: 'b',
    question: 'top 3 provs by total suspects arrested, most first - doing a bar chart #viz',
    covers: ['ranking', 'people', 'slang'],
    ...topOf(arrestsByProvince, 3),
  },
  {
    notebook: 'b',
    question: 'ppl killed by mnth, all years pooled: which month is the max?',
    covers: ['ranking', 'people', 'calendar', 'misspelling'],
    ...ranking(killedBy(monthNameOf)),
  },
  {
    notebook: 'b',
    question: 'yoy: how many more suspects arrested in 2024 than in 2023 (by incident date)?',
    covers: ['people', 'calendar', 'slang'],
    expect: (rows) => excessOf(rows, inYear(2024), inYear(2023), suspectsArrested),
  },
  {
    notebook: 'b',
    question: 'share of incidents involving an illegal firearm (unlicensed gun possession), as a %?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, has('illegal firearm possession')),
  },
  {
    notebook: 'b',
    question: '#GBV breakdown: which province has the most rape incidents? n= per prov pls',
    covers: ['ranking', 'restricted count'],
    ...ranking(rapeProvinceTally),
  },
];

export const fresh175QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH175_QUESTIONS, rows);
