/**
 * The hundred-and-fifth fresh question set (blind): thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A church minister writing the weekly bulletin: gentle, with scriptural asides ("Weep with those who
 *    weep"), "our congregation", "let us remember", then a clear question.
 * 2. A grandson typing for his isiXhosa-speaking grandmother, relaying her words: "uMakhulu asks...",
 *    "bangaphi abantu ababulewe" (how many people were killed), "abantwana" (children), "amapolisa"
 *    (police officers), "amadoda" (men), "ukudlwengulwa" (rape), "eMpuma Koloni" (in the Eastern Cape),
 *    "iphondo" (province), "ewe okanye hayi" (yes or no); typed quickly, with slips ("murdrs",
 *    "happend", "togther").
 * 3. An economist who speaks in rates, changes and indices ("y/y change", "levels not rates", "share of
 *    total", "delta", "seasonality") but asks things answerable as counts, sums, differences and shares.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, quarter, weekday and
 *   "earliest"/"most recent"; `published_date` is never read. A weekend is a Saturday or Sunday of
 *   `event_date`; "Q1" is January to March of `event_date` in any year ("all years pooled").
 *   "The y/y change from year 1 to year 2" is the year-2 figure less the year-1 figure, asked only
 *   where it is a rise (a fall or no change is an error in the question).
 * - Crime categories: "murders" / "killings" are `murder` alone (not `attempted murder` or `culpable
 *   homicide`); "kidnapping" is `kidnapping`; "rape" / "ukudlwengulwa" is `rape` alone (not `sexual
 *   assault`); "illegal mining" is `illegal mining`.
 * - People are sums of the stated figures: `victims_killed` ("lost their lives", "killed", "ababulewe",
 *   "fatalities"), `victims_injured` ("injured"), `victims_children` ("children", "abantwana", under
 *   eighteen), `victims_police` ("amapolisa", police officers among the victims, on or off duty),
 *   `victims_female` ("women and girls"), `victims_male` ("men and boys", "amadoda"),
 *   `num_suspects_arrested` ("suspects arrested"). A null (unstated) figure adds nothing.
 * - "Was anybody arrested" is `arrest_made === true` on a row of the selection.
 * - A place named in a location ("New Brighton") is a row whose `location` holds those words (any
 *   case); a province is `province` (KwaZulu-Natal may be answered as "KZN"); "eMpuma Koloni" is the
 *   Eastern Cape. A municipality is `municipality` (rows without one are left out), answered as
 *   written or without "City of".
 * - Shares are to the nearest whole percent (a value halfway between is an error in the question):
 *   the male share of victims is the sum of `victims_male` over the sum of `victims_male` and
 *   `victims_female`; a province's share of fatalities is its `victims_killed` over the notebook's;
 *   the share of murders on a farm is over the notebook's `murder` rows, a farm being a row whose
 *   `location` holds the word "farm" (any case).
 * - "How many more in P than in Q" / "P minus Q" is the difference of the two counts or sums; P must
 *   have more.
 * - Rankings (province with most injured, municipality with most suspects arrested, municipality with
 *   most incidents, province with most police victims) each carry their tally; a tie at the top is an
 *   error in the question.
 * - Refusals: the ground truth records nothing of a victim's faith or church membership, and nothing
 *   of what happened in court (convictions, sentences).
 */
import {
  atPlace,
  type BlindQuestion,
  femaleVictims,
  inMonths,
  kznProvinceNames,
  maleVictims,
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
  refusal,
  weekend,
} from './ground-truth-questions';

const murder = has('murder');
const rape = has('rape');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');

/** The people killed over the rows that pass every test. */
const killedWhere =
  (...tests: ((r: DevRow) => boolean)[]) =>
  (rows: readonly DevRow[]) =>
    peopleTotal('victims_killed', rowsWhere(rows, ...tests));

const arrestsByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.num_suspects_arrested ?? 0,
  );
