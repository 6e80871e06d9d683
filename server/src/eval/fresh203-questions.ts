/**
 * The two-hundred-and-third fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A Soweto taxi rank marshal: tsotsitaal/Iscamtho-flavoured English ("eish", "sharp", "yho",
 *    "majita", "skhokho", "ama-" plurals, "ous", "amapoyisa", "Jozi"), about hijackings, killings,
 *    cash-van hits, the cops, and the townships he knows (Alex, Tembisa).
 * 2. A municipal disaster-management officer: per-municipality counts and rankings, metros against
 *    local municipalities, "excluding metros", each base stated precisely.
 * 3. A primary-school child's parent: simple questions in arithmetic words ("add up", "take away",
 *    "times", "divided by"), with a few typos ("kidnapings", "plse").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year window, month and weekend,
 *   and is never the earliest or latest; `published_date` is never read. A weekend is a Saturday or
 *   Sunday of `event_date`; "the month of the year, all the years together" is the month of
 *   `event_date` in any year; "between 2019 and 2021" runs from 1 January 2019 to 31 December 2021.
 * - "Hijackings" (cars and trucks) are `carjacking` or `truck hijacking`; "CIT", "cash vans" are
 *   `cash-in-transit robbery`; "murders" are `murder` (not attempted murder); "rapes" are `rape`;
 *   "kidnappings" are `kidnapping`; "carjackings" are `carjacking`.
 * - "Municipality" is `municipality`; rows without one are left out of every municipal count, share
 *   and ranking. The metros are the eight metropolitan municipalities as the ground truth spells them:
 *   City of Cape Town, City of Johannesburg, Ekurhuleni, eThekwini, Nelson Mandela Bay, City of
 *   Tshwane, Buffalo City and Mangaung; every other stated municipality is a local municipality.
 *   A municipality may be answered as written or without "City of" ("Jozi" is City of Johannesburg).
 * - "Distinct municipalities" count the different stated `municipality` values; a province's count is
 *   over its own rows.
 * - A place by name ("Alex or Tembisa") is a row whose `location` holds "Alexandra" or "Tembisa" (any
 *   case).
 * - People are sums of the stated figures: `victims_killed` (killed, lost, persons killed),
 *   `victims_police` (cops, amapoyisa, on or off duty), `victims_female` (women and girls),
 *   `victims_male` (men and boys), `num_suspects_arrested` (suspects arrested, ous nabbed). A null
 *   (unstated) figure adds nothing.
 * - "Add up the suspects arrested and divide by the number of incidents" is the sum over the stated
 *   figures divided by every incident of the selection (an unstated figure counts in the base), to one
 *   decimal; "killed divided by the number of incidents" likewise. The Mangaung "mean number of
 *   suspects arrested per incident" is the mean over the incidents whose figure is stated, one decimal.
 * - "Nobody arrested" is `arrest_made === false`; the Limpopo share is over all Limpopo rows, to the
 *   nearest whole percent. The metro share is over the rows with a stated municipality, nearest whole
 *   percent.
 * - "X take away Y" is the difference of the two counts; X must be larger. "X plus Y" / "add up" is
 *   their sum. "More than two times" compares a count with twice another.
 * - Rankings (Gauteng municipality with most incidents, province with most killed, local municipality
 *   with most incidents, metro with most killed, municipality with most incidents, province with most
 *   distinct municipalities, month with most rapes) each carry their tally; a tie at the top is an
 *   error in the question.
 * - Refusals: the ground truth holds no taxi associations or motives, no population figures (so no
 *   rates per resident), no bail or court outcomes, and no officers' names.
 */
import {
  any,
  anyCrime,
  atPlace,
  type BlindQuestion,
  femaleVictims,
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
  distinct,
  excessOf,
  has,
  inProvince,
  meanOf,
  month,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  rounded,
  weekend,
  within,
} from './ground-truth-questions';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The eight metropolitan municipalities, as the ground truth spells them. */
export const METROS: readonly string[] = [
  'City of Cape Town',
  'City of Johannesburg',
  'Ekurhuleni',
  'eThekwini',
  'Nelson Mandela Bay',
  'City of Tshwane',
  'Buffalo City',
  'Mangaung',
];

