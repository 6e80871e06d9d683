/**
 * The two-hundred-and-thirty-seventh fresh question set (blind): thirty questions, fifteen about
 * notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the
 * other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A funeral-parlour owner in a township: practical and blunt, thinks in terms of the dead and their
 *    families ("passed on", "the deceased", "bodies"), with the odd isiZulu word ("Sawubona", "umndeni").
 * 2. A hairdresser passing on what clients said: chatty, rambling run-on questions with side remarks,
 *    "eish", "hey", "shame", township slang ("Jozi") and a few slips ("kidnapings", "Nothern Cape").
 * 3. A cartographer at a municipal GIS office: place-centred and precise, asks per municipality, per
 *    province, about hotspots, spatial distribution, police stations and coordinates.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, date window, weekend,
 *   weekday and month, and is never the first or last; `published_date` is never read. A window "between
 *   1 January 2020 and 31 December 2022 inclusive" and "calendar year 2022" include both end days. A
 *   weekend is a Saturday or Sunday of `event_date`; "on a Friday" is the weekday of `event_date`, "in a
 *   December, any year" its calendar month in any year.
 * - The dead ("bodies", "passed on", "the deceased", "people killed", "fatalities") are the sum of the
 *   stated `victims_killed`; an unstated (null) figure adds nothing. "An incident where somebody passed
 *   on" is a row whose stated `victims_killed` is above zero. Children are `victims_children` (under
 *   eighteen); "a policeman among the victims" is a stated `victims_police` above zero.
 * - "Murders" are rows with `murder` (attempted murder and culpable homicide are not). "Rape cases" are
 *   rows with `rape`; "kidnappings" rows with `kidnapping`; "house robberies" rows with `house robbery`.
 * - "The deceased knew the killer (family, a partner, someone they knew)" is a `relationship` of
 *   `family`, `partner` or `acquaintance`; a null relationship is not known and does not count.
 * - "Somebody arrested" is `arrest_made === true`; its share is over all the notebook's rows, to the
 *   nearest whole percent. A share of incidents in a place is over all the notebook's rows too.
 * - Places: a province is `province`; "Jozi" is the `City of Johannesburg` municipality, KZN is
 *   KwaZulu-Natal. "Municipality" is `municipality` (rows without one are left out), answered as written
 *   or without "City of"; listed municipalities may be named without "City of" or "Greater". A police
 *   station is `police_station` as stated (rows without one are left out). A farm incident is a row
 *   whose `location` holds the word "farm" (any case). The incident with the most dead is named by the
 *   parts of its location no other incident shares.
 * - The suspects' median age is the median of every stated `suspect_ages` entry (one per suspect).
 * - Rankings (municipality by incidents or by dead, police station, deadliest incident)
 *   each carry their tally; a tie at the top is an error in the question.
 * - Refusals: the releases hold no funeral cover or burial society, no funeral costs, no coordinates,
 *   and no opinion on which town is safer or prediction of where crime strikes next.
 */

import type { Expectation } from './answer-matching';
import {
  atPlace,
  type BlindQuestion,
  inMunicipality,
  knewTheAttacker,
  largestIncident,
  medianOf,
  peopleTotal,
  ranking,
  rowsWhere,
  suspectAges,
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
  inYear,
  month,
  municipalityNames,
  number,
  percentOf,
  refusal,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

/** An incident in which the release states at least one person died. */
const somebodyDied = (r: DevRow) => (r.victims_killed ?? 0) > 0;
const murder = has('murder');
const onAFarm = atPlace('farm');

/** The dead of the rows that pass every test. */
const deadWhere = (rows: readonly DevRow[], ...tests: ((r: DevRow) => boolean)[]) =>
  peopleTotal('victims_killed', rowsWhere(rows, ...tests));

const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const deadByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );
const stationTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.police_station);

/** The municipalities of the rows, each once, named without "City of" or "Greater". */
function municipalityList(rows: readonly DevRow[]): Expectation {
  const names = [
    ...new Set(
      rows.flatMap((r) => (r.municipality ? [r.municipality.replace(/^(City of|Greater) /, '')] : [])),
    ),
  ];
  if (names.length === 0) throw new Error('no municipality to list');
  return { kind: 'list', value: names };
}

