/**
 * The hundred-and-ninety-third fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A neighbourhood-watch WhatsApp group admin on the Cape Flats (Mitchells Plain, Khayelitsha, Delft,
 *    Nyanga): Kaaps-flavoured English ("ja", "nê", "hoeveel", "die polisie", "gevaarlik", "lekker"),
 *    worried about gang violence and shootings, comparing the platteland with home.
 * 2. An actuary at a short-term insurer: rates, ratios, means, medians and proportions, each with its
 *    base and its rounding stated.
 * 3. A Grade 11 learner doing a school project: polite but unsure, spelling mistakes ("kidnapings",
 *    "femail", "avarage", "happend", "Northen"), run-on sentences.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, "from 2020 on"/"before
 *   2020" window, month and weekday, and is never the earliest or the most recent; `published_date` is
 *   never read. A weekend ("naweek") is a Saturday or Sunday of `event_date`. A calendar month "all years
 *   together" is the month of `event_date` in any year.
 * - People are sums of the stated figures: `victims_killed` (killed, fatalities), `victims_injured`
 *   (injured), `victims_police` (police officers, on or off duty), `victims_female` / `victims_male`
 *   (the sex of victims), `num_suspects_arrested` (suspects arrested). A null (unstated) figure adds
 *   nothing. Suspects' ages are `suspect_ages`, one age per suspect; rows without ages add none.
 * - "Murders" are `murder`; "attempted murders" are `attempted murder` (neither counts the other).
 *   "Illegal gun cases" are `illegal firearm possession`; "kidnappings" are `kidnapping`; "rapes" are
 *   `rape`.
 * - Khayelitsha incidents are the rows whose `location` holds "Khayelitsha" (any case). The "Cape Town
 *   metro" is the `City of Cape Town` municipality. A municipality is `municipality` (rows without one
 *   are left out), answered as written or without "City of".
 * - "Die polisie arrested nobody" is `arrest_made === false` (an unstated arrest is not a stated none).
 *   The arrest rate is the rows with `arrest_made === true` over all the notebook's rows.
 * - Means are over the stated values only (a null figure is outside the base): suspects arrested per
 *   incident and fatalities per murder incident to two decimals; the suspects' mean age to one decimal.
 *   The median suspect age is the middle stated age (the mean of the two middle ones for an even count),
 *   to one decimal.
 * - The injured-to-killed ratio is the sum of stated `victims_injured` over the sum of stated
 *   `victims_killed`, to two decimals. The share of victims who were male is the sum of `victims_male`
 *   over the sum of `victims_female` and `victims_male`, to one decimal. A share of incidents is over the
 *   rows of the base named (all of a province's rows), as a percentage to the decimals asked.
 * - Incidents per calendar year over 2019–2023 is the count of rows with `event_date` in those five
 *   years divided by five, to one decimal.
 * - "How many more murders from 2020 on than before 2020" is the difference of the two dated counts;
 *   the later side must have more. A yes/no check of a claim compares the two counts (or the rate and its
 *   threshold) as stated.
 * - An incident "where someone died" / "where somebody got killed" is a row with a stated
 *   `victims_killed` above zero, whatever its crimes.
 * - Rankings (province with most attempted murders, weekday with most incidents where someone died,
 *   province with most killed, municipality with most incidents, month with most incidents where somebody
 *   got killed) each carry their tally, counted by incident (the killed summed only for the province); a
 *   tie at the top is an error in the question.
 * - Refusals: the releases' ground truth holds no gang names or gang membership, and no rand value of
 *   goods lost.
 */
