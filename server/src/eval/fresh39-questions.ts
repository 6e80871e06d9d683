/**
 * The thirty-ninth blind question set: thirty questions, fifteen about notebook `a` (Gauteng,
 * KwaZulu-Natal, Western Cape, Eastern Cape) and fifteen about notebook `b` (Free State, Limpopo,
 * Mpumalanga, North West, Northern Cape). Written from the development set's README and its ground
 * truth alone, without looking at the analyst, the extractor or any earlier question set.
 *
 * Voices, each asking five questions of each notebook:
 * - a magistrate's court reporter: who was arrested, how old the accused are, women in the dock,
 *   which dockets were opened where, dates of incidents, bail;
 * - a community radio DJ in a mining town: zama zamas, perlemoen, CIT heists, hijackings, stock
 *   rustling, the East Rand; loose spelling ("Eastren Cape", "Desember") and local slang;
 * - a gender-justice activist: rape, child victims, women killed or hurt, whether the attacker was
 *   someone the victim knew, the festive season and winter.
 *
 * Readings:
 * - An incident is one release (one row of the notebook). A crime word names the row's `crimes`:
 *   "CIT heist" is cash-in-transit robbery; a car "hijacking" is carjacking, and "hijackings, cars or
 *   trucks" is carjacking or truck hijacking; "zama zamas" and "illegal mining busts" are rows with
 *   illegal mining; "perlemoen"/abalone is poaching in the Western Cape (the notebook's only other
 *   poaching is rhino poaching in KwaZulu-Natal); "stock theft"/rustling is stock theft.
 * - "The East Rand" is the Ekurhuleni municipality. Provinces are the `province` field; KZN, EC and
 *   the misspelt "Eastren Cape" name KwaZulu-Natal and the Eastern Cape.
 * - "People arrested" and "zama zamas arrested" add up `num_suspects_arrested`; "ended with an
 *   arrest" is `arrest_made` true and "nobody arrested" is `arrest_made` false (not null).
 * - Suspects' ages are the ages the release gives one per suspect (`suspect_ages`); an "aged between"
 *   range gives none. "Older than 55" and "under 20" are strict. A mean is over the stated ages and
 *   rounded to the nearest whole year. "The oldest accused" is the single greatest stated age.
 * - People counts add up the people v2 fields (`suspects_female`, `victims_children`,
 *   `victims_killed`, `victims_female`); a null figure is not stated and adds nothing, and an incident
 *   "with a female victim" or "a child victim" is one whose stated figure is above zero.
 * - "Someone the victim knew" is a `relationship` of partner, family or acquaintance; "an
 *   acquaintance" is acquaintance alone; a null relationship is not known, never known.
 * - Dates are the incident's `event_date`; undated incidents fall in no window and on no weekday.
 *   Windows are inclusive: "December or January" and "June, July or August" are whole months of any
 *   year, a weekend is a Saturday or Sunday.
 * - Shares are whole percents, and their denominator is every incident of the group asked about:
 *   all Ekurhuleni incidents, all rape incidents (whatever their relationship or child figure says),
 *   all Free State incidents.
 * - Rankings sum per key over the notebook's incidents (arrests per province, female victims per
 *   province) or count incidents per key (murder incidents per municipality, rape incidents per
 *   province); the single top key is the answer, named as the ground truth spells it (Maluti-a-Phofung
 *   also without hyphens).
 * - Refusals, which the releases never state (every text of the notebook searched): how much
 *   gold-bearing soil was seized at Primrose (searched "soil", "gold", "kg", "kilogram", "ton", "bag",
 *   "weigh", "amount", "quantity": the soil is found, never measured); what the unpolished diamonds
 *   near Koingnaas were worth (searched "diamond", "carat", "worth", "value" and rand amounts: none
 *   for the diamonds); any bail amount (searched "bail", "plead", "guilty": bail applications are
 *   postponed or pending, no release gives bail granted or its amount).
 */
import type { Expectation } from './answer-matching';
import {
  type BlindQuestion,
  knewTheAttacker,
  peopleTotal,
  ranking,
  rowsWhere,
  suspectAges,
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
  meanOf,
  month,
  notArrested,
  number,
  percentOf,
  refusal,
  sum,
  weekend,
} from './ground-truth-questions';

const KZN = inProvince('KwaZulu-Natal');
const EC = inProvince('Eastern Cape');
const WC = inProvince('Western Cape');

