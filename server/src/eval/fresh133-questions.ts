/**
 * The hundred-and-thirty-third fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or any other
 * question set (one earlier set was read for its format only). Every expectation is worked out from the
 * ground-truth rows of the question's own notebook by the shared helpers; no figure is typed in.
 *
 * The voices (five questions from each to each notebook):
 * 1. A court reporter who covers criminal trials in Gauteng and KwaZulu-Natal: thinks in "matters",
 *    "the accused" and "counts", writes "KZN" and "GP", wants the cases behind the trials she sits in
 *    (and asks about sentences and bail, which the releases' ground truth does not hold).
 * 2. A researcher at a university violence-prevention institute drafting a literature-and-data brief:
 *    careful, full sentences, "perpetrator", "intimate partner", "proportion", says which base she means.
 * 3. A news editor at a regional daily checking reporters' copy before print: short, hurried, "our
 *    reporter says ...", "confirm", a typo or two ("kidnaping", "Nationl"), "CIT heist".
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold
 * the category):
 * - Dates are `event_date` alone; `published_date` is never read. A row without an event date is in no
 *   year or range and is never the earliest or latest. "Between 2019 and 2021" includes both years.
 * - People are sums of stated figures, a null adding nothing: `victims_killed` (killed), `victims_injured`
 *   (injured, not killed), `victims_children` (children under 18), `victims_police` (police officers among
 *   the victims), `victims_female` ("women and girls" among the victims), `suspects_female` (female
 *   suspects, arrested or sought), `num_suspects_arrested` (suspects or accused arrested).
 * - "Had someone arrested", "the accused was arrested", "ended in arrests" read `arrest_made === true`; a
 *   null is not an arrest. "Every CIT robbery ended in arrests" is Yes when there is at least one
 *   `cash-in-transit robbery` and every one has `arrest_made === true`; "were arrests made in the Kruger
  poaching case" is read the same way over the rows of that case.
 * - "Murder" is `murder` alone (not attempted murder or culpable homicide); "attempted murder" is
 *   `attempted murder`; "kidnapping" is `kidnapping`; "CIT"/"cash-in-transit heist" is
 *   `cash-in-transit robbery`; "rape" is `rape`; "poaching" is `poaching`; "illegal mining" is
 *   `illegal mining`.
 * - An intimate partner is `relationship === 'partner'`; "someone the victim knew" is a partner, family
 *   or acquaintance as stated; a null relationship is not known.
 * - Shares are to the nearest whole percent: the share of murder incidents with an arrest is over the
 *   murder rows; the share of rape cases with a child victim is the rape rows whose `victims_children`
 *   is at least 1 over all rape rows; the Barberton bust's share of arrests is that incident's
 *   `num_suspects_arrested` over the sum over the notebook.
 * - "How many more in P than in Q" is the difference of the two sums; P must have more.
 * - A place named as a word of the location (Barberton, Kruger) is the row whose `location` holds it.
 * - Rankings carry their tally and must have one leader: Gauteng's municipalities by incidents (rows
 *   without a municipality left out; "City of" may be dropped), provinces by suspects arrested.
 * - Refusals: the ground truth holds no sentences, no bail decisions or amounts and nothing on alcohol
 *   use by the perpetrator.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  knewTheAttacker,
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
  inYear,
  municipalityNames,
  number,
  percentOf,
  refusal,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const rape = has('rape');
const cit = has('cash-in-transit robbery');
const kzn = inProvince('KwaZulu-Natal');

/** Gauteng's incidents by municipality, those without one left out. */
const gautengMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(inProvince('Gauteng')), (r) => r.municipality);

/** The suspects arrested, summed per province. */
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

/** Yes when at least one row passes the test and every such row had an arrest. */
const everyOneArrested = (rows: readonly DevRow[], test: (r: DevRow) => boolean) => {
  const chosen = rows.filter(test);
  return yesNo(chosen.length > 0 && chosen.every(arrested));
};

