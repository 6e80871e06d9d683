/**
 * The fifty-fourth fresh question set, written blind: thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, asked in three voices that each put five questions to each notebook. Only
 * the development set's README and ground truth and the shared question helpers were read; the analyst,
 * the extractor and the earlier question sets were not, and the product was not asked anything.
 *
 * The voices:
 * 1. A provincial tourism-board risk officer who writes in Afrikaans-coloured English: "hoeveel" (how
 *    many), "plaas" (farm), "rooftog" (robbery), "in die Kaap", the "Vrystaat"; asks about holiday towns,
 *    game reserves and national parks, the numbered roads, border posts and which town visitors should
 *    worry about most.
 * 2. A freelance data-visualisation designer building charts: month-by-month and year-by-year counts, the
 *    peak month, the quietest year, shares to one decimal place, a median and a difference of two years.
 * 3. A victims'-rights volunteer: women and men among the victims, elderly victims, relatives as
 *    attackers, families that lost someone, police officers as victims, the latest date a woman was
 *    killed, and compensation (which no release mentions: the one refusal).
 *
 * The readings chosen:
 * - Every count is of incidents (one release is one incident) unless it says people; a sum of people
 *   adds the stated figures only, a null (not stated) adding nothing.
 * - Calendar questions use the incident's `event_date`; an undated incident is left out of every month,
 *   year, window, share over dated incidents, and of every "most recent" date. A month is pooled over all
 *   years. A share "excluding undated incidents" is over the notebook's dated incidents only.
 * - The quietest year is read over every year from the window's first year to the latest dated incident,
 *   so a year with no incident at all would count (and would be the quietest); a tie is an error. The peak
 *   month and the quietest year are calendar questions answered with a single name, not rankings with a
 *   tally: the invented tie that every ranking must refuse has all its incidents on one day.
 * - The year with the most people killed sums the stated `victims_killed` of each year's dated incidents.
 * - The median of suspects arrested is over incidents with at least one arrest (a stated figure above
 *   zero), as the question says; incidents with no arrest or no stated figure are left out.
 * - "Which town should visitors worry about most" ranks municipalities (the ground-truth `municipality`,
 *   nulls left out) by incidents; a metro may be named without "City of", and Mangaung by its seat,
 *   Bloemfontein.
 * - "Rooftog" is read as the crimes whose vocabulary name ends in "robbery" (armed, common, house,
 *   business, cash-in-transit); carjackings and truck hijackings are not counted (they would not change
 *   the leader). Provinces are ranked by incidents with any of them.
 * - Places are matched on the ground-truth `location` (case-insensitive): a holiday town when it names
 *   Hout Bay, Mossel Bay or Jeffreys Bay; a game reserve or national park when it says so; a numbered road
 *   when it holds an R- or N-number; a border post when it says "border"; a farm ("plaas") when it holds
 *   the word "farm". A province is the ground-truth `province` ("die Kaap" is the Western Cape, the
 *   "Vrystaat" the Free State). Searched in notebook `a`'s texts: "border" only appears as the police's
 *   Sea Border unit, so no incident there is at a border post.
 * - "Zama zamas" are illegal miners: an incident with the crime `illegal mining`.
 * - A woman or girl was killed only where the ground truth makes it certain: at least one victim killed,
 *   and more killed than the incident's victims who are not stated to be female (num_victims minus
 *   victims_female). A farmer killed while his wife was hurt does not count.
 * - A relative as attacker is the ground-truth `relationship` `family` or `partner`; a null is not one.
 * - A police officer among the victims is `victims_police` as stated (off duty too).
 * - "A family lost someone" counts incidents with at least one victim killed, each incident once.
 * - Elderly victims: the ground truth holds no victims' ages, so this one expectation reads the release
 *   text by code: ages written "N-year-old", "aged N", "(N)" in brackets, or "a woman/man/farmer of N"
 *   (N up to 120);
 *   ages listed among the incident's ground-truth suspect ages are a suspect's and dropped, and only an
 *   incident with victims counts. "Older than 60" is strictly above 60. A couple called only "elderly"
 *   has no stated age and does not count.
 * - The refusal: no release in notebook `a` says anything about compensation for victims or their
 *   families. Searched every text of notebook `a` (and `b`) for "compensat", "restitution", "reparation",
 *   "redress", "damages", "payout", "insur", "solatium", "relief" and "claim"/"paid"/"grant" (these only
 *   as ransom, extortion, a shooting that "claimed" lives and a grant fraud): none. Counselling was not
 *   asked: notebook `a` says a freed businessman got "psychological support", and `b` that a girl "had not
 *   been offered counselling".
 */
