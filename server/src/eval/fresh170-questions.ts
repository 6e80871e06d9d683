/**
 * The hundred-and-seventieth fresh question set (blind): thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A school principal worried about learners and young people: children as victims, the ages of
 *    suspects, incidents at schools; earnest, a little wordy, the odd slip ("childern", "wich").
 * 2. An honours student writing a thesis: careful academic phrasing, explicit periods ("for the period
 *    1 January 2018 to 31 December 2022") and operational definitions stated in the question.
 * 3. A township tour operator asking quick practical questions about safety by place and time, in SMS
 *    style: abbreviations ("hw", "ppl", "wknd", "y/n"), slang ("durbs", "bloem", "CIT") and typos
 *    ("khayelitsa", "hijackngs").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every period, year, weekend and "since",
 *   and is never the latest or the earliest; `published_date` is never read. A period "1 January X to
 *   31 December Y" includes both ends. A weekend ("wknd", "Sat/Sun") is a Saturday or Sunday of
 *   `event_date`. "The year" of an incident is the year of its `event_date`.
 * - People are sums of the stated figures, a null (unstated) figure adding nothing: `victims_children`
 *   (children, learners, kids: victims under eighteen), `victims_killed` (killed, persons killed, ppl
 *   killed), `num_suspects_arrested` (suspects arrested).
 * - An incident "with a child victim" is a row whose `victims_children` is stated and at least 1.
 *   "Children who were victims of rape or sexual assault" are the `victims_children` of the rows whose
 *   crimes hold `rape` or `sexual assault`.
 * - Suspects' ages are the entries of `suspect_ages`, one per suspect whose age is stated; "under 21"
 *   is an age below 21. "The youngest suspect in a case with a child victim" is the least such age over
 *   the rows with a child victim.
 * - An incident "at a school" is a row whose `location` holds the word "school" (any case). "Nobody
 *   arrested" is `arrest_made === false`; "anybody arrested" is `arrest_made === true`.
 * - Places: "Khayelitsha" and "bloem" are the rows whose `location` holds "Khayelitsha" / "Bloemfontein"
 *   (any case; Mangaung rows elsewhere, such as farms near Glen or Thaba Nchu, are not "bloem");
 *   "Kruger" is a `location` holding "Kruger". "Durbs" is the `eThekwini` municipality. A
 *   "municipality" is `municipality` (rows without one are left out), answered as written or without
 *   "City of". Provinces are `province`; KwaZulu-Natal may be answered as "KZN".
 * - Crimes: "murder" is `murder` alone (not attempted murder or culpable homicide). "CIT" / "cash-in-
 *   transit robbery" is `cash-in-transit robbery`. "Hijackings" are `carjacking` or `truck hijacking`.
 *   "Gun incidents" are the rows whose crimes hold `illegal firearm possession`. "Poaching" is
 *   `poaching`. "Rape" is `rape`.
 * - Shares are to the nearest whole percent: the share of incidents resulting in an arrest is over the
 *   dated rows of the period (`arrest_made === true` over all of them, an unstated arrest counting as
 *   none); the share of incidents with a child victim is over all the notebook's rows; the share in which
 *   the victim knew the attacker is over the rows with a stated `relationship`, knowing being `partner`,
 *   `family` or `acquaintance`.
 * - "An incident in which at least one suspect was female" is a row whose `suspects_female` is at least 1.
 * - "How many more in P than in Q" / "by how many did P exceed Q" is the difference of the two sums;
 *   P must have more.
 * - The list of provinces with a CIT robbery in a period is every `province` of such a dated row.
 * - Rankings (province with most child victims, municipality with most persons killed, province with most
 *   gun incidents, year with most incidents in a period) each carry their tally; a tie at the top is an
 *   error in the question.
 * - Refusals: the ground truth holds no victims' ages or school grades (only whether a victim was a
 *   child), no court outcomes (convictions, sentences), no suspects' employment or education, and no time
 *   of day.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  inMunicipality,
  knewTheAttacker,
  kznProvinceNames,
  peopleByProvince,
  peopleTotal,
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
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
  within,
} from './ground-truth-questions';

/** An incident with at least one stated child victim. */
const withChildVictim = (r: DevRow) => (r.victims_children ?? 0) >= 1;
/** An incident the release places at a school. */
const atSchool = atPlace('school');
const sexualOffence = anyCrime('rape', 'sexual assault');
const cit = has('cash-in-transit robbery');
/** A hijacking: a car or a truck. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
const gunIncident = has('illegal firearm possession');
const inKhayelitsha = atPlace('Khayelitsha');
const inBloem = atPlace('Bloemfontein');
const inKruger = atPlace('Kruger');
const hasFemaleSuspect = (r: DevRow) => (r.suspects_female ?? 0) >= 1;

/** The least of the stated ages; none stated is an error in the question. */
function youngest(ages: number[]): number {
  if (ages.length === 0) throw new Error('no stated age');
  return Math.min(...ages);
}

