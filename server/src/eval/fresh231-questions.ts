/**
 * The two-hundred-and-thirty-first fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A municipal bus driver on early and late shifts: plain and practical, thinks in depots, routes and
 *    rosters, weekdays against weekends; short questions with a little slang ("Joburg", "Bloem", "cops",
 *    "Sat/Sun", "y/n", "go down") and the odd typo ("Wich").
 * 2. An imam preparing a Friday notice for the congregation: respectful and gentle, speaks of "our
 *    brothers and sisters", asks after the victims, their families and the children.
 * 3. An archivist cataloguing the releases: precise about what a record states and what it leaves
 *    unknown ("how many records lack"), earliest and latest dates, counts of distinct places, series.
 *
 * The readings chosen (one row is one incident, one record; a crime question counts the rows whose
 * `crimes` hold the category):
 * - Dates are `event_date` alone: a row without one is outside every year, date window, weekday and
 *   weekend, and is never the earliest or the latest; `published_date` is never read. A weekend is a
 *   Saturday or Sunday of `event_date`; a weekday is Monday to Friday. A date window ("between 1 July 2020
 *   and 30 June 2022") holds both of its end days. A series by year counts the rows whose `event_date`
 *   falls in each year, listed in year order.
 * - "Hijackings, car or truck" are `carjacking` or `truck hijacking`; "robberies" of any kind are
 *   `armed robbery`, `robbery`, `house robbery`, `business robbery` and `cash-in-transit robbery`.
 *   "Murders" are `murder`; "rape or sexual assault" is either category.
 * - People are sums of the stated figures: `victims_killed` (lost their lives, souls lost),
 *   `victims_children` (children among those harmed), `victims_female` / `victims_male` (our sisters /
 *   our brothers, the sex of victims). A null (unstated) figure adds nothing. "An incident where a child
 *   was harmed" is a row whose stated `victims_children` is at least one.
 * - The share of victims who were women and girls is the sum of `victims_female` over the sum of
 *   `victims_female` and `victims_male` (nulls add nothing). The share of incidents in Johannesburg, and
 *   of robberies and hijackings, is over all the notebook's rows, dated or not. Shares are to the nearest
 *   whole percent; a share lying exactly on a half is an error in the question.
 * - "Cape Town" is the `City of Cape Town` municipality; "Joburg itself" is `City of Johannesburg`;
 *   "Bloem" is `Mangaung`. A municipality question leaves out rows without one, and a municipality may
 *   be answered as written or without "City of".
 * - "The person who did harm was known to the victim" is `relationship` of `partner`, `family` or
 *   `acquaintance`; a null relationship is unknown and not counted. "A member of their own family" is
 *   `family` or `partner`.
 * - "How many records lack" a field counts the rows where that field is null. Distinct municipalities
 *   are counted over the rows that name one, each name once; per province, the names of that province's
 *   rows.
 * - The average lives lost per murder is the mean of the stated `victims_killed` of the `murder` rows
 *   (unstated ones are not averaged), to one decimal. The median of suspects arrested is over the rows
 *   that state `num_suspects_arrested`; with an even number of them it is the mean of the middle two.
 * - "How many more X than Y" is the difference of the two counts; X must have more.
 * - Rankings (weekday of most robberies and hijackings, province of most lives lost, province of most
 *   children harmed, municipality of most incidents, province of most distinct municipalities) each
 *   carry their tally; a tie at the top is an error in the question. A top three must have three
 *   distinct tallies, above the fourth, and is listed most first.
 * - Refusals: the releases' ground truth holds no time of day, no names of victims, no bus or taxi
 *   routes and nothing about the future, and no motives of the attackers.
 */
