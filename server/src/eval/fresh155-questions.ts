/**
 * The hundred-and-fifty-fifth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A sports journalist who usually covers football: plain questions, crime words slightly off
 *    ("hold-ups", "stick-ups", "shootings", "cash van hold-up", "cops"), the odd slip.
 * 2. A private security company's operations manager: armed response, CIT "hits", business robberies,
 *    suspects "nabbed", "our clients' areas" named by municipality; terse, trade shorthand ("y/n").
 * 3. A first-year journalism student doing homework: asks for percentages and "the most common", spells
 *    out what a term means, some typos ("percantage", "averge", "wich").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category, a row with two of the asked crimes once):
 * - Dates are `event_date` alone: a row without one is outside every year, window and "earliest";
 *   `published_date` is never read. "2024 or later" starts on 2024-01-01; "2022 and 2023" is both years
 *   together, 2022-01-01 to 2023-12-31.
 * - A "hold-up" / "stick-up" / robbery of any type is `armed robbery`, `robbery`, `house robbery`,
 *   `business robbery` or `cash-in-transit robbery`; carjacking and truck hijacking are not. A "cash van
 *   hold-up" and a "CIT hit" are `cash-in-transit robbery`. "Shootings", as the journalist spells it out
 *   in the question, are the incidents with `murder` or `attempted murder`.
 * - People are sums of the stated figures (a null adds nothing): `victims_injured` (injured),
 *   `victims_children` (children, under eighteen), `victims_police` (cops, police officers),
 *   `suspects_female` (female suspects, arrested or sought), `num_suspects_arrested` (suspects
 *   arrested, "nabbed").
 * - The share of victims who were women is the sum of `victims_female` over the sum of `victims_female`
 *   and `victims_male`, to the nearest whole percent. The share of robberies "where someone was
 *   arrested" is the robbery rows with `arrest_made === true` over all robbery rows (an unstated arrest
 *   counts as no arrest). The share of incidents that were murders, or had an illegal-firearm charge, is
 *   over all the notebook's rows. Every percentage is to the nearest whole percent.
 * - Suspects' ages are `suspect_ages`, one per suspect, pooled over the notebook: the average is their
 *   mean to the nearest whole year, the youngest their minimum.
 * - "Our clients' areas" and metros are `municipality`: "Jo'burg metro" is `City of Johannesburg`.
 * - "How many more murders in P than in Q" is the difference of the two counts; P must have more.
 * - Rankings each carry their tally, and a tie at the top is an error in the question: the province
 *   with the most shootings (rows), the most common crime (rows per category, `other` left out, since it
 *   names no crime), the municipality with the most incidents (rows without one left out), the province
 *   with the most rapes (rows).
 * - Refusals: the releases hold no population figures (so no rate per 100 000 people), no victims'
 *   employment, and no football fixtures to set the incidents against.
 */
import {
  anyCrime,
  type BlindQuestion,
  femaleVictims,
  inMunicipality,
  kznProvinceNames,
  maleVictims,
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
  crimeNames,
  dateAt,
  excessOf,
  has,
  inProvince,
  meanOf,
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
  within,
} from './ground-truth-questions';

/** A hold-up, stick-up or robbery of any type; carjacking and truck hijacking are not among them. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
const cit = has('cash-in-transit robbery');
/** "Shootings", as the journalist spells them out: murders and attempted murders. */
const shooting = anyCrime('murder', 'attempted murder');

/** The youngest stated suspect age; no stated age is an error in the question. */
function youngest(rows: readonly DevRow[]) {
  const ages = suspectAges(rows);
  if (ages.length === 0) throw new Error('no stated suspect age');
  return number(Math.min(...ages));
}

const shootingProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(shooting), (r) => r.province);
const crimeTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.flatMap((r) => r.crimes).filter((crime) => crime !== 'other'),
    (crime) => crime,
  );
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const rapeProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(has('rape')), (r) => r.province);

