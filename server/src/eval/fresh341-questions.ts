/**
 * The three-hundred-and-forty-first fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each asks five questions of each notebook):
 * 1. A forestry worker on a plantation near Sabie: types on a cracked phone in lower case, no question
 *    marks, local slang ("okes", "bust", "ja or nee", "by there") and misspellings ("stok theft", "arsen",
 *    "kidnapings"); cares about stock theft, fires on the plantations, illegal guns and Mpumalanga.
 * 2. An optometrist in Klerksdorp: precise, clipped, almost a form to fill in ("Murders, Western Cape,
 *    2020 onward. Count."), abbreviations ("NW", "FS"), asks for units and rounding outright.
 * 3. A marathon runner in Bloemfontein who trains before dawn: long run-on sentences about routes and
 *    early starts, casual spelling ("pls", "ppl", "whats"), worried about safety on dark roads.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Crime words: "stock theft" / "stok theft" is `stock theft`; "arson" / "arsen" is `arson`; "illegal
 *   mining" is `illegal mining`; "kidnapping" / "kidnapings" is `kidnapping`; "rapes" are `rape`;
 *   "carjacking" is `carjacking` alone (not `truck hijacking`); "murders" are `murder` alone, so
 *   `attempted murder` and `culpable homicide` are never murders here.
 * - Dates are `event_date` alone, never `published_date`: an undated row is outside every "2020 onward"
 *   / "since 2023" window, is never the earliest or latest, and is neither a weekday nor a weekend day.
 *   A weekend is a Saturday or Sunday of `event_date`. "2020 onward" and "since 2023" include the
 *   whole of the named year.
 * - People are sums of the stated figures: `victims_killed` (killed, "okes got killed", died),
 *   `victims_injured` (injured, hurt), `victims_female` (women victims), `num_suspects_arrested`
 *   (suspects arrested, "bust"). A null (unstated) figure adds nothing.
 * - "Never got caught" / "without arrest" is `arrest_made === false`; an unstated arrest (null) is
 *   neither caught nor uncaught.
 * - Shares, to the nearest whole percent: incidents without arrest over all the notebook's rows; the
 *   weekend share over the notebook's dated rows only (the question says "of the ones with a date");
 *   the female share of victims over the sum of `victims_female` and `victims_male` (the victims whose
 *   sex is stated), nulls adding nothing to either side.
 * - Places: provinces are `province` as written ("kzn" is KwaZulu-Natal, "NW" North West, "FS" Free
 *   State, "joburg" is Gauteng's); "the Bloemfontein area" and "Mangaung" are the `Mangaung`
 *   municipality, rows without a municipality being left out; "Mpumalanga and Limpopo together" is
 *   the union of the two provinces.
 * - Rankings (province with most injured, with most suspects arrested, with most kidnappings, with most
 *   killed) each carry their tally; a tie at the top is an error in the question. A list of provinces
 *   is every province with at least one incident of the crime, in any order.
 * - Refusals: the ground truth holds no rand amounts stolen, no firearm calibres, no time of day, no
 *   hectares burnt and no names of the accused, so those questions are answered by saying the events
 *   cannot tell.
 */

import type { Expectation } from './answer-matching';
import {
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
  casesOf,
  count,
  dateAt,
  has,
  inProvince,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
} from './ground-truth-questions';

const murder = has('murder');
const stockTheft = has('stock theft');
const inEither =
  (...provinces: string[]) =>
  (r: DevRow) =>
    provinces.includes(r.province);

/** Every province with at least one incident that passes the test, as a list. */
function provincesWith(rows: readonly DevRow[], test: (r: DevRow) => boolean): Expectation {
  const provinces = [...tallyOf(rows.filter(test), (r) => r.province).keys()];
  if (provinces.length === 0) throw new Error('no province to list');
  return { kind: 'list', value: provinces };
}

const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const kidnappingsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('kidnapping')), (r) => r.province);

