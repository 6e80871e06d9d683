/**
 * The hundred-and-thirty-seventh fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`. They were written without reading the analyst, the extractor or
 * any other question set but the format one; each expectation is worked out from the ground-truth
 * rows of the question's own notebook, never typed in.
 *
 * The three voices, five questions each to each notebook:
 * 1. An investigative journalist at a non-profit newsroom, looking for patterns: where things cluster,
 *    what share of cases go unsolved, who the victims are; newsroom shorthand ("CIT heists", "cops").
 * 2. A master's student in criminology writing a chapter on violent crime: careful, academic wording
 *    (murder, attempted murder, rape, victim-offender relationship), the odd typo ("occured",
 *    "aquaintance").
 * 3. A newsroom fact-checker verifying what politicians said about crime: quotes a claim, then asks for
 *    the figure, date or yes/no that settles it.
 *
 * How each kind of question is read from the ground truth (one row is one incident; a crime question
 * takes the rows whose `crimes` hold that category of the vocabulary):
 * - Counts of incidents count rows. "Murder" is `murder` alone, "attempted murder" `attempted murder`
 *   alone, "rape" `rape`, "kidnapping" `kidnapping`, an "illegal firearm" case `illegal firearm
 *   possession`, a "CIT heist" `cash-in-transit robbery`.
 * - Dates are `event_date` alone, never `published_date`: an undated row is in no year or year range
 *   and is never the earliest or latest. "Between the start of 2019 and the end of 2021" holds both ends.
 * - People are sums of the stated figures, a null adding nothing: `victims_killed` (killed, deaths),
 *   `victims_injured` (injured, wounded), `victims_children` (children), `victims_police` (police
 *   officers or cops among the victims), `victims_female` / `victims_male` (victims by sex),
 *   `num_victims` (victims recorded), `num_suspects_arrested` (suspects arrested), `suspects_female`
 *   (women among the suspects).
 * - A farm is a row whose `location` holds the word "farm", in any case, whatever its crimes.
 * - A victim-offender tie is `relationship`: "knew" is never guessed from a null.
 * - Shares: of incidents, over the rows named, to the nearest whole percent; "nobody arrested" is
 *   `arrest_made === false`, "an arrest" `arrest_made === true`. The female share of victims is the
 *   sum of `victims_female` over the sum of `victims_female` and `victims_male`.
 * - "How many more in P than in Q" is the difference of the two counts or sums; P must have more.
 * - A yes/no comparison of two provinces compares their counts of rows. "Every rape case saw an
 *   arrest" holds only when every rape row has `arrest_made === true` (an unstated arrest does not
 *   confirm it).
 * - Rankings carry their tally: the municipality with the most people killed (rows without a
 *   municipality left out; answered with or without "City of"), the province with the most illegal
 *   firearm incidents, the province with the most people killed. A tie at the top is an error in the
 *   question.
 * - Refusals: the ground truth holds no victims' ages, no conviction rates, no alcohol use, and no
 *   amounts of money stolen.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  femaleVictims,
  kznProvinceNames,
  maleVictims,
  peopleByProvince,
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
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const attemptedMurder = has('attempted murder');
const rape = has('rape');
const cit = has('cash-in-transit robbery');
const onAFarm = atPlace('farm');

const killedByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );
const firearmByProvince = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('illegal firearm possession')), (r) => r.province);

export const FRESH137_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the investigative journalist, on notebook a.
  {
    notebook: 'a',
    question: 'Kidnapping keeps coming up in our tips. How many of these incidents involved a kidnapping?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, has('kidnapping'))),
  },
  {
    notebook: 'a',
    question: 'Which municipality accounts for the most people killed across these releases?',
    covers: ['ranking', 'people'],
    ...ranking(killedByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'Across all the CIT heists in here, how many suspects were arrested in total?',
    covers: ['people', 'slang', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(cit))),
  },
  {
    notebook: 'a',
    question: 'What percentage of all the incidents had nobody arrested at the time the release came out?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, notArrested),
  },
  {
    notebook: 'a',
    question:
      'How many police officers were among the victims in Western Cape incidents, counting on- and off-duty cops?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('Western Cape')))),
  },

  // Voice 2, the criminology student, on notebook a.
  {
    notebook: 'a',
    question:
      'For my chapter on lethal violence: how many victims were killed in total in the murder incidents in KwaZulu-Natal?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      number(peopleTotal('victims_killed', rowsWhere(rows, murder, inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question: 'How many victims survived with injuries in the incidents that involved attempted murder?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(attemptedMurder))),
  },
  {
    notebook: 'a',
    question: 'What is the date of the earliest attempted murder incident in the dataset?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(attemptedMurder), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'How many murder incidents occured between the start of 2019 and the end of 2021, going by the date of the incident?',
    covers: ['calendar', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, murder, within('2019-01-01', '2021-12-31'))),
  },
  {
    notebook: 'a',
    question: 'What was the average age of the murder victims in these incidents?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the fact-checker, on notebook a.
  {
    notebook: 'a',
    question:
      'An MEC claimed the Eastern Cape had more murder incidents than the Western Cape. Going by these releases, is that true?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) =>
      yesNo(
        count(rows, murder, inProvince('Eastern Cape')) > count(rows, murder, inProvince('Western Cape')),
      ),
  },
  {
    notebook: 'a',
    question:
      'A minister said most crime victims are women. Of the victims whose sex is given, what percentage were female?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = femaleVictims(rows);
      return percentage(female, female + maleVictims(rows));
    },
  },
  {
    notebook: 'a',
    question: 'How many more people were killed in the Eastern Cape than in Gauteng?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Eastern Cape'), inProvince('Gauteng'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'a',
    question:
      "A politician said there hasn't been a cash-in-transit robbery since 2023. On what date did the most recent one in these releases happen?",
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'The premier claimed the conviction rate for rape is below 10%. What is the conviction rate for rape?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the investigative journalist, on notebook b.
  {
    notebook: 'b',
    question: 'Gun crime: in which province do the illegal firearm cases cluster the most?',
    covers: ['ranking'],
    ...ranking(firearmByProvince, kznProvinceNames),
  },
  {
    notebook: 'b',
    question:
      'How many of these incidents took place on a farm? Any kind of crime, as long as the place is a farm.',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, onAFarm)),
  },
  {
    notebook: 'b',
    question: 'In the rape cases, how many of the victims were children?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(rape))),
  },
  {
    notebook: 'b',
    question: 'What share of the North West incidents ended with at least one arrest, as a percentage?',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(inProvince('North West')), arrested),
  },
  {
    notebook: 'b',
    question: 'How many cops show up among the victims, across all the incidents?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },

  // Voice 2, the criminology student, on notebook b.
  {
    notebook: 'b',
    question: 'How many female victims are recorded in total across all incidents?',
    covers: ['people'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'b',
    question: 'In how many of the rape cases was the offender an aquaintance of the victim?',
    covers: ['conjunction', 'misspelling'],
    expect: (rows) => number(count(rows, rape, (r) => r.relationship === 'acquaintance')),
  },
  {
    notebook: 'b',
    question: 'Which province recorded the highest number of victims killed?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'b',
    question: 'How many incidents involving murder or attempted murder took place in 2020?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) =>
      number(count(rows, anyCrime('murder', 'attempted murder'), within('2020-01-01', '2020-12-31'))),
  },
  {
    notebook: 'b',
    question: 'In how many of the murders was the perpetrator under the influence of alcohol?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the fact-checker, on notebook b.
  {
    notebook: 'b',
    question: 'An MP claimed that every rape case in these releases led to an arrest. Is that correct?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(rows.filter(rape).every(arrested)),
  },
  {
    notebook: 'b',
    question:
      'A party leader said women are increasingly behind crime. How many female suspects do these releases record in total?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question: 'How many more victims were recorded in the Free State than in Mpumalanga?',
    covers: ['people', 'conjunction'],
    expect: (rows) => excessOf(rows, inProvince('Free State'), inProvince('Mpumalanga'), victims),
  },
  {
    notebook: 'b',
    question:
      'The MEC said the last farm murder in the Free State was in 2020. When did the most recent murder on a Free State farm happen, per these releases?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, onAFarm, inProvince('Free State')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'A party leader said R10 million was stolen in cash-in-transit heists in the North West. How much money was actually taken?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
];

export const fresh137QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH137_QUESTIONS, rows);
