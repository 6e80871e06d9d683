/**
 * The fourteenth fresh question set, written blind: without reading the analyst, the extractor, the
 * benchmarks, the decisions or any earlier question set, from the development set's README and ground
 * truth alone. Three voices ask about each notebook, about five questions each: a human rights
 * commission monitor (police among the victims, arrests, women suspects, the youngest suspects,
 * kidnappings), a shopping-centre retail crime risk analyst (business and other robberies, trading days,
 * the festive season) and a foreign correspondent filing for an overseas paper, who explains South
 * African terms as she asks and spells the American way. Every expectation is computed from the ground
 * truth.
 *
 * Readings:
 * - An incident is one release (one row). "X incidents", "X cases" or "Xs" are the incidents whose
 *   `crimes` include X; an incident with two of the crimes asked about counts once. "X but not Y" is an
 *   incident with X whose crimes lack Y; "every X also Y" holds when each X incident has Y too.
 * - A robbery of any kind (as the questions list it) is an `armed robbery`, `business robbery`,
 *   `house robbery`, `cash-in-transit robbery` or `robbery`; carjackings and hijackings are not among them.
 * - Slang: a "CIT" robbery is a `cash-in-transit robbery`; a "house robbery" is `house robbery`;
 *   "zama zamas" are illegal miners (`illegal mining`); the eThekwini metro is the `municipality`
 *   eThekwini; the "festive season" is December or January of any year.
 * - Windows ("since", weekdays, months) are on `event_date`, both ends inclusive; "before 2020" ends
 *   on 31 December 2019. An undated incident is in no window and has no weekday.
 * - People: killed, female victims and police among the victims are the sums of `victims_killed`,
 *   `victims_female` and `victims_police`; women suspects of `suspects_female`; suspects arrested of
 *   `num_suspects_arrested`; "people murdered" in a province are its `victims_killed`. A null (not
 *   stated) figure adds nothing. "Incidents with police officers among the victims" have
 *   `victims_police` above 0. A suspect's age is one of `suspect_ages`; the youngest is their minimum.
 * - Nobody arrested is `arrest_made` false.
 * - A share is the part over the whole times 100, rounded to the nearest whole percent; its whole is the
 *   incidents named (all incidents, murders, robberies of any kind).
 * - A ranking names its single top province; no question's top place ties. Earliest and latest are
 *   `event_date`s of the incidents asked about.
 * - Refused: compensation paid to victims' families and insurance payouts, which no release records.
 */
import {
  any,
  type BlindQuestion,
  before,
  inMunicipality,
  kznProvinceNames,
  peopleByProvince,
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
  casesOf,
  count,
  dateAt,
  has,
  inProvince,
  notArrested,
  number,
  percentOf,
  refusal,
  weekday,
  within,
} from './ground-truth-questions';

const ROBBERIES = [
  'armed robbery',
  'business robbery',
  'house robbery',
  'cash-in-transit robbery',
  'robbery',
];
const anyRobbery = (r: DevRow) => ROBBERIES.some((crime) => r.crimes.includes(crime));
const policeAmongVictims = (r: DevRow) => (r.victims_police ?? 0) > 0;
const onDays =
  (...days: string[]) =>
  (r: DevRow) => {
    const day = weekday(r);
    return day !== undefined && days.includes(day);
  };
const inDecemberOrJanuary = (r: DevRow) =>
  r.event_date !== null && ['12', '01'].includes(r.event_date.slice(5, 7));

