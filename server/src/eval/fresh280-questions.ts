/**
 * The two-hundred-and-eightieth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. An archaeologist at a dig: careful, catalogue-minded, talks of strata, layers, trenches, finds and
 *    the assemblage. The "deepest layer" is the earliest dated incident and the "uppermost layer" the
 *    latest; a "stratum" or "trench" of years is an event-date range; a "find" is an incident (or, for
 *    suspects, one suspect); the "assemblage" or "record" is the whole notebook; the "richest deposit"
 *    is the place with the most incidents.
 * 2. A street vendor selling fruit at a Durban taxi rank: quick and friendly, mixes isiZulu ("sawubona",
 *    "yebo", "cha", "hawu", "eish", "ngiyabonga", "omama", "abafazi" for women, "ekuDurban" for in
 *    Durban, "ngoJulayi" for in July) with talk of prices and change, and the odd typo ("hapened",
 *    "avarage", "arested"). "Durban" is the `eThekwini` municipality.
 * 3. A tennis line judge: clipped calls. "In or out", "call it" and "yes or no" ask for a yes/no;
 *    "who takes the set" / "wins the set" asks for the leader of a ranking with its tally; "first serve"
 *    is the earliest and "last ball" the latest date; a "weekend match" is a Saturday or Sunday.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one falls in no year, trench of years, month, weekday or
 *   "before" window, and is never the earliest or latest; `published_date` is never read. "Before
 *   2018" is an event date before 2018-01-01; "2015 through 2017" is 2015-01-01 to 2017-12-31
 *   inclusive. "In July, all years together" is the month of `event_date` in any year.
 * - People are sums of the stated figures: `victims_killed` (killed), `victims_female` (women, omama,
 *   abafazi), `victims_children` (children), `num_suspects_arrested` (suspects arrested). A null
 *   (unstated) figure adds nothing.
 * - The median age of suspects is over every stated age in `suspect_ages` (one per suspect), all
 *   incidents together. The median number arrested is over the incidents whose `num_suspects_arrested`
 *   is stated. With an even count the median is the mean of the two middle values.
 * - The average arrested per incident in a province is the mean of the stated `num_suspects_arrested`
 *   of that province's incidents, to one decimal.
 * - The share of incidents "ended with somebody arrested" is `arrest_made === true` over all the
 *   notebook's rows, to the nearest whole percent. The female share of victims is the sum of
 *   `victims_female` over the sum of `victims_female` and `victims_male`, nearest whole percent.
 * - "The most common find" among crimes is the crime category held by the most incidents, the set's
 *   catch-all `other` left out. The province "taking the set" is the province with the most incidents;
 *   the province with the most arrests sums `num_suspects_arrested` per province. The richest deposit is
 *   the `municipality` with the most incidents (rows without one left out), answered as written or
 *   without "City of". Each ranking carries its tally; a tie at the top is an error in the question.
 * - "KZN ahead of the Western Cape on murders" compares the counts of `murder` incidents; a tie is "No".
 * - "Cash-in-transit" / "cash van" / "CIT" is `cash-in-transit robbery`; "attempted murder" is that
 *   category alone.
 * - Refusals: the ground truth holds no distances (kilometres to a police station), no values in rand,
 *   no times of day, no officers' names, no weather and no vehicle speeds.
 */
import {
  type BlindQuestion,
  before,
  femaleVictims,
  inMunicipality,
  maleVictims,
  medianOf,
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
  arrested,
  casesOf,
  count,
  crimeNames,
  dateAt,
  has,
  inProvince,
  meanOf,
  month,
  municipalityNames,
  number,
  percentOf,
  refusal,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

/** Incidents per crime category, the catch-all `other` left out. */
const crimeTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.flatMap((r) => r.crimes.filter((crime) => crime !== 'other')),
    (crime) => crime,
  );
const provinceTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.province);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

/** The median of the stated figures, as a number expectation. */
const medianStated = (values: (number | null)[]) =>
  number(medianOf(values.filter((v): v is number => v !== null)));

