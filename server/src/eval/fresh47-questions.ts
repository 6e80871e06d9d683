/**
 * The forty-seventh fresh question set, written blind: without reading the analyst, the extractor, the
 * corpus, the notebooks, the question code or any earlier question set, only the development set's
 * releases of notebooks `a` and `b` with their ground truth and the shared eval helpers. Every expected
 * answer is computed from the ground-truth rows by the code below, never typed by hand.
 *
 * Three voices, each asking five questions of each notebook:
 * 1. a magistrate's clerk turned researcher: formal, legal-ish wording ("the accused", "matters",
 *    "counts of", "save for", "other than", "inclusive of", yes/no questions put with "whether");
 * 2. a sports journalist covering violence around stadiums and taverns and the Senzo Meyiwa case:
 *    weekends, specific towns, "Mzansi" and "the Rainbow Nation", two provinces compared "by how many",
 *    and nights out or match details the releases never record;
 * 3. a university statistics tutor setting exercises: medians, means to one decimal, age ranges,
 *    "more than" and "at most", percentages with an explicit base, counts of distinct provinces.
 *
 * Readings:
 * - A "matter", "incident", "case" or "release" is one row of the notebook. A crime is charged when the
 *   row's `crimes` holds it; "murder" never includes "attempted murder" (a separate category).
 * - "Save for those matters in which no arrest was made" drops the rows whose `arrest_made` is false
 *   and keeps every other row.
 * - Calendar windows are inclusive of both ends and read on `event_date`; an undated row is in no
 *   window, on no weekday and in no year. A weekend is a Saturday or a Sunday of `event_date`.
 *   "Dated in 2019 or later" is an `event_date` on or after 2019-01-01.
 * - People figures are summed over the stated figures of the people model (or `victims_female` and
 *   `num_suspects_arrested`); a null figure is not stated and adds nothing. "Police officers, whether
 *   killed or injured, among the victims" is `victims_police`; "female victims" / "women and girls" is
 *   `victims_female`; "people killed" / "death toll" is `victims_killed`; "injured" is `victims_injured`.
 * - Whether any police officer was among the victims (or any accused was a woman): Yes only when some
 *   row of the selection states a `victims_police` (or `suspects_female`) above 0; nulls say nothing.
 * - A province is matched on `province`; Khayelitsha, Botrivier ("Botriver" in the question) and
 *   Kwa-Guqa are matched as words in `location` (Khayelitsha: Site B, Site C and Enkanini are all in,
 *   whatever the municipality); a municipality is `municipality`, and rows without one are not ranked.
 * - A date of one incident is its `event_date`; "the most recent" is the latest `event_date` of the
 *   selection, undated rows left out.
 * - A comparison "by how many" is the first side's figure less the second's, over the whole provinces.
 * - The median of an even number of values is the mean of the two middle values; null figures are left
 *   out. A mean is over the stated figures only (for "mean killed per murder incident", the murder rows
 *   whose `victims_killed` is stated), rounded to one decimal.
 * - Suspects' ages are `suspect_ages`, one per suspect; "aged 18 to 25 inclusive" keeps 18 and 25.
 * - "More than 2 but at most 5 suspects arrested" is 3, 4 or 5 in `num_suspects_arrested`; null is out.
 * - A share's base is stated in the question: Gauteng kidnappings over all Gauteng rows; rape incidents
 *   with a child victim (`victims_children` above 0; null counts as none stated) over all rape rows.
 * - Distinct provinces with a police officer among the victims: provinces of the rows whose
 *   `victims_police` is above 0.
 * - Rankings: provinces by summed `victims_killed`; municipalities by number of rows (2019 or later) or
 *   by summed `num_suspects_arrested`; crimes by the number of Mpumalanga rows that hold each (the
 *   category "other" counts as a key but does not lead). No ranking ties at the top.
 * - Refusals, each checked by searching the release texts (title and body): the Meyiwa release (the
 *   only one naming Meyiwa or Vosloorus) holds none of "score", "match", "game", "goal(s)", "fixture",
 *   "won", "lost", "draw", "played", "result", "league" or "season", so the score of his last match is
 *   never stated; the Surrender Hill release (the only one naming it) gives no clock time and none of
 *   "pm", "am", "night", "evening", "morning", "afternoon", "midnight", "o'clock", "hour", "tavern" or
 *   "drink", so when the fight broke out is never stated; the Breipal release (the only one naming it)
 *   holds none of "sentenc", "imprison", "jail", "prison", "convict", "guilty" or "life", and reports
 *   only an arrest and a coming court appearance, so no sentence is stated.
 */
