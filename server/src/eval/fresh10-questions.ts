/**
 * The tenth fresh question set, written blind (without reading the analyst, the extractor or the earlier
 * question sets), in three new voices: an investigative editor at a non-profit newsroom (terse, CIT and
 * zama zama shorthand), a court watcher for a legal NGO (accused, matters, bail and sentences), and a
 * university criminology lecturer (shares, averages and rankings, spelled out with care). Fifteen
 * questions about each development notebook; every expectation is computed from the ground truth.
 *
 * Readings:
 * - An incident is one release of the notebook ("case", "matter", "incident" all count releases); an
 *   incident has a crime when its `crimes` hold it, and "a robbery of any kind" is armed robbery,
 *   robbery, house robbery, business robbery or cash-in-transit robbery (as the question lists them).
 * - A window (a half of a named year, a month range, between two dates, the weekend) is read on
 *   `event_date`, inclusive at both ends, in any year unless a year is named; an undated incident is in
 *   no window (and no window holds the publication date of an undated incident, so reading one by it
 *   changes nothing).
 * - A province is `province`; a town or suburb is a word of `location` (a misspelt one is the place it
 *   misspells); outside Gauteng is every province but Gauteng.
 * - People are the sums of the stated figures: victims `num_victims`, arrests `num_suspects_arrested`,
 *   people killed `victims_killed`, police officers who were victims `victims_police`, children who
 *   were victims `victims_children`, male and female suspects `suspects_male` / `suspects_female`
 *   (arrested or sought). A null figure is not stated and adds nothing. An average age is over the
 *   stated ages, one per suspect.
 * - A share is of the incidents the question names, to the nearest whole percent; "a child victim"
 *   is a stated `victims_children` above zero.
 * - A ranking names the single top key; a yes/no compares the two sums or counts it names.
 * - Times of day, motives, bail, sentences and names are not in the events: those questions are refused.
 */
import {
  any,
  atPlace,
  type BlindQuestion,
  inMonths,
  not,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  stated,
  suspectAges,
  suspectsArrested,
  yesNo,
} from './blind-sets';
import type { DevRow } from './dev-set';
import {
  casesOf,
  count,
  dateAt,
  has,
  inProvince,
  meanOf,
  number,
  refusal,
  weekend,
  within,
} from './ground-truth-questions';

const ROBBERY_OF_ANY_KIND = any(
  has('armed robbery'),
  has('robbery'),
  has('house robbery'),
  has('business robbery'),
  has('cash-in-transit robbery'),
);

