/**
 * The ninety-second fresh question set (blind): thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. No expectation is typed in: each one is worked out by the code below from the ground-truth rows
 * of the question's own notebook.
 *
 * The voices (five questions from each to each notebook):
 * 1. A researcher for a parliamentary portfolio committee drafting a briefing note: formal and numbered
 *    ("1. Kindly indicate ..."), speaks of "the Honourable Members", "the period under review" and
 *    "year-on-year", asks for stated precision and for figures the Committee can minute.
 * 2. The admin of a neighbourhood WhatsApp group typing fast on a phone: no capitals, few question marks,
 *    abbreviations ("pls", "ppl", "hw mny", "b4", "thx", "nw"), emoji written out as their short codes
 *    (":eyes:", ":pray:"), a few misspellings ("hijakings", "kidnapings", "murdas", "wen") and street
 *    names for places ("jozi").
 * 3. A Tshivenda-speaking schoolteacher preparing a lesson from the releases: English with Tshivenda
 *    words ("vhathu" people, "mapholisa" police, "vhana" children, "vhasadzi" women), framed as class
 *    work ("Class, let us count ...", "write it on the board").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold
 * the category, whatever else they hold):
 * - Dates are `event_date` alone; `published_date` is never read. A row without an `event_date` is in no
 *   year, date window, month or weekday, and is never the earliest or latest. A date window ("1 January
 *   2019 to 31 December 2023") includes both ends. A weekday ("a friday or saturday", "a sunday") is the
 *   weekday of `event_date`. "The winter months of June, July and August, all years together" are the
 *   months 6 to 8 of `event_date` in any year.
 * - A year-on-year comparison counts by the year of `event_date`: "by how many persons did 2022 exceed
 *   2021" is the difference of the two years' killed (2022 must be higher); "the year-on-year percentage
 *   increase in incidents from 2022 to 2023" is 100 × (n2023 − n2022) / n2022 to the nearest whole
 *   percent (a fall is an error in the question).
 * - People are sums of the stated figures, a null (unstated) figure adding nothing: `victims_killed`
 *   (persons killed, vhathu killed), `victims_injured` (persons injured), `victims_children` (child
 *   victims, vhana, under eighteen), `victims_police` (mapholisa or cops as victims, on or off duty),
 *   `victims_female` (vhasadzi, women or girls among the victims), `num_suspects_arrested` (suspects
 *   arrested), `suspects_male` / `suspects_female` (the case's suspects of each sex, arrested or still
 *   sought).
 * - Shares: the Western Cape's share of suspects arrested is its sum of `num_suspects_arrested` over the
 *   notebook's sum, to one decimal; the female share of suspects is `suspects_female` over
 *   `suspects_female` + `suspects_male`, to one decimal; the share of victims who were vhasadzi is
 *   `victims_female` over `victims_female` + `victims_male`, to the nearest whole percent; the share of
 *   murders in which the mapholisa arrested somebody is the murder rows with `arrest_made === true` over
 *   all murder rows (an unstated arrest is not an arrest), to the nearest whole percent. A value on the
 *   halfway mark would be an error in the question.
 * - "Hijakings, cars n trucks both" are `carjacking` or `truck hijacking`. "Murdas" are `murder`.
 *   "Jozi (city of joburg, not the whole of gauteng)" is the municipality `City of Johannesburg`. A
 *   province is `province`; KwaZulu-Natal may be answered as "KZN".
 * - A farm ("on farms") is a row whose `location` holds the word "farm" in any case.
 * - "Did any cops get hurt or killed in north west" is Yes when some North West row states
 *   `victims_police` above zero. "Any kidnapings in the western cape" is Yes when some Western Cape row
 *   holds `kidnapping`.
 * - "How many more suspects got arrested in north west than in northern cape" is the difference of the
 *   two provinces' sums of `num_suspects_arrested`; North West must have more.
 * - Rankings are keyed by province and carry their tally: the most persons injured, the most child
 *   victims, the most suspects arrested (sums of the stated figures per province) and the most rape
 *   incidents (rows per province). A tie at the top is an error in the question.
 * - Refusals: the ground truth holds no sentences, no names or photographs of suspects, and no ages of
 *   victims (only whether a victim was a child).
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  inMonths,
  inMunicipality,
  kznProvinceNames,
  peopleByProvince,
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
  excessOf,
  has,
  inProvince,
  inYear,
  number,
  percentOf,
  refusal,
  sum,
  weekday,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const kidnapping = has('kidnapping');
/** A hijacking of a car or of a truck. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');
/** An incident whose event date fell on one of the given weekdays. */
const onWeekday =
  (...days: string[]) =>
  (r: DevRow) => {
    const day = weekday(r);
    return day !== undefined && days.includes(day);
  };