export const FRESH155_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the sports journalist, on notebook a.
  {
    notebook: 'a',
    question:
      'How many hold-ups are there in total? Any kind of robbery counts - houses, shops, cash vans, the lot. Not car hijackings though.',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, robbery)),
  },
  {
    notebook: 'a',
    question:
      'Which province had the most shootings? By shootings I mean murders and attempted murders, counting incidents.',
    covers: ['ranking', 'slang'],
    ...ranking(shootingProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'In those shootings (murders plus attempted murders), how many people were injured in total?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(shooting))),
  },
  {
    notebook: 'a',
    question: 'When was the earliest cash van hold-up in here?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      "What's the murder rate per 100 000 people in KZN compared to the Western Cape? Need it for a comparison piece.",
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the security operations manager, on notebook a.
  {
    notebook: 'a',
    question: 'CIT hits in Eastern Cape + KZN combined - how many?',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) =>
      number(count(rows, cit, (r) => inProvince('Eastern Cape')(r) || inProvince('KwaZulu-Natal')(r))),
  },
  {
    notebook: 'a',
    question: 'CIT and business robberies: total suspects nabbed?',
    covers: ['people', 'slang'],
    expect: (rows) =>
      number(suspectsArrested(rows.filter(anyCrime('cash-in-transit robbery', 'business robbery')))),
  },
  {
    notebook: 'a',
    question: "Our clients are mostly in Ekurhuleni and the Jo'burg metro. Total incidents across those two?",
    covers: ['restricted count', 'conjunction'],
    expect: (rows) =>
      number(
        count(rows, (r) => inMunicipality('Ekurhuleni')(r) || inMunicipality('City of Johannesburg')(r)),
      ),
  },
  {
    notebook: 'a',
    question: 'Any CIT hits from 2024 onwards? y/n',
    covers: ['yes/no', 'calendar', 'slang'],
    expect: (rows) => yesNo(count(rows, cit, sinceYear(2024)) > 0),
  },
  {
    notebook: 'a',
    question: 'Robberies of all types (house, business, CIT, armed): in what % of them was someone arrested?',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(robbery), arrested),
  },

  // Voice 3, the journalism student, on notebook a.
  {
    notebook: 'a',
    question: 'what is the most common crime in these police reports?',
    covers: ['ranking'],
    ...ranking(crimeTally, crimeNames),
  },
  {
    notebook: 'a',
    question:
      'what percantage of the victims were women? (only counting victims where the report says if they are male or female)',
    covers: ['share', 'people', 'misspelling'],
    expect: (rows) => {
      const female = femaleVictims(rows);
      return percentage(female, female + maleVictims(rows));
    },
  },
  {
    notebook: 'a',
    question: 'How many incidents happened in 2022 and 2023 together?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2022-01-01', '2023-12-31'))),
  },
  {
    notebook: 'a',
    question:
      'what was the averge age of the suspects, to the nearest year? (only the ones whose age is given)',
    covers: ['people', 'misspelling'],
    expect: (rows) => meanOf(suspectAges(rows), 0),
  },
  {
    notebook: 'a',
    question: 'For my assignment: what percentage of the victims in these cases were unemployed?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the sports journalist, on notebook b.
  {
    notebook: 'b',
    question: 'How many more murders were there in the Free State than in the Northern Cape?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => has('murder')(r) && inProvince('Free State')(r),
        (r) => has('murder')(r) && inProvince('Northern Cape')(r),
      ),
  },
  {
    notebook: 'b',
    question: 'Stick-ups in Mpumalanga - how many? Any robbery, not hijackings.',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, robbery, inProvince('Mpumalanga'))),
  },
  {
    notebook: 'b',
    question: 'When did the first rape case in these releases happen?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('rape')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'How many cops were among the victims, all incidents together?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question:
      'Did more of these shootings happen on PSL match days, like derby weekends, than on other days?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the security operations manager, on notebook b.
  {
    notebook: 'b',
    question: 'Business robberies in North West and Northern Cape - suspects nabbed, total?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) =>
      number(
        suspectsArrested(
          rowsWhere(
            rows,
            has('business robbery'),
            (r) => inProvince('North West')(r) || inProvince('Northern Cape')(r),
          ),
        ),
      ),
  },
  {
    notebook: 'b',
    question:
      "Clients' areas: Madibeng, Rustenburg, Matlosana. How many incidents in those three municipalities?",
    covers: ['restricted count', 'conjunction'],
    expect: (rows) =>
      number(
        count(rows, (r) =>
          ['Madibeng', 'Rustenburg', 'City of Matlosana'].some((name) => inMunicipality(name)(r)),
        ),
      ),
  },
  {
    notebook: 'b',
    question: 'Which municipality has the most incidents? Deciding where to put extra armed response units.',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'CIT hits in Mpumalanga - any at all? y/n',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, cit, inProvince('Mpumalanga')) > 0),
  },
  {
    notebook: 'b',
    question: 'What % of incidents had an illegal firearm charge?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, has('illegal firearm possession')),
  },

  // Voice 3, the journalism student, on notebook b.
  {
    notebook: 'b',
    question: 'wich province had the most rape cases?',
    covers: ['ranking', 'misspelling'],
    ...ranking(rapeProvinceTally),
  },
  {
    notebook: 'b',
    question: 'How many of the victims were children (so under 18)?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question: 'what percentage of all the incidents were murders?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, has('murder')),
  },
  {
    notebook: 'b',
    question: 'How old was the youngest suspect? I mean of the suspects where an age is mentioned.',
    covers: ['people'],
    expect: youngest,
  },
  {
    notebook: 'b',
    question: 'how many of the suspects were femal?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
];

export const fresh155QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH155_QUESTIONS, rows);
