/**
 * The eighth blind question set: thirty questions about the development set's two notebooks of real
 * releases (fifteen about notebook `a`: Gauteng, KwaZulu-Natal, Western Cape, Eastern Cape; fifteen
 * about `b`: Free State, Limpopo, Mpumalanga, North West, Northern Cape), written without reading the
 * analyst, the extractor or the earlier sets, every expectation computed from the ground truth.
 *
 * Three voices, none used by an earlier set:
 * - the researcher of a municipal councillor, preparing a council safety portfolio: metros and local
 *   municipalities ("the Joburg metro", "NMB"), wards, shares;
 * - the security officer of a foreign consulate, drafting travel advice: provinces, weekends, month
 *   ranges, hijackings, the latest incident;
 * - the health and safety officer of a mineworkers' union: zama zamas, public violence, arson,
 *   extortion, busts.
 *
 * How the questions are read (the expectations compute exactly this):
 * - An incident is one release (one ground-truth row); "cases", "incidents", "rapes" and "busts" count
 *   incidents. A crime counts an incident whose crimes hold that category (an incident may hold
 *   several): "X that also involved Y" and "both X and Y" hold both. "Zama zama" cases are illegal
 *   mining; "vehicle hijackings (cars and trucks)" are carjackings and truck hijackings together;
 *   "an illegal firearm" is illegal firearm possession.
 * - A window reads the incident's date (`event_date`), both ends included; a release whose incident
 *   date is not stated falls in no window and on no weekday. "From December 2022 through February
 *   2023" runs from 1 December 2022 to 28 February 2023, "from 1 July 2022 onward" includes that day,
 *   "before 2020" ends on 31 December 2019; a weekend is a Saturday or a Sunday.
 * - A place: a province by the incident's province ("KZN" is KwaZulu-Natal), a metro or municipality by
 *   its municipality field ("the Joburg metro" is the City of Johannesburg, "NMB" Nelson Mandela Bay).
 * - People: victims are the stated victim counts summed; female or male victims the stated counts by
 *   sex (an incident that does not say adds nothing); suspects arrested are the stated numbers
 *   arrested summed; an incident "where someone was arrested" is one whose `arrest_made` is true; ages
 *   are every stated suspect age, and an average is rounded as asked.
 * - A share is the percentage of the incidents in the group named, to the nearest whole percent.
 * - A ranking names the single leader of the tally asked for (incidents, unless victims or suspects
 *   are named); "Cape Town or eThekwini" ranks those two metros only.
 * - A yes/no compares the computed figures; "more" is strictly more.
 * - A refusal asks for what no field of the ground truth holds (rates per head of population, wards,
 *   the value of what was seized).
 */
