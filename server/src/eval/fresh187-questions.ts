/**
 * The hundred-and-eighty-seventh fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. An Eastern Cape rural-safety NGO fieldworker: short practical questions about villages, the OR Tambo
 *    and Amathole districts, stock theft and initiation-season violence, in field shorthand ("EC",
 *    "ppl", "y/n", "n") with the odd typo ("stok", "distict", "altogther").
 * 2. An insurance actuary: expected values per incident, proportions with the numerator and denominator
 *    spelled out, "conditional on" phrasing, exposure and seasonality.
 * 3. A retired magistrate: long formal sentences in the language of the court ("the accused", "the
 *    complainant", "matters", "in respect of").
 *
 * The readings chosen (one row is one incident, a "matter"; a crime question counts the rows whose
 * `crimes` hold the category):
 * - Dates are `event_date` alone: a row without one is outside every year, weekday, weekend and month,
 *   and is never the earliest or the latest; `published_date` is never read. A weekend is a Saturday or
 *   Sunday of `event_date`; a calendar month "with all years pooled" is its month in any year.
 * - People are sums of the stated figures, a null (unstated) figure adding nothing: `victims_killed`
 *   (killed, fatalities, lost their lives), `victims_injured` (injured), `victims_children` (under 18),
 *   `victims_police` (members of the police service, on or off duty), `victims_female` (women and girls
 *   among the victims, female complainants), `suspects_female` (female accused, arrested or sought),
 *   `num_suspects_arrested` (arrested, taken into custody).
 * - "EC" is the Eastern Cape province. A district is read through `municipality` (a row without one is
 *   in no district): the Amathole district is the Mbhashe, Mnquma, Great Kei, Amahlathi, Ngqushwa and
 *   Raymond Mhlaba local municipalities (Buffalo City, a metro of its own, is not in it); the OR Tambo
 *   district is King Sabata Dalindyebo, Nyandeni, Mhlontlo, Port St Johns, Ingquza Hill and Ntabankulu.
 * - A village incident is a row whose `location` holds the word "village" (any case); a "location" or
 *   a township is not a village. Khayelitsha incidents are rows whose `location` holds "Khayelitsha".
 *   A farm incident is a row whose `location` holds "farm" (any case).
 * - A matter "reported at" a police station is a row whose `police_station` is that station (rows with
 *   no station are at none). "Mangaung" is the `municipality` Mangaung.
 * - "Stock theft" is `stock theft`; "murder" is `murder` alone (not attempted murder); "rape" is `rape`.
 * - "Nobody arrested" is `arrest_made === false` (an unstated arrest is not one); "resulted in an
 *   arrest" is `arrest_made === true`, over all the rows of the base as the denominator.
 * - A yes/no on police complainants is Yes when some row states `victims_police` of one or more.
 * - Expected values are means over the rows of the condition whose figure is stated, to two decimals:
 *   fatalities per Khayelitsha incident over those with a stated `victims_killed`; suspects arrested
 *   per incident, conditional on `arrest_made === true`, over those with a stated count.
 * - Shares are percentages to the nearest whole number: Western Cape incidents with an arrest over all
 *   Western Cape incidents; murders over all dated weekend incidents; rape incidents with a stated
 *   `victims_children` of one or more over all rape incidents; farm incidents over all murders.
 * - "The accused was known to the complainant" is `relationship` partner, family or acquaintance (a
 *   stranger or an unstated tie is not).
 * - A fatal matter is a row with `victims_killed` of one or more. Rankings (province by people injured,
 *   weekday of fatal matters, province by village incidents, month of fatal incidents) each carry their
 *   tally; a tie at the top is an error in the question.
 * - Refusals: the ground truth holds no initiation schools or initiates, no population or household
 *   counts to rate against, no legal representation, no victims' employment, no alcohol involvement
 *   and no court interpreters.
 */
