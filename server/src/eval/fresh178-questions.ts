/**
 * The hundred-and-seventy-eighth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A Limpopo and Mpumalanga regional radio news editor: quick figures for the bulletin about her two
 *    provinces ("LP", "MP", "Mpuma"), sometimes comparing them or a neighbour, with Sepedi or Xitsonga
 *    words mixed in ("Dumelang", "Avuxeni", "ke kgopela", "ndza kombela", "ke a leboga", "inkomu").
 *    Notebook `a` holds none of her provinces, so there she asks whether it does and reads the national
 *    figures for a roundup.
 * 2. A health researcher: injuries, deaths and the ages of those involved, means and shares over the
 *    figures the releases state, careful about denominators.
 * 3. A sceptical letter-writer to a newspaper: claims ("crime only happens in the cities", "nobody is ever
 *    arrested for murder", "women never do these things") and asks whether the releases bear them out;
 *    the odd misspelling ("aquaintance", "definately", "murderes").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, weekday and "latest";
 *   `published_date` is never read. A weekend is a Saturday or Sunday of `event_date`; the weekend share
 *   is over the dated rows only, to the nearest whole percent.
 * - "LP" / "Limpopo" is the province Limpopo, "MP" / "Mpuma" / "Mpumalanga" the province Mpumalanga.
 *   "Anything from LP or MP" is any row of either province.
 * - "CIT heist" is `cash-in-transit robbery`; "murders" are `murder` alone (not attempted murder, not
 *   culpable homicide); "kidnapping" is `kidnapping`; "rape cases" are `rape`.
 * - People are sums of the stated figures, a null adding nothing: `num_suspects_arrested` (suspects
 *   arrested, "locked up"), `victims_killed` (killed, deaths, lost lives), `victims_injured` (injured,
 *   hurt), `victims_children` (children under 18), `suspects_female` (female suspects, arrested or
 *   sought).
 * - "Which province had the most suspects arrested" sums `num_suspects_arrested` per province.
 * - The municipality in LP or MP that "lost the most lives" sums `victims_killed` per `municipality` over
 *   the rows of those two provinces; a row without a municipality is left out.
 * - A mean of deaths per incident is the mean of `victims_killed` over the rows that state it (a stated 0
 *   counts, a null is left out), to one decimal.
 * - The case-fatality share is the sum of `victims_killed` over the sum of `victims_killed` and
 *   `victims_injured` (nulls adding nothing), to the nearest whole percent.
 * - Ages are `suspect_ages` alone, one age per suspect (not one per incident); a mean age is over every
 *   stated suspect age of the selected rows, to one decimal. The releases hold no victims' ages.
 * - The children's share of victims is the sum of `victims_children` over the sum of `num_victims`, both
 *   taken over the rows that state both figures, to the nearest whole percent.
 * - "Someone was injured" is `victims_injured` of at least 1. The incident with the most injured is the
 *   one row with the highest stated `victims_injured`, named by the parts of its location no other
 *   incident shares.
 * - "The attacker knew the victim" is `relationship` partner, family or acquaintance (not stranger, not
 *   unstated).
 * - "A city" / "the big metros" are the eight metropolitan municipalities: City of Johannesburg, City of
 *   Tshwane, Ekurhuleni, eThekwini, City of Cape Town, Nelson Mandela Bay, Buffalo City and Mangaung (so
 *   a farm inside Mangaung is in a metro, and City of Mbombela or City of Matlosana, local
 *   municipalities, are not). A row without a `municipality` is left out of both sides: it is neither in
 *   a city nor outside one. "Outside the metros" is a row with a stated municipality not among the eight.
 * - "Somebody was arrested" is `arrest_made === true`; "nobody arrested" is `arrest_made === false`; a
 *   null is neither. A share of rape cases (or of Limpopo incidents) with an arrest is over all the
 *   notebook's rape (or Limpopo) rows, a null arrest counting in the whole but not the part.
 * - "More incidents in 2024 than in 2019" compares the counts of rows whose `event_date` falls in each
 *   year. "How many more murders in LP than MP" is the difference of the two counts; LP must have more.
 * - Rankings (province by suspects arrested, LP/MP municipality by killed, incident by injured, province
 *   by incidents with nobody arrested) each carry their tally; a tie at the top is an error in the
 *   question.
 * - Refusals: the releases' ground truth holds no bail decisions, no victims' ages, and no court outcome
 *   (convictions or sentences).
 */
