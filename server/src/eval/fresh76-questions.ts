/**
 * The seventy-sixth fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen
 * about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A court reporter who covers bail hearings and trials: legal register ("the accused", "matters",
 *    "dockets", "remanded", "appeared before the magistrate"), careful to tell the accused who were
 *    arrested from the suspects still being sought.
 * 2. A municipal budget analyst: thinks per municipality and per metro, in ratios, averages per incident,
 *    year-on-year growth and the municipal financial year; terse, spreadsheet shorthand ("FY", "YoY",
 *    "1 dp", "%").
 * 3. A Grade 9 learner doing a school project: simple words, misspellings ("cought", "provinse",
 *    "kidnaping", "happend"), "how much" for "how many", questions very long or very short, unsure of
 *    terms ("bad guys", "a gun thing").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone; `published_date` is never read. A row without an `event_date` is
 *   outside every year, quarter, financial year, weekday and "2020 or after" window, and is never the
 *   most recent or the oldest. A weekend is a Saturday or Sunday of `event_date`; "on a Friday" is a
 *   Friday of `event_date`. "Calendar Q4, all years pooled" is October to December of any year. The
 *   municipal financial year runs 1 July to 30 June: "FY2022/23" is 1 July 2022 to 30 June 2023, both
 *   ends included. "2020 or after" is from 1 January 2020.
 * - People are sums of the stated figures, a null (unstated) figure adding nothing: "accused arrested",
 *   "taken into custody", "bad guys caught" and "suspects arrested" are `num_suspects_arrested`;
 *   "male suspects" and "women among the suspects", arrested or still sought, are `suspects_male` and
 *   `suspects_female`; "killed", "fatalities" and "died" are `victims_killed`; "got hurt but didn't die"
 *   and "injured" are `victims_injured`.
 * - "Nobody arrested", "suspects remain at large" is `arrest_made === false` (an unstated arrest is not
 *   counted). "Was a woman among the suspects" is Yes when the stated `suspects_female` figures sum
 *   above zero.
 * - Crimes: "murder" is `murder` alone (not attempted murder or culpable homicide); "rape" is `rape`;
 *   "kidnapping" is `kidnapping`; "cash in transit" is `cash-in-transit robbery`; "a gun thing, having a
 *   gun when you're not allowed" is `illegal firearm possession`.
 * - Places: a province is `province` (KwaZulu-Natal may be answered "KZN"); a municipality or metro is
 *   `municipality` ("Mangaung metro" is `Mangaung`, "Johannesburg metro" `City of Johannesburg`), answered
 *   as written or without "City of"; rows without a municipality are left out of municipal figures. A
 *   town or township ("Khayelitsha") is a row whose `location` holds the word, in any case.
 * - The metro ranking ranks only the five metros the question names (City of Johannesburg, eThekwini,
 *   Nelson Mandela Bay, Buffalo City, City of Cape Town) by the stated killed; other municipalities are
 *   not in the running.
 * - "Average per incident" is the mean over the selected incidents whose figure is stated, to one
 *   decimal. The injured-to-killed ratio is the sum of `victims_injured` over the sum of `victims_killed`
 *   across the notebook, to two decimals.
 * - Shares are to the nearest whole percent unless the question asks for one decimal. The share of
 *   women among suspects is `suspects_female` over `suspects_female` plus `suspects_male` (stated figures
 *   only). A province's share of fatalities is its stated killed over the notebook's stated killed.
 *   Year-on-year growth is 100 × (later − earlier) / earlier incidents, nearest whole percent; no growth
 *   is an error in the question.
 * - "How many more X than Y" is the difference of the two counts (or sums); X must have more.
 * - The matter with the most accused arrested is the incident with the highest `num_suspects_arrested`,
 *   named by the parts of its location no other incident shares.
 * - Rankings (the metro with the most killed, the province with the most murders, the municipality with
 *   the most fatalities, the province with the most kidnappings, the single largest matter) each carry
 *   their tally; a tie at the top is an error in the question.
 * - Refusals: the ground truth holds no bail decisions or amounts, no sentences or convictions, and no
 *   rand cost of damage to municipal property.
 */
