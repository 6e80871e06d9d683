/**
 * The seventy-second fresh question set (blind): thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A tourism-board risk analyst: visitors' safety, provinces and cities as tourists know them ("the
 *    Mother City", "Durban", "the Garden Route", "the Kruger and the Panorama Route"), holiday periods
 *    (the December holidays, the Easter long weekend), seasons, comparisons between places.
 * 2. A taxi-rank marshal whose WhatsApp voice notes are transcribed: run-on sentences without
 *    punctuation, filler ("eish", "you see", "like"), township names (Khayelitsha, Umlazi, Khuma), a few
 *    slips of the transcription ("Khayelitsa", "hostle", "robberys"), cops, killings and attacks.
 * 3. An opposition party's parliamentary researcher: year-on-year differences, percentages, "how many
 *    more", "what proportion", the DA-run Western Cape, skeptical of what the police claim.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month, season, holiday and
 *   weekday, and is never the earliest or the most recent; `published_date` is never read. A year is
 *   the year of `event_date`; a weekend is a Saturday or Sunday of `event_date`.
 * - "The December holidays" is, as the analyst says, any incident dated in December or January of any
 *   year. "Summer" is December to February and "winter" June to August (southern hemisphere), any year;
 *   the answer is the season with more dated incidents (a tie is an error in the question).
 * - "The Easter long weekend" is Good Friday to Easter Monday (Western Easter, computed per year by the
 *   Gregorian computus); the answer is yes when any dated incident falls inside one.
 * - People are sums of the stated figures: `victims_killed` (killed, died, lost their lives),
 *   `victims_injured` (injured, got hurt), `victims_children` (child victims), `victims_police` (police
 *   officers, cops, as victims, on or off duty), `suspects_female` (women suspects, "lady suspects"),
 *   `num_suspects_arrested` (suspects arrested). A null (unstated) figure adds nothing.
 * - "Nobody arrested" / "no arrest" is `arrest_made === false`; "did they arrest somebody" is
 *   `arrest_made === true`. A share of incidents is over the rows of the stated selection, to the nearest
 *   whole percent; a share of people killed is over the notebook's sum of `victims_killed`.
 * - "Murders" are `murder`. "Robberies" of any type are `armed robbery`, `robbery`, `house robbery`,
 *   `business robbery` and `cash-in-transit robbery` (carjacking and truck hijacking are not among
 *   them); "car or truck hijackings" are `carjacking` or `truck hijacking`. "Rape cases" are `rape`;
 *   "corruption" is `corruption`; "poaching" is `poaching`. The marshal's "attack" where people got hurt
 *   is an incident of `murder` or `attempted murder`, named by the parts of its location no other
 *   incident shares.
 * - Places: "the Mother City" / "Cape Town" is the `City of Cape Town` municipality; "Durban" is
 *   `eThekwini`. "The Garden Route" is the Garden Route District's municipalities (George, Knysna, Bitou,
 *   Mossel Bay, Hessequa, Oudtshoorn, Kannaland). Khayelitsha, Khuma and Glebelands are words in
 *   `location` (any case). A national park or game reserve is a `location` holding "national park" or
 *   "game reserve". Provinces are `province`; a municipality is `municipality` (rows without one left
 *   out), answered as written or without "City of".
 * - "How many more in P than in Q" is the difference of the two counts (or sums); P must have more.
 * - Rankings (Durban or Cape Town by people killed, province by child victims, province by people
 *   killed, province by suspects arrested, municipality by people killed, province by police victims,
 *   the attack with the most injured) each carry their tally; a tie at the top is an error.
 * - Refusals: the ground truth holds no convictions or court outcomes, no victims' nationality or
 *   whether they were tourists, and no time of day.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  largestIncident,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  stated,
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
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  text,
  weekend,
} from './ground-truth-questions';

/** A robbery of any type; carjacking and truck hijacking are not among them. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);

/** A hijacking of a car or a truck. */
const hijacking = anyCrime('carjacking', 'truck hijacking');

/** The municipalities of the Garden Route District. */
const GARDEN_ROUTE = new Set([
  'George',
  'Knysna',
  'Bitou',
  'Mossel Bay',
  'Hessequa',
  'Oudtshoorn',
  'Kannaland',
]);

