/**
 * The two-hundred-and-sixty-fourth fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. An air traffic controller: clipped radio phrasing ("request", "confirm", "report", "say again"),
 *    incidents called "traffic", years and figures spoken digit by digit ("two zero two three").
 * 2. A game ranger in the Kruger writing field notes: incidents are "sightings" met "on patrol", the
 *    notebook is "the reserve" or "the book", people are counted in "head", poachers by name; calm.
 * 3. A carpenter who measures twice and cuts once: "measure up", "the whole lot", "square", "plumb",
 *    "offcuts"; plain and practical, with a few slips of spelling ("kidnapings", "robberys",
 *    "municipalty").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone; `published_date` is never read. A row without an event date is in no
 *   year, quarter, month window, weekday or weekend, and is never the first or the last. "Two zero two
 *   three and later" is on or after 1 January 2023; "prior to one January two zero two zero" is strictly
 *   before 2020-01-01; "from two thousand and twenty on" is on or after 2020-01-01. "The second quarter,
 *   all years stacked together" is April to June of any year. A weekend is a Saturday or Sunday; "on a
 *   Friday" is the weekday of `event_date`.
 * - "Murder traffic" / "murders" are `murder` (attempted murder is not one). "Cash-in-transit traffic"
 *   is `cash-in-transit robbery`. "Poachers" are the suspects of `poaching` rows; "illegal diggers" are
 *   `illegal mining`. "A firearm charge" / "an unlicensed gun booked" is `illegal firearm possession`.
 *   "House robberys and business robberys" are `house robbery` or `business robbery`, nothing else.
 *   "Rape cases" are `rape`.
 * - A murder "without a firearm charge" is a `murder` row whose crimes do not hold
 *   `illegal firearm possession` (an exclusion). A murder "that also had attempted murder" holds both.
 * - People are sums of the stated figures, a null adding nothing: "suspects arrested", "head of
 *   poachers arrested", "head taken in" are `num_suspects_arrested`; "victims", "head of victims" are
 *   `num_victims`; "hurt", "injured" is `victims_injured`; "killed", "dead" is `victims_killed`;
 *   "children", "youngsters" is `victims_children`.
 * - "Median age of the suspects" is the median of every stated age in `suspect_ages` of the rows asked
 *   about (an even count takes the mean of the middle two). "The middle figure of suspects arrested" is
 *   the median of the stated `num_suspects_arrested` of the rows asked about (nulls left out).
 * - A farm is a row whose `location` holds the word "farm" (any case).
 * - Shares are whole percentages: of incidents, over all the notebook's rows; of murders, over the
 *   notebook's `murder` rows.
 * - "More ... than ..." comparisons are yes/no: yes only when the first side is strictly larger.
 * - Rankings carry their tally, and a tie at the top is an error in the question: the province with most
 *   victims (`num_victims` summed; KwaZulu-Natal may be named "KZN"), the municipality with most suspects
 *   arrested and with most victims (`municipality`, rows without one left out, named with or without
 *   "City of"), the province with most kidnapping incidents.
 * - Refusals: the ground truth holds no weather or visibility at the time of an incident, no court
 *   sentences, no calibre or make of the firearms carried, and no way in (door, window, roof) of a
 *   break-in.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  before,
  inMonths,
  kznProvinceNames,
  medianOf,
  not,
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
  casesOf,
  count,
  dateAt,
  has,
  inProvince,
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekday,
  weekend,
} from './ground-truth-questions';

const murder = has('murder');
const firearm = has('illegal firearm possession');
const onAFarm = atPlace('farm');

const provinceVictimsTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_victims ?? 0,
  );
const municipalityArrestsTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.num_suspects_arrested ?? 0,
  );
const municipalityVictimsTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.num_victims ?? 0,
  );
const provinceKidnappingTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('kidnapping')), (r) => r.province);

/** The share of a selection's rows that also pass a test, as a whole percentage of the selection. */
const shareWithin = (selection: readonly DevRow[], test: (r: DevRow) => boolean) =>
  percentage(selection.filter(test).length, selection.length);

