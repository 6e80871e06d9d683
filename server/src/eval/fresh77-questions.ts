/**
 * The seventy-seventh fresh question set (blind): thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A retired SAPS colonel: police jargon throughout — "members" are police officers, a "docket" or a
 *    "CAS" is a case, "suspects were traced" means they were arrested, "the station" or a province's
 *    "stations" stand for the place, a "cluster" for the municipality it is named after, "contact
 *    crimes" and "TRIO crimes" in the SAPS sense (below).
 * 2. A human-rights lawyer: rights language (survivors, complainants, women and children, police
 *    officers as victims and as suspects), precise qualifiers ("at least one", "exclusively",
 *    "solely"), and asks the releases cannot answer, which must be refused.
 * 3. A Setswana-speaking community radio presenter writing in English with Setswana mixed in
 *    (mapodise = police, bana = children, basadi = women, banna = men, dikgomo = cattle, polao =
 *    killing, "dumelang" = hello all, "ke a leboga" = thank you), chatty, with the odd typo
 *    ("Nothern Cape", "Guateng", "arrestd").
 *
 * The readings chosen (one row is one incident, whatever it is called: docket, CAS, case, incident; a
 * crime question counts the rows whose `crimes` hold the category):
 * - Dates are `event_date` alone: a row without one is outside every year, month range, quarter,
 *   "between"/"from ... onwards" window and weekday, and is never the most recent; `published_date` is
 *   never read. Windows include both ends ("between January 2019 and June 2021" is 2019-01-01 to
 *   2021-06-30; "from 1 January 2023 onwards" includes that day; "October to December 2024" is
 *   2024-10-01 to 2024-12-31). A weekend is a Saturday or Sunday of `event_date`.
 * - "TRIO crimes" are `house robbery`, `business robbery` and `carjacking`; truck hijacking,
 *   cash-in-transit robbery and armed robbery are not TRIO crimes.
 * - "Contact crimes" are `murder`, `attempted murder`, `rape`, `sexual assault`, `assault gbh`,
 *   `common assault`, `robbery`, `armed robbery`, `house robbery`, `business robbery`, `carjacking`,
 *   `truck hijacking` and `cash-in-transit robbery` (the SAPS contact crimes with aggravated robbery's
 *   subcategories). Culpable homicide, kidnapping, extortion, arson, burglary and the rest are not.
 * - "Murder" and "polao cases" are `murder` alone (not attempted murder, not culpable homicide). "Murder
 *   as the sole offence" / "solely murder" is a row whose `crimes` is exactly `murder` and nothing else.
 * - "Dikgomo being stolen" / "stock theft" is `stock theft` (any livestock).
 * - People are sums of the stated figures, a null (unstated) figure adding nothing:
 *   `num_suspects_arrested` (suspects traced, arrested, "mapodise arrested"), `victims_police`
 *   (members / police officers as victims, on or off duty), `victims_children` (bana, children under
 *   eighteen), `victims_female` (basadi, women and girls as victims), `victims_killed` (people killed,
 *   "polao ... how many were killed", over every incident of the place whatever its crimes),
 *   `suspects_male` (banna as suspects, arrested or still sought).
 * - "At least one child / police officer / woman among the victims" is a row whose figure is 1 or
 *   more; a 0 or a null is not. "Suspects exclusively women" is a row with `suspects_female` of 1 or
 *   more and `suspects_male` stated as 0 (a null male figure does not make it exclusive).
 * - "No suspect traced" / "nobody arrested when the statement went out" is `arrest_made === false`
 *   (a null is not).
 * - Places: a province is `province` (a province's "stations" are the province), a "cluster" or
 *   municipality is `municipality` (rows without one are left out; "Mangaung cluster" is `Mangaung`),
 *   and a town or township ("Khayelitsha") is a row whose `location` holds the word, in any case.
 *   KwaZulu-Natal may be answered as "KZN"; a municipality as written or without "City of".
 * - "Someone the victim knew" is `relationship` of partner, family or acquaintance. The share of rape
 *   incidents with a known attacker is over all the notebook's rape rows (an unstated relationship
 *   counts in the whole, not the part); the share "where the release states the relationship" is over
 *   the rows whose `relationship` is not null. Shares are to the nearest whole percent; a value on the
 *   halfway mark is an error in the question.
 * - "How many more in P than in Q" is the difference of the two sums; P must have more.
 * - Rankings (province with most suspects traced, province with most women victims, province with most
 *   TRIO crimes, worst murder scene by people killed, municipality with most women victims) each carry
 *   their tally and are keyed by place; a tie at the top is an error in the question. The worst murder
 *   scene is the murder incident with the most `victims_killed`, named by the parts of its location no
 *   other incident shares.
 * - Refusals: the ground truth holds no protection orders, and nothing on legal representation or
 *   Legal Aid at court.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  inMunicipality,
  knewTheAttacker,
  kznProvinceNames,
  largestIncident,
  type PeopleV2Field,
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
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
  within,
} from './ground-truth-questions';

/** TRIO crimes: house robbery, business robbery and carjacking (not truck hijacking). */
const trio = anyCrime('house robbery', 'business robbery', 'carjacking');
/** SAPS contact crimes, with aggravated robbery's subcategories; culpable homicide and kidnapping are not. */
const contactCrime = anyCrime(
  'murder',
  'attempted murder',
  'rape',
  'sexual assault',
  'assault gbh',
  'common assault',
  'robbery',
  'armed robbery',
  'house robbery',
  'business robbery',
  'carjacking',
  'truck hijacking',
  'cash-in-transit robbery',
);
const murder = has('murder');
const rape = has('rape');
const stockTheft = has('stock theft');
/** Murder and nothing else. */
const solelyMurder = (r: DevRow) => r.crimes.length === 1 && r.crimes[0] === 'murder';

