/**
 * The seventy-ninth fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen
 * about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A reader writing to a newspaper's letters page: formal and indignant, long sentences with the ask
 *    buried at the end ("Sir, ..."; "I put it to your readers that ...").
 * 2. A Gen-Z social-media commentator: short bursts, "no cap", "lowkey", "ngl", "deadass", "it's giving",
 *    abbreviations ("ppl", "fr", "abt", "szn"), "12" / "the feds" / "cops" for the police, "cuffed" for
 *    arrested, "heist" for a robbery, and typos ("hijakings", "r*pe").
 * 3. A Stats SA statistician: precise definitions, "incidence", "frequency", "median", "mean", "modal",
 *    "distribution", "excluding nulls", percentages to one decimal place.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category, once per incident however many of the categories it holds):
 * - Dates are `event_date` alone: a row without one is outside every year, "since" window, quarter,
 *   month, date range and weekday, and is never the earliest or the most recent; `published_date` is
 *   never read. "Since 2020" is on or after 1 January 2020. A weekend is a Saturday or Sunday of
 *   `event_date`. "December (any year)" and "the third quarter (July to September) of any year" take the
 *   month of `event_date` in every year together. A date range "between 1 July 2023 and 31 December
 *   2023" includes both ends.
 * - People are sums of the stated figures: `victims_killed` (lost their lives), `victims_injured`,
 *   `victims_children` (children under eighteen), `victims_police` (police officers, cops, 12, on or off
 *   duty), `victims_female` / `victims_male` (the sex of victims), `suspects_female` / `suspects_male`
 *   (the sex of suspects), `num_suspects_arrested` (suspects arrested, cuffed, a bust). A null
 *   (unstated) figure adds nothing.
 * - Crime words: "kidnapping(s)" is `kidnapping`; "murder(s)" is `murder` alone (not attempted murder,
 *   not culpable homicide); "attempted murder" is `attempted murder`; "hijakings (cars AND trucks)" is
 *   `carjacking` or `truck hijacking`; "CIT heist" is `cash-in-transit robbery`; "rape" / "r*pe" is
 *   `rape` alone (not sexual assault).
 * - Places: a province named (Gauteng, the Western Cape, the Free State, the Northern Cape, Mpumalanga,
 *   North West / NW, Limpopo) is `province`. "Khayelitsha" is a row whose `location` holds that word (any
 *   case). "On farms" is a row whose `location` holds the word "farm" (any case), whatever its crimes.
 *   "Municipality" is `municipality`, rows without one left out, answered as written or without
 *   "City of".
 * - "No arrest at all was made" is `arrest_made === false` (an unstated arrest is not one). "Cases where
 *   the feds cuffed someone" are `arrest_made === true`, as a share of all the notebook's rows, to the
 *   nearest whole percent. "A bust where more than 10 ppl were cuffed" is one incident with
 *   `num_suspects_arrested` above 10.
 * - The female share of victims (or of suspects) of recorded sex is the sum of the female figures over the
 *   sum of the female and male figures, nulls adding nothing, as a percentage to one decimal place (a
 *   value on the halfway mark is an error in the question).
 * - The median suspect age pools every stated age of `suspect_ages` as one observation per suspect
 *   (incidents without stated ages add none); with an even number of ages it is the mean of the two
 *   middle ones. The mean arrests per incident is over the incidents whose `num_suspects_arrested` is
 *   stated, to one decimal place.
 * - "By how many did Mpumalanga's arrests exceed North West's" is the difference of the two sums of
 *   `num_suspects_arrested`; Mpumalanga must have more.
 * - Rankings (municipality with most kidnappings, province with the highest incidence of attempted
 *   murder, province with the most police officers among the victims, the single incident with the most
 *   suspects arrested, the modal municipality) each carry their tally; a tie at the top is an error in the
 *   question. The largest incident is named by the parts of its location no other incident shares.
 * - Refusals: the ground truth holds no court sentences, no victims' ages (only whether a victim was a
 *   child), and nothing on whether a suspect was out on parole or bail.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  largestIncident,
  peopleByProvince,
  peopleTotal,
  percentage,
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
  excessOf,
  has,
  inProvince,
  meanOf,
  month,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  sum,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

const kidnapping = has('kidnapping');
const murder = has('murder');
const rape = has('rape');
const cit = has('cash-in-transit robbery');
/** "Hijakings (cars AND trucks)": a carjacking or a truck hijacking, counted once per incident. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');
const inKhayelitsha = atPlace('Khayelitsha');
/** The third quarter of any year: July, August or September of `event_date`. */
const inThirdQuarter = (r: DevRow) => [7, 8, 9].includes(month(r) ?? 0);

