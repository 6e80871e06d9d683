/**
 * The seventy-fifth fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen
 * about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A private security company's operations manager: CIT heists, business robberies, guards and police
 *    officers hurt, response planning and "hotspots", quarters and months; clipped, board-pack style,
 *    with trade words ("CIT", "hits", "cops", "NW", "Q4").
 * 2. A member of the public replying in a social-media thread: all lower case or ALL CAPS, "lol", "smh",
 *    "fr", "or nah", sarcasm, "ppl", "wat", "n" for "and", and typos ("kidnapings", "cought").
 * 3. A documentary producer researching an episode: long, story-like questions that set the scene before
 *    the ask, earliest and latest incidents, the single largest incident, places as viewers know them.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, quarter, month range, window
 *   and weekday, and is never the earliest or latest; `published_date` is never read. A quarter is
 *   calendar months (Q1 January to March, Q4 October to December); "Q4, any year" is the months 10 to 12
 *   of `event_date` in any year, "Q1 2023" is 2023-01-01 to 2023-03-31. "Winter" is June to August, in
 *   any year. "On weekends" is a Saturday or Sunday of `event_date`. A window "from 27 March 2020 to the
 *   end of 2021" holds both its first and its last day.
 * - People are sums of the stated figures: `victims_killed` (killed, died, lives lost), `victims_injured`
 *   (injured, hurt, wounded), `victims_children` (kids, children), `victims_police` (police officers or
 *   cops among the victims, on or off duty, whether or not they were hurt), `suspects_female` (female
 *   suspects, arrested or sought), `num_suspects_arrested` (suspects arrested, picked up). A null
 *   (unstated) figure adds nothing.
 * - "CIT" / "cash-in-transit heist" is `cash-in-transit robbery`; "business robbery" is `business
 *   robbery`. "Robberies" (all types) are `armed robbery`, `robbery`, `house robbery`, `business robbery`
 *   and `cash-in-transit robbery`; carjacking and truck hijacking are not robberies here. "Murder" is
 *   `murder` alone (not attempted murder or culpable homicide); "rape" is `rape`; "kidnapping" is
 *   `kidnapping`; "poachers" are `poaching`.
 * - Places: a province is `province` ("NW" is North West, "NC" Northern Cape, "KZN" KwaZulu-Natal).
 *   "Joburg itself (not the whole of Gauteng)" is the `City of Johannesburg` municipality. A town or
 *   area viewers know ("Khayelitsha", "the Kruger park") is a row whose `location` holds the word (any
 *   case). A farm incident is a row whose `location` holds the word "farm" (any case), whatever its
 *   crimes. A municipality ranking leaves out rows without `municipality` and may be answered as written
 *   or without "City of".
 * - "Caught" / "someone arrested" is `arrest_made === true`; "nobody arrested" is `arrest_made === false`
 *   (an unstated arrest is neither, but still counts in the whole of a share).
 * - Shares are to the nearest whole percent: of a province's incidents, over all that province's rows;
 *   of the people killed, over the notebook's stated `victims_killed`; of the murders, over the rows
 *   with `murder`. A share on the halfway mark is an error in the question.
 * - "How many more in P than in Q" is the difference of the two sums; P must have more.
 * - Rankings (municipality with most robberies, province with most police victims, Free State
 *   municipality with most incidents) carry their tally; the single largest incident (most injured, most
 *   arrested) is the incident with the largest stated figure, named by the parts of its location no
 *   other incident shares. A tie at the top is an error in the question.
 * - Yes/no: "yes" when at least one row passes every test.
 * - Refusals: the ground truth holds no armed-response contracts of the premises hit, no court dates,
 *   and no bail status of suspects.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  inMonths,
  inMunicipality,
  largestIncident,
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
  excessOf,
  has,
  inProvince,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  weekend,
  within,
} from './ground-truth-questions';

const cit = has('cash-in-transit robbery');
const murder = has('murder');
/** A robbery of any type; carjacking and truck hijacking are not among them. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');

/** The stated killed over the rows that pass every test. */
const killedWhere = (rows: readonly DevRow[], ...tests: ((r: DevRow) => boolean)[]) =>
  peopleTotal('victims_killed', rowsWhere(rows, ...tests));

const robberyMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(robbery), (r) => r.municipality);
const freeStateMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(inProvince('Free State')), (r) => r.municipality);

