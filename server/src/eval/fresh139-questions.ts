/**
 * The hundred-and-thirty-ninth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or any other
 * question set. Every expectation is worked out from the ground-truth rows of the question's own
 * notebook by the shared helpers; no answer is typed in.
 *
 * The voices (five questions from each to each notebook):
 * 1. A television news producer building a graphic for the evening bulletin: short, to the point, one
 *    figure or one name per question, newsroom words ("death toll", "hijackings", "cops", "CIT heists",
 *    "for the map", "y/n").
 * 2. A researcher at a policing think tank drafting a short policy brief: formal and careful, says
 *    "proportion", "incidents recorded", "disaggregated", spells out what counts.
 * 3. A local councillor's assistant preparing talking points for a ward meeting: municipal names and
 *    metros ("Joburg metro", "Cape Town metro", "Mangaung"), quick typing with the odd typo
 *    ("Ekhuruleni", "Manguang", "happend").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold
 * the category):
 * - Dates are `event_date` alone; `published_date` is never read. An undated row is outside every
 *   year, range and "since" window and is never the most recent. "From 2021 onwards" / "since 2021"
 *   is an `event_date` on or after 2021-01-01; "between 2022 and 2023" is 2022-01-01 to 2023-12-31.
 * - People are sums of the stated figures, a null adding nothing: `victims_killed` (killed, death
 *   toll), `victims_injured` (injured), `victims_children` (children, kids), `victims_police` (police
 *   officers among the victims, cops), `victims_male` / `victims_female` (victims by sex),
 *   `suspects_female` / `suspects_male` (suspects by sex), `num_suspects_arrested` (suspects arrested).
 * - "Hijackings" are `carjacking` or `truck hijacking`. "CIT heists" are `cash-in-transit robbery`.
 *   "Murders" are `murder` alone; "rape cases" are `rape`; "kidnapping" is `kidnapping`; a firearm
 *   charge is `illegal firearm possession`; "stock theft" is `stock theft`.
 * - "The attacker was known to the victim" is `relationship` of `partner`, `family` or `acquaintance`.
 * - A metro or municipality is `municipality` ("Joburg metro" is `City of Johannesburg`, "Cape Town
 *   metro" is `City of Cape Town`, "Ekhuruleni" is `Ekurhuleni`, "Manguang" is `Mangaung`); a
 *   neighbourhood ("Khayelitsha") is a word of `location`.
 * - "Ended with an arrest" is `arrest_made === true`; "nobody was arrested" is `arrest_made === false`
 *   (an unstated arrest is neither). A share of incidents is over all the selected rows, to the
 *   nearest whole percent.
 * - The share of suspects who were women is the sum of `suspects_female` over the sum of
 *   `suspects_female` and `suspects_male`, to the nearest whole percent.
 * - "How many more X than Y" is the difference of the two counts or sums; X must have more.
 * - Rankings (province by death toll in each notebook, North West municipality by incidents) carry
 *   their tally; a tie at the top is an error in the question. KwaZulu-Natal may be named "KZN".
 * - Refusals: the ground truth holds no victims' race, no sentences handed down, and no bail or
 *   parole status of suspects.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  femaleVictims,
  inMunicipality,
  knewTheAttacker,
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
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  within,
} from './ground-truth-questions';

/** A hijacking: of a car or of a truck. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
const murder = has('murder');
const rape = has('rape');
const cit = has('cash-in-transit robbery');
const kidnapping = has('kidnapping');

/** How much the first figure exceeds the second; not more is an error in the question. */
function excessBetween(more: number, less: number) {
  if (more <= less) throw new Error(`the first side does not have more: ${more - less}`);
  return number(more - less);
}

/** Incidents per municipality of North West (rows without a municipality left out). */
const northWestMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(inProvince('North West')), (r) => r.municipality);

