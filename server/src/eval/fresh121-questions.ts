/**
 * The hundred-and-twenty-first fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A township tavern owner worried about liquor-licence inspections: weekends, Friday nights, guns,
 *    drug merchants, public violence and the spaza and tuck-shop trade; English mixed with
 *    Sesotho-flavoured slang ("Dumela", "ke kopa", "ntate", "mapolisa", "bo-mme", "mara", "eish").
 * 2. A medical-aid fraud investigator: bullet points and abbreviations ("DOI" for the date of the
 *    incident, "inj.", "vics", "susp.", "LM", "KZN", "NC", "excl.", "incl."), claims-minded questions about
 *    the injured, children and police members.
 * 3. A Grade 7 learner doing a homework project: child-like spelling ("meny", "peple", "killd",
 *    "murdurs", "wich", "provins", "stok", "hapend") and simple, curious questions.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone ("DOI"): a row without one is outside every year, month, weekday,
 *   weekend and date range, and is never the earliest or the latest; `published_date` is never read. A
 *   weekend is a Saturday or Sunday of `event_date`; "a Friday" is a Friday of `event_date`. A date range
 *   "1 Jul 2019 – 30 Jun 2021 incl." holds both end days. "The winter holidays, June and July" is a
 *   month of `event_date` from June to July, in any year. "2020 onward" is from 1 January 2020.
 * - People are sums of the stated figures: `victims_killed` (killed, killd), `victims_injured` (inj.,
 *   hurt but not killed), `victims_children` (child vics, under eighteen), `victims_police` (police
 *   members, cops), `victims_female` (women victims, "bo-mme"; the sex of the victim, whatever the age),
 *   `num_suspects_arrested` (suspects arrested, "tshwere" by the mapolisa). A null (unstated) figure
 *   adds nothing.
 * - "Murders" are `murder` alone (attempted murder and culpable homicide are not). "Drug dealing" /
 *   "drug merchants" is `drug dealing` alone (not `drug possession`). "Guns" / illegal firearms is
 *   `illegal firearm possession`. "Business robbery" (spaza, tuck-shop) is `business robbery` alone.
 *   "Armed robberies" are `armed robbery` alone. "CIT" is `cash-in-transit robbery`. "Poaching",
 *   "kidnapping", "rape", "stock theft" and "public violence" are their own categories.
 * - "Nobody arrested" is `arrest_made === false` (a null is not); "≥1 arrest" is `arrest_made === true`.
 * - "Was a police officer hurt or killed" is a stated `victims_police` above zero.
 * - Shares are to the nearest whole percent: the weekend share is over all the notebook's rows (undated
 *   rows in the whole, never in the part); the attempted-murder share is over the rows with
 *   `attempted murder`; the murder-arrest share is over the rows with `murder`.
 * - "How many more X than Y" / "X minus Y" is the difference of the two counts (or sums); X must have
 *   more. "More murders in 2022 than in 2019" is Yes only when the 2022 count is strictly larger.
 * - "Municipality" is `municipality` (rows without one are left out), answered as written or without
 *   "City of". Rankings (municipality with most gun incidents, province with most kidnappings, province
 *   with most business robberies, municipality with most suspects arrested, province with most killed)
 *   each carry their tally; a tie at the top is an error in the question.
 * - Refusals: the ground truth holds no liquor-licence closures, no weather, and no medical-aid or
 *   hospital costs.
 */
