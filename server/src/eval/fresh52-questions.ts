/**
 * The fifty-second fresh question set, written blind: thirty questions, fifteen about each notebook,
 * asked in three voices that each put five questions to notebook `a` and five to notebook `b`:
 *
 * - a spokesperson for a taxi-industry association (jikeleza taxis, izinkabi, "cops", shootings that
 *   leave several dead, the "past few years" given as explicit years, whether anyone was arrested for a
 *   named incident);
 * - a parliamentary researcher writing a briefing note (formal periods from 1 January to 31 December,
 *   "the number of incidents in which", proportions, disaggregation by province, the single largest
 *   figure, the difference between two provinces);
 * - a high-school learner writing in SMS shorthand with spelling mistakes (the date of one incident
 *   named by place and crime, the oldest or youngest stated suspect age, "2019-20" style years, "wich
 *   provinse", and one thing the releases never state).
 *
 * Every expectation is computed from the development set's ground truth. The readings chosen:
 *
 * - Windows are on the incident's `event_date`, both ends included; an undated incident (event_date
 *   null) falls in no window, however its publication date reads. The windows were picked so that no
 *   undated incident of that notebook could plausibly change the answer (in `b` the murders near Glen,
 *   Phuthaditjhaba, Giyani and Kgomotso are undated, so `b`'s window for deaths is 2022 to 2023 and its
 *   ranking of deaths over 2020 to 2023 keeps the same leader with or without them).
 * - The learner's "2019-20" and "2022-23" are the calendar years 2019 and 2020 (and 2022 and 2023).
 *   Read as the financial years April to March, both questions give the same count over the ground truth.
 * - "Killed", "dead" and "people killed" are the people model's `victims_killed`: victims only, so
 *   suspects shot by the police are not counted (no answer here changes if they were); a null figure is
 *   not stated and adds nothing. "Four or more dead" and "two or more killed" compare that figure.
 * - "Victims" is `num_victims` (null adds nothing); "cops among the victims" is `victims_police`;
 *   "suspects arrested" is `num_suspects_arrested`; "anyone arrested" / "at least one arrest" is
 *   `arrest_made === true` and "no suspect arrested" is `arrest_made === false` (a null is neither, and a
 *   yes/no about a single incident whose arrest is not stated is an error in the question).
 * - A crime counts by incident, from the fixed vocabulary ("incidents of attempted murder" is the
 *   number of incidents with `attempted murder`, not the number of counts charged).
 * - A rape incident "involved a victim under 18" when `victims_children` is stated above zero; the
 *   share is over all rape incidents of the notebook, to the nearest whole percent.
 * - The oldest or youngest suspect is read from `suspect_ages` of the province's incidents: ages given
 *   one per suspect, never the ends of a range such as "aged between 50 and 69" (which is why the
 *   questions are asked of the Eastern Cape and the Free State, where no range reaches past them).
 * - A named incident is found by a word of its location (KwaNobuhle, Ngwavuma, Glebelands, Centane,
 *   Mhala, Kestell, Morgenzon), with its crime where that helps; exactly one incident must match.
 * - A difference between provinces is the first named minus the second, and must be positive.
 * - Rankings carry their tally and have a single leader; KwaZulu-Natal may also be named "KZN".
 * - The refusals: no release of notebook `a` names the jikeleza driver hijacked in KwaNobuhle (the
 *   words "taxi", "jikeleza" and "minibus" occur only in that release, which names nobody, and searching
 *   `a` for "name", "named", "identified" and "Mr" finds no name for him); no release of notebook `b`
 *   names the bus the man arrested in Noupoort travelled on (searching `b` for "bus", "coach", "liner",
 *   "company", Intercape, Greyhound, Translux, City to City, Eagle Liner, Citiliner, Eldo and Putco finds
 *   only a bus torched on the N4, the Noupoort release's "stepping off a bus" and unrelated companies).
 */
import {
  atPlace,
  type BlindQuestion,
  kznProvinceNames,
  peopleByProvince,
  peopleTotal,
  ranking,
  rowsWhere,
  stated,
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
  excessOf,
  has,
  inProvince,
  notArrested,
  number,
  percentOf,
  refusal,
  within,
} from './ground-truth-questions';

/** The one incident that passes every test; none or several is an error in the question. */
function theIncident(rows: readonly DevRow[], ...tests: ((r: DevRow) => boolean)[]): DevRow {
  const found = rowsWhere(rows, ...tests);
  if (found.length !== 1) throw new Error(`expected one incident, found ${found.length}`);
  return found[0] as DevRow;
}

/** Whether anyone was arrested for the incident; an unstated arrest is an error in the question. */
function wasArrested(row: DevRow): boolean {
  if (row.arrest_made === null) throw new Error(`no arrest stated for ${row.location}`);
  return row.arrest_made;
}

