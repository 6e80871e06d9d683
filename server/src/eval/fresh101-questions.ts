/**
 * The hundred-and-first fresh question set (blind): thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. An Afrikaans-speaking farm-watch (plaaswag) coordinator in the Free State: blunt, practical English
 *    with Afrikaans words and word order ("plaasaanvalle", "boere", "die polisie", "hoeveel",
 *    "ja/nee", "veediefstal", "moorde", "naweek", "Vrystaat", "Noordwes") and the odd misspelling
 *    ("arested", "suspeks").
 * 2. A crime novelist researching a book: narrative, imaginative framing ("picture a winter night...",
 *    "my detective wants to know...") around a precise question.
 * 3. A performance auditor at a public audit office: formal audit language ("for the period under
 *    review", "we noted", "kindly confirm", "population", "exceptions"), sometimes numbered sub-points.
 *
 * The readings chosen (one row is one incident; "the population" is every row of the notebook; a crime
 * question counts the rows whose `crimes` hold the category):
 * - Dates are `event_date` alone: a row without one is outside every year, period, month range,
 *   "before"/"from ... onwards" window and weekday, and is never the earliest or the latest;
 *   `published_date` is never read. A weekend ("naweek") is a Saturday or Sunday of `event_date`. The
 *   southern winter is June, July and August of `event_date`, in any year. A period "1 July 2023 to
 *   31 December 2023" includes both ends.
 * - Crime categories: "murder" / "moord" / "moorde" is `murder` alone (attempted murder is not one, nor
 *   culpable homicide); "attempted murder" is `attempted murder`; "stock theft" / "veediefstal" is
 *   `stock theft`; "rape" is `rape`; "kidnapping" is `kidnapping`. A kidnapping that "also
 *   involved a murder" is a row holding both `kidnapping` and `murder`.
 * - A farm incident ("op 'n plaas", "op plase", "plaasaanval", "plaasmoord") is a row whose `location`
 *   holds the word "farm" (any case), whatever its crimes; a farm murder is such a row with `murder`.
 *   The farm questions are all kept to the Free State (`province` "Free State"; "Vrystaat").
 * - People are sums of the stated figures, a null (unstated) figure adding nothing: `victims_killed`
 *   (killed, dead, "dood", "verloor"), `victims_children` (children, under eighteen),
 *   `victims_police` (police officers, "polisiemanne en -vroue", on or off duty), `victims_female`
 *   (female victims, women), `num_suspects_arrested` (suspects arrested, "gearrest",
 *   "arested"). "Any incident recorded a police officer as a victim" is a `victims_police` sum above
 *   zero over the incidents asked about.
 * - "Nobody arrested" / "niemand arested" is `arrest_made === false` (an unstated arrest is not
 *   one); "an arrest was made" is `arrest_made === true`.
 * - Shares: the part over the whole named in the question. A share of incidents is over all the rows
 *   the question selects (the murders, the kidnappings, the Eastern Cape's incidents), a share of
 *   arrests over the notebook's sum of `num_suspects_arrested`. The novelist's shares are to the
 *   nearest whole percent, the auditor's to one decimal place; a value halfway between is an error in
 *   the question.
 * - Places: `province` as written (KwaZulu-Natal may be answered as "KZN"); "Cape Town" and
 *   "Johannesburg" as metros are the `City of Cape Town` and `City of Johannesburg` municipalities;
 *   a municipality ranking leaves out rows without `municipality` and may be answered without
 *   "City of". "Noordwes" is North West.
 * - "How many more in P than in Q" (places or periods) is the difference of the two sums; P must have
 *   more.
 * - Rankings (province with most murders, municipality with most suspects arrested, province with most
 *   people killed, province with most suspects arrested) each carry their tally; a tie at the top is an
 *   error in the question.
 * - Refusals rest on what the ground truth holds no field for: the court outcome of a case (whether
 *   an arrested suspect was later convicted or sentenced), police overtime hours worked on an
 *   investigation, and the weather at the time of an incident.
 */
