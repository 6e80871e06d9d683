/**
 * The thirty-second fresh question set, written blind: without reading the answering engine, the
 * earlier question sets or the project's notes on its fixes, and never asked of the product before it
 * is run once, first try. Its voices: a legal journalist covering bail hearings (suspects, arrests,
 * ages; exact, slightly formal), a taxi association spokesperson (hijackings and the safety of drivers;
 * plain-spoken, Joburg and KZN shorthand), and a pension fund risk analyst (shares, trends, windows;
 * measured, asks for rounding). Each voice asks five questions about each development notebook; every
 * expectation is computed from the ground truth by the code below.
 *
 * Readings:
 * - An incident is one release (one row); a count of incidents of a crime counts the rows whose
 *   `crimes` hold it. "Hijackings" are carjacking or truck hijacking; "Joburg" is the City of
 *   Johannesburg; "KZN" is KwaZulu-Natal; "an illegal firearm" is illegal firearm possession; "theft of
 *   any kind" is theft, stock theft or vehicle theft; "extortion or corruption" holds either. "X that did
 *   NOT also involve Y" holds X and not Y.
 * - A window ("from 2020 onwards", "between 2020 and 2022", "the first half of 2022", "from July 2023 to
 *   June 2024") is on `event_date`, both ends and both years inclusive; an undated incident is in no
 *   window and on no weekday. A weekend incident's `event_date` falls on a Saturday or Sunday.
 * - "The last three years in the notebook" are the three calendar years ending with the year of the
 *   notebook's latest dated incident; "the three years before them" are the three calendar years before
 *   those.
 * - "Nobody arrested" is `arrest_made` false; "at least one suspect arrested" and "ended with an arrest"
 *   are `arrest_made` true.
 * - People figures sum the stated figures: `num_suspects_arrested`, `victims_female`, `victims_male`;
 *   a null figure is not stated and adds nothing. Suspect ages are the stated `suspect_ages`, one per
 *   suspect; their mean is to one decimal, "younger than 25" is strict, the oldest is the largest. An
 *   incident "with a police officer among the victims" has a stated `victims_police` above 0.
 * - Shares are to the nearest whole percent: murder incidents over the dated incidents from 2020 on;
 *   the stated female victims over the stated female and male victims; incidents over all of the
 *   notebook's (or the province's) incidents.
 * - A ranking names the single top key: municipalities by incidents (named with or without "City of"),
 *   provinces by suspects arrested, crime categories by incidents within Limpopo. "More ... than" is
 *   strict. The earliest or latest date is over the dated incidents of the selection.
 * - Refused: the defence lawyers' names, the jikeleza taxi fare, and the municipalities' unemployment
 *   rates, which no release states (the release texts were searched for attorney, advocate, lawyer,
 *   legal aid, defence, defense, fare, per trip, unemploy, jobless and employment; "defence" occurs only
 *   in the name of the SANDF).
 */
import {
  type BlindQuestion,
  femaleVictims,
  inMonths,
  kznProvinceNames,
  maleVictims,
  not,
  percentage,
  ranking,
  stated,
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
  has,
  inProvince,
  inYear,
  meanOf,
  municipalityNames,
  notArrested,
  number,
  refusal,
  sinceYear,
  weekend,
  within,
} from './ground-truth-questions';

const hijacking = (r: DevRow) => has('carjacking')(r) || has('truck hijacking')(r);
const policeVictim = (r: DevRow) => (stated('victims_police')(r) ?? 0) > 0;
const anyTheft = (r: DevRow) => has('theft')(r) || has('stock theft')(r) || has('vehicle theft')(r);

/** The year of the notebook's latest dated incident; a notebook without one is an error in the question. */
function latestYear(rows: readonly DevRow[]): number {
  const years = rows.flatMap((r) => (r.event_date ? [Number(r.event_date.slice(0, 4))] : []));
  if (years.length === 0) throw new Error('no dated incident');
  return Math.max(...years);
}

