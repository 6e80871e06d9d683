/**
 * The sixty-second fresh question set, written blind: without reading the analyst, the extractor, the
 * corpus code or any earlier question set. Thirty questions, fifteen about notebook `a` and fifteen about
 * notebook `b`, in three voices, each voice putting five questions to each notebook:
 *
 * - A school governing-body chairperson: worried about children and teenagers, weekdays against
 *   weekends, incidents at schools; plain English typed quickly, with a few typos.
 * - A university statistician: means per incident (never a median), shares, totals, differences,
 *   ratios such as "for every female victim, how many male", ties, quarters and halves of years.
 * - A rural farmers' association security coordinator: farm attacks, stock theft, guns, rural provinces,
 *   months and seasons, whether arrests followed and how many suspects were caught.
 *
 * The readings chosen (every expected answer is computed from the ground-truth rows of the question's
 * notebook, never typed in):
 *
 * - Dates and calendar. An incident's date is `event_date`; a row without it belongs to no weekday,
 *   month, quarter, half or year, whatever its `published_date` (it is left out of both sides of a date
 *   share or comparison). A weekday is the weekday of `event_date`; a weekend is Saturday or Sunday; a
 *   weekday incident ("Mon to Fri", "school days") is a dated incident not on a weekend. Quarters and
 *   halves are calendar ones (Q1 January to March ... Q4 October to December; first half January to
 *   June). "Pooling all years" takes the month whatever the year. Winter is June, July and August.
 * - People. Children (kids, "under 18") are `victims_children`; injured `victims_injured`; killed
 *   `victims_killed`; police officers among the victims `victims_police`; female and male victims
 *   `victims_female` and `victims_male`; suspects arrested (caught, nabbed) `num_suspects_arrested`. A
 *   null figure is not stated and adds nothing to a sum; a mean per incident is taken over the incidents
 *   whose figure is stated, a stated 0 included. An incident "where a child was a victim" has a stated
 *   `victims_children` above 0.
 * - Crimes. A crime is in `crimes`: rape, stock theft, murder; an illegal or unlicensed gun is
 *   `illegal firearm possession`. Provinces are `province` (KZN is KwaZulu-Natal).
 * - Places. An incident at a school has "school" in its `location`; a farm attack or an incident on a
 *   farm has "farm" in its `location` (a farm named only in the text does not count).
 * - Arrests. "Ended with an arrest" is `arrest_made` true; "nobody was arrested" is `arrest_made` false.
 * - Shares and ratios are rounded as each question asks, and a value halfway at that rounding is an error
 *   in the question. A percentage fall is (earlier - later) / earlier. A ratio "for every female victim,
 *   how many male" is the summed male victims over the summed female victims.
 * - Rankings. A weekday or quarter ranking tallies dated incidents (or the people in them) by that key; the
 *   Eastern Cape's incident with the most suspects arrested is named by its location; the province with
 *   the highest mean arrests per incident averages `num_suspects_arrested` over its incidents that state
 *   it. A tie at the top is an error in the question.
 * - Yes or no. "All the rapes of children on weekdays" is yes when every rape incident with a child victim
 *   is dated on Monday to Friday (an undated one cannot be shown to be, so it makes the answer no); "a
 *   tie between the halves" is yes when the dated incidents of January to June and of July to December
 *   are as many; "a break-in at a school" is yes when some burglary's location names a school; "a stock
 *   theft where nobody was arrested" is yes when some stock theft incident has `arrest_made` false.
 * - Refusals. The ground truth holds no school a victim attended, no count of livestock stolen, no time
 *   of day and no victim's age: those questions expect the answer that the events cannot tell.
 */
