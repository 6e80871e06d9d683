/**
 * The hundred-and-forty-ninth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. An insurance claims analyst looking at robberies and hijackings: business-like, in the trade's words
 *    ("losses", "incidents per region", "hijackings", "business robberies", "CIT heists").
 * 2. A human-rights lawyer preparing a submission on gender-based violence: precise and formal ("women and
 *    girls", "survivors", "perpetrators", "intimate partner", "known to the survivor").
 * 3. A high-school teacher preparing a civics lesson: simple words, often lower-case, a couple of spelling
 *    slips ("oficers", "happend", "avrage", "suspcts"), "cops" for police.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, "before"/"from" window and
 *   range, and is never the earliest or latest; `published_date` is never read. "From 2020 through 2024"
 *   includes both years; "after 2020" starts on 1 January 2021; "before 2020" ends on 31 December 2019.
 * - "Hijackings" are `carjacking` and `truck hijacking` together. "Robberies" of any kind are
 *   `armed robbery`, `robbery`, `house robbery`, `business robbery` and `cash-in-transit robbery`;
 *   hijackings are not robberies here, and "robberies or hijackings" is the union of both. A "CIT heist"
 *   is `cash-in-transit robbery`; "business robberies" are `business robbery` alone. "Murders" are
 *   `murder` (not attempted murder); "rape" and "sexual offences" are `rape` or `sexual assault`.
 * - People are sums of the stated figures (a null figure adds nothing): `victims_female` ("women and
 *   girls" among the victims), `victims_injured`, `victims_killed`, `victims_children` (under eighteen),
 *   `victims_police` (police officers, cops, on or off duty), `num_suspects_arrested` (suspects
 *   arrested), `suspects_female` (suspects, or perpetrators, who were women, arrested or sought).
 * - A woman or girl was a victim of an incident when its `victims_female` is above zero. A suspect was
 *   arrested when `arrest_made` is true. The perpetrator was "known to the survivor" when `relationship`
 *   is `partner`, `family` or `acquaintance`; "a family member" is `family`.
 * - "Was anyone killed in a CIT robbery" is yes when some `cash-in-transit robbery` row states
 *   `victims_killed` above zero, no otherwise.
 * - Suspects' ages are `suspect_ages` (one per suspect whose age is given); the youngest is their
 *   minimum, the average their mean to one decimal.
 * - A share of incidents is over the rows named in the question, to the nearest whole percent; the share
 *   of acquaintances is over the rows whose `relationship` is stated.
 * - "How many more X before 2020 than from 2020 on" is the difference of the two counts; the first must
 *   be larger. "More murders in Limpopo or in Mpumalanga" names the province of the two with more
 *   `murder` incidents; equal counts are an error in the question.
 * - Rankings (province with most robberies or hijackings, province with most murders, municipality with
 *   most robberies or hijackings, province with most rape incidents) each
 *   carry their tally; a tie at the top is an error in the question. KwaZulu-Natal may be named "KZN".
 * - Refusals: the ground truth holds no rand values of losses, no protection orders, and no court
 *   outcomes (convictions).
 */
import {
  anyCrime,
  type BlindQuestion,
  before,
  femaleVictims,
  knewTheAttacker,
  kznProvinceNames,
  peopleTotal,
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
  number,
  percentOf,
  refusal,
  sinceYear,
  text,
  within,
} from './ground-truth-questions';

/** A robbery of any kind; hijackings are not among them. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
/** A hijacking: of a car or of a truck. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
const robberyOrHijacking = (r: DevRow) => robbery(r) || hijacking(r);
const cit = has('cash-in-transit robbery');
/** A sexual offence: rape or sexual assault. */
const sexualOffence = anyCrime('rape', 'sexual assault');
const murder = has('murder');
/** At least one woman or girl among the victims, as the release states. */
const womanOrGirlVictim = (r: DevRow) => (r.victims_female ?? 0) > 0;

/** The youngest stated suspect age; none stated is an error in the question. */
function youngestSuspect(rows: readonly DevRow[]) {
  const ages = suspectAges(rows);
  if (ages.length === 0) throw new Error('no stated suspect age');
  return number(Math.min(...ages));
}

/** The share of incidents whose relationship is stated that name the given tie. */
function relationshipShare(rows: readonly DevRow[], tie: string) {
  return percentOf(
    rows.filter((r) => r.relationship !== null && r.relationship !== undefined),
    (r) => r.relationship === tie,
  );
}

const robberyHijackingProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(robberyOrHijacking), (r) => r.province);
const robberyHijackingMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(robberyOrHijacking), (r) => r.municipality);
const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
const sexualOffenceProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(sexualOffence), (r) => r.province);
/** The one of two provinces with more murder incidents; equal counts are an error in the question. */
function moreMurders(rows: readonly DevRow[], first: string, second: string) {
  const one = count(rows, murder, inProvince(first));
  const other = count(rows, murder, inProvince(second));
  if (one === other) throw new Error(`as many murders in ${first} as in ${second}: ${one}`);
  return text(one > other ? first : second);
}

