/**
 * The hundred-and-forty-fourth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or any other
 * fresh question set. Each expectation is worked out from the ground-truth rows of its notebook by the
 * shared helpers; none is typed in by hand.
 *
 * The voices (five questions from each to each notebook):
 * 1. A freelance crime reporter on a tight deadline: short, hurried lines, newsroom slang ("cops",
 *    "CIT heist", "kids", "body count"), the odd typo ("muders"), wants one figure for the copy.
 * 2. A rural development researcher: farms, villages, stock theft and the rural provinces; careful,
 *    slightly academic wording that says how a place is identified ("going by the location").
 * 3. A high-school teacher preparing a civics lesson: plain, simple questions about totals, years,
 *    percentages and which province had the most.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold
 * the category):
 * - Dates are `event_date` only: a row without one falls in no year, no "2020 or later" window and no
 *   weekday, and is neither earliest nor latest; `published_date` is never read. A weekend is a
 *   Saturday or Sunday of `event_date`.
 * - People are sums of the stated figures, a null adding nothing: `victims_killed` (killed, body
 *   count), `victims_police` (police officers, cops, on or off duty), `victims_children` (kids,
 *   under 18), `victims_female` (female victims), `num_victims` (victims in total) and
 *   `num_suspects_arrested` (suspects arrested).
 * - "CIT heist" is `cash-in-transit robbery`; "murders" are `murder` alone (attempted murder and
 *   culpable homicide are not); "rape", "stock theft" and "business robbery" are their categories.
 * - A farm incident is a row whose `location` holds the word "farm" (any case); a village incident one
 *   whose `location` holds "village" (any case), whatever the crimes.
 * - "Led to an arrest" is `arrest_made === true`; a share of incidents is over the rows selected (all
 *   of the notebook, or one province's), to the nearest whole percent.
 * - "How many more X in P than in Q" is the difference of the two counts; P must have more.
 * - "Were there more murder cases than rape cases" compares the row counts of the two categories.
 * - Rankings (province with the most incidents, the most suspects arrested, the most killed, the most
 *   farm incidents) carry their tally; a tie at the top is an error in the question. KwaZulu-Natal may
 *   be answered as "KZN".
 * - Refusals: the ground truth holds no distance to a police station, and no rand value of drugs
 *   seized.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  femaleVictims,
  kznProvinceNames,
  peopleByProvince,
  peopleTotal,
  ranking,
  rowsWhere,
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
  excessOf,
  has,
  inProvince,
  inYear,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
} from './ground-truth-questions';

const murder = has('murder');
const stockTheft = has('stock theft');
/** An incident whose location names a farm. */
const onAFarm = atPlace('farm');
/** An incident whose location names a village. */
const inAVillage = atPlace('village');

const provinceTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.province);
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const farmProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(onAFarm), (r) => r.province);

export const FRESH144_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the freelance crime reporter, on notebook a.
  {
    notebook: 'a',
    question: 'Need a number fast - how many muders in KZN in this lot?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, murder, inProvince('KwaZulu-Natal'))),
  },
  {
    notebook: 'a',
    question: "How many cops were among the victims, all incidents combined? On or off duty, doesn't matter.",
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question: 'Which province had the most suspects arrested in total? Need it for my intro.',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'When was the latest CIT heist? The date it happened, not the press release date.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('cash-in-transit robbery')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'How many more murders in KwaZulu-Natal than in Gauteng?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => murder(r) && inProvince('KwaZulu-Natal')(r),
        (r) => murder(r) && inProvince('Gauteng')(r),
      ),
  },

  // Voice 2, the rural development researcher, on notebook a.
  {
    notebook: 'a',
    question: 'How many of the incidents in this notebook involve stock theft?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, stockTheft)),
  },
  {
    notebook: 'a',
    question: 'Going by the location given for each incident, how many incidents took place in a village?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, inAVillage)),
  },
  {
    notebook: 'a',
    question: 'Of the incidents recorded in the Eastern Cape, what percentage involved a murder?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Eastern Cape')), murder),
  },
  {
    notebook: 'a',
    question: 'Did any stock theft case in the Eastern Cape lead to an arrest? Yes or no.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, stockTheft, inProvince('Eastern Cape'), arrested) > 0),
  },
  {
    notebook: 'a',
    question:
      'For the incidents in rural areas, how far away was the nearest police station, in kilometres, on average?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the high-school teacher, on notebook a.
  {
    notebook: 'a',
    question: 'How many people were killed altogether in all of these incidents?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows)),
  },
  {
    notebook: 'a',
    question: 'How many incidents happened in the year 2019?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inYear(2019))),
  },
  {
    notebook: 'a',
    question: 'What percentage of the incidents led to an arrest?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'a',
    question: 'Which province had the most incidents?',
    covers: ['ranking'],
    ...ranking(provinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'On what date did the earliest incident in these releases take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows, 'earliest'),
  },

  // Voice 1, the freelance crime reporter, on notebook b.
  {
    notebook: 'b',
    question: 'Rapes in the Northern Cape - how many incidents? Quick count please.',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, has('rape'), inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question: 'How many kids among the victims overall? Under-18s only.',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question: 'Business robberies plus CIT heists in North West - how many incidents all up?',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) =>
      number(count(rows, anyCrime('business robbery', 'cash-in-transit robbery'), inProvince('North West'))),
  },
  {
    notebook: 'b',
    question: 'Which province had the highest body count, i.e. the most people killed?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'What was the total street value in rand of the drugs seized across these cases?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the rural development researcher, on notebook b.
  {
    notebook: 'b',
    question: 'Going by the location named in each release, how many incidents happened on a farm?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, onAFarm)),
  },
  {
    notebook: 'b',
    question: 'Which province recorded the most incidents on farms?',
    covers: ['ranking'],
    ...ranking(farmProvinceTally),
  },
  {
    notebook: 'b',
    question: 'What share of the Limpopo incidents took place in a village, as a percentage?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Limpopo')), inAVillage),
  },
  {
    notebook: 'b',
    question: 'How many suspects were arrested in total across the stock theft cases?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(stockTheft))),
  },
  {
    notebook: 'b',
    question: 'How many of the farm incidents took place in 2020 or later?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => number(count(rows, onAFarm, sinceYear(2020))),
  },

  // Voice 3, the high-school teacher, on notebook b.
  {
    notebook: 'b',
    question: 'How many victims were there in total across all the incidents?',
    covers: ['people'],
    expect: (rows) => number(victims(rows)),
  },
  {
    notebook: 'b',
    question: 'How many of the victims were female?',
    covers: ['people'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'b',
    question: 'When did the most recent incident happen?',
    covers: ['date'],
    expect: (rows) => dateAt(rows, 'latest'),
  },
  {
    notebook: 'b',
    question: 'Were there more murder cases than rape cases?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(rowsWhere(rows, murder).length > rowsWhere(rows, has('rape')).length),
  },
  {
    notebook: 'b',
    question: 'How many incidents happened on a weekend, a Saturday or a Sunday?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, weekend)),
  },
];

export const fresh144QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH144_QUESTIONS, rows);
