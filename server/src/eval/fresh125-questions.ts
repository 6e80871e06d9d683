/**
 * The hundred-and-twenty-fifth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is worked out from the ground-truth rows of the question's own
 * notebook, never typed in.
 *
 * The voices (each puts five questions to each notebook):
 * 1. An insurance claims handler who thinks in claims jargon: an incident is a "loss event", its crimes
 *    are "perils", victims are "claimants", a province is a "region", "YTD" and "FY" for periods, and a
 *    question about payouts that the releases cannot answer.
 * 2. An Afrikaans-speaking farmer from the Northern Cape who mixes Afrikaans and English ("hoeveel",
 *    "moorde", "verkragting", "plaasaanval", "gearresteer", "provinsie", "vroue", "kinders") and
 *    misspells an English word now and then ("suspeks").
 * 3. A data engineer who types questions as pseudo filter/pipe syntax (`crime=murder AND ... | count`,
 *    `group by ... | top 1`, `select min(event_date) where ...`, `exists(...)`).
 *
 * How the ground truth is read (one row is one incident; a crime or peril question counts the rows
 * whose `crimes` hold the category):
 * - Dates are `event_date` alone; `published_date` is never read. A row without `event_date` falls in
 *   no year, month or window and is never the earliest or latest. "YTD 2025" is every incident dated in
 *   2025 (the notebooks hold nothing dated after their last release, so the year so far is the year);
 *   "FY2023 (Jan-Dec)" is the calendar year 2023. `month(event_date) IN (6,7,8)` is June to August of
 *   any year.
 * - People are sums of the stated figures, a null (unstated) figure adding nothing: `victims_killed`
 *   (killed, fatalities, claimants killed), `victims_injured` (injured claimants), `victims_children`
 *   ("kinders" who were victims), `victims_police` (police officers as victims), `victims_female`
 *   ("vroue" who were victims), `suspects_female` ("vroue verdagtes", women suspects) and
 *   `suspects_male` (men suspects), `num_suspects_arrested` (suspects "gearresteer", arrests).
 * - A "region" is a province. A municipality is `municipality` (rows without one are left out), answered
 *   as written or without "City of"; KwaZulu-Natal may be answered as "KZN".
 * - "Moorde" / "murder" is `murder` alone (not attempted murder or culpable homicide). "Verkragting" is
 *   `rape`. "Stock theft" / "veediefstal" is `stock theft`. A "robbery" peril is any of `armed robbery`,
 *   `robbery`, `house robbery`, `business robbery` and `cash-in-transit robbery` (carjacking and truck
 *   hijacking are not robberies here); "CIT" is `cash-in-transit robbery`.
 * - A "plaasaanval" (farm attack) is a row whose `location` holds the word "farm" (any case) and whose
 *   crimes hold a crime against a person: murder, attempted murder, a robbery of any type, assault
 *   (gbh or common), rape, sexual assault or kidnapping. A theft or stock theft on a farm is no attack.
 * - A share of loss events is over all the notebook's rows; the share of rape cases with an arrest is
 *   over the rape rows, an arrest being `arrest_made === true`; both to the nearest whole percent.
 * - "How many more in P than in Q" (or `sum(...) where P - sum(...) where Q`) is the difference of the
 *   two counts or sums; P must have more.
 * - Rankings (the region with most injured claimants, the region with most claimants killed, the
 *   municipality with most incidents, the municipality with most suspects arrested) each carry their
 *   tally; a tie at the top is an error in the question.
 * - Refusals: the ground truth holds no money (no claim values, payouts or amounts stolen) and no
 *   victims' ages (only whether a victim was a child).
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
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
  month,
  municipalityNames,
  number,
  percentOf,
  refusal,
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
const cit = has('cash-in-transit robbery');
const murder = has('murder');
const rape = has('rape');
const stockTheft = has('stock theft');

/** A crime against a person, the kind that makes an incident on a farm a farm attack. */
const againstAPerson = (r: DevRow) =>
  robbery(r) ||
  anyCrime(
    'murder',
    'attempted murder',
    'assault gbh',
    'common assault',
    'rape',
    'sexual assault',
    'kidnapping',
  )(r);
/** A "plaasaanval": an incident the release places on a farm, with a crime against a person. */
const farmAttack = (r: DevRow) => atPlace('farm')(r) && againstAPerson(r);

