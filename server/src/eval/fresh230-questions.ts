/**
 * The two-hundred-and-thirtieth fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A retired teacher writing a long, old-fashioned, polite letter ("I should be most grateful to
 *    learn ..."): a digression about former pupils, the garden or the newspaper comes first, then the
 *    question in full sentences, provinces and crimes spelled out in full.
 * 2. A call-centre agent reading a caller's request off a script: "Caller wants to know:", "Ref:",
 *    "Please confirm", clipped and formulaic, with the odd typing slip ("stok theft", "Mpumlanga").
 * 3. A data journalist who writes half in SQL-ish shorthand ("count where", "group by province",
 *    "order by desc", "top 3", "limit 1") mixed with plain words and newsroom abbreviations ("EC",
 *    "illegal guns"), sometimes naming a field as the data would.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, date window and "before"
 *   bound, and is never the earliest or the most recent; `published_date` is never read. A date window
 *   ("between 1 March 2019 and 31 March 2020") includes both of its end days.
 * - People are sums of the stated figures: `victims_killed` (killed), `victims_female` (women and girls
 *   among the victims), `victims_police` (police officers among the victims, on or off duty),
 *   `num_suspects_arrested` (suspects arrested). A null (unstated) figure adds nothing. "Any police
 *   officer among the victims" is a stated `victims_police` above zero.
 * - "Murder" is the category `murder` alone (attempted murder and culpable homicide are not murders);
 *   "attempted murder" is `attempted murder`; "illegal guns" is `illegal firearm possession`; "stock
 *   theft" is `stock theft`; "kidnapping" is `kidnapping`; "rape" is `rape`.
 * - "An arrest was made" is `arrest_made === true`; "ended without an arrest" is `arrest_made === false`;
 *   an unstated arrest is neither.
 * - Shares of incidents are over every row of the selection (the notebook, or a province's rows), dated
 *   or not, to the nearest whole percent; "incidents with a child victim" are rows whose stated
 *   `victims_children` is above zero. A value on the halfway mark is an error in the question.
 * - Ages are `suspect_ages`, one per suspect, from the rows that state any. The median of an even
 *   number of ages is the mean of the middle two; the median and the mean are given to one decimal.
 * - A series by year ("count group by year for 2020..2022") lists the number of dated incidents in each
 *   year, the earliest year first; a year with none would be a 0.
 * - "How many more murders in P than in Q" is the difference of the two counts; P must have more.
 * - Rankings each carry their tally and a tie at the top is an error in the question: the province with
 *   the most attempted murders, the municipality with the most suspects arrested (the sum of the stated
 *   `num_suspects_arrested`, nulls adding nothing) and the municipality with the most incidents (in
 *   both, rows without a municipality are left out; a municipality is answered as written or without
 *   "City of"; a province may be answered as written, KwaZulu-Natal also as "KZN"). The top three provinces by people killed must also be tie-free down to the fourth place; the list
 *   holds the three province names, in any order.
 * - Refusals: the rows hold no motive, no person's name (neither suspect nor victim), no ransom
 *   amount, and nothing about what will happen next (the next heist, whether bail will be granted).
 */
import {
  type BlindQuestion,
  before,
  kznProvinceNames,
  leaderOf,
  peopleByProvince,
  peopleTotal,
  rankedTally,
  ranking,
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
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  rounded,
  within,
} from './ground-truth-questions';

/**
 * The `size` keys of a tally with the largest totals; a tie at the top (no single leader), among them
 * or at the cut-off is an error.
 */
function topOfTally(tally: Map<string, number>, size: number): string[] {
  leaderOf(tally);
  const ranked = rankedTally(tally).slice(0, size + 1);
  const totals = ranked.map(([, n]) => n);
  if (ranked.length < size || new Set(totals).size !== totals.length)
    throw new Error(`no single top ${size}: ${JSON.stringify(ranked)}`);
  return ranked.slice(0, size).map(([key]) => key);
}

