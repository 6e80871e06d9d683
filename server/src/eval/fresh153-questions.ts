/**
 * The hundred-and-fifty-third fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A television producer planning a documentary on gender-based violence: women and girls, partners,
 *    rape, "femicide", "GBV"; full sentences with a little production context ("where to film").
 * 2. An open-data volunteer cleaning the data: missing values and counts of records ("how many have no
 *    date", "records without a municipality", "how many list a suspect age"), shares of filled fields.
 * 3. A neighbourhood-watch member typing on a phone, WhatsApp style: lower case, "hw many", "ppl", "pls",
 *    "y/n", "cit", "PE", missing apostrophes and a few typos ("municipalty", "arrestd", "wat").
 *
 * The readings chosen (one row is one incident, one record; a crime question counts the rows whose
 * `crimes` hold the category):
 * - Dates are `event_date` alone: a row without one is outside every year and "since" window and is
 *   never the earliest or latest; `published_date` is never read. "No event date" / "missing the event
 *   date" is `event_date === null`.
 * - Missing values are nulls: "missing a municipality" is `municipality === null` and "has a municipality
 *   filled in" its opposite; "names a police station" is `police_station !== null`; "leaves the number of
 *   victims blank" is `num_victims === null` (a stated 0 is filled in). "Lists a suspect age" is a row
 *   whose `suspect_ages` holds at least one age (null and an empty list list none); "suspect ages
 *   recorded in total" counts every age of every row, one per suspect.
 * - People are sums of the stated figures, a null adding nothing: `victims_female` (women and girls,
 *   female victims), `victims_children` (children, under eighteen), `victims_killed` (killed),
 *   `suspects_female` (female suspects, arrested or sought), `num_suspects_arrested` (suspects arrested).
 * - "Rape" is the `rape` category alone (not `sexual assault`); "murder" is `murder` alone (not attempted
 *   murder or culpable homicide); "house robberies" are `house robbery`; "cit" is `cash-in-transit
 *   robbery`; "carjackings" are `carjacking` (not `truck hijacking`); "stock theft" is `stock theft`.
 * - "Femicide": the female victims (`victims_female`) of the incidents whose crimes hold `murder`,
 *   whether each was killed or hurt (the ground truth does not split the killed by sex).
 * - The average age of those accused of rape is the mean of every stated suspect age in the rape rows, to
 *   the nearest year.
 * - "The attacker was the victim's partner" is `relationship === 'partner'`; an attacker "the victim knew"
 *   is a partner, family or acquaintance; a null relationship is neither.
 * - "Led to an arrest" is `arrest_made === true`; a share of rows is over all the selected rows (an
 *   unstated arrest counts as no arrest), to the nearest whole percent.
 * - "PE" is the `Nelson Mandela Bay` municipality; "in Gauteng" / "in the eastern cape" are the
 *   `province`; "the municipality with the most incidents in Gauteng" counts Gauteng rows per
 *   `municipality` (rows without one left out).
 * - "How many more in P than in Q" is the difference of the two counts; P must have more.
 * - Rankings (Gauteng municipality with most incidents, province with most rapes, province with most
 *   killed) each carry their tally; a tie at the top is an error in the question.
 * - Refusals: the ground truth holds no protection orders and no time of day of an incident.
 */
import {
  type BlindQuestion,
  femaleVictims,
  inMunicipality,
  knewTheAttacker,
  peopleByProvince,
  peopleTotal,
  ranking,
  rowsWhere,
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
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
} from './ground-truth-questions';

const rape = has('rape');
const murder = has('murder');
const cit = has('cash-in-transit robbery');

/** A record without an event date. */
const undated = (r: DevRow) => r.event_date === null;
/** A record that lists at least one suspect age. */
const listsSuspectAge = (r: DevRow) => (r.suspect_ages ?? []).length > 0;

/** Gauteng incidents per municipality, those without one left out. */
const gautengMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(inProvince('Gauteng')), (r) => r.municipality);
/** Rape incidents per province. */
const rapeProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(rape), (r) => r.province);

