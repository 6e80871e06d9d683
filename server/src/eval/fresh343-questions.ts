/**
 * The three-hundred-and-forty-third fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each asks five questions of each notebook):
 * 1. A greengrocer in Mthatha market: short lines mixing isiXhosa and English ("zingaphi", "eMpuma
 *    Koloni" for the Eastern Cape, "ewe okanye hayi" for yes or no, "abantwana" for children), no
 *    capitals, rarely a question mark; asks about home, stock theft, killings and money.
 * 2. A print-shop owner in Polokwane: quick typing with misspellings ("wat", "kidnaping", "happend",
 *    "togther", "minning"), slips into capitals when annoyed, cares about Limpopo and about being given
 *    what he asked for.
 * 3. A dentist in Stellenbosch: careful, exact questions that spell out the denominator, the rounding,
 *    the date bounds and what is not to be counted.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year window and is never the
 *   earliest or the latest; `published_date` is never read. "Between 1 January 2019 and 31 December
 *   2021 inclusive" and "in 2023 and 2024 together" are closed windows on `event_date`.
 * - "Murders" and "a murder" are `murder`; a row of `attempted murder` alone is not one (a row holding
 *   both counts once). "Attempted murder" is `attempted murder`. "Kidnapping"/"kidnaping" is
 *   `kidnapping`; "stock theft" is `stock theft`; "rape cases" are `rape`; "illegal minning"/"zama zamas"
 *   is `illegal mining`. "Carjackings" are only asked about in a refusal.
 * - Places: "eMpuma Koloni" is the Eastern Cape province; "eMthatha" is a row whose `location` holds
 *   "Mthatha"; "gauteng", "limpopo", "Western Cape", "Free State", "Northern Cape" are `province`.
 *   "Municipality" is `municipality` (rows without one left out), answered as written or without
 *   "City of". KwaZulu-Natal may be answered as "KZN".
 * - People are sums of the stated figures: `victims_killed` (killed, "ababulewe"), `victims_injured`
 *   (injured victims), `victims_children` ("abantwana", children victims), `victims_police` (police
 *   officers as victims), `num_victims` (victims of an incident), `num_suspects_arrested` (suspects
 *   arrested), `victims_female`/`victims_male` and `suspects_female`/`suspects_male` (by sex). A null
 *   (unstated) figure adds nothing.
 * - Shares: the female share of victims is the sum of `victims_female` over the sum of `victims_female`
 *   and `victims_male`, and the female share of suspects is `suspects_female` over `suspects_female`
 *   plus `suspects_male`, both to one decimal (the dentist asks for it); a share of incidents ("wat
 *   percentage of gauteng incidents", "limpopo cases where NOBODY GOT ARRESTED") is over all the rows of
 *   that province, to the nearest whole percent. "Nobody arrested" is `arrest_made === false`: an
 *   unstated arrest counts in the denominator, not the numerator.
 * - Yes/no questions: "any release that states a suspect was female" is Yes when some row's
 *   `suspects_female` is above zero (a null or a zero says no); "any police officer recorded as a victim
 *   in the Free State" is Yes when a Free State row's `victims_police` is above zero; the Mthatha and
 *   Northern Cape questions are Yes when a row of that place holds the crime.
 * - Rankings carry their tally, and a tie at the top is an error in the question: the province with the
 *   most kidnapping incidents, the province with the most injured victims (summed), the municipality with
 *   the most incidents, the province with the most killed (summed), and the single incident with the
 *   most `num_victims`, named by the parts of its location no other incident shares.
 * - The list "top 3 crimes" ranks the categories by the number of incidents that hold each, leaving out
 *   "other", and expects the three (the firearm category named "firearm"); a tie within the three or at
 *   the cut-off is an error in the question. The list of provinces with illegal mining is every province
 *   with a row of `illegal mining`.
 * - Refusals: the ground truth holds no rand amounts (money stolen in cash-in-transit robberies, bail),
 *   no time of day, and no names of suspects, so those questions expect the refusal.
 */
