/**
 * The seventy-third fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen
 * about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A wire-service copy editor filing briefs: telegraphic, no articles, numbers as digits, provinces and
 *    periods abbreviated ("KZN", "EC", "WC", "GP", "NW", "NC", "Q3", "yrs", "incl", "vs", "y/n").
 * 2. A gender-based-violence NGO researcher: careful, complete sentences about women and children as
 *    victims ("survivors"), women as suspects, attackers the victim knew, shares of cases.
 * 3. A farm-watch coordinator posting on a WhatsApp group: lower case and shouting mixed, "guys",
 *    "anyone know", "okes" (men), typos ("stocktheft", "murdurs", "nite"), farm attacks, stock theft,
 *    weekends and nights.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone; `published_date` is never read. A row without an `event_date` is
 *   outside every year, year range, quarter and weekday, and is never the earliest or latest. A year
 *   range "2017-2023 incl" runs from 1 January of the first year to 31 December of the last. "Q3 (Jul-Sep),
 *   all yrs combined" is an `event_date` in July, August or September of any year. A weekend is a
 *   Saturday or Sunday of `event_date`; "on a Friday" is a Friday of `event_date`.
 * - People are sums of the stated figures: `victims_killed` (killed), `victims_injured` (injured, hurt),
 *   `victims_children` (children, under 18), `victims_police` (SAPS members as victims, on or off duty),
 *   `suspects_female` (women among the suspects, arrested or sought), `victims_female` /
 *   `victims_male` (the sex of victims), `num_suspects_arrested` (suspects arrested, "okes" arrested).
 *   A null (unstated) figure adds nothing.
 * - Crime words: "murder" / "murdurs" is `murder` alone (attempted murder and culpable homicide are not);
 *   "CIT" / "CIT heist" is `cash-in-transit robbery`; "rape" is `rape` alone (sexual assault is not);
 *   "stock theft" / "stocktheft" is `stock theft`; "poaching" is `poaching`; "illegal firearm
 *   possession charge" is `illegal firearm possession`.
 * - A farm incident ("farm cases", "farm attack", "on farms") is a row whose `location` holds the word
 *   "farm" in any case, whatever its crimes.
 * - Places: a province abbreviation is that `province` (KZN KwaZulu-Natal, EC Eastern Cape, WC Western
 *   Cape, GP Gauteng, NW North West, NC Northern Cape, FS Free State); a province answer may name
 *   KwaZulu-Natal as "KZN". "Municipality" is `municipality` (rows without one are left out), answered as
 *   written or without "City of". "In Khayelitsha" is a row whose `location` holds the word
 *   "Khayelitsha" (any case). A "town" with the worst single attack is the incident itself, named by the
 *   parts of its location no other incident shares.
 * - "The survivor was a child" in a rape case is a `rape` row with `victims_children` of at least 1; the
 *   question counts such rows, not children. "How many survivors were children" in rape cases sums
 *   `victims_children` over the `rape` rows.
 * - "Someone the survivor knew" is `relationship` `partner`, `family` or `acquaintance`; its share is
 *   over all `rape` rows, those with no stated relationship included (they are not known attackers).
 * - "A woman among the suspects" is a row with `suspects_female` of at least 1; an unstated figure is
 *   not a yes.
 * - Shares are percentages to the nearest whole percent: the share of incidents is over all the
 *   notebook's rows; the share of victims who were female is the sum of `victims_female` over the sums
 *   of `victims_female` and `victims_male` (nulls add nothing). A value on the halfway mark is an error
 *   in the question.
 * - "P vs Q, P ahead by how many" / "how many more in P" is the difference of the two sums (or counts);
 *   P must have more, or the question is in error.
 * - Rankings (Gauteng municipality by suspects arrested, Eastern Cape incident by people killed,
 *   province by Q3 incidents, province by rape cases, farm incident by people killed) each carry their
 *   tally; a tie at the top is an error in the question.
 * - Refusals: the ground truth holds no referral of survivors to care centres, no time of day of an
 *   incident, and nothing on farm-watch patrols.
 */
import {
  atPlace,
  type BlindQuestion,
  inMonths,
  knewTheAttacker,
  kznProvinceNames,
  largestIncident,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  stated,
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
  municipalityNames,
  number,
  percentOf,
  refusal,
  sum,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const rape = has('rape');
const cit = has('cash-in-transit robbery');
const stockTheft = has('stock theft');
/** An incident the release places on a farm: its location holds the word, in any case. */
const onAFarm = atPlace('farm');
/** At least one of the stated figure: an unstated figure is not one. */
const atLeastOne = (field: Parameters<typeof stated>[0]) => (r: DevRow) => (stated(field)(r) ?? 0) >= 1;

/** Suspects arrested per Gauteng municipality. */
const gautengArrestsByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter(inProvince('Gauteng')),
    (r) => r.municipality,
    (r) => r.num_suspects_arrested ?? 0,
  );
/** Incidents per province in July, August or September of any year. */
const thirdQuarterByProvince = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(inMonths(7, 9)), (r) => r.province);
/** Rape cases per province. */
const rapeByProvince = (rows: readonly DevRow[]) => tallyOf(rows.filter(rape), (r) => r.province);

