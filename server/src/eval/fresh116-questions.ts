/**
 * The hundred-and-sixteenth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A legal-aid attorney preparing a bail argument: formal, careful about qualifiers ("as expressly
 *    stated", "by date of occurrence rather than publication"), interested in arrests, firearms, the
 *    accused's ties to the victim, and matters a bail court weighs that police releases do not record.
 * 2. A Somali spaza-shop owner in the Eastern Cape with limited written English: short lines, phonetic
 *    spellings ("robery", "Isten Cape", "pipol", "kilt", "wich provins", "polis"), local slang
 *    ("tsotsi" for a criminal suspect, "cash van" for a cash-in-transit vehicle), worried about shops.
 * 3. A spreadsheet power user: questions typed as formulas and column filters (COUNTIFS, SUMIFS, pivot,
 *    MAX/MIN, "filter by"), with the ground-truth columns read as they name them.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, date range and weekday, and
 *   is never the earliest or latest; `published_date` is never read. A weekend is a Saturday or Sunday
 *   of `event_date`. A date range is inclusive at both ends.
 * - People are sums of the stated figures: `victims_killed` ("killed", "kilt", "die"),
 *   `victims_injured`, `victims_children` (under eighteen), `victims_police` (police officers, on or off
 *   duty, killed or hurt), `victims_female` / `victims_male`, `suspects_female` (a female suspect,
 *   arrested or sought), `num_suspects_arrested` (suspects arrested, "tsotsi arrested"). A null
 *   (unstated) figure adds nothing; a "no" about a figure means the stated figures sum to zero.
 * - "Murder" is the `murder` category alone (attempted murder is not a murder). "Robbery of any kind"
 *   ("all kind robery, shop, house, armed, cash van") is `armed robbery`, `robbery`, `house robbery`,
 *   `business robbery` or `cash-in-transit robbery`; carjacking and truck hijacking are not among them.
 *   A shop or business robbery ("bizness robery", "tuck shop") is `business robbery` alone. Protection
 *   money demanded of shops is `extortion`. A firearm charge is `illegal firearm possession`.
 * - "No arrest had been made" is `arrest_made === false`; an unstated arrest is neither.
 * - Shares are to the nearest whole percent: the female share of victims is the sum of `victims_female`
 *   over the sum of `victims_female` and `victims_male`; the share of acquaintances is over the rows
 *   whose `relationship` is stated.
 * - The average suspect age is the mean of every stated age in `suspect_ages` (one per suspect), to one
 *   decimal place.
 * - "By how many does P exceed Q" is the difference of the two sums or counts; P must have more.
 * - "Province" is `province`; "municipality" is `municipality` (rows without one are left out),
 *   answered as written or without "City of".
 * - Rankings (province with the most suspects arrested, municipality with the most killed, province
 *   with the most killed, municipality with the most incidents) each carry their tally; a tie at the
 *   top is an error in the question.
 * - Refusals: the ground truth holds no bail decisions or amounts, no rand value of what was stolen,
 *   and no previous convictions or parole status of suspects.
 */
import {
  anyCrime,
  type BlindQuestion,
  femaleVictims,
  maleVictims,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  suspectAges,
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
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  weekend,
  within,
} from './ground-truth-questions';

