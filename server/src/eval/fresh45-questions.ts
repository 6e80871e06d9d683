/**
 * The forty-fifth fresh question set, written blind: thirty questions, fifteen about each of notebooks
 * `a` and `b`, written from the development set's README and ground truth alone, without reading how
 * the engine reads a question or any earlier question set. Every expectation is computed from the
 * ground-truth rows of the question's own notebook, never typed by hand.
 *
 * Three voices, each asking five questions of each notebook:
 * - a women's-shelter coordinator (gender-based violence: female victims, rape, partners and family
 *   as attackers, children), in warm everyday language, sometimes with two conditions at once;
 * - a labour-union health-and-safety officer (cash-in-transit crews, truck drivers, farmworkers;
 *   robberies and hijackings, injured against killed, windows of time);
 * - an open-data volunteer who builds spreadsheets, in terse column-like phrasing.
 *
 * Readings:
 * - "Women" and "women and girls" are the female victims (`victims_female`) summed over the selected
 *   incidents; a null figure (not stated) adds nothing. "Children" likewise sums `victims_children`.
 * - Every people figure (killed, injured, children, suspects arrested) is the sum of the stated
 *   figures; a null adds nothing. "Injured" is `victims_injured` alone (the killed are not in it);
 *   "killed" / "lost" is `victims_killed` alone; the robbers shot by police are suspects, never victims.
 * - "Suspects arrested" / "arrests" as a sum is `num_suspects_arrested`; "with arrest", "ended with an
 *   arrest", "somebody was arrested" is `arrest_made === true`; "no one arrested" is `arrest_made ===
 *   false` (an unknown arrest is neither).
 * - A crime is matched by the ground truth's crime list: an incident counts when the crime is among its
 *   crimes, whatever else it holds. "Robberies and hijackings" are the incidents with any of armed
 *   robbery, robbery, house robbery, business robbery, carjacking, truck hijacking and cash-in-transit
 *   robbery. "crime != murder" excludes every incident whose crimes include murder.
 * - "Someone the victim knew" is a `relationship` of partner, family or acquaintance; "her partner or
 *   boyfriend" is `relationship === 'partner'` on an incident with at least one female victim.
 * - "A child rape case" / "had a child as a victim" is a rape incident whose `victims_children` is
 *   above 0 (null counts as no child).
 * - A share is a percentage rounded to the nearest whole percent. Its denominator is the incidents the
 *   question restricts to (murders; rape cases; Northern Cape incidents), whatever their arrest or child
 *   figures; its numerator those of them that pass the test.
 * - A province is matched by the `province` field; a municipality by the `municipality` field (City of
 *   Cape Town also as "Cape Town"); a singled-out place (Centane, Morgenzon) by its name appearing in
 *   the `location` field, which must pick exactly one incident.
 * - Dates are `event_date`; an incident without one is outside every window and every earliest/latest.
 *   Windows are inclusive at both ends: "2019" is 2019-01-01 to 2019-12-31; "from 2020 onwards" is
 *   2020-01-01 or later; "between 1 June 2022 and 31 May 2023" includes both days. "The last 12 months
 *   of the notebook" runs from the same calendar day twelve months before the notebook's latest
 *   incident date through that latest date, both included.
 * - A ranking tallies incidents (or the summed people figure) per province or municipality over the
 *   selected incidents; incidents with no key are left out; the top must not tie.
 * - Refusals: the releases never state a protection order (the texts were searched for "protection
 *   order", "restraining", "interdict", "court order": none), nor any trade union (searched for
 *   "union", "trade": none, and the Kestell farmworkers' release never mentions a membership of any
 *   kind).
 * - Misspellings ("kidnaping", "hijakings", "Nothern Cape") and slang ("gogo", "tsotsis") are read as
 *   the plain word: kidnapping, hijackings, Northern Cape, grandmother, criminals.
 */
import type { Expectation } from './answer-matching';
import {
  anyCrime,
  type BlindQuestion,
  femaleVictims,
  knewTheAttacker,
  kznProvinceNames,
  peopleByProvince,
  peopleTotal,
  ranking,
  rowsWhere,
  stated,
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
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  within,
} from './ground-truth-questions';

/** The crimes a union officer means by "robberies and hijackings". */
const ROBBERY_OR_HIJACKING = [
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'carjacking',
  'truck hijacking',
  'cash-in-transit robbery',
];
const robberyOrHijacking = anyCrime(...ROBBERY_OR_HIJACKING);

