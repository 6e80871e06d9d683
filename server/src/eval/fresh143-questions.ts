/**
 * The hundred-and-forty-third fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`. It was written blind, without reading the analyst, the extractor or
 * any other question set; each expectation is worked out from the ground-truth rows of the question's
 * own notebook, never typed in.
 *
 * The voices (five questions from each to each notebook):
 * 1. The news editor of a regional radio station, filling a bulletin: short and quick, newsroom words
 *    ("CIT heists", "cash van heist", "cops", "hijackings", "death toll") and the odd typo from typing
 *    in a hurry ("kidnapings", "Mpumulanga").
 * 2. The research officer of an NGO working on gender-based violence: survivors, women and children,
 *    sexual offences, whether the perpetrator was known to the survivor, figures split by sex, and says
 *    exactly what goes into a denominator.
 * 3. An aide to a member of a provincial legislature drafting a parliamentary question: formal, per
 *    province and municipality, arrests, police officers as victims, arrest rates, dates for the record.
 *
 * The readings chosen (one row is one incident; a question about a crime counts the rows whose
 * `crimes` hold that category):
 * - Dates are `event_date` alone; `published_date` is never read. A row without an `event_date` is in
 *   no year or date range and is never the earliest or the latest. "From 2020 onwards" is on or after
 *   1 January 2020; "2022 and 2023" is 1 January 2022 to 31 December 2023, both ends included.
 * - People are sums of the stated figures, a null (unstated) figure adding nothing: `victims_killed`
 *   (killed, death toll), `victims_children` (children, under eighteen), `victims_police` (police
 *   officers, cops, on or off duty), `victims_female` / `victims_male` (women and men among victims),
 *   `suspects_female` (suspects who were women or girls, arrested or sought), `num_suspects_arrested`
 *   (suspects arrested).
 * - "CIT heist" / "cash van heist" is `cash-in-transit robbery`. "Hijackings" are `carjacking` or
 *   `truck hijacking`. "Sexual offences" are `rape` or `sexual assault`. "Murder" is `murder` alone
 *   (not attempted murder nor culpable homicide). "Poaching" is `poaching`.
 * - A farm is a row whose `location` holds the word "farm", in any case, whatever its crimes.
 * - "Municipality" is `municipality`; rows without one are left out; an answer may drop "City of".
 *   KwaZulu-Natal may be answered as "KZN".
 * - An arrest is `arrest_made === true`; "no arrest at all" is `arrest_made === false` (an unstated
 *   arrest is neither). An arrest rate is the share of the province's rows with an arrest, to the
 *   nearest whole percent.
 * - The share of victims who were female is the sum of `victims_female` over the sum of
 *   `victims_female` and `victims_male` (victims of unstated sex are left out), nearest whole percent.
 * - A perpetrator known to the survivor is a `relationship` of `partner`, `family` or `acquaintance`;
 *   the share of rape cases with one is over every rape row, those with no stated relationship
 *   included in the denominator, nearest whole percent. A killing "by a family member" is a `murder`
 *   row whose `relationship` is `family`.
 * - "How many more X than Y" is the difference of the two sums; X must be the larger.
 * - Rankings (province by people killed, municipality by incidents, province by suspects arrested,
 *   Free State municipality by incidents) carry their tally; a tie at the top is an error in the
 *   question.
 * - Refusals: the ground truth holds nothing on protection orders, and nothing on how many detectives
 *   were assigned to a case.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  femaleVictims,
  knewTheAttacker,
  kznProvinceNames,
  maleVictims,
  peopleByProvince,
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
  arrested,
  casesOf,
  count,
  dateAt,
  excessOf,
  has,
  inProvince,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  within,
} from './ground-truth-questions';

const cit = has('cash-in-transit robbery');
const murder = has('murder');
const rape = has('rape');
/** Sexual offences: rape or sexual assault. */
const sexualOffence = anyCrime('rape', 'sexual assault');
/** A hijacking: of a car or of a truck. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');

/** A first figure less a second; a first that is not larger is an error in the question. */
function moreBy(first: number, second: number) {
  if (first <= second) throw new Error(`the first side does not have more: ${first} vs ${second}`);
  return number(first - second);
}