export const FRESH237_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the funeral-parlour owner, on notebook a.
  {
    notebook: 'a',
    question:
      'Sawubona. How many bodies altogether from the Eastern Cape incidents? I mean the people who passed on, not the injured ones.',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(deadWhere(rows, inProvince('Eastern Cape'))),
  },
  {
    notebook: 'a',
    question:
      'In Gauteng, was there any one incident where more than one person passed on at the same time? Yes or no.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, inProvince('Gauteng'), (r) => (r.victims_killed ?? 0) > 1) > 0),
  },
  {
    notebook: 'a',
    question:
      'When did the last person pass on in KZN in these reports? The date the deceased died, not the date the police put out the statement.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, inProvince('KwaZulu-Natal'), somebodyDied), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'In how many of the murders was the killer somebody the deceased knew - umndeni, a partner or somebody they knew from before?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, murder, knewTheAttacker)),
  },
  {
    notebook: 'a',
    question:
      'How many of the families of the deceased had funeral cover or a burial society to pay for the funeral?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the hairdresser, on notebook a.
  {
    notebook: 'a',
    question:
      'Hey so my client was saying the police never catch anyone, eish, but what percentage of all these incidents actually had somebody arrested?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'a',
    question:
      'My client swears it is always on a Friday, shame, she was robbed on a Friday herself, but how many of these incidents actually happened on a Friday, hey?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Friday')),
  },
  {
    notebook: 'a',
    question: 'Shame, the rape cases hey, how many of the victims in those were kids, like under 18?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(has('rape')))),
  },
  {
    notebook: 'a',
    question:
      "Hey how many kidnapings were there in Jozi? My client's cousin was nearly taken in Lenasia, eish, she still shakes when she talks about it",
    covers: ['misspelling', 'slang', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, has('kidnapping'), inMunicipality('City of Johannesburg'))),
  },
  {
    notebook: 'a',
    question:
      'Eish, so which township do you think is going to get hit next? My client says it will be Vosloorus again but she says that about everything hey',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the cartographer, on notebook a.
  {
    notebook: 'a',
    question:
      'Per municipality, which municipality is the fatality hotspot, i.e. has the highest total number of people killed?',
    covers: ['ranking', 'people'],
    ...ranking(deadByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'What percentage of all incidents in the notebook fall within the City of Cape Town metropolitan municipality?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, inMunicipality('City of Cape Town')),
  },
  {
    notebook: 'a',
    question:
      'How many Gauteng incidents have an event date between 1 January 2020 and 31 December 2022 inclusive?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Gauteng'), within('2020-01-01', '2022-12-31'))),
  },
  {
    notebook: 'a',
    question: 'Which police station is recorded against the most incidents?',
    covers: ['ranking'],
    ...ranking(stationTally),
  },
  {
    notebook: 'a',
    question:
      'Can you give me the GPS coordinates (lat/long, decimal degrees) of the Glebelands Hostel shooting so I can plot it on our layer?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the funeral-parlour owner, on notebook b.
  {
    notebook: 'b',
    question: 'Which incident had the most bodies, the most people passed on in one go? Where was it?',
    covers: ['ranking', 'people', 'slang'],
    ...largestIncident(
      () => true,
      (r) => r.victims_killed ?? null,
    ),
  },
  {
    notebook: 'b',
    question:
      'Altogether, how many people passed on in all these incidents? Just the deceased, not the injured.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows)),
  },
  {
    notebook: 'b',
    question:
      'Weekends are when we get the most work, Saturday and Sunday when people are drinking. How many murder cases were on a weekend?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },
  {
    notebook: 'b',
    question: 'In the Northern Cape, when was the first incident where somebody passed on? Give me the date.',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, inProvince('Northern Cape'), somebodyDied), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Roughly how much did the families spend to bury the deceased in these cases?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the hairdresser, on notebook b.
  {
    notebook: 'b',
    question:
      "Hey, how many rape cases were there in the Nothern Cape? My client from Kimberley was telling me it's bad there, shame",
    covers: ['misspelling', 'restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, has('rape'), inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question:
      'So these suspects hey, are they mostly young guys or what? What is the median age of the suspects, like the one in the middle, not the average',
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'b',
    question:
      'Eish, my client says December is always the worst with all the festive stuff and the drinking, so how many of these incidents happened in a December, any year?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => month(r) === 12)),
  },
  {
    notebook: 'b',
    question:
      'Hey were there any house robberies in North West in 2024? My sister stays there and she is so scared, eish, she locks the gate twice',
    covers: ['yes/no', 'calendar', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('house robbery'), inProvince('North West'), inYear(2024)) > 0),
  },
  {
    notebook: 'b',
    question:
      'Shame, my daughter wants to move to Bloemfontein or Mahikeng for work, which one is safer for a young woman, hey?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the cartographer, on notebook b.
  {
    notebook: 'b',
    question: 'Which local or metropolitan municipality has the highest incident count?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'In terms of spatial distribution, what percentage of the incidents are located in the Northern Cape province?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, inProvince('Northern Cape')),
  },
  {
    notebook: 'b',
    question: 'List the municipalities in North West province where incidents were recorded.',
    covers: ['restricted count'],
    expect: (rows) => municipalityList(rows.filter(inProvince('North West'))),
  },
  {
    notebook: 'b',
    question: 'How many incidents are located on farms within the Free State?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, onAFarm, inProvince('Free State'))),
  },
  {
    notebook: 'b',
    question: 'Mpumalanga: how many incidents with an event date in calendar year 2022?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Mpumalanga'), inYear(2022))),
  },
];

export const fresh237QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH237_QUESTIONS, rows);
