/**
 * The hundred-and-fourth fresh question set (blind): thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A rugby and cricket commentator: every question wrapped in the game before the real ask
 *    ("scoreboard", "top of the log", "head-to-head", "run rate", "second innings", "team sheet"),
 *    chatty, exclamation marks, asides about the weather at Newlands.
 * 2. A forensic pathologist: clinical precision ("decedents", "fatalities", "GSW", "paediatric cases
 *    under 18", "MVA is out of scope"), full sentences, states the inclusion criteria before the ask.
 * 3. Someone typing terse bot-like commands: slash commands and key=value filters ("/count crime=murder
 *    prov=KZN", "y/n:", "list top prov by killed"), province codes, lower case, the odd typo
 *    ("kidnaping", "attmpt murder").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, year range, month range,
 *   "since" window and weekday, and is never the earliest or latest; `published_date` is never read. A
 *   weekend ("weekend fixtures") is a Saturday or Sunday of `event_date`; "the second innings of the
 *   year" is July to December of `event_date`, in any year. "yr>=2019" and "since 1 January 2020" take
 *   the year of `event_date`; "2020 to 2022" includes both end years; "dow=wed" is a Wednesday.
 * - Crime words: "murder(s)" is `murder` alone (attempted murder is not one); "homicide cases" in the
 *   pathologist's mouth are `murder` rows, culpable homicide being the road deaths ("MVA") she puts out
 *   of scope: wherever she says MVA is out of scope, rows whose `crimes` hold `culpable homicide` are
 *   left out. "attmpt murder" is `attempted murder`; "kidnaping" is `kidnapping`; "rape" is `rape`;
 *   "CIT" is `cash-in-transit robbery`.
 * - People are sums of the stated figures: `victims_killed` (killed, decedents, fatalities),
 *   `victims_injured` (injured), `victims_children` (children, paediatric cases under 18),
 *   `victims_police` (police officers among the victims, on or off duty), `victims_female` (female
 *   victims), `suspects_female` / `suspects_male` (the case's suspects by sex), `num_suspects_arrested`
 *   (suspects arrested). A null (unstated) figure adds nothing; "an incident with a fatality / with a
 *   police officer among the victims" is one whose stated figure is above zero, and a yes/no on such a
 *   figure is "Yes" only when some incident states one above zero.
 * - Places: a province is `province`; the bot's codes are WC (Western Cape), KZN (KwaZulu-Natal), MP
 *   (Mpumalanga), NC (Northern Cape); KwaZulu-Natal may be answered as "KZN". A municipality is
 *   `municipality` (rows without one are left out), answered as written or without "City of".
 * - Shares: a share of incidents is over the named selection's rows; the female share of victims is
 *   the sum of `victims_female` over the sums of `victims_female` and `victims_male`; the female share
 *   of suspects is the sum of `suspects_female` over the sums of `suspects_female` and `suspects_male`
 *   (nulls add nothing on either side). Every share is a percentage to the nearest whole percent.
 * - Differences ("head-to-head", "/diff") are the first side's count or sum less the second's; the
 *   first side must have more.
 * - Rankings (province with most killed, province with most suspects arrested, municipality with most
 *   killed) each carry their tally; a tie at the top is an error in the question.
 * - Refusals: the ground truth records no wound type or cause of death (gunshot against stab wounds),
 *   and no place of death (at the scene or in hospital).
 */
import {
  type BlindQuestion,
  femaleVictims,
  inMonths,
  kznProvinceNames,
  maleVictims,
  not,
  peopleByProvince,
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
  inYear,
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

const murder = has('murder');
/** The pathologist puts road deaths (culpable homicide, "MVA") out of scope. */
const notMva = not(has('culpable homicide'));
const wednesday = (r: DevRow) => weekday(r) === 'Wednesday';
/** An incident whose stated figure is above zero. */
const withSome = (field: 'victims_killed' | 'victims_police' | 'suspects_female') => (r: DevRow) =>
  (stated(field)(r) ?? 0) > 0;

/** The killed of the rows that pass every test. */
const killedIn = (rows: readonly DevRow[], ...tests: ((r: DevRow) => boolean)[]) =>
  peopleTotal('victims_killed', rowsWhere(rows, ...tests));

const arrestedByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const killedByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => stated('victims_killed')(r) ?? 0,
  );

