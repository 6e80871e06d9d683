/**
 * The hundred-and-thirty-sixth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written blind, that is without reading the analyst, the extractor or
 * any other question set but the format file. Every expectation is worked out from the ground-truth
 * rows of the question's own notebook; none is typed in by hand.
 *
 * The voices (five questions from each to each notebook):
 * 1. A crime reporter at a Sunday newspaper planning a year-in-review piece: short, newsroom English,
 *    "death toll", "hijackings", a year or "the latest"/"the oldest case" in mind.
 * 2. A human-rights lawyer's paralegal gathering facts on police-involved incidents: careful, complete
 *    sentences about officers among the victims, arrests (or none) at the time of the release, suspects
 *    by sex and the attacker's tie to the victim; typed in a hurry now and then ("poilce").
 * 3. A provincial community safety department official compiling a quarterly dashboard: terse, indicator
 *    style, quarters and provinces named outright, SAPS jargon ("TRIO crimes"), the odd typo ("Northen").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone, never `published_date`: an undated row is in no year or quarter and is
 *   neither the latest nor the oldest. A quarter "all years combined" is the months of `event_date` in any
 *   year (Q2 is April to June, the third quarter July to September).
 * - People are sums of the stated figures, a null adding nothing: `victims_killed` (killed, died, death
 *   toll), `victims_children` (child victims, under 18), `victims_police` (police officers among the
 *   victims, on or off duty), `victims_female` (female victims, women and girls alike), `suspects_female`
 *   (female suspects, arrested or sought), `num_suspects_arrested` (suspects arrested).
 * - "No one arrested by the time of the release" is `arrest_made === false` (an unstated arrest is not
 *   one); "resulted in an arrest" is `arrest_made === true`. An incident "with a police officer among the
 *   victims" has a `victims_police` above zero.
 * - "Hijackings, car and truck together" are `carjacking` or `truck hijacking`. "TRIO crimes" are
 *   `carjacking`, `house robbery` or `business robbery`. Either way one incident counts once, however
 *   many of the crimes it holds. "Murders" are `murder` alone.
 * - "The victim knew the attacker" is a `relationship` of partner, family or acquaintance as stated; the
 *   share is over every rape incident, an unstated relationship counting as not known.
 * - Shares are of incidents (rows), to the nearest whole percent.
 * - "How many more in P than in Q" is the difference of the two sums; P must have more.
 * - Rankings (municipality by death toll, Gauteng municipality by incidents, province by rapes,
 *   municipality by incidents) carry their tallies; rows without a municipality are left out; a tie at
 *   the top is an error in the question. A municipality may be named with or without "City of".
 * - Refusals: the ground truth holds no court outcome (convictions) and nothing about the suspects'
 *   legal representation at court.
 */
import {
  anyCrime,
  type BlindQuestion,
  femaleVictims,
  inMonths,
  knewTheAttacker,
  peopleTotal,
  ranking,
  rowsWhere,
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
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
} from './ground-truth-questions';

const murder = has('murder');
const hijacking = anyCrime('carjacking', 'truck hijacking');
/** The SAPS "TRIO crimes": carjacking, house robbery and business robbery. */
const trio = anyCrime('carjacking', 'house robbery', 'business robbery');
/** A police officer is among the incident's victims, as stated. */
const policeVictim = (r: DevRow) => (r.victims_police ?? 0) > 0;

/** The stated killed summed per municipality; rows without a municipality are left out. */
const killedByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );
const gautengMunicipalities = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(inProvince('Gauteng')), (r) => r.municipality);
const municipalities = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const rapesByProvince = (rows: readonly DevRow[]) => tallyOf(rows.filter(has('rape')), (r) => r.province);

/** How many more people were killed in the first province than in the second. */
const moreKilled = (first: string, second: string) => (rows: readonly DevRow[]) =>
  excessOf(rows, inProvince(first), inProvince(second), (selected) =>
    peopleTotal('victims_killed', selected),
  );