export const FRESH153_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the GBV documentary producer, on notebook a.
  {
    notebook: 'a',
    question:
      "How many rape cases are in this notebook? I'm only after rape itself, not other kinds of assault.",
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, rape)),
  },
  {
    notebook: 'a',
    question: 'Across every incident here, how many of the victims were women or girls?',
    covers: ['people'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'a',
    question:
      "For our GBV episode: is there even one case where the attacker is described as the victim's partner - a husband, boyfriend or ex?",
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, (r) => r.relationship === 'partner') > 0),
  },
  {
    notebook: 'a',
    question: 'In the rape cases, what was the average age of the men accused, to the nearest year?',
    covers: ['people', 'restricted count'],
    expect: (rows) => meanOf(suspectAges(rows.filter(rape)), 0),
  },
  {
    notebook: 'a',
    question:
      'How many of these women had a protection order out against their attacker at the time it happened?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the open-data volunteer, on notebook a.
  {
    notebook: 'a',
    question: 'How many records have no event date at all?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, undated)),
  },
  {
    notebook: 'a',
    question: 'Quick data-quality check: how many records are missing a municipality?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, (r) => r.municipality === null)),
  },
  {
    notebook: 'a',
    question: 'How many records list at least one suspect age?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(count(rows, listsSuspectAge)),
  },
  {
    notebook: 'a',
    question: 'What percentage of the records name a police station? A whole number is fine.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, (r) => r.police_station !== null),
  },
  {
    notebook: 'a',
    question: "What's the earliest event date anywhere in this notebook? I'm checking the date range.",
    covers: ['date'],
    expect: (rows) => dateAt(rows, 'earliest'),
  },

  // Voice 3, the neighbourhood-watch member, on notebook a.
  {
    notebook: 'a',
    question: 'hw many suspects were arrestd for house robberies in gauteng',
    covers: ['people', 'conjunction', 'misspelling', 'slang'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, has('house robbery'), inProvince('Gauteng')))),
  },
  {
    notebook: 'a',
    question: 'which municipalty in gauteng has the most incidents pls',
    covers: ['ranking', 'misspelling'],
    ...ranking(gautengMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'hw many ppl were killed in the eastern cape altogether',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question: 'any carjackings in PE since 2019? y/n',
    covers: ['yes/no', 'calendar', 'conjunction', 'slang'],
    expect: (rows) =>
      yesNo(count(rows, has('carjacking'), inMunicipality('Nelson Mandela Bay'), sinceYear(2019)) > 0),
  },
  {
    notebook: 'a',
    question: 'how many more murders in eastern cape than gauteng',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => murder(r) && inProvince('Eastern Cape')(r),
        (r) => murder(r) && inProvince('Gauteng')(r),
      ),
  },

  // Voice 1, the GBV documentary producer, on notebook b.
  {
    notebook: 'b',
    question: 'In the rape cases, how many of the victims were children under 18?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(rape))),
  },
  {
    notebook: 'b',
    question:
      'How many incidents involve an attacker the victim actually knew - a partner, a family member or an acquaintance?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, knewTheAttacker)),
  },
  {
    notebook: 'b',
    question: "Which province has the most rape cases? We're deciding where to film.",
    covers: ['ranking'],
    ...ranking(rapeProvinceTally),
  },
  {
    notebook: 'b',
    question: 'Femicide question: in the murder cases, how many of the victims were female?',
    covers: ['people', 'slang'],
    expect: (rows) => number(femaleVictims(rows.filter(murder))),
  },
  {
    notebook: 'b',
    question: 'What percentage of the rape cases led to an arrest?',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(rape), arrested),
  },

  // Voice 2, the open-data volunteer, on notebook b.
  {
    notebook: 'b',
    question: 'How many rows in this notebook are missing the event date?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, undated)),
  },
  {
    notebook: 'b',
    question: 'How many suspect ages are recorded in total, counting each suspect separately?',
    covers: ['people'],
    expect: (rows) => number(suspectAges(rows).length),
  },
  {
    notebook: 'b',
    question: 'How many records leave the number of victims blank?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, (r) => r.num_victims === null)),
  },
  {
    notebook: 'b',
    question: 'What % of the records have a municipality filled in?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, (r) => r.municipality !== null),
  },
  {
    notebook: 'b',
    question: 'Adding up the female suspect counts, how many suspects in total are recorded as female?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },

  // Voice 3, the neighbourhood-watch member, on notebook b.
  {
    notebook: 'b',
    question: 'hw many stock theft cases in the free state',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, has('stock theft'), inProvince('Free State'))),
  },
  {
    notebook: 'b',
    question: 'when was the last cit robbery, date pls',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },
  {
    notebook: 'b',
    question: 'wat time of day do most farm attacks happen, morning or nite?',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'any murders in limpopo in 2025 y/n pls',
    covers: ['yes/no', 'calendar', 'conjunction'],
    expect: (rows) => yesNo(count(rows, murder, inProvince('Limpopo'), inYear(2025)) > 0),
  },
  {
    notebook: 'b',
    question: 'which province had the most ppl killed',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_killed')),
  },
];

export const fresh153QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH153_QUESTIONS, rows);
