/**
 * The hundred-and-seventy-third fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A Sunday-paper features editor commissioning a long read: the worst, the first, the latest and the
 *    most surprising, in flowing prose with a comma-spliced aside or two.
 * 2. A municipal disaster-management official who thinks in districts and metros and names municipalities,
 *    sometimes misspelt ("eThekwni", "Ekurhuleni Metro", "Matlosane", "Mbombella", "Maluti a Phofong").
 * 3. A high-school learner doing a civics project: informal, text-speak ("r", "ppl", "wat", "lol"),
 *    exclamation marks and the odd wrong word.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is in no year, "since" window or weekend and is never
 *   the first or the latest; `published_date` is never read. A weekend is a Saturday or Sunday of
 *   `event_date`. "Since 2020" is an `event_date` on or after 2020-01-01.
 * - People are sums of the stated figures: `num_victims` (victims, "the worst incident by victims"),
 *   `victims_killed` (killed, died, lives lost, fatalities), `victims_children` (children, kids),
 *   `victims_police` (police officers among the victims, on or off duty), `suspects_female` (female
 *   suspects, arrested or sought), `num_suspects_arrested` (suspects arrested). A null (unstated) figure
 *   adds nothing.
 * - A killing is an incident whose stated `victims_killed` is at least one, whatever its crime labels (a
 *   murder with no stated death is not one). "The first farm killing" is the earliest such incident on a
 *   farm.
 * - A farm incident is a row whose `location` holds the word "farm" (any case). "The other incidents"
 *   are the rest of the notebook's rows.
 * - A municipality named by the official is the `municipality` field exactly: "eThekwni" is `eThekwini`,
 *   "City of Joburg" is `City of Johannesburg`, "Ekurhuleni Metro" is `Ekurhuleni`, "Matlosane LM" is
 *   `City of Matlosana`, "Mbombella" is `City of Mbombela`, "Maluti a Phofong" is `Maluti-a-Phofung`. A
 *   row whose `municipality` is null is in no municipality, whatever its location says. A district is
 *   never counted: the official's district names only locate the municipality asked about.
 * - A metro is one of the eight metropolitan municipalities (City of Johannesburg, City of Tshwane,
 *   Ekurhuleni, eThekwini, City of Cape Town, Nelson Mandela Bay, Buffalo City, Mangaung); a local
 *   municipality called "City of ..." (Mbombela, Matlosana) is not one. A municipality is answered as
 *   written or without "City of".
 * - "Rape cases" are the rows with `rape`; "murders" (for the list of municipalities) are `murder` alone,
 *   not attempted murder. "Which crime happened the most" counts, for each crime category, the rows that
 *   hold it (a row with two crimes counts once for each).
 * - A teenage suspect ("19 or younger") is a stated `suspect_ages` entry of 19 or below.
 * - "Cops arrested someone" is `arrest_made === true`; the share is over all the notebook's rows (an
 *   unstated arrest is in the whole, not the part), to the nearest whole percent.
 * - The share of victims who were women or girls is the sum of `victims_female` over the sum of
 *   `victims_female` and `victims_male` (nulls add nothing), to the nearest whole percent. The share of
 *   the killed who died in a province is that province's `victims_killed` over the notebook's.
 * - "How many more in P than in Q" is the difference of the two counts; P must have more.
 * - Rankings (worst incident by victims or by killed, metro with most killed, province with most
 *   incidents, municipality with most incidents, most frequent crime) each carry their tally; a tie at
 *   the top is an error in the question. The worst incident is named by the parts of its location no
 *   other incident of the notebook shares.
 * - Refusals: the releases' ground truth holds no rand value of damage to infrastructure, no count of
 *   households displaced, and no court verdicts or sentences.
 */
import {
  atPlace,
  type BlindQuestion,
  inMunicipality,
  largestIncident,
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
  dateAt,
  excessOf,
  has,
  inProvince,
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
  sum,
  weekend,
} from './ground-truth-questions';

/** The eight metropolitan municipalities, as the ground truth writes them. */
const METROS = [
  'City of Johannesburg',
  'City of Tshwane',
  'Ekurhuleni',
  'City of Ekurhuleni',
  'eThekwini',
  'City of Cape Town',
  'Nelson Mandela Bay',
  'Buffalo City',
  'Mangaung',
];
const inMetro = (r: DevRow) => r.municipality !== null && METROS.includes(r.municipality);

/** An incident in which at least one victim is stated to have died. */
const killing = (r: DevRow) => (r.victims_killed ?? 0) > 0;
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');

const metroKilledTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter(inMetro),
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );
const provinceTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.province);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const crimeTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.flatMap((r) => r.crimes),
    (crime) => crime,
  );

/** A municipality as an answer may name it, each name once. */
const municipalityAnswers = (name: string) => [...new Set(municipalityNames(name))];

/** The distinct municipalities of the rows, in the order they first appear; null ones left out. */
const municipalitiesOf = (rows: readonly DevRow[]) => [
  ...new Set(rows.flatMap((r) => (r.municipality === null ? [] : [r.municipality]))),
];

