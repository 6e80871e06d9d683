/**
 * The hundred-and-forty-seventh fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or any other
 * question set (the sixty-sixth was read for its format alone). Every expectation is worked out from
 * the ground-truth rows of the question's own notebook; none is typed in by hand.
 *
 * The voices (five questions from each to each notebook):
 * 1. A correspondent for an international news agency explaining South African crime to readers
 *    abroad: full sentences, places introduced by what a foreigner would know ("the province that
 *    includes Durban"), "murders", "people killed", "cash-in-transit heists", "unlicensed guns",
 *    percentages and comparisons for context.
 * 2. A provincial police oversight researcher: measured, exact wording about arrests, clearance at the
 *    time of the release, SAPS members among the victims, suspects by sex, and when a window starts.
 * 3. A programme officer at a youth organisation worried about children and young people: informal,
 *    lower-case now and then, "kids", a few typing slips ("kidnapings", "kidnaping"), child victims,
 *    rapes and murders of children, and young suspects.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold
 * the category):
 * - Dates are `event_date` alone; `published_date` is never read. A row without an `event_date` is in
 *   no year and no "from"/"since" window, and is never the earliest or the most recent. "2023 and 2024
 *   combined" is 2023-01-01 to 2024-12-31; "from 2020 onwards" / "since the start of 2023" run from the
 *   first of January of that year.
 * - People are sums of the stated figures, a null adding nothing: `victims_killed` (people killed),
 *   `victims_children` (child victims, kids, under eighteen), `victims_police` (police officers, SAPS
 *   members, on or off duty), `victims_female` / `victims_male` (victims by sex), `suspects_female`
 *   (women among the suspects), `num_suspects_arrested` (suspects arrested).
 * - An incident "with a child victim" is a row whose `victims_children` is above zero (null or zero is
 *   not one).
 * - Ages of suspects are the `suspect_ages` lists, one age per suspect: "younger than 25" is an age
 *   below 25; a teenager is aged 13 to 19.
 * - "An arrest recorded" / "an arrest made" is `arrest_made === true`; "nobody arrested" is
 *   `arrest_made === false` (an unstated arrest is neither). A share of incidents is over all the
 *   notebook's rows, to the nearest whole percent.
 * - The share of victims who were women or girls is the sum of `victims_female` over the sum of
 *   `victims_female` and `victims_male`, to the nearest whole percent.
 * - Crimes: "murders" are `murder` (not attempted murder); "cash-in-transit heist" is
 *   `cash-in-transit robbery`; "an illegal or unlicensed gun" is `illegal firearm possession`;
 *   "kidnapping", "rape" and "corruption" are those categories.
 * - "How many more killed in P than in Q" is the difference of the two provinces' sums; P must have
 *   more.
 * - Rankings carry their tally and a tie at the top is an error in the question: the municipality with
 *   the most incidents (rows without a `municipality` left out, answered with or without "City of"),
 *   the province with the most suspects arrested, and the province with the most child victims.
 * - Refusals: the ground truth does not say whether a police victim was on or off duty (only that the
 *   victim was a police officer), holds no population to give a rate per 100,000 residents, and holds no
 *   ages of victims (only whether a victim was a child).
 */
