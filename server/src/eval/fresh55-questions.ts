/**
 * The fifty-fifth fresh question set, written blind: thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, put by three people, each asking five questions of each notebook.
 *
 * The voices:
 * 1. A community-radio news producer reading bulletins aloud: short spoken questions with contractions,
 *    "folks" and numbers wanted "on air", a little slang ("cops", "nabbed", "zama zama busts"), and
 *    place names spelled as they sound ("Glebelans", "Umlaazi", "Kestel").
 * 2. A municipal councillor worried about her ward and her municipality: asks by municipality and
 *    province, puts two municipalities side by side, asks about weekends and month-end, and whether
 *    arrests followed.
 * 3. An insurance claims assessor: hijackings of cars and trucks, vehicle theft, business and house
 *    robberies; asks for shares, the largest single incident, the earliest and latest dates, and one
 *    thing the releases never state (the refusal).
 *
 * Every expectation is computed from the development set's ground truth, never typed by hand.
 *
 * The readings chosen:
 * - "Arrested", "an arrest followed", "somebody nabbed" is `arrest_made === true`; "nobody arrested",
 *   "nobody nabbed yet" is `arrest_made === false`. An incident whose arrest is not stated (null) is
 *   neither, and so it is never counted as "every incident ended with an arrest" either.
 * - "How many folks died / were killed" in one incident is that incident's stated `victims_killed`.
 *   The place a radio producer spells as it sounds is found by the correct spelling of a word of the
 *   incident's location ("Glebelands", "Kestell"), which exactly one incident holds.
 * - "Cops who got shot" are the stated `victims_police` of the incidents with a murder or an attempted
 *   murder among their crimes; a police officer whose house was burgled is a victim but was not shot.
 * - "Women and girls who were victims" is the sum of the stated `victims_female`.
 * - "Zama zama busts" are the incidents with `illegal mining` among their crimes.
 * - A weekday, a weekend (Saturday or Sunday), a month or a day of the month is read from the
 *   incident's `event_date`; an incident without one is left out of every calendar question.
 * - "Month-end" is, as the councillor says, the 25th of a month or later, in any month of any year.
 * - "The festive season" is, as the producer says, December or January, in any year.
 * - A hijacking is a `carjacking` or a `truck hijacking`; "vehicle crimes" are those and
 *   `vehicle theft`. A business robbery is the `business robbery` category alone (a cash-in-transit
 *   robbery is its own category); a house robbery is `house robbery`.
 * - A share is the percentage of all the notebook's incidents, to the nearest whole percent.
 * - A comparison of two municipalities is a ranking of those two alone: for "more incidents where
 *   nobody was arrested", the count of such incidents in each; for "more suspects arrested", the sum
 *   of the stated `num_suspects_arrested` in each. A municipality may be named with or without
 *   "City of".
 * - "Which single incident had the most suspects arrested" ranks the incidents of the kind asked by
 *   their stated `num_suspects_arrested` and is answered by a part of the leader's location that no
 *   other incident's location holds.
 * - The earliest and latest dates are those of the dated incidents of the kind asked; an undated
 *   incident is left out.
 * - Insurance is never mentioned in any release of notebook `a` or `b` (a case-insensitive search of
 *   every title and text for "insur" finds nothing), so which insurer covered a vehicle cannot be
 *   answered from the events: both of the assessor's questions about it are refusals.
 */
import {
  any,
  anyCrime,
  atPlace,
  type BlindQuestion,
  inMunicipality,
  largestIncident,
  peopleTotal,
  ranking,
  rowsWhere,
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
  sum,
  weekday,
  weekend,
} from './ground-truth-questions';

/** The one incident that passes the test; none or several is an error in the question. */
function onlyIncident(rows: readonly DevRow[], test: (r: DevRow) => boolean): DevRow {
  const found = rows.filter(test);
  const [row] = found;
  if (found.length !== 1 || !row) throw new Error(`expected one incident, found ${found.length}`);
  return row;
}

