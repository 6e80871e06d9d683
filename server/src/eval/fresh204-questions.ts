/**
 * The two-hundred-and-fourth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A Western Cape wine-farm manager (Stellenbosch, Paarl, Worcester, Robertson): farm crimes, stock
 *    theft and rural safety, in short English mixed with Afrikaans ("plaas", "boer", "hoeveel", "waar",
 *    "wanneer", "diefstal", "veediefstal", "Wes-Kaap", "ja/nee") and a few typos ("theif", "happend").
 * 2. A podcast host preparing episode notes: chatty, rhetorical questions, asides in brackets, a little
 *    slang ("CIT heists", "KZN", "zama zamas") and a typo ("kidnapings").
 * 3. An academic demographer: victims' sex ratios, children's shares, people per incident, means and
 *    medians, always stating the base and the rounding; sometimes asks for population rates, which the
 *    records cannot give.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every month range, weekday and year and
 *   is never the earliest or the most recent; `published_date` is never read. A month "any year" is the
 *   month of `event_date` in any year: harvest time is February to April, winter June to August.
 * - A farm ("plaas", "on a farm", "farm attack") is a row whose `location` holds the word "farm" (any
 *   case), whatever its crimes. A "plaas murder" is a farm row whose `crimes` hold `murder`; a farm
 *   attack "where somebody was killed" is a farm row with a stated `victims_killed` above zero.
 * - "Stock theft" / "veediefstal" / "stock theif" is `stock theft`. "CIT heists" are
 *   `cash-in-transit robbery`. "Kidnappings" are `kidnapping`; "rape cases" are `rape`; "poaching" is
 *   `poaching` and "illegal mining (zama zamas)" is `illegal mining`; "murder incidents" are `murder`.
 *   "An illegal gun" is `illegal firearm possession`.
 * - Provinces are `province`; "Wes-Kaap" is the Western Cape and "KZN" KwaZulu-Natal. A municipality is
 *   `municipality` (rows without one are left out of a municipality ranking), answered as written or
 *   without "City of". "Outside the Cape Town metro" is a Western Cape row whose stated municipality is
 *   not `City of Cape Town`.
 * - "Nobody arrested" is `arrest_made === false`; a share of cases is over all the rows selected, to the
 *   nearest whole percent.
 * - People are sums of the stated figures: `num_victims` (victims), `victims_killed` (killed, deaths),
 *   `victims_children` (children, under 18), `victims_female` / `victims_male` (the sex of victims),
 *   `suspects_female` / `suspects_male` (the sex of suspects, arrested or sought). A null (unstated)
 *   figure adds nothing and, for a mean or a median, is left out of the base.
 * - The sex ratio of victims is 100 × the summed `victims_male` over the summed `victims_female`, to the
 *   nearest whole number; the female share of victims (or of suspects) is the female sum over the female
 *   and male sums together, to one decimal.
 * - The children's share of victims is taken over the incidents that state both `num_victims` and
 *   `victims_children`: their summed children over their summed victims, to one decimal.
 * - Victims per incident is the mean of the stated `num_victims` (zero included), to one decimal; killed
 *   per murder incident is the mean of the stated `victims_killed` over `murder` rows, to two decimals.
 *   The median suspect age is the median of every stated suspect age (one per suspect), the mean of the
 *   middle two when their number is even.
 * - "Is it true that P had more X than Q" is whether P's count is strictly greater.
 * - Rankings (the Western Cape municipality outside Cape Town with most incidents, the municipality with
 *   most farm incidents, the largest incident by victims, the weekday with most fatal incidents, the
 *   province with most rape incidents, poaching against illegal mining, the province with most child
 *   victims, the year with most incidents with a child victim) each carry their tally; a tie at the top
 *   is an error in the question. The largest incident is named by the parts of its location no other
 *   incident shares.
 * - Refusals: the ground truth holds no rand value of stolen livestock, no motives, no court outcomes or
 *   sentences, and no population figures to make a rate per 100 000.
 */
import {
  atPlace,
  type BlindQuestion,
  femaleVictims,
  largestIncident,
  maleVictims,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  stated,
  suspectAges,
  tallyOf,
  yesNo,
} from './blind-sets';
import type { DevRow } from './dev-set';
import {
  casesOf,
  count,
  dateAt,
  has,
  inProvince,
  meanOf,
  month,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  rounded,
  sum,
  weekday,
} from './ground-truth-questions';

