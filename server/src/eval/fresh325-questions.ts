/**
 * The three-hundred-and-twenty-fifth fresh question set (blind): thirty questions, fifteen about
 * notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or
 * any other question set but the sixty-sixth (for the shape of the file alone). Every expectation is
 * worked out from the ground-truth rows of the question's own notebook, never typed by hand.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A rooibos tea farmer near Clanwilliam: slow and earthy, thinks in farms, stock and the Western
 *    Cape, and mixes in Afrikaans as he talks ("ag", "sommer", "die polisie", "plaas" and "plase",
 *    "die Wes-Kaap", "veediefstal" for stock theft, "ja of nee"). Long, wandering sentences that
 *    sometimes forget the question mark.
 * 2. An upholsterer in Germiston who re-covers car seats: practical and short, calls incidents "jobs"
 *    and vehicles "units", cares about hijacked cars and the East Rand, and types fast with slips
 *    ("hijackd", "arested", "happend", "Ekurhulen" for Ekurhuleni), mostly in lower case.
 * 3. A radiographer at a trauma hospital in Durban: clinical and exact, says "fatal" and "non-fatal",
 *    "trauma cases", "paediatric", keeps the killed and the injured strictly apart, and asks some
 *    things only a hospital would know (x-rays, CT scans, ICU beds, gunshot against stab wounds).
 *
 * The readings chosen (one row is one incident; a crime word counts the rows whose `crimes` hold the
 * category named):
 * - Dates are `event_date` alone: a row without one is in no month, year or "when" answer, and is
 *   never the oldest or the latest; `published_date` is never read. "December, all years together" and
 *   "January to April, any year" are months of `event_date` in any year.
 * - "Stock theft" and "veediefstal" are `stock theft`. "Hijackd cars" / "car hijackings" are
 *   `carjacking` alone; "cars and trucks" / "car or truck" / "hijackd units" are `carjacking` or
 *   `truck hijacking`. "Attempted murder cases" are rows whose crimes hold `attempted murder` (a
 *   murder row without it is not one); attempted murder is never counted as a fatality.
 * - "The East Rand" (and "Ekurhulen") is the `Ekurhuleni` municipality. A municipality answer may be
 *   given as written or without "City of". "Die Wes-Kaap" is the Western Cape province.
 * - A farm ("plaas", "plase") is a row whose `location` holds the word "farm" in any case.
 * - People are sums of the stated figures: killed / fatal / lost their lives is `victims_killed`,
 *   non-fatal injured is `victims_injured`, children / paediatric is `victims_children`, suspects
 *   arrested is `num_suspects_arrested`. A null (unstated) figure adds nothing.
 * - "Got arested" / "ended with somebody arrested" is `arrest_made === true`; "nobody arested" is
 *   `arrest_made === false` (an unstated arrest is neither). "An arrest in every farm case" is true
 *   only when every farm row has `arrest_made === true`.
 * - Shares are to the nearest whole percent: the share of jobs with an arrest is over all the rows of
 *   the selection (Gauteng's rows, or the whole notebook); the fatal share of trauma cases is the
 *   summed `victims_killed` over the summed `victims_killed` plus `victims_injured` (nulls add nothing).
 * - A "mass-casualty incident" is one with two or more `victims_killed`; its date is the latest
 *   `event_date` among them.
 * - Rankings (Western Cape municipality by incidents, single incident by non-fatal injured, province
 *   by stock theft cases, province by suspects arrested, single incident by fatalities) each carry their
 *   tally; a tie at the top is an error in the question, not an answer. A single incident is named by
 *   the parts of its location no other incident of the notebook shares.
 * - Refusals: the ground truth holds no police response times, no medical imaging (x-rays, CT scans),
 *   no distance from a farm to a police station, no kind of wound (gunshot against stab), and no
 *   hospital admissions or ICU beds.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  inMonths,
  inMunicipality,
  largestIncident,
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
  arrested,
  casesOf,
  count,
  dateAt,
  has,
  inProvince,
  month,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
} from './ground-truth-questions';

const stockTheft = has('stock theft');
/** A hijacked car or truck: carjacking or truck hijacking. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
const eastRand = inMunicipality('Ekurhuleni');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');
const westernCape = inProvince('Western Cape');
const gauteng = inProvince('Gauteng');

const westernCapeMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(westernCape), (r) => r.municipality);
const stockTheftProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(stockTheft), (r) => r.province);
const arrestsByProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH325_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the rooibos farmer, on notebook a.
  {
    notebook: 'a',
    question:
      "Ag, how many veediefstal cases are there in die polisie's reports? Stock theft I mean, sheep and cattle taken off the plaas.",
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, stockTheft)),
  },
  {
    notebook: 'a',
    question:
      'Here in die Wes-Kaap, how many suspects did die polisie arrest altogether, all the cases added up',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(westernCape))),
  },
  {
    notebook: 'a',
    question:
      'Which municipality in the Western Cape has the most incidents in these reports? Sommer just the name.',
    covers: ['ranking'],
    ...ranking(westernCapeMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'We cut the rooibos from January through to about April, that is when there are many strangers on the farms. How many incidents in the Western Cape happened in those four months, any year?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, westernCape, inMonths(1, 4))),
  },
  {
    notebook: 'a',
    question:
      'Ag man, when a farmer phones die polisie, how long do they take to get out to the plaas? What is the average response time in these cases',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the Germiston upholsterer, on notebook a.
  {
    notebook: 'a',
    question: 'how many hijackd jobs in gauteng, cars and trucks both',
    covers: ['restricted count', 'conjunction', 'misspelling'],
    expect: (rows) => number(count(rows, hijacking, gauteng)),
  },
  {
    notebook: 'a',
    question: 'East Rand (Ekurhulen) - how many incidents in total?',
    covers: ['restricted count', 'slang', 'misspelling'],
    expect: (rows) => number(count(rows, eastRand)),
  },
  {
    notebook: 'a',
    question: 'any hijackd car or truck on the East Rand where the guys got arested? yes or no',
    covers: ['yes/no', 'conjunction', 'slang', 'misspelling'],
    expect: (rows) => yesNo(count(rows, hijacking, eastRand, arrested) > 0),
  },
  {
    notebook: 'a',
    question: 'what percent of the Gauteng jobs ended with somebody arested?',
    covers: ['share', 'misspelling'],
    expect: (rows) => percentOf(rows.filter(gauteng), arrested),
  },
  {
    notebook: 'a',
    question:
      'When was the last hijackd unit in Gauteng, car or truck, going by the day it happend not the day it was in the news',
    covers: ['date', 'slang', 'misspelling'],
    expect: (rows) => dateAt(rowsWhere(rows, hijacking, gauteng), 'latest'),
  },

  // Voice 3, the Durban radiographer, on notebook a.
  {
    notebook: 'a',
    question: 'Fatal cases across the KwaZulu-Natal incidents: how many people were killed in total?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question: 'Which single incident produced the most non-fatal injured victims?',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.victims_injured ?? null,
    ),
  },
  {
    notebook: 'a',
    question:
      'Counting the killed and the injured together as trauma cases, what percentage of them were fatal? A whole percent is fine.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const killed = peopleTotal('victims_killed', rows);
      return percentage(killed, killed + peopleTotal('victims_injured', rows));
    },
  },
  {
    notebook: 'a',
    question:
      'On what date did the most recent mass-casualty incident occur? By mass-casualty I mean two or more fatalities in the one incident.',
    covers: ['date', 'people'],
    expect: (rows) =>
      dateAt(
        rows.filter((r) => (r.victims_killed ?? 0) >= 2),
        'latest',
      ),
  },
  {
    notebook: 'a',
    question: 'How many of the gunshot victims in these reports needed x-rays or a CT scan on admission?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the rooibos farmer, on notebook b.
  {
    notebook: 'b',
    question:
      'Ag, it is the plase that worry me. In the cases that happened on a farm, how many people lost their lives altogether?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(onAFarm))),
  },
  {
    notebook: 'b',
    question: 'Which province has the most stock theft cases in these reports',
    covers: ['ranking'],
    ...ranking(stockTheftProvinceTally),
  },
  {
    notebook: 'b',
    question: 'Did die polisie arrest somebody in every single farm case, ja of nee?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(rows.filter(onAFarm).every(arrested)),
  },
  {
    notebook: 'b',
    question:
      'My oupa always said it was quieter on the plase in the old days. When was the oldest farm case in these reports, the date it actually happened?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(onAFarm), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'How far were these farms from the nearest police station, in kilometres? Out here die polisie is sommer forty minutes away.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the Germiston upholsterer, on notebook b.
  {
    notebook: 'b',
    question: 'hijackd units total, cars plus trucks?',
    covers: ['restricted count', 'slang', 'misspelling'],
    expect: (rows) => number(count(rows, hijacking)),
  },
  {
    notebook: 'b',
    question: 'Mpumalanga car hijackings where nobody got arested - how many',
    covers: ['conjunction', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, has('carjacking'), inProvince('Mpumalanga'), notArrested)),
  },
  {
    notebook: 'b',
    question: 'What percentage of all the jobs had somebody arested?',
    covers: ['share', 'slang', 'misspelling'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'b',
    question: 'which province had the most suspects arested all together',
    covers: ['ranking', 'people', 'misspelling'],
    ...ranking(arrestsByProvinceTally),
  },
  {
    notebook: 'b',
    question:
      'December is our busy month at the shop, lots of seats to redo after the festive season. How many jobs happend in December, all the years together?',
    covers: ['calendar', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, (r) => month(r) === 12)),
  },

  // Voice 3, the Durban radiographer, on notebook b.
  {
    notebook: 'b',
    question: 'In the attempted murder cases, how many victims survived with non-fatal injuries?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(has('attempted murder')))),
  },
  {
    notebook: 'b',
    question: 'Total paediatric victims across all the incidents',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question: 'Which incident had the highest number of fatalities, and where did it happen?',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.victims_killed ?? null,
    ),
  },
  {
    notebook: 'b',
    question:
      'Of the injured, how many presented with gunshot wounds as opposed to stab wounds? I need the split for our trauma audit.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'How many of the injured victims were admitted to ICU or needed a hospital bed overnight?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh325QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH325_QUESTIONS, rows);