export const FRESH264_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the air traffic controller, on notebook a.
  {
    notebook: 'a',
    question:
      'Request count of murder traffic in KwaZulu-Natal, two zero two three and later. Confirm number.',
    covers: ['conjunction', 'calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder, inProvince('KwaZulu-Natal'), sinceYear(2023))),
  },
  {
    notebook: 'a',
    question:
      'Report total suspects arrested, Western Cape, prior to one January two zero two zero. Say again total only.',
    covers: ['people', 'calendar', 'restricted count'],
    expect: (rows) =>
      number(suspectsArrested(rowsWhere(rows, inProvince('Western Cape'), before('2020-01-01')))),
  },
  {
    notebook: 'a',
    question: 'Request date of first cash-in-transit traffic on the log. Report the day of the hit itself.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('cash-in-transit robbery')), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'Confirm Eastern Cape logged more murder traffic than Gauteng. Yes or no.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) =>
      yesNo(count(rows, murder, inProvince('Eastern Cape')) > count(rows, murder, inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question:
      'Request weather at time of each incident. Report how many went down in rain or low visibility.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the game ranger, on notebook a.
  {
    notebook: 'a',
    question:
      'Field note: across every poaching sighting in the book, how many head of poachers were taken in altogether?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('poaching')))),
  },
  {
    notebook: 'a',
    question:
      'Looking over the murder cases only, what is the median age of the suspects where their ages were written down?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(medianOf(suspectAges(rows.filter(murder)))),
  },
  {
    notebook: 'a',
    question:
      'Quiet weekends are rare out here too. How many of the murders in these notes fell on a Saturday or a Sunday?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },
  {
    notebook: 'a',
    question:
      'Tallying the head of victims province by province, which province carries the heaviest count, and how many?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(provinceVictimsTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'On patrol we always check for rifles. In what percentage of all the sightings in the book was someone booked for an unlicensed firearm?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, firearm),
  },

  // Voice 3, the carpenter, on notebook a.
  {
    notebook: 'a',
    question: 'Measure up the Western Cape for me: how many people were hurt, the whole lot added together?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Kidnapings in the second quarter, April through June, every year stacked together - how many does that come to?',
    covers: ['calendar', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, has('kidnapping'), inMonths(4, 6))),
  },
  {
    notebook: 'a',
    question:
      'Which municipality put the most suspects behind bars, arrests added up square, and what is its count?',
    covers: ['ranking', 'people'],
    ...ranking(municipalityArrestsTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Of the murders, what percentage also had an attempted murder on the same job? Round it to the nearest whole.',
    covers: ['share', 'conjunction'],
    expect: (rows) => shareWithin(rows.filter(murder), has('attempted murder')),
  },
  {
    notebook: 'a',
    question:
      'Add up the prison sentences the courts handed down in these cases, in years, the whole lot end to end.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the air traffic controller, on notebook b.
  {
    notebook: 'b',
    question: 'Request count of all traffic logged on a Friday. Report number.',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Friday')),
  },
  {
    notebook: 'b',
    question: 'Request date of last rape report, Northern Cape. Confirm day of incident, not day of release.',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, has('rape'), inProvince('Northern Cape')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Confirm North West arrested more suspects than Mpumalanga, all traffic. Yes or no.',
    covers: ['yes/no', 'people'],
    expect: (rows) =>
      yesNo(
        suspectsArrested(rows.filter(inProvince('North West'))) >
          suspectsArrested(rows.filter(inProvince('Mpumalanga'))),
      ),
  },
  {
    notebook: 'b',
    question: 'Say again: which province has most kidnapping traffic? Report province and count.',
    covers: ['ranking', 'slang'],
    ...ranking(provinceKidnappingTally),
  },
  {
    notebook: 'b',
    question: 'Request middle figure of suspects arrested per murder incident, the median. Report.',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      number(
        medianOf(
          rows
            .filter(murder)
            .flatMap((r) => (r.num_suspects_arrested === null ? [] : [r.num_suspects_arrested])),
        ),
      ),
  },

  // Voice 2, the game ranger, on notebook b.
  {
    notebook: 'b',
    question:
      'Between the poachers and the illegal diggers, how many head were arrested all told across those sightings?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(anyCrime('poaching', 'illegal mining')))),
  },
  {
    notebook: 'b',
    question: 'Up in Limpopo, how many head of people were killed across all the sightings in the book?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Limpopo')))),
  },
  {
    notebook: 'b',
    question:
      'The farms border the reserve on every side. What share of the murders happened out on a farm, as a percentage?',
    covers: ['share', 'conjunction'],
    expect: (rows) => shareWithin(rows.filter(murder), onAFarm),
  },
  {
    notebook: 'b',
    question:
      'Noted on patrol: how many murders were there where nobody was charged with having an unlicensed firearm?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, murder, not(firearm))),
  },
  {
    notebook: 'b',
    question: 'What calibre of rifle were the poachers carrying - how many were heavy .375s or bigger?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the carpenter, on notebook b.
  {
    notebook: 'b',
    question: 'In the rape cases, how many of the victims were children? Count the whole lot, no offcuts.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(has('rape')))),
  },
  {
    notebook: 'b',
    question:
      'House robberys and business robberys from two thousand and twenty on, plumb to the end of the list - how many?',
    covers: ['conjunction', 'calendar', 'misspelling'],
    expect: (rows) => number(count(rows, anyCrime('house robbery', 'business robbery'), sinceYear(2020))),
  },
  {
    notebook: 'b',
    question: 'Which municipalty has the most victims once you add them all up, and what does it measure?',
    covers: ['ranking', 'people', 'misspelling'],
    ...ranking(municipalityVictimsTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: "What's the very first date on the Mpumalanga list - the earliest thing that happened there?",
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Mpumalanga')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'On the break-ins, how did they get in - how many came through a window and how many forced the door?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh264QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH264_QUESTIONS, rows);