/** The `size` calendar years ending `back` years before the notebook's latest year (0: ending with it). */
const yearsBack = (rows: readonly DevRow[], size: number, back = 0) => {
  const last = latestYear(rows) - back;
  return within(`${last - size + 1}-01-01`, `${last}-12-31`);
};

export const FRESH32_QUESTIONS: BlindQuestion[] = [
  // Notebook a: the legal journalist covering bail hearings.
  {
    notebook: 'a',
    question:
      "I cover bail hearings at the Johannesburg and Palm Ridge courts. How many suspects in total were arrested in Gauteng's kidnapping cases?",
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      number(suspectsArrested(rows.filter((r) => inProvince('Gauteng')(r) && has('kidnapping')(r)))),
  },
  {
    notebook: 'a',
    question: 'What was the average age of the suspects whose ages are given? One decimal place, please.',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows), 1),
  },
  {
    notebook: 'a',
    question: 'In how many of the KwaZulu-Natal incidents was nobody arrested at all?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, inProvince('KwaZulu-Natal'), notArrested)),
  },
  {
    notebook: 'a',
    question:
      'Young accused often get different treatment at bail stage. Of the suspects whose ages are stated, how many were younger than 25?',
    covers: ['people'],
    expect: (rows) => number(suspectAges(rows).filter((age) => age < 25).length),
  },
  {
    notebook: 'a',
    question:
      'Which defence attorneys represented the accused in these cases? I need their names for my bail-hearing roundup.',
    covers: ['refusal'],
    expect: refusal,
  },
  // Notebook a: the taxi association spokesperson.
  {
    notebook: 'a',
    question:
      'Speaking for the taxi association here: how many hijackings were there in Gauteng and KZN put together?',
    covers: ['slang', 'restricted count'],
    expect: (rows) =>
      number(count(rows, hijacking, (r) => inProvince('Gauteng')(r) || inProvince('KwaZulu-Natal')(r))),
  },
  {
    notebook: 'a',
    question:
      'Our drivers fear being taken along when their vehicle is hijacked. How many hijackings did NOT also involve a kidnapping?',
    covers: ['conjunction', 'slang'],
    expect: (rows) => number(count(rows, hijacking, not(has('kidnapping')))),
  },
  {
    notebook: 'a',
    question: 'When was the earliest hijacking in these releases?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(hijacking), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'How many incidents were there in Joburg between 2020 and 2022, both years included?',
    covers: ['slang', 'calendar', 'restricted count'],
    expect: (rows) =>
      number(
        count(rows, (r) => r.municipality === 'City of Johannesburg', within('2020-01-01', '2022-12-31')),
      ),
  },
  {
    notebook: 'a',
    question: 'What fare was the jikeleza driver who was hijacked in KwaNobuhle charging per trip?',
    covers: ['refusal'],
    expect: refusal,
  },
  // Notebook a: the pension fund risk analyst.
  {
    notebook: 'a',
    question:
      'From a risk perspective: what proportion of the incidents from 2020 onwards involved murder? Nearest whole percent.',
    covers: ['share', 'calendar'],
    expect: (rows) => {
      const recent = rows.filter(sinceYear(2020));
      return percentage(recent.filter(has('murder')).length, recent.length);
    },
  },
  {
    notebook: 'a',
    question: 'Which municipality accounts for the largest number of incidents?',
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(rows, (r) => r.municipality), municipalityNames),
  },
  {
    notebook: 'a',
    question: 'How many incidents took place in the first half of 2022, January to June?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, inYear(2022), inMonths(1, 6))),
  },
  {
    notebook: 'a',
    question:
      'Is the trend up? Did the last three years in the notebook see more incidents than the three years before them?',
    covers: ['yes/no', 'calendar'],
    expect: (rows) => yesNo(count(rows, yearsBack(rows, 3)) > count(rows, yearsBack(rows, 3, 3))),
  },
  {
    notebook: 'a',
    question:
      'Of the victims whose sex is given, what percentage were women or girls? Round to a whole number.',
    covers: ['share', 'people'],
    expect: (rows) => percentage(femaleVictims(rows), femaleVictims(rows) + maleVictims(rows)),
  },

  // Notebook b: the legal journalist covering bail hearings.
  {
    notebook: 'b',
    question: 'How many suspects were arrested altogether in the kidnapping cases?',
    covers: ['people'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('kidnapping')))),
  },
  {
    notebook: 'b',
    question: 'How old was the oldest suspect whose age is given?',
    covers: ['people'],
    expect: (rows) => {
      const ages = suspectAges(rows);
      if (ages.length === 0) throw new Error('no stated age');
      return number(Math.max(...ages));
    },
  },
  {
    notebook: 'b',
    question: 'From July 2023 to June 2024, in how many incidents was at least one suspect arrested?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2023-07-01', '2024-06-30'), arrested)),
  },
  {
    notebook: 'b',
    question: 'Which province had the most suspects arrested?',
    covers: ['ranking', 'people'],
    ...ranking(
      (rows) =>
        tallyOf(
          rows,
          (r) => r.province,
          (r) => r.num_suspects_arrested ?? 0,
        ),
      kznProvinceNames,
    ),
  },
  {
    notebook: 'b',
    question: 'Did every rape case end with an arrest?',
    covers: ['yes/no'],
    expect: (rows) => {
      const rapes = rows.filter(has('rape'));
      if (rapes.length === 0) throw new Error('no rape case');
      return yesNo(rapes.every(arrested));
    },
  },
  // Notebook b: the taxi association spokesperson.
  {
    notebook: 'b',
    question: 'How many hijackings were there in Mpumalanga?',
    covers: ['slang', 'restricted count'],
    expect: (rows) => number(count(rows, hijacking, inProvince('Mpumalanga'))),
  },
  {
    notebook: 'b',
    question: 'In how many incidents was a police officer one of the victims?',
    covers: ['people'],
    expect: (rows) => number(count(rows, policeVictim)),
  },
  {
    notebook: 'b',
    question: 'Which type of crime comes up most often in Limpopo?',
    covers: ['ranking'],
    ...ranking(
      (rows) =>
        tallyOf(
          rows.filter(inProvince('Limpopo')).flatMap((r) => r.crimes),
          (crime) => crime,
        ),
      crimeNames,
    ),
  },
  {
    notebook: 'b',
    question: 'Weekends are worst for our drivers. How many incidents happened on a Saturday or Sunday?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, weekend)),
  },
  {
    notebook: 'b',
    question: 'What percentage of all the incidents involved an illegal firearm? Whole percent.',
    covers: ['share'],
    expect: (rows) => percentage(count(rows, has('illegal firearm possession')), rows.length),
  },
  // Notebook b: the pension fund risk analyst.
  {
    notebook: 'b',
    question:
      'For our exposure model: what was the unemployment rate in the municipalities where these incidents happened?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Over the last three years in the notebook, how many incidents involved extortion or corruption?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) =>
      number(count(rows, yearsBack(rows, 3), (r) => has('extortion')(r) || has('corruption')(r))),
  },
  {
    notebook: 'b',
    question: 'When did the most recent business robbery take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('business robbery')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'What share of the Northern Cape incidents involved theft of any kind (theft, stock theft or vehicle theft)? Whole percent.',
    covers: ['share'],
    expect: (rows) => {
      const northernCape = rows.filter(inProvince('Northern Cape'));
      return percentage(northernCape.filter(anyTheft).length, northernCape.length);
    },
  },
  {
    notebook: 'b',
    question: 'How many cases of corruptoin were recorded, all years together?',
    covers: ['misspelling'],
    expect: (rows) => number(count(rows, has('corruption'))),
  },
];

/** The set's questions with their expectations worked out over the development set's ground truth. */
export const fresh32QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH32_QUESTIONS, rows);
