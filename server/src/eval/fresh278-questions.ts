/**
 * The two-hundred-and-seventy-eighth fresh question set (blind): thirty questions, fifteen about
 * notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the
 * other question sets. Every expectation is computed from the ground-truth rows of the question's
 * notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A drummer counting in the band: loose, rhythmic, lowercase, "one-two-three-four". A "gig", a
 *    "beat" or a "bar" is one incident; "the loudest fill" and "comes back like a chorus" mean the most
 *    incidents; "the middle of the groove" is the median; "locked up" is suspects arrested; "the tempo
 *    of the response" is a time the releases do not record.
 * 2. A tattoo artist, chatty between sessions, with some Cape Flats slang ("howzit", "ekse", "sho",
 *    "lekker", "bru", "ja or nee", "gattes" for the police, "skollies" for criminals, "zama zamas" for
 *    illegal miners) and a few typos ("kidnappin", "minin"). A "flash sheet" is the whole notebook,
 *    "every case one design" means one row is one case; "the ladies" are female victims; "the little
 *    ones" are child victims; "inked" designs are tattoos, which the releases do not record.
 * 3. A blacksmith at the forge, slow plain sentences. A "heat" is one incident; "a strike that kills" is
 *    people killed; "every town is an anvil" means the municipality; "old iron" is incidents before a
 *    year; "the middle of the bar" is the median; weighing the iron (a value in rand) and the weather of
 *    the fire are things the releases do not record.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one falls in no year, year range, month, "before" window
 *   or weekday, and is never the first or the latest; `published_date` is never read. "July, any year"
 *   is the month of `event_date` in any year; "2019 to 2022, both included" runs from 2019-01-01 to
 *   2022-12-31; "before the year 2020" is an `event_date` before 2020-01-01; "a wednesday" is the
 *   weekday of `event_date`.
 * - People are sums of the stated figures: `victims_female` (women, the ladies), `victims_male` (men),
 *   `victims_killed` (killed, lost), `victims_children` (kids, the little ones),
 *   `num_suspects_arrested` (suspects arrested, locked up). A null (unstated) figure adds nothing.
 * - Medians and averages are over the stated `num_suspects_arrested` of the selected incidents (a null
 *   is left out, not a zero); a median of an even count is the mean of the middle two; the average of
 *   the kidnappings is to one decimal.
 * - Shares: the share of cases with an arrest is over all the notebook's rows, `arrest_made === true`
 *   (a null is not an arrest); the share with an illegal firearm is the rows holding
 *   `illegal firearm possession` over all the notebook's rows; both to the nearest whole percent. The
 *   share of victims who were men is the sum of `victims_male` over the sum of `victims_male` and
 *   `victims_female` (nulls add nothing), to the nearest whole percent.
 * - "Murders" are `murder` alone; "attempted murders" `attempted murder`; "kidnappings" `kidnapping`;
 *   "rape cases" `rape`; "illegal mining" / "zama zamas" `illegal mining`.
 * - Yes/no comparisons compare two counts (or sums); an equal pair is a "No".
 * - Rankings (province with the most incidents, municipality with the most incidents, province with the
 *   most killed) each carry their tally; a municipality is `municipality` (rows without one are left
 *   out), answered as written or without "City of"; KwaZulu-Natal may be answered as "KZN". A tie at
 *   the top is an error in the question.
 * - Refusals: the releases' ground truth holds no times of day, no minutes for police to arrive, no
 *   suspects' tattoos, no values in rand of goods or cash taken, and no weather.
 */
