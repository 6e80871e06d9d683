/**
 * The thirty-eighth blind question set: thirty questions, fifteen about each notebook, written from the
 * releases' text and the ground truth alone, without looking at how the analyst reads a question.
 *
 * Voices (each asks five questions of notebook `a` and five of notebook `b`):
 * - a wire-service sub-editor: terse, headline style, SA abbreviations (CIT, KZN, EC, GP, NW, NC, GBV,
 *   SAPS, prov), wants one figure or one name back;
 * - a farmers' union safety officer: farms, stock theft, rural provinces and weekends, explains why
 *   before asking, calls the Free State the Vrystaat;
 * - a university data-science student: thresholds, means, percentages and date windows, spelled out
 *   the way a careful student would (but typing fast, so "acquaintence").
 *
 * Readings:
 * - An incident is one release (one row of the notebook). A crime word is the row's `crimes` holding
 *   that category: "CIT heist" is cash-in-transit robbery, "zama zama bust" is illegal mining, "rape
 *   case" is rape, "murder" is murder (attempted murder alone is not one), "stock theft" is stock theft.
 * - A place is the row's `province`; a town or suburb named in the question (Khayelitsha) is matched
 *   in the row's `location`; "on a farm" is a location that holds the word "farm".
 * - Windows are inclusive at both ends and read the incident's `event_date`; an undated incident
 *   (event_date null) falls in no window, on no weekday and in no year. A weekend is a Saturday or a
 *   Sunday of the event date.
 * - People: a sum adds the stated figures of the people fields (victims_killed, victims_injured,
 *   victims_police, suspects_female, num_suspects_arrested); a null figure adds nothing. "Killed"
 *   means victims killed, never suspects shot by police. "Acquaintance" is relationship
 *   `acquaintance` exactly. A mean of suspect ages is taken over every stated age (one per suspect),
 *   not per incident; the mean killed per murder is over the murder incidents whose count is stated.
 * - "More than N" is strictly more (N itself does not count).
 * - Shares are whole percents of a stated denominator: every incident of the named group (EC
 *   incidents; incidents with at least one victim killed; rape incidents), whatever its other fields
 *   say. The numerator is those whose field is true or at least one; a null (not stated) is not in it.
 * - Rankings: the single top key of a tally that must not tie. Death toll by province sums
 *   victims_killed per province (KwaZulu-Natal may be named KZN); incidents per municipality count
 *   rows (City of Cape Town may be named Cape Town); rape cases per province count rows.
 * - Yes/No: "did every one end in an arrest" is No when any such incident has arrest_made false;
 *   "more than" compares counts strictly.
 * - Refusals: the Sawoti cattle's worth (the release was searched for worth, value, valued, rand,
 *   price, cost and any "R" followed by digits: only the R612 road appears); the sentence of the
 *   Kestell farm accused (searched for sentenc, prison, jail, life, convict, guilty, imprison and years:
 *   "years" only in the victims' ages; they are only due in court); the worth of the sheep in the
 *   Upington chase (searched for worth, value, valued, rand, price, cost and "R" with digits: none).
 *   No other release names Sawoti, Kestell, Lismor, Upington or Askham.
 */
import {
  atPlace,
  type BlindQuestion,
  kznProvinceNames,
  peopleByProvince,
  peopleTotal,
  ranking,
  rowsWhere,
  stated,
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
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sum,
  weekend,
  within,
} from './ground-truth-questions';

const onAFarm = atPlace('farm');
const atLeastOne = (value: number | null) => value !== null && value >= 1;
const killedAtLeastOne = (r: DevRow) => atLeastOne(stated('victims_killed')(r));
const moreThan = (n: number, value: number | null) => value !== null && value > n;
const eitherProvince =
  (...provinces: string[]) =>
  (r: DevRow) =>
    provinces.includes(r.province);

