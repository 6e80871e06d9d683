/**
 * The forty-eighth fresh question set, written blind: without reading the analyst, the extractor, the
 * corpus or notebook code, or any earlier question set, and without asking the engine anything. Every
 * expectation is computed from the development set's ground truth by the code below, never typed by hand.
 *
 * Three voices each ask five questions of each notebook:
 * 1. a children's-rights advocate (child victims, rape of minors, "under 18", "kids", shares of cases
 *    with a child victim over an explicit base, yes/no about whether any case meets a condition);
 * 2. a rural-safety coordinator for a farmers' association (farms, stock theft, farm attacks, the Free
 *    State, North West, Limpopo and Northern Cape, the winter months, "since 2020", "before 2019");
 * 3. a newsroom fact-checker (a claim in quotes or "my colleague says ...", whether the releases support
 *    it, the exact date of one incident described by its place and crime, "how many more" between two
 *    groups).
 *
 * Readings:
 * - A child victim: an incident whose stated `victims_children` is above 0. "Minor", "kid", "under 18"
 *   and "child" all mean this figure.
 * - People figures (killed, injured, children, police officers among victims) are the people model v2
 *   fields summed over the selected incidents; a null (not stated) figure adds nothing. Female victims
 *   are `victims_female`, victims in all are `num_victims`, suspects arrested are
 *   `num_suspects_arrested`, each summed the same way.
 * - A share is a percentage rounded to the nearest whole percent, and its base is the one the question
 *   names: "out of all the murder cases" divides by every murder incident of the notebook, those whose
 *   child figure is not stated included; "out of all the rape cases" likewise; the Eastern Cape murder
 *   share divides the Eastern Cape murders by every Eastern Cape incident.
 * - A province is the incident's `province`; a crime is one in its `crimes` list; "murders" are
 *   incidents with murder among their crimes; a municipality is the incident's `municipality` (an
 *   incident without one is not ranked).
 * - A farm (and a "farm attack" or "farm murder") is matched by the word "farm" (any case) in the
 *   incident's location, so "Spitskop Trust Farm" and "farm near Glen" count; "farm murders" are such
 *   incidents with murder among their crimes; "killed in farm attacks" sums `victims_killed` over every
 *   farm incident of the named provinces. (For the Free State and the Northern Cape, matching the word
 *   in the release texts instead selects the same incidents; in the farm crime ranking murder leads
 *   either way.)
 * - A place named in a single-incident question (Willowvale, Cape Town International Airport,
 *   Zinniaville) is matched as a substring of the location, together with the named crime, and exactly
 *   one incident must match.
 * - Windows are inclusive and use `event_date`; an incident without a stated date falls in no window.
 *   "Over the winter months June to August" is months 6 to 8 of any year; "since 2020" is from
 *   2020-01-01 on; "before 2019" is up to 2018-12-31 (in Limpopo and North West every undated incident
 *   was published after 2019, so none of them could be earlier).
 * - "The most recent" / "the earliest" is the latest / earliest stated `event_date` of the group; an
 *   undated incident is left out (the undated Kgomotso child rape was published in 2021, after the
 *   earliest dated one).
 * - Yes/no: "any case" is yes when at least one incident of the group meets the condition. "Women and girls made
 *   up most of the victims" is yes only when the summed `victims_female` is more than half of the summed
 *   `num_victims` (it is also below the summed `victims_male`, so either reading says no). "More people
 *   were injured than killed" compares the summed `victims_injured` with the summed `victims_killed`.
 *   "Every rape case ... led to an arrest" is yes only when each such incident has `arrest_made` true.
 * - Rankings name the single top key of the tally each question carries; provinces are ranked by summed
 *   child victims (counting incidents with a child victim instead gives the same leader), farm crimes by
 *   how many farm incidents list each crime, municipalities by incidents since 2020 (named with or
 *   without "City of").
 * - Refusals, with the words searched in every release text of the notebook to be sure the fact is never
 *   stated: a place of safety or foster care for child victims (notebook a: "place of safety", "foster",
 *   "safety", "social work", "shelter", "care" — only a Rural Safety unit, a Community Safety minister,
 *   Shelter House as a building, "carefully" and hospital care appear); the value of the four sheep found
 *   near Upington (notebook b, the Askham road release: no "worth", "value" or rand amount; the R260 000
 *   belongs to the Bloemspruit sheep in the Free State); the bail amount of the Kestell suspects
 *   (notebook b: "bail" appears only in other cases, never with an amount, and the Lismor release does
 *   not mention bail).
 */

import type { Expectation } from './answer-matching';
import {
  atPlace,
  type BlindQuestion,
  before,
  femaleVictims,
  inMonths,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  suspectsArrested,
  tallyOf,
  victims,
  yesNo,
} from './blind-sets';
import type { DevRow } from './dev-set';
import {
  casesOf,
  count,
  crimeNames,
  dateAt,
  excessOf,
  has,
  inProvince,
  municipalityNames,
  number,
  refusal,
  sinceYear,
} from './ground-truth-questions';

