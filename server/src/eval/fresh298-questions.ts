/**
 * The two-hundred-and-ninety-eighth fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A church organist: precise and hymn-minded, speaks of stops, hymn numbers and verses; "the full
 *    register" is every incident of the notebook, "the first verse" the earliest.
 * 2. A sheep shearer at a shed: rough and quick, lower case, typos ("kidnaping", "Guateng", "hijackin",
 *    "hijakings"), "the tally" is a total, "a pen" is a group (the Gauteng pen is the Gauteng
 *    incidents), "the whole shed" is every incident, "nabbed" is arrested, "a job" is an incident.
 * 3. A tea taster on an auction floor: refined, "a lot" or "a cup" is an incident or a batch of them
 *    (the Limpopo lot is the Limpopo incidents), "the leaf" is the set of figures, "bright and brisk" is
 *    a short answer.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month range, "since" window
 *   and weekday, and is never the earliest or most recent; `published_date` is never read. A weekend is a
 *   Saturday or Sunday of `event_date`; the weekend share is over the rows with an `event_date`. "Winter"
 *   is an `event_date` in June, July or August of any year.
 * - People are sums of the stated figures: `victims_injured` (injured), `victims_children` (children),
 *   `victims_female` (women and girls among the victims), `victims_male` (male victims),
 *   `num_suspects_arrested` (suspects arrested, nabbed). A null (unstated) figure adds nothing.
 * - The share of suspects who were women is the sum of `suspects_female` over the sum of
 *   `suspects_female` and `suspects_male` (nulls add nothing), to the nearest whole percent.
 * - The median suspect age is the middle of every stated `suspect_ages` entry of the rows (one per
 *   suspect; with an even count the mean of the two middle ones).
 * - "Murder" is `murder` (attempted murder is not); "hijackings, cars or trucks" are `carjacking` or
 *   `truck hijacking` (vehicle theft is not); "CIT" is `cash-in-transit robbery`; an illegal firearm is
 *   `illegal firearm possession`. "Kidnapping and extortion" is a row holding both.
 * - "No one arrested" is `arrest_made === false` (an unstated arrest is not "no one"); "someone nabbed"
 *   is `arrest_made === true`. A share of incidents is over the rows named, to the nearest whole percent.
 * - "Municipality" is `municipality` (rows without one are left out), answered as written or without
 *   "City of".
 * - Rankings (municipality and province with most suspects arrested, province with most injured, crime
 *   in most Limpopo incidents, single incident with most victims) each carry their tally; a tie at the
 *   top is an error in the question. The single incident is named by the parts of its location no other
 *   incident shares.
 * - Refusals: the releases' ground truth holds no times of day, no chase distances, no rand values of
 *   goods or cash taken, and no officers' names.
 */
import {
  anyCrime,
  type BlindQuestion,
  femaleVictims,
  largestIncident,
  maleVictims,
  medianOf,
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
  arrested,
  casesOf,
  count,
  crimeNames,
  dateAt,
  has,
  inProvince,
  inYear,
  month,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  sum,
  weekend,
} from './ground-truth-questions';

const murder = has('murder');
const rape = has('rape');
/** A hijacking of a car or a truck; vehicle theft is not one. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
const cit = has('cash-in-transit robbery');
/** An event date in June, July or August of any year. */
const winter = (r: DevRow) => [6, 7, 8].includes(month(r) ?? 0);
const dated = (r: DevRow) => r.event_date !== null;

const arrestsByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.num_suspects_arrested ?? 0,
  );
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
/** How many of the Limpopo incidents hold each crime. */
const limpopoCrimeTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter(inProvince('Limpopo')).flatMap((r) => r.crimes),
    (crime) => crime,
  );

