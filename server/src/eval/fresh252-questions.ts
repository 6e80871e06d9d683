/**
 * The two-hundred-and-fifty-second fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A soccer supporters' club chairman worried about fans travelling to away games: places, weekends,
 *    robberies and taxis, in football talk ("top of the log", "relegation zone", "own goal", "CIT
 *    heists", "Bloem"), short and chatty.
 * 2. A Sepedi-speaking grandfather typing by voice-to-text: no capitals or punctuation to speak of,
 *    transcription slips ("lim poppo", "three state", "kid napping", "nort west") and Sepedi words
 *    ("maphodisa" the police, "bana" children, "dilo" things, "ke kopa" please).
 * 3. An insurance claims assessor: exact, conditional wording ("where the release states", "excluding",
 *    "on or after", "per incident").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every window ("on or after", a month,
 *   December of any year), every weekday and weekend, and is never the earliest or latest;
 *   `published_date` is never read. A weekend is a Saturday or Sunday of `event_date`. "Excluding
 *   incidents without a stated date" takes the share over the dated rows only.
 * - People are sums of the stated figures: `victims_killed` (killed, died, lost their lives),
 *   `victims_injured` (injured), `victims_children` ("bana", children under eighteen), `victims_police`
 *   ("maphodisa" as victims, police officers on or off duty), `victims_female` (female victims),
 *   `num_suspects_arrested` (people arrested). A null (unstated) figure adds nothing.
 * - "Robberies of any type" are `armed robbery`, `robbery`, `house robbery`, `business robbery` and
 *   `cash-in-transit robbery`; carjacking and truck hijacking are not robberies here. "CIT heists" are
 *   `cash-in-transit robbery`; "murder" is `murder`; "rape" is `rape`; "kidnapping" is `kidnapping`.
 * - Places: a province is `province` ("three state" is the Free State, "lim poppo" Limpopo, "nort west"
 *   North West, "kwa zulu natal" KwaZulu-Natal). "Durban's eThekwini metro" is the `eThekwini`
 *   municipality. "Municipality" is `municipality` (rows without one are left out), answered as written
 *   or without "City of". The single incident with the most arrests is named by the parts of its
 *   `location` no other incident shares.
 * - "Top of the log" is the key with the largest tally; "bottom of the log" (the relegation zone) is the
 *   province with the fewest incidents among the notebook's provinces, read as the top of a tally of
 *   negated counts. Every ranking carries its tally; a tie at the top is an error in the question.
 * - "Excluding incidents in which no arrest was made" keeps the rows with `arrest_made === true` (and a
 *   stated `num_suspects_arrested`); the median is over those figures. "No arrest" is
 *   `arrest_made === false`, and a share "excluding incidents where the release does not say" is over
 *   the rows whose `arrest_made` is not null, to the nearest whole percent.
 * - The average suspect age is the mean of the stated `suspect_ages` (one per suspect) of the
 *   province's rows, to the nearest whole year.
 * - Refusals: the ground truth holds no forecast of safety, no opinion on blame or on police work, no
 *   advice on taxi ranks, and nothing on insurance (cover of vehicles, claims lodged).
 */
import {
  anyCrime,
  type BlindQuestion,
  inMunicipality,
  largestIncident,
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
  refusal,
  sum,
  weekend,
  within,
} from './ground-truth-questions';

/** A robbery of any type; carjacking and truck hijacking are not among them. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
/** An incident dated on or after the given day. */
const onOrAfter = (date: string) => within(date, '9999-12-31');
const dated = (r: DevRow) => r.event_date !== null;

const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
/** The fewest incidents on top: each incident counts minus one for its province. */
const fewestProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    () => -1,
  );

