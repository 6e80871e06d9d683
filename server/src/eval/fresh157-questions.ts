/**
 * The hundred-and-fifty-seventh fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (three voices, each putting five questions to each notebook):
 * 1. A researcher for Parliament's portfolio committee on police: formal, full sentences, asks for
 *    totals over precise periods ("1 July 2019 to 30 June 2022, inclusive") and comparisons between
 *    provinces.
 * 2. A community policing forum chairperson typing on WhatsApp: short, lowercase, abbreviations and
 *    small typos ("ppl", "hw", "wen", "r", "nmb", "y/n"), township and area names (Khayelitsha, Umlazi,
 *    QwaQwa, Mangaung) and slang ("skollies", "the cops", "our area", "joburg").
 * 3. An insurance claims analyst: hijackings, business and cash-in-transit robberies, the dates of the
 *    first and latest, where most happen, average arrests per heist, and what a claim file would need.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold
 * the category):
 * - Dates are `event_date` alone; `published_date` is never read. A row without `event_date` is
 *   outside every period, "before"/"since" window and year, and is never the earliest or latest. A
 *   period "from D1 to D2, inclusive" holds both end days (a window ending 30 June 2023 holds 30 June
 *   and not 1 July). "Since 1 Jan 2020" / "from that date onward" holds 1 January 2020; "before
 *   1 January 2020" does not.
 * - People are sums of the stated figures: `victims_killed` (killed, lost their lives),
 *   `victims_injured` (injured), `victims_children` (child victims, under eighteen), `victims_police`
 *   ("cops were victims", police officers on or off duty), `num_suspects_arrested` (suspects or
 *   "skollies" arrested). A null (unstated) figure adds nothing.
 * - A "hijacking" is `carjacking` or `truck hijacking`. "CIT" and "cash-in-transit heist" are
 *   `cash-in-transit robbery`. "Business robbery" is `business robbery` alone (not `armed robbery`).
 *   "Murder" is `murder` (not attempted murder, not culpable homicide); "rape" is `rape`; "stock theft"
 *   is `stock theft`.
 * - A province is `province`; a province compared with another is compared by the two sums (or
 *   counts), and the first named must have more ("by how many did P exceed Q" is P − Q; the reverse is
 *   an error in the question).
 * - A city or municipality is `municipality`: "joburg (the city itself)" is `City of Johannesburg`,
 *   "our area cape town" is `City of Cape Town`, "ethekwini" is `eThekwini`, "nmb" is `Nelson Mandela
 *   Bay`, "qwaqwa side (maluti a phofung municipality)" is `Maluti-a-Phofung`, "mangaung" is `Mangaung`.
 *   A township named alone ("khayelitsha") is a row whose `location` holds that word (any case).
 * - "Which areas" / "which villages" lists one name per incident: the first settlement of its
 *   `location` as `settlementOf` reads it ("R529 road next to Maphata Village, outside Giyani" is
 *   "Maphata"); a name that two incidents share is listed once.
 * - "Resulted in at least one arrest" is `arrest_made === true`; "never caught" is `arrest_made ===
 *   false` (an unstated arrest is neither). A share of incidents is over all the selected rows, to the
 *   nearest whole percent.
 * - An average of arrests per CIT robbery is over the CIT rows whose `num_suspects_arrested` is
 *   stated; the average age of suspects is over every stated age in `suspect_ages` (one per suspect);
 *   both to one decimal.
 * - Rankings (province with most child victims, province with most hijackings plus business and CIT
 *   robberies, province with most rapes, province with most business robberies) each carry their
 *   tally; a tie at the top, or nothing to rank, is an error in the question.
 * - Refusals: the ground truth holds no amount of money stolen and no make or model of a vehicle.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  before,
  inMunicipality,
  kznProvinceNames,
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
import { settlementOf } from './extraction-scoring';
import {
  arrested,
  casesOf,
  count,
  dateAt,
  excessOf,
  has,
  inProvince,
  meanOf,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  within,
} from './ground-truth-questions';

/** A hijacking: a carjacking or a truck hijacking. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
const cit = has('cash-in-transit robbery');
const businessRobbery = has('business robbery');
const murder = has('murder');

/** The stated killed summed over the rows. */
const killedIn = (rows: readonly DevRow[]) => peopleTotal('victims_killed', rows);

/** One name per incident, the first settlement of its location, each name once. */
const settlementList = (rows: readonly DevRow[]) => {
  const names = [...new Set(rows.map((r) => settlementOf(r.location).first))];
  if (names.length === 0) throw new Error('no incident to list');
  return { kind: 'list' as const, value: names };
};

const insuredCrimeProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter(anyCrime('carjacking', 'truck hijacking', 'business robbery', 'cash-in-transit robbery')),
    (r) => r.province,
  );
const rapeProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(has('rape')), (r) => r.province);
const businessRobberyProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(businessRobbery), (r) => r.province);

