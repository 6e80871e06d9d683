/**
 * The hundred-and-twentieth fresh question set (blind): thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A blind user dictating through a screen reader's voice-control commands: lower case, spoken
 *    punctuation and commands that leaked into the text ("comma", "question mark", "scratch that",
 *    "new line"), years said aloud ("twenty nineteen"), and a speech-recognition mishearing ("ill eagle
 *    firearm" for "illegal firearm").
 * 2. An Egyptian student in Johannesburg who mixes transliterated Egyptian Arabic into English ("yani",
 *    "wallahi", "kam", "fel", "bas", "mesh", "aywa wala la"), says "Jozi" for Johannesburg, and, as many
 *    Arabic speakers do, writes "b" for "p" ("Mbumalanga", "Limbobo").
 * 3. A puzzle setter who phrases each question as a clue or riddle ("my first is ...", "who am I?").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every weekday, month, year and date range,
 *   and is never the earliest or latest; `published_date` is never read. A weekend is a Saturday or
 *   Sunday of `event_date`; "July, any year" is the month of `event_date` in any year. A date range
 *   ("from the first of June 2018 to the last day of May 2021") includes both ends.
 * - People are sums of the stated figures: `victims_killed` (killed), `victims_injured` (injured),
 *   `victims_children` (children), `victims_police` (police officers), `victims_female` (women / female
 *   victims), `num_suspects_arrested` (suspects arrested). A null (unstated) figure adds nothing; "was
 *   any police officer a victim" is whether the stated police victims add up to more than zero.
 * - "Murder" is `murder` alone (not attempted murder, not culpable homicide); "rape" is `rape` (not
 *   sexual assault); "carjacking" is `carjacking` (not truck hijacking); "poaching", "kidnapping" and
 *   "illegal firearm possession" are their own categories.
 * - "Jozi" is the `City of Johannesburg` municipality. A municipality is `municipality` (rows without one
 *   are left out of a municipality ranking), answered as written or without "City of"; KwaZulu-Natal may
 *   be answered as "KZN".
 * - A share of incidents is over the rows of the named group (all the notebook's rows when none is
 *   named, undated rows included), to the nearest whole percent. The share of people killed in a
 *   province is its stated killed over the notebook's stated killed, to the nearest whole percent.
 * - "How many more in P than in Q" / "subtract" is the difference of the two counts or sums; P must
 *   have more.
 * - Rankings (municipality with most suspects arrested, municipality with most killed, province with most
 *   child victims, province with most kidnappings) each carry their tally; a tie at the top is an error
 *   in the question.
 * - Refusals: the ground truth holds no victims' disabilities, no suspects' birthdays (so no star
 *   signs), and no time of day of the incidents.
 */
import {
  type BlindQuestion,
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
  month,
  municipalityNames,
  number,
  percentOf,
  refusal,
  sum,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const jozi = (r: DevRow) => r.municipality === 'City of Johannesburg';

/** The stated figure of a people field, summed over the rows that pass every test. */
const peopleWhere =
  (field: Parameters<typeof peopleTotal>[0], ...tests: ((r: DevRow) => boolean)[]) =>
  (rows: readonly DevRow[]) =>
    peopleTotal(field, rowsWhere(rows, ...tests));

const arrestsByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.num_suspects_arrested ?? 0,
  );
const killedByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );
const kidnappingsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('kidnapping')), (r) => r.province);

