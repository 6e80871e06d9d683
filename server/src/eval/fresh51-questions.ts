/**
 * The fifty-first fresh question set, written blind: thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written from the development set's README, its releases and ground truth,
 * and the shared helpers of the blind sets alone, without reading the analyst, the extractor or any
 * earlier question set. Every expectation is computed from the ground truth below, never typed in.
 *
 * Three voices, each asking five questions of each notebook:
 * - a private-security operations manager (armed response, cash-in-transit, robberies and hijackings,
 *   unlicensed guns, arrests, thresholds on how many suspects were caught, weekdays);
 * - a gender-based-violence researcher at an NGO (women and girls as victims, attackers the victim
 *   knew, rape and murder together, shares over an explicit base, femicide, claims to check);
 * - a court reporter in newsroom shorthand ("CIT", "AM", "GBH", "accused", "nabbed", "12/03"-style
 *   dates, "mid-2022"), who asks for the first or last date of something, the number of accused in one
 *   case named by place and crime, and for facts the releases never give.
 *
 * The readings chosen:
 * - A notebook is its fifty releases; one release is one incident.
 * - "Robberies and hijackings" are the incidents with any of armed robbery, robbery, house robbery,
 *   business robbery, carjacking, truck hijacking or cash-in-transit robbery among their crimes.
 * - "An unlicensed firearm" / "an illegal gun charge" is the crime `illegal firearm possession`; a
 *   shooting or a firearm merely recovered, without that charge, does not count.
 * - "Ended in an arrest" is `arrest_made` true. "Three or more suspects arrested" reads
 *   `num_suspects_arrested` >= 3; an unstated figure is not three or more. The "accused" or those
 *   "nabbed" in a case are its suspects arrested; a total of them sums the stated figures.
 * - Weekdays and date windows read `event_date`; an undated incident (null, as when only the day a
 *   body was found is given) falls on no weekday and in no window. A weekend is Saturday or Sunday.
 *   "Since mid-2022" is from 1 July 2022 on; "between 01/06 and 31/07/2020" is day/month, both ends
 *   included.
 * - "Outside Gauteng" / "outside the Free State" is every other province of the notebook.
 * - Female victims, children, the killed and the injured are the ground truth's figures; a null figure
 *   is not stated and adds nothing to a sum (so "how many women" sums `victims_female`).
 * - The attacker "known to the victim" is a `relationship` of partner, family or acquaintance; an
 *   unstated relationship is not known. A share of rape cases takes every rape incident as its base,
 *   the ones without a stated relationship included; "most" means more than half.
 * - "A femicide by a husband or boyfriend" is a murder whose relationship is `partner` and that has at
 *   least one female victim.
 * - The share of rape victims who were children is the children over all victims of the rape incidents.
 * - The share of arrest cases with three or more arrested takes the incidents with `arrest_made` true
 *   as its base, rounded to a whole percent.
 * - A place is matched on the written location containing the place name (Khayelitsha, Babanango,
 *   Grootvlei); a case named by place and crime must be exactly one incident with that crime there.
 * - "Killed in the Khayelitsha shootings" sums `victims_killed` over the murder incidents at a
 *   Khayelitsha location.
 * - Refusals, checked by searching every release text of the notebook: in `a`, for "sentenc",
 *   "prison", "imprison", "jail" and "convicted", the only sentence given is that of an unrelated
 *   rape case in a Johannesburg release, and none for the Eshowe wedding shooting; in `b`, for "bail"
 *   and for rand amounts beside it, the releases mention bail applications and conditions only, and
 *   no bail amount for anyone, the Calvinia tuck-shop accused included.
 */
