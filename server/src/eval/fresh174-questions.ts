/**
 * The hundred-and-seventy-fourth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A defence attorney checking facts about arrests, suspects' ages and how many suspects were
 *    involved: skeptical and exact ("state", "confirm", "is it correct that"), the odd typo.
 * 2. An isiZulu-speaking community radio presenter who mixes isiZulu words for crimes, people and places
 *    into English ("ukubulala", "amaphoyisa", "eThekwini", "izigebengu") and wants quick figures to
 *    read out to listeners; short, chatty, a few typos.
 * 3. A policy analyst at a think tank comparing years, provinces and crime types: differences,
 *    percentage changes, shares and rankings with an explicit cut-off that does not fall on a tie.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is in no year, no year range and no "before" or
 *   "from ... onward" window, and is never the earliest; `published_date` is never read.
 * - Arrests: "suspects arrested", "arrests", "izigebengu ezaboshiwe" are the sum of
 *   `num_suspects_arrested` (an unstated figure adds nothing). "More than three suspects arrested" is
 *   `num_suspects_arrested` > 3. Whether a case "led to an arrest" is `arrest_made === true`; "nobody
 *   arrested" is `arrest_made === false`; an unstated `arrest_made` is neither, so it keeps "every case
 *   led to an arrest" from being true.
 * - Suspects' ages are `suspect_ages`, one stated age per suspect (an empty or null list states none).
 *   "Under 25" is strictly below 25; the youngest is the lowest stated age; the mean age is over the
 *   suspects (each stated age counted once), not over incidents, to one decimal.
 * - "Female suspects, arrested or still sought" is the sum of `suspects_female` (the case's suspects by
 *   sex, people model v2), not a share of `num_suspects_arrested`.
 * - People are sums of the stated figures: "killed", "ababulawa" `victims_killed`; "children",
 *   "izingane" `victims_children`; "women", "abesifazane" `victims_female`. A null adds nothing.
 * - isiZulu crime words: "ukubulala" is `murder` alone (not attempted murder, not culpable homicide);
 *   "ukudlwengula" is `rape`; "ukuphanga" (robbery) is any of `armed robbery`, `robbery`,
 *   `house robbery`, `business robbery`, `cash-in-transit robbery` (carjacking and truck hijacking are
 *   not). "Amaphoyisa" (the police) only names who arrests, never a figure of its own.
 * - isiZulu places: "eThekwini" is the `eThekwini` municipality; "eGoli" is the `City of Johannesburg`
 *   municipality; "eKapa" is the `City of Cape Town` municipality (not the whole Western Cape);
 *   "eLimpopo", "eFreyistata" and "eNyakatho Kapa" are the provinces Limpopo, Free State and Northern
 *   Cape; KZN is KwaZulu-Natal.
 * - A share of incidents is over the rows named (all of the notebook's rows unless restricted), to the
 *   nearest whole percent: the share "with at least one suspect arrested" counts `arrest_made === true`
 *   over every row, an unstated one in the whole but not the part; a share of rape incidents "with a child victim" counts the rape rows whose
 *   `victims_children` is 1 or more.
 * - "Percentage change / rise from year 1 to year 2" is 100 × (X2 − X1) / X1, to the nearest whole
 *   percent, and must be a rise (a fall is an error in the question). "How many more in P than in Q" is
 *   the difference of the two counts (or sums); P must have more.
 * - Rankings (province with most suspects arrested, province with most child victims, top provinces by
 *   murder incidents, top crime categories by incidents leaving out the set's "other") each carry their
 *   tally; a tie at the top, or at a stated cut-off ("top three", "top two"), is an error in the
 *   question. A crime category counts once per incident; `illegal firearm possession` may be named
 *   "firearm".
 * - Refusals: the ground truth holds no bail decisions and no population figures (so no rates per
 *   head).
 */
import type { Expectation } from './answer-matching';
import {
  anyCrime,
  type BlindQuestion,
  before,
  inMunicipality,
  leaderOf,
  peopleByProvince,
  peopleTotal,
  percentage,
  rankedTally,
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
  crimeNames,
  dateAt,
  excessOf,
  has,
  inProvince,
  inYear,
  meanOf,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  within,
} from './ground-truth-questions';

/** "Ukubulala": murder alone, not attempted murder or culpable homicide. */
const murder = has('murder');
/** "Ukudlwengula": rape. */
const rape = has('rape');
const kidnapping = has('kidnapping');
/** "Ukuphanga": a robbery of any type; carjacking and truck hijacking are not among them. */
const ukuphanga = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);

