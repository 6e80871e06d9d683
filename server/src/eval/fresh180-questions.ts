/**
 * The hundred-and-eightieth fresh question set (blind): thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A Gender-Based Violence command-centre analyst: women and girls as victims, rape, the attacker's
 *    relationship to the victim (partner, family) and arrests; careful with definitions, and says in
 *    the question what she counts and what she leaves out.
 * 2. A Western Cape tourism board risk officer: tourist areas, weekends, seasons and months, which places
 *    are quietest; plain business English ("peak season", "visitors", "metro").
 * 3. A tired night-shift sub-editor: lower case, no punctuation, abbreviations and typos ("murdr",
 *    "arrestd", "stok", "ppl", "prov", "kzn", "nw", "fs", "nc", "cit heist", "gun charge", "y/n").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every month, season, weekday and weekend,
 *   and is never the latest or the earliest; `published_date` is never read. A weekend is a Saturday or
 *   Sunday of `event_date`; a weekday is a dated incident that is not on a weekend. "Peak season" is
 *   December, January or February of any year.
 * - "Women and girls" / "female victims" are the sum of the stated `victims_female`, of any age (the
 *   ground truth does not split girls from women); a null figure adds nothing. "An incident with a
 *   female victim" is a row whose `victims_female` is at least 1. "Ended with an arrest" is
 *   `arrest_made === true`; "no suspect arrested" is `arrest_made === false` (a null is neither).
 * - "Rape" is `rape` alone: `sexual assault` is not counted. A rape incident is counted once, however
 *   many people it harmed.
 * - The relationship is `relationship`: "known to the victim" is `partner`, `family` or `acquaintance`;
 *   "intimate partner or family member" is `partner` or `family` (an acquaintance is not); a null
 *   relationship is none of these.
 * - People are sums of the stated figures: `victims_killed` (killed, "ppl killed"), `victims_female`,
 *   `num_suspects_arrested` ("suspects arrestd"); a null adds nothing.
 * - "Murder" is `murder` (attempted murder is not); "CIT heist" is `cash-in-transit robbery`; "stock
 *   theft" is `stock theft`; a "gun charge" is `illegal firearm possession`; "kidnappings" are
 *   `kidnapping`.
 * - Provinces are `province` ("kzn" KwaZulu-Natal, "ec" Eastern Cape, "wc" Western Cape, "nw" North
 *   West, "fs" Free State, "nc" Northern Cape), answered as written (KwaZulu-Natal also as "KZN"). "The
 *   City of Cape Town metro" is the `City of Cape Town` municipality.
 * - "In a game reserve or national park" is a row whose `location` holds "game reserve" or "national
 *   park" (any case).
 * - A share is the part over the whole, to the nearest whole percent: the City of Cape Town's share is
 *   over the Western Cape's rows; the "gun charge" share over all the notebook's rows; the arrest share
 *   over the rows with a female victim.
 * - "How many more on weekdays than on weekends" is the difference of the two counts; the first must be
 *   larger.
 * - Rankings carry their tally. "Most" is the single key with the highest count (or sum). "Quietest" /
 *   "fewest" is the single province, among every province the notebook holds, with the lowest count or
 *   sum (a province with none at all is the quietest); its tally holds minus the count, so that the top
 *   key is the quietest. A tie at the top is an error in the question.
 * - A list names every item the answer must hold, in any order: provinces as written.
 * - Refusals: the ground truth holds no protection orders, no bail amounts and no
 *   victims' nationality or whether they were tourists.
 */
import type { Expectation } from './answer-matching';
import {
  type BlindQuestion,
  femaleVictims,
  inMonths,
  inMunicipality,
  kznProvinceNames,
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
  notArrested,
  number,
  percentOf,
  refusal,
  weekend,
} from './ground-truth-questions';

const rape = has('rape');
const murder = has('murder');
const cit = has('cash-in-transit robbery');
const stockTheft = has('stock theft');
const gunCharge = has('illegal firearm possession');
const fsOrNc = (r: DevRow) => inProvince('Free State')(r) || inProvince('Northern Cape')(r);

