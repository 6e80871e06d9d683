/**
 * The seventy-fourth fresh question set (blind): thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A data-desk intern who thinks in spreadsheets: column talk ("count of", "sum of", "group by
 *    province", "filter to 2022", "top 1", "distinct", "where arrests = 0"), lower case, abbreviations
 *    ("ppl", "munis", "pct") and the odd typo.
 * 2. A high-school debate coach preparing a motion: rhetorical framing ("Is it true that...", "Would it
 *    be fair to say..."), comparisons, "more likely", contested claims to check for a rebuttal.
 * 3. An Afrikaans-speaking neighbourhood-watch member writing in English with Afrikaans words mixed in
 *    (moord, rooftog, kinders, polisie, verkragting, Kaapstad, Vrystaat, provinsie, beseer, gister,
 *    laasjaar), informal spelling and typos ("alltogether", "sinse", "wich").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, quarter, month, range and
 *   weekday, and is never the earliest or latest; `published_date` is never read. "Filter to 2022" is an
 *   `event_date` in 2022. "Q4 2023" is 1 October to 31 December 2023. "Event dates 2019-01-01 to
 *   2021-12-31" includes both ends. "Since 2020" is an `event_date` on or after 1 January 2020. A
 *   weekend ("Saterdag of Sondag") is a Saturday or Sunday of `event_date`. The festive season is
 *   December and January and the winter months are June, July and August, each taking all years
 *   together. "Gister" and "laasjaar" appear only in the writer's own story, never as a date window.
 * - Crime words: "murder" and "moord" are `murder` alone (not `attempted murder`, not `culpable
 *   homicide`); "verkragting" is `rape` (not `sexual assault`); "kidnapping" is `kidnapping`; a
 *   "cash-in-transit heist" is `cash-in-transit robbery`; a "rooftog" (robbery) is any of `armed
 *   robbery`, `robbery`, `house robbery`, `business robbery` and `cash-in-transit robbery`, while
 *   carjacking and truck hijacking (a "kaping") are not.
 * - People are sums of the stated figures: `victims_killed` (killed, died), `victims_injured`
 *   (injured, "beseer"), `victims_children` ("kinders", a child victim), `victims_police` (police,
 *   "polisie", cops), `victims_female` (female victims, "vroue en meisies"), `suspects_female` (female
 *   suspects), `num_suspects_arrested` (suspects arrested). A null (unstated) figure adds nothing.
 * - Arrests: "where arrests = 0" is a stated `num_suspects_arrested` of 0 (an unstated figure is not
 *   0). "Led to at least one arrest" is `arrest_made === true`; its share is over all the province's
 *   rows, an unstated `arrest_made` counting in the whole but not the part.
 * - Places: provinces are `province` ("Vrystaat" is Free State; "Eastern Cape", "KwaZulu-Natal" as
 *   named, KwaZulu-Natal also answered as "KZN"). "Kaapstad, the whole metro" is the `City of Cape
 *   Town` municipality. "Munis" are `municipality` values; a distinct count leaves out rows without
 *   one, and a municipality is answered as written or without "City of". "Location contains
 *   Bloemfontein" is a `location` holding the word (any case), whatever the municipality.
 * - Shares are whole percents: of KwaZulu-Natal rows with an arrest; of all rows with a stated
 *   `victims_police` of at least 1; of all people killed in the notebook who were killed in the Free
 *   State. "More than half of the rape cases involved a child" is: rape rows with a stated
 *   `victims_children` of at least 1, strictly more than half of all rape rows.
 * - "Someone they knew" is a `relationship` of partner, family or acquaintance; "a stranger" is
 *   `stranger`; rows whose relationship is unstated are on neither side, and "more likely" means
 *   strictly more rows (a tie is No). "More murders in the festive season than in winter" and "more
 *   murders in the Eastern Cape than Gauteng" are strictly more rows.
 * - "How many more suspects arrested in P than Q" is the difference of the two sums; P must have more.
 * - The incident with the most people injured is the row (any crime) with the largest stated
 *   `victims_injured`, named by the parts of its location no other incident shares.
 * - Rankings (province by people killed, by suspects arrested and by child victims; municipality by
 *   people killed; the single incident by injured) each carry their tally; a tie at the top is an error
 *   in the question.
 * - Refusals: the ground truth holds no court outcomes (convictions), no time of day, and no rand value
 *   of what was stolen.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  femaleVictims,
  inMunicipality,
  knewTheAttacker,
  kznProvinceNames,
  largestIncident,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
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
  distinct,
  excessOf,
  has,
  inProvince,
  inYear,
  month,
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
  within,
} from './ground-truth-questions';

/** A robbery ("rooftog") of any type; carjacking and truck hijacking are not among them. */
const rooftog = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
const murder = has('murder');
const rape = has('rape');

