/**
 * The two-hundred-and-twenty-ninth fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A court interpreter whose English follows isiSwati/Sesotho word order and literal translation: the
 *    question comes after its topic ("The ones who were caught, it is how many?"), "the province which
 *    is having the most", "the ones who died", "it happened on which day".
 * 2. A midwife at a rural clinic: women, girls, babies and children, ages, the share of victims who were
 *    women; gentle and worried, a little long.
 * 3. The coach of an under-15 football team: weekends and afternoons, children, grounds, schools and
 *    fields, parents asking; team-talk phrases ("top of the log", "nabbed", "season", "y/n") and quick
 *    typing with a few slips ("incidnets", "wekend").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, "since" window and weekday,
 *   and is never the earliest or latest; `published_date` is never read. A weekend is a Saturday or
 *   Sunday of `event_date`. "In 2025" is the calendar year of `event_date`; "since the start of 2023" is
 *   `event_date` on or after 2023-01-01.
 * - People are sums of the stated figures: `num_suspects_arrested` (the ones who were caught, arrested,
 *   nabbed), `victims_killed` (the ones who died), `victims_children` (children, under eighteen),
 *   `victims_female` (women and girls), `victims_male`, `victims_police` (police officers). A null
 *   (unstated) figure adds nothing and never makes a row count.
 * - "A child among the victims" / "the victim was a child" is a stated `victims_children` above zero; a
 *   yes/no about child victims is Yes only when some such row exists.
 * - "Nobody was arrested" is `arrest_made === false`; an unstated arrest is not "nobody".
 * - The share of victims who were women is the sum of `victims_female` over the sum of `victims_female`
 *   and `victims_male` (nulls add nothing); the share of incidents with a child victim is over all the
 *   notebook's rows. Shares are to the nearest whole percent; a value on the halfway mark is an error.
 * - The middle (median) age of the rape suspects is over every stated age in `suspect_ages` of the rows
 *   holding `rape`; with an even number of ages it is the mean of the middle two, and no stated age is
 *   an error in the question.
 * - "Municipality" is `municipality` (rows without one are left out), answered as written or without
 *   "City of". "Ekurhuleni" is the `Ekurhuleni` municipality. A province is `province`; KwaZulu-Natal may
 *   be answered as "KZN".
 * - "At a school" is a row whose `location` holds the word "school" (any case).
 * - The incidents per year 2019 to 2022 are the counts of dated rows in each year, expected as a list of
 *   the four counts in year order.
 * - "How many more in 2023 than in 2020" is the difference of the two yearly counts; 2023 must have more.
 * - The provinces with a police officer among the victims are those with a row whose stated
 *   `victims_police` is above zero, listed in any order.
 * - Rankings (province with the most killed, municipality with the most incidents, province with the
 *   most rape cases, province with the most suspects arrested) each carry their tally; a tie at the top
 *   is an error in the question.
 * - Refusals: the ground truth holds no names of accused people, no motives, no pregnancies or lost
 *   babies, no victims' ages (only whether a victim was a child, so no babies under one), no time of
 *   day, and no forecasts of what will happen next season.
 */
import {
  atPlace,
  type BlindQuestion,
  inMunicipality,
  kznProvinceNames,
  peopleByProvince,
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
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
} from './ground-truth-questions';

const rape = has('rape');
/** A stated child among the victims; an unstated figure is not one. */
const childVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;
/** A stated police officer among the victims. */
const policeVictim = (r: DevRow) => (r.victims_police ?? 0) > 0;

/** The median of the values; with an even number, the mean of the middle two; none is an error. */
export function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  if (sorted.length === 0) throw new Error('no stated value to take the median of');
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

/** Incidents per calendar year over the given years, in year order; undated rows are in none. */
const perYear = (rows: readonly DevRow[], years: readonly number[]) =>
  years.map((year) => count(rows, inYear(year)));

