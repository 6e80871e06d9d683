/**
 * The hundred-and-forty-sixth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or any other
 * question set. No expected answer is typed in: each one is worked out from the ground-truth rows of
 * the notebook the question is about.
 *
 * Who asks (five questions each to each notebook):
 * 1. A documentary researcher gathering facts for a film on police work: conversational, says what
 *    the footage or segment needs, asks about officers among the victims, kidnappings, "zama zama"
 *    illegal mining, where and when things happened.
 * 2. A legal researcher at a justice NGO focused on arrests and accused persons: careful wording
 *    ("accused", "suspects, arrested or still sought", "at the time of the release"), arrest rates,
 *    suspects by sex, bail and convictions.
 * 3. A newspaper graphics editor who needs exact figures for charts: short, hurried, chart-minded
 *    ("for the bar chart", "whole number pls"), abbreviations (KZN, ppl, %) and the odd typo
 *    ("injurd", "happend", "childern").
 *
 * How each kind of question is read from the ground truth (one row is one incident):
 * - A crime count is the number of rows whose `crimes` hold that category: "murders" are `murder`
 *   alone (attempted murder is not one), "zama zama" / illegal mining is `illegal mining`, a firearm
 *   charge is `illegal firearm possession`, kidnapping is `kidnapping`, rape is `rape`.
 * - Places are `province` (KZN is KwaZulu-Natal, which may be answered as "KZN") and `municipality`
 *   (rows without one are left out of a municipality ranking; "City of" may be dropped in the answer).
 * - Dates are `event_date` only: an undated row is in no year and is never the earliest or latest;
 *   `published_date` is never read. "In 2023 and 2024 combined" is an `event_date` in either year.
 * - People are sums of the stated figures, a null adding nothing: `victims_police` (police officers
 *   among the victims, on or off duty), `victims_killed`, `victims_injured`, `victims_children`,
 *   `suspects_male` / `suspects_female` (the case's suspects, arrested or sought),
 *   `num_suspects_arrested` (suspects arrested).
 * - "Led to an arrest" is `arrest_made === true`; "nobody arrested" / "no arrest" is
 *   `arrest_made === false` (an unstated arrest is neither).
 * - A share of incidents is over the rows named (all the notebook's rows, or its rape rows), to the
 *   nearest whole percent. The share of victims who were female is the sum of `victims_female` over
 *   the sum of `victims_female` and `victims_male`, nearest whole percent.
 * - "How many more in P than in Q" is the difference of the two sums (or counts); P must have more.
 * - Rankings (province with most people killed, municipality with most incidents) carry their tally;
 *   a tie at the top is an error in the question.
 * - Yes/no asks whether at least one row passes every test.
 * - Refusals: the ground truth holds no number of detectives assigned to a case, no bail decisions,
 *   and no convictions or court outcomes.
 */
import {
  type BlindQuestion,
  femaleVictims,
  kznProvinceNames,
  maleVictims,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
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
  inYear,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
} from './ground-truth-questions';

const murder = has('murder');
const kidnapping = has('kidnapping');
const rape = has('rape');

/** The police officers among the victims of the rows. */
const officersAmongVictims = (rows: readonly DevRow[]) => peopleTotal('victims_police', rows);

