/**
 * The hundred-and-eighth fresh question set (blind): thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A British foreign correspondent new to South Africa: UK terms ("constabulary", "county", "fortnight",
 *    "bobbies", "GBH", "collared", "per cent") with asides asking for the South African equivalents;
 *    full sentences, a little wry.
 * 2. A municipal disaster-management officer in incident-command shorthand: "IC", "LOC", "AO" (area of
 *    operations), "fatals", "P1/P2 casualties", "sitrep", "y/n"; clipped, no articles.
 * 3. A Tshivenda-speaking university student on a phone: lowercase, no apostrophes, some Tshivenda
 *    ("vhathu" people, "vhana" children, "mapholisa" police, "ee kana hai" yes or no), "hw many", "wat",
 *    "wen", "pls", "n" for "and", and slips ("robery", "murdr", "happend").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month, season, date range
 *   and weekday, and is never the earliest or latest; `published_date` is never read. A weekend is a
 *   Saturday or Sunday of `event_date`. "Winter" is June, July and August of any year. The "Christmas
 *   fortnight" is the fourteen days 18 to 31 December 2019, both ends included. "2022-2023 incl." is
 *   1 January 2022 to 31 December 2023.
 * - Crimes: "murder" (and "murdr") is `murder` alone (not attempted murder, not culpable homicide);
 *   "GBH" is `assault gbh`; "CIT" / "cash in transit robbery" is `cash-in-transit robbery`; "rape" is
 *   `rape`; a "kidnapping" or "abduction" is `kidnapping`; "murder on the charge sheet" is a row whose
 *   crimes hold `murder`.
 * - Places: a "county" and an "AO" named as a province are `province`; "municipality" is `municipality`
 *   (rows without one are left out), answered as written or without "City of"; "KZN" is KwaZulu-Natal.
 *   The "LOC on a farm" is a row whose `location` holds the word "farm" (any case). The "constabulary"
 *   is the police service that issued the releases and filters nothing.
 * - People are sums of the stated figures, a null (unstated) figure adding nothing: "fatals", "killed"
 *   are `victims_killed`; "P1/P2 casualties" and "injured" are `victims_injured` (every injured person,
 *   whatever the priority); "vhana" / children are `victims_children`; "bobbies", police officers are
 *   `victims_police`; female and male victims ("female vhathu", "male vhathu") are `victims_female` and
 *   `victims_male`; suspects arrested ("by mapholisa") are `num_suspects_arrested`. A "mass-fatality
 *   incident" is one row with `victims_killed` of five or more. "A CIT with casualties" is a CIT row with
 *   `victims_injured` above zero (an unstated figure is not above zero).
 * - "Nobody collared" / "no arrest made" is `arrest_made === false`. A share of incidents is over the
 *   rows named (a province's rows, or all the notebook's), to the nearest whole percent; a value on the
 *   halfway mark is an error in the question.
 * - "How many more in P than in Q" is the difference of the two counts or sums; P must have more.
 * - Rankings, all keyed by place (province with most injured, with most police victims, with most
 *   killed; municipality with most incidents, with most suspects arrested) each carry their tally; a
 *   tie at the top is an error in the question.
 * - Refusals: the ground truth records how many were injured but not how badly (no triage priority,
 *   no P1/P2 split), nothing of suspects' previous convictions or bail, and no victims' ages (only
 *   whether a victim was a child).
 */
