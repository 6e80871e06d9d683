/**
 * The hundred-and-twenty-fourth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is worked out from the ground-truth rows of the question's own
 * notebook; no figure is typed by hand.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A court interpreter (isiZulu-English): formal, exact, full sentences, "kindly" and "please
 *    indicate", now and then the isiZulu word in brackets ("kidnapping (ukuthumba)", "children
 *    (izingane)"); careful to ask for the incident's date and not the statement's.
 * 2. A crime novelist researching a book: each question comes wrapped in a line or two about her plot
 *    (a detective who lost her partner, a heist on the N2, rival detectives in Rustenburg and Kimberley).
 * 3. A Grade 11 learner on social media: lower case, run-on, "ngl", "fr", "lowkey", "no cap", "pls",
 *    a few misspellings ("kidnapings", "minning", "percantage").
 *
 * How the ground truth is read (one row is one incident; a crime question counts the rows whose
 * `crimes` hold the category, whatever else they hold):
 * - Dates are `event_date` only. A row without one belongs to no year, window or month, and is never the
 *   earliest or the latest; `published_date` is never read. "Before 1 January 2020" is a date strictly
 *   before it; "from 2020 onwards" is 1 January 2020 or later; "2023 to 2024" is both whole years.
 * - People are sums of the stated figures, a null (not stated) figure adding nothing: `victims_killed`
 *   (killed, lost their lives), `victims_injured` (injured, hurt), `victims_children` (children, under
 *   eighteen), `victims_police` (police officers, on or off duty), `victims_female` (women and girls
 *   among the victims, "female victims"), `suspects_male` (male suspects, arrested or still sought),
 *   `num_suspects_arrested` (suspects arrested, "got arrested").
 * - "Was any woman among the suspects" is yes when some row of the selection states a
 *   `suspects_female` above zero; an unstated figure is not a woman.
 * - Places: a province is `province` (KwaZulu-Natal may also be answered "KZN"); "Cape Town, the city
 *   itself" is the `City of Cape Town` municipality; a municipality ranking reads `municipality`
 *   (rows without one are left out) and is answered as written or without "City of".
 * - Crimes: "murder" is `murder` alone (not attempted murder, not culpable homicide); "attempted
 *   murder", "kidnapping", "rape", "carjacking" (not truck hijacking) and "illegal mining" (the
 *   zama zamas) are their own categories; "cash-in-transit heist" is `cash-in-transit robbery`.
 * - Shares are whole percentages. A share of incidents is over the rows of the named selection (all
 *   the notebook's rows when none is named): "the cops arrested somebody" is `arrest_made === true`;
 *   "the attacker was someone the victim knew" is a `relationship` of partner, family or acquaintance,
 *   an unstated relationship not counting as known. The female share of victims is the sum of
 *   `victims_female` over the sums of `victims_female` and `victims_male` together.
 * - "How many more in P than in Q" is the difference of the two sums (or counts); P must have more, or
 *   the question is in error.
 * - Rankings (municipality with the most people injured, province with the most people killed,
 *   municipality with the most incidents) carry their tally; a tie at the top is an error in the
 *   question.
 * - Refusals: the ground truth holds no court sentences, no language of a statement, and no time of
 *   day, so questions about them are to be refused.
 */
import {
  type BlindQuestion,
  before,
  femaleVictims,
  knewTheAttacker,
  kznProvinceNames,
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
  arrested,
  casesOf,
  count,
  dateAt,
  excessOf,
  has,
  inProvince,
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const rape = has('rape');
const kidnapping = has('kidnapping');
const cit = has('cash-in-transit robbery');
const inCityOfCapeTown = (r: DevRow) => r.municipality === 'City of Cape Town';

/** Whether some row of the selection states a woman among its suspects. */
const anyWomanSuspect = (rows: readonly DevRow[]) =>
  rows.some((r) => (stated('suspects_female')(r) ?? 0) > 0);

const injuredByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => stated('victims_injured')(r) ?? 0,
  );