/** Murder: the `murder` category alone; attempted murder is not one. */
const murder = has('murder');
/** A robbery of any kind; carjacking and truck hijacking are not among them. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
const shopRobbery = has('business robbery');
const firearm = has('illegal firearm possession');
const easternCape = inProvince('Eastern Cape');

const arrestedByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const killedByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );
const incidentsByMunicipality = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH116_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the legal-aid attorney, on notebook a.
  {
    notebook: 'a',
    question:
      'For the purposes of a bail application, could you confirm the total number of suspects arrested in incidents involving the unlawful possession of a firearm? Please count only the arrest figures the releases expressly state.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(firearm))),
  },
  {
    notebook: 'a',
    question:
      'Of the incidents classified as murder (and I would ask that attempted murder be excluded), what percentage had resulted in no arrest as at the date of the relevant release?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(murder), notArrested),
  },
  {
    notebook: 'a',
    question:
      'Do any of the releases record a female suspect, whether arrested or merely sought by police? A simple yes or no will suffice, provided it is based on what the releases actually state.',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(peopleTotal('suspects_female', rows) > 0),
  },
  {
    notebook: 'a',
    question:
      'On what date did the earliest incident involving kidnapping occur? I am referring to the date of the incident itself rather than the date on which the statement was issued.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'In respect of the suspects arrested in these matters, how many were subsequently released on bail, and in what amounts was bail fixed?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the spaza-shop owner, on notebook a.
  {
    notebook: 'a',
    question:
      'salaam. i have spaza shop in Isten Cape. how many robery case is there in Isten Cape? all kind robery, shop, house, armed, cash van',
    covers: ['conjunction', 'restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, robbery, easternCape)),
  },
  {
    notebook: 'a',
    question: 'how many pipol was kilt in Eastern Cape in all dis report',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(easternCape))),
  },
  {
    notebook: 'a',
    question: 'wich provins polis arrest most tsotsi? i mean number of suspek arrested, not case',
    covers: ['ranking', 'slang', 'misspelling'],
    ...ranking(arrestedByProvince),
  },
  {
    notebook: 'a',
    question: 'Isten Cape only, how many case happen on weekend? saterday or sunday',
    covers: ['calendar', 'conjunction', 'misspelling'],
    expect: (rows) => number(count(rows, easternCape, weekend)),
  },
  {
    notebook: 'a',
    question:
      'how much money tsotsi take from the shop in total, how many rand? my brother shop was robbed last year',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the spreadsheet power user, on notebook a.
  {
    notebook: 'a',
    question:
      '=COUNTIFS(province,"KwaZulu-Natal", crimes,"murder") - exact category match, so attempted murder rows should not be counted',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, murder, inProvince('KwaZulu-Natal'))),
  },
  {
    notebook: 'a',
    question: 'SUMIFS(injured, event_date, ">=2020-01-01", event_date, "<=2022-12-31") - blanks as 0',
    covers: ['people', 'calendar'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(within('2020-01-01', '2022-12-31')))),
  },
  {
    notebook: 'a',
    question: 'pivot: rows = municipality, values = SUM of people killed, sort desc. what is row 1?',
    covers: ['ranking', 'people'],
    ...ranking(killedByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'SUM(female victims) / (SUM(female victims) + SUM(male victims)) as a %, ROUND(x,0)',
    covers: ['share', 'people'],
    expect: (rows) => percentage(femaleVictims(rows), femaleVictims(rows) + maleVictims(rows)),
  },
  {
    notebook: 'a',
    question: 'MAX(event_date) filtered to crimes contains "cash-in-transit robbery"',
    covers: ['date', 'restricted count'],
    expect: (rows) => dateAt(rows.filter(has('cash-in-transit robbery')), 'latest'),
  },

  // Voice 1, the legal-aid attorney, on notebook b.
  {
    notebook: 'b',
    question:
      'Where the releases state the ages of the accused, what is the average age of those suspects? Please give the figure to one decimal place and disregard any suspect whose age is not stated.',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows), 1),
  },
  {
    notebook: 'b',
    question:
      'Among the incidents in which the relationship between the accused and the victim is stated, what proportion involved an accused who was an acquaintance of the victim? A percentage to the nearest whole number, please.',
    covers: ['share'],
    expect: (rows) => {
      const stated = rows.filter((r) => r.relationship !== null && r.relationship !== undefined);
      return percentOf(stated, (r) => r.relationship === 'acquaintance');
    },
  },
  {
    notebook: 'b',
    question:
      'How many incidents occurred between 1 March 2020 and 31 August 2021, both dates inclusive, judged by the date on which each incident took place?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2020-03-01', '2021-08-31'))),
  },
  {
    notebook: 'b',
    question:
      'By how many does the number of suspects arrested in Mpumalanga exceed the number arrested in Limpopo, on the figures as stated?',
    covers: ['people', 'conjunction'],
    expect: (rows) => excessOf(rows, inProvince('Mpumalanga'), inProvince('Limpopo'), suspectsArrested),
  },
  {
    notebook: 'b',
    question:
      'Of the suspects arrested, how many had previous convictions or were on parole at the time of the alleged offence? That would bear directly on a Schedule 5 bail application.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the spaza-shop owner, on notebook b.
  {
    notebook: 'b',
    question: 'how many bizness robery in dis reports? like shop robery, tuck shop',
    covers: ['restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, shopRobbery)),
  },
  {
    notebook: 'b',
    question: 'wich provins most pipol die? number of dead pipol',
    covers: ['ranking', 'people', 'misspelling'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'when was last time shop get robbed, bizness robery? the day it happen',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(shopRobbery), 'latest'),
  },
  {
    notebook: 'b',
    question: 'how many children victim, under 18 year, in Nothen Cape?',
    covers: ['people', 'conjunction', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question: 'any polis man kilt or hurt in Free State? yes or no',
    covers: ['yes/no', 'people', 'misspelling'],
    expect: (rows) => yesNo(peopleTotal('victims_police', rows.filter(inProvince('Free State'))) > 0),
  },

  // Voice 3, the spreadsheet power user, on notebook b.
  {
    notebook: 'b',
    question: 'filter by WEEKDAY(event_date) in (Sat, Sun) -> COUNTA of rows?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, weekend)),
  },
  {
    notebook: 'b',
    question: 'pivot rows=municipality, values=COUNT of incidents, top row only (blanks excluded)',
    covers: ['ranking'],
    ...ranking(incidentsByMunicipality, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'SUMIF(crimes, "*rape*", victims_female) - crimes is a multi-value column, match any row that has rape in it',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(femaleVictims(rows.filter(has('rape')))),
  },
  {
    notebook: 'b',
    question: 'MIN(event_date) where province = "Mpumalanga"',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Mpumalanga')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'COUNTIF(YEAR(event_date)=2023) minus COUNTIF(YEAR(event_date)=2022)',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => excessOf(rows, inYear(2023), inYear(2022)),
  },
];

export const fresh116QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH116_QUESTIONS, rows);
