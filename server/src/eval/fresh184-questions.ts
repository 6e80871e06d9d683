/**
 * The hundred-and-eighty-fourth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A Limpopo community-radio news editor: short spoken sentences, local place names (Polokwane,
 *    Thohoyandou, Giyani) and "Lim" for Limpopo, "KZN", "CIT".
 * 2. A university criminology lecturer setting tutorial questions: precise and formal, each question
 *    opening with a definition ("For the purposes of this question ...").
 * 3. A WhatsApp neighbourhood-watch coordinator: all lower case, abbreviations ("hw many", "ppl",
 *    "wknd", "cops", "y/n"), a few typos ("killd", "kidnaping") and sometimes a wrong assumption in the
 *    question (the answer is the rows' answer, whatever the assumption).
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone; `published_date` is never read. A row without an `event_date` is
 *   outside every year, quarter, month, weekday and weekend, and is never the first or the latest. A
 *   weekend is a Saturday or Sunday; "the first quarter" is January to March of any year; a calendar
 *   month is the month of `event_date` with all years pooled; "2023 than 2020" compares the rows whose
 *   `event_date` falls in each calendar year.
 * - People are sums of the stated figures, a null (unstated) figure adding nothing: `victims_killed`
 *   (killed, fatalities), `victims_injured` (injured), `victims_police` (cops, police officers on or
 *   off duty), `victims_female` (female victims), `suspects_female` (female suspects, only where the
 *   sex is stated), `num_suspects_arrested` (suspects arrested).
 * - "Lim" is the province Limpopo; Polokwane, Thohoyandou and Giyani stand for it, so "anything from
 *   Lim" asks whether any row's `province` is Limpopo. "KZN" is KwaZulu-Natal.
 * - "CIT" is `cash-in-transit robbery`. "House robberies" are `house robbery` alone (not `burglary`).
 *   "Carjackings" are `carjacking` alone (not `truck hijacking`). "Kidnappings" are incidents whose
 *   crimes hold `kidnapping` (incidents, not people). "Murders" are `murder` (not attempted murder).
 *   A "violent death" is `murder` or `culpable homicide` (attempted murder is not one). A "sexual
 *   offence" is `rape` or `sexual assault`.
 * - Places: a province is `province`; a municipality is `municipality` (Ekurhuleni, "Cape Town" the
 *   `City of Cape Town`, rows without a municipality left out of the ranking, answered as written or
 *   without "City of"); "Khayelitsha" is any row whose `location` names Khayelitsha (any case), whatever
 *   its municipality; "the Giyani case by Maphata" is the one row whose `police_station` is Giyani and
 *   whose `location` names Maphata (its `arrest_made` answers "was anybody arrested").
 * - Shares, to the nearest whole percent: the violent-death share is over the notebook's dated rows
 *   (as the question says), undated rows out of both part and whole; the child share of sexual offences
 *   is over the sexual-offence rows, a row counting as a child case when `victims_children` is above 0
 *   (a null is not a child).
 * - Comparisons ("by how many does X exceed Y", "how many more in Lim than Mpumalanga") are differences
 *   of sums or counts; the first side must have more, or the question is in error.
 * - Rankings each carry their tally; a tie at the top is an error in the question. The province with
 *   most kidnappings counts incidents; the municipality with most incidents leaves out rows without a
 *   municipality. The weekday with most people killed and the month with most fatalities sum
 *   `victims_killed` per weekday or month of `event_date` over the dated rows that state it (an
 *   unstated figure is left out, not a zero; a row's weekday is its own, not its publication's). A wrong assumption in a question ("mostly on fridays", "thought it was mbombela", "mostly
 *   bloem", "mostly men") changes nothing.
 * - Refusals: the releases hold no population figures (no crime rate per 100 000), no suspects'
 *   schooling, no unemployment rates, no official SAPS statistics, no estimate of unreported crime and
 *   no household incomes.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  kznProvinceNames,
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
  refusal,
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

const limpopo = inProvince('Limpopo');
const cit = has('cash-in-transit robbery');
const murder = has('murder');
/** A violent death: murder or culpable homicide; attempted murder is not one. */
const violentDeath = anyCrime('murder', 'culpable homicide');
/** A sexual offence: rape or sexual assault. */
const sexualOffence = anyCrime('rape', 'sexual assault');
const dated = (r: DevRow) => r.event_date !== null;
const inMunicipality = (name: string) => (r: DevRow) => r.municipality === name;
const inFirstQuarter = (r: DevRow) => [1, 2, 3].includes(month(r) ?? 0);
const withChildVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;