export const FRESH298_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the church organist, on notebook a.
  {
    notebook: 'a',
    question:
      'Good evening. Taking the full register of these releases, every stop pulled out, how many victims in total were injured?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows)),
  },
  {
    notebook: 'a',
    question:
      'If each municipality were a rank of pipes, which would sound loudest in arrests, that is, which municipality has the greatest total of suspects arrested across its incidents?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Like the first verse of a hymn: on what date did the earliest murder in the Eastern Cape take place? The date of the killing itself, please, not of the release.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Eastern Cape')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Across the full register, what percentage of the incidents involved illegal firearm possession, to the nearest whole percent?',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows, has('illegal firearm possession')),
  },
  {
    notebook: 'a',
    question:
      'I like my hymn numbers exact: at what time of day, to the minute, did the shooting at Glebelands Hostel in Umlazi begin?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the sheep shearer, on notebook a.
  {
    notebook: 'a',
    question:
      'oi whats the tally of suspects nabbed in KZN from 2021 on? by when it happened not when cops wrote it up',
    covers: ['people', 'calendar', 'conjunction', 'slang'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, inProvince('KwaZulu-Natal'), sinceYear(2021)))),
  },
  {
    notebook: 'a',
    question: 'how many kidnaping jobs in the Guateng pen all up',
    covers: ['restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, has('kidnapping'), inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question: 'any truck hijackin in Gauteng since start of 2024? yes or no mate',
    covers: ['yes/no', 'calendar', 'conjunction', 'misspelling'],
    expect: (rows) => yesNo(count(rows, has('truck hijacking'), inProvince('Gauteng'), sinceYear(2024)) > 0),
  },
  {
    notebook: 'a',
    question: 'how many km did the cops chase them Bedfordview robbers before they got em',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'whole shed, whats the tally of women n girls among the victims?',
    covers: ['people', 'slang'],
    expect: (rows) => number(femaleVictims(rows)),
  },

  // Voice 3, the tea taster, on notebook a.
  {
    notebook: 'a',
    question:
      'Good afternoon. Of the winter lots, meaning incidents from June to August in any year, how many were there in all?',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, winter)),
  },
  {
    notebook: 'a',
    question:
      'Of the murder cups on the table, what percentage left no one arrested at the time of release? Nearest whole percent, please.',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(murder), notArrested),
  },
  {
    notebook: 'a',
    question:
      'Which province yields the most injured victims, taking every lot together? Bright and brisk, if you would.',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_injured')),
  },
  {
    notebook: 'a',
    question:
      'Among the Western Cape suspects whose ages are stated, what is the median age, the very middle of the leaf, so to speak?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(medianOf(suspectAges(rows.filter(inProvince('Western Cape'))))),
  },
  {
    notebook: 'a',
    question:
      'What was the rand value of the jewellery and appliances carried off in the Bedfordview house robbery?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the church organist, on notebook b.
  {
    notebook: 'b',
    question:
      'In the full register of rape incidents, how many of the victims were children, all verses counted together?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(rape))),
  },
  {
    notebook: 'b',
    question:
      'On what date was the first verse of murder in the North West province, reckoned by the date of the incident?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('North West')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'Which province pulls out the most stops for arrests, that is, which province has the largest total of suspects arrested?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question:
      'Of the incidents whose date is stated, what percentage fell on a Saturday or a Sunday, the days I am at the console?',
    covers: ['share', 'calendar'],
    expect: (rows) => percentage(count(rows, weekend), count(rows, dated)),
  },
  {
    notebook: 'b',
    question: 'What are the names of the investigating officers in the Lismor farm murders near Kestell?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the sheep shearer, on notebook b.
  {
    notebook: 'b',
    question: 'free state pen - tally of male victims?',
    covers: ['people', 'slang'],
    expect: (rows) => number(maleVictims(rows.filter(inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question: 'how many hijakings all up? cars or trucks dont matter',
    covers: ['restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, hijacking)),
  },
  {
    notebook: 'b',
    question: 'any CIT job in the free state at all? y/n',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, cit, inProvince('Free State')) > 0),
  },
  {
    notebook: 'b',
    question: 'jobs from 2024 only - how many ended with someone nabbed?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inYear(2024), arrested)),
  },
  {
    notebook: 'b',
    question: 'how much cash in rand did that CIT crew get away with at Zinniaville',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the tea taster, on notebook b.
  {
    notebook: 'b',
    question:
      'Of the suspects whose sex is recorded, what percentage were women? To the nearest whole percent, if you please.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const women = sum(rows.map((r) => r.suspects_female ?? null));
      return percentage(women, women + sum(rows.map((r) => r.suspects_male ?? null)));
    },
  },
  {
    notebook: 'b',
    question: 'In the Limpopo lot, which crime appears in the greatest number of incidents?',
    covers: ['ranking', 'slang'],
    ...ranking(limpopoCrimeTally, crimeNames),
  },
  {
    notebook: 'b',
    question: 'Which single cup, that is which one incident, counted the most victims? Where did it happen?',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.num_victims,
    ),
  },
  {
    notebook: 'b',
    question: 'When was the most recent rape, going by the date of the incident rather than of the release?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(rape), 'latest'),
  },
  {
    notebook: 'b',
    question: 'How many incidents blended both kidnapping and extortion in the one cup?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, has('kidnapping'), has('extortion'))),
  },
];

export const fresh298QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH298_QUESTIONS, rows);
