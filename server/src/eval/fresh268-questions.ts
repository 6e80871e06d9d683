/**
 * The two-hundred-and-sixty-eighth fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A lighthouse keeper keeping a logbook: numbered log entries ("Entry 7: ..."), terse and nautical,
 *    "the log" for the notebook, "the watch" for a province's stretch of coast, "souls lost" for the
 *    killed, "taken into custody" for arrests.
 * 2. A zookeeper, warm and chatty, talking of feeding rounds and species: "the enclosure" is a province,
 *    "head count" a sum of people, "sightings" the incidents, "cubs" / "little ones" the children.
 * 3. A stand-up comedian trying out material: "so get this", "no, seriously", jokes at their own
 *    expense, one slip of the keyboard ("atempted"); each question still asks exactly one thing.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category named):
 * - Dates are `event_date` alone; `published_date` is never read. A row without an event date is in no
 *   month, weekday, weekend, year or before/since window, and is neither earliest nor latest. A weekday
 *   ("hump day" is a Wednesday) and a weekend (Saturday or Sunday) are those of `event_date`. "Winter"
 *   is June to August and "the festive season" is December, in any year. "More in 2024 than in 2023" is
 *   the count of rows dated in each calendar year.
 * - A share of incidents ("what percentage of the sightings") is over every row of the notebook, the
 *   undated included, to the nearest whole percent. The share of murders with an arrest is the murder
 *   rows with `arrest_made === true` over all murder rows.
 * - People are sums of stated figures, a null adding nothing: "victims" / "head count" is `num_victims`,
 *   "children" / "cubs" is `victims_children`, "souls lost" is `victims_killed`, and "suspects taken
 *   into custody / arrested / in handcuffs" is `num_suspects_arrested`.
 * - Suspects' ages are the stated `suspect_ages`, one per suspect: the median is over those of the
 *   province's rows (an even count takes the mean of the middle two), and the youngest is their minimum.
 *   The median number arrested per incident is over the rows that state `num_suspects_arrested`.
 * - "Murders with no attempted murder attached" are rows with `murder` and without `attempted murder`.
 *   "A charge of illegal firearm possession" is that category. "On a farm" is a `location` holding the word
 *   "farm" (any case); "murder or stock theft on a farm" is a farm row with either crime.
 * - "The enclosure" / "the watch" names a `province`; a comparison between two provinces ("more murders
 *   in KZN than in the Eastern Cape") is yes when the first count is strictly larger. A municipality is
 *   `municipality`, answered with or without "City of"; rows without one are left out.
 * - Rankings carry their tally, and a tie at the top is an error in the question: the province with the
 *   largest summed `num_victims`, the municipality with the most suspects arrested, the province with
 *   the most suspects arrested, the province with the most kidnappings.
 * - Refusals: the ground truth holds no weather at the scene, no species or number of animals poached,
 *   no bail or court outcome, no distance from a scene to a police station, and nothing on whether a
 *   victim was a tourist (no victim's nationality or occupation).
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  inMonths,
  kznProvinceNames,
  medianOf,
  not,
  peopleTotal,
  ranking,
  rowsWhere,
  suspectAges,
  suspectsArrested,
  tallyOf,
  victims,
  yesNo,
} from './blind-sets';
import type { DevRow } from './dev-set';
import {
  arrested,
  casesOf,
  count,
  dateAt,
  has,
  inProvince,
  inYear,
  municipalityNames,
  number,
  percentOf,
  refusal,
  weekday,
  weekend,
} from './ground-truth-questions';

const murder = has('murder');
const kidnapping = has('kidnapping');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');
/** A murder with no attempted murder among its crimes. */
const murderAlone = (r: DevRow) => murder(r) && not(has('attempted murder'))(r);
const onWednesday = (r: DevRow) => weekday(r) === 'Wednesday';

/** The median of the stated suspects' ages of the rows. */
const medianSuspectAge = (rows: readonly DevRow[]) => number(medianOf(suspectAges(rows)));

/** The youngest stated suspect's age; no stated age is an error in the question. */
function youngestSuspect(rows: readonly DevRow[]) {
  const ages = suspectAges(rows);
  if (ages.length === 0) throw new Error('no stated suspect age');
  return number(Math.min(...ages));
}

/** The median of the stated numbers of suspects arrested, one per incident that states it. */
const medianArrested = (rows: readonly DevRow[]) =>
  number(medianOf(rows.flatMap((r) => (r.num_suspects_arrested === null ? [] : [r.num_suspects_arrested]))));

const victimsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_victims ?? 0,
  );
const arrestsByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.num_suspects_arrested ?? 0,
  );
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const kidnappingsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(kidnapping), (r) => r.province);

