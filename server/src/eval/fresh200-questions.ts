/**
 * The two-hundredth fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen
 * about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A magistrate's clerk: formal legal register, "accused persons", "complainants", "matters", "in
 *    respect of", "the said incident", "hereinafter"; full sentences, no slang and no typos.
 * 2. A gaming-style data enthusiast: "leaderboards", "top 3", "bottom 2", "MVP province", "streaks"
 *    (consecutive years with a rise), emoji, clipped words and the odd typo ("suspcts", "incidnts").
 * 3. A resident of the KZN South Coast (Port Shepstone, Margate, Harding, Ugu): simple English mixed with
 *    isiZulu words, "kangaki" (how many), "abantu abafile" (dead people), "amaphoyisa" (police),
 *    "izigebengu" (criminals), and a few misspellings ("arested", "murdur", "Mpumalanaga").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month, weekday, streak and
 *   "earliest"/"latest"; `published_date` is never read. "December, all years" is the month of
 *   `event_date` in any year; "a Friday or Saturday" is the weekday of `event_date`.
 * - People are sums of the stated figures: `victims_killed` (killed, "abantu abafile"), `victims_police`
 *   (police officers among the complainants or victims), `victims_female` (women and girls),
 *   `num_suspects_arrested` (accused persons / suspects / izigebengu arrested). A null (unstated) figure
 *   adds nothing. "A matter in which the complainant was a minor" is a row whose `victims_children` is
 *   above zero; "a matter with a police officer among the complainants" one whose `victims_police` is
 *   above zero.
 * - "The accused was a relative of the complainant" is `relationship === 'family'`; "known to the
 *   complainant" is a partner, family or acquaintance (`knewTheAttacker`); an unstated relationship is
 *   neither.
 * - The ages of the accused are `suspect_ages` (one per suspect; an empty or null list adds nothing). The
 *   mean is to one decimal; the median is the middle stated age (the mean of the two middle ages when
 *   their number is even).
 * - "Arrested" / "nobody arrested" is `arrest_made` true / false (null is neither); a share of incidents is
 *   over the stated base's rows, to the nearest whole percent.
 * - "Durban" is the `eThekwini` municipality. "Our side" (Port Shepstone, Margate, Harding, anywhere in
 *   Ugu) is a row whose `municipality` is Ugu or one of its local municipalities (Ray Nkonyeni, Umdoni,
 *   Umzumbe, Umuziwabantu) or whose `location` names one of its towns (Port Shepstone, Margate, Harding,
 *   Scottburgh, Hibberdene, Umzinto, Shelly Beach, Uvongo, Ramsgate, Port Edward, Southbroom).
 * - Rankings: the MVP province (most suspects arrested), the top 3 municipalities (most incidents; rows
 *   without one left out; answered without "City of"), the crime leaderboard (most incidents, "other"
 *   left out), the bottom 2 provinces (fewest suspects arrested, kept as a tally of negated arrests so its
 *   leader is the last place), and the biggest single bust (the incident with most suspects arrested,
 *   named by the parts of its location no other incident shares). Each carries its tally; a tie at the
 *   top, or within the places asked for and the next one, is an error in the question. A top 3 or bottom
 *   2 is a list answer, its order free.
 * - A streak is the longest run of consecutive calendar years each with more incidents (by `event_date`)
 *   than the year before, over every year from the first dated incident to the last (a year without one
 *   counts as zero incidents); its length is the number of years that rose.
 * - "Did KZN outscore Gauteng on people killed" compares the sums of `victims_killed`; yes only when
 *   KZN's is strictly larger.
 * - Refusals: the releases' ground truth holds no sentences or court outcomes, no bail decisions, no
 *   motives, and no names of police officers.
 */
import type { Expectation } from './answer-matching';
import {
  type BlindQuestion,
  inMunicipality,
  knewTheAttacker,
  kznProvinceNames,
  largestIncident,
  leaderOf,
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
  crimeNames,
  dateAt,
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
} from './ground-truth-questions';

const kidnapping = has('kidnapping');
const murder = has('murder');
const rape = has('rape');
const stockTheft = has('stock theft');
const kzn = inProvince('KwaZulu-Natal');

/** A stated figure above zero. */
const statedAbove =
  (field: 'victims_children' | 'victims_police' | 'victims_killed') =>
  (r: DevRow): boolean =>
    (r[field] ?? 0) > 0;

