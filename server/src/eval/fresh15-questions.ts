/**
 * The fifteenth fresh question set, written blind: without reading the analyst, the extractor, the
 * benchmarks, the decisions or any earlier question set, from the development set's README and ground
 * truth alone. Three voices ask about each notebook, about five questions each: a researcher in a
 * prosecutor's office of the NPA (arrests per charge, suspects' ages, cases closed without an arrest), a
 * victim-support volunteer coordinator (women and child victims, rape, attackers the victim knew) and a
 * data-visualisation freelancer (shares, breakdowns, top two, "what % of"). Every expectation is
 * computed from the ground truth.
 *
 * Readings:
 * - An incident (a case, a docket) is one release (one row). "X incidents", "X cases" or "Xs" are the
 *   incidents whose `crimes` include X; an incident with two of the crimes asked about counts once.
 * - A crime type is one category of `crimes` other than "other"; the suspects arrested for a crime type
 *   are the `num_suspects_arrested` of every incident whose crimes include it, summed. The top two crime
 *   types are the two with the most incidents, most first.
 * - An attacker the victim knew is a `relationship` of partner, family or acquaintance; a child victim
 *   is a `victims_children` above 0 in the incident.
 * - Slang and abbreviations: a "docket" is an incident; "nabbed" is arrested; FS is the Free State, NC
 *   the Northern Cape.
 * - Windows (years, quarters, months of any year, weekends) are on `event_date`, both ends inclusive; an
 *   undated incident is in no window and has no weekday. "2023 or later" runs from 1 January 2023.
 * - People: female, male and child victims and victims in all are the sums of `victims_female`,
 *   `victims_male`, `victims_children` and `num_victims`; suspects arrested of `num_suspects_arrested`.
 *   A null (not stated) figure adds nothing. Suspects' ages are the stated `suspect_ages`, one per
 *   suspect; "older than 40" and "under 25" are strict; the average is their mean to one decimal.
 * - No arrest is `arrest_made` false; an arrest is `arrest_made` true.
 * - A share is the part over the whole times 100, rounded to the nearest whole percent; its whole is the
 *   incidents named, undated ones included (they are in no window, so never in the part of a window).
 * - A ranking names its single top key (province, crime type); no question's top place ties.
 *   Earliest and latest are `event_date`s of the incidents asked about.
 * - Refused: rates per head of population and the prosecutors who handled a case, which no release
 *   records.
 */
import {
  any,
  type BlindQuestion,
  femaleVictims,
  inMonths,
  kznProvinceNames,
  leaderOf,
  maleVictims,
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
  crimeNames,
  dateAt,
  has,
  inProvince,
  meanOf,
  notArrested,
  number,
  percentOf,
  refusal,
  topKeys,
  weekend,
  within,
} from './ground-truth-questions';

const crimeTypes = (r: DevRow) => r.crimes.filter((crime) => crime !== 'other');
const knewAttacker = (r: DevRow) =>
  r.relationship === 'partner' || r.relationship === 'family' || r.relationship === 'acquaintance';
const childVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;

/** Incidents per crime type, each incident once under every crime type it carries. */
const incidentsPerCrime = (rows: readonly DevRow[]) => tallyOf(rows.flatMap(crimeTypes), (crime) => crime);

