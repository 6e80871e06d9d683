/**
 * The three-hundred-and-eighth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A farrier shoeing horses: talks from the forge, every incident a job or "a shoe", a crime charged
 *    alongside another "nailed on" to it, a few typos ("poching", "erliest", "Nothern"), friendly
 *    asides about horses.
 * 2. A goalkeeper in a five-a-side team: "a clean sheet" is an incident where nobody was arrested,
 *    "a save" is an incident where somebody was, the incidents are "games" or "matches", police are
 *    "cops", one misspelling ("kidnaping").
 * 3. A stonemason, slow and literal: long, careful sentences about blocks, courses and things chiselled
 *    or set in stone, every condition spelled out.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category; "a firearm charge" is `illegal firearm possession`; "murder" is `murder` alone, never
 * `attempted murder`):
 * - Dates are `event_date` alone: a row without one is outside every year, year range and
 *   weekend, and is never the earliest or latest; `published_date` is never read. A year range
 *   "2019 to 2021" holds both end years; "before 2016" is an `event_date` before 2016-01-01. A weekend
 *   is a Saturday or Sunday of `event_date`.
 * - "A clean sheet" / "nobody arrested" is `arrest_made === false`; "a save" / "somebody arrested" is
 *   `arrest_made === true`; an unstated (null) arrest is neither. A share of incidents is over the
 *   selected rows, to the nearest whole percent.
 * - People are sums of the stated figures: `victims_killed` (killed), `victims_police` (police officers
 *   among the victims), `victims_female` / `victims_male` (the sex of victims), `num_victims` (victims),
 *   `num_suspects_arrested` (suspects arrested). A null (unstated) figure adds nothing. The share of
 *   victims who were women is the sum of `victims_female` over the sum of `victims_female` and
 *   `victims_male`.
 * - The median age of suspects is taken over every stated age in `suspect_ages`, one per suspect (with
 *   an even count, the mean of the two middle ones).
 * - "How many more suspects arrested in P than in Q" is the difference of the two provinces' sums of
 *   `num_suspects_arrested`; P must have more.
 * - Places are `province` and `municipality` as written; a municipality may be answered without
 *   "City of". KZN is `KwaZulu-Natal`.
 * - Rankings (province by suspects arrested, municipality by people killed, municipality by incidents,
 *   province by `num_victims`) each carry their tally; a tie at the top is an error in the question.
 * - Refusals: the ground truth holds no firearm calibres, no officers' names, no weather, no rand values,
 *   no times of day and no victims' ages.
 */
import {
  type BlindQuestion,
  before,
  femaleVictims,
  inMunicipality,
  maleVictims,
  medianOf,
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
  excessOf,
  has,
  inProvince,
  inYear,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  weekend,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const firearm = has('illegal firearm possession');

/** Suspects arrested, summed per province. */
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
/** Incidents per municipality (rows without one are left out). */
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
/** People killed, summed per municipality (rows without one are left out). */
const killedByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );
/** Victims, summed per province. */
const victimsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_victims ?? 0,
  );

/** The share of victims of stated sex who were women, to the nearest whole percent. */
function womenShare(rows: readonly DevRow[]) {
  const women = femaleVictims(rows);
  return percentage(women, women + maleVictims(rows));
}

