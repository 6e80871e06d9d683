/**
 * The two-hundred-and-eighth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A Free State farmer's-union safety officer: plain rural English with Afrikaans and Sesotho words
 *    ("plaas", "boer", "veediefstal", "hoeveel", "kae", "neng", "mense", "ja or nee"), a few typos
 *    ("arested", "murdur", "erliest"), asking about farms, stock theft and attacks.
 * 2. A fact-checking desk at a national newspaper: each question quotes a claim (a politician, a tweet,
 *    a press release) and asks whether the records support it, with the figure that settles it.
 * 3. A statistics lecturer setting tutorial questions: defines the variable first ("Let X be ..."),
 *    then asks for a median, range, mode, mean, proportion or difference, with the base spelled out.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one has no weekday and is never the earliest or latest;
 *   `published_date` is never read. A weekend is a Saturday or Sunday of `event_date`; a weekday ranking
 *   ranks the weekdays of the dated rows.
 * - "Veediefstal" / "stock theft" is `stock theft`; "murder" is `murder` (attempted murder is not);
 *   "rape" is `rape`; "cash-in-transit robbery" is `cash-in-transit robbery`; "kidnapping" is
 *   `kidnapping`.
 * - A farm incident ("on a plaas", "plaasaanval", "farm incidents") is a row whose `location` holds the
 *   word "farm" (any case), whatever its crimes.
 * - People are sums of the stated figures: `victims_injured` (injured "mense"), `victims_killed`
 *   (killed, death toll), `num_suspects_arrested` (suspects arrested). A null figure adds nothing.
 * - "An incident with a police officer among the victims" is a row with `victims_police` above 0; "an
 *   incident with a child victim" a row with `victims_children` above 0 (null is not one), over all the
 *   province's rows.
 * - "An arrest was made" / "ended with arrests" is `arrest_made === true`; a proportion of a province's
 *   incidents with an arrest has all that province's rows as its base (an unstated arrest is not one).
 *   "Every CIT robbery ended with arrests" holds when every such row has `arrest_made === true`.
 * - "The attacker was someone the victim knew" is `relationship` of `partner`, `family` or
 *   `acquaintance`; the share is over all rape rows, an unstated relationship counting as not known.
 * - "By how many does Gauteng exceed all other provinces combined" is the Gauteng kidnapping rows minus
 *   the kidnapping rows of every other province (Gauteng must have more).
 * - The share of murders in KwaZulu-Natal is over all the notebook's murder rows; shares and
 *   percentages are to the nearest whole percent; a difference of two proportions is in percentage
 *   points, rounded once after subtracting.
 * - The suspect-age range is the largest minus the smallest of all `suspect_ages`, one per suspect.
 * - A median, mode or mean of "X per incident" is over the rows where X is stated (not null); the median
 *   of an even count is the mean of the two middle values. The mean of people killed "in murder
 *   incidents" is over the murder rows with `victims_killed` stated, to one decimal.
 * - "The province with the highest mean arrests per incident" divides the province's summed
 *   `num_suspects_arrested` by its rows with a stated figure; the North West minus Northern Cape
 *   difference of those means is to one decimal (North West must be higher).
 * - "Kae / where" for the stock theft with the most arrests is the stock-theft row with the most
 *   `num_suspects_arrested`, named by the parts of its location no other incident shares.
 * - "Which provinces had stock theft" is the list of distinct `province` values of the stock-theft rows.
 * - Rankings (the stock theft with most arrests, the weekday of most farm incidents, the province with
 *   most people killed, the province with the highest mean arrests) each carry their tally; a tie at
 *   the top is an error in the question.
 * - Refusals: the ground truth records no victim's occupation (farmworker or farmer), no time of day,
 *   no bail status of suspects, and no date of arrest.
 */
import {
  atPlace,
  type BlindQuestion,
  knewTheAttacker,
  kznProvinceNames,
  largestIncident,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  suspectAges,
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
  meanOf,
  number,
  percentOf,
  refusal,
  rounded,
  weekday,
  weekend,
} from './ground-truth-questions';

const murder = has('murder');
const rape = has('rape');
const cit = has('cash-in-transit robbery');
const kidnapping = has('kidnapping');
/** Veediefstal. */
const stockTheft = has('stock theft');
/** An incident the release places on a farm (a plaas). */
const onAFarm = atPlace('farm');
const withPoliceVictim = (r: DevRow) => (r.victims_police ?? 0) > 0;
const withChildVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;

/** The stated values, sorted; none stated is an error in the question. */
function statedSorted(values: (number | null | undefined)[]): number[] {
  const stated = values.filter((v): v is number => v !== null && v !== undefined).sort((x, y) => x - y);
  if (stated.length === 0) throw new Error('no stated value');
  return stated;
}

