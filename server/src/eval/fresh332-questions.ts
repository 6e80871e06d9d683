/**
 * The three-hundred-and-thirty-second fresh question set (blind): thirty questions, fifteen about
 * notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or
 * the other question sets. Every expectation is computed from the ground-truth rows of the question's
 * notebook.
 *
 * The voices (each asks five questions of each notebook):
 * 1. A retired mineworker in Rustenburg who speaks Setswana at home: English as a second language,
 *    Setswana greetings and thanks ("Dumela", "bo-ntate", "ke a leboga"), mine slang ("zama zamas" for
 *    illegal miners), plural and verb slips ("the polices", "how much people", "who was killd"), few
 *    question marks.
 * 2. A wedding photographer in Durban: chatty, fast and lower case, "lol", "tbh", "pls", "Durbs" and
 *    "KZN", double question marks, asides about shoots, venues and weekends.
 * 3. A university statistics tutor in Makhanda: precise and terse, denominators spelled out, "n",
 *    "d.p.", "excl.", medians, means and proportions.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is in no year, no "before"/"since" window and on no
 *   weekday, and is never the earliest or the latest; `published_date` is never read. A weekend is a
 *   Saturday or Sunday of `event_date`.
 * - "Zama zamas" / "illegal mining" is `illegal mining`. "Murders" are `murder`; "attempted murder" is
 *   its own category and is never a murder. "Murders or attempted murders" is a row with either.
 *   "Cash in transit robbery" / "cash van" is `cash-in-transit robbery`. "Rape" is `rape`,
 *   "kidnapped" is `kidnapping`, "house robbery" and "business robbery" are those categories alone.
 * - People are sums of the stated figures: `victims_killed` (killed), `victims_children` (children who
 *   were victims), `num_suspects_arrested` (suspects arrested, zama zamas arrested), `victims_female`
 *   / `victims_male` (the sex of victims), `num_victims` (victims). A null (unstated) figure adds
 *   nothing.
 * - "The province where the police arrested the most suspects" sums `num_suspects_arrested` per
 *   province. "The province where the most people were killed" sums `victims_killed` per province.
 * - "Municipality" is `municipality` (rows without one are left out), answered as written or without
 *   "City of"; "Durbs" / "Durban" is the `eThekwini` municipality, which may also be answered as
 *   "Durban". "In KZN" is the province `KwaZulu-Natal`. "Rustenburg municipality" is `Rustenburg`.
 * - "No arrest made" is `arrest_made === false` (an unstated arrest is not "no arrest").
 * - Shares: the firearm share of murders is over the rows holding `murder`; the female share of
 *   victims is `victims_female` over `victims_female` + `victims_male` (nulls add nothing), to one
 *   decimal; the share of dated incidents in 2023 or later is over the rows with an `event_date`.
 *   Shares are percentages, to the nearest whole percent unless a decimal is asked for.
 * - The median arrests per incident is over every row's `num_suspects_arrested` that is stated; the
 *   mean victims per incident is over the rows whose `num_victims` is stated, to two decimals.
 * - "More than one victim" is `num_victims` of at least 2; an unstated figure is not more than one.
 * - Lists of provinces (kidnappings, business robberies) are every distinct `province` of the rows
 *   holding the crime.
 * - The most frequent crime "excluding murder and other" tallies every category of every row except
 *   `murder` and `other` (attempted murder stays in); illegal firearm possession may be answered as
 *   "firearm" or "gun".
 * - Rankings carry their tally; a tie at the top is an error in the question.
 * - Refusals: the ground truth holds no rand amounts taken, no time of day, no suspects' names and no
 *   calibre of firearms, so those questions are answered by saying the events cannot tell.
 */

import type { Expectation } from './answer-matching';
import {
  anyCrime,
  type BlindQuestion,
  inMunicipality,
  medianOf,
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
  crimeNames,
  dateAt,
  has,
  inProvince,
  meanOf,
  municipalityNames,
  notArrested,
  number,
  refusal,
  sinceYear,
  sum,
  weekend,
} from './ground-truth-questions';

const murder = has('murder');
const illegalMining = has('illegal mining');
const withADate = (r: DevRow) => r.event_date !== null;

/** eThekwini is also answered as Durban; other municipalities as written or without "City of". */
const durbanNames = (name: string) =>
  name === 'eThekwini' ? ['eThekwini', 'Durban'] : municipalityNames(name);

/** Every distinct province of the rows that hold the crime, as a list. */
function provincesWith(rows: readonly DevRow[], crime: string): Expectation {
  const provinces = [...new Set(rows.filter(has(crime)).map((r) => r.province))];
  if (provinces.length === 0) throw new Error(`no ${crime} to list`);
  return { kind: 'list', value: provinces };
}

const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const kznMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(inProvince('KwaZulu-Natal')), (r) => r.municipality);
const crimeTallyBesidesMurder = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.flatMap((r) => r.crimes).filter((crime) => crime !== 'murder' && crime !== 'other'),
    (crime) => crime,
  );