export const FRESH104_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the rugby and cricket commentator, on notebook a.
  {
    notebook: 'a',
    question:
      "Right, let's have a look at the log! Four provinces in this competition, and the one that matters is who sits at the top of the log for people killed - which province is it, summing the killed across all its incidents?",
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Head-to-head now, Western Cape against Gauteng, and the currency is suspects arrested. How many more suspects did the Western Cape put in the cells than Gauteng, all their incidents added up?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Western Cape'), inProvince('Gauteng'), (selected) =>
        suspectsArrested(selected),
      ),
  },
  {
    notebook: 'a',
    question:
      "Let's talk run rate, like a batter ticking it over in the middle overs! Of all the Gauteng incidents, what percentage involved a kidnapping? Whole percent please, this isn't Duckworth-Lewis.",
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Gauteng')), has('kidnapping')),
  },
  {
    notebook: 'a',
    question:
      'Weekend fixtures always draw the big crowds! On the scoreboard, how many murders happened on a Saturday or a Sunday, going by the day of the incident itself?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },
  {
    notebook: 'a',
    question:
      "First ball of the Eastern Cape's innings - what is the date of the earliest incident in the Eastern Cape, the day it actually happened?",
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Eastern Cape')), 'earliest'),
  },

  // Voice 2, the forensic pathologist, on notebook a.
  {
    notebook: 'a',
    question:
      'Inclusion criteria: homicide cases (murder) with an incident date on or after 1 January 2020; MVA is out of scope. What is the total number of decedents across those cases?',
    covers: ['people', 'calendar', 'restricted count'],
    expect: (rows) => number(killedIn(rows, murder, notMva, sinceYear(2020))),
  },
  {
    notebook: 'a',
    question:
      'Restricting to the Western Cape: how many paediatric cases under 18 are recorded among the victims, summed over all incidents in that province?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Of the decedents in these incidents, how many presented with GSW as opposed to sharp-force injury? I need the split by wound type for the mortality review.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Considering only the victims whose sex is documented, what percentage were female? Report to the nearest whole percent.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = femaleVictims(rows);
      return percentage(female, female + maleVictims(rows));
    },
  },
  {
    notebook: 'a',
    question:
      'What is the date of the most recent incident in which a police officer, on or off duty, is recorded among the victims? Use the incident date, not the publication date.',
    covers: ['date', 'people'],
    expect: (rows) => dateAt(rows.filter(withSome('victims_police')), 'latest'),
  },

  // Voice 3, the bot-like commands, on notebook a.
  {
    notebook: 'a',
    question: '/count crime=murder prov=KZN',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, murder, inProvince('KwaZulu-Natal'))),
  },
  {
    notebook: 'a',
    question: 'y/n: CIT prov=WC?',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, has('cash-in-transit robbery'), inProvince('Western Cape')) > 0),
  },
  {
    notebook: 'a',
    question: 'list top muni by killed',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(killedByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question: '/count dow=wed yr>=2019',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, wednesday, sinceYear(2019))),
  },
  {
    notebook: 'a',
    question: '/sum injured crime=attmpt murder',
    covers: ['people', 'misspelling', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(has('attempted murder')))),
  },

  // Voice 1, the rugby and cricket commentator, on notebook b.
  {
    notebook: 'b',
    question:
      'Five provinces in this pool, and the log is decided on suspects arrested! Which province finishes top of the log, adding up the suspects arrested across all its incidents?',
    covers: ['ranking', 'people'],
    ...ranking(arrestedByProvince),
  },
  {
    notebook: 'b',
    question:
      'Head-to-head, Northern Cape versus Mpumalanga, and we are counting female victims. How many more female victims on the Northern Cape side of the scoreboard than Mpumalanga?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Northern Cape'), inProvince('Mpumalanga'), (selected) =>
        femaleVictims(selected),
      ),
  },
  {
    notebook: 'b',
    question:
      "The Northern Cape's strike rate, if you like: of all the incidents in the Northern Cape, what percentage were rapes? Nearest whole percent, as the scorers would have it.",
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Northern Cape')), has('rape')),
  },
  {
    notebook: 'b',
    question:
      'Second innings of the year, July through December, any year at all - how many murders on the scoreboard in that stretch, by the date of the incident?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, inMonths(7, 12))),
  },
  {
    notebook: 'b',
    question:
      "Checking the team sheet for the Northern Cape: any women listed among the suspects in any of their incidents? Just a yes or no, we're running out of time before the toss!",
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, inProvince('Northern Cape'), withSome('suspects_female')) > 0),
  },

  // Voice 2, the forensic pathologist, on notebook b.
  {
    notebook: 'b',
    question:
      'Total fatalities for incidents dated 2020 to 2022 inclusive, by incident date; MVA is out of scope. Give the single figure.',
    covers: ['people', 'calendar'],
    expect: (rows) => number(killedIn(rows, notMva, within('2020-01-01', '2022-12-31'))),
  },
  {
    notebook: 'b',
    question:
      'Among the rape cases only, how many paediatric cases under 18 are recorded as victims, summed across those incidents?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(has('rape')))),
  },
  {
    notebook: 'b',
    question:
      'Of all the fatalities, how many were declared dead at the scene and how many died after admission to hospital?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Which local or metropolitan municipality accounts for the most decedents, summing fatalities per municipality? MVA is out of scope.',
    covers: ['ranking', 'people'],
    ...ranking((rows) => killedByMunicipality(rows.filter(notMva)), municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'In the Northern Cape, what is the date of the earliest incident with at least one recorded fatality, MVA excluded? Incident date, please.',
    covers: ['date', 'people'],
    expect: (rows) =>
      dateAt(rowsWhere(rows, inProvince('Northern Cape'), notMva, withSome('victims_killed')), 'earliest'),
  },

  // Voice 3, the bot-like commands, on notebook b.
  {
    notebook: 'b',
    question: '/count crime=rape prov=NC',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, has('rape'), inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question: 'y/n: kidnaping prov=MP?',
    covers: ['yes/no', 'misspelling', 'slang'],
    expect: (rows) => yesNo(count(rows, has('kidnapping'), inProvince('Mpumalanga')) > 0),
  },
  {
    notebook: 'b',
    question: 'list top prov by killed',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'b',
    question: '/pct suspects sex=F (of suspects w/ sex stated)',
    covers: ['share', 'people', 'slang'],
    expect: (rows) => {
      const female = peopleTotal('suspects_female', rows);
      return percentage(female, female + peopleTotal('suspects_male', rows));
    },
  },
  {
    notebook: 'b',
    question: '/diff count yr=2023 minus yr=2020',
    covers: ['calendar', 'slang'],
    expect: (rows) => excessOf(rows, inYear(2023), inYear(2020)),
  },
];

export const fresh104QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH104_QUESTIONS, rows);
