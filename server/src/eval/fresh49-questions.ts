/**
 * The forty-ninth fresh question set, written blind: thirty questions, fifteen about each notebook, asked
 * in three voices that each put five questions to each notebook. None of the analyst, the extractor, the
 * corpus, the notebooks, the question code or any earlier question set was read to write them; only the
 * development releases, their README and the shared helpers. Every expectation is worked out here from the
 * ground truth, never typed in.
 *
 * The voices:
 * - an insurance claims investigator, who thinks in losses and claims: house and business robberies, car
 *   and truck hijackings, stock theft, the date of a loss, how often a loss ended with an arrest;
 * - a school principal who also sits on the education department's safety committee, who asks about
 *   children under 18, child rape, a school broken into, shares over a base she names, and yes or no;
 * - a foreign correspondent new to South Africa, who writes plainly but in his own words ("carjacking",
 *   "homicide", "cops", "state" for a province), asks for the first or last date of something, which
 *   municipality or state leads, and for figures the releases never give (which must be refused).
 *
 * The readings chosen:
 * - An incident is one release (one row). A count of incidents counts rows; a count of people sums the
 *   stated figure over the rows, and a null figure (not stated) adds nothing.
 * - "Robbery and hijacking losses" are the rows with any of armed robbery, robbery, house robbery, business
 *   robbery, cash-in-transit robbery, carjacking or truck hijacking. "Car or truck hijackings" are carjacking
 *   and truck hijacking (a foiled truck hijacking counts, as the ground truth files it so). "Stock theft"
 *   and "livestock theft" are the set's stock theft.
 * - "Homicide" is murder or culpable homicide. "The most people lost to homicide" sums the people killed
 *   (victims_killed) over those rows, per municipality; a row without a municipality is left out. A "cop
 *   killed" is a homicide row with at least one police victim and at least one person killed. "How many
 *   homicides" may mean incidents or people killed; the question is asked only where the two agree (and
 *   the expectation refuses to compute if a change to the ground truth ever parts them).
 * - "Children", "learners" and "under 18" are the ground truth's victims_children; a child victim is a row
 *   whose figure is above zero (a null or 0 is not one). "Child rape" is a rape row with a child victim, and
 *   the children raped are the child victims summed over rape rows.
 * - "Followed by an arrest" / "ended with someone arrested" is arrest_made true; false or null is not an
 *   arrest. "Every" over an empty selection is an error in the question, not a yes.
 * - Dates are the incident's event_date. An undated incident (null) falls inside no window, on no weekday
 *   and is neither earliest nor latest. A weekday is Monday to Friday; the second half of 2022 is 1 July to
 *   31 December 2022; "between July and November" is those months in any year.
 * - A share is a percentage over the base the question names (all the Eastern Cape incidents, all the rape
 *   cases, all the house and business robberies, all the car and truck hijackings), to the nearest whole
 *   percent.
 * - "The state where the cops arrested the most people" sums num_suspects_arrested per province (a null
 *   adds nothing). "A school broken into" is a burglary or theft at a location that names a school.
 * - A province is matched by its ground-truth name; a place (Bronkhorstspruit) by the incident's location,
 *   and the question is an error unless exactly one incident matches. A municipality may be answered with or
 *   without "City of".
 * - Whether a suspect was a learner (under 18) is not asked: the ground truth lists only itemised ages, and
 *   "aged 16 to 19" or "17 to 22" leaves the youngest out of suspect_ages.
 *
 * The refusals, and what was searched to be sure the releases never state them:
 * - notebook a, the homicide rate per 100,000 people in the Eastern Cape: every title and text of notebook
 *   a searched for "rate", "per 100", "100 000", "population", "per capita", "inhabitants" and "homicide"
 *   (none found; "residents" only ever means the people who helped or protested);
 * - notebook b, the ransom demanded in the Botleng kidnapping: every text of notebook b searched for
 *   "ransom" (only Botleng, which says a ransom was demanded but not how much, and Khuma, a different
 *   case, whose ransom is also never given), and the Botleng text for any rand figure, "amount", "money",
 *   "paid" and "demand" (none gives a sum).
 */
