/**
 * The forty-first fresh question set, written blind: without reading the analyst, the extractor, the
 * corpus code or any earlier question set. Thirty questions, fifteen about notebook `a` and fifteen
 * about notebook `b`, each with one answer worked out in code from the ground truth in
 * eval/dev-releases/releases.jsonl.
 *
 * Voices (five questions of each notebook apiece):
 * - a trauma counsellor at a hospital: injuries, children, women, the bereaved; gentle, long
 *   sentences with the reason for asking first;
 * - the operations manager of a private security company: CIT, business robberies, hijackings,
 *   guns, provinces; terse, abbreviations (CIT, EC, MP, NW, NC), the odd typo;
 * - a high-school history teacher setting a project: dates, years, months, earliest and latest,
 *   comparisons between periods.
 *
 * Readings:
 * - An incident is one release (one row of the notebook); a crime word means the row's `crimes` holds
 *   that category ("CIT" is cash-in-transit robbery; "hijackings, car or truck" is carjacking or truck
 *   hijacking; "business robberies" is business robbery; "unlicensed guns" and "illegal firearm charge"
 *   are illegal firearm possession; "rape cases" and "murders" are rows with rape or murder).
 * - Dates are the incident's `event_date`; a row whose date is null falls in no window, no month and on
 *   no weekday. Windows are inclusive at both ends: "from 2020 onwards" starts on 2020-01-01, "2018 and
 *   2019" runs 2018-01-01 to 2019-12-31, "before 2021" ends on 2020-12-31. "December" is month 12 of
 *   any year; a weekend is a Saturday or a Sunday by the calendar.
 * - People figures are sums of the people-model fields over the chosen rows, and a null (not stated)
 *   adds nothing: victims killed (`victims_killed`, never suspects shot by police), injured
 *   (`victims_injured`), children (`victims_children`, under 18), police officers (`victims_police`),
 *   women and girls (`victims_female`), women suspects (`suspects_female`), suspects arrested
 *   (`num_suspects_arrested`). "Knew the attacker" is a stated relationship of partner, family or
 *   acquaintance; "a relative" is `family` alone. "A police officer was killed" is a row with at least
 *   one police victim and at least one victim killed.
 * - Shares are whole percentages, rounded to the nearest (the figures never lie on a half). "Share of
 *   incidents with a victim killed" is over every incident of the notebook, a null counting as none
 *   killed; "rape cases with a child victim" is over the rape incidents only; "EC incidents with an
 *   arrest" is over the Eastern Cape incidents (`arrest_made` true); "MP's share of arrests" is
 *   Mpumalanga's suspects arrested over all suspects arrested in the notebook.
 * - "More injured than killed" and "more incidents in one period than another" are strict: equal is No.
 *   "How many more in 2023 than 2022" is the difference of the two counts.
 * - Rankings name the single top key, and the checks refuse a tie: provinces by victims killed (KZN
 *   answers as KwaZulu-Natal, KwaZulu Natal or KZN), by suspects arrested, by child victims, and by
 *   incidents with an illegal firearm charge; municipalities by incidents (City of X may be named X).
 * - Refusals: no release states the victims' home language (the texts were searched for "language",
 *   "isiZulu", "Xhosa", "Sotho", "Tswana", "Venda", "Tsonga", "Afrikaans", "English", "speak",
 *   "interpret", "translat"; "Zulu" appears only inside KwaZulu-Natal); none states the weather (searched
 *   "weather", "rain", "storm", "sunny", "mist", "fog", "wind", "cold", "temperature", "cloud", "thunder",
 *   "snow", "flood": only "train", "raincoats", "Loraine", "window", "cold drinks" and the like); and no
 *   release of notebook `b` names the company whose cash van or guards were robbed (searched "SBV",
 *   "G4S", "Fidelity", "Brink", "Mosamo", "Prosegur", "security company", "company", "guard": Mecklenburg
 *   says only "a security company vehicle", Zinniaville "three security guards"; the firms named in `b`,
 *   Vetus and BIU, helped the police elsewhere).
 */
