/**
 * The hundred-and-eighty-sixth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A Western Cape gang-violence researcher: Cape Flats townships and stations (Khayelitsha, Mitchells
 *    Plain, Delft, Nyanga), mass shootings, police shot on duty; clipped note-taking register with
 *    abbreviations ("WC", "CCT metro", "cops", "y/n", "per 100k") and the odd misspelled township
 *    ("Khayalitsha").
 * 2. An Afrikaans-first sub-editor writing in English: Afrikaans word order ("were in 2022 in totaal
 *    committed"), Afrikaans words ("hoeveel", "moorde", "in totaal", "Oos-Kaap", "Vrystaat",
 *    "polisiekantoor", "beseer", "skuldig bevind") and the odd slip ("Mpumulanga").
 * 3. A child-rights NGO monitor: children, women and girls, rape and schools; careful about who counts
 *    as a child (under eighteen, as the release states it) and about what a share is taken of.
 *
 * The readings chosen (one row is one incident; a crime word counts the rows whose `crimes` hold the
 * category):
 * - "Moorde" / "murder cases" are rows with `murder` alone: attempted murder and culpable homicide are
 *   not murders. A "shooting" (the gang researcher's word; the ground truth records no weapon) is an
 *   incident with `murder` or `attempted murder`.
 * - Dates are `event_date` alone; `published_date` is never read. A row without an `event_date` is in
 *   no year, calendar month (all years pooled) or weekday and is never the earliest or most recent; its
 *   people still count wherever no date is asked for.
 * - People are sums of the stated figures, a null (unstated) figure adding nothing: `victims_killed`
 *   (killed), `victims_injured` (injured, beseer), `victims_police` (cops, on or off duty),
 *   `victims_female` (women and girls: every female victim, whatever her age), `num_suspects_arrested`
 *   (suspects arrested). A ranking by people killed (per province, weekday, calendar month or year)
 *   sums `victims_killed` over the rows that state it, each under its own key.
 * - A child is a victim counted in `victims_children` (under eighteen as the release makes certain; an
 *   18- or 19-year-old is not one). "An incident with a child victim" is a row with `victims_children`
 *   above zero; a null figure is not known to be a child and does not count. "Every rape was against a
 *   child" holds when every `rape` row has a child victim (a notebook without a rape is an error in the
 *   question).
 * - Places: a township or town ("Khayelitsha") is a row whose `location` holds the word, in any case;
 *   "anything from Delft or Nyanga" is a row whose `location` or `police_station` holds either word; a
 *   school incident is a row whose `location` holds "school" (exactly one in the notebook, or the
 *   question is in error); a police station ("Johannesburg Central polisiekantoor") is `police_station`
 *   equal to the name; "the CCT metro" is the `City of Cape Town` municipality and "Mangaung" the
 *   `Mangaung` municipality; a province is `province` ("WC" is the Western Cape, "Oos-Kaap" the Eastern
 *   Cape, "Vrystaat" the Free State).
 * - Shares are to the nearest whole percent, of a base the question names: the CCT metro's share is of
 *   the Western Cape's incidents; Mangaung's share is of the Free State's incidents; the share of rape
 *   cases with a child victim is of the `rape` rows.
 * - "How many more in P than in Q" is the difference of the two counts (or sums); P must have more.
 * - The biggest shooting in the CCT metro by number killed is the CCT incident with `murder` or
 *   `attempted murder` and the most stated `victims_killed`, named by the parts of its location no
 *   other incident shares.
 * - Rankings carry their tally; a tie at the top is an error in the question.
 * - Refusals: the ground truth holds no population figures (so no rate per 100 000), no victims' race,
 *   no court outcome (convictions), no hospital costs, and nothing on orphans, foster care or
 *   child-headed households.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  inMunicipality,
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
  month,
  number,
  refusal,
  text,
  weekday,
} from './ground-truth-questions';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A murder case: `murder` alone, never attempted murder or culpable homicide. */
const murder = has('murder');
/** A shooting, in the gang researcher's sense: a murder or an attempted murder. */
const shooting = anyCrime('murder', 'attempted murder');
const rape = has('rape');
const westernCape = inProvince('Western Cape');
const capeTownMetro = inMunicipality('City of Cape Town');

