/**
 * The eighty-sixth fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen
 * about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A Sepedi-speaking grandmother phoning a community radio show: warm, wandering, English mixed with
 *    Sepedi words ("maphodisa" police, "bana" children, "basadi" women, "banna" men, "ba bakae" how
 *    many, "ke kgopela" please, "dikgomo" cattle), a slip of spelling here and there ("Westen Cape").
 * 2. A hip-hop artist researching lyrics: street slang ("the block", "the hood", "opps", "got popped",
 *    "got locked up", "the boys in blue", "ran up on a cash van", "the biggest bust"), loose grammar and
 *    typing ("ppl", "wat", "murda", "wit", "Mpumulanga").
 * 3. A forensic pathologist: deaths and injuries, exact counts, "fatal" versus "non-fatal", death tolls,
 *    and the causes and ages at death that the releases' ground truth does not hold.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month, quarter, range and
 *   weekday, and is never the earliest or latest; `published_date` is never read. "In a December, any
 *   year" is month 12 of `event_date` in any year. "A Sunday" is the weekday of `event_date`. "From 1
 *   January 2022 to 31 December 2023" and "the third quarter of 2020 (1 July to 30 September)" include
 *   both end days.
 * - People are sums of the stated figures, a null (unstated) figure adding nothing: `victims_children`
 *   ("bana", children), `victims_female` ("basadi" as victims), `victims_police` (maphodisa or "the boys
 *   in blue" as victims, on or off duty), `victims_killed` (killed, "got popped n didnt make it", deaths,
 *   fatalities, death toll), `victims_injured` (non-fatal injuries, "injured but survived"),
 *   `suspects_female` (women among the suspects, "the opps", arrested or sought), and
 *   `num_suspects_arrested` (people arrested, "got locked up", taken by the maphodisa).
 * - A fatal incident is one whose stated `victims_killed` is at least 1. The casualties are the killed
 *   plus the injured; the fatal share of casualties is the sum of `victims_killed` over the sum of
 *   `victims_killed` and `victims_injured`, to one decimal. "How many more killed than injured" is the
 *   sum of `victims_killed` less the sum of `victims_injured`; not more is an error in the question.
 * - "Were any maphodisa among the victims in the Eastern Cape" is whether the stated `victims_police` of
 *   the Eastern Cape rows sum to more than 0. A mass-casualty event is one row whose `num_victims` is 10
 *   or more.
 * - "Murder" / "murda" is `murder` alone (attempted murder and culpable homicide are not). "Rape" is
 *   `rape` alone (not `sexual assault`). A "cash van" hit is `cash-in-transit robbery`. Stock theft
 *   ("dikgomo" stolen) is `stock theft`.
 * - "Nobody gettin locked up" is `arrest_made === false` (an unstated arrest is not nobody); the share is
 *   over all the murder rows, to the nearest whole percent. A share of incidents is over all the
 *   notebook's rows, to the nearest whole percent.
 * - Places: "Joburg, the whole city" is the `City of Johannesburg` municipality. "The hood" is
 *   `municipality` (rows without one are left out), answered as written or without "City of". Provinces
 *   are `province` ("Westen Cape" is the Western Cape, "Mpumulanga" Mpumalanga).
 * - "How many more locked up in P than in Q" is the difference of the two provinces' summed
 *   `num_suspects_arrested`; P must have more.
 * - Rankings (province with the most arrests, municipality with the most killed, province with the most
 *   rape cases, incident with the most non-fatal injuries, the most arrests, the most killed) each carry
 *   their tally; a single incident is named by the parts of its location no other incident shares. A tie
 *   at the top is an error in the question.
 * - Refusals: the ground truth holds no causes of death or post-mortem findings, no victims' ages (only
 *   whether a victim was a child), and no court outcomes (convictions or sentences), only arrests.
 */
import {
  type BlindQuestion,
  femaleVictims,
  inMonths,
  inMunicipality,
  largestIncident,
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
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  weekday,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const cashVan = has('cash-in-transit robbery');
const stockTheft = has('stock theft');
/** An incident with at least one stated death. */
const fatal = (r: DevRow) => (r.victims_killed ?? 0) >= 1;
const onSunday = (r: DevRow) => weekday(r) === 'Sunday';

/** Killed less injured over the rows; not more killed is an error in the question. */
function killedOverInjured(rows: readonly DevRow[]) {
  const difference = peopleTotal('victims_killed', rows) - peopleTotal('victims_injured', rows);
  if (difference <= 0) throw new Error(`not more killed than injured: ${difference}`);
  return number(difference);
}

/** The killed as a share of all casualties (killed plus injured), to one decimal. */
function fatalShare(rows: readonly DevRow[]) {
  const killed = peopleTotal('victims_killed', rows);
  return percentage(killed, killed + peopleTotal('victims_injured', rows), 1);
}

const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const killedByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );
const rapeByProvince = (rows: readonly DevRow[]) => tallyOf(rows.filter(has('rape')), (r) => r.province);

