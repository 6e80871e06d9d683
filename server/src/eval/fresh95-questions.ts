/**
 * The ninety-fifth fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen
 * about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is worked out by the code below from the ground-truth rows of the question's own
 * notebook; none is typed in.
 *
 * Three voices, five questions from each to each notebook:
 * 1. A refugee advocate in Johannesburg whose first language is French (she is from the DRC). Her English
 *    carries French words and habits: "combien de", "tués" (killed), "blessés" (injured), "les femmes",
 *    "les enfants", "la police", "victimes", "merci", a space before the question mark, "Johannesbourg"
 *    and "Nord-Ouest" for the places, "kidnaping" with one p. She asks about women, children, police
 *    victims, kidnapping and whether foreigners were among the victims.
 * 2. A retired judge: measured, precise and old-fashioned ("I should be obliged to learn", "the number
 *    of souls", "in the matter of", "the learned authors of these releases"), exact about dates and
 *    the precision he wants, and curious about sentences the releases never record.
 * 3. An actuary: clipped, speaks of exposure, frequency, severity, "per incident", "point estimate",
 *    "tail" and "loss ratio", and names the decimals wanted.
 *
 * Readings (one row is one incident; a crime question takes the rows whose `crimes` hold the category):
 * - Dates are `event_date` only; `published_date` is never read. An undated row is in no year, no
 *   window ("from 1 January 2020 onward", "during 2024", "between ... and ..."), no month, no weekday,
 *   and is never the earliest or the latest. A weekday is the day of the week of `event_date`; a month
 *   "all years pooled" is the month of `event_date` in any year.
 * - People figures are sums of the stated values, a null adding nothing: "tués" / "souls who lost their
 *   lives" / "perished" / "killed" is `victims_killed`; "blessés" / "injured" is `victims_injured`; "les
 *   enfants" / children under 18 is `victims_children`; "la police among les victimes" is
 *   `victims_police`; "les femmes victimes" / women victims is `victims_female`; women suspects ("les
 *   femmes" among the suspects) is `suspects_female`; suspects arrested / taken into custody / arrest
 *   volume is `num_suspects_arrested`.
 * - "Tués plus blessés" is the sum of `victims_killed` and `victims_injured` over the rows, each null
 *   adding nothing.
 * - "Murder" is the `murder` category alone (attempted murder is not a murder); "rape" is `rape`;
 *   "kidnaping" is `kidnapping`; robbery is not read anywhere.
 * - "Johannesbourg city, the metro" is the `City of Johannesburg` municipality; a municipality ranking
 *   leaves rows without a `municipality` out and may be answered with or without "City of".
 * - "Left without an arrest" / "la police arrested nobody" is `arrest_made === false` (an unstated
 *   arrest is not "nobody arrested").
 * - Shares: the KwaZulu-Natal murder share is murder incidents in KwaZulu-Natal over all KwaZulu-Natal
 *   incidents, one decimal; the attempted-murder share is incidents holding both `attempted murder`
 *   and `murder` over those holding `attempted murder`, whole percent; the known-attacker share is the
 *   rows whose `relationship` is `partner`, `family` or `acquaintance` over the rows with any stated
 *   `relationship` (`stranger` included, null left out), one decimal.
 * - Means are over the rows with a stated figure only: mean killed per murder incident (two decimals)
 *   and mean suspects arrested per Northern Cape incident (one decimal).
 * - The Eastern Cape killed-to-injured ratio is the summed stated `victims_killed` over the summed
 *   stated `victims_injured` of Eastern Cape rows, one decimal.
 * - "By how many did P exceed Q" is the difference of the two counts or sums; P must be the larger.
 * - Rankings are keyed by place and carry their tally: province by summed suspects arrested, province
 *   by summed police victims, municipality by incident count, and the single incident with the most
 *   stated killed (named by the parts of its location no other incident shares). A tie at the top is
 *   an error in the question.
 * - Refusals: the ground truth holds no nationality or refugee status of victims, no sentences or
 *   court outcomes, and no rand value of anything lost.
 */