export const FRESH308_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the farrier, on notebook a.
  {
    notebook: 'a',
    question:
      'Morning from the forge! Quick one between hooves: in the Eastern Cape, how many jobs had a murder with an attempted murder nailed on as well, both shoes on the same horse so to speak?',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, inProvince('Eastern Cape'), murder, has('attempted murder'))),
  },
  {
    notebook: 'a',
    question:
      'Which province had the most suspects arrested, adding up every arrest across all its incidents? Like counting which yard I shod the most horses in.',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'a',
    question:
      'Wen was the erliest poching case in here? The day the poaching happened, mind, not the day the cops put the paper out.',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(has('poaching')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'A lad at the forge swears the poachers used .458 rifles. What calibre were the guns in the poaching cases, then?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Hammering away here, so bear with me: how many people were killed in incidents that happened from 2019 to 2021, all three years counted?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(within('2019-01-01', '2021-12-31')))),
  },

  // Voice 2, the goalkeeper, on notebook a.
  {
    notebook: 'a',
    question: 'Western Cape games only: what % of them were a clean sheet, as in nobody got arrested at all?',
    covers: ['share', 'slang', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(inProvince('Western Cape')), notArrested),
  },
  {
    notebook: 'a',
    question:
      'Did KZN keep a clean sheet in any 2023 game, meaning an incident that year with nobody arrested? yes/no pls, kickoff in 10',
    covers: ['yes/no', 'calendar', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, inProvince('KwaZulu-Natal'), inYear(2023), notArrested) > 0),
  },
  {
    notebook: 'a',
    question:
      'How many cops ended up as victims themselves across all the matches? Not the ones making the saves, the ones who got hurt or killed.',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question: 'lads how many kidnaping incidents were there in Gauteng? just the count of incidents',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, inProvince('Gauteng'), has('kidnapping'))),
  },
  {
    notebook: 'a',
    question:
      'Who was the detective that made the save in the Hillbrow carjacking, what was his name? Want to give him a shout-out at the club.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the stonemason, on notebook a.
  {
    notebook: 'a',
    question:
      'I would like to know, taking every suspect whose age is written down, one age for each suspect, what the median age of those suspects is, in years.',
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'a',
    question:
      'Laying the incidents out block by block by municipality, and adding up the people killed in each block, which municipality has the most people killed?',
    covers: ['ranking', 'people'],
    ...ranking(killedByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Of the victims whose sex is set down in the releases, what percentage were women, rounded to a whole number, the way I would round a measurement before I cut?',
    covers: ['share', 'people'],
    expect: womenShare,
  },
  {
    notebook: 'a',
    question:
      'Was it raining on the day of the Khayelitsha shootings? Wet stone will not take a chisel well, so I always mind the weather.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'On what date did the most recent murder in the City of Cape Town take place, the date of the murder itself as it is set in stone in the record?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inMunicipality('City of Cape Town')), 'latest'),
  },

  // Voice 1, the farrier, on notebook b.
  {
    notebook: 'b',
    question:
      'Mpumalanga jobs: how many of them had a firearm charge nailed on, illegal gun possession that is? Count the incidents, not the guns.',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, inProvince('Mpumalanga'), firearm)),
  },
  {
    notebook: 'b',
    question:
      'Which municipality kept the police forge busiest, i.e. had the most incidents in it? Leave out the ones with no municipality given.',
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Adding up every incident in North West, how many suspects were arrested altogether? Shoe count, like.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question:
      "How many rand's worth of goods and cash got taken in the business robberies, all told? A good set of shoes costs me a fortune these days.",
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Any stock theft case in the Nothern Cape where nobody at all got arrested? Yes or no, I have a mare waiting.',
    covers: ['yes/no', 'misspelling', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('stock theft'), inProvince('Northern Cape'), notArrested) > 0),
  },

  // Voice 2, the goalkeeper, on notebook b.
  {
    notebook: 'b',
    question: 'Rape cases: what % ended in a save, i.e. somebody was arrested? round it to a whole number',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows.filter(has('rape')), arrested),
  },
  {
    notebook: 'b',
    question:
      'How many of the incidents happened on a weekend, Saturday or Sunday, like our league games? Going by the day it happened.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, weekend)),
  },
  {
    notebook: 'b',
    question: 'Northern Cape: how many female victims in total, all incidents added up?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(femaleVictims(rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question:
      "First game of the 2023 season: on what date did the earliest incident of 2023 happen? Incident date, not the report's.",
    covers: ['date', 'calendar'],
    expect: (rows) => dateAt(rows.filter(inYear(2023)), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'What time of day did the cash-in-transit robbery at the Tlhabane shopping complex kick off? Morning or evening?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the stonemason, on notebook b.
  {
    notebook: 'b',
    question:
      'If I set the victims of every incident in courses, one course for each province, which province has the tallest course, that is the most victims in total?',
    covers: ['ranking', 'people'],
    ...ranking(victimsByProvince),
  },
  {
    notebook: 'b',
    question:
      'Of the incidents that happened in the year 2024, and only those, what percentage had somebody arrested, to the nearest whole percent?',
    covers: ['share', 'calendar'],
    expect: (rows) => percentOf(rows.filter(inYear(2024)), arrested),
  },
  {
    notebook: 'b',
    question:
      'How many more suspects were arrested in Mpumalanga than in the Free State, counting each province as one block of all its incidents?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Mpumalanga'), inProvince('Free State'), (selected) =>
        suspectsArrested(selected),
      ),
  },
  {
    notebook: 'b',
    question:
      'How old were the women and girls in the rape cases? I would like each of their ages, chiselled out plainly, one for each victim.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Is it so that a murder in Limpopo took place before the first day of 2016? A plain yes or no, if you please.',
    covers: ['yes/no', 'calendar', 'conjunction'],
    expect: (rows) => yesNo(count(rows, murder, inProvince('Limpopo'), before('2016-01-01')) > 0),
  },
];

export const fresh308QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH308_QUESTIONS, rows);
