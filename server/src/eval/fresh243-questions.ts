/**
 * The two-hundred-and-forty-third fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A petrol-station attendant on the night shift: worried about robberies at night and at garages;
 *    short, direct, lower-case questions with "the guys", "tsotsis" (robbers, the suspects) and talk of
 *    his shifts.
 * 2. A Tshivenda-speaking grandmother whose grandson types her questions ("Gogo asks ...", "she wants to
 *    know ..."), with Tshivenda words ("vhana", children; "mahosi", chiefs or traditional leaders),
 *    places in Limpopo, and the grandson's typing slips ("midle", "murdres").
 * 3. A fact-checker at a news agency: every question is a claim to verify ("Claim: ... True or false?",
 *    "A politician said X. Is that right?", "Verdict needed"), sometimes asking for the true figure.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, "since" window, half-year and
 *   weekday, and is never the latest; `published_date` is never read. "From 2020 until now" is
 *   `event_date` on or after 2020-01-01; "the first half of 2024" is 2024-01-01 to 2024-06-30 inclusive.
 *   A weekday is the weekday of `event_date`.
 * - "Robberies" (of any type, "robbed a shop or a house") are `armed robbery`, `robbery`, `house robbery`,
 *   `business robbery` and `cash-in-transit robbery`; carjacking and truck hijacking are not robberies
 *   here, and count only where a question names hijackings ("robberies and hijackings" adds `carjacking`
 *   and `truck hijacking`). "CIT" / "cash-in-transit heist" is `cash-in-transit robbery`; "shops" are
 *   `business robbery`, "houses" `house robbery`; "murders" are `murder` alone (not attempted murder nor
 *   culpable homicide); "rape cases" are `rape`. "Tsotsis ... had illegal guns" is a robbery row whose
 *   crimes also hold `illegal firearm possession`.
 * - People are sums of the stated figures: `victims_killed` (killed, died), `victims_children` (vhana,
 *   children, under 18), `num_suspects_arrested` (tsotsis / suspects arrested). A null (unstated) figure
 *   adds nothing; "did they kill anybody" is a stated `victims_killed` above zero.
 * - "An arrest" / "someone arrested" is `arrest_made === true`; a share of incidents is over all the
 *   rows of the selection (a null `arrest_made` is not an arrest), to the nearest whole percent.
 * - The share of rape victims who were children is the sum of `victims_children` over the sum of
 *   `num_victims`, over the rape rows that state both, to the nearest whole percent.
 * - The suspects' median ("the midle one") is the median of every stated `suspect_ages` entry, one per
 *   suspect; the mean suspects arrested per incident is over the rows that state
 *   `num_suspects_arrested`, to one decimal.
 * - Places: a province is `province` ("anything from Limpopo" is a row whose province is Limpopo); "near
 *   Thohoyandou" is a row whose `location` holds "Thohoyandou"; a municipality is `municipality` (rows
 *   without one are left out), answered as written or without "City of".
 * - "True or false" / "verdict" questions are answered Yes (True) or No (False): "more than half" is
 *   strictly more than half; "more murders than" is strictly more.
 * - Rankings (weekday of robberies and hijackings, municipality with most people killed, province with
 *   most child victims) each carry their tally; a tie at the top is an error in the question.
 * - Refusals: no field records the time of day, the suspects' parole status, motives or beliefs
 *   (witchcraft), opinions on chiefs, predictions of next year's crime, or population figures for a
 *   rate per 100,000.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  medianOf,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  stated,
  suspectAges,
  suspectsArrested,
  tallyOf,
  trueOrFalse,
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
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
  sum,
  weekday,
  within,
} from './ground-truth-questions';

/** A robbery of any type; carjacking and truck hijacking are not among them. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
/** A robbery or a hijacking of a car or a truck. */
const robberyOrHijacking = (r: DevRow) => robbery(r) || anyCrime('carjacking', 'truck hijacking')(r);
const cit = has('cash-in-transit robbery');
const murder = has('murder');
const rape = has('rape');

const robberyWeekdayTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(robberyOrHijacking), weekday);
const killedByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => stated('victims_killed')(r) ?? 0,
  );

