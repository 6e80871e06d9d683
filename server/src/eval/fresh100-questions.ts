/**
 * The hundredth fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen
 * about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A visually impaired researcher dictating by speech-to-text: lower case, no punctuation, spoken
 *    numbers ("twenty twenty four"), "full stop" and "question mark" sometimes dictated literally, and
 *    the homophone slips dictation makes ("murder it" for "murdered", "for or more" for "four or more").
 * 2. A coordinator at a gender-based violence helpline preparing a briefing: careful, survivor-centred
 *    wording ("survivors", "women and girls", "femicide"), asking about women, children, rape, murder
 *    and whether anyone was arrested.
 * 3. A survey methodologist at a statistics office: precise about denominators, universes and reference
 *    periods ("in-scope records", "reference year", "point estimate"), sometimes over-specifying.
 *
 * The readings chosen (one row is one incident, a "record" or "case"; a crime question counts the rows
 * whose `crimes` hold the category):
 * - Dates are `event_date` alone: a row without one is outside every year, reference period, month,
 *   weekday and "between X and Y" window, and is never the earliest or latest; `published_date` is never
 *   read. "From twenty twenty to twenty twenty three, both years included" and "1 January 2020 to
 *   31 December 2022 inclusive" take both ends. A weekend is a Saturday or Sunday of `event_date`;
 *   "July" is the month of `event_date` in any year.
 * - Crime categories: "murder" is `murder` alone (not attempted murder or culpable homicide); "rape" is
 *   `rape`; "rape and sexual assault" is `rape` or `sexual assault`; "kidnapping", "illegal firearm
 *   possession" and "cash in transit heist" (`cash-in-transit robbery`) are their own categories.
 *   "Femicide" is a `murder` row whose stated `victims_female` is at least one (an unstated figure is
 *   not a woman among the victims).
 * - People are sums of the stated figures, a null (unstated) figure adding nothing: "murdered" (dictated
 *   "murder it") is `victims_killed`; "injured" is `victims_injured`; "children under eighteen" is
 *   `victims_children`; "police officers among the victims" is `victims_police` (any at all is a yes);
 *   "women or girls" among the victims is `victims_female`; "victims" (the total) is `num_victims`;
 *   "suspects arrested" is `num_suspects_arrested`. "Four or more suspects arrested" is a stated
 *   `num_suspects_arrested` of at least four.
 * - "Nobody arrested yet" is `arrest_made === false` (an unstated arrest is not a no).
 * - "Someone the survivor knew" is a `relationship` of `partner`, `family` or `acquaintance`; an unstated
 *   relationship is not one, and the base of that share is every rape case.
 * - Shares are percentages of the stated base (every record of the notebook; the murder cases; the
 *   rape cases; the records with an event date), rounded to the nearest whole percent; a share that lies
 *   exactly halfway is an error in the question.
 * - "How many more in X than in Y" and "X minus Y" are the difference of the two counts (or sums); X
 *   must have more, or the question is in error.
 * - Rankings (province by suspects arrested, by rape cases or by victims; municipality by incidents or by
 *   victims injured) each carry their tally; rows without a municipality are left out of a municipality
 *   ranking, which may be answered with or without "City of". KwaZulu-Natal may be answered as "KZN". A
 *   tie at the top is an error in the question.
 * - Refusals: the ground truth records no protection orders held by victims and no population group of
 *   victims, so both are questions the events cannot answer.
 */
import {
  anyCrime,
  type BlindQuestion,
  femaleVictims,
  knewTheAttacker,
  kznProvinceNames,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
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
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const rape = has('rape');
const kidnapping = has('kidnapping');
/** Rape or sexual assault. */
const sexualViolence = anyCrime('rape', 'sexual assault');
/** Femicide: a murder with at least one woman or girl stated among the victims. */
const femicide = (r: DevRow) => murder(r) && (r.victims_female ?? 0) >= 1;
/** At least four suspects stated as arrested. */
const fourOrMoreArrested = (r: DevRow) => (r.num_suspects_arrested ?? 0) >= 4;
const julyOfAnyYear = (r: DevRow) => month(r) === 7;
const dated = (r: DevRow) => r.event_date !== null;

const suspectsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const victimsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_victims ?? 0,
  );
const injuredByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_injured ?? 0,
  );
const incidentsByMunicipality = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const rapesByProvince = (rows: readonly DevRow[]) => tallyOf(rows.filter(rape), (r) => r.province);

