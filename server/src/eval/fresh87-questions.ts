/**
 * The eighty-seventh fresh question set (blind): thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. Someone who writes to the tool as if prompting a chatbot: a role first ("Act as a crime analyst."),
 *    then the ask, then output instructions ("Return only the number.", "Answer in one word.",
 *    "Think step by step.", "YYYY-MM-DD, no commentary").
 * 2. A civil engineer interested in roads: R-routes and N-highways, bridges, incidents on the road
 *    itself, holiday traffic months, car and truck hijackings; practical, slightly technical, an
 *    occasional typo ("hijackngs").
 * 3. A Karoo municipal councillor: small towns ("dorpies", the "platteland"), the Northern Cape and the
 *    Free State, farms, the drought years, always comparing with the big metros ("Joburg", "Bloem");
 *    a few typos ("Free Sate", "Nothern Cape").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, year range, quarter, month
 *   and weekday, and is never the earliest or the latest; `published_date` is never read. A weekend is a
 *   Saturday or Sunday of `event_date`. "The second quarter of any year" is April to June of
 *   `event_date` in any year; "December and January (any year)" is a month of 12 or 1 in any year.
 *   "2015 up to and including 2018" runs from 2015-01-01 to 2018-12-31.
 * - People are sums of the stated figures: `victims_injured` (injured), `victims_killed` (killed, died),
 *   `victims_children` (children, under 18), `victims_police` (police officers, on or off duty),
 *   `suspects_female` / `suspects_male` (suspects by sex, arrested or sought), `num_suspects_arrested`
 *   (suspects arrested). A null (unstated) figure adds nothing.
 * - "Murder" is `murder` alone (attempted murder and culpable homicide are not). "Hijackings" (car and
 *   truck) are `carjacking` or `truck hijacking`; an armed robbery is not a hijacking. A "CIT"/
 *   "cash-in-transit heist" is `cash-in-transit robbery`. A "kidnaping" is `kidnapping`.
 * - "On a road" is a row whose `location` names a numbered route (R or N followed by digits, e.g.
 *   "R551") or holds the word "road", "street", "highway" or "freeway" (any case); a location naming a
 *   police station ("Park Road police station") is at the station, not on a road. "R-roads and
 *   N-highways" / "numbered routes" are the narrower reading: the location names a numbered route
 *   (an upper-case R or N directly followed by digits), whatever else it holds.
 * - "On or at a bridge" is a `location` holding the word "bridge" (any case); "on a farm" a `location`
 *   holding the word "farm" (any case), whatever the crimes.
 * - "The big metros" are the eight metropolitan municipalities, by `municipality`: City of
 *   Johannesburg, City of Cape Town, eThekwini, Ekurhuleni, City of Tshwane, Nelson Mandela Bay, Buffalo
 *   City and Mangaung. "Smaller towns and rural areas" / "outside the metros" are every other row,
 *   including rows without a `municipality`. A municipality ranking "leaving out the metros" ranks the
 *   stated non-metro `municipality` values (rows without one are left out); it is answered as written.
 * - Provinces are `province`; KwaZulu-Natal may be answered as "KZN". "The Mangaung metro
 *   (Bloemfontein)" is the `Mangaung` municipality.
 * - Shares: "percentage of the Eastern Cape incidents that involved a murder" is over the Eastern Cape
 *   rows, to one decimal; "percentage outside Cape Town" is the Western Cape rows whose `municipality`
 *   is not City of Cape Town over all Western Cape rows, nearest whole percent; the female share of
 *   suspects is the sum of `suspects_female` over the sum of `suspects_female` and `suspects_male`,
 *   nearest whole percent; the share of the Free State's killed who died on farms is the farm rows'
 *   `victims_killed` over all Free State rows' `victims_killed`, nearest whole percent. A share that
 *   lies on the halfway mark is an error in the question.
 * - "How many more in P than in Q" is the difference of the two counts (or sums); P must have more.
 * - Rankings (province by injured, by hijackings, by arrests and by numbered-route incidents;
 *   non-metro municipality by incidents; the largest CIT or hijacking by arrests, named by the parts of
 *   its location no other incident shares) each carry their tally; a tie at the top is an error in the
 *   question.
 * - Refusals: the ground truth holds no rand values of what was stolen, no population (so no rate per
 *   resident) and no time of day.
 */