/** The attacker was known to the victim: a partner, family or an acquaintance. */
const knownAttacker = (r: DevRow) =>
  r.relationship === 'partner' || r.relationship === 'family' || r.relationship === 'acquaintance';
/** The attacker was an intimate partner or a family member; an acquaintance is not one. */
const partnerOrFamily = (r: DevRow) => r.relationship === 'partner' || r.relationship === 'family';
/** At least one victim stated to be female. */
const withFemaleVictim = (r: DevRow) => (r.victims_female ?? 0) >= 1;
/** A dated incident on a weekday (Monday to Friday); an undated one is neither weekday nor weekend. */
const weekdayIncident = (r: DevRow) => r.event_date !== null && !weekend(r);
/** December, January or February of any year. */
const peakSeason = (r: DevRow) => inMonths(12, 12)(r) || inMonths(1, 2)(r);
/** An incident the release places in a game reserve or a national park. */
const inReserveOrPark = (r: DevRow) => /game reserve|national park/i.test(r.location);

/** Every item the answer must hold, in any order. */
const list = (values: readonly string[]): Expectation => {
  if (values.length === 0) throw new Error('an empty list');
  return { kind: 'list', value: [...values].sort() };
};
const distinctProvinces = (rows: readonly DevRow[]) => [...new Set(rows.map((r) => r.province))];

/**
 * The quietest key: every province the notebook holds, scored by minus its measure, so that the single
 * top key of the tally is the one with the least (a province with none at all scores 0 and is quietest).
 */
const quietestProvince =
  (measure: (r: DevRow) => number) =>
  (rows: readonly DevRow[]): Map<string, number> =>
    tallyOf(
      rows,
      (r) => r.province,
      (r) => -measure(r),
    );

const murderQuietTally = quietestProvince((r) => (murder(r) ? 1 : 0));
const killedQuietTally = quietestProvince((r) => r.victims_killed ?? 0);
const rapeProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(rape), (r) => r.province);
const kidnappingProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('kidnapping')), (r) => r.province);

