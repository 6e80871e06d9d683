/**
 * The hundred-and-ninety-fourth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A trade-union organiser from the North West mining towns (Rustenburg, Mahikeng, Brits): illegal
 *    mining and zama zamas, strikes and public violence, murders; mixes in Setswana words ("bontsi"
 *    how many, "kae" where, "batho" people, "dipolao" murders, "ngwaga" year) and types fast, with
 *    a typo or two ("arested", "ilegal").
 * 2. An editor fact-checking a draft article: quotes a sentence of the draft ("The draft says: ...")
 *    and asks whether it is borne out, or what the right figure, place or date is.
 * 3. A visually impaired user dictating through a screen reader's voice input: no punctuation, numbers
 *    spelled out ("twenty twenty three"), "question mark" said aloud, homophones ("where their" for
 *    "were there", "witch", "weak", "mail", "know", "hole", "who's").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month, weekday and
 *   "earliest"/"latest", and `published_date` is never read. "Ngwaga 2023" / "twenty twenty three" is
 *   the calendar year of `event_date`. A weekday or a month "all years together" is that of
 *   `event_date`.
 * - "Illegal mining", "zama zamas" and "zama zama cases" are `illegal mining`; "dipolao" and "murders"
 *   are `murder` (attempted murder and culpable homicide are not); "rape cases" are `rape`;
 *   "kidnapping" is `kidnapping`; "carjacking" / "car jacking" is `carjacking` alone (not
 *   `truck hijacking`).
 * - People are sums of the stated figures: `num_suspects_arrested` (suspects / batho arrested,
 *   arrests), `victims_killed` (killed, lost their lives), `victims_children` (child victims),
 *   `victims_male` ("mail victims"). A null (unstated) figure adds nothing. Suspects' ages are the
 *   stated `suspect_ages`, one per suspect; the mean is to one decimal, the median the middle age (the
 *   mean of the two middle ones for an even count).
 * - "Had somebody arrested" is `arrest_made === true`; "no arrest" / "without anyone arrested" is
 *   `arrest_made === false` (an unstated arrest is neither). A share of incidents is over the rows
 *   named as its base (all the notebook's rows, the North West rows, the rape rows), to the nearest
 *   whole percent. An incident "where a child was one of the victims" is a row whose stated
 *   `victims_children` is above zero; one "where a woman or a girl was one of the victims" a row whose
 *   stated `victims_female` is above zero (a null is neither).
 * - Places: "outside Gauteng" is every other `province`; "municipality" is `municipality` (rows
 *   without one are left out), answered as written or without "City of"; "North West only" is the
 *   `North West` province (the towns named with it do not narrow it); "Brits falls under Madibeng"
 *   reads the `Madibeng` municipality; KwaZulu-Natal may be answered as "KZN". The biggest zama zama bust is the `illegal mining` incident with the most
 *   `num_suspects_arrested`, named by the parts of its location no other incident shares.
 * - A claim checked by yes/no is true only as stated: "more than any other province" fails on a tie at
 *   the top; "kidnapping featured in eight incidents" holds only for exactly eight rows. Where the
 *   editor asks for the right figure instead, the expectation is that figure.
 * - Rankings (province with most murder cases, province with most suspects arrested, municipality
 *   with most incidents, weekday with most child-victim incidents, month with most female-victim
 *   incidents, biggest bust) each carry their tally; a tie at the top is an error in the question.
 * - Refusals: the ground truth holds no court outcomes or sentences, no motives, and no amounts of
 *   money stolen.
 */
import {
  type BlindQuestion,
  inMunicipality,
  kznProvinceNames,
  largestIncident,
  maleVictims,
  not,
  peopleTotal,
  rankedTally,
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
  dateAt,
  has,
  inProvince,
  inYear,
  meanOf,
  month,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  rounded,
  weekday,
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

const illegalMining = has('illegal mining');
const murder = has('murder');
const rape = has('rape');
const northWest = inProvince('North West');
/** A row with at least one stated child victim. */
const childVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;
/** A row with at least one stated female victim. */
const femaleVictim = (r: DevRow) => (r.victims_female ?? 0) > 0;

/** The middle of the stated values (the mean of the two middle ones for an even count), rounded. */
export function medianOf(values: readonly number[], decimals: number) {
  const sorted = [...values].sort((x, y) => x - y);
  if (sorted.length === 0) throw new Error('no stated value to take the median of');
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return number(rounded(value, decimals));
}

/** Whether the key leads the tally alone: a tie at the top makes "more than any other" false. */
function leadsAlone(tally: Map<string, number>, key: string): boolean {
  const [first, second] = rankedTally(tally);
  return first !== undefined && first[0] === key && (second === undefined || second[1] < first[1]);
}

const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
const rapeProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(rape), (r) => r.province);
const arrestProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const childWeekdayTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(childVictim), weekday);
const femaleMonthTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(femaleVictim), (r) => {
    const m = month(r);
    return m === undefined ? undefined : MONTH_NAMES[m - 1];
  });