export const FRESH332_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the retired mineworker in Rustenburg, on notebook a.
  {
    notebook: 'a',
    question: 'Dumela. how many cases of the zama zamas, the illegal mining, is in these reports',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, illegalMining)),
  },
  {
    notebook: 'a',
    question: 'the people who was killd in Gauteng, all of them together how much is it',
    covers: ['people', 'restricted count', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Gauteng')))),
  },
  {
    notebook: 'a',
    question: 'which province the polices arrested the most suspects when you add all the cases',
    covers: ['ranking', 'people', 'misspelling'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'a',
    question: 'was there a cash in transit robery in the Eastern Cape yes or no',
    covers: ['yes/no', 'conjunction', 'misspelling'],
    expect: (rows) => yesNo(count(rows, has('cash-in-transit robbery'), inProvince('Eastern Cape')) > 0),
  },
  {
    notebook: 'a',
    question: 'ke a leboga my child. how many rands the robbers took from the cash vans all together',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the wedding photographer in Durban, on notebook a.
  {
    notebook: 'a',
    question:
      'ok random one but how many murders or attempted murders happened on a saturday or sunday?? i shoot weddings literally every weekend lol',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, anyCrime('murder', 'attempted murder'), weekend)),
  },
  {
    notebook: 'a',
    question: 'which municipality in KZN has the most incidents, tbh im guessing Durbs but check for me',
    covers: ['ranking', 'slang'],
    ...ranking(kznMunicipalityTally, durbanNames),
  },
  {
    notebook: 'a',
    question: 'when was the most recent murder in eThekwini? thats my home turf so kinda need to know',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inMunicipality('eThekwini')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'which provinces had kidnappings in them, just list them pls',
    covers: ['restricted count', 'slang'],
    expect: (rows) => provincesWith(rows, 'kidnapping'),
  },
  {
    notebook: 'a',
    question:
      'what time of night do most of the carjackings happen, like after 10pm or earlier?? driving home from receptions is scary',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the statistics tutor in Makhanda, on notebook a.
  {
    notebook: 'a',
    question:
      'Of the incidents involving murder, what percentage also involve illegal firearm possession? Nearest whole percent.',
    covers: ['share', 'conjunction'],
    expect: (rows) => {
      const murders = rows.filter(murder);
      return percentage(count(murders, has('illegal firearm possession')), murders.length);
    },
  },
  {
    notebook: 'a',
    question: 'Median number of suspects arrested per incident, taken over all incidents.',
    covers: ['people'],
    expect: (rows) =>
      number(
        medianOf(rows.flatMap((r) => (r.num_suspects_arrested === null ? [] : [r.num_suspects_arrested]))),
      ),
  },
  {
    notebook: 'a',
    question:
      'Among victims whose sex is recorded, what proportion were female; give it as a percentage to 1 d.p.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = sum(rows.map((r) => r.victims_female));
      return percentage(female, female + sum(rows.map((r) => r.victims_male)), 1);
    },
  },
  {
    notebook: 'a',
    question: 'Earliest event date of an attempted murder (attempted only, not completed murders)',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('attempted murder')), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'n of incidents where no arrest was made, restricted to events dated 2021 or later',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, notArrested, sinceYear(2021))),
  },

  // Voice 1, the retired mineworker in Rustenburg, on notebook b.
  {
    notebook: 'b',
    question:
      'Dumela bo-ntate. the zama zamas that the police arrested in the illegal mining cases, how many all together',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(illegalMining))),
  },
  {
    notebook: 'b',
    question: 'here by us in Rustenburg municipality how many incidents is there',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, inMunicipality('Rustenburg'))),
  },
  {
    notebook: 'b',
    question: 'which province is the most people killd in all these reports',
    covers: ['ranking', 'people', 'misspelling'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'the childrens who was victims in all the cases, how much is they in total',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question: 'what is the names of the robbers the police catch at Tlhabane, ke a leboga',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the wedding photographer in Durban, on notebook b.
  {
    notebook: 'b',
    question:
      'how many rape cases in free state and mpumalanga combined? doing a shoot in clarens next month eish',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) =>
      number(count(rows, has('rape'), (r) => r.province === 'Free State' || r.province === 'Mpumalanga')),
  },
  {
    notebook: 'b',
    question: 'did anyone get kidnapped on a weekend?? yes or no is fine',
    covers: ['yes/no', 'calendar'],
    expect: (rows) => yesNo(count(rows, has('kidnapping'), weekend) > 0),
  },
  {
    notebook: 'b',
    question: 'latest house robbery date?? we have a farmhouse venue booked lol',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('house robbery')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'can u list which provinces had a business robbery',
    covers: ['restricted count', 'slang'],
    expect: (rows) => provincesWith(rows, 'business robbery'),
  },
  {
    notebook: 'b',
    question: 'what calibre guns did they use in the cash in transit heists, 9mm or bigger',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the statistics tutor in Makhanda, on notebook b.
  {
    notebook: 'b',
    question:
      'Of incidents with a stated event date, what percentage occurred in 2023 or later? Nearest whole percent.',
    covers: ['share', 'calendar'],
    expect: (rows) => {
      const dated = rows.filter(withADate);
      return percentage(count(dated, sinceYear(2023)), dated.length);
    },
  },
  {
    notebook: 'b',
    question: 'Total number of people killed across incidents dated before 1 January 2020',
    covers: ['people', 'calendar'],
    expect: (rows) =>
      number(
        peopleTotal(
          'victims_killed',
          rows.filter((r) => r.event_date !== null && r.event_date < '2020-01-01'),
        ),
      ),
  },
  {
    notebook: 'b',
    question: 'Excl. murder and the catch-all "other", which crime category occurs most often?',
    covers: ['ranking'],
    ...ranking(crimeTallyBesidesMurder, crimeNames),
  },
  {
    notebook: 'b',
    question: 'Mean victims per incident, excluding incidents where the count is not stated; 2 d.p. please',
    covers: ['people'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.num_victims),
        2,
      ),
  },
  {
    notebook: 'b',
    question: 'How many Limpopo incidents had more than one victim',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, inProvince('Limpopo'), (r) => (r.num_victims ?? 0) >= 2)),
  },
];

export const fresh332QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH332_QUESTIONS, rows);
