/**
 * The three-hundred-and-twenty-first fresh question set (blind): thirty questions, fifteen about
 * notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or
 * any other question set but the sixty-sixth (whose file shape alone is copied). Every expectation is
 * worked out from the ground-truth rows of the question's own notebook, never typed in.
 *
 * The voices (each asks five questions of each notebook):
 * 1. An ostrich farmer near Oudtshoorn in the Klein Karoo: thinks in stock and "the birds", worries
 *    about stock theft and farm attacks, talks around the point before getting to it, and slips in
 *    Afrikaans ("plaas" and "plase" for farms, "boere" for farmers, "skelms" for crooks, "ja or nee",
 *    "bakkie" for a light truck).
 * 2. A signwriter in Soweto who paints shopfronts: short and visual, shouts a word in capitals now and
 *    then, writes provinces and cities as abbreviations ("GP", "KZN", "FS", "MP", "NW", "Jhb") and
 *    trips over long words ("kidnaping", "hijakings", "firarm"); often no question mark.
 * 3. A retired schoolteacher putting together a fact sheet for a community meeting: orderly and
 *    polite, numbers some of her asks, writes "kindly", "what proportion" and "please confirm whether",
 *    and is careful to say which dates and months she means.
 *
 * The readings chosen (one row is one incident; a crime word counts the rows whose `crimes` hold the
 * category named here):
 * - Dates are `event_date` alone; `published_date` is never read. A row without an `event_date` is in
 *   no year, month, season or date window and is never the earliest or latest; it still counts where
 *   no date is asked. "The winter months June, July and August" are months 6 to 8 in any year; "during
 *   2019" / "during 2024" is that calendar year; "between 1 March 2023 and 30 September 2023, both
 *   dates included" is that closed window.
 * - "Stock theft" is `stock theft` only (plain `theft` is not). "Murders", "proper murders" are
 *   `murder` (attempted murder and culpable homicide are not). "Kidnaping" is `kidnapping`.
 *   "Hijakings", "cars and trucks both", are `carjacking` or `truck hijacking`. A case with "an illegal
 *   firarm" is `illegal firearm possession`. "Business robbery" is `business robbery`; "rape cases"
 *   are `rape`. Taking "a bakkie as well" is `vehicle theft` in the same incident as `stock theft`.
 * - A farm ("on the farms") is a row whose `location` holds the word "farm" in any case.
 * - Provinces: GP is Gauteng, KZN KwaZulu-Natal (answerable as "KZN"), FS Free State, MP Mpumalanga,
 *   NW North West; "the Eastern Cape", "the Northern Cape" as written. A municipality is `municipality`
 *   (rows without one are left out), answerable with or without "City of".
 * - People are sums of stated figures, a null adding nothing: suspects arrested is
 *   `num_suspects_arrested`; people killed `victims_killed`; police officers among the victims
 *   `victims_police`; the sex of victims `victims_female` and `victims_male`.
 * - "Did the police arrest somebody in each stock theft case" is Yes only when there is at least one
 *   stock theft and every one has `arrest_made === true` (an unstated arrest is not an arrest). "No
 *   arrest at all" is `arrest_made === false`.
 * - Shares, to the nearest whole percent: incidents with no arrest over all the KwaZulu-Natal rows;
 *   female victims over the victims of stated sex (`victims_female` + `victims_male`); rape incidents
 *   with a stated `victims_children` above zero over all the rape incidents.
 * - Rankings carry their tally and must have a single leader (a tie at the top is an error in the
 *   question): province by murders (a), municipality by incidents (a), province by stock theft (b),
 *   province by illegal-firearm cases (b), and the single incident with the most suspects arrested (b),
 *   named by the parts of its location no other incident shares.
 * - Refusals (the ground truth holds none of these): how long the police took to reach a scene (a);
 *   whether robbed shops had CCTV cameras (a); the size of farms in hectares (b); crime rates per
 *   100 000 residents, for the ground truth holds no population (b).
 */
import {
  any,
  anyCrime,
  atPlace,
  type BlindQuestion,
  inMonths,
  kznProvinceNames,
  largestIncident,
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
  has,
  inProvince,
  inYear,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sum,
  within,
} from './ground-truth-questions';

const stockTheft = has('stock theft');
const murder = has('murder');
const kidnapping = has('kidnapping');
const firearm = has('illegal firearm possession');
/** A hijacking of a car or a truck. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');

const provinceTally =
  (test: (r: DevRow) => boolean) =>
  (rows: readonly DevRow[]): Map<string, number> =>
    tallyOf(rows.filter(test), (r) => r.province);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

/** Yes when there is at least one such incident and the police arrested someone in every one. */
const arrestInEvery = (rows: readonly DevRow[]) => rows.length > 0 && rows.every(arrested);

