/**
 * The hundred-and-fifty-ninth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A foreign correspondent new to South Africa: names places informally or the way a visitor would
 *    ("Jo'burg", "the Durban area", "the Cape", "Bloem", "Kimberley's province") and explains in the
 *    same breath what she means by them.
 * 2. A victim-support counsellor: women and girls as victims, partners and family members as
 *    attackers, people hurt; warm, plain words, a typo now and then ("injurd", "aquaintance").
 * 3. A retired detective who blogs: arrests, how many suspects and of which sex, the biggest busts,
 *    suspects' ages, cop slang ("collared", "nabbed", "CIT job", "y/n"), and now and then what the
 *    releases cannot tell him (tip-offs, convictions).
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold
 * the category):
 * - Places: "Jo'burg" is the `City of Johannesburg` municipality (not the rest of Gauteng); "the Durban
 *   area" is the `eThekwini` municipality; "the Cape" is the Western Cape province (as she says);
 *   "Bloem" / Bloemfontein is the `Mangaung` municipality; "Kimberley's province" is the Northern Cape;
 *   "the province around Mahikeng" is North West; the Free State is named as a province. "The big
 *   metros" are exactly `City of Cape Town`, `City of Johannesburg`, `eThekwini` and `Nelson Mandela
 *   Bay`, ranked among themselves by incidents (a metro may be answered without "City of"). A list of
 *   a province's municipalities is its distinct stated `municipality` values (rows without one are
 *   left out), each item matched without "City of".
 * - Dates are `event_date` alone: a row without one is outside every "from 2022 onwards" or year
 *   window and is never the earliest or most recent; `published_date` is never read. "From 2022
 *   onwards" starts on 1 January 2022 and has no end; a year is 1 January to 31 December.
 * - People are sums of the stated figures: `victims_killed` (killed), `victims_injured` (injured,
 *   hurt, "hurt but not killed"), `victims_female` (female victims, women and girls),
 *   `num_suspects_arrested` (arrested, collared, nabbed), `suspects_female` (female suspects, arrested
 *   or sought). A null (unstated) figure adds nothing.
 * - "The murder and attempted murder cases" are the rows holding `murder` or `attempted murder`. "Rape"
 *   is `rape` alone. A "CIT job" is `cash-in-transit robbery`.
 * - "The attacker was the victim's partner" is `relationship === 'partner'` only (family and
 *   acquaintance are not partners). "The victim knew the attacker" is `relationship` of `partner`,
 *   `family` or `acquaintance`; `stranger` and null are not.
 * - Shares: the share of female victims is the sum of `victims_female` over the sum of `victims_female`
 *   and `victims_male` (nulls add nothing); the share of rape cases is over all the notebook's rows;
 *   both to the nearest whole percent. The average suspect age is the mean of every stated age in
 *   `suspect_ages` (one per suspect), to one decimal.
 * - "Any female suspects" is Yes when the stated `suspects_female` sum above zero, else No. "Any CIT
 *   job in North West with more than 10 nabbed" is Yes when a cash-in-transit row of North West has
 *   `num_suspects_arrested` of 11 or more (exactly 10 is not more than 10).
 * - Comparisons ("how many more X in P than in Q", "how many more arrested in 2024 than in 2023") are
 *   the difference of the two sums; the first side must be larger, else the question is in error.
 * - Rankings each carry their tally, and a tie at the top is an error in the question: the metro with
 *   the most incidents; the province with the most people killed; the single biggest bust (the
 *   incident with the most `num_suspects_arrested`, named by the parts of its location no other
 *   incident shares); the crime type with the most suspects arrested (each incident's arrests added to
 *   every crime it holds, `other` left out as no crime type; a firearm charge answered as "firearm" or
 *   "gun").
 * - Refusals: the ground truth holds nothing about how a case was solved (tip-offs, informers,
 *   forensics), whether victims received counselling or care, nor whether suspects were later
 *   convicted or sentenced.
 */
import type { Expectation } from './answer-matching';
import {
  anyCrime,
  type BlindQuestion,
  femaleVictims,
  inMunicipality,
  knewTheAttacker,
  kznProvinceNames,
  largestIncident,
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
  crimeNames,
  dateAt,
  excessOf,
  has,
  inProvince,
  inYear,
  meanOf,
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
} from './ground-truth-questions';

/** The big metros a visitor knows by their cities' names. */
const BIG_METROS = ['City of Cape Town', 'City of Johannesburg', 'eThekwini', 'Nelson Mandela Bay'];
const metroTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter((r) => r.municipality !== null && BIG_METROS.includes(r.municipality)),
    (r) => r.municipality,
  );

/** Suspects arrested per crime type, each incident's arrests added to every crime it holds, `other` left out. */
const arrestsByCrime = (rows: readonly DevRow[]) => {
  const tally = new Map<string, number>();
  for (const r of rows)
    for (const crime of r.crimes)
      if (crime !== 'other') tally.set(crime, (tally.get(crime) ?? 0) + (r.num_suspects_arrested ?? 0));
  return tally;
};

/** The distinct stated municipalities of a province, without "City of", in alphabetical order. */
const municipalitiesOf = (rows: readonly DevRow[], province: string): Expectation => {
  const names = [
    ...new Set(
      rows
        .filter(inProvince(province))
        .flatMap((r) => (r.municipality === null ? [] : [r.municipality.replace(/^City of /, '')])),
    ),
  ].sort();
  if (names.length === 0) throw new Error(`no municipality in ${province}`);
  return { kind: 'list', value: names };
};

const murderOrAttempt = anyCrime('murder', 'attempted murder');
const cit = has('cash-in-transit robbery');
const rape = has('rape');

