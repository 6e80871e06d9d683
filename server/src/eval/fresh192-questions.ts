/**
 * The hundred-and-ninety-second fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A Limpopo and Mpumalanga community radio host: English mixed with Sepedi/Xitsonga turns ("eish",
 *    "ke bokae", "how much people"), slang ("zama zamas", "Joburg", "KZN"), a few typos ("kidnaping",
 *    "Mpumalanaga"), places like Polokwane, Thohoyandou, Tzaneen, Mbombela and Emalahleni.
 * 2. A criminologist: distributions (weekday, month, quarter; the hour is not recorded), medians, means,
 *    ratios, comparisons between two provinces or two periods, explicit about the base and edge cases.
 * 3. A paralegal at a legal-aid NGO: checks claims in a client's affidavit ("is it correct that",
 *    "verify:", "my client says") and asks what the records cannot show (bail, the investigating officer).
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, period, quarter, month,
 *   weekday and weekend, and is never the latest; `published_date` is never read. A period "2016 to 2019"
 *   runs from 1 January of the first year to 31 December of the last. A quarter or calendar month
 *   "all years pooled" is the month of `event_date` in any year (Q4 is October to December). A weekend
 *   is a Saturday or Sunday of `event_date`. A share "of dated incidents" is over the rows with an
 *   `event_date` only.
 * - People are sums of the stated figures: `victims_killed` (killed, "how much people died"),
 *   `num_suspects_arrested` (suspects arrested), `victims_children` (a child victim), `num_victims`
 *   (victims). A null (unstated) figure adds nothing. A fatal incident is one whose stated
 *   `victims_killed` is at least one.
 * - A median is over the stated values only (`suspect_ages`, one per suspect, or `num_victims`), the
 *   mean of the two middle values for an even count, to one decimal; a mean (of `num_suspects_arrested`)
 *   is over the incidents that state it, to one decimal. A ratio of two sums is to one decimal.
 * - "Murder cases" are `murder` (attempted murder is not); "CIT" / "cash-in-transit" is
 *   `cash-in-transit robbery`; "zama zamas" / illegal mining is `illegal mining`; "kidnaping" is
 *   `kidnapping`; a hijacking in Hillbrow is the `carjacking` row there.
 * - Provinces are `province`; KwaZulu-Natal may be answered as "KZN". "Tzaneen side" is the
 *   `Greater Tzaneen` municipality. "From Polokwane" is a row whose `location`, `municipality` or
 *   `police_station` holds the word "Polokwane".
 * - "No arrest" / "nobody arrested" is `arrest_made === false`; a claim that nobody was arrested for an
 *   incident whose `arrest_made` is null cannot be checked and is an error in the question.
 * - A named incident (Site C in Khayelitsha, Hillbrow, Zinniaville, De Aar, Calvinia) is the one row
 *   whose `location` holds those words and the named crime; none or two is an error in the question.
 * - "Attacker an acquaintance" is `relationship === 'acquaintance'`; the share is over all the rape
 *   incidents, those with no stated relationship counting as not an acquaintance.
 * - Rankings (province with most murders, weekday of most fatal incidents, Limpopo or Mpumalanga by
 *   people killed, calendar month of most rapes) each carry their tally; a tie at the top is an error.
 * - Refusals: the releases' ground truth holds no hour of the day, no bail decisions, and no names of
 *   investigating officers.
 */
import {
  anyCrime,
  type BlindQuestion,
  inMonths,
  inMunicipality,
  kznProvinceNames,
  peopleTotal,
  ranking,
  rowsWhere,
  suspectAges,
  suspectsArrested,
  tallyOf,
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
  meanOf,
  month,
  notArrested,
  number,
  percentOf,
  refusal,
  rounded,
  weekday,
  weekend,
  within,
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

const murder = has('murder');
const cit = has('cash-in-transit robbery');
const dated = (r: DevRow) => r.event_date !== null;
/** An incident at least one of whose stated victims was killed. */
const fatal = (r: DevRow) => (r.victims_killed ?? 0) >= 1;
/** The row's location holds the words (any case). */
const locatedAt = (words: string) => (r: DevRow) => r.location.toLowerCase().includes(words.toLowerCase());

/** The one incident that passes every test; none or more than one is an error in the question. */
function theIncident(rows: readonly DevRow[], ...tests: ((r: DevRow) => boolean)[]): DevRow {
  const found = rowsWhere(rows, ...tests);
  if (found.length !== 1) throw new Error(`not one incident: ${found.length}`);
  return found[0] as DevRow;
}

/** The median of the stated values, to one decimal; no stated value is an error in the question. */
function medianOf(values: readonly (number | null)[]) {
  const stated = values.filter((v): v is number => v !== null).sort((x, y) => x - y);
  if (stated.length === 0) throw new Error('no stated value to take a median of');
  const middle = Math.floor(stated.length / 2);
  const median =
    stated.length % 2 === 1
      ? (stated[middle] as number)
      : ((stated[middle - 1] as number) + (stated[middle] as number)) / 2;
  return number(rounded(median, 1));
}

/** One sum over another, to one decimal; an empty divisor is an error in the question. */
function ratioOf(top: number, bottom: number) {
  if (bottom === 0) throw new Error('nothing to divide by');
  return number(rounded(top / bottom, 1));
}

const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
const fatalWeekdayTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(fatal), weekday);
const limpopoOrMpumalangaKilled = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter((r) => (r.province === 'Limpopo' || r.province === 'Mpumalanga') && fatal(r)),
    (r) => r.province,
    (r) => r.victims_killed ?? 0,
  );
const rapeMonthTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('rape')), (r) => {
    const m = month(r);
    return m === undefined ? undefined : MONTH_NAMES[m - 1];
  });

export const FRESH192_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the community radio host, on notebook a.
  {
    notebook: 'a',
    question:
      'Eish, our listeners with family in Joburg side are worried. Ke bokae kidnaping cases in Gauteng in these reports?',
    covers: ['restricted count', 'conjunction', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, has('kidnapping'), inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question: 'How much people were killed in KZN altogether, all the incidents put together?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question: 'Which province in this notebook has the most murder cases? Just tell us the one on top, neh.',
    covers: ['ranking'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'The cash-in-transit robberies, those CIT heists - when did the last one happen? The day of the robbery, not the day police announced it.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'A caller from Mthatha is asking: was there any rape case in the Eastern Cape where the victim was a child? Yes or no.',
    covers: ['yes/no', 'conjunction', 'people'],
    expect: (rows) =>
      yesNo(count(rows, has('rape'), inProvince('Eastern Cape'), (r) => (r.victims_children ?? 0) >= 1) > 0),
  },

  // Voice 2, the criminologist, on notebook a.
  {
    notebook: 'a',
    question:
      'Weekday distribution of fatal incidents (at least one person killed), by incident date, undated ones excluded: which weekday has the highest count?',
    covers: ['ranking', 'calendar'],
    ...ranking(fatalWeekdayTally),
  },
  {
    notebook: 'a',
    question:
      'What is the median number of victims per incident in the Western Cape, taking only incidents where the victim count is stated?',
    covers: ['people', 'restricted count'],
    expect: (rows) => medianOf(rows.filter(inProvince('Western Cape')).map((r) => r.num_victims)),
  },
  {
    notebook: 'a',
    question:
      'Ratio of people killed in the Eastern Cape to people killed in Gauteng, summing stated deaths only, to one decimal place?',
    covers: ['people', 'share'],
    expect: (rows) =>
      ratioOf(
        peopleTotal('victims_killed', rows.filter(inProvince('Eastern Cape'))),
        peopleTotal('victims_killed', rows.filter(inProvince('Gauteng'))),
      ),
  },
  {
    notebook: 'a',
    question:
      'What percentage of dated incidents fell in the fourth quarter (October to December), all years pooled? The base is incidents with a known date; undated ones are excluded.',
    covers: ['share', 'calendar'],
    expect: (rows) => percentOf(rows.filter(dated), inMonths(10, 12)),
  },
  {
    notebook: 'a',
    question:
      'For the shootings in these records, at what hour of the day do most of them happen? I want the hourly distribution.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the paralegal, on notebook a.
  {
    notebook: 'a',
    question:
      'Is it correct that the mass shooting at Site C, Khayelitsha had more than ten victims and that only one suspect was arrested?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => {
      const r = theIncident(rows, locatedAt('Site C'), locatedAt('Khayelitsha'), murder);
      return yesNo((r.num_victims ?? 0) > 10 && r.num_suspects_arrested === 1);
    },
  },
  {
    notebook: 'a',
    question:
      "Verify: my client's affidavit says there were three cash-in-transit robberies in the Eastern Cape in these records. How many do the records actually show?",
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, cit, inProvince('Eastern Cape'))),
  },
  {
    notebook: 'a',
    question:
      'Was bail granted or refused for the suspects arrested over the Bhamshela kidnapping and murder, and on what conditions?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'My client says the Hillbrow hijacking and kidnapping took place in December 2021. On what date did it happen according to the record?',
    covers: ['date'],
    expect: (rows) => dateAt([theIncident(rows, locatedAt('Hillbrow'), has('carjacking'))], 'latest'),
  },
  {
    notebook: 'a',
    question:
      'My client claims the police arrest nobody in most murder cases. Of all the murder incidents, what percentage had no arrest at the time of the release?',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(murder), notArrested),
  },

  // Voice 1, the community radio host, on notebook b.
  {
    notebook: 'b',
    question:
      'Eish, from Thohoyandou to Tzaneen people are talking. Ke bokae murder cases in Limpopo in these reports?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder, inProvince('Limpopo'))),
  },
  {
    notebook: 'b',
    question: 'Tzaneen side, the Greater Tzaneen municipality - how much suspects were arrested altogether?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(inMunicipality('Greater Tzaneen')))),
  },
  {
    notebook: 'b',
    question:
      'Limpopo or Mpumalanaga, which one lost more people? I mean how much people were killed, the two provinces compared.',
    covers: ['ranking', 'people', 'misspelling'],
    ...ranking(limpopoOrMpumalangaKilled),
  },
  {
    notebook: 'b',
    question:
      'From Mbombela to Emalahleni the zama zamas are everywhere. In Mpumalanga, how much people were arrested for illegal mining in total?',
    covers: ['people', 'slang', 'conjunction'],
    expect: (rows) =>
      number(suspectsArrested(rowsWhere(rows, has('illegal mining'), inProvince('Mpumalanga')))),
  },
  {
    notebook: 'b',
    question:
      'Me I am broadcasting from Polokwane. Is there even one case from Polokwane in these reports? Yes or no.',
    covers: ['yes/no'],
    expect: (rows) =>
      yesNo(
        rows.some((r) =>
          [r.location, r.municipality, r.police_station].some((v) => v?.toLowerCase().includes('polokwane')),
        ),
      ),
  },

  // Voice 2, the criminologist, on notebook b.
  {
    notebook: 'b',
    question:
      'Which calendar month, all years pooled, has the most rape incidents? Use the incident date; undated cases are excluded.',
    covers: ['ranking', 'calendar'],
    ...ranking(rapeMonthTally),
  },
  {
    notebook: 'b',
    question:
      'What is the median age of the suspects in Free State incidents, counting every suspect whose age is stated?',
    covers: ['people', 'restricted count'],
    expect: (rows) => medianOf(suspectAges(rows.filter(inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question:
      'Comparing two periods by incident date, 2016 to 2019 and 2022 to 2025: how many more incidents were there in the later period? Undated incidents belong to neither.',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => excessOf(rows, within('2022-01-01', '2025-12-31'), within('2016-01-01', '2019-12-31')),
  },
  {
    notebook: 'b',
    question:
      'Among dated incidents only, what share took place on a weekend (Saturday or Sunday of the incident date), as a whole percentage?',
    covers: ['share', 'calendar'],
    expect: (rows) => percentOf(rows.filter(dated), weekend),
  },
  {
    notebook: 'b',
    question:
      'Mean number of suspects arrested per incident in Mpumalanga, over the incidents that state an arrest count, to one decimal?',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      meanOf(
        rows.filter(inProvince('Mpumalanga')).map((r) => r.num_suspects_arrested),
        1,
      ),
  },

  // Voice 3, the paralegal, on notebook b.
  {
    notebook: 'b',
    question: 'Is it correct that nobody was arrested for the rape at the guest house in De Aar?',
    covers: ['yes/no'],
    expect: (rows) => {
      const r = theIncident(rows, locatedAt('De Aar'), has('rape'));
      if (r.arrest_made === null) throw new Error('the record does not say whether anyone was arrested');
      return yesNo(notArrested(r));
    },
  },
  {
    notebook: 'b',
    question:
      'Verify: my client says the cash-in-transit robbery at the Zinniaville Shopping Complex in Tlhabane led to more than ten arrests. How many suspects were arrested?',
    covers: ['people'],
    expect: (rows) => number(suspectsArrested([theIncident(rows, locatedAt('Zinniaville'), cit)])),
  },
  {
    notebook: 'b',
    question:
      'What is the name and rank of the investigating officer in the Mecklenburg cash-in-transit robbery and murder case?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'My client says the robbery at the tuck-shop in Calvinia happened in October 2017. What exact date does the record give?',
    covers: ['date'],
    expect: (rows) =>
      dateAt([theIncident(rows, locatedAt('Calvinia'), anyCrime('business robbery'))], 'latest'),
  },
  {
    notebook: 'b',
    question:
      'My client says most rapes are committed by strangers. Of all the rape incidents, what percentage record the attacker as an acquaintance of the victim?',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(has('rape')), (r) => r.relationship === 'acquaintance'),
  },
];

export const fresh192QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH192_QUESTIONS, rows);
