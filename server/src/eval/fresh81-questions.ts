/**
 * The eighty-first fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen
 * about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A mining-town union organiser: illegal mining and zama zamas, shafts and hostels, the East Rand and
 *    the mining towns of North West and Mpumalanga, workers as the ones who get hurt; blunt, comradely,
 *    a few typos ("minning", "Matlosanna").
 * 2. A data scientist who types pandas-style pseudo-code instead of sentences ("groupby ... .sum()
 *    .idxmax()", "shape[0]", "mean()", "between(...)", "'murder' in crimes").
 * 3. A pensioner phoning a radio talk show: very polite, rambling, the question at the end of a long
 *    preamble, slightly wrong words for things ("the hijackers of cars", "the police station people",
 *    "the armoured money vans", "Kayelitsha").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, quarter, month, range and
 *   weekday, and is never the earliest or latest; `published_date` is never read. `dt.year == 2019`
 *   with `dt.quarter == 4` is October to December 2019. `between(from, to)` includes both ends.
 *   `day_name() == 'Saturday'` is the weekday of `event_date`. "The winter months, June, July and
 *   August, whichever year" are months 6 to 8 of `event_date` in any year.
 * - Illegal mining ("zama zamas", "mining busts", "zama zama raids") is a row whose `crimes` hold
 *   `illegal mining`; "zama zamas arrested" is `num_suspects_arrested` summed over those rows.
 *   "Women among the suspects" is `suspects_female` summed over those rows.
 * - "'murder' in crimes" is membership of the list: the category `murder` alone, `attempted murder`
 *   does not count (it is not the element 'murder', whatever a substring search would say).
 * - "The hijackers of cars" / "car hijackings" are `carjacking` alone: `truck hijacking` is not one.
 *   "The armoured money vans" robbed are `cash-in-transit robbery`. "The raping cases" are `rape`
 *   (`sexual assault` is not counted). "The poaching of the animals" is `poaching`.
 * - People are sums of the stated figures: `victims_killed` (killed, passed away, shot dead),
 *   `victims_injured` (injured, hurt), `victims_children` (the little ones, children),
 *   `victims_police` ("the police station people", the policemen and policewomen themselves),
 *   `victims_female` / `victims_male`, `num_suspects_arrested` (arrested, picked up, nabbed). A null
 *   (unstated) figure adds nothing. "Was anybody hurt" is a row with a stated `victims_injured` above 0.
 *   "Did the police ever catch anybody" is a row with `arrest_made === true`.
 * - Places: "the East Rand" is the `Ekurhuleni` municipality; "Durban" is the `eThekwini` municipality;
 *   "Matlosana (Klerksdorp, Stilfontein, Khuma)" is the `City of Matlosana` municipality. "At a hostel"
 *   and "in Khayelitsha" are rows whose `location` holds that word (any case). Provinces are `province`;
 *   "North West and Mpumalanga combined" is a row in either. KwaZulu-Natal may be answered as "KZN"; a
 *   municipality as written or without "City of".
 * - Shares are to the nearest whole percent: "(arrest_made == False).mean()" is the rows with a stated
 *   `arrest_made` of false over all the notebook's rows (an unstated arrest is not False); the female
 *   share is the sum of `victims_female` over the sums of `victims_female` and `victims_male`.
 *   "suspect_ages.explode().mean()" counts every stated age once, to one decimal.
 * - "How many more rape cases in the Northern Cape than in the Free State" is the difference of the two
 *   counts; the Northern Cape must have more.
 * - Rankings are keyed by place and each carries its tally: the province with the most zama zamas
 *   arrested (arrests summed over illegal-mining rows), the province with the most killed, the
 *   municipality with the most suspects arrested (rows without a municipality left out), the province
 *   with the most child victims, and the single incident with the most injured (named by the parts of its
 *   location no other incident shares). A tie at the top is an error in the question.
 * - Refusals: the ground truth holds no nationality or papers of suspects, no case outcomes or
 *   convictions, and no ages of victims (only whether a victim was a child).
 */
import {
  atPlace,
  type BlindQuestion,
  femaleVictims,
  inMunicipality,
  kznProvinceNames,
  largestIncident,
  maleVictims,
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
  arrested,
  casesOf,
  count,
  dateAt,
  excessOf,
  has,
  inProvince,
  inYear,
  meanOf,
  month,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  weekday,
  within,
} from './ground-truth-questions';

