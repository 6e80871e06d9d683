/**
 * The hundred-and-ninth fresh question set (blind): thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A siSwati-speaking community policing forum (CPF) chairperson in Mpumalanga: English mixed with
 *    siSwati ("bantfu lababulewe", the people who were killed; "emaphoyisa", the police; "bantfwana",
 *    children; "yebo noma cha", yes or no; "bangaki", how many), speaking for "our CPF sector".
 * 2. A property developer's risk analyst doing due diligence on an area: "site", "precinct" (an area),
 *    "red flags", "material incidents", "walk-away threshold", formal and precise.
 * 3. An impatient reporter dictating WhatsApp voice notes: run-on sentences, "um", "like", "so
 *    basically", restarts ("how many - no wait - how many"), "yeah", and the typos of dictation
 *    ("attemted", "kidnaping").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, "since"/"from" window, month,
 *   weekday and weekend, and is never the earliest or most recent; `published_date` is never read. A
 *   weekend is a Saturday or Sunday of `event_date`; "in July" is July of any year; "since 1 January
 *   2020", "from 2020 onwards" and "2019 or later" include that first day.
 * - Crimes: "murder(s)" is `murder` alone (attempted murder is not one); "murder or attempted murder"
 *   is either; "attempted murder" is `attempted murder`; "illegal firearm possession" / "guns" is
 *   `illegal firearm possession`; "cash-in-transit robbery" is `cash-in-transit robbery`; "kidnapping"
 *   is `kidnapping`; "carjacking" is `carjacking` alone (not `truck hijacking`); "rape" is `rape` alone
 *   (not `sexual assault`). Other questions count every incident, whatever its crimes.
 * - People are sums of the stated figures: `victims_killed` (killed, bantfu lababulewe, deaths),
 *   `victims_injured` (injured, hurt), `victims_children` (children under eighteen, bantfwana),
 *   `victims_police` (police officers among the victims, on or off duty, emaphoyisa),
 *   `victims_female` / `victims_male` (women / men among the victims), `num_suspects_arrested`
 *   (suspects arrested). A null (unstated) figure adds nothing, and a yes/no on people ("was any
 *   victim a child / a police officer") is Yes only when the stated figures sum to more than zero.
 * - A "material incident" over the walk-away threshold is a row whose stated `victims_killed` is two
 *   or more; an unstated figure does not meet it.
 * - Places: a province is `province` (KwaZulu-Natal may be answered as "KZN"); "municipality" and
 *   "the City of Cape Town municipality" are `municipality` (rows without one are left out of a
 *   municipality ranking), answered as written or without "City of".
 * - Shares are to the nearest whole percent (a value exactly halfway is an error in the question): a
 *   share of incidents is over the rows of the named selection (the whole notebook when none is named);
 *   the share of victims who were female is the sum of `victims_female` over the sum of
 *   `victims_female` and `victims_male`, nulls adding nothing.
 * - "How many more in P than in Q" is the difference of the two counts (or sums); P must have more.
 * - Rankings (province with most suspects arrested, municipality with most incidents since 2020,
 *   province with most police victims, municipality with most incidents, province with most killed)
 *   each carry their tally; a tie at the top is an error in the question.
 * - Refusals rest on what the ground truth does not record: who first reported an incident to the
 *   police (no CPF or neighbourhood-watch field), victims' home language, and whether a suspect was out
 *   on bail or parole.
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
  number,
  percentOf,
  refusal,
  sinceYear,
  weekday,
  weekend,
} from './ground-truth-questions';

/** Murder or attempted murder. */
const murderOrAttempt = anyCrime('murder', 'attempted murder');
/** A material incident: two or more people killed, as stated. */
const material = (r: DevRow) => (r.victims_killed ?? 0) >= 2;

/** Suspects arrested summed per province. */
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
/** Incidents per municipality, those without one left out. */
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
/** Incidents per municipality since 1 January 2020, by event date. */
const municipalitySince2020 = (rows: readonly DevRow[]) => municipalityTally(rows.filter(sinceYear(2020)));