import {
  any,
  anyCrime,
  atPlace,
  type BlindQuestion,
  inMonths,
  inMunicipality,
  kznProvinceNames,
  largestIncident,
  not,
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
  casesOf,
  count,
  dateAt,
  excessOf,
  has,
  inProvince,
  inYear,
  number,
  refusal,
  weekend,
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
];
const inMetro = (r: DevRow) => r.municipality !== null && METROS.includes(r.municipality);

/** A car or truck hijacking; an armed robbery is not one. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
const cit = has('cash-in-transit robbery');
const murder = has('murder');
const onAFarm = atPlace('farm');

/** A numbered route: an upper-case R or N directly followed by digits ("R551", "N1"). */
const NUMBERED_ROUTE = /\b[RN]\d+\b/;
const onNumberedRoute = (r: DevRow) => NUMBERED_ROUTE.test(r.location);
/** On a road: a numbered route or a road, street, highway or freeway named, but not a police station. */
const onRoad = (r: DevRow) =>
  (onNumberedRoute(r) || /\b(?:road|street|highway|freeway)\b/i.test(r.location)) &&
  !/\bpolice station\b/i.test(r.location);

const freeStateOrNorthernCape = any(inProvince('Free State'), inProvince('Northern Cape'));

const hijackingsByProvince = (rows: readonly DevRow[]) => tallyOf(rows.filter(hijacking), (r) => r.province);
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const numberedRouteProvinces = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(onNumberedRoute), (r) => r.province);
const nonMetroMunicipalities = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(not(inMetro)), (r) => r.municipality);
const nonMetroMunicipalitiesFsNc = (rows: readonly DevRow[]) =>
  nonMetroMunicipalities(rows.filter(freeStateOrNorthernCape));