export const FRESH280_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the archaeologist, on notebook a.
  {
    notebook: 'a',
    question:
      'Starting at the bottom of the trench: what is the date of the deepest layer, that is, the earliest incident in this record that carries an event date?',
    covers: ['date'],
    expect: (rows) => dateAt(rows, 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Catalogue note - I am treating everything dated before 1 January 2018 as the lower strata. How many people were killed, in total, in the incidents of those strata?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(before('2018-01-01')))),
  },
  {
    notebook: 'a',
    question:
      'Across the whole assemblage, which crime category is the most common find, and in how many incidents does it turn up?',
    covers: ['ranking'],
    ...ranking(crimeTally, crimeNames),
  },
  {
    notebook: 'a',
    question:
      'Ages, as with bones, want careful dating. Taking every suspect whose age is recorded, one find per suspect, what is the median age?',
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'a',
    question:
      'For the site plan I need distances: how many kilometres lay between each crime scene and the nearest police station, on average?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the Durban fruit vendor, on notebook a.
  {
    notebook: 'a',
    question:
      'Sawubona! My customers from ekuDurban talk-talk all day. How many suspects did the police arrest altogether in Durban, the eThekwini municipality?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inMunicipality('eThekwini')))),
  },
  {
    notebook: 'a',
    question:
      'Hawu, Friday is payday, the rank is full and I sell out of bananas. How many of these incidents hapened on a Friday?',
    covers: ['calendar', 'restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Friday')),
  },
  {
    notebook: 'a',
    question:
      'Yebo, give it to me straight like change from fifty rand: out of all the incidents, what percent ended with somebody arested?',
    covers: ['share', 'misspelling'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'a',
    question:
      'Eish, those cash van robberies! How many rand did the robbers get away with in all the CIT heists put together? Ngiyabonga.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Asking for omama who buy my mangoes - how many of the victims were women, abafazi only, all the incidents together?',
    covers: ['people', 'slang'],
    expect: (rows) => number(femaleVictims(rows)),
  },

  // Voice 3, the tennis line judge, on notebook a.
  {
    notebook: 'a',
    question: 'Murders: KwaZulu-Natal against the Western Cape. KZN ahead on count? Call it, yes or no.',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) =>
      yesNo(
        count(rows, has('murder'), inProvince('KwaZulu-Natal')) >
          count(rows, has('murder'), inProvince('Western Cape')),
      ),
  },
  {
    notebook: 'a',
    question: 'Eastern Cape. Attempted murder. How many incidents - count them.',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, has('attempted murder'), inProvince('Eastern Cape'))),
  },
  {
    notebook: 'a',
    question: 'Which province takes the set on incidents? Province, and the tally.',
    covers: ['ranking', 'slang'],
    ...ranking(provinceTally),
  },
  {
    notebook: 'a',
    question: 'Last ball of the match: the date of the most recent kidnapping?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Shootings - time of day on each. Majority after dark, in or out?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the archaeologist, on notebook b.
  {
    notebook: 'b',
    question:
      'Now the top of the sequence. What is the uppermost dated layer in this record - the most recent event date of any incident?',
    covers: ['date'],
    expect: (rows) => dateAt(rows, 'latest'),
  },
  {
    notebook: 'b',
    question:
      'I have pegged out a trench spanning 2015 through 2017, both years inclusive. How many dated incidents fall within that horizon?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2015-01-01', '2017-12-31'))),
  },
  {
    notebook: 'b',
    question:
      'Among the incidents where the number of suspects arrested has been catalogued, what is the median number arrested per incident?',
    covers: ['people'],
    expect: (rows) => medianStated(rows.map((r) => r.num_suspects_arrested)),
  },
  {
    notebook: 'b',
    question:
      'Which municipality has yielded the richest deposit, meaning the most incidents, and how many finds came out of it?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'For the field register, please list the names of the investigating officers assigned to each case, as one would record the excavators of each trench.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the Durban fruit vendor, on notebook b.
  {
    notebook: 'b',
    question:
      'Sho, the little ones worry me, I see the school kids every morning at the rank. How many children were victims altogether in these reports?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question:
      'Nobody buys watermelon ngoJulayi, too cold! But how many incidents happened in July, all the years together?',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, (r) => month(r) === 7)),
  },
  {
    notebook: 'b',
    question:
      'Limpopo side - avarage suspects arrested per incident? One decimal, like counting the cents in my change.',
    covers: ['people', 'misspelling'],
    expect: (rows) =>
      meanOf(
        rowsWhere(rows, inProvince('Limpopo')).map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'b',
    question:
      'Was it raining on the days of these crimes? Ngicela ungitshele, the rain kills my business too.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Any cash-in-transit robbery in the Free State, in these reports? Yebo or cha, just tell me yes or no.',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, has('cash-in-transit robbery'), inProvince('Free State')) > 0),
  },

  // Voice 3, the tennis line judge, on notebook b.
  {
    notebook: 'b',
    question: 'Victims with sex on the record. Share female? Percent, nearest whole.',
    covers: ['share', 'people'],
    expect: (rows) => percentage(femaleVictims(rows), femaleVictims(rows) + maleVictims(rows)),
  },
  {
    notebook: 'b',
    question: 'Weekend matches only, Saturday and Sunday. Incident count?',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, weekend)),
  },
  {
    notebook: 'b',
    question: 'Suspects arrested, by province. Who wins the set, and on how many arrests?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question: 'First serve: the earliest murder in Mpumalanga. Date?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, has('murder'), inProvince('Mpumalanga')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Getaway cars. Fastest clocked speed in km/h? Call it.',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh280QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH280_QUESTIONS, rows);