import {
  atPlace,
  type BlindQuestion,
  inMunicipality,
  kznProvinceNames,
  largestIncident,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  stated,
  suspectsArrested,
  tallyOf,
  yesNo,
} from './blind-sets';
import type { DevRow } from './dev-set';
import {
  casesOf,
  count,
  dateAt,
  excessOf,
  has,
  inProvince,
  inYear,
  meanOf,
  month,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  rounded,
  sinceYear,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

/** The five metros the budget analyst names. */
const NAMED_METROS = [
  'City of Johannesburg',
  'eThekwini',
  'Nelson Mandela Bay',
  'Buffalo City',
  'City of Cape Town',
];

const murder = has('murder');
const cit = has('cash-in-transit robbery');
const kidnapping = has('kidnapping');
const gun = has('illegal firearm possession');
const friday = (r: DevRow) => weekday(r) === 'Friday';
const calendarQ4 = (r: DevRow) => (month(r) ?? 0) >= 10;
/** The municipal financial year that starts on 1 July of the given year. */
const financialYear = (startYear: number) => within(`${startYear}-07-01`, `${startYear + 1}-06-30`);

/** Year-on-year growth of the incident count, as a whole percentage of the earlier year. */
function yearOnYearGrowth(rows: readonly DevRow[], earlier: number, later: number) {
  const first = count(rows, inYear(earlier));
  const second = count(rows, inYear(later));
  if (second <= first) throw new Error(`no growth: ${first} -> ${second}`);
  return percentage(second - first, first);
}

const metroKilledTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter((r) => r.municipality !== null && NAMED_METROS.includes(r.municipality)),
    (r) => r.municipality,
    (r) => stated('victims_killed')(r) ?? 0,
  );
const municipalityKilledTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => stated('victims_killed')(r) ?? 0,
  );
const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
const kidnappingProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(kidnapping), (r) => r.province);