/** An illegal-mining incident: the zama zamas. */
const illegalMining = has('illegal mining');
/** "'murder' in crimes": the element `murder` of the list, never `attempted murder`. */
const murder = has('murder');
/** "The hijackers of cars": carjacking alone, truck hijacking left out. */
const carHijacking = has('carjacking');
const cit = has('cash-in-transit robbery');
/** "The raping cases": rape alone, sexual assault left out. */
const rape = has('rape');
/** A row with a stated number of injured above zero. */
const someoneHurt = (r: DevRow) => (stated('victims_injured')(r) ?? 0) > 0;
/** The fourth quarter: October to December. */
const fourthQuarter = (r: DevRow) => (month(r) ?? 0) >= 10;
/** June, July or August of any year. */
const winter = (r: DevRow) => [6, 7, 8].includes(month(r) ?? 0);

/** The killed of the rows that pass every test. */
const killedWhere =
  (...tests: ((r: DevRow) => boolean)[]) =>
  (rows: readonly DevRow[]) =>
    peopleTotal('victims_killed', rowsWhere(rows, ...tests));

/** The zama zamas arrested per province: arrests summed over the illegal-mining rows. */
const miningArrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter(illegalMining),
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
/** The suspects arrested per municipality; rows without a municipality are left out. */
const arrestsByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.num_suspects_arrested ?? 0,
  );

/** The share of the victims of stated sex who were female, to the nearest whole percent. */
function femaleShare(rows: readonly DevRow[]) {
  const female = femaleVictims(rows);
  return percentage(female, female + maleVictims(rows));
}

