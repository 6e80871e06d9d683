/**
 * The two-hundred-and-sixty-ninth fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A butcher who talks in cuts and weights: "the whole carcass" is everything, "prime" is the top,
 *    "a cut of" is a share, "trimmed" is something left out, "by the kilo" is a total; blunt, cheerful.
 * 2. A dentist writing clinical notes: "presenting" for what an incident involves, "on examination",
 *    "pt"/"pts" for victims, "hx" for history, "the upper and lower" for the two halves of a year;
 *    precise, clipped.
 * 3. A pigeon racer thinking in lofts, releases and returns: "race points" are places, "clocked in" is
 *    when an incident happened, "birds home" are incidents counted, race days are the weekend; rural
 *    and unhurried, with a few misspellings ("kidnapings", "murdurs", "stok theft", "ilegal").
 *
 * How each phrase is read (one row is one incident; a crime question counts the rows whose `crimes`
 * hold the category):
 * - When is `event_date` alone, never `published_date`: an undated row is in no half-year, month,
 *   quarter, weekday, weekend or "before" window, and is never the earliest or latest. "Race days" and
 *   "a Saturday or Sunday" are the weekend of `event_date`. "The upper half" of a year is January to
 *   June, "the lower half" July to December, any year. "The back end of the season" is October to
 *   December, any year. "Before the 2018 season" is an `event_date` before 2018-01-01.
 * - People are sums of the stated figures, a null adding nothing: `victims_killed` (killed),
 *   `victims_injured` (injured, hurt), `victims_children` (youngsters under eighteen), `victims_female`
 *   (female pts), `num_victims` (victims, pts, of any sex), `num_suspects_arrested` (suspects hauled in,
 *   nabbed, arrested).
 * - "Murders" are `murder` alone (not attempted murder, not culpable homicide). "Cash-in-transit jobs"
 *   are `cash-in-transit robbery`; "truck hijackings" are `truck hijacking`. "An illegal gun charge" is
 *   `illegal firearm possession`. "Stock theft" is `stock theft`, "illegal mining" `illegal mining`.
 * - "Trimmed of" / "leaving out" / "excl." a province drops the rows of that `province`.
 * - A share of incidents is over the selected rows, to the nearest whole percent. "Ended with somebody
 *   nabbed" is `arrest_made === true`; a stated false or an unstated arrest is not one, and both stay in
 *   the whole.
 * - A median is taken over the stated values only: the suspects' ages are one value per stated age in
 *   `suspect_ages`; arrests per incident are the non-null `num_suspects_arrested`. With an even count
 *   it is the mean of the two middle values.
 * - "The upper and lower" comparisons answer yes or no; an equal count is a no.
 * - Places: a province by `province` (KwaZulu-Natal may be answered "KZN"); "the Ekurhuleni loft" is
 *   the `Ekurhuleni` municipality; a municipality ranking leaves rows without one out and is answered
 *   as written or without "City of".
 * - Rankings carry their tally (murders by province, kidnappings by province, incidents by
 *   municipality, stated suspects arrested summed by province); a tie at the top is an error.
 * - Refusals: the ground truth holds no bail amounts, no suspects' previous convictions, no value or
 *   weight of what was stolen, and nothing on whether a suspect had been drinking.
 */
import {
  anyCrime,
  type BlindQuestion,
  before,
  femaleVictims,
  inMonths,
  inMunicipality,
  kznProvinceNames,
  medianOf,
  not,
  peopleTotal,
  ranking,
  rowsWhere,
  suspectAges,
  suspectsArrested,
  tallyOf,
  victims,
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
  number,
  percentOf,
  refusal,
  weekday,
  weekend,
} from './ground-truth-questions';

const murder = has('murder');
const rape = has('rape');
const kidnapping = has('kidnapping');
const cit = has('cash-in-transit robbery');
/** The upper half of a year (January to June) and the lower (July to December), any year. */
const upperHalf = inMonths(1, 6);
const lowerHalf = inMonths(7, 12);

const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
const kidnappingProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(kidnapping), (r) => r.province);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
/** The stated suspects arrested, summed per province. */
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

/** The stated arrests of each incident, one value per incident that states them. */
const statedArrests = (rows: readonly DevRow[]) =>
  rows.flatMap((r) => (r.num_suspects_arrested === null ? [] : [r.num_suspects_arrested]));