export const FRESH120_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the blind user dictating by voice control, on notebook a.
  {
    notebook: 'a',
    question:
      'new line how many incidents in the western cape comma counting only the ones with attempted murder question mark',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Western Cape'), has('attempted murder'))),
  },
  {
    notebook: 'a',
    question: 'how many people were injured altogether in the eastern cape question mark',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleWhere('victims_injured', inProvince('Eastern Cape'))(rows)),
  },
  {
    notebook: 'a',
    question:
      'how many incidents happened on a wednesday question mark scratch that how many happened on a wednesday or a thursday question mark',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Wednesday' || weekday(r) === 'Thursday')),
  },
  {
    notebook: 'a',
    question:
      'which municipality had the most suspects arrested in total comma adding up all its incidents question mark',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'how many of the victims were blind or partially sighted question mark i am asking because i am blind myself period',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the Egyptian student in Johannesburg, on notebook a.
  {
    notebook: 'a',
    question:
      'Yani in Jozi itself, the City of Joburg municipality not all Gauteng, kam kidnapping case? Wallahi my flatmate says it happens every week',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, jozi, has('kidnapping'))),
  },
  {
    notebook: 'a',
    question:
      'Ana from Cairo, my friend is moving to Durban inshallah. Of all the incidents in KZN, what percentage had a murder? Bas the whole number please',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('KwaZulu-Natal')), murder),
  },
  {
    notebook: 'a',
    question:
      'Emta, yani when exactly, was the very first carjacking fel notebook? The date of the hijack itself',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('carjacking')), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'Is there any rape case in KwaZulu-Natal in these reports? Aywa wala la, just yes or no',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('rape'), inProvince('KwaZulu-Natal')) > 0),
  },
  {
    notebook: 'a',
    question: 'Kam woman victim in the Eastern Cape total? Add all the female victims together mashallah',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleWhere('victims_female', inProvince('Eastern Cape'))(rows)),
  },

  // Voice 3, the puzzle setter, on notebook a.
  {
    notebook: 'a',
    question:
      'Riddle: take the lives lost in KwaZulu-Natal, then subtract the lives lost in the Western Cape. What number remains?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('KwaZulu-Natal'), inProvince('Western Cape'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'a',
    question:
      'I am a province. Add up the children harmed in my incidents and you will find more than in any other province of this notebook. Who am I?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_children')),
  },
  {
    notebook: 'a',
    question: 'Clue for the final curtain: on what date did the latest poaching incident happen?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('poaching')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'My first is the first of June 2018, my last is the last day of May 2021. Count the incidents that fall between us, both ends included.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2018-06-01', '2021-05-31'))),
  },
  {
    notebook: 'a',
    question: 'A zodiac teaser: how many of the arrested suspects were born under the sign of Scorpio?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the blind user dictating by voice control, on notebook b.
  {
    notebook: 'b',
    question: 'how many incidents in limpopo happened on a weekend comma saturday or sunday question mark',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Limpopo'), weekend)),
  },
  {
    notebook: 'b',
    question:
      'what share of all the people killed were killed in the free state comma as a percentage question mark',
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(
        peopleWhere('victims_killed', inProvince('Free State'))(rows),
        peopleTotal('victims_killed', rows),
      ),
  },
  {
    notebook: 'b',
    question: 'when was the most recent rape case question mark read me the date please',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('rape')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'was any police officer a victim in the free state question mark yes or no',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(peopleWhere('victims_police', inProvince('Free State'))(rows) > 0),
  },
  {
    notebook: 'b',
    question: 'how many cases of ill eagle firearm possession were there in north west question mark',
    covers: ['restricted count', 'conjunction', 'misspelling'],
    expect: (rows) => number(count(rows, has('illegal firearm possession'), inProvince('North West'))),
  },

  // Voice 2, the Egyptian student in Johannesburg, on notebook b.
  {
    notebook: 'b',
    question:
      'Which municipality fel notebook had the most people killed? I think Mangaung bas mesh sure, yani check the total',
    covers: ['ranking', 'people'],
    ...ranking(killedByMunicipality, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'Kam suspect were arrested in Mbumalanga, all the incidents together?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Mpumalanga')))),
  },
  {
    notebook: 'b',
    question: 'How many more murder cases in Limbobo than in the Northern Cape? Yani the difference only',
    covers: ['conjunction', 'misspelling'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => murder(r) && inProvince('Limpopo')(r),
        (r) => murder(r) && inProvince('Northern Cape')(r),
      ),
  },
  {
    notebook: 'b',
    question:
      'El sa3a kam, at what hour of the day do most of the murders happen? Wallahi I want to know when to stay home',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'Kam incident happened fi shahr July? All the years together, mesh one year bas',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => month(r) === 7)),
  },

  // Voice 3, the puzzle setter, on notebook b.
  {
    notebook: 'b',
    question:
      'I am a province with four siblings in this notebook. Count my kidnappings and you will find more than in any of theirs. Name me.',
    covers: ['ranking', 'restricted count'],
    ...ranking(kidnappingsByProvince),
  },
  {
    notebook: 'b',
    question: 'The first domino to fall: on what date did the earliest murder in this notebook take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(murder), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'Twin years, 2023 and 2024, stand side by side. What percentage of all the incidents in the notebook do they hold between them?',
    covers: ['share', 'calendar'],
    expect: (rows) => percentOf(rows, within('2023-01-01', '2024-12-31')),
  },
  {
    notebook: 'b',
    question:
      'Count the daughters, sisters, mothers and grandmothers: how many female victims are there in the Northern Cape?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleWhere('victims_female', inProvince('Northern Cape'))(rows)),
  },
  {
    notebook: 'b',
    question:
      'One against two: were more suspects arrested in North West alone than in the Free State and Limpopo put together? Yes or no.',
    covers: ['yes/no', 'people', 'conjunction'],
    expect: (rows) =>
      yesNo(
        suspectsArrested(rows.filter(inProvince('North West'))) >
          sum([
            suspectsArrested(rows.filter(inProvince('Free State'))),
            suspectsArrested(rows.filter(inProvince('Limpopo'))),
          ]),
      ),
  },
];

export const fresh120QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH120_QUESTIONS, rows);
