/**
 * The hundred-and-ninety-seventh fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A crime novelist researching realistic details: narrative set-ups ("In the story, ... so tell me:
 *    ..."), heists and body counts, and now and then a detail the records cannot hold (a motive, what the
 *    victims were wearing).
 * 2. A spreadsheet user: Excel formulas and pivot-table language ("COUNTIFS", "AVERAGEIF", "MINIFS",
 *    "pivot by province", "SUMIFS of victims_killed where ..."), the set's field names as column names,
 *    the odd typo in a criterion ("Mpumalnga").
 * 3. A Free State farmer's wife: plain English with Afrikaans asides ("ag", "sjoe", "veediewe" for stock
 *    thieves, "plaasmoorde" for farm murders, "baie dankie"), asking about stock theft, farm attacks and
 *    the Free State towns (Bethlehem, Welkom, Kroonstad, Harrismith, Parys), one of them misspelled
 *    ("Harismith").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month, weekday and window,
 *   and is neither the earliest nor the most recent; `published_date` is never read. "December" or
 *   "Christmas time" is the month of `event_date` in any year; "the year" of a death is its year.
 * - People are sums of the stated figures: `victims_killed` (killed, died, the body count, `victims_killed`
 *   in a formula), `victims_injured` (wounded, injured), `victims_children` (children, under eighteen),
 *   `victims_police` (police officers, cops, on or off duty), `victims_female` (women victims),
 *   `num_victims` (victims), `num_suspects_arrested` (suspects arrested, caught). A null (unstated)
 *   figure adds nothing; an average or median is over the stated values only.
 * - "Murder" is `murder` alone (attempted murder is not one). A "CIT heist" is `cash-in-transit
 *   robbery`. "Stock theft", "veediefstal" and the cases of the "veediewe" are `stock theft`. In a
 *   COUNTIFS, the criterion `"*robbery*"` on `crimes` is every category whose name holds the word
 *   robbery (armed robbery, robbery, house robbery, business robbery, cash-in-transit robbery); carjacking
 *   and truck hijacking are not among them. `crimes,"murder"` is the category murder.
 * - A farm incident ("on a farm", "farm attacks", "plaasmoorde" with murder) is a row whose `location`
 *   holds the word "farm" (any case), whatever its crimes.
 * - Places: a province question reads `province`; "the Free State" is the province Free State (a row of
 *   any other province is never a Free State one, whatever town is named). A town's municipality
 *   ("Harismith's municipality, Maluti-a-Phofung") reads `municipality`. "The City of Johannesburg" is
 *   that municipality. A municipality ranking leaves rows without one out and is answered as written or
 *   without "City of".
 * - "Someone arrested" is `arrest_made === true`; "nobody arrested" is `arrest_made === false` (an
 *   unstated arrest is neither). "Most of them with nobody arrested" holds when more than half of the
 *   rows are `arrest_made === false`.
 * - Shares state their base: a share of incidents is over the rows named (all the notebook's rows, or
 *   the murders), to the nearest whole percent; the children's share of victims is the sum of
 *   `victims_children` over the sum of `num_victims` of the same rows, nearest whole percent.
 * - An AVERAGEIF is the mean of the stated values of the rows that pass, to one decimal. The median age
 *   of suspects is over `suspect_ages` (one age per suspect) of the rows that pass.
 * - "How many more in P than in Q" (a COUNTIFS minus a COUNTIFS) is the difference of the two counts;
 *   P must have more.
 * - Rankings each carry their tally, and a tie at the top is an error in the question: the single
 *   incident with the most wounded (by `victims_injured`, named by the parts of its location no other
 *   incident shares), the weekday with the most killed and the year with the most killed (sums of
 *   `victims_killed` over dated rows that state it), the province at the top of a pivot of summed
 *   `victims_injured` or `num_suspects_arrested`, and the Free State municipality with the most incidents.
 * - Refusals: the ground truth holds no motives, nothing of what victims wore, and no value in rand of
 *   stolen livestock.
 */
import {
  atPlace,
  type BlindQuestion,
  inMunicipality,
  largestIncident,
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
  rounded,
  sum,
  weekday,
} from './ground-truth-questions';

