/**
 * The two-hundred-and-thirty-sixth fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A retired magistrate: precise, conditional, formal questions that state their own reading ("assuming
 *    the date of the offence, not of the release, ...", "where the ages of the accused are stated ...",
 *    "both dates inclusive"), with "the accused" for suspects and "offence" for incident.
 * 2. A university student texting fast: lower case, typos ("kidnapings", "minng", "comon", "wen"),
 *    text-speak ("r", "n", "ppl", "any1", "hw", "wat") and emoji words (":(", "lol", "fr", "y/n").
 * 3. A spokesperson for a provincial MEC for Community Safety preparing talking points: "our province"
 *    (named in each question: the Eastern Cape in notebook `a`, North West in notebook `b`, the
 *    province the office speaks for in each notebook), comparisons with other provinces, percentages,
 *    "since 2020".
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, "since 2020" and date
 *   window, and is never the earliest or latest; `published_date` is never read. "Since 2020" is from
 *   1 January 2020 on; "between 1 January 2019 and 31 December 2020" includes both days.
 * - "Murder" is the category `murder` (attempted murder and culpable homicide are not); "kidnapping",
 *   "rape", "carjacking" (not truck hijacking), "cash-in-transit robbery", "stock theft" and "illegal
 *   mining" are their categories alone.
 * - People are sums of the stated figures: `victims_killed` (killed), `victims_injured` (injured),
 *   `victims_children` (child victims, only where the release says so), `victims_female` (female
 *   victims, only where the sex is stated), `num_suspects_arrested` (suspects arrested). A null
 *   (unstated) figure adds nothing.
 * - Ages of suspects are `suspect_ages`, each stated age one suspect; a row without ages adds none.
 *   The median is the middle age of the sorted list (with an even count, the mean of the two middle
 *   ages); the mean is rounded to one decimal (a value halfway between is an error in the question).
 * - "No arrest at the time of the release" is `arrest_made === false` (an unstated arrest is not one).
 * - Shares are of incidents: the rows that pass over the rows of the province asked about, to the
 *   nearest whole percent (a value halfway between is an error in the question).
 * - "How many more in P than in Q" is the difference of the two sums; P must have more (otherwise the
 *   question is in error).
 * - "Municipality" is `municipality` (rows without one are left out), answered as written or without
 *   "City of". A province is answered by its name; KwaZulu-Natal also as "KZN".
 * - Rankings (province with the most injured, province with the most arrested since 2020, municipality
 *   with the most incidents, province with the most killed, province with the most rape cases) each carry
 *   their tally; a tie at the top is an error in the question. The top three crimes count each
 *   category once per incident, most first, and must not tie among themselves or with the fourth;
 *   "illegal firearm possession" may be named by "firearm".
 * - Lists: the provinces with any stock theft (in any order); the years, since 2020, in which North
 *   West recorded a murder, as four-digit years, earliest first (undated murders give no year).
 * - Refusals: the ground truth records no sentences, convictions or trial outcomes, no suspects' names,
 *   no motives, no bail status, and nothing about the future (a prediction is declined).
 */
import {
  anyCrime,
  type BlindQuestion,
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
  casesOf,
  count,
  crimeNames,
  dateAt,
  excessOf,
  has,
  inProvince,
  meanOf,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  topKeys,
  within,
} from './ground-truth-questions';

/** The year of an incident's `event_date`, or undefined when the date is not stated. */
const yearOf = (r: DevRow) => (r.event_date ? r.event_date.slice(0, 4) : undefined);

/** The median of the values; with an even count, the mean of the two middle values. */
function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  if (sorted.length === 0) throw new Error('no stated value to take the median of');
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

/** A list expectation that must not be empty. */
function listOf(values: string[]) {
  if (values.length === 0) throw new Error('nothing to list');
  return { kind: 'list' as const, value: values };
}

const murder = has('murder');
const injuredByProvince = peopleByProvince('victims_injured');
const arrestedSince2020ByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter(sinceYear(2020)),
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const killedByProvince = peopleByProvince('victims_killed');
const rapeProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(has('rape')), (r) => r.province);