export const FRESH194_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the North West union organiser, on notebook a.
  {
    notebook: 'a',
    question:
      'Dumela. Zama zamas - bontsi suspects were arested altogether in the ilegal mining cases in this notebook?',
    covers: ['restricted count', 'people', 'slang', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(illegalMining))),
  },
  {
    notebook: 'a',
    question: 'Dipolao (murders) - kae? Which province had the most murder cases?',
    covers: ['ranking', 'slang'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'Ngwaga 2023: bontsi dipolao cases happened in that year?',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder, inYear(2023))),
  },
  {
    notebook: 'a',
    question:
      'The comrades in Rustenburg want to know: is there any illegal mining case outside Gauteng in these records? Yes or no.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, illegalMining, not(inProvince('Gauteng'))) > 0),
  },
  {
    notebook: 'a',
    question:
      'After the strike-type trouble, the public violence cases - what sentences did the courts give the batho who were arrested? How many went to jail?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the editor fact-checking a draft, on notebook a.
  {
    notebook: 'a',
    question: 'The draft says: "Kidnapping featured in eight of the incidents." Is that borne out?',
    covers: ['yes/no', 'restricted count'],
    expect: (rows) => yesNo(count(rows, has('kidnapping')) === 8),
  },
  {
    notebook: 'a',
    question:
      'The draft says: "Across all the incidents, 50 people were killed." Is that borne out? If not, what is the correct total of people killed?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows)),
  },
  {
    notebook: 'a',
    question:
      'The draft says: "Johannesburg logged more incidents than any other municipality." Which municipality actually had the most incidents?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'The draft says: "Roughly one in five incidents ended without anyone arrested." What percentage of all the incidents in the notebook had no arrest?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, notArrested),
  },
  {
    notebook: 'a',
    question:
      'The draft says: "Suspects whose ages were given averaged 34 years old." What is the mean age of those suspects, to one decimal place?',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows), 1),
  },

  // Voice 3, the screen-reader user, on notebook a.
  {
    notebook: 'a',
    question: 'how many murder cases where their in twenty nineteen question mark',
    covers: ['calendar', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, murder, inYear(2019))),
  },
  {
    notebook: 'a',
    question:
      'witch day of the weak had the most incidents where a child was one of the victims question mark',
    covers: ['ranking', 'calendar', 'people', 'misspelling'],
    ...ranking(childWeekdayTally),
  },
  {
    notebook: 'a',
    question: 'how many mail victims were their in total across all the incidents question mark',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(maleVictims(rows)),
  },
  {
    notebook: 'a',
    question:
      'were more people killed in the eastern cape than in the western cape yes or know question mark',
    covers: ['yes/no', 'people', 'conjunction', 'misspelling'],
    expect: (rows) =>
      yesNo(
        peopleTotal('victims_killed', rows.filter(inProvince('Eastern Cape'))) >
          peopleTotal('victims_killed', rows.filter(inProvince('Western Cape'))),
      ),
  },
  {
    notebook: 'a',
    question: 'what was the date of the first car jacking in the hole notebook question mark',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(has('carjacking')), 'earliest'),
  },

  // Voice 1, the North West union organiser, on notebook b.
  {
    notebook: 'b',
    question: 'Biggest zama zama bust by number of batho arrested - kae was it?',
    covers: ['ranking', 'slang'],
    ...largestIncident(illegalMining, (r) => r.num_suspects_arrested),
  },
  {
    notebook: 'b',
    question:
      'North West only (Rustenburg, Mahikeng, Brits, Klerksdorp side): bontsi batho were killed in the dipolao cases?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rowsWhere(rows, northWest, murder))),
  },
  {
    notebook: 'b',
    question: 'Brits falls under Madibeng. Bontsi incidents are there in Madibeng municipality?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, inMunicipality('Madibeng'))),
  },
  {
    notebook: 'b',
    question: 'When did the first zama zama case happen? The earliest date of an illegal mining incident.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(illegalMining), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'Ke kopa: of all the North West incidents, what percent had somebody arrested? Base is every North West incident.',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows.filter(northWest), arrested),
  },

  // Voice 2, the editor fact-checking a draft, on notebook b.
  {
    notebook: 'b',
    question:
      'The draft says: "The Northern Cape recorded more rape cases than any other province." Is that borne out?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(leadsAlone(rapeProvinceTally(rows), 'Northern Cape')),
  },
  {
    notebook: 'b',
    question:
      'The draft says: "Nine children were among the victims." Is that borne out? If not, what is the true number of child victims?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question:
      'The draft says: "Mpumalanga led the provinces for arrests." Which province had the most suspects arrested in total?',
    covers: ['ranking', 'people'],
    ...ranking(arrestProvinceTally),
  },
  {
    notebook: 'b',
    question:
      'The draft closes with: "The latest incident on record took place in November 2025." What is the exact date of the most recent incident?',
    covers: ['date'],
    expect: (rows) => dateAt(rows, 'latest'),
  },
  {
    notebook: 'b',
    question:
      'The draft says: "The Lismor farm killings were motivated by a land dispute." Do the records show what motive the attackers had?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the screen-reader user, on notebook b.
  {
    notebook: 'b',
    question:
      'out of all the rape cases what percentage had at least one victim who was a child question mark',
    covers: ['share', 'people', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(rape), childVictim),
  },
  {
    notebook: 'b',
    question: "what is the median age of the suspects who's ages are given question mark",
    covers: ['people', 'misspelling'],
    expect: (rows) => medianOf(suspectAges(rows), 1),
  },
  {
    notebook: 'b',
    question:
      'witch month had the most incidents where a woman or a girl was one of the victims if you put all the years together question mark',
    covers: ['ranking', 'calendar', 'people', 'misspelling'],
    ...ranking(femaleMonthTally),
  },
  {
    notebook: 'b',
    question: 'how many incidents where their in the free state in twenty twenty three question mark',
    covers: ['calendar', 'conjunction', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, inProvince('Free State'), inYear(2023))),
  },
  {
    notebook: 'b',
    question: 'how much money was stolen in the business robberies all together in rand question mark',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh194QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH194_QUESTIONS, rows);