/** An incident with at least one victim the release counts as a child (under eighteen). */
const childVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;

/** An incident whose location or police station holds the word, in any case. */
const fromPlace = (word: string) => (r: DevRow) =>
  `${r.location} ${r.police_station ?? ''}`.toLowerCase().includes(word.toLowerCase());

/** An incident at a police station of that exact name. */
const atStation = (name: string) => (r: DevRow) => r.police_station === name;

/** People killed per key, over the rows that state the figure and have a key. */
const killedBy = (keyOf: (r: DevRow) => string | undefined) => (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter((r) => r.victims_killed !== null && r.victims_killed !== undefined),
    keyOf,
    (r) => r.victims_killed ?? 0,
  );

const monthName = (r: DevRow) => {
  const m = month(r);
  return m === undefined ? undefined : MONTH_NAMES[m - 1];
};
const year = (r: DevRow) => r.event_date?.slice(0, 4);

/** The share of one selection's rows that pass a test, to the nearest whole percent. */
const shareWithin = (rows: readonly DevRow[], base: (r: DevRow) => boolean, test: (r: DevRow) => boolean) => {
  const whole = rows.filter(base);
  return percentage(whole.filter(test).length, whole.length);
};

/** Whether every rape case had a child victim; a notebook without a rape is an error in the question. */
function everyRapeOfAChild(rows: readonly DevRow[]) {
  const rapes = rows.filter(rape);
  if (rapes.length === 0) throw new Error('no rape case to judge');
  return yesNo(rapes.every(childVictim));
}

/** The province of the one incident at a school; none or several is an error in the question. */
function schoolProvince(rows: readonly DevRow[]) {
  const schools = rows.filter(atPlace('school'));
  const [only] = schools;
  if (!only || schools.length !== 1) throw new Error(`${schools.length} school incidents, not one`);
  return text(only.province);
}