export const FRESH180_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the GBV command-centre analyst, on notebook a.
  {
    notebook: 'a',
    question:
      'Counting every victim recorded as female (women and girls together, any age), how many female victims are there in total across all the incidents?',
    covers: ['people'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'a',
    question:
      'Of the incidents where rape is one of the charges (rape only, not sexual assault or other sexual offences), in how many is the perpetrator recorded as someone the victim knew - a partner, a family member or an acquaintance?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, rape, knownAttacker)),
  },
  {
    notebook: 'a',
    question:
      "Where the attacker is recorded as the victim's intimate partner or a family member (acquaintances excluded), how many victims were killed in total?",
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(partnerOrFamily))),
  },
  {
    notebook: 'a',
    question:
      'Of the incidents with at least one female victim, what percentage resulted in an arrest? A whole-number percentage please.',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(withFemaleVictim), arrested),
  },
  {
    notebook: 'a',
    question:
      'Please list the provinces in which at least one rape incident was recorded (rape as a charge, not sexual assault).',
    covers: ['restricted count'],
    expect: (rows) => list(distinctProvinces(rows.filter(rape))),
  },

  // Voice 2, the tourism board risk officer, on notebook a.
  {
    notebook: 'a',
    question:
      'For our weekend-visitor advisory: how many of the Western Cape incidents took place on a Saturday or a Sunday?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Western Cape'), weekend)),
  },
  {
    notebook: 'a',
    question:
      'Peak season check - how many Western Cape incidents happened in December, January or February (any year)?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => number(count(rows, inProvince('Western Cape'), peakSeason)),
  },
  {
    notebook: 'a',
    question:
      'Which province comes out quietest for murder, i.e. has the fewest murder incidents on record in these releases?',
    covers: ['ranking', 'restricted count'],
    ...ranking(murderQuietTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'What share of the Western Cape incidents happened inside the City of Cape Town metro, as a percentage?',
    covers: ['share'],
    expect: (rows) => {
      const wc = rows.filter(inProvince('Western Cape'));
      return percentage(wc.filter(inMunicipality('City of Cape Town')).length, wc.length);
    },
  },
  {
    notebook: 'a',
    question:
      'What is the date of the most recent incident in the Western Cape? I need the day it happened, not when the release came out.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Western Cape')), 'latest'),
  },

  // Voice 3, the night-shift sub-editor, on notebook a.
  {
    notebook: 'a',
    question: 'murdr cases kzn how many',
    covers: ['restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, murder, inProvince('KwaZulu-Natal'))),
  },
  {
    notebook: 'a',
    question: 'wen was the last cit heist',
    covers: ['date', 'slang', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },
  {
    notebook: 'a',
    question: 'total ppl killed in ec',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question: 'any rape cases in kzn y/n',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, rape, inProvince('KwaZulu-Natal')) > 0),
  },
  {
    notebook: 'a',
    question: 'which prov had the most kidnappings',
    covers: ['ranking', 'slang'],
    ...ranking(kidnappingProvinceTally, kznProvinceNames),
  },

  // Voice 1, the GBV command-centre analyst, on notebook b.
  {
    notebook: 'b',
    question:
      'In the incidents with a rape charge (rape only), how many of the victims are recorded as female - women and girls combined?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(femaleVictims(rows.filter(rape))),
  },
  {
    notebook: 'b',
    question:
      'What is the most recent date on which a rape took place? The date of the offence itself, please, not the date of the statement.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(rape), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Is there any rape case in which no suspect had been arrested by the time the release was issued? Yes or no.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, rape, notArrested) > 0),
  },
  {
    notebook: 'b',
    question:
      'Which province has the highest number of rape incidents? Count each incident once, however many survivors it had.',
    covers: ['ranking'],
    ...ranking(rapeProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'b',
    question:
      'In how many of the rape cases did the survivor already have a protection order against the accused at the time of the offence?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the tourism board risk officer, on notebook b.
  {
    notebook: 'b',
    question:
      'Comparing provinces for visitors: which province had the fewest people killed, i.e. the quietest on fatalities?',
    covers: ['ranking', 'people'],
    ...ranking(killedQuietTally, kznProvinceNames),
  },
  {
    notebook: 'b',
    question:
      'List the provinces where an incident took place inside a game reserve or a national park - the safari areas our visitors go on to.',
    covers: ['restricted count'],
    expect: (rows) => list(distinctProvinces(rows.filter(inReserveOrPark))),
  },
  {
    notebook: 'b',
    question:
      'Kruger and Panorama Route travellers mostly drive up on weekends. How many Mpumalanga incidents happened on a Saturday or Sunday?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => number(count(rows, inProvince('Mpumalanga'), weekend)),
  },
  {
    notebook: 'b',
    question:
      'In the Free State, how many more incidents happened on weekdays (Mon-Fri) than on weekends? Only count the ones with a known date.',
    covers: ['calendar', 'conjunction'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => inProvince('Free State')(r) && weekdayIncident(r),
        (r) => inProvince('Free State')(r) && weekend(r),
      ),
  },
  {
    notebook: 'b',
    question: 'How many of the victims in these incidents were foreign tourists or international visitors?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the night-shift sub-editor, on notebook b.
  {
    notebook: 'b',
    question: 'hw many suspects arrestd in nw total',
    covers: ['people', 'misspelling', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question: 'earliest murdr date limpopo',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Limpopo')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'wat % of incidents had a gun charge',
    covers: ['share', 'slang', 'misspelling'],
    expect: (rows) => percentOf(rows, gunCharge),
  },
  {
    notebook: 'b',
    question: 'bail amt set in the mecklenburg cit heist case',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'stok theft cases fs n nc combined',
    covers: ['conjunction', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, stockTheft, fsOrNc)),
  },
];

export const fresh180QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH180_QUESTIONS, rows);
