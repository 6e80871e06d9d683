/**
 * The two-hundred-and-seventh fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A KwaZulu-Natal taxi association spokesperson: spoken English with isiZulu words ("malini" how
 *    many, "kuphi" where, "nini" when, "abantu" people, "abafile" the dead, "amaphoyisa" the police),
 *    routes and ranks, a few typos.
 * 2. An insurance claims assessor: hijackings, robberies and property crimes, whether arrests were made,
 *    dates inside a claim period, the earliest and latest incident of a kind; careful about "stated"
 *    versus "unknown".
 * 3. A human-rights lawyer: children and women as victims, suspects' ages and sex, arrests, and claims
 *    put as challenges ("Is it correct that ...?") wanting a yes or no.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every claim period and weekday and is
 *   never the earliest or the latest; `published_date` ("the release date") is never read. A claim
 *   period includes both of its end days. A weekday is the weekday of `event_date`; "on a Friday or a
 *   Saturday" counts the rows whose `event_date` falls on either.
 * - People are sums of the stated figures: `victims_killed` (abantu abafile, people killed),
 *   `victims_children` (children, under eighteen), `victims_female` / `victims_male` (women and men
 *   among the victims), `num_victims` (victims, counted only where stated), `num_suspects_arrested`
 *   (suspects arrested, "amasuspect amaphoyisa arrested"). A null (unstated, unknown) figure adds
 *   nothing.
 * - "Hijackings" are `carjacking` and `truck hijacking`. "Robberies" of any type are `armed robbery`,
 *   `robbery` (common), `house robbery`, `business robbery` and `cash-in-transit robbery` ("CIT heists");
 *   hijackings are not robberies. "Property crimes" are `burglary`, `theft`, `stock theft`,
 *   `vehicle theft`, `arson` and `malicious damage to property`. "Murder cases" are `murder`.
 * - An arrest "made" / "stated" is `arrest_made === true`; "nobody arrested in any case" holds when no
 *   selected row has `arrest_made === true`. A woman arrested is an incident with `arrest_made === true`
 *   and a stated `suspects_female` above zero; "no woman was arrested" holds when there is none.
 * - Suspects' ages are `suspect_ages`, one per suspect whose age is stated; the median of an even
 *   number of ages is the mean of the middle two. Means and medians are of stated ages only.
 * - "Where a child was a victim" is a row with a stated `victims_children` above zero.
 * - "More women than men were victims" compares the sums of `victims_female` and `victims_male` over
 *   the selected rows.
 * - A municipality is `municipality` (rows without one are left out), answered as written or without
 *   "City of"; Joburg is the `City of Johannesburg`. "Which provinces had ..." lists every `province`
 *   with at least one such incident.
 * - A share of incidents is over all the selected rows, to the nearest whole percent.
 * - Rankings (the Gauteng municipality with most incidents, the province with most people killed, the
 *   municipality with most incidents) each carry their tally; a tie at the top is an error in the
 *   question.
 * - Refusals: the ground truth holds no victims' occupations (taxi drivers, commuters), no rand values
 *   of losses, no bail or custody outcomes, no time of day, no vehicle makes or insured values and no
 *   legal representation of the accused.
 */
import type { Expectation } from './answer-matching';
import {
  anyCrime,
  type BlindQuestion,
  inMunicipality,
  peopleByProvince,
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
  arrested,
  casesOf,
  count,
  dateAt,
  has,
  inProvince,
  meanOf,
  municipalityNames,
  number,
  percentOf,
  refusal,
  rounded,
  sum,
  weekday,
  within,
} from './ground-truth-questions';

/** Hijackings: carjacking and truck hijacking, which are not robberies here. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
/** A robbery of any type; hijackings are not among them. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
/** The property crimes an assessor lists. */
const propertyCrime = anyCrime(
  'burglary',
  'theft',
  'stock theft',
  'vehicle theft',
  'arson',
  'malicious damage to property',
);
/** An incident that states at least one child among its victims. */
const childVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;
/** An incident where an arrest was made and a woman is stated among the suspects. */
const womanArrested = (r: DevRow) => arrested(r) && (r.suspects_female ?? 0) > 0;

/** The median of the stated values, rounded; no stated value is an error in the question. */
export function medianOf(values: readonly number[], decimals = 0): Expectation {
  const sorted = [...values].sort((x, y) => x - y);
  if (sorted.length === 0) throw new Error('no stated value to take a median of');
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return number(rounded(median, decimals));
}

/** Every province with at least one incident that passes the tests, in alphabetical order. */
function provincesWhere(rows: readonly DevRow[], ...tests: ((r: DevRow) => boolean)[]): Expectation {
  const provinces = [...new Set(rowsWhere(rows, ...tests).map((r) => r.province))].sort();
  if (provinces.length === 0) throw new Error('no province to list');
  return { kind: 'list', value: provinces };
}

const gautengMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(inProvince('Gauteng')), (r) => r.municipality);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH207_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the taxi association spokesperson, on notebook a.
  {
    notebook: 'a',
    question:
      'Sawubona. Malini abantu abafile in KZN, all the cases together? Our drivers on the N2 and the N3 routes they are scared, we want the number of people killed',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question:
      'Eish, kuphi in Gauteng is the most incidents - which municipality, Joburg or Ekurhuleni or Tshwane? We must decide which ranks get extra marshals',
    covers: ['ranking', 'slang'],
    ...ranking(gautengMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Nini do the murders happen, malini murder cases were on a Friday or a Saturday? Month-end friday and saterday is when our taxis carry the most cash',
    covers: ['calendar', 'restricted count', 'misspelling'],
    expect: (rows) =>
      number(count(rows, has('murder'), (r) => ['Friday', 'Saturday'].includes(weekday(r) ?? ''))),
  },
  {
    notebook: 'a',
    question:
      'My chairman he says amaphoyisa did not arrest anybody in any of the eThekwini cases, not even one. Is that true, yes or no?',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, inMunicipality('eThekwini'), arrested) === 0),
  },
  {
    notebook: 'a',
    question:
      'Malini of the abantu who were victims were taxi drivers or passangers, the commuters? We need it for the association safety report',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },

  // Voice 2, the insurance claims assessor, on notebook a.
  {
    notebook: 'a',
    question:
      'For a claims file: how many hijackings are recorded in Gauteng and the Western Cape combined? Count carjackings and truck hijackings both, one per incident.',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, hijacking, (r) => ['Gauteng', 'Western Cape'].includes(r.province))),
  },
  {
    notebook: 'a',
    question:
      'What is the date of the earliest house robbery on record? I need the date of loss as stated, not the release date.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('house robbery')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      "Claim period 1 March 2019 to 31 August 2022 inclusive: how many property-crime incidents (burglary, theft, stock theft, vehicle theft, arson, malicious damage to property) have an incident date inside that period? Undated ones don't count.",
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, propertyCrime, within('2019-03-01', '2022-08-31'))),
  },
  {
    notebook: 'a',
    question:
      'Of all robbery incidents (armed, common, house, business and cash-in-transit; hijackings excluded), what percentage state that an arrest was made?',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(robbery), arrested),
  },
  {
    notebook: 'a',
    question:
      'What was the total rand value of the goods and vehicles lost in the robberies and hijackings? An estimate from the releases will do for the reserve.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the human-rights lawyer, on notebook a.
  {
    notebook: 'a',
    question:
      'Is it correct that no woman was arrested in any of these incidents? Yes or no, and give me the count.',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(count(rows, womanArrested) === 0),
  },
  {
    notebook: 'a',
    question:
      'How many child victims, that is persons under eighteen, are recorded in the Western Cape incidents?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'What is the median age of the suspects, taking only the suspects whose ages the releases state?',
    covers: ['people'],
    expect: (rows) => medianOf(suspectAges(rows)),
  },
  {
    notebook: 'a',
    question: 'In the cases where at least one victim was a child, how many suspects were arrested in total?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(suspectsArrested(rows.filter(childVictim))),
  },
  {
    notebook: 'a',
    question:
      'How many of the arrested suspects were subsequently granted bail, and how many were remanded in custody pending trial?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the taxi association spokesperson, on notebook b.
  {
    notebook: 'b',
    question:
      'Malini amasuspect that amaphoyisa arrested in Mpumalanga all together? Our Mbombela to Joburg route passes there evryday',
    covers: ['people', 'slang', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Mpumalanga')))),
  },
  {
    notebook: 'b',
    question:
      'Kuphi the most abantu were killed - which province? We run long distance to the Free State and to Limpopo so we want to know',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question:
      'Which municipality kuphi has the most incidents in these reports, any province? Thinking where to put more marshals at the ranks',
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'Kuphi were the cash-in-transit heists, which provinces had them? List them all pls',
    covers: ['restricted count', 'slang'],
    expect: (rows) => provincesWhere(rows, has('cash-in-transit robbery')),
  },
  {
    notebook: 'b',
    question:
      'Is it mostly at night these attacks happen or in the morning? What time of the day do most of them happen, we must know when the last taxi leaves the rank',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the insurance claims assessor, on notebook b.
  {
    notebook: 'b',
    question: 'Most recent business robbery on record: on what date did the incident itself occur?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('business robbery')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'How many robbery incidents of any type (armed, common, house, business, cash-in-transit) also involved illegal possession of a firearm?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, robbery, has('illegal firearm possession'))),
  },
  {
    notebook: 'b',
    question:
      'For the house and business robberies: total number of victims, counting only incidents where the number of victims is stated. Treat unknown as unknown, not as zero.',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      number(sum(rows.filter(anyCrime('house robbery', 'business robbery')).map((r) => r.num_victims))),
  },
  {
    notebook: 'b',
    question:
      'What share of all incidents are property crimes - burglary, theft, stock theft, vehicle theft, arson or malicious damage to property? As a percentage, please.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, propertyCrime),
  },
  {
    notebook: 'b',
    question:
      'What were the make, model and insured value of the vehicles taken in the carjackings and the truck hijacking?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the human-rights lawyer, on notebook b.
  {
    notebook: 'b',
    question:
      'I put it to you that not a single female suspect was taken into custody in these matters. Is that correct, yes or no? And how many women were arrested?',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(count(rows, womanArrested) === 0),
  },
  {
    notebook: 'b',
    question: 'How many of the victims in the rape cases were children under the age of eighteen?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(has('rape')))),
  },
  {
    notebook: 'b',
    question:
      'What was the average age of the accused in the rape cases, to one decimal place, counting only stated ages?',
    covers: ['people', 'restricted count'],
    expect: (rows) => meanOf(suspectAges(rows.filter(has('rape'))), 1),
  },
  {
    notebook: 'b',
    question:
      'Is it correct that more women than men were victims in the Northern Cape incidents? Yes or no, with the numbers.',
    covers: ['yes/no', 'people'],
    expect: (rows) => {
      const cape = rows.filter(inProvince('Northern Cape'));
      return yesNo(peopleTotal('victims_female', cape) > peopleTotal('victims_male', cape));
    },
  },
  {
    notebook: 'b',
    question: 'How many of the accused were represented by Legal Aid at their first court appearance?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh207QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH207_QUESTIONS, rows);