export const FRESH100_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the researcher dictating by speech-to-text, on notebook a.
  {
    notebook: 'a',
    question: 'how many people were murder it in the western cape question mark',
    covers: ['people', 'misspelling', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question: 'in how many incidents were for or more suspects arrested',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, fourOrMoreArrested)),
  },
  {
    notebook: 'a',
    question: 'which province had the most suspects arrested all together full stop',
    covers: ['ranking', 'people'],
    ...ranking(suspectsByProvince, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'when was the last cash in transit heist question mark i mean the day it happened',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('cash-in-transit robbery')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'how many murder cases were there from twenty twenty to twenty twenty three both years included full stop',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, within('2020-01-01', '2023-12-31'))),
  },

  // Voice 2, the gender-based violence helpline coordinator, on notebook a.
  {
    notebook: 'a',
    question:
      'For our briefing on violence against women and girls: across all the incidents in this notebook, how many of the victims were women or girls?',
    covers: ['people'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'a',
    question:
      'Is any femicide recorded in Gauteng, that is, a murder where a woman or girl was among the victims? A yes or no is enough for the briefing.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, femicide, inProvince('Gauteng')) > 0),
  },
  {
    notebook: 'a',
    question:
      'How many children under eighteen are recorded among the victims in the Western Cape? We want every child counted, whether they survived or not.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Families keep asking us about accountability. In what percentage of the murder cases has nobody been arrested yet?',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(murder), notArrested),
  },
  {
    notebook: 'a',
    question:
      'How many of the survivors had a protection order in place against the person who harmed them at the time of the attack?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the survey methodologist, on notebook a.
  {
    notebook: 'a',
    question:
      'Taking every record in the notebook as the denominator, what proportion of records include illegal firearm possession among their crime categories? Please give the point estimate as a percentage rounded to the nearest whole number.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, has('illegal firearm possession')),
  },
  {
    notebook: 'a',
    question:
      'Using the event date as the reference date and excluding records without one, how many more records fall in reference year 2019 than in reference year 2021?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => excessOf(rows, inYear(2019), inYear(2021)),
  },
  {
    notebook: 'a',
    question:
      'Which municipality accounts for the largest total of victims injured, summing the stated figures only and excluding records with no municipality assigned?',
    covers: ['ranking', 'people'],
    ...ranking(injuredByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Within the reference period 1 January 2020 to 31 December 2024, what is the earliest event date among in-scope records involving kidnapping?',
    covers: ['date', 'calendar', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, kidnapping, within('2020-01-01', '2024-12-31')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Restricting the universe to KwaZulu-Natal, how many records have an event date falling on a Saturday or a Sunday? Records with no event date are out of scope.',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('KwaZulu-Natal'), weekend)),
  },

  // Voice 1, the researcher dictating by speech-to-text, on notebook b.
  {
    notebook: 'b',
    question: 'how many suspects were arrested in north west in twenty twenty four question mark',
    covers: ['people', 'calendar', 'conjunction'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, inProvince('North West'), inYear(2024)))),
  },
  {
    notebook: 'b',
    question: 'were any police officers among the victims in limpopo in twenty twenty',
    covers: ['yes/no', 'people', 'calendar'],
    expect: (rows) =>
      yesNo(peopleTotal('victims_police', rowsWhere(rows, inProvince('Limpopo'), inYear(2020))) > 0),
  },
  {
    notebook: 'b',
    question: 'which municipality had the most incidents full stop',
    covers: ['ranking'],
    ...ranking(incidentsByMunicipality, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'what is the date of the most recent rape case question mark',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(rape), 'latest'),
  },
  {
    notebook: 'b',
    question: 'how many incidents happened on a thursday full stop thank you',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Thursday')),
  },

  // Voice 2, the gender-based violence helpline coordinator, on notebook b.
  {
    notebook: 'b',
    question:
      'Which province has the most reported rape cases in these releases? We are deciding where to send our outreach team first.',
    covers: ['ranking', 'restricted count'],
    ...ranking(rapesByProvince, kznProvinceNames),
  },
  {
    notebook: 'b',
    question:
      'How many femicide cases are recorded, meaning murders where at least one woman or girl was among the victims?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, femicide)),
  },
  {
    notebook: 'b',
    question:
      'Taking all the rape cases as the base, in what percentage does the release say the perpetrator was someone the survivor knew, such as a partner, a family member or an acquaintance?',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(rape), knewTheAttacker),
  },
  {
    notebook: 'b',
    question:
      'Survivors often ask us whether reporting leads to arrests. How many suspects in total have been arrested in the rape and sexual assault cases?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(sexualViolence))),
  },
  {
    notebook: 'b',
    question: 'Across the kidnapping cases, how many of the victims were women or girls?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(femaleVictims(rows.filter(kidnapping))),
  },

  // Voice 3, the survey methodologist, on notebook b.
  {
    notebook: 'b',
    question:
      'Please tabulate the victims by population group. Counts per group are sufficient; I do not need proportions.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'What is the difference between Mpumalanga and Limpopo in the total number of suspects arrested, taken as Mpumalanga minus Limpopo and summing stated figures only?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Mpumalanga'), inProvince('Limpopo'), (selected) =>
        suspectsArrested(selected),
      ),
  },
  {
    notebook: 'b',
    question:
      'How many in-scope records have an event date within the reference period 1 January 2020 to 31 December 2022 inclusive?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2020-01-01', '2022-12-31'))),
  },
  {
    notebook: 'b',
    question:
      'Of the records with a stated event date, what proportion have an event date in July of any year? A point estimate to the nearest whole percent will do.',
    covers: ['share', 'calendar'],
    expect: (rows) => {
      const base = rows.filter(dated);
      return percentage(base.filter(julyOfAnyYear).length, base.length);
    },
  },
  {
    notebook: 'b',
    question:
      'Which province has the largest total number of victims, summing the stated victim count of each record, with unstated counts contributing nothing?',
    covers: ['ranking', 'people'],
    ...ranking(victimsByProvince, kznProvinceNames),
  },
];

export const fresh100QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH100_QUESTIONS, rows);
