/**
 * The hundred-and-thirty-eighth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or any other
 * question set. Each expectation is worked out from the ground-truth rows of the question's own
 * notebook by the shared helpers; no figure is typed in by hand.
 *
 * Who asks (five questions each to each notebook):
 * 1. An insurance risk analyst pricing cover against hijackings, robberies and property crime: talks of
 *    exposure, losses and claims, uses the trade's shorthand ("CIT heists", "hijacks", "y/n").
 * 2. A school-safety researcher studying harm to children and young people: careful wording, "under
 *    18", "child victims", rape of children, schools; asks about shares and about young suspects.
 * 3. A small-town community newspaper editor: short, plain questions, now and then mistyped ("poeple",
 *    "erliest", "arested").
 *
 * How each kind of question is read from the ground truth (one row is one incident; a crime question
 * counts the rows whose `crimes` hold the category):
 * - Dates come from `event_date` only. A row without one belongs to no year and no weekend and is never
 *   the earliest or latest; `published_date` is never read. A weekend is a Saturday or Sunday.
 * - People figures are sums of what the releases state, an unstated (null) figure adding nothing:
 *   `victims_killed` (killed), `victims_injured` (injured), `victims_children` (child victims, under
 *   18), `victims_police` (police officers among the victims), `victims_female` / `victims_male`
 *   (female / male victims), `suspects_female` (women suspects, arrested or sought) and
 *   `num_suspects_arrested` (suspects arrested).
 * - "An incident with a child victim" is a row whose `victims_children` is above zero.
 * - A "hijacking" / "hijack" is `carjacking` or `truck hijacking`. "Robberies of any type" are `armed
 *   robbery`, `robbery`, `house robbery`, `business robbery` and `cash-in-transit robbery` (hijackings
 *   are not among them). "CIT" is `cash-in-transit robbery`; "commercial robberies" are `business
 *   robbery` and `cash-in-transit robbery`. "Property crime" is `burglary`, `theft`, `vehicle theft`,
 *   `stock theft`, `malicious damage to property` and `arson`.
 * - "Had an arrest" is `arrest_made === true`; a row with an unstated arrest did not. A share of
 *   incidents is over all the selected rows, to the nearest whole percent.
 * - The share of rape victims who were children is the sum of `victims_children` over the sum of
 *   `num_victims`, both over the rape rows, nearest whole percent.
 * - Young suspects are the stated `suspect_ages` under 25 (25 itself is not), one per suspect.
 * - Places: a province is `province`; "municipality" is `municipality` (rows without one left out),
 *   answered as written or without "City of"; "Cape Town" is the `City of Cape Town` municipality. A
 *   single incident named by its place ("the Glebelands hostel shooting") is the one row whose
 *   `location` holds that word; "at a school" is any row whose `location` holds "school" (any case).
 * - "How many more X than Y" is the difference of the two counts or sums; X must be the larger.
 * - Rankings (province by robberies, province by child victims, municipality by commercial robberies,
 *   municipality by incidents) each carry their tally; a tie at the top is an error in the question.
 * - Refusals: the ground truth holds no rand values of losses and no victims' ages (only whether a
 *   victim was a child).
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  inMunicipality,
  kznProvinceNames,
  peopleByProvince,
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
  number,
  percentOf,
  refusal,
  sum,
  weekend,
} from './ground-truth-questions';

/** A hijacking of a car or a truck. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
/** A robbery of any type; hijackings are not among them. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
const cit = has('cash-in-transit robbery');
/** A commercial robbery: a business robbery or a cash-in-transit heist. */
const commercialRobbery = anyCrime('business robbery', 'cash-in-transit robbery');
const propertyCrime = anyCrime(
  'burglary',
  'theft',
  'vehicle theft',
  'stock theft',
  'malicious damage to property',
  'arson',
);
const rape = has('rape');
/** An incident with at least one child victim (under 18). */
const childVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;

/** The one incident whose location holds the word; none or several is an error in the question. */
function theIncidentAt(rows: readonly DevRow[], word: string): DevRow {
  const found = rows.filter(atPlace(word));
  const [row] = found;
  if (found.length !== 1 || !row) throw new Error(`${found.length} incidents at "${word}"`);
  return row;
}

/** Whether the one incident at the place had an arrest; an unstated arrest is an error in the question. */
function arrestAt(rows: readonly DevRow[], word: string) {
  const row = theIncidentAt(rows, word);
  if (row.arrest_made === null) throw new Error(`no arrest stated at "${word}"`);
  return yesNo(row.arrest_made);
}

const robberyProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(robbery), (r) => r.province);
const commercialMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(commercialRobbery), (r) => r.municipality);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH138_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the insurance risk analyst, on notebook a.
  {
    notebook: 'a',
    question: 'How many hijacks are on record here, car and truck hijackings combined?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, hijacking)),
  },
  {
    notebook: 'a',
    question:
      'For our provincial exposure model: which province has the most robbery incidents, counting armed, common, house, business and CIT robberies together?',
    covers: ['ranking', 'slang'],
    ...ranking(robberyProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'What percentage of the robbery incidents (any type, CIT included, hijackings excluded) had at least one arrest by the time of the release?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(robbery), arrested),
  },
  {
    notebook: 'a',
    question: 'Date of the most recent CIT heist in the data?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'What was the total rand value of the vehicles, cash and goods lost in these robberies and hijackings? I need it for the loss estimate.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the school-safety researcher, on notebook a.
  {
    notebook: 'a',
    question:
      'Across all the incidents in this notebook, how many victims were children under the age of 18?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question: 'Which province recorded the highest total number of child victims (under 18)?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_children'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Young offenders are part of my study. Of the suspects whose ages are given, how many were younger than 25?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectAges(rows).filter((age) => age < 25).length),
  },
  {
    notebook: 'a',
    question:
      'How many of the incidents with at least one child victim happened on a weekend, that is on a Saturday or a Sunday?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => number(count(rows, childVictim, weekend)),
  },
  {
    notebook: 'a',
    question: 'What was the average age of the child victims in these incidents?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the community newspaper editor, on notebook a.
  {
    notebook: 'a',
    question: 'How many poeple were killed in 2019?',
    covers: ['people', 'calendar', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inYear(2019)))),
  },
  {
    notebook: 'a',
    question: 'How many police officers were among the victims in Cape Town?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inMunicipality('City of Cape Town')))),
  },
  {
    notebook: 'a',
    question: 'Was anyone arrested for the Glebelands hostel shooting?',
    covers: ['yes/no'],
    expect: (rows) => arrestAt(rows, 'Glebelands'),
  },
  {
    notebook: 'a',
    question: 'How many more murders were there in KwaZulu-Natal than in Gauteng?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => has('murder')(r) && inProvince('KwaZulu-Natal')(r),
        (r) => has('murder')(r) && inProvince('Gauteng')(r),
      ),
  },
  {
    notebook: 'a',
    question: 'How many female victims were there in total?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_female', rows)),
  },

  // Voice 1, the insurance risk analyst, on notebook b.
  {
    notebook: 'b',
    question:
      'Bodily injury exposure: how many people in total were injured in the robberies (any type, CIT included) and the hijackings?',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      number(
        peopleTotal(
          'victims_injured',
          rows.filter((r) => robbery(r) || hijacking(r)),
        ),
      ),
  },
  {
    notebook: 'b',
    question:
      'How many property crime incidents are there - burglary, theft, vehicle theft, stock theft, arson and malicious damage to property?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, propertyCrime)),
  },
  {
    notebook: 'b',
    question:
      'Which municipality has the most commercial robberies, meaning business robberies and CIT heists taken together?',
    covers: ['ranking', 'slang'],
    ...ranking(commercialMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Of the robbery incidents of any type (armed, common, house, business, CIT), what percentage also carried an illegal firearm possession charge?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(robbery), has('illegal firearm possession')),
  },
  {
    notebook: 'b',
    question: 'Any fatalities in the CIT hits? y/n',
    covers: ['yes/no', 'slang', 'people'],
    expect: (rows) => yesNo(peopleTotal('victims_killed', rows.filter(cit)) > 0),
  },

  // Voice 2, the school-safety researcher, on notebook b.
  {
    notebook: 'b',
    question: 'In the rape cases, how many of the victims in total were children under 18?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(rape))),
  },
  {
    notebook: 'b',
    question: 'Did any of these incidents take place at a school?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, atPlace('school')) > 0),
  },
  {
    notebook: 'b',
    question:
      'In which province were the most children (under 18) counted among the victims, all incidents included?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_children'), kznProvinceNames),
  },
  {
    notebook: 'b',
    question:
      'Taking all the rape cases together, what percentage of the rape victims were children under 18?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const rapes = rows.filter(rape);
      return percentage(peopleTotal('victims_children', rapes), sum(rapes.map((r) => r.num_victims)));
    },
  },
  {
    notebook: 'b',
    question: 'On what date did the most recent rape of a child (a victim under 18) take place?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, rape, childVictim), 'latest'),
  },

  // Voice 3, the community newspaper editor, on notebook b.
  {
    notebook: 'b',
    question: 'How many more male victims than female victims were there?',
    covers: ['people'],
    expect: (rows) => {
      const difference = peopleTotal('victims_male', rows) - peopleTotal('victims_female', rows);
      if (difference <= 0) throw new Error(`not more male victims: ${difference}`);
      return number(difference);
    },
  },
  {
    notebook: 'b',
    question: 'Which municipality had the most incidents?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'When was the erliest stock theft case?',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(has('stock theft')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'How many suspects were arested in North West?',
    covers: ['people', 'misspelling', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question: 'How many of the suspects were women?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
];

export const fresh138QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH138_QUESTIONS, rows);
