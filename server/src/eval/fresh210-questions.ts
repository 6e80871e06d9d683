/**
 * The two-hundred-and-tenth fresh question set (blind): thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A Gauteng community policing forum chair: long preambles about meetings and residents, then the
 *    ask; Soweto, Tembisa, Alexandra and similar areas, weekends, arrests ("nabbed", "bust") and "how
 *    many more".
 * 2. A criminology PhD student: careful definitions of the unit of analysis, distributions, shares with
 *    the denominator stated, years compared, "incidents with missing dates excluded".
 * 3. A foreign correspondent new to South Africa: unsure of place names (misspellings, "is X a
 *    province?"), US terms ("homicide", "carjacking", "county", "precinct"), simple counts and
 *    rankings, and things the records cannot answer (names, sentences, motives).
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, date window, weekday and
 *   month, and is never the earliest; `published_date` is never read. A weekend is a Saturday or Sunday
 *   of `event_date`, as is a weekday ("on a Wednesday"); the winter months are June, July and August of
 *   any year. A year range ("2014-2019") runs from 1 January of the first to 31 December of the last,
 *   both ends included, as does a date window.
 * - A share "of dated incidents" is over the rows with an `event_date`; a share of rape incidents is over
 *   the rows holding `rape`; a share of incidents with a child victim is over the rows whose
 *   `victims_children` is stated (not null), a child victim being `victims_children` > 0. Shares are to
 *   the nearest whole percent.
 * - People are sums of the stated figures: `num_suspects_arrested` (suspects arrested, nabbed, bust),
 *   `victims_killed` (people killed). A null (unstated) figure adds nothing. The median of suspects
 *   arrested is over the incidents whose `num_suspects_arrested` is stated, zeros included. The mean
 *   suspect age is over every stated age in `suspect_ages` (one per suspect), to one decimal.
 * - "Homicide" is `murder` or `culpable homicide` (attempted murder is not); "carjacking" is
 *   `carjacking` alone (not `truck hijacking`); "CIT" / "cash-in-transit heist" is
 *   `cash-in-transit robbery`; "kidnapping" is `kidnapping`; "rape" is `rape`.
 * - Places: "Joburg" / "Johannesburg metro" is the `City of Johannesburg` municipality, "Ekurhuleni"
 *   (the metro Tembisa falls under) is `Ekurhuleni`, "Mangaung" and "Madibeng" are those municipalities;
 *   a "county" is a `municipality` (rows without one left out), answered as written or without "City
 *   of". A "precinct" is a `police_station` (rows without one left out). A province is `province`;
 *   KwaZulu-Natal may be answered as "KZN". "In or around Bloemfontein" is a row whose `location` holds
 *   "Bloemfontein" (any case). The Gauteng kidnapping places are listed by their `location` as written.
 *   The provinces with a CIT heist are listed by `province`.
 * - "Arrests" in "more incidents with arrests" is `arrest_made === true`, counted per incident.
 * - "How many more in P than in Q" is the difference of the two counts (or sums); P must have more.
 * - Rankings (Gauteng municipality by suspects arrested, county by people killed, precinct, province
 *   by people killed) each carry their tally; a tie at the top is an error in the question.
 * - Refusals: the ground truth holds no bail decisions, no membership of a policing forum or
 *   neighbourhood watch, no names of suspects or victims, no sentences, and no motives.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  inMonths,
  inMunicipality,
  kznProvinceNames,
  peopleByProvince,
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
  meanOf,
  municipalityNames,
  number,
  percentOf,
  refusal,
  rounded,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

/** Homicide: murder or culpable homicide; attempted murder is not one. */
const homicide = anyCrime('murder', 'culpable homicide');
const dated = (r: DevRow) => r.event_date !== null;
const gauteng = inProvince('Gauteng');

/** The median of the stated values; no stated value is an error in the question. */
function medianOf(values: (number | null)[]) {
  const stated = values.filter((v): v is number => v !== null).sort((x, y) => x - y);
  if (stated.length === 0) throw new Error('no stated value to take a median of');
  const middle = Math.floor(stated.length / 2);
  const value =
    stated.length % 2 === 1 ? (stated[middle] ?? 0) : ((stated[middle - 1] ?? 0) + (stated[middle] ?? 0)) / 2;
  return number(rounded(value, 1));
}