const inOneOf = (names: readonly string[]) => (r: DevRow) =>
  r.municipality !== null && names.includes(r.municipality);

/** Month-end, as the councillor puts it: the 25th of a month or later. */
export const atMonthEnd = (r: DevRow) => r.event_date !== null && Number(r.event_date.slice(8, 10)) >= 25;

/** The festive season, as the producer puts it: December or January of any year. */
export const inFestiveSeason = (r: DevRow) => {
  const month = r.event_date ? Number(r.event_date.slice(5, 7)) : undefined;
  return month === 12 || month === 1;
};

const hijacking = anyCrime('carjacking', 'truck hijacking');
const vehicleCrime = anyCrime('carjacking', 'truck hijacking', 'vehicle theft');
const shooting = anyCrime('murder', 'attempted murder');

const CAPE_TOWN_AND_ETHEKWINI = ['City of Cape Town', 'eThekwini'];
const MADIBENG_AND_MATLOSANA = ['Madibeng', 'City of Matlosana'];

export const FRESH55_QUESTIONS: BlindQuestion[] = [
  // The community-radio news producer, notebook a.
  {
    notebook: 'a',
    question:
      'Quick one for the top-of-the-hour bulletin: how many folks died in that shooting at Glebelans hostel in Umlaazi?',
    covers: ['misspelling', 'people'],
    expect: (rows) => number(onlyIncident(rows, atPlace('Glebelands')).victims_killed ?? 0),
  },
  {
    notebook: 'a',
    question: 'How many of the KZN stories still have nobody nabbed? I wanna say it on air.',
    covers: ['slang', 'restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, inProvince('KwaZulu-Natal'), notArrested)),
  },
  {
    notebook: 'a',
    question: "We're doing a midweek crime special. How many of these went down on a Wednesday?",
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Wednesday')),
  },
  {
    notebook: 'a',
    question: "What's the latest thing we've got out of the Eastern Cape? Need the date for on air.",
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, inProvince('Eastern Cape')), 'latest'),
  },
  {
    notebook: 'a',
    question: "All told, how many cops got shot in these stories? Folks'll want the number.",
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rowsWhere(rows, shooting))),
  },

  // The municipal councillor, notebook a.
  {
    notebook: 'a',
    question:
      'My ward is in Ekurhuleni. Of the incidents in our municipality, how many actually ended with somebody arrested?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, inMunicipality('Ekurhuleni'), arrested)),
  },
  {
    notebook: 'a',
    question:
      'If I compare the City of Cape Town with eThekwini, which of the two had more incidents where nobody was arrested?',
    covers: ['ranking', 'conjunction'],
    ...ranking(
      (rows) =>
        tallyOf(rowsWhere(rows, inOneOf(CAPE_TOWN_AND_ETHEKWINI), notArrested), (r) => r.municipality),
      municipalityNames,
    ),
  },
  {
    notebook: 'a',
    question:
      'Residents keep telling me weekends are the worst. How many incidents in the City of Cape Town happened on a Saturday or a Sunday?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inMunicipality('City of Cape Town'), weekend)),
  },
  {
    notebook: 'a',
    question:
      "Month-end is payday and that's when trouble starts. Of the incidents on the 25th of a month or later, how many led to an arrest?",
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, atMonthEnd, arrested)),
  },
  {
    notebook: 'a',
    question: 'Did every incident in Nelson Mandela Bay end with an arrest?',
    covers: ['yes/no'],
    expect: (rows) => {
      const here = rowsWhere(rows, inMunicipality('Nelson Mandela Bay'));
      if (here.length === 0) throw new Error('no incident in Nelson Mandela Bay');
      return yesNo(here.every(arrested));
    },
  },

  // The insurance claims assessor, notebook a.
  {
    notebook: 'a',
    question:
      'For our portfolio review: car and truck hijackings plus business robberies, what percentage of all the incidents is that?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, any(hijacking, has('business robbery'))),
  },
  {
    notebook: 'a',
    question:
      'Of the hijackings, cars and trucks both, which single incident had the most suspects arrested, and where was it?',
    covers: ['ranking'],
    ...largestIncident(hijacking, (r) => r.num_suspects_arrested),
  },
  {
    notebook: 'a',
    question: 'What is the earliest date of a house robbery or a business robbery in these releases?',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, anyCrime('house robbery', 'business robbery')), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'On what date did the most recent car or truck hijacking in this notebook take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, hijacking), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Which insurer covered the truck that was hijacked near Cape Town International Airport?',
    covers: ['refusal'],
    expect: refusal,
  },

  // The community-radio news producer, notebook b.
  {
    notebook: 'b',
    question: "How many zama zama busts are in this lot? I'd like the number for the bulletin.",
    covers: ['slang', 'restricted count'],
    expect: (rows) => number(count(rows, has('illegal mining'))),
  },
  {
    notebook: 'b',
    question: 'That farm near Kestel, how many folks were killed there? Gotta read it out at six.',
    covers: ['misspelling', 'people'],
    expect: (rows) => number(onlyIncident(rows, atPlace('Kestell')).victims_killed ?? 0),
  },
  {
    notebook: 'b',
    question: 'Festive-season angle: how many of these happened in December or January, any year?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inFestiveSeason)),
  },
  {
    notebook: 'b',
    question: 'How many women and girls were victims in the Free State stories? Need it for on air.',
    covers: ['people'],
    expect: (rows) => number(sum(rowsWhere(rows, inProvince('Free State')).map((r) => r.victims_female))),
  },
  {
    notebook: 'b',
    question: 'Did the cops nab anybody for that De Aar guest house rape?',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(onlyIncident(rows, atPlace('De Aar')).arrest_made === true),
  },

  // The municipal councillor, notebook b.
  {
    notebook: 'b',
    question: "I'm on the Mangaung council. How many of our municipality's incidents led to an arrest?",
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, inMunicipality('Mangaung'), arrested)),
  },
  {
    notebook: 'b',
    question: 'Madibeng or the City of Matlosana: which municipality saw more suspects arrested in total?',
    covers: ['ranking', 'people'],
    ...ranking(
      (rows) =>
        tallyOf(
          rowsWhere(rows, inOneOf(MADIBENG_AND_MATLOSANA)),
          (r) => r.municipality,
          (r) => r.num_suspects_arrested ?? 0,
        ),
      municipalityNames,
    ),
  },
  {
    notebook: 'b',
    question: 'How many of the Limpopo incidents happened over a weekend?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Limpopo'), weekend)),
  },
  {
    notebook: 'b',
    question: 'Around month-end, from the 25th onwards, how many incidents had nobody arrested at all?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, atMonthEnd, notArrested)),
  },
  {
    notebook: 'b',
    question: 'Were arrests made after those two police officers were killed near Mareetsane?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(onlyIncident(rows, atPlace('Mareetsane')).arrest_made === true),
  },

  // The insurance claims assessor, notebook b.
  {
    notebook: 'b',
    question:
      'What percentage of these incidents are vehicle crimes, meaning carjackings, truck hijackings or vehicle thefts?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, vehicleCrime),
  },
  {
    notebook: 'b',
    question: 'Looking at business robberies only, which single incident had the most suspects arrested?',
    covers: ['ranking'],
    ...largestIncident(has('business robbery'), (r) => r.num_suspects_arrested),
  },
  {
    notebook: 'b',
    question: 'When was the latest car or truck hijacking on file here?',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, hijacking), 'latest'),
  },
  {
    notebook: 'b',
    question: "What's the earliest date we have for a business robbery?",
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, has('business robbery')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Which insurance company held the policy on the VW Polo hijacked at Mhala?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh55QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH55_QUESTIONS, rows);
