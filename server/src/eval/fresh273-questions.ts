/**
 * The two-hundred-and-seventy-third fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A hiker keeping trail notes: the incidents are what happened "on the trail", the top of a ranking
 *    is "the summit", later years are "the descent", twists are "switchbacks", and dates and distances
 *    are waypoints; short, outdoorsy, a little breathless.
 * 2. A jeweller, refined and exact: an incident is "a piece", the crimes recorded on it are "the
 *    setting" (two crimes in one setting are both listed on the incident), "hallmarked" means recorded,
 *    "flawless of" a crime means without it; speaks in carats and settings.
 * 3. A bus conductor calling the stops: incidents are "fares", a province is "the route", a
 *    municipality is "the terminus", suspects are "skollies" or "tsotsis", "nabbed" is arrested;
 *    cheerful, with township slang ("eish", "sharp sharp", "ayoba") and a couple of slips of spelling
 *    ("Easten Cape", "Mpumalnga", "kidnappin").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone, never `published_date`: an undated row falls in no quarter, month
 *   range, weekday or weekend, is neither before nor after any date, and is never first or last.
 *   "January to March" (the first quarter) and "June to August" are those months of any year.
 *   "Before 2020" is an `event_date` before 2020-01-01; "from January 2021 on" / "since 2021" is on or
 *   after 2021-01-01. A weekend is a Saturday or a Sunday; "on a Wednesday" is the weekday of the date.
 * - A share of fares "out of every fare in the book" is over all the notebook's rows, undated ones
 *   included (they are not on a weekend); a share of a province's incidents is over that province's
 *   rows. Shares are whole percents.
 * - People are sums of the stated figures, a null adding nothing: `num_victims` (victims, people hurt
 *   or caught up, "passengers"), `victims_female` / `victims_male` (women, men),
 *   `num_suspects_arrested` (suspects arrested, skollies nabbed). The share of victims who were men is
 *   the sum of `victims_male` over the sum of `victims_male` and `victims_female`.
 * - Medians are taken over stated figures only: the median suspect age is over every age in
 *   `suspect_ages` (one per suspect, across incidents); the median arrests per incident is over the
 *   rows' `num_suspects_arrested` that are stated, a zero counting.
 * - "Both murder and attempted murder in the one setting" is a row whose crimes hold both. "Murders
 *   flawless of any illegal gun charge" are rows with `murder` and without `illegal firearm
 *   possession`. "Cash-in-transit" is `cash-in-transit robbery`; "a rape" is `rape`; "stock theft"
 *   is `stock theft`.
 * - A farm is a row whose `location` holds the word "farm" (any case).
 * - "The route" is `province`; "the terminus" is `municipality` (rows without one are left out),
 *   answered as written or without "City of"; KwaZulu-Natal may also be "KZN".
 * - "Did P carry more fares than Q" is Yes only when P's count is strictly greater.
 * - Rankings carry their tally and a tie at the top is an error in the question: the province with the
 *   most suspects arrested (sum of `num_suspects_arrested`), the terminus with the most fares, the
 *   route with the most victims (sum of `num_victims`), and the crime most often listed beside murder
 *   (each other crime of the murder rows counted once per row; `murder` itself and the catch-all
 *   `other` are not candidates).
 * - Refusals: the ground truth holds no distances (from a scene to its police station), no rand value
 *   of goods taken, no carat weight of anything seized, and no time of day of an incident.
 */
import {
  atPlace,
  type BlindQuestion,
  before,
  femaleVictims,
  inMonths,
  kznProvinceNames,
  maleVictims,
  medianOf,
  not,
  percentage,
  ranking,
  suspectAges,
  suspectsArrested,
  tallyOf,
  victims,
  yesNo,
} from './blind-sets';
import type { DevRow } from './dev-set';
import {
  casesOf,
  count,
  crimeNames,
  dateAt,
  has,
  inProvince,
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekday,
  weekend,
} from './ground-truth-questions';

const murder = has('murder');
const rape = has('rape');
const cit = has('cash-in-transit robbery');
const stockTheft = has('stock theft');
const illegalGun = has('illegal firearm possession');
const onAFarm = atPlace('farm');
/** The first quarter, January to March of any year. */
const firstQuarter = inMonths(1, 3);
/** The southern winter, June to August of any year. */
const winter = inMonths(6, 8);

/** The province with the most suspects arrested, summing the stated figures. */
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
/** Incidents per municipality; rows without one are left out. */
const faresByMunicipality = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
/** Victims per province, summing the stated figures. */
const victimsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_victims ?? 0,
  );
/** Each crime listed beside murder, once per murder row; murder itself and "other" are not candidates. */
const besideMurder = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter(murder).flatMap((r) => [...new Set(r.crimes)].filter((c) => c !== 'murder' && c !== 'other')),
    (c) => c,
  );

/** The median of the stated arrest figures of the rows. */
const medianArrests = (rows: readonly DevRow[]) =>
  medianOf(rows.flatMap((r) => (r.num_suspects_arrested === null ? [] : [r.num_suspects_arrested])));

