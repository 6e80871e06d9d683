/**
 * The two-hundred-and-thirty-eighth fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A volunteer firefighter writing in a short incident-log style: numbers first, terse, with the
 *    trade's abbreviations ("DOA", "pts", "EC", "FS", "CIT", "GSW", "y/n", "w/") and a slip or two
 *    ("attemped").
 * 2. A victim advocate at a GBV shelter: careful, trauma-informed wording ("survivors", "women and
 *    girls", "perpetrators", "those harmed"), sometimes asking two things at once.
 * 3. A high-school history teacher setting homework: questions framed as exercises ("Learners must
 *    find...", "Using the reports, determine...", "Explain with a figure"), with a chronological framing
 *    ("in the period", "decade", "era").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every period, decade, month, weekday and
 *   inclusive year range ("2015 to 2019" runs from 2015-01-01 to 2019-12-31), and is never the earliest
 *   or the most recent; `published_date` is never read. "Sat/Sun" is a Saturday or Sunday of
 *   `event_date`. A decade runs from its year 0 to its year 9 ("the 2010s", "the decade 2010 to 2019"
 *   are 2010-01-01 to 2019-12-31; "the 2020s" from 2020-01-01).
 * - People are sums of the stated figures, a null (unstated) figure adding nothing: `victims_killed`
 *   (DOA, fatalities, lost their lives), `victims_injured` (injured pts), `victims_children` (children
 *   under 18), `victims_police` (SAPS members, on or off duty), `victims_female` (women and girls
 *   harmed, survivors identified as female), `suspects_female` (women among the suspects or
 *   perpetrators), `num_suspects_arrested` (suspects arrested). A mean of arrests is over the incidents
 *   with a stated figure; a median of ages is over every stated suspect age (`suspect_ages`).
 * - The share of those harmed who were women and girls is the sum of `victims_female` over the sum of
 *   `victims_female` and `victims_male`, to the nearest whole percent. The share of rape cases with
 *   nobody arrested is the rows with `rape` and `arrest_made === false` over all rows with `rape`, to the
 *   nearest whole percent; "no arrest made" is always a stated `arrest_made === false`, never a null.
 * - "Murder" is `murder` alone; "murder + attempted murder scenes" are rows with either. "CIT" is
 *   `cash-in-transit robbery`; "arson jobs" are `arson`; "zama zama / illegal mining busts" are `illegal
 *   mining`; "rape cases" are `rape` (sexual assault is not among them).
 * - "Someone the survivor knew" is a `relationship` of `partner`, `family` or `acquaintance`; a
 *   `stranger` or an unstated relationship is not.
 * - Places: "EC" is the Eastern Cape, "FS" the Free State, by `province`. "Municipality" is
 *   `municipality` (rows without one are left out), answered as written or without "City of". A farm
 *   incident ("farm attacks") is a row whose `location` holds the word "farm" (any case), whatever its
 *   crimes. The illegal-mining bust with the most arrests is named by the parts of its location no
 *   other incident shares.
 * - Rankings (province with the most women and girls harmed, municipality with the most incidents of the
 *   2010s, province with the most killed, province with the most incidents of the 2020s, illegal-mining
 *   bust with the most arrests) each carry their tally; a tie at the top is an error in the question.
 * - Refusals: the ground truth records no wound type (gunshot or stab), no referral to care centres or
 *   protection orders, no psychosocial support or shelter placements, no fire crews turned out, and no
 *   forecast or opinion on causes.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  knewTheAttacker,
  largestIncident,
  medianOf,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  suspectAges,
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
  meanOf,
  municipalityNames,
  notArrested,
  number,
  refusal,
  sum,
  weekend,
  within,
} from './ground-truth-questions';

const murderScene = anyCrime('murder', 'attempted murder');
const rape = has('rape');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');

const the2010s = within('2010-01-01', '2019-12-31');
const the2020s = within('2020-01-01', '2029-12-31');
/** Incidents of the 2010s per municipality, those without one left out. */
const municipality2010sTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(the2010s), (r) => r.municipality);
/** Incidents of the 2020s per province. */
const province2020sTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(the2020s), (r) => r.province);

