/**
 * The two-hundred-and-twenty-sixth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A Cape Town tour guide worried about tourists' safety: casual, local words ("howzit", "Joburg",
 *    "Bloem"), names tourist spots and suburbs (Hout Bay, Khayelitsha, Kruger, the Big Hole in Kimberley),
 *    asks whether places are safe, and types a place name wrong now and then ("Khayelitsa", "Kimberly").
 * 2. A software developer who writes questions as API calls or query strings
 *    ("GET /incidents/count?province=...", "group_by=year", "ORDER BY ... DESC LIMIT 1") mixed with English.
 * 3. A grandmother in the rural Eastern Cape whose grandson types for her: respectful, isiXhosa words
 *    ("molo", "enkosi", "abantwana" for children, "amapolisa" for the police, "makhulu"), "she asks ...".
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone; `published_date` is never read. A row without `event_date` is outside
 *   every year, "from 2020 onwards" window, month range and weekday, and is never the latest or earliest.
 *   A weekend is a Saturday or Sunday of `event_date`. "Winter, June to August" is months 6 to 8 of
 *   `event_date` in any year. "group_by=year&from=2019&to=2021" is the count of incidents per calendar
 *   year of `event_date`, 2019, 2020 and 2021 in that order.
 * - Places: "the City of Cape Town" / "the Cape Town metro" is the `municipality` `City of Cape Town`;
 *   "Joburg" is `City of Johannesburg`; both are answered as written or without "City of". "Khayelitsa"
 *   (sic) is a row whose `location` holds "Khayelitsha" (any case). A province named by a city
 *   (Bloemfontein: Free State; Kimberley: Northern Cape; Polokwane: Limpopo; Nelspruit: Mpumalanga;
 *   Mahikeng: North West) is that `province`. "A game reserve or national park" is a row whose `location`
 *   holds "game reserve" or "national park" (any case). "On a farm" is a row whose `location` holds the
 *   word "farm" (any case), whatever its crimes. "Municipality" rankings leave out rows without one.
 * - Crimes: "murder" is `murder` alone (not attempted murder or culpable homicide); "rape" is `rape`;
 *   "CIT" / "cash-in-transit" is `cash-in-transit robbery`. "The top two crime types" rank the categories
 *   by the number of rows holding each (a row counts once per category it holds; `other` counts as a
 *   category like any other).
 * - People are sums of the stated figures, a null (unstated) figure adding nothing: `victims_killed`
 *   (killed), `victims_injured` (injured), `victims_children` (abantwana, children as victims),
 *   `victims_police` (amapolisa hurt or killed: police officers among the victims), `suspects_female`
 *   (women among the suspects). "Any women among the suspects" is Yes when the stated `suspects_female`
 *   sum to more than 0, otherwise No. "Any amapolisa hurt or killed" is Yes when the stated
 *   `victims_police` sum to more than 0.
 * - Ages are `suspect_ages`, one per suspect with a stated age; the mean is over those ages, rounded to
 *   one decimal (a value on the halfway mark is an error in the question).
 * - "Arrested nobody" / "arrest_made=false" is `arrest_made === false`; "arrest_made=true" is
 *   `arrest_made === true`. A share of incidents is over all the selected rows, to the nearest whole
 *   percent.
 * - "How many more rapes in the Northern Cape than in the Free State" is the difference of the two counts;
 *   the first must have more.
 * - Rankings (the metro with more killed of Cape Town and Joburg, the province with most injured, the
 *   province with most killed, the municipality with most incidents) each carry their tally; a tie at the
 *   top is an error in the question. The top two crime types are a list from `topKeys`, which refuses a
 *   tie among them or at the cut-off.
 * - Refusals: the ground truth holds no victims' nationality (tourists), no money amounts stolen, no
 *   motives, no time of day, no officers' names and no court sentences.
 */
