/**
 * The three-hundred-and-sixteenth fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A trawler skipper off Saldanha Bay: gruff and short, talks in catches, nets and hauls ("the haul of
 *    suspects", "in the net", "in port"), sea weather, poaching busts, "cops".
 * 2. A zoologist at a university: careful, precise, Latin-flavoured; treats the releases as a "sample"
 *    of "specimens", asks for medians and proportions, names species by their binomials, hedges.
 * 3. A grave digger at a township cemetery: plots, burials and bodies, matter-of-fact about death with
 *    dry humour, a few isiXhosa words ("Molo", "Enkosi", "abantwana", "sisi"), some misspellings
 *    ("Kayelitsha", "murdur", "Nothern Cape").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month range and weekday, and
 *   is never the earliest or latest; `published_date` is never read. A weekend is a Saturday or Sunday of
 *   `event_date`. "Winter, June to August, any year" is months 6–8 of `event_date` in any year; the
 *   "austral summer" is December, January and February of any year; "2020 and 2021 together" is
 *   2020-01-01 to 2021-12-31.
 * - People are sums of the stated figures: `victims_killed` (killed, bodies, graves filled),
 *   `victims_injured` (injured), `victims_children` (children, abantwana), `victims_police` (police
 *   officers, cops, on or off duty), `num_suspects_arrested` (suspects arrested, the "haul" of
 *   suspects). A null (unstated) figure adds nothing. Suspects' ages are `suspect_ages`, one per
 *   suspect; their median is over every stated age of the notebook (the mean of the middle two for an
 *   even count).
 * - "Murders" are `murder` alone (not attempted murder, not culpable homicide); "poaching" is
 *   `poaching`; "illegal mining" is `illegal mining`.
 * - A place named by a word ("Khayelitsha", misspelt "Kayelitsha") is every row whose `location` holds
 *   it (any case). "Saldanha Bay" is the `Saldanha Bay` municipality or a location holding "Saldanha". A
 *   farm is a row whose `location` holds the word "farm" (any case). "Municipality" is `municipality`
 *   (rows without one are left out), answered as written or without "City of".
 * - "Landed at least one suspect" is `arrest_made === true`; "nobody arrested" is
 *   `arrest_made === false` (an unstated arrest is neither).
 * - Shares are of rows, to the nearest whole percent: murders in the Eastern Cape over all Eastern Cape
 *   rows; murders with nobody arrested over all murders; rows with at least one stated child victim over
 *   all the notebook's rows.
 * - Rankings each carry their tally, and a tie at the top is an error in the question: the single
 *   incident with the most suspects arrested (named by the parts of its location no other incident
 *   shares), the province with the most injured, the municipality with the most incidents, the province
 *   with the most killed (KwaZulu-Natal may be answered as "KZN").
 * - Refusals: the ground truth holds no vessels or boats seized, no species or mass of what was poached,
 *   no place or manner of burial, no weather, no rhino horns or animal counts, and no victims' ages.
 */
