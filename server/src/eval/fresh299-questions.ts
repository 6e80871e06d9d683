/**
 * The two-hundred-and-ninety-ninth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A jockey just off the track after a race, breathless: racing talk ("a furlong", "the rail", "by a
 *    length", "the going", "first past the post"), clipped sentences, typos from typing with gloves on
 *    ("carjackng", "Kwazulu-Natl", "muders"), slang ("collared", "nicked", "rustling", "cash-van job").
 * 2. A calligrapher, slow and careful about letters and ink: "a stroke", "a page", "the nib", "lettering",
 *    polite and long-winded, asking for exact figures and dates to write out by hand.
 * 3. A train spotter with a notebook, pedantic about numbers: "logged", "a sighting", "the timetable",
 *    "class numbers", inclusive ranges spelled out, decimals asked for.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month range, window and
 *   weekday, and is never the earliest or latest; `published_date` is never read. A weekend is a Saturday
 *   or Sunday of `event_date`. "Winter" is June, July and August of any year.
 * - A share of incidents is over all the notebook's rows (undated ones included in the whole), to the
 *   nearest whole percent. The share of the people killed in a municipality is its sum of
 *   `victims_killed` over the notebook's sum, nearest whole percent.
 * - People are sums of the stated figures: `victims_killed` (killed, lost their lives, went down),
 *   `victims_female` (women and girls among the victims), `victims_children` (children), `num_victims`
 *   (victims), `num_suspects_arrested` (suspects arrested, collared, nicked). A null (unstated) figure
 *   adds nothing.
 * - Suspects' ages are `suspect_ages`, one per suspect, over every incident that states any; the mean is
 *   to one decimal, the median is the middle value (the mean of the two middle ones for an even count).
 * - "Cattle rustling" is `stock theft`. A "cash-van job" / "cash-van heist" is `cash-in-transit robbery`.
 *   "Murders" are `murder` (attempted murder is not). "A robbery of any kind" is `armed robbery`,
 *   `robbery`, `house robbery`, `business robbery` or `cash-in-transit robbery`; carjacking and truck
 *   hijacking are not robberies here. "Both murder and attempted murder" is a row holding both.
 * - A rape where the victim knew the attacker is one whose `relationship` is partner, family or
 *   acquaintance; a rape with no stated relationship counts in the whole but not in the part.
 * - Rankings each carry their tally: in `a`, the municipality with the most suspects arrested (sum of
 *   `num_suspects_arrested` per `municipality`) and the province with the most victims (sum of
 *   `num_victims`, KwaZulu-Natal also as "KZN"); in `b`, the province with the most suspects arrested and
 *   the municipality with the most people killed (sum of `victims_killed`). Rows without a municipality
 *   are left out of a municipality ranking, which is answered with or without "City of". A tie at the
 *   top is an error in the question.
 * - "From 2020 on" / "after 2019" is an `event_date` on or after 2020-01-01; "before 2020" one before it;
 *   "2020 to 2022 inclusive" is 2020-01-01 to 2022-12-31.
 * - Refusals: the ground truth holds no weather, no officers' names, no vehicle registration numbers, no
 *   times of day, no firearm calibres and no rand values.
 */
import {
  anyCrime,
  type BlindQuestion,
  before,
  femaleVictims,
  inMonths,
  knewTheAttacker,
  kznProvinceNames,
  medianOf,
  peopleTotal,
  percentage,
  ranking,
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
  meanOf,
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
  within,
} from './ground-truth-questions';