import {
  any,
  atPlace,
  type BlindQuestion,
  inMunicipality,
  kznProvinceNames,
  peopleByProvince,
  peopleTotal,
  ranking,
  rowsWhere,
  suspectAges,
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
  inYear,
  meanOf,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  topKeys,
  weekend,
} from './ground-truth-questions';

/** The month of an incident's `event_date`, 1 to 12, or undefined when it is undated. */
const monthOf = (r: DevRow) => (r.event_date ? Number(r.event_date.slice(5, 7)) : undefined);
const winter = (r: DevRow) => [6, 7, 8].includes(monthOf(r) ?? 0);

const capeTownMetro = inMunicipality('City of Cape Town');
const joburg = inMunicipality('City of Johannesburg');
const khayelitsha = atPlace('Khayelitsha');
const easternCape = inProvince('Eastern Cape');
const gameParks = any(atPlace('game reserve'), atPlace('national park'));
const onAFarm = atPlace('farm');

/** Killed per metro, of the City of Cape Town and the City of Johannesburg only. */
const metroKilledTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter(any(capeTownMetro, joburg)),
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );

/** The provinces the tour guide names by their cities. */
const GUIDE_PROVINCES = ['Free State', 'Northern Cape', 'Limpopo', 'Mpumalanga', 'North West'];
const guideProvinceKilledTally = (rows: readonly DevRow[]) =>
  peopleByProvince('victims_killed')(rows.filter((r) => GUIDE_PROVINCES.includes(r.province)));

const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

/** Incidents per calendar year of `event_date`, for the given years in order. */
const perYear = (rows: readonly DevRow[], years: number[]) => years.map((y) => count(rows, inYear(y)));