export const FRESH86_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Sepedi-speaking grandmother, on notebook a.
  {
    notebook: 'a',
    question:
      'Dumelang! It is Koko Mmapula from Seshego, I listen every morning with my tea. My grandson says the world is not safe for the bana anymore. Ke kgopela, in all these police stories, ba bakae bana - how many children were among the victims altogether?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question:
      'Aowa, these things make my heart sore. My daughter works in Cape Town, you know, she cleans for a family there. Ke kgopela, ba bakae basadi were victims in the Westen Cape?',
    covers: ['people', 'conjunction', 'misspelling', 'slang'],
    expect: (rows) => number(femaleVictims(rowsWhere(rows, inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Hello radio, hello! Ke kgopela le nthuse, my neighbour and I are arguing. In which province did the maphodisa arrest the most people, if you count every person they took away?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'a',
    question:
      'Eish, December is when the children come home from Gauteng for the holidays and I pray every night. How many of these cases happened in a December, the festive season, any year at all?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMonths(12, 12))),
  },
  {
    notebook: 'a',
    question:
      'My late husband, may he rest, was a policeman in Mthatha for thirty years. Ke kgopela tell me - in the Eastern Cape, were any maphodisa themselves among the victims? Just yes or no, ngwanaka.',
    covers: ['yes/no', 'people', 'slang'],
    expect: (rows) => yesNo(peopleTotal('victims_police', rowsWhere(rows, inProvince('Eastern Cape'))) > 0),
  },

  // Voice 2, the hip-hop artist, on notebook a.
  {
    notebook: 'a',
    question: 'yo how many ppl got locked up in joburg total, like the whole city not just one block',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inMunicipality('City of Johannesburg')))),
  },
  {
    notebook: 'a',
    question: 'how many of the boys in blue got caught up as victims in all these joints? on duty or off',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question:
      'which hood had the most bodies drop? like most ppl got popped n didnt make it, by municipality',
    covers: ['ranking', 'people', 'slang', 'misspelling'],
    ...ranking(killedByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'wat date was the last time somebody ran up on a cash van in here',
    covers: ['date', 'slang', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(cashVan), 'latest'),
  },
  {
    notebook: 'a',
    question: 'wat percent of the murda cases ended wit nobody gettin locked up',
    covers: ['share', 'slang', 'misspelling'],
    expect: (rows) => percentOf(rows.filter(murder), notArrested),
  },

  // Voice 3, the forensic pathologist, on notebook a.
  {
    notebook: 'a',
    question:
      'Total number of fatalities in KwaZulu-Natal incidents with an incident date from 1 January 2022 to 31 December 2023, inclusive?',
    covers: ['people', 'calendar', 'conjunction'],
    expect: (rows) =>
      number(
        peopleTotal(
          'victims_killed',
          rowsWhere(rows, inProvince('KwaZulu-Natal'), within('2022-01-01', '2023-12-31')),
        ),
      ),
  },
  {
    notebook: 'a',
    question: 'Which single incident produced the largest number of non-fatal injuries? Give the location.',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.victims_injured ?? null,
    ),
  },
  {
    notebook: 'a',
    question:
      'For the murder victims in these reports, what were the causes of death per the post-mortem findings - how many gunshot wounds versus sharp-force injuries?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Of all recorded casualties, fatal plus non-fatal injured, what percentage were fatal? One decimal place, please.',
    covers: ['share', 'people'],
    expect: fatalShare,
  },
  {
    notebook: 'a',
    question:
      'Was there a mass-casualty event in the Western Cape, meaning a single incident with ten or more victims?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, inProvince('Western Cape'), (r) => (r.num_victims ?? 0) >= 10) > 0),
  },

  // Voice 1, the Sepedi-speaking grandmother, on notebook b.
  {
    notebook: 'b',
    question:
      'Dumelang mma le ntate! I am phoning from Ga-Sekhukhune, the reception is bad so I will be quick, hehe. My sister stays in Kimberley. Ke kgopela, ba bakae bana were victims in the Northern Cape?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rowsWhere(rows, inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question:
      'These things they do to basadi and young girls, it is too much, I cannot sleep. Ke kgopela, which province had the most rape cases in these stories?',
    covers: ['ranking', 'slang'],
    ...ranking(rapeByProvince),
  },
  {
    notebook: 'b',
    question:
      'On Sundays we are all at church, the whole village, but the criminals they do not rest. How many of these incidents happened on a Sunday?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, onSunday)),
  },
  {
    notebook: 'b',
    question:
      'My brother lost his dikgomo to thieves long ago, three cows, and the maphodisa never came. When was the very first stock theft case in these stories, the earliest date?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(stockTheft), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'And then, ke kgopela, of all the banna and basadi the maphodisa arrested, how many were found guilty in court and sent to jail, and for how many years?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the hip-hop artist, on notebook b.
  {
    notebook: 'b',
    question: 'how many cats got locked up in north west all together',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question: 'how many of the opps was women?? like female suspects not the dudes',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question: 'how many more ppl got locked up in Mpumulanga than in Limpopo',
    covers: ['people', 'conjunction', 'misspelling', 'slang'],
    expect: (rows) => excessOf(rows, inProvince('Mpumalanga'), inProvince('Limpopo'), suspectsArrested),
  },
  {
    notebook: 'b',
    question: 'any cash van hits in the free state at all? yes or no',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, cashVan, inProvince('Free State')) > 0),
  },
  {
    notebook: 'b',
    question: 'wheres the biggest bust - the one raid where the boys in blue locked up the most ppl at once',
    covers: ['ranking', 'slang', 'misspelling'],
    ...largestIncident(
      () => true,
      (r) => r.num_suspects_arrested,
    ),
  },

  // Voice 3, the forensic pathologist, on notebook b.
  {
    notebook: 'b',
    question:
      'How many victims were killed in incidents dated in the third quarter of 2020, that is 1 July to 30 September?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(within('2020-07-01', '2020-09-30')))),
  },
  {
    notebook: 'b',
    question: 'What was the mean age at death of the deceased victims across the fatal incidents?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'What percentage of the incidents were fatal, with at least one death? Nearest whole percent.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, fatal),
  },
  {
    notebook: 'b',
    question: 'Which single incident had the highest death toll? Give the place.',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.victims_killed ?? null,
    ),
  },
  {
    notebook: 'b',
    question:
      'Fatal versus non-fatal: across all incidents, how many more victims were killed than were injured but survived?',
    covers: ['people'],
    expect: killedOverInjured,
  },
];

export const fresh86QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH86_QUESTIONS, rows);