export const FRESH268_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the lighthouse keeper, on notebook a.
  {
    notebook: 'a',
    question: 'Entry 7: kidnappings on the log, Gauteng watch only. Count?',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, kidnapping, inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question: 'Entry 12: first murder on the log for the Eastern Cape watch. Date of the incident?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Eastern Cape')), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'Entry 3: suspects taken into custody, Western Cape watch, whole log. Sum?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question: 'Entry 9: KZN watch. Median age of the suspects, where the age is logged?',
    covers: ['people'],
    expect: (rows) => medianSuspectAge(rows.filter(inProvince('KwaZulu-Natal'))),
  },
  {
    notebook: 'a',
    question:
      'Entry 21: of the incidents on the log, how many happened in rain or fog? Fair weather ones excluded.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the zookeeper, on notebook a.
  {
    notebook: 'a',
    question:
      "Oh hello! I've just come off the afternoon feeding round. If each province were an enclosure, which enclosure would have the biggest head count of victims, all incidents together?",
    covers: ['ranking', 'people', 'slang'],
    ...ranking(victimsByProvince, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'My lions get restless at weekends, always have. Out of all the sightings in here, what percentage happened on a Saturday or a Sunday?',
    covers: ['share', 'calendar'],
    expect: (rows) => percentOf(rows, weekend),
  },
  {
    notebook: 'a',
    question:
      "We fuss over our cubs all day, so this one's close to my heart: what's the head count of children, youngsters under eighteen, among the victims?",
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question:
      'Between you and me, the KwaZulu-Natal enclosure always seems the wildest. Did it have more murders than the Eastern Cape enclosure, yes or no?',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) =>
      yesNo(
        count(rows, murder, inProvince('KwaZulu-Natal')) > count(rows, murder, inProvince('Eastern Cape')),
      ),
  },
  {
    notebook: 'a',
    question:
      "I'm a keeper, so the poaching cases caught my eye. Which species were taken in them - rhino, abalone, something else - and how many animals of each?",
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the comedian, on notebook a.
  {
    notebook: 'a',
    question:
      'So get this: hump day. Nobody likes Wednesdays, not even criminals, apparently. How many of these incidents actually happened on a Wednesday?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, onWednesday)),
  },
  {
    notebook: 'a',
    question:
      'No, seriously, I need a number for a bit: how many murders are in here with no atempted murder attached to the same case?',
    covers: ['conjunction', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, murderAlone)),
  },
  {
    notebook: 'a',
    question:
      "My act gets about two laughs per show, which is the median I'm working with. What's the median number of suspects arrested per incident?",
    covers: ['people'],
    expect: (rows) => medianArrested(rows),
  },
  {
    notebook: 'a',
    question:
      'Which municipality put the most people in handcuffs - the most suspects arrested, all incidents added up? Asking for a friend. The friend is me.',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Okay, callback to the arrests: how many of the suspects were granted bail at their first court appearance? I got bail once. From a bad gig.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the lighthouse keeper, on notebook b.
  {
    notebook: 'b',
    question: 'Entry 2: rapes on the log, Northern Cape watch. Count?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, has('rape'), inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question: 'Entry 8: last incident on the log for the Mpumalanga watch. Date?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Mpumalanga')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Entry 15: winter watches, June through August, all years. Souls lost, total?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inMonths(6, 8)))),
  },
  {
    notebook: 'b',
    question: 'Entry 19: which province had the most suspects taken into custody? Name it, with the tally.',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question: 'Entry 26: distance from each scene to the nearest police station, in km. Mean?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the zookeeper, on notebook b.
  {
    notebook: 'b',
    question:
      "Morning! Quick one before I do the penguins. What's the total head count of victims in the Free State enclosure, every incident there added together?",
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(victims(rows.filter(inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question:
      'We have a rule at the zoo, no guns near the enclosures! So I wondered: what percentage of the sightings here came with a charge of illegal firearm possession?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, has('illegal firearm possession')),
  },
  {
    notebook: 'b',
    question:
      'My gran kept sheep, bless her, so farms worry me. How many incidents on a farm involved a murder or stock theft?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, onAFarm, anyCrime('murder', 'stock theft'))),
  },
  {
    notebook: 'b',
    question:
      'Keeping a pride together is hard work; losing one is heartbreak. Which enclosure - province, I mean - had the most kidnappings?',
    covers: ['ranking', 'slang'],
    ...ranking(kidnappingsByProvince),
  },
  {
    notebook: 'b',
    question:
      'Lots of visitors come to us from abroad. In these incidents, how many of the victims were foreign tourists on holiday?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the comedian, on notebook b.
  {
    notebook: 'b',
    question:
      "So get this, I'm writing a bit about the justice system and it's going about as well as my love life. How many suspects in total were arrested in the rape cases?",
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('rape')))),
  },
  {
    notebook: 'b',
    question:
      'No, seriously: were there more incidents in 2024 than in 2023? Like my rent, I assume it only goes up. Yes or no.',
    covers: ['yes/no', 'calendar'],
    expect: (rows) => yesNo(count(rows, inYear(2024)) > count(rows, inYear(2023))),
  },
  {
    notebook: 'b',
    question:
      'I peaked at nineteen, so I have to ask: how old was the youngest suspect whose age is given anywhere in here?',
    covers: ['people'],
    expect: youngestSuspect,
  },
  {
    notebook: 'b',
    question:
      'Out of all the murder cases, what percentage ended with someone arrested? Higher than my callback rate, I hope.',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(murder), arrested),
  },
  {
    notebook: 'b',
    question:
      "Festive season material: how many incidents happened in December, any year? Mine was spent doing a gig at a mall, so I'm biased.",
    covers: ['calendar'],
    expect: (rows) => number(count(rows, inMonths(12, 12))),
  },
];

export const fresh268QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH268_QUESTIONS, rows);