import {
  type BlindQuestion,
  inMunicipality,
  knewTheAttacker,
  largestIncident,
  peopleTotal,
  percentage,
  ranking,
  suspectAges,
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
  meanOf,
  notArrested,
  number,
  percentOf,
  refusal,
  weekend,
} from './ground-truth-questions';

const limpopo = inProvince('Limpopo');
const mpumalanga = inProvince('Mpumalanga');
const myProvinces = (r: DevRow) => limpopo(r) || mpumalanga(r);
const murder = has('murder');
const cit = has('cash-in-transit robbery');

/** The eight metropolitan municipalities: "the cities", "the big metros". */
const METROS = [
  'City of Johannesburg',
  'City of Tshwane',
  'Ekurhuleni',
  'eThekwini',
  'City of Cape Town',
  'Nelson Mandela Bay',
  'Buffalo City',
  'Mangaung',
];
const inAMetro = (r: DevRow) => METROS.some((name) => inMunicipality(name)(r));
/** A stated municipality that is not a metro; a row without a municipality is neither in nor outside. */
const outsideTheMetros = (r: DevRow) => r.municipality !== null && !inAMetro(r);
const withMunicipality = (r: DevRow) => r.municipality !== null;

/** Someone was injured: a stated figure of at least one. */
const someoneInjured = (r: DevRow) => (r.victims_injured ?? 0) >= 1;

const arrestedByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const killedByMunicipalityInMyProvinces = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter(myProvinces),
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );
const noArrestByProvince = (rows: readonly DevRow[]) => tallyOf(rows.filter(notArrested), (r) => r.province);

/** The share of the dated rows that fell on a Saturday or Sunday, to the nearest whole percent. */
const weekendShare = (rows: readonly DevRow[]) => {
  const dated = rows.filter((r) => r.event_date !== null);
  return percentage(dated.filter(weekend).length, dated.length);
};

/** Children over victims, both over the rows that state both figures. */
const childShare = (rows: readonly DevRow[]) => {
  const both = rows.filter(
    (r) => r.num_victims !== null && r.victims_children !== null && r.victims_children !== undefined,
  );
  return percentage(
    peopleTotal('victims_children', both),
    both.reduce((total, r) => total + (r.num_victims ?? 0), 0),
  );
};

/** Killed over killed plus injured, the stated figures alone. */
const caseFatality = (rows: readonly DevRow[]) => {
  const killed = peopleTotal('victims_killed', rows);
  return percentage(killed, killed + peopleTotal('victims_injured', rows));
};

