/**
 * The two-hundred-and-twelfth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A WhatsApp group admin for a neighbourhood watch: lower case, no punctuation, abbreviations ("hw
 *    many", "wat", "ppl", "nbd", "jhb", "cpt", "pta", "bloem"), voice-note transcription errors
 *    ("hi jackings", "murdas", "kid nappings").
 * 2. A gender-based-violence researcher: women and children as victims, rape, shares of female victims
 *    with the basis stated, comparisons between provinces, medians.
 * 3. A retired SAPS captain: police jargon ("dockets", "CAS numbers", "GBH", "precinct", "the station
 *    commander", "members" for police officers), asks per police station and about police officers
 *    among the victims.
 *
 * The readings chosen (one row is one incident, one "docket"; a crime question counts the rows whose
 * `crimes` hold the category):
 * - Dates are `event_date` alone: a row without one is outside every date range, month and weekday and
 *   is never the earliest or latest; `published_date` is never read. A weekend is a Saturday or Sunday
 *   of `event_date`; "between January 2020 and December 2021" is 2020-01-01 to 2021-12-31 inclusive.
 * - Places: "jhb" is the `City of Johannesburg` municipality, "cpt" the `City of Cape Town`, "pta" the
 *   `City of Tshwane` and "bloem" `Mangaung`; a province is `province`. A "station" or "precinct" is
 *   `police_station` (rows without one are left out), answered as written.
 * - People are sums of the stated figures: `victims_female` / `victims_male` (women, men),
 *   `victims_children` (children), `victims_police` (police officers, "members", on or off duty),
 *   `victims_killed` (killed), `num_suspects_arrested` (arrests); a null figure adds nothing.
 * - The share of victims who were female is the sum of `victims_female` over the sum of `victims_female`
 *   and `victims_male` (the victims of stated sex), to the nearest whole percent.
 * - "Women attacked on a day" ranks the weekdays of the incidents with at least one stated female
 *   victim; "the month most people were killed" ranks calendar months (any year) by the summed
 *   `victims_killed` of the incidents with at least one killed.
 * - Which of two provinces had more female victims ranks the two by summed `victims_female`, over the
 *   incidents with at least one female victim.
 * - "Murders" are `murder`; "hijackings" are `carjacking` or `truck hijacking`; "GBH" is `assault gbh`;
 *   "rape cases" are `rape`; "kidnappings" are `kidnapping`; "attempted murder" is `attempted murder`.
 * - "The attacker was known to the victim" is a `relationship` of partner, family or acquaintance.
 * - A median over an even number of values is the mean of the middle two; the median of victims per
 *   murder docket is over the murder rows with a stated `num_victims`; the median suspect age over
 *   every stated age in `suspect_ages` of the rape rows. A mean of arrests per docket is over the rows
 *   with a stated `num_suspects_arrested`, to one decimal.
 * - "How many more in P than in Q" is the difference of the two counts; P must have more.
 * - The precinct with the biggest arrest haul in a single docket ranks the stations by the largest
 *   `num_suspects_arrested` of any one of their dockets.
 * - Refusals: the ground truth holds no bail status, no referral to care centres, no CAS (case)
 *   numbers, no time of day, no protection orders and no police ranks.
 */
import {
  anyCrime,
  type BlindQuestion,
  femaleVictims,
  inMunicipality,
  knewTheAttacker,
  maleVictims,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  suspectAges,
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
  meanOf,
  month,
  number,
  refusal,
  rounded,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const jhb = inMunicipality('City of Johannesburg');
const cpt = inMunicipality('City of Cape Town');
const pta = inMunicipality('City of Tshwane');
const bloem = inMunicipality('Mangaung');
const hijacking = anyCrime('carjacking', 'truck hijacking');
const rape = has('rape');
const murder = has('murder');
/** At least one stated female victim. */
const femaleVictim = (r: DevRow) => (r.victims_female ?? 0) > 0;
/** At least one stated police officer among the victims. */
const policeVictim = (r: DevRow) => (r.victims_police ?? 0) > 0;

/** The median of the values, the mean of the middle two when there is an even number; none is an error. */
function medianOf(values: readonly number[]) {
  if (values.length === 0) throw new Error('no value to take a median of');
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return number(rounded(value, 1));
}

/** The female share of the victims of stated sex in the rows, nearest whole percent. */
const femaleShare = (rows: readonly DevRow[]) => {
  const female = femaleVictims(rows);
  return percentage(female, female + maleVictims(rows));
};

const femaleWeekdayTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(femaleVictim), weekday);
const killedMonthTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter((r) => (r.victims_killed ?? 0) > 0),
    (r) => {
      const m = month(r);
      return m === undefined ? undefined : MONTH_NAMES[m - 1];
    },
    (r) => r.victims_killed ?? 0,
  );
const easternVersusWesternCapeTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter((r) => femaleVictim(r) && (r.province === 'Eastern Cape' || r.province === 'Western Cape')),
    (r) => r.province,
    (r) => r.victims_female ?? 0,
  );
const stationTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.police_station);
/** Each station's largest arrest haul in a single docket. */
const biggestHaulTally = (rows: readonly DevRow[]) => {
  const hauls = new Map<string, number>();
  for (const r of rows) {
    if (r.police_station === null || r.num_suspects_arrested === null) continue;
    hauls.set(r.police_station, Math.max(hauls.get(r.police_station) ?? 0, r.num_suspects_arrested));
  }
  return hauls;
};

