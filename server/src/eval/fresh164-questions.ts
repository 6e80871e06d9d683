/**
 * The hundred-and-sixty-fourth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A municipal disaster-management official: where incidents cluster by municipality and by month,
 *    for a risk register and seasonal planning; officialese with its own shorthand ("LM", "metro",
 *    "munis", "hotspot", "Joburg") and a few typos ("munisipality", "incidnets").
 * 2. A migrant-rights activist: attacks on foreign nationals, xenophobic unrest, spaza shops, kidnapping
 *    for ransom, extortion of traders, "zama zamas", and what the releases do and do not record about
 *    nationality; earnest, a typo now and then ("kidnaping").
 * 3. A local radio sports presenter who follows tavern and stadium violence and weekend incidents: chatty,
 *    radio slang ("went down", "ppl", "Bafana"), a typo ("Satuday").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone; `published_date` is never read. A row without an `event_date` is in no
 *   year, month, month range or weekday, and is never the earliest or the latest. "March to June, all
 *   years lumped together" is a month of `event_date` from 3 to 6 in any year, both end months whole
 *   (1 March and 30 June are in). "In 2023" is 1 January to 31 December 2023.
 * - A weekend is a Saturday or Sunday of `event_date`; a weekday ("Mon-Fri") is Monday to Friday of it.
 *   "A weekend incident" needs a date; the share of weekend incidents is over the incidents with an
 *   `event_date` (the undated are left out of the whole), to the nearest whole percent.
 * - "Municipality", "munis", "LM" and "metro" are `municipality`; a row whose municipality is null is in
 *   no municipality, is never ranked, but still counts in the whole of a share of "all incidents".
 *   "Ekurhuleni metro" is `Ekurhuleni`, "Joburg" is `City of Johannesburg`, "Cape Town" is `City of Cape
 *   Town`, "Nelson Mandela Bay" is `Nelson Mandela Bay`, "Mangaung metro" is `Mangaung`. A municipality
 *   may be answered with or without "City of"; the top-three list expects the names without it, in any
 *   wording that contains them.
 * - "The month with the most fatal incidents" is the calendar month of `event_date`, all years together,
 *   with the most rows whose stated `victims_killed` is at least one (a null or zero is not fatal).
 * - "The day of the week that saw the most people killed" is the weekday of `event_date` with the
 *   largest sum of stated `victims_killed` (undated rows and unstated figures add nothing).
 * - People are sums of the stated figures, a null adding nothing: `victims_killed` (killed, fatalities,
 *   murdered people), `victims_injured` (injured), `num_suspects_arrested` (suspects arrested, nabbed).
 *   "How many more ppl were killed on weekends than on weekdays" is the killed of the weekend rows less
 *   the killed of the Monday-to-Friday rows; undated rows are on neither side; a side that is not larger
 *   is an error in the question.
 * - The average of suspects arrested per kidnapping case is the mean of the stated
 *   `num_suspects_arrested` over the `kidnapping` rows (a null is left out, not taken as zero), to one
 *   decimal.
 * - "Public violence (riots, looting)" is `public violence`; "kidnaping-with-extortion" is a row with both
 *   `kidnapping` and `extortion`; "spaza and shop robberies" are `business robbery`; "illegal mining
 *   (zama zama) busts" are `illegal mining`; "extortion cases" are `extortion`; "murdered" is `murder`
 *   (not `attempted murder`). "A weekend shooting" is a weekend row with `murder` or `attempted murder`,
 *   ranked by its stated `victims_injured` (a null is not ranked) and named by the parts of its location
 *   no other incident shares. "Bafana captain Senzo Meyiwa shot in Vosloorus" is the row whose location
 *   holds "Vosloorus".
 * - "The attacker was a stranger" is `relationship === 'stranger'`; a null relationship is not stated.
 * - "How many more incidents in Mangaung than in Maluti-a-Phofung" is the difference of the two row counts;
 *   Mangaung must have more.
 * - Rankings (municipality, month of fatal incidents, province of extortion, weekday of the killed, largest
 *   weekend shooting) each carry their tally; a tie at the top is an error in the question, as is a tie
 *   at the cut-off of the top three.
 * - Refusals: no field holds a victim's or suspect's nationality or country of origin, whether a suspect
 *   was drunk, or whether a day was a football match day; those questions expect a refusal.
 */
