/**
 * The two-hundred-and-sixty-fifth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A florist: gentle and chatty, thinks in bouquets and stems ("a bunch of", "stems", "wilted"), and
 *    names the months by what is in bloom (freesias in spring, aloes in winter).
 * 2. A shebeen owner in Soweto: friendly and loud, township slang ("eish", "sharp", "ekasi", "the ous",
 *    "majita", "my bru"), counts incidents as "rounds", and spells by ear ("murda", "kidnappin").
 * 3. A tailor: careful, old-fashioned and precise; measures everything ("trim off", "tally the
 *    stitches", "a perfect fit") and asks for exact figures.
 *
 * How each phrase is read (one row is one incident; a crime question counts the rows whose `crimes`
 * hold the category):
 * - Every date is `event_date`; `published_date` is never read. A row without an `event_date` falls in
 *   no season, quarter, weekday, weekend or "since" window, and is never the earliest or the latest.
 *   A season or quarter is a range of calendar months in any year: the florist's spring "when the
 *   freesias are in bloom" is September to November, her winter "when the aloes are in bloom" June to
 *   August; the shebeen's "end of year" is October to December. A weekend is a Saturday or a Sunday.
 *   "Since the start of 2022" is an `event_date` on or after 2022-01-01.
 * - People are sums of the stated figures, a null adding nothing: "killed" / "lost" is `victims_killed`,
 *   "injured" is `victims_injured`, "children" / "little ones" is `victims_children`, "arrested" /
 *   "ous arrested" / "suspects arrested" is `num_suspects_arrested`.
 * - "Murder" / "murda" is `murder` alone; "a shooting or killing" is `murder` or `attempted murder`;
 *   "kidnappin" is `kidnapping`; "rape" is `rape`; "a firearm charge" is `illegal firearm possession`;
 *   "CIT" / "cash van hit" is `cash-in-transit robbery`; "robbery rounds, armed, house, business,
 *   plain robbery and CIT" are `armed robbery`, `robbery`, `house robbery`, `business robbery` and
 *   `cash-in-transit robbery` (carjacking and hijacking are not robberies here).
 * - "Trim off every incident with a murder" leaves the rows whose crimes do not hold `murder`.
 * - "Nobody arrested at all" / "wilted" is `arrest_made === false` (an unstated arrest is not it).
 * - A farm is a row whose `location` holds the word "farm" in any case.
 * - "City of Cape Town" is the `municipality` so named. A municipality ranking skips rows without one
 *   and may be answered with or without "City of"; KwaZulu-Natal may be answered as "KZN".
 * - Shares are to the nearest whole percent: the Western Cape's incidents with nobody arrested over all
 *   its incidents; KwaZulu-Natal's suspects arrested over the notebook's suspects arrested; the Free
 *   State's farm incidents over all its incidents.
 * - "Did the Eastern Cape lose more ous than KZN" compares the two provinces' sums of `victims_killed`.
 * - Medians are of the stated values (an even count takes the mean of the middle two): the suspects'
 *   ages are `suspect_ages`, one per suspect; the suspects arrested per murder incident is
 *   `num_suspects_arrested` of each row with `murder`.
 * - Rankings carry their tally: the province with the most kidnapping incidents, the municipality with
 *   the most incidents, the province with the most suspects arrested. A tie at the top is an error in
 *   the question.
 * - Refusals: the ground truth holds no weather, no sobriety of the suspects, no clothing of the
 *   suspects, no marital status of the victims, no gang names, and no court dates.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  inMonths,
  inMunicipality,
  kznProvinceNames,
  medianOf,
  not,
  peopleTotal,
  percentage,
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
  dateAt,
  has,
  inProvince,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekday,
  weekend,
} from './ground-truth-questions';

const murder = has('murder');
/** A shooting or a killing: a murder or an attempted one. */
const shootingOrKilling = anyCrime('murder', 'attempted murder');
/** A robbery of the five kinds the shebeen owner names; carjacking and hijacking are left out. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
const cit = has('cash-in-transit robbery');
const onAFarm = atPlace('farm');
/** Spring, when the freesias are in bloom: September to November of any year. */
const spring = inMonths(9, 11);
/** Winter, when the aloes are in bloom: June to August of any year. */
const winter = inMonths(6, 8);
/** The last quarter of any year. */
const endOfYear = inMonths(10, 12);

const killedIn = (rows: readonly DevRow[]) => peopleTotal('victims_killed', rows);

const kidnappingProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('kidnapping')), (r) => r.province);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const arrestsByProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

/** The stated figures of a field over the rows, nulls left out. */
const statedValues = (values: (number | null)[]) => values.filter((v): v is number => v !== null);