/** The incident falls in one of the given months (1–12) of any year; an undated one in none. */
const inMonthOf =
  (...months: number[]) =>
  (r: DevRow) => {
    const m = month(r);
    return m !== undefined && months.includes(m);
  };

/** At least one stated female victim. */
const withFemaleVictim = (r: DevRow) => (r.victims_female ?? 0) > 0;
/** At least one stated child victim. */
const withChildVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;

/** People arrested over the rows: stated figures only. */
const arrests = (rows: readonly DevRow[]) => sum(rows.map((r) => r.num_suspects_arrested));

/** The incident date of the one incident whose suspect is the oldest stated; a tie is an error. */
function oldestSuspectsDate(rows: readonly DevRow[]): Expectation {
  const oldest = Math.max(...suspectAges(rows));
  const holders = rows.filter((r) => (r.suspect_ages ?? []).includes(oldest));
  const [only] = holders;
  if (holders.length !== 1 || !only?.event_date)
    throw new Error(`no single dated incident holds the oldest suspect (${oldest})`);
  return { kind: 'date', value: only.event_date };
}

export const FRESH39_QUESTIONS: BlindQuestion[] = [
  // Notebook a: the magistrate's court reporter.
  {
    notebook: 'a',
    question:
      "I'm doing a round-up for the court pages. Counting heads rather than cases, which province had the most people arrested?",
    covers: ['ranking', 'people'],
    ...ranking((rows) =>
      tallyOf(
        rows,
        (r) => r.province,
        (r) => r.num_suspects_arrested ?? 0,
      ),
    ),
  },
  {
    notebook: 'a',
    question:
      "Following up on KZN matters where nobody has been brought in yet. Of the KwaZulu-Natal incidents where no arrest was made at all, what's the date of the most recent one?",
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, KZN, notArrested), 'latest'),
  },
  {
    notebook: 'a',
    question:
      "Sidebar on the accused in the Eastern Cape matters: taking only the arrested suspects whose exact age is given (not the 'aged between' ones), what is their average age, to the nearest year?",
    covers: ['people', 'restricted count'],
    expect: (rows) => meanOf(suspectAges(rows.filter(EC)), 0),
  },
  {
    notebook: 'a',
    question: 'Quick check before I file. In the EC cases, was anybody older than 55 arrested?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(suspectAges(rows.filter(EC)).some((age) => age > 55)),
  },
  {
    notebook: 'a',
    question:
      'Monday court rolls are always full after the weekend. Of the incidents that happened on a Saturday or a Sunday, how many ended with at least one arrest?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => number(count(rows, weekend, arrested)),
  },
  // Notebook a: the mining-town radio DJ.
  {
    notebook: 'a',
    question:
      'Eish, the perlemoen guys again! Listeners are asking: how many people in total got nabbed with abalone down in the Cape?',
    covers: ['slang', 'people'],
    expect: (rows) => number(arrests(rowsWhere(rows, WC, has('poaching')))),
  },
  {
    notebook: 'a',
    question: 'Howzit. How many CIT heists were there in KZN and the Eastren Cape, the two together?',
    covers: ['misspelling', 'slang', 'restricted count'],
    expect: (rows) => number(count(rows, has('cash-in-transit robbery'), (r) => KZN(r) || EC(r))),
  },
  {
    notebook: 'a',
    question:
      "When was the last time somebody's car got hijacked in this lot? Cars only hey, not the trucks.",
    covers: ['slang', 'date'],
    expect: (rows) => dateAt(rows.filter(has('carjacking')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Here on the East Rand people say nobody ever gets caught. Of the East Rand cases, what percentage ended with an arrest? Round it off to a whole percent.',
    covers: ['share', 'slang'],
    expect: (rows) =>
      percentOf(
        rows.filter((r) => r.municipality === 'Ekurhuleni'),
        arrested,
      ),
  },
  {
    notebook: 'a',
    question:
      'Those zama zamas at Primrose with the gold-bearing soil, how many kilos of soil did the cops actually seize?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
  // Notebook a: the gender-justice activist.
  {
    notebook: 'a',
    question:
      "I'm compiling figures on violence against children for a dialogue in Cape Town. Across the Western Cape incidents, how many child victims (under 18) are there in total, whether killed, injured or abused?",
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(WC))),
  },
  {
    notebook: 'a',
    question:
      'Out of all the rape cases here, in what percentage was the perpetrator someone the survivor knew, a partner, relative or acquaintance? Please count every rape case in the total and round to a whole percent.',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(has('rape')), knewTheAttacker),
  },
  {
    notebook: 'a',
    question:
      'Which province had the most female victims, adding up the women and girls across all its incidents?',
    covers: ['ranking', 'people'],
    ...ranking((rows) =>
      tallyOf(
        rows,
        (r) => r.province,
        (r) => r.victims_female ?? 0,
      ),
    ),
  },
  {
    notebook: 'a',
    question:
      'Femicide so often comes from people close to the victim. How many people were killed in incidents where the attacker was someone the victims knew (a partner, a relative or an acquaintance)?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(knewTheAttacker))),
  },
  {
    notebook: 'a',
    question:
      'The festive season is always brutal for women. How many incidents with at least one female victim happened in December or January, in any year?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, withFemaleVictim, inMonthOf(12, 1))),
  },

  // Notebook b: the magistrate's court reporter.
  {
    notebook: 'b',
    question:
      'For a piece on women in the dock: how many female suspects are there across all these cases, arrested or still being sought?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question:
      "Who's the oldest accused in this batch (going by the ages actually given)? I only need the date of the incident they're charged over.",
    covers: ['date', 'people'],
    expect: oldestSuspectsDate,
  },
  {
    notebook: 'b',
    question: 'Did Limpopo police arrest anyone under 20, any teenager at all, in these matters?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(suspectAges(rows.filter(inProvince('Limpopo'))).some((age) => age < 20)),
  },
  {
    notebook: 'b',
    question: 'Which municipality had the most murder cases on the roll?',
    covers: ['ranking', 'conjunction'],
    ...ranking(
      (rows) => tallyOf(rows.filter(has('murder')), (r) => r.municipality),
      (key) => [key, key.replaceAll('-', ' ')],
    ),
  },
  {
    notebook: 'b',
    question:
      "Bail figures: across all of these matters, what's the highest bail amount any accused was granted, in rand?",
    covers: ['refusal'],
    expect: refusal,
  },
  // Notebook b: the mining-town radio DJ.
  {
    notebook: 'b',
    question:
      "We're a mining town, zama zamas are our daily news. How many zama zamas were arrested altogether in the illegal mining busts?",
    covers: ['slang', 'people'],
    expect: (rows) => number(arrests(rows.filter(has('illegal mining')))),
  },
  {
    notebook: 'b',
    question: 'How many zama zama raids were there in Desember?',
    covers: ['misspelling', 'calendar', 'slang'],
    expect: (rows) => number(count(rows, has('illegal mining'), inMonthOf(12))),
  },
  {
    notebook: 'b',
    question: 'Those uncut diamonds they found on the guys near Koingnaas, what were they worth in rand?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Farmers phone in every week about rustlers. Out of all the Free State cases, what percentage were stock theft? Whole percent is fine.',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows.filter(inProvince('Free State')), has('stock theft')),
  },
  {
    notebook: 'b',
    question: "Hijackings, cars or trucks, doesn't matter: how many were there in this notebook?",
    covers: ['slang', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => has('carjacking')(r) || has('truck hijacking')(r))),
  },
  // Notebook b: the gender-justice activist.
  {
    notebook: 'b',
    question: 'Across the rape cases, how many of the victims were children under 18, all together?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(has('rape')))),
  },
  {
    notebook: 'b',
    question:
      'What share of all the rape cases involved at least one child victim? Round it to a whole percent please.',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(has('rape')), withChildVictim),
  },
  {
    notebook: 'b',
    question: 'For our provincial advocacy plan: which province recorded the most rape cases?',
    covers: ['ranking', 'restricted count'],
    ...ranking((rows) => tallyOf(rows.filter(has('rape')), (r) => r.province)),
  },
  {
    notebook: 'b',
    question:
      'So many of these men are not strangers. How many incidents had a woman or girl as a victim and an attacker who was an acquaintance of hers?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, withFemaleVictim, (r) => r.relationship === 'acquaintance')),
  },
  {
    notebook: 'b',
    question:
      "Women's Month is August, but the whole winter is bad. How many incidents with a female victim happened in June, July or August, any year?",
    covers: ['calendar'],
    expect: (rows) => number(count(rows, withFemaleVictim, inMonthOf(6, 7, 8))),
  },
];

export const fresh39QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH39_QUESTIONS, rows);