import {
  type BlindQuestion,
  before,
  femaleVictims,
  inMunicipality,
  maleVictims,
  percentage,
  ranking,
  suspectAges,
  suspectsArrested,
  tallyOf,
  victims,
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
  meanOf,
  municipalityNames,
  number,
  refusal,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

const where = (rows: readonly DevRow[], ...tests: ((r: DevRow) => boolean)[]) =>
  rows.filter((r) => tests.every((test) => test(r)));
const provinceNames = (province: string) =>
  province === 'KwaZulu-Natal' ? ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'] : province;

export const FRESH8_QUESTIONS: readonly BlindQuestion[] = [
  // Notebook a: the councillor's researcher.
  {
    notebook: 'a',
    question: 'Total suspects arrested in the Joburg metro?',
    covers: ['people', 'slang'],
    expect: (rows) => number(suspectsArrested(where(rows, inMunicipality('City of Johannesburg')))),
  },
  {
    notebook: 'a',
    question: 'Which metro had more incidents, Cape Town or eThekwini?',
    covers: ['ranking'],
    ...ranking(
      (rows) =>
        tallyOf(
          where(rows, (r) => r.municipality === 'City of Cape Town' || r.municipality === 'eThekwini'),
          (r) => r.municipality,
        ),
      municipalityNames,
    ),
  },
  {
    notebook: 'a',
    question:
      "For the councillor's portfolio report: what share of the incidents in Ekurhuleni involved an illegal firearm? Percentage please",
    covers: ['share'],
    expect: (rows) => {
      const ekurhuleni = where(rows, inMunicipality('Ekurhuleni'));
      return percentage(ekurhuleni.filter(has('illegal firearm possession')).length, ekurhuleni.length);
    },
  },
  {
    notebook: 'a',
    question: 'NMB - how many victims in total?',
    covers: ['people', 'slang'],
    expect: (rows) => number(victims(where(rows, inMunicipality('Nelson Mandela Bay')))),
  },
  {
    notebook: 'a',
    question: 'What is the murder rate per 100 000 residents in eThekwini?',
    covers: ['refusal'],
    expect: refusal,
  },
  // Notebook a: the consulate's security officer.
  {
    notebook: 'a',
    question: 'How many carjackings were there in Gauteng and KZN combined?',
    covers: ['restricted count'],
    expect: (rows) =>
      number(
        count(rows, has('carjacking'), (r) => inProvince('Gauteng')(r) || inProvince('KwaZulu-Natal')(r)),
      ),
  },
  {
    notebook: 'a',
    question:
      'Travellers often ask about weekends. Which province had the most incidents on a Saturday or Sunday?',
    covers: ['ranking', 'calendar'],
    ...ranking((rows) => tallyOf(where(rows, weekend), (r) => r.province), provinceNames),
  },
  {
    notebook: 'a',
    question: 'How many incidents took place from December 2022 through February 2023?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, within('2022-12-01', '2023-02-28'))),
  },
  {
    notebook: 'a',
    question: 'Date of the most recent incident in the Western Cape?',
    covers: ['date'],
    expect: (rows) => dateAt(where(rows, inProvince('Western Cape')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Did the Western Cape record more victims than the Eastern Cape?',
    covers: ['yes/no', 'people'],
    expect: (rows) =>
      yesNo(
        victims(where(rows, inProvince('Western Cape'))) > victims(where(rows, inProvince('Eastern Cape'))),
      ),
  },
  {
    notebook: 'a',
    question: 'how many incidents in Kwazulu Natal happend on a wednesday',
    covers: ['misspelling', 'calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('KwaZulu-Natal'), (r) => weekday(r) === 'Wednesday')),
  },
  // Notebook a: the union's health and safety officer.
  {
    notebook: 'a',
    question: 'Zama zama busts: how many suspects were arrested in total?',
    covers: ['slang', 'people'],
    expect: (rows) => number(suspectsArrested(where(rows, has('illegal mining')))),
  },
  {
    notebook: 'a',
    question: 'Count the public violence incidents that also involved arson.',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('public violence'), has('arson'))),
  },
  {
    notebook: 'a',
    question: 'Extortion cases before 2020 - how many?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, has('extortion'), before('2020-01-01'))),
  },
  {
    notebook: 'a',
    question:
      'We track violence at hostels and in mining towns, but for now just the province: how many male victims were recorded in KZN?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(maleVictims(where(rows, inProvince('KwaZulu-Natal')))),
  },

  // Notebook b: the councillor's researcher.
  {
    notebook: 'b',
    question: 'Mangaung: in how many incidents was someone arrested?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, inMunicipality('Mangaung'), arrested)),
  },
  {
    notebook: 'b',
    question: 'Which local or metro municipality had the most incidents?',
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(rows, (r) => r.municipality), municipalityNames),
  },
  {
    notebook: 'b',
    question: 'Mean age of the suspects in the Madibeng cases, to the nearest year?',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(where(rows, inMunicipality('Madibeng'))), 0),
  },
  {
    notebook: 'b',
    question: 'How many female victims were recorded in the Northern Cape incidents?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(femaleVictims(where(rows, inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question: 'Which ward had the most incidents?',
    covers: ['refusal'],
    expect: refusal,
  },
  // Notebook b: the consulate's security officer.
  {
    notebook: 'b',
    question: 'Vehicle hijackings (cars and trucks): which province had the most?',
    covers: ['ranking', 'slang'],
    ...ranking((rows) =>
      tallyOf(
        where(rows, (r) => has('carjacking')(r) || has('truck hijacking')(r)),
        (r) => r.province,
      ),
    ),
  },
  {
    notebook: 'b',
    question: 'How many incidents in Mpumalanga from 1 July 2022 onward?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Mpumalanga'), within('2022-07-01', '9999-12-31'))),
  },
  {
    notebook: 'b',
    question: 'What percentage of the Northern Cape incidents were rapes?',
    covers: ['share'],
    expect: (rows) => {
      const nc = where(rows, inProvince('Northern Cape'));
      return percentage(nc.filter(has('rape')).length, nc.length);
    },
  },
  {
    notebook: 'b',
    question: 'When was the earliest incident in Limpopo?',
    covers: ['date'],
    expect: (rows) => dateAt(where(rows, inProvince('Limpopo')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'In the Free State, how many incidents fell on a Friday or a Saturday?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) =>
      number(
        count(rows, inProvince('Free State'), (r) => weekday(r) === 'Friday' || weekday(r) === 'Saturday'),
      ),
  },
  // Notebook b: the union's health and safety officer.
  {
    notebook: 'b',
    question: 'Zama zamas - total suspects arrested across the illegal mining cases?',
    covers: ['slang', 'people'],
    expect: (rows) => number(suspectsArrested(where(rows, has('illegal mining')))),
  },
  {
    notebook: 'b',
    question: 'How many incidents had both kidnapping and extortion?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('kidnapping'), has('extortion'))),
  },
  {
    notebook: 'b',
    question: 'Were more suspects arrested in Mpumalanga than in the North West?',
    covers: ['yes/no', 'people'],
    expect: (rows) =>
      yesNo(
        suspectsArrested(where(rows, inProvince('Mpumalanga'))) >
          suspectsArrested(where(rows, inProvince('North West'))),
      ),
  },
  {
    notebook: 'b',
    question: 'What was the rand value of the gold and diamonds seized in the illegal mining busts?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'How many rapes were recorded in Mpumulanga?',
    covers: ['misspelling', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Mpumalanga'), has('rape'))),
  },
];

export const fresh8QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH8_QUESTIONS, rows);
