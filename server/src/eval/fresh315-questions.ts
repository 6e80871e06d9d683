/**
 * The three-hundred-and-fifteenth fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A quilter in a church sewing circle: gentle and courteous, asks at length, thinks in patches,
 *    squares and stitches ("squares that carry both patches"), a misspelling or two ("vicitms").
 * 2. A school bus driver in rural Limpopo: routes, stops, learners and dusty roads, with Sepedi and
 *    Xitsonga words now and then ("dumela", "bana" for children, "matsotsi" for criminals, "ke a
 *    leboga", "inkomu"), a few misspellings ("arested", "kidnaping").
 * 3. A scuba diving instructor at Sodwana: laid-back, dive-log and buddy-check talk, hand-signal
 *    shorthand ("OK?", "thumbs up"), "bru", "zama-zamas", "poching".
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone; `published_date` is never read. A row without an event date is in no
 *   year, month or weekend, is never the earliest or latest, and is left out of a share "of the
 *   incidents with a known date". A weekend is a Saturday or Sunday. "Summer" ("the summer months") is
 *   December, January and February of any year; "the second half of the year" is July to December of
 *   any year. "Since 2020" is an event date on or after 2020-01-01.
 * - "Murder" is `murder` alone; "kidnapping" is `kidnapping`; "rape" is `rape`; "poaching" is
 *   `poaching`. "Hijacking" ("hijack cars or trucks") is `carjacking` or `truck hijacking`. The
 *   "zama-zamas" are `illegal mining`. "A murder and an attempted murder in the same square" is a row
 *   holding both `murder` and `attempted murder`.
 * - People are sums of the stated figures, a null (unstated) figure adding nothing: `victims_children`
 *   (children, "bana", learners as victims), `victims_injured` (hurt but not killed), `victims_female`
 *   (women), `num_suspects_arrested` (suspects arrested, "busted", "picked up").
 * - The share of victims who were women is the sum of `victims_female` over the sum of `victims_female`
 *   and `victims_male`, to the nearest whole percent. A share of incidents ("what part of Gauteng's
 *   incidents") is over the rows of that selection alone, to the nearest whole percent; "an arrest was
 *   made" is `arrest_made === true` (a null is not an arrest).
 * - Rankings each carry their tally, and a tie at the top is an error in the question: the province with
 *   the most suspects arrested (sum of `num_suspects_arrested` per `province`), the province with the
 *   most victims (sum of `num_victims` per `province`), and the municipality with the most incidents
 *   (rows per `municipality`, rows without one left out, answered with or without "City of").
 * - Refusals: the ground truth holds no amounts of money stolen, no makes or models of vehicles, no
 *   firearm calibres or rounds fired, no sentences handed down, no police response times, and no count
 *   of animals killed by poachers.
 */
import {
  anyCrime,
  type BlindQuestion,
  femaleVictims,
  inMonths,
  maleVictims,
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
  has,
  inProvince,
  month,
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
} from './ground-truth-questions';

const murder = has('murder');
const kidnapping = has('kidnapping');
/** A hijacking: of a car or of a truck. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
/** The zama-zamas: illegal mining. */
const zamaZama = has('illegal mining');
/** December, January or February, in any year. */
const summer = (r: DevRow) => [12, 1, 2].includes(month(r) ?? 0);
const dated = (r: DevRow) => r.event_date !== null;

