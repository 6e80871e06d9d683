/**
 * The three-hundred-and-twelfth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A lexicographer compiling a dictionary: speaks of headwords, senses, attestations and citations,
 *    and is pedantic about what a word covers ("in the sense that excludes the mere attempt", "strictly
 *    a goods vehicle, not a private car").
 * 2. An ornithologist counting birds at a wetland: field-notes style with abbreviations ("no.", "prov.",
 *    "obs.", "Y/N", "pls"), tallies and sightings, "ringed" for suspects arrested, "flock" for one
 *    incident's catch, "austral winter" for June to August.
 * 3. A milkman on an early-morning round: chatty, small-town gossip, crates and doorsteps, slang
 *    ("nicked", "pinching", "coppers", "done in", "littl'uns") and the odd misspelling ("Westen Cape",
 *    "childrun", "Nothern Cape", "kidnappin'").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month range, "since" window
 *   and weekday, and is never the earliest or latest; `published_date` is never read. "Austral winter" is
 *   June to August of `event_date` in any year; a weekend is a Saturday or Sunday of `event_date`; "since
 *   1 Jan 2024" is an `event_date` in 2024 or later. The "earliest attestation" of a crime is the earliest
 *   `event_date` among its rows; "the last time" / "the latest" is the latest.
 * - "Homicide, in the sense that covers murder and culpable homicide but not the attempt" is `murder` or
 *   `culpable homicide`. "Done in" / "murdered" is `murder`. "Robbery in its broad sense" is `armed
 *   robbery`, `robbery`, `house robbery`, `business robbery` or `cash-in-transit robbery` (carjacking and
 *   truck hijacking are not robberies here). "Cars hijacked, not the big lorries" is `carjacking` alone;
 *   "truck hijacking in the strict sense" is `truck hijacking` alone. "Drugs, dealing or just carrying" is
 *   `drug dealing` or `drug possession`. "Pinching cows and sheep" is `stock theft`. "Rape cases" are rows
 *   with `rape`; "kidnappin'" is `kidnapping`; "poaching obs." are rows with `poaching`.
 * - People are sums of the stated figures (a null figure adds nothing): "ringed" / suspects arrested is
 *   `num_suspects_arrested`; "wounded" is `victims_injured`; "childrun" / "littl'uns" among the victims
 *   is `victims_children`; "coppers among the victims" is `victims_police`; "female suspects logged" is
 *   `suspects_female` (the sex of suspects, arrested or not).
 * - "Nicked" for a crime (somebody arrested) is `arrest_made === true`; "the cops nabbed somebody", as a
 *   share, is the rows with `arrest_made === true` over all the notebook's rows, nearest whole percent.
 * - The male share of victims is the sum of `victims_male` over the sum of `victims_male` and
 *   `victims_female` (nulls add nothing), to the nearest whole percent. The share of incidents with a
 *   crime (kidnapping in `a`, rape in `b`) is over all the notebook's rows, nearest whole percent.
 * - Provinces are `province` as written; the Eastern Cape, Western Cape, KwaZulu-Natal ("KZN"), Free
 *   State, North West, Northern Cape, Limpopo and Mpumalanga are named as such or by those abbreviations.
 * - Rankings carry their tally; a tie at the top is an error in the question: the province with the most
 *   wounded (sum of `victims_injured` per province, KwaZulu-Natal also answered as "KZN"); the crime
 *   category most often attested (each row counts once for each category it holds, `other` left out as
 *   no sense of its own); the largest single "flock" (the incident with the most `num_suspects_arrested`,
 *   named by the parts of its location no other incident shares).
 * - Refusals: the ground truth holds no victims' home language, no weather at the time of an incident,
 *   no rand value of what was stolen, no victims' occupations, no number of animals poached, and no time
 *   of day.
 */
import {
  anyCrime,
  type BlindQuestion,
  femaleVictims,
  inMonths,
  kznProvinceNames,
  largestIncident,
  maleVictims,
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
  crimeNames,
  dateAt,
  has,
  inProvince,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
} from './ground-truth-questions';

/** Homicide: murder or culpable homicide; attempted murder is not one. */
const homicide = anyCrime('murder', 'culpable homicide');
/** Robbery in its broad sense; carjacking and truck hijacking are not among them. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
const drugs = anyCrime('drug dealing', 'drug possession');

/** The sum of `victims_injured` per province. */
const woundedByProvince = peopleByProvince('victims_injured');

/** Each crime category a row holds, once per row; `other` is no category of its own. */
const crimeCategoryTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.flatMap((r) => [...new Set(r.crimes)].filter((crime) => crime !== 'other')),
    (crime) => crime,
  );

