/**
 * The two-hundred-and-forty-fifth fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen
 * about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A small-boat fisherman on the West Coast / Overberg: perlemoen (abalone) poaching, coastal towns,
 *    the sea and boats; plain working English, short sentences, local words ("perlemoen", "zama zamas",
 *    "the cops", "nabbed").
 * 2. A pensioner who types everything in CAPITALS, with little punctuation, run-on questions, asides
 *    about family and a few misspellings ("KIDNAPINGS", "WHERE" for "were", "WOMAN" for "women").
 * 3. A data-visualisation designer asking for chart-ready figures: "for the y-axis", "one series per
 *    province", "for a donut chart: the share", "a single headline number", "top bar".
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, window, weekday and month,
 *   and is never the earliest or the latest; `published_date` is never read. A window "from January
 *   2020 to December 2022" holds both ends (2020-01-01 to 2022-12-31). A weekday ("on a Friday") or a
 *   month "all years pooled" ("in July") is that of `event_date`, in any year.
 * - Poaching is the category `poaching`, whatever was poached: the ground truth does not say whether it
 *   was abalone or rhino, so "perlemoen poaching in the Western Cape" is `poaching` with province
 *   `Western Cape`. "Zama zamas" are the suspects of `illegal mining` incidents. "Kidnappings" are
 *   `kidnapping`, "murders" are `murder` (not attempted murder or culpable homicide), "rape" is `rape`,
 *   "house robbery" is `house robbery` alone, "stock theft" is `stock theft`.
 * - People are sums of the stated figures, a null (unstated) figure adding nothing: `victims_killed`
 *   (killed), `victims_injured` (injured), `victims_female` (women and girls who were victims),
 *   `num_victims` (victims in all), `num_suspects_arrested` (people arrested, nabbed). "Anybody killed"
 *   is a stated `victims_killed` above zero.
 * - "Somebody arrested" / "somebody caught" is `arrest_made === true`; a null is not an arrest. A share
 *   of incidents is over all the selected rows, nulls included in the whole, to the nearest whole
 *   percent.
 * - The mean number arrested per incident is over the rows that state `num_suspects_arrested`, to one
 *   decimal. The median suspect age is over every stated age in `suspect_ages`, one per suspect.
 * - Places: a province is `province`; "Swartland" is the `Swartland` municipality; the largest poaching
 *   bust is the `poaching` incident with the most `num_suspects_arrested`, named by the parts of its
 *   location no other incident shares. "How many more arrested in P than in Q" is the difference of the
 *   two sums of `num_suspects_arrested`; P must have more.
 * - Rankings (province by injured, province by killed, largest poaching bust) each carry their tally; a
 *   tie at the top is an error in the question.
 * - Refusals: the ground truth holds no weight or count of abalone seized, no value of diamonds or of
 *   stolen goods, and nothing to ground an opinion on safety or a prediction of next year.
 */
import {
  type BlindQuestion,
  femaleVictims,
  inMunicipality,
  kznProvinceNames,
  largestIncident,
  medianOf,
  peopleByProvince,
  peopleTotal,
  ranking,
  rowsWhere,
  suspectAges,
  suspectsArrested,
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
  meanOf,
  month,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekday,
  within,
} from './ground-truth-questions';

const poaching = has('poaching');
const murder = has('murder');
/** Somebody was killed: a stated figure above zero. */
const someoneKilled = (r: DevRow) => (r.victims_killed ?? 0) > 0;

