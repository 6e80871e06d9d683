/**
 * The two-hundred-and-fifty-sixth fresh question set (blind): thirty questions, fifteen about
 * notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or
 * the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A livestock auctioneer who talks fast in lots and bids: "lot number", "going once", "what's the
 *    tally", "top lot", "reserve", "knock it down"; short breathless sentences and run-ons.
 * 2. A domestic worker from Giyani writing on WhatsApp, lowercase, mixing English and Xitsonga
 *    ("vanhu" people, "maphorisa" police, "vana" children, "ku dlaya" killing, "nkateko" a greeting),
 *    with abbreviations and slips ("hw many", "pls", "ppl", "n", "happend", "kidnaping", "tru").
 * 3. A municipal by-law enforcement officer: bureaucratic, "in terms of", "the said incidents", "per the
 *    records", "hereinafter", "contravention".
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every quarter, month, weekday and
 *   weekend, and is never the earliest; `published_date` is never read. The weekend ("weekend sale") is a
 *   Saturday or Sunday of `event_date`; a weekday is Monday to Friday of `event_date` (an undated
 *   incident is neither). The second quarter ("Q2") is April to June of any year.
 * - People are sums of the stated figures: `victims_killed` (people killed, "ku dlaya"),
 *   `victims_children` ("vana", children under eighteen), `victims_police` ("maphorisa"
 *   themselves as victims, hurt or killed), `num_suspects_arrested` (suspects arrested, persons
 *   arrested). A null (unstated) figure adds nothing. The median number of suspects arrested is taken
 *   over every incident with a stated figure (zero included); the median suspect age over every stated
 *   age, one per suspect.
 * - Crimes: "murders" / "murder cases" are `murder` alone (attempted murder and culpable homicide are
 *   not). "Kidnapping" is `kidnapping`, "rape" is `rape`, "stock theft" is `stock theft`, "carjacking"
 *   is `carjacking` alone (not `truck hijacking`), "business robbery" is `business robbery` alone,
 *   "illegal mining" is `illegal mining`, and "the contravention of illegal firearm possession" is
 *   `illegal firearm possession`. The crime category "excluding murder" most recorded is ranked by
 *   rows per category over every category but `murder` (an incident counts once under each of its
 *   categories).
 * - Places: a province is `province` (KwaZulu-Natal may be answered as "KZN"); "Gauteng n Eastern Cape
 *   together" and "Limpopo n Mpumalanga together" are the rows of either province. The City of Cape Town
 *   municipality is `municipality` equal to it; the municipality ranking leaves out rows without one and
 *   may be answered with or without "City of".
 * - Shares are to the nearest whole percent, but the share of City of Cape Town incidents with the
 *   firearm contravention, over that municipality's rows, is to one decimal place; the share of
 *   murder lots with somebody arrested is over the murder rows, `arrest_made === true` (an unstated
 *   arrest is not one); Mpumalanga's share of persons arrested is its `num_suspects_arrested` sum
 *   over the notebook's sum.
 * - Yes/no comparisons compare row counts; "more" is strictly more.
 * - Rankings (province by people killed, province by children among the victims, crime category
 *   excluding murder, municipality by incidents) each carry their tally; a tie at the top is an
 *   error in the question.
 * - Refusals: the releases' ground truth holds no live weight of stolen animals, no insurance or
 *   funeral-policy payouts, no cost of funerals, no admission-of-guilt fines, and no by-law compliance
 *   notices.
 */
import {
  any,
  type BlindQuestion,
  inMonths,
  inMunicipality,
  kznProvinceNames,
  medianOf,
  not,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
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
  crimeNames,
  dateAt,
  has,
  inProvince,
  municipalityNames,
  number,
  percentOf,
  refusal,
  weekday,
  weekend,
} from './ground-truth-questions';

const murder = has('murder');
/** Monday to Friday of the event date; an undated incident is no weekday. */
const onAWeekday = (r: DevRow) => weekday(r) !== undefined && !weekend(r);