import {
  atPlace,
  type BlindQuestion,
  before,
  inMunicipality,
  kznProvinceNames,
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
  arrested,
  casesOf,
  count,
  dateAt,
  excessOf,
  has,
  inProvince,
  month,
  municipalityNames,
  notArrested,
  number,
  refusal,
  sinceYear,
  sum,
  weekend,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const stockTheft = has('stock theft');
const rape = has('rape');
const kidnapping = has('kidnapping');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');
const freeState = inProvince('Free State');
/** The southern winter: June, July or August of the incident's date, any year. */
const winter = (r: DevRow) => [6, 7, 8].includes(month(r) ?? 0);

/** The people killed over the given rows. */
const killed = (rows: readonly DevRow[]) => peopleTotal('victims_killed', rows);

/** A share of rows that pass, over the rows given, as a percentage to the given decimals. */
function shareOf(rows: readonly DevRow[], test: (r: DevRow) => boolean, decimals: number) {
  return percentage(rows.filter(test).length, rows.length, decimals);
}

const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
const arrestsByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.num_suspects_arrested ?? 0,
  );
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH101_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the plaaswag coordinator, on notebook a.
  {
    notebook: 'a',
    question:
      'Goeie dag. Vir die veediefstal (stock theft) sake in hierdie releases - hoeveel suspeks het die polisie altesaam arested? Net die getal asseblief.',
    covers: ['people', 'restricted count', 'slang', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(stockTheft))),
  },
  {
    notebook: 'a',
    question:
      'Ja/nee: het die polisie enige veediefstal in Gauteng gerapporteer? Ons boere hier sê dit is net n platteland probleem.',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, stockTheft, inProvince('Gauteng')) > 0),
  },
  {
    notebook: 'a',
    question:
      'Watter provinsie het die meeste moorde? Ek bedoel murder sake, nie attempted murder nie. Net die provinsie.',
    covers: ['ranking', 'slang'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Die boere sê die skelms kom altyd naweek. Hoeveel van die moord sake het op n Saterdag of Sondag gebeur?',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },
  {
    notebook: 'a',
    question:
      'Hoeveel van die verdagtes wat gearrest is, is al skuldig bevind en tronk toe gestuur? Ons wil weet of die howe hulle werk doen.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the crime novelist, on notebook a.
  {
    notebook: 'a',
    question:
      'Chapter one of my novel opens on a kidnapping that went cold years ago. For authenticity, my detective needs the date of the earliest kidnapping in these releases - the day it happened, not the day the police wrote it up. When was it?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Picture a long winter night, rain drumming on zinc roofs. I am setting my killings in the southern winter - June, July and August, taking every year together. How many people were killed in incidents that happened in those three months?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(killed(rows.filter(winter))),
  },
  {
    notebook: 'a',
    question:
      'My detective is a tired cynic who grumbles that killers walk free. Of the murder cases in these releases, what percentage had nobody arrested when the police put out the statement, to the nearest whole percent?',
    covers: ['share', 'conjunction'],
    expect: (rows) => shareOf(rows.filter(murder), notArrested, 0),
  },
  {
    notebook: 'a',
    question:
      'The victim in my second act is a woman, and my editor wants the real toll behind the fiction. Across all the murder cases here, how many of the victims were female?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(sum(rows.filter(murder).map((r) => r.victims_female))),
  },
  {
    notebook: 'a',
    question:
      'My story cuts between two metros, Cape Town and Johannesburg, and my detective claims the Mother City is the deadlier of the two. Counting the metro municipalities themselves, how many more people were killed in Cape Town than in Johannesburg?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inMunicipality('City of Cape Town'), inMunicipality('City of Johannesburg'), killed),
  },

  // Voice 3, the performance auditor, on notebook a.
  {
    notebook: 'a',
    question:
      'For the period under review, 1 January 2019 to 31 December 2021 (by date of incident), kindly confirm the number of incidents in the population that involved attempted murder.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, has('attempted murder'), within('2019-01-01', '2021-12-31'))),
  },
  {
    notebook: 'a',
    question:
      'We noted a number of incidents in which members of the South African Police Service were themselves victims. For the Western Cape only, kindly confirm the total number of police officers recorded as victims, whether on or off duty.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Finding 3 (Eastern Cape): kindly confirm the percentage of incidents in the Eastern Cape in which an arrest was made, rounded to one decimal place.',
    covers: ['share'],
    expect: (rows) => shareOf(rows.filter(inProvince('Eastern Cape')), arrested, 1),
  },
  {
    notebook: 'a',
    question:
      'In assessing the distribution of enforcement outcomes, kindly confirm which municipality accounts for the largest number of suspects arrested across the population.',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Kindly confirm the total overtime hours worked by SAPS members on the investigations in the population, as required for our assessment of value for money.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the plaaswag coordinator, on notebook b.
  {
    notebook: 'b',
    question:
      'Plaasaanvalle in die Vrystaat: hoeveel mense is altesaam dood in die voorvalle op plase in die Free State? Tel net die wat die polisie sê op n plaas gebeur het.',
    covers: ['people', 'restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(killed(rowsWhere(rows, onAFarm, freeState))),
  },
  {
    notebook: 'b',
    question:
      'Wanneer was die laaste plaasmoord in die Vrystaat? Die datum van die moord self, nie wanneer die polisie die storie uitgestuur het nie.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, onAFarm, freeState), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Was daar enige moord op n plaas in die Vrystaat waar niemand arested is nie? Ja of nee, dankie.',
    covers: ['yes/no', 'conjunction', 'misspelling', 'slang'],
    expect: (rows) => yesNo(count(rows, murder, onAFarm, freeState, notArrested) > 0),
  },
  {
    notebook: 'b',
    question:
      'Watter provinsie het die meeste mense verloor - hoeveel dood, killed - as jy al die voorvalle saam tel? Net die provinsie se naam.',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question:
      'Ons plaaswag werk baie saam met die polisie. In Noordwes, hoeveel polisiemanne en -vroue was self slagoffers, on or off duty?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('North West')))),
  },

  // Voice 2, the crime novelist, on notebook b.
  {
    notebook: 'b',
    question:
      'The darkest thread in my book concerns children, and I want it grounded in fact. Across all the rape cases in these releases, how many of the victims were children under eighteen?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(rape))),
  },
  {
    notebook: 'b',
    question:
      'Picture a Highveld storm rolling in over the mielies as the killer makes his move. For atmosphere, my detective wants to know: in how many of the murders was it raining at the time?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'My retired detective still dreams about his first rape case. To set the flashback right, when did the earliest rape in these releases take place - the date of the attack itself?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(rape), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'In my plot an abduction turns deadly. Of the kidnapping cases in these releases, what percentage also involved a murder, to the nearest whole percent?',
    covers: ['share', 'conjunction'],
    expect: (rows) => shareOf(rows.filter(kidnapping), murder, 0),
  },
  {
    notebook: 'b',
    question:
      'My book is split in two eras, before 2021 and from January 2021 onwards, and I want the second era to feel bloodier. Counting only incidents with a known date, how many more people were killed from 2021 onwards than before 2021?',
    covers: ['people', 'calendar'],
    expect: (rows) => excessOf(rows, sinceYear(2021), before('2021-01-01'), killed),
  },

  // Voice 3, the performance auditor, on notebook b.
  {
    notebook: 'b',
    question:
      'In reviewing the effectiveness of detection, kindly confirm which province accounts for the largest number of suspects arrested in the population.',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question:
      'For the period under review, 1 July 2023 to 31 December 2023 (date of incident), kindly confirm the number of incidents in the population.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2023-07-01', '2023-12-31'))),
  },
  {
    notebook: 'b',
    question:
      'We refer to our sample of Northern Cape incidents. (1) Population: all incidents in the Northern Cape. (2) Attribute tested: victims who were children (under 18). Kindly confirm the total number of such victims.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question:
      'Kindly confirm what percentage of all suspects arrested in the population were arrested in the Northern Cape, rounded to one decimal place.',
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(suspectsArrested(rows.filter(inProvince('Northern Cape'))), suspectsArrested(rows), 1),
  },
  {
    notebook: 'b',
    question:
      'Exceptions testing, Northern Cape: we noted that the police were themselves victims elsewhere in the population. Kindly confirm whether any incident in the Northern Cape recorded a police officer as a victim, yes or no.',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(peopleTotal('victims_police', rows.filter(inProvince('Northern Cape'))) > 0),
  },
];

export const fresh101QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH101_QUESTIONS, rows);
