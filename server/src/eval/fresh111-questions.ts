/**
 * The hundred-and-eleventh fresh question set (blind): thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A German researcher writing slightly German-structured English: "the province Gauteng", "in the
 *    year 2023", "is it correct that", "persons" for people, "how many ... more ... than", and decimal
 *    commas in shares ("12,5 %").
 * 2. A night-shift nurse at a trauma unit asking what the releases say in hospital words: "DOA" and
 *    "dead" for people killed, "admitted"/"came in hurt" for injured, "paeds" for children, "cops" for
 *    police officers, "our unit"/"our catchment", with the odd typo of a tired shift ("attemted",
 *    "Mpumlanga").
 * 3. A municipal councillor's aide drafting a written parliamentary-style question: "To ask the Minister
 *    of Police:", "with reference to", "(a) how many ...", "whether ...". Each question asks one part
 *    only, so it has one answer.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month, weekday and weekend,
 *   is never the earliest or latest, and is left out of the dated incidents a weekend share is taken
 *   over; `published_date` is never read. A weekend is a Saturday or Sunday of `event_date`. "The
 *   festive season months of December and January" are months 12 and 1 of `event_date`, in any year.
 * - Crime categories: "murder" is `murder` alone (not `attempted murder`, not `culpable homicide`);
 *   "attempted murder" is `attempted murder`; "murder or attempted murder cases" hold either.
 *   "Kidnapping", "extortion", "carjacking" (not `truck hijacking`), "rape" and "illegal mining" are
 *   those categories alone.
 * - People are sums of the stated figures: `victims_killed` (killed, persons killed, DOA, dead),
 *   `victims_injured` (injured, admitted, came in hurt), `victims_children` (paeds, kids, under
 *   eighteen), `victims_police` (cops, police officers, on or off duty), `victims_female` (female
 *   victims), `num_suspects_arrested` (suspects arrested). A null (unstated) figure adds nothing. "Any
 *   carjacking where someone got injured" is a carjacking whose stated `victims_injured` is above 0.
 * - Places: a province is `province`; a municipality is `municipality` (rows without one are left out),
 *   answered as written or without "City of"; "eThekwini" and "Mangaung" are those municipalities, the
 *   "City of Cape Town metropolitan municipality" is `City of Cape Town`.
 * - Shares: "which share of the murders happened in the Eastern Cape" is the Eastern Cape's `murder`
 *   rows over all the notebook's `murder` rows, in percent to one decimal; the weekend share is over the
 *   dated incidents, to one decimal; "more than 15,5 % of all incidents" compares the kidnapping rows
 *   over all the notebook's rows with 15.5; the share of rapes with no arrest is the `rape` rows with
 *   `arrest_made === false` over all `rape` rows, to the nearest whole percent. A share that lies on a
 *   halfway mark is an error in the question.
 * - "How many more in P than in Q" (or "how many persons were killed more in P than in Q") is the
 *   difference of the two counts or sums; P must have more. "Is it correct that P had more than Q" is
 *   Yes only when P's figure is strictly greater.
 * - Rankings (province with most injured, municipality with most killed, province with most child
 *   victims, province with most suspects arrested) sum the stated figures per key and carry their
 *   tally; a tie at the top is an error in the question.
 * - Refusals rest on what the ground truth does not record: the suspects' employment or schooling, and
 *   anything clinical about the victims (length of hospital stay, triage category).
 */
import {
  anyCrime,
  type BlindQuestion,
  inMunicipality,
  peopleByProvince,
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
  casesOf,
  count,
  dateAt,
  excessOf,
  has,
  inProvince,
  inYear,
  month,
  municipalityNames,
  notArrested,
  number,
  refusal,
  sum,
  weekend,
} from './ground-truth-questions';

const murder = has('murder');
const attemptedMurder = has('attempted murder');
const murderOrAttempt = anyCrime('murder', 'attempted murder');
const dated = (r: DevRow) => r.event_date !== null;
const festiveSeason = (r: DevRow) => month(r) === 12 || month(r) === 1;
const someoneInjured = (r: DevRow) => (r.victims_injured ?? 0) > 0;

/** The killed of the rows that pass every test. */
const killedWhere = (rows: readonly DevRow[], ...tests: ((r: DevRow) => boolean)[]) =>
  peopleTotal('victims_killed', rowsWhere(rows, ...tests));

const killedByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH111_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the German researcher, on notebook a.
  {
    notebook: 'a',
    question:
      'For my study I need the following number: how many persons were killed in the province KwaZulu-Natal, when one adds up all incidents of the notebook?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(killedWhere(rows, inProvince('KwaZulu-Natal'))),
  },
  {
    notebook: 'a',
    question:
      'Is it correct that in the year 2023 more persons were killed in the province KwaZulu-Natal than in the province Eastern Cape?',
    covers: ['yes/no', 'calendar', 'people', 'conjunction'],
    expect: (rows) =>
      yesNo(
        killedWhere(rows, inYear(2023), inProvince('KwaZulu-Natal')) >
          killedWhere(rows, inYear(2023), inProvince('Eastern Cape')),
      ),
  },
  {
    notebook: 'a',
    question:
      'Is it correct that more than 15,5 % of all incidents in this notebook are cases of kidnapping? I ask only yes or no.',
    covers: ['yes/no', 'share'],
    expect: (rows) => yesNo((100 * count(rows, has('kidnapping'))) / rows.length > 15.5),
  },
  {
    notebook: 'a',
    question:
      'Which share of all the murder incidents took place in the province Eastern Cape? Please give the percent with one decimal, so like 12,5 %.',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentage(count(rows, murder, inProvince('Eastern Cape')), count(rows, murder), 1),
  },
  {
    notebook: 'a',
    question:
      'How high was the rate of unemployment among the arrested suspects? I would like to compare it with the official statistics.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the trauma nurse, on notebook a.
  {
    notebook: 'a',
    question:
      'Our unit takes the eThekwini catchment. How many DOA / dead in total did the releases report from incidents in eThekwini?',
    covers: ['people', 'slang', 'restricted count'],
    expect: (rows) => number(killedWhere(rows, inMunicipality('eThekwini'))),
  },
  {
    notebook: 'a',
    question:
      'Paeds question from night shift: across the murder and attempted murder cases only, how many of the victims were kids under 18?',
    covers: ['people', 'slang', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(murderOrAttempt))),
  },
  {
    notebook: 'a',
    question:
      'Which province would have sent us the most admitted patients, i.e. which province has the highest total of injured victims in the releases?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_injured')),
  },
  {
    notebook: 'a',
    question:
      'Most recent attemted murder in here - what date did it actually happen? The day of the shooting/stabbing, not when the press release went out.',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(attemptedMurder), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'For our audit: what was the average length of stay in hospital of the injured victims in these releases, in days?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the councillor's aide, on notebook a.
  {
    notebook: 'a',
    question:
      'To ask the Minister of Police: With reference to the police releases in this notebook, (a) how many incidents of murder were recorded in the City of Cape Town metropolitan municipality?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, murder, inMunicipality('City of Cape Town'))),
  },
  {
    notebook: 'a',
    question:
      'To ask the Minister of Police: With reference to the kidnapping incidents set out in the releases, (a) what is the total number of suspects who were arrested in connection therewith?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('kidnapping')))),
  },
  {
    notebook: 'a',
    question:
      'To ask the Minister of Police: (a) in which municipality was the highest number of persons killed, with reference to the incidents reported in these releases?',
    covers: ['ranking', 'people'],
    ...ranking(killedByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'To ask the Minister of Police whether any incident of carjacking in the Western Cape is recorded in the releases in this notebook (a yes or no answer is requested)?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('carjacking'), inProvince('Western Cape')) > 0),
  },
  {
    notebook: 'a',
    question:
      'To ask the Minister of Police: With reference to incidents of extortion, (a) on what date did the earliest such incident recorded in the releases take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('extortion')), 'earliest'),
  },

  // Voice 1, the German researcher, on notebook b.
  {
    notebook: 'b',
    question: 'How many of the victims in the province Northern Cape were female persons, in sum?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(sum(rows.filter(inProvince('Northern Cape')).map((r) => r.victims_female))),
  },
  {
    notebook: 'b',
    question:
      'How many murder incidents were there more in the province Limpopo than in the province Mpumalanga?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => murder(r) && inProvince('Limpopo')(r),
        (r) => murder(r) && inProvince('Mpumalanga')(r),
      ),
  },
  {
    notebook: 'b',
    question:
      'Is it correct that in the province Northern Cape more incidents of rape were recorded than in the province North West?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) =>
      yesNo(
        count(rows, has('rape'), inProvince('Northern Cape')) >
          count(rows, has('rape'), inProvince('North West')),
      ),
  },
  {
    notebook: 'b',
    question:
      'Of the incidents where the date of the deed is known, which share happened on the weekend (Saturday or Sunday)? Please with one decimal, in the form 12,5 %.',
    covers: ['share', 'calendar'],
    expect: (rows) => percentage(count(rows, dated, weekend), count(rows, dated), 1),
  },
  {
    notebook: 'b',
    question:
      'Which school education (for example Matric or less) did the arrested suspects have, on average? This is important for my research on prevention.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the trauma nurse, on notebook b.
  {
    notebook: 'b',
    question:
      'Weekends are carnage on our side. How many murder cases happened on a Saturday or Sunday (going by the day it happened)?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },
  {
    notebook: 'b',
    question:
      'How many cops were among the victims in North West - police officers hurt or killed, on or off duty?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question: 'Which province had the most paeds victims, i.e. children under 18 in total?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_children')),
  },
  {
    notebook: 'b',
    question: 'Any carjacking in Mpumlanga where someone got injured and would have been admitted? y/n',
    covers: ['yes/no', 'misspelling', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('carjacking'), inProvince('Mpumalanga'), someoneInjured) > 0),
  },
  {
    notebook: 'b',
    question:
      'How many of the injured were triaged red (priority 1) when they arrived at casualty, according to these releases?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the councillor's aide, on notebook b.
  {
    notebook: 'b',
    question:
      'To ask the Minister of Police: With reference to illegal mining, (a) what is the total number of suspects arrested in connection with the incidents of illegal mining reported in the releases?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('illegal mining')))),
  },
  {
    notebook: 'b',
    question:
      'To ask the Minister of Police: (a) in which province was the highest number of suspects arrested, with reference to all the incidents reported in the releases?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question:
      'To ask the Minister of Police: With reference to the festive season, (a) how many of the incidents in the releases took place in the months of December and January, all years taken together?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, festiveSeason)),
  },
  {
    notebook: 'b',
    question:
      'To ask the Minister of Police: With reference to the Mangaung Metropolitan Municipality, (a) on what date did the most recent incident recorded in the releases take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inMunicipality('Mangaung')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'To ask the Minister of Police: With reference to the incidents of rape reported in the releases, (a) what percentage of them resulted in no arrest being made, to the nearest whole per cent?',
    covers: ['share', 'restricted count'],
    expect: (rows) => {
      const rapes = rows.filter(has('rape'));
      return percentage(count(rapes, notArrested), rapes.length);
    },
  },
];

export const fresh111QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH111_QUESTIONS, rows);