/** Rows per crime category, every category but murder. */
const crimeTallyWithoutMurder = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.flatMap((r) => r.crimes.filter((crime) => crime !== 'murder')),
    (crime) => crime,
  );
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH256_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the livestock auctioneer, on notebook a.
  {
    notebook: 'a',
    question:
      "Lot number one, murders in KZN, what's the tally, how many incidents, going once going twice, just the murder cases there!",
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, murder, inProvince('KwaZulu-Natal'))),
  },
  {
    notebook: 'a',
    question:
      'Top lot by province, add up the people killed across every incident, which province comes out highest, knock it down!',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      "Kidnapping lots, all of them together, how many suspects arrested, what's the tally, quick quick I've got cattle waiting.",
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('kidnapping')))),
  },
  {
    notebook: 'a',
    question:
      'Weekend sale only, Saturday and Sunday, how many incidents in the Western Cape, going once, by the day it happened not the day it was reported.',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, weekend, inProvince('Western Cape'))),
  },
  {
    notebook: 'a',
    question:
      'Stock theft lots, what was the live weight in kilos on the animals taken, give me the total kg, I need it to set my reserve.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the domestic worker from Giyani, on notebook a.
  {
    notebook: 'a',
    question: 'nkateko! pls hw many vana were victims in all these cases, add them up for me',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question: 'hw many vanhu were ku dlaya in gauteng n eastern cape together pls',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) =>
      number(
        peopleTotal('victims_killed', rows.filter(any(inProvince('Gauteng'), inProvince('Eastern Cape')))),
      ),
  },
  {
    notebook: 'a',
    question:
      'when was the very 1st murder case in eastern cape? the date it happend pls not the date maphorisa wrote it',
    covers: ['date', 'misspelling', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Eastern Cape')), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'is it tru there were more kidnaping cases than rape cases? yes or no pls',
    covers: ['yes/no', 'misspelling'],
    expect: (rows) => trueOrFalse(count(rows, has('kidnapping')) > count(rows, has('rape'))),
  },
  {
    notebook: 'a',
    question: 'hw many of the families got money from insurance or funeral policy after ku dlaya? pls ppl',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the by-law enforcement officer, on notebook a.
  {
    notebook: 'a',
    question:
      'In terms of the records, what percentage of the said incidents within the City of Cape Town municipality involved the contravention of illegal firearm possession, to one decimal place?',
    covers: ['share', 'conjunction'],
    expect: (rows) => {
      const capeTown = rows.filter(inMunicipality('City of Cape Town'));
      return percentage(count(capeTown, has('illegal firearm possession')), capeTown.length, 1);
    },
  },
  {
    notebook: 'a',
    question:
      'Per the records, what is the median number of suspects arrested per incident, taking all the said incidents into account?',
    covers: ['people'],
    expect: (rows) =>
      number(
        medianOf(rows.flatMap((r) => (r.num_suspects_arrested === null ? [] : [r.num_suspects_arrested]))),
      ),
  },
  {
    notebook: 'a',
    question:
      'For the second quarter, April to June of any year, hereinafter "Q2", how many of the said incidents were recorded, excluding those involving murder?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMonths(4, 6), not(murder))),
  },
  {
    notebook: 'a',
    question:
      'Excluding murder, which crime category was recorded in the greatest number of the said incidents per the records?',
    covers: ['ranking'],
    ...ranking(crimeTallyWithoutMurder, crimeNames),
  },
  {
    notebook: 'a',
    question:
      'In terms of the applicable by-laws, how many admission-of-guilt fines were issued in respect of the said contraventions, and what was the total rand value thereof?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the livestock auctioneer, on notebook b.
  {
    notebook: 'b',
    question:
      "Stock theft lots, what's the tally on suspects arrested, all the lots together, come on come on, who's counting!",
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('stock theft')))),
  },
  {
    notebook: 'b',
    question:
      'Top lot by municipality, which municipality put the most incidents on the block, knock it down!',
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'Going once going twice, any carjacking in Mpumalanga at all, yes or no, quick!',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('carjacking'), inProvince('Mpumalanga')) > 0),
  },
  {
    notebook: 'b',
    question:
      'Business robbery, first lot on the books, what is the earliest date one of them happened, the day of the job itself?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('business robbery')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'Murder lots, what percent of them had somebody arrested, knock it down to a whole number, no decimals!',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(murder), arrested),
  },

  // Voice 2, the domestic worker from Giyani, on notebook b.
  {
    notebook: 'b',
    question: 'nkateko, hw many vanhu were ku dlaya in limpopo pls? i stay in giyani',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Limpopo')))),
  },
  {
    notebook: 'b',
    question: 'hw many rape cases were there in limpopo n mpumalanga together pls',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, has('rape'), any(inProvince('Limpopo'), inProvince('Mpumalanga')))),
  },
  {
    notebook: 'b',
    question: 'which province had the most vana as victims? add up the vana in each province pls',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_children')),
  },
  {
    notebook: 'b',
    question: 'hw much did the families pay for the funerals of the vanhu who were ku dlaya? pls',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'n the maphorisa themselves, hw many maphorisa were victims in these cases?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },

  // Voice 3, the by-law enforcement officer, on notebook b.
  {
    notebook: 'b',
    question:
      'In terms of the records, how many of the said incidents in the North West occurred on a weekday, hereinafter meaning Monday through Friday?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('North West'), onAWeekday)),
  },
  {
    notebook: 'b',
    question: 'Per the records, what is the median age of the suspects whose ages are stated?',
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'b',
    question:
      'Is the number of the said incidents involving illegal mining in the Northern Cape greater than the number in the Free State? Yes or no.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) =>
      yesNo(
        count(rows, has('illegal mining'), inProvince('Northern Cape')) >
          count(rows, has('illegal mining'), inProvince('Free State')),
      ),
  },
  {
    notebook: 'b',
    question:
      'Per the records, what percentage of all persons arrested in the said incidents were arrested in Mpumalanga, to the nearest whole percent?',
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(suspectsArrested(rows.filter(inProvince('Mpumalanga'))), suspectsArrested(rows)),
  },
  {
    notebook: 'b',
    question:
      'How many compliance notices were served in terms of the municipal by-laws on the premises where the said incidents occurred?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh256QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH256_QUESTIONS, rows);
