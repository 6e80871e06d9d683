/**
 * The ninety-ninth fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen
 * about notebook `b`, written without reading the analyst, the extractor or any other question set but
 * the sixty-sixth's layout. Every expectation is worked out by code from the ground-truth rows of the
 * question's own notebook; nothing below is a typed-in answer.
 *
 * The voices (five questions from each to each notebook):
 * 1. A presenter on a Cape Malay community radio station, reading out a listener's worry or putting her
 *    own: opens with "Assalamu alaikum", thanks with "shukran", talks to "my mense" and calls people
 *    "my skat", "ounooi", "my bru"; Cape Flats words ("laaities" for children, "gattes" for the police,
 *    "skollies"), Afrikaans asides ("ontvoering", "verkragting"), Friday as Jumu'ah, and a slip or two
 *    of the fingers ("Nothern Cape").
 * 2. An investigative data journalist who types as if querying a table: lower case, explicit filters,
 *    groupings and precision ("where arrest = false", "group by province", "1 dp", "nulls out").
 * 3. A retired schoolteacher writing a letter to the editor: long, indignant, old-fashioned sentences
 *    ("to-day", "gaol", "Sir, —"), a rhetorical question or two before the one that is meant.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category named):
 * - Dates are `event_date` alone, never `published_date`. A row without an `event_date` is outside
 *   every year, year span, month range and weekday, and is neither the earliest nor the latest. A
 *   weekend is a Saturday or Sunday of `event_date`; Friday (Jumu'ah) is a Friday of it. "June to
 *   August, any year" is the month of `event_date` from 6 to 8 in any year. "2022 and 2023 taken
 *   together" is 1 January 2022 to 31 December 2023, inclusive.
 * - "Murder" is `murder` alone (attempted murder and culpable homicide are not murders). "Rape" /
 *   "verkragting" is `rape`; "kidnapping" / "ontvoering" is `kidnapping`; "carjacking" is `carjacking`
 *   (not `truck hijacking`); "CIT" / "cash-in-transit heist" is `cash-in-transit robbery`; "poaching"
 *   is `poaching`; "illegal mining" is `illegal mining`.
 * - Places are the ground-truth fields: a province is `province`; a municipality is `municipality`
 *   (rows without one are left out of a municipality ranking), answered as written or without "City
 *   of". A misspelt province ("Nothern Cape") is the province meant.
 * - People are sums of the stated figures, a null adding nothing: `victims_killed` (killed, lives
 *   lost), `victims_injured` (injured, gewond), `victims_children` (children, laaities, under
 *   eighteen), `victims_police` (police officers, gattes, as victims), `victims_female` /
 *   `victims_male` (victims by sex), `num_suspects_arrested` (suspects arrested), `suspects_male`
 *   (male suspects, arrested or sought).
 * - "arrest = false" / "nobody arrested" is `arrest_made === false`; "arrest = true" is
 *   `arrest_made === true`; a null `arrest_made` is neither, but stays in the whole a share is taken
 *   over.
 * - Shares: the share of murders with arrest = false is over every murder row, to one decimal; the
 *   share of rapes with arrest = true is over every rape row, to one decimal; the share of victims who
 *   were women is `victims_female` over `victims_female` + `victims_male` (summed over the notebook),
 *   to one decimal; the Free State's share of the killed is its `victims_killed` over the notebook's,
 *   to the nearest whole percent. A value on the halfway mark is an error in the question.
 * - "How many more X in P than in Q" is the difference of the two counts or sums; P must have more.
 * - Yes/no questions ask whether at least one row passes the filters.
 * - Rankings (province with most injured; province with most killed where arrest = false; province with
 *   most incidents where arrest = false; municipality with most incidents) carry their tallies; a tie at
 *   the top is an error in the question. KwaZulu-Natal may be answered as "KZN".
 * - Refusals: the ground truth records no victim's religion, no prison sentence and no bail amount.
 */