export const FRESH159_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the foreign correspondent, on notebook a.
  {
    notebook: 'a',
    question:
      "I'm new here, so bear with me: how many incidents happened in Jo'burg? By Jo'burg I mean the City of Johannesburg metro itself, not the whole of Gauteng.",
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, inMunicipality('City of Johannesburg'))),
  },
  {
    notebook: 'a',
    question:
      "And down in the Cape - for me that's the whole Western Cape province, not only Cape Town - how many people were killed there in total?",
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'When did the most recent incident in the Durban area take place? I mean the eThekwini metro, so Durban and its suburbs and townships.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(inMunicipality('eThekwini')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      "Of the big metros - Cape Town, Jo'burg, Durban (eThekwini) and Port Elizabeth (which I gather is now Nelson Mandela Bay) - which one has the most incidents?",
    covers: ['ranking', 'slang'],
    ...ranking(metroTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      "Compared with Gauteng, the Jo'burg and Pretoria province, how many more people were killed in KwaZulu-Natal, the province around Durban?",
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('KwaZulu-Natal'), inProvince('Gauteng'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },

  // Voice 2, the victim-support counsellor, on notebook a.
  {
    notebook: 'a',
    question: 'How many female victims are there in these releases altogether, women and girls together?',
    covers: ['people'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'a',
    question:
      "Is there any case where the attacker was the victim's own partner - a husband, boyfriend or girlfriend? Yes or no please.",
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, (r) => r.relationship === 'partner') > 0),
  },
  {
    notebook: 'a',
    question:
      'In how many incidents did the victim know the person who attacked them, whether a partner, a family member or an acquaintance?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, knewTheAttacker)),
  },
  {
    notebook: 'a',
    question: 'how many people were injurd - hurt but not killed - in the murder and attempted murder cases?',
    covers: ['people', 'conjunction', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(murderOrAttempt))),
  },
  {
    notebook: 'a',
    question: 'Of the victims whose sex the police give, what percentage were women or girls?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = femaleVictims(rows);
      return percentage(female, female + maleVictims(rows));
    },
  },

  // Voice 3, the retired detective, on notebook a.
  {
    notebook: 'a',
    question: 'Biggest bust in the lot: which single case had the most suspects arrested? Where was it?',
    covers: ['ranking'],
    ...largestIncident(
      () => true,
      (r) => r.num_suspects_arrested,
    ),
  },
  {
    notebook: 'a',
    question: 'How many suspects were collared in cases from 2022 onwards?',
    covers: ['people', 'calendar', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(sinceYear(2022)))),
  },
  {
    notebook: 'a',
    question: 'Average age of the suspects, where the release gives one? One decimal is fine.',
    covers: ['share'],
    expect: (rows) => meanOf(suspectAges(rows), 1),
  },
  {
    notebook: 'a',
    question: 'Any female suspects at all in these cases, or all men? y/n',
    covers: ['yes/no', 'people', 'slang'],
    expect: (rows) => yesNo(peopleTotal('suspects_female', rows) > 0),
  },
  {
    notebook: 'a',
    question: "How many of these cases were cracked thanks to an informer's tip-off?",
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the foreign correspondent, on notebook b.
  {
    notebook: 'b',
    question:
      'How many incidents were there in Bloem? I mean Bloemfontein, which I understand falls under the Mangaung metro.',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, inMunicipality('Mangaung'))),
  },
  {
    notebook: 'b',
    question:
      "In Kimberley's province - the Northern Cape, if I have my geography right - how many people were killed altogether?",
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question:
      'What is the earliest incident date in the province around Mahikeng? That would be North West province, as far as I know.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(inProvince('North West')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Of the five provinces covered here, which one saw the most people killed?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'b',
    question:
      'The Free State - the province with Bloemfontein as its capital: which municipalities do the incidents there fall under? A list is fine.',
    covers: ['restricted count'],
    expect: (rows) => municipalitiesOf(rows, 'Free State'),
  },

  // Voice 2, the victim-support counsellor, on notebook b.
  {
    notebook: 'b',
    question: 'How many people were hurt in total - injured, I mean, not killed?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_injured', rows)),
  },
  {
    notebook: 'b',
    question: 'What share of all the incidents were rape cases, as a percentage?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, rape),
  },
  {
    notebook: 'b',
    question: 'In the rape cases, how many of the survivors were women or girls?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(femaleVictims(rows.filter(rape))),
  },
  {
    notebook: 'b',
    question:
      'in how many cases was the attacker someone the victim knew - an aquaintance, a relative or a partner?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, knewTheAttacker)),
  },
  {
    notebook: 'b',
    question:
      'How many of the women and children in these cases were referred for counselling or to a Thuthuzela care centre afterwards?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the retired detective, on notebook b.
  {
    notebook: 'b',
    question: 'Any CIT job in the North West where they nabbed more than 10 suspects? y/n',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) =>
      yesNo(
        count(
          rows,
          cit,
          inProvince('North West'),
          (r) => r.num_suspects_arrested !== null && r.num_suspects_arrested > 10,
        ) > 0,
      ),
  },
  {
    notebook: 'b',
    question: 'How many female suspects were there in all, arrested or still on the run?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question: 'Which crime type racked up the most suspects arrested, adding up the arrests per case?',
    covers: ['ranking'],
    ...ranking(arrestsByCrime, crimeNames),
  },
  {
    notebook: 'b',
    question: 'How many more suspects were arrested in 2024 than in 2023?',
    covers: ['calendar', 'people'],
    expect: (rows) => excessOf(rows, inYear(2024), inYear(2023), (selected) => suspectsArrested(selected)),
  },
  {
    notebook: 'b',
    question: 'Of all the suspects arrested, how many were eventually convicted and sentenced in court?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh159QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH159_QUESTIONS, rows);