export const FRESH10_QUESTIONS: readonly BlindQuestion[] = [
  // Notebook a: Gauteng, KwaZulu-Natal, Western Cape and Eastern Cape.
  {
    notebook: 'a',
    question: 'CIT heists outside Gauteng - how many?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, has('cash-in-transit robbery'), not(inProvince('Gauteng')))),
  },
  {
    notebook: 'a',
    question:
      "I'm preparing our court-watch roster for the Gauteng matters. Across all the Gauteng incidents, how many male suspects are there in total, arrested or still being sought?",
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('suspects_male', rows.filter(inProvince('Gauteng')))),
  },
  {
    notebook: 'a',
    question:
      'For a first-year tutorial: what percentage of the Western Cape incidents involved a murder? Please round to the nearest whole percent.',
    covers: ['share', 'restricted count'],
    expect: (rows) => {
      const cape = rows.filter(inProvince('Western Cape'));
      return percentage(count(cape, has('murder')), cape.length);
    },
  },
  {
    notebook: 'a',
    question: 'how many incidnets had both a murder and an attempted murder in the same case',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('murder'), has('attempted murder'))),
  },
  {
    notebook: 'a',
    question: 'How many kidnapping matters did not also carry an extortion charge?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, has('kidnapping'), not(has('extortion')))),
  },
  {
    notebook: 'a',
    question: 'How many incidents took place in the first half of 2022, i.e. January to June?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, within('2022-01-01', '2022-06-30'))),
  },
  {
    notebook: 'a',
    question: 'Murders on a weekend (Sat or Sun) - what is the count?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, has('murder'), weekend)),
  },
  {
    notebook: 'a',
    question: 'What is the total number of people killed in the Eastern Cape incidents?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Comparing the four provinces in this notebook, which one lost the most lives, counting the people killed in its incidents?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'a',
    question: 'When was the first car hijacking in the notebook?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('carjacking')), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'Yes or no: were more suspects arrested in Gauteng than in the Western Cape?',
    covers: ['yes/no', 'people'],
    expect: (rows) =>
      yesNo(
        suspectsArrested(rows.filter(inProvince('Gauteng'))) >
          suspectsArrested(rows.filter(inProvince('Western Cape'))),
      ),
  },
  {
    notebook: 'a',
    question: 'What motive do the police give for the Glebelands hostel killings in Umlazi?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'How many incidents were in Khayelitsa?',
    covers: ['misspelling', 'restricted count'],
    expect: (rows) => number(count(rows, atPlace('Khayelitsha'))),
  },
  {
    notebook: 'a',
    question: 'Which of the accused in the Eastern Cape matters were granted bail, and on what conditions?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Of the KZN suspects whose ages were given, what is their average age? One decimal place is fine.',
    covers: ['people', 'restricted count'],
    expect: (rows) => meanOf(suspectAges(rows.filter(inProvince('KwaZulu-Natal'))), 1),
  },

  // Notebook b: Free State, Limpopo, Mpumalanga, North West and Northern Cape.
  {
    notebook: 'b',
    question: 'How many zama zama busts are in here?',
    covers: ['slang', 'restricted count'],
    expect: (rows) => number(count(rows, has('illegal mining'))),
  },
  {
    notebook: 'b',
    question: 'How many female suspects feature in the North West matters?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('suspects_female', rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question:
      'Of all the rape cases in this notebook, what share had at least one child (under 18) among the victims? As a whole percentage, please.',
    covers: ['share', 'people', 'conjunction'],
    expect: (rows) => {
      const rapes = rows.filter(has('rape'));
      return percentage(
        count(rapes, (r) => (stated('victims_children')(r) ?? 0) > 0),
        rapes.length,
      );
    },
  },
  {
    notebook: 'b',
    question: 'Taking all years together, how many incidents fell in the months August through October?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, inMonths(8, 10))),
  },
  {
    notebook: 'b',
    question: 'How many cases happened between 1 June 2020 and 31 December 2021?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, within('2020-06-01', '2021-12-31'))),
  },
  {
    notebook: 'b',
    question:
      'Which province accounts for the most child victims? I want to use it as an example in a lecture on the victimisation of minors.',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_children')),
  },
  {
    notebook: 'b',
    question: 'Most recent livestock theft case - what date?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('stock theft')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Were more people arrested in Mpumalanga than in the North West? Just yes or no.',
    covers: ['yes/no', 'people'],
    expect: (rows) =>
      yesNo(
        suspectsArrested(rows.filter(inProvince('Mpumalanga'))) >
          suspectsArrested(rows.filter(inProvince('North West'))),
      ),
  },
  {
    notebook: 'b',
    question: 'How many people were killed in total across the Free State incidents?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question: 'At what time of night did the attack on Lismor farm near Kestell happen?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'What sentences were handed down in the Northern Cape rape matters?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'How many incidents in Mpumlanga?',
    covers: ['misspelling', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Mpumalanga'))),
  },
  {
    notebook: 'b',
    question:
      'How many incidents combined illegal firearm possession with a robbery of any kind (armed, business, house or CIT)?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('illegal firearm possession'), ROBBERY_OF_ANY_KIND)),
  },
  {
    notebook: 'b',
    question: 'In the cases that involved a kidnapping, how many suspects were arrested altogether?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('kidnapping')))),
  },
  {
    notebook: 'b',
    question: 'How many police officers were victims in the North West incidents?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('North West')))),
  },
];

export const fresh10QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH10_QUESTIONS, rows);