export const FRESH212_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the neighbourhood-watch WhatsApp admin, on notebook a.
  {
    notebook: 'a',
    question: 'hw many incidents were in jhb altogether asking for the group',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, jhb)),
  },
  {
    notebook: 'a',
    question: 'wat day of the week do the ladies get attacked the most ppl keep saying fridays',
    covers: ['ranking', 'calendar', 'slang'],
    ...ranking(femaleWeekdayTally),
  },
  {
    notebook: 'a',
    question: 'cpt vs jhb hw many more murdas in cpt sorry voice note',
    covers: ['conjunction', 'misspelling', 'slang'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => cpt(r) && murder(r),
        (r) => jhb(r) && murder(r),
      ),
  },
  {
    notebook: 'a',
    question: 'any kid nappings in pta at all yes or no',
    covers: ['yes/no', 'misspelling', 'slang'],
    expect: (rows) => yesNo(count(rows, pta, has('kidnapping')) > 0),
  },
  {
    notebook: 'a',
    question: 'hw many of the suspects that got caught were already out on bail nbd just curious',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the gender-based-violence researcher, on notebook a.
  {
    notebook: 'a',
    question:
      'For my provincial breakdown: in KwaZulu-Natal, what percentage of the victims were female, taking as the base only victims whose sex the release states?',
    covers: ['share', 'people', 'conjunction'],
    expect: (rows) => femaleShare(rows.filter(inProvince('KwaZulu-Natal'))),
  },
  {
    notebook: 'a',
    question:
      'What is the median number of victims per murder incident, counting only incidents where the number of victims is given?',
    covers: ['people', 'restricted count'],
    expect: (rows) => medianOf(rowsWhere(rows, murder).flatMap((r) => r.num_victims ?? [])),
  },
  {
    notebook: 'a',
    question:
      'On what date did the earliest rape in this collection take place (the incident, not the press statement)?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(rape), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Comparing the two Cape provinces, which had more female victims in total, the Eastern Cape or the Western Cape?',
    covers: ['ranking', 'people'],
    ...ranking(easternVersusWesternCapeTally),
  },
  {
    notebook: 'a',
    question:
      'In how many of the rape cases was the survivor referred to a Thuthuzela Care Centre for medical and psychosocial support?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the retired SAPS captain, on notebook a.
  {
    notebook: 'a',
    question:
      'Which police station has the most dockets in this lot? I want to know whose station commander was busiest.',
    covers: ['ranking', 'slang'],
    ...ranking(stationTally),
  },
  {
    notebook: 'a',
    question: 'How many members of the Service were among the victims in the Western Cape, on or off duty?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question: 'Count for me the attempted murder dockets in the Eastern Cape precincts.',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, has('attempted murder'), inProvince('Eastern Cape'))),
  },
  {
    notebook: 'a',
    question:
      'Give me the CAS numbers of the murder dockets opened for the Glebelands hostel shooting in Umlazi.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'On average, how many suspects were arrested per docket in Gauteng? One decimal is fine.',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      meanOf(
        rows.filter(inProvince('Gauteng')).map((r) => r.num_suspects_arrested),
        1,
      ),
  },

  // Voice 1, the neighbourhood-watch WhatsApp admin, on notebook b.
  {
    notebook: 'b',
    question: 'hw many hi jackings in mpumalanga cars and trucks both',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, hijacking, inProvince('Mpumalanga'))),
  },
  {
    notebook: 'b',
    question: 'wat month do the most ppl get killed any year',
    covers: ['ranking', 'calendar', 'people', 'slang'],
    ...ranking(killedMonthTally),
  },
  {
    notebook: 'b',
    question: 'was there anything in bloem on a weekend sat or sun y n',
    covers: ['yes/no', 'calendar', 'slang'],
    expect: (rows) => yesNo(count(rows, bloem, weekend) > 0),
  },
  {
    notebook: 'b',
    question: 'between jan 2020 and dec 2021 hw many ppl were killed in total',
    covers: ['calendar', 'people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(within('2020-01-01', '2021-12-31')))),
  },
  {
    notebook: 'b',
    question: 'wat time of nite do most of the house robberies happen so we knw when to patrol',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the gender-based-violence researcher, on notebook b.
  {
    notebook: 'b',
    question: 'How many more rape cases were recorded in the Northern Cape than in North West?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => rape(r) && inProvince('Northern Cape')(r),
        (r) => rape(r) && inProvince('North West')(r),
      ),
  },
  {
    notebook: 'b',
    question:
      'Of the murder victims whose sex is recorded, what share were women or girls? Base: murder incidents only, victims of stated sex.',
    covers: ['share', 'people'],
    expect: (rows) => femaleShare(rows.filter(murder)),
  },
  {
    notebook: 'b',
    question: 'What was the median age of the suspects in the rape cases, across all ages that are given?',
    covers: ['people'],
    expect: (rows) => medianOf(suspectAges(rows.filter(rape))),
  },
  {
    notebook: 'b',
    question:
      'In how many rape cases was the perpetrator someone the victim knew, i.e. a partner, relative or acquaintance?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, rape, knewTheAttacker)),
  },
  {
    notebook: 'b',
    question: 'How many of the women in these cases had a protection order against the attacker at the time?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the retired SAPS captain, on notebook b.
  {
    notebook: 'b',
    question: 'Which precinct made the biggest arrest haul on a single docket?',
    covers: ['ranking', 'slang'],
    ...ranking(biggestHaulTally),
  },
  {
    notebook: 'b',
    question: 'How many of our members, on duty or off, were victims in North West?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question: 'When was the most recent murder where a police officer was among the victims?',
    covers: ['date', 'people'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, policeVictim), 'latest'),
  },
  {
    notebook: 'b',
    question: 'How many dockets carry a GBH charge?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, has('assault gbh'))),
  },
  {
    notebook: 'b',
    question: 'What ranks were the officers who were shot? Constables, sergeants, warrant officers?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh212QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH212_QUESTIONS, rows);