export const FRESH252_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the supporters' club chairman, on notebook a.
  {
    notebook: 'a',
    question: 'Planning where the supporters buses stop. Which municipality is top of the log for incidents?',
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Most away games are Sat or Sun. How many robberies of any type (armed, house, business, CIT, the lot) happened on a weekend?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, robbery, weekend)),
  },
  {
    notebook: 'a',
    question:
      "Which province is bottom of the log - relegation zone, fewest incidents? That's where we'd rather go.",
    covers: ['ranking', 'slang'],
    ...ranking(fewestProvinceTally),
  },
  {
    notebook: 'a',
    question:
      "We travel down to Durban a lot. How many people were killed in incidents in Durban's eThekwini metro?",
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inMunicipality('eThekwini')))),
  },
  {
    notebook: 'a',
    question:
      'Be straight with me, are we scoring an own goal taking the fans to Cape Town for the away leg next season? Will it be safe?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the Sepedi-speaking grandfather, on notebook a.
  {
    notebook: 'a',
    question: 'how many maphodisa police officers was victims in all this dilo on duty or off duty',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question: 'ke kopa tell me how many bana the children under 18 was victims in the western cape province',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question: 'when was the first kid napping in these stories the earliest one what date',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'was there any rape case in kwa zulu natal yes or no',
    covers: ['yes/no', 'misspelling'],
    expect: (rows) => yesNo(count(rows, has('rape'), inProvince('KwaZulu-Natal')) > 0),
  },
  {
    notebook: 'a',
    question:
      'is it the maphodisa fault or the government fault that there is so many murders in eastern cape',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the insurance claims assessor, on notebook a.
  {
    notebook: 'a',
    question:
      'Where the release states the number of injured victims, what is the total number injured in incidents with an incident date on or after 1 January 2020?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(onOrAfter('2020-01-01')))),
  },
  {
    notebook: 'a',
    question:
      'Excluding incidents in which no arrest was made, what is the median number of suspects arrested per incident?',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      number(
        medianOf(
          rows.flatMap((r) =>
            r.arrest_made === true && r.num_suspects_arrested !== null ? [r.num_suspects_arrested] : [],
          ),
        ),
      ),
  },
  {
    notebook: 'a',
    question:
      'On what date did the most recent house robbery or business robbery occur, going by the incident date stated in the release?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rows.filter(anyCrime('house robbery', 'business robbery')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Excluding incidents with no stated incident date, what percentage of the Western Cape incidents occurred on a Saturday or Sunday?',
    covers: ['share', 'calendar', 'conjunction'],
    expect: (rows) => {
      const chosen = rowsWhere(rows, inProvince('Western Cape'), dated);
      return percentage(chosen.filter(weekend).length, chosen.length);
    },
  },
  {
    notebook: 'a',
    question:
      'In the carjacking incidents, how many of the vehicles taken were insured at the time of the incident?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the supporters' club chairman, on notebook b.
  {
    notebook: 'b',
    question:
      'Which province is top of the log for people killed? Need to know before the fixtures come out.',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question:
      'Robberies of any kind - armed, house, business, CIT heists, the whole squad. How many people died in them?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(robbery))),
  },
  {
    notebook: 'b',
    question: 'Festive season fixtures: how many incidents happened in December, any year?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => month(r) === 12)),
  },
  {
    notebook: 'b',
    question: 'Any CIT heists in the Free State at all? y/n. Thinking of the Bloem trip.',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, has('cash-in-transit robbery'), inProvince('Free State')) > 0),
  },
  {
    notebook: 'b',
    question: 'Which taxi rank in Bloem is the safest for our fans to get dropped at on match day?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the Sepedi-speaking grandfather, on notebook b.
  {
    notebook: 'b',
    question: 'how many bana was victims in the rape cases the children under eighteen',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(has('rape')))),
  },
  {
    notebook: 'b',
    question: 'in lim poppo how many people the maphodisa arrest all together',
    covers: ['people', 'misspelling', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Limpopo')))),
  },
  {
    notebook: 'b',
    question: 'what is the average age of the suspects in nort west where they say the age',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => meanOf(suspectAges(rows.filter(inProvince('North West'))), 0),
  },
  {
    notebook: 'b',
    question: 'when was the last murder in the three state the date please',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rowsWhere(rows, has('murder'), inProvince('Free State')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'the maphodisa in tzaneen do they do good work or they are lazy',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the insurance claims assessor, on notebook b.
  {
    notebook: 'b',
    question:
      'Where the release states the number of female victims, what is the total number of female victims in incidents involving rape, murder or kidnapping?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      number(sum(rows.filter(anyCrime('rape', 'murder', 'kidnapping')).map((r) => r.victims_female))),
  },
  {
    notebook: 'b',
    question:
      'Excluding incidents where the release does not say whether an arrest was made, what percentage of incidents had no arrest?',
    covers: ['share'],
    expect: (rows) => {
      const stated = rows.filter((r) => r.arrest_made !== null);
      return percentage(stated.filter(notArrested).length, stated.length);
    },
  },
  {
    notebook: 'b',
    question:
      'How many incidents with an incident date on or after 1 January 2023 involved illegal firearm possession or armed robbery?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) =>
      number(count(rows, anyCrime('illegal firearm possession', 'armed robbery'), onOrAfter('2023-01-01'))),
  },
  {
    notebook: 'b',
    question: 'Which single incident had the highest number of suspects arrested? Please state its location.',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.num_suspects_arrested,
    ),
  },
  {
    notebook: 'b',
    question:
      'For the stock theft incidents, in how many did the owner lodge an insurance claim for the animals?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh252QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH252_QUESTIONS, rows);
