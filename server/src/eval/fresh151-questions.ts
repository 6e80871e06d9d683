/**
 * The hundred-and-fifty-first fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A tabloid crime reporter in a hurry: short and punchy, newsroom slang ("cops", "thugs", "nabbed",
 *    "bodies", "kids", "Jozi", "CIT heists"), the odd typo ("carjackngs").
 * 2. A retired police detective writing a memoir who checks his facts: old-fashioned police terms
 *    ("docket", "the accused", "the complainant", "the deceased", "members of the Service", "Natal"),
 *    full sentences, precise about what he wants counted.
 * 3. A trade-union health-and-safety officer worried about workers (security guards, truck drivers,
 *    shop staff): robberies at work, hijacked trucks, guards killed or hurt; a couple of slips
 *    ("highjackings", "secuirty").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, "since"/"before" window and
 *   is never the earliest or latest; `published_date` is never read. "From 2020 on" / "since the start
 *   of 2020" starts on 2020-01-01 inclusive; "before 2020" ends on 2019-12-31.
 * - People are sums of the stated figures: `victims_killed` (killed, shot dead, bodies, the deceased,
 *   lost their lives), `victims_injured` (injured, wounded, hurt), `victims_children` (kids),
 *   `victims_police` (cops, members of the Service, on or off duty), `victims_female` (female victims,
 *   women and girls), `suspects_female` (accused who were women), `num_suspects_arrested` (thugs
 *   nabbed, suspects arrested). A null (unstated) figure adds nothing.
 * - Ages are `suspect_ages` only (one per suspect with a stated age); "the youngest accused" is their
 *   minimum, "the average age of the accused" their mean, to the nearest whole year.
 * - "CIT heist" / cash-in-transit robbery is `cash-in-transit robbery`; "carjacking" is `carjacking`
 *   alone (not `truck hijacking`); "truck hijacking" is `truck hijacking`; "murder" is `murder`; "rape"
 *   is `rape`; "stock theft" is `stock theft`.
 * - A robbery at work ("workplace robbery": shops and businesses, cash vans, trucks) is a row holding
 *   `business robbery`, `cash-in-transit robbery` or `truck hijacking`; the questions spell the three
 *   out. Workers killed or injured there are the rows' `victims_killed` / `victims_injured` (the
 *   releases' ground truth does not give victims' jobs, so a guard killed in a CIT robbery is read as
 *   a person killed in one).
 * - "Nobody nabbed" is `arrest_made === false` (an unstated arrest is not "nobody"); the share of
 *   murders with nobody nabbed is over all the notebook's murder rows, to the nearest whole percent.
 * - "Known to the complainant" is `relationship` of `partner`, `family` or `acquaintance`.
 * - A farm is a row whose `location` holds the word "farm" (any case). "Jozi" is the municipality
 *   `City of Johannesburg`; "Natal" is the province KwaZulu-Natal. Provinces are `province`.
 * - "How many more in P than in Q" is the difference of the two counts (or sums); P must have more.
 * - Shares: of all the notebook's incidents (a share of incidents), or of all the notebook's stated
 *   killed (a share of the killed), to the nearest whole percent.
 * - Rankings (the incident with the most wounded, the province with the most killed, the province with
 *   the most robberies at work) each carry their tally; a tie at the top is an error in the question.
 * - Refusals: the releases are written at the time of arrest or first appearance, and their ground
 *   truth holds no court outcomes (convictions), no magistrates' names and no amounts of money stolen
 *   (the cash-in-transit releases call the sum undisclosed).
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  before,
  inMunicipality,
  knewTheAttacker,
  largestIncident,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  stated,
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
  excessOf,
  has,
  inProvince,
  meanOf,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  within,
} from './ground-truth-questions';

const cit = has('cash-in-transit robbery');
const murder = has('murder');
/** A robbery at work: a shop or business, a cash van or a truck. */
const atWork = anyCrime('business robbery', 'cash-in-transit robbery', 'truck hijacking');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');

/** The youngest stated suspect age; no stated age is an error in the question. */
function youngest(rows: readonly DevRow[]) {
  const ages = suspectAges(rows);
  if (ages.length === 0) throw new Error('no stated suspect age');
  return number(Math.min(...ages));
}

const workplaceProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(atWork), (r) => r.province);

