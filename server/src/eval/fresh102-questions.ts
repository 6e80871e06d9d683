/**
 * The hundred-and-second fresh question set (blind): thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A ward councillor preparing for a community meeting: constituency-minded ("my residents", "our
 *    ward"), non-partisan, mixes a complaint with the question, asks about municipalities and arrests.
 * 2. A true-crime podcast host scripting an episode: chatty teasers ("okay listeners, buckle up"),
 *    slang ("went down", "nabbed", "cops", "heists"), superlatives ("the deadliest"), jokes in brackets,
 *    one misspelling ("kidnaping").
 * 3. A court interpreter who switches between English, isiZulu and Sesotho mid-sentence ("bangaki",
 *    "abantu ababulewe", "batho ba bolailweng", "mapolesa"), precise about legal terms (accused,
 *    complainant, deceased).
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, "from 2020 onwards" window,
 *   month and weekday, and is never the earliest or latest; `published_date` is never read. A weekend
 *   is a Saturday or Sunday of `event_date`; "July, taking all years together" is the month of
 *   `event_date` in any year; "in 2022" is an `event_date` in that calendar year.
 * - Crimes: "murder" is `murder` alone (not attempted murder, not culpable homicide); "kidnapping" is
 *   `kidnapping`; "rape" is `rape` (not sexual assault); "an illegal firearm charge" is
 *   `illegal firearm possession`; "CIT" / "cash-in-transit heist" is `cash-in-transit robbery`;
 *   "business robbery" is `business robbery`. An incident counts once however many crimes it holds.
 * - People are sums of the stated figures, a null (unstated) figure adding nothing: "killed" /
 *   "deceased" / "abantu ababulewe" / "batho ba bolailweng" is `victims_killed`; "child victims" (under
 *   18) is `victims_children`; "police officers among the victims" / "mapolesa" / "amaphoyisa" is
 *   `victims_police`; "female complainants" / "basadi" / "abesifazane" is `victims_female` (a
 *   complainant is a victim); "suspects arrested" / "nabbed" / "abasolwa ababoshiwe" is
 *   `num_suspects_arrested`. A place's people figure sums over all its incidents, whatever the crime.
 * - "Nobody arrested" / "no accused arrested" is `arrest_made === false` (an unstated arrest is not a
 *   "no"). "Was any police officer among the victims" is yes when some incident states
 *   `victims_police` above 0.
 * - Places: "municipality" is `municipality` (rows without one are left out; answered as written or
 *   without "City of"); a province is `province`, KwaZulu-Natal also as "KZN".
 * - Shares, to the nearest whole percent (a value on the halfway mark is an error in the question): the
 *   share of incidents with an illegal firearm charge is over all the notebook's rows; the share of
 *   Limpopo incidents with nobody arrested is over Limpopo's rows; the share of complainants who were
 *   female is the sum of `victims_female` over the sum of `victims_female` and `victims_male`.
 * - "How many more in P than in Q" (provinces or years) is the difference of the two sums; P must have
 *   more, or the question is in error.
 * - Rankings are keyed by place: the province with the most killed, the province with the most
 *   kidnapping incidents, the municipality with the most incidents and the municipality with the most
 *   suspects arrested. Each carries its tally; a tie at the top is an error in the question.
 * - Refusals: the ground truth records no court outcome (conviction or sentence), no bail decision and
 *   no rand value of damage or losses, so questions resting on them are refused.
 */
import {
  anyCrime,
  type BlindQuestion,
  femaleVictims,
  inMunicipality,
  kznProvinceNames,
  maleVictims,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
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
  inYear,
  month,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
} from './ground-truth-questions';

const murder = has('murder');
const kidnapping = has('kidnapping');
const citOrBusinessRobbery = anyCrime('cash-in-transit robbery', 'business robbery');

/** The killed of the rows that pass every test. */
const killedWhere =
  (...tests: ((r: DevRow) => boolean)[]) =>
  (rows: readonly DevRow[]) =>
    peopleTotal('victims_killed', rowsWhere(rows, ...tests));

const killedIn = (selected: readonly DevRow[]) => peopleTotal('victims_killed', selected);

const arrestsByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.num_suspects_arrested ?? 0,
  );
const incidentsByMunicipality = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const kidnappingsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(kidnapping), (r) => r.province);

/** The female share of the complainants whose sex is stated, to the nearest whole percent. */
const femaleShare = (rows: readonly DevRow[]) => {
  const female = femaleVictims(rows);
  return percentage(female, female + maleVictims(rows));
};