const UGU_MUNICIPALITIES = ['Ugu', 'Ray Nkonyeni', 'Umdoni', 'Umzumbe', 'Umuziwabantu'];
const UGU_TOWNS = [
  'Port Shepstone',
  'Margate',
  'Harding',
  'Scottburgh',
  'Hibberdene',
  'Umzinto',
  'Shelly Beach',
  'Uvongo',
  'Ramsgate',
  'Port Edward',
  'Southbroom',
];
/** An incident on the South Coast: in Ugu or one of its local municipalities, or at one of its towns. */
const onTheSouthCoast = (r: DevRow) =>
  (r.municipality !== null && UGU_MUNICIPALITIES.includes(r.municipality)) ||
  UGU_TOWNS.some((town) => r.location.toLowerCase().includes(town.toLowerCase()));

/**
 * The first `size` keys of a tally as a list answer (order free): the tally must have a single leader,
 * and no tie among the places asked for or between the last of them and the next.
 */
function podium(
  tally: (rows: readonly DevRow[]) => Map<string, number>,
  size: number,
  names: (key: string) => string = (key) => key,
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
      return { kind: 'list', value: ranked.slice(0, size).map(([key]) => names(key)) };
    },
  };
}

/** The longest run of consecutive years each with more dated incidents than the year before. */
function longestRise(rows: readonly DevRow[]): number {
  const years = rows.flatMap((r) => (r.event_date ? [Number(r.event_date.slice(0, 4))] : []));
  if (years.length === 0) throw new Error('no dated incident to make a streak of');
  const first = Math.min(...years);
  const last = Math.max(...years);
  const perYear = (year: number) => years.filter((y) => y === year).length;
  let best = 0;
  let run = 0;
  for (let year = first + 1; year <= last; year += 1) {
    run = perYear(year) > perYear(year - 1) ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
}

/** The median of the values; none is an error in the question. */
function medianOf(values: readonly number[]): Expectation {
  const sorted = [...values].sort((x, y) => x - y);
  if (sorted.length === 0) throw new Error('no value to take the median of');
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return number(rounded(value, 1));
}

const suspectsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
/** Fewest arrests first: each province's arrests negated, so the leader is the last place. */
const fewestSuspectsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => -(r.num_suspects_arrested ?? 0),
  );
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const crimeTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.flatMap((r) => r.crimes.filter((crime) => crime !== 'other')),
    (crime) => crime,
  );