/** The female share of a sex split, nulls adding nothing, as a percentage to one decimal place. */
function femaleShare(female: (number | null)[], male: (number | null)[]) {
  const f = sum(female);
  return percentage(f, f + sum(male), 1);
}

/** The median of the values: the middle one, or the mean of the two middle ones; none is an error. */
function medianOf(values: readonly number[]) {
  const sorted = [...values].sort((x, y) => x - y);
  if (sorted.length === 0) throw new Error('no value to take a median of');
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return number(value);
}

const kidnappingMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(kidnapping), (r) => r.municipality);
const attemptedMurderProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('attempted murder')), (r) => r.province);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH79_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the letters-page reader, on notebook a.
  {
    notebook: 'a',
    question:
      'Sir, As a ratepayer of some forty years standing in Johannesburg, I have watched with mounting alarm as the scourge of abduction has spread across our province, and I had hoped that the authorities would by now have some grip on it. I put it to your readers that they have none: how many kidnappings have taken place in Gauteng since the beginning of 2020?',
    covers: ['restricted count', 'conjunction', 'calendar'],
    expect: (rows) => number(count(rows, kidnapping, inProvince('Gauteng'), sinceYear(2020))),
  },
  {
    notebook: 'a',
    question:
      'Sir, Week after week we read of the men and women in blue who are shot at, stabbed and run down while the rest of us sleep soundly, and yet their suffering seems to count for nothing whatever in the public debate. For the record, then, I should like to know how many police officers in all, on duty or off, were among the victims of these incidents?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question:
      'Sir, Your correspondent of last Tuesday asserted, with no little confidence, that murderers in the Western Cape routinely walk free because the police never trouble to lay hands on anybody. I put it to your readers that this is a slur upon honest officers, and I ask plainly: was there any murder in the Western Cape in which no arrest at all was made?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, murder, inProvince('Western Cape'), notArrested) > 0),
  },
  {
    notebook: 'a',
    question:
      'Madam, It is all very well for the police to trumpet their arrests in glossy statements, but an arrest is not a conviction, and the public is entitled to know what became of these people once they stood in the dock. I put it to your readers that the true measure of policing is this: what prison sentences did the courts hand down to those convicted in these cases?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Sir, I have family in Khayelitsha, and I grow weary of politicians who visit the township for a photograph and are never seen there again. Before the next such visit, I would ask that your readers be reminded of a single figure: how many people lost their lives in the incidents that took place in Khayelitsha?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inKhayelitsha))),
  },

  // Voice 2, the Gen-Z commentator, on notebook a.
  {
    notebook: 'a',
    question:
      'ngl the kidnapping stuff is lowkey terrifying. which municipality is the most cooked for kidnappings, no cap',
    covers: ['ranking', 'slang'],
    ...ranking(kidnappingMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'how many hijakings (cars AND trucks) r on here fr',
    covers: ['restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, hijacking)),
  },
  {
    notebook: 'a',
    question:
      'deadass how many murders went down on a weekend (sat/sun)? actual murders not the attempted ones',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },
  {
    notebook: 'a',
    question: "what % of cases did the feds actually cuff someone?? it's giving 'we r on it' but idk",
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'a',
    question:
      'whens the earliest CIT heist on here, like the day it actually happened not when 12 posted abt it',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'earliest'),
  },

  // Voice 3, the statistician, on notebook a.
  {
    notebook: 'a',
    question:
      'Taking each suspect with a stated age as one observation, and excluding incidents where no suspect ages are recorded, what is the median suspect age?',
    covers: ['people'],
    expect: (rows) => medianOf(suspectAges(rows)),
  },
  {
    notebook: 'a',
    question:
      'Of the victims whose sex is recorded, excluding nulls, what proportion were female? Express it as a percentage to one decimal place.',
    covers: ['share', 'people'],
    expect: (rows) =>
      femaleShare(
        rows.map((r) => r.victims_female),
        rows.map((r) => r.victims_male),
      ),
  },
  {
    notebook: 'a',
    question:
      'Considering the distribution of attempted murder incidents across provinces, which province shows the highest incidence?',
    covers: ['ranking', 'restricted count'],
    ...ranking(attemptedMurderProvinceTally),
  },
  {
    notebook: 'a',
    question:
      'What is the sum of victims injured, excluding nulls, over incidents whose event date falls in the third quarter (July to September) of any year?',
    covers: ['calendar', 'people'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(inThirdQuarter))),
  },
  {
    notebook: 'a',
    question:
      'What is the median age of the victims across all incidents, excluding victims whose age is not recorded?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the letters-page reader, on notebook b.
  {
    notebook: 'b',
    question:
      'Sir, Those of us who farm in the Free State have grown used to being told by officials in air-conditioned offices that farm attacks are a figment of our overheated imaginations. I put it to your readers that the record says otherwise, and I ask only this: how many incidents took place on farms in the Free State?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, onAFarm, inProvince('Free State'))),
  },
  {
    notebook: 'b',
    question:
      'Sir, Nothing so shames a nation as the harm it permits to befall its children, and the Northern Cape, for all its reputation as a quiet and God-fearing province, is no exception. I put it to your readers that we ought at least to know the scale of it: how many of the victims in the Northern Cape incidents were children under the age of eighteen?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question:
      'Dear Editor, The North West provincial commissioner boasted in your pages last month that his officers arrest more suspects than any of their neighbours, a claim your reporter printed without a murmur. I put it to your readers that Mpumalanga has in fact outdone him, and I ask: by how many did the suspects arrested in Mpumalanga exceed those arrested in North West?',
    covers: ['people', 'conjunction'],
    expect: (rows) => excessOf(rows, inProvince('Mpumalanga'), inProvince('North West'), suspectsArrested),
  },
  {
    notebook: 'b',
    question:
      'Sir, I write as the mother of a young woman who studies in the Northern Cape, and it grieves me that sexual violence there is so often spoken of as though it belonged to some darker past. I put it to your readers that it does not, and I ask: on what date did the most recent rape in the Northern Cape take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, rape, inProvince('Northern Cape')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Sir, The revolving door of our justice system is a national disgrace, and I am reliably told that a great many of those taken into custody are already well known to the courts. I put it to your readers that the public deserves a straight answer: how many of the suspects arrested in these incidents were out on parole or on bail at the time?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the Gen-Z commentator, on notebook b.
  {
    notebook: 'b',
    question: 'which province had the most cops as victims?? lowkey wild that even 12 aint safe',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_police')),
  },
  {
    notebook: 'b',
    question: 'ngl this is heavy but how many r*pe cases since 2020 on here',
    covers: ['restricted count', 'calendar', 'misspelling'],
    expect: (rows) => number(count(rows, rape, sinceYear(2020))),
  },
  {
    notebook: 'b',
    question: 'any single bust in NW where the feds cuffed more than 10 ppl at once? y/n',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) =>
      yesNo(count(rows, inProvince('North West'), (r) => (r.num_suspects_arrested ?? 0) > 10) > 0),
  },
  {
    notebook: 'b',
    question: "how much stuff went down in december (any year)? it's giving festive szn crime",
    covers: ['calendar', 'slang'],
    expect: (rows) => number(count(rows, (r) => month(r) === 12)),
  },
  {
    notebook: 'b',
    question: 'where was the biggest bust, like most ppl arrested in ONE incident? deadass need to know',
    covers: ['ranking', 'slang'],
    ...largestIncident(
      () => true,
      (r) => r.num_suspects_arrested,
    ),
  },

  // Voice 3, the statistician, on notebook b.
  {
    notebook: 'b',
    question:
      'What is the mean number of suspects arrested per incident in Limpopo, excluding nulls, to one decimal place?',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      meanOf(
        rows.filter(inProvince('Limpopo')).map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'b',
    question:
      'What is the frequency of incidents whose event date falls on a Thursday? Incidents without a recorded event date are excluded.',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Thursday')),
  },
  {
    notebook: 'b',
    question:
      'What is the incidence of events with an event date between 1 July 2023 and 31 December 2023 inclusive?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2023-07-01', '2023-12-31'))),
  },
  {
    notebook: 'b',
    question:
      'Among suspects whose sex is recorded, excluding nulls, what proportion were female? State it as a percentage to one decimal place.',
    covers: ['share', 'people'],
    expect: (rows) =>
      femaleShare(
        rows.map((r) => r.suspects_female ?? null),
        rows.map((r) => r.suspects_male ?? null),
      ),
  },
  {
    notebook: 'b',
    question:
      'Excluding incidents with no municipality recorded, what is the modal municipality, that is, the municipality with the highest incidence?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
];

export const fresh79QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH79_QUESTIONS, rows);
