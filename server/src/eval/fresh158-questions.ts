/**
 * The hundred-and-fifty-eighth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A school-safety NGO officer: children, learners and young victims, sexual violence against minors,
 *    where kids are most at risk; earnest, report-writing English with the sector's words ("learners",
 *    "minors", "under-18s") and the odd typo ("childern", "victimes").
 * 2. A tabloid sub-editor: headline style, newsroom slang and abbreviations ("cops", "thugs", "nabbed",
 *    "GBV", "EC", "JHB", "NW", "Y/N"), clipped and shouty, a typo or two ("polce", "murdrs").
 * 3. A geography student mapping crime: municipalities and provinces, rankings, shares, averages and
 *    lists of places, in plain academic English.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Children, learners, kids, minors, under-18s and young victims are `victims_children`: a "how many"
 *   sums the stated figures (a null adds nothing); "an incident with a child victim" is a row whose
 *   stated `victims_children` is above 0 (a null or a 0 is not one).
 * - "Rape" / "sexual violence" and the newsroom's "GBV" are the rows whose `crimes` hold `rape` or
 *   `sexual assault`; a rape "with a child victim" is such a row with a child victim as above.
 * - "Cops" hurt, shot or attacked (as victims) are `victims_police`, summed over the stated figures.
 *   "Thugs nabbed" / "suspects arrested" are `num_suspects_arrested`, summed (a null adds nothing).
 *   "Female thugs" are a stated `suspects_female` above 0.
 * - "Murders" are `murder` alone: attempted murder and culpable homicide are not murders.
 * - "Zero arrests" / "nobody nabbed" is `arrest_made === false` (a null is not a case without arrests).
 * - Places: "JHB" is the `City of Johannesburg` municipality; "EC" the Eastern Cape, "NW" North West,
 *   "KZN" KwaZulu-Natal, "FS" the Free State, "NC" the Northern Cape (all by `province`). A municipality
 *   is `municipality` (rows without one are left out of every municipality tally, list or count of
 *   distinct municipalities), answered as written or without "City of".
 * - Dates are `event_date` alone (never `published_date`): an undated row is never the latest or the
 *   earliest and falls in no year. "In 2024" is an `event_date` in that calendar year.
 * - A share of incidents is over the selected rows, to the nearest whole percent. The average number of
 *   victims is the mean of the stated `num_victims` (nulls left out, a stated 0 counted), to one decimal.
 * - "How many more in P than in Q" is the difference of the two counts or sums; P must have more.
 * - Lists: the distinct municipalities of the selected rows, in any order, each named without "City of".
 * - Rankings (province with most child victims, biggest bust by suspects arrested, municipality with
 *   most incidents) each carry their tally; a tie at the top is an error in the question. The biggest
 *   bust is named by the parts of its location no other incident shares.
 * - Refusals: the ground truth holds no referral to trauma counselling, no amount of cash taken, and no
 *   population of a municipality (so no rate per 100 000 residents).
 */
import {
  anyCrime,
  type BlindQuestion,
  inMunicipality,
  largestIncident,
  peopleByProvince,
  peopleTotal,
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
  distinct,
  excessOf,
  has,
  inProvince,
  inYear,
  meanOf,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
} from './ground-truth-questions';

/** Rape or sexual assault: the sexual violence the NGO asks about, and the newsroom's "GBV". */
const sexualViolence = anyCrime('rape', 'sexual assault');
/** An incident with a stated child victim (a null or a 0 is not one). */
const childVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;
/** A stated female suspect. */
const femaleSuspect = (r: DevRow) => (r.suspects_female ?? 0) > 0;
const jhb = inMunicipality('City of Johannesburg');

/** The distinct municipalities of the rows, each without "City of", in order of first appearance. */
const municipalitiesOf = (rows: readonly DevRow[]) => {
  const names = rows.flatMap((r) => (r.municipality ? [r.municipality.replace(/^City of /, '')] : []));
  const list = [...new Set(names)];
  if (list.length === 0) throw new Error('no municipality to list');
  return list;
};

const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const arrestsByIncident = (r: DevRow) => r.num_suspects_arrested;

