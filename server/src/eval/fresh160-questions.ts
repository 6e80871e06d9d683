/**
 * The hundred-and-sixtieth fresh question set (blind): thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A municipal councillor's personal assistant preparing a brief for a ward meeting: formal, complete
 *    sentences ("Kindly provide", "for the ward brief"), totals and lists per municipality and period.
 * 2. A high-school learner doing a life-orientation project: simple words, lower case, some misspellings
 *    ("wat", "happend", "wemen", "wich", "avrage", "attackd"), asks what happened most and to whom.
 * 3. A taxi association spokesperson: shootings, hijackings, roads and taxi ranks, dates and numbers
 *    killed; short, with the trade's words ("ppl", "hijackings", "CIT heist", "R-roads", "y/n").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone; `published_date` is never read. A row without an `event_date` is
 *   outside every year, "between" window and "from/since" window and is never the latest or earliest.
 *   A window is inclusive at both end days: "between 2019 and 2022" is 2019-01-01 to 2022-12-31, "from
 *   2020 onwards" starts on 2020-01-01, "2024 or later" starts on 2024-01-01, "in 2023" is that year.
 * - People are sums of the stated figures: `victims_killed` (killed, shot dead, lost their lives),
 *   `victims_children` (kids, children, under eighteen), `victims_female` (women and girls),
 *   `victims_male` (men and boys), `num_suspects_arrested` (suspects arrested). A null figure adds
 *   nothing.
 * - "Shootings" are the rows whose crimes hold `murder` or `attempted murder`; the people killed in
 *   shootings are the `victims_killed` of those rows. "Hijackings" are `carjacking` or
 *   `truck hijacking` (a row holding both counts once). "CIT heist" is `cash-in-transit robbery`.
 *   "Rape cases" are the rows holding `rape`; "murders" the rows holding `murder`.
 * - "On a road" (and "on the R-roads") is a row whose `location` holds the word "road" (any case, as a
 *   whole word: "Broadway" is not one).
 * - "Municipality" is `municipality` (rows without one are left out); a ranking answers it as written
 *   or without "City of", and a list names each municipality once, without "City of", alphabetically.
 *   "In the Eastern Cape" / "in the North West" / "in the northern cape" is `province`.
 * - "Which crime happened most" counts each crime of a row once (a row of murder and attempted murder
 *   counts for both); "firearm" and "gun" name `illegal firearm possession`.
 * - "The victim knew the attacker" is a `relationship` of `partner`, `family` or `acquaintance`
 *   (`stranger` and null are not); "a family member" is `family` alone.
 * - "Were there more female victims than male" compares the sums of `victims_female` and
 *   `victims_male`; a tie is "No".
 * - "The average age of the suspects in the rape cases" is the mean of the stated `suspect_ages` of the
 *   rape rows, one age per suspect, to the nearest whole year; rows without ages add nothing.
 * - "What percent of incidents had a kidnapping" is over all the notebook's rows; "what share of murders
 *   had someone arrested" is the murder rows with `arrest_made === true` over all murder rows (an
 *   unstated arrest is not an arrest), both to the nearest whole percent.
 * - "How many more killed in P than in Q" (places or years) is the difference of the two sums; P must
 *   have more.
 * - Rankings (municipality of the Eastern Cape with most incidents, crime most common, province with
 *   most suspects arrested, crime most common in the Northern Cape) each carry their tally; a tie at the
 *   top is an error in the question.
 * - Refusals: the ground truth holds no victim's occupation (so not whether the dead were taxi drivers)
 *   and no time of day of an incident.
 */
import {
  anyCrime,
  type BlindQuestion,
  inMunicipality,
  knewTheAttacker,
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
  number,
  percentOf,
  refusal,
  sinceYear,
  within,
} from './ground-truth-questions';

/** A shooting: a murder or an attempted murder. */
const shooting = anyCrime('murder', 'attempted murder');
/** A hijacking: of a car or of a truck. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
const rape = has('rape');
/** An incident whose location holds the whole word "road". */
const onARoad = (r: DevRow) => /\broad\b/i.test(r.location);

/** A municipality's name as a list item: without "City of". */
const shortMunicipality = (name: string) => name.replace(/^City of /, '');

/** The municipalities of the rows, each once, without "City of", alphabetically. */
const municipalityList = (rows: readonly DevRow[]) => ({
  kind: 'list' as const,
  value: [
    ...new Set(rows.flatMap((r) => (r.municipality === null ? [] : [shortMunicipality(r.municipality)]))),
  ].sort(),
});

/** The people killed in shootings among the rows. */
const killedInShootings = (rows: readonly DevRow[]) => peopleTotal('victims_killed', rows.filter(shooting));

const easternCapeMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(inProvince('Eastern Cape')), (r) => r.municipality);
const crimeTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.flatMap((r) => r.crimes),
    (crime) => crime,
  );
