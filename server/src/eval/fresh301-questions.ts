/**
 * The three-hundred-and-first fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A toy maker: whimsical, fond of small parts; calls an incident "a piece", the notebook "the toy
 *    box", and says a suspect got "wound up" when arrested ("wound up" = arrested).
 * 2. A luthier who builds guitars: patient and unhurried; calls an incident "a string", the notebook
 *    "the soundboard", and wants his figures "in tune" (exact).
 * 3. A stamp collector: fussy about catalogues, with a few misspellings ("atempted murdre",
 *    "Mpumulanga"); calls an incident "an issue", the notebook "the album", and wants a figure "to the
 *    last perforation" (exact).
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month range and weekday, is
 *   never the earliest or the latest; `published_date` is never read.
 *   A weekend is a Saturday or Sunday of `event_date`; "October to December, any year" is the month of
 *   `event_date` in any year; "2019 to 2021" runs from 2019-01-01 to 2021-12-31 inclusive.
 * - People are sums of the stated figures: `num_suspects_arrested` (suspects arrested, "wound up"),
 *   `num_victims` (victims), `victims_killed` (killed), `victims_injured` (injured), `victims_female` /
 *   `victims_male` (the sex of victims). A null (unstated) figure adds nothing.
 * - "Nobody wound up" / "no arrest" is `arrest_made === false` (a null is not a no); "someone was
 *   arrested" is `arrest_made === true`.
 * - A "farm" piece is a row whose `location` holds the word "farm" (any case), whatever its crimes.
 * - The female share of victims is the sum of `victims_female` over the sum of `victims_female` and
 *   `victims_male` (nulls add nothing), to the nearest whole percent. A share of incidents is over the
 *   named selection's rows, to the nearest whole percent. North West's share of suspects arrested is its
 *   sum of `num_suspects_arrested` over the notebook's sum, to the nearest whole percent.
 * - The median suspect age is the median of every stated age in `suspect_ages` (one per suspect), over
 *   the named selection; with an even count, the mean of the two middle ages.
 * - "Municipality" is `municipality` (rows without one are left out), answered as written or without
 *   "City of".
 * - Rankings each carry their tally and a tie at the top is an error in the question: the province with
 *   the most injured (sum of `victims_injured`), the municipality with the most suspects arrested (sum
 *   of `num_suspects_arrested`), the province with the most suspects arrested, the province with the
 *   most incidents with `arrest_made === false`, and the province with the most kidnapping incidents.
 * - Refusals: the ground truth holds no rand values, no times of day, no firearm calibres and no officers'
 *   names.
 */
import {
  atPlace,
  type BlindQuestion,
  before,
  femaleVictims,
  inMonths,
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
  victims,
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
  notArrested,
  number,
  percentOf,
  refusal,
  weekend,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const kidnapping = has('kidnapping');
/** A piece the release places on a farm. */
const onAFarm = atPlace('farm');

const injuredByProvince = peopleByProvince('victims_injured');
const arrestsByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.num_suspects_arrested ?? 0,
  );
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const noArrestByProvince = (rows: readonly DevRow[]) => tallyOf(rows.filter(notArrested), (r) => r.province);
const kidnappingByProvince = (rows: readonly DevRow[]) => tallyOf(rows.filter(kidnapping), (r) => r.province);