/** A rape case with at least one stated child victim. */
const childRape = (r: DevRow) => has('rape')(r) && (stated('victims_children')(r) ?? 0) > 0;

/** The incident whose location names the place; anything but exactly one is an error in the question. */
function theIncidentAt(rows: readonly DevRow[], place: string): DevRow {
  const found = rows.filter((r) => r.location.toLowerCase().includes(place.toLowerCase()));
  const [only] = found;
  if (!only || found.length !== 1) throw new Error(`${found.length} incidents at ${place}`);
  return only;
}

function dateOf(row: DevRow): Expectation {
  if (!row.event_date) throw new Error(`no date for ${row.location}`);
  return { kind: 'date', value: row.event_date };
}

/** The same calendar day `months` months before a yyyy-MM-dd date (the month's last day when shorter). */
function monthsBefore(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) - months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const d = Math.min(day, lastDay);
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The incidents of the notebook's last `months` months, inclusive, ending at its latest incident date. */
function lastMonths(rows: readonly DevRow[], months: number): DevRow[] {
  const latest = rows
    .flatMap((r) => r.event_date ?? [])
    .sort()
    .at(-1);
  if (!latest) throw new Error('no dated incident');
  return rows.filter(within(monthsBefore(latest, months), latest));
}

export const FRESH45_QUESTIONS: readonly BlindQuestion[] = [
  // Notebook a. The women's-shelter coordinator.
  {
    notebook: 'a',
    covers: ['people', 'conjunction'],
    question: 'How many women were victims in the cases where somebody was actually arrested?',
    expect: (rows) => number(femaleVictims(rowsWhere(rows, arrested))),
  },
  {
    notebook: 'a',
    covers: ['conjunction', 'restricted count'],
    question:
      'In how many of the rape cases was the attacker someone the victim already knew, like a neighbour, a partner or a relative?',
    expect: (rows) => number(count(rows, has('rape'), knewTheAttacker)),
  },
  {
    notebook: 'a',
    covers: ['yes/no'],
    question: 'Was any woman or girl in these releases attacked by her own partner or boyfriend?',
    expect: (rows) => yesNo(rows.some((r) => r.relationship === 'partner' && (r.victims_female ?? 0) > 0)),
  },
  {
    notebook: 'a',
    covers: ['date'],
    question: 'When did that terrible bush-knife attack on the three women in Centane happen?',
    expect: (rows) => dateOf(theIncidentAt(rows, 'Centane')),
  },
  {
    notebook: 'a',
    covers: ['refusal'],
    question: 'How many of the women and girls had a protection order against the man who attacked them?',
    expect: refusal,
  },
  // Notebook a. The labour-union health-and-safety officer.
  {
    notebook: 'a',
    covers: ['calendar', 'restricted count'],
    question: 'How many cash-in-transit heists were there from 2020 onwards?',
    expect: (rows) => number(count(rows, has('cash-in-transit robbery'), within('2020-01-01', '9999-12-31'))),
  },
  {
    notebook: 'a',
    covers: ['people'],
    question: 'In the cash-in-transit attacks, how many crew members were injured but not killed?',
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(has('cash-in-transit robbery')))),
  },
  {
    notebook: 'a',
    covers: ['calendar', 'restricted count'],
    question: 'Over the last 12 months of the notebook, how many robberies or hijackings were there?',
    expect: (rows) => number(lastMonths(rows, 12).filter(robberyOrHijacking).length),
  },
  {
    notebook: 'a',
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(rows.filter(robberyOrHijacking), (r) => r.province), kznProvinceNames),
    question: 'Which province is worst for robberies and hijackings, going by the number of incidents?',
  },
  {
    notebook: 'a',
    covers: ['date', 'slang'],
    question: 'When did the tsotsis last hijack a truck?',
    expect: (rows) => dateAt(rows.filter(has('truck hijacking')), 'latest'),
  },
  // Notebook a. The open-data volunteer.
  {
    notebook: 'a',
    covers: ['conjunction', 'misspelling'],
    question: 'count where province = Gauteng and crime = kidnaping',
    expect: (rows) => number(count(rows, inProvince('Gauteng'), has('kidnapping'))),
  },
  {
    notebook: 'a',
    covers: ['people', 'calendar'],
    question: 'sum of victims killed, 2019',
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inYear(2019)))),
  },
  {
    notebook: 'a',
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(rows, (r) => r.municipality), municipalityNames),
    question: 'top municipality by incidents',
  },
  {
    notebook: 'a',
    covers: ['share'],
    question: '% with arrest where crime = murder',
    expect: (rows) => percentOf(rows.filter(has('murder')), arrested),
  },
  {
    notebook: 'a',
    covers: ['date'],
    question: 'latest date where crime = rape',
    expect: (rows) => dateAt(rows.filter(has('rape')), 'latest'),
  },

  // Notebook b. The women's-shelter coordinator.
  {
    notebook: 'b',
    covers: ['people'],
    question: 'How many women and girls were victims in the Free State cases?',
    expect: (rows) => number(femaleVictims(rows.filter(inProvince('Free State')))),
  },
  {
    notebook: 'b',
    covers: ['conjunction'],
    question: 'How many of the child rape cases were done by someone the little one knew?',
    expect: (rows) => number(count(rows, childRape, knewTheAttacker)),
  },
  {
    notebook: 'b',
    covers: ['share'],
    question: 'Out of all the rape cases, what percentage had a child as a victim?',
    expect: (rows) => percentOf(rows.filter(has('rape')), childRape),
  },
  {
    notebook: 'b',
    covers: ['date', 'slang'],
    question: 'When was the 90-year-old gogo in Morgenzon raped?',
    expect: (rows) => dateOf(theIncidentAt(rows, 'Morgenzon')),
  },
  {
    notebook: 'b',
    covers: ['yes/no'],
    question: 'Did any of the rape cases end with no one arrested?',
    expect: (rows) => yesNo(rows.some((r) => has('rape')(r) && notArrested(r))),
  },
  // Notebook b. The labour-union health-and-safety officer.
  {
    notebook: 'b',
    covers: ['restricted count', 'misspelling'],
    question: 'How many cash-in-transit robberies and truck hijakings were there altogether?',
    expect: (rows) => number(count(rows, anyCrime('cash-in-transit robbery', 'truck hijacking'))),
  },
  {
    notebook: 'b',
    covers: ['people'],
    question: 'In the robberies and hijackings, how many victims were injured but survived?',
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(robberyOrHijacking))),
  },
  {
    notebook: 'b',
    covers: ['calendar', 'conjunction'],
    question: 'Between 1 June 2022 and 31 May 2023, how many incidents ended with an arrest?',
    expect: (rows) => number(count(rows, within('2022-06-01', '2023-05-31'), arrested)),
  },
  {
    notebook: 'b',
    covers: ['ranking', 'people'],
    ...ranking((rows) => peopleByProvince('victims_killed')(rows.filter(robberyOrHijacking))),
    question: 'Which province had the most people killed in robberies and hijackings?',
  },
  {
    notebook: 'b',
    covers: ['refusal'],
    question: 'Which trade union were the seven farmworkers killed near Kestell members of?',
    expect: refusal,
  },
  // Notebook b. The open-data volunteer.
  {
    notebook: 'b',
    covers: ['conjunction', 'restricted count'],
    question: 'count where province = Mpumalanga and crime != murder',
    expect: (rows) => number(count(rows, inProvince('Mpumalanga'), (r) => !has('murder')(r))),
  },
  {
    notebook: 'b',
    covers: ['calendar', 'people'],
    question: 'sum suspects_arrested, 2024',
    expect: (rows) => number(suspectsArrested(rows.filter(inYear(2024)))),
  },
  {
    notebook: 'b',
    covers: ['ranking'],
    ...ranking((rows) =>
      tallyOf(
        rows,
        (r) => r.province,
        (r) => r.num_suspects_arrested ?? 0,
      ),
    ),
    question: 'top province by suspects arrested',
  },
  {
    notebook: 'b',
    covers: ['share', 'misspelling'],
    question: '% arrest_made where province = Nothern Cape',
    expect: (rows) => percentOf(rows.filter(inProvince('Northern Cape')), arrested),
  },
  {
    notebook: 'b',
    covers: ['date'],
    question: 'earliest date where province = North West',
    expect: (rows) => dateAt(rows.filter(inProvince('North West')), 'earliest'),
  },
];

export const fresh45QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH45_QUESTIONS, rows);