/** The median of the stated values: the mean of the two middle values when their count is even. */
function medianOf(values: (number | null | undefined)[]): number {
  const sorted = statedSorted(values);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

/** The single most frequent stated value; a tie is an error in the question. */
function modeOf(values: (number | null | undefined)[]): number {
  const counts = tallyOf(statedSorted(values), (v) => String(v));
  const ranked = [...counts].sort((x, y) => y[1] - x[1]);
  const [first, second] = ranked;
  if (!first || (second && second[1] === first[1]))
    throw new Error(`no single mode: ${JSON.stringify(ranked)}`);
  return Number(first[0]);
}

/** The mean of the stated arrests per incident over the rows. */
function meanArrests(rows: readonly DevRow[]): number {
  const stated = statedSorted(rows.map((r) => r.num_suspects_arrested));
  return stated.reduce((total, v) => total + v, 0) / stated.length;
}

/** The share (0–100) of the rows with an arrest made; no rows is an error in the question. */
function arrestShare(rows: readonly DevRow[]): number {
  if (rows.length === 0) throw new Error('no rows to take a share of');
  return (100 * rows.filter(arrested).length) / rows.length;
}

/** The mean arrests per incident of each province, over its rows with a stated figure. */
const meanArrestsByProvince = (rows: readonly DevRow[]) => {
  const means = new Map<string, number>();
  for (const province of new Set(rows.map((r) => r.province))) {
    const stated = rows.filter((r) => r.province === province && r.num_suspects_arrested !== null);
    if (stated.length > 0) means.set(province, meanArrests(stated));
  }
  return means;
};

const farmWeekdayTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(onAFarm), weekday);