const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const victimsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_victims ?? 0,
  );
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH315_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the church-circle quilter, on notebook a.
  {
    notebook: 'a',
    question:
      'Good afternoon, and thank you for your patience with an old quilter. If each of these police reports were a square in a quilt, how many of the squares would carry both a murder and an attempted murder stitched into the very same incident?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, murder, has('attempted murder'))),
  },
  {
    notebook: 'a',
    question:
      'Our sewing circle is making a memory quilt and we would like one little patch for every child who was a victim. Could you kindly tell me how many children in total were victims across all of these incidents?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question:
      'Forgive me for asking such a long question, dear, but the ladies were wondering: which province had the greatest number of suspects arrested altogether, if one adds up the arrests from every report?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'a',
    question:
      'I like to begin a quilt at its oldest corner. On what date did the earliest kidnapping in these reports take place? The day it happened, please, not the day it was written up.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Bless you for your help. In the cash-in-transit robberies, how many rands in total did the robbers get away with? One of our members has a nephew who drives for a security company and she worries so.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the Limpopo school bus driver, on notebook a.
  {
    notebook: 'a',
    question:
      'Dumela. I drive the learners on a dusty route every day and we hear stories. How many times did the matsotsi hijack cars or trucks in these reports, both kinds counted together?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, hijacking)),
  },
  {
    notebook: 'a',
    question:
      'Eastern Cape side - was there any murder there that happened on a Saturday or a Sunday? Just yes or no, ke a leboga.',
    covers: ['yes/no', 'calendar', 'conjunction'],
    expect: (rows) => yesNo(count(rows, murder, inProvince('Eastern Cape'), weekend) > 0),
  },
  {
    notebook: 'a',
    question:
      'Out of all the incidents in Gauteng, what percent were kidnaping cases? I ask because parents worry about the bus stops near the main road.',
    covers: ['share', 'conjunction', 'misspelling'],
    expect: (rows) => percentOf(rows.filter(inProvince('Gauteng')), kidnapping),
  },
  {
    notebook: 'a',
    question: 'How many suspects were arested in the Eastern Cape in total, all the reports added up?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question:
      'When the matsotsi hijacked those cars, what make of car were they driving themselves? I want to know what to look out for on my route. Inkomu.',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the Sodwana dive instructor, on notebook a.
  {
    notebook: 'a',
    question:
      'Hey, logging this between dives - how many murders happened in the summer months, Dec through Feb, any year?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, summer)),
  },
  {
    notebook: 'a',
    question:
      'Quick buddy check on the numbers: of the victims whose sex is given, what percentage were women? Round it off, no stress.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const women = femaleVictims(rows);
      return percentage(women, women + maleVictims(rows));
    },
  },
  {
    notebook: 'a',
    question: 'Which municipality logged the most incidents overall? Like, the busiest dive site, ja.',
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Attempted murders - how many people came up hurt but not killed? Injured total across those incidents only. OK?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(has('attempted murder')))),
  },
  {
    notebook: 'a',
    question:
      'Thumbs up if you know: what calibre were the guns in the shootings, and how many rounds got fired?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 1, the church-circle quilter, on notebook b.
  {
    notebook: 'b',
    question:
      'Good morning, I hope I am not troubling you. When we lay out a quilt we put the heaviest patch in the middle. Which province had the most victims, counting all the people harmed in every report there?',
    covers: ['ranking', 'people'],
    ...ranking(victimsByProvince),
  },
  {
    notebook: 'b',
    question:
      'I have a dear friend in Kimberley who goes to our sister church. Could you please tell me how many rape cases there were in the Northern Cape in these reports?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, has('rape'), inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question:
      'We are stitching a small square for each woman who was harmed. How many of the vicitms in all these reports were women or girls, if the police said so?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'b',
    question:
      'If it is not too much bother, on what date did the most recent rape in these reports happen? I mean the day of the crime itself, dear.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('rape')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'The ladies would like to know whether justice was done. How many years in prison were the men given when they were sentenced, in all these cases together?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the Limpopo school bus driver, on notebook b.
  {
    notebook: 'b',
    question:
      'Dumela! Here in Limpopo, how many murders are there in these reports? Only our province, please, the roads from Tzaneen to Giyani and all.',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, murder, inProvince('Limpopo'))),
  },
  {
    notebook: 'b',
    question:
      'Since 2020, was any person kidnapped in Limpopo? I must know for the learners at the far stops. Yes or no.',
    covers: ['yes/no', 'calendar', 'conjunction'],
    expect: (rows) => yesNo(count(rows, kidnapping, inProvince('Limpopo'), sinceYear(2020)) > 0),
  },
  {
    notebook: 'b',
    question:
      'How many bana were victims in all these reports? Bana - the children, I mean, the small ones like the ones I drive to school.',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question:
      'For the Limpopo incidents only, what percentage ended with the police making an arrest? Ke a leboga.',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Limpopo')), arrested),
  },
  {
    notebook: 'b',
    question:
      'When people phoned the police, how many minutes did the police van take to reach the scene, on average? On my dusty road it takes forever.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the Sodwana dive instructor, on notebook b.
  {
    notebook: 'b',
    question: 'Which municipality has the most incidents in the log? Surface with one name, bru.',
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'Zama-zama busts - how many suspects got picked up in total across those?',
    covers: ['people', 'slang', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(zamaZama))),
  },
  {
    notebook: 'b',
    question:
      'Of the incidents with a known date, what % went down in the second half of the year, July to December, any year?',
    covers: ['share', 'calendar'],
    expect: (rows) => percentOf(rows.filter(dated), inMonths(7, 12)),
  },
  {
    notebook: 'b',
    question:
      'When was the earliest poching case in here? Date of the actual dive... I mean the crime, haha.',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rowsWhere(rows, has('poaching')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'How many rhinos got killed by the poachers altogether? Log it for me.',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh315QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH315_QUESTIONS, rows);