/** At least one child (under 18) among the incident's victims, as stated. */
const childVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;
/** The incident's location names a farm. */
const onFarm = (r: DevRow) => /farm/i.test(r.location);

/** The date of the one incident that passes every test; none or several is an error in the question. */
function dateOfOnly(rows: readonly DevRow[], ...tests: ((r: DevRow) => boolean)[]): Expectation {
  const chosen = rowsWhere(rows, ...tests);
  const [row] = chosen;
  if (chosen.length !== 1 || !row?.event_date)
    throw new Error(`expected one dated incident, found ${chosen.length}`);
  return { kind: 'date', value: row.event_date };
}

/** The share of the rows passing `base` that also pass `part`, in whole percent. */
const shareOf = (rows: readonly DevRow[], base: (r: DevRow) => boolean, part: (r: DevRow) => boolean) =>
  percentage(count(rows, base, part), count(rows, base));

const EASTERN_CAPE_OR_KZN = (r: DevRow) => r.province === 'Eastern Cape' || r.province === 'KwaZulu-Natal';
const FREE_STATE_OR_NORTHERN_CAPE = (r: DevRow) =>
  r.province === 'Free State' || r.province === 'Northern Cape';
const LIMPOPO_OR_NORTH_WEST = (r: DevRow) => r.province === 'Limpopo' || r.province === 'North West';

const municipalitiesSince2020 = (rows: readonly DevRow[]) =>
  tallyOf(rowsWhere(rows, sinceYear(2020)), (r) => r.municipality);

const farmCrimes = (rows: readonly DevRow[]) =>
  tallyOf(
    rowsWhere(rows, onFarm).flatMap((r) => r.crimes),
    (crime) => crime,
  );