export const FRESH75_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the security operations manager, on notebook a.
  {
    notebook: 'a',
    question: 'For the board pack: CIT heists and business robberies together - how many incidents in total?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, anyCrime('cash-in-transit robbery', 'business robbery'))),
  },
  {
    notebook: 'a',
    question: 'Western Cape only - how many cops were among the victims, total officers, on or off duty?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Response planning. Robbery hotspot by municipality - counting armed, house, business and CIT robberies, which municipality comes out on top?',
    covers: ['ranking', 'slang'],
    ...ranking(robberyMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'Q4 (Oct-Dec), all years lumped together: how many people were injured?',
    covers: ['calendar', 'people'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(inMonths(10, 12)))),
  },
  {
    notebook: 'a',
    question:
      'Of the business robberies, how many hit premises that had a private armed response contract in place at the time?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the member of the public in a thread, on notebook a.
  {
    notebook: 'a',
    question: 'lol so how many ppl actually got killed on weekends in all of this?? asking for a friend',
    covers: ['people', 'calendar', 'slang'],
    expect: (rows) => number(killedWhere(rows, weekend)),
  },
  {
    notebook: 'a',
    question: 'how many kidnapings happend in joburg itself, not the whole of gauteng smh',
    covers: ['restricted count', 'conjunction', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, has('kidnapping'), inMunicipality('City of Johannesburg'))),
  },
  {
    notebook: 'a',
    question: 'wat % of the western cape cases ended with nobody arrested at all? great policing fr',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows.filter(inProvince('Western Cape')), notArrested),
  },
  {
    notebook: 'a',
    question: 'was there EVER a cit heist in the western cape lol or is that just a gauteng thing',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, cit, inProvince('Western Cape')) > 0),
  },
  {
    notebook: 'a',
    question: 'HOW MANY SUSPECTS GOT ARRESTED FOR MURDERS IN THE EASTERN CAPE?? FR FR',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, murder, inProvince('Eastern Cape')))),
  },

  // Voice 3, the documentary producer, on notebook a.
  {
    notebook: 'a',
    question:
      'Episode two follows a family in the Eastern Cape who lost relatives in a shooting, and we want to close the episode on the most recent murder in that province. On what date did the latest murder in the Eastern Cape take place?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Eastern Cape')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'For episode three, which looks at the trauma wards that receive the survivors of mass shootings, we need the single incident that left the most people wounded. Where did it happen?',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.victims_injured ?? null,
    ),
  },
  {
    notebook: 'a',
    question:
      "Our narrator says the Eastern Cape carries a heavy share of the country's killings. Of all the people killed in these releases, what percentage died in the Eastern Cape?",
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(killedWhere(rows, inProvince('Eastern Cape')), peopleTotal('victims_killed', rows)),
  },
  {
    notebook: 'a',
    question:
      'Episode one is set in Khayelitsha, the township on the Cape Flats that most of our viewers will have heard of. Across all the incidents there, how many people were killed?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(killedWhere(rows, atPlace('Khayelitsha'))),
  },
  {
    notebook: 'a',
    question:
      'For episode five, on how long families wait for justice, what was the average number of days between each murder and the suspects first appearing in court?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the security operations manager, on notebook b.
  {
    notebook: 'b',
    question: 'Business robberies, NW + NC combined: total suspects arrested?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) =>
      number(
        suspectsArrested(
          rowsWhere(rows, has('business robbery'), (r) =>
            ['North West', 'Northern Cape'].includes(r.province),
          ),
        ),
      ),
  },
  {
    notebook: 'b',
    question: 'Officer safety: which province had the most police officers among the victims?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_police')),
  },
  {
    notebook: 'b',
    question: 'Suspect profiling - how many female suspects in total, arrested or still wanted?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question: 'Q1 2023, Jan to Mar: number of incidents logged, all crime types?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, within('2023-01-01', '2023-03-31'))),
  },
  {
    notebook: 'b',
    question: 'How many more suspects were picked up in Mpumalanga than in Limpopo?',
    covers: ['people', 'conjunction'],
    expect: (rows) => excessOf(rows, inProvince('Mpumalanga'), inProvince('Limpopo'), suspectsArrested),
  },

  // Voice 2, the member of the public in a thread, on notebook b.
  {
    notebook: 'b',
    question: 'HOW MANY KIDS WERE VICTIMS IN THE NORTHERN CAPE. SMH',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question: 'ok but how many rape cases in the free state n northern cape combined lol',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) =>
      number(count(rows, has('rape'), (r) => ['Free State', 'Northern Cape'].includes(r.province))),
  },
  {
    notebook: 'b',
    question: 'wer there any poachers actualy cought in the kruger park or nah',
    covers: ['yes/no', 'misspelling', 'slang'],
    expect: (rows) => yesNo(count(rows, has('poaching'), atPlace('Kruger'), arrested) > 0),
  },
  {
    notebook: 'b',
    question: 'lol how many of these suspects were already out on bail when they did it. the system fr',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'so like wat % of the murders were farm murders?? everyone on here keeps going on about farm attacks smh',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows.filter(murder), onAFarm),
  },

  // Voice 3, the documentary producer, on notebook b.
  {
    notebook: 'b',
    question:
      'Our fourth episode is about the mass arrests that sometimes follow a police operation, and we want to film at the scene of the biggest one. Where was the single incident in which the most suspects were arrested?',
    covers: ['ranking'],
    ...largestIncident(
      () => true,
      (r) => r.num_suspects_arrested,
    ),
  },
  {
    notebook: 'b',
    question:
      'The farm-murder episode opens with the first case in our timeline. Looking only at murders on farms, on what date did the earliest one happen?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, onAFarm), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'Episode six is set in the Free State, which most viewers know through Bloemfontein and the Maluti mountains. Which municipality in the Free State had the most incidents?',
    covers: ['ranking', 'restricted count'],
    ...ranking(freeStateMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'We are shooting a winter segment - long cold nights, people indoors early. Taking all years together, how many murders happened in the winter months of June, July and August?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, inMonths(6, 8))),
  },
  {
    notebook: 'b',
    question:
      'A segment on the Covid years asks whether the lockdown slowed the killing. From the day the national lockdown began, 27 March 2020, to the end of 2021, how many people were killed in these incidents?',
    covers: ['calendar', 'people'],
    expect: (rows) => number(killedWhere(rows, within('2020-03-27', '2021-12-31'))),
  },
];

export const fresh75QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH75_QUESTIONS, rows);
