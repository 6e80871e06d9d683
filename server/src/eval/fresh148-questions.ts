/**
 * The hundred-and-forty-eighth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A community radio news reader in a small town preparing the weekly crime bulletin: plain, spoken
 *    style, "folks", places as locals say them ("Joburg", "PE", "Bloem"), "cops", "CIT heists", the odd
 *    typing slip ("Cape Twon", "Mpumalnga").
 * 2. A master's student in criminology writing a thesis chapter: careful terms, "incidents",
 *    "proportion", "per province", "perpetrators", "victim-offender relationship" (one slip:
 *    "porportion").
 * 3. A parliamentary researcher for the portfolio committee on police: formal, "the Honourable Member",
 *    "kindly provide", exact periods with both ends named.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, period and "since" window, and
 *   is neither earliest nor latest; `published_date` is never read. A period "from 1 January X to 31
 *   December Y" or "between X and Y inclusive" holds both ends.
 * - People are sums of the stated figures: `victims_killed` (killed, lost their lives),
 *   `victims_injured` (injured), `victims_children` (children, kids), `victims_police` (police officers,
 *   cops), `num_suspects_arrested` (people arrested), `suspects_female` / `suspects_male` (suspects or
 *   perpetrators by sex). A null (unstated) figure adds nothing.
 * - Suspects' ages are the stated `suspect_ages`, one per suspect (arrested or sought); the mean is over
 *   the stated ages, to one decimal; "below the age of 21" is an age under 21.
 * - Places: "Joburg" is the `City of Johannesburg` municipality, "Cape Town" the `City of Cape Town`
 *   municipality, "PE" the `Nelson Mandela Bay` municipality; "Bloem" is a row whose `location` holds
 *   "Bloemfontein" (here the same rows as the Mangaung municipality's rapes). "On a farm" is a row whose
 *   `location` holds the word "farm" (any case). A province is `province`; KwaZulu-Natal may be answered
 *   as "KZN".
 * - "CIT" is `cash-in-transit robbery`; "murder" is `murder` (attempted murder is its own category);
 *   "rape" is `rape`; "kidnapping" is `kidnapping`.
 * - A share of rape incidents "involving a child victim" is the rape rows with `victims_children` above
 *   0 over all rape rows, nearest whole percent. The acquaintance share is over the rows whose
 *   `relationship` is stated. The share of Western Cape incidents involving murder is over all its rows.
 * - "A female suspect recorded" is a row with `suspects_female` above 0.
 * - "How many more in P than in Q" is the difference of the two counts (or sums); P must have more.
 * - Rankings (province with most injured, province with most suspects arrested) each carry their tally;
 *   a tie at the top is an error in the question.
 * - Refusals: the ground truth holds no population figures (so no rate per 100 000), no survey of how
 *   safe people feel, no victims' race or home language, and no staffing of police stations.
 */
import {
  atPlace,
  type BlindQuestion,
  inMunicipality,
  kznProvinceNames,
  peopleByProvince,
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
  within,
} from './ground-truth-questions';

const cit = has('cash-in-transit robbery');
const murder = has('murder');
const rape = has('rape');
const kidnapping = has('kidnapping');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');

/** The killed of the given rows. */
const killed = (rows: readonly DevRow[]) => peopleTotal('victims_killed', rows);

/** The suspects arrested per province, an unstated figure adding nothing. */
const arrestedByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

/** The share of the rows whose relationship is stated that name an acquaintance. */
function acquaintanceShare(rows: readonly DevRow[]) {
  const stated = rows.filter((r) => r.relationship !== null && r.relationship !== undefined);
  return percentage(stated.filter((r) => r.relationship === 'acquaintance').length, stated.length);
}

