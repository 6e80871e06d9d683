/**
 * The two-hundred-and-twenty-third fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A French-speaking researcher whose English follows French structure and false friends ("actually"
 *    for currently, "the totality of", "how many of victims", "is it that", "assassinat" for murder,
 *    "rapt" for kidnapping), with French spellings of places ("Kwazoulou-Natal", "Northern Cap").
 * 2. A trade-union shop steward for mining and transport workers: "comrades", "our members", "workers
 *    injured", blunt demands, the trade's slang ("zama zamas" for illegal miners, "CIT heists", "cops").
 * 3. A user talking to a voice assistant: "Hey, um, ...", fillers ("like", "uh"), self-corrections ("no
 *    wait, I mean ..."), numbers and years spoken as words ("twenty twenty-two", "one decimal").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is in no year, month or year range and is never the
 *   earliest or latest; `published_date` is never read. "Each year 2022, 2023 and 2024" is the count of
 *   rows per event year, answered as the list of the three counts. A calendar month "any
 *   year" is the month of `event_date` in any year. "Between 2019 and 2021"
 *   takes both years whole (1 January 2019 to 31 December 2021).
 * - People are sums of the stated figures, a null (unstated) figure adding nothing: `victims_killed`
 *   (killed, died, lost their lives), `victims_injured` (injured, hurt, workers injured),
 *   `victims_children` (minors, children under eighteen), `victims_police` (police officers, cops, on or
 *   off duty), `num_suspects_arrested` (suspects arrested, nabbed).
 * - "Murder" / "assassinat" is `murder` alone (not `attempted murder`, not `culpable homicide`);
 *   "attempted murder" is `attempted murder`; "rape" is `rape`; "kidnapping" is `kidnapping`.
 *   "Zama zamas" / illegal mining is `illegal mining`. "CIT heists" / cash-in-transit robberies are
 *   `cash-in-transit robbery`. The attacks "on our drivers" are the rows holding any of `carjacking`,
 *   `truck hijacking` or `cash-in-transit robbery`, each row counted once; "truck hijackings plus CIT
 *   robberies" are the rows holding `truck hijacking` or `cash-in-transit robbery`, each counted once.
 * - "There was an arrest" is `arrest_made === true`; a share of a province's incidents is over all its
 *   rows, to the nearest whole percent.
 * - "The share of the people killed who died in the Free State" is the Free State's sum of
 *   `victims_killed` over the notebook's sum, to the nearest whole percent.
 * - "Is it that P had more X than Q" is yes when P's count (or sum) is strictly greater than Q's.
 * - "Any CIT robbery in the Eastern Cape where people got injured" is yes when an Eastern Cape row with
 *   `cash-in-transit robbery` states `victims_injured` above zero.
 * - A female suspect is a stated `suspects_female` above zero (the incident counted once).
 * - "The victim knew the attacker" is `relationship` of `partner`, `family` or `acquaintance`; a null
 *   relationship is not stated and left out; `stranger` is not one.
 * - Suspects' ages are the stated `suspect_ages`, one per suspect: the mean over the notebook to one
 *   decimal (a value halfway at that decimal is an error in the question); the median over Limpopo's
 *   suspects is the middle age of the sorted list (an even number of ages takes the mean of the two
 *   middle ones, rounded to one decimal).
 * - "The municipalities of the Eastern Cape where there was a murder" is the list of distinct
 *   `municipality` values of Eastern Cape rows with `murder`, rows without a municipality left out;
 *   each is listed without a leading "City of", so either form of its name matches.
 * - Rankings each carry their tally and a tie at the top is an error in the question: the province with
 *   the most people injured (sum of `victims_injured`), the municipality with the most attempted murders
 *   (rows with `attempted murder`, rows without a municipality left out), the municipality with the most
 *   incidents, and the province with the most kidnappings (rows with `kidnapping`).
 * - Refusals: the ground truth holds no ethnic origin of victims, no trade-union membership of anyone,
 *   no weather, and no compensation or money paid to victims.
 */