/** A municipality as an answer may name it, each name once ("Swartland" has no "City of" to drop). */
const municipalityAnswers = (name: string) => [...new Set(municipalityNames(name))];

const statedMunicipality = (r: DevRow) => r.municipality !== null && r.municipality !== undefined;
const inMetro = (r: DevRow) => statedMunicipality(r) && METROS.includes(r.municipality ?? '');
/** A stated municipality that is not a metro. */
const inLocalMunicipality = (r: DevRow) => statedMunicipality(r) && !inMetro(r);

/** A hijacking of a car or a truck. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
const cit = has('cash-in-transit robbery');
const murder = has('murder');
const rape = has('rape');

/** A figure summed over the selection and divided by every incident in it, to one decimal. */
function perIncident(rows: readonly DevRow[], figure: (selected: readonly DevRow[]) => number) {
  if (rows.length === 0) throw new Error('no incidents to divide by');
  return number(rounded(figure(rows) / rows.length, 1));
}

const gautengMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(inProvince('Gauteng')), (r) => r.municipality);
const localMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(inLocalMunicipality), (r) => r.municipality);
const metroKilledTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter(inMetro),
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
/** Per province, how many different stated municipalities its rows hold. */
const distinctMunicipalitiesByProvince = (rows: readonly DevRow[]) => {
  const pairs = new Map<string, string>();
  for (const r of rows.filter(statedMunicipality))
    pairs.set(`${r.province}\u0000${r.municipality}`, r.province);
  return tallyOf([...pairs.values()], (province) => province);
};
const rapeMonthTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(rape), (r) => {
    const m = month(r);
    return m === undefined ? undefined : MONTH_NAMES[m - 1];
  });