export const FRESH38_QUESTIONS: BlindQuestion[] = [
  // Notebook a: the wire-service sub-editor.
  {
    notebook: 'a',
    question: 'CIT heists outside KZN - how many in this lot?',
    covers: ['slang', 'restricted count'],
    expect: (rows) =>
      number(count(rows, has('cash-in-transit robbery'), (r) => r.province !== 'KwaZulu-Natal')),
  },
  {
    notebook: 'a',
    question: 'Most recent KZN murder on file: date pls, yyyy-mm-dd.',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, has('murder'), inProvince('KwaZulu-Natal')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Death toll by prov, victims only (not suspects shot by cops). Which prov tops it?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'EC murders - did every one of them end in an arrest? Y/N',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('murder'), inProvince('Eastern Cape'), notArrested) === 0),
  },
  {
    notebook: 'a',
    question: 'Khayelitcha incidents: combined death toll?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_killed', rowsWhere(rows, atPlace('Khayelitsha')))),
  },

  // Notebook a: the farmers' union safety officer.
  {
    notebook: 'a',
    question:
      'I do rural safety liaison for our members in both Capes. How many stock theft cases in here happened in the Eastern Cape or the Western Cape?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, has('stock theft'), eitherProvince('Eastern Cape', 'Western Cape'))),
  },
  {
    notebook: 'a',
    question:
      'Our members always tell me the weekends are the worst. Of the murders in this notebook, how many took place on a Saturday or a Sunday?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => number(count(rows, has('murder'), weekend)),
  },
  {
    notebook: 'a',
    question:
      'There was that Sawoti case, where the police found cattle carcasses in a vehicle at the R612 checkpoint. Do we know what those stolen cattle were worth in rand?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'We have a lot of members in the Eastern Cape. Roughly what percentage of the incidents there ended with somebody arrested? Nearest whole percent is fine.',
    covers: ['share'],
    expect: (rows) => percentOf(rowsWhere(rows, inProvince('Eastern Cape')), arrested),
  },
  {
    notebook: 'a',
    question:
      'Still on the Eastern Cape - how many people were wounded, I mean hurt but not killed, in the incidents there?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_injured', rowsWhere(rows, inProvince('Eastern Cape')))),
  },

  // Notebook a: the data-science student.
  {
    notebook: 'a',
    question:
      "I'm setting a cut-off for mass-casualty events. How many incidents had more than four people killed, so five or more?",
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, (r) => moreThan(4, stated('victims_killed')(r)))),
  },
  {
    notebook: 'a',
    question:
      'For a time-series slice I am using 16 March 2021 to 6 June 2022, with both end dates included. How many incidents fall inside that window?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, within('2021-03-16', '2022-06-06'))),
  },
  {
    notebook: 'a',
    question:
      'Taking only the incidents where at least one person was killed, what percentage of them led to an arrest? Please round to the nearest whole percent.',
    covers: ['share'],
    expect: (rows) => percentOf(rowsWhere(rows, killedAtLeastOne), arrested),
  },
  {
    notebook: 'a',
    question: "What's the mean number of people killed per murder incident, to one decimal place?",
    covers: ['people'],
    expect: (rows) => meanOf(rowsWhere(rows, has('murder')).map(stated('victims_killed')), 1),
  },
  {
    notebook: 'a',
    question: 'Which municipality accounts for the largest number of incidents in this notebook?',
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(rows, (r) => r.municipality), municipalityNames),
  },

  // Notebook b: the wire-service sub-editor.
  {
    notebook: 'b',
    question: 'Zama zama busts - total suspects arrested?',
    covers: ['slang', 'people'],
    expect: (rows) => number(sum(rowsWhere(rows, has('illegal mining')).map((r) => r.num_suspects_arrested))),
  },
  {
    notebook: 'b',
    question: 'GBV desk asking: which prov has the most rape cases in here?',
    covers: ['ranking', 'slang'],
    ...ranking((rows) => tallyOf(rowsWhere(rows, has('rape')), (r) => r.province)),
  },
  {
    notebook: 'b',
    question: 'SAPS members among the victims, NW and NC combined - how many?',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      number(peopleTotal('victims_police', rowsWhere(rows, eitherProvince('North West', 'Northern Cape')))),
  },
  {
    notebook: 'b',
    question: 'Kestell farm killings (the 7 farmworkers) - what sentence did the accused get?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'Female suspects, arrested or still wanted, across the whole notebook - total?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },

  // Notebook b: the farmers' union safety officer.
  {
    notebook: 'b',
    question:
      'Farm murders in the Vrystaat are a big worry for our members. How many people in total were killed on Free State farms?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) =>
      number(peopleTotal('victims_killed', rowsWhere(rows, inProvince('Free State'), onAFarm))),
  },
  {
    notebook: 'b',
    question:
      'About the Askham road chase outside Upington, where they found sheep in the boot of the car: does the report say what those sheep were worth?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      "We're planning weekend patrols up north. In Limpopo and Mpumalnga together, how many incidents happened on a Saturday or a Sunday?",
    covers: ['calendar', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, eitherProvince('Limpopo', 'Mpumalanga'), weekend)),
  },
  {
    notebook: 'b',
    question:
      'Stock theft is our bread and butter. Did the Free State have more stock theft cases than the Northern Cape, yes or no?',
    covers: ['yes/no'],
    expect: (rows) =>
      yesNo(
        count(rows, has('stock theft'), inProvince('Free State')) >
          count(rows, has('stock theft'), inProvince('Northern Cape')),
      ),
  },
  {
    notebook: 'b',
    question:
      'When was the most recent stock theft case in this notebook? Just the date it happened, please.',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, has('stock theft')), 'latest'),
  },

  // Notebook b: the data-science student.
  {
    notebook: 'b',
    question: 'Across every suspect whose age is given, what is the mean suspect age, to one decimal place?',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows), 1),
  },
  {
    notebook: 'b',
    question:
      'Of all the rape cases, what percentage had at least one victim under 18? Use all rape incidents as the denominator and round to the nearest whole percent.',
    covers: ['share'],
    expect: (rows) =>
      percentOf(rowsWhere(rows, has('rape')), (r) => atLeastOne(stated('victims_children')(r))),
  },
  {
    notebook: 'b',
    question:
      'How many incidents saw more than four suspects arrested? I mean five or more, four itself does not count.',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, (r) => moreThan(4, r.num_suspects_arrested))),
  },
  {
    notebook: 'b',
    question:
      "I'm working with a window from 27 June 2020 to 1 July 2022, inclusive at both ends. How many incidents have their incident date in that range?",
    covers: ['calendar'],
    expect: (rows) => number(count(rows, within('2020-06-27', '2022-07-01'))),
  },
  {
    notebook: 'b',
    question: 'How many cases record the attacker as an acquaintence of the victim?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(count(rows, (r) => r.relationship === 'acquaintance')),
  },
];

export const fresh38QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH38_QUESTIONS, rows);