import {
  type BlindQuestion,
  femaleVictims,
  inMonths,
  kznProvinceNames,
  largestIncident,
  maleVictims,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  stated,
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
  notArrested,
  number,
  refusal,
  rounded,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

const dated = (r: DevRow) => r.event_date !== null;
/** A dated incident on Monday to Friday. */
const onWeekday = (r: DevRow) => dated(r) && !weekend(r);
/** An incident whose release states at least one victim under 18. */
const childVictim = (r: DevRow) => (stated('victims_children')(r) ?? 0) > 0;
const onFarm = (r: DevRow) => r.location.toLowerCase().includes('farm');
const atSchool = (r: DevRow) => r.location.toLowerCase().includes('school');
const winter = inMonths(6, 8);
const quarterOf = (r: DevRow) => {
  const m = month(r);
  return m === undefined ? undefined : `Q${Math.ceil(m / 3)}`;
};
/** The ways an answer may name a calendar quarter. */
const quarterNames = (key: string): string[] => {
  const names: Record<string, string[]> = {
    Q1: ['Q1', 'first quarter', '1st quarter', 'Jan'],
    Q2: ['Q2', 'second quarter', '2nd quarter', 'Apr'],
    Q3: ['Q3', 'third quarter', '3rd quarter', 'Jul'],
    Q4: ['Q4', 'fourth quarter', '4th quarter', 'Oct'],
  };
  return names[key] ?? [key];
};

/** One figure over another, rounded; an empty denominator is an error in the question. */
function ratio(over: number, under: number, decimals: number) {
  if (under === 0) throw new Error('nothing to divide by');
  return number(rounded(over / under, decimals));
}

/** How far the later count fell below the earlier one, as a percentage of the earlier; no fall is an error. */
function percentFall(earlier: number, later: number, decimals: number) {
  if (earlier === 0 || later >= earlier) throw new Error(`no fall from ${earlier} to ${later}`);
  return number(rounded((100 * (earlier - later)) / earlier, decimals));
}

/** Per province, the mean of the stated arrests per incident. */
const meanArrestsByProvince = (rows: readonly DevRow[]) => {
  const withFigure = rows.filter((r) => r.num_suspects_arrested !== null);
  const totals = tallyOf(
    withFigure,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
  const incidents = tallyOf(withFigure, (r) => r.province);
  return new Map([...totals].map(([province, total]) => [province, total / (incidents.get(province) ?? 1)]));
};

export const FRESH62_QUESTIONS: BlindQuestion[] = [
  // Notebook a: the school governing-body chairperson.
  {
    notebook: 'a',
    question: 'how many childern under 18 were victims in all these incidents put together?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question:
      'out of the incidents that have a date, what percentage happend on a weekend (saturday or sunday)? whole number pls',
    covers: ['share', 'calendar', 'misspelling'],
    expect: (rows) => percentage(count(rows, weekend), count(rows, dated)),
  },
  {
    notebook: 'a',
    question: 'which day of the week had the most incidents where a kid (under 18) was one of the victims?',
    covers: ['ranking', 'calendar', 'people'],
    ...ranking((rows) => tallyOf(rowsWhere(rows, childVictim), weekday)),
  },
  {
    notebook: 'a',
    question: 'Were all the rapes of children on weekdays, mon to fri, when kids would normaly be at school?',
    covers: ['yes/no', 'conjunction', 'calendar', 'misspelling'],
    expect: (rows) => yesNo(rowsWhere(rows, has('rape'), childVictim).every(onWeekday)),
  },
  {
    notebook: 'a',
    question:
      'which schools did the kids who were victims go to? want to see if any of them are from our school',
    covers: ['refusal'],
    expect: refusal,
  },

  // Notebook a: the university statistician.
  {
    notebook: 'a',
    question:
      'Among incidents that report an injured count (zeros included), what is the mean number of people injured per incident, to two decimal places?',
    covers: ['people'],
    expect: (rows) => meanOf(rows.map(stated('victims_injured')), 2),
  },
  {
    notebook: 'a',
    question:
      'What share of all arrested suspects were arrested in Western Cape incidents? Give it as a percentage to one decimal.',
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(suspectsArrested(rowsWhere(rows, inProvince('Western Cape'))), suspectsArrested(rows), 1),
  },
  {
    notebook: 'a',
    question:
      'Pooling all years, which calendar quarter (Q1 = Jan-Mar through Q4 = Oct-Dec) accounts for the largest number of people killed?',
    covers: ['ranking', 'calendar', 'people'],
    ...ranking(
      (rows) =>
        tallyOf(
          rows.filter((r) => (stated('victims_killed')(r) ?? 0) > 0),
          quarterOf,
          (r) => stated('victims_killed')(r) ?? 0,
        ),
      quarterNames,
    ),
  },
  {
    notebook: 'a',
    question:
      'By what percentage did the number of incidents fall from 2022 to 2023, going by the incident dates? One decimal place.',
    covers: ['calendar', 'share'],
    expect: (rows) => percentFall(count(rows, inYear(2022)), count(rows, inYear(2023)), 1),
  },
  {
    notebook: 'a',
    question:
      'With all years pooled, is there an exact tie between the first half (Jan-Jun) and the second half (Jul-Dec) in the number of dated incidents?',
    covers: ['yes/no', 'calendar'],
    expect: (rows) => yesNo(count(rows, inMonths(1, 6)) === count(rows, inMonths(7, 12))),
  },

  // Notebook a: the farmers' association security coordinator.
  {
    notebook: 'a',
    question: 'how many suspects got nabbed for stock theft altogether?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, has('stock theft')))),
  },
  {
    notebook: 'a',
    question:
      'In the winter months (June, July, August, any year), how many cases with an illegal gun charge in the Eastern Cape or KZN ended with somebody arrested?',
    covers: ['conjunction', 'calendar', 'slang'],
    expect: (rows) =>
      number(
        count(
          rows,
          winter,
          has('illegal firearm possession'),
          arrested,
          (r) => r.province === 'Eastern Cape' || r.province === 'KwaZulu-Natal',
        ),
      ),
  },
  {
    notebook: 'a',
    question: 'Where in the Eastern Cape was the single incident with the most suspects arrested?',
    covers: ['ranking'],
    ...largestIncident(inProvince('Eastern Cape'), (r) => r.num_suspects_arrested),
  },
  {
    notebook: 'a',
    question: 'when did the most recent stock theft in this lot take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, has('stock theft')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'how many head of cattle and sheep were taken in total across the stock theft cases?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Notebook b: the school governing-body chairperson.
  {
    notebook: 'b',
    question: 'was there a break-in at a school anywhere in these reports?',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(rows.some((r) => atSchool(r) && has('burglary')(r))),
  },
  {
    notebook: 'b',
    question: 'how many kids under 18 were victims in the rape cases? thinking of our lerners',
    covers: ['people', 'conjunction', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_children', rowsWhere(rows, has('rape')))),
  },
  {
    notebook: 'b',
    question: 'when was the most recent incident where a child (under 18) was one of the victims?',
    covers: ['date', 'people'],
    expect: (rows) => dateAt(rowsWhere(rows, childVictim), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'how many more incidents were on weekdays than on weekends? only count the ones where the date is knwon',
    covers: ['calendar', 'restricted count', 'misspelling'],
    expect: (rows) => excessOf(rows, onWeekday, (r) => dated(r) && weekend(r)),
  },
  {
    notebook: 'b',
    question: 'what time of day do most of the crimes against children happen, before or after school hours?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Notebook b: the university statistician.
  {
    notebook: 'b',
    question:
      'For every female victim, how many male victims are there? Use the summed male and female victim counts, to two decimals.',
    covers: ['people', 'share'],
    expect: (rows) => ratio(maleVictims(rows), femaleVictims(rows), 2),
  },
  {
    notebook: 'b',
    question:
      'Pooling all years, how many police officers were among the victims of incidents dated in the second half of the year (July to December)?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(peopleTotal('victims_police', rowsWhere(rows, inMonths(7, 12)))),
  },
  {
    notebook: 'b',
    question: 'How many fewer incidents were there in Q3 2023 (Jul-Sep) than in Q3 2022?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => excessOf(rows, within('2022-07-01', '2022-09-30'), within('2023-07-01', '2023-09-30')),
  },
  {
    notebook: 'b',
    question: 'Which province has the highest mean number of suspects arrested per incident?',
    covers: ['ranking'],
    ...ranking(meanArrestsByProvince, kznProvinceNames),
  },
  {
    notebook: 'b',
    question: 'What is the mean age of the victims across these incidents, to one decimal?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Notebook b: the farmers' association security coordinator.
  {
    notebook: 'b',
    question:
      'how many people were killed in farm attacks in the Free State, i.e. incidents that happened on a farm?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      number(peopleTotal('victims_killed', rowsWhere(rows, onFarm, inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question:
      'In the winter months (Jun to Aug, any year), how many more murder cases did Limpopo have than the Northern Cape?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) =>
      excessOf(rowsWhere(rows, winter, has('murder')), inProvince('Limpopo'), inProvince('Northern Cape')),
  },
  {
    notebook: 'b',
    question: 'which province had the most cases involving unlicensed guns?',
    covers: ['ranking', 'slang'],
    ...ranking(
      (rows) => tallyOf(rowsWhere(rows, has('illegal firearm possession')), (r) => r.province),
      kznProvinceNames,
    ),
  },
  {
    notebook: 'b',
    question: 'when was the latest stock theft here? the date of the theft itself, not of the press release',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, has('stock theft')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'was there any stock theft case where the cops came up empty and nobody was arrested?',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(rows.some((r) => has('stock theft')(r) && notArrested(r))),
  },
];

export const fresh62QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH62_QUESTIONS, rows);
