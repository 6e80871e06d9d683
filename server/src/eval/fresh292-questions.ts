/**
 * The two-hundred-and-ninety-second fresh question set (blind): thirty questions, fifteen about
 * notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or
 * the other question sets. Every expectation is computed from the ground-truth rows of the question's
 * notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. An astronaut on a space-station call: mission-control jargon, crisp, "copy", "over". "Telemetry"
 *    or "a headcount" is a figure read off the releases; a "sector" is a province; "souls lost" are
 *    people killed; "mission elapsed time zero" is the earliest event date; "nominal" is an arrest made.
 * 2. A cobbler repairing shoes: soles, heels, pairs and stitches, old-world and patient, a misspelling or
 *    two ("posession", "robberys"). "The middle of things" is a median; "a pair balancing" is a
 *    comparison of women and men; "where the heels wear thinnest" is the province with the most.
 * 3. A livestreamer reading chat: "chat", "no cap", "W", "L", emojis in words, fast and hyped. "The final
 *    boss" is the crime category held by the most incidents; "racked up the most" is the top of a
 *    tally; "when did it go down" is the event date; "a W" or "an L" is only a cheer or a groan.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one falls in no year, range, month, weekday or weekend
 *   and is never the earliest or latest; `published_date` is never read. A weekend is a Saturday or
 *   Sunday of `event_date`; "since 2020" is from 2020-01-01 on; "2016 through 2019" is 2016-01-01 to
 *   2019-12-31 inclusive.
 * - People are sums of the stated figures: `victims_killed` (killed, souls lost, lives lost),
 *   `victims_injured` (injured), `victims_children` (children among the victims), `victims_police`
 *   (cops, officers hurt or killed), `victims_female` / `victims_male` (women and men victims),
 *   `suspects_male` (the men among the suspects), `num_suspects_arrested` (suspects arrested). A null
 *   (unstated) figure adds nothing.
 * - The median of suspects arrested is over the incidents whose `num_suspects_arrested` is stated; the
 *   mean of victims is over the incidents whose `num_victims` is stated, to one decimal.
 * - "Were there more women than men among the victims" compares the sums of `victims_female` and
 *   `victims_male` (nulls adding nothing); the share of victims who were women is the sum of
 *   `victims_female` over the sum of `victims_female` and `victims_male`, nearest whole percent.
 * - A share of incidents ("what share of the incidents", "what percentage had an arrest made") is over
 *   all the notebook's rows, to the nearest whole percent; "an arrest made" is `arrest_made === true`
 *   (an unstated arrest is not one).
 * - "Limpopo or Mpumalanga ... a rape or a murder" is a row in either province holding either crime.
 *   "Stock theft" is `stock theft`; "poaching" is `poaching`; "illegal mining" is `illegal mining`.
 * - Rankings (the province with most murders, most rapes, most suspects arrested or most killed; the
 *   crime category held by the most incidents, an incident with several crimes counting once for each)
 *   each carry their tally; a tie at the top is an error in the question.
 *   KwaZulu-Natal may be answered as "KZN".
 * - Refusals: the ground truth holds no times of day, no values in rand, no weather, no distances and
 *   no names of officers.
 */
import {
  any,
  anyCrime,
  type BlindQuestion,
  femaleVictims,
  kznProvinceNames,
  maleVictims,
  medianOf,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  tallyOf,
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
  meanOf,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
  within,
} from './ground-truth-questions';

/** The stated numbers of suspects arrested, one per incident that states it. */
const statedArrests = (rows: readonly DevRow[]) =>
  rows.flatMap((r) => (r.num_suspects_arrested === null ? [] : [r.num_suspects_arrested]));

const murderProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('murder')), (r) => r.province);
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
/** Each crime category with the number of incidents that hold it. */
const crimeTally = (rows: readonly DevRow[]) => {
  const counts = new Map<string, number>();
  for (const crime of rows.flatMap((r) => r.crimes)) counts.set(crime, (counts.get(crime) ?? 0) + 1);
  return counts;
};
const rapeProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(has('rape')), (r) => r.province);