import {
  anyCrime,
  type BlindQuestion,
  knewTheAttacker,
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
  dateAt,
  has,
  inProvince,
  inYear,
  meanOf,
  month,
  municipalityNames,
  number,
  percentOf,
  refusal,
  rounded,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const cit = has('cash-in-transit robbery');
/** Attacks on drivers: carjacking, truck hijacking or a cash-in-transit robbery. */
const onDrivers = anyCrime('carjacking', 'truck hijacking', 'cash-in-transit robbery');
const easternCape = inProvince('Eastern Cape');

/** The sum of a people figure over the rows that pass every test. */
const killedWhere = (rows: readonly DevRow[], ...tests: ((r: DevRow) => boolean)[]) =>
  peopleTotal('victims_killed', rowsWhere(rows, ...tests));

/** The median of the values, rounded to one decimal; no value is an error in the question. */
function medianOf(values: readonly number[]) {
  const sorted = [...values].sort((x, y) => x - y);
  if (sorted.length === 0) throw new Error('no value to take a median of');
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return number(rounded(median, 1));
}

/** "Is it that P had more than Q": strictly more. */
const moreThan = (first: number, second: number) => yesNo(first > second);

const attemptedMurderMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('attempted murder')), (r) => r.municipality);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const kidnappingProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('kidnapping')), (r) => r.province);