export const FRESH149_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the insurance claims analyst, on notebook a.
  {
    notebook: 'a',
    question:
      'For our loss trend review: how many more hijackings (car and truck combined) were logged before 2020 than from 2020 onwards?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => hijacking(r) && before('2020-01-01')(r),
        (r) => hijacking(r) && sinceYear(2020)(r),
      ),
  },
  {
    notebook: 'a',
    question:
      'Incidents per region - which province has the highest number of robbery or hijacking incidents?',
    covers: ['ranking'],
    ...ranking(robberyHijackingProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'What percentage of all incidents in this notebook were robberies or hijackings of any kind?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, robberyOrHijacking),
  },
  {
    notebook: 'a',
    question: 'Date of the most recent CIT heist on file?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'What were the total losses in rand across the business robberies and cash-in-transit robberies, i.e. the value of cash and goods taken?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the human-rights lawyer, on notebook a.
  {
    notebook: 'a',
    question: 'How many women and girls are recorded as victims across all the incidents in this notebook?',
    covers: ['people'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'a',
    question:
      'In how many of the rape cases was the perpetrator known to the survivor, whether as an intimate partner, a family member or an acquaintance?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, sexualOffence, knewTheAttacker)),
  },
  {
    notebook: 'a',
    question:
      'Of the incidents in which at least one woman or girl was a victim, in what percentage was a perpetrator arrested?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(womanOrGirlVictim), arrested),
  },
  {
    notebook: 'a',
    question:
      'Is there at least one incident in which the perpetrator was a family member of the victim and a woman or girl was among the victims?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, (r) => r.relationship === 'family', womanOrGirlVictim) > 0),
  },
  {
    notebook: 'a',
    question:
      'How many of the survivors had a protection order in force against the perpetrator at the time of the offence?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the high-school teacher, on notebook a.
  {
    notebook: 'a',
    question: 'how many police oficers were victims in these reports, on duty or off duty?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question: 'how many murders happend in 2019?',
    covers: ['calendar', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, murder, inYear(2019))),
  },
  {
    notebook: 'a',
    question: 'Which province had the most murders?',
    covers: ['ranking'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'how old was the youngest suspect, where the age is given?',
    covers: ['people'],
    expect: youngestSuspect,
  },
  {
    notebook: 'a',
    question: 'was anyone killed in a cash in transit robbery? yes or no',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(peopleTotal('victims_killed', rows.filter(cit)) > 0),
  },

  // Voice 1, the insurance claims analyst, on notebook b.
  {
    notebook: 'b',
    question: 'Business robberies in North West province: number of incidents?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, has('business robbery'), inProvince('North West'))),
  },
  {
    notebook: 'b',
    question:
      'Across all robbery incidents (armed, common, house, business and CIT), how many victims were injured in total?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(robbery))),
  },
  {
    notebook: 'b',
    question: 'Which municipality accounts for the most robbery and hijacking incidents?',
    covers: ['ranking'],
    ...ranking(robberyHijackingMunicipalityTally),
  },
  {
    notebook: 'b',
    question: 'Any truck hijackings in Mpumalanga after 2020? y/n',
    covers: ['yes/no', 'calendar', 'conjunction'],
    expect: (rows) =>
      yesNo(count(rows, has('truck hijacking'), inProvince('Mpumalanga'), sinceYear(2021)) > 0),
  },
  {
    notebook: 'b',
    question:
      'Robbery incidents of any type from 2020 through 2024 inclusive - how many were reported? Hijackings excluded.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, robbery, within('2020-01-01', '2024-12-31'))),
  },

  // Voice 2, the human-rights lawyer, on notebook b.
  {
    notebook: 'b',
    question: 'In how many rape or sexual assault cases was at least one perpetrator arrested?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, sexualOffence, arrested)),
  },
  {
    notebook: 'b',
    question: 'On what date did the earliest recorded rape in this notebook take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(sexualOffence), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'How many of the survivors of sexual offences (rape or sexual assault) were children, that is under the age of eighteen?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(sexualOffence))),
  },
  {
    notebook: 'b',
    question: 'Which province recorded the highest number of rape incidents?',
    covers: ['ranking'],
    ...ranking(sexualOffenceProvinceTally),
  },
  {
    notebook: 'b',
    question:
      'Where the relationship between perpetrator and victim is recorded, what percentage of perpetrators were acquaintances of the victim?',
    covers: ['share'],
    expect: (rows) => relationshipShare(rows, 'acquaintance'),
  },

  // Voice 3, the high-school teacher, on notebook b.
  {
    notebook: 'b',
    question: 'how many suspects were arrested altogether?',
    covers: ['people'],
    expect: (rows) => number(suspectsArrested(rows)),
  },
  {
    notebook: 'b',
    question: 'were there more murders in limpopo or in mpumalanga?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => moreMurders(rows, 'Limpopo', 'Mpumalanga'),
  },
  {
    notebook: 'b',
    question: 'how many of the suspcts were women?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question: 'what was the avrage age of the suspects whose ages are given, to one decimal?',
    covers: ['people', 'misspelling'],
    expect: (rows) => meanOf(suspectAges(rows), 1),
  },
  {
    notebook: 'b',
    question: 'how many of the people the cops arrested were found guilty in court later?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
];

export const fresh149QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH149_QUESTIONS, rows);