export const FRESH178_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Limpopo and Mpumalanga radio news editor, on notebook a.
  {
    notebook: 'a',
    question:
      'Avuxeni! Doing the national roundup for the 6am bulletin - is there anything from LP or Mpumalanga in this batch at all? y/n',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(rows.some(myProvinces)),
  },
  {
    notebook: 'a',
    question: 'Gauteng is next door so our listeners care - how many kidnapping cases in Gauteng?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, has('kidnapping'), inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question: 'Ke kgopela, quick one: which province had the most suspects locked up in total?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestedByProvince),
  },
  {
    notebook: 'a',
    question: 'When was the latest CIT heist in this lot? date of the actual hit pls',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },
  {
    notebook: 'a',
    question: 'How many of the Gauteng suspects were granted bail at their first court appearance?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the Limpopo and Mpumalanga radio news editor, on notebook b.
  {
    notebook: 'b',
    question: 'Dumelang. Murders: how many more in Limpopo than in Mpumalnga?',
    covers: ['restricted count', 'conjunction', 'misspelling'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => murder(r) && limpopo(r),
        (r) => murder(r) && mpumalanga(r),
      ),
  },
  {
    notebook: 'b',
    question: 'MP - total suspects arrested, all cases combined?',
    covers: ['people', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(mpumalanga))),
  },
  {
    notebook: 'b',
    question: "What's the most recent incident date we have for Limpopo? Inkomu",
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(limpopo), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Ndza kombela - which municipality in Limpopo or Mpuma lost the most lives?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(killedByMunicipalityInMyProvinces),
  },
  {
    notebook: 'b',
    question: 'What % of the Limpopo incidnets ended with somebody arrested? Ke a leboga',
    covers: ['share', 'misspelling'],
    expect: (rows) => percentOf(rows.filter(limpopo), arrested),
  },

  // Voice 2, the health researcher, on notebook a.
  {
    notebook: 'a',
    question:
      'Across the incidents that state a number of deaths (zeros included), what is the mean number of people killed per incident, to one decimal place?',
    covers: ['people'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.victims_killed ?? null),
        1,
      ),
  },
  {
    notebook: 'a',
    question:
      'Case fatality: of all casualties (killed plus injured, stated figures only), what percentage died?',
    covers: ['share', 'people'],
    expect: (rows) => caseFatality(rows),
  },
  {
    notebook: 'a',
    question: 'What was the mean age of the victims who were killed?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'What is the mean age of the suspects whose ages are given, to 1 d.p.?',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows), 1),
  },
  {
    notebook: 'a',
    question: 'Which single incident had the highest number of injured victims?',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.victims_injured ?? null,
    ),
  },

  // Voice 2, the health researcher, on notebook b.
  {
    notebook: 'b',
    question: 'Mean age of the suspects in rape cases, where ages are stated (1 d.p.)?',
    covers: ['restricted count', 'people'],
    expect: (rows) => meanOf(suspectAges(rows.filter(has('rape'))), 1),
  },
  {
    notebook: 'b',
    question:
      'What percentage of victims were children under 18, counting only incidents that state both the number of victims and the number of children?',
    covers: ['share', 'people'],
    expect: (rows) => childShare(rows),
  },
  {
    notebook: 'b',
    question: 'Total number of people injured in the Free State and the Northern Cape combined?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      number(
        peopleTotal(
          'victims_injured',
          rows.filter((r) => inProvince('Free State')(r) || inProvince('Northern Cape')(r)),
        ),
      ),
  },
  {
    notebook: 'b',
    question:
      'How many people were killed in incidents where the attacker was known to the victim (partner, family member or acquaintance)?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(knewTheAttacker))),
  },
  {
    notebook: 'b',
    question: 'On what date did the most recent incident that left someone injured take place?',
    covers: ['date', 'people'],
    expect: (rows) => dateAt(rows.filter(someoneInjured), 'latest'),
  },

  // Voice 3, the sceptical letter-writer, on notebook a.
  {
    notebook: 'a',
    question:
      'My neighbour insists crime only happens in the cities. What percentage of these incidents happened outside the big metros?',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(withMunicipality), outsideTheMetros),
  },
  {
    notebook: 'a',
    question:
      'Everyone knows nobody is ever arrested for murder in this country. In how many of the murder cases was somebody actually arrested?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, murder, arrested)),
  },
  {
    notebook: 'a',
    question:
      "It's all weekend drinking, I tell you. What share of the incidents happened on a Saturday or a Sunday?",
    covers: ['calendar', 'share'],
    expect: (rows) => weekendShare(rows),
  },
  {
    notebook: 'a',
    question:
      'Crime gets worse every single year, that is a fact. Were there more incidents in 2024 than in 2019, yes or no?',
    covers: ['yes/no', 'calendar'],
    expect: (rows) => yesNo(count(rows, inYear(2024)) > count(rows, inYear(2019))),
  },
  {
    notebook: 'a',
    question:
      'I am told it is always strangers who do these things. In how many incidents was the attacker a partner, relative or aquaintance of the victim?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, knewTheAttacker)),
  },

  // Voice 3, the sceptical letter-writer, on notebook b.
  {
    notebook: 'b',
    question:
      'Women never commit these crimes, it is always men. How many female suspects are in these releases?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question:
      'Crime only happens in the cities, the platteland is perfectly safe. So how many people were killed in incidents outside the metros?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(outsideTheMetros))),
  },
  {
    notebook: 'b',
    question:
      'The police definately never arrest anyone for rape. What percentage of the rape cases had an arrest?',
    covers: ['share', 'restricted count', 'misspelling'],
    expect: (rows) => percentOf(rows.filter(has('rape')), arrested),
  },
  {
    notebook: 'b',
    question: 'And how many of these murderes and rapists were actually convicted and sentenced in the end?',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'Which province is worst for nobody being arrested at all - the most incidents with no arrest?',
    covers: ['ranking'],
    ...ranking(noArrestByProvince),
  },
];

export const fresh178QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH178_QUESTIONS, rows);