const stockTheft = has('stock theft');
/** An incident the release places on a farm ("plaas"). */
const onAFarm = atPlace('farm');
const westernCape = inProvince('Western Cape');
/** A farm incident in which at least one person is stated to have been killed. */
const someoneKilled = (r: DevRow) => (stated('victims_killed')(r) ?? 0) > 0;
/** Whether the incident's month (of `event_date`, any year) is among the given ones. */
const inMonth =
  (...months: number[]) =>
  (r: DevRow) =>
    months.includes(month(r) ?? 0);

/** The median of the stated values (the mean of the middle two for an even number); none is an error. */
function medianOf(values: (number | null)[]) {
  const known = values.filter((v): v is number => v !== null).sort((x, y) => x - y);
  if (known.length === 0) throw new Error('no stated value to take a median of');
  const middle = Math.floor(known.length / 2);
  const value =
    known.length % 2 === 1 ? (known[middle] ?? 0) : ((known[middle - 1] ?? 0) + (known[middle] ?? 0)) / 2;
  return number(value);
}

/** The female share of two summed figures, to one decimal. */
const femaleShare = (female: number, male: number) => percentage(female, female + male, 1);

const westernCapeOutsideMetroTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter((r) => westernCape(r) && r.municipality !== 'City of Cape Town'),
    (r) => r.municipality,
  );
const farmMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(onAFarm), (r) => r.municipality);
const fatalWeekdayTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(someoneKilled), weekday);
const rapeProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(has('rape')), (r) => r.province);
const poachingOrMiningTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.flatMap((r) => r.crimes.filter((crime) => crime === 'poaching' || crime === 'illegal mining')),
    (crime) => crime,
  );
const childVictimYearTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter((r) => (stated('victims_children')(r) ?? 0) > 0),
    (r) => r.event_date?.slice(0, 4),
  );

