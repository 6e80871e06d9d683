/**
 * The sixty-fourth fresh question set, written blind (without reading the analyst, the extractor or
 * the earlier question sets): thirty questions, fifteen about notebook `a` and fifteen about notebook
 * `b`, in three voices, each putting five questions to each notebook.
 *
 * The voices:
 * 1. An investigative editor at a weekly newspaper: sceptical, checks claims ("is it true that ..."),
 *    asks for the share behind a headline and for the exact incident behind a figure.
 * 2. A paramedic union representative: injuries, deaths, attacks where people were hurt, weekends and
 *    nights (the releases never record the hour), the worst places; types fast, with typos and "ppl".
 * 3. A municipal safety officer in a metro (City of Cape Town for notebook `a`, Mangaung for `b`):
 *    compares her metro with others, months and quarters, crimes by kind, "year to date" windows, and
 *    the arrests that followed.
 *
 * The readings chosen (every expectation is computed from the ground-truth rows of the question's own
 * notebook, never typed in):
 * - An incident, case or attack is one release (one row). "Murder" is a row whose `crimes` holds
 *   `murder` (not `attempted murder`, nor `culpable homicide`); "rape" likewise holds `rape`.
 * - Killed, dead, deaths, death toll: `victims_killed`. Injured, hurt, wounded: `victims_injured`.
 *   Kids, children: `victims_children`. Cops, police officers among the victims: `victims_police`.
 *   A null (unstated) figure adds nothing to a sum and never makes a row count as hurt.
 * - An attack "where someone got hurt or killed" is a row with a stated `victims_killed` > 0 or a
 *   stated `victims_injured` > 0.
 * - The number of victims of one incident is `num_victims`. The sex of victims is `victims_female` and
 *   `victims_male`; "of the victims whose sex is given" is the sum of `victims_female` over the sum of
 *   `victims_female` plus `victims_male` across the notebook.
 * - Arrested suspects: `num_suspects_arrested` summed (null adds nothing). "Nobody in custody" /
 *   "nobody arrested" is `arrest_made === false`; "led to an arrest" is `arrest_made === true` (a null
 *   is neither).
 * - Every date, year, month, quarter, weekday and window reads `event_date` only, never
 *   `published_date`; a row without `event_date` falls outside every such window, weekend or
 *   year. A weekend is Saturday or Sunday; a quarter is the calendar quarter (Q1 January–March, Q3
 *   July–September); "year to date 2024" is 2024-01-01 to 2024-06-30 inclusive; "since the start of
 *   2023" is `event_date` on or after 2023-01-01.
 * - A metro is a row whose `municipality` is one of the eight metropolitan municipalities: City of
 *   Johannesburg, City of Cape Town, eThekwini, Ekurhuleni, City of Tshwane, Nelson Mandela Bay,
 *   Buffalo City, Mangaung (the City of Mbombela and City of Matlosana are local municipalities).
 *   "Joburg" is City of Johannesburg. A place or province is read from `municipality` / `province`.
 * - Shares and percentages are of rows (or of summed people, as stated), rounded to the whole percent;
 *   a percentage drop is 100 × (earlier − later) / earlier.
 * - "Which incident had the most ..." is the single incident with the largest stated measure, named by
 *   the parts of its `location` no other incident's location holds; "which province / municipality /
 *   metro / crime" is the single top key of the tally the question carries (a tie is an error).
 * - A "more than" claim is false when the two sides are equal. "By how many more" is the difference of
 *   the two counts (or sums), and must be positive.
 * - Refusals ask what the ground truth never holds: the cost of an investigation in overtime, how
 *   quickly ambulances arrived, the hour of an attack, how widely a release was picked up by the press.
 */