import {
  any,
  atPlace,
  type BlindQuestion,
  inMonths,
  inMunicipality,
  kznProvinceNames,
  largestIncident,
  medianOf,
  peopleByProvince,
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
  arrested,
  casesOf,
  count,
  dateAt,
  has,
  inProvince,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  weekend,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const poaching = has('poaching');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');
/** In Saldanha Bay: the municipality, or a location that names it. */
const inSaldanha = any(inMunicipality('Saldanha Bay'), atPlace('Saldanha'));
/** At least one stated child among the victims. */
const childVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;
/** The austral summer: December, January or February of any year. */
const australSummer = any(inMonths(12, 12), inMonths(1, 2));

/** The killed of the rows that pass every test. */
const killedWhere =
  (...tests: ((r: DevRow) => boolean)[]) =>
  (rows: readonly DevRow[]) =>
    peopleTotal('victims_killed', rowsWhere(rows, ...tests));

/** The share of the selected rows that pass the test, nearest whole percent. */
const shareWithin = (rows: readonly DevRow[], test: (r: DevRow) => boolean) => {
  const chosen = rows.filter(test);
  return (part: (r: DevRow) => boolean) => percentage(chosen.filter(part).length, chosen.length);
};

const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH316_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the trawler skipper, on notebook a.
  {
    notebook: 'a',
    question:
      'Poaching in the Western Cape. What was the whole haul of suspects arrested, all the busts together?',
    covers: ['conjunction', 'people', 'slang'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, poaching, inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Which one bust brought in the biggest haul of suspects in a single go? Just the place, no fish stories.',
    covers: ['ranking', 'slang'],
    ...largestIncident(
      () => true,
      (r) => r.num_suspects_arrested,
    ),
  },
  {
    notebook: 'a',
    question:
      "Anything logged in Saldanha Bay itself while I was in port, or are home waters clean? Yes or no, I've nets to mend.",
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, inSaldanha) > 0),
  },
  {
    notebook: 'a',
    question:
      "Winter's when the swell keeps us tied up. June to August, any year - how many murders got reported?",
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, inMonths(6, 8))),
  },
  {
    notebook: 'a',
    question: 'How many boats did the cops confiscate off them poachers, all told?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the zoologist, on notebook a.
  {
    notebook: 'a',
    question:
      'Within the Eastern Cape subset of this sample, what percentage of incidents involved murder? Rounded to the nearest whole per cent, if you would.',
    covers: ['share', 'conjunction'],
    expect: (rows) => shareWithin(rows, inProvince('Eastern Cape'))(murder),
  },
  {
    notebook: 'a',
    question:
      'Considering the population of arrested suspects whose ages are recorded, what is the median age? I appreciate the ages are not given for every individual.',
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'a',
    question:
      'Which province exhibits the greatest total of injured victims across the sample, bearing in mind the figure is not stated for every incident?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_injured'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'What is the earliest dated record of poaching in this sample, that is, the date of the incident itself rather than of the release?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(poaching), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Could you identify the species taken in the poaching cases (Haliotis midae, Diceros bicornis or otherwise) and the total mass of specimens confiscated?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the grave digger, on notebook a.
  {
    notebook: 'a',
    question:
      'Molo. How many bodies altogether, hey - everybody killed across all these incidents? They are my customers, after all.',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows)),
  },
  {
    notebook: 'a',
    question: 'Weekends are when the funerals pile up. How many murders happened on a Saturday or a Sunday?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },
  {
    notebook: 'a',
    question:
      "Kayelitsha - I've dug plenty of plots for people from there. How many were killed in the incidents there, total?",
    covers: ['misspelling', 'people', 'restricted count'],
    expect: (rows) => number(killedWhere(atPlace('Khayelitsha'))(rows)),
  },
  {
    notebook: 'a',
    question:
      "Of all the murder cases, what percent had nobody arrested at all? The dead don't complain, but their families do.",
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(murder), notArrested),
  },
  {
    notebook: 'a',
    question:
      'How many of the people killed were buried at home in the rural areas and how many here in the city cemeteries? Enkosi.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the trawler skipper, on notebook b.
  {
    notebook: 'b',
    question:
      'Northern Cape, up the coast from us. How many incidents there landed at least one suspect in the net?',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, inProvince('Northern Cape'), arrested)),
  },
  {
    notebook: 'b',
    question: 'Which municipality pulled in the most incidents? Name it and be done.',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'When was the latest illegal mining haul - the day of the job, not when the cops wrote it up?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('illegal mining')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Was it blowing a gale or flat calm the night those people were killed on Lismor farm? What was the weather?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'Cops caught up in it - how many police officers were victims, all told? Off duty counts too.',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },

  // Voice 2, the zoologist, on notebook b.
  {
    notebook: 'b',
    question:
      'Does the sample contain any poaching case in which no suspect at all was arrested? A simple yes or no suffices.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, poaching, notArrested) > 0),
  },
  {
    notebook: 'b',
    question:
      'In what percentage of the sampled incidents was at least one child among the victims? To the nearest whole per cent, please.',
    covers: ['share', 'people'],
    expect: (rows) => percentOf(rows, childVictim),
  },
  {
    notebook: 'b',
    question:
      'Pooling all years, how many incidents occurred during the austral summer, which is to say December, January and February?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, australSummer)),
  },
  {
    notebook: 'b',
    question:
      'How many rhinoceros horns were recovered in the poaching incidents, and from how many individual animals were they taken?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'How many incidents in the sample exhibit both kidnapping and murder, co-occurring in the same event?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, has('kidnapping'), murder)),
  },

  // Voice 3, the grave digger, on notebook b.
  {
    notebook: 'b',
    question: 'Which province filled the most graves? The most people killed, I mean.',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'b',
    question: 'When was the first murdur on a farm, the earliest one that has a date on it?',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, onAFarm), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Murders in 2020 and 2021 together, how many? Covid years, we were digging day and night.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, within('2020-01-01', '2021-12-31'))),
  },
  {
    notebook: 'b',
    question:
      'What was the average age of the people who were killed, sisi? The families ask me for the headstones.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'How many children - abantwana - were victims in the Nothern Cape? Those small graves are the hardest.',
    covers: ['misspelling', 'people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Northern Cape')))),
  },
];

export const fresh316QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH316_QUESTIONS, rows);