import {
  atPlace,
  type BlindQuestion,
  knewTheAttacker,
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
  has,
  inProvince,
  inYear,
  meanOf,
  month,
  notArrested,
  number,
  percentOf,
  refusal,
  weekday,
  weekend,
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

const EC = inProvince('Eastern Cape');
const stockTheft = has('stock theft');
const murder = has('murder');
const rape = has('rape');
/** An incident in a village: the word in the location, in any case. */
const inVillage = atPlace('village');
const onAFarm = atPlace('farm');
const inKhayelitsha = atPlace('Khayelitsha');

/** The local municipalities of the Amathole district (Buffalo City is a metro of its own). */
export const AMATHOLE = ['Mbhashe', 'Mnquma', 'Great Kei', 'Amahlathi', 'Ngqushwa', 'Raymond Mhlaba'];
/** The local municipalities of the OR Tambo district. */
export const OR_TAMBO = [
  'King Sabata Dalindyebo',
  'Nyandeni',
  'Mhlontlo',
  'Port St Johns',
  'Ingquza Hill',
  'Ntabankulu',
];
const inDistrict = (municipalities: readonly string[]) => (r: DevRow) =>
  r.municipality !== null && municipalities.includes(r.municipality);

/** At least one person killed, as stated. */
const fatal = (r: DevRow) => (r.victims_killed ?? 0) >= 1;
/** At least one police officer among the victims, as stated. */
const policeVictim = (r: DevRow) => (r.victims_police ?? 0) >= 1;
/** At least one child among the victims, as stated. */
const childVictim = (r: DevRow) => (r.victims_children ?? 0) >= 1;

const fatalWeekdayTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(fatal), weekday);
const villageProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(inVillage), (r) => r.province);
const fatalMonthTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(fatal), (r) => {
    const m = month(r);
    return m === undefined ? undefined : MONTH_NAMES[m - 1];
  });