export const FRESH15_QUESTIONS: BlindQuestion[] = [
  // Notebook a: the NPA researcher.
  {
    notebook: 'a',
    question: 'How many suspects were arrested in total for corruption or fraud?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(suspectsArrested(rows.filter(any(has('corruption'), has('fraud'))))),
  },
  {
    notebook: 'a',
    question: 'What was the average age of the suspects whose ages are given? One decimal, please.',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows), 1),
  },
  {
    notebook: 'a',
    question: 'How many murder dockets ended with no arrest at all?',
    covers: ['conjunction', 'slang', 'restricted count'],
    expect: (rows) => number(count(rows, has('murder'), notArrested)),
  },
  {
    notebook: 'a',
    question: 'Of the suspects with a known age, how many were older than 40?',
    covers: ['people'],
    expect: (rows) => number(suspectAges(rows).filter((age) => age > 40).length),
  },
  {
    notebook: 'a',
    question:
      'Which crime type accounts for the most suspects arrested, adding up the arrested suspects of every incident that carries that charge?',
    covers: ['ranking', 'people'],
    ...ranking(
      (rows) =>
        tallyOf(
          rows.flatMap((r) => crimeTypes(r).map((crime) => ({ crime, arrested: r.num_suspects_arrested }))),
          (item) => item.crime,
          (item) => item.arrested ?? 0,
        ),
      crimeNames,
    ),
  },
  // Notebook a: the victim-support volunteer coordinator.
  {
    notebook: 'a',
    question: 'How many female victims were there across all the incidents?',
    covers: ['people'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'a',
    question:
      "We're planning sessions for young survivors: how many child victims were there in the Western Cape?",
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question: 'In how many rape cases did the victim know the attacker?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('rape'), knewAttacker)),
  },
  {
    notebook: 'a',
    question: 'When was the most recent rape?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('rape')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Were there more male than female victims overall?',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(maleVictims(rows) > femaleVictims(rows)),
  },
  // Notebook a: the data-visualisation freelancer.
  {
    notebook: 'a',
    question: 'What % of the incidents were in Guateng?',
    covers: ['share', 'misspelling'],
    expect: (rows) => percentOf(rows, inProvince('Gauteng')),
  },
  {
    notebook: 'a',
    question: 'Top province by number of victims?',
    covers: ['ranking', 'people'],
    ...ranking(
      (rows) =>
        tallyOf(
          rows,
          (r) => r.province,
          (r) => r.num_victims ?? 0,
        ),
      kznProvinceNames,
    ),
  },
  {
    notebook: 'a',
    question: 'What share of the murders happened on a weekend (Saturday or Sunday)?',
    covers: ['share', 'calendar'],
    expect: (rows) => {
      const murders = rows.filter(has('murder'));
      return percentage(count(murders, weekend), murders.length);
    },
  },
  {
    notebook: 'a',
    question:
      'For a seasonal chart: how many incidents happened between October and December, all years together?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, inMonths(10, 12))),
  },
  {
    notebook: 'a',
    question: 'Can you give me the number of incidents per 100 000 residents for each province?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Notebook b: the NPA researcher.
  {
    notebook: 'b',
    question: 'How many suspects were nabbed on extortion charges?',
    covers: ['people', 'slang', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('extortion')))),
  },
  {
    notebook: 'b',
    question: 'How many of the suspects with a stated age were under 25?',
    covers: ['people'],
    expect: (rows) => number(suspectAges(rows).filter((age) => age < 25).length),
  },
  {
    notebook: 'b',
    question: 'What share of the incidents led to an arrest?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'b',
    question: 'When did the earliest kidnapping happen?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Which prosecutors handled the rape cases?',
    covers: ['refusal'],
    expect: refusal,
  },
  // Notebook b: the victim-support volunteer coordinator.
  {
    notebook: 'b',
    question: 'How many female victims in FS and NC together?',
    covers: ['people', 'slang', 'restricted count'],
    expect: (rows) =>
      number(femaleVictims(rows.filter(any(inProvince('Free State'), inProvince('Northern Cape'))))),
  },
  {
    notebook: 'b',
    question: 'How many rape cases involved a child victim?',
    covers: ['conjunction', 'people'],
    expect: (rows) => number(count(rows, has('rape'), childVictim)),
  },
  {
    notebook: 'b',
    question:
      'In how many incidents was the attacker someone the victim knew, like a partner, a relative or an acquaintance?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, knewAttacker)),
  },
  {
    notebook: 'b',
    question: 'Which province had the most child victims?',
    covers: ['ranking', 'people'],
    ...ranking(
      (rows) =>
        tallyOf(
          rows,
          (r) => r.province,
          (r) => r.victims_children ?? 0,
        ),
      kznProvinceNames,
    ),
  },
  {
    notebook: 'b',
    question: 'How many kidnaping cases were there in North West?',
    covers: ['misspelling', 'restricted count'],
    expect: (rows) => number(count(rows, has('kidnapping'), inProvince('North West'))),
  },
  // Notebook b: the data-visualisation freelancer.
  {
    notebook: 'b',
    question: 'What share of the incidents were murders?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, has('murder')),
  },
  {
    notebook: 'b',
    question: 'What are the top two crime types by number of incidents?',
    covers: ['ranking'],
    tally: incidentsPerCrime,
    expect: (rows) => {
      leaderOf(incidentsPerCrime(rows));
      const top = topKeys(rows.flatMap(crimeTypes), (crime) => crime, 2);
      return { kind: 'list', value: top.map((crime) => crimeNames(crime)[0] ?? crime) };
    },
  },
  {
    notebook: 'b',
    question: 'What percentage of the incidents happened in 2023 or later?',
    covers: ['calendar', 'share'],
    expect: (rows) => percentOf(rows, within('2023-01-01', '9999-12-31')),
  },
  {
    notebook: 'b',
    question: 'How many incidents fell in the second quarter of 2024?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, within('2024-04-01', '2024-06-30'))),
  },
  {
    notebook: 'b',
    question: 'Was the share of incidents with an arrest higher in Mpumalanga than in Limpopo?',
    covers: ['yes/no'],
    expect: (rows) => {
      const shareIn = (province: string) => {
        const there = rows.filter(inProvince(province));
        if (there.length === 0) throw new Error(`no incident in ${province}`);
        return count(there, arrested) / there.length;
      };
      return yesNo(shareIn('Mpumalanga') > shareIn('Limpopo'));
    },
  },
];

/** The set's questions with their expectations worked out over the development set's ground truth. */
export const fresh15QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH15_QUESTIONS, rows);
