/**
 * The seventy-eighth fresh question set (blind): thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. An injury-surveillance epidemiologist: case counts, fatalities, non-fatal injuries, person-level
 *    counts, incidence by quarter, proportions of cases, "excluding records with missing dates".
 * 2. A crime novelist researching plots: narrative framing, superlatives ("the bloodiest single
 *    incident", "the earliest case on record", "the most recent"), towns as characters, months and
 *    seasons (southern-hemisphere: winter is June to August, summer is December to February).
 * 3. An isiXhosa-speaking street-committee member writing in English with isiXhosa words mixed in
 *    (amapolisa = police, abantwana = children, abafazi = women, amadoda = men, izigebengu = criminals,
 *    eKapa = Cape Town, eMonti = East London, eBhayi = Gqeberha), informal punctuation and a few typos
 *    ("munisipality", "Nothern Cape", "Nort West").
 *
 * The readings chosen (one row is one incident, a "case" or "record"; a crime question counts the rows
 * whose `crimes` hold the category):
 * - Dates are `event_date` alone: a row without one is outside every quarter, month, season, year,
 *   "since"/range window and weekday, and is never the earliest or most recent; `published_date` is
 *   never read. "Excluding records with missing dates" therefore changes nothing in a date window, and
 *   in a question without one it drops the rows whose `event_date` is null. A quarter "all years pooled"
 *   is its months in any year (Q4 = October to December); "2022 Q3" is 1 July to 30 September 2022,
 *   both ends included. Winter is June, July and August of any year; summer is December, January and
 *   February of any year. A weekend is a Saturday or Sunday of `event_date`. "Since 2021" / "from 2023"
 *   starts on 1 January of that year.
 * - People are person-level sums of the stated figures: `victims_killed` (fatalities, killed, people
 *   who died), `victims_injured` (non-fatal injuries, injured), `victims_children` (abantwana, children,
 *   victims under eighteen), `victims_police` (amapolisa, police officers, on or off duty),
 *   `victims_female` (abafazi, women victims), `victims_male` (amadoda, men victims), `suspects_male`
 *   (male suspects, arrested or sought), `num_suspects_arrested` (izigebengu arrested, suspects
 *   arrested). A null (unstated) figure adds nothing. The incident with "the most victims" is measured
 *   by `num_victims`; "the bloodiest" by `victims_killed`.
 * - "Murder", "killing" is `murder` alone (attempted murder and culpable homicide are not). "Sexual
 *   offences" are `rape` or `sexual assault`. "Rape cases" are `rape`.
 * - A case "with a child victim" / "with a victim under 18" has `victims_children` of at least 1; a
 *   null counts as no child victim. A case "with amapolisa among the victims" has `victims_police` of at
 *   least 1. Proportions of cases are over all the rows of the selection (null figures stay in the
 *   denominator), to the nearest whole percent.
 * - Places: provinces are `province` (KZN is KwaZulu-Natal, eGauteng is Gauteng; KwaZulu-Natal may be
 *   answered as "KZN"). eKapa is the `City of Cape Town` municipality, eBhayi the `Nelson Mandela Bay`
 *   municipality and eMonti the `Buffalo City` municipality. A town named as a character (Khayelitsha,
 *   Bloemfontein, "in or around") is a row whose `location` holds the word, in any case. A municipality
 *   answer is `municipality` as written or without "City of" (rows without one are left out).
 * - "How many more X than Y" / "by how many does X exceed Y" is the difference of the two sums; X must
 *   be larger, or the question is in error.
 * - Rankings (province with most injured, incident with most victims, Gauteng municipality with most
 *   cases, municipality with most fatalities, bloodiest incident, province with most rape cases) each
 *   carry their tally keyed by place; an incident is named by the parts of its location no other
 *   incident shares. A tie at the top is an error in the question.
 * - Yes/no is "Yes" when at least one row passes every test.
 * - Refusals: the ground truth holds no victims' ages (only whether a victim was a child), so no median
 *   age at death; nor whether a suspect was out on bail or parole.
 */
