/**
 * The eightieth fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen
 * about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A Mozambican community leader in Gauteng: careful, non-native English with Portuguese words mixed
 *    in ("polícia", "crianças", "mulheres", "homens", "assassinato", "roubo", "quantos"), plural and tense
 *    slips ("peoples was", "it happen") and a misspelt province ("Mpumulanga").
 * 2. A private investigator: terse and case-focused, suspects' ages, exact dates, the oldest and youngest
 *    suspect, trade slang ("the perp", "the vic", "the job", "collared", "nabbed", "bust") and quick typos
 *    ("yougest", "suspcts").
 * 3. A primary-school principal worried about learners: children as victims, schools, school terms,
 *    school days against weekends, the months of the school year and its holidays; polite and complete.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month, term, quarter, range
 *   and weekday, is never the first or the last, and is left out of a share taken "of the incidents
 *   with a known date"; `published_date` is never read. A range "between 1 Jan 2020 and 31 Dec 2021"
 *   includes both ends. "The last three months of 2019" is 2019-10-01 to 2019-12-31.
 * - School calendar: the first school term is the months January to March of `event_date`, in any
 *   year; the long holiday "over December and January" is those two calendar months in any year (the
 *   January after a December is not required). A school day is Monday to Friday of `event_date`, a
 *   weekend Saturday or Sunday.
 * - People are sums of the stated figures: `victims_killed` (killed), `victims_injured` (injured, hurt),
 *   `victims_children` (children, crianças), `victims_police` (polícia officers as victims, on or off
 *   duty), `victims_female` (mulheres victims), `suspects_male` / `suspects_female` (male and female
 *   suspects, arrested or sought), `num_suspects_arrested` (suspects arrested, collared, nabbed). A null
 *   (unstated) figure adds nothing.
 * - "An incident where children were victims" has a stated `victims_children` above 0 (an unstated or
 *   zero figure is not one); "were any children among the victims" is Yes only when such an incident
 *   exists. "The vic was a cop" is a stated `victims_police` above 0.
 * - "Assassinato" / "murders" are `murder` alone (not attempted murder, not culpable homicide).
 *   "Roubo" / robbery of every kind is `armed robbery`, `robbery`, `house robbery`, `business robbery`
 *   and `cash-in-transit robbery`; carjacking and truck hijacking are not robberies here. "CIT" is
 *   `cash-in-transit robbery`. Rape "or sexual assault" is `rape` or `sexual assault`. Kidnapping is
 *   `kidnapping`.
 * - Places: a province is `province`; "which municipality" is `municipality` (rows without one are
 *   left out), answered as written or without "City of"; a town or township ("in Khayelitsha") and "at a
 *   school" are rows whose `location` holds the word, in any case.
 * - Suspects' ages are the stated `suspect_ages`, one per suspect: the oldest is the largest, the
 *   youngest the smallest, the age gap the largest less the smallest, and the mean age is rounded to one
 *   decimal. No stated age is an error in the question.
 * - Shares are to the nearest whole percent (a value halfway is an error in the question): the rape
 *   share is over the incidents where children were victims; the weekend share over the incidents with
 *   a known date.
 * - "How many more A than B" is the difference of the two counts (or sums); A must have more, or the
 *   question is in error.
 * - Rankings (province with most robberies, municipality with most suspects arrested, province with most
 *   kidnappings, province with most child victims, the job with most suspects nabbed) each carry their
 *   tally; a tie at the top is an error in the question. The largest job is named by the parts of its
 *   location no other incident's location holds.
 * - Refusals: the ground truth holds no amounts of money stolen, no victims' ages or school grades (only
 *   whether a victim was a child), and no suspects' nationality.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  femaleVictims,
  inMonths,
  largestIncident,
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
  casesOf,
  count,
  dateAt,
  excessOf,
  has,
  inProvince,
  meanOf,
  month,
  municipalityNames,
  number,
  refusal,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

/** Roubo: a robbery of any type; carjacking and truck hijacking are not among them. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
const murder = has('murder');
const cit = has('cash-in-transit robbery');
const sexualCrime = anyCrime('rape', 'sexual assault');
/** An incident in which at least one child is stated to be a victim. */
const childVictims = (r: DevRow) => (r.victims_children ?? 0) > 0;
/** An incident in which at least one police officer is stated to be a victim. */
const copVictim = (r: DevRow) => (r.victims_police ?? 0) > 0;
/** Monday to Friday of the event date. */
const schoolDay = (r: DevRow) => {
  const day = weekday(r);
  return day !== undefined && day !== 'Saturday' && day !== 'Sunday';
};
const dated = (r: DevRow) => r.event_date !== null;

/** The stated suspects' ages of the rows; none is an error in the question. */
function agesOf(rows: readonly DevRow[]): number[] {
  const ages = suspectAges(rows);
  if (ages.length === 0) throw new Error('no stated suspect age');
  return ages;
}

/** How much the first figure exceeds the second; not more is an error in the question. */
function moreBy(first: number, second: number) {
  if (first <= second) throw new Error(`the first side does not have more: ${first - second}`);
  return number(first - second);
}

const robberyProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(robbery), (r) => r.province);
const arrestsByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.num_suspects_arrested ?? 0,
  );
const kidnappingProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('kidnapping')), (r) => r.province);

