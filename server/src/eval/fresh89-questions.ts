/**
 * The eighty-ninth fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen
 * about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A Cape Town tour guide: chatty, local slang ("howzit", "ous", "lekker", "eish"), thinks in tourist
 *    areas and suburbs (Sea Point, the V&A Waterfront, Table Mountain, Khayelitsha township tours) and in
 *    months of the tourist season; on notebook `b`, which holds no Western Cape incident, she asks about
 *    the up-country trips she runs (Kruger and the Panorama Route, the Golden Gate side of QwaQwa,
 *    Bloemfontein, Kimberley, Upington).
 * 2. A rural clinic nurse: caring, a little tired, some typos ("childern", "womens", "injuires",
 *    "weekned"); children and women as victims, injuries, the towns nearest her clinic, weekends and
 *    nights.
 * 3. An economist: ratios, averages per incident, growth rates between years, shares, quarters,
 *    "per incident", "as a proportion of".
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, year range, quarter, month
 *   range, season and weekday, and is neither the earliest nor the most recent; `published_date` is
 *   never read. A weekend is a Saturday or Sunday of `event_date`. Months, quarters and seasons are taken
 *   in any year ("all years together"). The summer tourist season "December to February" wraps the year:
 *   months 12, 1 and 2. Winter "June to August" is months 6 to 8. Q1 is January to March, Q4 October to
 *   December. "From 2019 to 2022" includes both years whole.
 * - People are sums of the stated figures: `victims_killed` (killed, died, lost their lives),
 *   `victims_injured` (injured, hurt), `victims_children` (children, kids, under eighteen),
 *   `victims_police` (police officers, cops), `victims_female` (women and girls among the victims),
 *   `suspects_female` / `suspects_male` (suspects by sex), `num_suspects_arrested` (suspects arrested).
 *   A null (unstated) figure adds nothing.
 * - "An incident where someone was injured" is a row with a stated `victims_injured` above 0; "hurt or
 *   killed" is a stated `victims_injured` or `victims_killed` above 0. "A child was raped" is a row whose
 *   `crimes` hold `rape` and whose stated `victims_children` is above 0.
 * - Places: a suburb, township, landmark or town the tour guide names (Khayelitsha, Mitchells Plain, Hout
 *   Bay, Samora Machel, Sea Point, the Waterfront, Table Mountain, Bloemfontein, Kimberley, Upington) is
 *   a row whose `location` holds that word, in any case; a game reserve or national park is a row whose
 *   `location` holds "game reserve" or "national park". Provinces are `province`. "Maluti-a-Phofung" is
 *   the `municipality` of that name.
 * - "CIT or business robbery" is a row holding `cash-in-transit robbery` or `business robbery`; "murder"
 *   is `murder` alone (not attempted murder or culpable homicide); "rape" is `rape`.
 * - Averages per incident are over the selected rows whose figure is stated, rounded to one decimal.
 * - Growth from year 1 to year 2 is 100 × (N2 − N1) / N1 of the incident counts, to the nearest whole
 *   percent; a fall (or no change) is an error in the question.
 * - A share of people killed (or of police victims) is the part's sum over the notebook's sum of the same
 *   stated figure, rounded as the question asks (nearest whole percent unless it says one decimal). The
 *   share of suspects who were women is the sum of `suspects_female` over the sum of `suspects_female`
 *   and `suspects_male`, to one decimal.
 * - "How many more in Q4 than in Q1" is the difference of the two sums; Q4 must have more.
 * - Rankings (suburb with most incidents, province with most injured, town with most incidents, province
 *   with most child victims, single incident with most arrests) each carry their tally, keyed by place;
 *   a tie at the top is an error in the question. The largest single incident is named by the parts of
 *   its location no other incident shares.
 * - Refusals: the ground truth holds no victims' nationality or whether they were tourists, no time of
 *   day (so nothing about nights), and no rand value of what was stolen.
 */
import {
  any,
  anyCrime,
  atPlace,
  type BlindQuestion,
  femaleVictims,
  inMonths,
  inMunicipality,
  kznProvinceNames,
  largestIncident,
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
  casesOf,
  count,
  dateAt,
  excessOf,
  has,
  inProvince,
  inYear,
  meanOf,
  number,
  refusal,
  weekend,
  within,
} from './ground-truth-questions';