/** How much a figure rose from the first selection to the second, as a whole percentage of the first. */
function percentRise(first: number, second: number): Expectation {
  if (second <= first) throw new Error(`no rise: ${first} -> ${second}`);
  return percentage(second - first, first);
}

/**
 * The top `size` keys of a tally, most first, as a list: the leader must stand alone, and no two of the
 * top places nor the last of them and the next one below the cut-off may tie.
 */
function topOf(
  tally: (rows: readonly DevRow[]) => Map<string, number>,
  size: number,
  name: (key: string) => string = (key) => key,
): Pick<BlindQuestion, 'tally' | 'expect'> {
  return {
    tally,
    expect: (rows) => {
      const counts = tally(rows);
      leaderOf(counts);
      const ranked = rankedTally(counts).slice(0, size + 1);
      const figures = ranked.map(([, n]) => n);
      if (ranked.length < size || new Set(figures).size !== figures.length)
        throw new Error(`no single top ${size}: ${JSON.stringify(ranked)}`);
      return { kind: 'list', value: ranked.slice(0, size).map(([key]) => name(key)) };
    },
  };
}

/** The suspects arrested per province, an unstated figure adding nothing. */
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const murdersByProvince = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
/** Incidents per crime category, the set's catch-all "other" left out. */
const incidentsByCrime = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.flatMap((r) => [...new Set(r.crimes)].filter((crime) => crime !== 'other')),
    (crime) => crime,
  );
const killedIn = (rows: readonly DevRow[], ...tests: ((r: DevRow) => boolean)[]) =>
  peopleTotal('victims_killed', rowsWhere(rows, ...tests));