export const FRESH14_QUESTIONS: BlindQuestion[] = [
  // Notebook a: the human rights commission monitor.
  {
    notebook: 'a',
    question: 'In how many incidents were police officers among the victims?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(count(rows, policeAmongVictims)),
  },
  {
    notebook: 'a',
    question: 'How many suspects were arrested in incidents involving a kidnapping but not a murder?',
    covers: ['conjunction', 'people'],
    expect: (rows) => number(suspectsArrested(rows.filter((r) => has('kidnapping')(r) && !has('murder')(r)))),
  },
  {
    notebook: 'a',
    question: 'For our monitoring report: what share of the incidents ended with nobody arrested?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, notArrested),
  },
  {
    notebook: 'a',
    question: 'Which province had the most female victims?',
    covers: ['ranking', 'people'],
    ...ranking(
      (rows) =>
        tallyOf(
          rows,
          (r) => r.province,
          (r) => r.victims_female ?? 0,
        ),
      kznProvinceNames,
    ),
  },
  {
    notebook: 'a',
    question: "How much compensation did the state pay out to the victims' families?",
    covers: ['refusal'],
    expect: refusal,
  },
  // Notebook a: the retail crime risk analyst.
  {
    notebook: 'a',
    question: 'How many business robberies or CIT robberies were there in Gauteng?',
    covers: ['slang', 'restricted count'],
    expect: (rows) =>
      number(
        count(rows, any(has('business robbery'), has('cash-in-transit robbery')), inProvince('Gauteng')),
      ),
  },
  {
    notebook: 'a',
    question:
      'How many incidents involved any kind of robbery: armed, business, house, cash-in-transit or common robbery?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, anyRobbery)),
  },
  {
    notebook: 'a',
    question: 'When was the most recent buisness robbery?',
    covers: ['misspelling', 'date'],
    expect: (rows) => dateAt(rows.filter(has('business robbery')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Fridays and Saturdays are our peak trading days. How many incidents fell on a Friday or a Saturday?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, onDays('Friday', 'Saturday'))),
  },
  {
    notebook: 'a',
    question: 'Did every business robbery also come with an illegal firearm possession charge?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => {
      const robberies = rows.filter(has('business robbery'));
      if (robberies.length === 0) throw new Error('no business robbery to ask about');
      return yesNo(robberies.every(has('illegal firearm possession')));
    },
  },
  // Notebook a: the foreign correspondent.
  {
    notebook: 'a',
    question:
      "How many 'house robberies' are recorded? (That is South African police jargon for an armed home invasion.)",
    covers: ['slang', 'restricted count'],
    expect: (rows) => number(count(rows, has('house robbery'))),
  },
  {
    notebook: 'a',
    question:
      'Which South African province, roughly the equivalent of a US state, saw the most people killed?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'What is the date of the earliest incident in the Western Cape, the province centered on Cape Town?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Western Cape')), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'What percentage of the murders took place in the Eastern Cape?',
    covers: ['share'],
    expect: (rows) => {
      const murders = rows.filter(has('murder'));
      return percentage(count(murders, inProvince('Eastern Cape')), murders.length);
    },
  },
  {
    notebook: 'a',
    question:
      'How many incidents were logged in the eThekwini metro (greater Durban) since the beginning of 2021?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMunicipality('eThekwini'), within('2021-01-01', '9999-12-31'))),
  },

  // Notebook b: the human rights commission monitor.
  {
    notebook: 'b',
    question: 'How many women were among the suspects?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question: 'In how many incidents with police officers among the victims was nobody arrested?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, policeAmongVictims, notArrested)),
  },
  {
    notebook: 'b',
    question: 'How old was the youngest suspect?',
    covers: ['people'],
    expect: (rows) => {
      const ages = suspectAges(rows);
      if (ages.length === 0) throw new Error('no stated suspect age');
      return number(Math.min(...ages));
    },
  },
  {
    notebook: 'b',
    question: 'Which province had the most police officers among the victims?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_police'), kznProvinceNames),
  },
  {
    notebook: 'b',
    question: 'Kidnappings are on our watch list: how many happened before 2020?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, has('kidnapping'), before('2020-01-01'))),
  },
  // Notebook b: the retail crime risk analyst.
  {
    notebook: 'b',
    question: 'Business robberies are our bread and butter. How many are there in total?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, has('business robbery'))),
  },
  {
    notebook: 'b',
    question:
      'Of all robberies of any kind (armed, business, house, CIT or common robbery), what percentage happened in North West?',
    covers: ['share', 'slang'],
    expect: (rows) => {
      const robberies = rows.filter(anyRobbery);
      return percentage(count(robberies, inProvince('North West')), robberies.length);
    },
  },
  {
    notebook: 'b',
    question: 'When was the earliest business robbery?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('business robbery')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'How many incidents fell in the festive season, December or January?',
    covers: ['calendar', 'slang'],
    expect: (rows) => number(count(rows, inDecemberOrJanuary)),
  },
  {
    notebook: 'b',
    question: 'What was the total insurance payout for the businesses that were robbed?',
    covers: ['refusal'],
    expect: refusal,
  },
  // Notebook b: the foreign correspondent.
  {
    notebook: 'b',
    question: "How many incidents involved 'zama zamas', the illegal miners who work abandoned mine shafts?",
    covers: ['slang', 'restricted count'],
    expect: (rows) => number(count(rows, has('illegal mining'))),
  },
  {
    notebook: 'b',
    question: 'Which province had the most suspects arrested?',
    covers: ['ranking', 'people'],
    ...ranking(
      (rows) =>
        tallyOf(
          rows,
          (r) => r.province,
          (r) => r.num_suspects_arrested ?? 0,
        ),
      kznProvinceNames,
    ),
  },
  {
    notebook: 'b',
    question: 'When was the most recent murder?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('murder')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Were there more rapes than armed robberies?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, has('rape')) > count(rows, has('armed robbery'))),
  },
  {
    notebook: 'b',
    question:
      'How many people were murdered in Mpumulanga, the province east of Johannesburg that borders Mozambique?',
    covers: ['misspelling', 'people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Mpumalanga')))),
  },
];

/** The set's questions with their expectations worked out over the development set's ground truth. */
export const fresh14QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH14_QUESTIONS, rows);
