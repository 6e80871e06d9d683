/**
 * The hundred-and-forty-second fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or any other
 * question set (one earlier set was read for its format alone). Every expectation is worked out from
 * the ground-truth rows of the question's own notebook by the shared helpers; no figure is typed in.
 *
 * The voices (five questions from each to each notebook):
 * 1. A data journalist building a chart for an online explainer: wants one clean figure or one top bar
 *    per question ("for the bar chart", "headline number", "start the timeline"), and says which date
 *    she means.
 * 2. An academic criminologist checking figures for a journal article: careful, formal wording,
 *    proportions "among victims whose sex is recorded", victim-offender relationship, case outcomes.
 * 3. A trade union safety officer for security guards and cash-in-transit crews: short, typed in a
 *    hurry, union and trade slang ("CIT heists", "CIT hits", "our members"), the odd typo ("robery",
 *    "bussiness"), cares about CIT robberies, business robberies and truck hijackings.
 *
 * The readings chosen (one row is one incident; an incident "involves" a crime when its `crimes` holds
 * that category of the set's vocabulary):
 * - Crimes: "CIT", "CIT heist", "CIT hit" and "cash-in-transit robbery" are `cash-in-transit robbery`;
 *   "business robbery" is `business robbery`; "truck hijacking" is `truck hijacking`; "murder" is
 *   `murder` alone (attempted murder is its own category and counts only where the question names it);
 *   "rape" is `rape`; "illegal firearm possession" is `illegal firearm possession`. An incident with
 *   two of the asked-for crimes counts once.
 * - Dates are `event_date` alone: a row without one is in no year and is never the earliest or latest;
 *   `published_date` is never read.
 * - People are sums of stated figures, a null adding nothing: `victims_killed` (people killed),
 *   `victims_injured` (injured), `victims_children` (children under 18), `victims_police` (police
 *   officers among the victims, on or off duty), `suspects_female` (suspects who were women),
 *   `num_suspects_arrested` (suspects arrested).
 * - "No arrest when the release was issued" is `arrest_made === false` (an unstated arrest is not
 *   one). "The victim knew the attacker" is `relationship` partner, family or acquaintance; "an
 *   acquaintance" is `relationship === 'acquaintance'` alone.
 * - Shares are to the nearest whole percent: of incidents, over all the notebook's rows; the female
 *   share of victims, `victims_female` over `victims_female` + `victims_male` summed (nulls add
 *   nothing); the child share of rape victims, `victims_children` over `num_victims` summed over the
 *   rape incidents that state both.
 * - "How many more in P than in Q" is the difference of the two counts; P must have more.
 * - Rankings carry their tally and must have a single leader: provinces by murder incidents (a),
 *   provinces by people killed (b), municipalities by incidents (b, rows without a municipality left
 *   out, "City of" optional), and the single CIT, business robbery or truck hijacking incident with the
 *   most suspects arrested (b, named by the parts of its location no other incident shares).
 *   KwaZulu-Natal may be answered as "KZN".
 * - Refusals: the ground truth holds no court outcomes or sentences, no victims' occupations (security
 *   guards, CIT crew), and no word on alcohol as a factor.
 */
import {
  anyCrime,
  type BlindQuestion,
  femaleVictims,
  knewTheAttacker,
  kznProvinceNames,
  largestIncident,
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
  excessOf,
  has,
  inProvince,
  inYear,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sum,
} from './ground-truth-questions';

const cit = has('cash-in-transit robbery');
const murder = has('murder');
const rape = has('rape');

/** Provinces by the number of incidents that involve murder. */
const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
/** Municipalities by the number of incidents; rows without a municipality are left out. */
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

/** The child share of rape victims, over the rape incidents that state both figures. */
function childShareOfRapeVictims(rows: readonly DevRow[]) {
  const stated = rows.filter((r) => rape(r) && r.num_victims !== null && r.victims_children != null);
  return percentage(
    sum(stated.map((r) => r.victims_children ?? null)),
    sum(stated.map((r) => r.num_victims)),
  );
}

