/**
 * The hundred-and-eighty-ninth fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen
 * about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. The chair of a Gauteng community policing forum: townships (Soweto, Tembisa, Alexandra or "Alex",
 *    Diepsloot), hijackings and house robberies, patrol planning; short, chatty, street words ("bust",
 *    "n", "y/n") and a few typos ("robbry", "happend", "Whats").
 * 2. A statistician at a university research unit: distributions, year-on-year change, shares that
 *    state their base, medians, and what is missing from the records; careful formal English.
 * 3. A Sesotho-first speaker in the Free State mixing Sesotho into English: "kae" (where), "bakae" /
 *    "makae" (how many, of people), "dipolao" (murders), "Foreisetata" (Free State), "basadi" (women),
 *    "bana" (children), "mapolesa" (police), "masepala" (municipality), "kgwedi" (month), "neng" (when),
 *    "Kapa Bophirima" (Western Cape), with a few misspellings ("Westen Cape", "Bloemfontien", "togetha").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - "Hijackings" are `carjacking` or `truck hijacking` (an incident with both counts once); a hijacking
 *   is not a robbery here and robberies are not hijackings. "House robbery" is `house robbery` alone
 *   (not `armed robbery`, `business robbery` or `burglary`).
 * - "Dipolao" and "murder cases" are incidents whose crimes hold `murder` (not `attempted murder` or
 *   `culpable homicide`); "more dipolao" compares those counts. "People killed" is `victims_killed`.
 * - A township or town is matched by its name in `location` (any case), a place "near" it included:
 *   Tembisa, Alexandra ("Alex"), Diepsloot, Bloemfontein. A suburb the location names without the
 *   township (Meadowlands for Soweto) is not matched. A province is `province` ("Foreisetata" is the Free
 *   State, "Kapa Bophirima" the Western Cape); a municipality is `municipality` and a police station
 *   `police_station`, rows without one left out of their rankings.
 * - Dates are `event_date` alone: a row without one is outside every year, month and weekday and is never
 *   the earliest or latest; `published_date` is never read. A weekend is a Saturday or Sunday.
 * - People are sums of the stated figures, a null figure adding nothing: `victims_children` (children,
 *   under 18), `victims_police` (police officers), `victims_female` (women victims), `victims_injured`,
 *   `victims_killed`, `num_suspects_arrested` (suspects arrested, "bust").
 * - Year-on-year change counts dated incidents by the year of `event_date`: a percentage change is
 *   100 × (later − earlier) / earlier to the nearest whole percent, an absolute change the difference;
 *   both questions ask about a rise, and a fall is an error in the question.
 * - "Missing" means null: a record lacks an event date when `event_date` is null. The share of records
 *   without one is over all the notebook's rows, to the nearest whole percent.
 * - The share of people killed in a province has as its base the sum of stated `victims_killed` over all
 *   the notebook's rows (to one decimal, as asked).
 * - The share of incidents involving an acquaintance has as its base the rows with a stated
 *   `relationship`; only `acquaintance` counts (not `partner` or `family`).
 * - The median suspect age takes each stated age in `suspect_ages` once (one per suspect); with an even
 *   number of ages it is the mean of the two middle ones.
 * - Rankings carry their tally; a tie at the top is an error in the question. The weekday and the month
 *   with the most people killed sum `victims_killed` over dated rows that state it (all years together);
 *   the incident with the most injured is the row with the largest stated `victims_injured`, named by
 *   the parts of its location no other incident shares.
 * - Refusals: the releases hold no household or population counts (so no rates per 1,000 households or
 *   per 100,000 people), no police response times, and nothing of the official SAPS quarterly
 *   statistics.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  largestIncident,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  suspectAges,
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
  month,
  number,
  percentOf,
  refusal,
  weekday,
  weekend,
} from './ground-truth-questions';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A hijacking: of a car or of a truck. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
const houseRobbery = has('house robbery');
/** "Dipolao", murder cases: `murder` alone. */
const murder = has('murder');
const gauteng = inProvince('Gauteng');
const freeState = inProvince('Free State');
const dated = (r: DevRow) => r.event_date !== null;
const killedStated = (r: DevRow) => r.victims_killed !== null && r.victims_killed !== undefined;

