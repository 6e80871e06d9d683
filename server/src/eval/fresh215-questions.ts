/**
 * The two-hundred-and-fifteenth fresh question set (blind): thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A statistician who sometimes types R / dplyr notation mixed with words ("filter(...) %>%
 *    summarise(...)", "mean(x, na.rm = TRUE)") and sometimes plain words; precise about NA handling.
 * 2. An isiXhosa-speaking community radio presenter in the Eastern Cape: warm, chatty, on-air framing,
 *    mixing in isiXhosa ("molweni", "zingaphi" = how many, "phi" = where, "nini" = when, "ewe"/"hayi" =
 *    yes/no, "enkosi"), with a few slips of spelling ("Easten Cape", "Northen Cape").
 * 3. An insurance claims analyst: vehicle hijackings, business and cash-in-transit robberies, months and
 *    quarters, ratios and rates per incident; busy and terse.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone; `published_date` is never read. A row without `event_date` (NA) is
 *   outside every year, "since"/"between" window, quarter, weekday and "most recent"/"latest" and is
 *   left out of a weekday or quarter ranking. "Since 2019" is from 1 January 2019; "2020 to 2024" is
 *   1 January 2020 to 31 December 2024, both ends included. Mon–Fri are the weekdays of `event_date`.
 *   A quarter is of the month of `event_date`, all years together (Q1 = January to March, and so on).
 * - People are sums of the stated figures: `victims_killed`, `victims_injured`, `victims_children`,
 *   `victims_police`, `suspects_female` / `suspects_male`, `num_suspects_arrested`. A null (NA) figure
 *   adds nothing to a sum.
 * - A mean "with na.rm = TRUE" is over the incidents whose figure is stated (NA rows leave the
 *   denominator), to two decimals. A median of suspects' ages pools every stated age in `suspect_ages`
 *   (one per suspect) over the selected rows; an even count takes the mean of the middle two.
 * - A rate "per incident" (arrests per hijacking, per CIT or business robbery) is the sum of
 *   `num_suspects_arrested` over the number of selected incidents, every selected incident in the
 *   denominator, to one decimal.
 * - The share of incidents with a child victim is over the incidents whose `victims_children` is stated
 *   (not NA); an incident counts when its figure is above zero; nearest whole percent.
 * - The share of suspects who were female is the sum of `suspects_female` over the sum of
 *   `suspects_female` and `suspects_male` (NAs add nothing), to one decimal of a percent.
 * - The share of incidents that were vehicle losses is over all the notebook's incidents, nearest whole
 *   percent.
 * - Crime kinds: a "hijacking" is `carjacking` or `truck hijacking` (not `vehicle theft`); a "vehicle
 *   loss" is `carjacking`, `truck hijacking` or `vehicle theft`. "Robberies" (of any kind) are `armed
 *   robbery`, `robbery`, `house robbery`, `business robbery` and `cash-in-transit robbery`; hijackings
 *   are not among them. "CIT" is `cash-in-transit robbery`. "Murders" are `murder` alone; "rape" is
 *   `rape` alone.
 * - "Nobody arrested" is `arrest_made === false` (an unstated arrest is not a "no").
 * - "How many more killed in P than in Q" is the difference of the two sums of `victims_killed`; P must
 *   have more.
 * - Rankings carry their tally and a tie at the top is an error in the question: the province with the
 *   most suspects arrested (summed), the Eastern Cape municipality with the most incidents (rows with no
 *   municipality left out; answered as written or without "City of"), the province with the most child
 *   victims (summed), the weekday with the most people killed (summed over the dated incidents whose
 *   `victims_killed` is stated), and the quarter with the most robberies of any kind (answered "Q3",
 *   "third quarter" and the like).
 * - A list of provinces is every province with at least one incident of the crime, alphabetical.
 * - Refusals: the ground truth holds no time of day of an incident, no court outcomes or sentences, no
 *   rand values of losses, no victims' ages (only whether a victim was a child), no bail status of
 *   suspects, and nothing on whether stolen vehicles were recovered.
 */
import {
  anyCrime,
  type BlindQuestion,
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
  rounded,
  sinceYear,
  weekday,
  within,
} from './ground-truth-questions';