const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const rapeProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(rape), (r) => r.province);
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH229_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the court interpreter, on notebook a.
  {
    notebook: 'a',
    question: 'The ones who were caught in the Eastern Cape, in all the cases there, they are how many?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question: 'The province which is having the most people who died, it is which one?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'The cases of kidnapping in Gauteng which happened in the year 2025, they are how many?',
    covers: ['conjunction', 'calendar', 'restricted count'],
    expect: (rows) => number(count(rows, has('kidnapping'), inProvince('Gauteng'), inYear(2025))),
  },
  {
    notebook: 'a',
    question:
      'For the court I must write it down: the man who shot the people at Glebelands Hostel in Umlazi, his name it is what?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'The murder which is the first one in these papers, it happened on which date?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('murder')), 'earliest'),
  },

  // Voice 2, the midwife, on notebook a.
  {
    notebook: 'a',
    question:
      'I see so many young ones at the clinic. In the Western Cape reports, how many children under eighteen were among the victims altogether?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Of the victims where the report says whether it was a woman or a man, what percentage were women or girls?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = peopleTotal('victims_female', rows);
      return percentage(female, female + peopleTotal('victims_male', rows));
    },
  },
  {
    notebook: 'a',
    question: 'It breaks my heart to ask, but in how many of the rape cases was the victim a child?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, rape, childVictim)),
  },
  {
    notebook: 'a',
    question:
      'Were any of the women who were attacked pregnant at the time, and did any of them lose their babies?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'The men arrested for rape, what is their middle age, the median, going by the ages given?',
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows.filter(rape)))),
  },

  // Voice 3, the under-15 coach, on notebook a.
  {
    notebook: 'a',
    question: 'How many incidnets on a wekend (Sat or Sun) in the Western Cape? We play there most weekends',
    covers: ['calendar', 'conjunction', 'misspelling'],
    expect: (rows) => number(count(rows, inProvince('Western Cape'), weekend)),
  },
  {
    notebook: 'a',
    question: 'Which municipality is top of the log for incidents overall?',
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Parents are asking before our away game in Ekurhuleni: were any kids among the victims of incidents there? y/n',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, inMunicipality('Ekurhuleni'), childVictim) > 0),
  },
  {
    notebook: 'a',
    question: 'Season by season: how many incidents in each year from 2019 through 2022?',
    covers: ['calendar'],
    expect: (rows) => ({ kind: 'list', value: perYear(rows, [2019, 2020, 2021, 2022]) }),
  },
  {
    notebook: 'a',
    question:
      'Will Khayelitsha be safe for our under-15 tournament next season, or will there be more shootings there?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the court interpreter, on notebook b.
  {
    notebook: 'b',
    question: 'The ones who died in the Free State, all of them together, they are how many?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question: 'The province which is having the most cases of rape, it is which one?',
    covers: ['ranking', 'restricted count'],
    ...ranking(rapeProvinceTally),
  },
  {
    notebook: 'b',
    question: 'The cases where there is nobody who was arrested, they are how many?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, notArrested)),
  },
  {
    notebook: 'b',
    question: 'The last murder in Limpopo, it happened on which day?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, has('murder'), inProvince('Limpopo')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'The accused from the Lismor farm killing near Kestell, the magistrate asks: why he did it, the reason it is what?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the midwife, on notebook b.
  {
    notebook: 'b',
    question: 'How many women and girls were victims altogether in these reports?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_female', rows)),
  },
  {
    notebook: 'b',
    question:
      'Taking only the rape cases, how many children under eighteen were victims in total? I want to know how many little ones we should be looking out for.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(rape))),
  },
  {
    notebook: 'b',
    question: 'In what percentage of all these incidents was at least one child among the victims?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, childVictim),
  },
  {
    notebook: 'b',
    question: 'Of the children who were victims, how many were babies under one year old?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'Since the start of 2023, how many rape cases have there been? I worry it is getting worse.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, rape, sinceYear(2023))),
  },

  // Voice 3, the under-15 coach, on notebook b.
  {
    notebook: 'b',
    question:
      'How many of these happened on a Saturday afternoon, between 2 and 5, when our boys are out on the field?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'Which province nabbed the most suspects overall?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question: 'How many more incidents were there in 2023 than in 2020?',
    covers: ['calendar'],
    expect: (rows) => excessOf(rows, inYear(2023), inYear(2020)),
  },
  {
    notebook: 'b',
    question: 'Quick one for the parents: did anything happen at a school? y/n',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, atPlace('school')) > 0),
  },
  {
    notebook: 'b',
    question: 'Which provinces had a police officer among the victims? List them all.',
    covers: ['people'],
    expect: (rows) => ({
      kind: 'list',
      value: [...new Set(rows.filter(policeVictim).map((r) => r.province))].sort(),
    }),
  },
];

export const fresh229QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH229_QUESTIONS, rows);
