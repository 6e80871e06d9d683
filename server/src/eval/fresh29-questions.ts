/**
 * The twenty-ninth fresh question set, written blind: without reading the answering engine, the
 * earlier question sets or the project's notes on its fixes, and never asked of the product before it
 * is run once, first try. Its voices: a municipal community-safety officer preparing a council report
 * (municipalities, wards of a metro, plain bureaucratic wording), a high-school teacher preparing a Life
 * Orientation lesson (simple, explanatory, sometimes a slip of spelling), and a community journalist
 * whose first language is isiZulu or isiXhosa, writing in English with local words. Fifteen questions
 * about each development notebook; every expectation is computed from the ground truth by the code
 * below.
 *
 * Readings:
 * - An incident is one release (one row); a count of incidents of a crime counts the rows whose
 *   `crimes` hold it. "Murder or attempted murder" is an incident holding either; "murder without
 *   attempted murder" holds murder and not attempted murder; "kidnapping that did not also involve a
 *   murder" holds kidnapping and not murder. "Zama zamas" are illegal mining. A municipality is the
 *   `municipality` field (the City of Cape Town, Ekurhuleni, eThekwini, Mangaung...); a province the
 *   `province` field ("Mpumalaga" is Mpumalanga).
 * - Local words: amaphoyisa are police officers (`victims_police`), abantwana children
 *   (`victims_children`, under 18), abafazi women (`suspects_female` for suspects).
 * - A window ("between June 2021 and June 2023", "in 2024", "in 2022 and 2023", "January to June") is
 *   on `event_date`, both ends inclusive, a month window covering the whole of its first and last
 *   month; "January to June" and "July to December" are those months of any year; an undated incident
 *   is in no window. A weekend incident's `event_date` falls on a Saturday or Sunday; a Wednesday one on
 *   a Wednesday.
 * - People figures sum the stated figures: `victims_killed`, `victims_injured`, `victims_children`,
 *   `victims_police`, `num_suspects_arrested`; a null figure is not stated and adds nothing. "Rape
 *   victims who were children" are the `victims_children` of the rape incidents. The youngest suspect
 *   is the lowest of the stated `suspect_ages`.
 * - Shares are percentages rounded to the nearest whole percent. The share of female victims is the
 *   summed `victims_female` over the summed `victims_female` and `victims_male`; the share of women
 *   suspects is the summed `suspects_female` over the summed `suspects_female` and `suspects_male`.
 * - A ranking names the single top key: municipalities and provinces by incidents, crime categories by
 *   incidents (an incident counting once under each of its crimes). "More ... than" is strict.
 * - The earliest and latest dates are over the dated incidents of the selection.
 * - Refused: broken streetlights at the scenes and the suspects' schooling, which no release states
 *   (the release texts of both notebooks were searched for streetlight, street light, street lamp,
 *   lamp, lighting and light, whose hits are blue lights, daylight, alight and flight risk; and for
 *   matric, grade, educat, qualif and schooling, none found).
 */
