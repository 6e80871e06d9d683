/**
 * The two-hundred-and-seventy-first fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is worked out from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A gardener who thinks in beds, seasons and cuttings: a province is "the bed", a crime that turns up
 *    is "a cutting of" it, something left out is "pruned back", a time of year is "in season"; slow,
 *    patient and earthy.
 * 2. A fishing-boat skipper on the West Coast: suspects arrested are "hauled aboard", the incidents are
 *    "the catch" (Afrikaans "vang"), short salty sentences with "ja", "nee" and "lekker", typed on a
 *    phone in a swell ("Westen Cape", "Mpumulanga").
 * 3. A craft brewer who thinks in batches, brews and taps: the notebook is "the batch", what happened is
 *    "brewed" or "on tap", the top place is "the flagship"; keen, with a little beer jargon.
 *
 * How each phrase is read (one row is one incident; a crime phrase holds the rows whose `crimes` carry
 * the category):
 * - Time is `event_date` only; `published_date` is never read. A row without an event date is in no
 *   season, month, quarter, weekday, weekend or "before"/"since" window, and is never the first or last.
 *   Seasons are southern-hemisphere calendar months in any year: spring is September to November, winter
 *   ("the frost months") is June to August. The first quarter is January to March, any year. "Brewed
 *   before 2020" is an event date before 1 January 2020; "from 2023 on" is on or after 1 January 2023.
 *   A weekend is a Saturday or Sunday of the event date.
 * - People are sums of the stated figures, a null adding nothing: `num_suspects_arrested` ("hauled
 *   aboard", "nabbed", "arrests"), `victims_female` ("women among the victims"), `victims_children`
 *   ("young sprouts", children under eighteen), `victims_killed` ("lives lost").
 * - "Pruned back X" leaves out every row whose crimes hold X, whatever else they hold.
 * - "Kidnapping or extortion" is a row holding either; "murders" are `murder` (attempted murder is its
 *   own category); "gun charges" are `illegal firearm possession`.
 * - A farm incident is a row whose `location` holds the word "farm" in any case.
 * - "No arrest at all" is `arrest_made === false` (an unstated arrest is not a no); its share is over all
 *   the notebook's rows, to the nearest whole percent. The share of victims who were men is the summed
 *   `victims_male` over the summed `victims_female` and `victims_male`, nearest whole percent.
 * - Medians: of the suspects' stated ages (one per suspect, `suspect_ages`), and of the stated
 *   `num_suspects_arrested` per incident (a zero counts; a null is left out).
 * - "More X than Y?" compares the two figures strictly: equal is a no.
 * - Rankings carry their tally and must have a single leader: the province ("bed") with the most
 *   attempted murders, the municipality with the most suspects arrested (answered with or without
 *   "City of"), the province with the most weekend (Saturday or Sunday) incidents, the province with
 *   the most rapes.
 * - Refusals: the ground truth holds no quantity of anything seized (no kilograms of abalone), no
 *   sobriety of suspects, no size of a farm in hectares, and no goods taken in a robbery (no cases of
 *   beer).
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  before,
  femaleVictims,
  inMonths,
  maleVictims,
  medianOf,
  not,
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
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
} from './ground-truth-questions';

const murder = has('murder');
const poaching = has('poaching');
const stockTheft = has('stock theft');
const kidnapping = has('kidnapping');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');

const attemptedMurderByProvince = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('attempted murder')), (r) => r.province);
const arrestsByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.num_suspects_arrested ?? 0,
  );
const weekendByProvince = (rows: readonly DevRow[]) => tallyOf(rows.filter(weekend), (r) => r.province);
const rapesByProvince = (rows: readonly DevRow[]) => tallyOf(rows.filter(has('rape')), (r) => r.province);

/** The median of the stated figures. */
const medianExpectation = (values: readonly (number | null)[]) =>
  number(medianOf(values.filter((v): v is number => v !== null)));