import type { Expectation } from './answer-matching';
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  inMonths,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
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
  municipalityNames,
  number,
  refusal,
  sum,
  weekday,
  within,
} from './ground-truth-questions';

/** Every kind of robbery or hijacking an insurer would pay out on. */
const ROBBERY_LOSS = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
  'carjacking',
  'truck hijacking',
);
const HOUSE_OR_BUSINESS_ROBBERY = anyCrime('house robbery', 'business robbery');
const HIJACKING = anyCrime('carjacking', 'truck hijacking');
const HOMICIDE = anyCrime('murder', 'culpable homicide');

/** Monday to Friday; an undated incident is on no weekday. */
const onWeekday = (r: DevRow) => {
  const day = weekday(r);
  return day !== undefined && day !== 'Saturday' && day !== 'Sunday';
};

/** At least one victim under 18, as stated. */
const childVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;

/** A homicide in which a police officer was among the victims and someone was killed. */
const copKilled = (r: DevRow) => HOMICIDE(r) && (r.victims_police ?? 0) > 0 && (r.victims_killed ?? 0) > 0;

/** Whether every selected incident ended with an arrest; nothing selected is an error in the question. */
function everyArrested(selected: readonly DevRow[]): Expectation {
  if (selected.length === 0) throw new Error('no incident to ask about');
  return yesNo(selected.every(arrested));
}

/** The percentage of the base that passes the test, over a base the question names. */
function shareOf(base: readonly DevRow[], test: (r: DevRow) => boolean): Expectation {
  return percentage(base.filter(test).length, base.length);
}

/** The one incident the question points at; none or several is an error in the question. */
function theOne(selected: readonly DevRow[]): DevRow {
  const [only, ...rest] = selected;
  if (!only || rest.length > 0) throw new Error(`expected one incident, found ${selected.length}`);
  return only;
}

/** The people killed in homicides, per municipality. */
const homicideDeathsByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter(HOMICIDE),
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );

export const FRESH49_QUESTIONS: BlindQuestion[] = [
  // Notebook a: the insurance claims investigator.
  {
    notebook: 'a',
    question: 'Looking at Gauteng only, how many house robberies do these releases report?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, has('house robbery'), inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question:
      'Which province accounts for the most robbery and hijacking losses, counting house, business, armed and cash-in-transit robberies plus car and truck hijackings?',
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(rows.filter(ROBBERY_LOSS), (r) => r.province)),
  },
  {
    notebook: 'a',
    question: 'How many of the house or business robberies took place on a weekday, Monday to Friday?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, HOUSE_OR_BUSINESS_ROBBERY, onWeekday)),
  },
  {
    notebook: 'a',
    question: 'What was the date of loss for the jewelry store robbery in Bronkhorstsprut?',
    covers: ['date', 'misspelling'],
    expect: (rows) => {
      const row = theOne(rowsWhere(rows, atPlace('Bronkhorstspruit'), has('business robbery')));
      return dateAt([row], 'earliest');
    },
  },
  {
    notebook: 'a',
    question: 'Of all the house and business robberies, what percentage ended with someone arrested?',
    covers: ['share'],
    expect: (rows) => shareOf(rows.filter(HOUSE_OR_BUSINESS_ROBBERY), arrested),
  },

  // Notebook a: the school principal and safety officer.
  {
    notebook: 'a',
    question: 'How many childern under 18 were victims across all of these incidents?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question: 'Was every case of a child being raped followed by an arrest?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => everyArrested(rowsWhere(rows, has('rape'), childVictim)),
  },
  {
    notebook: 'a',
    question: 'How many children under 18 were among the victims of murders and attempted murders?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      number(peopleTotal('victims_children', rows.filter(anyCrime('murder', 'attempted murder')))),
  },
  {
    notebook: 'a',
    question: 'What percentage of the Eastern Cape incidents had a victim under 18?',
    covers: ['share'],
    expect: (rows) => shareOf(rows.filter(inProvince('Eastern Cape')), childVictim),
  },
  {
    notebook: 'a',
    question: 'When did the most recent incident with a child under 18 among the victims happen?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(childVictim), 'latest'),
  },

  // Notebook a: the foreign correspondent.
  {
    notebook: 'a',
    question: 'Which municipality lost the most people to homicide?',
    covers: ['ranking'],
    ...ranking(homicideDeathsByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'When was the earliest carjacking in these releases?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('carjacking')), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'How many cops were among the victims?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question: 'What is the homicide rate per 100,000 people in the Eastern Cape state?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'Did the cops make an arrest in every incident where four or more people were killed?',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => everyArrested(rows.filter((r) => (r.victims_killed ?? 0) >= 4)),
  },

  // Notebook b: the insurance claims investigator.
  {
    notebook: 'b',
    question: 'In the second half of 2022, how many cars or trucks were hijacked?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, HIJACKING, within('2022-07-01', '2022-12-31'))),
  },
  {
    notebook: 'b',
    question: 'How many livestock theft losses were reported in the Free State?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, has('stock theft'), inProvince('Free State'))),
  },
  {
    notebook: 'b',
    question: 'Of the car and truck hijackings, what percentage led to an arrest?',
    covers: ['share'],
    expect: (rows) => shareOf(rows.filter(HIJACKING), arrested),
  },
  {
    notebook: 'b',
    question: 'Did every business robbery end with at least one arrest?',
    covers: ['yes/no'],
    expect: (rows) => everyArrested(rows.filter(has('business robbery'))),
  },
  {
    notebook: 'b',
    question: 'What is the date of the earliest house robbery on record here?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('house robbery')), 'earliest'),
  },

  // Notebook b: the school principal and safety officer.
  {
    notebook: 'b',
    question: 'How many children under 18 were raped, according to these releases?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(has('rape')))),
  },
  {
    notebook: 'b',
    question: 'Was any school broken into or burgled?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(rowsWhere(rows, atPlace('school'), anyCrime('burglary', 'theft')).length > 0),
  },
  {
    notebook: 'b',
    question: 'Of the rape cases, what share involved a victim under 18?',
    covers: ['share'],
    expect: (rows) => shareOf(rows.filter(has('rape')), childVictim),
  },
  {
    notebook: 'b',
    question:
      'In the second half of the school year, July to November, how many incidents had a victim under 18?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, childVictim, inMonths(7, 11))),
  },
  {
    notebook: 'b',
    question: 'Which province had the most child victims under 18?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_children')),
  },

  // Notebook b: the foreign correspondent.
  {
    notebook: 'b',
    question: 'In which state did the cops arrest the most people?',
    covers: ['ranking', 'slang'],
    ...ranking((rows) =>
      tallyOf(
        rows,
        (r) => r.province,
        (r) => r.num_suspects_arrested ?? 0,
      ),
    ),
  },
  {
    notebook: 'b',
    question: 'What is the earliest date on which a cop was murdered?',
    covers: ['date', 'conjunction', 'slang'],
    expect: (rows) => dateAt(rows.filter(copKilled), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'How much ransom did the kidnappers demand for the man snatched in Botleng?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'How many homicides were there in Limpompo?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => {
      // Homicides as incidents or as people killed: the question is an error unless the two agree.
      const selected = rowsWhere(rows, HOMICIDE, inProvince('Limpopo'));
      const killed = sum(selected.map((r) => r.victims_killed ?? null));
      if (killed !== selected.length) throw new Error(`${selected.length} homicides but ${killed} killed`);
      return number(selected.length);
    },
  },
  {
    notebook: 'b',
    question: 'Did any cop get killed in the Northern Cape?',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, copKilled, inProvince('Northern Cape')) > 0),
  },
];

/** The questions as answer cases, with expectations over the development set's rows. */
export const fresh49QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH49_QUESTIONS, rows);
