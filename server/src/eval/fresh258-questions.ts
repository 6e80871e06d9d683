/**
 * The two-hundred-and-fifty-eighth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A market-research analyst who thinks in bases and incidence: "base: all incidents", "n=",
 *    "incidence of", "index vs total", "skew", "% of base"; clipped, survey-report shorthand.
 * 2. A crossword setter who likes playful clues but asks real questions: "Clue:", wordplay asides in
 *    brackets, letter counts like "(5 letters)"; each question still asks one clear thing.
 * 3. A retired railway signalman, plain-spoken and old-fashioned: "fellows", "chaps", "what's the
 *    damage", "in my day", long rambling lead-ins, and a place name spelled the way he hears it
 *    ("Guateng", "Mpumulanga").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every "before" window, weekday, weekend,
 *   month range and quarter, and is never the earliest or latest; `published_date` is never read. A
 *   weekend is a Saturday or Sunday of `event_date`; "the Sabbath" is a Sunday. "Q4, any year" is October
 *   to December of `event_date` in any year. "In my day, before 1 January 2018" is an `event_date`
 *   before 2018-01-01.
 * - People are sums of the stated figures: `victims_killed` (killed, "the damage" in lives),
 *   `victims_injured` (injured, hurt), `victims_children` (children, youngsters), `victims_police`
 *   (police officers, "bobbies", on or off duty), `num_suspects_arrested` (suspects arrested, fellows or
 *   chaps nabbed). A null (unstated) figure adds nothing. A "share of all suspects arrested" is one
 *   province's sum of `num_suspects_arrested` over the notebook's, to the nearest whole percent.
 * - The ages of the suspects are `suspect_ages`, one per suspect, every incident's pooled; their median
 *   is the middle value (the mean of the two middle ones with an even count).
 * - The median number nabbed per arrest is over the incidents with `arrest_made === true` and a stated
 *   `num_suspects_arrested`.
 * - Crimes: "murder" is `murder` alone (attempted murder is not one); "attempted murder" is `attempted
 *   murder`; "kidnapping"/"kidnaping" is `kidnapping`; "cash-in-transit"/"security van heists" is
 *   `cash-in-transit robbery`; "stock theft"/"rustling" is `stock theft`; "zama zama digs" is `illegal
 *   mining`; "firearm cases"/"shooting irons" is `illegal firearm possession`. The crime ranking excluding
 *   murder counts each category once per incident, `other` included as a category, `murder` left out.
 * - An incident the attacker knew is one whose `relationship` is `partner`, `family` or `acquaintance`;
 *   an unstated relationship is not known, and stays in the base.
 * - A farm incident is a row whose `location` holds the word "farm" (any case), whatever its crimes.
 * - "Arrest made" is `arrest_made === true`. Places: a province is `province`; "the City of Cape Town
 *   metro" is the `City of Cape Town` municipality; municipality rankings leave out rows without one and
 *   may be answered with or without "City of". "Guateng" is Gauteng and "Mpumulanga" is Mpumalanga.
 * - A share of a base is the rows (or people) passing the test over the base, to the nearest whole
 *   percent unless the question asks for one decimal.
 * - "More in P than in Q" is a plain comparison of the two counts, answered yes or no.
 * - Rankings (province with most injured, province with most killed, municipality with most incidents,
 *   crime with most incidents bar murder) each carry their tally; a tie at the top is an error in the
 *   question.
 * - Refusals: the releases' ground truth holds no household income or LSM band of victims, no star signs
 *   of suspects, no employment status of suspects and no home language of victims.
 */
import {
  atPlace,
  type BlindQuestion,
  before,
  inMonths,
  inMunicipality,
  knewTheAttacker,
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
  municipalityNames,
  number,
  percentOf,
  refusal,
  weekday,
  weekend,
} from './ground-truth-questions';

const murder = has('murder');
const kidnapping = has('kidnapping');
const firearm = has('illegal firearm possession');
const onAFarm = atPlace('farm');
const sunday = (r: DevRow) => weekday(r) === 'Sunday';

/** Each crime category once per incident, murder left out. */
const crimeBarMurderTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.flatMap((r) => [...new Set(r.crimes)].filter((crime) => crime !== 'murder')),
    (crime) => crime,
  );
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

/** The stated arrests of the incidents where an arrest was made. */
const nabbedPerArrest = (rows: readonly DevRow[]) =>
  rows.filter(arrested).flatMap((r) => (r.num_suspects_arrested === null ? [] : [r.num_suspects_arrested]));

