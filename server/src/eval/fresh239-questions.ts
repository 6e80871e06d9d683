/**
 * The two-hundred-and-thirty-ninth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A land surveyor who writes in Afrikaans-influenced English: practical, wants counts and places,
 *    "how many times was there...", "is it so that...", "already", "just now", "ja/nee", and a few
 *    slips of spelling ("atempted", "Mpumulanga").
 * 2. A crossword and quiz addict who puts everything as a puzzle or a riddle: "Name the month in
 *    which...", "Which place comes top...", "True or false:", clues by letter count.
 * 3. A sangoma-turned-community-radio host reading listener questions on air: warm and roundabout, "A
 *    listener from Mthatha wants to know...", "Caller asks...", "Let us tell the people...".
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month, window ("from the
 *   beginning of 2019 to the end of 2022", "before 2020", "since 2022") and is never the earliest or the
 *   latest; `published_date` is never read. Windows include both their first and last day. "March, any
 *   year" is the month of `event_date` in any year.
 * - People are sums of the stated figures: `victims_killed` (killed, lost their lives), `victims_children`
 *   (child victims), `victims_police` (police officers, on or off duty), `victims_female` /
 *   `victims_male` (women and men among the victims), `num_suspects_arrested` (suspects arrested, caught),
 *   `suspects_female` / `suspects_male` (suspects by sex). A null (unstated) figure adds nothing.
 * - "Murder or attempted murder" is a row holding either; "murders" are `murder` alone. "Unlicensed
 *   guns" are `illegal firearm possession`. "Hijackings, cars and trucks both" are `carjacking` or
 *   `truck hijacking`. "CIT" / "cash-in-transit" is `cash-in-transit robbery`. The four-letter crime
 *   starting with R is `rape`.
 * - Places: a province is `province` (KwaZulu-Natal may be answered as "KZN"); "the eThekwini metro" is
 *   the `eThekwini` municipality; a municipality ranking leaves out rows without one and may be answered
 *   with or without "City of". The single incident with the most arrests or victims is named by the parts
 *   of its `location` no other incident shares.
 * - "Nobody arrested" / "went without anyone arrested" is `arrest_made === false`; "ended with an arrest"
 *   is `arrest_made === true` (so "every rape ended with an arrest" is false when any rape row is not
 *   true). A share of incidents is over the rows of the stated selection, to the nearest whole percent.
 * - "More women than men among the victims" compares the sums of `victims_female` and `victims_male`.
 *   The share of suspects who were women is the sum of `suspects_female` over the sum of
 *   `suspects_female` and `suspects_male`, to the nearest whole percent.
 * - "True or false" is answered as a yes or no: "Yes" or "True", "No" or "False".
 * - The average killed per murder is the mean of the stated `victims_killed` over the `murder` rows, to
 *   one decimal; the median suspect age is the median of every stated age in `suspect_ages`.
 * - Rankings (province by suspects arrested, municipality by incidents, single incident by arrests or
 *   victims, month of rapes) each carry their tally; a tie at the top is an error in the question.
 * - Refusals: the ground truth holds no coordinates, no makes of vehicles, and no sentences or opinions,
 *   and cannot foretell where the next shooting will be.
 */
import {
  anyCrime,
  type BlindQuestion,
  before,
  inMunicipality,
  kznProvinceNames,
  largestIncident,
  medianOf,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  suspectAges,
  suspectsArrested,
  tallyOf,
  trueOrFalse,
  yesNo,
} from './blind-sets';
import type { DevRow } from './dev-set';
import {
  arrested,
  casesOf,
  count,
  dateAt,
  has,
  inProvince,
  meanOf,
  month,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  within,
} from './ground-truth-questions';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const murder = has('murder');
const rape = has('rape');
const firearm = has('illegal firearm possession');
const hijacking = anyCrime('carjacking', 'truck hijacking');

const provinceArrestTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const rapeMonthTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(rape), (r) => {
    const m = month(r);
    return m === undefined ? undefined : MONTH_NAMES[m - 1];
  });

