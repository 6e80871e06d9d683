/**
 * The two-hundred-and-eighty-fourth fresh question set (blind): thirty questions, fifteen about
 * notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or
 * the other question sets. Every expectation is computed from the ground-truth rows of the question's
 * notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A rowing cox calling strokes: urgent, clipped commands ("Catch!", "Drive!", "Sit ready", "Hold
 *    water", "power ten", "pieces of twenty"). A "power ten" or a "piece of twenty" is only a call to
 *    focus on the one figure that follows; the "rating" is the average per incident (the strokes per
 *    minute of the notebook); "pulling the most" is leading a ranking; a "long piece" is a ranking.
 * 2. A sculptor in the studio: slow, thoughtful, long sentences about chiselling, casting, pieces and
 *    the block. "Negative space" (what is absent from the form) is the incidents where nobody was
 *    arrested; "the first piece cast" is the earliest incident; "carving a province out alone" is
 *    restricting to that province.
 * 3. A glassblower at the furnace: short, warm hot-shop talk ("mate", "love", gathers, punties,
 *    annealing, the glory hole). A "gather" is a count or total taken up from the notebook; suspects
 *    "on the punty" are suspects arrested (held fast); "the cold months" (when the annealer is easiest
 *    to run) are June to August; "the last one out of the annealer" is the latest incident.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one falls in no year, month range or weekend, and is
 *   never the earliest or the latest; `published_date` is never read. A weekend is a Saturday or Sunday
 *   of `event_date`; June to August ("the cold months") is months 6 to 8 of `event_date` in any year.
 * - People are sums of the stated figures: `num_suspects_arrested` (suspects arrested, nabbed, on the
 *   punty), `victims_killed` (lost their lives), `victims_police` (police officers, cops),
 *   `victims_children` (children, kids under eighteen), `victims_female` / `victims_male` (women and
 *   men victims). A null (unstated) figure adds nothing.
 * - Medians are over the stated figures alone: the median suspect age is over every stated age in
 *   `suspect_ages` (one per suspect); the median number of victims is over the rows whose `num_victims`
 *   is stated (zero included). The "rating" is the mean of the stated `num_suspects_arrested` over the
 *   rows that state it, to two decimals.
 * - Shares: the share of victims who were women is the sum of `victims_female` over the sum of
 *   `victims_female` and `victims_male` (nulls add nothing), to the nearest whole percent; the share of
 *   a province's incidents that involved murder is over all that province's rows, nearest whole percent.
 * - "Nobody arrested" (negative space) is `arrest_made === false`; "with an arrest made" is
 *   `arrest_made === true`; an unstated arrest is neither.
 * - A yes/no comparison ("more murders in the Western Cape than the Eastern Cape", "more women than men
 *   victims") is Yes only when the first is strictly greater; a "true or false" may be answered
 *   either way (Yes/True, No/False).
 * - "Rapes and kidnappings, Limpopo plus Mpumalanga" counts each incident once when its `crimes` hold
 *   either crime and its province is either one; "2023 and 2024 in one gather" is both years together.
 * - Rankings (province with most kidnappings, municipality with most incidents, province with most
 *   people killed, province with most suspects arrested) each carry their tally; rows without a
 *   municipality are left out of the municipality tally; a tie at the top is an error in the question.
 *   A municipality may be answered with or without "City of"; KwaZulu-Natal also as "KZN".
 * - Refusals: the ground truth holds no times of day, no values in rand, no weather, no distances and
 *   no officers' names.
 */
import {
  anyCrime,
  type BlindQuestion,
  femaleVictims,
  inMonths,
  kznProvinceNames,
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
  inYear,
  meanOf,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  weekend,
} from './ground-truth-questions';

const murder = has('murder');
const eitherProvince =
  (...provinces: string[]) =>
  (r: DevRow) =>
    provinces.includes(r.province);

const kidnappingProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('kidnapping')), (r) => r.province);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
export const FRESH284_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the cox, on notebook a.
  {
    notebook: 'a',
    question: 'Sit ready! Catch on Gauteng - murders there, how many? Count it, go!',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, murder, inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question:
      'Eyes in the boat! Which province is pulling the most kidnappings? Province and the tally. Drive!',
    covers: ['ranking', 'restricted count'],
    ...ranking(kidnappingProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'Power ten on KZN! Total suspects nabbed there, every incident in. Now!',
    covers: ['people', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question:
      'Hold water! Quick one - did the Western Cape log more murders than the Eastern Cape? Yes or no, call it!',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) =>
      yesNo(
        count(rows, murder, inProvince('Western Cape')) > count(rows, murder, inProvince('Eastern Cape')),
      ),
  },
  {
    notebook: 'a',
    question:
      'Piece of twenty on the CIT hits: what time of day did they go down? Average hour on the clock, go go go!',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the sculptor, on notebook a.
  {
    notebook: 'a',
    question:
      "I've been chiselling at the same block for weeks, and it's the faces I keep returning to. Of the suspects whose ages these releases actually give, what is the median age?",
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'a',
    question:
      'When I cast a figure I think about balance, the weight on one side against the other. Among the victims whose sex is recorded, what share were women - as a whole percentage?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const women = femaleVictims(rows);
      return percentage(women, women + maleVictims(rows));
    },
  },
  {
    notebook: 'a',
    question:
      'Every series has a first piece, the one everything else answers to. What is the earliest date - the day of the incident itself - on which a kidnapping took place here?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      "Negative space interests me more than the form, what's left out rather than what's there. So: in how many incidents was nobody arrested at all?",
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, notArrested)),
  },
  {
    notebook: 'a',
    question:
      'A slow question, and forgive me if it is a crude one. If you weighed what was carved away in the robberies - the goods and cash taken - what would it come to in rand, altogether?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the glassblower, on notebook a.
  {
    notebook: 'a',
    question: "Quick one from the hot shop, mate - which municipality's got the most incidents on the pipe?",
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Take a gather from the Eastern Cape for me, love: how many people lost their lives there, all told?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question: 'Cold months, June to Augst, every year in the pot - how many incidents?',
    covers: ['calendar', 'misspelling'],
    expect: (rows) => number(count(rows, inMonths(6, 8))),
  },
  {
    notebook: 'a',
    question: 'Last poaching job out of the annealer - what date did it actually happen?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('poaching')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Hot as the glory hole in here today. What was the weather like on the days of the shootings, then?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the cox, on notebook b.
  {
    notebook: 'b',
    question:
      'Catch! Rapes and kidnappings, Limpopo plus Mpumalanga together - how many incidents? Drive it!',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) =>
      number(count(rows, anyCrime('rape', 'kidnapping'), eitherProvince('Limpopo', 'Mpumalanga'))),
  },
  {
    notebook: 'b',
    question:
      'Long piece! Which province lost the most lives - people killed, summed up? Province and tally, now!',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'Pieces of twenty for the cops: how many police officers were victims, whole notebook? Go!',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question:
      "What's our rating? Average suspects arrested per incident, where it's stated - two decimals. Call it!",
    covers: ['people'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.num_suspects_arrested),
        2,
      ),
  },
  {
    notebook: 'b',
    question:
      'Distance check! How many kilometres from the nearest police station was each scene - average, quick!',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the sculptor, on notebook b.
  {
    notebook: 'b',
    question:
      'Let me carve the Northern Cape out of the block on its own and look at it for a while. Of its incidents, what percentage involved a murder?',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(inProvince('Northern Cape')), murder),
  },
  {
    notebook: 'b',
    question:
      'I think of each incident as a small piece in a larger installation, each holding some number of people. Where the release says how many victims there were, what is the median number?',
    covers: ['people'],
    expect: (rows) => number(medianOf(rows.flatMap((r) => (r.num_victims === null ? [] : [r.num_victims])))),
  },
  {
    notebook: 'b',
    question:
      'The first cast in a series tells you most about the mould. When was the earliest murder in the Free State, going by the day it happened?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Free State')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'Balance again - I cannot leave it alone. True or false: more women than men were victims, counting only the releases that give the sex of the victims?',
    covers: ['yes/no', 'people'],
    expect: (rows) => trueOrFalse(femaleVictims(rows) > maleVictims(rows)),
  },
  {
    notebook: 'b',
    question:
      "Every sculpture carries its maker's mark somewhere. Who were the investigating officers on these cases - could you give me their names?",
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the glassblower, on notebook b.
  {
    notebook: 'b',
    question:
      'Which province got the most suspects on the punty, mate? Arrests summed, province with the most.',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question: 'Weekend shifts at the furnace, Sat and Sun - how many incidents went down on those days?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, weekend)),
  },
  {
    notebook: 'b',
    question: 'Little ones, love - kids under eighteen. How many child victims, all told?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question: '2023 and 2024 in one gather - how many incidents wiht an arrest made?',
    covers: ['calendar', 'conjunction', 'misspelling'],
    expect: (rows) => number(count(rows, (r) => inYear(2023)(r) || inYear(2024)(r), arrested)),
  },
  {
    notebook: 'b',
    question: 'Gaffer wants to know when to lock up. What time of night did most of these go down?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh284QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH284_QUESTIONS, rows);