export const FRESH301_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the toy maker, on notebook a.
  {
    notebook: 'a',
    question:
      'Hullo from the workshop! Rummaging through the toy box: in all the pieces that had a kidnapping in them, how many suspects got wound up altogether?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(kidnapping))),
  },
  {
    notebook: 'a',
    question:
      'Tiny cogs question: how many murder pieces in the toy box happened on a Saturday or a Sunday (the day it happened, mind, not the day it was written up)?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },
  {
    notebook: 'a',
    question:
      'Which province in the toy box had the most people injured, adding up every piece? Like counting dented tin soldiers, one province per box.',
    covers: ['ranking', 'people'],
    ...ranking(injuredByProvince),
  },
  {
    notebook: 'a',
    question:
      'Is there even one cash-in-transit piece in the toy box where nobody at all got wound up? Just a yes or a no, little gears turning here.',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, has('cash-in-transit robbery'), notArrested) > 0),
  },
  {
    notebook: 'a',
    question:
      'Oh, and how many rand did the robbers make off with, all the cash-in-transit pieces added up? I want to know what the clockwork was worth.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the luthier, on notebook a.
  {
    notebook: 'a',
    question:
      'Good evening. Taking my time over the soundboard here: of the strings that involve a murder, what percentage ended with no arrest at all? Whole percent is in tune enough.',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(murder), notArrested),
  },
  {
    notebook: 'a',
    question:
      'Patiently now: on what date did the earliest carjacking string on the soundboard happen? The day of the crime itself, please.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('carjacking')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Across the murder strings in the Eastern Cape only, how many people were killed in total? I would like the figure in tune, no rounding.',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      number(peopleTotal('victims_killed', rowsWhere(rows, murder, inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Like finding which fret buzzes most: which municipality on the soundboard accounts for the most suspects arrested, adding up every string there?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'How many strings happened between the start of 2019 and the end of 2021 and ended with somebody arrested? Slowly, one string at a time.',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, within('2019-01-01', '2021-12-31'), arrested)),
  },

  // Voice 3, the stamp collector, on notebook a.
  {
    notebook: 'a',
    question:
      'For my catalogue: how many victims in total are listed across the atempted murdre issues in the album? Correct to the last perforation, please.',
    covers: ['misspelling', 'people', 'restricted count'],
    expect: (rows) => number(victims(rows.filter(has('attempted murder')))),
  },
  {
    notebook: 'a',
    question:
      'Among the victims in the album whose sex is recorded, what percentage were women? Nearest whole percent, as a proper catalogue would give it.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = femaleVictims(rows);
      return percentage(female, female + maleVictims(rows));
    },
  },
  {
    notebook: 'a',
    question: 'Does the album hold any cash-in-transit robbery issue dated in 2024? Yes or no will do.',
    covers: ['yes/no', 'calendar'],
    expect: (rows) => yesNo(count(rows, has('cash-in-transit robbery'), inYear(2024)) > 0),
  },
  {
    notebook: 'a',
    question:
      'Taking every suspect whose age is given anywhere in the album, what is the median age? I file these things by the middle value, not the average.',
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'a',
    question:
      'What calibre were the firearms seized in the album issues? I like my specifications as precise as a watermark.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the toy maker, on notebook b.
  {
    notebook: 'b',
    question:
      'Hello again from the bench! How many toy box pieces took place on a farm and had at least somebody wound up for them?',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, onAFarm, arrested)),
  },
  {
    notebook: 'b',
    question:
      'Which province in the toy box wound up the most suspects, adding every piece together? The biggest pile of little figures wins.',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question:
      'When did the most recent rape piece in the toy box happen? The date of the crime, not of the police write-up.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('rape')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Counting pieces from October through December, in any year at all, how many are there in the toy box? Christmas is my busy season, you see.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMonths(10, 12))),
  },
  {
    notebook: 'b',
    question:
      'What time of day did the farm pieces in the toy box mostly happen, morning or night? I wind my cuckoo clocks by such things.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the luthier, on notebook b.
  {
    notebook: 'b',
    question:
      'Good day. Of the strings from the Northern Cape on the soundboard, what percentage involved a rape? Whole percent, kept in tune.',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Northern Cape')), has('rape')),
  },
  {
    notebook: 'b',
    question:
      'Slowly, as with a fresh set of strings: how many people were killed in total in the Free State strings, all crimes together?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question:
      'Which province on the soundboard has the most strings that ended with no arrest made? The one that sounds most out of tune, you might say.',
    covers: ['ranking', 'conjunction'],
    ...ranking(noArrestByProvince),
  },
  {
    notebook: 'b',
    question:
      'Was there any illegal mining string in the Northern Cape dated before 2024? A plain yes or no, thank you.',
    covers: ['yes/no', 'calendar', 'conjunction'],
    expect: (rows) =>
      yesNo(count(rows, has('illegal mining'), inProvince('Northern Cape'), before('2024-01-01')) > 0),
  },
  {
    notebook: 'b',
    question:
      'What was the name of the investigating officer on the kidnapping strings? I always sign the inside of my guitars, so I like to know who signed off.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the stamp collector, on notebook b.
  {
    notebook: 'b',
    question:
      'How many victims in total does the album list for the issues from Mpumulanga? Every victim counted, to the last perforation.',
    covers: ['misspelling', 'people', 'restricted count'],
    expect: (rows) => number(victims(rows.filter(inProvince('Mpumalanga')))),
  },
  {
    notebook: 'b',
    question:
      "Of all the suspects arrested across the album, what share were arrested in North West province? As a whole percentage, please; I'm particular about these things.",
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(suspectsArrested(rows.filter(inProvince('North West'))), suspectsArrested(rows)),
  },
  {
    notebook: 'b',
    question: 'What is the date of the earliest issue from Mpumalanga in the album, by the day of the crime?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Mpumalanga')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'Sorting my kidnapping issues into pages by province: which province fills the most pages, that is, has the most kidnapping issues in the album?',
    covers: ['ranking', 'restricted count'],
    ...ranking(kidnappingByProvince),
  },
  {
    notebook: 'b',
    question:
      'What was the total rand value of the goods stolen in the album issues? A catalogue value, as it were.',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh301QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH301_QUESTIONS, rows);
