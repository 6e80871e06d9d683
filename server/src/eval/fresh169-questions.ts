/**
 * The hundred-and-sixty-ninth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. An insurance claims analyst checking incident dates, places and whether vehicles or goods were
 *    taken: precise and formal, full sentences, "kindly confirm", "the incident date, not the date of
 *    publication".
 * 2. The chairperson of a community policing forum (CPF): plain, sometimes rambling English about her
 *    area and "our station", with local nicknames for places ("Jozi", "Joburg", "the East Rand",
 *    "Bloem", "QwaQwa") and the odd typo ("arested", "kidnapings", "murdur", "suspets").
 * 3. A radio talk-show producer preparing a segment: punchy and colloquial, one striking figure or a
 *    top-3 list per question ("body count", "cops", "go!").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, "since"/"after" window and
 *   weekday, and is never the earliest or the most recent; `published_date` is never read. A weekend is
 *   a Saturday or Sunday of `event_date`. A calendar month is the month of `event_date` in any year.
 * - "A vehicle was taken" is `carjacking`, `truck hijacking` or `vehicle theft` (a cash-in-transit
 *   robbery is not a vehicle taken). "Goods were taken" is `theft`, `stock theft`, `burglary` or a
 *   robbery of any type: `armed robbery`, `robbery`, `house robbery`, `business robbery`,
 *   `cash-in-transit robbery`. "Goods or a vehicle taken" is either. Poaching, illegal mining and fraud
 *   are not goods taken.
 * - People are sums of the stated figures: `victims_killed` (killed, body count), `victims_injured`
 *   (injured), `victims_children` (kids, children), `victims_police` (police officers, cops, among the
 *   victims), `num_victims` (victims of one incident), `num_suspects_arrested` (suspects arrested,
 *   nabbed). A null (unstated) figure adds nothing.
 * - "Our station" is the `police_station` field as written: Johannesburg Central for the CPF in Jozi
 *   (notebook `a`). A place's nickname is a field: "Jozi" / "Joburg" is the `City of Johannesburg`
 *   municipality, "the East Rand" the `Ekurhuleni` municipality, "QwaQwa" the `Maluti-a-Phofung`
 *   municipality, and "Bloem and the metro around it" the `Mangaung` municipality (Bloemfontein with
 *   Thaba Nchu and the farms around). Her station in Bloem (Park Road) is named in passing and counts
 *   nothing. A farm is a row whose `location` holds the word "farm" (any case); "murders" are `murder`
 *   (not `attempted murder`).
 * - "No arrest" is `arrest_made === false`; "ended in an arrest" is `arrest_made === true`. A share of
 *   incidents is over the rows selected (all the notebook's rows unless the question narrows them), to
 *   the nearest whole percent.
 * - "By how many does P exceed Q" is the difference of the two counts; P must have more.
 * - Rankings carry their tally and a tie at the top is an error in the question: the municipality
 *   with the most incidents where goods or a vehicle were taken (answered as written or without "City
 *   of"), the month with the most incidents in Jozi, the province with the most police officers among
 *   the victims, and the single incident with the most victims (named by the parts of its location no
 *   other incident shares). A top three is the three keys with the highest tallies, with no tie at the
 *   top, among the three, or at the cut: the crime categories by incidents (the firearm category may be
 *   answered as "firearm"), and the provinces by suspects arrested.
 * - Refusals: the releases' ground truth holds no rand value of what was stolen and no court outcome
 *   (convictions or sentences) of the people arrested.
 */
import { MONTH_NAMES } from '../corpus/calendar';
import {
  any,
  anyCrime,
  atPlace,
  type BlindQuestion,
  inMunicipality,
  largestIncident,
  leaderOf,
  peopleByProvince,
  peopleTotal,
  rankedTally,
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
  crimeNames,
  dateAt,
  excessOf,
  has,
  inProvince,
  month,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
} from './ground-truth-questions';