const incidentsByMunicipality = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH105_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the church minister, on notebook a.
  {
    notebook: 'a',
    question:
      'Let us remember, as our congregation gathers this Sunday, all who mourn: "Blessed are those who mourn, for they shall be comforted." For the prayer list in our bulletin, how many people in total lost their lives across all the incidents in these releases?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows)),
  },
  {
    notebook: 'a',
    question:
      'Our Lord said, "Let the little children come to me." Our Sunday school teachers wish to pray for the young ones by number. How many of the victims in these releases were children under the age of eighteen?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question:
      "Scripture asks us to bear one another's burdens, and our healing ministry would like to direct its visits well. In which province were the most people injured, counting all the injured together?",
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_injured'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Let us keep the families of the Western Cape in our hearts this week. Did any kidnapping take place in the Western Cape in these releases, yes or no?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('kidnapping'), inProvince('Western Cape')) > 0),
  },
  {
    notebook: 'a',
    question:
      'Our congregation wishes to pray especially for fellow believers who have suffered. How many of the victims in these releases were members of a church congregation?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the grandson typing for uMakhulu, on notebook a.
  {
    notebook: 'a',
    question:
      'uMakhulu asks: bangaphi abantu ababulewe eMpuma Koloni? She means the Eastern Cape, how many people were killed there altogether',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(killedWhere(inProvince('Eastern Cape'))(rows)),
  },
  {
    notebook: 'a',
    question:
      'Molo, typing for my grandmother. uMakhulu wants to know how many amapolisa were among the victims in all these cases, on duty or off duty',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question:
      'uMakhulu asks when the last murder eMpuma Koloni (Eastern Cape) happend, the date it happend please not the date of the report',
    covers: ['date', 'misspelling', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Eastern Cape')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'uMakhulu knew people in New Brighton. She says ewe okanye hayi: was anybody arrested for the murders in New Brighton?',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, murder, atPlace('New Brighton'), arrested) > 0),
  },
  {
    notebook: 'a',
    question:
      'uMakhulu asks how many ukudlwengulwa (rape) cases there were in the Eastern Cape and the Western Cape togther',
    covers: ['restricted count', 'conjunction', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, rape, (r) => ['Eastern Cape', 'Western Cape'].includes(r.province))),
  },

  // Voice 3, the economist, on notebook a.
  {
    notebook: 'a',
    question:
      'On the gender split: of the victims whose sex is recorded, what share of total were male? Percent, nearest whole number.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const male = maleVictims(rows);
      return percentage(male, male + femaleVictims(rows));
    },
  },
  {
    notebook: 'a',
    question:
      'Incident counts, levels not rates: what is the y/y change from 2021 to 2022, i.e. how many more incidents happened in 2022 than in 2021?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => excessOf(rows, inYear(2022), inYear(2021)),
  },
  {
    notebook: 'a',
    question:
      'Fatalities delta by province: people killed in KwaZulu-Natal minus people killed in the Western Cape, in levels?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('KwaZulu-Natal'), inProvince('Western Cape'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'a',
    question:
      'Day-of-week effect: how many incidents took place on a Saturday or a Sunday, all years pooled?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, weekend)),
  },
  {
    notebook: 'a',
    question:
      'Which municipality accounts for the largest total of suspects arrested (a plain sum, not per capita)?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByMunicipality, municipalityNames),
  },

  // Voice 1, the church minister, on notebook b.
  {
    notebook: 'b',
    question:
      "The apostle tells us to weep with those who weep. For this week's bulletin, how many women and girls were among the victims in these releases?",
    covers: ['people'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'b',
    question:
      'Let us remember the grieving families of the Free State. How many suspects were arrested in connection with murders in the Free State?',
    covers: ['people', 'conjunction', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, murder, inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question:
      "Many in our congregation come from farming families, and the Psalmist reminds us that the earth is the Lord's. Of all the murders in these releases, what percentage happened on a farm?",
    covers: ['share', 'conjunction'],
    expect: (rows) => percentage(count(rows, murder, onAFarm), count(rows, murder)),
  },
  {
    notebook: 'b',
    question:
      'For the history corner of our bulletin, let us look back: on what date did the earliest incident in Limpopo take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Limpopo')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      '"Let justice roll down like waters." Our congregation prays for the courts. In how many of these cases was the accused later convicted and sentenced?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the grandson typing for uMakhulu, on notebook b.
  {
    notebook: 'b',
    question:
      'uMakhulu asks: bangaphi abantu ababulewe eFree State? How many people were killed in the Free State altogether',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(killedWhere(inProvince('Free State'))(rows)),
  },
  {
    notebook: 'b',
    question:
      'uMakhulu worries about abantwana. How many abantwana (children under 18) were victims in all these cases together?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question:
      'Typing for uMakhulu, she says ewe okanye hayi: were any amapolisa among the victims in Limpopo?',
    covers: ['yes/no', 'people', 'slang'],
    expect: (rows) => yesNo(peopleTotal('victims_police', rows.filter(inProvince('Limpopo'))) > 0),
  },
  {
    notebook: 'b',
    question: 'uMakhulu wants to know how many murdrs happend in 2020',
    covers: ['restricted count', 'calendar', 'misspelling'],
    expect: (rows) => number(count(rows, murder, inYear(2020))),
  },
  {
    notebook: 'b',
    question: 'uMakhulu asks kweliphi iphondo, which province had the most amapolisa among the victims?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_police'), kznProvinceNames),
  },

  // Voice 3, the economist, on notebook b.
  {
    notebook: 'b',
    question:
      "Free State's share of total fatalities in these releases: people killed there as a % of all people killed, nearest whole number?",
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(killedWhere(inProvince('Free State'))(rows), peopleTotal('victims_killed', rows)),
  },
  {
    notebook: 'b',
    question: 'Y/y change in fatalities from 2019 to 2020: the delta in people killed, levels not rates?',
    covers: ['people', 'calendar'],
    expect: (rows) =>
      excessOf(rows, inYear(2020), inYear(2019), (selected) => peopleTotal('victims_killed', selected)),
  },
  {
    notebook: 'b',
    question: 'Seasonality check: how many incidents fell in Q1 (January to March), all years pooled?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMonths(1, 3))),
  },
  {
    notebook: 'b',
    question:
      'Latest data point in the illegal mining series: on what date did the most recent incident occur?',
    covers: ['date', 'restricted count'],
    expect: (rows) => dateAt(rows.filter(has('illegal mining')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Concentration by municipality: which one has the highest incident count, levels not rates?',
    covers: ['ranking'],
    ...ranking(incidentsByMunicipality, municipalityNames),
  },
];

export const fresh105QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH105_QUESTIONS, rows);
