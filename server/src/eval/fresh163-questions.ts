/**
 * The hundred-and-sixty-third fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A trade union health-and-safety officer: illegal mining, zama zamas, mine shafts, workers and
 *    bystanders hurt; plain working English with union and mining slang ("zama zamas", "busts", "ops",
 *    "hurt") and the odd slip ("zama zama's").
 * 2. A magistrate's court clerk: formal and precise about charges, matters, arrests and dates ("kindly
 *    state", "matters", "a charge of", "effected").
 * 3. A TikTok content creator: very casual and short, emojis and internet slang ("fr", "ngl", "lowkey",
 *    "no cap"), abbreviations and typos ("ppl", "wat", "wen", "kidnaping").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - "Illegal mining", "zama zama busts", "illegal mining ops" are rows whose `crimes` hold
 *   `illegal mining`. "Zama zamas arrested" is the sum of `num_suspects_arrested` over those rows.
 *   Murder is `murder` (attempted murder is not one); rape, kidnapping ("kidnaping"), carjacking, fraud
 *   are their own categories.
 * - Dates are `event_date` alone: a row without one has no year, weekday or date and is never the
 *   earliest or latest; `published_date` is never read. A year is the calendar year of `event_date`
 *   (1 January to 31 December, both days included); a weekend is a Saturday or Sunday of `event_date`.
 *   "Earliest"/"most recent"/"latest" is the smallest/largest `event_date` among the chosen rows.
 * - People are sums of the stated figures, a null (unstated) figure adding nothing: `victims_killed`
 *   (killed), `victims_injured` (injured, hurt but not killed), `victims_police` (cops among the
 *   victims, on or off duty), `suspects_female` (female suspects, arrested or sought),
 *   `num_suspects_arrested` (suspects arrested, zama zamas nabbed).
 * - "Anyone killed or injured in the illegal mining incidents" is Yes when any illegal-mining row states
 *   a `victims_killed` or `victims_injured` above zero, otherwise No (unstated figures are not a yes).
 * - "A kid as a victim" is a row whose `victims_children` is above zero; the share is over all the
 *   notebook's rows, to the nearest whole percent. "Share of all incidents involving illegal mining" is
 *   likewise over all rows.
 * - "No arrest effected" is `arrest_made === false` (an unstated `null` is not counted). "Suspects
 *   arrested on a fraud charge in Limpopo" is Yes when a row holding `fraud` in `Limpopo` has
 *   `arrest_made === true`.
 * - "Cape Town" is the `City of Cape Town` municipality (not the Western Cape province); "Gauteng",
 *   "the Northern Cape", "Limpopo Province" are `province`.
 * - "Municipality" is `municipality` (rows without one are left out), answered as written or without
 *   "City of". Provinces are answered by their names (KwaZulu-Natal also as "KZN").
 * - The mean age of suspects is over every stated age in `suspect_ages` (one per suspect, rows without
 *   ages adding nothing), to one decimal place.
 * - "How many more in X than in Y" is the difference of the two sums (P must have more): arrests by
 *   event year (2019 over 2018), and illegal-mining arrests by province (Mpumalanga over North West).
 * - The list of provinces with illegal mining is every distinct `province` of the illegal-mining rows,
 *   in alphabetical order (the order does not matter to a list).
 * - Rankings (the province with the most people injured or killed, the crime category that occurs in the
 *   most incidents, the municipality with the most matters) each carry their tally; a tie at the top
 *   is an error in the question.
 * - Refusals: no field holds the number or depth of mine shafts sealed, the bail fixed for an accused,
 *   or police response times.
 */
import {
  type BlindQuestion,
  kznProvinceNames,
  peopleByProvince,
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
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  weekend,
} from './ground-truth-questions';

const mining = has('illegal mining');

/** Whether a row states anyone killed or injured. */
const someoneHurt = (r: DevRow) => (r.victims_killed ?? 0) > 0 || (r.victims_injured ?? 0) > 0;

/** A row with at least one child among its victims. */
const childVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;

const crimeTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.flatMap((r) => r.crimes),
    (crime) => crime,
  );
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

/** The distinct provinces of the rows, in alphabetical order. */
const provincesOf = (rows: readonly DevRow[]) => [...new Set(rows.map((r) => r.province))].sort();

