/**
 * The three-hundred-and-seventeenth fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A tugboat pilot in Durban harbour: clipped radio talk ("over", "copy", "pilot to desk"), harbour
 *    words (berths, tow lines, port side, manifest, heaviest tow), abbreviations (KZN, NC, y/n).
 * 2. An astrologer who writes a newspaper horoscope column: dreamy and courteous, reads everything by
 *    the stars ("the stars say", signs, planets' weekdays, seasons, houses); months and weekdays matter.
 * 3. An abalone diver from Hermanus: dives, permits, the reef, poachers; local slang ("perlemoen",
 *    "okes", "lekker", "ja", "bru", "hey"), wary of the cops, a few misspellings ("poachin", "arrestd",
 *    "minning", "attemted", "cazes"), "Wes Cape" for the Western Cape.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one has no weekday, month, sign or year, is outside every
 *   "since" window and is never the earliest or latest; `published_date` is never read. A weekend is a
 *   Saturday or Sunday of `event_date`; "winter" is June, July and August of any year; "the second half
 *   of the year" is July to December of any year. Shares of incidents are over all the notebook's rows
 *   (undated ones included in the whole), to the nearest whole percent.
 * - Star signs are read from `event_date` by month and day: Capricorn 22 Dec–19 Jan, Aquarius 20 Jan–18
 *   Feb, Pisces 19 Feb–20 Mar, Aries 21 Mar–19 Apr, Taurus 20 Apr–20 May, Gemini 21 May–20 Jun, Cancer
 *   21 Jun–22 Jul, Leo 23 Jul–22 Aug, Virgo 23 Aug–22 Sep, Libra 23 Sep–22 Oct, Scorpio 23 Oct–21 Nov,
 *   Sagittarius 22 Nov–21 Dec. "Mercury's day" is Wednesday; "Saturn's day" is Saturday.
 * - People are sums of the stated figures: `num_suspects_arrested` (suspects arrested, "nabbed",
 *   "caught", "okes arrested"), `victims_injured` (injured, hurt), `victims_killed` (killed, died),
 *   `victims_children` (children), `victims_police` (cops as victims); a null figure adds nothing. The
 *   share of victims who were women is the sum of `victims_female` over the sum of `victims_female` and
 *   `victims_male`. The youngest suspect is the least of `suspect_ages` over the notebook.
 * - "Poaching" (perlemoen, rhino or any other) is `poaching`; "illegal mining" is `illegal mining`; a
 *   "CIT job" is `cash-in-transit robbery`; "an illegal gun" is `illegal firearm possession`; "murder"
 *   is `murder` alone; "murder and attempted murder both" is a row holding the two categories together.
 * - "Nobody arrested", "no one nabbed" is `arrest_made === false` (an unstated arrest is not a no).
 * - A farm incident is a row whose `location` holds the word "farm" (any case).
 * - Places: "Durban's province" / "KZN" is KwaZulu-Natal; "the harbour city's own municipality" is
 *   `eThekwini`; "NC" is the Northern Cape; "the Wes Cape" is the Western Cape.
 * - Rankings each carry their tally and a tie at the top is an error in the question: the incident with
 *   the most people injured (keyed by its location, answered by the parts of it no other incident
 *   shares), the weekday with the most people killed (a weekday counts only when some incident on it
 *   states a killed figure), the province with the most suspects arrested (a stated figure per incident,
 *   nulls adding nothing), and the star sign under which the most rapes fell.
 * - Refusals: the ground truth holds no value of stolen cargo, no suspects' birth dates or signs, no
 *   weight of abalone seized, no hour of the day, and no bail decisions.
 */
import {
  atPlace,
  type BlindQuestion,
  femaleVictims,
  inMonths,
  inMunicipality,
  largestIncident,
  maleVictims,
  peopleTotal,
  percentage,
  ranking,
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
  has,
  inProvince,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekday,
  weekend,
} from './ground-truth-questions';

