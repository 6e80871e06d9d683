/**
 * The three-hundred-and-fourteenth fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A rugby prop forward after training: blunt, jokey, short sentences, scrum and ruck talk ("phases",
 *    "who wins the ruck", "takes the ball"), local slang ("okes", "bru", "lekker", "nabbed", "klapped"),
 *    and the odd slip of spelling ("murdas", "kidnappin").
 * 2. A forester in the Tsitsikamma: measured and precise, plantation words ("compartments", "stands",
 *    "felling", "rotation", "hectares"), who states his boundaries and wants figures to the unit.
 * 3. A pastry chef running a bakery in Soweto: warm and chatty, baking metaphors ("batch", "dozen",
 *    "layers", "proofing", "the cherry on top"), sweet-toothed asides, a misspelling or two
 *    ("kidnaping", "womens", "recieve").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month, weekday, "before" /
 *   "from ... to" window and weekend, and is never the earliest or latest; `published_date` is never
 *   read. A weekend is a Saturday or Sunday of `event_date`. "July, any year" is the month of
 *   `event_date` in any year. "Since the start of 2020" is from 2020-01-01 on.
 *   "From 2023 through 2025" is 2023-01-01 to 2025-12-31 inclusive; "before 2020" is before 2020-01-01.
 * - People are sums of the stated figures: `victims_killed` (killed, "klapped for good", lost their
 *   lives), `victims_injured` (injured, hurt), `victims_children` (children), `victims_police` (police
 *   officers, cops), `victims_female` (women, ladies, "womens"), `num_suspects_arrested` (suspects
 *   arrested, "okes nabbed", "locked up", "taken in"). A null (unstated) figure adds nothing.
 * - "Murders" / "murdas" are `murder` alone (not attempted murder or culpable homicide). "Gun cases" /
 *   "illegal firearms" are `illegal firearm possession`. "CIT heists" are `cash-in-transit robbery`.
 *   "Kidnappings" / "kidnappin" / "kidnaping" are `kidnapping`; "rapes" are `rape`; "poaching" is
 *   `poaching`; "arson" / "fires set on purpose" is `arson`; "illegal mining" / "zama zamas" is
 *   `illegal mining`; "business robberies" are `business robbery`; "stock theft" is `stock theft`.
 * - "Where an arrest was made" is `arrest_made === true`; a share of incidents is over the rows named
 *   (a province's rows or the murder rows), to the nearest whole percent. "Northern Cape plus North
 *   West" counts the rows in either province. A yes/no is "Yes" when at least one row passes every
 *   test ("cops as victims in North West": the stated `victims_police` there sum above zero).
 * - A province ("compartment", "stand") is `province`; KwaZulu-Natal may be answered as "KZN". A
 *   municipality is `municipality` (rows without one are left out), answered as written or without
 *   "City of".
 * - Rankings (province with most murders, municipality with most killed, province with most incidents
 *   since 2020, province with most suspects arrested, municipality with most incidents, province with
 *   most incidents in July) each carry their tally; a tie at the top is an error in the question.
 * - Refusals: the ground truth holds no amounts of money taken, no hectares or area burnt, no previous
 *   convictions of suspects, no distances to police stations, and nothing on sentences handed down.
 */