/** At least one of the figure's people: a stated figure of 1 or more. */
const atLeastOne =
  (field: PeopleV2Field | 'victims_female') =>
  (r: DevRow): boolean =>
    (r[field] ?? 0) >= 1;
/** Suspects exclusively women: at least one female suspect and the male figure stated as 0. */
const onlyWomenSuspects = (r: DevRow) => (r.suspects_female ?? 0) >= 1 && r.suspects_male === 0;

/** Suspects traced (arrested) per province, an unstated figure adding nothing. */
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
/** Women and girls as victims per province / per municipality. */
const womenVictimsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.victims_female ?? 0,
  );
const womenVictimsByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_female ?? 0,
  );
const trioByProvince = (rows: readonly DevRow[]) => tallyOf(rows.filter(trio), (r) => r.province);

export const FRESH77_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the retired SAPS colonel, on notebook a.
  {
    notebook: 'a',
    question: 'From my years at provincial: how many TRIO crimes did Gauteng register in this lot?',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, trio, inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question:
      'How many of our own members ended up as victims in these dockets? On duty or off duty, I want the full total.',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question: 'Eastern Cape, contact crimes only - what is the total number of suspects traced and arrested?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, contactCrime, inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question: "Which province's stations traced the most suspects overall, counting every docket?",
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByProvince, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'Murder dockets where the incident went down on a weekend, Saturday or Sunday. How many?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },

  // Voice 2, the human-rights lawyer, on notebook a.
  {
    notebook: 'a',
    question:
      'In how many of these incidents was at least one child, meaning a person under the age of eighteen, among the victims?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(count(rows, atLeastOne('victims_children'))),
  },
  {
    notebook: 'a',
    question:
      'In how many incidents was murder the sole offence recorded, i.e. cases concerning solely murder with no other crime alleged alongside it?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, solelyMurder)),
  },
  {
    notebook: 'a',
    question:
      'Which province recorded the highest number of women and girls as victims, counting only victims whose sex is actually stated?',
    covers: ['ranking', 'people'],
    ...ranking(womenVictimsByProvince, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Taking all the rape incidents together, what percentage involved a perpetrator the release identifies as known to the survivor (an intimate partner, a relative or an acquaintance)?',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(rape), knewTheAttacker),
  },
  {
    notebook: 'a',
    question:
      'In how many of the incidents involving female victims had the complainant already obtained a protection order against the alleged perpetrator beforehand?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the Setswana-speaking radio presenter, on notebook a.
  {
    notebook: 'a',
    question:
      'Dumelang bagaetsho! Mapodise in KZN - how many banna were suspects in those cases, whether arrested or still wanted?',
    covers: ['people', 'slang', 'conjunction'],
    expect: (rows) => number(peopleTotal('suspects_male', rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question: 'Polao cases betwen January 2019 and end of June 2021, how many were there?',
    covers: ['calendar', 'restricted count', 'slang', 'misspelling'],
    expect: (rows) => number(count(rows, murder, within('2019-01-01', '2021-06-30'))),
  },
  {
    notebook: 'a',
    question:
      'Ke a leboga for last week. Now Khayelitsha - bana ba le kae? How many children were victims in the Khayelitsha cases?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(atPlace('Khayelitsha')))),
  },
  {
    notebook: 'a',
    question: 'Is there any case of dikgomo being stolen in Guateng? Yes or no please',
    covers: ['yes/no', 'slang', 'misspelling', 'conjunction'],
    expect: (rows) => yesNo(count(rows, stockTheft, inProvince('Gauteng')) > 0),
  },
  {
    notebook: 'a',
    question: 'Tell me the date of the most recent case where basadi were among the victims',
    covers: ['date', 'people', 'slang'],
    expect: (rows) => dateAt(rows.filter(atLeastOne('victims_female')), 'latest'),
  },

  // Voice 1, the retired SAPS colonel, on notebook b.
  {
    notebook: 'b',
    question: 'Which province is carrying the heaviest TRIO crime load in this notebook?',
    covers: ['ranking', 'slang'],
    ...ranking(trioByProvince),
  },
  {
    notebook: 'b',
    question:
      'How many contact crime dockets had no suspect traced at all, nobody arrested by the time the statement went out?',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, contactCrime, notArrested)),
  },
  {
    notebook: 'b',
    question: 'Mangaung cluster: how many CAS cases from 1 January 2023 onwards?',
    covers: ['calendar', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, inMunicipality('Mangaung'), sinceYear(2023))),
  },
  {
    notebook: 'b',
    question: 'Single worst murder scene by the number of people killed - where was that?',
    covers: ['ranking', 'people'],
    ...largestIncident(murder, stated('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'How many more suspects did the members trace in Mpumalanga than in Limpopo?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) => excessOf(rows, inProvince('Mpumalanga'), inProvince('Limpopo'), suspectsArrested),
  },

  // Voice 2, the human-rights lawyer, on notebook b.
  {
    notebook: 'b',
    question: 'In how many rape cases was at least one of the victims a child?',
    covers: ['restricted count', 'conjunction', 'people'],
    expect: (rows) => number(count(rows, rape, atLeastOne('victims_children'))),
  },
  {
    notebook: 'b',
    question:
      'In how many incidents was at least one police officer, whether on or off duty, among the victims?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(count(rows, atLeastOne('victims_police'))),
  },
  {
    notebook: 'b',
    question:
      'Considering only the incidents where the release states the relationship between the attacker and the victim, in what percentage was the attacker someone the victim knew (partner, family or acquaintance)?',
    covers: ['share'],
    expect: (rows) => {
      const told = rows.filter((r) => r.relationship !== null && r.relationship !== undefined);
      return percentage(told.filter(knewTheAttacker).length, told.length);
    },
  },
  {
    notebook: 'b',
    question:
      'Is there any incident in which the suspects were exclusively women, with no male suspect at all?',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(count(rows, onlyWomenSuspects) > 0),
  },
  {
    notebook: 'b',
    question:
      'How many of the accused in these matters were represented by Legal Aid South Africa at their first court appearance?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the Setswana-speaking radio presenter, on notebook b.
  {
    notebook: 'b',
    question:
      'Dumelang! Many of our listeners keep dikgomo, so tell us, how many stock theft cases are in here altogether?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, stockTheft)),
  },
  {
    notebook: 'b',
    question: 'Polao in North West - batho ba le kae, how many people were killed there in total?',
    covers: ['people', 'slang', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question: 'How many more bana were victims in the Nothern Cape than in North West?',
    covers: ['people', 'conjunction', 'misspelling', 'slang'],
    expect: (rows) =>
      excessOf(rows, inProvince('Northern Cape'), inProvince('North West'), (selected) =>
        peopleTotal('victims_children', selected),
      ),
  },
  {
    notebook: 'b',
    question: 'Between October and December 2024, how many suspects did mapodise arrestd altogether?',
    covers: ['calendar', 'people', 'slang', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(within('2024-10-01', '2024-12-31')))),
  },
  {
    notebook: 'b',
    question: 'Ke mmasepala ofe? Which municipality had the most basadi as victims? Ke a leboga',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(womenVictimsByMunicipality, municipalityNames),
  },
];

export const fresh77QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH77_QUESTIONS, rows);
