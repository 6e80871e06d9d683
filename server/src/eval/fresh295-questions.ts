/**
 * The two-hundred-and-ninety-fifth fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. An origami folder who talks in folds, creases and sheets: a "sheet" is one incident, "folded in"
 *    means included (a crime folded into a sheet is one of its `crimes`), "the crease down the middle"
 *    is a median.
 * 2. A piano tuner, fussy and exact, who talks of keys, octaves and pitch: "sharp" is more, "flat" is
 *    fewer, "the top key" is the leader of a ranking.
 * 3. A darts player in a pub league ("one hundred and eighty!", "bullseye", "checkout", "the oche"): a
 *    "leg" is one incident, "on the board" means recorded in the releases, "double top" means the
 *    highest. Writes in a hurry, with typos ("kidnaping", "Westren Cape", "arested").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year range, month range and
 *   weekday, and is never the latest or earliest; `published_date` is never read. A weekend is a
 *   Saturday or Sunday of `event_date`; "the first quarter, any year" is January to March of
 *   `event_date` in any year; "2019 to 2021" takes in both end years whole.
 * - People are sums of the stated figures: `victims_injured` (injured, hurt), `victims_children`
 *   (children), `victims_police` (police officers among the victims), `victims_female` /
 *   `victims_male` (the sex of victims), `num_victims` (victims of one incident), `num_suspects_arrested`
 *   (suspects arrested, "checked out"). A null (unstated) figure adds nothing.
 * - The median suspect age is over every stated age in `suspect_ages`, one per suspect (rows without
 *   ages add nothing); with an even count it is the mean of the two middle ages. The median arrests per
 *   North West incident is over the `num_suspects_arrested` of each North West row that states it.
 * - A farm incident is a row whose `location` holds the word "farm" (any case). "An arrest was made" is
 *   `arrest_made === true`; a share of incidents is over the selected rows, to the nearest whole percent.
 * - "How many more (sharper) in P than in Q" is the difference of the two counts (or sums); P must have
 *   more.
 * - Rankings each carry their tally: the province with the most injured (sum of `victims_injured`), the
 *   incident with the most victims (`num_victims`, named by the parts of its location no other
 *   incident shares), the province with the most suspects arrested (sum of `num_suspects_arrested`) and
 *   the crime category most often in Limpopo's incidents (a row counts once per category it holds). A
 *   tie at the top is an error in the question.
 * - Refusals: the ground truth holds no rand values of stolen goods, no firearm calibres, no times of
 *   day, no weather, no officers' names and no distances driven or chased.
 */
import {
  type BlindQuestion,
  largestIncident,
  medianOf,
  peopleByProvince,
  peopleTotal,
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
  excessOf,
  has,
  inProvince,
  month,
  number,
  percentOf,
  refusal,
  sinceYear,
  sum,
  weekend,
  within,
} from './ground-truth-questions';

/** An incident the release places on a farm. */
const onAFarm = (r: DevRow) => r.location.toLowerCase().includes('farm');

const injuredByProvince = peopleByProvince('victims_injured');
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
/** Each crime category once per Limpopo incident that holds it. */
const limpopoCrimeTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter(inProvince('Limpopo')).flatMap((r) => r.crimes),
    (crime) => crime,
  );