export const FRESH271_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the gardener, on notebook a.
  {
    notebook: 'a',
    question:
      "Over in the Western Cape bed, how many incidents are left standing once I've pruned back every one that had poaching in it?",
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, inProvince('Western Cape'), not(poaching))),
  },
  {
    notebook: 'a',
    question:
      'Which bed has grown the most attempted murders, do you think? Tell me the province and how many came up there.',
    covers: ['ranking', 'slang'],
    ...ranking(attemptedMurderByProvince),
  },
  {
    notebook: 'a',
    question:
      "Spring's my busy time, September through November. Taking every year together, how many incidents came up in that season?",
    covers: ['calendar'],
    expect: (rows) => number(count(rows, inMonths(9, 11))),
  },
  {
    notebook: 'a',
    question:
      "Of the suspects whose ages were written down, what's the middle age, the median one, if you line them all up like seedlings?",
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'a',
    question:
      'The young sprouts worry me most. In the Western Cape bed, how many of the victims were children, under eighteen, all told?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Western Cape')))),
  },

  // Voice 2, the West Coast skipper, on notebook a.
  {
    notebook: 'a',
    question: 'Westen Cape. How many suspects hauled aboard, all the cases together?',
    covers: ['people', 'misspelling', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Ja or nee. Were more okes arrested for poaching than for stock theft? Count the men hauled aboard, not the cases.',
    covers: ['yes/no', 'people', 'slang'],
    expect: (rows) =>
      yesNo(suspectsArrested(rows.filter(poaching)) > suspectsArrested(rows.filter(stockTheft))),
  },
  {
    notebook: 'a',
    question: 'Weekend murders. Saturday or Sunday. How many?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },
  {
    notebook: 'a',
    question:
      'First poaching case in the lot - what day did it go down? The day of the poaching, not the report.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(poaching), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'Poaching cases. How many kilos of perlemoen did the cops take off them, total?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the craft brewer, on notebook a.
  {
    notebook: 'a',
    question:
      'Across the whole batch, what percentage of incidents had an illegal gun charge on tap? Round it to a whole number please!',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows, has('illegal firearm possession')),
  },
  {
    notebook: 'a',
    question: 'How many kidnappings were brewed before 2020 - anything that happened before New Year 2020?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, kidnapping, before('2020-01-01'))),
  },
  {
    notebook: 'a',
    question:
      "Which municipality is the flagship for arrests - the one with the most suspects arrested, summed over all its incidents? What's its total?",
    covers: ['ranking', 'people'],
    ...ranking(arrestsByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'First-quarter brews only: how many murder incidents happened between January and March, any year counted?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => number(count(rows, murder, inMonths(1, 3))),
  },
  {
    notebook: 'a',
    question:
      'Real talk from a brewer: how many of the suspects were drunk or under the influence when they were arrested?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the gardener, on notebook b.
  {
    notebook: 'b',
    question: 'In the Free State bed, how many of the victims were women, adding up every incident there?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(femaleVictims(rows.filter(inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question:
      'I was raised on a smallholding. For the incidents out on farms, how many hectares was each farm, or all of them together?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Limpopo bed: how many murders are there once I have pruned back any that also had a kidnapping tangled in with them?',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, inProvince('Limpopo'), murder, not(kidnapping))),
  },
  {
    notebook: 'b',
    question:
      'The frost months, June, July and August, are when I rest the beds. How many incidents came up in that season, all years together?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, inMonths(6, 8))),
  },
  {
    notebook: 'b',
    question:
      'On what date did the latest of the incidents on a farm take place? The day it happened, mind, not when it was written up.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(onAFarm), 'latest'),
  },

  // Voice 2, the West Coast skipper, on notebook b.
  {
    notebook: 'b',
    question: 'Mpumulanga. Total suspects hauled aboard? Lekker if you can give me one number.',
    covers: ['people', 'misspelling', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Mpumalanga')))),
  },
  {
    notebook: 'b',
    question: 'Ja, quick one. More murders in North West than in the Free State? Yes or no.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) =>
      yesNo(count(rows, murder, inProvince('North West')) > count(rows, murder, inProvince('Free State'))),
  },
  {
    notebook: 'b',
    question:
      'Weekends. Which province brings the biggest vang on a Saturday or Sunday? Most incidents, and how many.',
    covers: ['ranking', 'calendar', 'slang'],
    ...ranking(weekendByProvince),
  },
  {
    notebook: 'b',
    question: 'Per incident, median number of suspects hauled aboard? Zeros count.',
    covers: ['people', 'slang'],
    expect: (rows) => medianExpectation(rows.map((r) => r.num_suspects_arrested)),
  },
  {
    notebook: 'b',
    question: 'What percent of the whole catch ended with nobody arrested at all?',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows, notArrested),
  },

  // Voice 3, the craft brewer, on notebook b.
  {
    notebook: 'b',
    question: 'From 2023 onwards, how many incidents had kidnapping or extortion on tap - either one counts?',
    covers: ['calendar', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, anyCrime('kidnapping', 'extortion'), sinceYear(2023))),
  },
  {
    notebook: 'b',
    question:
      'Which province is the flagship for rapes, sadly - most rape incidents - and how many did it have?',
    covers: ['ranking'],
    ...ranking(rapesByProvince),
  },
  {
    notebook: 'b',
    question: 'Heavy batch, this one: across all the murder incidents, how many lives were lost altogether?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rowsWhere(rows, murder))),
  },
  {
    notebook: 'b',
    question:
      'In the business robberies, how many cases of beer or litres of liquor did the robbers get away with? Asking for the taproom!',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Of the victims whose sex was recorded, what share were men? Give me a whole-number percentage, like an ABV!',
    covers: ['share', 'people'],
    expect: (rows) => {
      const men = maleVictims(rows);
      return percentage(men, men + femaleVictims(rows));
    },
  },
];

export const fresh271QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH271_QUESTIONS, rows);
