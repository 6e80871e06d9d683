/**
 * The hundred-and-sixty-seventh fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A freelance fact-checker testing claims made in articles: every question quotes a claim ("A
 *    columnist wrote that ... - is that right?", "An op-ed claims ...") and asks either whether it
 *    holds or what the real figure is; newsroom shorthand ("op-ed", "KZN", "CIT heist") and the odd
 *    typo ("colummnist", "recieved").
 * 2. A farmers' union spokesperson: farms, stock theft, rural municipalities (as against the big
 *    metros) and arrests; blunt, with farming and local slang ("stock thieves", "nabbed", "the metros",
 *    "platteland").
 * 3. A newly arrived international student: short, simple questions that explain the South African
 *    terms she is unsure of ("hijacking, which I think means ...", "KZN, which is KwaZulu-Natal?"), with
 *    a few small misspellings ("Decmber", "Mpumulanga").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month and "before"/"from"
 *   window and is never the earliest or latest; `published_date` is never read. "Before 2021" ends on
 *   31 December 2020; "from 2021 on" starts on 1 January 2021 and has no end. "In December" is the
 *   month of `event_date` in any year.
 * - People are sums of the stated figures: `victims_killed` (killed, died, lost their lives),
 *   `victims_police` (police officers among the victims), `victims_children` (children, under
 *   eighteen), `num_suspects_arrested` (suspects arrested, nabbed, locked up). A null figure adds
 *   nothing.
 * - "Stock theft" / "stock thieves" is `stock theft`. "Hijacking" of a car is `carjacking` alone (a
 *   `truck hijacking` is not one). "House robbery" is `house robbery` alone. "CIT" / "cash-in-transit
 *   heist" is `cash-in-transit robbery`. "Illegal guns" is `illegal firearm possession`. "Rape" is
 *   `rape` (sexual assault is not).
 * - A farm incident ("on a farm", "on farms") is a row whose `location` holds the word "farm" (any
 *   case), whatever its crimes.
 * - "Municipality" is `municipality`; rows without one are left out. The metros are the eight
 *   metropolitan municipalities (City of Johannesburg, City of Cape Town, eThekwini, Ekurhuleni, City
 *   of Tshwane, Nelson Mandela Bay, Buffalo City, Mangaung); a "rural municipality" ("outside the
 *   metros", "platteland") is a stated municipality that is not one of them (a row with no
 *   municipality is neither). "Cape Town" is the `City of Cape Town` municipality. A municipality may be
 *   answered as written or without "City of"; KwaZulu-Natal also as "KZN".
 * - "Led to an arrest" / "somebody was arrested" is `arrest_made === true`; an unstated arrest is not
 *   one. "Every rape led to an arrest" holds when every rape row has `arrest_made === true`.
 * - A share of incidents is over the selected rows (the whole notebook unless the question narrows
 *   it), to the nearest whole percent.
 * - The average age of suspects is the mean of every stated age in `suspect_ages` (one per suspect,
 *   over all rows), to one decimal; rows without ages add nothing.
 * - "How many more X than Y" is the difference of the two counts (or sums); X must have more.
 * - "Which provinces are covered" is the list of the distinct `province` values of the notebook.
 * - Rankings (province with most incidents, rural municipality with most incidents, municipality with
 *   most incidents, province with most suspects arrested) each carry their tally; a tie at the top is
 *   an error in the question.
 * - Refusals: the ground truth holds no rand value of stolen livestock and nothing about bail or
 *   suspects' earlier releases on bail.
 */
import {
  atPlace,
  type BlindQuestion,
  inMunicipality,
  kznProvinceNames,
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
  excessOf,
  has,
  inProvince,
  meanOf,
  month,
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
  within,
} from './ground-truth-questions';

/** The eight metropolitan municipalities, as the ground truth names them. */
export const METROS = [
  'City of Johannesburg',
  'City of Cape Town',
  'eThekwini',
  'Ekurhuleni',
  'City of Tshwane',
  'Nelson Mandela Bay',
  'Buffalo City',
  'Mangaung',
] as const;

/** A stated municipality that is not a metro; a row without a municipality is not rural here. */
const rural = (r: DevRow) =>
  r.municipality !== null && !(METROS as readonly string[]).includes(r.municipality);
const stockTheft = has('stock theft');
const cit = has('cash-in-transit robbery');
const rape = has('rape');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');
const beforeYear = (year: number) => within('0000-01-01', `${year - 1}-12-31`);

/** The killed of the rows that pass every test. */
const killedWhere =
  (...tests: ((r: DevRow) => boolean)[]) =>
  (rows: readonly DevRow[]) =>
    peopleTotal('victims_killed', rowsWhere(rows, ...tests));

const provinceTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.province);
const ruralMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(rural), (r) => r.municipality);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH167_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the fact-checker, on notebook a.
  {
    notebook: 'a',
    question:
      'A colummnist wrote that more people were killed in KZN incidents than in the Western Cape and Eastern Cape put together - is that right?',
    covers: ['yes/no', 'people', 'conjunction', 'slang', 'misspelling'],
    expect: (rows) =>
      yesNo(
        killedWhere(inProvince('KwaZulu-Natal'))(rows) >
          killedWhere(inProvince('Western Cape'))(rows) + killedWhere(inProvince('Eastern Cape'))(rows),
      ),
  },
  {
    notebook: 'a',
    question:
      'An op-ed claims 40 people died in the Eastern Cape incidents in these releases. What is the real number of people killed there?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(killedWhere(inProvince('Eastern Cape'))(rows)),
  },
  {
    notebook: 'a',
    question:
      'A news site said more than half of these cases involved illegal guns. What percentage of the incidents actually involved illegal firearm possession?',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows, has('illegal firearm possession')),
  },
  {
    notebook: 'a',
    question:
      'A columnist wrote that incidents have dropped off since 2021. How many more incidents took place from 2021 on than before 2021?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => excessOf(rows, sinceYear(2021), beforeYear(2021)),
  },
  {
    notebook: 'a',
    question:
      'An article says the last CIT heist in these releases happened back in 2021. On what date did the most recent cash-in-transit robbery actually happen?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },

  // Voice 2, the farmers' union spokesperson, on notebook a.
  {
    notebook: 'a',
    question: 'How many stock theft cases are there in this lot?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, stockTheft)),
  },
  {
    notebook: 'a',
    question: 'Stock thieves nabbed - how many suspects in total were arrested in the stock theft cases?',
    covers: ['people', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(stockTheft))),
  },
  {
    notebook: 'a',
    question: 'Leaving out the big metros, which rural municipality has the most incidents on record?',
    covers: ['ranking'],
    ...ranking(ruralMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Out on the platteland, in the municipalities outside the metros, what percentage of incidents ended with somebody arrested?',
    covers: ['share', 'conjunction', 'slang'],
    expect: (rows) => percentOf(rows.filter(rural), arrested),
  },
  {
    notebook: 'a',
    question: 'What is the total rand value of all the livestock the stock thieves got away with?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the international student, on notebook a.
  {
    notebook: 'a',
    question:
      'People here talk about "hijacking", which I think means stealing a car while the driver is in it (carjacking?). How many of those are there?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, has('carjacking'))),
  },
  {
    notebook: 'a',
    question: 'Which province has the most incidents?',
    covers: ['ranking'],
    ...ranking(provinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'Which provinces are covered by these police reports?',
    covers: [],
    expect: (rows) => ({ kind: 'list', value: [...new Set(rows.map((r) => r.province))].sort() }),
  },
  {
    notebook: 'a',
    question: 'When was the earliest incident in Cape Town (the "Mother City", I am told)?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(inMunicipality('City of Cape Town')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'My friends say crime goes up in the summer holidays here. How many incidents happened in Decmber, any year?',
    covers: ['calendar', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, (r) => month(r) === 12)),
  },

  // Voice 1, the fact-checker, on notebook b.
  {
    notebook: 'b',
    question: 'A columnist wrote that every rape in these releases led to an arrest - is that right?',
    covers: ['yes/no', 'restricted count'],
    expect: (rows) => yesNo(rows.filter(rape).every(arrested)),
  },
  {
    notebook: 'b',
    question:
      'An op-ed claims police made an arrest in nine out of ten cases. What percentage of incidents actually led to an arrest?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'b',
    question:
      'A writer claimed a dozen police officers were among the victims in these incidents. How many police officers were victims in total?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question:
      'A columnist wrote that Madibeng had the most incidents of any municipality. Which municipality actually has the most?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'An article claims most of the suspects arrested had recieved bail for earlier crimes. How many of them were out on bail at the time?',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },

  // Voice 2, the farmers' union spokesperson, on notebook b.
  {
    notebook: 'b',
    question: 'How many incidents happened on farms?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, onAFarm)),
  },
  {
    notebook: 'b',
    question: 'Farm attacks in the Free State: how many suspects were locked up altogether?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, onAFarm, inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question: 'When was the earliest stock theft case in here?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(stockTheft), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Which province had the most suspects nabbed, counting every arrest?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByProvince, kznProvinceNames),
  },
  {
    notebook: 'b',
    question:
      'How many more people were killed on farms in the Free State than on farms in the Northern Cape?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => onAFarm(r) && inProvince('Free State')(r),
        (r) => onAFarm(r) && inProvince('Northern Cape')(r),
        (selected) => peopleTotal('victims_killed', selected),
      ),
  },

  // Voice 3, the international student, on notebook b.
  {
    notebook: 'b',
    question: 'How many rape cases are there?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, rape)),
  },
  {
    notebook: 'b',
    question: 'How many of the victims were children (under 18, I think)?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question: 'What is the latest date of an incident in Mpumulanga province?',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(inProvince('Mpumalanga')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'What is the average age of the suspects, where their age is given?',
    covers: ['share'],
    expect: (rows) => meanOf(suspectAges(rows), 1),
  },
  {
    notebook: 'b',
    question:
      'Was there any "CIT" robbery in Limpopo? (Someone told me CIT means cash-in-transit, the armoured money vans.)',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, cit, inProvince('Limpopo')) > 0),
  },
];

export const fresh167QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH167_QUESTIONS, rows);