/** The Gauteng municipalities tallied by suspects arrested (an unstated figure adds nothing). */
const gautengArrestsByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter(gauteng),
    (r) => r.municipality,
    (r) => r.num_suspects_arrested ?? 0,
  );
/** An incident whose event date falls on the given weekday. */
const onDay = (day: string) => (r: DevRow) => weekday(r) === day;
const killedByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );
const precinctTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.police_station);

/** The distinct values, in the order they first occur; nothing to list is an error in the question. */
function listOf(values: string[]) {
  const distinct = [...new Set(values)];
  if (distinct.length === 0) throw new Error('nothing to list');
  return { kind: 'list' as const, value: distinct };
}

export const FRESH210_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Gauteng community policing forum chair, on notebook a.
  {
    notebook: 'a',
    question:
      'Evening. At our CPF meeting on Tuesday the residents from Tembisa (that falls under Ekurhuleni) were complaining that Joburg gets all the attention and all the releases. So settle it for me: how many more incidents in these releases happened in the City of Johannesburg than in Ekurhuleni?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => excessOf(rows, inMunicipality('City of Johannesburg'), inMunicipality('Ekurhuleni')),
  },
  {
    notebook: 'a',
    question:
      'Our patrollers only do Friday night to Sunday night because everyone works in the week, and the exco wants to know if it makes a difference. For incidents that happened on a weekend (Saturday or Sunday), how many suspects in total were nabbed?',
    covers: ['calendar', 'people', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(weekend))),
  },
  {
    notebook: 'a',
    question:
      "I'm preparing a report for the cluster meeting with the station commanders from Soweto, Alexandra and Kempton Park. Looking only at Gauteng, which municipality had the most suspects arrested, adding up all the arrests?",
    covers: ['ranking', 'people'],
    ...ranking(gautengArrestsByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Parents at the school meeting in Lenasia are scared stiff of kidnappings after what happened. Pls list for me all the places in Gauteng where a kidnapping happened, according to these releases.',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => listOf(rowsWhere(rows, gauteng, has('kidnapping')).map((r) => r.location)),
  },
  {
    notebook: 'a',
    question:
      'The residents keep saying the criminals are back on the street the same week. Of all the suspects arrested in these cases, how many were given bail afterwards?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the Gauteng community policing forum chair, on notebook b.
  {
    notebook: 'b',
    question:
      "We are twinning our forum with one in the Free State and one in the North West, so I'm reading these other provinces for a change. How many more incidents were there in Mangaung than in Madibeng?",
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => excessOf(rows, inMunicipality('Mangaung'), inMunicipality('Madibeng')),
  },
  {
    notebook: 'b',
    question:
      'Weekends are always the worst in our area, Soweto or Tembisa, shebeens and all, and I want to see if its the same outside Gauteng. In these releases, how many people were killed in incidents that happened on a Saturday or a Sunday?',
    covers: ['calendar', 'people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(weekend))),
  },
  {
    notebook: 'b',
    question:
      'One of our members drives for a cash-in-transit company and asked me this after the meeting. Which provinces had a cash-in-transit heist in these releases? Just list them.',
    covers: ['restricted count', 'slang'],
    expect: (rows) => listOf(rowsWhere(rows, has('cash-in-transit robbery')).map((r) => r.province)),
  },
  {
    notebook: 'b',
    question:
      'Somebody at the meeting claimed the Free State police make more busts than the Limpopo police. Is it true that more incidents in the Free State ended with an arrest than in Limpopo? Yes or no.',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) =>
      yesNo(count(rows, arrested, inProvince('Free State')) > count(rows, arrested, inProvince('Limpopo'))),
  },
  {
    notebook: 'b',
    question:
      'We lost one of our own patrollers last year, so this is close to home. How many of the victims in these incidents were members of a community policing forum or a neighbourhood watch?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the criminology PhD student, on notebook a.
  {
    notebook: 'a',
    question:
      'Unit of analysis: the incident (one release = one incident), with incidents with missing dates excluded. What share of the dated incidents fell on a weekend (Saturday or Sunday)? Please give the percentage with the dated incidents as the denominator.',
    covers: ['share', 'calendar'],
    expect: (rows) => percentOf(rows.filter(dated), weekend),
  },
  {
    notebook: 'a',
    question:
      'For a period comparison: treating each release as one incident and using the incident date (undated incidents excluded), how many more incidents fall in 2020-2025 than in 2014-2019?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => excessOf(rows, within('2020-01-01', '2025-12-31'), within('2014-01-01', '2019-12-31')),
  },
  {
    notebook: 'a',
    question:
      'I need the central tendency of enforcement output. Per incident, what is the median number of suspects arrested, taking only incidents where the number is stated (zeros included)?',
    covers: ['people'],
    expect: (rows) => medianOf(rows.map((r) => r.num_suspects_arrested)),
  },
  {
    notebook: 'a',
    question:
      'Distribution by day of week, incidents with missing dates excluded: how many more incidents fell on a Wednesday than on a Monday?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => excessOf(rows, onDay('Wednesday'), onDay('Monday')),
  },
  {
    notebook: 'a',
    question:
      'Operationalising the first year of the Covid-19 period as 1 April 2020 to 31 March 2021 inclusive (by incident date), how many incidents in that window involved a murder?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, has('murder'), within('2020-04-01', '2021-03-31'))),
  },

  // Voice 2, the criminology PhD student, on notebook b.
  {
    notebook: 'b',
    question:
      'Unit of analysis = incident. Of all incidents classified as rape (denominator: every rape incident in the notebook), what percentage occurred in the Northern Cape?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(has('rape')), inProvince('Northern Cape')),
  },
  {
    notebook: 'b',
    question:
      'Comparing years by incident date (undated incidents excluded): how many more suspects were arrested in incidents dated 2024 than in incidents dated 2023?',
    covers: ['calendar', 'people'],
    expect: (rows) =>
      excessOf(
        rows,
        within('2024-01-01', '2024-12-31'),
        within('2023-01-01', '2023-12-31'),
        suspectsArrested,
      ),
  },
  {
    notebook: 'b',
    question:
      'Suspect-level question, so the unit here is the individual suspect whose age is reported: what is the mean age of the suspects, to one decimal place?',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows), 1),
  },
  {
    notebook: 'b',
    question:
      'Seasonality check, all years pooled and incidents with missing dates excluded: how many incidents occurred in the austral winter, i.e. June, July and August?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMonths(6, 8))),
  },
  {
    notebook: 'b',
    question:
      'Denominator: the incidents where the number of child victims is stated (including those stating zero). What percentage of those incidents had at least one victim under 18?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const stated = rows.filter((r) => r.victims_children !== null && r.victims_children !== undefined);
      return percentage(stated.filter((r) => (r.victims_children ?? 0) > 0).length, stated.length);
    },
  },

  // Voice 3, the foreign correspondent, on notebook a.
  {
    notebook: 'a',
    question:
      'Is Kwazulu-Natall a province or a city? Either way, how many homicides happened there in this set?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, homicide, inProvince('KwaZulu-Natal'))),
  },
  {
    notebook: 'a',
    question: 'Which county (I think you call them municipalities?) had the most people killed overall?',
    covers: ['ranking', 'people'],
    ...ranking(killedByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'Which police precinct comes up most often in these incidents?',
    covers: ['ranking'],
    ...ranking(precinctTally),
  },
  {
    notebook: 'a',
    question:
      'What are the names of the men arrested for the Hillbrow carjacking? I would like to contact their lawyers.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'What prison sentences did the people convicted of homicide in these cases end up getting?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the foreign correspondent, on notebook b.
  {
    notebook: 'b',
    question: 'How many carjackings are in here? Just cars, not the truck hijackings.',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, has('carjacking'))),
  },
  {
    notebook: 'b',
    question: 'Which province had the highest number of people killed, all incidents combined?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'b',
    question: 'When was the earliest homicide in Nortwest province? Is that the one next to Botswana?',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rowsWhere(rows, homicide, inProvince('North West')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Is Bloemfontien a province? How many incidents happened in or around it?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, atPlace('Bloemfontein'))),
  },
  {
    notebook: 'b',
    question: 'What was the motive behind the farm murders here - were they political or racially motivated?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh210QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH210_QUESTIONS, rows);