import {
  anyCrime,
  type BlindQuestion,
  knewTheAttacker,
  leaderOf,
  peopleByProvince,
  peopleTotal,
  percentage,
  rankedTally,
  ranking,
  tallyOf,
  yesNo,
} from './blind-sets';
import type { DevRow } from './dev-set';
import {
  casesOf,
  count,
  dateAt,
  distinct,
  excessOf,
  inProvince,
  inYear,
  meanOf,
  municipalityNames,
  number,
  percentOf,
  refusal,
  rounded,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

/** A robbery of any kind. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
/** A hijacking, of a car or of a truck. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
const robberyOrHijacking = (r: DevRow) => robbery(r) || hijacking(r);
/** Monday to Friday of the event date; an undated row is neither a weekday nor a weekend. */
const weekdayOnly = (r: DevRow) => weekday(r) !== undefined && !weekend(r);
const inCity = (name: string) => (r: DevRow) => r.municipality === name;
/** A child among the victims, as the release states it. */
const childHarmed = (r: DevRow) => (r.victims_children ?? 0) >= 1;
const ownFamily = (r: DevRow) => r.relationship === 'family' || r.relationship === 'partner';

/** The `size` keys of a tally with the most, most first; a tie among them or at the cut-off is an error. */
function topOf(tally: Map<string, number>, size: number): string[] {
  const ranked = rankedTally(tally).slice(0, size + 1);
  const figures = ranked.map(([, n]) => n);
  if (ranked.length < size || new Set(figures).size !== figures.length)
    throw new Error(`no single leader for a top ${size}: ${JSON.stringify(ranked)}`);
  return ranked.slice(0, size).map(([key]) => key);
}

/** The median of the stated values (the mean of the middle two when they are even in number). */
function medianOf(values: (number | null | undefined)[]) {
  const stated = values.filter((v): v is number => v !== null && v !== undefined).sort((x, y) => x - y);
  if (stated.length === 0) throw new Error('no stated value to take a median of');
  const middle = Math.floor(stated.length / 2);
  const value =
    stated.length % 2 === 1 ? (stated[middle] ?? 0) : ((stated[middle - 1] ?? 0) + (stated[middle] ?? 0)) / 2;
  return number(rounded(value, 1));
}

const robberyWeekdayTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(robberyOrHijacking), weekday);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
/** Per province, how many distinct municipalities its rows name. */
const distinctMunicipalitiesByProvince = (rows: readonly DevRow[]) => {
  const names = new Map<string, Set<string>>();
  for (const r of rows) {
    if (r.municipality === null) continue;
    const seen = names.get(r.province) ?? new Set<string>();
    seen.add(r.municipality);
    names.set(r.province, seen);
  }
  return new Map([...names].map(([province, seen]) => [province, seen.size]));
};

