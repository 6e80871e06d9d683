/**
 * The hundred-and-third fresh question set (blind): thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A high-school debate coach preparing learners for a motion on policing: frames each question as a
 *    "point of information", a "rebuttal" or "for the proposition", then asks for one precise figure,
 *    place, date or yes/no.
 * 2. A community health worker in Limpopo who mixes Sepedi into English ("batho ba ba bolailwego" for
 *    people killed, "bana" for children, "basadi" for women, "ke ba bakae" for how many, "ee goba aowa"
 *    for yes or no), warm and brief.
 * 3. A Durban shopkeeper writing South African Indian English ("ja nuh", "what to do", "one time",
 *    "so many cases, hey"), practical and chatty, with local slang ("tsotsis" for suspects, "nabbed" for
 *    arrested) and a misspelling or two ("busness").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category, so an incident with two of the asked crimes counts once):
 * - Dates are `event_date` alone: a row without one is outside every year, month range, "from ... onwards"
 *   window and weekday, and is never the earliest or the most recent; `published_date` is never read.
 *   A weekend is a Saturday or Sunday of `event_date`. "June, July and August, all years together" is the
 *   month of `event_date` in any year.
 * - Crimes: "murder" is `murder` alone (not attempted murder or culpable homicide). "Kidnapping" is
 *   `kidnapping`; "rape" is `rape`; "stock theft" is `stock theft`. "Business robberies and house
 *   robberies" are rows with `business robbery` or `house robbery`. "Hijackings, cars and trucks both"
 *   are rows with `carjacking` or `truck hijacking`. "Cash-in-transit jobs" are `cash-in-transit robbery`.
 *   An "armed robbery" incident is one whose crimes hold `armed robbery`.
 * - People are sums of the stated figures: `victims_killed` (killed, "batho ba ba bolailwego"),
 *   `victims_injured` (injured), `victims_children` ("bana", children under eighteen), `victims_police`
 *   (police officers, on or off duty), `victims_female` ("basadi", female victims),
 *   `num_suspects_arrested` (suspects arrested, "tsotsis nabbed"). A null (unstated) figure adds nothing.
 * - "At least one arrest by the time of the release" is `arrest_made === true`; a share of incidents is
 *   over the selected rows, to the nearest whole percent (a value on the half is an error in the
 *   question).
 * - Yes/no: "yes" when at least one row passes every test (for police victims: a stated
 *   `victims_police` above zero), "no" otherwise.
 * - Places: a province is `province` (KwaZulu-Natal also "KZN"); a municipality is `municipality`,
 *   rows without one left out, answered as written or without "City of". "Cape Town city itself" is the
 *   `City of Cape Town` municipality; "here by us in Durban" is the `eThekwini` municipality.
 * - "How many more in P than in Q" is the difference of the two counts; P must have more. "How many more
 *   incidents dated in 2024 than in 2020" compares rows by the year of `event_date`.
 * - Rankings (province by suspects arrested, municipality by people injured, province by kidnappings,
 *   province by children victims, municipality by incidents) each carry their tally; a tie at the top is
 *   an error in the question.
 * - Refusals: the ground truth records no court sentences, no amounts of money stolen, no dates of
 *   arrest (so no time from incident to arrest), and no victims' ages (only whether a victim was a
 *   child).
 */
import {
  any,
  anyCrime,
  type BlindQuestion,
  femaleVictims,
  inMonths,
  inMunicipality,
  kznProvinceNames,
  peopleByProvince,
  peopleTotal,
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
  inYear,
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
} from './ground-truth-questions';

const murder = has('murder');
const kidnapping = has('kidnapping');
const rape = has('rape');
/** A police officer among the victims, as a stated figure above zero. */
const policeVictim = (r: DevRow) => (r.victims_police ?? 0) > 0;

const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const injuredByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_injured ?? 0,
  );
const kidnappingsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(kidnapping), (r) => r.province);
const incidentsByMunicipality = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH103_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the debate coach, on notebook a.
  {
    notebook: 'a',
    question:
      'Point of information, for the proposition: across every incident in these releases, how many police officers were themselves victims, counting officers on or off duty? My learners need the exact figure.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question:
      'Rebuttal preparation: the opposition will argue that Gauteng is the murder capital. How many more murder incidents were there in the Eastern Cape than in Gauteng? Murder only, please, not attempted murder.',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => murder(r) && inProvince('Eastern Cape')(r),
        (r) => murder(r) && inProvince('Gauteng')(r),
      ),
  },
  {
    notebook: 'a',
    question:
      'For the proposition: in what percentage of all the incidents had at least one suspect been arrested by the time of the release? To the nearest whole percent, please.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'a',
    question:
      'Point of information: which province recorded the highest total number of suspects arrested, adding up the arrests across all of its incidents?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Rebuttal: the motion claims the courts are too lenient. What was the average prison sentence, in years, handed down to those convicted in these incidents?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the community health worker, on notebook a.
  {
    notebook: 'a',
    question:
      'Dumelang! Bana, ke ba bakae? How many children under 18 were victims in all these incidents together? Re a leboga.',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question:
      'Batho ba ba bolailwego in KwaZulu-Natal, ke ba bakae? Only the number of people killed in that province, please.',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question:
      'Basadi: how many female victims were there altogether in the Eastern Cape incidents? Ke a leboga, mma.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(femaleVictims(rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question: 'Was there any rape case in the Western Cape from 2020 onwards? Ee goba aowa?',
    covers: ['yes/no', 'calendar', 'conjunction'],
    expect: (rows) => yesNo(count(rows, rape, inProvince('Western Cape'), sinceYear(2020)) > 0),
  },
  {
    notebook: 'a',
    question:
      'Ke kgopela the date of the most recent kidnapping, the day it happened, not the day the police reported it.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'latest'),
  },

  // Voice 3, the Durban shopkeeper, on notebook a.
  {
    notebook: 'a',
    question:
      'Ja nuh, so many cases, hey. Tell me one time: how many busness robberies and house robberies altogether? If one case got both, count it once only.',
    covers: ['restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, anyCrime('business robbery', 'house robbery'))),
  },
  {
    notebook: 'a',
    question:
      'What to do, these things happen when the shop is full on the weekend. How many murders happened on a Saturday or a Sunday?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },
  {
    notebook: 'a',
    question:
      'Here by us in Durban, the eThekwini municipality, how many people got killed altogether in these incidents?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inMunicipality('eThekwini')))),
  },
  {
    notebook: 'a',
    question:
      'Which municipality had the most people injured, adding up all its incidents? Tell me one time.',
    covers: ['ranking', 'people'],
    ...ranking(injuredByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'So many cases, hey, must be millions. How much money did the robbers take altogether in the cash-in-transit jobs?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the debate coach, on notebook b.
  {
    notebook: 'b',
    question: 'Point of information: which province had the most kidnapping incidents?',
    covers: ['ranking', 'restricted count'],
    ...ranking(kidnappingsByProvince),
  },
  {
    notebook: 'b',
    question:
      'For the proposition: of the murder incidents, in what percentage had at least one suspect been arrested by the time of the release, to the nearest whole percent?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(murder), arrested),
  },
  {
    notebook: 'b',
    question:
      'Rebuttal: the opposition says crime is falling. Precisely how many more incidents took place in 2024 than in 2020?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => excessOf(rows, inYear(2024), inYear(2020)),
  },
  {
    notebook: 'b',
    question:
      'Point of information: in Mpumalanga, was any police officer a victim in an incident that involved armed robbery? Yes or no.',
    covers: ['yes/no', 'conjunction', 'people'],
    expect: (rows) => yesNo(count(rows, inProvince('Mpumalanga'), has('armed robbery'), policeVictim) > 0),
  },
  {
    notebook: 'b',
    question:
      'Rebuttal: the opposition claims arrests come quickly. On average, how many days passed between each incident and the arrest of its suspects?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the community health worker, on notebook b.
  {
    notebook: 'b',
    question:
      'Batho ba ba bolailwego here in Limpopo, ke ba bakae? The people killed in all the Limpopo incidents, please.',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Limpopo')))),
  },
  {
    notebook: 'b',
    question: 'Bana: in which province were the most children victims, counting all the children together?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_children')),
  },
  {
    notebook: 'b',
    question:
      'Basadi in the rape cases: ke ba bakae? How many female victims in all the rape incidents together?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(femaleVictims(rows.filter(rape))),
  },
  {
    notebook: 'b',
    question: 'Was there any stock theft case in Limpopo? Ee goba aowa, re a leboga.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('stock theft'), inProvince('Limpopo')) > 0),
  },
  {
    notebook: 'b',
    question:
      'Ke ba bakae of the victims were older than 60, our bakgekolo le bakgalabje? We visit many old people at home.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the Durban shopkeeper, on notebook b.
  {
    notebook: 'b',
    question:
      'Ja nuh, hijackings, cars and trucks both, how many incidents one time? A case with both counts once.',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, any(has('carjacking'), has('truck hijacking')))),
  },
  {
    notebook: 'b',
    question:
      'What to do, business robberies everywhere. How many tsotsis got nabbed in the business robbery cases altogether?',
    covers: ['people', 'slang', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('business robbery')))),
  },
  {
    notebook: 'b',
    question:
      'Which municipality had the most incidents in these releases? Tell me straight, I must tell my cousin.',
    covers: ['ranking'],
    ...ranking(incidentsByMunicipality, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'So many cases in winter, hey. How many incidents happened in June, July and August, all the years together?',
    covers: ['calendar'],
    expect: (rows) => number(rowsWhere(rows, inMonths(6, 8)).length),
  },
  {
    notebook: 'b',
    question: 'Which was the earliest murder in these releases? What date did it happen, the actual day?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(murder), 'earliest'),
  },
];

export const fresh103QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH103_QUESTIONS, rows);