import type { Expectation } from './answer-matching';
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  inMunicipality,
  largestIncident,
  peopleTotal,
  percentage,
  ranking,
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
  meanOf,
  month,
  municipalityNames,
  number,
  refusal,
  topKeys,
  weekday,
  weekend,
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

/** A Monday-to-Friday incident by `event_date`; an undated row is neither weekday nor weekend. */
const weekdayOnly = (r: DevRow) => weekday(r) !== undefined && !weekend(r);
/** A dated incident. */
const dated = (r: DevRow) => r.event_date !== null;
/** The month of `event_date` lies from `from` to `to` (1–12), both ends whole, in any year. */
const monthBetween = (from: number, to: number) => (r: DevRow) => {
  const m = month(r);
  return m !== undefined && m >= from && m <= to;
};
/** A shooting: a murder or an attempted murder. */
const shooting = anyCrime('murder', 'attempted murder');

const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
/** A fatal incident: one whose release states at least one person killed. */
const fatal = (r: DevRow) => (stated('victims_killed')(r) ?? 0) > 0;
const fatalMonthTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(fatal), (r) => {
    const m = month(r);
    return m === undefined ? undefined : MONTH_NAMES[m - 1];
  });
const extortionProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('extortion')), (r) => r.province);
/** The stated killed per weekday of `event_date`, over the fatal incidents. */
const killedByWeekdayTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(fatal), weekday, (r) => stated('victims_killed')(r) ?? 0);

/** The three municipalities with the most incidents, most first, without "City of". */
const topThreeMunicipalities = (rows: readonly DevRow[]): Expectation => ({
  kind: 'list',
  value: topKeys(rows, (r) => r.municipality, 3).map((name) => name.replace(/^City of /, '')),
});

const killed = (selected: readonly DevRow[]) => peopleTotal('victims_killed', selected);