/** Western Easter Sunday of a year (anonymous Gregorian computus), as yyyy-MM-dd. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const monthOfEaster = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(monthOfEaster).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The incident's date falls between Good Friday and Easter Monday of its year. */
const easterWeekend = (r: DevRow) => {
  if (!r.event_date) return false;
  const easter = Date.parse(`${easterSunday(Number(r.event_date.slice(0, 4)))}T00:00:00Z`);
  const days = (Date.parse(`${r.event_date}T00:00:00Z`) - easter) / 86_400_000;
  return days >= -2 && days <= 1;
};

/** Whether the incident's month is one of the given months (1–12), in any year. */
const inMonthsOf =
  (...months: number[]) =>
  (r: DevRow) => {
    const m = month(r);
    return m !== undefined && months.includes(m);
  };
const summer = inMonthsOf(12, 1, 2);
const winter = inMonthsOf(6, 7, 8);

/** The one incident at a place (a word of its location); none or several is an error in the question. */
function theIncidentAt(rows: readonly DevRow[], word: string): DevRow {
  const found = rowsWhere(rows, atPlace(word));
  if (found.length !== 1) throw new Error(`${found.length} incidents at ${word}`);
  return found[0] as DevRow;
}

/** People killed per municipality, of the two named ones only. */
const durbanOrCapeTownKilled = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter((r) => r.municipality === 'eThekwini' || r.municipality === 'City of Cape Town'),
    (r) => r.municipality,
    (r) => stated('victims_killed')(r) ?? 0,
  );

/** People killed per municipality; rows without a municipality are left out. */
const killedByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => stated('victims_killed')(r) ?? 0,
  );