export const FRESH312_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the lexicographer, on notebook a.
  {
    notebook: 'a',
    question:
      "For my entry under the headword 'homicide' - taken in the sense that covers murder and culpable homicide but excludes the mere attempt - how many incidents in these releases fall under it?",
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, homicide)),
  },
  {
    notebook: 'a',
    question:
      "I am drafting the sense 'kidnapping' and want a frequency note: what percentage of all the incidents have kidnapping among their crimes?",
    covers: ['share'],
    expect: (rows) => percentOf(rows, has('kidnapping')),
  },
  {
    notebook: 'a',
    question:
      'What is the earliest attestation of a carjacking in this collection? By that I mean the date the incident itself occurred, not the date of the citation, i.e. the release.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('carjacking')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Is there, anywhere in the Eastern Cape, a truck hijacking in the strict sense of the term - the seizing of a goods vehicle, as distinct from a private car? Yes or no, please.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('truck hijacking'), inProvince('Eastern Cape')) > 0),
  },
  {
    notebook: 'a',
    question:
      'For a usage note on loanwords I need the home languages of the victims: what proportion of them were isiZulu speakers, as against isiXhosa, Afrikaans or English?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the ornithologist, on notebook a.
  {
    notebook: 'a',
    question: 'Tally req.: total no. of suspects ringed (arrested) in KZN, all sites pooled?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question:
      'Which prov. logged the highest count of wounded (injured, not killed) individuals across all obs.?',
    covers: ['ranking', 'people'],
    ...ranking(woundedByProvince, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'Murders only, austral winter (Jun-Aug), all yrs combined - how many records?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, has('murder'), inMonths(6, 8))),
  },
  {
    notebook: 'a',
    question:
      'Sex ratio check: of the victims whose sex was noted, what % were male? (Unsexed individuals excluded, as in the field.)',
    covers: ['share', 'people'],
    expect: (rows) => {
      const male = maleVictims(rows);
      return percentage(male, male + femaleVictims(rows));
    },
  },
  {
    notebook: 'a',
    question:
      'Conditions at time of obs. - how many incidents took place in rain or heavy mist? Need it for my weather column.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the milkman, on notebook a.
  {
    notebook: 'a',
    question:
      'Morning! Mrs Dlamini at number 12 reckons car hijackings are everywhere now. How many folk actually had their cars hijacked in this lot - just cars mind, not the big lorries?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, has('carjacking'))),
  },
  {
    notebook: 'a',
    question:
      "When was the latest one with drugs in it - dealing or just carrying, doesn't matter? The lads at the depot were arguing about it over the crates.",
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(drugs), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Was anybody ever nicked for pinching cows or sheep down in the Eastern Cape? My brother-in-law farms out that way.',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, has('stock theft'), inProvince('Eastern Cape'), arrested) > 0),
  },
  {
    notebook: 'a',
    question:
      "Terrible business. How many of the victims in the Westen Cape was childrun, all told? Littl'uns break my heart.",
    covers: ['people', 'misspelling', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      "Go on then, what's it all add up to in rands - the total value of everything the crooks made off with across these cases?",
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the lexicographer, on notebook b.
  {
    notebook: 'b',
    question:
      "Take 'robbery' in its broad sense - armed, common, house, business and cash-in-transit robbery, but not carjacking or truck hijacking, which I enter separately. How many incidents in the North West fall under that sense?",
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, robbery, inProvince('North West'))),
  },
  {
    notebook: 'b',
    question:
      "Which crime category is the most frequently attested across these incidents? Count each incident once per category it carries, and disregard the catch-all 'other', which is no sense at all.",
    covers: ['ranking'],
    ...ranking(crimeCategoryTally, crimeNames),
  },
  {
    notebook: 'b',
    question:
      'As a percentage of all incidents in the notebook, how often is rape among the crimes recorded?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, has('rape')),
  },
  {
    notebook: 'b',
    question:
      'My first citation for stock theft should be the oldest one: on what date did the earliest stock theft incident here occur?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('stock theft')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      "Among the victims, how many were farm labourers in the strict sense - hired workers, not the farmers who own the land? I am pinning down the sense of 'farmworker'.",
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the ornithologist, on notebook b.
  {
    notebook: 'b',
    question: 'No. of female suspects logged (♀ only), all sites pooled?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question:
      'Largest single flock: which incident had the most suspects ringed, i.e. arrested? Site name pls.',
    covers: ['ranking', 'slang'],
    ...largestIncident(
      () => true,
      (r) => r.num_suspects_arrested,
    ),
  },
  {
    notebook: 'b',
    question: 'Weekend counts only (Sat + Sun): how many murder records, all yrs?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, has('murder'), weekend)),
  },
  {
    notebook: 'b',
    question: 'Any poaching obs. in Limpopo since 1 Jan 2024? Y/N',
    covers: ['yes/no', 'calendar', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('poaching'), inProvince('Limpopo'), sinceYear(2024)) > 0),
  },
  {
    notebook: 'b',
    question:
      'Head count of animals taken in the poaching records - how many rhino (or other spp.) in total? Cross-checking against the reserve census.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the milkman, on notebook b.
  {
    notebook: 'b',
    question:
      'Young Constable Mokoena gets two pints off me every morning, so this one worries me: how many coppers were among the victims, all told?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question: 'How many rape cases was there up in the Nothern Cape? Awful, just awful.',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, has('rape'), inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question:
      "Out of all these cases, what percent did the cops actually nab somebody for? The ladies at the corner shop say never, I say they're wrong.",
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'b',
    question:
      'When was the last time somebody got done in - murdered, I mean - over Mpumalanga way? Me cousin drives a float out there.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, has('murder'), inProvince('Mpumalanga')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      "I'm on the doorsteps from three till six every morning, so tell me straight: how many of these kidnappin's and the rest happened in them early hours, before sunrise?",
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },
];

export const fresh312QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH312_QUESTIONS, rows);
