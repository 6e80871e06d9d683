/**
 * The three-hundred-and-twenty-ninth fresh question set (blind): thirty questions, fifteen about
 * notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or
 * the other question sets (fresh66 was opened for the shape of the file only). Each expectation is
 * worked out from the ground-truth rows of the question's own notebook, never typed in by hand.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A train guard on the Metrorail line to Khayelitsha. Dry and observational, he talks in rail words
 *    ("the line", "stations", "the 06:10", "last stop", "on the books", "weekend shift"), cares about
 *    the Western Cape, the Cape Town suburbs the line runs through, and murders. Short questions, often
 *    without a question mark; he spells Khayelitsha the way it sounds ("Khayalitsha").
 * 2. A rugby referee in Bloemfontein. Rule-book precise ("strictly", "by the book", "to the nearest
 *    whole percent"), he dresses things in rugby metaphors: an arrest is a trip to the "sin bin" or a
 *    player put "in touch", "advantage" and "play on" for nobody arrested, a "knock-on" for a mistake,
 *    "the scoreboard" and "final whistle" for totals. He asks about the Free State and arrests, and a
 *    share is always "what percentage"; he writes "Freestate" as one word.
 * 3. A census fieldworker in rural Limpopo. Methodical, she "enumerates", counts households and people
 *    and thinks "per household"; Sepedi words slip in ("maphodisa" for the police, "bana" for children,
 *    "basadi" for women). She asks about Limpopo and children, and about things no release records
 *    (household income, population). Her typing slips: "kidnaping", "Limpompo", "happend".
 *
 * The readings chosen (one row is one incident; a crime word counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is in no year, no month range, no weekday and is
 *   never the earliest or the latest; `published_date` is never read. A weekend is a Saturday or Sunday
 *   of `event_date`. "The second half of the year" is July to December of any year.
 * - "Murder(s)" and "killings" are the `murder` category alone: `attempted murder` and `culpable
 *   homicide` are not murders. "Kidnapped"/"kidnaping" is `kidnapping`.
 * - People are sums of the stated figures, a null (unstated) figure adding nothing: "people killed" is
 *   `victims_killed`, "children"/"bana" is `victims_children`, "suspects arrested" (sin bin, in touch,
 *   the scoreboard) is `num_suspects_arrested`; the sex of victims is `victims_female` and
 *   `victims_male`.
 * - "An arrest made" is `arrest_made === true`; "nobody arrested" (play on, advantage) is
 *   `arrest_made === false`, so an unstated arrest is neither.
 * - Places: "the City of Cape Town metro" is the `City of Cape Town` municipality; "Khayelitsha" and
 *   "a village" are rows whose `location` holds that word (any case); a province is `province`; a
 *   municipality is `municipality` (rows without one are left out of its ranking), answered as written
 *   or without "City of".
 * - Shares, to the nearest whole percent: the share of incidents with an arrest is over all the
 *   province's rows; the female share is `victims_female` over `victims_female` + `victims_male`
 *   (victims of unstated sex are in neither); the Limpopo share is over every row of the notebook.
 * - Rankings (province with most murder incidents, province with most suspects arrested summed,
 *   municipality with most murders, Free State municipality with most incidents) each carry their
 *   tally; a tie at the top is an error in the question, not an answer.
 * - Refusals, facts the ground truth never holds: the time of day of an incident ("before the 06:10"),
 *   the household income of victims' families (notebook `a`); whether victims were commuters or how
 *   they travelled, whether suspects were granted bail, and the population of Limpopo or any rate per
 *   head (notebook `b`).
 */
import {
  atPlace,
  type BlindQuestion,
  femaleVictims,
  inMonths,
  inMunicipality,
  kznProvinceNames,
  maleVictims,
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
  has,
  inProvince,
  inYear,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  weekend,
} from './ground-truth-questions';

/** Murder is the `murder` category alone; attempted murder and culpable homicide are not. */
const murder = has('murder');
const kidnapping = has('kidnapping');
/** A child among the victims: a stated `victims_children` above nought. */
const childVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;

const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
const arrestedProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const murderMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(murder), (r) => r.municipality);
const freeStateMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(inProvince('Free State')), (r) => r.municipality);