export const FRESH157_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the portfolio committee researcher, on notebook a.
  {
    notebook: 'a',
    question:
      'Kindly provide the total number of persons killed in incidents that occurred between 1 January 2019 and 31 December 2021, inclusive.',
    covers: ['people', 'calendar'],
    expect: (rows) => number(killedIn(rows.filter(within('2019-01-01', '2021-12-31')))),
  },
  {
    notebook: 'a',
    question:
      'What was the total number of suspects arrested in Gauteng for incidents occurring in the period 1 July 2019 to 30 June 2022?',
    covers: ['people', 'calendar', 'conjunction'],
    expect: (rows) =>
      number(suspectsArrested(rowsWhere(rows, inProvince('Gauteng'), within('2019-07-01', '2022-06-30')))),
  },
  {
    notebook: 'a',
    question:
      'By how many did the number of persons injured in the Western Cape exceed the number injured in the Eastern Cape?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Western Cape'), inProvince('Eastern Cape'), (selected) =>
        peopleTotal('victims_injured', selected),
      ),
  },
  {
    notebook: 'a',
    question:
      'What percentage of the incidents recorded in KwaZulu-Natal resulted in at least one arrest, to the nearest whole percent?',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(inProvince('KwaZulu-Natal')), arrested),
  },
  {
    notebook: 'a',
    question:
      'Which province accounted for the highest number of child victims, that is victims under the age of 18?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_children'), kznProvinceNames),
  },

  // Voice 2, the community policing forum chairperson, on notebook a.
  {
    notebook: 'a',
    question: 'how many ppl were killed in khayelitsha altogether? all the cases',
    covers: ['people', 'slang', 'restricted count'],
    expect: (rows) => number(killedIn(rows.filter(atPlace('Khayelitsha')))),
  },
  {
    notebook: 'a',
    question: 'total skollies arrested in joburg? the city itself not the whole of gauteng',
    covers: ['people', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inMunicipality('City of Johannesburg')))),
  },
  {
    notebook: 'a',
    question: 'our area cape town - any case where the cops themselves were the victims? y/n',
    covers: ['yes/no', 'people', 'slang'],
    expect: (rows) =>
      yesNo(rows.some((r) => inMunicipality('City of Cape Town')(r) && (r.victims_police ?? 0) > 0)),
  },
  {
    notebook: 'a',
    question: 'which areas in nmb had incidents? list them pls',
    covers: ['restricted count', 'slang'],
    expect: (rows) => settlementList(rows.filter(inMunicipality('Nelson Mandela Bay'))),
  },
  {
    notebook: 'a',
    question: 'wen was the latest murder in ethekwini? umlazi, glenwood, that side',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inMunicipality('eThekwini')), 'latest'),
  },

  // Voice 3, the insurance claims analyst, on notebook a.
  {
    notebook: 'a',
    question: 'How many hijacking incidents (car or truck) are recorded in total?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, hijacking)),
  },
  {
    notebook: 'a',
    question: "What's the date of the earliest cash-in-transit heist on record here?",
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(cit), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Taking hijackings, business robberies and CIT heists together, which province has the most incidents?',
    covers: ['ranking', 'conjunction'],
    ...ranking(insuredCrimeProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'Average number of suspects arrested per CIT robbery, to one decimal place?',
    covers: ['share', 'people'],
    expect: (rows) =>
      meanOf(
        rows.filter(cit).map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'a',
    question:
      'How much cash, in rand, was taken in the CIT robberies altogether? I need it for our loss ratio.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the portfolio committee researcher, on notebook b.
  {
    notebook: 'b',
    question:
      'By how many did the number of persons killed in the Free State exceed the number killed in the North West province?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Free State'), inProvince('North West'), (selected) => killedIn(selected)),
  },
  {
    notebook: 'b',
    question: 'How many incidents occurred in the period 1 January 2022 to 30 June 2023, inclusive?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2022-01-01', '2023-06-30'))),
  },
  {
    notebook: 'b',
    question: 'Which province recorded the highest number of rape incidents?',
    covers: ['ranking'],
    ...ranking(rapeProvinceTally),
  },
  {
    notebook: 'b',
    question:
      'What was the average age of the suspects in the Northern Cape whose ages were stated, to one decimal place?',
    covers: ['share', 'restricted count'],
    expect: (rows) => meanOf(suspectAges(rows.filter(inProvince('Northern Cape'))), 1),
  },
  {
    notebook: 'b',
    question:
      'Comparing murder incidents before 1 January 2020 with those from that date onward, how many more were recorded in the later period?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => murder(r) && sinceYear(2020)(r),
        (r) => murder(r) && before('2020-01-01')(r),
      ),
  },

  // Voice 2, the community policing forum chairperson, on notebook b.
  {
    notebook: 'b',
    question: 'how many cops were victims in north west? our guys r getting hit',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question: 'mangaung - any case where the skollies were never caught? y/n',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, inMunicipality('Mangaung'), notArrested) > 0),
  },
  {
    notebook: 'b',
    question: 'hw many cases in qwaqwa side (maluti a phofung municipality)?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, inMunicipality('Maluti-a-Phofung'))),
  },
  {
    notebook: 'b',
    question: 'which villages in limpopo had murders? list pls',
    covers: ['conjunction', 'slang'],
    expect: (rows) => settlementList(rowsWhere(rows, murder, inProvince('Limpopo'))),
  },
  {
    notebook: 'b',
    question: 'wen did the last stock theft happen in free state? the farmers r asking',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rowsWhere(rows, has('stock theft'), inProvince('Free State')), 'latest'),
  },

  // Voice 3, the insurance claims analyst, on notebook b.
  {
    notebook: 'b',
    question: 'Which province has the most business robberies?',
    covers: ['ranking'],
    ...ranking(businessRobberyProvinceTally),
  },
  {
    notebook: 'b',
    question: 'Most recent hijacking, car or truck - what date did it happen?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(hijacking), 'latest'),
  },
  {
    notebook: 'b',
    question: 'How many CIT and business robbery incidents have there been since 1 Jan 2020?',
    covers: ['restricted count', 'calendar', 'conjunction'],
    expect: (rows) =>
      number(count(rows, anyCrime('cash-in-transit robbery', 'business robbery'), sinceYear(2020))),
  },
  {
    notebook: 'b',
    question: 'Any cash-in-transit robbery recorded in Mpumalanga? Y/N',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, cit, inProvince('Mpumalanga')) > 0),
  },
  {
    notebook: 'b',
    question: 'Which vehicle make and model was hijacked most often?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh157QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH157_QUESTIONS, rows);