export const FRESH164_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the disaster-management official, on notebook a.
  {
    notebook: 'a',
    question:
      'For our risk register: which municipality has the most incidents logged in this notebook? i.e. the biggest hotspot',
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'How many incidents were logged in the Ekurhuleni metro in the months March to June (all years lumped together)?',
    covers: ['restricted count', 'calendar', 'conjunction'],
    expect: (rows) => number(count(rows, inMunicipality('Ekurhuleni'), monthBetween(3, 6))),
  },
  {
    notebook: 'a',
    question: 'List the top 3 munis by number of incidents, biggest cluster first.',
    covers: ['slang'],
    expect: topThreeMunicipalities,
  },
  {
    notebook: 'a',
    question: 'What percentage of all incidents fell inside the Joburg and Cape Town metros combined?',
    covers: ['share', 'slang'],
    expect: (rows) =>
      percentage(
        count(
          rows,
          (r) => r.municipality === 'City of Johannesburg' || r.municipality === 'City of Cape Town',
        ),
        rows.length,
      ),
  },
  {
    notebook: 'a',
    question: 'When was the earliest incident recorded in Nelson Mandela Bay munisipality?',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(inMunicipality('Nelson Mandela Bay')), 'earliest'),
  },

  // Voice 2, the migrant-rights activist, on notebook a.
  {
    notebook: 'a',
    question:
      "How many of the victims in these releases were foreign nationals? We're tracking afrophobic attacks.",
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'How many incidents of public violence (riots, looting) are in this notebook? Xenophobic flare-ups often get logged that way.',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, has('public violence'))),
  },
  {
    notebook: 'a',
    question:
      'Is there any kidnaping-with-extortion case in the Eastern Cape? Foreign shopkeepers get targeted for ransom a lot. Yes or no.',
    covers: ['yes/no', 'conjunction', 'misspelling'],
    expect: (rows) => yesNo(count(rows, has('kidnapping'), has('extortion'), inProvince('Eastern Cape')) > 0),
  },
  {
    notebook: 'a',
    question: 'On average, how many suspects were arrested per kidnapping case? One decimal is fine.',
    covers: ['share', 'people'],
    expect: (rows) =>
      meanOf(
        rows.filter(has('kidnapping')).map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'a',
    question: 'Spaza and shop robberies (business robbery): how many suspects were nabbed altogether?',
    covers: ['people', 'slang', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('business robbery')))),
  },

  // Voice 3, the radio sports presenter, on notebook a.
  {
    notebook: 'a',
    question: 'How many incidents went down over a weekend, Sat or Sun?',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, weekend)),
  },
  {
    notebook: 'a',
    question: 'How many more ppl were killed on weekends than on weekdays (Mon-Fri)?',
    covers: ['people', 'calendar', 'slang'],
    expect: (rows) => excessOf(rows, weekend, weekdayOnly, killed),
  },
  {
    notebook: 'a',
    question: 'When exactly was Bafana captain Senzo Meyiwa shot in Vosloorus?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(atPlace('Vosloorus')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Which weekend shooting left the most people injured? Was it the tavern one?',
    covers: ['ranking', 'calendar', 'people'],
    ...largestIncident((r) => weekend(r) && shooting(r), stated('victims_injured')),
  },
  {
    notebook: 'a',
    question:
      'Were the shooters in those weekend tavern shootings drunk? How many of the suspects had been drinking?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the disaster-management official, on notebook b.
  {
    notebook: 'b',
    question: 'Which local municipality clusters the most incidents here?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Seasonal planning q: which calendar month (all years together) has the most fatal incidnets, i.e. where someone died?',
    covers: ['ranking', 'calendar', 'misspelling', 'people'],
    ...ranking(fatalMonthTally),
  },
  {
    notebook: 'b',
    question: 'How many more incidents in Mangaung metro than in Maluti-a-Phofung LM?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => excessOf(rows, inMunicipality('Mangaung'), inMunicipality('Maluti-a-Phofung')),
  },
  {
    notebook: 'b',
    question: 'Fatalities in Maluti-a-Phofung: how many people were killed in total across its incidents?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(killed(rows.filter(inMunicipality('Maluti-a-Phofung')))),
  },
  {
    notebook: 'b',
    question: 'How many incidents did Mangaung log in 2023?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inMunicipality('Mangaung'), inYear(2023))),
  },

  // Voice 2, the migrant-rights activist, on notebook b.
  {
    notebook: 'b',
    question: 'What nationalities were the zama zamas arrested in the illegal mining busts?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'Total number of suspects arrested in the illegal mining (zama zama) busts?',
    covers: ['people', 'slang', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('illegal mining')))),
  },
  {
    notebook: 'b',
    question: 'In how many incidents do the releases say the attacker was a stranger to the victim?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, (r) => r.relationship === 'stranger')),
  },
  {
    notebook: 'b',
    question:
      'When was the most recent extortion case? Shop owners being squeezed for protection money is a big issue for migrant traders.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('extortion')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Which province had the most extortion cases?',
    covers: ['ranking', 'restricted count'],
    ...ranking(extortionProvinceTally),
  },

  // Voice 3, the radio sports presenter, on notebook b.
  {
    notebook: 'b',
    question: 'How many incidents happened on a Satuday?',
    covers: ['calendar', 'misspelling', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Saturday')),
  },
  {
    notebook: 'b',
    question: 'Of the incidents with a known date, what % fell on a weekend?',
    covers: ['share', 'calendar'],
    expect: (rows) => percentage(count(rows, weekend), count(rows, dated)),
  },
  {
    notebook: 'b',
    question: 'Anyone murdered on a weekend in North West? yes/no',
    covers: ['yes/no', 'conjunction', 'calendar'],
    expect: (rows) => yesNo(count(rows, has('murder'), weekend, inProvince('North West')) > 0),
  },
  {
    notebook: 'b',
    question: 'Which day of the week saw the most people killed? Friday night fever or is it Saturday?',
    covers: ['ranking', 'calendar', 'people'],
    ...ranking(killedByWeekdayTally),
  },
  {
    notebook: 'b',
    question: 'How many of these incidents happened on a PSL match day?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh164QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH164_QUESTIONS, rows);
