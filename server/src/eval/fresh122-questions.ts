/**
 * The hundred-and-twenty-second fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A Chinese-South African shop owner in Johannesburg: short, direct English with Mandarin-influenced
 *    grammar ("got how many", "die already", "or not?", dropped articles and plurals), worried about
 *    shop robberies and the "tsotsis", types fast and sometimes misspells ("kidnaping", "robery").
 * 2. A defence attorney cross-examining: leading statements ("Is it not so that ...?", "I put it to you
 *    that ...", "You would agree, would you not, ..."), precise about what was recorded.
 * 3. A statistics lecturer setting exam-style questions: explicit definitions of the population, the
 *    variable and the rounding, symbols such as K, W, p.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month range, date range,
 *   weekday and weekend, and is never the earliest or latest; `published_date` is never read. A weekend
 *   is a Saturday or Sunday of `event_date`; a weekday is Monday to Friday. A share "of dated
 *   incidents" is taken over the rows with an `event_date` only.
 * - People are sums of the stated figures: `victims_killed` (killed, died, "die already"),
 *   `victims_injured` (injured, hurt), `victims_children` (children, under eighteen), `victims_police`
 *   (police officers, on or off duty), `victims_female` (women, female victims), `num_suspects_arrested`
 *   (suspects arrested, "police catch"). A null (unstated) figure adds nothing.
 * - "Murder" is `murder` alone (attempted murder and culpable homicide are not murders). "Shop robbery"
 *   is `business robbery`. "CIT" is `cash-in-transit robbery`. "Kidnaping" is `kidnapping`.
 * - "An arrest was made" is `arrest_made === true`; "the majority" is strictly more than half of all the
 *   notebook's rows (an unstated arrest is not an arrest).
 * - A municipality is `municipality` (rows without one are left out), answered as written or without
 *   "City of"; "Johannesburg city" is the `City of Johannesburg` municipality. KwaZulu-Natal may be
 *   answered as "KZN".
 * - A difference ("how many more", "minus", "by how many") is the first side less the second; the
 *   first side must be the larger. A mean is over the rows whose figure is stated.
 * - Rankings (province with most injured, municipality with most murders or attempted murders, province with most killed,
 *   municipality with most incidents, province with most suspects arrested) each carry their tally; a
 *   tie at the top is an error in the question.
 * - Refusals: the ground truth holds no amounts of money stolen, no legal representation of the accused,
 *   no time of day, and no identity parades.
 */
