/**
 * The hundred-and-thirty-fifth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or any other fresh
 * question set. Every expectation is worked out from the ground-truth rows of the question's notebook
 * by the shared helpers; no figure is typed in by hand.
 *
 * The voices (each puts five questions to each notebook):
 * 1. An NGO analyst tracking gender-based violence and violence against children: "survivors",
 *    "sexual offences", "women and girls", "perpetrator", "protection order", shares and children.
 * 2. A radio news reader preparing a bulletin, who wants one figure (or one name or date) to read out
 *    per question, with newsroom shorthand ("cops", "nabbed").
 * 3. A community policing forum (CPF) secretary writing up the report for the monthly meeting: plain
 *    and a little formal, a few typing slips ("arested", "hijakings", "murdres").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold
 * the category):
 * - Dates are `event_date` alone; `published_date` is never read. A row without an `event_date` is in
 *   no year and no "from 2020 onwards" window, and is never the most recent or the earliest.
 * - People are sums of the stated figures, a null adding nothing: `num_victims` (victims),
 *   `victims_injured` (injured), `victims_killed` (killed), `victims_children` (children, under 18),
 *   `victims_police` (police officers among the victims, "cops"), `victims_female` / `victims_male`
 *   (victims by sex), `suspects_female` (women among the suspects), `num_suspects_arrested` (suspects
 *   arrested, "nabbed").
 * - "Sexual offences" are `rape` or `sexual assault`. "Rape" is `rape` alone. "Murders" are `murder`
 *   (attempted murder and culpable homicide are not). "Hijackings, cars and trucks" are `carjacking`
 *   or `truck hijacking`. "Stock theft" is `stock theft`.
 * - "A rape of a child" is a `rape` row with a stated `victims_children` of at least one.
 * - The attacker "known to the survivor" is a `relationship` of `partner`, `family` or `acquaintance`;
 *   "a family member" is `family` alone. The share of rape cases with a known attacker is taken over
 *   every rape row of the notebook (an unstated relationship is not known), nearest whole percent.
 * - The share of victims who were women or girls is the sum of `victims_female` over the sum of
 *   `victims_female` and `victims_male`, nearest whole percent.
 * - "Led to an arrest" is `arrest_made === true`, "no arrest yet" is `arrest_made === false`; each share
 *   is over all the notebook's rows, nearest whole percent.
 * - "How many more in P than in Q" is the difference of the two sums; P must have more.
 * - Rankings by place use `province` or `municipality` (rows without one are left out); a municipality
 *   may be answered with or without "City of", KwaZulu-Natal also as "KZN". Each carries its tally, and
 *   a tie at the top is an error in the question.
 * - Refusals: the ground truth holds no referral to a Thuthuzela Care Centre, no protection orders, no
 *   court outcomes or convictions.
 */
import {
  anyCrime,
  type BlindQuestion,
  femaleVictims,
  knewTheAttacker,
  kznProvinceNames,
  maleVictims,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  suspectsArrested,
  tallyOf,
  victims,
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
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
} from './ground-truth-questions';

const rape = has('rape');
const murder = has('murder');
/** A sexual offence: rape or sexual assault. */
const sexualOffence = anyCrime('rape', 'sexual assault');
/** A hijacking of a car or of a truck. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
/** A rape whose release states at least one child victim. */
const childRape = (r: DevRow) => rape(r) && (r.victims_children ?? 0) > 0;
const familyAttacker = (r: DevRow) => r.relationship === 'family';

/** The stated killed, summed over the given rows. */
const killed = (rows: readonly DevRow[]) => peopleTotal('victims_killed', rows);

