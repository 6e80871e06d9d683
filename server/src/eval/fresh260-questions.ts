/**
 * The two-hundred-and-sixtieth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. An amateur astronomer who keeps an observing log: thinks in nights, windows and seasons, writes
 *    dates as 2024-03-09, says "logged" for an incident on record and "UT" for times.
 * 2. A surfer and lifeguard from the KZN south coast: lowercase, laid back, abbreviations and slang
 *    ("bru", "okes", "nabbed", "durbs", "bloem", "y/n", "ppl"), the odd misspelling ("wat", "nothern").
 * 3. A cricket commentator on air: excitable, sporting metaphors ("at the crease", "tally", "run rate",
 *    "hat-trick", "over the wicket"), yet each question asks one plain thing.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category, whatever else they hold):
 * - Every date is `event_date`; `published_date` is never read. A row without an event date lies outside
 *   every weekday, weekend, month, window and before-date, and is never the earliest or latest. A
 *   weekday ("logged on a Wednesday") is the weekday of `event_date`; a weekend is
 *   its Saturday or Sunday. An "observing window from D1 to D2" holds both end dates. "Before
 *   2020-01-01" is strictly earlier. The "southern winter months" are June, July and August of any year.
 * - People are sums of stated figures, a null adding nothing: "victims" / "ppl who were victims" is
 *   `num_victims`; "suspects arrested", "nabbed", "put behind bars" is `num_suspects_arrested`.
 * - "No oke got nabbed" is `arrest_made === false`; "the cops made an arrest" / "ended with an arrest"
 *   is `arrest_made === true`; an unstated arrest is neither.
 * - A median is over the stated values only (per incident for arrests, one per suspect for
 *   `suspect_ages`); with an even count it is the mean of the middle two. The "run rate" of arrests is
 *   the mean of the stated `num_suspects_arrested` per incident, to one decimal.
 * - A "hat-trick of arrests" is an incident with `num_suspects_arrested` exactly 3.
 * - "Murder but not attempted murder" is a row whose crimes hold `murder` and do not hold
 *   `attempted murder`. "Murders" and "murder incidents" are rows holding `murder`; "rape cases" are rows
 *   holding `rape`; "kidnappings" rows holding `kidnapping`.
 * - Places: a province is `province` (KwaZulu-Natal may be answered as "KZN"); "durbs, the ethekwini
 *   metro" is the `eThekwini` municipality and "mangaung (bloem)" the `Mangaung` municipality. A share of
 *   "the kzn incidents" is over the KwaZulu-Natal rows, nearest whole percent; so is the share of North
 *   West incidents that ended with an arrest. A farm incident is a row whose `location` holds the word
 *   "farm" (any case).
 * - "Did P record more X than Q, yes or no": the two counts compared; a level pair is an error in the
 *   question, not a "No".
 * - Rankings each carry their tally, and a tie at the top is an error in the question: the province
 *   with the most suspects arrested (summed), the province with the most weekend incidents, and the crime
 *   category in the most incidents leaving out `murder` and the vocabulary's catch-all `other`
 *   (named by the words an answer may use for it).
 * - Refusals, for fields the ground truth does not hold: the time of day (nothing after dark or in UT),
 *   whether a victim was a tourist, the amount of cash taken in a heist, and suspects' previous
 *   convictions.
 */
import {
  atPlace,
  type BlindQuestion,
  before,
  inMonths,
  inMunicipality,
  kznProvinceNames,
  medianOf,
  not,
  ranking,
  rowsWhere,
  suspectAges,
  tallyOf,
  victims,
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
  meanOf,
  notArrested,
  number,
  percentOf,
  refusal,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

/** "Yes" when the first count is larger, "No" when smaller; a level pair is an error in the question. */
export function moreThan(first: number, second: number) {
  if (first === second) throw new Error(`level at ${first}: no clear answer`);
  return yesNo(first > second);
}

/** The stated arrest figures of the rows, one per incident. */
const statedArrests = (rows: readonly DevRow[]) =>
  rows.flatMap((r) => (r.num_suspects_arrested === null ? [] : [r.num_suspects_arrested]));

const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const weekendProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(weekend), (r) => r.province);
/** Incidents per crime category, murder and the catch-all "other" left out. */
const crimeTallyBesidesMurder = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.flatMap((r) => r.crimes).filter((crime) => crime !== 'murder' && crime !== 'other'),
    (crime) => crime,
  );

const murderAlone = (r: DevRow) => has('murder')(r) && not(has('attempted murder'))(r);