export const FRESH321_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the ostrich farmer, on notebook a.
  {
    notebook: 'a',
    question:
      'Ag, good day. I farm ostriches outside Oudtshoorn in the Klein Karoo and the skelms have been at my birds again this season. Tell me, how many stock theft cases are there in these police reports altogether?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, stockTheft)),
  },
  {
    notebook: 'a',
    question:
      "Man, I'd like to know when the latest stock theft in all these reports actually happened, the day the animals went missing, not the day the police wrote it up",
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(stockTheft), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'The boere at the co-op always say KwaZulu-Natal is worse than us down here. So which province had the most murders then? Proper murders, hey, not the attempted ones.',
    covers: ['ranking'],
    ...ranking(provinceTally(murder), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'When a plaas gets hit, how many minutes did the police take on average to get out to the scene in these cases?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'In each one of those stock theft cases, did the police manage to arrest somebody? Ja or nee will do.',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(arrestInEvery(rows.filter(stockTheft))),
  },

  // Voice 2, the signwriter, on notebook a.
  {
    notebook: 'a',
    question: 'how many KIDNAPING cases in GP',
    covers: ['restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, kidnapping, inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question: 'Hijakings in GP and KZN put together, cars and trucks both - how many?',
    covers: ['conjunction', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, hijacking, any(inProvince('Gauteng'), inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question: "Which municipality has the MOST incidents? I'm thinking Jhb but maybe it's Cape Town",
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'Eastern Cape cases where somebody had an illegal firarm, how many',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, firearm, inProvince('Eastern Cape'))),
  },
  {
    notebook: 'a',
    question: 'The shops that got robbed - how many of them had CCTV cameras up on the shopfront?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the retired schoolteacher, on notebook a.
  {
    notebook: 'a',
    question:
      'Kindly tell me what proportion of the incidents in KwaZulu-Natal ended with no arrest at all, as a percentage.',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(inProvince('KwaZulu-Natal')), notArrested),
  },
  {
    notebook: 'a',
    question:
      'Please confirm the total number of people killed in incidents that took place during the 2019 calendar year (by the date of the incident itself, not the date of the report).',
    covers: ['people', 'calendar'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inYear(2019)))),
  },
  {
    notebook: 'a',
    question:
      '1. How many incidents occurred in the winter months of June, July and August, counting all the years together?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMonths(6, 8))),
  },
  {
    notebook: 'a',
    question:
      'Of the victims whose sex is recorded, what proportion were female? A whole percentage will be sufficient, thank you.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = sum(rows.map((r) => r.victims_female));
      return percentage(female, female + sum(rows.map((r) => r.victims_male)));
    },
  },
  {
    notebook: 'a',
    question: 'Please confirm the date of the earliest incident recorded in the Eastern Cape.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Eastern Cape')), 'earliest'),
  },

  // Voice 1, the ostrich farmer, on notebook b.
  {
    notebook: 'b',
    question:
      'Ja, the Free State boere have it rough, my brother-in-law farms near Bethlehem. On the farms in the Free State, how many suspects did the police actually arrest altogether?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, onAFarm, inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question:
      'Which province had the most stock theft cases? We know the Karoo is bad but I want to see where else the skelms are working',
    covers: ['ranking', 'slang'],
    ...ranking(provinceTally(stockTheft)),
  },
  {
    notebook: 'b',
    question: 'When was the very first stock theft in these reports, going by the day it happened?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(stockTheft), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      "And how big were those plase where the farm attacks happened, in hectares? I'd like to compare with my own place.",
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Up in the Northern Cape, was there a case where the skelms took the stock and a bakkie as well?',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, stockTheft, has('vehicle theft'), inProvince('Northern Cape')) > 0),
  },

  // Voice 2, the signwriter, on notebook b.
  {
    notebook: 'b',
    question: 'KIDNAPING in FS and North West, how many cases altogether?',
    covers: ['restricted count', 'misspelling', 'conjunction', 'slang'],
    expect: (rows) =>
      number(count(rows, kidnapping, any(inProvince('Free State'), inProvince('North West')))),
  },
  {
    notebook: 'b',
    question: 'hijakings in MP?? how many',
    covers: ['restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, hijacking, inProvince('Mpumalanga'))),
  },
  {
    notebook: 'b',
    question: 'Which province has the most cases with an illegal firarm involved',
    covers: ['ranking', 'misspelling'],
    ...ranking(provinceTally(firearm)),
  },
  {
    notebook: 'b',
    question: 'WHERE was the biggest bust, most suspects arrested in one go?',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.num_suspects_arrested,
    ),
  },
  {
    notebook: 'b',
    question: 'last business robbery in NW - what date was that',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, has('business robbery'), inProvince('North West')), 'latest'),
  },

  // Voice 3, the retired schoolteacher, on notebook b.
  {
    notebook: 'b',
    question:
      'What proportion of the rape cases involved at least one child victim? Kindly give it as a whole percentage.',
    covers: ['share', 'people'],
    expect: (rows) => percentOf(rows.filter(has('rape')), (r) => (r.victims_children ?? 0) > 0),
  },
  {
    notebook: 'b',
    question: 'Please confirm whether any murder took place in the Northern Cape during 2024.',
    covers: ['yes/no', 'calendar', 'conjunction'],
    expect: (rows) => yesNo(count(rows, murder, inProvince('Northern Cape'), inYear(2024)) > 0),
  },
  {
    notebook: 'b',
    question:
      '2. How many incidents took place between 1 March 2023 and 30 September 2023, both dates included?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2023-03-01', '2023-09-30'))),
  },
  {
    notebook: 'b',
    question:
      'Kindly provide the murder rate per 100 000 residents for the Free State, for the fact sheet I am preparing.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Kindly state the total number of police officers who were among the victims in these incidents.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
];

export const fresh321QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH321_QUESTIONS, rows);