export const FRESH148_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the community radio news reader, on notebook a.
  {
    notebook: 'a',
    question: 'How many folks got arrested in Joburg altogether?',
    covers: ['people', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inMunicipality('City of Johannesburg')))),
  },
  {
    notebook: 'a',
    question:
      'Any CIT heists down in the Eastern Cape since the start of 2024? Just yes or no for the bulletin.',
    covers: ['yes/no', 'calendar', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, cit, inProvince('Eastern Cape'), sinceYear(2024)) > 0),
  },
  {
    notebook: 'a',
    question: 'how many kids were among the victims in Cape Twon, all the incidents put together',
    covers: ['people', 'restricted count', 'misspelling'],
    expect: (rows) =>
      number(peopleTotal('victims_children', rows.filter(inMunicipality('City of Cape Town')))),
  },
  {
    notebook: 'a',
    question: "When was the last murder in PE? I want to say 'the most recent one was on...' on air",
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inMunicipality('Nelson Mandela Bay')), 'latest'),
  },
  {
    notebook: 'a',
    question: "What's the murder rate per 100 000 folks in Nelson Mandela Bay?",
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the criminology master's student, on notebook a.
  {
    notebook: 'a',
    question:
      'What porportion of the incidents recorded in the Western Cape involved murder, as a percentage?',
    covers: ['share', 'misspelling'],
    expect: (rows) => percentOf(rows.filter(inProvince('Western Cape')), murder),
  },
  {
    notebook: 'a',
    question: 'Per province, which province recorded the highest total number of victims injured?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_injured'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'For the KwaZulu-Natal incidents, what is the mean age of the suspects where ages are reported (to one decimal place)?',
    covers: ['people', 'restricted count'],
    expect: (rows) => meanOf(suspectAges(rows.filter(inProvince('KwaZulu-Natal'))), 1),
  },
  {
    notebook: 'a',
    question:
      'How many incidents of murder or attempted murder occurred in the period 2019 to 2020 (both years inclusive)?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) =>
      number(count(rows, (r) => murder(r) || has('attempted murder')(r), within('2019-01-01', '2020-12-31'))),
  },
  {
    notebook: 'a',
    question:
      'Does the dataset contain any incident in which a female perpetrator is recorded among the suspects?',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(rows.some((r) => (r.suspects_female ?? 0) > 0)),
  },

  // Voice 3, the parliamentary researcher, on notebook a.
  {
    notebook: 'a',
    question:
      'Kindly provide the total number of persons killed in incidents in the Eastern Cape during the period 1 January 2021 to 31 December 2023.',
    covers: ['people', 'calendar', 'conjunction'],
    expect: (rows) =>
      number(killed(rowsWhere(rows, inProvince('Eastern Cape'), within('2021-01-01', '2023-12-31')))),
  },
  {
    notebook: 'a',
    question:
      'The Honourable Member wishes to know how many members of the South African Police Service were victims in the Western Cape incidents. Kindly provide the figure.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question: 'Kindly provide the date of the earliest cash-in-transit robbery recorded in these releases.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(cit), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'How many more incidents involving kidnapping were recorded in Gauteng than in KwaZulu-Natal? The Honourable Member requires the difference only.',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => kidnapping(r) && inProvince('Gauteng')(r),
        (r) => kidnapping(r) && inProvince('KwaZulu-Natal')(r),
      ),
  },
  {
    notebook: 'a',
    question: 'Kindly provide a breakdown of the victims in the Gauteng incidents by race and home language.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the community radio news reader, on notebook b.
  {
    notebook: 'b',
    question: 'How many folks were killed on farms in the Free State? Farm attacks, I mean.',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(killed(rowsWhere(rows, onAFarm, inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question: 'Any rape cases in Bloem since 2023, yes or no?',
    covers: ['yes/no', 'slang', 'calendar'],
    expect: (rows) => yesNo(count(rows, rape, atPlace('Bloemfontein'), sinceYear(2023)) > 0),
  },
  {
    notebook: 'b',
    question: 'How many more people lost their lives in 2020 than in 2023?',
    covers: ['people', 'calendar'],
    expect: (rows) => excessOf(rows, inYear(2020), inYear(2023), killed),
  },
  {
    notebook: 'b',
    question: 'When was the latest murder reported in Mpumalnga? Folks keep asking me',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Mpumalanga')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'What percentage of folks in Thaba Nchu say they feel unsafe walking at night?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the criminology master's student, on notebook b.
  {
    notebook: 'b',
    question:
      'What proportion of the rape incidents involved at least one child victim (under 18)? Percentage please.',
    covers: ['share', 'people'],
    expect: (rows) => percentOf(rows.filter(rape), (r) => (r.victims_children ?? 0) > 0),
  },
  {
    notebook: 'b',
    question: 'Which province had the largest number of suspects arrested, summed per province?',
    covers: ['ranking', 'people'],
    ...ranking(arrestedByProvince),
  },
  {
    notebook: 'b',
    question:
      'Of the incidents where the victim-offender relationship is recorded, what proportion involved an acquaintance of the victim?',
    covers: ['share'],
    expect: acquaintanceShare,
  },
  {
    notebook: 'b',
    question:
      'How many incidents were recorded in Limpopo and Mpumalanga combined between 2022 and 2024, inclusive?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) =>
      number(
        count(
          rows,
          (r) => inProvince('Limpopo')(r) || inProvince('Mpumalanga')(r),
          within('2022-01-01', '2024-12-31'),
        ),
      ),
  },
  {
    notebook: 'b',
    question: 'In total, how many of the suspects across all incidents are recorded as female?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },

  // Voice 3, the parliamentary researcher, on notebook b.
  {
    notebook: 'b',
    question:
      'Kindly provide the number of police officers who were victims of incidents in the North West province during the period 1 January 2020 to 31 December 2021.',
    covers: ['people', 'calendar', 'conjunction'],
    expect: (rows) =>
      number(
        peopleTotal(
          'victims_police',
          rowsWhere(rows, inProvince('North West'), within('2020-01-01', '2021-12-31')),
        ),
      ),
  },
  {
    notebook: 'b',
    question:
      'The Honourable Member has asked how many suspects were below the age of 21 years, where the age is stated. Kindly provide the number.',
    covers: ['people'],
    expect: (rows) => number(suspectAges(rows).filter((age) => age < 21).length),
  },
  {
    notebook: 'b',
    question: 'Kindly provide the date of the earliest incident of rape recorded in these releases.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(rape), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'Can it be confirmed whether any cash-in-transit robbery was recorded in the Free State? Yes or no.',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, cit, inProvince('Free State')) > 0),
  },
  {
    notebook: 'b',
    question:
      'Kindly provide the number of vacant detective posts at each of the police stations concerned in these incidents.',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh148QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH148_QUESTIONS, rows);