const incidentsByMunicipality = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH124_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the court interpreter, on notebook a.
  {
    notebook: 'a',
    question:
      'Kindly state the number of incidents of kidnapping (ukuthumba) that were recorded in the province of KwaZulu-Natal.',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, kidnapping, inProvince('KwaZulu-Natal'))),
  },
  {
    notebook: 'a',
    question:
      'Please indicate the total number of female victims (abesifazane) across all the incidents in this notebook, counting only those matters in which the sex of the victims is stated.',
    covers: ['people'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'a',
    question:
      'On which date did the earliest murder (ukubulala) in this notebook take place? I require the date of the incident itself, not the date of the press statement.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(murder), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Of the incidents in the Eastern Cape (iMpumalanga-Kapa), what percentage involved a charge of attempted murder (umzamo wokubulala)? Please round to the nearest whole percent.',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Eastern Cape')), has('attempted murder')),
  },
  {
    notebook: 'a',
    question:
      'For my preparation before the hearings: what sentences (izigwebo) did the court impose on the accused in the murder matters recorded here?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the crime novelist, on notebook a.
  {
    notebook: 'a',
    question:
      'In my novel a trauma surgeon at a township hospital is run off her feet every weekend, and I want to put her in the right place. Which municipality had the most people injured across these incidents?',
    covers: ['ranking', 'people'],
    ...ranking(injuredByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      "My detective loses her partner in chapter one, so I'm reading up on officers who became victims themselves. Across all the incidents, how many police officers were victims, on or off duty?",
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question:
      'The book cuts between Gqeberha and Cape Town, and my editor says the Eastern Cape chapters feel too bloody. How many more people were killed in the Eastern Cape than in the Western Cape?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Eastern Cape'), inProvince('Western Cape'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'a',
    question:
      'One subplot has a cash-in-transit heist on the N2 just outside Cape Town. Is there any cash-in-transit robbery in the Western Cape in these releases, or would I be making it up?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, cit, inProvince('Western Cape')) > 0),
  },
  {
    notebook: 'a',
    question:
      'My villain runs an all-male crew out of Gauteng and I want the numbers to feel real. In the Gauteng incidents, how many male suspects are there altogether, arrested or still being sought?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('suspects_male', rows.filter(inProvince('Gauteng')))),
  },

  // Voice 3, the Grade 11 learner, on notebook a.
  {
    notebook: 'a',
    question:
      'ngl how many ppl actually got killed in cape town like the city itself not the whole western cape',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inCityOfCapeTown))),
  },
  {
    notebook: 'a',
    question: 'lowkey need this for my LO project how many kidnapings were there from 2020 onwards',
    covers: ['restricted count', 'calendar', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, kidnapping, sinceYear(2020))),
  },
  {
    notebook: 'a',
    question: 'were there any female suspects at all or was it literally all guys fr',
    covers: ['yes/no', 'people', 'slang'],
    expect: (rows) => yesNo(anyWomanSuspect(rows)),
  },
  {
    notebook: 'a',
    question: 'when was the latest carjacking in here i need the actual date it happened no cap',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('carjacking')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'wait what percantage of the cases did the cops actually arrest somebody, whole number pls',
    covers: ['share', 'misspelling', 'slang'],
    expect: (rows) => percentOf(rows, arrested),
  },

  // Voice 1, the court interpreter, on notebook b.
  {
    notebook: 'b',
    question:
      'Kindly provide the total number of child victims (izingane), that is persons under the age of eighteen, in the incidents recorded in the Northern Cape.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question:
      'How many incidents of rape (ukudlwengula) occurred before 1 January 2020? Matters without a stated incident date should not be counted.',
    covers: ['restricted count', 'calendar'],
    expect: (rows) => number(count(rows, rape, before('2020-01-01'))),
  },
  {
    notebook: 'b',
    question:
      'In the North West province, was any woman (owesifazane) among the suspects (abasolwa)? Please answer yes or no.',
    covers: ['yes/no', 'conjunction', 'people'],
    expect: (rows) => yesNo(anyWomanSuspect(rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question:
      'What was the date of the most recent incident of rape (ukudlwengula) in this notebook? The date of the offence, please, not of the media statement.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(rape), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'In which language (ulimi) did each complainant give their statement to the police? I must arrange interpreters for the trials accordingly.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the crime novelist, on notebook b.
  {
    notebook: 'b',
    question:
      "I'm torn between setting the sequel in the Free State or up in Limpopo, and I want the body count to be plausible. Which province had the most people killed across all the incidents?",
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'b',
    question:
      'The twist in my book is that the killer knew the victim all along. Of the murder incidents here, what percentage had an attacker the victim knew, a partner, a relative or an acquaintance?',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(murder), knewTheAttacker),
  },
  {
    notebook: 'b',
    question:
      'My two detectives are rivals, one based in Rustenburg and the other in Kimberley, and they keep score. How many more suspects were arrested in the North West than in the Northern Cape?',
    covers: ['people', 'conjunction'],
    expect: (rows) => excessOf(rows, inProvince('North West'), inProvince('Northern Cape'), suspectsArrested),
  },
  {
    notebook: 'b',
    question:
      'The novel is set in the present day, over 2023 and 2024. How many murder incidents happened across those two years?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, within('2023-01-01', '2024-12-31'))),
  },
  {
    notebook: 'b',
    question:
      "For atmosphere I'd love my killings to happen after dark, the way they seem to in real life. How many of the murders in these releases took place at night?",
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the Grade 11 learner, on notebook b.
  {
    notebook: 'b',
    question: 'how many zama zamas got arrested in total like for illegal minning specifically',
    covers: ['people', 'restricted count', 'slang', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('illegal mining')))),
  },
  {
    notebook: 'b',
    question:
      'ngl whats the percentage of victims that were female, only out of the ones where they actually say if its male or female',
    covers: ['share', 'people', 'slang'],
    expect: (rows) => {
      const female = femaleVictims(rows);
      return percentage(female, female + maleVictims(rows));
    },
  },
  {
    notebook: 'b',
    question: 'whats the oldest incident in this notebook like the earliest date something actually happened',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows, 'earliest'),
  },
  {
    notebook: 'b',
    question: 'which municipality has the most incidents fr i thought it would be polokwane but idk',
    covers: ['ranking', 'slang'],
    ...ranking(incidentsByMunicipality, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'was there ever a cit heist in limpopo yes or no no cap',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(rowsWhere(rows, cit, inProvince('Limpopo')).length > 0),
  },
];

export const fresh124QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH124_QUESTIONS, rows);