/** The victims killed in one incident, an unstated figure as none. */
const killed = (r: DevRow) => stated('victims_killed')(r) ?? 0;

/** The largest stated value; none stated is an error in the question. */
function largest(values: (number | null)[]): number {
  const given = values.filter((v): v is number => v !== null);
  if (given.length === 0) throw new Error('no stated value');
  return Math.max(...given);
}

/** The oldest or youngest stated suspect age; none stated is an error in the question. */
function suspectAge(rows: readonly DevRow[], end: 'oldest' | 'youngest'): number {
  const ages = suspectAges(rows);
  if (ages.length === 0) throw new Error('no stated suspect age');
  return end === 'oldest' ? Math.max(...ages) : Math.min(...ages);
}

export const FRESH52_QUESTIONS: BlindQuestion[] = [
  // The taxi-industry spokesperson, notebook a.
  {
    notebook: 'a',
    question:
      'Our members were shaken by the jikeleza taxi hijacking in KwaNobuhle. Was anyone arrested for it?',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(wasArrested(theIncident(rows, atPlace('KwaNobuhle')))),
  },
  {
    notebook: 'a',
    question:
      'How many suspects were arrested for the Ngwavuma double murder, in which izinkabi tortured and shot the father and stepmother of one of them?',
    covers: ['slang', 'people'],
    expect: (rows) => {
      const arrests = theIncident(rows, atPlace('Ngwavuma')).num_suspects_arrested;
      if (arrests === null) throw new Error('no arrests stated');
      return number(arrests);
    },
  },
  {
    notebook: 'a',
    question:
      'Shootings hit our drivers and passengers everywhere. Over the past few years, meaning 2019 to 2023, which province had the most victims killed?',
    covers: ['ranking', 'calendar', 'people'],
    ...ranking(
      (rows) => peopleByProvince('victims_killed')(rowsWhere(rows, within('2019-01-01', '2023-12-31'))),
      kznProvinceNames,
    ),
  },
  {
    notebook: 'a',
    question:
      'Mass shootings worry every taxi owner. How many incidents from 2021 to 2023 left four or more victims dead?',
    covers: ['restricted count', 'calendar', 'people'],
    expect: (rows) => number(count(rows, within('2021-01-01', '2023-12-31'), (r) => killed(r) >= 4)),
  },
  {
    notebook: 'a',
    question:
      'Many of our drivers live in hostels. Was anyone arrested for the shooting at Glebelands Hostel in Umlazi?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(wasArrested(theIncident(rows, atPlace('Glebelands')))),
  },

  // The parliamentary researcher, notebook a.
  {
    notebook: 'a',
    question:
      'For the period 1 January 2020 to 31 December 2022, what was the number of incidents in which at least one person was killed?',
    covers: ['restricted count', 'calendar', 'people'],
    expect: (rows) => number(count(rows, within('2020-01-01', '2022-12-31'), (r) => killed(r) >= 1)),
  },
  {
    notebook: 'a',
    question:
      'Of the incidents in which murder was recorded, what proportion led to at least one arrest, expressed as a percentage of all murder incidents?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rowsWhere(rows, has('murder')), arrested),
  },
  {
    notebook: 'a',
    question:
      'Disaggregated by province, which province recorded the largest total number of victims across all incidents?',
    covers: ['ranking', 'people'],
    ...ranking(
      (rows) =>
        tallyOf(
          rows,
          (r) => r.province,
          (r) => r.num_victims ?? 0,
        ),
      kznProvinceNames,
    ),
  },
  {
    notebook: 'a',
    question:
      'For the period 1 January 2020 to 31 December 2022, what was the single largest number of victims recorded in one incident?',
    covers: ['people', 'calendar'],
    expect: (rows) =>
      number(largest(rowsWhere(rows, within('2020-01-01', '2022-12-31')).map((r) => r.num_victims))),
  },
  {
    notebook: 'a',
    question:
      'Expressed as a difference, by how many does the number of incidents in which murder was recorded in KwaZulu-Natal exceed the number recorded in the Eastern Cape?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => inProvince('KwaZulu-Natal')(r) && has('murder')(r),
        (r) => inProvince('Eastern Cape')(r) && has('murder')(r),
      ),
  },

  // The high-school learner, notebook a.
  {
    notebook: 'a',
    question: 'wen did the bush knife attack in centane happen? need the exact date 4 my project',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt([theIncident(rows, atPlace('Centane'), has('murder'))], 'earliest'),
  },
  {
    notebook: 'a',
    question: 'hw old was the oldest suspect in the eastern cape?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(suspectAge(rowsWhere(rows, inProvince('Eastern Cape')), 'oldest')),
  },
  {
    notebook: 'a',
    question: 'wat was the name of the jikeleza taxi driver who got hijacked in kwanobuhle?',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'hw many incidnts of attempted murder wer there in 2019-20?',
    covers: ['restricted count', 'calendar', 'misspelling'],
    expect: (rows) => number(count(rows, has('attempted murder'), within('2019-01-01', '2020-12-31'))),
  },
  {
    notebook: 'a',
    question: 'wich provinse had the most kidnapping incidents?',
    covers: ['ranking', 'misspelling'],
    ...ranking((rows) => tallyOf(rowsWhere(rows, has('kidnapping')), (r) => r.province), kznProvinceNames),
  },

  // The taxi-industry spokesperson, notebook b.
  {
    notebook: 'b',
    question: 'Did the cops arrest anyone for the hijacking at Mhala where a passenger was shot?',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(wasArrested(theIncident(rows, atPlace('Mhala')))),
  },
  {
    notebook: 'b',
    question:
      'Our drivers pass through farm towns every day. Over the past few years, 2020 to 2023, which province had the most victims killed?',
    covers: ['ranking', 'calendar', 'people'],
    ...ranking((rows) =>
      peopleByProvince('victims_killed')(rowsWhere(rows, within('2020-01-01', '2023-12-31'))),
    ),
  },
  {
    notebook: 'b',
    question:
      'Even the cops are not safe on our routes. How many cops were among the victims from 2019 to 2024?',
    covers: ['slang', 'people', 'calendar'],
    expect: (rows) =>
      number(peopleTotal('victims_police', rowsWhere(rows, within('2019-01-01', '2024-12-31')))),
  },
  {
    notebook: 'b',
    question:
      'Multiple killings are what our commuters fear most. How many incidents had two or more victims killed?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(count(rows, (r) => killed(r) >= 2)),
  },
  {
    notebook: 'b',
    question: 'Was anyone arrested for the shooting of seven farmworkers on the farm near Kestell?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(wasArrested(theIncident(rows, atPlace('Kestell')))),
  },

  // The parliamentary researcher, notebook b.
  {
    notebook: 'b',
    question:
      'For the period 1 January 2022 to 31 December 2023, what was the number of incidents in which at least one person was killed?',
    covers: ['restricted count', 'calendar', 'people'],
    expect: (rows) => number(count(rows, within('2022-01-01', '2023-12-31'), (r) => killed(r) >= 1)),
  },
  {
    notebook: 'b',
    question:
      'Of the incidents in which rape was recorded, what proportion involved at least one victim under the age of 18, expressed as a percentage?',
    covers: ['share', 'conjunction', 'people'],
    expect: (rows) =>
      percentOf(rowsWhere(rows, has('rape')), (r) => (stated('victims_children')(r) ?? 0) > 0),
  },
  {
    notebook: 'b',
    question:
      'Disaggregated by province, which province recorded the largest number of incidents in which no suspect was arrested?',
    covers: ['ranking', 'restricted count'],
    ...ranking((rows) => tallyOf(rowsWhere(rows, notArrested), (r) => r.province)),
  },
  {
    notebook: 'b',
    question:
      'For the period 1 January 2020 to 31 December 2022, what was the single largest number of suspects arrested in connection with one incident?',
    covers: ['people', 'calendar'],
    expect: (rows) =>
      number(
        largest(rowsWhere(rows, within('2020-01-01', '2022-12-31')).map((r) => r.num_suspects_arrested)),
      ),
  },
  {
    notebook: 'b',
    question:
      'Expressed as a difference, how many more people were killed in incidents in the Free State than in Limpopo?',
    covers: ['people'],
    expect: (rows) =>
      excessOf(rows, inProvince('Free State'), inProvince('Limpopo'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },

  // The high-school learner, notebook b.
  {
    notebook: 'b',
    question: 'wen did the rape of the 90 yr old gogo in morgenzon happen?',
    covers: ['date', 'misspelling', 'slang'],
    expect: (rows) => dateAt([theIncident(rows, atPlace('Morgenzon'), has('rape'))], 'earliest'),
  },
  {
    notebook: 'b',
    question: 'hw old was the youngest suspect in the free state?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(suspectAge(rowsWhere(rows, inProvince('Free State')), 'youngest')),
  },
  {
    notebook: 'b',
    question: 'wat bus company was the guy caught wit tik in noupoort travelling with?',
    covers: ['refusal', 'misspelling', 'slang'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'hw many stock theft incidnts wer there in 2022-23?',
    covers: ['restricted count', 'calendar', 'misspelling'],
    expect: (rows) => number(count(rows, has('stock theft'), within('2022-01-01', '2023-12-31'))),
  },
  {
    notebook: 'b',
    question: 'wich provinse had the most rape incidents?',
    covers: ['ranking', 'misspelling'],
    ...ranking((rows) => tallyOf(rowsWhere(rows, has('rape')), (r) => r.province)),
  },
];

export const fresh52QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH52_QUESTIONS, rows);