const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
const rapeProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(rape), (r) => r.province);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const arrestsByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH135_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the NGO analyst (gender-based violence, violence against children), on notebook a.
  {
    notebook: 'a',
    question: 'How many sexual offences cases (rape or sexual assault) are in this set of releases?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, sexualOffence)),
  },
  {
    notebook: 'a',
    question: 'Across all the incidents, how many of the victims were children under 18?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question: 'Of the victims whose sex is recorded, what percentage were women or girls?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = femaleVictims(rows);
      return percentage(female, female + maleVictims(rows));
    },
  },
  {
    notebook: 'a',
    question: 'Is there any case where the perpetrator was a family member of the victim?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, familyAttacker) > 0),
  },
  {
    notebook: 'a',
    question: 'How many of the rape survivors were referred to a Thuthuzela Care Centre?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the radio news reader, on notebook a.
  {
    notebook: 'a',
    question:
      'For the bulletin: how many people were injured across all these incidents? Just the one figure.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_injured', rows)),
  },
  {
    notebook: 'a',
    question: 'Which province had the most murder cases?',
    covers: ['ranking', 'restricted count'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'How many more people were killed in the Western Cape than in Gauteng?',
    covers: ['people', 'conjunction'],
    expect: (rows) => excessOf(rows, inProvince('Western Cape'), inProvince('Gauteng'), killed),
  },
  {
    notebook: 'a',
    question: 'How many cops were among the victims, all incidents together?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question: 'What was the date of the most recent murder in these releases?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(murder), 'latest'),
  },

  // Voice 3, the community policing forum secretary, on notebook a.
  {
    notebook: 'a',
    question:
      'For our monthly CPF report, how many incidents took place in 2019, going by the date the incident happened rather than the date of the release?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inYear(2019))),
  },
  {
    notebook: 'a',
    question: 'Which municipality recorded the highest number of incidents?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'What percentage of all the incidents led to an arrest?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'a',
    question: 'How many suspects were arested in total for hijakings, cars and trucks together?',
    covers: ['people', 'restricted count', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(hijacking))),
  },
  {
    notebook: 'a',
    question:
      'How many victims in total were there in the Eastern Cape incidents from 2020 onwards, counting every incident dated 1 January 2020 or later?',
    covers: ['people', 'conjunction', 'calendar'],
    expect: (rows) => number(victims(rowsWhere(rows, inProvince('Eastern Cape'), sinceYear(2020)))),
  },

  // Voice 1, the NGO analyst, on notebook b.
  {
    notebook: 'b',
    question: 'In the rape cases, how many of the victims were children under 18?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(rape))),
  },
  {
    notebook: 'b',
    question:
      'Out of all the rape cases, in what percentage does the release say the perpetrator was known to the survivor (a partner, relative or acquaintance)?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(rape), knewTheAttacker),
  },
  {
    notebook: 'b',
    question: 'Which province recorded the most rape cases?',
    covers: ['ranking', 'restricted count'],
    ...ranking(rapeProvinceTally),
  },
  {
    notebook: 'b',
    question: 'When did the most recent rape of a child take place?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rows.filter(childRape), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'In how many of these cases did the survivor already have a protection order against the perpetrator?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the radio news reader, on notebook b.
  {
    notebook: 'b',
    question: 'How many suspects were nabbed in North West altogether? I need one number for the bulletin.',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question: 'Which municipality saw the most suspects arrested, adding up all its incidents?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByMunicipality, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'Were any cops among the victims in Limpopo, yes or no?',
    covers: ['yes/no', 'slang', 'conjunction'],
    expect: (rows) => yesNo(peopleTotal('victims_police', rows.filter(inProvince('Limpopo'))) > 0),
  },
  {
    notebook: 'b',
    question: 'How many more suspects were arrested in Mpumalanga than in Limpopo?',
    covers: ['people', 'conjunction'],
    expect: (rows) => excessOf(rows, inProvince('Mpumalanga'), inProvince('Limpopo'), suspectsArrested),
  },
  {
    notebook: 'b',
    question: 'How many of the suspects were women?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },

  // Voice 3, the community policing forum secretary, on notebook b.
  {
    notebook: 'b',
    question: 'How many incidents were recorded in Mpumalanga during 2022?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Mpumalanga'), inYear(2022))),
  },
  {
    notebook: 'b',
    question: 'Please give the number of murdres in the Free State for the minutes.',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, murder, inProvince('Free State'))),
  },
  {
    notebook: 'b',
    question: 'What percentage of the incidents had no arrest made at the time of the release?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, notArrested),
  },
  {
    notebook: 'b',
    question: 'What is the date of the earliest stock theft incident in the releases?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('stock theft')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'How many of the accused in these cases were later convicted in court?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh135QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH135_QUESTIONS, rows);
