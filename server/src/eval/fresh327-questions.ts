/**
 * The three-hundred-and-twenty-seventh fresh question set (blind): thirty questions, fifteen about
 * notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or any
 * other fresh question set but the sixty-sixth (for its file shape only). Every expectation is worked out
 * from the ground-truth rows of the question's own notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A diamond sorter in Kimberley: exact and orderly, asks for percentages to a stated precision, thinks
 *    of the Northern Cape as home ("the Diamond Fields", "my patch"), keeps coming back to illegal mining
 *    and to shares of a whole, and writes British spellings ("per cent", "organised", "favour",
 *    "recognise"). No slips of the pen.
 * 2. A minibus taxi rank queue marshal in Soweto, typing between loads: lower case, texting shorthand
 *    ("hw", "ppl", "n", "wit", "r", "u"), township slang ("eish", "hayi", "mara", "sharp", "the cops",
 *    "jozi", "ama-gun", "skhothane"), cares about Gauteng, robberies and guns; slips such as "robberys",
 *    "ekurhuleini" and "happend".
 * 3. A retired history teacher gathering material for a local history pamphlet: long, courteous
 *    sentences with asides, asks for the earliest and latest dates, how things moved from year to year
 *    and "what proportion", and now and then names provinces as they were before 1994 ("Natal", "the
 *    Transvaal", "the Cape Province", "the Orange Free State"), usually saying which of today's provinces
 *    he means.
 *
 * The readings chosen (one row is one incident; a crime word counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone, never `published_date`: a row without one falls in no year, decade,
 *   month or weekday, is not "before" or "in" any period, and is never the earliest or latest. "Friday"
 *   is the weekday of `event_date`; "December, any year" / "festive season" is month 12 of any year;
 *   "the 2010s" are 2010-01-01 to 2019-12-31. Whether incidents "rose from 2022 to 2023" compares the
 *   number of rows dated in each of the two years.
 * - Crime words: "murders" are `murder` alone (attempted murder and culpable homicide are not).
 *   "Robberies of all kinds" are `armed robbery`, `robbery`, `house robbery`, `business robbery` and
 *   `cash-in-transit robbery`; `carjacking` and `truck hijacking` ("hijackings") are not robberies.
 *   "Illegal mining" is `illegal mining`. "Illegal guns" / "ama-gun found illegally" is
 *   `illegal firearm possession`. "Rape cases" are `rape`.
 * - Places: a province is `province`. "Natal" is KwaZulu-Natal (also answered "KZN"); "the Transvaal"
 *   in notebook `a` is Gauteng, as the question says; "the old Transvaal" in notebook `b` is Limpopo,
 *   Mpumalanga and North West together, as the question says; "the Cape Province" is the Western and
 *   Eastern Cape together (notebook `a` has no Northern Cape row); "the Orange Free State" is the Free
 *   State; "the Diamond Fields" only sets the scene for a question that names the Northern Cape. "Joburg
 *   itself" and "jozi" are the `City of Johannesburg` municipality (answered as written or without "City
 *   of", or as "Joburg"/"Jozi"); a metro is a `municipality`, rows without one left out.
 * - People are sums of stated figures, a null adding nothing: "people killed" / "died" / "the dead" is
 *   `victims_killed` (the injured never count); "child victims" is `victims_children`; "suspects
 *   arrested" is `num_suspects_arrested`; the female share of victims is the sum of `victims_female`
 *   over the sum of `victims_female` and `victims_male` of the same rows.
 * - Arrests: "nobody arrested" is `arrest_made === false` (a null is not a no); "every illegal mining
 *   case ended with an arrest" holds when every such row has `arrest_made === true` (a null is not a
 *   yes), and a notebook with no such case is an error in the question.
 * - Shares: a share of incidents is over every row of the named whole (the notebook, a province, the
 *   illegal mining rows), undated rows included; to the nearest whole percent unless the question asks
 *   for one decimal. A share that lies halfway at its precision is an error in the question.
 * - Rankings (Gauteng metro with most incidents, province with most murders (KwaZulu-Natal also
 *   answered as "KZN" or "Natal"), province with most people killed, province with most suspects
 *   arrested in illegal mining cases) each carry their tally; a tie at the top is an error in the
 *   question, not an answer.
 * - Refusals (facts the ground truth never holds): carats or value of stones or gold recovered
 *   (notebook `a`) and the rand value or mass of ore seized (notebook `b`); which taxi association was
 *   behind a shooting (notebook `a`); whether victims were "skhothane" youths, i.e. what victims wore or
 *   their subculture (notebook `b`).
 */