export const FRESH295_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the origami folder, on notebook a.
  {
    notebook: 'a',
    question:
      'Take every suspect whose age is written down, line them up youngest to oldest like sheets in a stack, and fold the stack in half: what age sits on the crease down the middle?',
    covers: ['people', 'slang'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'a',
    question: 'Counting only Eastern Cape sheets, how many have a murder folded in and also an arrest made?',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, inProvince('Eastern Cape'), has('murder'), arrested)),
  },
  {
    notebook: 'a',
    question:
      'Out of the whole pile of sheets, what percentage have an illegal firearm possesion charge folded in?',
    covers: ['share', 'misspelling', 'slang'],
    expect: (rows) => percentOf(rows, has('illegal firearm possession')),
  },
  {
    notebook: 'a',
    question:
      'On the house robbery sheets, what was the total rand value of the goods the robbers carried off?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'Before I crease this one: on what date did the very first cash-in-tranist robbery happen?',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(has('cash-in-transit robbery')), 'earliest'),
  },

  // Voice 2, the piano tuner, on notebook a.
  {
    notebook: 'a',
    question:
      'Tuning the provinces one key at a time by the number of victims injured, which province is the top key?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(injuredByProvince),
  },
  {
    notebook: 'a',
    question:
      'Precisely, please: by how many incidents does KwaZulu-Natal run sharp of Gauteng when one counts murders only?',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => has('murder')(r) && inProvince('KwaZulu-Natal')(r),
        (r) => has('murder')(r) && inProvince('Gauteng')(r),
      ),
  },
  {
    notebook: 'a',
    question:
      'Over the span from 2019 to 2021 inclusive, three full years, like three octaves, how many incidents occurred in all?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2019-01-01', '2021-12-31'))),
  },
  {
    notebook: 'a',
    question:
      'A yes or no, exactly: was any police officer at all counted among the victims of any Eastern Cape incident?',
    covers: ['yes/no', 'people', 'conjunction'],
    expect: (rows) => yesNo(peopleTotal('victims_police', rows.filter(inProvince('Eastern Cape'))) > 0),
  },
  {
    notebook: 'a',
    question:
      'What calibre were the firearms seized in these incidents? Nine millimetre, I would guess, but I like to be exact.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the darts player, on notebook a.
  {
    notebook: 'a',
    question: 'Right, from the oche: how many kidnaping legs are on the board in Gauteng?',
    covers: ['conjunction', 'restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, has('kidnapping'), inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question: 'Double top for victims - which single leg had the most victims of all? Where was it?',
    covers: ['ranking', 'people', 'slang'],
    ...largestIncident(
      () => true,
      (r) => r.num_victims,
    ),
  },
  {
    notebook: 'a',
    question: 'Weekend legs in the Westren Cape, Saturday or Sunday only, how many on the board?',
    covers: ['calendar', 'conjunction', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, inProvince('Western Cape'), weekend)),
  },
  {
    notebook: 'a',
    question: 'Checkout time: total suspects arested across every leg in the City of Cape Town?',
    covers: ['people', 'restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter((r) => r.municipality === 'City of Cape Town'))),
  },
  {
    notebook: 'a',
    question: 'One hundred and eighty! What time of night did the Glebelands hostel shooting go off?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the origami folder, on notebook b.
  {
    notebook: 'b',
    question:
      'Fold the North West sheets in order of how many suspects were arrested on each: what number lands on the crease down the middle?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) =>
      number(
        medianOf(
          rows
            .filter(inProvince('North West'))
            .flatMap((r) => (r.num_suspects_arrested === null ? [] : [r.num_suspects_arrested])),
        ),
      ),
  },
  {
    notebook: 'b',
    question: 'Of the sheets set on a farm, what percentage had an arrest folded in?',
    covers: ['share', 'conjunction', 'slang'],
    expect: (rows) => percentOf(rows.filter(onAFarm), arrested),
  },
  {
    notebook: 'b',
    question: 'When did the latest rape in the Northern Cape take place - the date of the sheet itself?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, has('rape'), inProvince('Northern Cape')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Was it raining on the days of the farm murders? Damp paper never holds a crease, so I wonder.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'Is there any sheet where stock theft and vehicle theft are folded in together? Yes or no.',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, has('stock theft'), has('vehicle theft')) > 0),
  },

  // Voice 2, the piano tuner, on notebook b.
  {
    notebook: 'b',
    question: 'By total suspects arrested, which province is the top key of the keyboard?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question:
      'In the Northern Cape, how much sharper is the count of female victims than the count of male victims?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) => {
      const northernCape = rows.filter(inProvince('Northern Cape'));
      const female = sum(northernCape.map((r) => r.victims_female));
      const male = sum(northernCape.map((r) => r.victims_male));
      if (female <= male) throw new Error(`not more female victims: ${female} vs ${male}`);
      return number(female - male);
    },
  },
  {
    notebook: 'b',
    question:
      'How many incidents fell in the first quarter, January through March, taking every year together?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => [1, 2, 3].includes(month(r) ?? 0))),
  },
  {
    notebook: 'b',
    question: 'How many childern in all were among the victims across these incidents?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question:
      'What were the names of the investigating officers in the Free State cases? I keep a ledger of every name, as I do of every piano.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the darts player, on notebook b.
  {
    notebook: 'b',
    question: 'Rape legs on the board from 2020 onwards - how many?',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, has('rape'), sinceYear(2020))),
  },
  {
    notebook: 'b',
    question: 'Bullseye question: in Limpopo, which crime hits the board in the most legs?',
    covers: ['ranking', 'slang'],
    ...ranking(limpopoCrimeTally, crimeNames),
  },
  {
    notebook: 'b',
    question: 'Any Northern Cape leg where 10 or more suspects were arrested? Yes or no, mate.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) =>
      yesNo(count(rows, inProvince('Northern Cape'), (r) => (r.num_suspects_arrested ?? 0) >= 10) > 0),
  },
  {
    notebook: 'b',
    question: 'What percentage of the Mpumalanga legs have an illegal gun charge on them?',
    covers: ['share', 'conjunction', 'slang'],
    expect: (rows) => percentOf(rows.filter(inProvince('Mpumalanga')), has('illegal firearm possession')),
  },
  {
    notebook: 'b',
    question:
      'How many kilometres did the cops chase the Rustenburg CIT gang before they got them? Bet it was miles.',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh295QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH295_QUESTIONS, rows);