export const FRESH226_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Cape Town tour guide, on notebook a.
  {
    notebook: 'a',
    question:
      'Howzit! I do walking tours all over the Cape Town metro, the CBD, Bo-Kaap, out to Hout Bay. How many of these incidents actually happened inside the City of Cape Town?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, capeTownMetro)),
  },
  {
    notebook: 'a',
    question:
      'Is Khayelitsa safe enough for a township tour with a group of overseas guests? How many people were killed there altogether in these reports?',
    covers: ['people', 'restricted count', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(khayelitsha))),
  },
  {
    notebook: 'a',
    question:
      'Guests always ask me if Cape Town is worse than Joburg. Between the two metros, which one had more people killed?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(metroKilledTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'When was the last murder in the Cape Town metro? Just want to know how recent it is before my next season.',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, capeTownMetro, has('murder')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'How many of the victims in the Western Cape were foreign tourists? My German clients keep asking me that.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the software developer, on notebook a.
  {
    notebook: 'a',
    question: 'GET /incidents/count?province=KwaZulu-Natal&crime=murder',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, inProvince('KwaZulu-Natal'), has('murder'))),
  },
  {
    notebook: 'a',
    question: 'SELECT province FROM incidents GROUP BY province ORDER BY SUM(victims_injured) DESC LIMIT 1',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_injured'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'share of incidents where arrest_made=false, as a percentage, round to int pls',
    covers: ['share'],
    expect: (rows) => percentOf(rows, notArrested),
  },
  {
    notebook: 'a',
    question: 'count(*) group_by=year&from=2019&to=2021 -> give me the three numbers in year order',
    covers: ['calendar'],
    expect: (rows) => ({ kind: 'list', value: perYear(rows, [2019, 2020, 2021]) }),
  },
  {
    notebook: 'a',
    question: 'GET /incidents/aggregate?crime=cash-in-transit%20robbery&field=amount_stolen_zar&op=sum',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the grandmother in the rural Eastern Cape, on notebook a.
  {
    notebook: 'a',
    question:
      'Molo. I am typing for my grandmother. She asks how many abantwana were among the victims in the Eastern Cape, where she lives.',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(easternCape))),
  },
  {
    notebook: 'a',
    question:
      'My makhulu asks: in the Eastern Cape, was there any murder where the amapolisa did not arrest anybody? Enkosi.',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, easternCape, has('murder'), notArrested) > 0),
  },
  {
    notebook: 'a',
    question:
      'She asks, with respect, how old on average were the suspects in the Eastern Cape cases, where their ages are given?',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows.filter(easternCape)), 1),
  },
  {
    notebook: 'a',
    question:
      'Grandmother wants to know why those men shot the people at New Brighton. Was it a fight about money, or something else? Enkosi kakhulu.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'She asks how many of the incidents in the Eastern Cape happened from 2020 onwards, since her grandson moved to the city.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, easternCape, sinceYear(2020))),
  },

  // Voice 1, the Cape Town tour guide, on notebook b.
  {
    notebook: 'b',
    question:
      'Taking a group up to Kruger through Mpumalanga soon. How many of the Mpumalanga incidents happened on a weekend?',
    covers: ['restricted count', 'calendar', 'conjunction'],
    expect: (rows) => number(count(rows, inProvince('Mpumalanga'), weekend)),
  },
  {
    notebook: 'b',
    question:
      'Doing a long road trip: Bloem, Kimberly for the Big Hole, Polokwane, Nelspruit, Mahikeng. Which of those provinces had the most people killed?',
    covers: ['ranking', 'people', 'misspelling'],
    ...ranking(guideProvinceKilledTally),
  },
  {
    notebook: 'b',
    question:
      'Got a farm-stay booked outside Bloem. What percentage of the Free State incidents were on farms?',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows.filter(inProvince('Free State')), onAFarm),
  },
  {
    notebook: 'b',
    question:
      'When did the most recent incident at a game reserve or national park happen? Safari clients want to know.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(gameParks), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Is it safe to drive after dark up there? At what time of night do most of these attacks happen?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the software developer, on notebook b.
  {
    notebook: 'b',
    question: 'GET /incidents/count?province=North%20West&arrest_made=true',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, inProvince('North West'), arrested)),
  },
  {
    notebook: 'b',
    question: "SELECT ROUND(AVG(age), 1) FROM suspects WHERE province = 'Limpopo' -- only where age is known",
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows.filter(inProvince('Limpopo'))), 1),
  },
  {
    notebook: 'b',
    question: 'group_by=municipality&sort=count:desc&limit=1 (drop nulls) - which muni comes out on top?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'top crime types by number of incidents, sort=desc limit=2, return just the names',
    covers: ['restricted count'],
    expect: (rows) => ({
      kind: 'list',
      value: topKeys(
        rows.flatMap((r) => r.crimes),
        (crime) => crime,
        2,
      ),
    }),
  },
  {
    notebook: 'b',
    question: 'GET /cases?fields=arresting_officer.name,arresting_officer.rank for the rape cases',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the grandmother in the rural Eastern Cape, on notebook b.
  {
    notebook: 'b',
    question:
      'Molo. My grandmother asks, in the rape cases in the Northern Cape, how many of the victims were abantwana? It breaks her heart.',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) =>
      number(peopleTotal('victims_children', rowsWhere(rows, has('rape'), inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question:
      'Her sister lives in Kimberley and her cousin in Bloemfontein. She asks how many more rape cases there were in the Northern Cape than in the Free State.',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => has('rape')(r) && inProvince('Northern Cape')(r),
        (r) => has('rape')(r) && inProvince('Free State')(r),
      ),
  },
  {
    notebook: 'b',
    question:
      'She says the cold months are the worst. How many incidents happened in winter, June to August, counting all the years together?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, winter)),
  },
  {
    notebook: 'b',
    question:
      'Makhulu asks, were any of the amapolisa themselves hurt or killed in the North West? Yes or no is enough, enkosi.',
    covers: ['yes/no', 'people', 'slang'],
    expect: (rows) => yesNo(peopleTotal('victims_police', rows.filter(inProvince('North West'))) > 0),
  },
  {
    notebook: 'b',
    question:
      'She asks how many years in prison the man got for raping those girls near Kimberley. She prays he got a long time.',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh226QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH226_QUESTIONS, rows);