export const FRESH81_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the mining-town union organiser, on notebook a.
  {
    notebook: 'a',
    question:
      'Comrade, quick one from the union office in Springs. Across all the illegal mining cases in here, how many zama zamas got arrested altogether?',
    covers: ['restricted count', 'people', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(illegalMining))),
  },
  {
    notebook: 'a',
    question:
      "How many incidents are there on the East Rand? That's Ekurhuleni for the outsiders, old shafts everywhere and our members live right next to them.",
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, inMunicipality('Ekurhuleni'))),
  },
  {
    notebook: 'a',
    question:
      'Which single incident left the most people injured? I want to know where the workers got hurt worst, give me the place.',
    covers: ['ranking', 'people'],
    ...largestIncident(() => true, stated('victims_injured')),
  },
  {
    notebook: 'a',
    question: 'Hostel violence is killing our people. How many were killed in incidents at a hostel?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(killedWhere(atPlace('hostel'))(rows)),
  },
  {
    notebook: 'a',
    question:
      'Of the zama zamas picked up underground, how many were undocumented foreigners from Lesotho or Zim?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 1, the mining-town union organiser, on notebook b.
  {
    notebook: 'b',
    question:
      'How many illegal minning cases in North West and Mpumalanga combined? Those are our mining towns.',
    covers: ['restricted count', 'conjunction', 'misspelling'],
    expect: (rows) =>
      number(count(rows, illegalMining, (r) => r.province === 'North West' || r.province === 'Mpumalanga')),
  },
  {
    notebook: 'b',
    question:
      'In which province did the cops nab the most zama zamas? Count the arrests in the mining busts.',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(miningArrestsByProvince),
  },
  {
    notebook: 'b',
    question:
      'Matlosanna municipality - Klerksdorp, Stilfontein, Khuma side - how many incidents have you got on record there?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, inMunicipality('City of Matlosana'))),
  },
  {
    notebook: 'b',
    question: 'In the illegal mining busts, how many of the suspects were women?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('suspects_female', rows.filter(illegalMining))),
  },
  {
    notebook: 'b',
    question: 'When was the most recent zama zama raid? The date it happened, not the date of the statement.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(illegalMining), 'latest'),
  },

  // Voice 2, the data scientist writing pseudo-code, on notebook a.
  {
    notebook: 'a',
    question: "df[(df.province=='Gauteng') & df.crimes.apply(lambda c: 'kidnapping' in c)].shape[0]",
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, inProvince('Gauteng'), has('kidnapping'))),
  },
  {
    notebook: 'a',
    question: "df.groupby('province')['victims_killed'].sum().idxmax()  # which province?",
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'round((df.arrest_made == False).mean() * 100)  -> pct of incidents with nobody arrested',
    covers: ['share'],
    expect: (rows) => percentOf(rows, notArrested),
  },
  {
    notebook: 'a',
    question: 'len(df[(df.event_date.dt.year == 2019) & (df.event_date.dt.quarter == 4)])',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inYear(2019), fourthQuarter)),
  },
  {
    notebook: 'a',
    question: 'df.suspect_ages.explode().astype(float).mean().round(1)',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows), 1),
  },

  // Voice 2, the data scientist writing pseudo-code, on notebook b.
  {
    notebook: 'b',
    question:
      "df.loc[df.crimes.apply(lambda xs: 'murder' in xs) & df.event_date.between('2020-01-01', '2023-12-31'), 'victims_killed'].sum()",
    covers: ['people', 'calendar', 'conjunction'],
    expect: (rows) => number(killedWhere(murder, within('2020-01-01', '2023-12-31'))(rows)),
  },
  {
    notebook: 'b',
    question: "df.groupby('municipality').num_suspects_arrested.sum().idxmax()",
    covers: ['ranking', 'people'],
    ...ranking(arrestsByMunicipality, municipalityNames),
  },
  {
    notebook: 'b',
    question: "(df.event_date.dt.day_name() == 'Saturday').sum()",
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Saturday')),
  },
  {
    notebook: 'b',
    question: 'round(100 * df.victims_female.sum() / (df.victims_female.sum() + df.victims_male.sum()))',
    covers: ['share', 'people'],
    expect: femaleShare,
  },
  {
    notebook: 'b',
    question: "df[df.case_outcome == 'convicted'].shape[0]  # how many ended in a conviction",
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the pensioner phoning a radio talk show, on notebook a.
  {
    notebook: 'a',
    question:
      'Good morning, and thank you so much for taking my call, I listen to your programme every single day. My late husband, God rest him, always said the hijackers of cars were the worst of the lot, he would not even stop at a red light at night. So I was wondering, dear, how many of these car hijackings are there in your list?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, carHijacking)),
  },
  {
    notebook: 'a',
    question:
      'Hello? Yes, am I on the air? Oh lovely. I have a grandson who works for the police station people in Mitchells Plain and I worry myself sick. In all these stories, how many of the police station people themselves were victims, the policemen and policewomen I mean?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question:
      'Good afternoon to you and your listeners. My sister moved down to Durban years ago and she tells me it was always so peaceful in the beginning. Could you tell me when the very first of these incidents in Durban took place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inMunicipality('eThekwini')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Morning, morning. I am an old man now, I was a bank messenger in my day, so I always think of the poor fellows in the armoured money vans. In the Eastern Cape, when those vans were robbed, was anybody hurt?',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, cit, inProvince('Eastern Cape'), someoneHurt) > 0),
  },
  {
    notebook: 'a',
    question:
      'Thank you for having me. I used to do church work in Kayelitsha, such lovely people, and it breaks my heart what one hears. How many people passed away altogether in the incidents there in Kayelitsha?',
    covers: ['people', 'restricted count', 'misspelling'],
    expect: (rows) => number(killedWhere(atPlace('Khayelitsha'))(rows)),
  },

  // Voice 3, the pensioner phoning a radio talk show, on notebook b.
  {
    notebook: 'b',
    question:
      'Good morning, my dear. I have three granddaughters and I do worry so about the raping cases one reads about. My neighbour says it is worse in the Northern Cape than in the Free State. How many more of the raping cases were there in the Northern Cape than in the Free State?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => rape(r) && inProvince('Northern Cape')(r),
        (r) => rape(r) && inProvince('Free State')(r),
      ),
  },
  {
    notebook: 'b',
    question:
      'Hello, thank you, I will not keep you long. It is the little ones I think about, the children who get caught up in all this. Which province had the most children among the victims?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_children')),
  },
  {
    notebook: 'b',
    question:
      'Good day. We pensioners are easy targets, you know, we get our money on the same day every month and everybody knows it. How many of the victims in these incidents were pensioners over seventy years old?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Yes hello, it is a cold morning and my old bones feel it. I have always believed the criminals are busier in the winter months when the nights are long. Taking all the incidents, in June, Juli and August, whichever year, how many were there?',
    covers: ['calendar', 'misspelling'],
    expect: (rows) => number(count(rows, winter)),
  },
  {
    notebook: 'b',
    question:
      'Good evening. My late brother was a game ranger, and he always spoke about the poaching of the animals up there in Limpopo. Did the police station people ever catch anybody for the poaching in Limpopo?',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, has('poaching'), inProvince('Limpopo'), arrested) > 0),
  },
];

export const fresh81QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH81_QUESTIONS, rows);
