/**
 * The two-hundred-and-seventy-sixth fresh question set (blind): thirty questions, fifteen about
 * notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or
 * the other question sets. Every expectation is computed from the ground-truth rows of the question's
 * notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A barber chatting in the chair: English with Afrikaans mixed in ("lekker", "ja nee", "hey",
 *    "ou"), gossip from the regulars. His metaphors: a "short back and sides" or a "trim" is the short
 *    version of an answer (a single figure); "the regulars" are the incidents; "top of the queue" /
 *    "busiest chair" is the leader of a ranking; "the Cape" is the Western Cape province; "the Cape
 *    Town chair" is the `City of Cape Town` municipality.
 * 2. A veterinarian writing case notes: "pt" (patient) is one incident, "presenting" / "presented
 *    with" a crime is a row whose `crimes` hold it, "hx" is history, "the chart" / "the file" is the
 *    notebook, "admitted on" a weekday or date is the `event_date`, "Dx" a crime category.
 * 3. A boxing trainer in the corner, shouting short sentences: a "bout" or "fight" is an incident,
 *    "knockouts" / "down for the count" are the killed (`victims_killed`), "the last bell" is the most
 *    recent date, "which corner" / "hosts the most bouts" is the leader of a ranking, "the cops in the ring"
 *    are police officers among the victims.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one falls in no year, month, weekday or "since"
 *   window, and is never the earliest or the most recent; `published_date` is never read. A calendar
 *   month "any year" is the month of `event_date` in every year.
 * - People are sums of the stated figures: `victims_killed` (killed, knockouts, down for the count),
 *   `victims_injured` (injured, hurt), `victims_children` (children, laaities, juvenile pts),
 *   `victims_police` (police officers, cops), `victims_female` (women, ladies), `victims_male` (men,
 *   ous), `num_suspects_arrested` (suspects arrested, locked up, nabbed). A null (unstated) figure
 *   adds nothing.
 * - Medians are over the stated figures only: the median suspect age is over every stated age in
 *   `suspect_ages` (one per suspect); the median arrests per incident is over the stated
 *   `num_suspects_arrested`. With an even count, the mean of the two middle values.
 * - Shares are over all the notebook's rows (the Cape Town share of all incidents; the share with an
 *   arrest, `arrest_made === true`, an unstated arrest not counting as one; the share presenting with
 *   `illegal firearm possession`), to the nearest whole percent.
 * - "More kidnappings in Gauteng than in KZN" compares the counts of `kidnapping` rows per province;
 *   a yes needs strictly more.
 * - Rankings carry their tally (province by people killed; municipality by incidents, rows without
 *   one left out; province by suspects arrested); a tie at the top is an error in the question. A municipality may be answered with or without "City of";
 *   KwaZulu-Natal also as "KZN".
 * - Refusals: the ground truth holds no previous convictions of suspects, no number of shots fired, no
 *   value in rand of what was taken, and no names of police officers.
 */
import {
  type BlindQuestion,
  inMunicipality,
  kznProvinceNames,
  medianOf,
  peopleByProvince,
  peopleTotal,
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
  has,
  inProvince,
  inYear,
  month,
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekday,
  within,
} from './ground-truth-questions';

const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

/** The count of rows holding the crime in the given province. */
const crimeIn = (rows: readonly DevRow[], crime: string, province: string) =>
  count(rows, has(crime), inProvince(province));