export const FRESH80_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Mozambican community leader, on notebook a.
  {
    notebook: 'a',
    question:
      'Good day. I am leader for the Mozambican community here in Gauteng. Quantos cases of assassinato (murder) was there in Gauteng province in these polícia reports?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, murder, inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question:
      'Many of our peoples stay in Khayelitsha in Cape Town. How many peoples was killed there, all the sections of Khayelitsha together?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(atPlace('Khayelitsha')))),
  },
  {
    notebook: 'a',
    question:
      'Which province have the most roubo? I mean every kind of robbery, in the house, in the shop, with gun, the cash van, but not when they take the car.',
    covers: ['ranking'],
    ...ranking(robberyProvinceTally),
  },
  {
    notebook: 'a',
    question:
      'The polícia also are victims sometimes. In the Western Cape, how many polícia officers was victim, working or not working?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question: 'Quantos incidents it happen in the last three month of 2019, October until December?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2019-10-01', '2019-12-31'))),
  },

  // Voice 2, the private investigator, on notebook a.
  {
    notebook: 'a',
    question: 'Oldest perp in this notebook - how old?',
    covers: ['people', 'slang'],
    expect: (rows) => number(Math.max(...agesOf(rows))),
  },
  {
    notebook: 'a',
    question: 'KZN jobs only: age of the yougest suspect collared?',
    covers: ['conjunction', 'people', 'slang', 'misspelling'],
    expect: (rows) => number(Math.min(...agesOf(rows.filter(inProvince('KwaZulu-Natal'))))),
  },
  {
    notebook: 'a',
    question: 'First CIT job on file, exact date pls',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'Which municipality racked up the most suspects arrested, all cases combined?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'The CIT jobs - total rand value the perps got away with?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the primary-school principal, on notebook a.
  {
    notebook: 'a',
    question:
      'Good afternoon. As a principal I worry most about the first school term. Taking all the years together, how many children were victims in incidents that happened in January, February or March?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inMonths(1, 3)))),
  },
  {
    notebook: 'a',
    question:
      'Our learners are supervised on school days. Of the incidents in which children were victims, how many more happened on a weekend (Saturday or Sunday) than on a school day (Monday to Friday)?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => childVictims(r) && weekend(r),
        (r) => childVictims(r) && schoolDay(r),
      ),
  },
  {
    notebook: 'a',
    question:
      'Of all the incidents where at least one child was among the victims, what percentage involved rape?',
    covers: ['share', 'conjunction'],
    expect: (rows) => {
      const withChildren = rows.filter(childVictims);
      return percentage(count(withChildren, has('rape')), withChildren.length);
    },
  },
  {
    notebook: 'a',
    question:
      'Some of our staff have family in KwaZulu-Natal. Were any children among the victims of the incidents reported in that province?',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(count(rows, inProvince('KwaZulu-Natal'), childVictims) > 0),
  },
  {
    notebook: 'a',
    question:
      'For our safety talk at assembly: how old was the youngest child victim in these reports, and which grade was the child in?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the Mozambican community leader, on notebook b.
  {
    notebook: 'b',
    question:
      'How many peoples was injured in Mpumulanga province? Homens, mulheres, crianças, everybody who was hurt.',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(inProvince('Mpumalanga')))),
  },
  {
    notebook: 'b',
    question: 'Quantos mulheres was victims in the Free State? Only the women please.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(femaleVictims(rows.filter(inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question:
      'In which province the kidnapping happen the most? When they take a person away, only this crime.',
    covers: ['ranking'],
    ...ranking(kidnappingProvinceTally),
  },
  {
    notebook: 'b',
    question:
      'Quantos of the suspects that the polícia arrest was from Mozambique, or from some other foreign country?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'When was the last roubo in Mpumalanga? Please give me the date when it happen.',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, robbery, inProvince('Mpumalanga')), 'latest'),
  },

  // Voice 2, the private investigator, on notebook b.
  {
    notebook: 'b',
    question: 'Age gap between the oldest and the youngest perp, across every job in here?',
    covers: ['people', 'slang'],
    expect: (rows) => {
      const ages = agesOf(rows);
      return number(Math.max(...ages) - Math.min(...ages));
    },
  },
  {
    notebook: 'b',
    question: 'Limpopo perps - mean age, to one decimal?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) => meanOf(suspectAges(rows.filter(inProvince('Limpopo'))), 1),
  },
  {
    notebook: 'b',
    question: 'Biggest bust: which job had the most suspects nabbed in one go, and where was it?',
    covers: ['ranking', 'slang'],
    ...largestIncident(
      () => true,
      (r) => r.num_suspects_arrested,
    ),
  },
  {
    notebook: 'b',
    question: 'Murders where the vic was a cop, between 1 Jan 2020 and 31 Dec 2021 - how many?',
    covers: ['conjunction', 'calendar', 'slang'],
    expect: (rows) => number(count(rows, murder, copVictim, within('2020-01-01', '2021-12-31'))),
  },
  {
    notebook: 'b',
    question: 'North West: how many more male suspcts than female ones?',
    covers: ['people', 'misspelling'],
    expect: (rows) => {
      const nw = rows.filter(inProvince('North West'));
      return moreBy(peopleTotal('suspects_male', nw), peopleTotal('suspects_female', nw));
    },
  },

  // Voice 3, the primary-school principal, on notebook b.
  {
    notebook: 'b',
    question: 'Did any of these incidents take place at a school in Limpopo?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, atPlace('school'), inProvince('Limpopo')) > 0),
  },
  {
    notebook: 'b',
    question: 'How many children in total were victims in the cases of rape or sexual assault?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(sexualCrime))),
  },
  {
    notebook: 'b',
    question:
      'Of the incidents with a known date, what percentage fell on a weekend, when the learners are at home rather than at school?',
    covers: ['share', 'calendar'],
    expect: (rows) => percentage(count(rows, weekend), count(rows, dated)),
  },
  {
    notebook: 'b',
    question: 'Which province had the largest number of child victims overall?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_children')),
  },
  {
    notebook: 'b',
    question:
      'Our long holiday runs over December and January. Over all the years, how many incidents took place in those two months?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => month(r) === 12 || month(r) === 1)),
  },
];

export const fresh80QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH80_QUESTIONS, rows);