export const FRESH158_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the school-safety NGO officer, on notebook a.
  {
    notebook: 'a',
    question:
      'For our annual report: how many childern (under-18s) in total were victims across all these incidents?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question: 'How many rape or sexual assault cases had at least one minor among the victims?',
    covers: ['conjunction', 'restricted count', 'people'],
    expect: (rows) => number(count(rows, sexualViolence, childVictim)),
  },
  {
    notebook: 'a',
    question: 'What is the date of the most recent incident in which a learner or other child was a victim?',
    covers: ['date', 'people'],
    expect: (rows) => dateAt(rows.filter(childVictim), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Was any child a victim in an incident in KwaZulu-Natal? Yes or no please.',
    covers: ['yes/no', 'people', 'conjunction'],
    expect: (rows) => yesNo(count(rows, inProvince('KwaZulu-Natal'), childVictim) > 0),
  },
  {
    notebook: 'a',
    question:
      'How many more young victims (children under 18) were there in the Western Cape than in the Eastern Cape?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Western Cape'), inProvince('Eastern Cape'), (selected) =>
        peopleTotal('victims_children', selected),
      ),
  },

  // Voice 2, the tabloid sub-editor, on notebook a.
  {
    notebook: 'a',
    question: 'COPS UNDER FIRE: how many polce officers were victims in total?',
    covers: ['people', 'slang', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question: 'JHB thugs nabbed - total suspects arrested in Joburg?',
    covers: ['people', 'slang', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(jhb))),
  },
  {
    notebook: 'a',
    question: 'EC murdrs: date of the latest one?',
    covers: ['date', 'slang', 'misspelling'],
    expect: (rows) => dateAt(rowsWhere(rows, has('murder'), inProvince('Eastern Cape')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Any JHB case where cops nabbed nobody? Y/N',
    covers: ['yes/no', 'slang', 'conjunction'],
    expect: (rows) => yesNo(count(rows, jhb, notArrested) > 0),
  },
  {
    notebook: 'a',
    question: 'CIT HEIST SHOCK: how much cash did the thugs get away with, all jobs combined?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the geography student, on notebook a.
  {
    notebook: 'a',
    question: 'Which municipality has the highest number of recorded incidents?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'What percentage of all the incidents took place in KwaZulu-Natal?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, inProvince('KwaZulu-Natal')),
  },
  {
    notebook: 'a',
    question: 'List the municipalities in Gauteng where incidents were recorded.',
    covers: ['restricted count'],
    expect: (rows) => ({ kind: 'list', value: municipalitiesOf(rows.filter(inProvince('Gauteng'))) }),
  },
  {
    notebook: 'a',
    question: 'How many different municipalities in the Western Cape appear in the data?',
    covers: ['restricted count'],
    expect: (rows) => number(distinct(rows.filter(inProvince('Western Cape')).map((r) => r.municipality))),
  },
  {
    notebook: 'a',
    question:
      'On average, how many victims were there per incident in the Eastern Cape, counting only incidents where the number of victims is given?',
    covers: ['share', 'people'],
    expect: (rows) =>
      meanOf(
        rows.filter(inProvince('Eastern Cape')).map((r) => r.num_victims),
        1,
      ),
  },

  // Voice 1, the school-safety NGO officer, on notebook b.
  {
    notebook: 'b',
    question: 'In total, how many children under 18 were victims in these incidents?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question: 'Which province had the most child victimes?',
    covers: ['ranking', 'people', 'misspelling'],
    ...ranking(peopleByProvince('victims_children')),
  },
  {
    notebook: 'b',
    question: 'Of all the rape and sexual assault cases, what share involved a minor as a victim (as a %)?',
    covers: ['share', 'people'],
    expect: (rows) => percentOf(rows.filter(sexualViolence), childVictim),
  },
  {
    notebook: 'b',
    question: 'How many of the child victims were referred for trauma counselling afterwards?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'Please list every municipality where a child was a victim of rape or sexual assault.',
    covers: ['conjunction', 'people'],
    expect: (rows) => ({
      kind: 'list',
      value: municipalitiesOf(rowsWhere(rows, sexualViolence, childVictim)),
    }),
  },

  // Voice 2, the tabloid sub-editor, on notebook b.
  {
    notebook: 'b',
    question: 'GBV count: how many rape / sex assault cases in the book?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, sexualViolence)),
  },
  {
    notebook: 'b',
    question: 'NW cops attacked - how many police victims in the North West?',
    covers: ['people', 'slang', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question: 'BIGGEST BUST: where did cops nab the most thugs in one go?',
    covers: ['ranking', 'slang'],
    ...largestIncident(() => true, arrestsByIncident),
  },
  {
    notebook: 'b',
    question: 'CRIME UP? How many more incidents in 2024 than in 2022?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => excessOf(rows, inYear(2024), inYear(2022)),
  },
  {
    notebook: 'b',
    question: 'Female thugs in the mix? Any women suspects at all - Y/N',
    covers: ['yes/no', 'slang', 'people'],
    expect: (rows) => yesNo(count(rows, femaleSuspect) > 0),
  },

  // Voice 3, the geography student, on notebook b.
  {
    notebook: 'b',
    question: 'Which municipality accounts for the largest number of incidents?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'What is the crime rate per 100 000 residents in Mangaung, based on these incidents?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'What percentage of the incidents in the Northern Cape were rapes or sexual assaults?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Northern Cape')), sexualViolence),
  },
  {
    notebook: 'b',
    question: 'When did the earliest recorded incident in the Northern Cape take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Northern Cape')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'How many more suspects were arrested in Mpumalanga than in the Free State?',
    covers: ['people', 'conjunction'],
    expect: (rows) => excessOf(rows, inProvince('Mpumalanga'), inProvince('Free State'), suspectsArrested),
  },
];

export const fresh158QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH158_QUESTIONS, rows);