export const FRESH73_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the wire copy editor, on notebook a.
  {
    notebook: 'a',
    question: 'KZN murder incidents 2017-2023 incl - no.?',
    covers: ['restricted count', 'conjunction', 'calendar'],
    expect: (rows) =>
      number(count(rows, murder, inProvince('KwaZulu-Natal'), within('2017-01-01', '2023-12-31'))),
  },
  {
    notebook: 'a',
    question: 'Ppl killed EC vs WC: EC ahead by how many?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Eastern Cape'), inProvince('Western Cape'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'a',
    question: 'GP: municipality w/ most suspects arrested?',
    covers: ['ranking', 'people'],
    ...ranking(gautengArrestsByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'SAPS members as victims, GP + WC combined - total?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      number(
        peopleTotal(
          'victims_police',
          rows.filter((r) => inProvince('Gauteng')(r) || inProvince('Western Cape')(r)),
        ),
      ),
  },
  {
    notebook: 'a',
    question: 'Latest CIT heist, date of incident?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },

  // Voice 2, the gender-based-violence researcher, on notebook a.
  {
    notebook: 'a',
    question:
      'Among the victims whose sex is recorded, what share were women and girls? A percentage would be ideal.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = sum(rows.map((r) => r.victims_female));
      return percentage(female, female + sum(rows.map((r) => r.victims_male)));
    },
  },
  {
    notebook: 'a',
    question: 'In how many of the rape cases was the survivor a child under 18?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, rape, atLeastOne('victims_children'))),
  },
  {
    notebook: 'a',
    question:
      'Is there any incident in which a woman is among the suspects, whether arrested or still sought?',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(count(rows, atLeastOne('suspects_female')) > 0),
  },
  {
    notebook: 'a',
    question:
      'How many child victims in total were recorded in the incidents that took place in Khayelitsha?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(atPlace('Khayelitsha')))),
  },
  {
    notebook: 'a',
    question:
      'How many of the rape survivors were referred to a Thuthuzela Care Centre for medical and psychosocial support?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the farm-watch coordinator, on notebook a.
  {
    notebook: 'a',
    question: 'guys how many okes got arrested for stocktheft altogether in these reports??',
    covers: ['people', 'slang', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(stockTheft))),
  },
  {
    notebook: 'a',
    question: 'Anyone know how many ppl got INJURED in attacks over weekends? sat n sun',
    covers: ['people', 'calendar', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(weekend))),
  },
  {
    notebook: 'a',
    question: 'which town in the Eastern cape had the worst single attack, most people killed?',
    covers: ['ranking', 'people'],
    ...largestIncident(inProvince('Eastern Cape'), stated('victims_killed')),
  },
  {
    notebook: 'a',
    question: 'anyone know what time of nite most of these attacks happen? like after 10pm??',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'When was the first stock theft case in here guys, the earliest one?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(stockTheft), 'earliest'),
  },

  // Voice 1, the wire copy editor, on notebook b.
  {
    notebook: 'b',
    question: 'NW suspects arrested 2020-24 incl, total?',
    covers: ['people', 'calendar', 'conjunction'],
    expect: (rows) =>
      number(suspectsArrested(rowsWhere(rows, inProvince('North West'), within('2020-01-01', '2024-12-31')))),
  },
  {
    notebook: 'b',
    question: 'Prov w/ most incidents in Q3 (Jul-Sep), all yrs combined?',
    covers: ['ranking', 'calendar'],
    ...ranking(thirdQuarterByProvince, kznProvinceNames),
  },
  {
    notebook: 'b',
    question: 'Earliest poaching case, incident date?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('poaching')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Illegal firearm possession charge: % of all incidents?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, has('illegal firearm possession')),
  },
  {
    notebook: 'b',
    question: 'NC CIT robbery on record? y/n',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, cit, inProvince('Northern Cape')) > 0),
  },

  // Voice 2, the gender-based-violence researcher, on notebook b.
  {
    notebook: 'b',
    question: 'Across all of the rape cases, how many of the survivors were children (under 18)?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(rape))),
  },
  {
    notebook: 'b',
    question:
      'What percentage of the rape cases were perpetrated by someone the survivor knew - a partner, a relative or an acquaintance?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(rape), knewTheAttacker),
  },
  {
    notebook: 'b',
    question: 'How many women were identified as suspects in total, whether arrested or still being sought?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question: 'Which province recorded the highest number of rape cases?',
    covers: ['ranking', 'restricted count'],
    ...ranking(rapeByProvince, kznProvinceNames),
  },
  {
    notebook: 'b',
    question: 'When did the most recent rape in these releases take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(rape), 'latest'),
  },

  // Voice 3, the farm-watch coordinator, on notebook b.
  {
    notebook: 'b',
    question: 'Guys how many of the farm cases went down on a Friday?? seems like its always friday',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, onAFarm, (r) => weekday(r) === 'Friday')),
  },
  {
    notebook: 'b',
    question: 'which farm attack was the worst one guys, most people killed - which farm?',
    covers: ['ranking', 'people'],
    ...largestIncident(onAFarm, stated('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'how many murdurs on farms in the Free state?',
    covers: ['misspelling', 'conjunction'],
    expect: (rows) => number(count(rows, murder, onAFarm, inProvince('Free State'))),
  },
  {
    notebook: 'b',
    question: 'stocktheft cases FS vs Northern Cape - how many more in FS, anyone know',
    covers: ['misspelling', 'restricted count', 'conjunction'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => stockTheft(r) && inProvince('Free State')(r),
        (r) => stockTheft(r) && inProvince('Northern Cape')(r),
      ),
  },
  {
    notebook: 'b',
    question: 'Did any of these farms have a farm watch patrol out the nite it happened? anyone know',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },
];

export const fresh73QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH73_QUESTIONS, rows);
