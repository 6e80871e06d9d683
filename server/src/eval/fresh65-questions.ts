/**
 * The sixty-fifth blind question set: thirty questions, fifteen about notebook `a` and fifteen about
 * notebook `b`, written without reading the analyst, the extractor or the earlier question sets. Every
 * expectation is computed from the development set's ground truth, never typed in.
 *
 * The voices, each putting five questions to each notebook:
 * 1. A gender-studies master's student writing a thesis chapter: careful academic English about
 *    femicide, intimate-partner and family violence, female and child victims, shares with stated bases.
 * 2. A taxi-association spokesperson: hijackings, cash-in-transit heists, people killed and police
 *    victims, townships by name, plain speech with isiZulu and Afrikaans words and the odd typo.
 * 3. A data-desk intern cleaning a spreadsheet: field-like wording, counts by a column, averages, ties,
 *    nulls, and questions about columns the data does not have.
 *
 * The readings chosen (how each question's words map to the ground-truth fields):
 * - An incident is one row of the notebook. Its date is `event_date` alone: a row whose `event_date` is
 *   null is in no year, month, quarter, weekday, weekend or window, and never falls back to
 *   `published_date`. "From 2019 onwards" / "since 2020" is `event_date >= yyyy-01-01`; "before 2020"
 *   is `event_date < 2020-01-01`; "in 2022" is the calendar year; "Q4" / "the last quarter" is October
 *   to December of any year; a weekend is a Saturday or a Sunday of `event_date`; a weekday is the day
 *   of the week of `event_date`.
 * - A crime is one of the row's `crimes`. "Hijacking (car or truck)" is `carjacking` or
 *   `truck hijacking`; a "cash-in-transit heist" is `cash-in-transit robbery`; "murder" (and "femicide
 *   case" as the student defines it) is `murder` in the crimes, not `attempted murder` or
 *   `culpable homicide`; "rape" is `rape` alone (not `sexual assault`).
 * - "Arrested" / "the cops caught somebody" is `arrest_made === true`; "no arrest yet" and
 *   "arrest_made is false" are `arrest_made === false` (a null is neither).
 * - People are summed from their fields, a null adding nothing: female victims `victims_female`,
 *   victims killed ("dood", "dead") `victims_killed` (suspects killed by police are not victims),
 *   child victims `victims_children`, police officers among the victims ("amapoyisa")
 *   `victims_police`, suspects arrested `num_suspects_arrested`. "Victims whose sex is recorded" are `victims_female + victims_male` over the
 *   rows where both are stated; "at least one female victim" is `victims_female > 0`.
 * - "The attacker was known to the victim" is `relationship` `partner`, `family` or `acquaintance`;
 *   "intimate partner" is `relationship === 'partner'`; a null relationship is not stated.
 * - Places: a province is `province`; a municipality is `municipality` (nulls not counted); a township
 *   named by the speaker (Khayelitsha) is a row whose `location` contains the name.
 * - A share is the part over the stated base, as a percentage rounded as the question asks (whole
 *   percent unless it says one or two decimals). An average is the mean of the stated values, nulls
 *   (and empty `suspect_ages` lists) left out but a stated 0 kept; `suspect_ages` is averaged over
 *   every listed age.
 * - A percent change from year X to year Y is `100 * (count(Y) - count(X)) / count(X)` over rows dated
 *   in those calendar years, rounded to a whole percent.
 * - A ranking counts incidents per key (or sums the named measure per key) and must have a single
 *   leader; "the single incident with the most ..." is the row with the largest stated measure,
 *   answered by a place name only it holds.
 * - "How many more in X than in Y" is the difference of the two sums, X having more.
 * - Refusals: a taxi association, a victim's income, a protection order and a suspect's home language
 *   are held in no field of the ground truth (and no release states them), so the answer is a refusal.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  before,
  femaleVictims,
  inMonths,
  knewTheAttacker,
  kznProvinceNames,
  largestIncident,
  peopleTotal,
  percentage,
  ranking,
  suspectAges,
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
  inYear,
  meanOf,
  municipalityNames,
  notArrested,
  number,
  refusal,
  rounded,
  sinceYear,
  weekend,
} from './ground-truth-questions';

const hijacking = anyCrime('carjacking', 'truck hijacking');
const hijackingOrCit = anyCrime('carjacking', 'truck hijacking', 'cash-in-transit robbery');
const hasFemaleVictim = (r: DevRow) => (r.victims_female ?? 0) > 0;
const sexStated = (r: DevRow) => r.victims_female !== null && r.victims_male !== null;

/** The percent change in the number of dated incidents from one calendar year to the next. */
function yearOnYearChange(rows: readonly DevRow[], from: number, to: number) {
  const base = count(rows, inYear(from));
  if (base === 0) throw new Error(`no incidents in ${from}`);
  return number(rounded((100 * (count(rows, inYear(to)) - base)) / base, 0));
}