import {
  atPlace,
  type BlindQuestion,
  femaleVictims,
  inMunicipality,
  maleVictims,
  peopleByProvince,
  peopleTotal,
  percentage,
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
  meanOf,
  month,
  municipalityNames,
  notArrested,
  number,
  refusal,
  rounded,
  sinceYear,
  weekday,
  weekend,
  within,
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

const murder = has('murder');
const attemptedMurder = has('attempted murder');
const kidnapping = has('kidnapping');
const inKhayelitsha = atPlace('Khayelitsha');
const capeTownMetro = inMunicipality('City of Cape Town');
/** An incident in which at least one victim was killed, as the release states. */
const deadly = (r: DevRow) => (r.victims_killed ?? 0) > 0;
const before2020 = within('0000-01-01', '2019-12-31');

/** The middle of the stated values (the mean of the two middle ones for an even count), rounded. */
function medianOf(values: readonly number[], decimals: number) {
  const sorted = [...values].sort((x, y) => x - y);
  if (sorted.length === 0) throw new Error('no stated value to take the median of');
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return number(rounded(value, decimals));
}

/** A ratio of two sums, rounded; an empty denominator is an error in the question. */
function ratio(numerator: number, denominator: number, decimals: number) {
  if (denominator === 0) throw new Error('no denominator for the ratio');
  return number(rounded(numerator / denominator, decimals));
}

const attemptedMurderProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(attemptedMurder), (r) => r.province);
const deadlyWeekdayTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(deadly), weekday);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const deadlyMonthTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(deadly), (r) => {
    const m = month(r);
    return m === undefined ? undefined : MONTH_NAMES[m - 1];
  });