import {
  atPlace,
  type BlindQuestion,
  femaleVictims,
  inMonths,
  maleVictims,
  peopleByProvince,
  peopleTotal,
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
const cit = has('cash-in-transit robbery');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');
/** One incident with five or more killed. */
const massFatality = (r: DevRow) => (r.victims_killed ?? 0) >= 5;

/** The stated figure of a people-model field summed over the rows that pass every test. */
const total =
  (field: Parameters<typeof peopleTotal>[0], ...tests: ((r: DevRow) => boolean)[]) =>
  (rows: readonly DevRow[]) =>
    peopleTotal(field, rowsWhere(rows, ...tests));

const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const arrestsByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH108_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the British foreign correspondent, on notebook a.
  {
    notebook: 'a',
    question:
      'Still finding my feet here: I gather what we would call counties are provinces in South Africa. Which province had the most people injured, taking all of these incidents together?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_injured')),
  },
  {
    notebook: 'a',
    question:
      'How many police officers - bobbies, in my parlance; I believe the constabulary here calls them SAPS members - were among the victims across all these incidents, on duty or off?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question:
      'My desk wants a piece on the Christmas fortnight of 2019. How many people were killed in incidents that took place between 18 and 31 December 2019, both days included?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(total('victims_killed', within('2019-12-18', '2019-12-31'))(rows)),
  },
  {
    notebook: 'a',
    question:
      'What percentage of the incidents in the Eastern Cape ended with nobody collared - no arrest made at all - to the nearest whole per cent?',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows.filter(inProvince('Eastern Cape')), notArrested),
  },
  {
    notebook: 'a',
    question:
      "How many more murders did KwaZulu-Natal record than Gauteng? We'd say homicides at home, but murder as charged will do.",
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => murder(r) && inProvince('KwaZulu-Natal')(r),
        (r) => murder(r) && inProvince('Gauteng')(r),
      ),
  },

  // Voice 2, the disaster-management officer, on notebook a.
  {
    notebook: 'a',
    question: 'Sitrep req: total fatals in KZN AO, calendar years 2022-2023 incl.',
    covers: ['people', 'calendar', 'slang'],
    expect: (rows) =>
      number(total('victims_killed', inProvince('KwaZulu-Natal'), within('2022-01-01', '2023-12-31'))(rows)),
  },
  {
    notebook: 'a',
    question:
      'P1/P2 casualties (all injured, any priority) across incidents w/ murder on the charge sheet - total?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(total('victims_injured', murder)(rows)),
  },
  {
    notebook: 'a',
    question:
      'Need triage split for the Site B Khayelitsha mass-casualty incident: how many P1 (immediate) vs P2 (urgent)?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'Which municipality has the most incidents logged? Need it to pre-position IC resources.',
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'Date of latest mass-fatality incident (5+ fatals in a single incident)?',
    covers: ['date', 'people', 'slang'],
    expect: (rows) => dateAt(rows.filter(massFatality), 'latest'),
  },

  // Voice 3, the Tshivenda-speaking student, on notebook a.
  {
    notebook: 'a',
    question: 'hw many vhana (children under 18) were victims in total in all these incidents',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question: 'hw many female vhathu were victims in the eastern cape pls',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(femaleVictims(rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question: 'was there any cash in transit robery in the western cape? ee kana hai',
    covers: ['yes/no', 'misspelling', 'conjunction'],
    expect: (rows) => yesNo(count(rows, cit, inProvince('Western Cape')) > 0),
  },
  {
    notebook: 'a',
    question: 'hw many incidents happend in winter (june to august) any year pls',
    covers: ['calendar', 'misspelling'],
    expect: (rows) => number(count(rows, inMonths(6, 8))),
  },
  {
    notebook: 'a',
    question: 'wat % of the incidents in the eastern cape involved murdr, nearest whole number',
    covers: ['share', 'misspelling'],
    expect: (rows) => percentOf(rows.filter(inProvince('Eastern Cape')), murder),
  },

  // Voice 1, the British foreign correspondent, on notebook b.
  {
    notebook: 'b',
    question:
      "Was there a single case of GBH - grievous bodily harm, which I'm told the SAPS logs as 'assault GBH' - in Mpumalanga during 2023? Yes or no, please.",
    covers: ['yes/no', 'conjunction', 'calendar', 'slang'],
    expect: (rows) => yesNo(count(rows, has('assault gbh'), inProvince('Mpumalanga'), inYear(2023)) > 0),
  },
  {
    notebook: 'b',
    question:
      'Which province - the nearest thing you have to a county - had the most bobbies, that is police officers, among the victims?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_police')),
  },
  {
    notebook: 'b',
    question:
      'For a backgrounder: on what date did the earliest rape in the Northern Cape take place - the offence itself, not the day the constabulary announced it?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, has('rape'), inProvince('Northern Cape')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      "How many incidents in North West province involved a kidnapping - 'abduction', as the Fleet Street papers would put it?",
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, has('kidnapping'), inProvince('North West'))),
  },
  {
    notebook: 'b',
    question:
      'How many of the suspects arrested had previous convictions or were already out on bail? Rather a sore point in British coverage.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the disaster-management officer, on notebook b.
  {
    notebook: 'b',
    question: 'Fatals by AO (province): which AO tops the list?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'Any CIT incident with P1/P2 casualties (injured > 0)? y/n',
    covers: ['yes/no', 'people', 'slang'],
    expect: (rows) => yesNo(rows.some((r) => cit(r) && (r.victims_injured ?? 0) > 0)),
  },
  {
    notebook: 'b',
    question: '% of incidents where the LOC is on a farm? Nearest whole %.',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows, onAFarm),
  },
  {
    notebook: 'b',
    question: 'Mpumalanga AO: incident count on weekends (Sat/Sun)?',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, inProvince('Mpumalanga'), weekend)),
  },
  {
    notebook: 'b',
    question: 'Suspects arrested: how many more in North West AO than Free State AO?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) =>
      excessOf(rows, inProvince('North West'), inProvince('Free State'), (selected) =>
        suspectsArrested(selected),
      ),
  },

  // Voice 3, the Tshivenda-speaking student, on notebook b.
  {
    notebook: 'b',
    question: 'hw many incidents in limpopo had a murdr in them',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, murder, inProvince('Limpopo'))),
  },
  {
    notebook: 'b',
    question: 'which municipality had the most suspects arrested by mapholisa',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByMunicipality, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'hw old were the vhathu who were killed in limpopo, wat ages',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'wen was the most recent murder in limpopo pls, the day it happend not the day mapholisa posted',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Limpopo')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'hw many male vhathu were victims in limpopo n mpumalanga together',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) =>
      number(maleVictims(rows.filter((r) => inProvince('Limpopo')(r) || inProvince('Mpumalanga')(r)))),
  },
];

export const fresh108QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH108_QUESTIONS, rows);