import type { BlindQuestion } from './blind-sets';
import {
  inMonths,
  knewTheAttacker,
  kznProvinceNames,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
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
  number,
  percentOf,
  refusal,
  sinceYear,
  sum,
  weekend,
  within,
} from './ground-truth-questions';

const hijacking = (r: DevRow) => has('carjacking')(r) || has('truck hijacking')(r);
const someoneKilled = (r: DevRow) => (r.victims_killed ?? 0) > 0;
const childVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;
const policeOfficerKilled = (r: DevRow) => (r.victims_police ?? 0) > 0 && someoneKilled(r);
const arrestedIn = (rows: readonly DevRow[]) => sum(rows.map((r) => r.num_suspects_arrested));

export const FRESH41_QUESTIONS: BlindQuestion[] = [
  // Notebook a: the trauma counsellor.
  {
    notebook: 'a',
    question:
      "I work as a trauma counsellor at a hospital and I'm putting something together for our paediatric team, so the little ones are on my mind. Looking only at the Western Cape incidents, how many of the victims were children, meaning anyone under 18?",
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      "So many of the families I sit with have lost someone, and I'd like to understand how common that is in these reports. Leaving aside any suspects shot by the police, in what share of all the incidents in this notebook was at least one victim killed? The nearest whole percent is fine.",
    covers: ['share', 'people'],
    expect: (rows) => percentOf(rows, someoneKilled),
  },
  {
    notebook: 'a',
    question:
      'When I think about where the grief in these reports is heaviest, I keep wondering about the provinces. Which province had the most victims killed, adding up all of its incidents?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      "I'm preparing a GBV support session and I want to be careful about what I say on abuse within families. In any of the rape cases in this notebook, was the accused a relative of the person who was raped?",
    covers: ['yes/no', 'slang', 'conjunction'],
    expect: (rows) => yesNo(rows.some((r) => has('rape')(r) && r.relationship === 'family')),
  },
  {
    notebook: 'a',
    question:
      'We try to have interpreters available so that people can talk about what happened to them in their own language. Do these releases tell us what home language the victims spoke, and if they do, which language came up most often?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Notebook a: the security operations manager.
  {
    notebook: 'a',
    question: 'CIT hits from 2020 onwards - how many in here?',
    covers: ['slang', 'restricted count', 'calendar'],
    expect: (rows) => number(count(rows, has('cash-in-transit robbery'), sinceYear(2020))),
  },
  {
    notebook: 'a',
    question:
      'All the CIT robberies in this notebook, any year: total people injured? Guards, bystanders, whoever.',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(has('cash-in-transit robbery')))),
  },
  {
    notebook: 'a',
    question: 'Which province had the most suspects arrested? Total heads, not number of cases.',
    covers: ['ranking'],
    ...ranking((rows) =>
      tallyOf(
        rows,
        (r) => r.province,
        (r) => r.num_suspects_arrested ?? 0,
      ),
    ),
  },
  {
    notebook: 'a',
    question: 'Hijackings, car or truck, that also came with a kidnaping charge. How many?',
    covers: ['conjunction', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, hijacking, has('kidnapping'))),
  },
  {
    notebook: 'a',
    question: 'EC only. What % of incidents ended with at least one arrest? Nearest whole %.',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows.filter(inProvince('Eastern Cape')), (r) => r.arrest_made === true),
  },

  // Notebook a: the history teacher.
  {
    notebook: 'a',
    question:
      'My Grade 11s are building a timeline of kidnappings for their history project. What is the date of the most recent kidnapping in this notebook? I mean the day it took place, not the day it was reported.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'One group wants to look at crime over the festive season. Taking all the years together, how many incidents took place in the month of December?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMonths(12, 12))),
  },
  {
    notebook: 'a',
    question:
      'I want the class to compare two periods side by side. Were there more incidents in 2018 and 2019 combined than in 2020 and 2021 combined?',
    covers: ['yes/no', 'calendar'],
    expect: (rows) =>
      yesNo(
        count(rows, within('2018-01-01', '2019-12-31')) > count(rows, within('2020-01-01', '2021-12-31')),
      ),
  },
  {
    notebook: 'a',
    question:
      'One learner has a theory that murders cluster at weekends. Of the murders recorded in this notebook, how many happened on a Saturday or a Sunday?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => number(count(rows, has('murder'), weekend)),
  },
  {
    notebook: 'a',
    question:
      'Another group is doing a project on weather and crime. On how many of the days when these incidents happened was it raining?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Notebook b: the trauma counsellor.
  {
    notebook: 'b',
    question:
      'In my work I see a lot of young survivors of sexual violence, and I would like to know how often children are involved. Of the rape cases in this notebook, what percentage had at least one victim who was a child under 18? To the nearest whole percent, please.',
    covers: ['share', 'people'],
    expect: (rows) => percentOf(rows.filter(has('rape')), childVictim),
  },
  {
    notebook: 'b',
    question:
      "I'm starting a support group for women at the hospital and I'd like a gentle sense of the scale of things. How many of the victims in the Free State incidents were women or girls?",
    covers: ['people', 'restricted count'],
    expect: (rows) => number(sum(rows.filter(inProvince('Free State')).map((r) => r.victims_female))),
  },
  {
    notebook: 'b',
    question:
      'So often the person who causes the harm is someone the victim trusted. In how many of these incidents do the releases say the attacker was someone the victim knew, such as a partner, a family member or an acquaintance?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(count(rows, knewTheAttacker)),
  },
  {
    notebook: 'b',
    question:
      'I am trying to understand whether our colleagues up in Mpumalanaga mostly see the wounded or the bereaved. Across the incidents there, were more people injured than killed?',
    covers: ['yes/no', 'misspelling', 'people'],
    expect: (rows) => {
      const mpumalanga = rows.filter(inProvince('Mpumalanga'));
      return yesNo(peopleTotal('victims_injured', mpumalanga) > peopleTotal('victims_killed', mpumalanga));
    },
  },
  {
    notebook: 'b',
    question:
      'We would like to know where support for traumatised children is most needed. Which province had the most child victims, counting everyone under 18 across its incidents?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_children')),
  },

  // Notebook b: the security operations manager.
  {
    notebook: 'b',
    question:
      'Which CIT companies had their vans or crews hit in these robberies? Need the names for our risk register.',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'Unlicensed guns. Which province has the most cases with an illegal firearm charge?',
    covers: ['ranking', 'slang'],
    ...ranking((rows) => tallyOf(rows.filter(has('illegal firearm possession')), (r) => r.province)),
  },
  {
    notebook: 'b',
    question: 'Business robberies (shops, tuckshops, butcheries etc) in NW and NC combined - count?',
    covers: ['restricted count', 'slang'],
    expect: (rows) =>
      number(
        count(
          rows,
          has('business robbery'),
          (r) => inProvince('North West')(r) || inProvince('Northern Cape')(r),
        ),
      ),
  },
  {
    notebook: 'b',
    question: 'How many of the suspects across these cases were women? Arrested or still wanted, total.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question: "MP's share of all suspects arrested in this notebook, as a % to the nearest whole number?",
    covers: ['share', 'slang'],
    expect: (rows) => percentage(arrestedIn(rows.filter(inProvince('Mpumalanga'))), arrestedIn(rows)),
  },

  // Notebook b: the history teacher.
  {
    notebook: 'b',
    question:
      'For our class timeline I need a starting point. What is the date of the earliest incident in the Free State that this notebook records?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Free State')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'I would like the learners to compare two recent years for a class discussion. How many more incidents took place in 2023 than in 2022?',
    covers: ['calendar'],
    expect: (rows) => excessOf(rows, inYear(2023), inYear(2022)),
  },
  {
    notebook: 'b',
    question:
      'The learners are plotting these incidents on a map of municipalities. Which municipality comes up most often in the notebook?',
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(rows, (r) => r.municipality), municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'One learner is researching police officers who lost their lives, on duty or off. What is the most recent date on which a police officer was killed in these incidents?',
    covers: ['date', 'people'],
    expect: (rows) => dateAt(rows.filter(policeOfficerKilled), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'For a before-and-after exercise: how many of the incidents in the Nothern Cape happened before 2021?',
    covers: ['misspelling', 'calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Northern Cape'), within('0000-01-01', '2020-12-31'))),
  },
];

export const fresh41QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH41_QUESTIONS, rows);