import {
  anyCrime,
  type BlindQuestion,
  inMunicipality,
  kznProvinceNames,
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
  dateAt,
  has,
  inProvince,
  inYear,
  month,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sum,
  weekday,
  within,
} from './ground-truth-questions';

/** A robbery of any kind; carjacking and truck hijacking are not among them. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
const murder = has('murder');
const illegalMining = has('illegal mining');
const illegalGuns = has('illegal firearm possession');
const inAnyProvince =
  (...provinces: string[]) =>
  (r: DevRow) =>
    provinces.includes(r.province);
/** The Cape Province before 1994, as far as notebook `a` holds it. */
const capeProvince = inAnyProvince('Western Cape', 'Eastern Cape');
/** The old Transvaal as the question in notebook `b` takes it. */
const oldTransvaal = inAnyProvince('Limpopo', 'Mpumalanga', 'North West');
const joburg = inMunicipality('City of Johannesburg');

/** The killed of the given rows, nulls adding nothing. */
const killed = (rows: readonly DevRow[]) => sum(rows.map((r) => r.victims_killed ?? null));

/** The female share of the victims of stated sex, to the nearest whole percent. */
function femaleShare(rows: readonly DevRow[]) {
  const female = sum(rows.map((r) => r.victims_female));
  return percentage(female, female + sum(rows.map((r) => r.victims_male)));
}

/** Whether every one of the rows has a stated arrest; no rows at all is an error in the question. */
function everyArrested(rows: readonly DevRow[]) {
  if (rows.length === 0) throw new Error('no case to ask about');
  return rows.every((r) => r.arrest_made === true);
}

const gautengMetroTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(inProvince('Gauteng')), (r) => r.municipality);
const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
const killedByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.victims_killed ?? 0,
  );
const miningArrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter(illegalMining),
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

/** A province as the teacher may name it: KwaZulu-Natal also as "KZN" or "Natal". */
const oldProvinceNames = (name: string) =>
  [kznProvinceNames(name), name === 'KwaZulu-Natal' ? 'Natal' : []].flat();

/** A municipality as the marshal may hear it named. */
const metroNames = (name: string) => {
  const names = municipalityNames(name);
  return name === 'City of Johannesburg' ? [...names, 'Joburg', 'Jozi'] : names;
};