export const FRESH238_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the volunteer firefighter, on notebook a.
  {
    notebook: 'a',
    question: 'EC only - total DOA / fatalities across all incidents?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question: 'Arson jobs - any w/ no arrest made? y/n',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, has('arson'), notArrested) > 0),
  },
  {
    notebook: 'a',
    question: 'Injured pts total, all murder + attemped murder scenes (injured only, not DOA)',
    covers: ['people', 'restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(murderScene))),
  },
  {
    notebook: 'a',
    question: 'Most recent CIT hit on file - date?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('cash-in-transit robbery')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Murder calls: how many GSW vs stab wounds? need the split for the log',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the GBV shelter advocate, on notebook a.
  {
    notebook: 'a',
    question:
      'In which province were the most women and girls harmed, counting the survivors the releases identify as female?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_female')),
  },
  {
    notebook: 'a',
    question: 'In the rape cases, how many of the survivors were children under the age of 18?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(rape))),
  },
  {
    notebook: 'a',
    question: 'Of all those harmed whose sex the reports record, what percentage were women and girls?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = sum(rows.map((r) => r.victims_female));
      return percentage(female, female + sum(rows.map((r) => r.victims_male)));
    },
  },
  {
    notebook: 'a',
    question:
      'In how many incidents was the perpetrator someone the person harmed already knew, such as a partner, a family member or an acquaintance?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, knewTheAttacker)),
  },
  {
    notebook: 'a',
    question:
      'Were the rape survivors referred to a Thuthuzela Care Centre, and did any of them apply for a protection order afterwards?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the history teacher, on notebook a.
  {
    notebook: 'a',
    question:
      'Using the reports, determine the date of the earliest murder on record. Learners must give the exact day.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('murder')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Learners must find how many incidents took place in the Western Cape in the period 2015 to 2019 (inclusive). Explain with a figure.',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Western Cape'), within('2015-01-01', '2019-12-31'))),
  },
  {
    notebook: 'a',
    question:
      'Which municipality recorded the most incidents in the decade of the 2010s? Learners must justify with a count.',
    covers: ['ranking', 'calendar'],
    ...ranking(municipality2010sTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Using the stated ages of the suspects, determine the median age of a suspect in the period covered by the reports.',
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'a',
    question:
      'Predict, from the trend in these reports, how many murders will be reported in the next decade. Learners must explain their reasoning.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the volunteer firefighter, on notebook b.
  {
    notebook: 'b',
    question: 'FS farm attacks - total fatalities?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) =>
      number(peopleTotal('victims_killed', rowsWhere(rows, onAFarm, inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question: 'Murder calls Sat/Sun only - how many? (murder, not attempted)',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, has('murder'), weekend)),
  },
  {
    notebook: 'b',
    question: 'SAPS members as victims (on/off duty) - total pts?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question: 'Zama zama / illegal mining busts - which one had the most arrests, where?',
    covers: ['ranking', 'slang'],
    ...largestIncident(has('illegal mining'), (r) => r.num_suspects_arrested),
  },
  {
    notebook: 'b',
    question: 'Arson jobs - how many fire trucks / crews turned out to each?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the GBV shelter advocate, on notebook b.
  {
    notebook: 'b',
    question:
      'In the rape cases, how many times was the perpetrator someone the survivor already knew - a partner, a relative or an acquaintance?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, rape, knewTheAttacker)),
  },
  {
    notebook: 'b',
    question:
      'What percentage of the rape cases ended without anyone being arrested, leaving survivors without that first step toward justice?',
    covers: ['share'],
    expect: (rows) => percentage(count(rows, rape, notArrested), count(rows, rape)),
  },
  {
    notebook: 'b',
    question: 'How many women and girls were harmed in the Northern Cape?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_female', rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question:
      'Were any women among the perpetrators or suspects in these incidents? We sometimes forget that women can cause harm too.',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(peopleTotal('suspects_female', rows) > 0),
  },
  {
    notebook: 'b',
    question:
      'Did the survivors in these cases receive psychosocial support, and how many of them had to be placed in a shelter or place of safety?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the history teacher, on notebook b.
  {
    notebook: 'b',
    question:
      'Using the reports, determine in which province the most people lost their lives over the whole period. Explain with a figure.',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'Learners must find how many of the incidents occurred in the decade 2010 to 2019.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, the2010s)),
  },
  {
    notebook: 'b',
    question:
      'In the 2020s, which province recorded the most incidents in the reports? Learners must show their tally.',
    covers: ['ranking', 'calendar'],
    ...ranking(province2020sTally),
  },
  {
    notebook: 'b',
    question: 'Determine the mean number of suspects arrested per incident, correct to two decimal places.',
    covers: ['people'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.num_suspects_arrested),
        2,
      ),
  },
  {
    notebook: 'b',
    question:
      'Learners must explain whether the farm murders in these reports were a legacy of apartheid-era land policy. Give your opinion with evidence.',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh238QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH238_QUESTIONS, rows);