/** A hijacking: of a car or of a truck; a plain vehicle theft is not one. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
/** A vehicle loss: a hijacking or a vehicle theft. */
const vehicleLoss = anyCrime('carjacking', 'truck hijacking', 'vehicle theft');
/** A robbery of any kind; hijackings are not among them. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
const citOrBusiness = anyCrime('cash-in-transit robbery', 'business robbery');
const murder = has('murder');
const rape = has('rape');
const easternCape = inProvince('Eastern Cape');
const MON_TO_FRI = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const monToFri = (r: DevRow) => MON_TO_FRI.includes(weekday(r) ?? '');

/** The median of the values; none is an error in the question. */
export function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  if (sorted.length === 0) throw new Error('no value to take a median of');
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Suspects arrested per selected incident, every selected incident in the denominator, to one decimal. */
function arrestsPerIncident(rows: readonly DevRow[]) {
  if (rows.length === 0) throw new Error('no incident to take a rate over');
  return number(rounded(suspectsArrested(rows) / rows.length, 1));
}

/** The quarter of an incident's date (any year), or undefined when undated. */
const quarterOf = (r: DevRow) => {
  const m = month(r);
  return m === undefined ? undefined : `Q${Math.ceil(m / 3)}`;
};
const QUARTER_WORDS: Readonly<Record<string, string[]>> = {
  Q1: ['Q1', 'first quarter', 'January to March'],
  Q2: ['Q2', 'second quarter', 'April to June'],
  Q3: ['Q3', 'third quarter', 'July to September'],
  Q4: ['Q4', 'fourth quarter', 'October to December'],
};
const quarterNames = (key: string) => QUARTER_WORDS[key] ?? key;

const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const easternCapeMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(easternCape), (r) => r.municipality);
/** People killed per weekday, over the dated incidents whose killed figure is stated. */
const killedByWeekday = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter((r) => r.victims_killed !== null && r.victims_killed !== undefined),
    weekday,
    (r) => r.victims_killed ?? 0,
  );
const robberyQuarterTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(robbery), quarterOf);