export const FRESH163_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the union health-and-safety officer, on notebook a.
  {
    notebook: 'a',
    question: 'How many illegal mining cases (zama zama busts) are in this lot?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, mining)),
  },
  {
    notebook: 'a',
    question:
      'Across all the incidents, how many people were injured in total? Workers, bystanders, anyone hurt but not killed.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_injured', rows)),
  },
  {
    notebook: 'a',
    question: 'Which province had the most people injured overall?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_injured'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question: "On what date did the most recent illegal mining op against the zama zama's take place?",
    covers: ['date', 'slang', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(mining), 'latest'),
  },
  {
    notebook: 'a',
    question: 'How many disused mine shafts were sealed off during the illegal mining operations?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the magistrate's court clerk, on notebook a.
  {
    notebook: 'a',
    question:
      'Kindly state the total number of suspects arrested in matters involving a charge of kidnapping.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('kidnapping')))),
  },
  {
    notebook: 'a',
    question: 'What is the date of the earliest incident giving rise to a charge of murder?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('murder')), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'In how many matters had no arrest been effected at the time of the release?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, notArrested)),
  },
  {
    notebook: 'a',
    question: 'What is the mean age of the suspects whose ages are recorded, correct to one decimal place?',
    covers: ['share', 'people'],
    expect: (rows) => meanOf(suspectAges(rows), 1),
  },
  {
    notebook: 'a',
    question:
      'How many more suspects were arrested in incidents that occurred in 2019 than in incidents that occurred in 2018?',
    covers: ['calendar', 'conjunction', 'people'],
    expect: (rows) => excessOf(rows, inYear(2019), inYear(2018), suspectsArrested),
  },

  // Voice 3, the TikTok creator, on notebook a.
  {
    notebook: 'a',
    question: 'how many ppl got killed in gauteng fr 💀',
    covers: ['people', 'slang', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Gauteng')))),
  },
  {
    notebook: 'a',
    question: 'ngl which crime shows up the most?? 👀',
    covers: ['ranking', 'slang'],
    ...ranking(crimeTally, crimeNames),
  },
  {
    notebook: 'a',
    question: 'any carjackings in cape town?? y/n lowkey curious',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) =>
      yesNo(count(rows, has('carjacking'), (r) => r.municipality === 'City of Cape Town') > 0),
  },
  {
    notebook: 'a',
    question: 'wat % of cases had a kid as a victim no cap',
    covers: ['share', 'slang', 'misspelling'],
    expect: (rows) => percentOf(rows, childVictim),
  },
  {
    notebook: 'a',
    question: 'wen was the latest kidnaping 📅',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'latest'),
  },

  // Voice 1, the union health-and-safety officer, on notebook b.
  {
    notebook: 'b',
    question: 'How many zama zamas were arrested in total across all the illegal mining busts?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(mining))),
  },
  {
    notebook: 'b',
    question:
      'Was anybody killed or injured in any of the illegal mining incidents? Yes or no, we need it for the safety report.',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(count(rows, mining, someoneHurt) > 0),
  },
  {
    notebook: 'b',
    question: 'List the provinces where illegal mining incidents were recorded.',
    covers: ['restricted count'],
    expect: (rows) => ({ kind: 'list', value: provincesOf(rows.filter(mining)) }),
  },
  {
    notebook: 'b',
    question:
      'How many more illegal miners were arrested in Mpumalanga than in North West in the illegal mining cases?',
    covers: ['conjunction', 'people'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => mining(r) && inProvince('Mpumalanga')(r),
        (r) => mining(r) && inProvince('North West')(r),
        suspectsArrested,
      ),
  },
  {
    notebook: 'b',
    question: 'What percentage of all the incidents involved illegal mining?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, mining),
  },

  // Voice 2, the magistrate's court clerk, on notebook b.
  {
    notebook: 'b',
    question: 'Please confirm the total number of female suspects recorded across all matters.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question: 'On what date did the most recent incident giving rise to a charge of rape occur?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('rape')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Which municipality accounts for the greatest number of matters?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'What amount of bail was fixed for the accused at their first appearance in court?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Were any suspects arrested in connection with a charge of fraud in the Limpopo Province? Kindly answer yes or no.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(rowsWhere(rows, has('fraud'), inProvince('Limpopo'), arrested).length > 0),
  },

  // Voice 3, the TikTok creator, on notebook b.
  {
    notebook: 'b',
    question: 'how many rape cases in the northern cape fr 😭',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, has('rape'), inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question: 'which province had the most ppl killed ngl',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'b',
    question: 'how many cops were among the victims lowkey 👮',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question: 'how many of these went down on a weekend 👀',
    covers: ['calendar', 'slang'],
    expect: (rows) => number(count(rows, weekend)),
  },
  {
    notebook: 'b',
    question: 'avg time it took the cops to pull up fr? ⏱️',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh163QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH163_QUESTIONS, rows);