import type { Expectation } from './answer-matching';
import {
  anyCrime,
  type BlindQuestion,
  femaleVictims,
  knewTheAttacker,
  kznProvinceNames,
  not,
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
  has,
  inProvince,
  number,
  refusal,
  sum,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

/** The robberies and hijackings of the set's vocabulary. */
const ROBBERY_CRIMES = [
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'carjacking',
  'truck hijacking',
  'cash-in-transit robbery',
];
const robberyOrHijacking = anyCrime(...ROBBERY_CRIMES);
const unlicensedFirearm = has('illegal firearm possession');
const cit = has('cash-in-transit robbery');

/** Three or more suspects arrested, as stated. */
const threeOrMoreArrested = (r: DevRow) => (r.num_suspects_arrested ?? 0) >= 3;

/** The one incident at a place (its written location holds the name) with the crime. */
function oneCase(rows: readonly DevRow[], place: string, crime: string): DevRow {
  const found = rows.filter((r) => r.location.toLowerCase().includes(place.toLowerCase()) && has(crime)(r));
  const [row] = found;
  if (!row || found.length !== 1) throw new Error(`not one ${crime} at ${place}: ${found.length}`);
  return row;
}

/** The number of accused (suspects arrested) in one case; an unstated figure is an error in the question. */
function accusedIn(rows: readonly DevRow[], place: string, crime: string): Expectation {
  const { num_suspects_arrested: accused } = oneCase(rows, place, crime);
  if (accused === null) throw new Error(`no stated number of accused at ${place}`);
  return number(accused);
}

/** The sum of a stated figure over the rows. */
const sumOf = (rows: readonly DevRow[], figure: (r: DevRow) => number | null | undefined) =>
  sum(rows.map((r) => figure(r) ?? null));

export const FRESH51_QUESTIONS: BlindQuestion[] = [
  // The private-security operations manager, notebook a.
  {
    notebook: 'a',
    question: 'How many incidents outside Gauteng involved an unlicensed firearm and ended in an arrest?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, not(inProvince('Gauteng')), unlicensedFirearm, arrested)),
  },
  {
    notebook: 'a',
    question: 'Which province had the most incidents where three or more suspects were arrested?',
    covers: ['ranking', 'restricted count'],
    ...ranking((rows) => tallyOf(rowsWhere(rows, threeOrMoreArrested), (r) => r.province)),
  },
  {
    notebook: 'a',
    question: 'Which day of the week do most of the robberies and hijackings in here fall on?',
    covers: ['ranking', 'calendar'],
    ...ranking((rows) => tallyOf(rowsWhere(rows, robberyOrHijacking), weekday)),
  },
  {
    notebook: 'a',
    question: 'How many suspects were arrested in total for cash-in-transit heists?',
    covers: ['people'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, cit))),
  },
  {
    notebook: 'a',
    question: 'Were any guards or crew injured in the cash-in-transit attacks?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(rowsWhere(rows, cit).some((r) => (r.victims_injured ?? 0) > 0)),
  },

  // The private-security operations manager, notebook b.
  {
    notebook: 'b',
    question: 'How many cash-in-transit or business robberies were there outside the Free State?',
    covers: ['restricted count'],
    expect: (rows) =>
      number(
        count(rows, anyCrime('cash-in-transit robbery', 'business robbery'), not(inProvince('Free State'))),
      ),
  },
  {
    notebook: 'b',
    question: 'Which province had the most cases with an unlicensed-firearm charge?',
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(rowsWhere(rows, unlicensedFirearm), (r) => r.province)),
  },
  {
    notebook: 'b',
    question:
      'Of the incidents where police made an arrest, what percentage saw three or more suspects arrested?',
    covers: ['share'],
    expect: (rows) => {
      const withArrest = rowsWhere(rows, arrested);
      return percentage(rowsWhere(withArrest, threeOrMoreArrested).length, withArrest.length);
    },
  },
  {
    notebook: 'b',
    question: 'How many robberies or hijackings happened on a weekend?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, robberyOrHijacking, weekend)),
  },
  {
    notebook: 'b',
    question: 'How many incidents had both an illegal gun charge and three or more suspects arrested?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, unlicensedFirearm, threeOrMoreArrested)),
  },

  // The gender-based-violence researcher, notebook a.
  {
    notebook: 'a',
    question: 'Which province had the most female victims?',
    covers: ['ranking', 'people'],
    ...ranking(
      (rows) =>
        tallyOf(
          rows,
          (r) => r.province,
          (r) => r.victims_female ?? 0,
        ),
      kznProvinceNames,
    ),
  },
  {
    notebook: 'a',
    question: 'Out of all the rape cases, what percentage were committed by someone the victim knew?',
    covers: ['share'],
    expect: (rows) => {
      const rapes = rowsWhere(rows, has('rape'));
      return percentage(rowsWhere(rapes, knewTheAttacker).length, rapes.length);
    },
  },
  {
    notebook: 'a',
    question: 'Is there any femicide in here where a woman was killed by her husband or boyfriend?',
    covers: ['yes/no'],
    expect: (rows) =>
      yesNo(
        rows.some((r) => has('murder')(r) && r.relationship === 'partner' && (r.victims_female ?? 0) > 0),
      ),
  },
  {
    notebook: 'a',
    question: 'How many female victims were there in Guateng?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(femaleVictims(rowsWhere(rows, inProvince('Gauteng')))),
  },
  {
    notebook: 'a',
    question: 'How many murders were committed by a partner or family member of the victim?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) =>
      number(count(rows, has('murder'), (r) => r.relationship === 'partner' || r.relationship === 'family')),
  },

  // The gender-based-violence researcher, notebook b.
  {
    notebook: 'b',
    question: 'How many cases involved both rape and murder?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('rape'), has('murder'))),
  },
  {
    notebook: 'b',
    question: "What's the total number of women and girls who were victims in the Free State?",
    covers: ['people'],
    expect: (rows) => number(femaleVictims(rowsWhere(rows, inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question: 'What share of the victims in rape cases were children?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const rapes = rowsWhere(rows, has('rape'));
      return percentage(
        sumOf(rapes, (r) => r.victims_children),
        sumOf(rapes, (r) => r.num_victims),
      );
    },
  },
  {
    notebook: 'b',
    question: 'Is it true that in more than half of the rape cases the attacker was known to the victim?',
    covers: ['yes/no'],
    expect: (rows) => {
      const rapes = rowsWhere(rows, has('rape'));
      return yesNo(2 * rowsWhere(rapes, knewTheAttacker).length > rapes.length);
    },
  },
  {
    notebook: 'b',
    question:
      'How many women and girls were attacked by someone they knew, a partner, relative or acquaintance?',
    covers: ['people'],
    expect: (rows) => number(femaleVictims(rowsWhere(rows, knewTheAttacker))),
  },

  // The court reporter, notebook a.
  {
    notebook: 'a',
    question: 'Date of the latest CIT heist?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, cit), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Babanango CIT: how many accused nabbed?',
    covers: ['people', 'slang'],
    expect: (rows) => accusedIn(rows, 'Babanango', 'cash-in-transit robbery'),
  },
  {
    notebook: 'a',
    question: 'Eshowe wedding shooting: what sentence did the accused get?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'How many AM cases in KZN since mid-2022?',
    covers: ['slang', 'calendar', 'restricted count'],
    expect: (rows) =>
      number(
        count(rows, has('attempted murder'), inProvince('KwaZulu-Natal'), within('2022-07-01', '9999-12-31')),
      ),
  },
  {
    notebook: 'a',
    question: 'Total killed in the Khayelitsa shootings?',
    covers: ['people', 'misspelling'],
    expect: (rows) =>
      number(
        sumOf(
          rowsWhere(rows, has('murder'), (r) => r.location.includes('Khayelitsha')),
          (r) => r.victims_killed,
        ),
      ),
  },

  // The court reporter, notebook b.
  {
    notebook: 'b',
    question: 'Earliest rape matter in the NC: what date?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, has('rape'), inProvince('Northern Cape')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Grootvlei farm murder and GBH: how many accused?',
    covers: ['people', 'slang'],
    expect: (rows) => accusedIn(rows, 'Grootvlei', 'assault gbh'),
  },
  {
    notebook: 'b',
    question: 'Calvinia tuck-shop robbery: what was bail set at for the accused?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'How many incidents between 01/06 and 31/07/2020?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, within('2020-06-01', '2020-07-31'))),
  },
  {
    notebook: 'b',
    question: 'Total nabbed across all the Mpumlanga cases?',
    covers: ['people', 'misspelling', 'slang'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, inProvince('Mpumalanga')))),
  },
];

export const fresh51QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH51_QUESTIONS, rows);