export const FRESH292_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the astronaut, on notebook a.
  {
    notebook: 'a',
    question:
      'Station to ground, copy. Requesting telemetry on the Gauteng sector: total souls lost, that is people killed, across every incident logged there. Over.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Gauteng')))),
  },
  {
    notebook: 'a',
    question:
      'Ground, we are tracking kidnappings. What is mission elapsed time zero, the earliest event date on a kidnapping in the log? Negative on publication dates, we want the event itself.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Copy that. Which province is the hot zone for murders, the one with the most murder incidents on the board? Give me the tally too.',
    covers: ['ranking'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Orbit check: how many incidents went down on a weekend, Saturday or Sunday by event date, all crime types? Over.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, weekend)),
  },
  {
    notebook: 'a',
    question:
      'Ground, for our timeline we need the clock time of each cash-in-transit hit, hours and minutes local. What time of day did the CIT robberies happen? Over.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the cobbler, on notebook a.
  {
    notebook: 'a',
    question:
      'I have mended a good many soles in my time, and patience teaches you to look at the middle of things. What is the median number of suspects arrested per incident, taking only the incidents where the figure is given?',
    covers: ['people'],
    expect: (rows) => number(medianOf(statedArrests(rows))),
  },
  {
    notebook: 'a',
    question:
      'A pair of shoes has a left and a right, and I like my ledger to balance the same way. Were there more women than men among the victims in these reports, counting only the victims whose sex is stated? Yes or no will do.',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(femaleVictims(rows) > maleVictims(rows)),
  },
  {
    notebook: 'a',
    question:
      'Every heel wears down in its own spot, you know. Where do they wear thinnest: which province has the most suspects arrested, added up over all of its incidents?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Stitch by stitch now. What share of all the incidents, as a percentage, had illegal firearm posession among the crimes?',
    covers: ['share', 'misspelling'],
    expect: (rows) => percentOf(rows, has('illegal firearm possession')),
  },
  {
    notebook: 'a',
    question:
      'In my trade a good pair of boots costs a pretty penny. What was the value in rand of the goods taken in the house robberys, all told?',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },

  // Voice 3, the livestreamer, on notebook a.
  {
    notebook: 'a',
    question:
      'chat is going crazy rn 😂 ok ok, how many kidnappings in Gauteng since 2020, going by the day it actually happened? no cap',
    covers: ['conjunction', 'calendar', 'slang'],
    expect: (rows) => number(count(rows, has('kidnapping'), inProvince('Gauteng'), sinceYear(2020))),
  },
  {
    notebook: 'a',
    question:
      'W question from chat: total number of people injured across every single incident in the notebook, fire emoji if it is big 🔥',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows)),
  },
  {
    notebook: 'a',
    question:
      'yo chat wants the final boss 👑 which crime type shows up in the most incidents in the whole notebook? drop the count too',
    covers: ['ranking', 'slang'],
    ...ranking(crimeTally),
  },
  {
    notebook: 'a',
    question:
      'big L for the rhinos fr 💀 when was the latest poaching incident? the actual event date not the post date',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('poaching')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'chat asking what the weather was like during the Cape Town shootings, was it raining or nah? 🌧️',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 1, the astronaut, on notebook b.
  {
    notebook: 'b',
    question:
      'Ground, copy. Requesting a headcount: how many incidents in Limpopo or Mpumalanga carry a rape or a murder? Over.',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      number(count(rows, anyCrime('rape', 'murder'), any(inProvince('Limpopo'), inProvince('Mpumalanga')))),
  },
  {
    notebook: 'b',
    question: 'Telemetry request: children among the victims, total across all incidents. Copy?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question:
      'Station here, checking nominal versus off-nominal. What percentage of incidents had an arrest made at the time of the release? Nearest whole percent.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'b',
    question:
      'Mission control, give me the mean number of victims per incident, one decimal, over the incidents where a victim count is logged.',
    covers: ['people'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.num_victims),
        1,
      ),
  },
  {
    notebook: 'b',
    question:
      'Need range data for the illegal mining sites: how many kilometres from the nearest police station was each one? Over.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the cobbler, on notebook b.
  {
    notebook: 'b',
    question:
      'I count suspects the way I count shoes on the shelf, one by one. How many men were there among the suspects, adding them up across all the reports?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_male', rows)),
  },
  {
    notebook: 'b',
    question:
      'I have sat at this bench since before some of these happened. How many incidents took place from 2016 through 2019, by the date of the deed itself and not of the report?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2016-01-01', '2019-12-31'))),
  },
  {
    notebook: 'b',
    question:
      'Where do the heels wear thinnest, I wonder. Which province lost the most lives, adding up the people killed in each?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'b',
    question:
      'A cobbler always counts twice. Did the Free State have more cases of stock theft than the Northern Cape? Just yes or no, if you please.',
    covers: ['yes/no', 'restricted count'],
    expect: (rows) =>
      yesNo(
        count(rows, has('stock theft'), inProvince('Free State')) >
          count(rows, has('stock theft'), inProvince('Northern Cape')),
      ),
  },
  {
    notebook: 'b',
    question:
      'What were the names of the officers who made the arrests in the stock theft cases? I should like to send each of them a pair of resoled boots as thanks.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the livestreamer, on notebook b.
  {
    notebook: 'b',
    question: 'chat spamming the same q 🔥🔥 which province racked up the most rape cases? tally pls, no cap',
    covers: ['ranking', 'slang'],
    ...ranking(rapeProvinceTally),
  },
  {
    notebook: 'b',
    question:
      'how many cops were victims in total?? like officers hurt or killed, chat wants the number no cap',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question: 'first illegal mining bust in the whole notebook, when did it go down? event date pls 🙏',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('illegal mining')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'ok real talk chat, of the victims where we know if they are male or female, what % were women? whole number, W if its high',
    covers: ['share', 'people', 'slang'],
    expect: (rows) => {
      const women = femaleVictims(rows);
      return percentage(women, women + maleVictims(rows));
    },
  },
  {
    notebook: 'b',
    question: 'chat asks what time of night the zama zamas got caught lmao, like the exact hour?? 💀',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
];

export const fresh292QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH292_QUESTIONS, rows);