import {
  any,
  anyCrime,
  atPlace,
  type BlindQuestion,
  femaleVictims,
  inMonths,
  inMunicipality,
  kznProvinceNames,
  largestIncident,
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
  has,
  inProvince,
  inYear,
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
  within,
} from './ground-truth-questions';

/** A murder; attempted murder and culpable homicide are not. */
const murder = has('murder');
/** A sexual offence: rape or sexual assault. */
const sexualOffence = anyCrime('rape', 'sexual assault');
/** At least one child victim stated; an unstated figure is no child. */
const childVictim = (r: DevRow) => (r.victims_children ?? 0) >= 1;
/** At least one police officer among the victims. */
const policeVictim = (r: DevRow) => (r.victims_police ?? 0) >= 1;
const dated = (r: DevRow) => r.event_date !== null;
/** Southern summer: December, January or February of any year. */
const summer = any(inMonths(12, 12), inMonths(1, 2));
const winter = inMonths(6, 8);

/** How much the first figure exceeds the second; not more is an error in the question. */
function excess(first: number, second: number) {
  const difference = first - second;
  if (difference <= 0) throw new Error(`the first side does not have more: ${difference}`);
  return number(difference);
}

const gautengMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(inProvince('Gauteng')), (r) => r.municipality);
const killedByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );
const rapeProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(has('rape')), (r) => r.province);