export const FRESH187_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Eastern Cape NGO fieldworker, on notebook a.
  {
    notebook: 'a',
    question: 'stock theft cases - how many ppl arrested for them in total?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(stockTheft))),
  },
  {
    notebook: 'a',
    question: 'EC villages only: how many women n girls were victims?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) => number(peopleTotal('victims_female', rowsWhere(rows, EC, inVillage))),
  },
  {
    notebook: 'a',
    question: 'Amathole distict - how many ppl killed altogther?',
    covers: ['people', 'restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inDistrict(AMATHOLE)))),
  },
  {
    notebook: 'a',
    question: 'OR Tambo district, when was the latest incident? date it happened pls, not the press date',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(inDistrict(OR_TAMBO)), 'latest'),
  },
  {
    notebook: 'a',
    question: 'initiation season: how many initiates died or got assaulted at initiation schools in EC?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the insurance actuary, on notebook a.
  {
    notebook: 'a',
    question:
      'Conditional on an incident being located in Khayelitsha, what is the expected number of fatalities per incident? Take as denominator the Khayelitsha incidents with a stated death toll, and give the figure to two decimals.',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      meanOf(
        rows.filter(inKhayelitsha).map((r) => r.victims_killed ?? null),
        2,
      ),
  },
  {
    notebook: 'a',
    question:
      'What proportion of Western Cape incidents had resulted in an arrest by the time of the release? Numerator: Western Cape incidents with an arrest; denominator: all Western Cape incidents. Express as a percentage, nearest whole number.',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(inProvince('Western Cape')), arrested),
  },
  {
    notebook: 'a',
    question:
      'Conditional on an incident having occurred on a Saturday or Sunday (incident date, not release date), what is the probability that it involved a murder? Denominator: all dated weekend incidents; answer as a percentage to the nearest whole number.',
    covers: ['share', 'calendar', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(weekend), murder),
  },
  {
    notebook: 'a',
    question:
      'Which province carries the largest aggregate injury exposure, i.e. the highest total number of people injured summed over all its incidents?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_injured')),
  },
  {
    notebook: 'a',
    question:
      "What is the incident rate per 100,000 residents for Gauteng, using the province's population as the exposure base?",
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the retired magistrate, on notebook a.
  {
    notebook: 'a',
    question:
      'In respect of the matters reported at the Johannesburg Central police station, I should be obliged to learn the total number of accused persons who were taken into custody.',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      number(suspectsArrested(rows.filter((r) => r.police_station === 'Johannesburg Central'))),
  },
  {
    notebook: 'a',
    question:
      'Would you kindly confirm whether there is any matter arising in the province of KwaZulu-Natal in which a member of the South African Police Service, whether on or off duty, was among the complainants?',
    covers: ['yes/no', 'people', 'conjunction'],
    expect: (rows) => yesNo(count(rows, inProvince('KwaZulu-Natal'), policeVictim) > 0),
  },
  {
    notebook: 'a',
    question:
      'On what date was the earliest offence of rape committed, that is to say the date of the alleged offence itself rather than the date upon which the police issued their statement?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(rape), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Upon which day of the week were the greatest number of fatal matters committed, by which I mean those matters in which at least one person lost his or her life and the date of the offence is stated?',
    covers: ['ranking', 'calendar', 'people'],
    ...ranking(fatalWeekdayTally),
  },
  {
    notebook: 'a',
    question:
      'In how many of these matters was the accused represented by Legal Aid South Africa or by privately instructed counsel at the first appearance?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the Eastern Cape NGO fieldworker, on notebook b.
  {
    notebook: 'b',
    question: 'any EC cases in this lot at all? y/n',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, EC) > 0),
  },
  {
    notebook: 'b',
    question: 'how many ppl killed in incidents that happened in villages?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inVillage))),
  },
  {
    notebook: 'b',
    question: 'which province had the most village incidents?',
    covers: ['ranking'],
    ...ranking(villageProvinceTally),
  },
  {
    notebook: 'b',
    question: 'stok theft cases where no one was arrested - how many?',
    covers: ['misspelling', 'restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, stockTheft, notArrested)),
  },
  {
    notebook: 'b',
    question: 'how many of the ppl killed in the villages were unemployed?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the insurance actuary, on notebook b.
  {
    notebook: 'b',
    question:
      'Conditional on an arrest having been made, what is the expected number of suspects arrested per incident? Denominator: incidents with an arrest and a stated number arrested; give it to two decimals.',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      meanOf(
        rows.filter(arrested).map((r) => r.num_suspects_arrested),
        2,
      ),
  },
  {
    notebook: 'b',
    question:
      'Among rape incidents, what proportion involved at least one victim under 18? Numerator: rape incidents with a child victim; denominator: all rape incidents. Percentage, nearest whole number.',
    covers: ['share', 'people', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(rape), childVictim),
  },
  {
    notebook: 'b',
    question:
      'Conditional on the incident involving a murder, what is the probability that it occurred on a farm? Denominator: all murder incidents; answer as a percentage to the nearest whole number.',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(murder), onAFarm),
  },
  {
    notebook: 'b',
    question:
      'For seasonality purposes: in which calendar month, all years pooled and by incident date, did the most fatal incidents (at least one death) occur?',
    covers: ['ranking', 'calendar', 'people'],
    ...ranking(fatalMonthTally),
  },
  {
    notebook: 'b',
    question:
      'Conditional on the victim having been under the influence of alcohol, what was the probability of a fatal outcome? Denominator: all victims with alcohol involvement.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the retired magistrate, on notebook b.
  {
    notebook: 'b',
    question:
      'In how many of the matters before us was the accused known to the complainant prior to the offence, whether as an intimate partner, a member of the family or an acquaintance?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(count(rows, knewTheAttacker)),
  },
  {
    notebook: 'b',
    question:
      'In respect of the matters arising within the Northern Cape, on what date was the most recent offence committed, reckoned by the date of the offence and not by that of the police statement?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rows.filter(inProvince('Northern Cape')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Taking all the matters together, how many of the accused, whether already apprehended or still being sought, were of the female sex?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question:
      'How many matters arising within the jurisdiction of the Mangaung Metropolitan Municipality concerned offences committed during the calendar year 2023?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => r.municipality === 'Mangaung', inYear(2023))),
  },
  {
    notebook: 'b',
    question:
      'In how many of these matters did the complainant require the assistance of a court interpreter in giving evidence?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh187QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH187_QUESTIONS, rows);
