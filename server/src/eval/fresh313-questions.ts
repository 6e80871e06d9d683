/**
 * The three-hundred-and-thirteenth fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A Stellenbosch wine farmer in the middle of harvest: cellar talk (vintages, barrels, the pressing,
 *    "the blend", "the pick"), a little impatient, short on time, thinks of the Western Cape as home.
 * 2. A school crossing guard in Pietermaritzburg: stop sign and lollipop, safety first, the children
 *    ("little ones", "kiddies"), careful and repetitive, says things twice to be sure, a few
 *    misspellings ("kidnaping", "Northen Cape").
 * 3. A customs officer at the Beitbridge border post: formal, declarations, manifests and consignments,
 *    abbreviations ("qty", "ref.", "y/n", "CIT", "w.e.f."), asks for confirmation.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month range and "since"
 *   window and is never the most recent; `published_date` is never read. "Harvest time" is February to
 *   April of `event_date`, in any year; "the long school holidays" are December and January of
 *   `event_date`, in any year. "W.e.f. 1 January 2022" means an `event_date` on or after 2022-01-01.
 * - People are sums of the stated figures (a null adds nothing): `victims_children` (children, little
 *   ones), `victims_female` (women and girls among the victims), `num_suspects_arrested` (suspects
 *   arrested, picked up, apprehended). Suspects' ages are `suspect_ages`, one age per suspect, and their
 *   median is the middle value over every stated age of the notebook.
 * - "Arrest made" / "somebody arrested" is `arrest_made === true`; "nobody arrested" is
 *   `arrest_made === false` (an unstated arrest is neither). A share of incidents is over all the rows
 *   of the selection, to the nearest whole percent.
 * - "Murders" are `murder` (attempted murder is not); "kidnapping" is `kidnapping`; "rape cases" are
 *   `rape`; "stock theft" is `stock theft`; "CIT" is `cash-in-transit robbery`; "firearm cases" are
 *   `illegal firearm possession`; "narcotics" are `drug dealing` or `drug possession`.
 * - "The Western Cape", "KwaZulu-Natal", "Gauteng", "Limpopo" and the like are `province`; "the
 *   Swartland" is the `Swartland` municipality. "On a farm" is a row whose `location` holds the word "farm" (any
 *   case), whatever its crimes.
 * - Rankings, each carrying its tally, with a tie at the top an error in the question: the province with
 *   the most suspects arrested (summed `num_suspects_arrested`, notebooks `a` and `b`), and the
 *   municipality with the most incidents (rows without a municipality left out; answered as written or
 *   without "City of").
 * - Refusals: the ground truth holds no rand value of anything stolen or seized, no time of day, no
 *   number of firearms seized, no court sentences, and no bail status of suspects.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  femaleVictims,
  inMonths,
  inMunicipality,
  kznProvinceNames,
  medianOf,
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
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
} from './ground-truth-questions';

const murder = has('murder');
const kidnapping = has('kidnapping');
const rape = has('rape');
const stockTheft = has('stock theft');
const cit = has('cash-in-transit robbery');
const firearm = has('illegal firearm possession');
/** Narcotics: drug dealing or drug possession. */
const narcotics = anyCrime('drug dealing', 'drug possession');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');
/** Harvest time: February to April, in any year. */
const harvestTime = inMonths(2, 4);
/** The long school holidays: December or January, in any year. */
const schoolHolidays = (r: DevRow) => inMonths(12, 12)(r) || inMonths(1, 1)(r);