export const FRESH87_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the chatbot prompter, on notebook a.
  {
    notebook: 'a',
    question:
      'Act as a crime analyst. Count the incidents in Gauteng that involved a kidnaping of any kind. Return only the number.',
    covers: ['restricted count', 'conjunction', 'misspelling'],
    expect: (rows) => number(count(rows, has('kidnapping'), inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question:
      'You are an expert crime statistician. Think step by step: add up the injured victims per province, then tell me which province comes out on top. Answer with the province name only, no explanation.',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_injured'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Act as a crime analyst. Of all the incidents in the Eastern Cape, what percentage involved a murder (not attempted murder)? Round to one decimal place. Output the percentage only.',
    covers: ['share', 'conjunction'],
    expect: (rows) => {
      const easternCape = rows.filter(inProvince('Eastern Cape'));
      return percentage(count(easternCape, murder), easternCape.length, 1);
    },
  },
  {
    notebook: 'a',
    question:
      'Instructions: you are a precise assistant. Task: find the earliest cash-in-transit robbery in this notebook. Output format: the incident date only, YYYY-MM-DD. Do not add commentary.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(cit), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Act as a forensic accountant. Think step by step and estimate the total rand value of the goods and cash stolen across all the robberies. Answer in one number, in rands.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the civil engineer, on notebook a.
  {
    notebook: 'a',
    question:
      "I'm a civil engineer doing a road safety review. How many of the incidents happened on a road itself, i.e. on a numbered R or N route or a named road or street, rather than at a house, business or building?",
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, onRoad)),
  },
  {
    notebook: 'a',
    question:
      'Which province had the most hijackings, counting both car hijackings and truck hijackings together?',
    covers: ['ranking', 'slang'],
    ...ranking(hijackingsByProvince, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Holiday traffic check: across December and January of any year (the festive season), how many incidents happened in total?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, any(inMonths(12, 12), inMonths(1, 1)))),
  },
  {
    notebook: 'a',
    question:
      'For a freight corridor study: how many cash-in-transit robberies plus car or truck hijackings happened in the second quarter (April to June) of any year?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, any(cit, hijacking), inMonths(4, 6))),
  },
  {
    notebook: 'a',
    question: 'Did any of these incidents take place on or at a bridge? Yes or no.',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, atPlace('bridge')) > 0),
  },

  // Voice 3, the Karoo councillor, on notebook a.
  {
    notebook: 'a',
    question:
      'How many more people were killed in the big metros (Joburg, Cape Town, Durban and the rest) than in all the smaller towns and rural areas put together?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) =>
      excessOf(rows, inMetro, not(inMetro), (selected) => peopleTotal('victims_killed', selected)),
  },
  {
    notebook: 'a',
    question:
      'Of all the Western Cape incidents, what percentage happened outside the City of Cape Town metro, out in the platteland dorpies? Nearest whole percent please.',
    covers: ['share', 'slang'],
    expect: (rows) => {
      const westernCape = rows.filter(inProvince('Western Cape'));
      return percentage(count(westernCape, not(inMunicipality('City of Cape Town'))), westernCape.length);
    },
  },
  {
    notebook: 'a',
    question:
      'The drought hit us hard from 2015 to 2018. In those years, 2015 up to and including 2018, how many incidents were there in the Western Cape and the Eastern Cape combined?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) =>
      number(
        count(
          rows,
          any(inProvince('Western Cape'), inProvince('Eastern Cape')),
          within('2015-01-01', '2018-12-31'),
        ),
      ),
  },
  {
    notebook: 'a',
    question: 'Leaving out the eight big metros, which municipality had the most incidents?',
    covers: ['ranking'],
    ...ranking(nonMetroMunicipalities),
  },
  {
    notebook: 'a',
    question:
      "What's the crime rate per 10 000 residents in our small Karoo towns compared with Cape Town's rate?",
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the chatbot prompter, on notebook b.
  {
    notebook: 'b',
    question:
      'Act as a crime analyst. Think step by step: go through every incident and add up the victims who were police officers, on or off duty. Return only the number.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question:
      'Pretend you are a police statistician. How many murders took place on a weekend, i.e. a Saturday or a Sunday? Just the number, nothing else.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },
  {
    notebook: 'b',
    question:
      'System: you are a data analyst. User: of the suspects whose sex is stated, what percentage were women? Round to the nearest whole number and reply with the number only.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = peopleTotal('suspects_female', rows);
      return percentage(female, female + peopleTotal('suspects_male', rows));
    },
  },
  {
    notebook: 'b',
    question:
      'Answer in one word, yes or no. Was there any cash-in-transit robbery in Limpopo during 2023? Do not explain.',
    covers: ['yes/no', 'conjunction', 'calendar'],
    expect: (rows) => yesNo(count(rows, cit, inProvince('Limpopo'), inYear(2023)) > 0),
  },
  {
    notebook: 'b',
    question:
      'Act as a crime analyst. Rank the provinces by the total number of suspects arrested and return only the top province. One line, no reasoning shown.',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince),
  },

  // Voice 2, the civil engineer, on notebook b.
  {
    notebook: 'b',
    question:
      'Which province had the most incidents on the numbered routes, the R-roads and N-highways? I want to know which province those routes run through.',
    covers: ['ranking'],
    ...ranking(numberedRouteProvinces),
  },
  {
    notebook: 'b',
    question: 'Car and truck hijackngs together - how many suspects were arrested in total?',
    covers: ['people', 'restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(hijacking))),
  },
  {
    notebook: 'b',
    question:
      'Which single cash-in-transit heist or hijacking had the most suspects arrested? Just give me the place.',
    covers: ['ranking'],
    ...largestIncident(any(cit, hijacking), (r) => r.num_suspects_arrested),
  },
  {
    notebook: 'b',
    question: 'What is the date of the most recent incident on an R or N route?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(onNumberedRoute), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'At what time of day do the incidents on the R-roads and N-highways usually happen, peak traffic hours or at night?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the Karoo councillor, on notebook b.
  {
    notebook: 'b',
    question: 'How many incidents took place on farms in the Free Sate and the Northern Cape together?',
    covers: ['restricted count', 'conjunction', 'misspelling'],
    expect: (rows) => number(count(rows, onAFarm, freeStateOrNorthernCape)),
  },
  {
    notebook: 'b',
    question:
      'Compare us with the big city: how many more incidents were there in the whole Nothern Cape than in the Mangaung metro around Bloem?',
    covers: ['conjunction', 'misspelling', 'slang'],
    expect: (rows) => excessOf(rows, inProvince('Northern Cape'), inMunicipality('Mangaung')),
  },
  {
    notebook: 'b',
    question: 'Out here in the Northern Cape, how many of the victims were children under 18?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question:
      'Not counting the metros, which municipality in the Free State or the Northern Cape had the most incidents?',
    covers: ['ranking'],
    ...ranking(nonMetroMunicipalitiesFsNc),
  },
  {
    notebook: 'b',
    question:
      'Of all the people killed in the Free State, what percentage died in attacks on farms? Round to the nearest whole percent.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const freeState = rowsWhere(rows, inProvince('Free State'));
      return percentage(
        peopleTotal('victims_killed', freeState.filter(onAFarm)),
        peopleTotal('victims_killed', freeState),
      );
    },
  },
];

export const fresh87QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH87_QUESTIONS, rows);
