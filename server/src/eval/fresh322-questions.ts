/**
 * The three-hundred-and-twenty-second fresh question set (blind): thirty questions, fifteen about
 * notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or any
 * other question set but the sixty-sixth (whose file shape alone is copied). Every expectation is
 * worked out from the ground-truth rows of the question's own notebook, never typed in by hand.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A tea room owner in Hogsback, up in the Amathole mountains of the Eastern Cape: chatty, warm and a
 *    bit of a gossip. She tells a little story before she gets to her question (a regular who was
 *    robbed, a sister in Bloemfontein, the scones going cold), writes long rambling sentences with
 *    British-leaning spelling ("neighbours", "colour", "whilst", "realise") and leaves a few typos in
 *    ("teh", "stok theft", "recieved", "womens").
 * 2. A dog groomer in Pretoria: quick and casual between clients, lots of exclamation marks, short
 *    asks that sometimes drop the question mark. Calls the city "PTA" or "Tshwane" and the province
 *    "GP", and misspells the crime words ("kidnappng", "robery", "kidnapings").
 * 3. A ship's cook on a fishing trawler out of Saldanha Bay: salty and blunt, drops his articles, talks
 *    from the galley in sea words ("aboard", "ashore", "the West Coast", "haul", "souls", "skipper"),
 *    and cares most about poaching, the sea and the coast; calls illegal miners "zama zamas".
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold
 * the category):
 * - Dates are `event_date` alone: a row without one is outside every year, month range and "since"
 *   window, and is never the earliest or latest; `published_date` is never read. "Winter" is June, July
 *   and August of `event_date` in any year. "Since 2022" / "from 2023 on" start on 1 January of that
 *   year and run to the end of the data.
 * - Crime words: "murders" / "killings" are `murder` alone (attempted murder and culpable homicide are
 *   not); "robbery" / "robery" is a robbery of any type, `armed robbery`, `robbery`, `house robbery`,
 *   `business robbery` or `cash-in-transit robbery` (carjacking and truck hijacking are not);
 *   "kidnappng" / "kidnapings" is `kidnapping`; "stok theft" is `stock theft`; "carjackings" are
 *   `carjacking` alone (not `truck hijacking`); "poaching" / "poaching busts" is `poaching` whatever
 *   the animal (the rows do not say it); "zama zamas" are `illegal mining`; "rapes" are `rape`.
 * - Places: provinces by `province` ("GP" is Gauteng); "Tshwane" / "PTA" is the `City of Tshwane`
 *   municipality; "Madibeng" is the `Madibeng` municipality; a municipality ranking leaves out rows
 *   without one and may be answered with or without "City of". "The West Coast" is the West Coast
 *   District: the municipalities Matzikama, Cederberg, Bergrivier, Saldanha Bay and Swartland. A farm is
 *   a row whose `location` holds the word "farm" (any case).
 * - People are sums of the stated figures, a null (unstated) figure adding nothing:
 *   `num_suspects_arrested` (suspects arrested, nabbed, taken in), `victims_killed` (killed, souls lost),
 *   `victims_female` (women and girls among the victims), `victims_children` (children among the
 *   victims), `num_victims` (victims).
 * - Shares, to the nearest whole percent: incidents "that ended with somebody arrested" are the rows with
 *   `arrest_made === true` over all the notebook's rows of that province (an unstated arrest is in the
 *   whole but not the part); the share of rape victims who were children is the sum of
 *   `victims_children` over the sum of `num_victims`, both over the rows that hold `rape`.
 * - Rankings carry their tally and must have a single leader (a tie at the top is an error in the
 *   question): the Gauteng municipality with the most incidents, the province with the most rape
 *   incidents, and the single biggest poaching bust or the single biggest job by suspects arrested
 *   (each incident keyed by its location, named by the parts of it no other incident shares).
 * - Yes/no questions are answered "Yes" when at least one row passes every test, else "No".
 * - Refusals (the ground truth holds none of these): notebook `a`: the rand value of goods or money
 *   stolen, how many dogs or pets were hurt or stolen, and the weight or amount of abalone or fish
 *   seized; notebook `b`: the prison sentences handed down, whether guard dogs were poisoned first,
 *   and how many boats or vessels were seized.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  femaleVictims,
  inMonths,
  inMunicipality,
  largestIncident,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
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
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
  sum,
} from './ground-truth-questions';

/** A robbery of any type; carjacking and truck hijacking are not among them. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
const murder = has('murder');
const stockTheft = has('stock theft');
const poaching = has('poaching');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');
/** The West Coast District's municipalities. */
const WEST_COAST = ['Matzikama', 'Cederberg', 'Bergrivier', 'Saldanha Bay', 'Swartland'];
const onTheWestCoast = (r: DevRow) => r.municipality !== null && WEST_COAST.includes(r.municipality);

const gautengMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(inProvince('Gauteng')), (r) => r.municipality);
const rapeProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(has('rape')), (r) => r.province);