const stockTheft = has('stock theft');
const cit = has('cash-in-transit robbery');
const murder = has('murder');
/** A robbery of any kind; carjacking and truck hijacking are not among them. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
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
const victimsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_victims ?? 0,
  );
const killedByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );

export const FRESH299_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the jockey, on notebook a.
  {
    notebook: 'a',
    question:
      'Whew, still blowing after that last furlong! The cattle rustling jobs, the stock theft ones - how many suspects got collared across all of them put together?',
    covers: ['restricted count', 'people', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(stockTheft))),
  },
  {
    notebook: 'a',
    question:
      'Right, off the rail and straight to it: which municipality came first past the post for suspects arrested, adding up every arrest per municipality?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'sorry typing with my gloves on - was there any carjackng in Kwazulu-Natl from 2020 on? yes or no',
    covers: ['yes/no', 'conjunction', 'calendar', 'misspelling'],
    expect: (rows) => yesNo(count(rows, has('carjacking'), inProvince('KwaZulu-Natal'), sinceYear(2020)) > 0),
  },
  {
    notebook: 'a',
    question:
      'What was the going like the night of the Glebelands Hostel shooting - was it raining, soft ground, or dry?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      "Won it by a length, mate. Quick one: what percentage of all the incidents happened on a weekend, Saturday or Sunday? Whole number's fine.",
    covers: ['share', 'calendar'],
    expect: (rows) => percentOf(rows, weekend),
  },

  // Voice 2, the calligrapher, on notebook a.
  {
    notebook: 'a',
    question:
      'Good afternoon. I am lettering a small memorial page and would like the first date exactly. On what date did the earliest rape in these releases take place, the day of the crime itself?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('rape')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'With a careful nib and a steady hand, I wish to write one stroke for each woman or girl harmed. How many of the victims, in total across all the incidents, were female?',
    covers: ['people'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'a',
    question:
      'I should like to letter the full names of the investigating officers onto the page in copperplate. Could you give me the names of the detectives who led the Sweetwaters case?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Forgive my slowness with figures. In the winter months, June, July and August of any year, how many murders took place? Murders only, if you please, not the attempted ones.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, inMonths(6, 8))),
  },
  {
    notebook: 'a',
    question:
      'The ink runs heavy on this one. Of all the people killed across these releases, what share, as a whole percentage, were killed in the City of Cape Town municipality?',
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(
        peopleTotal(
          'victims_killed',
          rows.filter((r) => r.municipality === 'City of Cape Town'),
        ),
        peopleTotal('victims_killed', rows),
      ),
  },

  // Voice 3, the train spotter, on notebook a.
  {
    notebook: 'a',
    question:
      'For my log: how many incidents carry both a murder and an attempted murder charge on the same entry? Both, mind, not either.',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, murder, has('attempted murder'))),
  },
  {
    notebook: 'a',
    question:
      "Taking every suspect whose age is logged, what is their average age, to one decimal place? I keep class numbers to the decimal, so I'd like this the same.",
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows), 1),
  },
  {
    notebook: 'a',
    question:
      'Tallying my notebook by region like class numbers: which province logged the most victims, every victim of every incident added up?',
    covers: ['ranking', 'people'],
    ...ranking(victimsByProvince, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'I log registration numbers the way I log locomotives. What were the number plates of the vehicles taken in the carjackings and truck hijackings?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'Latest sighting of a cash-in-transit robbery in the log - what date did it happen?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },

  // Voice 1, the jockey, on notebook b.
  {
    notebook: 'b',
    question:
      'Coming down the home straight here - which province had the most suspects nicked, every arrest added up per province?',
    covers: ['ranking', 'slang'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question:
      'Before my next ride: any business robbery up in the Northern Cape before 2020? Just yes or no, I need to weigh in.',
    covers: ['yes/no', 'conjunction', 'calendar'],
    expect: (rows) =>
      yesNo(count(rows, has('business robbery'), inProvince('Northern Cape'), before('2020-01-01')) > 0),
  },
  {
    notebook: 'b',
    question:
      'That Mecklenburg cash-van job - what time of day did they hit it, morning or evening? Like a race card, I want the off time.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Tough going out there in the Free State. How many people went down, killed I mean, across all the Free State incidents?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question:
      'quick count, out of breath: how many muders in Limpopo and Mpumalanga together? murder incidents, both provinces added',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) =>
      number(count(rows, murder, (r) => r.province === 'Limpopo' || r.province === 'Mpumalanga')),
  },

  // Voice 2, the calligrapher, on notebook b.
  {
    notebook: 'b',
    question:
      'Good morning. I am inscribing a timeline by hand and must begin at the right place on the page. On what date did the earliest kidnapping in these releases occur?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'Each letter of this page is for a child. Would you tell me, please, how many children were victims altogether, across all the incidents recorded here?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question:
      'I wish to be precise in my annotations. What calibre of firearm was recovered in each of the cases involving illegal possession of a gun?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'A delicate matter, written slowly. Among the rape cases, what percentage were committed by someone the victim knew - a partner, a relative or an acquaintance?',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(has('rape')), knewTheAttacker),
  },
  {
    notebook: 'b',
    question:
      'Between the first of January 2020 and the last day of December 2022, both ends included, how many incidents took place? I count each stroke twice before the ink dries.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2020-01-01', '2022-12-31'))),
  },

  // Voice 3, the train spotter, on notebook b.
  {
    notebook: 'b',
    question:
      'Logging combinations: how many incidents have an illegal firearm possession charge together with a robbery of any kind (armed, common, house, business or cash-in-transit)?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, has('illegal firearm possession'), robbery)),
  },
  {
    notebook: 'b',
    question:
      'Station by station, as on a timetable: which municipality logged the most people killed, the dead of all its incidents summed?',
    covers: ['ranking', 'people'],
    ...ranking(killedByMunicipality, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Every suspect with an age logged, sorted like class numbers: what is the median age? Exact figure please.',
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'b',
    question:
      'To the cent, as I would log it: what was the total rand value of the livestock and goods stolen across these incidents?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'Any sighting of a cash-van heist in North West logged after 2019? y/n',
    covers: ['yes/no', 'slang', 'conjunction', 'calendar'],
    expect: (rows) => yesNo(count(rows, cit, inProvince('North West'), sinceYear(2020)) > 0),
  },
];

export const fresh299QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH299_QUESTIONS, rows);