/** The summed suspects arrested per province. */
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
/** The incidents per municipality, rows without one left out. */
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH313_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Stellenbosch wine farmer, on notebook a.
  {
    notebook: 'a',
    question:
      "Quick one, I'm between pressings: how many murders were there in the Western Cape, my side of the world? Just the number, the grapes won't wait.",
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, murder, inProvince('Western Cape'))),
  },
  {
    notebook: 'a',
    question:
      'Which province brought in the biggest harvest of arrests - most suspects picked up, all the barrels added together?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByProvince, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'My neighbour farms out in the Swartland. When did the latest incident in that municipality happen - the day itself, not when the cops put out the notice?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inMunicipality('Swartland')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Of all the incidents in the Western Cape, what percentage ended with someone actually arrested? Round it off, I have barrels to top up.',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Western Cape')), arrested),
  },
  {
    notebook: 'a',
    question:
      "Right, bottom line: what was the total rand value of everything stolen in these cases? Stock, cash, the lot - I'm trying to work out what to insure the cellar for.",
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the Pietermaritzburg crossing guard, on notebook a.
  {
    notebook: 'a',
    question:
      'Good morning. I look after the little ones at the crossing every day, safety first. Please, how many children were victims in all of these reports together? The children, I mean, the kiddies.',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question:
      'Hello again. Here in KwaZulu-Natal, was there any kidnapping where nobody was arrested, nobody at all? Yes or no is fine, thank you.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, kidnapping, inProvince('KwaZulu-Natal'), notArrested) > 0),
  },
  {
    notebook: 'a',
    question:
      'The long school holidays worry me, when the children are home and not at my stop sign. How many incidents happened in December or January, any year, all together please?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, schoolHolidays)),
  },
  {
    notebook: 'a',
    question:
      'Sorry to ask, but how many kidnaping cases are there in these reports? Kidnaping of people, I mean. I tell the parents to be careful, always careful.',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, kidnapping)),
  },
  {
    notebook: 'a',
    question:
      'How many of these incidents happened in the early morning, between six and eight, when the children are walking to school with their bags? I hold up my lollipop from half past six.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the Beitbridge customs officer, on notebook a.
  {
    notebook: 'a',
    question:
      'Kindly state the qty of incidents in Gauteng involving illegal firearm possession where an arrest was made.',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, firearm, inProvince('Gauteng'), arrested)),
  },
  {
    notebook: 'a',
    question:
      'Ref. narcotics matters (drug dealing and drug possession): total qty of suspects apprehended across all such consignments?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(narcotics))),
  },
  {
    notebook: 'a',
    question: 'Please confirm the date of the most recent CIT robbery on record.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'For the declaration: what is the median age of the suspects, taking every suspect whose age is stated?',
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'a',
    question:
      'Qty of firearms seized in total, ref. the illegal firearm possession cases? Please give the number of weapons, not the number of cases.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the Stellenbosch wine farmer, on notebook b.
  {
    notebook: 'b',
    question:
      'Which municipality is the worst block in the vineyard, so to speak - the one with the most incidents? Give me the top one, no speeches.',
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Harvest time is February to April for us. How many incidents fell in those months, every vintage lumped together?',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, harvestTime)),
  },
  {
    notebook: 'b',
    question:
      'Stock theft in the Free State - any case where nobody got arrested? Yes or no, I need to get back to the sorting table.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, stockTheft, inProvince('Free State'), notArrested) > 0),
  },
  {
    notebook: 'b',
    question:
      'The ones that happened on farms - how many suspects were arrested in total, all of them blended together?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(onAFarm))),
  },
  {
    notebook: 'b',
    question:
      'And the courts - how many years in jail did the convicted ones get, added up? I want to know if it puts anyone off.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the Pietermaritzburg crossing guard, on notebook b.
  {
    notebook: 'b',
    question:
      'Good afternoon. Please tell me how many of the victims were women or girls, in all of these reports. The women and the girls, all together.',
    covers: ['people'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'b',
    question:
      'How many rape cases were there in the Northen Cape? Only the Northen Cape please, I want to be sure I tell the mothers right.',
    covers: ['restricted count', 'conjunction', 'misspelling'],
    expect: (rows) => number(count(rows, rape, inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question:
      'Of the rape cases, what percentage had somebody arrested? I ask because I always say: stop, look, and the police will come.',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(rape), arrested),
  },
  {
    notebook: 'b',
    question:
      'When was the most recent kidnapping, the date it happened? I keep a list by my stop sign so I must have it correct.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Were the suspects already out on bail when they did these things? How many of them were out on bail, please?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the Beitbridge customs officer, on notebook b.
  {
    notebook: 'b',
    question: 'Qty of incidents in Limpopo province where an arrest was made, as per the record?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Limpopo'), arrested)),
  },
  {
    notebook: 'b',
    question:
      'Which province declares the highest total qty of suspects arrested? Please state the province only.',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question:
      'Firearm cases (illegal possession) w.e.f. 1 January 2022: kindly provide the qty of incidents.',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, firearm, sinceYear(2022))),
  },
  {
    notebook: 'b',
    question: 'Confirm y/n: any CIT robbery recorded in Mpumalanga province?',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(rowsWhere(rows, cit, inProvince('Mpumalanga')).length > 0),
  },
  {
    notebook: 'b',
    question:
      'Ref. all consignments seized: what was the total declared value in rand of the contraband recovered?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh313QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH313_QUESTIONS, rows);