import type { Expectation } from './answer-matching';
import {
  atPlace,
  type BlindQuestion,
  femaleVictims,
  kznProvinceNames,
  not,
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
  crimeNames,
  dateAt,
  distinct,
  excessOf,
  has,
  inProvince,
  meanOf,
  municipalityNames,
  notArrested,
  number,
  refusal,
  sinceYear,
  weekend,
  within,
} from './ground-truth-questions';

type Test = (r: DevRow) => boolean;

/** The single row that passes every test; none or several is an error in the question. */
function theOne(rows: readonly DevRow[], ...tests: Test[]): DevRow {
  const found = rowsWhere(rows, ...tests);
  if (found.length !== 1) throw new Error(`expected one incident, found ${found.length}`);
  return found[0] as DevRow;
}

/** The date of the single row that passes every test. */
const dateOfOne = (rows: readonly DevRow[], ...tests: Test[]): Expectation =>
  dateAt([theOne(rows, ...tests)], 'earliest');

/** The median of the stated values (the mean of the two middle ones when their number is even). */
function medianOf(values: (number | null)[]): Expectation {
  const stated = values.filter((v): v is number => v !== null).sort((x, y) => x - y);
  if (stated.length === 0) throw new Error('no stated value to take the median of');
  const middle = Math.floor(stated.length / 2);
  const value =
    stated.length % 2 === 1
      ? (stated[middle] as number)
      : ((stated[middle - 1] as number) + (stated[middle] as number)) / 2;
  return number(value);
}

/** A stated figure of the people model above zero. */
const above = (field: 'victims_police' | 'suspects_female' | 'victims_children') => (r: DevRow) =>
  (r[field] ?? 0) > 0;

const arrestedBetween = (more: number, most: number) => (r: DevRow) =>
  r.num_suspects_arrested !== null && r.num_suspects_arrested > more && r.num_suspects_arrested <= most;

const agedWithin = (from: number, to: number) => (rows: readonly DevRow[]) =>
  suspectAges(rows).filter((age) => age >= from && age <= to).length;