export const FRESH142_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the data journalist, on notebook a.
  {
    notebook: 'a',
    question:
      "I'm doing a bar chart of murders by province. Which province has the most incidents involving murder?",
    covers: ['ranking', 'restricted count'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'What is the total number of people killed across all the incidents? I need one headline figure.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows)),
  },
  {
    notebook: 'a',
    question:
      'How many incidents took place in 2019? Go by the date of the incident itself, not the date of the press release.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inYear(2019))),
  },
  {
    notebook: 'a',
    question:
      'What percentage of all the incidents involved illegal firearm possession, to the nearest whole percent?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, has('illegal firearm possession')),
  },
  {
    notebook: 'a',
    question: 'On what date did the earliest incident happen? I want to start the timeline there.',
    covers: ['date'],
    expect: (rows) => dateAt(rows, 'earliest'),
  },

  // Voice 2, the criminologist, on notebook a.
  {
    notebook: 'a',
    question:
      'Among the victims whose sex is recorded, what proportion were female? Please give it as a percentage to the nearest whole number.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = femaleVictims(rows);
      return percentage(female, female + maleVictims(rows));
    },
  },
  {
    notebook: 'a',
    question: 'In how many of the murder cases had no arrest been made at the time the release was issued?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, murder, notArrested)),
  },
  {
    notebook: 'a',
    question:
      'In how many incidents was the perpetrator known to the victim, that is, a partner, a family member or an acquaintance?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, knewTheAttacker)),
  },
  {
    notebook: 'a',
    question:
      'Across the incidents involving murder or attempted murder, how many of the victims were children under the age of 18?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      number(peopleTotal('victims_children', rows.filter(anyCrime('murder', 'attempted murder')))),
  },
  {
    notebook: 'a',
    question: 'Of the suspects who were arrested, how many were subsequently convicted in court?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the union safety officer, on notebook a.
  {
    notebook: 'a',
    question: 'How many CIT heists are in this lot?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, cit)),
  },
  {
    notebook: 'a',
    question: 'Total suspects arrested for the cash-in-transit robberies and truck hijackings put together?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      number(suspectsArrested(rows.filter(anyCrime('cash-in-transit robbery', 'truck hijacking')))),
  },
  {
    notebook: 'a',
    question: 'when was the most recent cash in transit robery?',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Any CIT hits in the Western Cape in here? Yes or no.',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, cit, inProvince('Western Cape')) > 0),
  },
  {
    notebook: 'a',
    question: 'How many of the victims were security guards or CIT crew members?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the data journalist, on notebook b.
  {
    notebook: 'b',
    question: 'For the map: which province had the highest number of people killed?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'How many incidents in the notebook involve rape?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, rape)),
  },
  {
    notebook: 'b',
    question: 'Which municipality has the most incidents? That will be the top bar of the chart.',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'How many more murder incidents were there in the Free State than in Mpumalanga?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => murder(r) && inProvince('Free State')(r),
        (r) => murder(r) && inProvince('Mpumalanga')(r),
      ),
  },
  {
    notebook: 'b',
    question:
      'What is the date of the most recent incident? I mean when it happened, not when it was reported.',
    covers: ['date'],
    expect: (rows) => dateAt(rows, 'latest'),
  },

  // Voice 2, the criminologist, on notebook b.
  {
    notebook: 'b',
    question:
      'Of the victims in the rape incidents, what percentage were children under 18? Rounded to the nearest whole percent, please.',
    covers: ['share', 'people'],
    expect: childShareOfRapeVictims,
  },
  {
    notebook: 'b',
    question: 'In how many of the rape cases was the offender an acquaintance of the victim?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, rape, (r) => r.relationship === 'acquaintance')),
  },
  {
    notebook: 'b',
    question: 'How many police officers, on or off duty, were among the victims in total?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question: 'How many of the suspects in these cases were women?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question: 'In how many of the incidents was alcohol consumption a contributing factor?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the union safety officer, on notebook b.
  {
    notebook: 'b',
    question: 'Business robberies plus CIT hits - how many incidents? Our members guard both.',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, anyCrime('business robbery', 'cash-in-transit robbery'))),
  },
  {
    notebook: 'b',
    question:
      'Which CIT heist, business robbery or truck hijacking had the most suspects arrested? Where did it happen?',
    covers: ['ranking', 'slang'],
    ...largestIncident(
      anyCrime('cash-in-transit robbery', 'business robbery', 'truck hijacking'),
      (r) => r.num_suspects_arrested,
    ),
  },
  {
    notebook: 'b',
    question: 'Was there a CIT heist in Limpopo in 2023? y/n',
    covers: ['yes/no', 'calendar', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, cit, inProvince('Limpopo'), inYear(2023)) > 0),
  },
  {
    notebook: 'b',
    question: 'how many suspects got arrested for the bussiness robberies?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('business robbery')))),
  },
  {
    notebook: 'b',
    question:
      'How many people were injured in the CIT robberies, business robberies and truck hijackings all together?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      number(
        peopleTotal(
          'victims_injured',
          rowsWhere(rows, anyCrime('cash-in-transit robbery', 'business robbery', 'truck hijacking')),
        ),
      ),
  },
];

export const fresh142QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH142_QUESTIONS, rows);