export const FRESH341_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the forestry worker near Sabie, on notebook a.
  {
    notebook: 'a',
    question:
      'how many stok theft cases is there in the eastern cape and kzn put together my uncle keeps cattle by there',
    covers: ['restricted count', 'conjunction', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, stockTheft, inEither('Eastern Cape', 'KwaZulu-Natal'))),
  },
  {
    notebook: 'a',
    question: 'eish how many okes got killed altogether in all these reports',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows)),
  },
  {
    notebook: 'a',
    question: 'was there a arsen case where the guys never got caught',
    covers: ['yes/no', 'misspelling'],
    expect: (rows) => yesNo(count(rows, has('arson'), notArrested) > 0),
  },
  {
    notebook: 'a',
    question: 'which province had the most okes hurt, not the dead ones just the injured',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_injured'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'how much money in rands did the skelms get away with in the theft cases',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the optometrist in Klerksdorp, on notebook a.
  {
    notebook: 'a',
    question: 'Murders, Western Cape, 2020 onward. Count.',
    covers: ['restricted count', 'conjunction', 'calendar'],
    expect: (rows) => number(count(rows, murder, inProvince('Western Cape'), sinceYear(2020))),
  },
  {
    notebook: 'a',
    question: 'Earliest kidnapping on record. Date only.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'Female victims as a share of victims whose sex is stated. Nearest whole percent.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = femaleVictims(rows);
      return percentage(female, female + maleVictims(rows));
    },
  },
  {
    notebook: 'a',
    question: 'Province with the highest total of suspects arrested?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'Calibre of the firearms seized in the illegal possession cases. Most common one?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the marathon runner in Bloemfontein, on notebook a.
  {
    notebook: 'a',
    question:
      'how many ppl were injured in total across all of these, not counting the ones who died, asking because my club is planning a coastal run',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_injured', rows)),
  },
  {
    notebook: 'a',
    question: 'can u list the provinces that had a carjacking pls, we drive to races a lot',
    covers: ['restricted count'],
    expect: (rows) => provincesWith(rows, has('carjacking')),
  },
  {
    notebook: 'a',
    question: 'whats the date of the most recent murder in kzn i ran comrades there and still worry about it',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('KwaZulu-Natal')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'of the incidents that have a date what percentage fell on a saturday or sunday because thats when all the long runs happen',
    covers: ['share', 'calendar'],
    expect: (rows) =>
      percentOf(
        rows.filter((r) => r.event_date !== null),
        weekend,
      ),
  },
  {
    notebook: 'a',
    question:
      'what time of the morning do most of these attacks happen, like before 6am when im out on the road',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the forestry worker near Sabie, on notebook b.
  {
    notebook: 'b',
    question: 'how many suspects got bust in mpumalanga altogether',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Mpumalanga')))),
  },
  {
    notebook: 'b',
    question: 'any stok theft up here in mpumalanga ja or nee, the farmers by us keep complaining',
    covers: ['yes/no', 'conjunction', 'slang', 'misspelling'],
    expect: (rows) => yesNo(count(rows, stockTheft, inProvince('Mpumalanga')) > 0),
  },
  {
    notebook: 'b',
    question: 'which province has got the most kidnapings',
    covers: ['ranking', 'misspelling'],
    ...ranking(kidnappingsByProvince),
  },
  {
    notebook: 'b',
    question: 'how many ppl was killed in mpumalanga and limpopo together',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inEither('Mpumalanga', 'Limpopo')))),
  },
  {
    notebook: 'b',
    question: 'how many hectares of plantation got burnt in them arson cases',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the optometrist in Klerksdorp, on notebook b.
  {
    notebook: 'b',
    question: 'Rapes, NW. Count.',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, has('rape'), inProvince('North West'))),
  },
  {
    notebook: 'b',
    question: 'Latest murder in FS. Date of the incident, not of the release.',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Free State')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Incidents without any arrest, as a percentage of all incidents. Nearest whole number.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, notArrested),
  },
  {
    notebook: 'b',
    question: 'Province with the most victims killed.',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'Names of the accused in the NW kidnapping cases.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the marathon runner in Bloemfontein, on notebook b.
  {
    notebook: 'b',
    question:
      'how many incidents in mangaung since 2023 because thats my home turf and i run naval hill every morning before sunrise',
    covers: ['restricted count', 'calendar', 'conjunction'],
    expect: (rows) => number(count(rows, inMunicipality('Mangaung'), sinceYear(2023))),
  },
  {
    notebook: 'b',
    question: 'how many women were victims in the free state in total',
    covers: ['people'],
    expect: (rows) => number(femaleVictims(rows.filter(inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question:
      'list the provinces where there was any illegal mining going on, some of our trail routes pass old mine land',
    covers: ['restricted count'],
    expect: (rows) => provincesWith(rows, has('illegal mining')),
  },
  {
    notebook: 'b',
    question: 'whats the earliest incident on record in the bloemfontein area',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inMunicipality('Mangaung')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'how many of these happened in the dark before sunrise like 4 or 5am thats when i head out for my long runs',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh341QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH341_QUESTIONS, rows);