export const FRESH139_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the television news producer, on notebook a.
  {
    notebook: 'a',
    question: "For tonight's graphic: what's the total death toll across all these incidents?",
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows)),
  },
  {
    notebook: 'a',
    question: 'Which province has the highest death toll? Just need one name for the map.',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'How many hijackings in here - cars and trucks both?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, hijacking)),
  },
  {
    notebook: 'a',
    question: 'Cops among the victims in the Western Cape - how many officers in total?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question: 'Date of the most recent murder in KZN? Need it for the caption.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('KwaZulu-Natal')), 'latest'),
  },

  // Voice 2, the think-tank researcher, on notebook a.
  {
    notebook: 'a',
    question:
      'What proportion of the incidents recorded in this notebook ended with at least one arrest? Please give it as a percentage to the nearest whole number.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'a',
    question:
      'How many murder incidents were recorded in the Eastern Cape from 2021 onwards, counting by the date of the incident?',
    covers: ['conjunction', 'calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, inProvince('Eastern Cape'), sinceYear(2021))),
  },
  {
    notebook: 'a',
    question:
      'Where the sex of victims is disaggregated, how many more male victims than female victims are recorded in total?',
    covers: ['people'],
    expect: (rows) => excessBetween(maleVictims(rows), femaleVictims(rows)),
  },
  {
    notebook: 'a',
    question:
      'For the brief, what share of the victims in these incidents were Black African, as opposed to other population groups?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'In how many incidents was the attacker known to the victim, that is a partner, a family member or an acquaintance?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, knewTheAttacker)),
  },

  // Voice 3, the councillor's assistant, on notebook a.
  {
    notebook: 'a',
    question:
      'The councillor wants to know: how many incidents in the Joburg metro (City of Johannesburg) are in here?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, inMunicipality('City of Johannesburg'))),
  },
  {
    notebook: 'a',
    question:
      'Quick one for the ward meeting - how many more incidents happend in Joburg metro than in Ekhuruleni?',
    covers: ['conjunction', 'misspelling'],
    expect: (rows) => excessOf(rows, inMunicipality('City of Johannesburg'), inMunicipality('Ekurhuleni')),
  },
  {
    notebook: 'a',
    question:
      'Residents keep saying nobody ever gets caught. Was there any incident in the Cape Town metro where nobody was arrested? Yes or no.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, inMunicipality('City of Cape Town'), notArrested) > 0),
  },
  {
    notebook: 'a',
    question: 'How many children in total were victims in the Khayelitsha incidents?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(atPlace('Khayelitsha')))),
  },
  {
    notebook: 'a',
    question: 'What percentage of the Cape Town metro incidents were murders?',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(inMunicipality('City of Cape Town')), murder),
  },

  // Voice 1, the television news producer, on notebook b.
  {
    notebook: 'b',
    question: 'How many rape cases in total in this batch? Need the figure for the lower third.',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, rape)),
  },
  {
    notebook: 'b',
    question: 'Which province had the biggest death toll? One name for the map please.',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'CIT heists - how many suspects arrested altogether?',
    covers: ['people', 'slang', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(cit))),
  },
  {
    notebook: 'b',
    question: 'When was the latest rape case? Date of the attack, not when police put out the statement.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(rape), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Any cops among the victims in the Northern Cape? y/n',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(peopleTotal('victims_police', rows.filter(inProvince('Northern Cape'))) > 0),
  },

  // Voice 2, the think-tank researcher, on notebook b.
  {
    notebook: 'b',
    question:
      'What proportion of the recorded incidents involved an illegal firearm possession charge? A percentage to the nearest whole number, please.',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows, has('illegal firearm possession')),
  },
  {
    notebook: 'b',
    question:
      'Of the suspects whose sex is recorded, what percentage were women? Please round to the nearest whole percent.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const women = peopleTotal('suspects_female', rows);
      return percentage(women, women + peopleTotal('suspects_male', rows));
    },
  },
  {
    notebook: 'b',
    question:
      'How many incidents were recorded in Mpumalanga with an incident date between 2022 and 2023 inclusive?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Mpumalanga'), within('2022-01-01', '2023-12-31'))),
  },
  {
    notebook: 'b',
    question:
      'What was the average custodial sentence, in years, imposed in the cases in this notebook that ended in a conviction?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'How many more incidents involving kidnapping were recorded in North West than in the Free State?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => kidnapping(r) && inProvince('North West')(r),
        (r) => kidnapping(r) && inProvince('Free State')(r),
      ),
  },

  // Voice 3, the councillor's assistant, on notebook b.
  {
    notebook: 'b',
    question: 'How many incidents are there in Manguang (the Bloemfontein metro)?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, inMunicipality('Mangaung'))),
  },
  {
    notebook: 'b',
    question: 'Which municipality in North West had the most incidents?',
    covers: ['ranking'],
    ...ranking(northWestMunicipalityTally),
  },
  {
    notebook: 'b',
    question: 'Has there been any stock theft in Mangaung since 2021? Yes or no please.',
    covers: ['yes/no', 'calendar', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('stock theft'), inMunicipality('Mangaung'), sinceYear(2021)) > 0),
  },
  {
    notebook: 'b',
    question: 'How many people were injured in total in the incidents in Limpopo?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(inProvince('Limpopo')))),
  },
  {
    notebook: 'b',
    question: 'How many of the suspects were already out on bail or parole when they were arrested?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh139QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH139_QUESTIONS, rows);
