/**
 * The hundred-and-fifteenth fresh question set (blind): thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A fact-checker at a newsroom verification desk: quotes a claim (a statement, a headline, a viral
 *    post) and asks whether the figures bear it out or what the real figure is; precise, a little dry.
 * 2. A Malawian domestic worker in Johannesburg: simple English with Chichewa words ("moni", "chonde",
 *    "zikomo", "anthu", "ana", "apolisi", "akuba", "amayi", "loweruka", "lamulungu") and a few slips
 *    ("Wensday", "childrens", "polise"), asking about her madam's area, her relatives and her worries.
 * 3. A GIS crime-mapping analyst: talks of the point layer, features, attributes, filters, polygons,
 *    aggregation, temporal slices and symbology classes.
 *
 * The readings chosen (one row is one incident, one feature of the "layer"; a crime question counts the
 * rows whose `crimes` hold the category):
 * - Dates are `event_date` alone: a row without one is outside every year, date range, weekday and
 *   weekend, and is never the earliest or latest; `published_date` is never read. A weekend is a Saturday
 *   or Sunday of `event_date`. A date range includes both ends.
 * - People are sums of the stated figures: `victims_killed` (killed, died, lost their lives),
 *   `victims_injured` (injured, hurt), `victims_children` (children, "ana", under eighteen),
 *   `victims_police` (police officers, cops, "apolisi", on or off duty), `victims_female` (women and
 *   girls, "amayi"), `num_suspects_arrested` (suspects arrested), `suspects_female` / `suspects_male`
 *   (the case's suspects, arrested or sought, by sex). A null (unstated) figure adds nothing.
 * - "Not one suspect was a woman" holds when the stated `suspects_female` figures sum to zero; an
 *   unstated figure does not refute it.
 * - "Murder" is `murder` alone (attempted murder and culpable homicide are not); "CIT" is
 *   `cash-in-transit robbery`; "kidnapping or carjacking" is either category.
 * - "No arrest" is `arrest_made === false` (an unstated arrest is not one); a share of incidents is over
 *   all the notebook's rows, to the nearest whole percent.
 * - "Municipality" (the GIS analyst's municipality polygon) is `municipality`; rows without one are left
 *   out, and the answer is named as written or without "City of". "Johannesburg city" is the
 *   `City of Johannesburg` municipality, "Ekurhuleni" the `Ekurhuleni` municipality.
 * - "The other provinces combined" are the notebook's rows outside the named province.
 * - "How many more in P than in Q" is the difference of the two counts; P must have more.
 * - Rankings are by place (province or municipality), each carrying its tally; a tie at the top is an
 *   error in the question. KwaZulu-Natal may be answered as "KZN".
 * - Refusals: the ground truth holds no sentences handed down, no distances or coordinates, no bail
 *   amounts and no time of day.
 */
import {
  anyCrime,
  type BlindQuestion,
  femaleVictims,
  inMunicipality,
  kznProvinceNames,
  not,
  peopleByProvince,
  peopleTotal,
  ranking,
  rowsWhere,
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
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const cit = has('cash-in-transit robbery');

const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const rapeProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(has('rape')), (r) => r.province);