/** The median of the values, to one decimal; no value is an error in the question. */
function medianOf(values: readonly number[]) {
  const sorted = [...values].sort((x, y) => x - y);
  if (sorted.length === 0) throw new Error('no value to take a median of');
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return number(rounded(median, 1));
}

const murder = has('murder');
const attemptedMurder = has('attempted murder');
const kidnapping = has('kidnapping');
const rape = has('rape');
const stockTheft = has('stock theft');
const illegalGuns = has('illegal firearm possession');

const attemptedMurderProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(attemptedMurder), (r) => r.province);
const arrestsByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.num_suspects_arrested ?? 0,
  );
const killedByProvince = peopleByProvince('victims_killed');
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH230_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the retired teacher, on notebook a.
  {
    notebook: 'a',
    question:
      'Dear Sir or Madam, I taught history for thirty-one years in Paarl, and several of my former pupils now live in Khayelitsha and Mitchells Plain, so I read every report from that part of the country with a heavy heart. I should be most grateful to learn how many of the incidents in the Western Cape involved a murder.',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, murder, inProvince('Western Cape'))),
  },
  {
    notebook: 'a',
    question:
      'Good day to you. My late husband always maintained that kidnapping was a new crime in this country, whereas I recall it from my girlhood; we argued about it over many a Sunday lunch. I should be most grateful to learn the date of the earliest kidnapping among these reports, meaning the day it happened and not the day it was written up.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Dear Sir, the letters page of our local paper is forever complaining that the police catch nobody, and I confess I am not convinced the writers have looked at the facts. I should be most grateful to learn in what percentage of all these incidents an arrest was made, to the nearest whole number.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'a',
    question:
      'Dear Madam, I have been reading about the dreadful shooting at the Glebelands Hostel in Umlazi, and as an old teacher I cannot help but ask why people do such things. I should be most grateful to learn what the motive was for that attack.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Dear Sir or Madam, my nephew has recently joined the police service in Pietermaritzburg, and his mother, my sister, hardly sleeps for worry. I should be most grateful to learn whether any police officer was among the victims of the incidents in KwaZulu-Natal. A simple yes or no would set her mind at ease.',
    covers: ['yes/no', 'people', 'conjunction'],
    expect: (rows) => yesNo(peopleTotal('victims_police', rows.filter(inProvince('KwaZulu-Natal'))) > 0),
  },

  // Voice 2, the call-centre agent, on notebook a.
  {
    notebook: 'a',
    question:
      'Caller wants to know: total number of people killed in incidents in Gauteng province. Ref: GP-4471. Please confirm the figure.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Gauteng')))),
  },
  {
    notebook: 'a',
    question:
      'Ref: 20931. Caller wants to know which province has the most attempted murder cases on record. Please confirm the province name.',
    covers: ['ranking'],
    ...ranking(attemptedMurderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Caller wants to know: how many incidents took place between 1 March 2019 and 31 March 2020, both dates included? Ref: 88120. Please confirm the count.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2019-03-01', '2020-03-31'))),
  },
  {
    notebook: 'a',
    question:
      'Please confirm for the caller: were there any stok theft cases in KwaZulu-Natal during 2023? Yes or no. Ref: KZN-5520.',
    covers: ['yes/no', 'calendar', 'conjunction', 'misspelling'],
    expect: (rows) => yesNo(count(rows, stockTheft, inProvince('KwaZulu-Natal'), inYear(2023)) > 0),
  },
  {
    notebook: 'a',
    question:
      'Caller wants to know: in which area will the next cash-in-transit robbery happen, so they can avoid it? Ref: 31007. Please advise.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the data journalist, on notebook a.
  {
    notebook: 'a',
    question: 'group by province, sum people killed, order by desc - top 3 provinces?',
    covers: ['ranking', 'people'],
    tally: killedByProvince,
    expect: (rows) => ({ kind: 'list', value: topOfTally(killedByProvince(rows), 3) }),
  },
  {
    notebook: 'a',
    question: 'median suspect age across all incidents where ages are given?',
    covers: ['people'],
    expect: (rows) => medianOf(suspectAges(rows)),
  },
  {
    notebook: 'a',
    question: 'count where illegal guns and prov = EC',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, illegalGuns, inProvince('Eastern Cape'))),
  },
  {
    notebook: 'a',
    question: 'sum suspects arrested group by municipality, order by desc, limit 1 - which one?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'select suspect names where crime = cash-in-transit robbery',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the retired teacher, on notebook b.
  {
    notebook: 'b',
    question:
      "Dear Sir or Madam, for many years I ran the girls' debating society at a school in Kroonstad, and I still take a keen interest in how women fare in our country. I should be most grateful to learn how many women and girls in all were among the victims in these reports.",
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_female', rows)),
  },
  {
    notebook: 'b',
    question:
      'Dear Sir, my brother-in-law in Kimberley insists that the Free State is a far more dangerous place than the Northern Cape, and I have promised to settle the matter before our family gathering at Christmas. I should be most grateful to learn how many more murders there were in the Free State than in the Northern Cape.',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      excessOf(rows, inProvince('Free State'), inProvince('Northern Cape'), (s) => s.filter(murder).length),
  },
  {
    notebook: 'b',
    question:
      "Good afternoon. I volunteer at a women's shelter on Tuesdays, which has taught me more than forty years in the classroom ever did. I should be most grateful to learn the date of the most recent rape recorded in these reports, that is, the day on which it took place.",
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(rape), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Dear Madam, I read with great sorrow of the young woman attacked at a guest house in De Aar, and I should so like to send her a card and a small parcel of books. I should be most grateful to learn her name.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Dear Sir or Madam, when I was a young teacher in the Northern Cape the police station was the heart of every town, and I wonder whether that is still so. I should be most grateful to learn whether any incident in the Northern Cape before 2018 ended without an arrest. Yes or no will suffice.',
    covers: ['yes/no', 'calendar', 'conjunction'],
    expect: (rows) => yesNo(count(rows, inProvince('Northern Cape'), before('2018-01-01'), notArrested) > 0),
  },

  // Voice 2, the call-centre agent, on notebook b.
  {
    notebook: 'b',
    question:
      'Caller wants to know: number of kidnapping cases in North West province. Ref: NW-1186. Please confirm.',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, kidnapping, inProvince('North West'))),
  },
  {
    notebook: 'b',
    question:
      'Ref: 77452. Caller from Mpumlanga wants to know the total number of suspects arrested for incidents in that province. Please confirm the total.',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Mpumalanga')))),
  },
  {
    notebook: 'b',
    question:
      'Caller wants to know: what percentage of the Free State incidents were stock theft cases? Ref: FS-3309. Please confirm, rounded to a whole percent.',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(inProvince('Free State')), stockTheft),
  },
  {
    notebook: 'b',
    question:
      'Caller wants to know: how many incidents happened between 1 June 2020 and 31 December 2020? Ref: 40218. Please confirm the count.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2020-06-01', '2020-12-31'))),
  },
  {
    notebook: 'b',
    question:
      'Caller wants to know: will the suspect in the Morgenzon rape case be granted bail? Ref: MP-9921. Please advise the caller.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the data journalist, on notebook b.
  {
    notebook: 'b',
    question:
      'count incidents group by municipality, order by count desc, limit 1 (skip rows with no municipality)',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'avg suspect age where crime = rape, 1 decimal',
    covers: ['people', 'restricted count'],
    expect: (rows) => meanOf(suspectAges(rows.filter(rape)), 1),
  },
  {
    notebook: 'b',
    question: 'pct of incidents where victims_children > 0, whole number pls',
    covers: ['share', 'people'],
    expect: (rows) => percentOf(rows, (r) => (r.victims_children ?? 0) > 0),
  },
  {
    notebook: 'b',
    question: 'count group by year for 2020..2022 - series, oldest first',
    covers: ['calendar'],
    expect: (rows) => ({
      kind: 'list',
      value: [2020, 2021, 2022].map((year) => count(rows, inYear(year))),
    }),
  },
  {
    notebook: 'b',
    question: 'avg ransom amount paid where crime = kidnapping, in rand',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh230QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH230_QUESTIONS, rows);