export const FRESH327_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Kimberley diamond sorter, on notebook a.
  {
    notebook: 'a',
    question:
      'What percentage of all the incidents in this notebook involve illegal mining? Whole per cent, please.',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows, illegalMining),
  },
  {
    notebook: 'a',
    question:
      'I sort stones in Kimberley, on the Diamond Fields, so I look for my own province first: is there any incident at all from the Northern Cape in here?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, inProvince('Northern Cape')) > 0),
  },
  {
    notebook: 'a',
    question:
      'For the illegal mining matter, how many carats of rough stones (or what value of gold) did the police recover?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Of the incidents recorded in the Western Cape, what share fell within the City of Cape Town metro - to the nearest per cent',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Western Cape')), inMunicipality('City of Cape Town')),
  },
  {
    notebook: 'a',
    question: 'Counting only incidents that took place in 2019, how many suspects were arrested in total?',
    covers: ['calendar', 'people'],
    expect: (rows) => number(suspectsArrested(rows.filter(inYear(2019)))),
  },

  // Voice 2, the Soweto taxi rank queue marshal, on notebook a.
  {
    notebook: 'a',
    question:
      'eish how many robberys in gauteng?? all kinds - house, business, CIT, armed. not the hijackings',
    covers: ['restricted count', 'conjunction', 'slang', 'misspelling'],
    expect: (rows) => number(count(rows, robbery, inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question: 'hayi mara hw many ppl died in joburg itself, not the whole of gauteng',
    covers: ['people', 'slang'],
    expect: (rows) => number(killed(rows.filter(joburg))),
  },
  {
    notebook: 'a',
    question: 'which metro in gauteng got the most incidents - jozi, ekurhuleini or tshwane?',
    covers: ['ranking', 'slang', 'misspelling'],
    ...ranking(gautengMetroTally, metroNames),
  },
  {
    notebook: 'a',
    question:
      'fridays r pay day at the rank n its chaos. hw many of the gauteng incidents happened on a friday?',
    covers: ['calendar', 'conjunction', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, inProvince('Gauteng'), (r) => weekday(r) === 'Friday')),
  },
  {
    notebook: 'a',
    question: 'sharp. which taxi association was behind the shootings in these reports, the cops must say',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the retired history teacher, on notebook a.
  {
    notebook: 'a',
    question:
      'I am putting together a small pamphlet on crime in our part of the country, and I like to begin at the beginning: what is the earliest date on which any incident in Natal - KwaZulu-Natal, as it is now called - actually took place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('KwaZulu-Natal')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Setting the four provinces side by side, as a historian would - Natal, the Transvaal (that is, Gauteng), and the Western and Eastern Cape - which of them recorded the greatest number of murders? I do not mean attempted murders.',
    covers: ['ranking'],
    ...ranking(murderProvinceTally, oldProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'What proportion of the incidents in the old Cape Province, by which I mean the Western and Eastern Cape taken together, ended with nobody arrested at all? A percentage would suit me best.',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(capeProvince), notArrested),
  },
  {
    notebook: 'a',
    question:
      "Turning to the Transvaal - Gauteng, in today's terms - how many incidents took place in the three years from 2017 to 2019 inclusive?",
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Gauteng'), within('2017-01-01', '2019-12-31'))),
  },
  {
    notebook: 'a',
    question:
      'Could you tell me, all told, how many people lost their lives in the incidents recorded in Natal? I should like to set the figure down correctly.',
    covers: ['people'],
    expect: (rows) => number(killed(rows.filter(inProvince('KwaZulu-Natal')))),
  },

  // Voice 1, the Kimberley diamond sorter, on notebook b.
  {
    notebook: 'b',
    question:
      'What share of the illegal mining incidents took place in the Northern Cape? A whole percentage, please.',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(illegalMining), inProvince('Northern Cape')),
  },
  {
    notebook: 'b',
    question:
      'In which province were the most suspects arrested in illegal mining cases, adding the arrests of every such case together?',
    covers: ['ranking', 'people'],
    ...ranking(miningArrestsByProvince),
  },
  {
    notebook: 'b',
    question:
      'The Northern Cape is my patch - the Diamond Fields. How many child victims were there in the rape cases recorded in the Northern Cape?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      number(
        sum(rowsWhere(rows, has('rape'), inProvince('Northern Cape')).map((r) => r.victims_children ?? null)),
      ),
  },
  {
    notebook: 'b',
    question:
      'What was the rand value, or the tonnage, of the ore and gold-bearing material seized from the illegal miners?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Did every illegal mining case in this notebook end with at least one arrest? Yes or no, please.',
    covers: ['yes/no'],
    expect: (rows) => yesNo(everyArrested(rows.filter(illegalMining))),
  },

  // Voice 2, the Soweto taxi rank queue marshal, on notebook b.
  {
    notebook: 'b',
    question:
      'no gauteng in this one? ok then, hw many robberies in mpumalanga - armed n house n business n CIT, not hijackings',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, robbery, inProvince('Mpumalanga'))),
  },
  {
    notebook: 'b',
    question: 'hw many of the victims were skhothane boys flexing their expensive clothes n shoes?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'the cops found ama-gun illegally hw many times in north west? illegal firearm cases only',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, illegalGuns, inProvince('North West'))),
  },
  {
    notebook: 'b',
    question: 'hayi which province had the most ppl killed? the dead only, not the injured',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(killedByProvince),
  },
  {
    notebook: 'b',
    question: 'festive season is hectic wit the long queues. hw many incidents happend in december, any year',
    covers: ['calendar', 'restricted count', 'slang', 'misspelling'],
    expect: (rows) => number(count(rows, (r) => month(r) === 12)),
  },

  // Voice 3, the retired history teacher, on notebook b.
  {
    notebook: 'b',
    question:
      'For the chapter on the Orange Free State (the Free State since 1994), may I ask on what date the earliest incident recorded there took place? The date of the incident itself, please, not of the report.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Free State')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'My pamphlet tries to show the trend from one year to the next. Did the number of incidents rise from 2022 to 2023, or not?',
    covers: ['yes/no', 'calendar'],
    expect: (rows) => yesNo(count(rows, inYear(2023)) > count(rows, inYear(2022))),
  },
  {
    notebook: 'b',
    question:
      'Among the victims in the Orange Free State whose sex is given in the reports, what proportion were female, expressed as a percentage?',
    covers: ['share', 'people', 'conjunction'],
    expect: (rows) => femaleShare(rows.filter(inProvince('Free State'))),
  },
  {
    notebook: 'b',
    question:
      "And at the other end of the story: what is the latest date of any incident in the old Transvaal, which for this purpose I take to be today's Limpopo, Mpumalanga and North West together?",
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rows.filter(oldTransvaal), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Taking the decade of the 2010s, that is 2010 to 2019 inclusive, how many suspects in all were arrested in the incidents that occurred in those years?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(suspectsArrested(rows.filter(within('2010-01-01', '2019-12-31')))),
  },
];

export const fresh327QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH327_QUESTIONS, rows);