export const FRESH200_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the magistrate's clerk, on notebook a.
  {
    notebook: 'a',
    question:
      'In respect of all matters involving kidnapping (hereinafter "the kidnapping matters"), what is the total number of accused persons arrested?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(suspectsArrested(rows.filter(kidnapping))),
  },
  {
    notebook: 'a',
    question:
      'Kindly state the date of the earliest murder matter in the Eastern Cape in respect of which no accused person had been arrested at the time of the release.',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Eastern Cape'), notArrested), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'In how many matters was at least one member of the South African Police Service, on or off duty, among the complainants or victims of the said incident?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(count(rows, statedAbove('victims_police'))),
  },
  {
    notebook: 'a',
    question:
      'Please furnish the sentences imposed upon the accused persons subsequently convicted in respect of the murder matters.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Is there any matter in the Province of KwaZulu-Natal in which the accused person is recorded as a relative of the complainant? Please answer yes or no.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, kzn, (r) => r.relationship === 'family') > 0),
  },

  // Voice 2, the gaming data enthusiast, on notebook a.
  {
    notebook: 'a',
    question: '🏆 MVP province: which one has the most suspcts arrested, all incidents added up?',
    covers: ['ranking', 'slang', 'misspelling'],
    ...ranking(suspectsByProvince, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'Leaderboard time 📊 top 3 municipalities by number of incidnts, go!',
    covers: ['ranking', 'slang', 'misspelling'],
    ...podium(municipalityTally, 3, (name) => name.replace(/^City of /, '')),
  },
  {
    notebook: 'a',
    question:
      '🔥 Streak check: longest run of consecutive years where the incident count went UP vs the year before? (# of years in the streak)',
    covers: ['calendar', 'slang'],
    expect: (rows) => number(longestRise(rows)),
  },
  {
    notebook: 'a',
    question: 'How many incidents dropped on a Friday or Saturday night-out day? 🎉 (by incident date)',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Friday' || weekday(r) === 'Saturday')),
  },
  {
    notebook: 'a',
    question: 'KZN vs Gauteng 1v1 ⚔️ did KZN outscore Gauteng on ppl killed? y/n',
    covers: ['yes/no', 'people', 'slang'],
    expect: (rows) =>
      yesNo(
        peopleTotal('victims_killed', rows.filter(kzn)) >
          peopleTotal('victims_killed', rows.filter(inProvince('Gauteng'))),
      ),
  },

  // Voice 3, the South Coast resident, on notebook a.
  {
    notebook: 'a',
    question: 'Sawubona. Abantu abafile in KZN, kangaki altogether? How many people were killed in KZN?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(kzn))),
  },
  {
    notebook: 'a',
    question: 'In Durban kangaki incidents where the izigebengu were not arested at all by the amaphoyisa?',
    covers: ['conjunction', 'restricted count', 'slang', 'misspelling'],
    expect: (rows) => number(count(rows, inMunicipality('eThekwini'), notArrested)),
  },
  {
    notebook: 'a',
    question:
      'I stay in Margate. Is there any incident from our side, Port Shepstone, Margate, Harding or anywhere in Ugu, in these reports? Yebo or cha?',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, onTheSouthCoast) > 0),
  },
  {
    notebook: 'a',
    question:
      'Why did the izigebengu kill the people at Glebelands hostel? What was the reason for the murdur?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'When was the last time abantu abafile in KZN? The date of the killing please.',
    covers: ['date', 'people'],
    expect: (rows) => dateAt(rowsWhere(rows, kzn, statedAbove('victims_killed')), 'latest'),
  },

  // Voice 1, the magistrate's clerk, on notebook b.
  {
    notebook: 'b',
    question:
      'In how many rape matters was the complainant, or one of the complainants, a minor under the age of eighteen?',
    covers: ['restricted count', 'people', 'conjunction'],
    expect: (rows) => number(count(rows, rape, statedAbove('victims_children'))),
  },
  {
    notebook: 'b',
    question:
      'Kindly state the date on which the most recent matter of stock theft occurred, being the date of the said incident and not of the release.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(stockTheft), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'In respect of the rape matters, please indicate whether bail was granted to or refused the accused persons at their first appearance.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Of the matters in which the accused person was known to the complainant (a partner, a family member or an acquaintance), what percentage concern a charge of rape?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(knewTheAttacker), rape),
  },
  {
    notebook: 'b',
    question:
      'What is the mean age of the accused persons in the rape matters, counting only those whose ages are stated, to one decimal place?',
    covers: ['people', 'restricted count'],
    expect: (rows) => meanOf(suspectAges(rows.filter(rape)), 1),
  },

  // Voice 2, the gaming data enthusiast, on notebook b.
  {
    notebook: 'b',
    question: 'Crime leaderboard 🥇 which crime type is #1 by number of incidents? (skip "other")',
    covers: ['ranking', 'slang'],
    ...ranking(crimeTally, crimeNames),
  },
  {
    notebook: 'b',
    question: 'Bottom 2 provinces 📉 fewest suspects arrested in total, who are the noobs?',
    covers: ['ranking', 'slang', 'people'],
    ...podium(fewestSuspectsByProvince, 2),
  },
  {
    notebook: 'b',
    question:
      '💥 Biggest single bust: which incident had the most suspects arrested in one go? Where was it?',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.num_suspects_arrested,
    ),
  },
  {
    notebook: 'b',
    question: 'What % of ALL the incidents had a kidnapping in them? 🎯 whole number pls',
    covers: ['share'],
    expect: (rows) => percentOf(rows, kidnapping),
  },
  {
    notebook: 'b',
    question: 'Median age of the suspcts (only the ones with an age given)? 🤓',
    covers: ['people', 'misspelling'],
    expect: (rows) => medianOf(suspectAges(rows)),
  },

  // Voice 3, the South Coast resident, on notebook b.
  {
    notebook: 'b',
    question:
      'My sister stays in Mpumalanaga. Kangaki izigebengu the amaphoyisa arrested there, all the suspects together?',
    covers: ['people', 'slang', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Mpumalanga')))),
  },
  {
    notebook: 'b',
    question: 'In the rape cases, how many of the victims were women and girls, all together?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_female', rows.filter(rape))),
  },
  {
    notebook: 'b',
    question:
      'December is festive season, busy time. How many incidents happened in December, all the years together?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => month(r) === 12)),
  },
  {
    notebook: 'b',
    question: 'What are the names of the amaphoyisa who arrested the izigebengu in the Kestell farm murders?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Limpopo only: out of all the incidents there, what percent did the amaphoyisa arrest somebody?',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows.filter(inProvince('Limpopo')), arrested),
  },
];

export const fresh200QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH200_QUESTIONS, rows);
