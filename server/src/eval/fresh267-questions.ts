/**
 * The two-hundred-and-sixty-seventh fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A baker who thinks in batches and dozens: homely, kitchen comparisons ("a batch", "a baker's dozen",
 *    "while the dough is proving", "fresh out of the oven" for the most recent), one incident a loaf.
 * 2. A plumber on call texting between jobs: short, abbreviated ("pls", "thx", "w/e" for the weekend,
 *    "no." for number, "ppl", "wk"), each incident a "job on the sheet", trade words ("leaks", "flow").
 * 3. A hairdresser chatting while she cuts: "darling", a long aside about a client before every
 *    question, "the latest", "back in the day", and a few spelling slips ("incidnets", "murderes",
 *    "kidnappng", "Febuary", "definately", "wemen").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: an undated row is in no year, month, quarter, weekday, weekend or
 *   "before"/"since" window, and is never the earliest or latest; `published_date` is never read. A
 *   weekend ("w/e", "a Saturday or Sunday") is a Saturday or Sunday of `event_date`, and "a Wednesday" the
 *   weekday of `event_date`. "Winter" is June,
 *   July and August of any year; "the last three months of the year" is October to December of any year.
 *   "Back in the day, before 2019" is an `event_date` before 2019-01-01; "since 2021 started" is on or
 *   after 2021-01-01.
 * - People are sums of the stated figures: `victims_killed` (killed, died), `victims_injured` (hurt,
 *   injured), `victims_children` (children, kiddies), `victims_female` / `victims_male` (women and men
 *   among the victims), `num_suspects_arrested` (suspects arrested, "ppl locked up", "nabbed"). A null
 *   (unstated) figure adds nothing.
 * - "A murder but no attempted murder" is a row holding `murder` and not `attempted murder`. "Robbery of
 *   any kind" is `armed robbery`, `robbery`, `house robbery`, `business robbery` or
 *   `cash-in-transit robbery`; carjacking and truck hijacking are not robberies here. "Gun charges" are
 *   `illegal firearm possession`. "Rape cases" are `rape` (not `sexual assault`).
 * - "More than a baker's dozen" is strictly more than thirteen incidents.
 * - Shares are to the nearest whole percent: the share of incidents with a gun charge is over all the
 *   notebook's rows; the share of murders that also involved a kidnapping is over the rows holding
 *   `murder`.
 * - "More women than men among the victims" compares the sum of `victims_female` with the sum of
 *   `victims_male` (nulls add nothing); a yes needs strictly more.
 * - "More incidents in 2024 than in 2023" compares the counts of rows dated in each year; a yes needs
 *   strictly more.
 * - Medians are of the stated values only: the median suspect age is over every stated age in
 *   `suspect_ages` (one per suspect); the median number of suspects arrested per incident is over the
 *   rows with a stated `num_suspects_arrested` (zero included).
 * - Places: a province is `province`; a municipality is `municipality` (rows without one are left out),
 *   answered as written or without "City of". Which province locked up the most people ranks the
 *   provinces by the sum of `num_suspects_arrested`.
 * - Rankings (province with most arrested, municipality with most
 *   incidents, province with most rape cases) each carry their tally; a tie at the top is an error in
 *   the question.
 * - Refusals: the ground truth holds no weather on the day, no time of day, no victims' occupations, no
 *   days elapsed between an incident and its arrests, and no court sentences.
 */
import {
  anyCrime,
  type BlindQuestion,
  before,
  femaleVictims,
  inMonths,
  inMunicipality,
  maleVictims,
  medianOf,
  not,
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
  casesOf,
  count,
  dateAt,
  has,
  inProvince,
  inYear,
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekday,
  weekend,
} from './ground-truth-questions';

const murder = has('murder');
const rape = has('rape');
/** A robbery of any kind; carjacking and truck hijacking are not among them. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
/** A baker's dozen. */
const BAKERS_DOZEN = 13;

const arrestedByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const rapeProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(rape), (r) => r.province);

/** The median of the stated figures, as a number expectation. */
const medianExpectation = (values: readonly (number | null)[]) =>
  number(medianOf(values.filter((v): v is number => v !== null)));

