/**
 * The three-hundred-and-eleventh fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A snake handler who removes snakes from homes in KwaZulu-Natal: relaxed and joking, talks of
 *    callouts, venom, mambas and cobras, says "bagged" for arrested, "cops" for police, "KZN", "okes"
 *    and "went down" for happened, and spells loosely ("murdurs").
 * 2. A sugar cane farmer near the north coast: practical and short, talks of harvest, burning, the
 *    mill, crushing season and tons per hectare, drops in Afrikaans and Zulu words ("ja", "nie",
 *    "eish", "sawubona", "hoeveel"), and misspells a few words ("arsen", "stok theft").
 * 3. An opera singer on tour: theatrical, with arias, acts, encores, matinees and opening nights, and
 *    Italian words ("per favore", "ahimè", "le donne", "sempre", "brava").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every month range, weekday and
 *   "first"/"most recent"; `published_date` is never read. "Crushing season, April to December" is an
 *   `event_date` month from 4 to 12, "winter, June to August" a month from 6 to 8, in any year. "On a
 *   Friday" is the weekday of `event_date`.
 * - "Murders" are `murder` (attempted murder is not one); "a murder and an attempted murder charge"
 *   is a row holding both. "Arson" is `arson`; "stock theft" is `stock theft`; "poaching" is
 *   `poaching`; "cash-in-transit job" is `cash-in-transit robbery`; "kidnapping" is `kidnapping`;
 *   "rape" is `rape`.
 * - "KZN" is the province KwaZulu-Natal; "Cape Town" is the `City of Cape Town` municipality.
 * - "On a farm" is a row whose `location` holds the word "farm" (any case).
 * - People are sums of stated figures (a null adds nothing): "cops as victims" is `victims_police`,
 *   "killed" / "souls lost" is `victims_killed`, "injured" / "wounded" is `victims_injured`, "women among the victims" is `victims_female`,
 *   "suspects bagged" per province is `num_suspects_arrested` summed per province.
 * - "Bagged" / "somebody arrested" is `arrest_made === true`; "nobody bagged" / "nobody arrested" is
 *   `arrest_made === false` (an unstated arrest is neither).
 * - A share is of the selected rows, to the nearest whole percent: arrests among KZN incidents,
 *   kidnappings among all incidents, nobody arrested among murders.
 * - The median suspect age is the middle of every stated `suspect_ages` entry (one per suspect) of the
 *   notebook, the mean of the two middle ones when the count is even.
 * - Rankings (municipality with most incidents, answered as written or without "City of"; province
 *   with most people injured; province with most suspects arrested) each carry their tally; a tie at
 *   the top is an error in the question.
 * - Refusals: the ground truth holds no time of day, no rand value of goods or money stolen, no court
 *   sentences, no bail, and nothing on whether a farm victim was a worker or the owner.
 */
import {
  atPlace,
  type BlindQuestion,
  inMonths,
  medianOf,
  peopleByProvince,
  peopleTotal,
  ranking,
  rowsWhere,
  suspectAges,
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
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  weekday,
} from './ground-truth-questions';

const murder = has('murder');
const stockTheft = has('stock theft');
const poaching = has('poaching');
const cit = has('cash-in-transit robbery');
const kzn = inProvince('KwaZulu-Natal');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');