/** The rise from the first figure to the second, as a whole percentage of the first. */
function percentRise(first: number, second: number) {
  if (second <= first) throw new Error(`no rise: ${first} -> ${second}`);
  return percentage(second - first, first);
}

const rapeProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(has('rape')), (r) => r.province);
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH92_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the portfolio-committee researcher, on notebook a.
  {
    notebook: 'a',
    question:
      '1. For the information of the Honourable Members, please indicate the number of incidents involving murder recorded in KwaZulu-Natal during the period under review, being 1 January 2019 to 31 December 2023.',
    covers: ['restricted count', 'conjunction', 'calendar'],
    expect: (rows) =>
      number(count(rows, murder, inProvince('KwaZulu-Natal'), within('2019-01-01', '2023-12-31'))),
  },
  {
    notebook: 'a',
    question:
      '2. Kindly indicate the year-on-year change in the number of persons killed, comparing 2022 with 2021: by how many persons did the 2022 figure exceed that of 2021?',
    covers: ['people', 'calendar'],
    expect: (rows) =>
      excessOf(rows, inYear(2022), inYear(2021), (selected) => peopleTotal('victims_killed', selected)),
  },
  {
    notebook: 'a',
    question:
      '3. What proportion of all suspects arrested during the period under review were arrested in the Western Cape? Please express the figure as a percentage to one decimal place.',
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(suspectsArrested(rows.filter(inProvince('Western Cape'))), suspectsArrested(rows), 1),
  },
  {
    notebook: 'a',
    question:
      '4. The Honourable Members wish to know which province recorded the highest number of persons injured across all incidents in the period under review.',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_injured'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      '5. Please furnish the Committee with the average length of the custodial sentences imposed on the offenders convicted in these matters.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the WhatsApp group admin, on notebook a.
  {
    notebook: 'a',
    question: 'pls ppl hw mny hijakings in gauteng, cars n trucks both :red_car: :truck: thx',
    covers: ['restricted count', 'conjunction', 'slang', 'misspelling'],
    expect: (rows) => number(count(rows, hijacking, inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question:
      'quick one hw mny incidents happened on a friday or saturday :eyes: all provinces not just gauteng',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, onWeekday('Friday', 'Saturday'))),
  },
  {
    notebook: 'a',
    question: 'any kidnapings in the western cape at all or is it only a gauteng thing :thinking_face:',
    covers: ['yes/no', 'conjunction', 'misspelling'],
    expect: (rows) => yesNo(count(rows, kidnapping, inProvince('Western Cape')) > 0),
  },
  {
    notebook: 'a',
    question: 'hw mny male suspects altogether, the ones arrested plus the ones still wanted :detective: thx',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('suspects_male', rows)),
  },
  {
    notebook: 'a',
    question: 'wen was the first kidnaping in jozi (city of joburg, not the whole of gauteng) pls :calendar:',
    covers: ['date', 'slang', 'misspelling', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, kidnapping, inMunicipality('City of Johannesburg')), 'earliest'),
  },

  // Voice 3, the Tshivenda-speaking teacher, on notebook a.
  {
    notebook: 'a',
    question:
      'Class, let us count together: how many vhathu were killed in all the incidents from the Eastern Cape?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Now we look at the Western Cape, class. How many mapholisa were among the victims there, whether they were on duty or off duty?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Class, among the victims whose sex is written down, what percentage were vhasadzi? Round to the nearest whole number, as we learned last week.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = sum(rows.map((r) => r.victims_female));
      return percentage(female, female + sum(rows.map((r) => r.victims_male)));
    },
  },
  {
    notebook: 'a',
    question:
      'In which province were there the most vhana, the children under eighteen, among the victims? Add them up province by province in your books.',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_children'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Class, let us count how many incidents happened in the winter months of June, July and August, putting all the years together.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMonths(6, 8))),
  },

  // Voice 1, the portfolio-committee researcher, on notebook b.
  {
    notebook: 'b',
    question:
      '1. Kindly indicate the year-on-year percentage increase in the number of incidents recorded from 2022 to 2023, rounded to the nearest whole percent.',
    covers: ['share', 'calendar'],
    expect: (rows) => percentRise(count(rows, inYear(2022)), count(rows, inYear(2023))),
  },
  {
    notebook: 'b',
    question:
      '2. The Honourable Members request the name of the province that recorded the highest number of suspects arrested during the period under review.',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question:
      '3. Of the suspects whose sex is stated, what percentage were female? Please provide the figure to one decimal place.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = peopleTotal('suspects_female', rows);
      return percentage(female, female + peopleTotal('suspects_male', rows), 1);
    },
  },
  {
    notebook: 'b',
    question:
      '4. Please indicate the total number of child victims, being persons under the age of 18, in cases of rape recorded in the Northern Cape.',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      number(peopleTotal('victims_children', rowsWhere(rows, has('rape'), inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question:
      '5. For the record, on what date did the earliest incident of illegal mining in the period under review take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('illegal mining')), 'earliest'),
  },

  // Voice 2, the WhatsApp group admin, on notebook b.
  {
    notebook: 'b',
    question: 'hw mny murdas on farms in the free state :broken_heart: pls',
    covers: ['restricted count', 'conjunction', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, murder, onAFarm, inProvince('Free State'))),
  },
  {
    notebook: 'b',
    question: 'hw mny more suspects got arrested in north west than in northern cape thx :thumbsup:',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) =>
      excessOf(rows, inProvince('North West'), inProvince('Northern Cape'), (selected) =>
        suspectsArrested(selected),
      ),
  },
  {
    notebook: 'b',
    question: 'hw mny incidents on a sunday, just checking b4 the street committee meeting',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, onWeekday('Sunday'))),
  },
  {
    notebook: 'b',
    question: 'did any cops get hurt or killed in the nw, yes or no :police_car:',
    covers: ['yes/no', 'people', 'slang'],
    expect: (rows) => yesNo(rows.some((r) => inProvince('North West')(r) && (r.victims_police ?? 0) > 0)),
  },
  {
    notebook: 'b',
    question: 'pls send names n pics of the guys arrested for the taung case so ppl can be careful :pray:',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the Tshivenda-speaking teacher, on notebook b.
  {
    notebook: 'b',
    question:
      'Class, let us count the vhasadzi: how many of the victims in the Free State incidents were women or girls?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(sum(rows.filter(inProvince('Free State')).map((r) => r.victims_female))),
  },
  {
    notebook: 'b',
    question:
      'Which province had the most rape cases? Class, make a tally for each province and tell me the winner.',
    covers: ['ranking', 'restricted count'],
    ...ranking(rapeProvinceTally),
  },
  {
    notebook: 'b',
    question:
      'When did the most recent incident in Limpopo, our own province, take place? Write the full date on the board.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Limpopo')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Of all the murder cases, in what percentage did the mapholisa arrest somebody? Give the answer to the nearest whole percent.',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(murder), arrested),
  },
  {
    notebook: 'b',
    question:
      'Class, how old was each of the vhana who were victims in these cases? Write their ages in your exercise books.',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh92QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH92_QUESTIONS, rows);