export const FRESH136_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Sunday-paper crime reporter, on notebook a.
  {
    notebook: 'a',
    question: 'For our year-in-review: how many murders were there in 2023?',
    covers: ['restricted count', 'calendar'],
    expect: (rows) => number(count(rows, murder, inYear(2023))),
  },
  {
    notebook: 'a',
    question: 'Which municipality had the highest death toll across all the incidents?',
    covers: ['ranking', 'people'],
    ...ranking(killedByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'How many more people were killed in KwaZulu-Natal than in the Western Cape?',
    covers: ['people', 'conjunction'],
    expect: moreKilled('KwaZulu-Natal', 'Western Cape'),
  },
  {
    notebook: 'a',
    question:
      'When did the most recent murder happen? The date of the killing, please, not of the statement.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(murder), 'latest'),
  },
  {
    notebook: 'a',
    question: 'How many of these cases ended in a conviction in court?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the human-rights paralegal, on notebook a.
  {
    notebook: 'a',
    question: 'How many police officers were among the victims in these incidents, whether on or off duty?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question: 'In how many of the incidents had no one been arrested by the time the release was issued?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, notArrested)),
  },
  {
    notebook: 'a',
    question:
      'How many suspects were arrested in total in the incidents where a poilce officer was among the victims?',
    covers: ['conjunction', 'people', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(policeVictim))),
  },
  {
    notebook: 'a',
    question: 'Did any incident in the Eastern Cape have a police officer among its victims?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, inProvince('Eastern Cape'), policeVictim) > 0),
  },
  {
    notebook: 'a',
    question:
      'What is the date of the most recent incident in which nobody had been arrested when the police reported it?',
    covers: ['date', 'restricted count'],
    expect: (rows) => dateAt(rows.filter(notArrested), 'latest'),
  },

  // Voice 3, the provincial community safety official, on notebook a.
  {
    notebook: 'a',
    question: 'Western Cape, Q2 (April to June), all years combined: number of incidents?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => number(count(rows, inProvince('Western Cape'), inMonths(4, 6))),
  },
  {
    notebook: 'a',
    question: 'What percentage of Western Cape incidents involved murder?',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(inProvince('Western Cape')), murder),
  },
  {
    notebook: 'a',
    question: 'Child victims (under 18) recorded in the Western Cape - total?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question: 'Gauteng TRIO crimes (carjacking, house robbery, business robbery): how many incidents?',
    covers: ['slang', 'restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, inProvince('Gauteng'), trio)),
  },
  {
    notebook: 'a',
    question: 'Which Gauteng municipality recorded the most incidents?',
    covers: ['ranking'],
    ...ranking(gautengMunicipalities, municipalityNames),
  },

  // Voice 1, the Sunday-paper crime reporter, on notebook b.
  {
    notebook: 'b',
    question: 'How many incidents happened in 2023 altogether?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inYear(2023))),
  },
  {
    notebook: 'b',
    question: 'Which province had the most rape cases?',
    covers: ['ranking'],
    ...ranking(rapesByProvince),
  },
  {
    notebook: 'b',
    question: 'How many hijackings are there, car and truck hijackings counted together?',
    covers: ['slang', 'restricted count'],
    expect: (rows) => number(count(rows, hijacking)),
  },
  {
    notebook: 'b',
    question: "What's the date of the oldest incident in here - when it happened, not when it was reported?",
    covers: ['date'],
    expect: (rows) => dateAt(rows, 'earliest'),
  },
  {
    notebook: 'b',
    question: 'How many female victims, women and girls, are there across all the incidents?',
    covers: ['people'],
    expect: (rows) => number(femaleVictims(rows)),
  },

  // Voice 2, the human-rights paralegal, on notebook b.
  {
    notebook: 'b',
    question: 'How many of the victims were police officers, counting those on and off duty?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question:
      'How many of the suspects were female, counting both those arrested and those still being sought?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question:
      'In what percentage of the rape cases does the release say the victim knew the attacker (a partner, relative or acquaintance)?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(has('rape')), knewTheAttacker),
  },
  {
    notebook: 'b',
    question:
      'Was there any incident in North West where a police officer was among the victims and no arrest had been made?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, inProvince('North West'), policeVictim, notArrested) > 0),
  },
  {
    notebook: 'b',
    question:
      'How many of the arrested suspects were represented by Legal Aid at their first court appearance?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the provincial community safety official, on notebook b.
  {
    notebook: 'b',
    question: 'Mpumalanga, third quarter (July to September), all years together: how many incidents?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => number(count(rows, inProvince('Mpumalanga'), inMonths(7, 9))),
  },
  {
    notebook: 'b',
    question: 'Which municipality logged the most incidents?',
    covers: ['ranking'],
    ...ranking(municipalities, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'North West: what percentage of incidents resulted in an arrest?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('North West')), arrested),
  },
  {
    notebook: 'b',
    question: 'Northen Cape child victims (under 18) - total number?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_children', rowsWhere(rows, inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question: 'How many more people were killed in the Free State than in Mpumalanga?',
    covers: ['people', 'conjunction'],
    expect: moreKilled('Free State', 'Mpumalanga'),
  },
];

export const fresh136QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH136_QUESTIONS, rows);
