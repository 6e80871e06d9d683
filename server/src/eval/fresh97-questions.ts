/**
 * The ninety-seventh fresh question set (blind): thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. No expectation is typed in: each one is worked out from the ground-truth rows of its own
 * notebook by the code below.
 *
 * Who asks (five questions to each notebook apiece):
 * 1. A GIS and mapping specialist building layers from the releases: thinks in polygons, "admin level 1"
 *    (the province) and "admin level 2" (the municipality), choropleths, point counts, attribute tables
 *    and `event_date` fields; short, technical, abbreviates provinces ("EC", "MP", "LP") and "pts", and
 *    types fast ("muncipality").
 * 2. A labour-rights researcher working for farmworkers' organisations: farmworkers, farm dwellers,
 *    labour tenants, evictions, "on-farm violence"; writes in full paragraphs and slips into Afrikaans
 *    ("plaaswerkers", "veediefstal", "plase").
 * 3. A speechwriter drafting a minister's address: wants figures that fit an applause line ("Can the
 *    Minister say that ...", "I want a line like ..."), rounded, with occasions ("Women's Month", "the
 *    festive season") and stock phrases ("our men and women in blue"); drafts in a hurry ("Decmber").
 *
 * How the ground truth is read (one row is one incident; a crime question counts the rows whose
 * `crimes` hold the category):
 * - A "point" or "feature" in the GIS voice is one incident; "admin level 1" is `province` and "admin
 *   level 2" is `municipality`. A row without a municipality is on no admin level 2 polygon: it is left
 *   out of every municipality tally and distinct count.
 * - Dates are `event_date` alone; `published_date` is never read. A row without an event date has no
 *   weekday, month or year: it is outside every date window ("2020 to 2023", "since 2020"), every
 *   month or weekday ("August, Women's Month", "December or January, the festive season", "a Sunday"),
 *   and is never the earliest or most recent. A date window includes both its end days. A weekday is
 *   the weekday of `event_date`; a month is the month of `event_date` in any year.
 * - People are sums of stated figures, a null adding nothing: `victims_killed` (killed, lives lost,
 *   killings), `victims_children` (children, under eighteen), `victims_police` (police officers,
 *   "our men and women in blue"), `victims_female` / `victims_male` (the victims' sex; "women and
 *   girls" is `victims_female`), `suspects_female` (female suspects), `num_suspects_arrested`
 *   (suspects arrested).
 * - "Murder" is the `murder` category alone; "carjacking", "rape", "kidnapping", "cash-in-transit
 *   heist" and "stock theft" / "veediefstal" are their own categories.
 * - A farm incident ("on a farm", "op plase", "on-farm") is a row whose `location` holds the word "farm"
 *   in any case, whatever its crimes ("near Klippan farm" counts). "On-farm violence" is a farm incident
 *   with at least one violent crime: murder, attempted murder, culpable homicide, rape, sexual assault,
 *   assault gbh, common assault, armed robbery, robbery, house robbery, business robbery, carjacking or
 *   kidnapping (stock theft, theft or illegal mining alone is not violence). A "killing on a farm" is a
 *   farm incident with `murder`.
 * - "The attacker was someone the victim knew" is a `relationship` of partner, family or acquaintance;
 *   a null relationship is not known and counts as not.
 * - An arrest "made" is `arrest_made === true`: a share of cases "that ended in an arrest" is over all
 *   the notebook's rows (an unstated arrest is not one), to the nearest whole percent; "every CIT heist
 *   ended in arrests" is Yes only when each CIT row has `arrest_made === true`.
 * - The share of women among victims of stated sex is the sum of `victims_female` over the sum of
 *   `victims_female` and `victims_male` (both over the selected rows, nulls adding nothing), to the
 *   nearest whole percent. A share of points with an attribute is over the points of the polygon, to
 *   the decimals asked for.
 * - "How many more in P than in Q" and "the difference between P and Q" are P's figure less Q's; Q
 *   having as much or more is an error in the question. "More than 150 suspects" is a strict comparison
 *   of the summed arrests.
 * - Rankings (admin level 2 polygon with most killed, admin level 1 polygon with most rape points,
 *   municipality with most farm incidents, province with most suspects arrested) each carry their tally;
 *   a tie at the top is an error in the question. A municipality may be answered with or without
 *   "City of".
 * - Refusals: the ground truth holds no coordinates, nothing on evictions or labour tenancy, no victim's
 *   occupation (farmworker or farm owner), and nothing on convictions or sentences.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  femaleVictims,
  knewTheAttacker,
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
  distinct,
  excessOf,
  has,
  inProvince,
  month,
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekday,
  within,
} from './ground-truth-questions';

/** An incident the release places on (or by) a farm. */
const onAFarm = atPlace('farm');
/** A crime against a person: the reading of "violence" in "on-farm violence". */
const violent = anyCrime(
  'murder',
  'attempted murder',
  'culpable homicide',
  'rape',
  'sexual assault',
  'assault gbh',
  'common assault',
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'carjacking',
  'kidnapping',
);
const stockTheft = has('stock theft');
const murder = has('murder');
const cit = has('cash-in-transit robbery');