export const FRESH208_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the farmer's-union safety officer, on notebook a.
  {
    notebook: 'a',
    question:
      'Goeie dag. Hoeveel mense were injured in all the Eastern Cape incidents together? Just the injured ones, not the dead.',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question:
      "Veediefstal: kae did the stock theft case with the most suspects arested happen? Want to know which area's police are actually catching the thieves.",
    covers: ['ranking', 'slang', 'misspelling'],
    ...largestIncident(stockTheft, (r) => r.num_suspects_arrested),
  },
  {
    notebook: 'a',
    question:
      'Neng was the last murdur in the Eastern Cape? The day it happened, not when the police put out the statement.',
    covers: ['date', 'misspelling', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Eastern Cape')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Did any of the veediefstal cases happen on a weekend, Saturday or Sunday? Our boere say the thieves come on the weekend. Ja or nee.',
    covers: ['yes/no', 'calendar', 'slang'],
    expect: (rows) => yesNo(count(rows, stockTheft, weekend) > 0),
  },
  {
    notebook: 'a',
    question:
      "For the union's report: of all the people attacked in these cases, hoeveel were plaaswerkers (farmworkers) and not the boer himself?",
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the fact-checking desk, on notebook a.
  {
    notebook: 'a',
    question:
      'A KZN MEC told the legislature: "More than half of the murders in these releases happened in KwaZulu-Natal." Do the records back that up? What share of the murder incidents were in KZN, as a percentage?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentage(count(rows, murder, inProvince('KwaZulu-Natal')), count(rows, murder)),
  },
  {
    notebook: 'a',
    question:
      'A police spokesperson tweeted: "Every cash-in-transit robbery we reported ended with arrests." Do the records support the claim, yes or no?',
    covers: ['yes/no', 'restricted count'],
    expect: (rows) => yesNo(rows.filter(cit).length > 0 && rows.filter(cit).every(arrested)),
  },
  {
    notebook: 'a',
    question:
      'Claim from a Gauteng councillor: "Gauteng had more kidnappings than the rest of the country put together." Check it: by how many kidnapping incidents does Gauteng exceed all the other provinces combined?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => kidnapping(r) && inProvince('Gauteng')(r),
        (r) => kidnapping(r) && !inProvince('Gauteng')(r),
      ),
  },
  {
    notebook: 'a',
    question:
      'Viral tweet: "Nobody ever gets arrested for weekend murders." How many murder incidents that happened on a Saturday or a Sunday did in fact end with an arrest?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, murder, weekend, arrested)),
  },
  {
    notebook: 'a',
    question:
      'An opposition MP said in a press statement: "Police officers were among the victims in at least five separate incidents." In how many incidents was a police officer actually among the victims?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(count(rows, withPoliceVictim)),
  },

  // Voice 3, the statistics lecturer, on notebook a.
  {
    notebook: 'a',
    question:
      'Let X be the number of suspects arrested in an incident, taken over the incidents where X is stated. What is the median of X?',
    covers: ['people'],
    expect: (rows) => number(medianOf(rows.map((r) => r.num_suspects_arrested))),
  },
  {
    notebook: 'a',
    question:
      'Let A be the set of stated suspect ages, one value per suspect. Compute the range of A (maximum minus minimum), in years.',
    covers: ['people'],
    expect: (rows) => {
      const ages = statedSorted(suspectAges(rows));
      return number((ages.at(-1) ?? 0) - (ages[0] ?? 0));
    },
  },
  {
    notebook: 'a',
    question:
      "Let p_G be the proportion of Gauteng incidents in which an arrest was made and p_E the same proportion for the Eastern Cape, each with all of that province's incidents as the base. Give p_G - p_E in percentage points, to the nearest whole point.",
    covers: ['share', 'conjunction'],
    expect: (rows) => {
      const difference =
        arrestShare(rows.filter(inProvince('Gauteng'))) -
        arrestShare(rows.filter(inProvince('Eastern Cape')));
      if (difference <= 0) throw new Error(`Gauteng is not ahead: ${difference}`);
      return number(rounded(difference, 0));
    },
  },
  {
    notebook: 'a',
    question:
      'Let K be the number of people killed in an incident. Restricting to the murder incidents for which K is stated, compute the mean of K to one decimal place.',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      meanOf(
        rows.filter(murder).map((r) => r.victims_killed ?? null),
        1,
      ),
  },
  {
    notebook: 'a',
    question:
      'Let T be the number of days between an incident and the arrest of its first suspect. Over the incidents with an arrest, what is the mean of T?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the farmer's-union safety officer, on notebook b.
  {
    notebook: 'b',
    question: 'Hoeveel incidents happened on a plaas in the Free State? Anything where the place is a farm.',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, onAFarm, inProvince('Free State'))),
  },
  {
    notebook: 'b',
    question:
      'Plaasaanvalle - on which day of the week do most of the farm incidents happen? We are planning the farm watch shifts.',
    covers: ['ranking', 'calendar', 'slang'],
    ...ranking(farmWeekdayTally),
  },
  {
    notebook: 'b',
    question:
      'Kae, in which provinces, were there veediefstal cases in this lot? Just list the provinces please.',
    covers: ['slang'],
    expect: (rows) => ({
      kind: 'list',
      value: [...new Set(rows.filter(stockTheft).map((r) => r.province))].sort(),
    }),
  },
  {
    notebook: 'b',
    question: 'Neng was the erliest stock theft case in these reports? The date of the theft itself.',
    covers: ['date', 'misspelling', 'slang'],
    expect: (rows) => dateAt(rows.filter(stockTheft), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'Hoeveel of the plaasaanvalle happened at night, after dark? The boere want to know if they must sit up at night.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the fact-checking desk, on notebook b.
  {
    notebook: 'b',
    question:
      'A Limpopo politician claimed: "Limpopo has the highest death toll of all the provinces in these releases." Which province actually recorded the most people killed?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'b',
    question:
      'A gender activist wrote: "In nearly every rape case, the attacker was someone the victim knew." Fact-check: in what percentage of the rape incidents does the record say the attacker was a partner, a family member or an acquaintance?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(rape), knewTheAttacker),
  },
  {
    notebook: 'b',
    question:
      'Press release from the Mpumalanga commissioner: "Our officers arrested more than 40 suspects in these operations." Is that so? What is the total number of suspects arrested in the Mpumalanga incidents?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Mpumalanga')))),
  },
  {
    notebook: 'b',
    question:
      'A North West NGO tweeted: "Children were victims in more than one in five incidents in our province." What percentage of the North West incidents had at least one child among the victims?',
    covers: ['share', 'people'],
    expect: (rows) => percentOf(rows.filter(inProvince('North West')), withChildVictim),
  },
  {
    notebook: 'b',
    question:
      'A party spokesperson said on radio: "Half the suspects arrested were already out on bail for other crimes." Do the records support that? What share of the arrested suspects were out on bail?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the statistics lecturer, on notebook b.
  {
    notebook: 'b',
    question:
      'Let X denote the number of suspects arrested per incident (incidents where X is stated). What is the mode of X?',
    covers: ['people'],
    expect: (rows) => number(modeOf(rows.map((r) => r.num_suspects_arrested))),
  },
  {
    notebook: 'b',
    question:
      'Let N be the number of incidents with a known event date. What proportion of these N incidents fell on a Saturday or a Sunday? Give it as a percentage to the nearest whole number.',
    covers: ['share', 'calendar'],
    expect: (rows) =>
      percentOf(
        rows.filter((r) => r.event_date !== null),
        weekend,
      ),
  },
  {
    notebook: 'b',
    question:
      'Let m_NW and m_NC be the mean number of suspects arrested per incident in North West and in the Northern Cape respectively (base: the incidents of each province with a stated count). Compute m_NW - m_NC to one decimal place.',
    covers: ['conjunction', 'people'],
    expect: (rows) => {
      const difference =
        meanArrests(rows.filter(inProvince('North West'))) -
        meanArrests(rows.filter(inProvince('Northern Cape')));
      if (difference <= 0) throw new Error(`North West is not ahead: ${difference}`);
      return number(rounded(difference, 1));
    },
  },
  {
    notebook: 'b',
    question:
      'Let R be the set of incidents whose offences include rape. What is the earliest event date in R?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(rape), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'Taking province as the grouping variable, which province has the highest mean number of suspects arrested per incident?',
    covers: ['ranking', 'people'],
    ...ranking(meanArrestsByProvince),
  },
];

export const fresh208QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH208_QUESTIONS, rows);