export const FRESH174_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the defence attorney, on notebook a.
  {
    notebook: 'a',
    question:
      'Confirm the total number of suspects arrested across all the cases that include a murder charge in these releases.',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(suspectsArrested(rows.filter(murder))),
  },
  {
    notebook: 'a',
    question:
      'State the age of the youngest suspect whose age is given in any Western Cape release. I want the exact age as recorded.',
    covers: ['people', 'conjunction'],
    expect: (rows) => {
      const ages = suspectAges(rows.filter(inProvince('Western Cape')));
      if (ages.length === 0) throw new Error('no stated age');
      return number(Math.min(...ages));
    },
  },
  {
    notebook: 'a',
    question:
      'Is it correct that every kidnapping case in this notebook led to at least one arrest? A plain yes or no, please.',
    covers: ['yes/no', 'restricted count'],
    expect: (rows) => {
      const cases = rows.filter(kidnapping);
      if (cases.length === 0) throw new Error('no kidnapping to judge');
      return yesNo(cases.every(arrested));
    },
  },
  {
    notebook: 'a',
    question:
      'Of the suspcts whose ages are actually stated, how many were under 25? The exact number, not an estimate.',
    covers: ['people', 'restricted count', 'misspelling'],
    expect: (rows) => number(suspectAges(rows).filter((age) => age < 25).length),
  },
  {
    notebook: 'a',
    question: 'Confirm how many of the arrested suspects were granted bail at their first court appearance.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the isiZulu community radio presenter, on notebook a.
  {
    notebook: 'a',
    question:
      'Sawubona! Quick one for the listeners: abantu abangaki ababulawa eThekwini? Total people killed in the eThekwini incidents.',
    covers: ['people', 'slang'],
    expect: (rows) => number(killedIn(rows, inMunicipality('eThekwini'))),
  },
  {
    notebook: 'a',
    question: 'Ukubulala cases in KZN - mangaki? Just the number of murder incidents pls',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder, inProvince('KwaZulu-Natal'))),
  },
  {
    notebook: 'a',
    question:
      'Izingane ezingaki were victims in the incidents eKapa (City of Cape Town)? How many children in total, for tonight’s show',
    covers: ['people', 'slang', 'conjunction'],
    expect: (rows) =>
      number(peopleTotal('victims_children', rows.filter(inMunicipality('City of Cape Town')))),
  },
  {
    notebook: 'a',
    question: 'Ingabe likhona icala lokudlwengula eGoli? Any rape case in Joburg at all - yebo noma cha?',
    covers: ['yes/no', 'slang', 'conjunction'],
    expect: (rows) => yesNo(count(rows, rape, inMunicipality('City of Johannesburg')) > 0),
  },
  {
    notebook: 'a',
    question:
      'Amaphoyisa ayabamba na? Out of all the incidents, what percntage ended with izigebengu ezaboshiwe - at least one suspect arrested?',
    covers: ['share', 'slang', 'misspelling'],
    expect: (rows) => percentOf(rows, arrested),
  },

  // Voice 3, the policy analyst, on notebook a.
  {
    notebook: 'a',
    question: 'Ranking the provinces by number of murder incidents, which are the top three, highest first?',
    covers: ['ranking', 'restricted count'],
    ...topOf(murdersByProvince, 3),
  },
  {
    notebook: 'a',
    question:
      'By what percentage did the number of people killed rise from 2019 to 2020, by year of incident? Nearest whole percent.',
    covers: ['people', 'calendar', 'share'],
    expect: (rows) => percentRise(killedIn(rows, inYear(2019)), killedIn(rows, inYear(2020))),
  },
  {
    notebook: 'a',
    question: 'How many more people were killed in the Eastern Cape than in the Western Cape?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Eastern Cape'), inProvince('Western Cape'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'a',
    question:
      'What share of all incidents in this notebook involved an illegal firearm possession charge, to the nearest percent?',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows, has('illegal firearm possession')),
  },
  {
    notebook: 'a',
    question: 'Eastern Cape incident count for 2018 to 2021 inclusve, by date of the incident?',
    covers: ['calendar', 'conjunction', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, inProvince('Eastern Cape'), within('2018-01-01', '2021-12-31'))),
  },

  // Voice 1, the defence attorney, on notebook b.
  {
    notebook: 'b',
    question:
      'State the mean age of the suspects in the rape cases, counting every suspect whose age is stated, to one decimal place.',
    covers: ['people', 'restricted count'],
    expect: (rows) => meanOf(suspectAges(rows.filter(rape)), 1),
  },
  {
    notebook: 'b',
    question: 'Confirm the number of incidents in which more than three suspects were arrested.',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, (r) => (r.num_suspects_arrested ?? 0) > 3)),
  },
  {
    notebook: 'b',
    question:
      'Is it correct that some of the suspects were women? State how many female suspects there were in total, arrested or still sought.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question:
      'On what date did the earliest incident in which nobody was arrested take place? The date of the incident, not of the release.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(notArrested), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'Which province accounts for the largest total of suspects arrested? I will be checking this against the charge sheets.',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince),
  },

  // Voice 2, the isiZulu community radio presenter, on notebook b.
  {
    notebook: 'b',
    question: 'Ukudlwengula eNyakatho Kapa (Northern Cape) - mangaki amacala? how many rape cases there',
    covers: ['restricted count', 'slang', 'conjunction'],
    expect: (rows) => number(count(rows, rape, inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question: 'Abesifazane - how many women victims altogether eFreyistata, the Free State?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_female', rows.filter(inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question: 'Ukuphanga e-Mpumalanga, robberies of any kind - mangaki? hijackings aside',
    covers: ['restricted count', 'slang', 'conjunction'],
    expect: (rows) => number(count(rows, ukuphanga, inProvince('Mpumalanga'))),
  },
  {
    notebook: 'b',
    question: 'Icala lokugcina lokubulala eLimpopo - ngaluphi usuku? Date of the last murder in Limpopo',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Limpopo')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Iyiphi iprovinsi enezingane eziningi - which province had the most child victims (izingane)?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_children')),
  },

  // Voice 3, the policy analyst, on notebook b.
  {
    notebook: 'b',
    question:
      "What are the top two crime categories by number of incidents, leaving out the catch-all 'other'? Highest first.",
    covers: ['ranking'],
    ...topOf(incidentsByCrime, 2, (crime) => crimeNames(crime)[0] ?? crime),
  },
  {
    notebook: 'b',
    question:
      'Percentage change in the number of incidents from 2020 to 2023, by incident date? Nearest whole percent.',
    covers: ['calendar', 'share'],
    expect: (rows) => percentRise(count(rows, inYear(2020)), count(rows, inYear(2023))),
  },
  {
    notebook: 'b',
    question: 'How many more incidents are dated 2020 or later than before 2020? Leave out the undated ones.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => excessOf(rows, sinceYear(2020), before('2020-01-01')),
  },
  {
    notebook: 'b',
    question: 'Of the rape incidents, what share had at least one child victim (under 18)? As a %.',
    covers: ['share', 'people', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(rape), (r) => (r.victims_children ?? 0) >= 1),
  },
  {
    notebook: 'b',
    question:
      'What is the murder rate per 100 000 population in each province covered here? Need it to normalise the comparison.',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh174QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH174_QUESTIONS, rows);