export const FRESH269_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the butcher, on notebook a.
  {
    notebook: 'a',
    question:
      'Right then, the whole carcass: how many murders have we got, trimmed of the Western Cape ones? Just the murders, mind, not the attempts.',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, murder, not(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question: "Which province is the prime cut when it comes to murders - the one with the most of 'em?",
    covers: ['ranking', 'slang'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'By the kilo now: how many suspects got hauled in across the cash-in-transit jobs and the truck hijackings put together?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) =>
      number(suspectsArrested(rows.filter(anyCrime('cash-in-transit robbery', 'truck hijacking')))),
  },
  {
    notebook: 'a',
    question: 'What cut of the lot, as a percentage, had an illegal gun charge in it?',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows, has('illegal firearm possession')),
  },
  {
    notebook: 'a',
    question:
      'And the bail, weighed out in rand: how much bail did the courts set for the suspects, all the cases on the block together?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the dentist, on notebook a.
  {
    notebook: 'a',
    question:
      'Presenting: kidnapping. On examination, total no. of victims (pts) across all kidnapping incidents?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(victims(rows.filter(kidnapping))),
  },
  {
    notebook: 'a',
    question:
      'Murders, the upper and lower halves of the yr (Jan-Jun vs Jul-Dec, all yrs together): more in the upper half? Y/N.',
    covers: ['yes/no', 'calendar', 'slang'],
    expect: (rows) => yesNo(count(rows, murder, upperHalf) > count(rows, murder, lowerHalf)),
  },
  {
    notebook: 'a',
    question: 'Hx: median age of the suspects, counting only those whose age is on record?',
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'a',
    question: 'Earliest rape presenting in these records - date of the incident itself, pls.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(rape), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'Pt hx of the accused: how many of the arrested suspects had previous convictions on file?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the pigeon racer, on notebook a.
  {
    notebook: 'a',
    question:
      'Which province, of all the race points, has had the most kidnapings come home to roost? Count each kidnaping as one bird.',
    covers: ['ranking', 'misspelling', 'slang'],
    ...ranking(kidnappingProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Race days are Saturdays and Sundays for us. How many of the murdurs were clocked in on a Saturday or a Sunday?',
    covers: ['calendar', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },
  {
    notebook: 'a',
    question:
      'Going back a fair way: how many people were killed, all told, in the incidents clocked in before the 2018 season, that is before the first of January 2018?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(before('2018-01-01')))),
  },
  {
    notebook: 'a',
    question: 'When was the last cash-in-transit robbery clocked in? The day it happened, if you please.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Over at the Ekurhuleni loft, the municipality I mean, how many folk were hurt, injured like, across its incidents?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(inMunicipality('Ekurhuleni')))),
  },

  // Voice 1, the butcher, on notebook b.
  {
    notebook: 'b',
    question: 'The whole carcass, nothing trimmed: how many people were killed across every incident?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows)),
  },
  {
    notebook: 'b',
    question: "Friday's my busiest day at the block. How many of these incidents happened on a Friday?",
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Friday')),
  },
  {
    notebook: 'b',
    question: 'Out of the murders, what cut ended with somebody nabbed - what percentage had an arrest made?',
    covers: ['share', 'restricted count', 'slang'],
    expect: (rows) => percentOf(rows.filter(murder), arrested),
  },
  {
    notebook: 'b',
    question: 'Prime spot on the map: which municipality has the most incidents on the block?',
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'What was all the stolen stuff worth, in rand or by the kilo - the livestock, the copper, the lot added up?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the dentist, on notebook b.
  {
    notebook: 'b',
    question: 'Presenting: rape, excl. the Northern Cape. Total female pts across those incidents?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) => number(femaleVictims(rowsWhere(rows, rape, not(inProvince('Northern Cape'))))),
  },
  {
    notebook: 'b',
    question:
      'Suspects arrested, the upper vs lower half of the yr (Jan-Jun vs Jul-Dec, all yrs): more in the lower half? Y/N.',
    covers: ['yes/no', 'calendar', 'people', 'slang'],
    expect: (rows) =>
      yesNo(suspectsArrested(rows.filter(lowerHalf)) > suspectsArrested(rows.filter(upperHalf))),
  },
  {
    notebook: 'b',
    question:
      'On examination of the arrests: median no. of suspects arrested per incident, where the number is stated?',
    covers: ['people'],
    expect: (rows) => number(medianOf(statedArrests(rows))),
  },
  {
    notebook: 'b',
    question: 'Earliest kidnapping on record - date of onset, i.e. when it happened?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'Hx of EtOH: how many suspects were intoxicated (had been drinking) at the time of the offence?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the pigeon racer, on notebook b.
  {
    notebook: 'b',
    question:
      'Which province, of all the race points, had the most suspects arrested? Every suspect taken in counts, added up over its incidents.',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question:
      'How many youngsters, children under eighteen, were among the victims, all race points together?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question:
      'Towards the back end of the season, October to December of any year, how many murdurs were clocked in?',
    covers: ['calendar', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, murder, inMonths(10, 12))),
  },
  {
    notebook: 'b',
    question: 'How many stok theft or ilegal mining cases came in from the Northern Cape race points?',
    covers: ['conjunction', 'restricted count', 'misspelling'],
    expect: (rows) =>
      number(count(rows, anyCrime('stock theft', 'illegal mining'), inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question: 'When was the last murder clocked in at a Free State race point?',
    covers: ['date', 'conjunction', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Free State')), 'latest'),
  },
];

export const fresh269QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH269_QUESTIONS, rows);