export const FRESH204_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Western Cape wine-farm manager, on notebook a.
  {
    notebook: 'a',
    question: 'Hoeveel stock theif cases are there in the Wes-Kaap? Just the number of cases pls.',
    covers: ['restricted count', 'conjunction', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, stockTheft, westernCape)),
  },
  {
    notebook: 'a',
    question:
      'Ek boer near Worcester. Did any incident in the Western Cape happen on a plaas (a farm)? ja/nee',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, westernCape, onAFarm) > 0),
  },
  {
    notebook: 'a',
    question:
      'Waar is it the worst outside the Cape Town metro - which Western Cape municipality, not City of Cape Town, has the most incidents?',
    covers: ['ranking', 'conjunction'],
    ...ranking(westernCapeOutsideMetroTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Harvest time for us is Feb to April. Hoeveel incidents in the Western Cape fell in February, March or April (any year)?',
    covers: ['calendar', 'conjunction', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, westernCape, inMonth(2, 3, 4))),
  },
  {
    notebook: 'a',
    question:
      'Die boere by die koöperasie want to know: what was the total rand value of the livestock taken in the stock diefstal cases?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 1, the Western Cape wine-farm manager, on notebook b.
  {
    notebook: 'b',
    question: 'Hoeveel plaas murders are in here? I mean incidents on a farm where someone was murdered.',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, onAFarm, has('murder'))),
  },
  {
    notebook: 'b',
    question: 'Waar do the farm incidents cluster - which municipality has the most plaas incidents?',
    covers: ['ranking', 'slang'],
    ...ranking(farmMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'Veediefstal: of all the stock theft cases, what % ended with nobody arrested?',
    covers: ['share', 'restricted count', 'slang'],
    expect: (rows) => percentOf(rows.filter(stockTheft), notArrested),
  },
  {
    notebook: 'b',
    question: 'Wanneer was the earliest farm attack where somebody was killed?',
    covers: ['date', 'people', 'conjunction', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, onAFarm, someoneKilled), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Hoeveel farm incidents happend in the winter months, June to August, any year?',
    covers: ['calendar', 'restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, onAFarm, inMonth(6, 7, 8))),
  },

  // Voice 2, the podcast host, on notebook a.
  {
    notebook: 'a',
    question:
      'Okay, cold open (and yes, this one gets grim): which single incident had the most victims? Where did it happen?',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.num_victims,
    ),
  },
  {
    notebook: 'a',
    question:
      'My co-host swears Gauteng had more kidnapings than KZN (does he ever fact-check? never). Is he right?',
    covers: ['yes/no', 'restricted count', 'misspelling', 'slang'],
    expect: (rows) =>
      yesNo(
        count(rows, has('kidnapping'), inProvince('Gauteng')) >
          count(rows, has('kidnapping'), inProvince('KwaZulu-Natal')),
      ),
  },
  {
    notebook: 'a',
    question: 'CIT heists (the proper movie-style stuff) - when was the most recent one in this lot?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('cash-in-transit robbery')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      "Everyone says Friday night is when it all goes down, right? So which day of the week had the most incidents where at least one person died? (Let's test the myth.)",
    covers: ['ranking', 'calendar', 'people'],
    ...ranking(fatalWeekdayTally),
  },
  {
    notebook: 'a',
    question:
      'Listeners always ask the why: what was the motive behind the Glebelands hostel shooting in Umlazi? (Feud? Politics?)',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the podcast host, on notebook b.
  {
    notebook: 'b',
    question:
      'Content warning going on this episode, obviously - in the rape cases, how many of the victims were children?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(has('rape')))),
  },
  {
    notebook: 'b',
    question: 'Which province leads on rape incidents? (I have a guess, but let us see the numbers.)',
    covers: ['ranking'],
    ...ranking(rapeProvinceTally),
  },
  {
    notebook: 'b',
    question:
      'Festive-season special! Does crime really spike over the holidays? How many incidents happened in December, any year?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMonth(12))),
  },
  {
    notebook: 'b',
    question:
      'Gold or horns? Which comes up in more incidents here, poaching or illegal mining (the zama zamas)? (Great hook either way.)',
    covers: ['ranking', 'slang'],
    ...ranking(poachingOrMiningTally, (crime) =>
      crime === 'illegal mining' ? ['illegal mining', 'mining'] : crime,
    ),
  },
  {
    notebook: 'b',
    question:
      'For the wrap-up segment: what sentences did the convicted suspects end up getting in court? (Did anyone get life?)',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the demographer, on notebook a.
  {
    notebook: 'a',
    question:
      'Base: victims whose sex is stated. What is the sex ratio of victims, expressed as males per 100 females, rounded to the nearest whole number?',
    covers: ['people', 'share'],
    expect: (rows) => {
      const female = femaleVictims(rows);
      if (female === 0) throw new Error('no female victims to take a ratio over');
      return number(rounded((100 * maleVictims(rows)) / female, 0));
    },
  },
  {
    notebook: 'a',
    question:
      'Taking as base only the incidents that state both the number of victims and the number of child victims, what percentage of those victims were children under 18, to one decimal place?',
    covers: ['people', 'share'],
    expect: (rows) => {
      const base = rows.filter((r) => r.num_victims !== null && stated('victims_children')(r) !== null);
      return percentage(peopleTotal('victims_children', base), sum(base.map((r) => r.num_victims)), 1);
    },
  },
  {
    notebook: 'a',
    question:
      'What is the mean number of victims per incident, base incidents with a stated victim count (zero included), rounded to one decimal?',
    covers: ['people'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.num_victims),
        1,
      ),
  },
  {
    notebook: 'a',
    question:
      'What is the median age of the suspects, base all suspects whose age is stated (one age per suspect)?',
    covers: ['people'],
    expect: (rows) => medianOf(suspectAges(rows)),
  },
  {
    notebook: 'a',
    question:
      'Using these incidents, what is the murder rate per 100 000 population in KwaZulu-Natal, to one decimal?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the demographer, on notebook b.
  {
    notebook: 'b',
    question:
      'Base: victims whose sex is reported. What percentage of them were female, rounded to one decimal place?',
    covers: ['people', 'share'],
    expect: (rows) => femaleShare(femaleVictims(rows), maleVictims(rows)),
  },
  {
    notebook: 'b',
    question:
      'What is the mean number of people killed per murder incident, base murder incidents that state a death toll, to two decimals?',
    covers: ['people', 'restricted count'],
    expect: (rows) => meanOf(rows.filter(has('murder')).map(stated('victims_killed')), 2),
  },
  {
    notebook: 'b',
    question:
      'Summing the stated figures of child victims (under 18), which province accounts for the largest number of them?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_children')),
  },
  {
    notebook: 'b',
    question:
      'Among suspects whose sex is reported (arrested or sought; base: those suspects), what percentage were female, to one decimal?',
    covers: ['people', 'share'],
    expect: (rows) => femaleShare(peopleTotal('suspects_female', rows), peopleTotal('suspects_male', rows)),
  },
  {
    notebook: 'b',
    question:
      'By year of the incident (undated incidents excluded), in which year did the most incidents with at least one child victim occur?',
    covers: ['ranking', 'calendar', 'people'],
    ...ranking(childVictimYearTally),
  },
];

export const fresh204QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH204_QUESTIONS, rows);