/** A row whose stated figure of injured is above zero. */
const someoneInjured = (r: DevRow) => (r.victims_injured ?? 0) > 0;
/** A row whose stated figure of injured or of killed is above zero. */
const hurtOrKilled = (r: DevRow) => someoneInjured(r) || (r.victims_killed ?? 0) > 0;
/** A rape with a stated child victim. */
const childRaped = (r: DevRow) => has('rape')(r) && (r.victims_children ?? 0) > 0;
/** The summer tourist season, December to February, in any year. */
const summerSeason = any(inMonths(12, 12), inMonths(1, 2));
const q1 = inMonths(1, 3);
const q4 = inMonths(10, 12);
const citOrBusiness = anyCrime('cash-in-transit robbery', 'business robbery');

/** How many of the selected rows hold each place word in their location (any case); absent words drop. */
const placeWordTally =
  (words: readonly string[], ...tests: ((r: DevRow) => boolean)[]) =>
  (rows: readonly DevRow[]) => {
    const selected = rowsWhere(rows, ...tests);
    return tallyOf(
      words.flatMap((word) => selected.filter(atPlace(word)).map(() => word)),
      (word) => word,
    );
  };

/** How much the incident count grew from the first year to the second, as a whole percentage. */
function growthPercent(rows: readonly DevRow[], from: number, to: number) {
  const first = count(rows, inYear(from));
  const second = count(rows, inYear(to));
  if (second <= first) throw new Error(`no growth: ${first} -> ${second}`);
  return percentage(second - first, first);
}

const SUBURBS = ['Khayelitsha', 'Mitchells Plain', 'Hout Bay', 'Samora Machel'];
const TOWNS = ['Bloemfontein', 'Kimberley', 'Upington'];