/** The last day (month, day) of each sign, in calendar order from the Capricorn of early January. */
const SIGN_ENDS: readonly [string, number, number][] = [
  ['Capricorn', 1, 19],
  ['Aquarius', 2, 18],
  ['Pisces', 3, 20],
  ['Aries', 4, 19],
  ['Taurus', 5, 20],
  ['Gemini', 6, 20],
  ['Cancer', 7, 22],
  ['Leo', 8, 22],
  ['Virgo', 9, 22],
  ['Libra', 10, 22],
  ['Scorpio', 11, 21],
  ['Sagittarius', 12, 21],
];

/** The star sign of an incident's event date, or undefined for an undated incident. */
export function starSign(r: DevRow): string | undefined {
  if (!r.event_date) return undefined;
  const key = Number(r.event_date.slice(5, 7)) * 100 + Number(r.event_date.slice(8, 10));
  const sign = SIGN_ENDS.find(([, m, d]) => key <= m * 100 + d);
  return sign ? sign[0] : 'Capricorn';
}

const poaching = has('poaching');
const onAFarm = atPlace('farm');
const onWednesday = (r: DevRow) => weekday(r) === 'Wednesday';

/** The weekday of each incident with a stated killed figure, summing those figures. */
const killedByWeekday = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter((r) => r.victims_killed !== null && r.victims_killed !== undefined),
    weekday,
    (r) => r.victims_killed ?? 0,
  );
/** The suspects arrested per province, a null figure adding nothing. */
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const rapeSignTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(has('rape')), starSign);