const northernCapeCrimeTally = (rows: readonly DevRow[]) =>
  crimeTally(rows.filter(inProvince('Northern Cape')));
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH160_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the councillor's personal assistant, on notebook a.
  {
    notebook: 'a',
    question:
      'For the ward brief, kindly provide the number of incidents recorded in the City of Johannesburg municipality between 2019 and 2022, both years inclusive.',
    covers: ['restricted count', 'calendar', 'conjunction'],
    expect: (rows) =>
      number(count(rows, inMunicipality('City of Johannesburg'), within('2019-01-01', '2022-12-31'))),
  },
  {
    notebook: 'a',
    question:
      'Please provide the total number of suspects arrested across all incidents in the City of Cape Town municipality.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(inMunicipality('City of Cape Town')))),
  },
  {
    notebook: 'a',
    question:
      'Kindly list every municipality in Gauteng in which at least one incident was recorded, for the councillor’s reference.',
    covers: ['restricted count'],
    expect: (rows) => municipalityList(rows.filter(inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question:
      'What was the total number of persons killed in incidents in the eThekwini municipality from 2020 onwards?',
    covers: ['people', 'calendar', 'conjunction'],
    expect: (rows) =>
      number(peopleTotal('victims_killed', rowsWhere(rows, inMunicipality('eThekwini'), sinceYear(2020)))),
  },
  {
    notebook: 'a',
    question:
      'Which municipality in the Eastern Cape province recorded the highest number of incidents in these releases?',
    covers: ['ranking'],
    ...ranking(easternCapeMunicipalityTally, municipalityNames),
  },

  // Voice 2, the life-orientation learner, on notebook a.
  {
    notebook: 'a',
    question: 'wat crime happend the most in all these police reports?',
    covers: ['ranking', 'misspelling'],
    ...ranking(crimeTally, crimeNames),
  },
  {
    notebook: 'a',
    question: 'how many of the victims were wemen or girls altogether?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_female', rows)),
  },
  {
    notebook: 'a',
    question: 'how many kids under 18 were victims in total in the reports?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question: 'was any of the attackers a family member of the person they attacked? yes or no',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, (r) => r.relationship === 'family') > 0),
  },
  {
    notebook: 'a',
    question: 'what percent of the incidents had a kidnaping in them?',
    covers: ['share', 'misspelling'],
    expect: (rows) => percentOf(rows, has('kidnapping')),
  },

  // Voice 3, the taxi association spokesperson, on notebook a.
  {
    notebook: 'a',
    question: 'How many hijackings in total, cars and trucks both?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, hijacking)),
  },
  {
    notebook: 'a',
    question: 'When was the most recent hijacking? The day it happened pls.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(hijacking), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Shootings (murders + attempted murders): how many more ppl were killed in KZN than in the Eastern Cape?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) =>
      excessOf(rows, inProvince('KwaZulu-Natal'), inProvince('Eastern Cape'), killedInShootings),
  },
  {
    notebook: 'a',
    question: 'Of all the ppl killed, how many were taxi drivers?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'How many incidents happened on a road?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, onARoad)),
  },

  // Voice 1, the councillor's personal assistant, on notebook b.
  {
    notebook: 'b',
    question: 'Kindly provide the number of incidents recorded in the Mangaung municipality in 2023.',
    covers: ['restricted count', 'calendar', 'conjunction'],
    expect: (rows) => number(count(rows, inMunicipality('Mangaung'), inYear(2023))),
  },
  {
    notebook: 'b',
    question:
      'Please list the municipalities in the North West province where incidents took place in 2024 or later.',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => municipalityList(rowsWhere(rows, inProvince('North West'), sinceYear(2024))),
  },
  {
    notebook: 'b',
    question: 'What is the total number of suspects arrested in the Madibeng municipality?',
    covers: ['people'],
    expect: (rows) => number(suspectsArrested(rows.filter(inMunicipality('Madibeng')))),
  },
  {
    notebook: 'b',
    question: 'Which province accounted for the largest total number of suspects arrested?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question: 'Please confirm the date of the earliest incident recorded in the Northern Cape.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Northern Cape')), 'earliest'),
  },

  // Voice 2, the life-orientation learner, on notebook b.
  {
    notebook: 'b',
    question: 'were more wemen and girls attackd than men and boys? yes or no',
    covers: ['yes/no', 'people', 'misspelling'],
    expect: (rows) => yesNo(peopleTotal('victims_female', rows) > peopleTotal('victims_male', rows)),
  },
  {
    notebook: 'b',
    question: 'how many children were victims in the rape cases?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(rape))),
  },
  {
    notebook: 'b',
    question: 'wich crime happend the most in the northern cape?',
    covers: ['ranking', 'misspelling'],
    ...ranking(northernCapeCrimeTally, crimeNames),
  },
  {
    notebook: 'b',
    question:
      'in how many cases did the victim know the attacker, like a boyfriend or family or someone they knew?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, knewTheAttacker)),
  },
  {
    notebook: 'b',
    question: 'what was the avrage age of the suspects in the rape cases?',
    covers: ['share', 'misspelling'],
    expect: (rows) => meanOf(suspectAges(rows.filter(rape)), 0),
  },

  // Voice 3, the taxi association spokesperson, on notebook b.
  {
    notebook: 'b',
    question: 'Shootings - murders and attempted murders - how many more ppl killed in 2020 than in 2023?',
    covers: ['people', 'calendar', 'slang'],
    expect: (rows) => excessOf(rows, inYear(2020), inYear(2023), killedInShootings),
  },
  {
    notebook: 'b',
    question: 'Date of the last CIT heist?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('cash-in-transit robbery')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Any hijackings on the R-roads in Limpopo? y/n',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, hijacking, onARoad, inProvince('Limpopo')) > 0),
  },
  {
    notebook: 'b',
    question: 'What % of the murders had somebody arrested?',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(has('murder')), arrested),
  },
  {
    notebook: 'b',
    question: 'What time of day do most of the hijackings happen, morning or night?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh160QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH160_QUESTIONS, rows);
