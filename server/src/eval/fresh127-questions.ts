/**
 * The hundred-and-twenty-seventh fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's own
 * notebook, so a correction to the ground truth moves the expectation with it.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A news reporter on deadline: terse, lower case, abbreviations and newsroom words ("KZN", "cops",
 *    "CIT heist", "body count", "pls"), the odd typo ("kidnapings", "Free Sate").
 * 2. A data journalist who wants exact figures, shares and rankings and says how to count them
 *    ("count each incident once", "stated figures only", "round to a whole percent", "give me the tally").
 * 3. A university criminology researcher: careful about definitions, date of occurrence rather than of
 *    publication, undated incidents excluded, victim and suspect categories spelled out.
 *
 * How the ground truth is read (one row is one incident; a crime question counts the rows whose `crimes`
 * hold the category, however many other crimes the row also holds):
 * - Dates are `event_date` alone. A row without one lies outside every year, year range, half-year and
 *   "from 2021 on" window, and is never the earliest or latest; `published_date` is never read. A period
 *   given in years ("2019 to 2021", "2023 and 2024 combined") runs from 1 January of the first year to
 *   31 December of the last. "The first half of the year, pooling all years" is an `event_date` in
 *   January to June of any year.
 * - People are sums of the figures a release states: `victims_killed` (killed, body count),
 *   `victims_injured` (injured, hurt but not killed), `victims_children` (children, under 18),
 *   `victims_police` (police officers, cops, on or off duty), `victims_female` (women, female victims),
 *   `suspects_male` / `suspects_female` (male or female suspects, arrested or still sought) and
 *   `num_suspects_arrested` (suspects arrested). A null (unstated) figure adds nothing and does not make
 *   a total unknown.
 * - Crime words: "murder" is `murder` alone (not attempted murder, not culpable homicide); "attempted
 *   murder" is `attempted murder`; "CIT heist" is `cash-in-transit robbery`; "illegal firearm" is
 *   `illegal firearm possession`; "kidnapping", "rape" are those categories.
 * - Places: a province is `province` (KwaZulu-Natal may be answered "KZN"); a municipality is
 *   `municipality`, rows without one left out, answered as written or without "City of".
 * - "No arrest at the time of the release" is `arrest_made === false` (an unstated arrest is not "no
 *   arrest").
 * - The attacker "known to the victim" is a `relationship` of `partner`, `family` or `acquaintance`;
 *   `stranger` and an unstated relationship are not.
 * - Shares are to the nearest whole percent: a share of incidents is over the rows of the stated
 *   selection (the whole notebook when none is stated); the share of women among victims of recorded sex
 *   is the sum of `victims_female` over the sum of `victims_female` and `victims_male` (nulls add
 *   nothing). A share lying exactly halfway is an error in the question.
 * - "How many more in P than in Q" is the difference of the two counts or sums; P must have more.
 * - Rankings (province with most murders, province with most injured, province with most kidnappings,
 *   municipality with most incidents, province with most suspects arrested) carry their tally; a tie
 *   at the top is an error in the question.
 * - Refusals: the ground truth holds no ransom amounts, no suspects' previous convictions and no
 *   sentences handed down.
 */
