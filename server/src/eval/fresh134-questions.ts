/**
 * The hundred-and-thirty-fourth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or any other
 * question set but the one that shows the format. Every expectation is worked out from the ground-truth
 * rows of the question's own notebook; no answer is typed in.
 *
 * The voices (five questions from each to each notebook):
 * 1. A policy researcher for a provincial legislature's safety portfolio committee: formal, full
 *    sentences, "incidents recorded", shares and comparisons for a briefing note, SAPS for the police.
 * 2. A freelance journalist writing a weekend feature on farm and rural crime: farm attacks, stock theft
 *    ("stock rustling"), poaching, the date a thing happened rather than when it was announced.
 * 3. A data desk intern filling a small spreadsheet: short, clipped phrases ("count?", "total?", "%"),
 *    abbreviations (KZN, CIT) and the odd typo ("kidnapings", "stok theft", "Mpumalnga").
 *
 * How each kind of question is read from the ground truth (one row is one incident; a crime question
 * takes the rows whose `crimes` hold the category):
 * - "Murder" is `murder` alone (attempted murder is not one). "CIT" is `cash-in-transit robbery`.
 *   "Stock theft", "stok theft" and "stock rustling" are `stock theft`; "poaching" is `poaching`;
 *   "kidnapings" are `kidnapping`. Provinces are `province` (KZN is KwaZulu-Natal).
 * - An incident "on or near a farm" is a row whose `location` holds the word "farm" in any case
 *   ("near Klippan farm, Slurry" is one), whatever its crimes.
 * - Dates are `event_date` alone, never `published_date`: an undated row falls in no year or period
 *   and is never the earliest or latest. A year range ("2020 to 2022 inclusive") runs from 1 January
 *   of the first to 31 December of the last.
 * - People are sums of the stated figures, a null adding nothing: `victims_killed` (killed, died),
 *   `victims_injured` (injured), `victims_children` (children under 18), `victims_police` (members of
 *   the SAPS, on or off duty), `victims_female` / `victims_male` (victims by sex), `suspects_female`
 *   (female suspects) and `num_suspects_arrested` (suspects arrested).
 * - "Every case ended with an arrest" asks whether each such row has `arrest_made === true` (an
 *   unstated arrest is not one); "no arrest" is `arrest_made === false` (an unstated one is not that
 *   either). A share of incidents is over the rows named (all the notebook's, or a province's), to the
 *   nearest whole percent; the share of the killed who died on or near farms is the farm rows' killed
 *   over all the notebook's killed, nearest whole percent.
 * - "How many more X than Y" is the count (or sum) of X less that of Y; X must have more.
 * - Rankings (the province with the most killed, the municipality with the most incidents, the province
 *   with the most farm incidents) each carry their tally; rows without the key are left out, and a tie
 *   at the top is an error in the question. A municipality may be named as written or without
 *   "City of"; KwaZulu-Natal also as "KZN".
 * - Refusals: the ground truth holds no police response times, no rand value of anything seized, and
 *   no victims' occupations (farm owner or farmworker).
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  femaleVictims,
  inMunicipality,
  kznProvinceNames,
  maleVictims,
  peopleByProvince,
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
  excessOf,
  has,
  inProvince,
  inYear,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const stockTheft = has('stock theft');
const poaching = has('poaching');
const cit = has('cash-in-transit robbery');
/** An incident the release places on or near a farm. */
const onOrNearAFarm = atPlace('farm');

const provinceTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.province);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const farmProvinceTally = (rows: readonly DevRow[]) => provinceTally(rows.filter(onOrNearAFarm));