export const FRESH322_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Hogsback tea room owner, on notebook a.
  {
    notebook: 'a',
    question:
      "Oh my dear, you won't believe it, one of my regulars came in for her Tuesday scone and told me about another shooting down in the valley, and it got us all talking over teh teapot. How many murders were there in the Eastern Cape altogether in these reports? Proper murders, mind, not the attempted ones.",
    covers: ['restricted count', 'conjunction', 'misspelling'],
    expect: (rows) => number(count(rows, murder, inProvince('Eastern Cape'))),
  },
  {
    notebook: 'a',
    question:
      'My neighbour Doreen insists the police here never catch anybody, and I told her she was being terribly unfair. Of all the Eastern Cape incidents, what percentage ended with somebody actually arrested',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(inProvince('Eastern Cape')), arrested),
  },
  {
    notebook: 'a',
    question:
      "Whilst I was icing the carrot cake this morning the radio had a piece on violence against women, and I realised I'd no idea of the numbers closer to home. How many of the victims in the Eastern Cape incidents were women or girls, counting only the ones teh reports actually say?",
    covers: ['people', 'conjunction', 'misspelling'],
    expect: (rows) => number(femaleVictims(rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question:
      'A farmer who delivers our cream lost three heifers last month, poor man, and he asked me to find out. When was the very first case of stok theft in these reports, the day it happened I mean, not the day it was in the paper?',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(stockTheft), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      "Now this is a bit cheeky of me, but the ladies at the book club were guessing. In all those Eastern Cape robberies, what was the total value in rands of the money and goods the robbers got away with? I'd love to settle the argument before Thursday.",
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the Pretoria dog groomer, on notebook a.
  {
    notebook: 'a',
    question: 'How many kidnappng cases in GP?!',
    covers: ['restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, has('kidnapping'), inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question: 'Any robery in Tshwane at all?? yes or no!',
    covers: ['yes/no', 'misspelling', 'slang'],
    expect: (rows) => yesNo(count(rows, robbery, inMunicipality('City of Tshwane')) > 0),
  },
  {
    notebook: 'a',
    question: 'Which GP municipality has the most incidents! PTA, Joburg, Ekurhuleni...?',
    covers: ['ranking', 'slang'],
    ...ranking(gautengMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'Total suspects arrested in GP since 2022!! just the number pls',
    covers: ['people', 'calendar', 'conjunction', 'slang'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, inProvince('Gauteng'), sinceYear(2022)))),
  },
  {
    notebook: 'a',
    question: 'In the GP house robberies how many dogs got hurt or stolen?? so sad!',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the Saldanha Bay trawler cook, on notebook a.
  {
    notebook: 'a',
    question: 'Poaching busts, land or sea, how many in this lot?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, poaching)),
  },
  {
    notebook: 'a',
    question: 'Biggest poaching haul by suspects nabbed, where was it',
    covers: ['ranking', 'slang'],
    ...largestIncident(poaching, (r) => r.num_suspects_arrested),
  },
  {
    notebook: 'a',
    question:
      'Galley radio says West Coast is going to the dogs. How many incidents ashore on the West Coast, Swartland way up to Saldanha?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, onTheWestCoast)),
  },
  {
    notebook: 'a',
    question:
      'Winter months we are at sea mostly. Western Cape incidents in June, July, August, all years together - how many?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Western Cape'), inMonths(6, 8))),
  },
  {
    notebook: 'a',
    question: 'How many kilos of perlemoen seized in the poaching cases, all told?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 1, the Hogsback tea room owner, on notebook b.
  {
    notebook: 'b',
    question:
      "My sister farms outside Ladybrand and every time she rings me it's another horror story, honestly I don't know how she sleeps. How many murders on farms were there in the Free State, going by these reports?",
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, murder, onAFarm, inProvince('Free State'))),
  },
  {
    notebook: 'b',
    question:
      "I volunteer with a little children's charity on Saturdays and we were discussing this very thing. Of all the victims in the rape cases, what percentage were children? I'd rather know teh truth than guess.",
    covers: ['share', 'people'],
    expect: (rows) => {
      const rapes = rows.filter(has('rape'));
      return percentage(peopleTotal('victims_children', rapes), sum(rapes.map((r) => r.num_victims)));
    },
  },
  {
    notebook: 'b',
    question:
      'Speaking of my sister, she recieved a WhatsApp about a farm murder near Kestell and now she swears it was only last month. When did the most recent murder in the Free State happen, according to these?',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Free State')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'A lovely couple from Kimberley stayed with us over Easter and they were telling me such dreadful things. How many womens and girls were among the victims in the Northern Cape incidents? Only the ones that are stated, of course.',
    covers: ['people', 'conjunction', 'misspelling'],
    expect: (rows) => number(femaleVictims(rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question:
      'Do forgive an old gossip, but what sort of prison sentences did the courts hand down to the rapists in these cases? I do hope they threw away the key, honestly.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the Pretoria dog groomer, on notebook b.
  {
    notebook: 'b',
    question: 'kidnapings total?? how many!',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, has('kidnapping'))),
  },
  {
    notebook: 'b',
    question: 'Robery cases in Madibeng, just past PTA - how many!',
    covers: ['restricted count', 'conjunction', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, robbery, inMunicipality('Madibeng'))),
  },
  {
    notebook: 'b',
    question: 'Which province had the most rapes! Not GP obviously haha',
    covers: ['ranking', 'slang'],
    ...ranking(rapeProvinceTally),
  },
  {
    notebook: 'b',
    question: 'Any carjackings from 2023 on?? yes/no!!',
    covers: ['yes/no', 'calendar'],
    expect: (rows) => yesNo(count(rows, has('carjacking'), sinceYear(2023)) > 0),
  },
  {
    notebook: 'b',
    question: 'Did the robbers poison the guard dogs first in any of these?! how many times!',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the Saldanha Bay trawler cook, on notebook b.
  {
    notebook: 'b',
    question: 'Poaching cases aboard this notebook. Number?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, poaching)),
  },
  {
    notebook: 'b',
    question: 'Zama zamas - how many illegal digging jobs all told',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, has('illegal mining'))),
  },
  {
    notebook: 'b',
    question: 'Single biggest job by crew taken in, suspects arrested I mean. Where?',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.num_suspects_arrested,
    ),
  },
  {
    notebook: 'b',
    question:
      'Skipper is from Springbok. Northern Cape, how many souls lost, all incidents together? Counting killed only, not hurt.',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question: 'How many boats and skiffs did cops seize off the coast in these?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh322QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH322_QUESTIONS, rows);