export const FRESH258_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the market-research analyst, on notebook a.
  {
    notebook: 'a',
    question: 'Base: all incidents. Incidence of murder as % of base (whole number)?',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows, murder),
  },
  {
    notebook: 'a',
    question:
      'Base: incidents in the City of Cape Town metro only. Skew check - what % of that base carries an attempted murder charge? One decimal pls.',
    covers: ['share', 'conjunction'],
    expect: (rows) => {
      const base = rows.filter(inMunicipality('City of Cape Town'));
      return percentage(count(base, has('attempted murder')), base.length, 1);
    },
  },
  {
    notebook: 'a',
    question:
      'Index vs total on victims injured: which province indexes highest, i.e. has the biggest sum of people injured? Base: all incidents.',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_injured'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'Base: weekend incidents (Sat + Sun, by incident date). n= with a murder charge?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, weekend, murder)),
  },
  {
    notebook: 'a',
    question: 'Base: all victims. Split by household income / LSM band - what % of base sits in LSM 1-4?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the crossword setter, on notebook a.
  {
    notebook: 'a',
    question:
      'Clue: "Rustler\'s work" (5,5). Once solved (no prizes for stock theft), tell me the earliest date on which a stock theft took place.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('stock theft')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Clue: "Saturday and Sunday, together" (7). How many incidents in the Western Cape fell on a weekend (going by the date of the incident itself)?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => number(count(rows, inProvince('Western Cape'), weekend)),
  },
  {
    notebook: 'a',
    question:
      'Clue: "Tried but failed to kill" (9,6). Were there more attempted murders in KwaZulu-Natal than in the Eastern Cape? (Three letters or two, your pick.)',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) =>
      yesNo(
        count(rows, has('attempted murder'), inProvince('KwaZulu-Natal')) >
          count(rows, has('attempted murder'), inProvince('Eastern Cape')),
      ),
  },
  {
    notebook: 'a',
    question:
      'Clue: "Grave toll at the top" (a province, any length). Which province lost the most people killed, all incidents counted together?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Clue: "Heavenly signs of the accused" (6). What were the star signs of the suspects arrested - how many were Scorpios?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the retired railway signalman, on notebook a.
  {
    notebook: 'a',
    question:
      "I spent forty years in a signal box outside Queenstown, so I take a keen interest in the Eastern Cape. Tell me straight, what's the damage there: how many people were killed in all, across every incident?",
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Now in my day things were different, or so I like to tell the grandchildren. How many of these incidents took place before the first of January 2018, going by the day it happened?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, before('2018-01-01'))),
  },
  {
    notebook: 'a',
    question:
      'The fellows they charge seem to get younger every year, though perhaps that is just me getting older. Where the ages of the chaps accused are given, what is the median age?',
    covers: ['people', 'slang'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'a',
    question:
      'We used to guard the pay train with a sergeant and a shotgun, and nobody dared touch it. These days it is the cash-in-transit vans. How many fellows were nabbed, all told, for those security van heists?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('cash-in-transit robbery')))),
  },
  {
    notebook: 'a',
    question:
      'My late brother worked the Johannesburg line for years, up in Guateng. How many of these incidents in Guateng involved a kidnapping?',
    covers: ['misspelling', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Gauteng'), kidnapping)),
  },

  // Voice 1, the market-research analyst, on notebook b.
  {
    notebook: 'b',
    question:
      'Base: rape incidents. Incidence of attacker known to victim (partner, family or acquaintance), % of base?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(has('rape')), knewTheAttacker),
  },
  {
    notebook: 'b',
    question:
      "Index vs total: Northern Cape's share of all suspects arrested in the notebook, % of base (base = all suspects arrested)?",
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(suspectsArrested(rows.filter(inProvince('Northern Cape'))), suspectsArrested(rows)),
  },
  {
    notebook: 'b',
    question:
      'Base: all incidents. Excluding murder, which crime category has the highest incidence (count of incidents)?',
    covers: ['ranking'],
    ...ranking(crimeBarMurderTally, crimeNames),
  },
  {
    notebook: 'b',
    question: 'n= incidents dated Q4 (Oct-Dec, any year) where an arrest was made?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inMonths(10, 12), arrested)),
  },
  {
    notebook: 'b',
    question: 'Base: suspects arrested. Skew by employment status - % of base unemployed at time of arrest?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the crossword setter, on notebook b.
  {
    notebook: 'b',
    question:
      'Clue: "Zama zama\'s dig" (7,6). Illegal mining it is - so on what date did the most recent illegal mining incident happen?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('illegal mining')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Clue: "Armoured van held up" (4-2-7,7). Was there any cash-in-transit robbery in Mpumalanga? (Yes or no - 3 letters or 2.)',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('cash-in-transit robbery'), inProvince('Mpumalanga')) > 0),
  },
  {
    notebook: 'b',
    question:
      'Clue: "Council that crops up most" (a municipality, letters unknown). Which municipality has the most incidents?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Clue: "Middle of the road" (6). Where an arrest was made, what is the median number of suspects arrested per incident?',
    covers: ['people'],
    expect: (rows) => number(medianOf(nabbedPerArrest(rows))),
  },
  {
    notebook: 'b',
    question:
      'Clue: "Mother tongue" (4,8). What home language did the victims speak - how many were Sesotho speakers?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the retired railway signalman, on notebook b.
  {
    notebook: 'b',
    question:
      "In the old days a derailment was the worst a man could see, and we counted the hurt by hand. So what's the damage here: how many people were injured altogether, over all the incidents?",
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows)),
  },
  {
    notebook: 'b',
    question:
      'I had a posting at Waterval Boven in Mpumulanga once, lovely country but rough. How many incidents in Mpumulanga involved an illegal firearm?',
    covers: ['misspelling', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Mpumalanga'), firearm)),
  },
  {
    notebook: 'b',
    question:
      'My mother never let us so much as whistle on the Sabbath. How many of these incidents happened on a Sunday, going by the day of the incident?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, sunday)),
  },
  {
    notebook: 'b',
    question:
      'When I was a lad the bobbies walked the beat at the station and were treated with respect. How many police officers, on duty or off, were among the victims in all?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question:
      'The farmers along the branch line used to wave at the train. Of the murders that happened on a farm, when was the earliest one, by the date of the killing?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, onAFarm), 'earliest'),
  },
];

export const fresh258QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH258_QUESTIONS, rows);