export const FRESH173_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the features editor, on notebook a.
  {
    notebook: 'a',
    question:
      "I'm commissioning a long read on the worst of it all, so let's start at the bottom, which single incident in these files had the most victims, and where did it happen?",
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.num_victims,
    ),
  },
  {
    notebook: 'a',
    question:
      'For the opening scene I want the very first killing in the collection, the earliest day on which somebody actually died, not the day it was reported, what date was that?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(killing), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      "And for the closing scene, the most recent incident of any kind in the Eastern Cape, I'd like the date it happened, the writer wants to end the piece there.",
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Eastern Cape')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'What surprised me most reading these was how often the police themselves are on the receiving end, how many police officers in all were among the victims, whether on duty or off?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question:
      "Of everyone who lost their life across these incidents, what share died in the Eastern Cape, as a percentage, I have a hunch it's larger than people assume?",
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(
        peopleTotal('victims_killed', rows.filter(inProvince('Eastern Cape'))),
        peopleTotal('victims_killed', rows),
      ),
  },

  // Voice 2, the disaster-management official, on notebook a.
  {
    notebook: 'a',
    question: 'How many incidents are on record for eThekwni metro?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, inMunicipality('eThekwini'))),
  },
  {
    notebook: 'a',
    question:
      'Metros only (Joburg, Tshwane, Ekurhuleni, eThekwini, CoCT, NMB, Buffalo City, Mangaung): which metro recorded the most fatalities?',
    covers: ['ranking', 'people'],
    ...ranking(metroKilledTally, municipalityAnswers),
  },
  {
    notebook: 'a',
    question: 'Incident load: how many more incidents in City of Joburg than in Ekurhuleni Metro?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => excessOf(rows, inMunicipality('City of Johannesburg'), inMunicipality('Ekurhuleni')),
  },
  {
    notebook: 'a',
    question:
      'For the EC district forums, pls list the local and metro municipalities in the Eastern Cape that had a murder.',
    covers: ['conjunction'],
    expect: (rows) => ({
      kind: 'list',
      value: municipalitiesOf(rowsWhere(rows, has('murder'), inProvince('Eastern Cape'))),
    }),
  },
  {
    notebook: 'a',
    question:
      'What was the estimated rand value of damage to municipal infrastructure in the Sydney Road and Howick unrest incidents?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the learner, on notebook a.
  {
    notebook: 'a',
    question: 'hey so how many rape cases r there in here?? its for my civics project',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, has('rape'))),
  },
  {
    notebook: 'a',
    question: 'wat % of the victims were women or girls?? only the ones where it actually says',
    covers: ['share', 'people', 'slang'],
    expect: (rows) => {
      const female = sum(rows.map((r) => r.victims_female));
      return percentage(female, female + sum(rows.map((r) => r.victims_male)));
    },
  },
  {
    notebook: 'a',
    question: 'which province had the most incidents!! my teacher says its gauteng but idk',
    covers: ['ranking', 'slang'],
    ...ranking(provinceTally),
  },
  {
    notebook: 'a',
    question:
      'how many of these happend on a weekend (sat or sun)? by the day it happend not when posted lol',
    covers: ['calendar', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, weekend)),
  },
  {
    notebook: 'a',
    question: 'were any of the suspects teenagers?? like 19 or younger. yes or no!',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(suspectAges(rows).some((age) => age <= 19)),
  },

  // Voice 1, the features editor, on notebook b.
  {
    notebook: 'b',
    question:
      'Same question as for the other notebook, the single worst incident here by lives lost, where was it, I may send a writer there myself?',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.victims_killed ?? null,
    ),
  },
  {
    notebook: 'b',
    question:
      'The piece will circle around farms, so tell me when the first farm killing in these files took place, the date of the killing itself, not of the press statement.',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, onAFarm, killing), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'What is the latest date on which children were among the victims, it will anchor the timeline at the end?',
    covers: ['date', 'people'],
    expect: (rows) =>
      dateAt(
        rowsWhere(rows, (r) => (r.victims_children ?? 0) > 0),
        'latest',
      ),
  },
  {
    notebook: 'b',
    question:
      'Here is the most surprising bit for me, women among the suspects, how many female suspects are there altogether, arrested or still being sought?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question:
      'Were more people killed on farms than in all the other incidents put together, because if so that is quite a line for the standfirst?',
    covers: ['yes/no', 'people', 'conjunction'],
    expect: (rows) =>
      yesNo(
        peopleTotal('victims_killed', rows.filter(onAFarm)) >
          peopleTotal(
            'victims_killed',
            rows.filter((r) => !onAFarm(r)),
          ),
      ),
  },

  // Voice 2, the disaster-management official, on notebook b.
  {
    notebook: 'b',
    question: 'Which municipality carries the highest number of incidents in this batch?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityAnswers),
  },
  {
    notebook: 'b',
    question:
      'Dr Kenneth Kaunda district, Matlosane LM specifically: total suspects arrested in incidents since 2020?',
    covers: ['people', 'calendar', 'conjunction', 'misspelling'],
    expect: (rows) =>
      number(suspectsArrested(rowsWhere(rows, inMunicipality('City of Matlosana'), sinceYear(2020)))),
  },
  {
    notebook: 'b',
    question: 'Any illegal mining incidents in Mbombella (Ehlanzeni)? Y/N',
    covers: ['yes/no', 'misspelling'],
    expect: (rows) => yesNo(count(rows, has('illegal mining'), inMunicipality('City of Mbombela')) > 0),
  },
  {
    notebook: 'b',
    question: 'Maluti a Phofong: date of the most recent incident?',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(inMunicipality('Maluti-a-Phofung')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'How many households were displaced by the arson incidents at Kwa-Guqa and Kgabalatsane, for our relief planning?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the learner, on notebook b.
  {
    notebook: 'b',
    question: 'how many ppl got killed in north west?? like actually died',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question: 'wat crime happend the most in this notebook?? need it for my pie chart',
    covers: ['ranking', 'slang', 'misspelling'],
    ...ranking(crimeTally),
  },
  {
    notebook: 'b',
    question: 'how many kids were victims in the northern cape :(',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question: 'in wat % of cases did the cops actually arrest some1!',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'b',
    question: 'how many of the suspects got found guilty in court n wat sentences did they get?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh173QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH173_QUESTIONS, rows);