export const FRESH239_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the land surveyor, on notebook a.
  {
    notebook: 'a',
    question: 'How many times was there a murder or atempted murder in the Eastern Cape, all in all?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, anyCrime('murder', 'attempted murder'), inProvince('Eastern Cape'))),
  },
  {
    notebook: 'a',
    question: 'Is it so that there was already a cash-in-transit robbery in KZN before 2020? Ja or nee',
    covers: ['yes/no', 'conjunction', 'calendar', 'slang'],
    expect: (rows) =>
      yesNo(
        count(rows, has('cash-in-transit robbery'), inProvince('KwaZulu-Natal'), before('2020-01-01')) > 0,
      ),
  },
  {
    notebook: 'a',
    question: 'Which province had the most suspects arrested when you add them all up?',
    covers: ['ranking', 'people'],
    ...ranking(provinceArrestTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'For the murders in KZN, how many suspects was arrested altogether?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, murder, inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question:
      'Give me just now the GPS coordinates of the places where the poaching happened, I must plot them',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the quiz addict, on notebook a.
  {
    notebook: 'a',
    question: 'Quick-fire round: how many murders fell in the month of March, any year?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, (r) => month(r) === 3)),
  },
  {
    notebook: 'a',
    question: 'True or false: in the Western Cape, more women than men were victims.',
    covers: ['yes/no', 'people'],
    expect: (rows) => {
      const wc = rows.filter(inProvince('Western Cape'));
      return trueOrFalse(peopleTotal('victims_female', wc) > peopleTotal('victims_male', wc));
    },
  },
  {
    notebook: 'a',
    question: 'Which place comes top for the most suspects arrested in one single incident?',
    covers: ['ranking'],
    ...largestIncident(
      () => true,
      (r) => r.num_suspects_arrested,
    ),
  },
  {
    notebook: 'a',
    question: 'Riddle me this: of all the murders, what percentage went without anyone being arrested?',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(murder), notArrested),
  },
  {
    notebook: 'a',
    question: 'Name the date of the earliest rape in these releases.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(rape), 'earliest'),
  },

  // Voice 3, the radio host, on notebook a.
  {
    notebook: 'a',
    question:
      'A listener from Mthatha wants to know, and I also want to know, how many people lost their lives in the Eastern Cape incidents altogether?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Let us tell the people: from the beginning of 2019 to the end of 2022, in how many incidents did the police find unlicensed guns?',
    covers: ['calendar', 'slang', 'restricted count'],
    expect: (rows) => number(count(rows, firearm, within('2019-01-01', '2022-12-31'))),
  },
  {
    notebook: 'a',
    question:
      'A gogo from Umlazi phoned in, she says the police releases only talk about the past. So when was the most recent incident in the eThekwini metro?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inMunicipality('eThekwini')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Caller asks, with the festive season coming, in which township will the next mass shooting happen, so that families can stay away?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Caller asks, when there is a murder in these stories, how many people die on average each time? One decimal is fine, my friends.',
    covers: ['people'],
    expect: (rows) =>
      meanOf(
        rows.filter(murder).map((r) => r.victims_killed ?? null),
        1,
      ),
  },

  // Voice 1, the land surveyor, on notebook b.
  {
    notebook: 'b',
    question: 'How many times was there a murder in Limpopo and Mpumulanga together?',
    covers: ['restricted count', 'conjunction', 'misspelling'],
    expect: (rows) =>
      number(count(rows, murder, (r) => r.province === 'Limpopo' || r.province === 'Mpumalanga')),
  },
  {
    notebook: 'b',
    question: 'Is it so that more people was killed in the Free State than in North West? ja/nee',
    covers: ['yes/no', 'people'],
    expect: (rows) =>
      yesNo(
        peopleTotal('victims_killed', rows.filter(inProvince('Free State'))) >
          peopleTotal('victims_killed', rows.filter(inProvince('North West'))),
      ),
  },
  {
    notebook: 'b',
    question: 'What is the median age of the suspects, only where the age is given?',
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'b',
    question:
      'Which municipality had the most incidents? Leave out the ones where the municipality is not known',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'The hijackings, cars and trucks both - how many suspects got caught for those?',
    covers: ['people', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(hijacking))),
  },

  // Voice 2, the quiz addict, on notebook b.
  {
    notebook: 'b',
    question: 'Name the month in which rapes happened most often, all years thrown together.',
    covers: ['ranking', 'calendar'],
    ...ranking(rapeMonthTally),
  },
  {
    notebook: 'b',
    question: 'True or false: every single rape in these releases ended with an arrest.',
    covers: ['yes/no'],
    expect: (rows) => trueOrFalse(rows.filter(rape).every(arrested)),
  },
  {
    notebook: 'b',
    question: 'Which spot comes top as the single incident with the most victims?',
    covers: ['ranking'],
    ...largestIncident(
      () => true,
      (r) => r.num_victims,
    ),
  },
  {
    notebook: 'b',
    question:
      'Clue: four letters, starts with R. How many child victims were there in those cases, in total?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(rape))),
  },
  {
    notebook: 'b',
    question: 'Name the make of getaway car that turns up most often in these robberies.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the radio host, on notebook b.
  {
    notebook: 'b',
    question:
      'A listener from Polokwane wants to know, how many incidents were there in Limpopo since the start of 2022? She says it feels like every week.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Limpopo'), sinceYear(2022))),
  },
  {
    notebook: 'b',
    question:
      'Caller asks about our police: how many police officers were victims in North West, on duty or off duty, counting them all?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question:
      'Let us tell the people of the Free State: on what date was the earliest incident in their province in these releases?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Free State')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'A mother from Kimberley is asking, with a heavy heart, are the courts too soft on the men who rape children? What must we tell her?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Caller from Mahikeng asks, of the suspects where the police said man or woman, what percentage were women?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const women = peopleTotal('suspects_female', rows);
      return percentage(women, women + peopleTotal('suspects_male', rows));
    },
  },
];

export const fresh239QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH239_QUESTIONS, rows);