/** The one row that passes every test; none or several is an error in the question. */
function theOne(rows: readonly DevRow[], ...tests: ((r: DevRow) => boolean)[]): DevRow {
  const found = rowsWhere(rows, ...tests);
  const [row] = found;
  if (found.length !== 1 || !row) throw new Error(`not one incident but ${found.length}`);
  return row;
}

/** A part of the rows as a whole percentage of them; no rows is an error in the question. */
const shareOf = (rows: readonly DevRow[], test: (r: DevRow) => boolean) =>
  percentage(rows.filter(test).length, rows.length);

const kidnappingProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('kidnapping')), (r) => r.province);
/** Rows that state how many were killed: an unstated figure is no key's zero. */
const killedStated = (rows: readonly DevRow[]) => rows.filter((r) => stated('victims_killed')(r) !== null);
const killedByWeekdayTally = (rows: readonly DevRow[]) =>
  tallyOf(killedStated(rows), weekday, (r) => r.victims_killed ?? 0);
const killedByMonthTally = (rows: readonly DevRow[]) =>
  tallyOf(
    killedStated(rows),
    (r) => {
      const m = month(r);
      return m === undefined ? undefined : MONTH_NAMES[m - 1];
    },
    (r) => r.victims_killed ?? 0,
  );
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH184_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Limpopo community-radio news editor, on notebook a.
  {
    notebook: 'a',
    question:
      'Quick one for the Lim desk. Anything from Limpopo in this notebook? Polokwane, Thohoyandou, Giyani. Yes or no.',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, limpopo) > 0),
  },
  {
    notebook: 'a',
    question: 'KZN now. How many suspects arrested there? All the cases together.',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question: 'Kidnappings. Which province has the most? Just give me the name.',
    covers: ['ranking'],
    ...ranking(kidnappingProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'The first CIT heist in here. The earliest one. What date did it happen?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'earliest'),
  },
  {
    notebook: 'a',
    question: "Ekurhuleni. What's the crime rate per 100 000 residents, going by these releases?",
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the criminology lecturer, on notebook a.
  {
    notebook: 'a',
    question:
      "For the purposes of this question, a 'violent death' is an incident whose recorded crimes include murder or culpable homicide, and the base is the incidents with a stated incident date. What percentage of those dated incidents involved a violent death, to the nearest whole percent?",
    covers: ['share', 'restricted count'],
    expect: (rows) => shareOf(rows.filter(dated), violentDeath),
  },
  {
    notebook: 'a',
    question:
      'For the purposes of this question, the injured are the victims the releases record as injured. By how many does the total number of injured victims in the Western Cape exceed that in KwaZulu-Natal?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Western Cape'), inProvince('KwaZulu-Natal'), (selected) =>
        peopleTotal('victims_injured', selected),
      ),
  },
  {
    notebook: 'a',
    question:
      'For the purposes of this question, the first quarter comprises January, February and March of any year, judged by the date of the incident. How many incidents involving attempted murder fell in the first quarter?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, has('attempted murder'), inFirstQuarter)),
  },
  {
    notebook: 'a',
    question:
      "For the purposes of this question, 'Khayelitsha' denotes any incident whose recorded location names Khayelitsha, whatever the section. How many victims were killed in Khayelitsha in total?",
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(atPlace('Khayelitsha')))),
  },
  {
    notebook: 'a',
    question:
      'For the purposes of this question, educational attainment means the highest school grade a suspect completed. What proportion of the arrested suspects had completed matric?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the WhatsApp neighbourhood-watch coordinator, on notebook a.
  {
    notebook: 'a',
    question: 'hw many house robberies in ekurhuleni?? ppl keep saying its only a jhb thing',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, has('house robbery'), inMunicipality('Ekurhuleni'))),
  },
  {
    notebook: 'a',
    question: 'wknd incidents in cape town (sat + sun only) hw many',
    covers: ['calendar', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, inMunicipality('City of Cape Town'), weekend)),
  },
  {
    notebook: 'a',
    question:
      'evry1 in the group says ppl get killed mostly on fridays. which day of the wk actually had the most ppl killd',
    covers: ['ranking', 'calendar', 'people', 'misspelling', 'slang'],
    ...ranking(killedByWeekdayTally),
  },
  {
    notebook: 'a',
    question: 'hw many cops were victims in cape town incidents? on or off duty',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inMunicipality('City of Cape Town')))),
  },
  {
    notebook: 'a',
    question: 'whats the unemployment rate in khayelitsha? thinkin thats y theres so much crime there',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the Limpopo community-radio news editor, on notebook b.
  {
    notebook: 'b',
    question: 'Lim murders. How many cases in this notebook?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder, limpopo)),
  },
  {
    notebook: 'b',
    question: 'Giyani police station. The R529 case by Maphata village. Was anybody arrested? Yes or no.',
    covers: ['yes/no'],
    expect: (rows) => yesNo(arrested(theOne(rows, (r) => r.police_station === 'Giyani', atPlace('Maphata')))),
  },
  {
    notebook: 'b',
    question: 'Lim against Mpumalanga. How many more people were killed in Lim?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) =>
      excessOf(rows, limpopo, inProvince('Mpumalanga'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'b',
    question: 'Most recent Lim incident in here. What date? Thohoyandou studio wants it for the bulletin.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(limpopo), 'latest'),
  },
  {
    notebook: 'b',
    question:
      "Official SAPS crime stats. What's the figure for Lim murders in 2023/24? Not these releases, the official one.",
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the criminology lecturer, on notebook b.
  {
    notebook: 'b',
    question:
      "For the purposes of this question, a 'sexual offence' is an incident whose crimes include rape or sexual assault, and a child victim is a victim under eighteen. In what percentage of the sexual-offence incidents was at least one victim a child, to the nearest whole percent?",
    covers: ['share', 'people', 'restricted count'],
    expect: (rows) => shareOf(rows.filter(sexualOffence), withChildVictim),
  },
  {
    notebook: 'b',
    question:
      'For the purposes of this question, a fatality is a victim recorded as killed, and months are the calendar months of the incident date, all years pooled, undated incidents being excluded. In which month were the most fatalities recorded?',
    covers: ['ranking', 'calendar', 'people'],
    ...ranking(killedByMonthTally),
  },
  {
    notebook: 'b',
    question:
      "For the purposes of this question, a suspect is counted only where the release states the suspect's sex. How many female suspects are recorded across the notebook?",
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question:
      'For the purposes of this question, an incident belongs to the calendar year of its incident date. How many more incidents were recorded in 2023 than in 2020?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => excessOf(rows, inYear(2023), inYear(2020)),
  },
  {
    notebook: 'b',
    question:
      "For the purposes of this question, the 'dark figure' of crime is the proportion of offences never reported to the police. What is the dark figure for rape in these provinces?",
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the WhatsApp neighbourhood-watch coordinator, on notebook b.
  {
    notebook: 'b',
    question: 'hw many kidnaping cases in free state? heard its mostly bloem',
    covers: ['restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, has('kidnapping'), inProvince('Free State'))),
  },
  {
    notebook: 'b',
    question: 'which municipality has the most incidents? thought it was mbombela lol',
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'hw many female victims in the northern cape? some1 said its mostly men there',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_female', rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question: 'any carjackings in mpumalanga in 2024 or 2025? y/n',
    covers: ['yes/no', 'calendar', 'conjunction', 'slang'],
    expect: (rows) =>
      yesNo(
        count(rows, has('carjacking'), inProvince('Mpumalanga'), (r) => inYear(2024)(r) || inYear(2025)(r)) >
          0,
      ),
  },
  {
    notebook: 'b',
    question: 'whats the avg household income in mangaung? wondering if thats y crime is bad there',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh184QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH184_QUESTIONS, rows);