export const FRESH115_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the fact-checker, on notebook a.
  {
    notebook: 'a',
    question:
      "We're checking a line in a draft: 'KwaZulu-Natal saw more people killed than any other province in these releases.' Which province actually has the highest number of people killed?",
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      "Claim from a radio interview: 'Not one of the suspects in these cases was a woman.' Do the figures support that, yes or no?",
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(peopleTotal('suspects_female', rows) === 0),
  },
  {
    notebook: 'a',
    question:
      "A press statement says murder featured in 'nearly a third' of the incidents. What percentage of incidents actually involved a murder, rounded to a whole number?",
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows, murder),
  },
  {
    notebook: 'a',
    question:
      'An op-ed argues that kidnapping is mostly a Gauteng problem compared with KZN. To verify: how many more kidnapping incidents were there in Gauteng than in KwaZulu-Natal?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => has('kidnapping')(r) && inProvince('Gauteng')(r),
        (r) => has('kidnapping')(r) && inProvince('KwaZulu-Natal')(r),
      ),
  },
  {
    notebook: 'a',
    question:
      'A viral post claims the men convicted in these murder cases got an average of 20 years behind bars. Can we confirm the average sentence from this material?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the Malawian domestic worker, on notebook a.
  {
    notebook: 'a',
    question:
      'Moni. My madam she say the akuba like to come on Wensday. How many of these incidents they happen on a Wensday?',
    covers: ['calendar', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Wednesday')),
  },
  {
    notebook: 'a',
    question:
      'Chonde, I am worried for the ana. How many childrens were victims in all these cases together?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question:
      'I work in Joburg, the city of Johannesburg itself. Zikomo for helping — how many suspects the polise arrested in cases from there?',
    covers: ['people', 'restricted count', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(inMunicipality('City of Johannesburg')))),
  },
  {
    notebook: 'a',
    question:
      'My sister she stay in Ekurhuleni, near Vosloorus. Which date was the first incident there, the oldest one?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inMunicipality('Ekurhuleni')), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'Anthu angati — how many people died in the year 2019, in these reports?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inYear(2019)))),
  },

  // Voice 3, the GIS analyst, on notebook a.
  {
    notebook: 'a',
    question:
      'Spatial join of the incident points to municipality polygons, dropping features with a null municipality: which polygon ends up with the highest point count?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      "Attribute filter crimes contains 'attempted murder' AND province = 'Western Cape' — what's the sum of the victims-injured field over the selection?",
    covers: ['conjunction', 'people'],
    expect: (rows) =>
      number(
        peopleTotal('victims_injured', rowsWhere(rows, has('attempted murder'), inProvince('Western Cape'))),
      ),
  },
  {
    notebook: 'a',
    question:
      'Temporal filter on event date from 2019-01-01 to 2021-12-31 inclusive, then select features tagged kidnapping or carjacking. How many features remain?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) =>
      number(count(rows, within('2019-01-01', '2021-12-31'), anyCrime('kidnapping', 'carjacking'))),
  },
  {
    notebook: 'a',
    question: 'For the CIT layer, what is the max event date, i.e. the most recent cash-in-transit heist?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'I need a buffer analysis: what is the mean distance in kilometres from each incident point to the nearest police station?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the fact-checker, on notebook b.
  {
    notebook: 'b',
    question:
      "A provincial MEC said: 'More people were killed in the Free State than in the other four provinces combined.' Is that borne out by these releases — yes or no?",
    covers: ['yes/no', 'people', 'conjunction'],
    expect: (rows) =>
      yesNo(
        peopleTotal('victims_killed', rows.filter(inProvince('Free State'))) >
          peopleTotal('victims_killed', rows.filter(not(inProvince('Free State')))),
      ),
  },
  {
    notebook: 'b',
    question:
      "A union spokesperson says cops are 'constantly' among the victims. What is the total number of police officers recorded as victims across these incidents?",
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question:
      "We've been sent a graphic saying one in five incidents ended with nobody arrested. What percentage of the incidents really had no arrest made?",
    covers: ['share'],
    expect: (rows) => percentOf(rows, notArrested),
  },
  {
    notebook: 'b',
    question:
      "Headline under review: 'Northern Cape leads the pack on rape cases.' Which province had the most incidents involving rape?",
    covers: ['ranking', 'restricted count'],
    ...ranking(rapeProvinceTally),
  },
  {
    notebook: 'b',
    question:
      'A lawyer quoted in a story says bail averaged R5,000 for the accused in these cases. What was the average bail amount set?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the Malawian domestic worker, on notebook b.
  {
    notebook: 'b',
    question:
      'My cousin she work in Limpopo. In Limpopo, how many cases where the apolisi they arrest nobody at all?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Limpopo'), notArrested)),
  },
  {
    notebook: 'b',
    question: 'Ana — the small ones under 18. How many children was victims in the Northern Cape?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question:
      'My abale they want to move, so I ask: which municipality it has the most incidents? I want to tell them where is not safe.',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'On loweruka and lamulungu — Saturday and Sunday — how many of the incidents happen?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, weekend)),
  },
  {
    notebook: 'b',
    question: 'Amayi and girls, zikomo for telling me: how many women victims in total?',
    covers: ['people'],
    expect: (rows) => number(femaleVictims(rows)),
  },

  // Voice 3, the GIS analyst, on notebook b.
  {
    notebook: 'b',
    question:
      "Select by attributes: province = 'Mpumalanga' and crimes includes illegal firearm possession. Sum the suspects-arrested field for that selection.",
    covers: ['conjunction', 'people'],
    expect: (rows) =>
      number(suspectsArrested(rowsWhere(rows, inProvince('Mpumalanga'), has('illegal firearm possession')))),
  },
  {
    notebook: 'b',
    question: 'Temporal slice 2023 through 2024 (by event date): how many points fall in it?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2023-01-01', '2024-12-31'))),
  },
  {
    notebook: 'b',
    question:
      'Within the North West province polygon, filtering to murder features: what is the min event date?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('North West')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'Graduated symbology on the province polygons by the summed count of male suspects: which province lands in the top class?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('suspects_male')),
  },
  {
    notebook: 'b',
    question: 'For an hour-of-day heat map, which hour of the day had the most incidents in this layer?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh115QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH115_QUESTIONS, rows);