export const FRESH151_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the tabloid crime reporter, on notebook a.
  {
    notebook: 'a',
    question: 'CIT heists - how many thugs nabbed altogether?',
    covers: ['restricted count', 'people', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(cit))),
  },
  {
    notebook: 'a',
    question: 'how many cops were among the victims? on or off duty, whatever',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question: 'Which attack left the most people wounded? Need the place for the headline',
    covers: ['ranking', 'people'],
    ...largestIncident(() => true, stated('victims_injured')),
  },
  {
    notebook: 'a',
    question: 'Last murder in Jozi - date?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inMunicipality('City of Johannesburg')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'What % of the murder cases ended with nobody nabbed?',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows.filter(murder), notArrested),
  },

  // Voice 2, the retired detective, on notebook a.
  {
    notebook: 'a',
    question:
      'In how many of these dockets was the accused known to the complainant, that is a husband or boyfriend, a relative, or an acquaintance?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, knewTheAttacker)),
  },
  {
    notebook: 'a',
    question: 'Of the accused whose ages are recorded in these matters, how old was the youngest?',
    covers: ['people'],
    expect: youngest,
  },
  {
    notebook: 'a',
    question:
      'I served in both the Eastern Cape and the Western Cape. How many more deceased victims were there in the Eastern Cape matters than in the Western Cape ones? Victims only, not suspects shot by the police.',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Eastern Cape'), inProvince('Western Cape'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'a',
    question: 'What is the earliest date of offence on any murder docket from Natal in these releases?',
    covers: ['date', 'conjunction', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('KwaZulu-Natal')), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'For my records: in how many of these dockets was the accused eventually convicted in court?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the union health-and-safety officer, on notebook a.
  {
    notebook: 'a',
    question: 'How many truck highjackings are in these reports? Our drivers are being targeted.',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, has('truck hijacking'))),
  },
  {
    notebook: 'a',
    question:
      'Counting robberies at work only (business/shop robberies, cash-in-transit robberies and truck hijackings), how many people were injured in total?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(atWork))),
  },
  {
    notebook: 'a',
    question:
      'What percentage of all the incidents were robberies at a workplace, meaning business robberies, cash-in-transit robberies or truck hijackings?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, atWork),
  },
  {
    notebook: 'a',
    question: 'Was any secuirty guard killed in a cash-in-transit robbery in these releases?',
    covers: ['yes/no', 'misspelling'],
    expect: (rows) => yesNo(peopleTotal('victims_killed', rows.filter(cit)) > 0),
  },
  {
    notebook: 'a',
    question:
      'Since the start of 2023, how many business robberies, cash-in-transit robberies and truck hijackings have there been, all together?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => number(count(rows, atWork, sinceYear(2023))),
  },

  // Voice 1, the tabloid crime reporter, on notebook b.
  {
    notebook: 'b',
    question: 'Farm murders in the Free State, how many?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, murder, onAFarm, inProvince('Free State'))),
  },
  {
    notebook: 'b',
    question: 'Which province had the most bodies? ie most people killed',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'Rape cases: total female victims?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_female', rows.filter(has('rape')))),
  },
  {
    notebook: 'b',
    question: 'any carjackngs in Mpumalanga from 2020 on? y/n',
    covers: ['yes/no', 'misspelling', 'calendar', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('carjacking'), inProvince('Mpumalanga'), sinceYear(2020)) > 0),
  },
  {
    notebook: 'b',
    question: 'How many kids were victims in the Northern Cape cases?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Northern Cape')))),
  },

  // Voice 2, the retired detective, on notebook b.
  {
    notebook: 'b',
    question: 'How many of the accused in these dockets were women, all told?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question:
      'Taking only the rape dockets, what was the average age of the accused, to the nearest year, where the age is given?',
    covers: ['people', 'restricted count'],
    expect: (rows) => meanOf(suspectAges(rows.filter(has('rape'))), 0),
  },
  {
    notebook: 'b',
    question:
      'How many members of the Service, on duty or off, were among the victims in the North West matters?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question: 'On what date was the earliest stock theft committed, going by these dockets?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('stock theft')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Could you give me the name of the magistrate who presided over the most of these matters?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the union health-and-safety officer, on notebook b.
  {
    notebook: 'b',
    question:
      'How many people were killed in cash-in-transit robberies? Most of the victims in those are our guards.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(cit))),
  },
  {
    notebook: 'b',
    question:
      'Which province had the most robberies at work - business robberies, cash-in-transit robberies and truck hijackings taken together?',
    covers: ['ranking'],
    ...ranking(workplaceProvinceTally),
  },
  {
    notebook: 'b',
    question:
      'Of everyone killed across these incidents, what percentage died in business robberies, cash-in-transit robberies or truck hijackings?',
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(peopleTotal('victims_killed', rows.filter(atWork)), peopleTotal('victims_killed', rows)),
  },
  {
    notebook: 'b',
    question:
      'Is it getting worse for workers? How many more business robberies, CIT robberies and truck hijackings were there from 2020 onwards than before 2020?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => atWork(r) && within('2020-01-01', '9999-12-31')(r),
        (r) => atWork(r) && before('2020-01-01')(r),
      ),
  },
  {
    notebook: 'b',
    question: 'How much cash in total was stolen in the cash-in-transit robberies in these reports?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh151QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH151_QUESTIONS, rows);