export const FRESH133_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the court reporter, on notebook a.
  {
    notebook: 'a',
    question:
      'How many of the KZN murder matters had someone arrested by the time police put out the statement?',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, murder, kzn, arrested)),
  },
  {
    notebook: 'a',
    question: 'In the GP kidnapping cases, how many accused were arrested altogether?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, has('kidnapping'), inProvince('Gauteng')))),
  },
  {
    notebook: 'a',
    question:
      'Which Gauteng municipality has the most incidents in here? Trying to work out which court I will be sitting in most.',
    covers: ['ranking'],
    ...ranking(gautengMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'What is the date of the earliest murder in KwaZulu-Natal in this notebook - the day of the killing, not of the press release?',
    covers: ['date'],
    expect: (rows) =>
      dateAt(
        rows.filter((r) => murder(r) && kzn(r)),
        'earliest',
      ),
  },
  {
    notebook: 'a',
    question: 'What sentences did the accused get in the Gauteng murder cases once they went to trial?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the violence-prevention researcher, on notebook a.
  {
    notebook: 'a',
    question:
      'For the brief, I need the clearance picture: in what percentage of the incidents involving murder had at least one suspect been arrested by the time of the release?',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(murder), arrested),
  },
  {
    notebook: 'a',
    question: 'Across all the incidents, how many of the victims were children under the age of 18?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question:
      'How many people in total were injured but survived in the incidents that include an attempted murder?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(has('attempted murder')))),
  },
  {
    notebook: 'a',
    question: 'How many incidents involving murder took place between 2019 and 2021, both years included?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, within('2019-01-01', '2021-12-31'))),
  },
  {
    notebook: 'a',
    question:
      "Is there any incident in which the perpetrator is recorded as the victim's intimate partner, such as a husband, wife, boyfriend or girlfriend?",
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, (r) => r.relationship === 'partner') > 0),
  },

  // Voice 3, the news editor, on notebook a.
  {
    notebook: 'a',
    question: 'Checking copy: how many women and girls were among the victims in the Eastern Cape incidents?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_female', rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question: 'How many more people were killed in KZN than in the Eastern Cape? Need the exact difference.',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) =>
      excessOf(rows, kzn, inProvince('Eastern Cape'), (selected) => peopleTotal('victims_killed', selected)),
  },
  {
    notebook: 'a',
    question: 'Date of the most recent CIT heist in this lot?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },
  {
    notebook: 'a',
    question: 'How many incidents involve kidnaping? Reporter has a number, I want to confirm it.',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, has('kidnapping'))),
  },
  {
    notebook: 'a',
    question:
      'Our reporter writes that every cash-in-transit robbery here ended with arrests. Is that correct, yes or no?',
    covers: ['yes/no'],
    expect: (rows) => everyOneArrested(rows, cit),
  },

  // Voice 1, the court reporter, on notebook b.
  {
    notebook: 'b',
    question:
      'None of my usual GP or KZN matters here, but how many of the rape cases in this notebook had the accused arrested?',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, rape, arrested)),
  },
  {
    notebook: 'b',
    question: 'How many accused were arrested in total for the Free State murders?',
    covers: ['people', 'restricted count', 'conjunction'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, murder, inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question:
      'Which province had the most suspects arrested overall? That is where the court rolls will be fullest.',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question: 'When did the most recent rape in this notebook happen?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(rape), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Which of the accused in these matters were granted bail, and at what amount?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the violence-prevention researcher, on notebook b.
  {
    notebook: 'b',
    question:
      'Of the rape cases in this notebook, in what proportion was at least one victim a child under 18? Please give it as a percentage of all the rape cases.',
    covers: ['share', 'people'],
    expect: (rows) => percentOf(rows.filter(rape), (r) => (r.victims_children ?? 0) >= 1),
  },
  {
    notebook: 'b',
    question: 'How many police officers were among the victims, counting both on- and off-duty officers?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question:
      'How many of the suspects recorded across the incidents are female, whether arrested or still sought?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question:
      'In how many incidents is the perpetrator recorded as someone the victim knew, that is a partner, a family member or an acquaintance?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, knewTheAttacker)),
  },
  {
    notebook: 'b',
    question:
      'In how many of the incidents was alcohol use by the perpetrator noted as a contributing factor?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the news editor, on notebook b.
  {
    notebook: 'b',
    question: 'How many more suspects were arrested in North West than in the Northern Cape?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('North West'), inProvince('Northern Cape'), (selected) =>
        suspectsArrested(selected),
      ),
  },
  {
    notebook: 'b',
    question: 'How many incidents in this notebook happened in 2024? Going by the date of the incident.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inYear(2024))),
  },
  {
    notebook: 'b',
    question:
      'What percentage of all the suspects arrested in this notebook were picked up in the Barberton illegal mining bust?',
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(
        suspectsArrested(rowsWhere(rows, atPlace('Barberton'), has('illegal mining'))),
        suspectsArrested(rows),
      ),
  },
  {
    notebook: 'b',
    question: 'Were arrests made in the poaching case in the Kruger Nationl Park? Yes or no.',
    covers: ['yes/no', 'misspelling'],
    expect: (rows) => everyOneArrested(rows, (r) => atPlace('Kruger')(r) && has('poaching')(r)),
  },
  {
    notebook: 'b',
    question: 'Confirm the date of the earliest CIT robbery in this notebook.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(anyCrime('cash-in-transit robbery')), 'earliest'),
  },
];

export const fresh133QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH133_QUESTIONS, rows);