const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH311_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the snake handler, on notebook a.
  {
    notebook: 'a',
    question:
      'Howzit! Quick one between callouts - how many murdurs went down in KZN altogether? Snakes I can count, people not so much.',
    covers: ['restricted count', 'slang', 'misspelling'],
    expect: (rows) => number(count(rows, murder, kzn)),
  },
  {
    notebook: 'a',
    question:
      "Which municipality racked up the most incidents? Kind of like asking which suburb's got the most cobras in the roof, hey.",
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Cops get bitten too, in a manner of speaking. How many police officers ended up as victims across the whole lot, on duty or off?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question:
      'Any cash-in-transit job where the okes got clean away and nobody was bagged? Yes or no, no need to rattle on like a puff adder.',
    covers: ['yes/no', 'slang', 'conjunction'],
    expect: (rows) => yesNo(count(rows, cit, notArrested) > 0),
  },
  {
    notebook: 'a',
    question:
      'Most of my callouts come after dark when the snakes are out. How many of these incidents happened at night?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the cane farmer, on notebook a.
  {
    notebook: 'a',
    question:
      "Sawubona. We burn cane before harvest, that's legal, but arsen is another story. How many arsen cases in this lot, ja?",
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, has('arson'))),
  },
  {
    notebook: 'a',
    question:
      'Crushing season runs April to December by us. How many incidents in KZN fell in those months, all the years together?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, kzn, inMonths(4, 12))),
  },
  {
    notebook: 'a',
    question:
      'Of all the KZN incidents, what percentage ended with somebody arrested? Round it off to a whole number like the mill does with tons per hectare.',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(kzn), arrested),
  },
  {
    notebook: 'a',
    question:
      'When last was somebody murdered in KZN? The day it happened, nie the day the police wrote it up.',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, kzn), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Eish, diesel and fertiliser keep walking off my farm. What was the total rand value of the goods stolen in the theft cases?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the opera singer, on notebook a.
  {
    notebook: 'a',
    question:
      'A duet of tragedy: how many incidents in the Western Cape carried both a murder and an attempted murder charge?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, murder, has('attempted murder'), inProvince('Western Cape'))),
  },
  {
    notebook: 'a',
    question:
      'Ahimè! How many souls were lost - killed, I mean - in all the incidents within the City of Cape Town, where we sang our Traviata?',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      number(
        peopleTotal(
          'victims_killed',
          rows.filter((r) => r.municipality === 'City of Cape Town'),
        ),
      ),
  },
  {
    notebook: 'a',
    question:
      'So many wounded, like the last act of Il Trovatore. Which province had the most people injured, all incidents counted?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_injured')),
  },
  {
    notebook: 'a',
    question:
      'What share of all the incidents in this notebook involved a kidnapping - as a percentage, per favore?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, has('kidnapping')),
  },
  {
    notebook: 'a',
    question:
      'Bravi to the police for the arrests - but what sentences did the courts hand down? How many years in prison all told?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the snake handler, on notebook b.
  {
    notebook: 'b',
    question: "Limpopo's proper snake country, mambas everywhere. How many murders went down in Limpopo?",
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder, inProvince('Limpopo'))),
  },
  {
    notebook: 'b',
    question: 'Which province bagged the most suspects? I mean counting heads arrested, not cases.',
    covers: ['ranking', 'slang', 'people'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question:
      'If you lined up every suspect whose age is given, like I line up a mamba to measure it, what would the median age be?',
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'b',
    question: 'Any poaching case in Limpopo where nobody got bagged at all? Just yes or no, chief.',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, poaching, inProvince('Limpopo'), notArrested) > 0),
  },
  {
    notebook: 'b',
    question:
      'Like a snake you put back in the veld, they always come back. How many of these suspects got out on bail afterwards?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the cane farmer, on notebook b.
  {
    notebook: 'b',
    question: 'Hoeveel stok theft cases happened right on a farm, hey? Not on the road, on the farm itself.',
    covers: ['conjunction', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, stockTheft, onAFarm)),
  },
  {
    notebook: 'b',
    question: 'When was the very first stock theft case in these reports? The date it happened, please.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(stockTheft), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      "Winter's when we cut and burn the hardest. June, July and August, all years lumped together - how many incidents?",
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMonths(6, 8))),
  },
  {
    notebook: 'b',
    question:
      'Of all the murder cases, what percentage ended with nobody arrested? Just the number, I must get back to the lands.',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(murder), notArrested),
  },
  {
    notebook: 'b',
    question:
      'In the farm cases, how many of the victims were farmworkers and how many were the owners? Ngiyabonga.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the opera singer, on notebook b.
  {
    notebook: 'b',
    question: 'Le donne! How many women were among the victims, in total, across every incident?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_female', rows)),
  },
  {
    notebook: 'b',
    question:
      'On tour we play one town after another. Which municipality - the whole municipality, not one town - staged the most incidents?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'When did the most recent rape take place? The final act, so to speak - the date, please.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('rape')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'How many incidents in the Free State took place on a Friday - opening night, sempre?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => number(count(rows, inProvince('Free State'), (r) => weekday(r) === 'Friday')),
  },
  {
    notebook: 'b',
    question:
      'Encore, encore! How much money, in rand, did the robbers take in the cash-in-transit heist at Zinniaville?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh311QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH311_QUESTIONS, rows);
