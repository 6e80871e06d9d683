/**
 * The eleventh fresh question set, written blind (without reading the analyst, the extractor or the
 * earlier question sets), in three new voices: a municipal safety officer (metros and municipalities,
 * "Joburg", calendar windows for a safety plan), a children's rights advocate (child victims, rape and
 * GBV cases, bail) and a union official for police staff ("members", "cops", officers who were victims).
 * Fifteen questions about each development notebook; every expectation is computed from the ground
 * truth.
 *
 * Readings:
 * - An incident is one release of the notebook ("case" and "incident" count releases); an incident has
 *   a crime when its `crimes` hold it.
 * - A window (a quarter of a named year, between two dates, since a year began, a weekday, the weekend)
 *   is read on `event_date`, inclusive at both ends; an undated incident is in no window (and no
 *   window holds the publication date of an undated incident, so reading one by it changes nothing).
 * - A province is `province`; a metro or municipality is `municipality` (the Joburg metro is the City
 *   of Johannesburg; a misspelt name is the one it misspells).
 * - People are the sums of the stated figures: arrests `num_suspects_arrested`, female and male
 *   victims `victims_female` / `victims_male`, children who were victims `victims_children`, police
 *   officers who were victims (on or off duty) `victims_police`, people killed `victims_killed`, people
 *   injured `victims_injured`, women among the suspects `suspects_female` (arrested or sought). A null
 *   figure is not stated and adds nothing. An age count is over the stated ages, one per suspect.
 * - The share of victims who were female is of the victims whose sex is stated (female + male); the
 *   share of incidents with a female victim is of all the notebook's incidents, "with a female victim"
 *   being a stated `victims_female` above zero. Shares are to the nearest whole percent.
 * - A ranking names the single top key; a yes/no compares the two sums it names.
 * - Weapons, names, bail and motives are not in the events: those questions are refused.
 */
import {
  type BlindQuestion,
  femaleVictims,
  inMunicipality,
  maleVictims,
  not,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  stated,
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
  number,
  percentOf,
  refusal,
  sinceYear,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

export const FRESH11_QUESTIONS: readonly BlindQuestion[] = [
  // Notebook a: Gauteng, KwaZulu-Natal, Western Cape and Eastern Cape.
  {
    notebook: 'a',
    question: 'How many incidents fall inside the Joburg metro?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, inMunicipality('City of Johannesburg'))),
  },
  {
    notebook: 'a',
    question: 'How many children were victims across the whole notebook?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question:
      "On behalf of our members: how many police officers, on or off duty, were victims in these incidents? I'm compiling numbers for a wage-and-safety submission.",
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question: 'For our patrol roster: how many incidents happened on a Tuesday?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Tuesday')),
  },
  {
    notebook: 'a',
    question: 'In how many rape cases was at least one of the victims a child?',
    covers: ['conjunction', 'people'],
    expect: (rows) => number(count(rows, has('rape'), (r) => (stated('victims_children')(r) ?? 0) > 0)),
  },
  {
    notebook: 'a',
    question: 'Which province had the most SAPS members among the victims?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_police')),
  },
  {
    notebook: 'a',
    question: 'How many incidents between 1 March 2019 and 29 February 2020?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, within('2019-03-01', '2020-02-29'))),
  },
  {
    notebook: 'a',
    question:
      'Of the victims whose sex is recorded, what percentage were women or girls? Nearest whole number please - it is for a GBV briefing.',
    covers: ['share', 'people'],
    expect: (rows) => percentage(femaleVictims(rows), femaleVictims(rows) + maleVictims(rows)),
  },
  {
    notebook: 'a',
    question: 'Did the Western Cape see more arrests than KwaZulu-Natal? Yes/no.',
    covers: ['yes/no', 'people'],
    expect: (rows) =>
      yesNo(
        suspectsArrested(rows.filter(inProvince('Western Cape'))) >
          suspectsArrested(rows.filter(inProvince('KwaZulu-Natal'))),
      ),
  },
  {
    notebook: 'a',
    question: 'How many murder cases had no illegal firearm possession charge attached?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, has('murder'), not(has('illegal firearm possession')))),
  },
  {
    notebook: 'a',
    question: 'When did the most recent rape in the notebook take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('rape')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'What kind of firearms were used to shoot the officers at Samora Machel?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'Give me the names of the officials arrested in the Malmesbury fraud and corruption case.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'kidnaping cases in Gauteng, how many',
    covers: ['misspelling', 'restricted count'],
    expect: (rows) => number(count(rows, has('kidnapping'), inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question: 'Since the start of 2024, how many suspects have been arrested in total?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(suspectsArrested(rows.filter(sinceYear(2024)))),
  },

  // Notebook b: Free State, Limpopo, Mpumalanga, North West and Northern Cape.
  {
    notebook: 'b',
    question: 'How many incidents were in the Madibeng municipality?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, inMunicipality('Madibeng'))),
  },
  {
    notebook: 'b',
    question:
      'Our helpline wants a figure for its annual report: how many children were victims in the rape cases in this notebook?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(has('rape')))),
  },
  {
    notebook: 'b',
    question: 'How many cops were among the victims, all told?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question: 'How many incidents happened in Q3 2022 (July to September)?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, within('2022-07-01', '2022-09-30'))),
  },
  {
    notebook: 'b',
    question: 'What percentage of the incidents had at least one female victim?',
    covers: ['share', 'people'],
    expect: (rows) => percentOf(rows, (r) => (r.victims_female ?? 0) > 0),
  },
  {
    notebook: 'b',
    question: 'Which province had the most suspects arrested?',
    covers: ['ranking', 'people'],
    ...ranking((rows) =>
      tallyOf(
        rows,
        (r) => r.province,
        (r) => r.num_suspects_arrested ?? 0,
      ),
    ),
  },
  {
    notebook: 'b',
    question: 'How many incidents took place over a weekend?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, weekend)),
  },
  {
    notebook: 'b',
    question: 'When did the earliest rape case in this notebook happen?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('rape')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'In Limpopo, were more people injured than killed?',
    covers: ['yes/no', 'people'],
    expect: (rows) => {
      const limpopo = rows.filter(inProvince('Limpopo'));
      return yesNo(peopleTotal('victims_injured', limpopo) > peopleTotal('victims_killed', limpopo));
    },
  },
  {
    notebook: 'b',
    question: 'How many incidents involved both kidnapping and extortion?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('kidnapping'), has('extortion'))),
  },
  {
    notebook: 'b',
    question: 'Was the suspect in the De Aar guest house rape released on bail?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'Why were the two officers at Mareetsane killed, what was the motive?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'How many incidents in the City of Matlosna?',
    covers: ['misspelling', 'restricted count'],
    expect: (rows) => number(count(rows, inMunicipality('City of Matlosana'))),
  },
  {
    notebook: 'b',
    question: 'How many women were among the suspects in this notebook?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question: 'Of the suspects whose ages are given, how many were 40 or oldr?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectAges(rows).filter((age) => age >= 40).length),
  },
];

export const fresh11QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH11_QUESTIONS, rows);