import {
  anyCrime,
  type BlindQuestion,
  femaleVictims,
  inMunicipality,
  kznProvinceNames,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
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
  month,
  municipalityNames,
  number,
  refusal,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const cit = has('cash-in-transit robbery');
const shopRobbery = has('business robbery');
const kidnapping = has('kidnapping');
/** An incident with a stated event date. */
const dated = (r: DevRow) => r.event_date !== null;
/** Monday to Friday of the event date. */
const onAWeekday = (r: DevRow) => dated(r) && !weekend(r) && weekday(r) !== undefined;
/** At least one victim killed, as stated. */
const someoneKilled = (r: DevRow) => (r.victims_killed ?? 0) >= 1;

/** The share of the dated rows that pass the test, to the nearest whole percent. */
const percentOfDated = (rows: readonly DevRow[], test: (r: DevRow) => boolean) => {
  const withDate = rows.filter(dated);
  return percentage(withDate.filter(test).length, withDate.length);
};

/** Murder or attempted murder, an incident with both counted once. */
const murderOrAttempt = anyCrime('murder', 'attempted murder');
const murderMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(murderOrAttempt), (r) => r.municipality);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH122_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the shop owner in Johannesburg, on notebook a.
  {
    notebook: 'a',
    question: 'Shop robbery got how many case? I mean business robery, robber come inside shop.',
    covers: ['restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, shopRobbery)),
  },
  {
    notebook: 'a',
    question: 'Johannesburg city only, how many people die already? All the case there add together.',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      number(peopleTotal('victims_killed', rows.filter(inMunicipality('City of Johannesburg')))),
  },
  {
    notebook: 'a',
    question: 'Which province most people get hurt? Injured people I count, not dead one.',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_injured'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'Tsotsi do CIT robbery on Saturday or Sunday, got or not?',
    covers: ['yes/no', 'calendar', 'slang'],
    expect: (rows) => yesNo(count(rows, cit, weekend) > 0),
  },
  {
    notebook: 'a',
    question: 'The robber take how much money total from all the shop? In Rand please.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the defence attorney, on notebook a.
  {
    notebook: 'a',
    question:
      'Is it not so that in the majority of these incidents, meaning more than half of them, an arrest was actually made?',
    covers: ['yes/no', 'share'],
    expect: (rows) => yesNo(count(rows, arrested) > rows.length / 2),
  },
  {
    notebook: 'a',
    question:
      'I put it to you that the earliest murder in these releases can be dated precisely. On what date did it take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(murder), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'You would agree, would you not, that police officers themselves were among the victims in the Western Cape? How many officers in total, on or off duty?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Is it not the case that Gauteng recorded more murders than KwaZulu-Natal? Yes or no, counsel would like a straight answer.',
    covers: ['yes/no', 'restricted count'],
    expect: (rows) =>
      yesNo(count(rows, murder, inProvince('Gauteng')) > count(rows, murder, inProvince('KwaZulu-Natal'))),
  },
  {
    notebook: 'a',
    question:
      'Is it not so that most of the accused in these matters had no legal representation at their first appearance? How many were represented by Legal Aid?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the statistics lecturer, on notebook a.
  {
    notebook: 'a',
    question:
      'Let W be the set of incidents whose event date falls on a Saturday or a Sunday. Express |W| as a percentage of all incidents with a known event date, rounded to the nearest whole percent.',
    covers: ['share', 'calendar'],
    expect: (rows) => percentOfDated(rows, weekend),
  },
  {
    notebook: 'a',
    question:
      'Let K(P) denote the total number of victims killed in province P, summing stated figures only. Compute K(KwaZulu-Natal) minus K(Eastern Cape).',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('KwaZulu-Natal'), inProvince('Eastern Cape'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'a',
    question:
      'Consider only incidents with an event date between 1 January 2018 and 31 December 2020 inclusive. How many of them involve murder or attempted murder (an incident with both counts once)?',
    covers: ['calendar', 'restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, within('2018-01-01', '2020-12-31'), murderOrAttempt)),
  },
  {
    notebook: 'a',
    question:
      'Tabulate the incidents involving murder or attempted murder by municipality, excluding those with no municipality recorded. Which municipality is the mode?',
    covers: ['ranking'],
    ...ranking(murderMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'For incidents involving kidnapping, compute the arithmetic mean of the number of suspects arrested per incident, over incidents where that number is stated, to one decimal place.',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      meanOf(
        rows.filter(kidnapping).map((r) => r.num_suspects_arrested),
        1,
      ),
  },

  // Voice 1, the shop owner in Johannesburg, on notebook b.
  {
    notebook: 'b',
    question: 'Free State got how many kidnaping case?',
    covers: ['restricted count', 'conjunction', 'misspelling'],
    expect: (rows) => number(count(rows, kidnapping, inProvince('Free State'))),
  },
  {
    notebook: 'b',
    question: 'Small children victim, under 18, altogether how many? My daughter also small so I worry.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question: 'Which municipality have the most incident? Municipality only, not province.',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Last time shop robbery happen is which day? The day robber come, not the day police write report.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(shopRobbery), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Robbery happen more in morning or at night time? I want know when to close my shop.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the defence attorney, on notebook b.
  {
    notebook: 'b',
    question:
      'Is it not so that not a single police officer was recorded as a victim in any incident in North West?',
    covers: ['yes/no', 'people', 'conjunction'],
    expect: (rows) => yesNo(peopleTotal('victims_police', rows.filter(inProvince('North West'))) === 0),
  },
  {
    notebook: 'b',
    question:
      'You would accept, would you not, that the releases record a definite number of women victims across all these incidents? Give the court that figure.',
    covers: ['people'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'b',
    question:
      'I put it to you that the most recent incident in Mpumalanga is known to the day. What was the date of that incident?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Mpumalanga')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Is it not correct that more suspects were arrested in the Northern Cape than in Limpopo? By how many, exactly?',
    covers: ['people', 'conjunction'],
    expect: (rows) => excessOf(rows, inProvince('Northern Cape'), inProvince('Limpopo'), suspectsArrested),
  },
  {
    notebook: 'b',
    question:
      'Is it not so that the identity parades in these cases were held weeks after the arrests? How many identification parades were held in all?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the statistics lecturer, on notebook b.
  {
    notebook: 'b',
    question:
      'Let D be the incidents whose event date falls in June, July or August of any year. What percentage of the incidents with a known event date belong to D? Round to the nearest whole percent.',
    covers: ['share', 'calendar'],
    expect: (rows) => percentOfDated(rows, (r) => [6, 7, 8].includes(month(r) ?? 0)),
  },
  {
    notebook: 'b',
    question:
      'Define a fatal incident as one with at least one victim killed. How many fatal incidents have an event date on a weekday, Monday to Friday?',
    covers: ['restricted count', 'calendar', 'people'],
    expect: (rows) => number(count(rows, someoneKilled, onAWeekday)),
  },
  {
    notebook: 'b',
    question:
      'Rank the provinces by the total number of suspects arrested, summing the stated figures. Which province ranks first?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question:
      'Let n(y) be the number of incidents with an event date in year y. Compute n(2024) minus n(2016).',
    covers: ['calendar'],
    expect: (rows) => excessOf(rows, inYear(2024), inYear(2016)),
  },
  {
    notebook: 'b',
    question:
      'True or false, answered yes or no: the number of incidents involving rape is strictly greater than the number involving armed robbery.',
    covers: ['yes/no', 'restricted count'],
    expect: (rows) => yesNo(count(rows, has('rape')) > count(rows, has('armed robbery'))),
  },
];

export const fresh122QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH122_QUESTIONS, rows);