export const FRESH134_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the portfolio committee's policy researcher, on notebook a.
  {
    notebook: 'a',
    question:
      "For the portfolio committee's briefing note: how many incidents involving murder were recorded in the Eastern Cape? Please leave out attempted murder.",
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, murder, inProvince('Eastern Cape'))),
  },
  {
    notebook: 'a',
    question:
      'What share of the incidents recorded in Gauteng took place within the City of Johannesburg metropolitan municipality, as a percentage?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Gauteng')), inMunicipality('City of Johannesburg')),
  },
  {
    notebook: 'a',
    question:
      'Which province accounts for the largest number of people killed across all the incidents in this notebook?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Across all the incidents, how many of the victims were members of the SAPS, whether on duty or off duty at the time?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question:
      'What was the average police response time to these incidents, from the first call to officers arriving on the scene?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the rural-crime feature writer, on notebook a.
  {
    notebook: 'a',
    question:
      "I'm working on a weekend piece about rural crime. Across the stock theft cases in here, how many suspects were arrested in total?",
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(stockTheft))),
  },
  {
    notebook: 'a',
    question:
      'When did the earliest poaching incident in these releases happen? I need the date of the incident itself, not the date the police put the statement out.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(poaching), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Did every single stock theft case in this lot end with at least one arrest? Yes or no is fine.',
    covers: ['yes/no'],
    expect: (rows) => {
      const cases = rows.filter(stockTheft);
      if (cases.length === 0) throw new Error('no stock theft case to ask about');
      return yesNo(cases.every(arrested));
    },
  },
  {
    notebook: 'a',
    question:
      'What was the estimated rand value of the abalone, rhino horn and other wildlife products seized in the poaching cases?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'How many cases of stock rustling or poaching were reported in the Eastern Cape and KwaZulu-Natal combined?',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) =>
      number(
        count(
          rows,
          anyCrime('stock theft', 'poaching'),
          (r) => inProvince('Eastern Cape')(r) || inProvince('KwaZulu-Natal')(r),
        ),
      ),
  },

  // Voice 3, the data desk intern, on notebook a.
  {
    notebook: 'a',
    question: 'murders in KZN - count?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder, inProvince('KwaZulu-Natal'))),
  },
  {
    notebook: 'a',
    question: 'total injured, all incidents?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_injured', rows)),
  },
  {
    notebook: 'a',
    question: 'latest CIT robbery - date?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },
  {
    notebook: 'a',
    question: 'kidnapings in 2019, how many?',
    covers: ['restricted count', 'calendar', 'misspelling'],
    expect: (rows) => number(count(rows, has('kidnapping'), inYear(2019))),
  },
  {
    notebook: 'a',
    question: 'how many more male victims than female victims?',
    covers: ['people'],
    expect: (rows) => {
      const difference = maleVictims(rows) - femaleVictims(rows);
      if (difference <= 0) throw new Error(`not more male victims: ${difference}`);
      return number(difference);
    },
  },

  // Voice 1, the portfolio committee's policy researcher, on notebook b.
  {
    notebook: 'b',
    question:
      'Which local or metropolitan municipality recorded the highest number of incidents in this notebook?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'Across all incidents, how many of the victims were children under the age of 18?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question: 'Of the incidents recorded in the Northern Cape, what percentage involved rape?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Northern Cape')), has('rape')),
  },
  {
    notebook: 'b',
    question: 'How many more incidents involving murder were recorded in the Free State than in Mpumalanga?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => murder(r) && inProvince('Free State')(r),
        (r) => murder(r) && inProvince('Mpumalanga')(r),
      ),
  },
  {
    notebook: 'b',
    question:
      'For the period 2020 to 2022 inclusive, how many incidents were recorded in the North West province?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('North West'), within('2020-01-01', '2022-12-31'))),
  },

  // Voice 2, the rural-crime feature writer, on notebook b.
  {
    notebook: 'b',
    question:
      'For a feature on farm attacks: of everyone killed in these incidents, what percentage died in incidents the police place on or near a farm?',
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(
        peopleTotal('victims_killed', rows.filter(onOrNearAFarm)),
        peopleTotal('victims_killed', rows),
      ),
  },
  {
    notebook: 'b',
    question: 'Which province has the most incidents that happened on or near farms?',
    covers: ['ranking'],
    ...ranking(farmProvinceTally),
  },
  {
    notebook: 'b',
    question:
      'When was the most recent stock theft case? The date it actually happened, please, not the release date.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(stockTheft), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Is there any murder on or near a farm in Limpopo among these releases?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rowsWhere(rows, murder, onOrNearAFarm, inProvince('Limpopo'))) > 0),
  },
  {
    notebook: 'b',
    question: 'Of the people killed on farms, how many were farm owners and how many were farmworkers?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the data desk intern, on notebook b.
  {
    notebook: 'b',
    question: 'stok theft or poaching - no. of incidents?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, anyCrime('stock theft', 'poaching'))),
  },
  {
    notebook: 'b',
    question: 'female suspects, total?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question: 'earliest incident date in Limpopo?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Limpopo')), 'earliest'),
  },
  {
    notebook: 'b',
    question: '% of incidents with no arrest?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, notArrested),
  },
  {
    notebook: 'b',
    question: 'suspects arrested in Mpumalnga - total?',
    covers: ['people', 'restricted count', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Mpumalanga')))),
  },
];

export const fresh134QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH134_QUESTIONS, rows);