export const FRESH260_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the amateur astronomer, on notebook a.
  {
    notebook: 'a',
    question:
      'Going through my observing log night by night: how many of these incidents were logged on a Wednesday?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Wednesday')),
  },
  {
    notebook: 'a',
    question:
      'Treat 2019-06-01 to 2021-03-31 as one long observing window, both nights included. How many murders were logged inside that window?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => number(count(rows, has('murder'), within('2019-06-01', '2021-03-31'))),
  },
  {
    notebook: 'a',
    question:
      'What is the earliest date logged for a kidnapping? Please write it the way I keep my log, like 2024-03-09.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'For the Western Cape entries only, what is the median number of suspects arrested per incident?',
    covers: ['people'],
    expect: (rows) => number(medianOf(statedArrests(rows.filter(inProvince('Western Cape'))))),
  },
  {
    notebook: 'a',
    question:
      'I only get out after dark, so: how many of these incidents happened at night, between the end of evening twilight and 00:00 UT?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the south coast surfer and lifeguard, on notebook a.
  {
    notebook: 'a',
    question: 'howzit bru, kzn only - how many incidents where not a single oke got nabbed?',
    covers: ['conjunction', 'slang'],
    expect: (rows) => number(count(rows, inProvince('KwaZulu-Natal'), notArrested)),
  },
  {
    notebook: 'a',
    question: 'wat % of the kzn incidents went down in durbs, i mean the ethekwini metro? round it off',
    covers: ['share', 'slang', 'misspelling'],
    expect: (rows) => percentOf(rows.filter(inProvince('KwaZulu-Natal')), inMunicipality('eThekwini')),
  },
  {
    notebook: 'a',
    question: 'gnarly stuff in ethekwini lately - how many victims all together, bru?',
    covers: ['people', 'slang'],
    expect: (rows) => number(victims(rows.filter(inMunicipality('eThekwini')))),
  },
  {
    notebook: 'a',
    question: 'western cape, weekends only (sat + sun) - how many incidents r there?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Western Cape'), weekend)),
  },
  {
    notebook: 'a',
    question: 'stoked if u can tell me how many of the victims were overseas tourists on holiday, bru',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the cricket commentator, on notebook a.
  {
    notebook: 'a',
    question:
      'Let us look at the scoreboard! Which province tops the tally for the total number of suspects arrested across all its incidents?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Coming in over the wicket with a comparison: did the Eastern Cape record more murder incidents than KwaZulu-Natal, yes or no?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) =>
      moreThan(
        count(rows, has('murder'), inProvince('Eastern Cape')),
        count(rows, has('murder'), inProvince('KwaZulu-Natal')),
      ),
  },
  {
    notebook: 'a',
    question:
      'Murder batting alone at the crease, with no attempted murder as its partner: how many incidents list murder but not attempted murder?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, murderAlone)),
  },
  {
    notebook: 'a',
    question: 'What a hat-trick! In how many incidents were exactly three suspects arrested?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, (r) => r.num_suspects_arrested === 3)),
  },
  {
    notebook: 'a',
    question:
      'Time to check the run rate: on average, how many suspects were arrested per incident in Gauteng, to one decimal place?',
    covers: ['people', 'share'],
    expect: (rows) =>
      meanOf(
        rows.filter(inProvince('Gauteng')).map((r) => r.num_suspects_arrested),
        1,
      ),
  },

  // Voice 1, the amateur astronomer, on notebook b.
  {
    notebook: 'b',
    question:
      'The southern winter months give me my best seeing. Taking all years together, how many incidents were logged in June, July or August?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, inMonths(6, 8))),
  },
  {
    notebook: 'b',
    question: 'What is the most recent date logged for a rape? Same format as my log, please: 2024-03-09.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('rape')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'How many murders were logged before 2020-01-01?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, has('murder'), before('2020-01-01'))),
  },
  {
    notebook: 'b',
    question:
      'The Northern Cape has the darkest skies in the country. What is the median age of the suspects logged there?',
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows.filter(inProvince('Northern Cape'))))),
  },
  {
    notebook: 'b',
    question:
      'My club only observes on weekend nights. Which province has the most incidents logged on a Saturday or a Sunday?',
    covers: ['ranking', 'calendar'],
    ...ranking(weekendProvinceTally),
  },

  // Voice 2, the south coast surfer and lifeguard, on notebook b.
  {
    notebook: 'b',
    question: 'free state farms bru - how many incidents went down on a farm there?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, inProvince('Free State'), atPlace('farm'))),
  },
  {
    notebook: 'b',
    question: 'mpumalanga - how many ppl were victims in total?',
    covers: ['people', 'slang'],
    expect: (rows) => number(victims(rows.filter(inProvince('Mpumalanga')))),
  },
  {
    notebook: 'b',
    question: 'mangaung (bloem) - in how many incidents did the cops actually make an arrest?',
    covers: ['conjunction', 'slang'],
    expect: (rows) => number(count(rows, inMunicipality('Mangaung'), arrested)),
  },
  {
    notebook: 'b',
    question: 'were there more rape cases in the nothern cape than in the free state? y/n',
    covers: ['yes/no', 'misspelling'],
    expect: (rows) =>
      moreThan(
        count(rows, has('rape'), inProvince('Northern Cape')),
        count(rows, has('rape'), inProvince('Free State')),
      ),
  },
  {
    notebook: 'b',
    question: 'cit hits - how much cash did the okes get away with, in rands? gnarly numbers im guessing',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the cricket commentator, on notebook b.
  {
    notebook: 'b',
    question: 'Murder aside, which crime category tops the tally for the most incidents in this notebook?',
    covers: ['ranking'],
    ...ranking(crimeTallyBesidesMurder, crimeNames),
  },
  {
    notebook: 'b',
    question:
      'The North West is at the crease: what percentage of its incidents ended with an arrest being made?',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(inProvince('North West')), arrested),
  },
  {
    notebook: 'b',
    question:
      'Kidnapping, a nasty delivery if ever there was one: how many victims in total across the incidents involving a kidnapping?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(victims(rows.filter(has('kidnapping')))),
  },
  {
    notebook: 'b',
    question:
      'Right back to the opening over: on what date did the earliest incident in the North West happen?',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, inProvince('North West')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'How many of the suspects arrested had previous convictions to their name? Give me the tally of repeat offenders.',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh260QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH260_QUESTIONS, rows);