export const FRESH231_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the bus driver, on notebook a.
  {
    notebook: 'a',
    question:
      'Wich day of the week do most of the robberies and hijackings go down on? Sorting out my roster.',
    covers: ['ranking', 'calendar', 'misspelling', 'slang'],
    ...ranking(robberyWeekdayTally),
  },
  {
    notebook: 'a',
    question: 'Weekdays vs weekends - how many more incidents happened Mon to Fri than on a Sat or Sun?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => excessOf(rows, weekdayOnly, weekend),
  },
  {
    notebook: 'a',
    question: 'Any hijackings in Cape Town at all, car or truck? y/n',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, hijacking, inCity('City of Cape Town')) > 0),
  },
  {
    notebook: 'a',
    question: 'What % of all the incidents were in Joburg itself, the city, not the rest of Gauteng?',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows, inCity('City of Johannesburg')),
  },
  {
    notebook: 'a',
    question: 'What time of day do most of these happen, early morning or late at night? I work both shifts.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the imam, on notebook a.
  {
    notebook: 'a',
    question:
      'As we prepare our Friday prayers for the bereaved, could you tell me in which three provinces the most of our brothers and sisters lost their lives, the hardest hit first?',
    covers: ['ranking', 'people'],
    tally: peopleByProvince('victims_killed'),
    expect: (rows) => ({ kind: 'list', value: topOf(peopleByProvince('victims_killed')(rows), 3) }),
  },
  {
    notebook: 'a',
    question:
      'With a heavy heart I ask: in how many of these incidents was at least one child among those who were harmed?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(count(rows, childHarmed)),
  },
  {
    notebook: 'a',
    question:
      'Among the victims where it is told whether they were men or women, what share were our sisters - women and girls - as a percentage?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = peopleTotal('victims_female', rows);
      return percentage(female, female + peopleTotal('victims_male', rows));
    },
  },
  {
    notebook: 'a',
    question:
      'So that families may take care, in how many of these incidents was the one who did harm known to the victim - a husband or partner, a relative or an acquaintance?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, knewTheAttacker)),
  },
  {
    notebook: 'a',
    question:
      'Could you kindly give me the names of those who were killed, so that we may remember each of them by name in our prayers?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the archivist, on notebook a.
  {
    notebook: 'a',
    question: 'How many records lack an incident date?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, (r) => r.event_date === null)),
  },
  {
    notebook: 'a',
    question: 'What is the earliest incident date recorded in this collection?',
    covers: ['date'],
    expect: (rows) => dateAt(rows, 'earliest'),
  },
  {
    notebook: 'a',
    question: 'How many distinct municipalities are recorded, leaving aside the records that name none?',
    covers: ['restricted count'],
    expect: (rows) => number(distinct(rows.map((r) => r.municipality))),
  },
  {
    notebook: 'a',
    question:
      'For each incident year from 2019 to 2022, how many records are dated in that year? Please list them in year order.',
    covers: ['calendar'],
    expect: (rows) => ({
      kind: 'list',
      value: [2019, 2020, 2021, 2022].map((year) => count(rows, inYear(year))),
    }),
  },
  {
    notebook: 'a',
    question: 'What is the median number of suspects arrested per record, over the records that state it?',
    covers: ['people'],
    expect: (rows) => medianOf(rows.map((r) => r.num_suspects_arrested)),
  },

  // Voice 1, the bus driver, on notebook b.
  {
    notebook: 'b',
    question: "Which municipality's got the most incidents on the books?",
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, (name) => [...new Set(municipalityNames(name))]),
  },
  {
    notebook: 'b',
    question: 'Last hijacking on record, car or truck - what date was that?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(hijacking), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Sat/Sun incidents in Limpopo, how many?',
    covers: ['calendar', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, inProvince('Limpopo'), weekend)),
  },
  {
    notebook: 'b',
    question: 'Out of everything here, what % was robberies or hijackings of any kind?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, robberyOrHijacking),
  },
  {
    notebook: 'b',
    question: 'Which bus or taxi route is gonna see the next shooting? Wanna steer clear of it.',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the imam, on notebook b.
  {
    notebook: 'b',
    question:
      'Our hearts go out to the little ones. In which province were the most children counted among the victims?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_children')),
  },
  {
    notebook: 'b',
    question:
      'In the murders recorded here, how many souls were lost on average in each one, to one decimal place?',
    covers: ['people'],
    expect: (rows) =>
      meanOf(
        rows.filter(anyCrime('murder')).map((r) => r.victims_killed ?? null),
        1,
      ),
  },
  {
    notebook: 'b',
    question:
      'With sorrow I must ask how many of these incidents involved rape or sexual assault, so that we may support the families affected.',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, anyCrime('rape', 'sexual assault'))),
  },
  {
    notebook: 'b',
    question:
      'Was any of our brothers and sisters harmed by a member of their own family in these incidents? A simple yes or no is enough.',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, ownFamily) > 0),
  },
  {
    notebook: 'b',
    question:
      'What drove these men to such cruelty? I would like to explain to the congregation the reasons behind these attacks.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the archivist, on notebook b.
  {
    notebook: 'b',
    question: 'How many records lack a municipality?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, (r) => r.municipality === null)),
  },
  {
    notebook: 'b',
    question: 'What is the latest incident date recorded in this collection?',
    covers: ['date'],
    expect: (rows) => dateAt(rows, 'latest'),
  },
  {
    notebook: 'b',
    question: 'How many more records carry an incident date in 2023 than in 2022?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => excessOf(rows, inYear(2023), inYear(2022)),
  },
  {
    notebook: 'b',
    question: 'How many records are dated between 1 July 2020 and 30 June 2022, both days included?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, within('2020-07-01', '2022-06-30'))),
  },
  {
    notebook: 'b',
    question: 'Which province has the largest number of distinct municipalities recorded?',
    covers: ['ranking'],
    tally: distinctMunicipalitiesByProvince,
    expect: (rows) => ({ kind: 'text', value: leaderOf(distinctMunicipalitiesByProvince(rows)) }),
  },
];

export const fresh231QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH231_QUESTIONS, rows);
