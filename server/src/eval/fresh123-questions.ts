/**
 * The hundred-and-twenty-third fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A Zimbabwean nurse on night shift in casualty, texting between patients: tired, brief, lower case,
 *    "ppl", "pls", "eish", with autocorrect slips she sometimes fixes with a "*" ("grape cases *rape",
 *    "northern cafe *cape", "victories *victims", "woman" for "women", "happend") and ward slang ("cop",
 *    "kids", "payday friday").
 * 2. A policy analyst at a think tank: long compound questions, "respectively", "net of", periods
 *    written as ranges, asks for shares and differences.
 * 3. A rural Eastern Cape headman (inkosi yelali) speaking through a grandchild who types for him,
 *    mixing isiXhosa ("Molo", "utatomkhulu uthi" - grandfather says, "abantu ababulewe" - people killed,
 *    "abantwana" - children, "iphondo" - province, "ilali" - village, "iinkomo" - cattle, "uMasipala" -
 *    municipality, "eMpuma Koloni" - Eastern Cape, "kuDisemba" - in December, "Enkosi" - thank you).
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, period, month, weekday and
 *   weekend, and is never the earliest or latest; `published_date` is never read. A weekend is a
 *   Saturday or Sunday of `event_date`; "a Friday" is a Friday of `event_date`; "in December" is the
 *   twelfth month of `event_date` in any year; "2019 to 2021" holds every day of those years.
 * - People are sums of the stated figures: `victims_killed` (killed, "ababulewe"), `victims_injured`
 *   (injured, hurt, "benzakala"), `victims_children` (kids, "abantwana"), `victims_police` (a cop or police
 *   officer as victim, on or off duty), `victims_female` (women victims), `suspects_female` (women
 *   suspects), `num_suspects_arrested` (suspects arrested). A null (unstated) figure adds nothing; "a cop
 *   was a victim" is a stated `victims_police` above zero; "any women suspects" is a stated
 *   `suspects_female` summing above zero.
 * - "Murders" are `murder` alone (attempted murder and culpable homicide are not); "rape" is `rape`
 *   alone (sexual assault is not); "stock theft" / "iinkomo zibiwe" is `stock theft`; "attempted-murder
 *   incidents" are the rows whose crimes hold `attempted murder`; "illegal-mining operations" are the
 *   rows holding `illegal mining`.
 * - "Nobody arrested" is `arrest_made === false`; an unstated `arrest_made` is neither arrested nor not.
 *   "Incidents net of those in which nobody had been arrested" is the count of rows less those with
 *   `arrest_made === false`.
 * - "Net of" a set of cases subtracts that set's figure: the suspects arrested in Gauteng net of its
 *   cash-in-transit and truck-hijacking cases is the sum of `num_suspects_arrested` over the Gauteng rows
 *   that hold neither crime; a province's arrests net of illegal mining leave those rows out.
 * - "X and Y respectively" expects both figures, as a list in that order.
 * - A village incident ("kwiilali", in the villages) is a row whose `location` holds the word "village"
 *   in any case.
 * - Shares are to the nearest whole percent: of the murder incidents with nobody arrested, over the
 *   notebook's murder rows; of the murders in the Free State and Northern Cape together, over the
 *   notebook's murder rows; of the Eastern Cape incidents that were murders, over the Eastern Cape rows.
 * - "How many more in period P than in Q" is the difference of the two counts; P must have more.
 * - Rankings by place (province with most injured, municipality with most killed, municipality with
 *   most murders, province with most arrests net of illegal mining) each carry their tally; rows
 *   without a municipality are left out of a municipality ranking; a municipality may be answered
 *   without "City of", KwaZulu-Natal as "KZN". A tie at the top is an error in the question.
 * - Refusals: the ground truth holds no time of day, no motive (such as witchcraft accusations) and no
 *   date of arrest (so no time from incident to arrest).
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  kznProvinceNames,
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
  casesOf,
  count,
  dateAt,
  excessOf,
  has,
  inProvince,
  inYear,
  month,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const rape = has('rape');
const stockTheft = has('stock theft');
const illegalMining = has('illegal mining');
/** An incident the release places in a village. */
const inAVillage = atPlace('village');
/** A stated police victim, on or off duty. */
const copVictim = (r: DevRow) => (r.victims_police ?? 0) > 0;