import {
  type BlindQuestion,
  inMonths,
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
  sinceYear,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const guns = has('illegal firearm possession');
const drugDealing = has('drug dealing');
const onAFriday = (r: DevRow) => weekday(r) === 'Friday';
/** A police officer among the victims, as the release states it. */
const policeVictim = (r: DevRow) => (r.victims_police ?? 0) > 0;

const gunMunicipalityTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(guns), (r) => r.municipality);
const kidnappingProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('kidnapping')), (r) => r.province);
const businessRobberyProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('business robbery')), (r) => r.province);
const arrestsByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH121_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the tavern owner, on notebook a.
  {
    notebook: 'a',
    question:
      'Dumela. Eish, every time somebody gets killed over a weekend the liquor inspectors come knocking at us tavern people. Ke kopa, how many murders happened on a Saturday or a Sunday?',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },
  {
    notebook: 'a',
    question:
      'The drug merchants bring nothing but trouble to my yard. In the drug dealing cases, how many suspects did the mapolisa tshwere altogether?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(drugDealing))),
  },
  {
    notebook: 'a',
    question:
      'Ntate, di-gun are everywhere these days. Which municipality had the most cases of illegal firearms, so I know where to be careful?',
    covers: ['ranking', 'slang'],
    ...ranking(gunMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'When the people toyi-toyi and burn things, the shebeens close for days. Was there a public violence case where nobody was arrested at all? Yes or no, mara.',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, has('public violence'), notArrested) > 0),
  },
  {
    notebook: 'a',
    question:
      'After these incidents, how many taverns did the Liquor Board close down or take the licence away from? Asking for myself, hle.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the medical-aid fraud investigator, on notebook a.
  {
    notebook: 'a',
    question: '- KZN only: total inj. (non-fatal) vics across all incidents?\n- stated figures only, pls',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question: '- Att. murder files: what % also carry a murder charge?\n- nearest whole %',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(has('attempted murder')), murder),
  },
  {
    notebook: 'a',
    question: '- Earliest CIT incident on file?\n- DOI only, not the release date',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('cash-in-transit robbery')), 'earliest'),
  },
  {
    notebook: 'a',
    question: '- No. of incidents w/ DOI 1 Jul 2019 – 30 Jun 2021 incl.?\n- all crime types',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2019-07-01', '2021-06-30'))),
  },
  {
    notebook: 'a',
    question: '- Police members as vics: W Cape minus Gauteng = ?\n- on/off duty both count',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Western Cape'), inProvince('Gauteng'), (selected) =>
        peopleTotal('victims_police', selected),
      ),
  },

  // Voice 3, the Grade 7 learner, on notebook a.
  {
    notebook: 'a',
    question: 'how meny peple were killd in the eastern cape?? its for my projeck on crime',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question: 'wich provins had the most kidnapings',
    covers: ['ranking', 'misspelling'],
    ...ranking(kidnappingProvinceTally),
  },
  {
    notebook: 'a',
    question: 'wen was the most resent poching case? like the day it hapend',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(has('poaching')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'my techer says crime is going up. were there more murdurs in 2022 than in 2019? just say yes or no',
    covers: ['yes/no', 'calendar', 'misspelling'],
    expect: (rows) => yesNo(count(rows, murder, inYear(2022)) > count(rows, murder, inYear(2019))),
  },
  {
    notebook: 'a',
    question: 'was it raning on most of the days when the crimes hapend? i want to draw a graf of the wether',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },

  // Voice 1, the tavern owner, on notebook b.
  {
    notebook: 'b',
    question:
      'Friday is payday and my busiest night, ntate. How many of the incidents happened on a Friday, all together?',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, onAFriday)),
  },
  {
    notebook: 'b',
    question:
      'Our bo-mme suffer the most. How many women victims were there altogether in the Free State and Mpumalanga put together?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) =>
      number(
        peopleTotal(
          'victims_female',
          rows.filter((r) => inProvince('Free State')(r) || inProvince('Mpumalanga')(r)),
        ),
      ),
  },
  {
    notebook: 'b',
    question:
      'Us small business people, spaza and tuck-shop owners, we get robbed jwale jwale. Which province had the most business robberies?',
    covers: ['ranking', 'slang'],
    ...ranking(businessRobberyProvinceTally),
  },
  {
    notebook: 'b',
    question:
      'Eish, the weekend is when the trouble starts. Out of all the incidents, what percent happened on a Saturday or Sunday?',
    covers: ['share', 'calendar', 'slang'],
    expect: (rows) => percentOf(rows, weekend),
  },
  {
    notebook: 'b',
    question:
      'The mapolisa who do the raids also get attacked. In the Free State cases, was any police officer hurt or killed? Yes or no.',
    covers: ['yes/no', 'people', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, inProvince('Free State'), policeVictim) > 0),
  },

  // Voice 2, the medical-aid fraud investigator, on notebook b.
  {
    notebook: 'b',
    question: '- NC: sum of susp. arrested, DOI 2020 onward?\n- undated files excl.',
    covers: ['people', 'calendar', 'conjunction', 'slang'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, inProvince('Northern Cape'), sinceYear(2020)))),
  },
  {
    notebook: 'b',
    question: '- Rape files: total child vics (<18)?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(has('rape')))),
  },
  {
    notebook: 'b',
    question: '- LM / metro w/ highest total no. of susp. arrested?\n- excl. files w/o a municipality',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByMunicipality, municipalityNames),
  },
  {
    notebook: 'b',
    question: '- Murder files: % w/ at least 1 arrest at time of release?\n- round to whole %',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(murder), arrested),
  },
  {
    notebook: 'b',
    question: '- Injured vics: avg hospital bill per claim + which medical schemes paid out?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the Grade 7 learner, on notebook b.
  {
    notebook: 'b',
    question: 'how meny murdurs wer there in limpopo',
    covers: ['restricted count', 'conjunction', 'misspelling'],
    expect: (rows) => number(count(rows, murder, inProvince('Limpopo'))),
  },
  {
    notebook: 'b',
    question: 'wich provins had the most peple killd? i need it for my bar graf',
    covers: ['ranking', 'people', 'misspelling'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'wen did the erliest stok theft hapen? my granpa had cows stolen',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(has('stock theft')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'how many more rapes was there than armed robberys',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => excessOf(rows, has('rape'), has('armed robbery')),
  },
  {
    notebook: 'b',
    question: 'how many crimes hapend in the winter holidays in june and july (any year)',
    covers: ['calendar', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, inMonths(6, 7))),
  },
];

export const fresh121QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH121_QUESTIONS, rows);