export const FRESH109_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the CPF chairperson, on notebook a.
  {
    notebook: 'a',
    question:
      'Sawubona. I am chairing our CPF sector meeting on Thursday and the people want numbers. Bantfu lababulewe in KwaZulu-Natal - bangaki? How many people were killed altogether in the KZN incidents?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question:
      'Our CPF sector is running a safety campaign for bantfwana. In the Western Cape incidents, how many of the victims were bantfwana, meaning children under eighteen? Bangaki?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Yebo noma cha: among the victims of the Eastern Cape incidents, was even one of them from the emaphoyisa, a police officer on or off duty?',
    covers: ['yes/no', 'people', 'slang'],
    expect: (rows) => yesNo(peopleTotal('victims_police', rows.filter(inProvince('Eastern Cape'))) > 0),
  },
  {
    notebook: 'a',
    question:
      'Ngicela lusito, please help. Which province had the most suspects arrested by emaphoyisa, adding up all the arrests in each province? I want to show our CPF sector where the arrests are happening.',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByProvince, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'In how many of these cases was it CPF patrollers or a neighbourhood watch who first phoned emaphoyisa? Our CPF sector wants to know if the community patrols make a difference.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the risk analyst, on notebook a.
  {
    notebook: 'a',
    question:
      'Due diligence on a Cape Town metro site: how many incidents in the City of Cape Town municipality, dated 2019 or later, involved murder or attempted murder?',
    covers: ['conjunction', 'calendar', 'restricted count'],
    expect: (rows) =>
      number(count(rows, inMunicipality('City of Cape Town'), sinceYear(2019), murderOrAttempt)),
  },
  {
    notebook: 'a',
    question:
      'For the red-flag summary: what percentage of all incidents in this file involved illegal firearm possession, to the nearest whole percent?',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows, has('illegal firearm possession')),
  },
  {
    notebook: 'a',
    question:
      'Comparing two candidate precincts at provincial level: how many more people were killed in the Eastern Cape incidents than in the Western Cape incidents?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Eastern Cape'), inProvince('Western Cape'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'a',
    question:
      'For the cash-in-transit exposure section of the site report: on what date did the earliest cash-in-transit robbery on file take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('cash-in-transit robbery')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Which municipality has logged the most incidents since 1 January 2020? That is the precinct I would red-flag first for a new development.',
    covers: ['ranking', 'calendar'],
    ...ranking(municipalitySince2020, municipalityNames),
  },

  // Voice 3, the reporter, on notebook a.
  {
    notebook: 'a',
    question:
      'ok so um how many murders happened on a Saturday like across all of them, just the Saturday ones yeah, going by the day it actually happened',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, has('murder'), (r) => weekday(r) === 'Saturday')),
  },
  {
    notebook: 'a',
    question:
      'so basically I need the injured number um for the attemted murder cases, like how many people got hurt in total in those, the injured not the dead yeah',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(has('attempted murder')))),
  },
  {
    notebook: 'a',
    question:
      'how many - no wait - how many of the victims in Gauteng were women, like female victims, total yeah',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(femaleVictims(rows.filter(inProvince('Gauteng')))),
  },
  {
    notebook: 'a',
    question:
      'um when was the latest kidnaping, like the most recent one, the date it happened not when the cops put it out yeah',
    covers: ['date', 'misspelling', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'so basically was there like any carjacking from 2020 onwards um - yes or no yeah',
    covers: ['yes/no', 'calendar'],
    expect: (rows) => yesNo(count(rows, has('carjacking'), sinceYear(2020)) > 0),
  },

  // Voice 1, the CPF chairperson, on notebook b.
  {
    notebook: 'b',
    question:
      'Sawubona. Here in Mpumalanga our CPF sector is worried about guns. How many incidents in Mpumalanga involved illegal firearm possession - bangaki?',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, inProvince('Mpumalanga'), has('illegal firearm possession'))),
  },
  {
    notebook: 'b',
    question:
      'Bantfu lababulewe eMpumalanga: how many people were killed in total in the Mpumalanga incidents? I must report it to our CPF sector.',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Mpumalanga')))),
  },
  {
    notebook: 'b',
    question:
      'Emaphoyisa are also victims, we must not forget them. Which province had the most police officers among the victims, adding up every incident in that province?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_police'), kznProvinceNames),
  },
  {
    notebook: 'b',
    question:
      'Yebo noma cha: in the Mpumalanga incidents, was any of the victims a child, one of bantfwana under eighteen?',
    covers: ['yes/no', 'people', 'slang'],
    expect: (rows) => yesNo(peopleTotal('victims_children', rows.filter(inProvince('Mpumalanga'))) > 0),
  },
  {
    notebook: 'b',
    question:
      'Of bantfu lababulewe in these reports, how many spoke siSwati at home? Our CPF sector wants to know if our people are being targeted.',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the risk analyst, on notebook b.
  {
    notebook: 'b',
    question:
      'Precinct screening: which municipality carries the highest number of incidents in this file? Municipalities only, please, not provinces.',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Red flags for a Northern Cape site: what share of the Northern Cape incidents involved rape, as a percentage rounded to the nearest whole number?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Northern Cape')), has('rape')),
  },
  {
    notebook: 'b',
    question:
      'Trend check for the due-diligence pack: how many more incidents took place in 2024 than in 2022?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => excessOf(rows, inYear(2024), inYear(2022)),
  },
  {
    notebook: 'b',
    question:
      'Our walk-away threshold is any material incident with two or more people killed. How many incidents in this file meet that threshold?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(count(rows, material)),
  },
  {
    notebook: 'b',
    question:
      'For the Free State site file: on what date did the most recent murder in the Free State take place?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, has('murder'), inProvince('Free State')), 'latest'),
  },

  // Voice 3, the reporter, on notebook b.
  {
    notebook: 'b',
    question:
      'ok um how many rapes happened on a weekend like Saturday or Sunday, going by the date it happened not the press date yeah',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, has('rape'), weekend)),
  },
  {
    notebook: 'b',
    question:
      'so basically um the July ones - like incidents in July, any year - how many suspects got arrested in total in those yeah',
    covers: ['people', 'calendar'],
    expect: (rows) => number(suspectsArrested(rows.filter((r) => month(r) === 7))),
  },
  {
    notebook: 'b',
    question:
      "um what percent of the victims were female like out of the ones where they say if it's a man or a woman, round it to a whole number yeah",
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = femaleVictims(rows);
      return percentage(female, female + maleVictims(rows));
    },
  },
  {
    notebook: 'b',
    question:
      'which province - no wait - which province had the most people killed, like the most deaths total yeah',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'b',
    question:
      'so um were the suspects like out on bail or parole when they did it, how many of them were yeah, like the number',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh109QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH109_QUESTIONS, rows);