/** A list expectation of figures, in the order the question asks for them. */
const figures = (...values: number[]) => ({ kind: 'list' as const, value: values });

/** The incidents of a province, net of those in which nobody had been arrested. */
const netOfUnarrested = (rows: readonly DevRow[], province: string) =>
  count(rows, inProvince(province)) - count(rows, inProvince(province), notArrested);

const injuredByProvince = peopleByProvince('victims_injured');
const killedByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );
const murdersByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(murder), (r) => r.municipality);
const arrestsByProvinceNetOfMining = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter((r) => !illegalMining(r)),
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH123_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the night-shift nurse, on notebook a.
  {
    notebook: 'a',
    question: 'how many ppl injured altogether in all these? just the total pls, on shift',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_injured', rows)),
  },
  {
    notebook: 'a',
    question: 'how many grape cases *rape cases in the whole lot',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, rape)),
  },
  {
    notebook: 'a',
    question:
      'weekends we get the most stab n gunshot ones in casualty.. how many murders happend on sat or sun?',
    covers: ['calendar', 'restricted count', 'slang', 'misspelling'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },
  {
    notebook: 'a',
    question: 'eish. how many of the shootings were at night like between 10pm and 6am, my shift hrs',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'any murder in gauteng in 2024? y or n. my cousin just moved to joburg',
    covers: ['yes/no', 'conjunction', 'calendar'],
    expect: (rows) => yesNo(count(rows, murder, inProvince('Gauteng'), inYear(2024)) > 0),
  },

  // Voice 2, the policy analyst, on notebook a.
  {
    notebook: 'a',
    question:
      'Across the incidents in which an attempted murder was charged, what were the total numbers of people killed and of people injured, respectively, counting only the figures the releases actually state?',
    covers: ['people', 'restricted count'],
    expect: (rows) => {
      const chosen = rows.filter(has('attempted murder'));
      return figures(peopleTotal('victims_killed', chosen), peopleTotal('victims_injured', chosen));
    },
  },
  {
    notebook: 'a',
    question:
      'How many suspects were arrested in Gauteng in total, net of those arrested in the cash-in-transit and truck-hijacking cases, which I would like to treat separately as organised crime?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      number(
        suspectsArrested(
          rowsWhere(
            rows,
            inProvince('Gauteng'),
            (r) => !anyCrime('cash-in-transit robbery', 'truck hijacking')(r),
          ),
        ),
      ),
  },
  {
    notebook: 'a',
    question:
      'Of the incidents involving a murder, what share - as a percentage, rounded to the nearest whole number - had seen no arrest at all by the time the release was issued?',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(murder), notArrested),
  },
  {
    notebook: 'a',
    question:
      'Taking the municipality as the unit of analysis, and setting aside incidents whose municipality cannot be identified, which municipality accounts for the largest number of people killed?',
    covers: ['ranking', 'people'],
    ...ranking(killedByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Comparing the three-year periods 2019 to 2021 and 2022 to 2024, how many more incidents were recorded in the later period than in the earlier one, net of any incidents that cannot be dated?',
    covers: ['calendar'],
    expect: (rows) => excessOf(rows, within('2022-01-01', '2024-12-31'), within('2019-01-01', '2021-12-31')),
  },

  // Voice 3, the Eastern Cape headman through his grandchild, on notebook a.
  {
    notebook: 'a',
    question:
      'Molo. Ndibhalela utatomkhulu, yinkosi yelali apha. He asks: kwezi ngxelo zamapolisa, yeyiphi iphondo (which province) where the most abantu benzakala, the most people injured?',
    covers: ['ranking', 'people'],
    ...ranking(injuredByProvince, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Utatomkhulu uthi: how many abantwana, children under 18, were victims in the incidents here eMpuma Koloni, in the Eastern Cape only?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Tata wants to know the date of the first murder in the Eastern Cape in these reports, ukubulala kokuqala. The day it happened, not when police wrote it.',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Eastern Cape')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'He says out of all the incidents in the Eastern Cape, what percent were murders? Uyabona, he is worried abantu bayabulawa kakhulu (people are being killed a lot) at home.',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(inProvince('Eastern Cape')), murder),
  },
  {
    notebook: 'a',
    question:
      'Utatomkhulu ubuza: how many of these killings were because of witchcraft, abantu betyholwa ngobugqwirha (people accused of being witches)? Enkosi.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the night-shift nurse, on notebook b.
  {
    notebook: 'b',
    question: 'how many women victories *victims in total?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_female', rows)),
  },
  {
    notebook: 'b',
    question: 'last time a cop was a victim in limpopo, what date?',
    covers: ['date', 'slang', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, inProvince('Limpopo'), copVictim), 'latest'),
  },
  {
    notebook: 'b',
    question: 'payday friday is always mad at work. how many incidents happend on a friday?',
    covers: ['calendar', 'slang', 'misspelling'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Friday')),
  },
  {
    notebook: 'b',
    question: 'kids who were victims in northern cafe *cape, how many',
    covers: ['people', 'misspelling', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question: 'were any of the suspects woman? yes/no',
    covers: ['yes/no', 'people', 'misspelling'],
    expect: (rows) => yesNo(peopleTotal('suspects_female', rows) > 0),
  },

  // Voice 2, the policy analyst, on notebook b.
  {
    notebook: 'b',
    question:
      'Within the rape cases, how many of the victims were children and how many were female, respectively, on the basis of what the releases state about each victim?',
    covers: ['people', 'restricted count'],
    expect: (rows) => {
      const chosen = rows.filter(rape);
      return figures(peopleTotal('victims_children', chosen), peopleTotal('victims_female', chosen));
    },
  },
  {
    notebook: 'b',
    question:
      'How many incidents were recorded in Limpopo and in Mpumalanga, respectively, net of those in which nobody had been arrested at the time of the release?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => figures(netOfUnarrested(rows, 'Limpopo'), netOfUnarrested(rows, 'Mpumalanga')),
  },
  {
    notebook: 'b',
    question:
      'What proportion of all murder incidents, expressed as a percentage, took place in the Free State and the Northern Cape combined, as opposed to the other three provinces?',
    covers: ['share', 'conjunction'],
    expect: (rows) =>
      percentage(
        count(rows, murder, (r) => inProvince('Free State')(r) || inProvince('Northern Cape')(r)),
        count(rows, murder),
      ),
  },
  {
    notebook: 'b',
    question:
      'Which province accounts for the largest number of suspects arrested, net of the illegal-mining operations, whose mass arrests would otherwise distort a provincial comparison of policing output?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvinceNetOfMining),
  },
  {
    notebook: 'b',
    question:
      'What was the median interval, in days, between the date of the incident and the date of the first arrest, across the cases in which an arrest was made, and how does that compare between the rural and urban municipalities respectively?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the Eastern Cape headman through his grandchild, on notebook b.
  {
    notebook: 'b',
    question:
      'Molo. Utatomkhulu ubuza: when was the earliest case of stock theft, xa iinkomo zibiwe (when cattle are stolen), in these reports? The date please.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(stockTheft), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'He wants to know nguwuphi uMasipala (which municipality) has the most murder cases here. Not the province, the municipality.',
    covers: ['ranking'],
    ...ranking(murdersByMunicipality, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Tata says the police forget kwiilali, the villages. How many of these incidents happened in a village?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, inAVillage)),
  },
  {
    notebook: 'b',
    question:
      'Abantu ababulewe eNorth West, how many people were killed in North West altogether? Utatomkhulu has family in Mahikeng.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question:
      'kuDisemba, in December, when people come home for the holidays, how many incidents were there? All the years together, utatomkhulu says.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => month(r) === 12)),
  },
];

export const fresh123QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH123_QUESTIONS, rows);