import {
  type BlindQuestion,
  inMonths,
  kznProvinceNames,
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
  arrested,
  casesOf,
  count,
  dateAt,
  excessOf,
  has,
  inProvince,
  municipalityNames,
  notArrested,
  number,
  refusal,
  sum,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const rape = has('rape');
const friday = (r: DevRow) => weekday(r) === 'Friday';
const inSpan = (fromYear: number, toYear: number) => within(`${fromYear}-01-01`, `${toYear}-12-31`);

/** Some row passes every test. */
const anyWhere = (rows: readonly DevRow[], ...tests: ((r: DevRow) => boolean)[]) =>
  rowsWhere(rows, ...tests).length > 0;

/** Of the rows that pass `whole`, the percentage that also pass `part`, to the given decimals. */
function shareWhere(
  rows: readonly DevRow[],
  whole: (r: DevRow) => boolean,
  part: (r: DevRow) => boolean,
  decimals: number,
) {
  const selected = rows.filter(whole);
  return percentage(selected.filter(part).length, selected.length, decimals);
}

const injuredByProvince = peopleByProvince('victims_injured');
const killedByProvinceUnarrested = (rows: readonly DevRow[]) =>
  peopleByProvince('victims_killed')(rows.filter(notArrested));
const unarrestedByProvince = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(notArrested), (r) => r.province);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH99_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Cape Malay community radio presenter, on notebook a.
  {
    notebook: 'a',
    question:
      'Assalamu alaikum my mense, and welcome back! A listener from Mitchells Plain asks, and I ask with her: here in the Western Cape, how many of these incidents happened over a weekend, on a Saturday or a Sunday? Shukran, my skat.',
    covers: ['conjunction', 'calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Western Cape'), weekend)),
  },
  {
    notebook: 'a',
    question:
      'Assalamu alaikum, ounooi. Our aunties keep phoning in about the laaities. In the Western Cape, how many children under eighteen were among the victims, all the incidents together?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Salaams to everyone listening in the car. Ag, so many mense gewond, hey. Which province had the most people injured across all these incidents? Shukran, my bru.',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(injuredByProvince, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Assalamu alaikum. Our mothers are scared to let the children walk to madrasah. Tell me, my skat, was there any ontvoering - any kidnapping - reported in the Western Cape in these releases? Yes or no, please.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(anyWhere(rows, has('kidnapping'), inProvince('Western Cape'))),
  },
  {
    notebook: 'a',
    question:
      'Assalamu alaikum, my mense. So many of our own people get hurt by the skollies. How many of the victims in these incidents were Muslims from our community? Shukran.',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the data journalist, on notebook a.
  {
    notebook: 'a',
    question: "count(*) where crimes contains 'kidnaping' and province = 'Gauteng'",
    covers: ['restricted count', 'conjunction', 'misspelling'],
    expect: (rows) => number(count(rows, has('kidnapping'), inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question: 'where arrest = false: group by province, sum killed, order desc, limit 1',
    covers: ['ranking', 'people', 'conjunction'],
    ...ranking(killedByProvinceUnarrested, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: "min(event_date) where crimes contains 'carjacking'. undated rows out",
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('carjacking')), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'murders only: pct where arrest = false, 1 dp',
    covers: ['share', 'restricted count'],
    expect: (rows) => shareWhere(rows, murder, notArrested, 1),
  },
  {
    notebook: 'a',
    question: "sum(suspects_male) where province = 'Gauteng', nulls out",
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('suspects_male', rows.filter(inProvince('Gauteng')))),
  },

  // Voice 3, the retired schoolteacher, on notebook a.
  {
    notebook: 'a',
    question:
      'Sir, — Is it not a disgrace that the very men and women we pay to protect us should themselves be shot at in the course of their duty, and does anybody in authority still care? I ask you plainly: in all of these police statements, how many police officers were among the victims?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question:
      'Sir, — We are told year upon year that matters are improving, yet who among us believes it? I should like to know how many more people were killed in 2022 and 2023 taken together than in 2019 and 2020 taken together, going by the dates on which the crimes were committed.',
    covers: ['people', 'calendar', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inSpan(2022, 2023), inSpan(2019, 2020), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'a',
    question:
      'Sir, — In my day a man who raised his hand to a woman was shunned by decent society; what has become of us? Of the victims whose sex these releases record, what percentage were women and girls, to one decimal place?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = sum(rows.map((r) => r.victims_female));
      return percentage(female, female + sum(rows.map((r) => r.victims_male)), 1);
    },
  },
  {
    notebook: 'a',
    question:
      'Sir, — Our rhino are butchered and our abalone stripped from the rocks while the authorities look on; must our grandchildren know these creatures only from picture books? Pray tell me on what date the most recent poaching incident in these releases took place.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('poaching')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Sir, — Arrests are trumpeted in the newspapers, but what of justice? How many years in gaol, all told, were the convicted men in these cases sentenced to by the courts?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the Cape Malay community radio presenter, on notebook b.
  {
    notebook: 'b',
    question:
      'Assalamu alaikum to our listeners up in Kimberley and Upington, my mense. Ag shame, how many verkragting cases - rape cases - were there in the Nothern Cape in these releases?',
    covers: ['restricted count', 'misspelling', 'conjunction'],
    expect: (rows) => number(count(rows, rape, inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question:
      'Assalamu alaikum, my skat. For all our sisters, ons susters, listening today: across all these incidents, how many of the victims were women or girls?',
    covers: ['people'],
    expect: (rows) => number(sum(rows.map((r) => r.victims_female))),
  },
  {
    notebook: 'b',
    question:
      "Salaams, my bru. A listener's family farms near Bethlehem and they are worried sick. When did the most recent murder in the Free State happen, going by the day of the crime?",
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Free State')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Assalamu alaikum, ounooi. My cousin drives the N1 through Bloemfontein every week. Was there any cash-in-transit heist in the Free State in these releases, yes or no? Shukran.',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(anyWhere(rows, has('cash-in-transit robbery'), inProvince('Free State'))),
  },
  {
    notebook: 'b',
    question:
      "Assalamu alaikum, my mense. Friday is Jumu'ah, a blessed day, but the skollies don't rest, né. How many of these incidents happened on a Friday?",
    covers: ['calendar', 'slang'],
    expect: (rows) => number(count(rows, friday)),
  },

  // Voice 2, the data journalist, on notebook b.
  {
    notebook: 'b',
    question: 'where arrest = false: group by province, count(*), order desc, limit 1',
    covers: ['ranking'],
    ...ranking(unarrestedByProvince),
  },
  {
    notebook: 'b',
    question: "sum(num_suspects_arrested) where crimes contains 'illegal mining'",
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('illegal mining')))),
  },
  {
    notebook: 'b',
    question: 'count(*) where month(event_date) between 6 and 8, all years, undated out',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, inMonths(6, 8))),
  },
  {
    notebook: 'b',
    question: "crimes contains 'rape': pct with arrest = true, 1 dp",
    covers: ['share'],
    expect: (rows) => shareWhere(rows, rape, arrested, 1),
  },
  {
    notebook: 'b',
    question: 'avg(bail_amount) where arrest = true, group by province',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the retired schoolteacher, on notebook b.
  {
    notebook: 'b',
    question:
      'Sir, — What manner of creature preys upon a child, and what manner of society suffers it to go on? I put it to your readers: in the rape cases among these releases, how many of the victims were children under the age of eighteen?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(rape))),
  },
  {
    notebook: 'b',
    question:
      'Sir, — Our councillors are ever ready with a speech and never with a remedy. Which municipality, I ask, can claim the shameful distinction of having the most incidents in these police statements?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Sir, — When I retired I was assured that things could hardly grow worse; was I deceived? How many more incidents took place in 2023 and 2024 taken together than in 2016 and 2017 taken together, counting by the date of each crime?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => excessOf(rows, inSpan(2023, 2024), inSpan(2016, 2017)),
  },
  {
    notebook: 'b',
    question:
      'Sir, — Is no uniform respected any longer, and has the badge become a target rather than a shield? Kindly tell me whether even a single police officer was among the victims in Mpumalanga, yes or no.',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(anyWhere(rows, inProvince('Mpumalanga'), (r) => (r.victims_police ?? 0) > 0)),
  },
  {
    notebook: 'b',
    question:
      'Sir, — The Free State was once called the breadbasket of the nation; is it now to be its graveyard? Of all the people killed in these incidents, what share, to the nearest whole percent, were killed in the Free State?',
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(
        peopleTotal('victims_killed', rows.filter(inProvince('Free State'))),
        peopleTotal('victims_killed', rows),
      ),
  },
];

export const fresh99QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH99_QUESTIONS, rows);