export const FRESH47_QUESTIONS: readonly BlindQuestion[] = [
  // --- Notebook a: the magistrate's clerk ---
  {
    notebook: 'a',
    covers: ['restricted count', 'conjunction'],
    question:
      'In how many matters were the accused charged with murder, save for those matters in which no arrest was made?',
    expect: (rows) => number(count(rows, has('murder'), not(notArrested))),
  },
  {
    notebook: 'a',
    covers: ['yes/no', 'people'],
    question: 'Whether any police officer is recorded among the victims in the Eastern Cape matters.',
    expect: (rows) => yesNo(rowsWhere(rows, inProvince('Eastern Cape'), above('victims_police')).length > 0),
  },
  {
    notebook: 'a',
    covers: ['people'],
    question:
      'What is the aggregate number of female victims across all matters inclusive of a count of murder, whether or not anyone was arrested?',
    expect: (rows) => number(femaleVictims(rowsWhere(rows, has('murder')))),
  },
  {
    notebook: 'a',
    covers: ['date', 'misspelling'],
    question: 'On what date did the incident occur in the extortion matter at Botriver in the Western Cape?',
    expect: (rows) => dateOfOne(rows, has('extortion'), atPlace('Botrivier'), inProvince('Western Cape')),
  },
  {
    notebook: 'a',
    covers: ['people', 'calendar', 'conjunction'],
    question:
      'How many persons were recorded as injured in matters occurring from 1 June 2019 to 31 December 2022, inclusive of both dates, other than matters in the Western Cape?',
    expect: (rows) =>
      number(
        peopleTotal(
          'victims_injured',
          rowsWhere(rows, within('2019-06-01', '2022-12-31'), not(inProvince('Western Cape'))),
        ),
      ),
  },
  // --- Notebook a: the sports journalist ---
  {
    notebook: 'a',
    covers: ['refusal'],
    question:
      'Senzo Meyiwa, the Bafana Bafana and Pirates keeper shot in Vosloorus: what was the score in the last match he played before that night?',
    expect: refusal,
  },
  {
    notebook: 'a',
    covers: ['slang', 'calendar', 'restricted count'],
    question: 'Weekend bloodshed in Mzansi: how many murder cases happened on a Saturday or a Sunday?',
    expect: (rows) => number(count(rows, has('murder'), weekend)),
  },
  {
    notebook: 'a',
    covers: ['slang', 'ranking', 'people'],
    question: 'Across the Rainbow Nation, which province had the most people killed in these releases?',
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    covers: ['misspelling', 'restricted count'],
    question: 'By how many did murder cases in KwaZulu-Natal outnumber those in Guateng?',
    expect: (rows) =>
      excessOf(
        rows,
        (r) => has('murder')(r) && inProvince('KwaZulu-Natal')(r),
        (r) => has('murder')(r) && inProvince('Gauteng')(r),
      ),
  },
  {
    notebook: 'a',
    covers: ['people'],
    question:
      'Khayelitsha keeps making the back pages for the wrong reasons. How many people were killed there altogether?',
    expect: (rows) => number(peopleTotal('victims_killed', rowsWhere(rows, atPlace('Khayelitsha')))),
  },
  // --- Notebook a: the statistics tutor ---
  {
    notebook: 'a',
    covers: ['people'],
    question: 'Exercise 1: find the median number of suspects arrested per incident in Gauteng.',
    expect: (rows) => medianOf(rowsWhere(rows, inProvince('Gauteng')).map((r) => r.num_suspects_arrested)),
  },
  {
    notebook: 'a',
    covers: ['share', 'misspelling'],
    question:
      'What percentage of the Gauteng incidents involved a kidnaping? Give it to one decimal place, with all Gauteng incidents as the base.',
    expect: (rows) => {
      const gauteng = rowsWhere(rows, inProvince('Gauteng'));
      return percentage(rowsWhere(gauteng, has('kidnapping')).length, gauteng.length, 1);
    },
  },
  {
    notebook: 'a',
    covers: ['ranking', 'calendar'],
    question: 'Considering only incidents dated in 2019 or later, which municipality has the most incidents?',
    ...ranking((rows) => tallyOf(rowsWhere(rows, sinceYear(2019)), (r) => r.municipality), municipalityNames),
  },
  {
    notebook: 'a',
    covers: ['people'],
    question:
      'For the murder incidents where the number killed is stated, what is the mean number of people killed per incident, to one decimal place?',
    expect: (rows) =>
      meanOf(
        rowsWhere(rows, has('murder')).map((r) => r.victims_killed ?? null),
        1,
      ),
  },
  {
    notebook: 'a',
    covers: ['people', 'restricted count'],
    question:
      'How many suspects aged 18 to 25 inclusive appear in the releases, counting each stated age once?',
    expect: (rows) => number(agedWithin(18, 25)(rows)),
  },
  // --- Notebook b: the magistrate's clerk ---
  {
    notebook: 'b',
    covers: ['conjunction', 'restricted count'],
    question:
      'State the number of matters in which the accused faced a count of kidnapping together with a count of murder or of rape.',
    expect: (rows) => number(count(rows, has('kidnapping'), (r) => has('murder')(r) || has('rape')(r))),
  },
  {
    notebook: 'b',
    covers: ['yes/no', 'people'],
    question: 'Whether any of the accused in the Northern Cape matters was a woman.',
    expect: (rows) =>
      yesNo(rowsWhere(rows, inProvince('Northern Cape'), above('suspects_female')).length > 0),
  },
  {
    notebook: 'b',
    covers: ['date', 'misspelling'],
    question:
      'What is the date of the most recent incident among the Mpumalanga matters involving illegal firearm posession?',
    expect: (rows) =>
      dateAt(rowsWhere(rows, inProvince('Mpumalanga'), has('illegal firearm possession')), 'latest'),
  },
  {
    notebook: 'b',
    covers: ['people'],
    question:
      'How many police officers, whether killed or injured, were among the victims in the North West matters?',
    expect: (rows) => number(peopleTotal('victims_police', rowsWhere(rows, inProvince('North West')))),
  },
  {
    notebook: 'b',
    covers: ['refusal'],
    question:
      'What sentence was imposed on the accused in the matter of the girl raped near the Breipal dumping site?',
    expect: refusal,
  },
  // --- Notebook b: the sports journalist ---
  {
    notebook: 'b',
    covers: ['people', 'slang'],
    question:
      "Free State versus North West, Mzansi derby style: by how many did the Free State's death toll beat the North West's?",
    expect: (rows) =>
      excessOf(rows, inProvince('Free State'), inProvince('North West'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'b',
    covers: ['calendar', 'restricted count'],
    question: 'How many incidents in Limpopo and Mpumalanga went down on a weekend, Saturday or Sunday?',
    expect: (rows) =>
      number(count(rows, (r) => inProvince('Limpopo')(r) || inProvince('Mpumalanga')(r), weekend)),
  },
  {
    notebook: 'b',
    covers: ['refusal'],
    question:
      'The sergeant stabbed at that Surrender Hill party in Kuruman: what time of night did the fight break out?',
    expect: refusal,
  },
  {
    notebook: 'b',
    covers: ['ranking'],
    question: "Mpumalanga's crime beat: which type of crime shows up most often in the Mpumalanga releases?",
    ...ranking(
      (rows) =>
        tallyOf(
          rowsWhere(rows, inProvince('Mpumalanga')).flatMap((r) => r.crimes),
          (crime) => crime,
        ),
      crimeNames,
    ),
  },
  {
    notebook: 'b',
    covers: ['date', 'slang'],
    question:
      'When did the Kwa-Guqa service delivery violence near Witbank kick off, the chaos where even the stadium meeting turned ugly?',
    expect: (rows) => dateOfOne(rows, atPlace('Kwa-Guqa')),
  },
  // --- Notebook b: the statistics tutor ---
  {
    notebook: 'b',
    covers: ['people', 'restricted count'],
    question:
      'Count the distinct provinces with at least one incident in which a police officer was among the victims.',
    expect: (rows) => number(distinct(rowsWhere(rows, above('victims_police')).map((r) => r.province))),
  },
  {
    notebook: 'b',
    covers: ['people'],
    question: 'Compute the mean age of the Limpopo suspects whose ages are stated, to one decimal place.',
    expect: (rows) => meanOf(suspectAges(rowsWhere(rows, inProvince('Limpopo'))), 1),
  },
  {
    notebook: 'b',
    covers: ['share'],
    question:
      'What percentage of the rape incidents involved at least one child victim (under 18)? Use all rape incidents as the base and give one decimal.',
    expect: (rows) => {
      const rapes = rowsWhere(rows, has('rape'));
      return percentage(rowsWhere(rapes, above('victims_children')).length, rapes.length, 1);
    },
  },
  {
    notebook: 'b',
    covers: ['restricted count'],
    question: 'In how many incidents were more than 2 but at most 5 suspects arrested?',
    expect: (rows) => number(count(rows, arrestedBetween(2, 5))),
  },
  {
    notebook: 'b',
    covers: ['ranking'],
    question: 'Which municipality has the highest total number of suspects arrested?',
    ...ranking(
      (rows) =>
        tallyOf(
          rows,
          (r) => r.municipality,
          (r) => r.num_suspects_arrested ?? 0,
        ),
      municipalityNames,
    ),
  },
];

export const fresh47QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH47_QUESTIONS, rows);