import {
  type BlindQuestion,
  femaleVictims,
  largestIncident,
  maleVictims,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  stated,
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
  excessOf,
  has,
  inProvince,
  inYear,
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

/** The eight metropolitan municipalities, as the ground truth spells them. */
export const METROS = [
  'City of Johannesburg',
  'City of Cape Town',
  'eThekwini',
  'Ekurhuleni',
  'City of Tshwane',
  'Nelson Mandela Bay',
  'Buffalo City',
  'Mangaung',
] as const;

const inMetro = (r: DevRow) =>
  r.municipality !== null && (METROS as readonly string[]).includes(r.municipality);
const inMuni = (name: string) => (r: DevRow) => r.municipality === name;

/** Someone was stated killed or stated injured. */
export const hurtOrKilled = (r: DevRow) =>
  (stated('victims_killed')(r) ?? 0) > 0 || (stated('victims_injured')(r) ?? 0) > 0;

const murder = has('murder');
const rape = has('rape');

/** The drop from the earlier count to the later one as a whole percentage; no drop is an error. */
function percentDrop(earlier: number, later: number) {
  if (earlier === 0 || later >= earlier) throw new Error(`no drop from ${earlier} to ${later}`);
  return number(rounded((100 * (earlier - later)) / earlier, 0));
}

/** Whether more than half of the rows pass. */
const moreThanHalf = (rows: readonly DevRow[], test: (r: DevRow) => boolean) =>
  2 * rows.filter(test).length > rows.length;

export const FRESH64_QUESTIONS: BlindQuestion[] = [
  // Voice 1, notebook a: the investigative editor.
  {
    notebook: 'a',
    question:
      'Is it true that more than half of the murder cases in here ended with nobody in custody by the time police put out the statement?',
    covers: ['yes/no', 'conjunction', 'share'],
    expect: (rows) => yesNo(moreThanHalf(rowsWhere(rows, murder), notArrested)),
  },
  {
    notebook: 'a',
    question:
      "We're running 'KZN: the murder province' on the front. What percentage of the KwaZulu-Natal incidents actually involve a murder? Nearest whole percent please.",
    covers: ['share', 'restricted count', 'slang'],
    expect: (rows) =>
      percentage(count(rows, inProvince('KwaZulu-Natal'), murder), count(rows, inProvince('KwaZulu-Natal'))),
  },
  {
    notebook: 'a',
    question:
      'Give me the exact incident behind the biggest victim count: which single attack had the most victims, and where did it happen?',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.num_victims,
    ),
  },
  {
    notebook: 'a',
    question:
      'A source claims KZN incidents left more people dead than the Eastern Cape ones did. If that holds up, by how many more deaths?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('KwaZulu-Natal'), inProvince('Eastern Cape'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'a',
    question: 'What did these investigations cost the taxpayer in police overtime, all told?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, notebook a: the paramedic union representative.
  {
    notebook: 'a',
    question:
      'total no. of ppl injured across all the incidents? just the ones police say were hurt or wounded',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows)),
  },
  {
    notebook: 'a',
    question: 'how many attacks where somone got hurt or killed happend on a saturday or sunday',
    covers: ['calendar', 'conjunction', 'misspelling', 'restricted count'],
    expect: (rows) => number(count(rows, hurtOrKilled, weekend)),
  },
  {
    notebook: 'a',
    question: 'which province is worst for wounded ppl - most injured people in total?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_injured')),
  },
  {
    notebook: 'a',
    question: 'whats the avg ambulance response time to these scenes? we need it for our staffing case',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'how many kids (under 18) were among the victims in the Western Cape incidents',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rowsWhere(rows, inProvince('Western Cape')))),
  },

  // Voice 3, notebook a: the safety officer of the City of Cape Town.
  {
    notebook: 'a',
    question:
      "I'm with the City of Cape Town's safety directorate. How many more incidents does our metro have in here than eThekwini?",
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => excessOf(rows, inMuni('City of Cape Town'), inMuni('eThekwini')),
  },
  {
    notebook: 'a',
    question: 'Ranking the metropolitan municipalities by number of incidents, which metro comes out on top?',
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(rows.filter(inMetro), (r) => r.municipality), municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Year to date for 2024, so 1 January to 30 June 2024: how many incidents happened inside any of the metros?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMetro, within('2024-01-01', '2024-06-30'))),
  },
  {
    notebook: 'a',
    question:
      'Looking only at incidents in the Cape Town metro, which kind of crime shows up in the most cases?',
    covers: ['ranking', 'restricted count'],
    ...ranking(
      (rows) =>
        tallyOf(
          rows.filter(inMuni('City of Cape Town')).flatMap((r) => r.crimes),
          (crime) => crime,
        ),
      crimeNames,
    ),
  },
  {
    notebook: 'a',
    question: 'When was the most recent incident in the Joburg metro?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, inMuni('City of Johannesburg')), 'latest'),
  },

  // Voice 1, notebook b: the investigative editor.
  {
    notebook: 'b',
    question: 'Is it true that most of the rape cases in this notebook had at least one child victim?',
    covers: ['yes/no', 'conjunction', 'share'],
    expect: (rows) =>
      yesNo(moreThanHalf(rowsWhere(rows, rape), (r) => (stated('victims_children')(r) ?? 0) > 0)),
  },
  {
    notebook: 'b',
    question:
      'Of the victims whose sex the releases actually give, what percentage were women or girls? Round it to a whole number.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = femaleVictims(rows);
      return percentage(female, female + maleVictims(rows));
    },
  },
  {
    notebook: 'b',
    question: 'Which incident had the highest death toll? I need the actual place, not just the province.',
    covers: ['ranking', 'people'],
    ...largestIncident(() => true, stated('victims_killed')),
  },
  {
    notebook: 'b',
    question:
      'A press statement says 2024 was worse than 2023. Were there really more incidents in 2024 than in 2023?',
    covers: ['yes/no', 'calendar'],
    expect: (rows) => yesNo(count(rows, inYear(2024)) > count(rows, inYear(2023))),
  },
  {
    notebook: 'b',
    question: 'Which of these releases was picked up by the most news outlets?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, notebook b: the paramedic union representative.
  {
    notebook: 'b',
    question: 'how many people were killed in the Free State cases altogether',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rowsWhere(rows, inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question:
      'wich province had the most attacks where someone was hurt or killed? number of incidents, not people',
    covers: ['ranking', 'misspelling', 'conjunction'],
    ...ranking((rows) => tallyOf(rows.filter(hurtOrKilled), (r) => r.province)),
  },
  {
    notebook: 'b',
    question: 'how many cops were among the victims in total?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question: 'how many of the murders happend on a sunday?',
    covers: ['calendar', 'misspelling', 'restricted count'],
    expect: (rows) => number(count(rows, murder, (r) => weekday(r) === 'Sunday')),
  },
  {
    notebook: 'b',
    question: 'how many of these attacks were at night, between 6pm and 6am? our night shifts take the brunt',
    covers: ['refusal', 'calendar'],
    expect: refusal,
  },

  // Voice 3, notebook b: the safety officer of Mangaung.
  {
    notebook: 'b',
    question: 'I work for Mangaung metro. How many more incidents did Mangaung have than Maluti-a-Phofung?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => excessOf(rows, inMuni('Mangaung'), inMuni('Maluti-a-Phofung')),
  },
  {
    notebook: 'b',
    question: 'What share of the Free State incidents took place inside Mangaung, as a percentage?',
    covers: ['share', 'restricted count'],
    expect: (rows) =>
      percentage(
        count(rows, inProvince('Free State'), inMuni('Mangaung')),
        count(rows, inProvince('Free State')),
      ),
  },
  {
    notebook: 'b',
    question: 'Since the start of 2023, how many suspects in total were arrested for incidents in Mangaung?',
    covers: ['people', 'calendar', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, inMuni('Mangaung'), sinceYear(2023)))),
  },
  {
    notebook: 'b',
    question:
      'By what percentage did the number of incidents fall from Q3 2022 (July to September) to Q3 2023?',
    covers: ['calendar', 'share'],
    expect: (rows) =>
      percentDrop(
        count(rows, within('2022-07-01', '2022-09-30')),
        count(rows, within('2023-07-01', '2023-09-30')),
      ),
  },
  {
    notebook: 'b',
    question: 'Which municipality has the most murder cases in this notebook?',
    covers: ['ranking', 'restricted count'],
    ...ranking((rows) => tallyOf(rows.filter(murder), (r) => r.municipality), municipalityNames),
  },
];

export const fresh64QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH64_QUESTIONS, rows);