const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const freeStateMunicipalityTally = (rows: readonly DevRow[]) =>
  municipalityTally(rows.filter(inProvince('Free State')));
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH143_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the radio news editor, on notebook a.
  {
    notebook: 'a',
    question:
      'For the bulletin: which province has the highest death toll, counting everyone killed across all incidents?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'How many CIT heists are in here?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, cit)),
  },
  {
    notebook: 'a',
    question: 'Quick one - how many kidnapings in Gauteng?',
    covers: ['restricted count', 'conjunction', 'misspelling'],
    expect: (rows) => number(count(rows, has('kidnapping'), inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question:
      'When did the most recent murder in the Eastern Cape happen? The date of the killing, not of the police statement.',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Eastern Cape')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Were any cops among the victims in the Western Cape? Yes or no.',
    covers: ['yes/no', 'slang', 'people'],
    expect: (rows) => yesNo(peopleTotal('victims_police', rows.filter(inProvince('Western Cape'))) > 0),
  },

  // Voice 2, the GBV research officer, on notebook a.
  {
    notebook: 'a',
    question: 'How many incidents involve a sexual offence, i.e. rape or sexual assault?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, sexualOffence)),
  },
  {
    notebook: 'a',
    question:
      'Of the victims whose sex is recorded, what percentage were female? Please leave out victims whose sex is not stated.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = femaleVictims(rows);
      return percentage(female, female + maleVictims(rows));
    },
  },
  {
    notebook: 'a',
    question: 'Is there any murder case where the perpetrator was a family member of the victim?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, murder, (r) => r.relationship === 'family') > 0),
  },
  {
    notebook: 'a',
    question: 'In total, how many of the victims across all incidents were children under 18?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question:
      'In how many of these cases did the survivor already have a protection order against the perpetrator?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the legislature member's aide, on notebook a.
  {
    notebook: 'a',
    question:
      'How many more suspects were arrested in the Western Cape than in the Eastern Cape, adding up the suspects arrested in every incident in each province?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Western Cape'), inProvince('Eastern Cape'), suspectsArrested),
  },
  {
    notebook: 'a',
    question:
      'The Member wishes to know the total number of police officers, on or off duty, who were among the victims in these incidents.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question: 'Which municipality recorded the largest number of incidents?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'What percentage of the incidents in the Eastern Cape resulted in an arrest, to the nearest whole percent?',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(inProvince('Eastern Cape')), arrested),
  },
  {
    notebook: 'a',
    question: 'How many murder incidents occurred in the calendar years 2022 and 2023 combined?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, within('2022-01-01', '2023-12-31'))),
  },

  // Voice 1, the radio news editor, on notebook b.
  {
    notebook: 'b',
    question: 'Farm attacks angle: how many people were killed on farms in the Free State?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      number(peopleTotal('victims_killed', rowsWhere(rows, onAFarm, inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question: 'Which province had the most suspects arrested in total?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question: 'When was the latest cash van heist? Need the date it happened.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },
  {
    notebook: 'b',
    question: 'How many hijackings in Mpumulanga - cars and trucks both?',
    covers: ['restricted count', 'conjunction', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, hijacking, inProvince('Mpumalanga'))),
  },
  {
    notebook: 'b',
    question: 'Any poaching cases where nobody was arrested at all? Yes/no',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('poaching'), notArrested) > 0),
  },

  // Voice 2, the GBV research officer, on notebook b.
  {
    notebook: 'b',
    question: 'Across the rape cases, how many of the victims were children (under 18)?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(rape))),
  },
  {
    notebook: 'b',
    question:
      'In what percentage of rape cases was the perpetrator known to the survivor (partner, family member or acquaintance)? Use all rape cases as the denominator, including those where the relationship is not recorded.',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(rape), knewTheAttacker),
  },
  {
    notebook: 'b',
    question: 'How many of the suspects, arrested or still sought, were women or girls?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question:
      'In the Northern Cape, how many more female victims were there than male victims, counting only victims whose sex is stated?',
    covers: ['people', 'conjunction'],
    expect: (rows) => {
      const nc = rows.filter(inProvince('Northern Cape'));
      return moreBy(femaleVictims(nc), maleVictims(nc));
    },
  },
  {
    notebook: 'b',
    question: 'How many rape cases took place from 2020 onwards?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, rape, sinceYear(2020))),
  },

  // Voice 3, the legislature member's aide, on notebook b.
  {
    notebook: 'b',
    question: 'Which municipality in the Free State accounts for the largest number of incidents?',
    covers: ['ranking', 'conjunction'],
    ...ranking(freeStateMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'What proportion of the incidents in Limpopo led to an arrest, expressed as a percentage to the nearest whole number?',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(inProvince('Limpopo')), arrested),
  },
  {
    notebook: 'b',
    question: 'How many incidents of murder were recorded in the Limpopo province?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, murder, inProvince('Limpopo'))),
  },
  {
    notebook: 'b',
    question:
      'For the record, on what date did the earliest incident in the Northern Cape take place (the date of the incident itself)?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Northern Cape')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'How many detectives were assigned to investigate each of these cases?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh143QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH143_QUESTIONS, rows);