export const FRESH203_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the taxi rank marshal, on notebook a.
  {
    notebook: 'a',
    question:
      'Eish majita, hijackings in Gauteng - ama-cars and ama-trucks both, carjacking plus truck hijacking. How many?',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, hijacking, inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question:
      'Sharp sharp. Which municipality in Gauteng got the most incidents, Jozi or Ekurhuleni or Tshwane?',
    covers: ['ranking', 'slang'],
    ...ranking(gautengMunicipalityTally, municipalityAnswers),
  },
  {
    notebook: 'a',
    question:
      'Yho, the CIT hits on the cash vans - when was the latest one? The day it went down, not the day cops posted.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Skhokho, anything at all happen in Alex or Tembisa in these? Yes or no.',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, any(atPlace('Alexandra'), atPlace('Tembisa'))) > 0),
  },
  {
    notebook: 'a',
    question: 'Eish, which taxi association was behind these killings, and was it over the routes?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the taxi rank marshal, on notebook b.
  {
    notebook: 'b',
    question: 'Yho majita, which province lost the most people? Most victims killed, all incidents.',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'Mpumalanga side - ama-hijackings, carjackings and truck hijackings together, how many?',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, hijacking, inProvince('Mpumalanga'))),
  },
  {
    notebook: 'b',
    question: 'How many amapoyisa got hit as victims, on duty or off duty, all of them added?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question: 'Sharp. Murders on the weekend only, Saturday and Sunday, by the day it happened - how many?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },
  {
    notebook: 'b',
    question: 'The ous nabbed for the murders - did they get bail or did the court lock them up?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the disaster-management officer, on notebook a.
  {
    notebook: 'a',
    question:
      'Excluding the metros (City of Cape Town, City of Johannesburg, Ekurhuleni, eThekwini, Nelson Mandela Bay, City of Tshwane, Buffalo City, Mangaung) and incidents with no municipality recorded, which local municipality recorded the most incidents?',
    covers: ['ranking', 'restricted count'],
    ...ranking(localMunicipalityTally, municipalityAnswers),
  },
  {
    notebook: 'a',
    question:
      'Base: incidents with a municipality recorded. What percentage of them occurred in one of the eight metropolitan municipalities, to the nearest whole percent?',
    covers: ['share'],
    expect: (rows) => {
      const based = rows.filter(statedMunicipality);
      return percentage(based.filter(inMetro).length, based.length);
    },
  },
  {
    notebook: 'a',
    question: 'Which metropolitan municipality recorded the highest total number of persons killed?',
    covers: ['ranking', 'people'],
    ...ranking(metroKilledTally, municipalityAnswers),
  },
  {
    notebook: 'a',
    question:
      'How many distinct municipalities in the Eastern Cape recorded at least one incident? Incidents without a recorded municipality are not counted.',
    covers: ['restricted count'],
    expect: (rows) => number(distinct(rows.filter(inProvince('Eastern Cape')).map((r) => r.municipality))),
  },
  {
    notebook: 'a',
    question:
      'Using each municipality\u2019s population, which municipality has the highest incident rate per 100 000 residents?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the disaster-management officer, on notebook b.
  {
    notebook: 'b',
    question:
      'Which municipality recorded the most incidents? Incidents with no municipality recorded are excluded.',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityAnswers),
  },
  {
    notebook: 'b',
    question:
      'Excluding Mangaung, the only metro here, and incidents with no municipality recorded: how many incidents occurred in local municipalities?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, inLocalMunicipality)),
  },
  {
    notebook: 'b',
    question:
      'Which province has the largest number of distinct municipalities with at least one recorded incident?',
    covers: ['ranking'],
    ...ranking(distinctMunicipalitiesByProvince),
  },
  {
    notebook: 'b',
    question:
      'Within Mangaung Metropolitan Municipality, what is the mean number of suspects arrested per incident, over the incidents that state the figure, to one decimal?',
    covers: ['people'],
    expect: (rows) =>
      meanOf(
        rows.filter((r) => r.municipality === 'Mangaung').map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'b',
    question:
      'In the Northern Cape, did any single local municipality record more than one incident with an incident date between 2019 and 2021 inclusive?',
    covers: ['yes/no', 'calendar', 'conjunction'],
    expect: (rows) => {
      const tally = tallyOf(
        rowsWhere(rows, inProvince('Northern Cape'), inLocalMunicipality, within('2019-01-01', '2021-12-31')),
        (r) => r.municipality,
      );
      return yesNo([...tally.values()].some((n) => n > 1));
    },
  },

  // Voice 3, the parent, on notebook a.
  {
    notebook: 'a',
    question:
      'My son has homework: if you add up the murders in KwaZulu-Natal and the murders in the Eastern Cape, what do you get?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) =>
      number(
        count(rows, murder, inProvince('KwaZulu-Natal')) + count(rows, murder, inProvince('Eastern Cape')),
      ),
  },
  {
    notebook: 'a',
    question: 'How many kidnapings are there, take away the number of carjackings?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => excessOf(rows, has('kidnapping'), has('carjacking')),
  },
  {
    notebook: 'a',
    question: 'Is the number of murders more than two times the number of rapes? Yes or no please.',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, murder) > 2 * count(rows, rape)),
  },
  {
    notebook: 'a',
    question:
      'In the Western Cape, add up all the suspects arrested and divide by the number of Western Cape incidents. What is the answer, to one decimal?',
    covers: ['people', 'restricted count'],
    expect: (rows) => perIncident(rows.filter(inProvince('Western Cape')), suspectsArrested),
  },
  {
    notebook: 'a',
    question:
      'When did the very first kidnaping happen? The day it happend plse, not the day it was in the news.',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'earliest'),
  },

  // Voice 3, the parent, on notebook b.
  {
    notebook: 'b',
    question:
      'What is the number of women and girls who were victims plus the number of men and boys who were victims?',
    covers: ['people'],
    expect: (rows) => number(femaleVictims(rows) + maleVictims(rows)),
  },
  {
    notebook: 'b',
    question: 'Rapes in the Northern Cape take away rapes in the Free State - what is the answer?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => rape(r) && inProvince('Northern Cape')(r),
        (r) => rape(r) && inProvince('Free State')(r),
      ),
  },
  {
    notebook: 'b',
    question: 'In which month of the year did the most rapes happen, if you put all the years together?',
    covers: ['ranking', 'calendar'],
    ...ranking(rapeMonthTally),
  },
  {
    notebook: 'b',
    question:
      'What percentage of the Limpopo incidents had nobody arrested? That is the number with no arrest divided by all the Limpopo incidents, times 100.',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(inProvince('Limpopo')), notArrested),
  },
  {
    notebook: 'b',
    question:
      'My daughter wants to write thank-you letters to the police officers who caught the suspects in the Free State. What are the officers names?',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },
];

export const fresh203QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH203_QUESTIONS, rows);