export const FRESH76_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the court reporter, on notebook a.
  {
    notebook: 'a',
    question: 'In the Khayelitsha murder matters, how many accused were arrested in total?',
    covers: ['conjunction', 'people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, murder, atPlace('Khayelitsha')))),
  },
  {
    notebook: 'a',
    question:
      'Across the Eastern Cape dockets, how many male suspects are there in all, counting both the accused already in custody and those the police are still seeking?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('suspects_male', rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Was a woman among the suspects in any of these matters, whether arrested or still being sought?',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(peopleTotal('suspects_female', rows) > 0),
  },
  {
    notebook: 'a',
    question:
      'On what date did the alleged offence in the most recent Gauteng kidnapping matter take place, before any of the accused appeared in court?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, kidnapping, inProvince('Gauteng')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'How many of the accused were granted bail when they appeared before the magistrate, and how many were remanded in custody?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the municipal budget analyst, on notebook a.
  {
    notebook: 'a',
    question: 'City of Johannesburg: avg suspects arrested per incident, 1 dp?',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      meanOf(
        rows.filter(inMunicipality('City of Johannesburg')).map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'a',
    question:
      'Metro comparison - City of Johannesburg, eThekwini, Nelson Mandela Bay, Buffalo City, City of Cape Town: which one carries the highest fatality count?',
    covers: ['ranking', 'people'],
    ...ranking(metroKilledTally, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'YoY growth in the number of incidents from 2021 to 2022, in %?',
    covers: ['share', 'calendar'],
    expect: (rows) => yearOnYearGrowth(rows, 2021, 2022),
  },
  {
    notebook: 'a',
    question:
      'How many incidents fall in FY2022/23, i.e. the municipal financial year 1 July 2022 to 30 June 2023?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, financialYear(2022))),
  },
  {
    notebook: 'a',
    question: 'Ratio of people injured to people killed across the whole notebook, to two decimals?',
    covers: ['people', 'share'],
    expect: (rows) => {
      const killed = peopleTotal('victims_killed', rows);
      if (killed === 0) throw new Error('no one killed to divide by');
      return number(rounded(peopleTotal('victims_injured', rows) / killed, 2));
    },
  },

  // Voice 3, the Grade 9 learner, on notebook a.
  {
    notebook: 'a',
    question: 'how much bad guys got cought in the cash in tranzit robberys',
    covers: ['people', 'restricted count', 'slang', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(cit))),
  },
  {
    notebook: 'a',
    question: 'wich provinse had the most murders?',
    covers: ['ranking', 'misspelling'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'hi im doing a project for school about crime and my teacher said we must look at weekends, so my question is on the weekends (saterday and sunday) how much people got hurt but didnt die, in all the incidents together?',
    covers: ['people', 'calendar', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(weekend))),
  },
  {
    notebook: 'a',
    question: 'was there any kidnaping in kzn in 2020 or after',
    covers: ['yes/no', 'calendar', 'conjunction', 'misspelling', 'slang'],
    expect: (rows) => yesNo(count(rows, kidnapping, inProvince('KwaZulu-Natal'), sinceYear(2020)) > 0),
  },
  {
    notebook: 'a',
    question: 'whats the date of the oldest crime in here??',
    covers: ['date'],
    expect: (rows) => dateAt(rows, 'earliest'),
  },

  // Voice 1, the court reporter, on notebook b.
  {
    notebook: 'b',
    question:
      'In how many of the Mpumalanga and Limpopo matters has nobody been arrested, so that the suspects remain at large?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) =>
      number(count(rows, notArrested, (r) => inProvince('Mpumalanga')(r) || inProvince('Limpopo')(r))),
  },
  {
    notebook: 'b',
    question:
      'When did the most recent murder in Limpopo take place? I need the date of the offence itself, not the date of the police statement.',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Limpopo')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'In which single matter were the most accused taken into custody? Where did it happen?',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.num_suspects_arrested,
    ),
  },
  {
    notebook: 'b',
    question:
      'Of the suspects whose sex the police recorded, arrested or still wanted, what percentage were women? One decimal, please.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const women = peopleTotal('suspects_female', rows);
      return percentage(women, women + peopleTotal('suspects_male', rows), 1);
    },
  },
  {
    notebook: 'b',
    question:
      'What sentences did the courts hand down to the accused who were convicted in the rape matters?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the municipal budget analyst, on notebook b.
  {
    notebook: 'b',
    question: 'Mangaung vs Maluti-a-Phofung: how many more suspects arrested in Mangaung?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inMunicipality('Mangaung'), inMunicipality('Maluti-a-Phofung'), suspectsArrested),
  },
  {
    notebook: 'b',
    question: 'Which municipality, local or metro, records the highest number of fatalities?',
    covers: ['ranking', 'people'],
    ...ranking(municipalityKilledTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'Calendar Q4 (Oct-Dec), all years pooled: incident count?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, calendarQ4)),
  },
  {
    notebook: 'b',
    question: 'What share of all fatalities in the notebook falls in the Free State? Whole %.',
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(
        peopleTotal('victims_killed', rows.filter(inProvince('Free State'))),
        peopleTotal('victims_killed', rows),
      ),
  },
  {
    notebook: 'b',
    question: 'Estimated rand cost per incident of the damage to municipal property, FY to date?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the Grade 9 learner, on notebook b.
  {
    notebook: 'b',
    question: 'how much murders happend in limpopo',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, murder, inProvince('Limpopo'))),
  },
  {
    notebook: 'b',
    question:
      'what percent of all the cases had a gun thing in them, like when someone has a gun but they are not allowed to have it',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows, gun),
  },
  {
    notebook: 'b',
    question: 'Which province had the most kidnapings (when the bad guys take somebody away)?',
    covers: ['ranking', 'slang', 'misspelling'],
    ...ranking(kidnappingProvinceTally),
  },
  {
    notebook: 'b',
    question: 'on a friday how much crimes happend',
    covers: ['calendar', 'misspelling'],
    expect: (rows) => number(count(rows, friday)),
  },
  {
    notebook: 'b',
    question: 'how many more murders then rapes r there',
    covers: ['restricted count', 'misspelling', 'slang'],
    expect: (rows) => excessOf(rows, murder, has('rape')),
  },
];

export const fresh76QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH76_QUESTIONS, rows);