import {
  any,
  type BlindQuestion,
  before,
  femaleVictims,
  inMonths,
  kznProvinceNames,
  peopleTotal,
  ranking,
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
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const cit = has('cash-in-transit robbery');
const guns = has('illegal firearm possession');
const kidnapping = has('kidnapping');
const rape = has('rape');
const poaching = has('poaching');

const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
const killedMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );
const provinceSince2020Tally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(sinceYear(2020)), (r) => r.province);
const julyProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(inMonths(7, 7)), (r) => r.province);
const arrestsProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH314_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the prop forward, on notebook a.
  {
    notebook: 'a',
    question: 'Kidnappin. How many of those in here? Just the number, bru, my brain is still in the scrum.',
    covers: ['restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, kidnapping)),
  },
  {
    notebook: 'a',
    question: 'Right. Murdas by province. Who wins that ruck? Which province has the most?',
    covers: ['ranking', 'misspelling'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'Gun cases. How many okes got nabbed for illegal firearms, all phases added up?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(guns))),
  },
  {
    notebook: 'a',
    question: 'CIT heists on a Saturday or Sunday. Any? Yes or no. Lekker short answer please.',
    covers: ['yes/no', 'calendar', 'slang'],
    expect: (rows) => yesNo(count(rows, cit, weekend) > 0),
  },
  {
    notebook: 'a',
    question: 'CIT heists again. How much cash did the okes get away with, all together? Rands, roughly.',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the forester, on notebook a.
  {
    notebook: 'a',
    question:
      'Treating the Western Cape as one compartment: how many incidents there involved attempted murder and took place before 2020?',
    covers: ['conjunction', 'calendar', 'restricted count'],
    expect: (rows) =>
      number(count(rows, has('attempted murder'), inProvince('Western Cape'), before('2020-01-01'))),
  },
  {
    notebook: 'a',
    question:
      'On the Eastern Cape stand alone, what percentage of incidents ended with an arrest being made? To the nearest whole percent, please.',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Eastern Cape')), arrested),
  },
  {
    notebook: 'a',
    question:
      'I keep a felling record by date, so I would like the same here: on what date did the earliest poaching incident occur?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(poaching), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Across the KwaZulu-Natal incidents only, how many people in total were injured? I mean injured and not killed.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question:
      'In the arson cases, how many hectares of plantation or veld were burnt? We lose whole compartments to fires set on purpose.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the pastry chef, on notebook a.
  {
    notebook: 'a',
    question:
      'Eish, like a tray of burnt scones, some places just get the worst of it. Which municipality had the most people killed, adding up every incident?',
    covers: ['ranking', 'people'],
    ...ranking(killedMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'I opened my second oven in 2020, so since the start of 2020, which province has had the most incidents? The biggest batch, I mean.',
    covers: ['ranking', 'calendar'],
    ...ranking(provinceSince2020Tally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Sweetheart, how many womens were victims altogether in these reports? Only where the police say the victim was a woman or a girl.',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'a',
    question:
      'Out of every murder case in the batch, what percentage had an arrest made? Round it like a dozen, to a whole number.',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows.filter(murder), arrested),
  },
  {
    notebook: 'a',
    question:
      'Was there any stock theft in KwaZulu-Natal during 2023? Just yes or no, the cream buns are in the oven!',
    covers: ['yes/no', 'conjunction', 'calendar'],
    expect: (rows) => yesNo(count(rows, has('stock theft'), inProvince('KwaZulu-Natal'), inYear(2023)) > 0),
  },

  // Voice 1, the prop forward, on notebook b.
  {
    notebook: 'b',
    question: 'Rapes. Northern Cape plus North West. Total cases? Keep it simple, I play front row.',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, rape, any(inProvince('Northern Cape'), inProvince('North West')))),
  },
  {
    notebook: 'b',
    question: 'Which province nabbed the most okes? Whoever locked up the most suspects takes the ball.',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsProvinceTally),
  },
  {
    notebook: 'b',
    question: 'July. Any year. How many people got klapped for good, like killed dead? Not a joke, bru.',
    covers: ['people', 'calendar', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inMonths(7, 7)))),
  },
  {
    notebook: 'b',
    question: 'Cops as victims in North West. Any at all? y or n. Those okes are tougher than a lock.',
    covers: ['yes/no', 'people', 'slang'],
    expect: (rows) => yesNo(peopleTotal('victims_police', rows.filter(inProvince('North West'))) > 0),
  },
  {
    notebook: 'b',
    question:
      'The okes they nabbed. How many had previous convictions already? Repeat offenders, like a ref who keeps missing knock-ons.',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the forester, on notebook b.
  {
    notebook: 'b',
    question:
      'Considering the Northern Cape stand on its own, in what percentage of its incidents was an arrest made? Nearest whole percent.',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Northern Cape')), arrested),
  },
  {
    notebook: 'b',
    question:
      'For the illegal mining incidents, the zama zamas as they are called, how many suspects were arrested in total?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('illegal mining')))),
  },
  {
    notebook: 'b',
    question:
      'Please give me the date of the earliest recorded incident in Mpumalanga, the date of the event itself rather than of the report.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Mpumalanga')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'Over a three-year rotation, 2023 through 2025 inclusive, how many murder incidents were recorded in Limpopo?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, murder, inProvince('Limpopo'), within('2023-01-01', '2025-12-31'))),
  },
  {
    notebook: 'b',
    question:
      'What was the distance, in kilometres, from each incident to the nearest police station? An average figure would suffice.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the pastry chef, on notebook b.
  {
    notebook: 'b',
    question:
      'Which municipality baked up the biggest batch of incidents? The one with the most, like my busiest oven.',
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'In the kidnaping cases, how many of the victims were children? It breaks my heart, they are the ones who come for the vetkoek.',
    covers: ['people', 'misspelling', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(kidnapping))),
  },
  {
    notebook: 'b',
    question:
      'July is my slow month for wedding cakes, so tell me: in July, counting every year like layers of one cake, which province had the most incidents?',
    covers: ['ranking', 'calendar'],
    ...ranking(julyProvinceTally),
  },
  {
    notebook: 'b',
    question:
      'Was there a business robbery on a weekend in North West, anywhere? Yes or no, my dear, the customers are waiting.',
    covers: ['yes/no', 'calendar', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('business robbery'), inProvince('North West'), weekend) > 0),
  },
  {
    notebook: 'b',
    question:
      'What sentences did the courts hand down to the suspects in the rape cases? I hope they recieve the full oven, as we say.',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },
];

export const fresh314QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH314_QUESTIONS, rows);