export const FRESH215_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the statistician, on notebook a.
  {
    notebook: 'a',
    question:
      'Murder incidents only (the category murder itself, not attempted murder): mean(victims_injured, na.rm = TRUE), to two decimals?',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      meanOf(
        rows.filter(murder).map((r) => r.victims_injured ?? null),
        2,
      ),
  },
  {
    notebook: 'a',
    question:
      'What is the median age of the suspects, pooling every stated age in suspect_ages across all incidents (one value per suspect, missing ages dropped)?',
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'a',
    question:
      'Among incidents where victims_children is not NA, what percentage had at least one child victim (victims_children > 0)? Nearest whole percent, denominator = non-NA rows only.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const statedRows = rows.filter((r) => r.victims_children !== null && r.victims_children !== undefined);
      return percentOf(statedRows, (r) => (r.victims_children ?? 0) > 0);
    },
  },
  {
    notebook: 'a',
    question:
      'group_by(province) %>% summarise(arrested = sum(num_suspects_arrested, na.rm = TRUE)) %>% slice_max(arrested) -- which province comes out on top?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'a',
    question:
      'median(hour(incident_time), na.rm = TRUE) for the murders: at what hour of the day do they typically happen?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the radio presenter, on notebook a.
  {
    notebook: 'a',
    question:
      'Molweni nonke, good morning to all our listeners! Today on the show we are talking about safety at home. Zingaphi - how many murder cases are there from the Easten Cape in these police reports?',
    covers: ['restricted count', 'conjunction', 'misspelling'],
    expect: (rows) => number(count(rows, murder, easternCape)),
  },
  {
    notebook: 'a',
    question:
      'Phi? A caller from Mthatha wants to know: in which municipality of the Eastern Cape did the most incidents happen, according to these releases?',
    covers: ['ranking'],
    ...ranking(easternCapeMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Nini, bahlobo? Our mamas are worried about the children. When was the most recent incident in the Eastern Cape where a child was among the victims?',
    covers: ['date', 'people', 'conjunction'],
    expect: (rows) =>
      dateAt(
        rowsWhere(rows, easternCape, (r) => (r.victims_children ?? 0) > 0),
        'latest',
      ),
  },
  {
    notebook: 'a',
    question:
      'Ndiyabulisa again! Bangaphi - how many more people lost their lives in the Eastern Cape than in the Western Cape, in all these incidents together? Enkosi kakhulu.',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, easternCape, inProvince('Western Cape'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'a',
    question:
      'Ewe, one last one before the music: how many years in prison did the accused get in these cases, when they went to court? Our listeners want to know if justice is done.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the claims analyst, on notebook a.
  {
    notebook: 'a',
    question: 'Hijackings (car + truck) from 2019 onwards - count?',
    covers: ['restricted count', 'calendar', 'slang'],
    expect: (rows) => number(count(rows, hijacking, sinceYear(2019))),
  },
  {
    notebook: 'a',
    question: 'Arrests per hijacking incident, car and truck combined, 1 dp.',
    covers: ['people', 'share', 'slang'],
    expect: (rows) => arrestsPerIncident(rows.filter(hijacking)),
  },
  {
    notebook: 'a',
    question: 'Date of the latest hijacking on file (car or truck)?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(hijacking), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Robberies of any kind (armed, house, business, CIT) on a Mon-Fri: how many incidents?',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, robbery, monToFri)),
  },
  {
    notebook: 'a',
    question: 'Total rand value lost across the CIT and business robbery claims?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the statistician, on notebook b.
  {
    notebook: 'b',
    question:
      'filter(!is.na(event_date), !is.na(victims_killed)) %>% group_by(wday(event_date, label = TRUE)) %>% summarise(killed = sum(victims_killed)) %>% slice_max(killed) - which weekday?',
    covers: ['ranking', 'calendar', 'people'],
    ...ranking(killedByWeekday),
  },
  {
    notebook: 'b',
    question: 'mean(victims_killed, na.rm = TRUE) over all incidents, rounded to 2 decimal places?',
    covers: ['people'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.victims_killed ?? null),
        2,
      ),
  },
  {
    notebook: 'b',
    question:
      'Of the suspects whose sex is recorded, what percentage were female? i.e. sum(suspects_female, na.rm = TRUE) / (sum(suspects_female, na.rm = TRUE) + sum(suspects_male, na.rm = TRUE)) * 100, to one decimal.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = peopleTotal('suspects_female', rows);
      return percentage(female, female + peopleTotal('suspects_male', rows), 1);
    },
  },
  {
    notebook: 'b',
    question:
      'For the rape cases only, what is the median suspect age (all stated ages pooled, NAs dropped)?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(medianOf(suspectAges(rows.filter(rape)))),
  },
  {
    notebook: 'b',
    question:
      'cor(victim_age, suspect_age, use = "complete.obs") across the incidents - what is the correlation between victim and suspect ages?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the radio presenter, on notebook b.
  {
    notebook: 'b',
    question:
      'Molweni! Today we are looking beyond our own province. Zingaphi - how many rape cases were reported in the Northen Cape in this notebook?',
    covers: ['restricted count', 'conjunction', 'misspelling'],
    expect: (rows) => number(count(rows, rape, inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question:
      'Phi, mama? Which province had the highest number of children among the victims, adding them all up? It breaks my heart, but we must talk about it.',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_children')),
  },
  {
    notebook: 'b',
    question:
      'Ewe okanye hayi - yes or no: was there any rape case in Mpumalanga where nobody at all was arrested?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, rape, inProvince('Mpumalanga'), notArrested) > 0),
  },
  {
    notebook: 'b',
    question:
      'Our taxi drivers and shopkeepers are asking: phi? In which provinces were there cash-in-transit robberies? Please list them all for us.',
    covers: ['restricted count'],
    expect: (rows) => ({
      kind: 'list',
      value: [...new Set(rows.filter(has('cash-in-transit robbery')).map((r) => r.province))].sort(),
    }),
  },
  {
    notebook: 'b',
    question:
      'Enkosi for listening, bantu bakuthi. Last question: how many of the arrested suspects were already out on bail for other cases when they were caught?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the claims analyst, on notebook b.
  {
    notebook: 'b',
    question: 'CIT + business robberies, 2020 to 2024 incl. How many?',
    covers: ['conjunction', 'calendar', 'slang'],
    expect: (rows) => number(count(rows, citOrBusiness, within('2020-01-01', '2024-12-31'))),
  },
  {
    notebook: 'b',
    question: 'Vehicle losses (carjacking, truck hijacking, vehicle theft) as % of all incidents?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, vehicleLoss),
  },
  {
    notebook: 'b',
    question: 'Busiest quarter for robberies (armed, common, house, business, CIT), all years pooled?',
    covers: ['ranking', 'calendar', 'slang'],
    ...ranking(robberyQuarterTally, quarterNames),
  },
  {
    notebook: 'b',
    question: 'Suspects arrested per CIT/business robbery incident, 1 dp?',
    covers: ['people', 'slang'],
    expect: (rows) => arrestsPerIncident(rows.filter(citOrBusiness)),
  },
  {
    notebook: 'b',
    question: 'Recovery rate on the hijacked/stolen vehicles - what % were recovered?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh215QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH215_QUESTIONS, rows);