import {
  type BlindQuestion,
  femaleVictims,
  maleVictims,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
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
  municipalityNames,
  number,
  refusal,
  rounded,
  text,
  winner,
} from './ground-truth-questions';

const MONTHS = [
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

const dated = (r: DevRow) => r.event_date !== null;
const yearOf = (r: DevRow) => (r.event_date ? Number(r.event_date.slice(0, 4)) : undefined);
const monthNameOf = (r: DevRow) => (r.event_date ? MONTHS[Number(r.event_date.slice(5, 7)) - 1] : undefined);
const inMonthOf = (monthNumber: number) => (r: DevRow) =>
  r.event_date !== null && Number(r.event_date.slice(5, 7)) === monthNumber;
const fromMonth = (first: number) => (r: DevRow) =>
  r.event_date !== null && Number(r.event_date.slice(5, 7)) >= first;

/** The location names the place, case-insensitively. */
const locationMatches = (pattern: RegExp) => (r: DevRow) => pattern.test(r.location);
const holidayTown = locationMatches(/\b(hout bay|mossel bay|jeffreys bay)\b/i);
const gameReserveOrPark = locationMatches(/\b(game reserve|national park|nature reserve)\b/i);
const numberedRoad = locationMatches(/\b[RN]\d{1,3}\b/);
const borderPost = locationMatches(/\bborder/i);
const onAFarm = locationMatches(/\bfarm\b/i);

/** "Rooftog": a crime whose vocabulary name ends in "robbery"; hijackings are not counted. */
const ROBBERIES = [
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
];
export const rooftog = (r: DevRow) => r.crimes.some((crime) => ROBBERIES.includes(crime));

/** At least one victim killed, as stated. */
export const someoneKilled = (r: DevRow) => (r.victims_killed ?? 0) > 0;

/** A woman or girl was certainly killed: more killed than the victims not stated to be female. */
export function womanKilled(r: DevRow): boolean {
  const killed = r.victims_killed ?? 0;
  const female = r.victims_female ?? 0;
  if (killed === 0 || female === 0 || r.num_victims === null) return false;
  return killed > r.num_victims - female;
}

const relativeAttacker = (r: DevRow) => r.relationship === 'family' || r.relationship === 'partner';

/** The ages the release text states, in the forms a release writes them. */
const AGE_FORMS = [
  /\b(\d{1,3})-year-old\b/g,
  /\baged (\d{1,3})\b/gi,
  /\((\d{1,3})\)/g,
  /\b(?:woman|man|widow|widower|pensioner|farmer) of (\d{1,3})\b/gi,
];
export const statedAges = (release: string) =>
  AGE_FORMS.flatMap((form) => [...release.matchAll(form)].map((m) => Number(m[1]))).filter(
    (age) => age <= 120,
  );

/** An incident with victims whose text states an age above 60 that is not one of its suspects' ages. */
export function victimOverSixty(r: DevRow): boolean {
  if ((r.num_victims ?? 0) === 0) return false;
  const suspects = new Set(r.suspect_ages ?? []);
  return statedAges(r.context).some((age) => age > 60 && !suspects.has(age));
}

/** The median of the values, halves kept; no value is an error in the question. */
export function medianOf(values: number[]) {
  const sorted = [...values].sort((x, y) => x - y);
  if (sorted.length === 0) throw new Error('no value to take a median of');
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return number(rounded(value, 1));
}

/**
 * The year with the fewest dated incidents, over every year from `from` to the latest dated incident
 * (a year without incidents counts as zero); a tie at the bottom is an error in the question.
 */
export function quietestYear(rows: readonly DevRow[], from: number) {
  const years = rows.flatMap((r) => yearOf(r) ?? []).filter((year) => year >= from);
  if (years.length === 0) throw new Error('no dated incident in the window');
  const last = Math.max(...years);
  const counts: [number, number][] = [];
  for (let year = from; year <= last; year += 1) counts.push([year, years.filter((y) => y === year).length]);
  counts.sort((x, y) => x[1] - y[1]);
  const [first, second] = counts;
  if (!first || (second && second[1] === first[1]))
    throw new Error(`no single quietest year: ${JSON.stringify(counts.slice(0, 3))}`);
  return text(String(first[0]));
}

/** A municipality as a visitor may name it: without "City of", and Mangaung by its seat. */
const SEATS: Readonly<Record<string, string>> = { Mangaung: 'Bloemfontein' };
const townNames = (municipality: string) => {
  const seat = SEATS[municipality];
  return [...new Set([...municipalityNames(municipality), ...(seat ? [seat] : [])])];
};

const incidentsPerMunicipality = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH54_QUESTIONS: BlindQuestion[] = [
  // 1. The tourism-board risk officer, notebook a.
  {
    notebook: 'a',
    question:
      "Hoeveel (how many) incidents were there in our holiday towns Hout Bay, Mossel Bay and Jeffery's Bay, all three together?",
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, holidayTown)),
  },
  {
    notebook: 'a',
    question:
      'Which town should visitors worry about most? I mean the municipality with the most incidents in these releases.',
    covers: ['ranking'],
    ...ranking(incidentsPerMunicipality, townNames),
  },
  {
    notebook: 'a',
    question:
      'For rooftogte (robberies: armed, house, business and cash-in-transit robberies, not the hijackings), which province had the most incidents?',
    covers: ['ranking', 'restricted count'],
    ...ranking((rows) => tallyOf(rows.filter(rooftog), (r) => r.province)),
  },
  {
    notebook: 'a',
    question: 'Did any of these incidents happen at a border post or a border crossing?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(rows.some(borderPost)),
  },
  {
    notebook: 'a',
    question: 'Hoeveel (how many) people were killed in die Kaap, the Western Cape province?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rowsWhere(rows, inProvince('Western Cape')))),
  },

  // 2. The data-visualisation freelancer, notebook a.
  {
    notebook: 'a',
    question:
      'For my month-by-month bar chart: how many incidents fall in December, all years pooled, excluding undated incidents?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMonthOf(12))),
  },
  {
    notebook: 'a',
    question:
      'What is the median number of suspects arrested per incident, counting only the incidents where at least one suspect was arrested?',
    covers: ['people'],
    expect: (rows) =>
      medianOf(
        rows.flatMap((r) =>
          r.num_suspects_arrested !== null && r.num_suspects_arrested > 0 ? [r.num_suspects_arrested] : [],
        ),
      ),
  },
  {
    notebook: 'a',
    question:
      'Excluding undated incidents, what share of the incidents happened in Guateng? Give the percentage to one decimal place.',
    covers: ['share', 'misspelling'],
    expect: (rows) => percentage(count(rows, dated, inProvince('Gauteng')), count(rows, dated), 1),
  },
  {
    notebook: 'a',
    question: 'How many more incidents were there in 2022 than in 2018?',
    covers: ['calendar'],
    expect: (rows) => excessOf(rows, inYear(2022), inYear(2018)),
  },
  {
    notebook: 'a',
    question: 'For a year-by-year chart of deaths: in which year were the most people killed?',
    covers: ['ranking', 'people', 'calendar'],
    ...ranking((rows) =>
      tallyOf(
        rows.filter((r) => dated(r) && someoneKilled(r)),
        (r) => String(yearOf(r)),
        (r) => r.victims_killed ?? 0,
      ),
    ),
  },

  // 3. The victims'-rights volunteer, notebook a.
  {
    notebook: 'a',
    question:
      'How many female victims are there in total, where the releases say whether a victim was female?',
    covers: ['people'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'a',
    question: 'How many of the victims were police officers, on or off duty?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question: 'What is the most recent date on which a woman or girl was killed?',
    covers: ['date', 'people'],
    expect: (rows) => dateAt(rows.filter(womanKilled), 'latest'),
  },
  {
    notebook: 'a',
    question: 'How much compensation did the state pay to the victims or their families?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'How many families lost someone? Count the incidents in which at least one victim was killed, each incident once.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(count(rows, someoneKilled)),
  },

  // 1. The tourism-board risk officer, notebook b.
  {
    notebook: 'b',
    question:
      'Which town must visitors be most worried about, going by the municipality with the most incidents?',
    covers: ['ranking'],
    ...ranking(incidentsPerMunicipality, townNames),
  },
  {
    notebook: 'b',
    question:
      'Hoeveel plaasmoorde (murders on a plaas, a farm, going by the place named) were there in the Vrystaat, the Free State?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, has('murder'), onAFarm, inProvince('Free State'))),
  },
  {
    notebook: 'b',
    question: 'When did the most recent incident inside a national park or game reserve happen?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(gameReserveOrPark), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Was any incident at one of our border posts?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(rows.some(borderPost)),
  },
  {
    notebook: 'b',
    question:
      'Hoeveel (how many) incidents happened on the numbered roads, the R- and N-routes the tourists drive on?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, numberedRoad)),
  },

  // 2. The data-visualisation freelancer, notebook b.
  {
    notebook: 'b',
    question:
      'Pooling all the years and leaving out undated incidents, which calendar month is the peak month?',
    covers: ['calendar'],
    expect: (rows) => text(winner(rows.filter(dated), monthNameOf)),
  },
  {
    notebook: 'b',
    question:
      'How many incidents fall in the second half of the year, July to December, all years pooled and undated ones left out?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, fromMonth(7))),
  },
  {
    notebook: 'b',
    question: 'My year-by-year chart starts in 2016: which year since then was the quietest?',
    covers: ['calendar'],
    expect: (rows) => quietestYear(rows, 2016),
  },
  {
    notebook: 'b',
    question: 'What is the difference between the number of incidents in 2024 and the number in 2021?',
    covers: ['calendar'],
    expect: (rows) => excessOf(rows, inYear(2024), inYear(2021)),
  },
  {
    notebook: 'b',
    question:
      'Excluding undated incidents, what percentage of them involved zama zamas? One decimal place, please.',
    covers: ['share', 'slang'],
    expect: (rows) => percentage(count(rows, dated, has('illegal mining')), count(rows, dated), 1),
  },

  // 3. The victims'-rights volunteer, notebook b.
  {
    notebook: 'b',
    question: 'How many male victims do the releases count altogether?',
    covers: ['people'],
    expect: (rows) => number(maleVictims(rows)),
  },
  {
    notebook: 'b',
    question: 'Was any victim attacked by a relative, a family member or a partner?',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(rows.some(relativeAttacker)),
  },
  {
    notebook: 'b',
    question: 'Was any of the victims a police officer?',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(peopleTotal('victims_police', rows) > 0),
  },
  {
    notebook: 'b',
    question: 'When was a woman or girl last killed? I need the most recent date.',
    covers: ['date', 'people'],
    expect: (rows) => dateAt(rows.filter(womanKilled), 'latest'),
  },
  {
    notebook: 'b',
    question: "Where the releases give a victim's age, in how many incidents was a victim older than 60?",
    covers: ['people', 'restricted count'],
    expect: (rows) => number(count(rows, victimOverSixty)),
  },
];

export const fresh54QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH54_QUESTIONS, rows);