/** The killed per municipality (admin level 2); rows without a municipality are on no polygon. */
const killedByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );
/** The rape incidents per province (admin level 1). */
const rapeByProvince = (rows: readonly DevRow[]) => tallyOf(rows.filter(has('rape')), (r) => r.province);
/** The farm incidents per municipality. */
const farmsByMunicipality = (rows: readonly DevRow[]) => tallyOf(rows.filter(onAFarm), (r) => r.municipality);
/** The suspects arrested per province. */
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

/** Women among the victims of stated sex, as a whole percentage. */
const femaleShare = (rows: readonly DevRow[]) => {
  const female = femaleVictims(rows);
  return percentage(female, female + maleVictims(rows));
};

export const FRESH97_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the GIS specialist, on notebook a.
  {
    notebook: 'a',
    question:
      'Building a choropleth at admin level 2: which muncipality polygon gets the darkest class if I symbolise on the sum of people killed?',
    covers: ['ranking', 'people', 'misspelling'],
    ...ranking(killedByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Point count for murder features inside the EC admin level 1 polygon with event_date from 2020-01-01 to 2023-12-31 inclusive?',
    covers: ['restricted count', 'conjunction', 'calendar', 'slang'],
    expect: (rows) =>
      number(count(rows, murder, inProvince('Eastern Cape'), within('2020-01-01', '2023-12-31'))),
  },
  {
    notebook: 'a',
    question:
      'Of the points in the Gauteng polygon, what % carry kidnapping in the crimes attribute? One decimal place please.',
    covers: ['share', 'conjunction'],
    expect: (rows) => {
      const gauteng = rows.filter(inProvince('Gauteng'));
      return percentage(gauteng.filter(has('kidnapping')).length, gauteng.length, 1);
    },
  },
  {
    notebook: 'a',
    question: 'Earliest event_date in the attribute table among the carjacking pts?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('carjacking')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Temporal filter on the whole layer: how many points have an event_date that falls on a Sunday?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Sunday')),
  },

  // Voice 2, the labour-rights researcher, on notebook a.
  {
    notebook: 'a',
    question:
      'We document on-farm violence against plaaswerkers and farm dwellers. Is there any incident in this set of releases that took place on a farm at all? Yes or no is fine.',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, onAFarm) > 0),
  },
  {
    notebook: 'a',
    question:
      'Farmworkers are often the first to be blamed when livestock goes missing. Across the veediefstal (stock theft) cases in these releases, how many suspects were arrested in total?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(stockTheft))),
  },
  {
    notebook: 'a',
    question:
      'For our annual report on tenure security: in how many of these incidents were labour tenants or farm dwellers being evicted, or was the violence linked to an eviction?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Looking only at the Eastern Cape, where many of our members live in rural villages: of the victims whose sex is recorded, what percentage were women or girls, to the nearest whole percent?',
    covers: ['share', 'people', 'conjunction'],
    expect: (rows) => femaleShare(rows.filter(inProvince('Eastern Cape'))),
  },
  {
    notebook: 'a',
    question:
      'Violence by people close to the victim is a big part of what farm dwellers face. In the incidents where the attacker was someone the victim knew (a partner, a family member or an acquaintance), how many of the victims were children?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(knewTheAttacker))),
  },

  // Voice 3, the speechwriter, on notebook a.
  {
    notebook: 'a',
    question:
      'Can the Minister say that more than 150 suspects were arrested across these cases? I need a yes or no before I put it in the speech.',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(suspectsArrested(rows) > 150),
  },
  {
    notebook: 'a',
    question: "I want a line like 'In the Western Cape, X more lives were lost than in Gauteng.' What is X?",
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Western Cape'), inProvince('Gauteng'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'a',
    question:
      "For the applause line 'In X out of every hundred of these cases, an arrest was made': what is the percentage of cases with an arrest, rounded to a whole number?",
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'a',
    question:
      'Can the Minister tell the House how many of the people arrested in these cases have since been convicted, and what sentences they got?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      "It's for a Women's Month address: how many women and girls were victims in incidents that happened in August, in any year?",
    covers: ['calendar', 'people', 'slang'],
    expect: (rows) => number(femaleVictims(rows.filter((r) => month(r) === 8))),
  },

  // Voice 1, the GIS specialist, on notebook b.
  {
    notebook: 'b',
    question: 'Which admin level 1 polygon has the highest point count for rape?',
    covers: ['ranking', 'restricted count'],
    ...ranking(rapeByProvince),
  },
  {
    notebook: 'b',
    question:
      'How many distinct admin level 2 units (municipalities) in the Free State have at least one point on them?',
    covers: ['restricted count'],
    expect: (rows) => number(distinct(rows.filter(inProvince('Free State')).map((r) => r.municipality))),
  },
  {
    notebook: 'b',
    question: 'Sum of the female suspects attribute over every feature in the layer?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question: 'Difference in suspects arrested between the MP and LP polygons (MP minus LP)?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) => excessOf(rows, inProvince('Mpumalanga'), inProvince('Limpopo'), suspectsArrested),
  },
  {
    notebook: 'b',
    question:
      'Can you export the lat/long coordinates of each cash-in-transit point so I can snap them to the road network?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the labour-rights researcher, on notebook b.
  {
    notebook: 'b',
    question:
      'How many incidents of on-farm violence are there in these releases, counting any violent crime against people on or by a farm but not stock theft or theft on its own?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, onAFarm, violent)),
  },
  {
    notebook: 'b',
    question:
      'Since the start of 2020, how many people in total were killed in incidents op plase (on farms)? Please leave out any case where the date of the incident is not given.',
    covers: ['people', 'calendar', 'conjunction', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rowsWhere(rows, onAFarm, sinceYear(2020)))),
  },
  {
    notebook: 'b',
    question:
      'On what date did the most recent murder on a farm take place, going by when the killing happened rather than when the police released the statement?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, onAFarm, murder), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Of the people killed on farms in these releases, how many were farmworkers and how many were farm owners or their families?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Which local municipality has the most incidents on farms? We want to know where to send our fieldworkers first.',
    covers: ['ranking'],
    ...ranking(farmsByMunicipality, municipalityNames),
  },

  // Voice 3, the speechwriter, on notebook b.
  {
    notebook: 'b',
    question:
      "The Minister opens with the festive season. How many incidents took place in Decmber or January, any year? I'd like 'X incidents over the festive season'.",
    covers: ['calendar', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, (r) => month(r) === 12 || month(r) === 1)),
  },
  {
    notebook: 'b',
    question:
      'Which province can the Minister single out for praise for making the most arrests, counting suspects arrested?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question:
      "I want a line like 'X of our men and women in blue were themselves victims in these cases.' How many police officers were victims?",
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question:
      'Can the Minister say that every cash-in-transit heist in these reports ended in arrests? Yes or no.',
    covers: ['yes/no', 'restricted count'],
    expect: (rows) => {
      const heists = rows.filter(cit);
      if (heists.length === 0) throw new Error('no cash-in-transit heist to speak of');
      return yesNo(heists.every(arrested));
    },
  },
  {
    notebook: 'b',
    question: "For 'As recently as ..., a family lost a loved one to murder': when was the latest murder?",
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(murder), 'latest'),
  },
];

export const fresh97QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH97_QUESTIONS, rows);