/** A stated figure of at least one. */
const atLeastOne = (field: 'victims_children' | 'victims_police') => (r: DevRow) => (r[field] ?? 0) >= 1;

/** Whether the incident's month is among the given ones (1–12), in any year. */
const inMonthsOf =
  (...months: number[]) =>
  (r: DevRow) =>
    months.includes(month(r) ?? 0);

const killedByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );

const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH74_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the data-desk intern, on notebook a.
  {
    notebook: 'a',
    question:
      'count of incidents where crimes includes murder, filter to 2022 (incident date, not publish date)',
    covers: ['restricted count', 'calendar'],
    expect: (rows) => number(count(rows, murder, inYear(2022))),
  },
  {
    notebook: 'a',
    question: 'sum of ppl killed, group by provnice -> whats the top 1?',
    covers: ['ranking', 'people', 'misspelling'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'Western Cape only: distinct count of munis?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(distinct(rows.filter(inProvince('Western Cape')).map((r) => r.municipality))),
  },
  {
    notebook: 'a',
    question: 'sum of victims killed where arrests = 0',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      number(
        peopleTotal(
          'victims_killed',
          rows.filter((r) => r.num_suspects_arrested === 0),
        ),
      ),
  },
  {
    notebook: 'a',
    question: 'Gauteng rows with event dates 2019-01-01 to 2021-12-31 inclusive - count?',
    covers: ['conjunction', 'calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Gauteng'), within('2019-01-01', '2021-12-31'))),
  },

  // Voice 2, the debate coach, on notebook a.
  {
    notebook: 'a',
    question:
      'Is it true that the Eastern Cape recorded more murder cases than Gauteng in these releases, or is the opposition overstating it?',
    covers: ['yes/no', 'conjunction', 'restricted count'],
    expect: (rows) =>
      yesNo(count(rows, murder, inProvince('Eastern Cape')) > count(rows, murder, inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question:
      'Would it be fair to say the festive season is deadlier? Were there more murder incidents in December and January, all years taken together, than in the winter months of June, July and August?',
    covers: ['yes/no', 'calendar'],
    expect: (rows) =>
      yesNo(count(rows, murder, inMonthsOf(12, 1)) > count(rows, murder, inMonthsOf(6, 7, 8))),
  },
  {
    notebook: 'a',
    question:
      "My team is arguing the motion 'KZN police get results'. Of all the incidents in KwaZulu-Natal, what percentage led to at least one arrest?",
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(inProvince('KwaZulu-Natal')), arrested),
  },
  {
    notebook: 'a',
    question:
      'A student insists kidnappings only started showing up in recent years. What is the date of the earliest kidnapping in this notebook?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Would it be fair to say that most of the suspects arrested in these cases were later convicted? What share of them were found guilty in court?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the Afrikaans neighbourhood-watch member, on notebook a.
  {
    notebook: 'a',
    question: 'Hoeveel moord cases in Kaapstad? I mean the whole metro, nie net die CBD nie',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder, inMunicipality('City of Cape Town'))),
  },
  {
    notebook: 'a',
    question:
      'How many kinders was victims in the Eastern Cape alltogether? ons is baie bekommerd oor die kids',
    covers: ['people', 'slang', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question: 'Wich incident had the most mense beseer (injured)? waar was dit?',
    covers: ['ranking', 'people', 'slang', 'misspelling'],
    ...largestIncident(
      () => true,
      (r) => r.victims_injured ?? null,
    ),
  },
  {
    notebook: 'a',
    question: 'My neef se huis was gister broken into. How many rooftogte happened on a Saterdag or Sondag?',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, rooftog, weekend)),
  },
  {
    notebook: 'a',
    question: 'Wat time of the nag do most of the rooftogte happen, laat aand or middle of the night?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 1, the data-desk intern, on notebook b.
  {
    notebook: 'b',
    question: 'sum of suspects arrested, group by province, top 1?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question: 'filter: location contains "Bloemfontein" AND event date in Q4 2023 -> count of rows',
    covers: ['conjunction', 'calendar', 'restricted count'],
    expect: (rows) => number(count(rows, atPlace('Bloemfontein'), within('2023-10-01', '2023-12-31'))),
  },
  {
    notebook: 'b',
    question: 'total female suspects (sum of the col, blanks = 0)?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question: 'sum of killed grouped by municipality - which muni is top 1?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(killedByMunicipality, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'pct of rows where police victims > 0? whole number pls',
    covers: ['share', 'people', 'slang'],
    expect: (rows) => percentOf(rows, atLeastOne('victims_police')),
  },

  // Voice 2, the debate coach, on notebook b.
  {
    notebook: 'b',
    question:
      'Is it true that more than half of the rape cases in these releases involved at least one child victim?',
    covers: ['yes/no', 'share', 'conjunction'],
    expect: (rows) => {
      const rapes = rows.filter(rape);
      return yesNo(2 * rapes.filter(atLeastOne('victims_children')).length > rapes.length);
    },
  },
  {
    notebook: 'b',
    question:
      'For a rebuttal I need the gap: how many more suspects were arrested in North West than in Limpopo?',
    covers: ['people', 'conjunction'],
    expect: (rows) => excessOf(rows, inProvince('North West'), inProvince('Limpopo'), suspectsArrested),
  },
  {
    notebook: 'b',
    question:
      'The other side will claim cash-in-transit heists are a thing of the past. When did the most recent one in these releases take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('cash-in-transit robbery')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Would it be fair to say the Free State accounts for nearly half of the deaths? What percentage of all the people killed in these incidents died in the Free State?',
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(
        peopleTotal('victims_killed', rows.filter(inProvince('Free State'))),
        peopleTotal('victims_killed', rows),
      ),
  },
  {
    notebook: 'b',
    question:
      'Where the releases say how the attacker and the victim were connected, is it true that victims were more likely to be attacked by someone they knew than by a stranger?',
    covers: ['yes/no', 'restricted count'],
    expect: (rows) => yesNo(count(rows, knewTheAttacker) > count(rows, (r) => r.relationship === 'stranger')),
  },

  // Voice 3, the Afrikaans neighbourhood-watch member, on notebook b.
  {
    notebook: 'b',
    question: 'Hoeveel moord en verkragting cases was daar in die Vrystaat? dit maak saak vir ons hier',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, anyCrime('murder', 'rape'), inProvince('Free State'))),
  },
  {
    notebook: 'b',
    question: 'How many of the victims were vroue en meisies, female I mean, in total?',
    covers: ['people', 'slang'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'b',
    question: 'sinse 2020 how many polisie were victims? die cops suffer ook hey',
    covers: ['people', 'calendar', 'slang', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(sinceYear(2020)))),
  },
  {
    notebook: 'b',
    question: 'Which provinsie had the most kinders as victims? ek wil net weet',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_children')),
  },
  {
    notebook: 'b',
    question:
      'Laasjaar my buurman lost his bakkie to skelms. How much money, in rand, was stolen in all the rooftogte together?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
];

export const fresh74QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH74_QUESTIONS, rows);