export const FRESH245_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the fisherman, on notebook a.
  {
    notebook: 'a',
    question: 'How many poaching cases in the Western Cape? Perlemoen mostly I reckon.',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, poaching, inProvince('Western Cape'))),
  },
  {
    notebook: 'a',
    question: 'When was the last time the cops caught poachers in the Western Cape? The date it happened.',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, poaching, inProvince('Western Cape')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Biggest poaching bust, where the most okes got nabbed. Where was that?',
    covers: ['ranking', 'slang'],
    ...largestIncident(poaching, (r) => r.num_suspects_arrested),
  },
  {
    notebook: 'a',
    question: 'Up the West Coast way, Swartland side, Malmesbury and Moorreesburg. How many cases there?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, inMunicipality('Swartland'))),
  },
  {
    notebook: 'a',
    question: 'How many kilos of perlemoen did the police take off the poachers altogether?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the pensioner, on notebook a.
  {
    notebook: 'a',
    question:
      'HOW MANY PEOPLE WHERE KILLED IN THE EASTERN CAPE ALTOGETHER MY SON LIVES IN EAST LONDON AND I WORRY ABOUT HIM EVERY DAY',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question:
      'HOW MANY OF THE MURDERS HAPPENED ON A FRIDAY I ALWAYS TOLD MY LATE HUSBAND IT WAS FRIDAYS WHEN PEOPLE GET PAID',
    covers: ['restricted count', 'calendar'],
    expect: (rows) => number(count(rows, murder, (r) => weekday(r) === 'Friday')),
  },
  {
    notebook: 'a',
    question:
      'WAS ANYBODY KILLED IN A HOUSE ROBBERY IN GAUTENG THERE WAS ONE NEAR MY SISTER IN BEDFORDVIEW AND SHE WONT TELL ME',
    covers: ['yes/no', 'conjunction', 'people'],
    expect: (rows) => yesNo(count(rows, has('house robbery'), inProvince('Gauteng'), someoneKilled) > 0),
  },
  {
    notebook: 'a',
    question:
      'IS IT STILL SAFE FOR AN OLD LADY TO TAKE THE TAXI TO THE SHOPS IN DURBAN ON HER OWN WHAT DO YOU THINK',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'HOW MANY KIDNAPINGS WHERE THERE FROM 2020 ONWARDS MY GRANDSON SAYS ITS GETTING WORSE',
    covers: ['restricted count', 'calendar', 'misspelling'],
    expect: (rows) => number(count(rows, has('kidnapping'), sinceYear(2020))),
  },

  // Voice 3, the data-visualisation designer, on notebook a.
  {
    notebook: 'a',
    question: 'Stacked bar, one series per province: which province has the tallest bar for victims injured?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_injured'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'For a donut chart: the share of incidents where an arrest was made, as a whole percent?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'a',
    question: 'I need a single headline number: total victims across all the incidents.',
    covers: ['people'],
    expect: (rows) => number(victims(rows)),
  },
  {
    notebook: 'a',
    question:
      'For the y-axis reference line: mean number of suspects arrested per incident, one decimal place?',
    covers: ['people'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'a',
    question:
      'Headline figure for the infographic: total rand value of everything stolen in these incidents?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the fisherman, on notebook b.
  {
    notebook: 'b',
    question: 'Northern Cape cases, how many out of a hundred ended with somebody arrested? Percent.',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(inProvince('Northern Cape')), arrested),
  },
  {
    notebook: 'b',
    question: 'Poaching cases where somebody actually got caught, how many?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, poaching, arrested)),
  },
  {
    notebook: 'b',
    question: 'The zama zamas, the illegal miners. How many of them got nabbed altogether?',
    covers: ['people', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('illegal mining')))),
  },
  {
    notebook: 'b',
    question: 'First stock theft case in here, what date was it? We lose sheep off the farms by us too.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('stock theft')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Them diggers at Koingnaas, how much were the diamonds worth that they got out?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the pensioner, on notebook b.
  {
    notebook: 'b',
    question:
      'HOW MANY WOMAN AND GIRLS WHERE VICTIMS IN THE FREE STATE I GREW UP IN BETHLEHEM AND IT WAS NEVER LIKE THIS',
    covers: ['people', 'misspelling', 'conjunction'],
    expect: (rows) => number(femaleVictims(rows.filter(inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question: 'WHEN WAS THE MOST RECENT RAPE CASE THE DATE PLEASE I WANT TO TELL THE LADIES AT CHURCH',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('rape')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'WHAT IS THE MIDDLE AGE OF THE SUSPECTS THE MEDIAN I THINK MY GRANDDAUGHTER CALLS IT ARE THEY ALL YOUNG PEOPLE',
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'b',
    question: 'WILL THERE BE MORE FARM MURDERS NEXT YEAR DO YOU THINK MY NEPHEW FARMS NEAR SENEKAL',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'WAS THERE ANY MURDERS IN MPUMALANGA ON A SUNDAY WE GO TO CHURCH IN NELSPRUIT ON SUNDAYS',
    covers: ['yes/no', 'calendar', 'conjunction', 'misspelling'],
    expect: (rows) =>
      yesNo(count(rows, murder, inProvince('Mpumalanga'), (r) => weekday(r) === 'Sunday') > 0),
  },

  // Voice 3, the data-visualisation designer, on notebook b.
  {
    notebook: 'b',
    question: 'Top bar for the province chart: which province had the most people killed?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'For a donut chart: what percentage of the incidents involved a rape?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, has('rape')),
  },
  {
    notebook: 'b',
    question:
      'Seasonality heatmap, all years pooled: what value goes in the July cell, i.e. how many incidents happened in July of any year?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => month(r) === 7)),
  },
  {
    notebook: 'b',
    question:
      'Grouped bar, arrests: how many more suspects were arrested in Mpumalanga than in the Northern Cape? Just the difference.',
    covers: ['people', 'conjunction'],
    expect: (rows) => excessOf(rows, inProvince('Mpumalanga'), inProvince('Northern Cape'), suspectsArrested),
  },
  {
    notebook: 'b',
    question: 'For the 2020–2022 panel: how many incidents from January 2020 to December 2022, inclusive?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2020-01-01', '2022-12-31'))),
  },
];

export const fresh245QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH245_QUESTIONS, rows);