import {
  anyCrime,
  type BlindQuestion,
  femaleVictims,
  kznProvinceNames,
  maleVictims,
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
  excessOf,
  has,
  inProvince,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const rape = has('rape');
const kidnapping = has('kidnapping');
/** An incident whose stated child victims are more than none. */
const childVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;

/** The killed summed over the rows of one province. */
const killedIn = (selected: readonly DevRow[]) => peopleTotal('victims_killed', selected);

const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH147_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the international news agency correspondent, on notebook a.
  {
    notebook: 'a',
    question:
      'For readers who do not know South Africa: how many murders do these releases record in KwaZulu-Natal, the province that includes Durban?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, murder, inProvince('KwaZulu-Natal'))),
  },
  {
    notebook: 'a',
    question:
      'How many more people were killed in KwaZulu-Natal than in the Eastern Cape, counting everyone reported killed in the incidents of each province?',
    covers: ['people', 'conjunction'],
    expect: (rows) => excessOf(rows, inProvince('KwaZulu-Natal'), inProvince('Eastern Cape'), killedIn),
  },
  {
    notebook: 'a',
    question: 'Which municipality is the scene of the largest number of incidents in these releases?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'What percentage of all the incidents involved a charge of illegal firearm possession, meaning an unlicensed gun?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, has('illegal firearm possession')),
  },
  {
    notebook: 'a',
    question: 'On what date did the earliest cash-in-transit heist in these releases take place?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('cash-in-transit robbery')), 'earliest'),
  },

  // Voice 2, the provincial police oversight researcher, on notebook a.
  {
    notebook: 'a',
    question:
      'In what percentage of the incidents had an arrest been made by the time the release was issued?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'a',
    question:
      'How many SAPS members, on or off duty, were among the victims of incidents in the Western Cape?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question: 'Which province accounts for the highest total number of suspects arrested?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'What is the total number of suspects arrested in Gauteng incidents that took place from 1 January 2020 onwards?',
    covers: ['people', 'calendar', 'conjunction'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, inProvince('Gauteng'), sinceYear(2020)))),
  },
  {
    notebook: 'a',
    question:
      'Of the police officers who were victims in these incidents, how many were off duty at the time they were attacked?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the youth organisation programme officer, on notebook a.
  {
    notebook: 'a',
    question: 'how many kids (under 18) were victims across all of these cases?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question: 'In how many murder cases was at least one child under 18 among the victims?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, murder, childVictim)),
  },
  {
    notebook: 'a',
    question: 'When did the most recent incident with a child victim happen?',
    covers: ['date', 'people'],
    expect: (rows) => dateAt(rows.filter(childVictim), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Where the ages of suspects are given, how many of the suspects were younger than 25?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectAges(rows).filter((age) => age < 25).length),
  },
  {
    notebook: 'a',
    question: 'how many kidnapings were there in Gauteng?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, kidnapping, inProvince('Gauteng'))),
  },

  // Voice 1, the international news agency correspondent, on notebook b.
  {
    notebook: 'b',
    question:
      'How many murders took place in 2023 and 2024 combined, going by the date of each incident rather than the date of the release?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, within('2023-01-01', '2024-12-31'))),
  },
  {
    notebook: 'b',
    question:
      'How many more people were killed in the Free State, the province around Bloemfontein, than in Mpumalanga, the province bordering the Kruger National Park?',
    covers: ['people', 'conjunction'],
    expect: (rows) => excessOf(rows, inProvince('Free State'), inProvince('Mpumalanga'), killedIn),
  },
  {
    notebook: 'b',
    question: 'Which municipality appears most often as the place where these incidents happened?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'Among the victims whose sex is recorded, what percentage were women or girls?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = femaleVictims(rows);
      return percentage(female, female + maleVictims(rows));
    },
  },
  {
    notebook: 'b',
    question: 'What is the murder rate per 100,000 residents in the Free State, according to these releases?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the provincial police oversight researcher, on notebook b.
  {
    notebook: 'b',
    question: 'In how many incidents had nobody been arrested at the time the release was issued?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, notArrested)),
  },
  {
    notebook: 'b',
    question: 'Where the sex of the suspects is stated, how many of the suspects were women?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question: 'Ranking the provinces by the number of suspects arrested, which province comes first?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question: 'Was there a corruption case in Limpopo in which an arrest was made?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, anyCrime('corruption'), inProvince('Limpopo'), arrested) > 0),
  },
  {
    notebook: 'b',
    question: 'How many suspects in total were arrested in incidents that occurred since the start of 2023?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(suspectsArrested(rows.filter(sinceYear(2023)))),
  },

  // Voice 3, the youth organisation programme officer, on notebook b.
  {
    notebook: 'b',
    question: 'Going by the ages given, were any of the suspects teenagers, 19 or younger?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(suspectAges(rows).some((age) => age >= 13 && age <= 19)),
  },
  {
    notebook: 'b',
    question: 'Which province had the most child victims (under 18) in total?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_children')),
  },
  {
    notebook: 'b',
    question: 'how many rapes of kids were there? i mean rape cases where at least one victim was under 18',
    covers: ['conjunction', 'slang'],
    expect: (rows) => number(count(rows, rape, childVictim)),
  },
  {
    notebook: 'b',
    question: 'when did the earliest kidnaping in these cases happen?',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'How many of the child victims were younger than ten years old?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh147QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH147_QUESTIONS, rows);