import {
  anyCrime,
  type BlindQuestion,
  knewTheAttacker,
  kznProvinceNames,
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
  casesOf,
  count,
  dateAt,
  excessOf,
  has,
  inProvince,
  month,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  sum,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const cit = has('cash-in-transit robbery');
const kidnapping = has('kidnapping');
const rape = has('rape');
/** Years `from` to `to`, both whole years included, by `event_date`. */
const years = (from: number, to: number) => within(`${from}-01-01`, `${to}-12-31`);
/** January to June of any year, by `event_date`. */
const firstHalf = (r: DevRow) => {
  const m = month(r);
  return m !== undefined && m <= 6;
};

const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
const kidnappingProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(kidnapping), (r) => r.province);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const arrestedByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH127_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the reporter on deadline, on notebook a.
  {
    notebook: 'a',
    question: 'how many murders in KZN? need it fast',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder, inProvince('KwaZulu-Natal'))),
  },
  {
    notebook: 'a',
    question: 'cops among the victims - how many police officers all up in this lot?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question: 'latest CIT heist in here, what date did it happen',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },
  {
    notebook: 'a',
    question: 'any kidnapings in Gauteng from 2021 on? yes or no',
    covers: ['yes/no', 'misspelling', 'calendar', 'conjunction'],
    expect: (rows) => yesNo(count(rows, kidnapping, inProvince('Gauteng'), sinceYear(2021)) > 0),
  },
  {
    notebook: 'a',
    question: 'total ransom paid across the kidnappings, in rand? just the number pls',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the data journalist, on notebook a.
  {
    notebook: 'a',
    question:
      'Which province has the most murder incidents? Count each incident once if murder is among its crimes, and give me the tally.',
    covers: ['ranking', 'restricted count'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'What percentage of all incidents in this notebook involved illegal firearm possession? Round to a whole percent.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, has('illegal firearm possession')),
  },
  {
    notebook: 'a',
    question:
      'Adding up only the stated death tolls, how many more people were killed in the Eastern Cape than in the Western Cape?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Eastern Cape'), inProvince('Western Cape'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'a',
    question:
      "Male suspects: I need the total across every incident, arrested or still wanted - where a release doesn't give a number, count it as zero.",
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_male', rows)),
  },
  {
    notebook: 'a',
    question:
      'Of the incidents that include a murder, what share had nobody arrested when the release went out? Whole percent, please.',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(murder), notArrested),
  },

  // Voice 3, the criminology researcher, on notebook a.
  {
    notebook: 'a',
    question:
      'What is the earliest date of occurrence (not the publication date) of an incident classified as attempted murder?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('attempted murder')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'How many incidents involving murder occurred between 2019 and 2021 inclusive, by date of occurrence? Please exclude any incident without a known date.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, years(2019, 2021))),
  },
  {
    notebook: 'a',
    question:
      'Restricting the analysis to incidents classified as murder, how many of the victims were children, meaning persons under 18?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(murder))),
  },
  {
    notebook: 'a',
    question:
      'In which province was the number of non-fatally injured victims highest, summing the injured figures reported per incident?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_injured'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'For the suspects who were arrested, what proportion had previous convictions for violent offences?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the reporter on deadline, on notebook b.
  {
    notebook: 'b',
    question: 'rapes in the Free Sate - how many incidents?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, rape, inProvince('Free State'))),
  },
  {
    notebook: 'b',
    question: 'whats the body count for the whole notebook',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows)),
  },
  {
    notebook: 'b',
    question: 'last murder in Limpopo - date?',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Limpopo')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'which province had the most kidnappings, and how many',
    covers: ['ranking', 'restricted count'],
    ...ranking(kidnappingProvinceTally),
  },
  {
    notebook: 'b',
    question: 'how many years in jail did the rape accused get, all cases added up?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the data journalist, on notebook b.
  {
    notebook: 'b',
    question:
      "Rank the municipalities by number of incidents (any crime, each incident counted once, skip the ones where the municipality isn't known). Which is first, and with how many?",
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Summing the number of suspects arrested per incident, which province comes out on top? Give the province and its total.',
    covers: ['ranking', 'people'],
    ...ranking(arrestedByProvince),
  },
  {
    notebook: 'b',
    question:
      'How many female suspects are there in total? Stated figures only, and include suspects still being sought, not just those arrested.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question:
      'Going by the date each incident happened, how many more incidents were there in 2023 and 2024 combined than in 2016 and 2017 combined?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => excessOf(rows, years(2023, 2024), years(2016, 2017)),
  },
  {
    notebook: 'b',
    question:
      'Where the sex of the victims is given, what percentage of them were women? Whole number, no decimals.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const women = sum(rows.map((r) => r.victims_female));
      return percentage(women, women + sum(rows.map((r) => r.victims_male)));
    },
  },

  // Voice 3, the criminology researcher, on notebook b.
  {
    notebook: 'b',
    question:
      'In how many incidents was the perpetrator known to the victim (an intimate partner, a family member or an acquaintance), as stated in the release?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, knewTheAttacker)),
  },
  {
    notebook: 'b',
    question:
      'Pooling all years, how many incidents took place in the first half of the calendar year, January through June? Undated incidents should be excluded.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, firstHalf)),
  },
  {
    notebook: 'b',
    question: 'What is the earliest recorded date of occurrence for any incident in the Northern Cape?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Northern Cape')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Across the incidents classified as rape, how many of the victims were recorded as female?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_female', rows.filter(rape))),
  },
  {
    notebook: 'b',
    question:
      'Were any police officers, on or off duty, among the victims of incidents in Mpumalanga or the Northern Cape that involved illegal firearm possession or an armed robbery?',
    covers: ['yes/no', 'people', 'conjunction'],
    expect: (rows) =>
      yesNo(
        peopleTotal(
          'victims_police',
          rowsWhere(
            rows,
            (r) => inProvince('Mpumalanga')(r) || inProvince('Northern Cape')(r),
            anyCrime('illegal firearm possession', 'armed robbery'),
          ),
        ) > 0,
      ),
  },
];

export const fresh127QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH127_QUESTIONS, rows);