export const FRESH243_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the night-shift petrol attendant, on notebook a.
  {
    notebook: 'a',
    question:
      'the guys on day shift say tsotsis only go for the CIT vans. how many tsotsis got arrested for CIT robberies altogether?',
    covers: ['people', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(cit))),
  },
  {
    notebook: 'a',
    question:
      'which day of the week do the tsotsis do the most robberies and hijackings? want to swap my shift to a quiet day',
    covers: ['ranking', 'calendar', 'slang'],
    ...ranking(robberyWeekdayTally),
  },
  {
    notebook: 'a',
    question: 'shops and houses robbed in Gauteng, how many of those?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) =>
      number(count(rows, anyCrime('house robbery', 'business robbery'), inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question: 'did the tsotsis kill anybody in the house robberies? yes or no',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(peopleTotal('victims_killed', rows.filter(has('house robbery'))) > 0),
  },
  {
    notebook: 'a',
    question: 'what time at night do most of the robberies happen, like which hour? i work 10pm to 6am',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the grandmother (typed by her grandson), on notebook a.
  {
    notebook: 'a',
    question:
      'Gogo asks if there is anything in this notebook from Limpopo, she stays near Thohoyandou. Yes or no she says',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, inProvince('Limpopo')) > 0),
  },
  {
    notebook: 'a',
    question:
      'She wants to know how many vhana were victims in the rape cases. (vhana is children in Tshivenda)',
    covers: ['people', 'slang', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(rape))),
  },
  {
    notebook: 'a',
    question:
      'Gogo asks how many people died in the Eastern Cape from 2020 until now, her sister lives in Mthatha and she is worried',
    covers: ['people', 'calendar', 'conjunction'],
    expect: (rows) =>
      number(peopleTotal('victims_killed', rowsWhere(rows, inProvince('Eastern Cape'), sinceYear(2020)))),
  },
  {
    notebook: 'a',
    question:
      'Gogo says the ones being arrested are getting younger every year. What is the midle age of the suspects, the median she means',
    covers: ['misspelling'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'a',
    question:
      'Gogo asks why people are killing each other so much in the villages in the Eastern Cape, is it because of witchcraft or jealousy?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the fact-checker, on notebook a.
  {
    notebook: 'a',
    question:
      "Claim: 'More than half of all the murders in these releases happened in KwaZulu-Natal.' True or false?",
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => trueOrFalse(2 * count(rows, murder, inProvince('KwaZulu-Natal')) > count(rows, murder)),
  },
  {
    notebook: 'a',
    question:
      'A politician said police made an arrest in nine out of every ten of these incidents. Is that right? Give the actual percentage of incidents with an arrest.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'a',
    question:
      'Claim: the most recent cash-in-transit heist in these releases was in 2023. Verdict needed - what is the date of the latest one?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'A councillor said Cape Town is the deadliest municipality in these releases. Which municipality actually had the most people killed?',
    covers: ['ranking', 'people'],
    ...ranking(killedByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Claim: most of the suspects arrested in these releases were out on parole at the time. True or false?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the night-shift petrol attendant, on notebook b.
  {
    notebook: 'b',
    question: 'how many robberies where the tsotsis also got caught with illegal guns?',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, robbery, has('illegal firearm possession'))),
  },
  {
    notebook: 'b',
    question: 'how many robberies happened on a friday or saturday? those are my worst shifts',
    covers: ['calendar', 'restricted count'],
    expect: (rows) =>
      number(count(rows, robbery, (r) => weekday(r) === 'Friday' || weekday(r) === 'Saturday')),
  },
  {
    notebook: 'b',
    question: 'when was the last time the guys robbed a shop or business? date pls',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('business robbery')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'in all the robberies (armed, house, shops, CIT) how many people got killed in total?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(robbery))),
  },
  {
    notebook: 'b',
    question:
      'will there be more CIT robberies in North West next year? must i worry at the garage in Rustenburg',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the grandmother (typed by her grandson), on notebook b.
  {
    notebook: 'b',
    question: 'Gogo asks how many murdres there were in Limpopo, she says it is getting bad in the villages',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, murder, inProvince('Limpopo'))),
  },
  {
    notebook: 'b',
    question: 'She wants to know in which province the most vhana were victims',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_children')),
  },
  {
    notebook: 'b',
    question:
      'Gogo heard that a khosi was arrested for a young man killed near Thohoyandou. When did it happen? She wants the date',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(atPlace('Thohoyandou')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Gogo asks, of all the cases in Limpopo, how many percent had somebody arrested? she says the police there are sleeping',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(inProvince('Limpopo')), arrested),
  },
  {
    notebook: 'b',
    question:
      'Gogo asks are the mahosi in Vhembe doing enough to stop the killings? she wants an honest answer',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the fact-checker, on notebook b.
  {
    notebook: 'b',
    question:
      "Claim: 'North West recorded more murders than the Free State in these releases.' True or false?",
    covers: ['yes/no', 'conjunction'],
    expect: (rows) =>
      trueOrFalse(
        count(rows, murder, inProvince('North West')) > count(rows, murder, inProvince('Free State')),
      ),
  },
  {
    notebook: 'b',
    question:
      'A spokesperson said police arrest about three suspects per incident on average. Verify: what is the mean number of suspects arrested per incident, to one decimal?',
    covers: ['people'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'b',
    question:
      'Claim: most rape victims in these releases were children. Verdict needed: what percentage of the rape victims were under 18?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const both = rows.filter(
        (r) => rape(r) && r.num_victims !== null && stated('victims_children')(r) !== null,
      );
      return percentage(sum(both.map(stated('victims_children'))), sum(both.map((r) => r.num_victims)));
    },
  },
  {
    notebook: 'b',
    question:
      'Claim: there was not a single murder in the first half of 2024 (January to June). True or false?',
    covers: ['calendar', 'yes/no'],
    expect: (rows) => trueOrFalse(count(rows, murder, within('2024-01-01', '2024-06-30')) === 0),
  },
  {
    notebook: 'b',
    question:
      'A politician said the Northern Cape has the highest murder rate per 100,000 residents. Is that right according to these releases?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh243QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH243_QUESTIONS, rows);