const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const municipalityArrestTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH125_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the insurance claims handler, on notebook a.
  {
    notebook: 'a',
    question: 'Pull the loss events with a murder peril in KZN for me - how many are on the book?',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, murder, inProvince('KwaZulu-Natal'))),
  },
  {
    notebook: 'a',
    question:
      'Per region, which province is carrying the most injured claimants? Need it for the reserving memo.',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_injured'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'YTD 2025, how many loss events have we got so far? Date of loss, not date reported.',
    covers: ['calendar', 'slang'],
    expect: (rows) => number(count(rows, inYear(2025))),
  },
  {
    notebook: 'a',
    question: 'What % of all loss events had kidnapping listed as one of the perils? Whole number pls',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows, has('kidnapping')),
  },
  {
    notebook: 'a',
    question:
      "What's the total rand quantum on the CIT and truck hijacking losses - i.e. how much was actually taken?",
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the Afrikaans farmer, on notebook a.
  {
    notebook: 'a',
    question:
      'Hoeveel moorde was daar in die Oos-Kaap provinsie? Net die murders asseblief, nie die attempted nie.',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, murder, inProvince('Eastern Cape'))),
  },
  {
    notebook: 'a',
    question: 'En hoeveel vroue was slagoffers altogether, al die provinsies saam?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_female', rows)),
  },
  {
    notebook: 'a',
    question: 'Was daar enige plaasaanval in die Wes-Kaap in hierdie releases? Ja of nee is genoeg.',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, farmAttack, inProvince('Western Cape')) > 0),
  },
  {
    notebook: 'a',
    question:
      'Wanneer was die heel eerste verkragting case? Ek bedoel die datum wat dit gebeur het, nie wanneer polisie dit gesê het nie.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(rape), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'Hoeveel suspeks is gearresteer vir stock theft, veediefstal, in al die cases saam?',
    covers: ['people', 'misspelling', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(stockTheft))),
  },

  // Voice 3, the data engineer, on notebook a.
  {
    notebook: 'a',
    question: "crime IN ('carjacking', 'truck hijacking') | count",
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, anyCrime('carjacking', 'truck hijacking'))),
  },
  {
    notebook: 'a',
    question: 'group by municipality | count(*) | sort desc | top 1',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'event_date >= 2020-01-01 AND event_date < 2023-01-01 | sum(victims_killed)',
    covers: ['calendar', 'people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(within('2020-01-01', '2022-12-31')))),
  },
  {
    notebook: 'a',
    question: "select min(event_date) where crimes contains 'kidnapping'",
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      "sum(suspects_male) where province='Gauteng' - sum(suspects_male) where province='KwaZulu-Natal' -> diff?",
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Gauteng'), inProvince('KwaZulu-Natal'), (selected) =>
        peopleTotal('suspects_male', selected),
      ),
  },

  // Voice 1, the insurance claims handler, on notebook b.
  {
    notebook: 'b',
    question: 'Fatalities per region - which province has the highest number of claimants killed?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question:
      'How many loss events with a robbery peril (any type - armed, common, house, business, CIT; hijackings excluded) fall in FY2023, Jan-Dec?',
    covers: ['calendar', 'conjunction', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, robbery, inYear(2023))),
  },
  {
    notebook: 'b',
    question: 'Any CIT loss events on file for North West? Y/N',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, cit, inProvince('North West')) > 0),
  },
  {
    notebook: 'b',
    question: 'Date of loss on the most recent armed robbery claim?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('armed robbery')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Average payout per claimant on the farm murders - what are we looking at in rand?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the Afrikaans farmer, on notebook b.
  {
    notebook: 'b',
    question: 'Hoeveel plaasaanvalle was daar in die Noord-Kaap, my eie provinsie?',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, farmAttack, inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question: 'Hoeveel kinders was slagoffers in die Noord-Kaap? Die kleintjies onder 18.',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question: 'Hoeveel meer moorde was daar in die Vrystaat as in Mpumalanga?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => murder(r) && inProvince('Free State')(r),
        (r) => murder(r) && inProvince('Mpumalanga')(r),
      ),
  },
  {
    notebook: 'b',
    question: 'Hoeveel vroue verdagtes was daar, ek meen die suspects wat vrouens was, in al die cases?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question:
      'Watter persentasie van die verkragting cases het iemand gearresteer? Rond maar af na n heel getal.',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(rape), arrested),
  },

  // Voice 3, the data engineer, on notebook b.
  {
    notebook: 'b',
    question: 'crime=murder AND month(event_date) IN (6,7,8) | count',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, murder, (r) => [6, 7, 8].includes(month(r) ?? 0))),
  },
  {
    notebook: 'b',
    question: 'gruop by municipality | sum(num_suspects_arrested) | top 1',
    covers: ['ranking', 'people', 'misspelling'],
    ...ranking(municipalityArrestTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: "filter province='North West' | sum(victims_police)",
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_police', rowsWhere(rows, inProvince('North West')))),
  },
  {
    notebook: 'b',
    question: "exists(crime='poaching' AND province='Limpopo') -> bool",
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('poaching'), inProvince('Limpopo')) > 0),
  },
  {
    notebook: 'b',
    question: "select avg(victim_age) where crime='rape'",
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh125QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH125_QUESTIONS, rows);