const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH146_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the documentary researcher, on notebook a.
  {
    notebook: 'a',
    question:
      "For the film I'd like to show that officers get hurt too. Across all these incidents, how many of the victims were police officers, whether on duty or off?",
    covers: ['people'],
    expect: (rows) => number(officersAmongVictims(rows)),
  },
  {
    notebook: 'a',
    question:
      'We are planning a segment on kidnappings around Johannesburg and Pretoria. How many incidents in Gauteng province involved a kidnapping?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, kidnapping, inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question:
      'Which province had the highest number of people killed, adding up all the incidents? We want to decide where to film.',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'What is the date of the earliest kidnapping in these releases? I mean the day it actually happened, not when the police put out the statement.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'For the investigation scenes: how many detectives were assigned to each of these cases, or how many in total worked on them?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the legal researcher, on notebook a.
  {
    notebook: 'a',
    question:
      'What percentage of the incidents had led to at least one arrest at the time of the release? Please round to the nearest whole percent.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'a',
    question:
      'How many suspects in total were arrested in connection with murder cases (not attempted murder)?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(suspectsArrested(rows.filter(murder))),
  },
  {
    notebook: 'a',
    question: 'How many more suspects were arrested in the Western Cape than in the Eastern Cape?',
    covers: ['conjunction', 'people'],
    expect: (rows) =>
      excessOf(rows, inProvince('Western Cape'), inProvince('Eastern Cape'), suspectsArrested),
  },
  {
    notebook: 'a',
    question:
      'Counting all the accused across these cases, both those arrested and those still being sought, how many were male?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_male', rows)),
  },
  {
    notebook: 'a',
    question:
      'Of the suspects who were arrested, how many were granted bail at their first court appearance?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the graphics editor, on notebook a.
  {
    notebook: 'a',
    question: 'Number of ppl killed in 2022 (year the incident happened) for the bar chart?',
    covers: ['people', 'calendar', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inYear(2022)))),
  },
  {
    notebook: 'a',
    question: 'how many murder incidents in KZN? murder only, not attempted',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder, inProvince('KwaZulu-Natal'))),
  },
  {
    notebook: 'a',
    question: 'Of the victims whose sex is given, what % were female? Whole number pls',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = femaleVictims(rows);
      return percentage(female, female + maleVictims(rows));
    },
  },
  {
    notebook: 'a',
    question: 'Total injurd victims across all incidents?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_injured', rows)),
  },
  {
    notebook: 'a',
    question:
      'Quick y/n for a chart footnote: was there any rape case in the Eastern Cape that led to an arrest?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, rape, inProvince('Eastern Cape'), arrested) > 0),
  },

  // Voice 1, the documentary researcher, on notebook b.
  {
    notebook: 'b',
    question:
      'Part of the film is about arrests. How many suspects were arrested in total across all these incidents?',
    covers: ['people'],
    expect: (rows) => number(suspectsArrested(rows)),
  },
  {
    notebook: 'b',
    question: 'Which municipality comes up most often in these incidents? We might base a crew there.',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'How many of these incidents involve zama zamas, the illegal miners?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, has('illegal mining'))),
  },
  {
    notebook: 'b',
    question:
      'When did the most recent incident in the Northern Cape take place, going by the date of the incident itself?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Northern Cape')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Was a police officer among the victims in any of the North West incidents?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(officersAmongVictims(rows.filter(inProvince('North West'))) > 0),
  },

  // Voice 2, the legal researcher, on notebook b.
  {
    notebook: 'b',
    question: 'How many of the suspects in these cases, arrested or still sought, were women?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question: 'In how many incidents had nobody been arrested at the time the release was published?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, notArrested)),
  },
  {
    notebook: 'b',
    question:
      'How many suspects were arrested in incidents that took place in 2023 and 2024 combined (by the date of the incident)?',
    covers: ['calendar', 'people'],
    expect: (rows) => number(suspectsArrested(rows.filter((r) => inYear(2023)(r) || inYear(2024)(r)))),
  },
  {
    notebook: 'b',
    question: 'Among the rape cases, what percentage had no arrest at all? Nearest whole percent, please.',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(rape), notArrested),
  },
  {
    notebook: 'b',
    question: 'How many of the accused arrested in these cases were eventually convicted?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the graphics editor, on notebook b.
  {
    notebook: 'b',
    question: 'Which province had the most people killed? Need it for the map',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'How many more people were killed in the Free State than in Mpumalanga?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Free State'), inProvince('Mpumalanga'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'b',
    question: 'Total childern among the victims (under 18)?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question: '% of incidents with an illegal firearm possession charge, whole number pls',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows, has('illegal firearm possession')),
  },
  {
    notebook: 'b',
    question: 'how many murders happend in 2020? by incident date',
    covers: ['calendar', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, murder, inYear(2020))),
  },
];

export const fresh146QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH146_QUESTIONS, rows);