export const FRESH65_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the gender-studies student, on notebook a.
  {
    notebook: 'a',
    question:
      'Restricting the analysis to incidents that occurred from 1 January 2020 onwards, what is the total number of victims the releases record as female?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(femaleVictims(rows.filter(sinceYear(2020)))),
  },
  {
    notebook: 'a',
    question:
      'Taking as my base only those incidents with at least one recorded female victim, in what percentage of them was rape among the offences? A whole percentage is fine.',
    covers: ['share', 'conjunction'],
    expect: (rows) => {
      const base = rows.filter(hasFemaleVictim);
      return percentage(base.filter(has('rape')).length, base.length);
    },
  },
  {
    notebook: 'a',
    question:
      'For the purposes of a femicide count, in how many incidents does murder appear among the charges while at least one of the victims is recorded as a woman or girl?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, has('murder'), hasFemaleVictim)),
  },
  {
    notebook: 'a',
    question:
      "Does any release in this collection identify the perpetrator as the victim's intimate partner, that is, a spouse, boyfriend or girlfriend?",
    covers: ['yes/no'],
    expect: (rows) => yesNo(rows.some((r) => r.relationship === 'partner')),
  },
  {
    notebook: 'a',
    question:
      'For the timeline in my chapter: on what date did the most recent incident take place in which the attacker was known to the victim, whether as a partner, a relative or an acquaintance?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(knewTheAttacker), 'latest'),
  },

  // Voice 1, the gender-studies student, on notebook b.
  {
    notebook: 'b',
    question:
      'Among all victims whose sex is recorded, what proportion were female? Please give it as a percentage of female plus male victims, to one decimal place.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const base = rows.filter(sexStated);
      const female = femaleVictims(base);
      return percentage(female, female + base.reduce((total, r) => total + (r.victims_male ?? 0), 0), 1);
    },
  },
  {
    notebook: 'b',
    question:
      'What is the total number of child victims, meaning those under eighteen, in the incidents where rape is listed among the offences?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(has('rape')))),
  },
  {
    notebook: 'b',
    question:
      'Is there at least one rape case in this notebook in which no arrest had been made at the time the release was issued?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('rape'), notArrested) > 0),
  },
  {
    notebook: 'b',
    question: 'When did the most recent rape documented in these releases occur?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('rape')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'In the cases of violence against women, how many of the victims had previously obtained a protection order against the perpetrator?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the taxi-association spokesperson, on notebook a.
  {
    notebook: 'a',
    question:
      'Sawubona. How many hijackings, car or truck doesnt matter, happened from 2019 onwards where the cops actually arrested somebody?',
    covers: ['conjunction', 'slang', 'calendar'],
    expect: (rows) => number(count(rows, hijacking, sinceYear(2019), arrested)),
  },
  {
    notebook: 'a',
    question: 'Hoeveel mense is dood in the Westen Cape? Total victims killed in all the incidents there, ja',
    covers: ['people', 'misspelling', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'how many incidents in Khayelitsha altogether, Site B, Site C, Enkanini all of it kwa Khayelitsha',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, atPlace('Khayelitsha'))),
  },
  {
    notebook: 'a',
    question:
      'Which province got hit the hardest by hijackings and cash-in-transit heists put together? Number of incidents, not people.',
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(rows.filter(hijackingOrCit), (r) => r.province), kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'Our members want to know, which taxi association did the hijacked drivers belong to?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the taxi-association spokesperson, on notebook b.
  {
    notebook: 'b',
    question:
      'How many suspects did the police arrest in total for hijackings (car or truck) and cash-in-transit heists, all of them together?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(hijackingOrCit))),
  },
  {
    notebook: 'b',
    question:
      'Eish, which was the worst one, the single incident with the most victims dead? Where did it happen?',
    covers: ['ranking', 'slang'],
    ...largestIncident(
      () => true,
      (r) => r.victims_killed ?? null,
    ),
  },
  {
    notebook: 'b',
    question:
      'Vrystaat against Limpopo: how many more victims were killed in the Free State than in Limpopo? Just the difference.',
    covers: ['people', 'slang'],
    expect: (rows) =>
      excessOf(rows, inProvince('Free State'), inProvince('Limpopo'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'b',
    question: 'How many amapoyisa are counted among the victims? Police officers, on duty or off duty.',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question:
      'How many incidents in Limpopo and Mpumalnga together happened on a weekend, Saturday or Sunday only, Friday night doesnt count?',
    covers: ['calendar', 'misspelling', 'restricted count'],
    expect: (rows) =>
      number(count(rows, (r) => r.province === 'Limpopo' || r.province === 'Mpumalanga', weekend)),
  },

  // Voice 3, the data-desk intern, on notebook a.
  {
    notebook: 'a',
    question: 'count rows where arrest_made is false AND crimes contains murder',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, notArrested, has('murder'))),
  },
  {
    notebook: 'a',
    question: 'avg of suspect_ages over every listed age (flatten the arrays, skip empty ones), 1 decimal',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows), 1),
  },
  {
    notebook: 'a',
    question:
      'how many rows have event_date in Q4 (oct-dec), any year? null event_dates dropped, dont use published_date',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMonths(10, 12))),
  },
  {
    notebook: 'a',
    question: 'filter arrest_made = true, then count by province. which province comes out on top?',
    covers: ['ranking', 'restricted count'],
    ...ranking((rows) => tallyOf(rows.filter(arrested), (r) => r.province), kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'mean of the victim_income column for rows where num_victims > 0?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the data-desk intern, on notebook b.
  {
    notebook: 'b',
    question: "count of rows with event_date < '2020-01-01' (rows where event_date is null don't count)",
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, before('2020-01-01'))),
  },
  {
    notebook: 'b',
    question: 'whats the mean of num_victims where num_victims is not null? round to 2 dp',
    covers: ['people'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.num_victims),
        2,
      ),
  },
  {
    notebook: 'b',
    question: 'percent change in row count from event_date year 2022 to 2023, whole number pls',
    covers: ['calendar', 'share'],
    expect: (rows) => yearOnYearChange(rows, 2022, 2023),
  },
  {
    notebook: 'b',
    question: 'count by municipality (null municipality excluded), which value is on top? checking for ties',
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(rows, (r) => r.municipality), municipalityNames),
  },
  {
    notebook: 'b',
    question: 'count by suspect_home_language pls, need it for the pivot table',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh65QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH65_QUESTIONS, rows);