export const FRESH265_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the florist, on notebook a.
  {
    notebook: 'a',
    question:
      'Oh, I make so many sympathy bunches in spring, when the freesias are in bloom. Across September, October and November of any year, how many people were killed altogether?',
    covers: ['calendar', 'people'],
    expect: (rows) => number(killedIn(rows.filter(spring))),
  },
  {
    notebook: 'a',
    question:
      'Of all the incidents in the Western Cape, what percentage ended with nobody arrested at all, like a bunch left to wilt on the counter?',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(inProvince('Western Cape')), notArrested),
  },
  {
    notebook: 'a',
    question:
      'This may sound silly, but I always watch the sky for my stems. How many of these incidents happened on a day when it was raining?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'When was the very first rape in the whole bunch, dear? I mean the day it actually happened, not when the police wrote it up.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('rape')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'In the City of Cape Town bunch, how many stems were a shooting or a killing, that is a murder or an attempted murder?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inMunicipality('City of Cape Town'), shootingOrKilling)),
  },

  // Voice 2, the shebeen owner, on notebook a.
  {
    notebook: 'a',
    question: 'Eish majita, how many rounds of murda went down on a weekend, Saturday or Sunday?',
    covers: ['calendar', 'restricted count', 'slang', 'misspelling'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },
  {
    notebook: 'a',
    question: 'Sharp sharp! Which province had the most kidnappin rounds, hey?',
    covers: ['ranking', 'slang', 'misspelling'],
    ...ranking(kidnappingProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Ekasi we close late at the end of the year. From October to December, any year, how many of the ous got arrested altogether?',
    covers: ['calendar', 'people', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(endOfYear))),
  },
  {
    notebook: 'a',
    question:
      'Eish, tell me straight: did the Eastern Cape lose more ous, killed I mean, than KZN? Yes or no, my bru.',
    covers: ['yes/no', 'people', 'slang'],
    expect: (rows) =>
      yesNo(
        killedIn(rows.filter(inProvince('Eastern Cape'))) >
          killedIn(rows.filter(inProvince('KwaZulu-Natal'))),
      ),
  },
  {
    notebook: 'a',
    question:
      'How many of the ous who pulled the trigger were drunk at the time, hey? Straight from a tavern?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the tailor, on notebook a.
  {
    notebook: 'a',
    question:
      'To take the measure of the accused: what is the median age of the suspects whose ages are given, to the half-year?',
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'a',
    question:
      'Trim off every incident that involved a murder. Of what remains, how many carried a charge of illegal firearm possession?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, not(murder), has('illegal firearm possession'))),
  },
  {
    notebook: 'a',
    question:
      'Tally the stitches for me, if you would: of all the suspects arrested, what percentage were arrested in KwaZulu-Natal, to the nearest whole percent?',
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(suspectsArrested(rows.filter(inProvince('KwaZulu-Natal'))), suspectsArrested(rows)),
  },
  {
    notebook: 'a',
    question:
      'Kindly give me the exact date of the most recent murder in the Western Cape: the day it was committed, not the day it was reported.',
    covers: ['date', 'restricted count'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Western Cape')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'I should like a perfect fit of the description: how many of the suspects wore balaclavas or overalls, and in what colour?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the florist, on notebook b.
  {
    notebook: 'b',
    question:
      'In winter, when the aloes are in bloom, June through August of any year, how many incidents involved a murder?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, winter, murder)),
  },
  {
    notebook: 'b',
    question:
      'My heart goes out to the little ones. How many children were among the victims in the Northern Cape, all told?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question:
      'I do so many wedding bouquets, it makes me wonder: how many of the victims in these stories were married at the time?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'Is there a single stem of rape in the Limpopo bunch at all? Just a yes or a no, love.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('rape'), inProvince('Limpopo')) > 0),
  },
  {
    notebook: 'b',
    question: 'Which municipality has the biggest bunch of incidents in it?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },

  // Voice 2, the shebeen owner, on notebook b.
  {
    notebook: 'b',
    question:
      'Majita, count me the robbery rounds in North West: armed, house, business, plain robbery and CIT, all in one round.',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, robbery, inProvince('North West'))),
  },
  {
    notebook: 'b',
    question: 'Eish, how many ous got injured in Mpumalanga, all the rounds together?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(inProvince('Mpumalanga')))),
  },
  {
    notebook: 'b',
    question: 'Which gang was behind the most of these rounds, hey? Give me the gang name, sharp.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'Sharp. Since the start of 2022, how many murda rounds went down, by the day it happened?',
    covers: ['calendar', 'restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, murder, sinceYear(2022))),
  },
  {
    notebook: 'b',
    question: 'When was the last CIT round, the latest cash van hit? Give me the date, my bru.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },

  // Voice 3, the tailor, on notebook b.
  {
    notebook: 'b',
    question: 'How many incidents fell on a Wednesday, measured by the day they took place?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Wednesday')),
  },
  {
    notebook: 'b',
    question: 'Which province has the largest tally of suspects arrested? I should like a perfect fit.',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvinceTally),
  },
  {
    notebook: 'b',
    question:
      'Of the incidents in the Free State, what percentage took place on a farm, cut to the whole percent?',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(inProvince('Free State')), onAFarm),
  },
  {
    notebook: 'b',
    question:
      'Among the incidents that involved a murder, what is the median number of suspects arrested per incident?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(medianOf(statedValues(rows.filter(murder).map((r) => r.num_suspects_arrested)))),
  },
  {
    notebook: 'b',
    question:
      'How many days, on average, passed between each incident and the accused first appearing in court? I like my measures exact.',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh265QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH265_QUESTIONS, rows);