/** Suspects arrested per province. */
const arrestedByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH72_QUESTIONS: readonly BlindQuestion[] = [
  // Notebook a: the tourism-board risk analyst.
  {
    notebook: 'a',
    question:
      'For our Mother City visitor advisory: how many of these incidents happened within the City of Cape Town metro?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, (r) => r.municipality === 'City of Cape Town')),
  },
  {
    notebook: 'a',
    question:
      'How many incidents fell in the December holidays? By that I mean anything dated in December or January, whatever the year.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMonthsOf(12, 1))),
  },
  {
    notebook: 'a',
    question:
      'Durban versus the Mother City: which of the two metros, eThekwini or Cape Town, had more people killed?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(durbanOrCapeTownKilled, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Did any of the incidents take place over an Easter long weekend, Good Friday through to Easter Monday?',
    covers: ['yes/no', 'calendar'],
    expect: (rows) => yesNo(rows.some(easterWeekend)),
  },
  {
    notebook: 'a',
    question: 'When was the most recent incident anywhere on the Garden Route?',
    covers: ['date', 'slang'],
    expect: (rows) =>
      dateAt(
        rowsWhere(rows, (r) => GARDEN_ROUTE.has(r.municipality ?? '')),
        'latest',
      ),
  },

  // Notebook a: the taxi-rank marshal.
  {
    notebook: 'a',
    question:
      'eish you see that side of Khayelitsa like Site B Site C all those sections how many people died there altogether',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_killed', rowsWhere(rows, atPlace('Khayelitsha')))),
  },
  {
    notebook: 'a',
    question:
      'and the cops like how many police officers was victims in all of these you know on duty off duty all of them',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question:
      'which place was it where the most people got hurt in one attack like injured not dead I mean the murders and attempted murders',
    covers: ['ranking', 'people'],
    ...largestIncident(anyCrime('murder', 'attempted murder'), stated('victims_injured')),
  },
  {
    notebook: 'a',
    question:
      'people at the rank say the killings is mostly weekends so like how many of the murders happened on a Saturday or a Sunday',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => number(count(rows, has('murder'), weekend)),
  },
  {
    notebook: 'a',
    question:
      'that Glebelands hostle one in Umlazi where the guys was shot while drinking did they arrest somebody or not',
    covers: ['yes/no', 'misspelling'],
    expect: (rows) => {
      const arrest = theIncidentAt(rows, 'Glebelands').arrest_made;
      if (arrest === null) throw new Error('the arrest is not stated');
      return yesNo(arrest);
    },
  },

  // Notebook a: the opposition party's parliamentary researcher.
  {
    notebook: 'a',
    question: 'How many more incidents were recorded in 2019 than in 2018?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => excessOf(rows, inYear(2019), inYear(2018)),
  },
  {
    notebook: 'a',
    question:
      'The DA-run Western Cape boasts about its policing. What percentage of the incidents in the Western Cape ended with nobody arrested?',
    covers: ['share'],
    expect: (rows) => percentOf(rowsWhere(rows, inProvince('Western Cape')), notArrested),
  },
  {
    notebook: 'a',
    question: 'What proportion of all the people killed in these releases died in the Eastern Cape?',
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(
        peopleTotal('victims_killed', rowsWhere(rows, inProvince('Eastern Cape'))),
        peopleTotal('victims_killed', rows),
      ),
  },
  {
    notebook: 'a',
    question: 'Which province had the highest number of child victims?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_children')),
  },
  {
    notebook: 'a',
    question: 'In how many of these cases was the accused eventually convicted in court?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Notebook b: the tourism-board risk analyst.
  {
    notebook: 'b',
    question:
      'Self-drive visitors heading for the Kruger and the Panorama Route worry about hijackings. How many car or truck hijackings were there in Mpumalanga?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, hijacking, inProvince('Mpumalanga'))),
  },
  {
    notebook: 'b',
    question: 'Were more incidents recorded in summer (December to February) or in winter (June to August)?',
    covers: ['calendar'],
    expect: (rows) => {
      const hot = count(rows, summer);
      const cold = count(rows, winter);
      if (hot === cold) throw new Error(`summer and winter tie at ${hot}`);
      return text(hot > cold ? 'summer' : 'winter');
    },
  },
  {
    notebook: 'b',
    question: 'Going by the number of people killed, which province looks the riskiest for visitors?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'When was the earliest poaching incident inside a national park or game reserve?',
    covers: ['date', 'conjunction'],
    expect: (rows) =>
      dateAt(
        rowsWhere(rows, has('poaching'), (r) => /national park|game reserve/i.test(r.location)),
        'earliest',
      ),
  },
  {
    notebook: 'b',
    question: 'How many of the victims in these incidents were foreign tourists?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Notebook b: the taxi-rank marshal.
  {
    notebook: 'b',
    question: 'eish that Khuma side by Stilfontein you see how many cases happened there like all of them',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, atPlace('Khuma'))),
  },
  {
    notebook: 'b',
    question:
      'these shootings you see what time of the day they mostly happen is it at night or early morning when the taxis start loading',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'which province they arrest the most people like all the suspects together in total',
    covers: ['ranking'],
    ...ranking(arrestedByProvince),
  },
  {
    notebook: 'b',
    question:
      'was there any lady suspects in the robberys like cash van ones shop ones whatever was there a woman involved',
    covers: ['yes/no', 'conjunction', 'misspelling'],
    expect: (rows) => yesNo(rowsWhere(rows, robbery).some((r) => (stated('suspects_female')(r) ?? 0) > 0)),
  },
  {
    notebook: 'b',
    question:
      'which municipality had the most people killed like the whole municipality together not just one place',
    covers: ['ranking', 'people'],
    ...ranking(killedByMunicipality, municipalityNames),
  },

  // Notebook b: the opposition party's parliamentary researcher.
  {
    notebook: 'b',
    question: 'How many more suspects were arrested in 2024 than in 2023?',
    covers: ['calendar', 'people'],
    expect: (rows) => excessOf(rows, inYear(2024), inYear(2023), suspectsArrested),
  },
  {
    notebook: 'b',
    question:
      'The police say arrests follow swiftly in sexual offences. In what percentage of the rape cases was nobody arrested?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rowsWhere(rows, has('rape')), notArrested),
  },
  {
    notebook: 'b',
    question: 'How many more people were killed in the Free State than in Mpumalanga?',
    covers: ['people'],
    expect: (rows) =>
      excessOf(rows, inProvince('Free State'), inProvince('Mpumalanga'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'b',
    question: 'What is the date of the most recent corruption case in these releases?',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, has('corruption')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'In which province were the most police officers among the victims?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_police')),
  },
];

export const fresh72QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH72_QUESTIONS, rows);