import {
  type BlindQuestion,
  femaleVictims,
  inMunicipality,
  maleVictims,
  not,
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
  crimeNames,
  dateAt,
  has,
  inProvince,
  inYear,
  month,
  municipalityNames,
  number,
  refusal,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

const capeTown = inMunicipality('City of Cape Town');
const ekurhuleni = inMunicipality('Ekurhuleni');
const ethekwini = inMunicipality('eThekwini');
const firstHalf = (r: DevRow) => {
  const m = month(r);
  return m !== undefined && m <= 6;
};
const secondHalf = (r: DevRow) => (month(r) ?? 0) >= 7;
/** A municipality as an answer may name it, each way once. */
const municipalityAnswers = (name: string) => [...new Set(municipalityNames(name))];

/** Incidents per crime category, an incident counting once under each of its crimes. */
const crimeTally = (rows: readonly DevRow[]) => {
  const tally = new Map<string, number>();
  for (const r of rows) for (const crime of r.crimes) tally.set(crime, (tally.get(crime) ?? 0) + 1);
  return tally;
};

export const FRESH29_QUESTIONS: BlindQuestion[] = [
  // Notebook a: the municipal community-safety officer.
  {
    notebook: 'a',
    question:
      'For the council safety report: how many incidents in the City of Cape Town involved murder or attempted murder?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, capeTown, (r) => has('murder')(r) || has('attempted murder')(r))),
  },
  {
    notebook: 'a',
    question: 'Which municipality in Gauteng recorded the highest number of incidents?',
    covers: ['ranking'],
    ...ranking(
      (rows) => tallyOf(rows.filter(inProvince('Gauteng')), (r) => r.municipality),
      municipalityAnswers,
    ),
  },
  {
    notebook: 'a',
    question: 'In eThekwini, how many incidents took place between June 2021 and June 2023, inclusive?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, ethekwini, within('2021-06-01', '2023-06-30'))),
  },
  {
    notebook: 'a',
    question: 'What is the total number of people killed in incidents within the eThekwini municipality?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(ethekwini))),
  },
  {
    notebook: 'a',
    question:
      'What percentage of the incidents recorded in Gauteng involved kidnapping? A whole-number percentage is fine.',
    covers: ['share'],
    expect: (rows) =>
      percentage(count(rows, inProvince('Gauteng'), has('kidnapping')), count(rows, inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question:
      'Our patrol rosters are heavier on weekends. Did more incidents happen on weekends (Saturday and Sunday together) than on Wednesdays?',
    covers: ['yes/no', 'calendar'],
    expect: (rows) => yesNo(count(rows, weekend) > count(rows, (r) => weekday(r) === 'Wednesday')),
  },
  {
    notebook: 'a',
    question: 'What was the date of the most recent incident recorded in Ekurhuleni?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(ekurhuleni), 'latest'),
  },
  {
    notebook: 'a',
    question: 'At how many of the incident scenes were the streetlights reported as not working?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'How many suspects in total were arrested for incidents in the Eastern Cape that occurred in 2024?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, inProvince('Eastern Cape'), inYear(2024)))),
  },
  {
    notebook: 'a',
    question: 'How many incidents were murders without an attempted murder in the same incident?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('murder'), not(has('attempted murder')))),
  },
  // Notebook a: the schoolteacher.
  {
    notebook: 'a',
    question:
      "I'm preparing a Grade 10 Life Orientation lesson on GBV and want real local figures. How many rape cases are recorded in these releases?",
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, has('rape'))),
  },
  {
    notebook: 'a',
    question: 'Still on GBV: of the victims in the rape cases, how many were children under 18?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(has('rape')))),
  },
  {
    notebook: 'a',
    question: 'My learners asked which provnce had the most incidents overall. Which one was it?',
    covers: ['ranking', 'misspelling'],
    ...ranking((rows) => tallyOf(rows, (r) => r.province)),
  },
  {
    notebook: 'a',
    question: 'For a timeline on the board: what is the date of the earliest incident in the collection?',
    covers: ['date'],
    expect: (rows) => dateAt(rows, 'earliest'),
  },
  {
    notebook: 'a',
    question: 'How old was the youngest suspect whose age is given?',
    covers: ['people'],
    expect: (rows) => number(Math.min(...suspectAges(rows))),
  },
  // Notebook b: the schoolteacher.
  {
    notebook: 'b',
    question: 'For a class exercise on reading statistics: how many incidents in total happened in 2023?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inYear(2023))),
  },
  {
    notebook: 'b',
    question: 'Which type of crime came up most often in Limpopo?',
    covers: ['ranking'],
    ...ranking((rows) => crimeTally(rows.filter(inProvince('Limpopo'))), crimeNames),
  },
  {
    notebook: 'b',
    question:
      'Among the victims whose sex is recorded, what percentage were female? Please round to a whole number for my learners.',
    covers: ['share', 'people'],
    expect: (rows) => percentage(femaleVictims(rows), femaleVictims(rows) + maleVictims(rows)),
  },
  {
    notebook: 'b',
    question:
      'Did more incidents happen in the first half of the year (January to June) than in the second half (July to December)?',
    covers: ['yes/no', 'calendar'],
    expect: (rows) => yesNo(count(rows, firstHalf) > count(rows, secondHalf)),
  },
  {
    notebook: 'b',
    question: 'What was the highest level of schooling the arrested suspects had completed?',
    covers: ['refusal'],
    expect: refusal,
  },
  // Notebook b: the community journalist.
  {
    notebook: 'b',
    question:
      'Sawubona. I am writing about attacks on amaphoyisa in our province. In North West, how many police officers were among the victims?',
    covers: ['slang', 'people'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question: 'How many abantwana, I mean children under 18, were victims in the Northern Cape?',
    covers: ['slang', 'people'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question: 'For the kasi news bulletin: which municipality had the most incidents?',
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(rows, (r) => r.municipality), municipalityAnswers),
  },
  {
    notebook: 'b',
    question:
      'Eish, these zama zamas. How many suspects were arrested in the illegal mining cases altogether?',
    covers: ['slang', 'people'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('illegal mining')))),
  },
  {
    notebook: 'b',
    question: 'When was the latest murder in Mpumalanga? I need the date for my article.',
    covers: ['date'],
    expect: (rows) =>
      dateAt(
        rows.filter((r) => has('murder')(r) && inProvince('Mpumalanga')(r)),
        'latest',
      ),
  },
  {
    notebook: 'b',
    question: 'How many kidnapping incidents did not also involve a murder?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('kidnapping'), not(has('murder')))),
  },
  {
    notebook: 'b',
    question: 'How many incidents were there in Mpumalaga in 2022 and 2023 together?',
    covers: ['misspelling', 'calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Mpumalanga'), within('2022-01-01', '2023-12-31'))),
  },
  {
    notebook: 'b',
    question:
      'Of the suspects whose sex is stated, what percentage were abafazi (women)? Round to a whole number, ngiyabonga.',
    covers: ['share', 'slang', 'people'],
    expect: (rows) => {
      const women = peopleTotal('suspects_female', rows);
      return percentage(women, women + peopleTotal('suspects_male', rows));
    },
  },
  {
    notebook: 'b',
    question:
      'Ngicela ukubuza: were more people killed in the Free State than in Limpopo and North West combined?',
    covers: ['yes/no', 'people'],
    expect: (rows) =>
      yesNo(
        peopleTotal('victims_killed', rows.filter(inProvince('Free State'))) >
          peopleTotal(
            'victims_killed',
            rows.filter((r) => r.province === 'Limpopo' || r.province === 'North West'),
          ),
      ),
  },
  {
    notebook: 'b',
    question: 'How many people were left injured in Limpopo incidents? Just the number, please.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(inProvince('Limpopo')))),
  },
];

/** The set's questions with their expectations worked out over the development set's ground truth. */
export const fresh29QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH29_QUESTIONS, rows);