export const FRESH317_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the tugboat pilot, on notebook a.
  {
    notebook: 'a',
    question: "Pilot to desk. KZN, Durban's province - how many incidents with murder on the manifest? Over.",
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, has('murder'), inProvince('KwaZulu-Natal'))),
  },
  {
    notebook: 'a',
    question:
      'Copy. The harbour city itself, eThekwini municipality - total suspects arrested, all incidents, one figure. Over.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(inMunicipality('eThekwini')))),
  },
  {
    notebook: 'a',
    question:
      'Heaviest tow on the board: which single incident had the most people injured? Name the place. Over.',
    covers: ['ranking', 'people', 'slang'],
    ...largestIncident(
      () => true,
      (r) => r.victims_injured ?? null,
    ),
  },
  {
    notebook: 'a',
    question: 'Eastern Cape, CIT job any time from 2024 on - y/n? Over.',
    covers: ['yes/no', 'conjunction', 'calendar', 'slang'],
    expect: (rows) =>
      yesNo(count(rows, has('cash-in-transit robbery'), inProvince('Eastern Cape'), sinceYear(2024)) > 0),
  },
  {
    notebook: 'a',
    question:
      'Port side query: total rand value of cargo stolen off trucks in these incidents? Over and out.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the astrologer, on notebook a.
  {
    notebook: 'a',
    question:
      "Dear ones, Wednesday is Mercury's day, ruled by the trickster himself. How many of these incidents happened on a Wednesday?",
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, onWednesday)),
  },
  {
    notebook: 'a',
    question:
      'The stars say some days of the week sit heavy. On which weekday were the most people killed, adding up all the incidents?',
    covers: ['ranking', 'calendar', 'people'],
    ...ranking(killedByWeekday),
  },
  {
    notebook: 'a',
    question:
      'Venus asks after her daughters: of the victims whose sex the police recorded, what percentage were women or girls? A whole number is lovely, thank you.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = femaleVictims(rows);
      return percentage(female, female + maleVictims(rows));
    },
  },
  {
    notebook: 'a',
    question:
      "I'm drawing up a chart for the very first murder in these records. On what date did the earliest murder happen - the day itself, please, not when it was announced?",
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('murder')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'For my Sunday column: what were the birth signs of the suspects arrested? I suspect a great many Scorpios, darling.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the abalone diver, on notebook a.
  {
    notebook: 'a',
    question:
      'Howzit. How many poachin cazes are in here altogether - perlemoen, rhino, whatever the okes were taking?',
    covers: ['restricted count', 'slang', 'misspelling'],
    expect: (rows) => number(count(rows, poaching)),
  },
  {
    notebook: 'a',
    question: 'Ja, and across those poaching busts, how many okes did the cops actually arrestd in total?',
    covers: ['people', 'slang', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(poaching))),
  },
  {
    notebook: 'a',
    question:
      'Not on the reef, but in the Wes Cape: how many incidents had both a murder and an attemted murder in the same case?',
    covers: ['conjunction', 'misspelling'],
    expect: (rows) => number(count(rows, inProvince('Western Cape'), has('murder'), has('attempted murder'))),
  },
  {
    notebook: 'a',
    question: 'Straight question, bru: was there any poaching case where nobody got arrested? Yes or no.',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, poaching, notArrested) > 0),
  },
  {
    notebook: 'a',
    question: 'How many kilos of abalone did the cops seize off the Hout Bay guys? Just asking hey.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the tugboat pilot, on notebook b.
  {
    notebook: 'b',
    question: 'Desk, NC only: rape cases, count. Over.',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, has('rape'), inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question: 'Which province brought in the most suspects arrested - full tally, all hands? Over.',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question:
      'Illegal guns aboard: what percent of all logged incidents list illegal firearm possession? Over.',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows, has('illegal firearm possession')),
  },
  {
    notebook: 'b',
    question: 'Last kidnapping logged - date of the incident? Over.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Truck hijacking in the Free State, any on the log? y/n, over.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('truck hijacking'), inProvince('Free State')) > 0),
  },

  // Voice 2, the astrologer, on notebook b.
  {
    notebook: 'b',
    question:
      'Winter is such a brooding season in the heavens. How many incidents took place in June, July or August, counting every year together?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMonths(6, 8))),
  },
  {
    notebook: 'b',
    question:
      'Under which star sign did the most of the rapes fall, going by the date each one happened? The houses have been whispering to me about this.',
    covers: ['ranking', 'calendar'],
    ...ranking(rapeSignTally),
  },
  {
    notebook: 'b',
    question:
      'Saturdays and Sundays belong to Saturn and the Sun. How many children were victims in the incidents that happened on a weekend?',
    covers: ['people', 'calendar', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(weekend))),
  },
  {
    notebook: 'b',
    question:
      'What share of all the incidents, as a percentage, happened in the second half of the year, July to December, when the sun turns from Cancer towards Capricorn?',
    covers: ['share', 'calendar'],
    expect: (rows) => percentOf(rows, inMonths(7, 12)),
  },
  {
    notebook: 'b',
    question:
      'To cast a proper chart I need the hour. At what time of day did most of the murders happen, my dears - morning, afternoon or the witching hours?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the abalone diver, on notebook b.
  {
    notebook: 'b',
    question:
      "Up north there's no reef, but how many poaching cases are there in this lot anyway? Rhino, whatever.",
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, poaching)),
  },
  {
    notebook: 'b',
    question: 'The illegal minning cazes - zama zamas and that - how many guys got arrestd altogether?',
    covers: ['people', 'slang', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('illegal mining')))),
  },
  {
    notebook: 'b',
    question: 'On the farms, how many incidents where the cops arrested no one at all? Lekker policing, hey.',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, onAFarm, notArrested)),
  },
  {
    notebook: 'b',
    question: 'How old was the youngest oke arrested in any of these incidents?',
    covers: ['people', 'slang'],
    expect: (rows) => {
      const ages = suspectAges(rows);
      if (ages.length === 0) throw new Error('no stated suspect age');
      return number(Math.min(...ages));
    },
  },
  {
    notebook: 'b',
    question: 'And the poachers they caught - how many of them got bail and walked out the same week?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh317QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH317_QUESTIONS, rows);