const murder = has('murder');
const cit = has('cash-in-transit robbery');
const stockTheft = has('stock theft');
const kidnapping = has('kidnapping');
const rape = has('rape');
/** The COUNTIFS criterion "*robbery*": every category whose name holds the word robbery. */
const anyRobbery = (r: DevRow) => r.crimes.some((crime) => crime.includes('robbery'));
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');
const freeState = inProvince('Free State');

/** The median of the values, rounded to one decimal; no value is an error in the question. */
function medianOf(values: readonly number[]) {
  const sorted = [...values].sort((x, y) => x - y);
  if (sorted.length === 0) throw new Error('no value to take a median of');
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return number(rounded(median, 1));
}

/** The killed summed per key, over the dated rows that state how many were killed. */
const killedBy = (keyOf: (r: DevRow) => string | undefined) => (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter((r) => r.event_date !== null && stated('victims_killed')(r) !== null),
    keyOf,
    (r) => stated('victims_killed')(r) ?? 0,
  );
const killedByWeekday = killedBy(weekday);
const killedByYear = killedBy((r) => r.event_date?.slice(0, 4));

const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const freeStateMunicipalities = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(freeState), (r) => r.municipality);

export const FRESH197_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the crime novelist, on notebook a.
  {
    notebook: 'a',
    question:
      'In the story, my crew pulls a CIT heist on a lonely stretch of road and the reader has to believe it could have happened years ago. So tell me: when did the earliest cash-in-transit robbery in these releases take place?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'In the story, the trauma unit is overwhelmed after one night of shooting. So tell me: which single incident left the most people wounded, and where did it happen?',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => stated('victims_injured')(r),
    ),
  },
  {
    notebook: 'a',
    question:
      "In the story, the killings cluster on one night of the week, and my editor says that's a cliché. So tell me: on which day of the week did the most people die in these incidents?",
    covers: ['ranking', 'calendar', 'people'],
    ...ranking(killedByWeekday),
  },
  {
    notebook: 'a',
    question:
      'In the story, a cop is among the victims, shot in Gauteng. So tell me: do these releases have any incident in Gauteng where a police officer was one of the victims?',
    covers: ['yes/no', 'people', 'conjunction', 'slang'],
    expect: (rows) =>
      yesNo(rowsWhere(rows, inProvince('Gauteng')).some((r) => (stated('victims_police')(r) ?? 0) > 0)),
  },
  {
    notebook: 'a',
    question:
      'In the story, the detective has to work out why the gunmen did it, and I want a motive that rings true. So tell me: what was the most common motive behind the murders in these releases?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the spreadsheet user, on notebook a.
  {
    notebook: 'a',
    question:
      '=COUNTIFS(province,"KwaZulu-Natal",crimes,"murder")-COUNTIFS(province,"Western Cape",crimes,"murder") - what does that come to?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => murder(r) && inProvince('KwaZulu-Natal')(r),
        (r) => murder(r) && inProvince('Western Cape')(r),
      ),
  },
  {
    notebook: 'a',
    question:
      'Pivot by province, values = Sum of victims_injured, sorted descending. Which province is the top row?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_injured')),
  },
  {
    notebook: 'a',
    question:
      'AVERAGEIF(crimes,"kidnapping",num_suspects_arrested) - average suspects arrested per kidnapping incident, 1 dp?',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      meanOf(
        rows.filter(kidnapping).map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'a',
    question:
      '=COUNTIF(crimes,"illegal firearm possession")/COUNTA(incidents) as a %, 0 dp - so the share of all incidents in the sheet that involve an illegal firearm?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, has('illegal firearm possession')),
  },
  {
    notebook: 'a',
    question: 'MINIFS(event_date, province, "Eastern Cape", crimes, "murder") - which date does that return?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Eastern Cape')), 'earliest'),
  },

  // Voice 3, the Free State farmer's wife, on notebook a.
  {
    notebook: 'a',
    question:
      'Ag, I was hoping to see something from home. Is there anything at all in this lot from the Free State - Bethlehem, Welkom, Kroonstad, Harrismith, Parys, that side?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, freeState) > 0),
  },
  {
    notebook: 'a',
    question:
      'The veediewe, the stock thieves, are the curse of every farmer. Across all the stock theft cases in these reports, how many suspects were arrested altogether?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(stockTheft))),
  },
  {
    notebook: 'a',
    question:
      'Sjoe, it feels like nobody is ever caught. Out of all the murder cases here, what percentage had somebody arrested?',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(murder), arrested),
  },
  {
    notebook: 'a',
    question:
      'Christmas time is always the worst, everybody says so. How many murders in these reports happened in December, counting all the years together?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, (r) => month(r) === 12)),
  },
  {
    notebook: 'a',
    question:
      'Baie dankie for the help so far. In the stock theft cases, what were the stolen animals worth in rand, all added up?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the crime novelist, on notebook b.
  {
    notebook: 'b',
    question:
      'In the story, my heroine is a rape counsellor in a small Northern Cape town. So tell me: across all the rape cases in these releases, how many of the victims were women?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_female', rows.filter(rape))),
  },
  {
    notebook: 'b',
    question:
      'In the story, the opening scene describes the victim of the farm murder near Kestell in detail. So tell me: what were the victims wearing when they were found?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      "In the story, the rapist is caught and I want his age to ring true. So tell me: what's the median age of the suspects in the rape cases?",
    covers: ['people'],
    expect: (rows) => medianOf(suspectAges(rows.filter(rape))),
  },
  {
    notebook: 'b',
    question:
      'In the story, the kidnapping is ripped from recent headlines. So tell me: on what date did the most recent kidnapping in these releases happen?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'In the story, the book spans a decade and one year has to be the bloodiest. So tell me: in which year was the body count highest, going by the number of people killed?',
    covers: ['ranking', 'calendar', 'people'],
    ...ranking(killedByYear),
  },

  // Voice 2, the spreadsheet user, on notebook b.
  {
    notebook: 'b',
    question: 'Pivot by province, values = Sum of num_suspects_arrested. Which province comes out on top?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question: '=COUNTIFS(event_date,">=2023-01-01",event_date,"<=2023-12-31",crimes,"*robbery*") - result?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inYear(2023), anyRobbery)),
  },
  {
    notebook: 'b',
    question: 'AVERAGEIF(crimes,"murder",victims_killed), rounded to 1 decimal?',
    covers: ['people'],
    expect: (rows) => meanOf(rows.filter(murder).map(stated('victims_killed')), 1),
  },
  {
    notebook: 'b',
    question:
      '=SUMIFS(victims_children,province,"Northern Cape")/SUMIFS(num_victims,province,"Northern Cape") as %: what share of the Northern Cape victims were children?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const northernCape = rows.filter(inProvince('Northern Cape'));
      return percentage(
        peopleTotal('victims_children', northernCape),
        sum(northernCape.map((r) => r.num_victims)),
      );
    },
  },
  {
    notebook: 'b',
    question: '=SUMIFS(victims_killed,province,"Mpumalnga") ?',
    covers: ['people', 'misspelling', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Mpumalanga')))),
  },

  // Voice 3, the Free State farmer's wife, on notebook b.
  {
    notebook: 'b',
    question:
      'Veediefstal is what keeps my husband up at night. How many stock theft cases are there from the Free State in these reports?',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, stockTheft, freeState)),
  },
  {
    notebook: 'b',
    question:
      'The plaasmoorde, ag, it breaks my heart. How many people in total were killed in incidents on farms in the Free State?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rowsWhere(rows, onAFarm, freeState))),
  },
  {
    notebook: 'b',
    question:
      'Which municipality in the Free State has the most incidents in these reports? I want to know where it is worst.',
    covers: ['ranking'],
    ...ranking(freeStateMunicipalities, (key) => [...new Set(municipalityNames(key))]),
  },
  {
    notebook: 'b',
    question:
      'My sister lives near Harismith, in Maluti-a-Phofung municipality. How many incidents are there from that municipality?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, inMunicipality('Maluti-a-Phofung'))),
  },
  {
    notebook: 'b',
    question:
      'My neighbour in Bethlehem says most of the farm murders in the Free State ended with nobody arrested. Is that true?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => {
      const farmMurders = rowsWhere(rows, murder, onAFarm, freeState);
      if (farmMurders.length === 0) throw new Error('no Free State farm murder to check the claim on');
      return yesNo(count(farmMurders, notArrested) * 2 > farmMurders.length);
    },
  },
];

export const fresh197QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH197_QUESTIONS, rows);