import {
  type BlindQuestion,
  femaleVictims,
  kznProvinceNames,
  maleVictims,
  medianOf,
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
  has,
  inProvince,
  meanOf,
  month,
  municipalityNames,
  number,
  percentOf,
  refusal,
  weekday,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const kidnapping = has('kidnapping');
const rape = has('rape');
const wednesday = (r: DevRow) => weekday(r) === 'Wednesday';
const inJuly = (r: DevRow) => month(r) === 7;
const beforeYear = (year: number) => (r: DevRow) => r.event_date !== null && r.event_date < `${year}-01-01`;

/** The stated arrests of the rows (a null left out, not read as a zero). */
const statedArrests = (rows: readonly DevRow[]) =>
  rows.map((r) => r.num_suspects_arrested).filter((n): n is number => n !== null);

const provinceTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.province);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH278_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the drummer, on notebook a.
  {
    notebook: 'a',
    question:
      'one-two-three-four, count me in... how many of these gigs were murders? just the murder beats, nothin else',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder)),
  },
  {
    notebook: 'a',
    question:
      'ok so wednesdays, the hump of the week, like the two in the bar. how many incidents landed on a wednesday?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, wednesday)),
  },
  {
    notebook: 'a',
    question:
      'say every incident is one bar - whats the middle of the groove, the median number of suspects arrested per bar? only bars where the number is actually given',
    covers: ['people'],
    expect: (rows) => number(medianOf(statedArrests(rows))),
  },
  {
    notebook: 'a',
    question:
      'which province plays the loudest fill in here, like the most incidents of the lot? give me the tally too',
    covers: ['ranking'],
    ...ranking(provinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'the cash-in-transit hits... what time did they drop, like the exact hour on the clock? i wanna know if its a morning or a late-night thing',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the tattoo artist, on notebook a.
  {
    notebook: 'a',
    question:
      'Howzit! Got a client in the chair asking so quick one ne: across all these cases, how many of the victims were women? Just the ladies the police actually say is female.',
    covers: ['people', 'slang'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'a',
    question:
      'Ja so think of it like a flash sheet, every case one design. What percent of the cases ended with the gattes actually arresting somebody?',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'a',
    question:
      'When was the very first kidnappin in the lot, ekse? The day it went down, not when the cops wrote it up.',
    covers: ['date', 'misspelling', 'slang'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Between sessions I was reading up, and now I wanna know: were there more attempted murders in the Western Cape than in the Eastern Cape? Yes or no.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) =>
      yesNo(
        count(rows, has('attempted murder'), inProvince('Western Cape')) >
          count(rows, has('attempted murder'), inProvince('Eastern Cape')),
      ),
  },
  {
    notebook: 'a',
    question:
      'My client swears the skollies in these cases all had gang tattoos on their necks. What designs did the suspects have inked, and where?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the blacksmith, on notebook a.
  {
    notebook: 'a',
    question:
      'I count my heats by the year. How many incidents in KwaZulu-Natal happened in the years 2019 to 2022, both years included?',
    covers: ['conjunction', 'calendar'],
    expect: (rows) => number(count(rows, inProvince('KwaZulu-Natal'), within('2019-01-01', '2022-12-31'))),
  },
  {
    notebook: 'a',
    question: 'A strike that kills is a hard strike. How many people were killed in total in Gauteng?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rowsWhere(rows, inProvince('Gauteng')))),
  },
  {
    notebook: 'a',
    question: 'Every town is an anvil. Which municipality took the most incidents, and how many was that?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Take each kidnapping as one heat. On average, how many suspects were arrested per kidnapping? One decimal is enough for me.',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      meanOf(
        rows.filter(kidnapping).map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'a',
    question:
      'I weigh my iron before I work it. What was the total value in rand of the goods and cash taken in the robberies?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the drummer, on notebook b.
  {
    notebook: 'b',
    question:
      'july is always the busy gig month. how many incidents went down in july, any year, all the julys stacked on top of each other?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, inJuly)),
  },
  {
    notebook: 'b',
    question: 'rape cases only, four on the floor: how many suspects got locked up across all of em?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(rape))),
  },
  {
    notebook: 'b',
    question: 'which municipality keeps coming back like a chorus - most incidents? tally it up for me',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'of the victims where the sex is actually stated, what percent were men? round it to a whole beat lol',
    covers: ['share', 'people'],
    expect: (rows) => {
      const men = maleVictims(rows);
      return percentage(men, men + femaleVictims(rows));
    },
  },
  {
    notebook: 'b',
    question:
      'how many minutes did the cops take to roll up after the first call, on average? like the tempo of the response, one-two-three-four',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the tattoo artist, on notebook b.
  {
    notebook: 'b',
    question:
      'Sho, my cousin is from Bloem so this one hits home. How many rape cases in the Free State is in here?',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, rape, inProvince('Free State'))),
  },
  {
    notebook: 'b',
    question:
      'Lekker, now the illegal minin ones, the zama zamas. When was the latest one, the actual day it happened?',
    covers: ['date', 'misspelling', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('illegal mining')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Okay so a client told me more people got killed in Mpumalanga than in North West in these cases. Is that true? Ja or nee.',
    covers: ['yes/no', 'people'],
    expect: (rows) =>
      yesNo(
        peopleTotal('victims_killed', rowsWhere(rows, inProvince('Mpumalanga'))) >
          peopleTotal('victims_killed', rowsWhere(rows, inProvince('North West'))),
      ),
  },
  {
    notebook: 'b',
    question:
      'The little ones, hey, that stuff stays with me longer than any linework. How many of the victims in all these cases were kids?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question:
      'Bru, the cash-in-transit jobs - how many rand did the robbers actually walk away with? Like the full amount out of the boxes.',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the blacksmith, on notebook b.
  {
    notebook: 'b',
    question: 'Old iron first. How many incidents took place before the year 2020?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, beforeYear(2020))),
  },
  {
    notebook: 'b',
    question:
      'I like the middle of the bar, not the ends. What is the median number of suspects arrested in the murder cases?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(medianOf(statedArrests(rows.filter(murder)))),
  },
  {
    notebook: 'b',
    question: 'The forge takes what it takes. Which province lost the most people killed, and how many?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question:
      'A gun is cold iron. Out of all the incidents, what share involved an illegal firearm? A whole percent will do.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, has('illegal firearm possession')),
  },
  {
    notebook: 'b',
    question: 'Rain changes how a fire burns. Was it raining or dry on the days these attacks happened?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh278QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH278_QUESTIONS, rows);