export const FRESH78_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the injury-surveillance epidemiologist, on notebook a.
  {
    notebook: 'a',
    question:
      'Person-level count, not case count: how many fatalities in total were recorded across the KwaZulu-Natal records?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question:
      'Incidence by quarter: number of murder cases with an incident date in Q4 (Oct-Dec), all years pooled, excluding records with missing dates.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, inMonths(10, 12))),
  },
  {
    notebook: 'a',
    question:
      'What proportion of cases involved at least one child victim (under 18)? All records in the denominator, whole-number percentage please.',
    covers: ['share', 'people'],
    expect: (rows) => percentOf(rows, childVictim),
  },
  {
    notebook: 'a',
    question:
      'Non-fatal injuries by province - which province has the highest person-level count of injured victims?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_injured'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'What is the median age at death among the fatalities in this surveillance extract?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the crime novelist, on notebook a.
  {
    notebook: 'a',
    question:
      'My thriller opens with a massacre. Which single incident in here had the most victims of all, and where did it play out?',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.num_victims,
    ),
  },
  {
    notebook: 'a',
    question:
      "What's the earliest case on record in this pile? I mean the day the crime itself happened, not the day the police put out the statement.",
    covers: ['date'],
    expect: (rows) => dateAt(rows, 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Khayelitsha is turning into a character in its own right in my draft. How many of the incidents are set in Khayelitsha?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, atPlace('Khayelitsha'))),
  },
  {
    notebook: 'a',
    question:
      'Murders in the dead of the southern winter, so June, July and August of any year - how many are there to draw on?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, winter)),
  },
  {
    notebook: 'a',
    question:
      "Did any murder in Gauteng happen on a weekend, a Saturday or a Sunday? I want to ruin my detective's days off.",
    covers: ['yes/no', 'calendar', 'conjunction'],
    expect: (rows) => yesNo(count(rows, murder, inProvince('Gauteng'), weekend) > 0),
  },

  // Voice 3, the isiXhosa-speaking street-committee member, on notebook a.
  {
    notebook: 'a',
    question:
      'molweni.. how many amapolisa were victims in the cases eKapa?? on duty or off duty, all of them',
    covers: ['people', 'slang', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inMunicipality('City of Cape Town')))),
  },
  {
    notebook: 'a',
    question:
      'eBhayi and eMonti put together - abantu abangaphi ababulawa? i mean how many people were killed there',
    covers: ['people', 'slang'],
    expect: (rows) =>
      number(
        peopleTotal(
          'victims_killed',
          rows.filter(any(inMunicipality('Nelson Mandela Bay'), inMunicipality('Buffalo City'))),
        ),
      ),
  },
  {
    notebook: 'a',
    question:
      'izigebengu in the Eastern Cape from 2023 till now.. how many of them did amapolisa arrest altogether',
    covers: ['people', 'calendar', 'conjunction', 'slang'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, inProvince('Eastern Cape'), sinceYear(2023)))),
  },
  {
    notebook: 'a',
    question: 'KZN side, how many more amadoda than abafazi were victims? just the difference pls',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) => {
      const kzn = rows.filter(inProvince('KwaZulu-Natal'));
      return excess(maleVictims(kzn), femaleVictims(kzn));
    },
  },
  {
    notebook: 'a',
    question: 'which munisipality eGauteng has the most cases?? we must warn the people there',
    covers: ['ranking', 'slang', 'misspelling'],
    ...ranking(gautengMunicipalityTally, municipalityNames),
  },

  // Voice 1, the injury-surveillance epidemiologist, on notebook b.
  {
    notebook: 'b',
    question: 'Case count for 2022 Q3 (1 July to 30 September 2022), excluding records with missing dates?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2022-07-01', '2022-09-30'))),
  },
  {
    notebook: 'b',
    question: 'Free State records only: by how many do fatalities exceed non-fatal injuries, person-level?',
    covers: ['people', 'conjunction'],
    expect: (rows) => {
      const freeState = rows.filter(inProvince('Free State'));
      return excess(peopleTotal('victims_killed', freeState), peopleTotal('victims_injured', freeState));
    },
  },
  {
    notebook: 'b',
    question:
      'Among sexual offence cases (rape or sexual assault), what proportion had at least one victim under 18? Nearest whole percent.',
    covers: ['share', 'conjunction', 'people'],
    expect: (rows) => percentOf(rows.filter(sexualOffence), childVictim),
  },
  {
    notebook: 'b',
    question: 'Which municipality carries the highest person-level fatality count?',
    covers: ['ranking', 'people'],
    ...ranking(killedByMunicipality, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Excluding records with missing dates, what is the total number of male suspects, arrested or still wanted?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('suspects_male', rows.filter(dated))),
  },

  // Voice 2, the crime novelist, on notebook b.
  {
    notebook: 'b',
    question:
      'Which was the bloodiest single incident, the one where the most people were killed? Where did it happen?',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.victims_killed ?? null,
    ),
  },
  {
    notebook: 'b',
    question: 'When did the most recent murder on file take place? My epilogue needs a date.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(murder), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Bloemfontien keeps popping up as a backdrop. How many incidents happen in or around Bloemfontein?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, atPlace('Bloemfontein'))),
  },
  {
    notebook: 'b',
    question:
      'For a sweltering summer chapter: how many incidents took place in December, January or February, any year?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, summer)),
  },
  {
    notebook: 'b',
    question:
      'Which province would be the grimmest setting for a novel about sexual violence - where are the most rape cases?',
    covers: ['ranking', 'restricted count'],
    ...ranking(rapeProvinceTally, kznProvinceNames),
  },

  // Voice 3, the isiXhosa-speaking street-committee member, on notebook b.
  {
    notebook: 'b',
    question: 'abantwana!! how many abantwana (under 18) were victims in all these cases, total',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question: 'abafazi abangaphi were victims in the Nothern Cape? count the women only',
    covers: ['people', 'restricted count', 'slang', 'misspelling'],
    expect: (rows) => number(femaleVictims(rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question: 'Nort West, 2024 only - izigebengu ezingaphi were arrested by amapolisa? total pls',
    covers: ['people', 'calendar', 'conjunction', 'slang', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, inProvince('North West'), inYear(2024)))),
  },
  {
    notebook: 'b',
    question:
      'sicela ukwazi.. how many of these izigebengu were out on bail or parole when they did the crimes?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'eMpumalanga since 2021, were any amapolisa among the victims? yes or no',
    covers: ['yes/no', 'calendar', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, inProvince('Mpumalanga'), sinceYear(2021), policeVictim) > 0),
  },
];

export const fresh78QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH78_QUESTIONS, rows);