export const FRESH276_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the barber, on notebook a.
  {
    notebook: 'a',
    question:
      'Ja nee, my regulars from the Cape are always skinnering about it. Short back and sides: how many of the incidents in the Western Cape had a murder in them?',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, has('murder'), inProvince('Western Cape'))),
  },
  {
    notebook: 'a',
    question:
      'Lekker, now tell me hey, which province is top of the queue for people killed, adding up all the dead over all the incidents?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      "Hold still, ou. The guys in the chair say these skollies are all youngsters. Where the ages of the suspects are given, what's the median age?",
    covers: ['people', 'slang'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'a',
    question:
      'Ja, my cousin reckons Joburg side is worse for it - were there more kidnapping incidents in Gauteng than in KZN, yes or no?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) =>
      yesNo(crimeIn(rows, 'kidnapping', 'Gauteng') > crimeIn(rows, 'kidnapping', 'KwaZulu-Natal')),
  },
  {
    notebook: 'a',
    question:
      'Just a trim on this one: what persentage of all the incidents happened in the Cape Town chair, I mean the City of Cape Town municipality itself?',
    covers: ['share', 'misspelling'],
    expect: (rows) => percentOf(rows, inMunicipality('City of Cape Town')),
  },

  // Voice 2, the veterinarian, on notebook a.
  {
    notebook: 'a',
    question: 'Chart review, notebook a. No. of pts admitted on a Wednesday (by incident date)?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Wednesday')),
  },
  {
    notebook: 'a',
    question: 'Total injured across all pts in the file - sum of stated injuries only, pls.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_injured', rows)),
  },
  {
    notebook: 'a',
    question:
      'Outcome hx: in what % of cases was at least one suspect arrested? Base = all incidents on the chart.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'a',
    question: 'Earliest presentation of attempted murder on record - date of the incident itself?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('attempted murder')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Suspect hx: how many of the arrested suspects had previous convictions on file? Relevant to prognosis.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the boxing trainer, on notebook a.
  {
    notebook: 'a',
    question: 'Knockouts in 2019! How many went down for good? Total killed, that year only!',
    covers: ['people', 'calendar', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inYear(2019)))),
  },
  {
    notebook: 'a',
    question: 'Fight night. Which municipality hosts the most bouts? Give me the count too!',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'Ladies in the ring. Gauteng only. How many female victims? Total!',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_female', rows.filter(inProvince('Gauteng')))),
  },
  {
    notebook: 'a',
    question: 'Last bell on the cash-in-transit heists. When was the most recent one? Date!',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('cash-in-transit robbery')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Shots fired. How many rounds did they let off in the CIT jobs? Total count, go!',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the barber, on notebook b.
  {
    notebook: 'b',
    question:
      'Ag shame, sad story from a client this morning. How many rape cases were there in Limpopo and Mpumalanga together, hey?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) =>
      number(count(rows, has('rape'), (r) => inProvince('Limpopo')(r) || inProvince('Mpumalanga')(r))),
  },
  {
    notebook: 'b',
    question:
      "Ja nee, which municipality is the busiest chair in the shop, most incidents of all? Tell me how many while you're at it.",
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'One of my regulars farms sheep near Kimberley. Was there any stock theft in the Northern Cape in these reports, ja or nee?',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, has('stock theft'), inProvince('Northern Cape')) > 0),
  },
  {
    notebook: 'b',
    question:
      'Lekker gossip for the next customer: how much money in rand did the crooks get away with in the business robberies altogether?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Eish. In the murder cases, how many of the victims were men, the ous I mean? Just add up the ones where the reports say, ja, dont count the unknowns.',
    covers: ['people', 'misspelling', 'slang'],
    expect: (rows) => number(peopleTotal('victims_male', rows.filter(has('murder')))),
  },

  // Voice 2, the veterinarian, on notebook b.
  {
    notebook: 'b',
    question: 'Juvenile pts: total number of child victims (under 18) across the chart, stated figures only.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question:
      'Dx frequency: what % of incidents presented with illegal firearm possession? All cases as the base.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, has('illegal firearm possession')),
  },
  {
    notebook: 'b',
    question:
      'For the file - median no. of suspects arrested per incident (only where the figure is recorded)?',
    covers: ['people'],
    expect: (rows) => number(medianOf(rows.flatMap((r) => r.num_suspects_arrested ?? []))),
  },
  {
    notebook: 'b',
    question:
      'North West pts: date of the earliest incident on record? Event date, not the date of the release.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('North West')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Hx of kidnapping: how many cases presenting from 1 Jan 2020 onward?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, has('kidnapping'), sinceYear(2020))),
  },

  // Voice 3, the boxing trainer, on notebook b.
  {
    notebook: 'b',
    question: 'July! Every July, all the years! How many bouts? Count them!',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, (r) => month(r) === 7)),
  },
  {
    notebook: 'b',
    question:
      'Which corner locks up the most? Province with the most suspects arrested, total. Name it! Number!',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question: 'Cops in the ring. How many police officers were victims? All fights. Total!',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question: 'Two seasons. 2023 and 2024. Suspects arrested in those fights - add it up!',
    covers: ['people', 'calendar'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, within('2023-01-01', '2024-12-31')))),
  },
  {
    notebook: 'b',
    question: 'Who was the ref? Names of the police officers who made the arrests. Now!',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh276QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH276_QUESTIONS, rows);