export const FRESH273_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the hiker, on notebook a.
  {
    notebook: 'a',
    question:
      'Trail notes, first waypoint: how many incidents on the trail happened between January and March, any year at all?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, firstQuarter)),
  },
  {
    notebook: 'a',
    question:
      'Looking for the summit: which province tops the climb for suspects arrested, adding up every arrest along the way?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Back at the trailhead: on what date did the very first cash-in-transit robbery on the trail happen?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(cit), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Switchbacks of the ages: taking every suspect whose age was given, what is the median age of those suspects?',
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'a',
    question:
      'Measuring the distances like waypoints: on average, how many kilometres lay between each crime scene and the police station that took the case?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the jeweller, on notebook a.
  {
    notebook: 'a',
    question:
      'Of all the pieces, how many carry both murder and attempted murder together in the one setting?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, murder, has('attempted murder'))),
  },
  {
    notebook: 'a',
    question:
      'Among the murders hallmarked here, how many are flawless of any illegal firearm possession charge, the gun count absent from the setting entirely?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, murder, not(illegalGun))),
  },
  {
    notebook: 'a',
    question:
      'Weighing only the victims whose sex is hallmarked, what percentage were men? A whole figure, if you please.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const men = maleVictims(rows);
      return percentage(men, men + femaleVictims(rows));
    },
  },
  {
    notebook: 'a',
    question:
      'In the Eastern Cape pieces taken together, how many victims are hallmarked in total, counting each stated figure exactly?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(victims(rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question:
      'What was the value in rand of the jewellery and other valuables taken in the house robberies, each piece appraised and summed?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the bus conductor, on notebook a.
  {
    notebook: 'a',
    question:
      'Next stop the Gauteng route! Sharp sharp, how many fares on that route had a kidnappin in them?',
    covers: ['restricted count', 'slang', 'misspelling'],
    expect: (rows) => number(count(rows, inProvince('Gauteng'), has('kidnapping'))),
  },
  {
    notebook: 'a',
    question: 'Eish, which terminus is the busiest one - which municipality pulls in the most fares?',
    covers: ['ranking', 'slang'],
    ...ranking(faresByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'Midweek rush: how many fares rolled in on a Wednesday, all aboard from every year?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Wednesday')),
  },
  {
    notebook: 'a',
    question: 'Terminus for the Easten Cape route - on which date was the very last fare there?',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(inProvince('Eastern Cape')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'From January 2021 onwards, did the KZN route carry more fares than the Gauteng route, yes or no, my bra?',
    covers: ['yes/no', 'calendar', 'slang'],
    expect: (rows) =>
      yesNo(
        count(rows, inProvince('KwaZulu-Natal'), sinceYear(2021)) >
          count(rows, inProvince('Gauteng'), sinceYear(2021)),
      ),
  },

  // Voice 1, the hiker, on notebook b.
  {
    notebook: 'b',
    question:
      'Before the descent: how many incidents on the trail took place before 2020, that is before the first of January 2020?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, before('2020-01-01'))),
  },
  {
    notebook: 'b',
    question: 'Winter hiking season, June to August of any year: how many murders were logged on the trail?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, winter)),
  },
  {
    notebook: 'b',
    question: 'Were there more incidents on farms in the Free State than on farms in the Northern Cape?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) =>
      yesNo(
        count(rows, onAFarm, inProvince('Free State')) > count(rows, onAFarm, inProvince('Northern Cape')),
      ),
  },
  {
    notebook: 'b',
    question:
      'On the Mpumalanga stretch of the trail, what percentage of the incidents turned up an illegal firearm?',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(inProvince('Mpumalanga')), illegalGun),
  },
  {
    notebook: 'b',
    question:
      'First waypoint for stock theft: on what date did the earliest stock theft on the trail happen?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(stockTheft), 'earliest'),
  },

  // Voice 2, the jeweller, on notebook b.
  {
    notebook: 'b',
    question:
      'In the illegal mining pieces, what was the total weight in carats of the diamonds and stones seized?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'For the North West pieces, what is the median number of suspects arrested per piece, taking each stated figure exactly?',
    covers: ['people'],
    expect: (rows) => number(medianArrests(rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question: 'When was the most recent rape hallmarked? The date of the incident itself, please.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(rape), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Which crime is most often set beside murder in the same piece, murder being the centre stone?',
    covers: ['ranking', 'conjunction'],
    ...ranking(besideMurder, crimeNames),
  },
  {
    notebook: 'b',
    question: 'Across the Free State pieces, how many female victims are hallmarked altogether?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(femaleVictims(rows.filter(inProvince('Free State')))),
  },

  // Voice 3, the bus conductor, on notebook b.
  {
    notebook: 'b',
    question:
      'All aboard for the North West route! How many skollies got nabbed there, all the fares added up together?',
    covers: ['people', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question: 'Ayoba, which route carried the most victims, adding up every victim on every fare?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(victimsByProvince),
  },
  {
    notebook: 'b',
    question:
      'Weekend jol: out of every fare in the book, what percentage happened on a Saturday or a Sunday?',
    covers: ['share', 'calendar', 'slang'],
    expect: (rows) => percentOf(rows, weekend),
  },
  {
    notebook: 'b',
    question:
      'Any cash-in-transit fare on the Mpumalnga route since 2021? Just yes or no, the taxi is waiting.',
    covers: ['yes/no', 'calendar', 'misspelling'],
    expect: (rows) => yesNo(count(rows, cit, inProvince('Mpumalanga'), sinceYear(2021)) > 0),
  },
  {
    notebook: 'b',
    question:
      'Which time of day is the peak for fares - the morning rush, midday or the evening run after dark?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh273QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH273_QUESTIONS, rows);