export const FRESH186_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Western Cape gang-violence researcher, on notebook a.
  {
    notebook: 'a',
    question: 'Khayalitsha (Site B, Site C, Enkanini etc) - total killed across all incidents there?',
    covers: ['people', 'restricted count', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(atPlace('Khayelitsha')))),
  },
  {
    notebook: 'a',
    question: 'Biggest mass shooting in the CCT metro by number killed - which area was it?',
    covers: ['ranking', 'slang'],
    ...largestIncident(
      (r) => capeTownMetro(r) && shooting(r),
      (r) => r.victims_killed ?? null,
    ),
  },
  {
    notebook: 'a',
    question: 'Anything from Delft or Nyanga in this lot? y/n',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, (r) => fromPlace('Delft')(r) || fromPlace('Nyanga')(r)) > 0),
  },
  {
    notebook: 'a',
    question: 'What % of the WC incidents fall inside the CCT metro?',
    covers: ['share', 'slang'],
    expect: (rows) => shareWithin(rows, westernCape, capeTownMetro),
  },
  {
    notebook: 'a',
    question: 'Murder rate per 100k residents for the Cape Town metro, going by these releases?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the Afrikaans-first sub-editor, on notebook a.
  {
    notebook: 'a',
    question: 'Hoeveel moorde were in 2022 in totaal committed?',
    covers: ['restricted count', 'calendar'],
    expect: (rows) => number(count(rows, murder, inYear(2022))),
  },
  {
    notebook: 'a',
    question: 'Op watter day of the week were the most people killed, with all the incidents together?',
    covers: ['ranking', 'calendar', 'people'],
    ...ranking(killedBy(weekday)),
  },
  {
    notebook: 'a',
    question: 'How many cases has the Johannesburg Central polisiekantoor in totaal handled?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, atStation('Johannesburg Central'))),
  },
  {
    notebook: 'a',
    question: 'Hoeveel more moorde were there in KwaZulu-Natal than in the Oos-Kaap?',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => murder(r) && inProvince('KwaZulu-Natal')(r),
        (r) => murder(r) && inProvince('Eastern Cape')(r),
      ),
  },
  {
    notebook: 'a',
    question: 'Of all the arrested suspects, hoeveel were later in court skuldig bevind?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the child-rights NGO monitor, on notebook a.
  {
    notebook: 'a',
    question:
      'How many victims in the Western Cape incidents were children, meaning under 18 at the time (not young adults of 18 or 19)?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(westernCape))),
  },
  {
    notebook: 'a',
    question: 'Across all the incidents, how many of the victims were women or girls?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_female', rows)),
  },
  {
    notebook: 'a',
    question: 'Was every rape case in this notebook one in which the victim was a child?',
    covers: ['yes/no', 'people'],
    expect: everyRapeOfAChild,
  },
  {
    notebook: 'a',
    question: 'On what date did the most recent incident with a child victim take place?',
    covers: ['date', 'people'],
    expect: (rows) => dateAt(rows.filter(childVictim), 'latest'),
  },
  {
    notebook: 'a',
    question: 'How many of the child victims were orphans or living in foster care?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the Western Cape gang-violence researcher, on notebook b.
  {
    notebook: 'b',
    question:
      'Seasonality check outside the WC: which calendar month has the most people killed, all years pooled?',
    covers: ['ranking', 'calendar', 'people', 'slang'],
    ...ranking(killedBy(monthName)),
  },
  {
    notebook: 'b',
    question: 'How many cops were among the victims, on or off duty, total?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question: 'Any WC cases in this notebook at all? y/n',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, westernCape) > 0),
  },
  {
    notebook: 'b',
    question: 'Which province had the most people killed in total?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'Breakdown by race - how many of the victims were coloured?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the Afrikaans-first sub-editor, on notebook b.
  {
    notebook: 'b',
    question: 'Hoeveel more suspects were in Mpumulanga arrested than in Limpopo, in totaal?',
    covers: ['people', 'conjunction', 'misspelling'],
    expect: (rows) =>
      excessOf(rows, inProvince('Mpumalanga'), inProvince('Limpopo'), (selected) =>
        suspectsArrested(selected),
      ),
  },
  {
    notebook: 'b',
    question:
      'In watter jaar were the most people killed? Only the date of the incident counts, not when it was published.',
    covers: ['ranking', 'calendar', 'people'],
    ...ranking(killedBy(year)),
  },
  {
    notebook: 'b',
    question: 'Which percentage of the Vrystaat incidents happened in the Mangaung municipality?',
    covers: ['share', 'slang'],
    expect: (rows) => shareWithin(rows, inProvince('Free State'), inMunicipality('Mangaung')),
  },
  {
    notebook: 'b',
    question: 'Hoeveel people were in Limpopo beseer, in totaal?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(inProvince('Limpopo')))),
  },
  {
    notebook: 'b',
    question: 'What did the hospital costs of the injured in totaal come to, in rand?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the child-rights NGO monitor, on notebook b.
  {
    notebook: 'b',
    question: 'Of the rape cases, what percentage had at least one victim under the age of 18?',
    covers: ['share', 'people'],
    expect: (rows) => shareWithin(rows, rape, childVictim),
  },
  {
    notebook: 'b',
    question: 'What was the date of the earliest rape of a child in these releases?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, rape, childVictim), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Which province had the most child victims in total?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_children')),
  },
  {
    notebook: 'b',
    question: 'One of the incidents happened at a school. In which province was that school?',
    covers: ['restricted count'],
    expect: schoolProvince,
  },
  {
    notebook: 'b',
    question: 'How many of the child victims came from child-headed households?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh186QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH186_QUESTIONS, rows);