export const FRESH267_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the baker, on notebook a.
  {
    notebook: 'a',
    question:
      'If I count each incident as one loaf in the batch, how many loaves had a murder in them but no attempted murder mixed in?',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, murder, not(has('attempted murder')))),
  },
  {
    notebook: 'a',
    question: 'Fresh out of the oven, so to speak: on what date did the most recent kidnapping happen?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      "A baker's dozen is thirteen, as any baker knows. Did KwaZulu-Natal have more than a baker's dozen incidents in this lot?",
    covers: ['yes/no', 'restricted count', 'slang'],
    expect: (rows) => yesNo(count(rows, inProvince('KwaZulu-Natal')) > BAKERS_DOZEN),
  },
  {
    notebook: 'a',
    question:
      'While my dough is proving I have a minute: what is the median age of the suspects, taking every suspect whose age is given?',
    covers: ['people'],
    expect: (rows) => medianExpectation(suspectAges(rows)),
  },
  {
    notebook: 'a',
    question:
      'Rain always spoils my rising. Was it raining on most of the days these crimes were committed, or was it mostly dry weather?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the plumber, on notebook a.
  {
    notebook: 'a',
    question: 'w/e jobs only (sat or sun) in the Western Cape - how many? thx',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, weekend, inProvince('Western Cape'))),
  },
  {
    notebook: 'a',
    question: 'how many jobs on the sheet fell on a Wednesday? mid-wk always busy. thx',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Wednesday')),
  },
  {
    notebook: 'a',
    question: 'which province locked up the most ppl? total suspects arrested per province pls',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestedByProvince),
  },
  {
    notebook: 'a',
    question: '% of jobs w/ a gun charge (illegal firearm)? round it, thx',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows, has('illegal firearm possession')),
  },
  {
    notebook: 'a',
    question: 'what time of nite do most of the leaks... i mean the shootings... happen? pls',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the hairdresser, on notebook a.
  {
    notebook: 'a',
    question:
      "Oh darling, my client Mrs Adams just moved down to Cape Town for her daughter and she's already nervous about going out at night, bless her. How many people were killed altogether in incidnets in the City of Cape Town?",
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inMunicipality('City of Cape Town')))),
  },
  {
    notebook: 'a',
    question:
      'Darling, my old boss at the salon in Joburg always said things were calmer back in the day, but she also thought perms would come back. Back in the day, before 2019 I mean, how many incidents were there in Gauteng?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Gauteng'), before('2019-01-01'))),
  },
  {
    notebook: 'a',
    question:
      'Hold still, sweetheart. One of my ladies volunteers at a shelter and she was telling me the saddest stories over her highlights. What was the date of the very first rape case in these reports, the earliest one?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(rape), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      "My client Thandi says it's always wemen who suffer, and her husband says no it's the men, and they argued right through her blow-dry. Were there more women than men among the victims, yes or no?",
    covers: ['yes/no', 'people', 'misspelling'],
    expect: (rows) => yesNo(femaleVictims(rows) > maleVictims(rows)),
  },
  {
    notebook: 'a',
    question:
      'Darling, the festive season is always madness in the salon, everyone wants their colour done before Christmas and my feet are killing me. How many murderes happened in the last three months of the year, October to December, all years together?',
    covers: ['calendar', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, murder, inMonths(10, 12))),
  },

  // Voice 1, the baker, on notebook b.
  {
    notebook: 'b',
    question:
      'Counting them the way I count rolls off the tray: how many suspects in total were arrested for the rape cases?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(rape))),
  },
  {
    notebook: 'b',
    question:
      'Which municipality was the busiest oven, with the most incidents of all, and how many did it turn out?',
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Winter is my busiest season for bread. How many incidents happened in June, July or August, any year?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMonths(6, 8))),
  },
  {
    notebook: 'b',
    question:
      'Of the batch of murders, what percentage also had a kidnapping folded in, to the nearest whole number?',
    covers: ['share', 'conjunction', 'slang'],
    expect: (rows) => percentOf(rows.filter(murder), has('kidnapping')),
  },
  {
    notebook: 'b',
    question:
      'My sister is a nurse and worries on her way home. How many of the victims in these reports were nurses or teachers by trade?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the plumber, on notebook b.
  {
    notebook: 'b',
    question: 'jobs w/ a murder AND a robbery (any kind - armed, house, business, CIT, plain)? no. pls',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder, robbery)),
  },
  {
    notebook: 'b',
    question: 'latest job in Mpumalanga - date? thx',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(inProvince('Mpumalanga')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'ppl injured on w/e jobs (sat/sun), total? pls',
    covers: ['people', 'calendar', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rowsWhere(rows, weekend))),
  },
  {
    notebook: 'b',
    question: 'median no. of suspects nabbed per job (where the no. is given)? thx',
    covers: ['people', 'slang'],
    expect: (rows) => medianExpectation(rows.map((r) => r.num_suspects_arrested)),
  },
  {
    notebook: 'b',
    question: 'avg no. of days from the job to the arrest? like how long before the flow gets stopped. pls',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the hairdresser, on notebook b.
  {
    notebook: 'b',
    question:
      "Darling, I've got three under ten at home and I swear they'll be the death of me, but I'd die for them too. How many children were victims, all the incidnets added up?",
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question:
      "My client from Rustenburg, lovely lady, does her roots every six weeks, she says it's definately worst where she lives. Which province had the most rape cases, and how many?",
    covers: ['ranking', 'misspelling'],
    ...ranking(rapeProvinceTally),
  },
  {
    notebook: 'b',
    question:
      "Everyone in the chair keeps saying it's got worse lately, the latest years especially, but they said that about fringes too. Were there more incidents in 2024 than in 2023?",
    covers: ['yes/no', 'calendar'],
    expect: (rows) => yesNo(count(rows, inYear(2024)) > count(rows, inYear(2023))),
  },
  {
    notebook: 'b',
    question:
      "Ag, my neighbour's niece was taken in Febuary and thank God they found her, the whole street was in here talking about it. Since 2021 started, how many kidnappng cases were there?",
    covers: ['calendar', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, has('kidnapping'), sinceYear(2021))),
  },
  {
    notebook: 'b',
    question:
      'One of my regulars is a court clerk, she gossips worse than me, darling. How many years in prison did the convicted ones get, all the sentences added together?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh267QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH267_QUESTIONS, rows);