/** A vehicle was taken: a carjacking, a truck hijacking or a vehicle theft. */
const vehicleTaken = anyCrime('carjacking', 'truck hijacking', 'vehicle theft');
/** Goods were taken: a theft, stock theft, burglary or robbery of any type. */
const goodsTaken = anyCrime(
  'theft',
  'stock theft',
  'burglary',
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
const goodsOrVehicleTaken = any(goodsTaken, vehicleTaken);

/** The CPF's station in Jozi. */
const ourStation = (r: DevRow) => r.police_station === 'Johannesburg Central';
const jozi = inMunicipality('City of Johannesburg');
const eastRand = inMunicipality('Ekurhuleni');
const qwaQwa = inMunicipality('Maluti-a-Phofung');
/** "Bloem and the metro around it": the Mangaung municipality. */
const mangaung = inMunicipality('Mangaung');

/**
 * The three keys with the highest tallies, top first: a tie at the top is no single leader, and a tie
 * among the three or at the cut leaves no single top three.
 */
function topThree(tally: Map<string, number>): string[] {
  leaderOf(tally);
  const ranked = rankedTally(tally).slice(0, 4);
  const figures = ranked.map(([, n]) => n);
  if (ranked.length < 3 || new Set(figures).size !== figures.length)
    throw new Error(`no single top 3: ${JSON.stringify(ranked)}`);
  return ranked.slice(0, 3).map(([key]) => key);
}

const takenByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(goodsOrVehicleTaken), (r) => r.municipality);
const joziByMonth = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(jozi), (r) => {
    const m = month(r);
    return m === undefined ? undefined : MONTH_NAMES[m - 1];
  });
const crimeTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.flatMap((r) => r.crimes),
    (crime) => crime,
  );
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH169_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the insurance claims analyst, on notebook a.
  {
    notebook: 'a',
    question:
      'Please state the number of incidents in Gauteng province in which a motor vehicle was taken, that is, a carjacking, a truck hijacking or a theft of a vehicle.',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, vehicleTaken, inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question:
      'On what date did the most recent incident involving the taking of a vehicle (carjacking, hijacking or vehicle theft) occur? I require the incident date, not the date of publication.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(vehicleTaken), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Kindly confirm whether a cash-in-transit robbery is recorded in KwaZulu-Natal with an incident date on or after 1 January 2020. A yes or no will suffice.',
    covers: ['yes/no', 'calendar', 'conjunction'],
    expect: (rows) =>
      yesNo(count(rows, has('cash-in-transit robbery'), inProvince('KwaZulu-Natal'), sinceYear(2020)) > 0),
  },
  {
    notebook: 'a',
    question:
      'Which municipality accounts for the highest number of incidents in which goods or a vehicle were taken (theft, burglary, robbery of any kind, carjacking or hijacking)?',
    covers: ['ranking', 'restricted count'],
    ...ranking(takenByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Please provide the total value, in rand, of the vehicles and goods reported stolen across these incidents, for reconciliation against our claims register.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the CPF chairperson in Jozi, on notebook a.
  {
    notebook: 'a',
    question:
      'Good evening, I chair the CPF here in town and our station is Joburg Central. How many of these police releases actually came out of our station? People at the meetings keep asking me.',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, ourStation)),
  },
  {
    notebook: 'a',
    question:
      'Hello again. For the whole of Jozi, I mean the City of Joburg and not all of Gauteng, how many suspects were arested altogether in these reports? I want to tell the members the police are doing something.',
    covers: ['people', 'slang', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(jozi))),
  },
  {
    notebook: 'a',
    question:
      'My sister lives on the East Rand and she says nobody ever gets caught there. Of all the incidents on the East Rand, what percentage had no arrest at all?',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows.filter(eastRand), notArrested),
  },
  {
    notebook: 'a',
    question:
      'We are planning our patrols for the year, so which month of the year has the most incidents in Jozi, taking all the years together? The kidnapings and so on, everything.',
    covers: ['ranking', 'calendar', 'slang', 'misspelling'],
    ...ranking(joziByMonth),
  },
  {
    notebook: 'a',
    question:
      'One more thing, our members worry about the officers too. In Jozi, was any police officer one of the victims in these incidents? Just yes or no is fine.',
    covers: ['yes/no', 'people', 'slang'],
    expect: (rows) => yesNo(peopleTotal('victims_police', rows.filter(jozi)) > 0),
  },

  // Voice 3, the radio producer, on notebook a.
  {
    notebook: 'a',
    question: 'Top 3 crimes in this batch, by number of incidents - go!',
    covers: ['ranking'],
    tally: crimeTally,
    expect: (rows) => ({
      kind: 'list',
      value: topThree(crimeTally(rows)).map((crime) => crimeNames(crime)[0] ?? crime),
    }),
  },
  {
    notebook: 'a',
    question: 'Single incident with the most victims - where did it go down?',
    covers: ['ranking', 'people', 'slang'],
    ...largestIncident(
      () => true,
      (r) => r.num_victims,
    ),
  },
  {
    notebook: 'a',
    question: 'How many cops were among the victims, all up? Just the number.',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question: 'Weekend murders - how many murdurs happened on a Sat or Sun?',
    covers: ['calendar', 'restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, has('murder'), weekend)),
  },
  {
    notebook: 'a',
    question: 'What % of these incidents ended with someone arrested? One figure pls',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },

  // Voice 1, the insurance claims analyst, on notebook b.
  {
    notebook: 'b',
    question:
      'By how many incidents does the Free State exceed Limpopo in incidents where goods were taken (theft, stock theft, burglary or robbery of any kind)?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => goodsTaken(r) && inProvince('Free State')(r),
        (r) => goodsTaken(r) && inProvince('Limpopo')(r),
      ),
  },
  {
    notebook: 'b',
    question:
      'Please state the incident date of the earliest house robbery or business robbery in these releases. The date of the incident itself is required, not the date of the statement.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(anyCrime('house robbery', 'business robbery')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'Kindly confirm whether any incident in Mpumalanga in which a vehicle was taken (carjacking, hijacking or vehicle theft) is recorded without any arrest having been made.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, vehicleTaken, inProvince('Mpumalanga'), notArrested) > 0),
  },
  {
    notebook: 'b',
    question:
      'What percentage of the incidents recorded in the Northern Cape involved goods or a vehicle being taken?',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(inProvince('Northern Cape')), goodsOrVehicleTaken),
  },
  {
    notebook: 'b',
    question:
      'How many persons in total were reported injured in incidents in which goods or a vehicle were taken?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(goodsOrVehicleTaken))),
  },

  // Voice 2, the CPF chairperson, on notebook b (her forum is in Bloem).
  {
    notebook: 'b',
    question:
      'Hi, I am the chairperson of our CPF in Bloem, our station is Park Road. How many of these incidents were in Bloem and the metro around it, Mangaung I mean, with Thaba Nchu and the farms and all that?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, mangaung)),
  },
  {
    notebook: 'b',
    question:
      'And in those Bloem and Mangaung cases, how many suspets were arrested in total? The councillor says hardly anyone gets caught but I want the real number.',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(mangaung))),
  },
  {
    notebook: 'b',
    question:
      'Of the people arrested around Bloem, how many were actually convicted in court in the end, and what sentences did they get? Our members want to know if it is worth it.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'My cousin lives up in QwaQwa (Maluti-a-Phofung, but everybody just says QwaQwa). How many people were killed there altogether in these reports? It is terrible what goes on.',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(qwaQwa))),
  },
  {
    notebook: 'b',
    question:
      'The farmers at our meeting asked me this: since the start of 2021, has there been a murdur on a farm anywhere in the Free State? Yes or no please.',
    covers: ['yes/no', 'calendar', 'conjunction', 'misspelling'],
    expect: (rows) =>
      yesNo(count(rows, has('murder'), atPlace('farm'), inProvince('Free State'), sinceYear(2021)) > 0),
  },

  // Voice 3, the radio producer, on notebook b.
  {
    notebook: 'b',
    question: 'Top 3 provinces for suspects nabbed (total arrests) - quick list',
    covers: ['ranking', 'people', 'slang'],
    tally: arrestsByProvince,
    expect: (rows) => ({ kind: 'list', value: topThree(arrestsByProvince(rows)) }),
  },
  {
    notebook: 'b',
    question: 'Total body count across the whole lot? One number for the intro.',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows)),
  },
  {
    notebook: 'b',
    question: 'Which province had the most cops among the victims?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_police')),
  },
  {
    notebook: 'b',
    question: 'Most recent murder in here - what date was it?',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, has('murder')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'How many kids were victims, all together? Need one punchy number.',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
];

export const fresh169QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH169_QUESTIONS, rows);