export const FRESH193_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Cape Flats WhatsApp admin, on notebook a.
  {
    notebook: 'a',
    question:
      'Ja nê, die aunties in the group keep asking - hoeveel mense got killed in die Khayelitsha incidents altogether, all the sites together?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inKhayelitsha))),
  },
  {
    notebook: 'a',
    question:
      'Which province het die most attempted murders in here? Want to see if its only us that has it so gevaarlik',
    covers: ['ranking', 'slang'],
    ...ranking(attemptedMurderProvinceTally),
  },
  {
    notebook: 'a',
    question: 'Was there any murder in die Cape Town metro where die polisie arrested nobody? Ja or nee',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, murder, capeTownMetro, notArrested) > 0),
  },
  {
    notebook: 'a',
    question:
      'When was die laaste murder in die Cape Town metro? The day it actually happened, not when die polisie put out the statement',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, capeTownMetro), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'That Site B shooting in Khayelitsha - which gang was behind it, the Americans or die Hard Livings or who? People are saying all sorts on the group',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the actuary, on notebook a.
  {
    notebook: 'a',
    question:
      'Mean number of suspects arrested per incident, base = every incident in the notebook with the arrest count stated, rounded to two decimal places.',
    covers: ['people', 'share'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.num_suspects_arrested),
        2,
      ),
  },
  {
    notebook: 'a',
    question:
      'Injury-to-fatality ratio across the notebook: total victims injured divided by total victims killed, stated figures only, to two decimals.',
    covers: ['people', 'share'],
    expect: (rows) => ratio(peopleTotal('victims_injured', rows), peopleTotal('victims_killed', rows), 2),
  },
  {
    notebook: 'a',
    question:
      'Kidnapping incidence in Gauteng: what percentage of Gauteng incidents involved a kidnapping? Base is all Gauteng incidents; one decimal place.',
    covers: ['share', 'conjunction', 'restricted count'],
    expect: (rows) => {
      const gauteng = rows.filter(inProvince('Gauteng'));
      return percentage(count(gauteng, kidnapping), gauteng.length, 1);
    },
  },
  {
    notebook: 'a',
    question:
      'Median age of suspects, taking one observation per suspect whose age is stated, reported to one decimal place.',
    covers: ['people'],
    expect: (rows) => medianOf(suspectAges(rows), 1),
  },
  {
    notebook: 'a',
    question:
      'Average annual frequency: incidents per calendar year over 2019 to 2023 inclusive, by incident date (undated incidents excluded), to one decimal.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(rounded(count(rows, within('2019-01-01', '2023-12-31')) / 5, 1)),
  },

  // Voice 3, the Grade 11 learner, on notebook a.
  {
    notebook: 'a',
    question:
      'hi sorry im doing a project for school and i need to know how many kidnapings there was from 2019 onwards i mean 2019 counts too if thats ok',
    covers: ['restricted count', 'calendar', 'misspelling'],
    expect: (rows) => number(count(rows, kidnapping, sinceYear(2019))),
  },
  {
    notebook: 'a',
    question:
      'ok so my teacher says we must look at patterns so on which day of the week did the most incidents where someone died happen, like monday or tuesday or whatever',
    covers: ['ranking', 'calendar', 'people'],
    ...ranking(deadlyWeekdayTally),
  },
  {
    notebook: 'a',
    question:
      'what is the date of the very first incident in the notebook, the oldest one i mean when it happend',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows, 'earliest'),
  },
  {
    notebook: 'a',
    question: 'how many femail victims were there altogether in all the incidents please',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'a',
    question:
      'my friend says KZN had more murders than the Eastern Cape in these reports but i dont know if shes right, is it true?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) =>
      yesNo(
        count(rows, murder, inProvince('KwaZulu-Natal')) > count(rows, murder, inProvince('Eastern Cape')),
      ),
  },

  // Voice 1, the Cape Flats WhatsApp admin, on notebook b.
  {
    notebook: 'b',
    question:
      'Lekker, now this notebook - hoeveel attempted murders altogether? By ons in Delft its every weekend',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, attemptedMurder)),
  },
  {
    notebook: 'b',
    question: 'Which province het die meeste mense killed in this lot?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'Hoeveel polisie was victims in total, on duty or off duty?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question:
      'Someone in die group says there were more illegal gun cases than murders in this notebook. Is dit waar? Ja or nee',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, has('illegal firearm possession')) > count(rows, murder)),
  },
  {
    notebook: 'b',
    question: 'Hoeveel murders happened on a naweek, Saturday or Sunday?',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },

  // Voice 2, the actuary, on notebook b.
  {
    notebook: 'b',
    question:
      'Expected fatalities per murder incident: mean victims killed over murder incidents with the figure stated, to two decimal places.',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      meanOf(
        rows.filter(murder).map((r) => r.victims_killed ?? null),
        2,
      ),
  },
  {
    notebook: 'b',
    question:
      'Proportion of victims who were male, base = victims whose sex is stated (male plus female), expressed as a percentage to one decimal place.',
    covers: ['share', 'people'],
    expect: (rows) => percentage(maleVictims(rows), maleVictims(rows) + femaleVictims(rows), 1),
  },
  {
    notebook: 'b',
    question:
      'For exposure weighting: which municipality has the highest incident frequency (count of incidents), excluding incidents with no municipality recorded?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Please verify: the arrest rate (incidents with an arrest made divided by all incidents in the notebook) exceeds 85%. True or false?',
    covers: ['yes/no', 'share'],
    expect: (rows) => yesNo((100 * count(rows, arrested)) / rows.length > 85),
  },
  {
    notebook: 'b',
    question: 'What was the mean rand value of goods lost per business robbery, for severity modelling?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the Grade 11 learner, on notebook b.
  {
    notebook: 'b',
    question: 'how many rape cases were there in the Northen Cape, sorry if this is a dumb question',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, has('rape'), inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question:
      'for my graph i need the month with the most incidents where somebody got killed if you put all the years together so which month is it',
    covers: ['ranking', 'calendar', 'people'],
    ...ranking(deadlyMonthTally),
  },
  {
    notebook: 'b',
    question:
      'how many more murders happend from 2020 onwards than before 2020, my project is about if crime is getting worse',
    covers: ['calendar', 'conjunction', 'misspelling'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => murder(r) && sinceYear(2020)(r),
        (r) => murder(r) && before2020(r),
      ),
  },
  {
    notebook: 'b',
    question: 'when was the most recent kidnaping, the date it happend not the date of the report',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'what is the avarage age of the suspects, only the ones where they say the age, to one decimal please and thank you',
    covers: ['people', 'misspelling'],
    expect: (rows) => meanOf(suspectAges(rows), 1),
  },
];

export const fresh193QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH193_QUESTIONS, rows);