export const FRESH48_QUESTIONS: readonly BlindQuestion[] = [
  // Notebook a: the children's-rights advocate.
  {
    notebook: 'a',
    covers: ['people', 'restricted count'],
    question: 'How many children under 18 were victims in the Western Cape cases, all together?',
    expect: (rows) => number(peopleTotal('victims_children', rowsWhere(rows, inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    covers: ['share', 'misspelling'],
    question:
      'Out of all the murder cases, what pecentage had at least one victim who was a minor (under 18)?',
    expect: (rows) => shareOf(rows, has('murder'), childVictim),
  },
  {
    notebook: 'a',
    covers: ['yes/no', 'slang'],
    question: 'Were any kids among the victims in the KZN cases?',
    expect: (rows) => yesNo(rowsWhere(rows, inProvince('KwaZulu-Natal'), childVictim).length > 0),
  },
  {
    notebook: 'a',
    covers: ['date'],
    question: 'On what date was the 14-year-old schoolgirl raped near the forest in Willowvale?',
    expect: (rows) => dateOfOnly(rows, has('rape'), atPlace('Willowvale')),
  },
  {
    notebook: 'a',
    covers: ['refusal'],
    question: 'How many of the child victims were put in a place of safety or in foster care afterwards?',
    expect: refusal,
  },
  // Notebook a: the rural-safety coordinator.
  {
    notebook: 'a',
    covers: ['calendar', 'conjunction'],
    question:
      'Since 2020, how many stock theft cases were there in the Eastern Cape and KwaZulu-Natal combined?',
    expect: (rows) => number(count(rows, has('stock theft'), EASTERN_CAPE_OR_KZN, sinceYear(2020))),
  },
  {
    notebook: 'a',
    covers: ['calendar', 'restricted count'],
    question: 'How many incidents in the Eastern Cape took place over the winter months June to August?',
    expect: (rows) => number(count(rows, inProvince('Eastern Cape'), inMonths(6, 8))),
  },
  {
    notebook: 'a',
    covers: ['people', 'slang'],
    question: 'All told, how many suspects were nabbed in the stock theft cases?',
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, has('stock theft')))),
  },
  {
    notebook: 'a',
    covers: ['ranking', 'calendar'],
    question: 'Which municipality has had the most incidents since 2020?',
    ...ranking(municipalitiesSince2020, municipalityNames),
  },
  {
    notebook: 'a',
    covers: ['date'],
    question: 'When was the most recent case of livestock being stolen (stock theft)?',
    expect: (rows) => dateAt(rowsWhere(rows, has('stock theft')), 'latest'),
  },
  // Notebook a: the newsroom fact-checker.
  {
    notebook: 'a',
    covers: ['yes/no', 'people'],
    question:
      "My colleague says 'more people were injured than killed in KwaZulu-Natal'. Do the releases back that up?",
    expect: (rows) => {
      const kzn = rowsWhere(rows, inProvince('KwaZulu-Natal'));
      return yesNo(peopleTotal('victims_injured', kzn) > peopleTotal('victims_killed', kzn));
    },
  },
  {
    notebook: 'a',
    covers: ['date'],
    question: 'What was the exact date of the truck hijacking near Cape Town International Airport?',
    expect: (rows) => dateOfOnly(rows, has('truck hijacking'), atPlace('Cape Town International Airport')),
  },
  {
    notebook: 'a',
    covers: ['people', 'conjunction'],
    question: 'How many more people were killed in the Western Cape than in Gauteng?',
    expect: (rows) =>
      excessOf(rows, inProvince('Western Cape'), inProvince('Gauteng'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'a',
    covers: ['people', 'slang'],
    question:
      'A colleague claims six cops were shot in Samora Machel alone. Across all the Western Cape cases, how many police officers were among the victims?',
    expect: (rows) => number(peopleTotal('victims_police', rowsWhere(rows, inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    covers: ['share', 'misspelling'],
    question:
      "A source told us 'a third of the Estern Cape cases were murders'. What percentage of the Eastern Cape cases actually were murders?",
    expect: (rows) => shareOf(rows, inProvince('Eastern Cape'), has('murder')),
  },
  // Notebook b: the children's-rights advocate.
  {
    notebook: 'b',
    covers: ['people', 'slang', 'misspelling'],
    question: 'How many kids under 18 were victims in the Nothern Cape cases?',
    expect: (rows) => number(peopleTotal('victims_children', rowsWhere(rows, inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    covers: ['share'],
    question: 'Out of all the rape cases, what share had a victim under 18? Give it as a percentage.',
    expect: (rows) => shareOf(rows, has('rape'), childVictim),
  },
  {
    notebook: 'b',
    covers: ['yes/no'],
    question: 'Is there any case in the Free State where a minor was one of the victims?',
    expect: (rows) => yesNo(rowsWhere(rows, inProvince('Free State'), childVictim).length > 0),
  },
  {
    notebook: 'b',
    covers: ['date'],
    question: 'When was the earliest case of a child being raped?',
    expect: (rows) => dateAt(rowsWhere(rows, has('rape'), childVictim), 'earliest'),
  },
  {
    notebook: 'b',
    covers: ['ranking', 'people'],
    question: 'Which province had the most child victims (under 18)?',
    ...ranking(peopleByProvince('victims_children')),
  },
  // Notebook b: the rural-safety coordinator.
  {
    notebook: 'b',
    covers: ['restricted count', 'slang'],
    question: 'How many farm murders were there in the Free State?',
    expect: (rows) => number(count(rows, inProvince('Free State'), onFarm, has('murder'))),
  },
  {
    notebook: 'b',
    covers: ['people', 'conjunction'],
    question: 'How many people were killed in farm attacks in the Free State and the Northern Cape together?',
    expect: (rows) =>
      number(peopleTotal('victims_killed', rowsWhere(rows, onFarm, FREE_STATE_OR_NORTHERN_CAPE))),
  },
  {
    notebook: 'b',
    covers: ['calendar', 'conjunction'],
    question: 'How many incidents in Limpopo and North West happened before 2019?',
    expect: (rows) => number(count(rows, LIMPOPO_OR_NORTH_WEST, before('2019-01-01'))),
  },
  {
    notebook: 'b',
    covers: ['ranking'],
    question: 'On farms, which crime comes up most often?',
    tally: farmCrimes,
    expect: (rows) => ranking(farmCrimes, crimeNames).expect(rows),
  },
  {
    notebook: 'b',
    covers: ['refusal'],
    question: 'What were the four sheep found in the boot of the car outside Upington worth?',
    expect: refusal,
  },
  // Notebook b: the newsroom fact-checker.
  {
    notebook: 'b',
    covers: ['yes/no', 'conjunction'],
    question: "My colleague says 'every rape case in the Northern Cape led to an arrest'. Is that right?",
    expect: (rows) =>
      yesNo(rowsWhere(rows, inProvince('Northern Cape'), has('rape')).every((r) => r.arrest_made === true)),
  },
  {
    notebook: 'b',
    covers: ['date', 'slang'],
    question:
      'What was the exact date of the cash-in-transit heist at the Zinniaville Shopping Complex in Tlhabane?',
    expect: (rows) => dateOfOnly(rows, has('cash-in-transit robbery'), atPlace('Zinniaville')),
  },
  {
    notebook: 'b',
    covers: ['people', 'misspelling'],
    question: 'How many more suspects were arrested in Mpumulanga than in Limpopo?',
    expect: (rows) => excessOf(rows, inProvince('Mpumalanga'), inProvince('Limpopo'), suspectsArrested),
  },
  {
    notebook: 'b',
    covers: ['yes/no', 'people'],
    question:
      "A draft story says 'women and girls made up most of the victims in the Free State'. Is that supported by the releases?",
    expect: (rows) => {
      const freeState = rowsWhere(rows, inProvince('Free State'));
      return yesNo(femaleVictims(freeState) > victims(freeState) / 2);
    },
  },
  {
    notebook: 'b',
    covers: ['refusal'],
    question:
      'A columnist wrote that the two Kestell farm murder suspects got bail. How much was their bail set at?',
    expect: refusal,
  },
];

export const fresh48QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH48_QUESTIONS, rows);