export const FRESH329_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the train guard, on notebook a.
  {
    notebook: 'a',
    question:
      'On the line we hear about it every week. How many murders were there in the City of Cape Town metro itself? Murders proper, not the attempted ones.',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, murder, inMunicipality('City of Cape Town'))),
  },
  {
    notebook: 'a',
    question: 'Last stop is Khayalitsha. People killed in all the incidents there, added up',
    covers: ['people', 'restricted count', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(atPlace('Khayelitsha')))),
  },
  {
    notebook: 'a',
    question: 'date of the latest murder in the Western Cape',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Western Cape')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'How many of these murders happened in the early hours, before the 06:10 pulls out of the station?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      "Four provinces in this lot. Which one has the most murder incidents on the books? I'd put money on ours but I'm asking",
    covers: ['ranking', 'restricted count'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },

  // Voice 2, the rugby referee, on notebook a.
  {
    notebook: 'a',
    question:
      'Strictly by the book: what percentage of the Gauteng incidents ended with somebody sent to the sin bin, i.e. at least one arrest made? Nearest whole percent please.',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows.filter(inProvince('Gauteng')), arrested),
  },
  {
    notebook: 'a',
    question:
      'Final whistle tally for KwaZulu-Natal: total number of suspects arrested across all incidents.',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question:
      'Which province put the most suspects in touch? To be precise, I mean the number of suspects arrested summed per province, not the count of incidents.',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestedProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Any murder in the Eastern Cape where play simply went on, nobody arrested at all? Yes or no, no advantage.',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, murder, inProvince('Eastern Cape'), notArrested) > 0),
  },
  {
    notebook: 'a',
    question:
      'For incidents that occurred in calendar year 2019 (going by the date of the incident, not the date of the release), how many suspects were arrested in total?',
    covers: ['calendar', 'people'],
    expect: (rows) => number(suspectsArrested(rows.filter(inYear(2019)))),
  },

  // Voice 3, the census fieldworker, on notebook a.
  {
    notebook: 'a',
    question:
      'I enumerate households for a living, so please count for me the bana, the children, who were victims in the Eastern Cape incidents, all added together.',
    covers: ['people', 'slang', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question:
      'What was the average monthly household income of the families of the victims in these reports?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'How many incidents of kidnaping did the maphodisa record in Gauteng',
    covers: ['misspelling', 'slang', 'restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, kidnapping, inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question:
      'On my forms the basadi are written separately from the men. Of the victims whose sex the release gives, what percentage were female?',
    covers: ['share', 'people', 'slang'],
    expect: (rows) => {
      const female = femaleVictims(rows);
      return percentage(female, female + maleVictims(rows));
    },
  },
  {
    notebook: 'a',
    question: 'On which date did the earliest incident with a child among the victims take place?',
    covers: ['date', 'people'],
    expect: (rows) => dateAt(rows.filter(childVictim), 'earliest'),
  },

  // Voice 1, the train guard, on notebook b.
  {
    notebook: 'b',
    question: 'Weekend shift question. How many murders took place on a Saturday or a Sunday?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },
  {
    notebook: 'b',
    question: 'Murders where somebody was kidnapped as well, how many of those',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, murder, kidnapping)),
  },
  {
    notebook: 'b',
    question: 'Not my line, this lot. Which municipality has the most murders on its books?',
    covers: ['ranking'],
    ...ranking(murderMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'How many of the murder victims were commuters, on their way to or from a train station?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'First murder on record here: what date did it happen, going by the day of the killing',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(murder), 'earliest'),
  },

  // Voice 2, the rugby referee, on notebook b.
  {
    notebook: 'b',
    question:
      'Freestate, the whole match: what percentage of incidents saw an arrest made? Round to the nearest whole percent.',
    covers: ['share', 'misspelling'],
    expect: (rows) => percentOf(rows.filter(inProvince('Free State')), arrested),
  },
  {
    notebook: 'b',
    question:
      'Free State scoreboard, please: the total number of suspects arrested across all its incidents.',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question: 'Which municipality in the Free State had the most incidents on the card?',
    covers: ['ranking', 'conjunction'],
    ...ranking(freeStateMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Advantage played and nobody arrested: in 2023, by the date of the incident, was there any Free State incident where no one was arrested? Yes or no.',
    covers: ['yes/no', 'calendar', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, inProvince('Free State'), inYear(2023), notArrested) > 0),
  },
  {
    notebook: 'b',
    question:
      'What percentage of the suspects arrested in the Free State were granted bail at their first appearance?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the census fieldworker, on notebook b.
  {
    notebook: 'b',
    question:
      'Enumerate the bana for me: across all the incidents, how many child victims are there in total?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question:
      'What is the population of Limpopo, and how many incidents per 1 000 residents does that make? I need it per household too if you have it.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'how many incidents in Limpompo happend in a village',
    covers: ['misspelling', 'restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, inProvince('Limpopo'), atPlace('village'))),
  },
  {
    notebook: 'b',
    question:
      'Limpopo, second half of the year only (July to December, any year). How many incidents did maphodisa report?',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, inProvince('Limpopo'), inMonths(7, 12))),
  },
  {
    notebook: 'b',
    question:
      'Of all the incidents in this notebook, what percentage happened in Limpopo? Nearest whole percent is fine.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, inProvince('Limpopo')),
  },
];

export const fresh329QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH329_QUESTIONS, rows);