export const FRESH89_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Cape Town tour guide, on notebook a.
  {
    notebook: 'a',
    question:
      'Howzit! I run township tours in Khayelitsha and my ous keep asking me - how many people actually got killed in incidents in Khayelitsha itself?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(atPlace('Khayelitsha')))),
  },
  {
    notebook: 'a',
    question:
      'Quick one for my safety briefing: is there anything in here that happened at the V&A Waterfront, in Sea Point or up on Table Mountain? Just yes or no pls',
    covers: ['yes/no'],
    expect: (rows) =>
      yesNo(count(rows, any(atPlace('Waterfront'), atPlace('Sea Point'), atPlace('Table Mountain'))) > 0),
  },
  {
    notebook: 'a',
    question:
      'Our busy season is Dec through Feb. Counting all the years, how many incidents in the Western Cape fell in those summer months?',
    covers: ['calendar', 'restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, inProvince('Western Cape'), summerSeason)),
  },
  {
    notebook: 'a',
    question:
      'Eish, clients get nervous about the Cape Flats. Between Khayelitsha, Mitchells Plain, Hout Bay and Samora Machel, which area has the most incidents?',
    covers: ['ranking', 'slang'],
    ...ranking(placeWordTally(SUBURBS)),
  },
  {
    notebook: 'a',
    question:
      'Lekker question from a German couple on my bus today: how many of the victims in these cases were foreign tourists?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the rural clinic nurse, on notebook a.
  {
    notebook: 'a',
    question:
      'I work at a clinic in the former Transkei. How many childern under 18 were among the victims in the Eastern Cape incidents?',
    covers: ['people', 'restricted count', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question:
      'From the start of 2019 up to the end of 2022, how many womens and girls were victims altogether? Where it says so, I mean.',
    covers: ['people', 'calendar', 'misspelling'],
    expect: (rows) => number(femaleVictims(rows.filter(within('2019-01-01', '2022-12-31')))),
  },
  {
    notebook: 'a',
    question:
      'Our casualty room is always full on a weekned. How many of the incidents where people were injured happened on a Saturday or a Sunday?',
    covers: ['calendar', 'conjunction', 'misspelling'],
    expect: (rows) => number(count(rows, someoneInjured, weekend)),
  },
  {
    notebook: 'a',
    question:
      'Which province had the most people injuired in total? We want to know where the trauma load is.',
    covers: ['ranking', 'people', 'misspelling'],
    ...ranking(peopleByProvince('victims_injured'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'Shame, those poor kids. When was the most recent case where a child was raped?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rows.filter(childRaped), 'latest'),
  },

  // Voice 3, the economist, on notebook a.
  {
    notebook: 'a',
    question: 'What is the mean number of suspects arrested per murder incident (one decimal place)?',
    covers: ['restricted count', 'people'],
    expect: (rows) =>
      meanOf(
        rows.filter(has('murder')).map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'a',
    question:
      'Deaths in the Eastern Cape as a proportion of all people killed in the notebook - what percentage, rounded to a whole number?',
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(
        peopleTotal('victims_killed', rows.filter(inProvince('Eastern Cape'))),
        peopleTotal('victims_killed', rows),
      ),
  },
  {
    notebook: 'a',
    question: 'Year-on-year growth rate in the number of incidents from 2021 to 2022, in percent?',
    covers: ['calendar', 'share'],
    expect: (rows) => growthPercent(rows, 2021, 2022),
  },
  {
    notebook: 'a',
    question:
      'Of all police officers who were victims, what share were in the Western Cape? Give it as a percentage to one decimal.',
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(
        peopleTotal('victims_police', rows.filter(inProvince('Western Cape'))),
        peopleTotal('victims_police', rows),
        1,
      ),
  },
  {
    notebook: 'a',
    question:
      'Seasonality check: how many more suspects were arrested in Q4 (Oct-Dec) than in Q1 (Jan-Mar), pooling all years?',
    covers: ['calendar', 'people'],
    expect: (rows) => excessOf(rows, q4, q1, suspectsArrested),
  },

  // Voice 1, the Cape Town tour guide, on notebook b.
  {
    notebook: 'b',
    question:
      'I take groups up to Kruger and the Panorama Route in winter (June to August). How many incidents in Mpumalanga happened in those months, any year?',
    covers: ['calendar', 'restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, inProvince('Mpumalanga'), inMonths(6, 8))),
  },
  {
    notebook: 'b',
    question: 'How many incidents were at a game reserve or national park? Asking for my safari clients lol',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, any(atPlace('game reserve'), atPlace('national park')))),
  },
  {
    notebook: 'b',
    question:
      'Planning an up-country route - Bloemfontein, Kimberley or Upington, which of the three towns shows the most incidents?',
    covers: ['ranking'],
    ...ranking(placeWordTally(TOWNS)),
  },
  {
    notebook: 'b',
    question:
      'Golden Gate trips go through the QwaQwa / Kestell side - how many ppl were killed in the Maluti-a-Phofung municipality?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inMunicipality('Maluti-a-Phofung')))),
  },
  {
    notebook: 'b',
    question: "What's the date of the earliest incident in the Free State? Wanna see how far back this goes.",
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(inProvince('Free State')), 'earliest'),
  },

  // Voice 2, the rural clinic nurse, on notebook b.
  {
    notebook: 'b',
    question: 'How many childern were victims in the rape cases, all of them added up?',
    covers: ['people', 'restricted count', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(has('rape')))),
  },
  {
    notebook: 'b',
    question:
      'On how many weekends... sorry, I mean how many incidents where somebody was hurt or killed happened on a Saturday or Sunday?',
    covers: ['calendar', 'conjunction', 'people'],
    expect: (rows) => number(count(rows, hurtOrKilled, weekend)),
  },
  {
    notebook: 'b',
    question:
      'Which province had the most child victims? I want to send the outreach team where it is worst.',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_children'), kznProvinceNames),
  },
  {
    notebook: 'b',
    question:
      'How many of these attacks happened at night, after dark? Night shift is when we see the worst of it.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'Was there any rape in the Free State where the victim was a child? yes or no',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, childRaped, inProvince('Free State')) > 0),
  },

  // Voice 3, the economist, on notebook b.
  {
    notebook: 'b',
    question:
      'Average suspects arrested per incident for CIT and business robberies combined, to one decimal place?',
    covers: ['restricted count', 'people', 'slang'],
    expect: (rows) =>
      meanOf(
        rows.filter(citOrBusiness).map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'b',
    question:
      'Female suspects as a proportion of all suspects whose sex is recorded - what percentage, to one decimal?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = peopleTotal('suspects_female', rows);
      return percentage(female, female + peopleTotal('suspects_male', rows), 1);
    },
  },
  {
    notebook: 'b',
    question: 'By what percentage did the incident count grow between 2022 and 2023?',
    covers: ['calendar', 'share'],
    expect: (rows) => growthPercent(rows, 2022, 2023),
  },
  {
    notebook: 'b',
    question: 'What was the total rand value lost in the robberies, and the average loss per incident?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'Which single incident produced the largest number of arrests? Where was it?',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.num_suspects_arrested,
    ),
  },
];

export const fresh89QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH89_QUESTIONS, rows);