export const FRESH223_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the French-speaking researcher, on notebook a.
  {
    notebook: 'a',
    question:
      'How many of victims were killed in the totality of the incidents of the province of Kwazoulou-Natal?',
    covers: ['people', 'restricted count', 'misspelling'],
    expect: (rows) => number(killedWhere(rows, inProvince('KwaZulu-Natal'))),
  },
  {
    notebook: 'a',
    question:
      'Is it that the Eastern Cape has actually more assassinats (murders, I mean) registered than the Western Cape?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) =>
      moreThan(count(rows, murder, easternCape), count(rows, murder, inProvince('Western Cape'))),
  },
  {
    notebook: 'a',
    question:
      'For the province of Gauteng, which is the percentage of the incidents where there was an arrest of the suspects?',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(inProvince('Gauteng')), arrested),
  },
  {
    notebook: 'a',
    question:
      'Can you give me the list of the municipalities of the Eastern Cape where there was a murder, please?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => ({
      kind: 'list',
      value: [
        ...new Set(
          rowsWhere(rows, murder, easternCape).flatMap((r) =>
            r.municipality === null ? [] : [r.municipality.replace(/^City of /, '')],
          ),
        ),
      ].sort(),
    }),
  },
  {
    notebook: 'a',
    question:
      'I make a study on the violence in the Western Cape. Which was the ethnic origin of the victims of the murders there?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the shop steward, on notebook a.
  {
    notebook: 'a',
    question:
      'Our comrades driving trucks and guarding cash vans are getting hit. How many truck hijackings plus CIT robberies are in here, total?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, anyCrime('truck hijacking', 'cash-in-transit robbery'))),
  },
  {
    notebook: 'a',
    question:
      'Cops are workers too. How many police officers ended up as victims across all of these incidents? Give me the number.',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question: 'Which province had the most people injured? Straight answer, no waffle.',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_injured')),
  },
  {
    notebook: 'a',
    question:
      'Was there any CIT heist in the Eastern Cape where people got injured? Yes or no, our guards there want to know.',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(rowsWhere(rows, cit, easternCape).some((r) => (r.victims_injured ?? 0) > 0)),
  },
  {
    notebook: 'a',
    question:
      'Of the workers injured in these attacks, how many were paid-up members of NUM or SATAWU? We need that for the bargaining council.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the voice-assistant user, on notebook a.
  {
    notebook: 'a',
    question:
      'Hey, um, how many incidents were there each year for, like, twenty twenty-two, twenty twenty-three and twenty twenty-four?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => ({
      kind: 'list',
      value: [2022, 2023, 2024].map((year) => count(rows, inYear(year))),
    }),
  },
  {
    notebook: 'a',
    question:
      'Uh, when was the latest kidnapping... no wait, I mean the earliest one, like the very first kidnapping?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'earliest'),
  },
  {
    notebook: 'a',
    question: "Hey, what's the, uh, average age of the suspects? Like, round it to one decimal.",
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows), 1),
  },
  {
    notebook: 'a',
    question: 'Okay so which municipality had the most murders, no wait, I mean the most attempted murders?',
    covers: ['ranking'],
    ...ranking(attemptedMurderMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Hey um, how many people got killed between, like, twenty nineteen and twenty twenty-one? Both years included.',
    covers: ['people', 'calendar'],
    expect: (rows) => number(killedWhere(rows, within('2019-01-01', '2021-12-31'))),
  },

  // Voice 1, the French-speaking researcher, on notebook b.
  {
    notebook: 'b',
    question:
      'How many of victims were minors, children under eighteen years, in the totality of the incidents of the Northern Cap?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question:
      'Is it that the Free State counts actually more victims killed than the North West province? I compare the two for my thesis.',
    covers: ['yes/no', 'people'],
    expect: (rows) =>
      moreThan(killedWhere(rows, inProvince('Free State')), killedWhere(rows, inProvince('North West'))),
  },
  {
    notebook: 'b',
    question: 'Which is the median of the ages of the suspects in the province of Limpopo?',
    covers: ['people'],
    expect: (rows) => medianOf(suspectAges(rows.filter(inProvince('Limpopo')))),
  },
  {
    notebook: 'b',
    question:
      'Which weather did it make during the night of the farm murders in the Free State? It rained, or not?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Which is the province where there were the most kidnappings (rapts, we say in French), in the totality of these releases?',
    covers: ['ranking', 'restricted count'],
    ...ranking(kidnappingProvinceTally),
  },

  // Voice 2, the shop steward, on notebook b.
  {
    notebook: 'b',
    question:
      'The zama zamas are endangering our members underground. How many of them were nabbed in the illegal mining busts, all together?',
    covers: ['people', 'slang', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('illegal mining')))),
  },
  {
    notebook: 'b',
    question:
      'Count every attack on our drivers for me: carjackings, truck hijackings and cash-in-transit heists, the lot. How many incidents?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, onDrivers)),
  },
  {
    notebook: 'b',
    question:
      'Of all the people killed, what percentage died in the Free State? Our members in the Free State mines want the figure.',
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(killedWhere(rows, inProvince('Free State')), peopleTotal('victims_killed', rows)),
  },
  {
    notebook: 'b',
    question: 'When did the last cash-in-transit robbery go down? Date of the hit, not the press release.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'How much compensation did the bosses pay out to the workers injured in these attacks? I want the rand amount.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the voice-assistant user, on notebook b.
  {
    notebook: 'b',
    question: 'Hey, um, how many rape cases were there in the, uh, Northern Cape?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, has('rape'), inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question:
      'Uh, in how many incidents was there, like, a woman among the suspects? At least one female suspect, I mean.',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(count(rows, (r) => (r.suspects_female ?? 0) > 0)),
  },
  {
    notebook: 'b',
    question: 'Which police station, no wait, I mean which municipality, had the most incidents overall?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Hey, in how many cases did the victim, like, know the attacker? Like a partner or family or, um, someone they knew.',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(count(rows, knewTheAttacker)),
  },
  {
    notebook: 'b',
    question: 'Okay, um, how many people were killed in July? Like, any year, all of them together.',
    covers: ['people', 'calendar'],
    expect: (rows) => number(killedWhere(rows, (r) => month(r) === 7)),
  },
];

export const fresh223QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH223_QUESTIONS, rows);