/** The distinct provinces of the rows, in order of first appearance; none is an error in the question. */
function provincesOf(rows: readonly DevRow[]) {
  const provinces = [...new Set(rows.map((r) => r.province))];
  if (provinces.length === 0) throw new Error('no province to list');
  return { kind: 'list' as const, value: provinces };
}

const killedByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );
const gunProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(gunIncident), (r) => r.province);
const yearTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(within('2016-01-01', '2022-12-31')), (r) => r.event_date?.slice(0, 4));

export const FRESH170_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the school principal, on notebook a.
  {
    notebook: 'a',
    question:
      'I am a school principal and our learners are my first concern. Across all of these incidents, how many of the victims were children under 18?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question: 'How many of the rape cases had a child as a victim? I am thinking of our girls especially.',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, has('rape'), withChildVictim)),
  },
  {
    notebook: 'a',
    question:
      'Of the suspects whose ages are given, how many were under 21, so young people barely out of school themselves?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectAges(rows).filter((age) => age < 21).length),
  },
  {
    notebook: 'a',
    question:
      'When did the most recent incident with a child victim happen? I would like the date it took place, please.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(withChildVictim), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'For the childern who were victims, what grades were they in at school and how old was the youngest one?',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },

  // Voice 2, the honours student, on notebook a.
  {
    notebook: 'a',
    question:
      'For the period 1 January 2018 to 31 December 2022, how many incidents involved murder, operationalised as the offence of murder itself and excluding attempted murder and culpable homicide?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, has('murder'), within('2018-01-01', '2022-12-31'))),
  },
  {
    notebook: 'a',
    question:
      'For the period 1 January 2019 to 31 December 2023, what percentage of incidents resulted in at least one arrest at the time of the release? Please round to the nearest whole percent.',
    covers: ['share', 'calendar'],
    expect: (rows) => percentOf(rows.filter(within('2019-01-01', '2023-12-31')), arrested),
  },
  {
    notebook: 'a',
    question:
      'Please enumerate the provinces in which at least one cash-in-transit robbery occurred during the period 1 January 2018 to 31 December 2024.',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => provincesOf(rowsWhere(rows, cit, within('2018-01-01', '2024-12-31'))),
  },
  {
    notebook: 'a',
    question:
      'By how many did the number of persons killed in the Eastern Cape exceed the number killed in KwaZulu-Natal for the period 1 January 2019 to 31 December 2023?',
    covers: ['people', 'conjunction', 'calendar'],
    expect: (rows) => {
      const period = within('2019-01-01', '2023-12-31');
      return excessOf(
        rows.filter(period),
        inProvince('Eastern Cape'),
        inProvince('KwaZulu-Natal'),
        (selected) => peopleTotal('victims_killed', selected),
      );
    },
  },
  {
    notebook: 'a',
    question:
      'For my thesis on prosecutorial outcomes: what proportion of the suspects arrested in these incidents were subsequently convicted, and what was the mean sentence imposed?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the tour operator, on notebook a.
  {
    notebook: 'a',
    question: 'hw many ppl killed in khayelitsa altogether?',
    covers: ['people', 'misspelling', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inKhayelitsha))),
  },
  {
    notebook: 'a',
    question: 'gauteng - hw many incidents on wknds (sat/sun)?',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, inProvince('Gauteng'), weekend)),
  },
  {
    notebook: 'a',
    question: 'any hijackngs in durbs since 2020? y/n',
    covers: ['yes/no', 'calendar', 'misspelling', 'slang'],
    expect: (rows) => yesNo(count(rows, hijacking, inMunicipality('eThekwini'), sinceYear(2020)) > 0),
  },
  {
    notebook: 'a',
    question: 'wich municipality had the most ppl killed?',
    covers: ['ranking', 'people'],
    ...ranking(killedByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'last CIT heist - wat date?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },

  // Voice 1, the school principal, on notebook b.
  {
    notebook: 'b',
    question:
      'Which province had the most children among the victims? We are thinking of running a safety week.',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_children'), kznProvinceNames),
  },
  {
    notebook: 'b',
    question:
      'There is a report of a break-in at a secondary school. Was anybody arrested for that school incident? Yes or no.',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, atSchool, arrested) > 0),
  },
  {
    notebook: 'b',
    question: 'In the cases where a child was a victim, how old was the youngest suspect?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(youngest(suspectAges(rows.filter(withChildVictim)))),
  },
  {
    notebook: 'b',
    question: 'How many children in total were victims of rape or sexual assault in these reports?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(sexualOffence))),
  },
  {
    notebook: 'b',
    question: 'Out of all the incidents, wich percentage had at least one child victim?',
    covers: ['share', 'misspelling'],
    expect: (rows) => percentOf(rows, withChildVictim),
  },

  // Voice 2, the honours student, on notebook b.
  {
    notebook: 'b',
    question:
      'Over the full period covered by the releases, in how many incidents was at least one suspect identified as female?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(count(rows, hasFemaleSuspect)),
  },
  {
    notebook: 'b',
    question:
      'Among incidents in which the relationship between attacker and victim is stated, what percentage involved an attacker known to the victim (defined as a partner, family member or acquaintance)?',
    covers: ['share'],
    expect: (rows) =>
      percentOf(
        rows.filter((r) => r.relationship != null),
        knewTheAttacker,
      ),
  },
  {
    notebook: 'b',
    question:
      'For the period 1 January 2017 to 31 December 2024, how many more suspects were arrested in Mpumalanga than in North West?',
    covers: ['people', 'conjunction', 'calendar'],
    expect: (rows) =>
      excessOf(
        rows.filter(within('2017-01-01', '2024-12-31')),
        inProvince('Mpumalanga'),
        inProvince('North West'),
        suspectsArrested,
      ),
  },
  {
    notebook: 'b',
    question:
      'For the period 1 January 2016 to 31 December 2022, which calendar year recorded the highest number of incidents, dated by the date of the incident rather than of the release?',
    covers: ['ranking', 'calendar'],
    ...ranking(yearTally),
  },
  {
    notebook: 'b',
    question:
      'What proportion of the arrested suspects were unemployed or had not completed matric at the time of the offence?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the tour operator, on notebook b.
  {
    notebook: 'b',
    question: 'hw many incidents in bloem?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, inBloem)),
  },
  {
    notebook: 'b',
    question: 'poaching in kruger - any1 arrested? y/n',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, has('poaching'), inKruger, arrested) > 0),
  },
  {
    notebook: 'b',
    question: 'wat time of nite do most hijackings hapen in mpumalanga?? need 2 plan routes',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'wen was the latest hijacking in mpumalanga, car or truck?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, hijacking, inProvince('Mpumalanga')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'which prov has the most gun incidents (illegal firearms)?',
    covers: ['ranking', 'slang'],
    ...ranking(gunProvinceTally, kznProvinceNames),
  },
];

export const fresh170QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH170_QUESTIONS, rows);