/** How much a count rose from the first year to the second, as a whole percentage of the first. */
export function percentRise(first: number, second: number) {
  if (second <= first) throw new Error(`no rise: ${first} -> ${second}`);
  return percentage(second - first, first);
}

/** The median of the values: the middle one, or the mean of the two middle ones. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('no value to take a median of');
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const gautengStationTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(gauteng), (r) => r.police_station);
const killedByWeekdayTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(dated).filter(killedStated), weekday, (r) => r.victims_killed ?? 0);
const killedByMonthTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter(dated).filter(killedStated),
    (r) => {
      const m = month(r);
      return m === undefined ? undefined : MONTH_NAMES[m - 1];
    },
    (r) => r.victims_killed ?? 0,
  );
const hijackingProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(hijacking), (r) => r.province);
const freeStateMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(freeState), (r) => r.municipality);

export const FRESH189_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Gauteng community-policing-forum chair, on notebook a.
  {
    notebook: 'a',
    question: 'Hijackings in Gauteng - car n truck hijackings together, how many incidents are on record?',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, hijacking, gauteng)),
  },
  {
    notebook: 'a',
    question:
      'Quick one from our CPF: is there anything in these releases from Tembisa, Alex or Diepsloot? y/n',
    covers: ['yes/no', 'slang'],
    expect: (rows) =>
      yesNo(rows.some((r) => atPlace('Tembisa')(r) || atPlace('Alexandra')(r) || atPlace('Diepsloot')(r))),
  },
  {
    notebook: 'a',
    question:
      'For patrol planning - which police station in Gauteng has the most cases logged in these releases?',
    covers: ['ranking'],
    ...ranking(gautengStationTally),
  },
  {
    notebook: 'a',
    question: 'When was the earliest house robbry in Gauteng? The day it happend, not the press date.',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rowsWhere(rows, houseRobbery, gauteng), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'Whats the house robbery rate per 1000 households in the Gauteng townships?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the statistician, on notebook a.
  {
    notebook: 'a',
    question:
      'Counting only incidents with a known event date, what was the year-on-year percentage increase in the number of incidents from 2021 to 2022, relative to 2021?',
    covers: ['calendar', 'share'],
    expect: (rows) => percentRise(count(rows, inYear(2021)), count(rows, inYear(2022))),
  },
  {
    notebook: 'a',
    question: 'As a data-completeness check: in how many incident records is the event date missing?',
    covers: ['restricted count'],
    expect: (rows) => number(rows.filter((r) => r.event_date === null).length),
  },
  {
    notebook: 'a',
    question:
      'Taking as the base all persons recorded as killed across the notebook, what percentage of them were killed in KwaZulu-Natal? Please give one decimal place.',
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(
        peopleTotal('victims_killed', rows.filter(inProvince('KwaZulu-Natal'))),
        peopleTotal('victims_killed', rows),
        1,
      ),
  },
  {
    notebook: 'a',
    question:
      'Looking at the distribution of fatalities by day of the week (dated incidents only), which weekday accounts for the most people killed?',
    covers: ['ranking', 'calendar', 'people'],
    ...ranking(killedByWeekdayTally),
  },
  {
    notebook: 'a',
    question: 'What is the incident rate per 100,000 population for each province in this notebook?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the Sesotho-first speaker in the Free State, on notebook a.
  {
    notebook: 'a',
    question: 'Dumela. Dipolao tse kae di etsahetse Eastern Cape? Ke bua ka murder cases feela.',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder, inProvince('Eastern Cape'))),
  },
  {
    notebook: 'a',
    question: 'Bana ba bakae - how many children under 18 were victims in all these reports togetha?',
    covers: ['people', 'slang', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question: 'Ke kopa ho tseba: the incident where most batho were injured, e bile kae?',
    covers: ['ranking', 'people', 'slang'],
    ...largestIncident(
      () => true,
      (r) => r.victims_injured ?? null,
    ),
  },
  {
    notebook: 'a',
    question: 'Polao ya ho qetela ko Westen Cape e bile neng? The date of the last murder there.',
    covers: ['date', 'misspelling', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Western Cape')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Mapolesa a makae - how many police officers were victims ko Kapa Bophirima (Western Cape)?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('Western Cape')))),
  },

  // Voice 1, the Gauteng community-policing-forum chair, on notebook b.
  {
    notebook: 'b',
    question:
      'Outside Gauteng now: house robberies plus hijackings (cars n trucks), how many incidents all together?',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, (r) => houseRobbery(r) || hijacking(r))),
  },
  {
    notebook: 'b',
    question: 'Which province is the worst for hijackings here, car and truck both counted?',
    covers: ['ranking', 'slang'],
    ...ranking(hijackingProvinceTally),
  },
  {
    notebook: 'b',
    question: 'How many suspects got bust for house robberies in total?',
    covers: ['people', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(houseRobbery))),
  },
  {
    notebook: 'b',
    question: 'Did any house robbery or hijacking go down over a weekend (Sat/Sun)? y/n',
    covers: ['yes/no', 'calendar', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, (r) => houseRobbery(r) || hijacking(r), weekend) > 0),
  },
  {
    notebook: 'b',
    question:
      'Whats the average police reaction time to house robbery calls in these areas? Our CPF wants to compare with Soweto.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the statistician, on notebook b.
  {
    notebook: 'b',
    question:
      'What proportion of incident records lack an event date? Use all incidents in the notebook as the base and give a whole percentage.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, (r) => r.event_date === null),
  },
  {
    notebook: 'b',
    question: 'What is the median age of the suspects, counting each suspect with a stated age once?',
    covers: ['people'],
    expect: (rows) => number(median(suspectAges(rows))),
  },
  {
    notebook: 'b',
    question:
      'Among incidents where the relationship between attacker and victim is recorded (those incidents being the base), what percentage involved an acquaintance?',
    covers: ['share', 'conjunction'],
    expect: (rows) => {
      const recorded = rows.filter((r) => r.relationship !== null && r.relationship !== undefined);
      return percentOf(recorded, (r) => r.relationship === 'acquaintance');
    },
  },
  {
    notebook: 'b',
    question:
      'Year on year, by how many incidents did murder cases increase from 2019 to 2020, counting dated incidents only?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => murder(r) && inYear(2020)(r),
        (r) => murder(r) && inYear(2019)(r),
      ),
  },
  {
    notebook: 'b',
    question:
      'How do these incident counts compare with the official SAPS quarterly crime statistics for the same provinces?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the Sesotho-first speaker in the Free State, on notebook b.
  {
    notebook: 'b',
    question:
      'Na dipolao tsa Foreisetata di feta tsa North West? Yes or no, are there more murder cases in Free State?',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, murder, freeState) > count(rows, murder, inProvince('North West'))),
  },
  {
    notebook: 'b',
    question: 'Basadi ba bakae ba bileng diphofu Foreisetata? How many women victims?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_female', rows.filter(freeState))),
  },
  {
    notebook: 'b',
    question:
      'Ke masepala ofe mona Foreisetata o nang le diketsahalo tse ngata? Which municipality has the most cases?',
    covers: ['ranking', 'slang'],
    ...ranking(freeStateMunicipalityTally),
  },
  {
    notebook: 'b',
    question: 'Ketsahalo ya ho qetela Bloemfontien e bile neng? The latest incident date there.',
    covers: ['date', 'misspelling', 'slang'],
    expect: (rows) => dateAt(rows.filter(atPlace('Bloemfontein')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Ke kgwedi efe eo batho ba bangata ba bolailweng ka yona? Which month had the most people killed, all the years together?',
    covers: ['ranking', 'calendar', 'people', 'slang'],
    ...ranking(killedByMonthTally),
  },
];

export const fresh189QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH189_QUESTIONS, rows);
