/**
 * The hundred-and-seventy-sixth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A children's rights lawyer: child victims, ages, rape and assault of minors; formal, careful, and
 *    precise that a child or minor is someone under 18 (an 18-year-old is not one).
 * 2. A Cape Flats community activist writing in a Kaaps mix of Afrikaans and English ("hoeveel",
 *    "skollies", "moord", "die polisie", "ja/nee", "Vrystaat", "Noordwes"), about gangs, murders and the
 *    Western Cape; lower case, short, the odd typo.
 * 3. An auditor who checks totals and consistency: sums, counts with explicit exclusions, and
 *    "reconcile" comparisons between two figures.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year range, "from ... onwards" or
 *   "in 2024" window, and is never the earliest or latest; `published_date` is never read.
 * - A child or minor victim is `victims_children` (under 18): "child victims" is its sum; "an incident
 *   with a child victim" is a row where it is at least 1 (a null, unstated figure is no child victim).
 *   The ages of victims are held nowhere.
 * - A suspect's age is an entry of `suspect_ages` (one per suspect); a minor suspect is one whose stated
 *   age is under 18, strictly (18 itself is not a minor).
 * - "Known to the child" is `relationship` of `partner`, `family` or `acquaintance`; `stranger` and an
 *   unstated relationship are not.
 * - People are sums of the stated figures: `victims_killed` (killed, "dood", "vermoor" in the sense of
 *   people who died), `victims_injured` (injured), `victims_children`, `num_suspects_arrested`
 *   (suspects arrested; the activist's "skollies gevang"). A null figure adds nothing.
 * - "Moord" / "moord cases" / "murder incidents" are rows with `murder` (attempted murder is not one).
 *   "Gun cases" / "onwettige vuurwapens" are rows with `illegal firearm possession`. "Rape" is `rape`.
 * - Places: "Wes-Kaap" is the Western Cape, "Vrystaat" the Free State, "Noordwes" North West
 *   (`province`). "Kaapstad self / die metro" is the `City of Cape Town` municipality. "Khayelitsha" is a
 *   row whose `location` holds the word (any case). A municipality ranking leaves out rows without one
 *   and may be answered with or without "City of".
 * - "No arrest" is `arrest_made === false`; a share of incidents is over the rows selected (all the
 *   notebook's, or the dated ones of the window), to the nearest whole percent.
 * - Reconciliations are taken only over rows where every figure involved is stated: victims against
 *   female + male over rows with `num_victims`, `victims_female` and `victims_male` all stated (the
 *   excess of the first sum over the second); killed + injured against `num_victims` counts the rows
 *   where all three are stated and the two sides differ. "Killed against murder incidents" is the sum of
 *   `victims_killed` over all rows less the number of rows with `murder`.
 * - An exclusion by crime drops a row that carries any of the excluded crimes, whatever else it holds.
 * - "How many more in P than in Q" is the difference of the two counts; P must have more.
 * - Rankings (province with most child victims, province with most killed, municipality with most
 *   suspects arrested) each carry their tally; a tie at the top is an error in the question.
 * - Refusals: the ground truth holds no victims' ages (only whether a victim was under 18), no gang
 *   involvement, and no rand values of property stolen or recovered.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  inMunicipality,
  knewTheAttacker,
  kznProvinceNames,
  not,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
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
  excessOf,
  has,
  inProvince,
  inYear,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  sum,
  within,
} from './ground-truth-questions';

/** An incident with at least one stated victim under 18. */
const childVictim = (r: DevRow) => (r.victims_children ?? 0) >= 1;
const murder = has('murder');
const rape = has('rape');
const khayelitsha = atPlace('Khayelitsha');

/** The sum of female and male victims against the victim totals, over rows where all three are stated. */
function victimsBeyondSexes(rows: readonly DevRow[]) {
  const stated = rows.filter(
    (r) => r.num_victims !== null && r.victims_female !== null && r.victims_male !== null,
  );
  const difference =
    sum(stated.map((r) => r.num_victims)) -
    sum(stated.map((r) => (r.victims_female ?? 0) + (r.victims_male ?? 0)));
  if (difference <= 0) throw new Error(`the victim totals do not exceed the sexes: ${difference}`);
  return number(difference);
}

/** The rows where victims, killed and injured are all stated and killed + injured is not the total. */
const killedInjuredMismatches = (rows: readonly DevRow[]) =>
  rows.filter((r) => {
    const killed = stated('victims_killed')(r);
    const injured = stated('victims_injured')(r);
    return (
      r.num_victims !== null && killed !== null && injured !== null && killed + injured !== r.num_victims
    );
  }).length;

const arrestsByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH176_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the children's rights lawyer, on notebook a.
  {
    notebook: 'a',
    question:
      'Please give me the total number of child victims, meaning persons under the age of 18, across all incidents in this notebook. I need the number of children, not the number of incidents.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question:
      'How many incidents involved at least one victim under 18 together with a charge of murder or attempted murder?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, childVictim, anyCrime('murder', 'attempted murder'))),
  },
  {
    notebook: 'a',
    question:
      'What is the most recent date on which a minor (under 18) was a victim in any of these incidents? The date of the offence, please, not the date of the statement.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(childVictim), 'latest'),
  },
  {
    notebook: 'a',
    question: 'In which province were the most child victims recorded? Count victims under 18 only.',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_children'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      "For a submission to the Children's Court I need an age breakdown of the child victims: how many of them were younger than 12?",
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the Cape Flats activist, on notebook a.
  {
    notebook: 'a',
    question: 'hoeveel moord cases in die Wes-Kaap? net moord, nie attempted murder nie',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, murder, inProvince('Western Cape'))),
  },
  {
    notebook: 'a',
    question: 'Khayelitsha - hoeveel mense is dood altesaam in al die incidents daar?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(khayelitsha))),
  },
  {
    notebook: 'a',
    question:
      'hoeveel skollies het die polisie gevang in Kaapstad self (die City of Cape Town metro)? total arrests asb',
    covers: ['people', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inMunicipality('City of Cape Town')))),
  },
  {
    notebook: 'a',
    question: 'was daar n moord in Khayelitsha in 2024?? ja/nee',
    covers: ['yes/no', 'calendar', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, murder, khayelitsha, inYear(2024)) > 0),
  },
  {
    notebook: 'a',
    question: 'hoeveel van die moorde op die Cape Flats was gang-related? die gangs skiet mos elke dag hier',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the auditor, on notebook a.
  {
    notebook: 'a',
    question:
      'Sum of suspects arrested across all incidents, excluding any incident tagged poaching. Single figure please.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(not(has('poaching'))))),
  },
  {
    notebook: 'a',
    question:
      'Reconciliation: for incidents where the victim total and both the female and male victim counts are stated, by how much does the sum of the victim totals exceed the sum of female plus male victims?',
    covers: ['people', 'conjunction'],
    expect: victimsBeyondSexes,
  },
  {
    notebook: 'a',
    question:
      'Count of incidnets with an event date from 1 Jan 2019 to 31 Dec 2021 inclusive. Exclude undated incidents.',
    covers: ['calendar', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, within('2019-01-01', '2021-12-31'))),
  },
  {
    notebook: 'a',
    question: 'What percentage of all incidents recorded no arrest? Round to the nearest whole percent.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, notArrested),
  },
  {
    notebook: 'a',
    question:
      'Consistency check: in how many incidents does killed plus injured not equal the stated number of victims? Only consider incidents where all three figures are given.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(killedInjuredMismatches(rows)),
  },

  // Voice 1, the children's rights lawyer, on notebook b.
  {
    notebook: 'b',
    question:
      'What percentage of the rape cases involved at least one victim under the age of 18? A whole percent is fine.',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(rape), childVictim),
  },
  {
    notebook: 'b',
    question:
      'How many rape cases involved a child victim (under 18) where the perpetrator was known to the child, i.e. a partner, family member or acquaintance?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, rape, childVictim, knewTheAttacker)),
  },
  {
    notebook: 'b',
    question: 'When did the earliest dated rape of a minor in these releases take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, rape, childVictim), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'Of the suspects whose ages are given, was any of them under 18? Please be precise: an 18-year-old is not a minor. Yes or no.',
    covers: ['yes/no'],
    expect: (rows) => yesNo(suspectAges(rows).some((age) => age < 18)),
  },
  {
    notebook: 'b',
    question:
      'How many child victims (under 18) were there in rape cases that occured from 1 January 2020 onwards?',
    covers: ['people', 'calendar', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_children', rowsWhere(rows, rape, sinceYear(2020)))),
  },

  // Voice 2, the Cape Flats activist, on notebook b.
  {
    notebook: 'b',
    question: 'is daar enige incidents uit die Wes-Kaap in hierdie notebook? ja/nee',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, inProvince('Western Cape')) > 0),
  },
  {
    notebook: 'b',
    question: 'hoeveel gun cases (onwettige vuurwapens, illegal firearms) is daar altesaam?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, has('illegal firearm possession'))),
  },
  {
    notebook: 'b',
    question: 'watter provinsie het die meeste mense wat dood is? nie die gewondes nie, net die dooies',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'b',
    question: 'wanneer was die laaste moord in die Noordwes (North West)? die datum asb',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('North West')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'hoeveel meer moord cases in die Vrystaat as in Mpumulanga?',
    covers: ['conjunction', 'restricted count', 'slang', 'misspelling'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => murder(r) && inProvince('Free State')(r),
        (r) => murder(r) && inProvince('Mpumalanga')(r),
      ),
  },

  // Voice 3, the auditor, on notebook b.
  {
    notebook: 'b',
    question:
      'Reconcile total persons killed against the number of incidents tagged murder: by how many does the killed figure exceed the murder incident count?',
    covers: ['people', 'restricted count'],
    expect: (rows) => {
      const difference = peopleTotal('victims_killed', rows) - count(rows, murder);
      if (difference <= 0) throw new Error(`killed do not exceed murder incidents: ${difference}`);
      return number(difference);
    },
  },
  {
    notebook: 'b',
    question:
      'Number of incidents excluding drug possession, drug dealing and illegal mining cases (drop an incident if it carries any of the three).',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, not(anyCrime('drug possession', 'drug dealing', 'illegal mining')))),
  },
  {
    notebook: 'b',
    question:
      'Which municipality has the highest total of suspects arrested? Exclude incidents with no municipality recorded.',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByMunicipality, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Of incidents with an event date in 2023 or later, what percentage had no arrest? Nearest whole percent; undated incidents excluded from both numerator and denominator.',
    covers: ['share', 'calendar'],
    expect: (rows) => {
      const window = rows.filter(sinceYear(2023));
      return percentage(window.filter(notArrested).length, window.length);
    },
  },
  {
    notebook: 'b',
    question:
      'Reconcile the rand value of goods reported stolen against the value recovered across the robbery cases. What is the unrecovered balance?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh176QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH176_QUESTIONS, rows);