export const FRESH102_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the ward councillor, on notebook a.
  {
    notebook: 'a',
    question:
      'I am the councillor for a Khayelitsha ward and my residents are tired of burying people. Across all the incidents in the City of Cape Town municipality, how many people were killed in total?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(killedWhere(inMunicipality('City of Cape Town'))(rows)),
  },
  {
    notebook: 'a',
    question:
      'Residents in Ekurhuleni keep asking me whether things have got worse lately, and I want proper numbers before Thursday night. How many incidents in the Ekurhuleni municipality took place from the start of 2020 onwards?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inMunicipality('Ekurhuleni'), sinceYear(2020))),
  },
  {
    notebook: 'a',
    question:
      'Our community policing forum says other areas get all the arrests while our ward gets promises. Which municipality had the most suspects arrested, adding up all its incidents?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'The officers who patrol our streets are putting their own lives on the line too. In the City of Johannesburg incidents, was any police officer among the victims - yes or no?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) =>
      yesNo(rowsWhere(rows, inMunicipality('City of Johannesburg')).some((r) => (r.victims_police ?? 0) > 0)),
  },
  {
    notebook: 'a',
    question:
      'My residents feel nobody is ever punished. Of the people arrested in these cases, how many were eventually convicted and sentenced in court?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the true-crime podcast host, on notebook a.
  {
    notebook: 'a',
    question:
      'Okay listeners, buckle up, because this episode is all about the body count. Which province was the deadliest - the most people killed, all incidents combined?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Weekend warriors of the worst kind (sorry, dark joke): how many murders went down on a Saturday or a Sunday?',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },
  {
    notebook: 'a',
    question:
      'Cold open: when did the very first kidnaping in this whole notebook go down? The date it actually happened, not when the cops put out the press release.',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Quick stat for the intro (gun nerds, this one is for you): what percentage of all the incidents involved an illegal firearm charge, to the nearest whole percent?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, has('illegal firearm possession')),
  },
  {
    notebook: 'a',
    question:
      'Was 2022 bloodier than 2023? Spoiler: yep. How many more people were killed in 2022 than in 2023, going by when the incidents happened?',
    covers: ['people', 'calendar', 'conjunction'],
    expect: (rows) => excessOf(rows, inYear(2022), inYear(2023), killedIn),
  },

  // Voice 3, the court interpreter, on notebook a.
  {
    notebook: 'a',
    question:
      'Sawubona. For the record: bangaki abantu ababulewe in the Eastern Cape incidents? I need the total number of deceased, not the number of cases.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(killedWhere(inProvince('Eastern Cape'))(rows)),
  },
  {
    notebook: 'a',
    question:
      "Ngicela ukubuza, across all the incidents: how many of the complainants were female - abesifazane, basadi - counting only where the complainant's sex is stated?",
    covers: ['people'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'a',
    question:
      'In murder matters only, not attempted murder: amacala amangaki where no accused was arrested at all - ha ho motho ya tshwerweng?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, murder, notArrested)),
  },
  {
    notebook: 'a',
    question:
      'Abantu ababulewe, KwaZulu-Natal against the Western Cape: how many more deceased were there in KwaZulu-Natal than in the Western Cape?',
    covers: ['people', 'conjunction'],
    expect: (rows) => excessOf(rows, inProvince('KwaZulu-Natal'), inProvince('Western Cape'), killedIn),
  },
  {
    notebook: 'a',
    question:
      'Ke kopa ho tseba: how many of the accused in these matters were released on bail - bangaki abakhululwe ngebheyili?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the ward councillor, on notebook b.
  {
    notebook: 'b',
    question:
      'I serve a ward in Bloemfontein and my residents say 2023 was a terrible year for them. How many incidents in the Mangaung municipality happened in 2023?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inMunicipality('Mangaung'), inYear(2023))),
  },
  {
    notebook: 'b',
    question:
      'Communities in Limpopo tell me criminals simply walk free. Of all the incidents in Limpopo, what percentage had nobody arrested, to the nearest whole percent?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Limpopo')), notArrested),
  },
  {
    notebook: 'b',
    question:
      'Every councillor at the meeting will claim their area is the worst hit. Which municipality actually has the most incidents in these releases?',
    covers: ['ranking'],
    ...ranking(incidentsByMunicipality, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Our children deserve to be safe walking to school and back. How many child victims, under eighteen, were there across the Northern Cape incidents?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question:
      'Ratepayers in our ward want to know what crime is costing them. What was the total rand value of the damage and losses in these incidents?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the true-crime podcast host, on notebook b.
  {
    notebook: 'b',
    question:
      'Okay listeners, buckle up: which province is the kidnapping hotspot, with the most kidnapping incidents in this notebook?',
    covers: ['ranking', 'slang'],
    ...ranking(kidnappingsByProvince),
  },
  {
    notebook: 'b',
    question:
      'July is apparently murder month (who knew winter was this grim?). How many murders happened in July, taking all the years together?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, (r) => month(r) === 7)),
  },
  {
    notebook: 'b',
    question:
      "For the episode's cliffhanger: what was the date of the most recent rape case in the notebook? The day it happened, not the press release day.",
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('rape')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'The forums swear CIT heists are huge in Mpumalanga. Did a single cash-in-transit heist actually go down there? Yes or no.',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, has('cash-in-transit robbery'), inProvince('Mpumalanga')) > 0),
  },
  {
    notebook: 'b',
    question:
      'Heist episode! Across every cash-in-transit robbery and business robbery combined, how many suspects got nabbed in total?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(citOrBusinessRobbery))),
  },

  // Voice 3, the court interpreter, on notebook b.
  {
    notebook: 'b',
    question:
      'Dumela. For the Free State matters: batho ba bolailweng ke ba bakae? The total deceased, please, across all the incidents in that province.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(killedWhere(inProvince('Free State'))(rows)),
  },
  {
    notebook: 'b',
    question:
      'Northern Cape only: how many complainants were female - basadi, abesifazane - in total across the incidents there?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(femaleVictims(rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question:
      'Mapolesa a hlasetsweng: how many police officers were victims, on or off duty, across all the incidents? Amaphoyisa amangaki?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question:
      'Abasolwa ababoshiwe, the suspects arrested: how many more were arrested in North West than in the Northern Cape?',
    covers: ['people', 'conjunction'],
    expect: (rows) => excessOf(rows, inProvince('North West'), inProvince('Northern Cape'), suspectsArrested),
  },
  {
    notebook: 'b',
    question:
      'Of the complainants whose sex is recorded, what percentage were female - iphesenti yabesifazane - to the nearest whole percent?',
    covers: ['share', 'people'],
    expect: femaleShare,
  },
];

export const fresh102QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH102_QUESTIONS, rows);