export const FRESH236_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the retired magistrate, on notebook a.
  {
    notebook: 'a',
    question:
      'Assuming the date of the offence, not of the release, is what counts: how many incidents involving a murder occurred between 1 January 2019 and 31 December 2020, both dates inclusive?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, within('2019-01-01', '2020-12-31'))),
  },
  {
    notebook: 'a',
    question:
      'Where the ages of the accused are stated, and counting each accused person once, what is the median age of the suspects?',
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'a',
    question:
      'Confining yourself to the Eastern Cape, and to offences of murder or attempted murder, how many of the victims were female, counting only those whose sex the release states?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      number(
        peopleTotal(
          'victims_female',
          rowsWhere(rows, anyCrime('murder', 'attempted murder'), inProvince('Eastern Cape')),
        ),
      ),
  },
  {
    notebook: 'a',
    question: 'In which provinces, if any, was an offence of stock theft recorded? Kindly list them.',
    covers: ['restricted count'],
    expect: (rows) => listOf([...new Set(rows.filter(has('stock theft')).map((r) => r.province))].sort()),
  },
  {
    notebook: 'a',
    question:
      'On the assumption that the matters went to trial, what sentence was ultimately imposed on the accused in the Khayelitsha shootings?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the university student, on notebook a.
  {
    notebook: 'a',
    question: 'ok so how many kidnapings in gauteng lol',
    covers: ['restricted count', 'conjunction', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, has('kidnapping'), inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question: 'which province had the most ppl injured?? its for an assignment :(',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(injuredByProvince, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'wat r the top 3 crimes in this lot, most comon first',
    covers: ['slang', 'misspelling'],
    expect: (rows) => ({
      kind: 'list',
      value: topKeys(
        rows.flatMap((r) => r.crimes),
        (crime) => crime,
        3,
      ).map((crime) => crimeNames(crime)[0] ?? crime),
    }),
  },
  {
    notebook: 'a',
    question: 'wen was the latest carjacking?? need the date pls',
    covers: ['date', 'misspelling', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('carjacking')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'whats the name of the guy who did the hillbrow carjacking lol',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the MEC spokesperson (the Eastern Cape), on notebook a.
  {
    notebook: 'a',
    question:
      'For our talking points: what percentage of the incidents in our province, the Eastern Cape, ended with no arrest at the time of the release?',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(inProvince('Eastern Cape')), notArrested),
  },
  {
    notebook: 'a',
    question: 'Since 2020, how many people have been killed in incidents in our province, the Eastern Cape?',
    covers: ['people', 'calendar'],
    expect: (rows) =>
      number(peopleTotal('victims_killed', rowsWhere(rows, inProvince('Eastern Cape'), sinceYear(2020)))),
  },
  {
    notebook: 'a',
    question:
      'Since 2020, which province has recorded the most suspects arrested? We want to show how the Eastern Cape compares with the others.',
    covers: ['ranking', 'calendar', 'people'],
    ...ranking(arrestedSince2020ByProvince, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'Has our province, the Eastern Cape, had any cash-in-transit robbery since 2020?',
    covers: ['yes/no', 'calendar', 'conjunction'],
    expect: (rows) =>
      yesNo(count(rows, has('cash-in-transit robbery'), inProvince('Eastern Cape'), sinceYear(2020)) > 0),
  },
  {
    notebook: 'a',
    question:
      'If the current trend continues, how many murders should we expect in the Eastern Cape next year?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the retired magistrate, on notebook b.
  {
    notebook: 'b',
    question:
      'Counting only those deaths which the releases expressly state, in which province did the most people lose their lives?',
    covers: ['ranking', 'people'],
    ...ranking(killedByProvince),
  },
  {
    notebook: 'b',
    question:
      'Confining yourself to cases of rape, and treating a victim as a child only where the release says so, how many child victims were there?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(has('rape')))),
  },
  {
    notebook: 'b',
    question:
      'Where the ages of the accused are stated, what was the average age of the suspects in the Limpopo matters, to one decimal place?',
    covers: ['people', 'conjunction'],
    expect: (rows) => meanOf(suspectAges(rows.filter(inProvince('Limpopo'))), 1),
  },
  {
    notebook: 'b',
    question:
      'Taking the date of the offence rather than that of the statement, on what date did the earliest incident in the Northern Cape occur?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Northern Cape')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'Assuming these matters proceeded to trial, how many of the accused arrested were subsequently convicted?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the university student, on notebook b.
  {
    notebook: 'b',
    question: 'how many rape cases in the free state n northern cape combined :(',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) =>
      number(count(rows, has('rape'), (r) => r.province === 'Free State' || r.province === 'Northern Cape')),
  },
  {
    notebook: 'b',
    question: 'yo which municipality has the most incidents fr',
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'did any1 get kidnapped in mpumalanga?? y/n lol',
    covers: ['yes/no', 'slang', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('kidnapping'), inProvince('Mpumalanga')) > 0),
  },
  {
    notebook: 'b',
    question: 'hw many suspects got arrested in total for illegal minng?',
    covers: ['people', 'misspelling', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('illegal mining')))),
  },
  {
    notebook: 'b',
    question: 'y did the guy do it in the de aar guest house case, like whats the motive :(',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the MEC spokesperson (North West), on notebook b.
  {
    notebook: 'b',
    question:
      'What percentage of the incidents in our province, North West, involved illegal firearm possession?',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(inProvince('North West')), has('illegal firearm possession')),
  },
  {
    notebook: 'b',
    question:
      'Since 2020, how many more people were killed in the Free State than in our province, North West?',
    covers: ['people', 'calendar', 'conjunction'],
    expect: (rows) =>
      excessOf(rows.filter(sinceYear(2020)), inProvince('Free State'), inProvince('North West'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'b',
    question:
      'Which province recorded the most rape cases? We need to know whether North West is the worst before the briefing.',
    covers: ['ranking'],
    ...ranking(rapeProvinceTally),
  },
  {
    notebook: 'b',
    question: 'In which years since 2020 did our province, North West, record at least one murder?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) =>
      listOf(
        [
          ...new Set(
            rowsWhere(rows, murder, inProvince('North West'), sinceYear(2020)).flatMap(
              (r) => yearOf(r) ?? [],
            ),
          ),
        ].sort(),
      ),
  },
  {
    notebook: 'b',
    question:
      'What proportion of the suspects arrested in our province, North West, were out on bail for other cases at the time?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh236QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH236_QUESTIONS, rows);