import {
  atPlace,
  type BlindQuestion,
  kznProvinceNames,
  largestIncident,
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
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  topKeys,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const kidnapping = has('kidnapping');

/** The share of the stated female figure over the stated female and male figures, to one decimal. */
function femaleShare(rows: readonly DevRow[], of: 'victims' | 'suspects') {
  const female = peopleTotal(of === 'victims' ? 'victims_female' : 'suspects_female', rows);
  const male = peopleTotal(of === 'victims' ? 'victims_male' : 'suspects_male', rows);
  return percentage(female, female + male, 1);
}

const kidnappingProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(kidnapping), (r) => r.province);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH343_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Mthatha greengrocer, on notebook a.
  {
    notebook: 'a',
    question: 'molo sisi, stock theft eMpuma Koloni zingaphi iicase? Eastern Cape kuphela',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, has('stock theft'), inProvince('Eastern Cape'))),
  },
  {
    notebook: 'a',
    question: 'abantu ababulewe bangaphi xa zidityanisiwe zonke incidents. killed total nje',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows)),
  },
  {
    notebook: 'a',
    question: 'yeyiphi province ene kidnapping ezininzi, ndifuna eyona iphezulu',
    covers: ['ranking', 'slang'],
    ...ranking(kidnappingProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'kukho i kidnapping eyenzeke eMthatha na? ewe okanye hayi',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, kidnapping, atPlace('Mthatha')) > 0),
  },
  {
    notebook: 'a',
    question: 'imali ebiweyo kwi cash in transit robberies yimalini yonke, how many rand',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the Polokwane print-shop owner, on notebook a.
  {
    notebook: 'a',
    question: 'how many murders in gauteng. ACTUAL MURDERS, NOT ATTEMPTED MURDER',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, murder, inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question: 'wat percentage of gauteng incidents had a kidnaping in them',
    covers: ['share', 'misspelling'],
    expect: (rows) => percentOf(rows.filter(inProvince('Gauteng')), kidnapping),
  },
  {
    notebook: 'a',
    question: 'give me the top 3 crimes by how many incidents they show up in, leave out the OTHER category',
    covers: ['restricted count'],
    expect: (rows) => ({
      kind: 'list',
      value: topKeys(
        rows.flatMap((r) => r.crimes).filter((crime) => crime !== 'other'),
        (crime) => crime,
        3,
      ).map((crime) => crimeNames(crime)[0] ?? crime),
    }),
  },
  {
    notebook: 'a',
    question: 'WHAT TIME OF DAY do these carjackings happen, ive asked this 3 times now',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'whens the earliest kidnaping on record here, the day it happend not when police published',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'earliest'),
  },

  // Voice 3, the Stellenbosch dentist, on notebook a.
  {
    notebook: 'a',
    question: 'Of the victims whose sex is stated, what percentage were female, to one decimal place?',
    covers: ['share', 'people'],
    expect: (rows) => femaleShare(rows, 'victims'),
  },
  {
    notebook: 'a',
    question: 'Which province recorded the highest total number of injured victims across all incidents?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_injured'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'On what date did the most recent incident involving attempted murder in the Western Cape occur?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, has('attempted murder'), inProvince('Western Cape')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Is there any release that states that one of the suspects was female?',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(rows.some((r) => (r.suspects_female ?? 0) > 0)),
  },
  {
    notebook: 'a',
    question:
      'Precisely how many incidents that included a murder took place between 1 January 2019 and 31 December 2021 inclusive? Attempted murder on its own should not be counted.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, within('2019-01-01', '2021-12-31'))),
  },

  // Voice 1, the Mthatha greengrocer, on notebook b.
  {
    notebook: 'b',
    question: 'rape cases eFree State nase Northern Cape zingaphi zizonke',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) =>
      number(count(rows, has('rape'), (r) => inProvince('Free State')(r) || inProvince('Northern Cape')(r))),
  },
  {
    notebook: 'b',
    question: 'amaxhoba angabantwana bangaphi, abantwana victims all together',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question: 'yeyiphi municipality enezehlo ezininzi apha, most incidents',
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'stock theft eNorthern Cape ikhona na? ewe okanye hayi',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, has('stock theft'), inProvince('Northern Cape')) > 0),
  },
  {
    notebook: 'b',
    question: 'ngubani igama lesuspect ebanjwe eMangaung, ndifuna amagama abo',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the Polokwane print-shop owner, on notebook b.
  {
    notebook: 'b',
    question: 'how many incidents in limpopo in 2023 and 2024 togther',
    covers: ['calendar', 'conjunction', 'misspelling'],
    expect: (rows) => number(count(rows, inProvince('Limpopo'), within('2023-01-01', '2024-12-31'))),
  },
  {
    notebook: 'b',
    question: 'limpopo cases where NOBODY GOT ARRESTED, wat percent is that of all limpopo cases',
    covers: ['share', 'misspelling'],
    expect: (rows) => percentOf(rows.filter(inProvince('Limpopo')), notArrested),
  },
  {
    notebook: 'b',
    question: 'date of the latest murder in limpopo? my home province so get it right',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Limpopo')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'HOW MUCH WAS BAIL SET AT for the limpopo cash in transit robbery suspects',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'list the provinces where illegal minning happend, the zama zamas',
    covers: ['restricted count', 'misspelling', 'slang'],
    expect: (rows) => ({
      kind: 'list',
      value: [...new Set(rows.filter(has('illegal mining')).map((r) => r.province))].sort(),
    }),
  },

  // Voice 3, the Stellenbosch dentist, on notebook b.
  {
    notebook: 'b',
    question: 'What is the total number of suspects arrested in incidents that involved a kidnapping?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(kidnapping))),
  },
  {
    notebook: 'b',
    question: 'Which province had the greatest number of victims killed, summed over all of its incidents?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'b',
    question:
      'Among the suspects whose sex is stated, what percentage were women, rounded to one decimal place?',
    covers: ['share', 'people'],
    expect: (rows) => femaleShare(rows, 'suspects'),
  },
  {
    notebook: 'b',
    question: 'Was any police officer recorded as a victim in an incident in the Free State?',
    covers: ['yes/no', 'people', 'conjunction'],
    expect: (rows) => yesNo(peopleTotal('victims_police', rows.filter(inProvince('Free State'))) > 0),
  },
  {
    notebook: 'b',
    question: 'Which single incident had the largest number of victims, and where exactly did it take place?',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.num_victims,
    ),
  },
];

export const fresh343QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH343_QUESTIONS, rows);