import {
  type BlindQuestion,
  femaleVictims,
  inMunicipality,
  knewTheAttacker,
  largestIncident,
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
  meanOf,
  month,
  municipalityNames,
  notArrested,
  number,
  refusal,
  rounded,
  sinceYear,
  weekday,
} from './ground-truth-questions';

const murder = has('murder');
const kidnapping = has('kidnapping');
const rape = has('rape');

/** The stated killed of the rows, nulls adding nothing. */
const killed = (rows: readonly DevRow[]) => peopleTotal('victims_killed', rows);

/** The summed suspects arrested per province, a null adding nothing. */
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

/** Summed stated killed over summed stated injured, to one decimal; nobody injured is an error. */
function killedToInjured(rows: readonly DevRow[]) {
  const injured = peopleTotal('victims_injured', rows);
  if (injured === 0) throw new Error('no injured to divide by');
  return number(rounded(killed(rows) / injured, 1));
}

export const FRESH95_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Congolese refugee advocate, on notebook a.
  {
    notebook: 'a',
    question:
      'Bonjour, I work with refugees here in Johannesbourg. In Johannesbourg city itself (the metro, not all of Gauteng), combien de kidnaping incidents are in these releases ?',
    covers: ['restricted count', 'conjunction', 'slang', 'misspelling'],
    expect: (rows) => number(count(rows, kidnapping, inMunicipality('City of Johannesburg'))),
  },
  {
    notebook: 'a',
    question:
      'Please, les femmes victimes: in Gauteng and KwaZulu-Natal together, combien de victimes were women ? Merci.',
    covers: ['people', 'slang'],
    expect: (rows) =>
      number(femaleVictims(rows.filter((r) => inProvince('Gauteng')(r) || inProvince('KwaZulu-Natal')(r)))),
  },
  {
    notebook: 'a',
    question:
      'Et les enfants... in the Western Cape, on the side of Le Cap, how many of the victimes were children under 18 ?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question: 'Kidnaping in Gauteng: is there one case where la police arrested nobody ? Oui ou non, merci.',
    covers: ['yes/no', 'conjunction', 'slang', 'misspelling'],
    expect: (rows) => yesNo(count(rows, kidnapping, inProvince('Gauteng'), notArrested) > 0),
  },
  {
    notebook: 'a',
    question:
      'Our people are afraid. Among les victimes of all these incidents, combien were réfugiés or étrangers, from Congo or other countries ?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the retired judge, on notebook a.
  {
    notebook: 'a',
    question:
      'I should be obliged to learn on what date the earliest murder in the Eastern Cape took place, as the releases record it.',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Eastern Cape')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'In the matter of the year 2022, what was the number of souls who lost their lives in the incidents which occurred during that year?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(killed(rows.filter(inYear(2022)))),
  },
  {
    notebook: 'a',
    question:
      'Of the incidents in the province of KwaZulu-Natal, what proportion involved a charge of murder? I should be grateful for the figure as a percentage, correct to one decimal place.',
    covers: ['share', 'conjunction'],
    expect: (rows) => {
      const kzn = rows.filter(inProvince('KwaZulu-Natal'));
      return percentage(count(kzn, murder), kzn.length, 1);
    },
  },
  {
    notebook: 'a',
    question:
      'By how many did the number of souls who perished in KwaZulu-Natal exceed the number who perished in Gauteng?',
    covers: ['people', 'conjunction'],
    expect: (rows) => excessOf(rows, inProvince('KwaZulu-Natal'), inProvince('Gauteng'), killed),
  },
  {
    notebook: 'a',
    question:
      'In the matter of the murder prosecutions arising from these incidents, I should be obliged to learn what sentences the courts imposed upon conviction.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the actuary, on notebook a.
  {
    notebook: 'a',
    question: 'Frequency by day of week: how many incidents have an event date falling on a Wednesday?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Wednesday')),
  },
  {
    notebook: 'a',
    question:
      'Severity per incident: across murder incidents with a stated death count, mean number killed per incident? Point estimate to two decimals.',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      meanOf(
        rows.filter(murder).map((r) => r.victims_killed ?? null),
        2,
      ),
  },
  {
    notebook: 'a',
    question: 'Arrest volume by province: which province shows the highest total of suspects arrested?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'a',
    question:
      'Conditional frequency: of the incidents involving attempted murder, what percentage also involved a murder? Nearest whole percent.',
    covers: ['share', 'conjunction'],
    expect: (rows) => {
      const attempted = rows.filter(has('attempted murder'));
      return percentage(count(attempted, murder), attempted.length);
    },
  },
  {
    notebook: 'a',
    question:
      'Eastern Cape severity mix: ratio of people killed to people injured, each summed over all incidents, to one decimal place.',
    covers: ['people', 'share'],
    expect: (rows) => killedToInjured(rows.filter(inProvince('Eastern Cape'))),
  },

  // Voice 1, the Congolese refugee advocate, on notebook b.
  {
    notebook: 'b',
    question:
      'Bonjour. For the rape cases in the Northern Cape, combien de victimes were les femmes, in total ?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) => number(femaleVictims(rowsWhere(rows, rape, inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question: 'Free State, s’il vous plaît: the tués plus the blessés, all together one number, combien ?',
    covers: ['people', 'slang'],
    expect: (rows) => {
      const fs = rows.filter(inProvince('Free State'));
      return number(killed(fs) + peopleTotal('victims_injured', fs));
    },
  },
  {
    notebook: 'b',
    question:
      'Which province had the most la police among les victimes, policemen shot or hurt, on duty or not ?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_police')),
  },
  {
    notebook: 'b',
    question:
      'Also the suspects: combien of them were les femmes, women suspects, in all the incidents together ? Merci beaucoup.',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question:
      'When was the last kidnaping in North West province (Nord-Ouest) ? The day it happened, not the day of the communiqué.',
    covers: ['date', 'conjunction', 'slang', 'misspelling'],
    expect: (rows) => dateAt(rowsWhere(rows, kidnapping, inProvince('North West')), 'latest'),
  },

  // Voice 2, the retired judge, on notebook b.
  {
    notebook: 'b',
    question:
      'In the matter of the murders committed in the Free State, I should be obliged to learn the total number of suspects taken into custody.',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, murder, inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question:
      'On what date did the earliest offence of rape recorded in these releases take place? I refer to the date of the offence, not that of its publication.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(rape), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'Is it the case that any incident in Limpopo during the calendar year 2024 was left without an arrest, so far as the learned authors of these releases report?',
    covers: ['yes/no', 'calendar', 'conjunction'],
    expect: (rows) => yesNo(count(rows, inProvince('Limpopo'), inYear(2024), notArrested) > 0),
  },
  {
    notebook: 'b',
    question:
      'Where the releases state the relationship between assailant and victim, in what proportion of those incidents was the assailant known to the victim, whether as partner, relative or acquaintance? Kindly give the percentage to one decimal place.',
    covers: ['share'],
    expect: (rows) => {
      const stated = rows.filter((r) => r.relationship !== null && r.relationship !== undefined);
      return percentage(count(stated, knewTheAttacker), stated.length, 1);
    },
  },
  {
    notebook: 'b',
    question:
      'Counting only those incidents which occurred on or after 1 January 2020, by how many did the incidents in Mpumalanga exceed those in the North West?',
    covers: ['restricted count', 'calendar', 'conjunction'],
    expect: (rows) =>
      excessOf(rows.filter(sinceYear(2020)), inProvince('Mpumalanga'), inProvince('North West')),
  },

  // Voice 3, the actuary, on notebook b.
  {
    notebook: 'b',
    question: 'Exposure concentration: which municipality accounts for the highest incident count?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'Tail event: which single incident had the highest number killed? Give the location.',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.victims_killed ?? null,
    ),
  },
  {
    notebook: 'b',
    question: 'Northern Cape: mean suspects arrested per incident, point estimate to one decimal.',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      meanOf(
        rows.filter(inProvince('Northern Cape')).map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'b',
    question: 'Seasonality check: July frequency, all years pooled. How many incidents?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => month(r) === 7)),
  },
  {
    notebook: 'b',
    question:
      'For a loss ratio I need the severity in money: total rand value of property lost across all the incidents?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh95QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH95_QUESTIONS, rows);
