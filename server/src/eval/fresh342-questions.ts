/**
 * The three-hundred-and-forty-second fresh question set (blind): thirty questions, fifteen about
 * notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or
 * the other question sets. Every expectation is computed from the ground-truth rows of the question's
 * notebook.
 *
 * The voices (each asks five questions of each notebook):
 * 1. A jeweller in Durban's Grey Street area, worried about robberies: shop and house robberies, CIT
 *    hits, when and where the robbers strike and whether they get caught; Durban slang ("bru", "sho",
 *    "lekker", "ek se"), trade shorthand ("CIT", "biz", "no."), a few misspellings ("jewelery",
 *    "robberys", "busness") and often no question mark.
 * 2. A shepherd's wife on a farm in the Karoo near Beaufort West, typing in mixed Afrikaans and English:
 *    "veediefstal" (stock theft), "moord" (murder), "plaas" / "plase" (farm / farms), "vroumense"
 *    (women), "Wes-Kaap", "Oos-Kaap", "Noord-Kaap", "Vrystaat", "ja of nee"; long run-on sentences, some
 *    misspellings ("gearresteer", "steel goed", "veediewe").
 * 3. A hearing-aid technician in East London: lower case, clipped and technical, local abbreviations
 *    ("EC", "BCM", "EL", "approx", "pls", "w/"), thinks in terms of his clients and gunshot noise.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, range and weekday, and is
 *   never the earliest or latest; `published_date` is never read. A weekend is a Saturday or Sunday of
 *   `event_date`. "Second half of 2024" is 2024-07-01 to 2024-12-31; "2020 to 2023" is 2020-01-01 to
 *   2023-12-31, both ends included.
 * - "Robberies" of any sort ("robberys", "roof", "all the robbery types") are `armed robbery`, `robbery`,
 *   `house robbery`, `business robbery` and `cash-in-transit robbery`; `carjacking` and
 *   `truck hijacking` are not robberies here. A "shop robbery" / "busness robbery" is
 *   `business robbery`; "CIT" is `cash-in-transit robbery`; "moord" / "murder" is `murder` alone
 *   (attempted murder and culpable homicide are not); "veediefstal" is `stock theft`; "verkragting" is
 *   `rape`; "attempted murder" is `attempted murder`.
 * - People are sums of the stated figures: `victims_killed` ("dood gemaak", killed), `victims_injured`
 *   (injured, hurt), `victims_children` (children, kids), `victims_police` (police officers, cops),
 *   `victims_female` ("vroumense", women and girls), `num_suspects_arrested` (suspects caught,
 *   "gearresteer"). A null (unstated) figure adds nothing.
 * - "Nobody arrested" / "niemand gearresteer" is `arrest_made === false`; an unstated `arrest_made` is
 *   not counted as nobody arrested. "Caught someone" is `arrest_made === true`.
 * - Shares, to the nearest whole percent: the murders with nobody arrested are over all `murder` rows
 *   (an unstated arrest stays in the denominator); the weekend robberies are over the robberies that
 *   have an `event_date` (the undated ones are left out of both sides).
 * - Places: a province is `province`; Durban is the `eThekwini` municipality; "Wes-Kaap" is Western
 *   Cape, "Oos-Kaap" / "EC" Eastern Cape, "Noord-Kaap" Northern Cape, "Vrystaat" Free State, "NW" North
 *   West, "KZN" KwaZulu-Natal. A farm ("plaas", "plase") is a row whose `location` holds the word "farm"
 *   (any case), whatever its crimes.
 * - Rankings carry their tally and must have a single leader: the province with the most robberies of
 *   any sort (notebook a), the province with the most stated child victims (notebook b), and the
 *   robbery with the most stated `num_victims` (notebook b, named by the parts of its location no other
 *   incident shares).
 * - Lists: the three municipalities with the most incidents (rows without a municipality left out),
 *   each named without "City of"; the two crime categories held by the most rows, named "murder" and by
 *   the word "firearm" for `illegal firearm possession`. Ties at or just below the cut-off are an
 *   error in the question.
 * - Refusals: the ground truth holds no rand value of goods or money stolen, no names of suspects, no
 *   calibre or make of firearms, no time of day, and nothing about hearing or ear injuries, so those
 *   questions must be refused.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  inMunicipality,
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
  arrested,
  casesOf,
  count,
  dateAt,
  has,
  inProvince,
  inYear,
  notArrested,
  number,
  refusal,
  topKeys,
  weekend,
  within,
} from './ground-truth-questions';

/** A robbery of any sort; carjacking and truck hijacking are not among them. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
const murder = has('murder');
const stockTheft = has('stock theft');
const cit = has('cash-in-transit robbery');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');
const dated = (r: DevRow) => r.event_date !== null;

const robberyProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(robbery), (r) => r.province);

export const FRESH342_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Grey Street jeweller, on notebook a.
  {
    notebook: 'a',
    question: 'ek se how many robberys in KZN all told, armed, house, busness, CIT the lot',
    covers: ['restricted count', 'conjunction', 'slang', 'misspelling'],
    expect: (rows) => number(count(rows, robbery, inProvince('KwaZulu-Natal'))),
  },
  {
    notebook: 'a',
    question: 'when was the very first shop robbery in these reports, the date it happend not the press date',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(has('business robbery')), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'sho bru which province gets hit worst by robbers, counting every kind of robbery?',
    covers: ['ranking', 'slang'],
    ...ranking(robberyProvinceTally),
  },
  {
    notebook: 'a',
    question: 'whats the rand value of the gold and jewelery the crooks took in those house robberies',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'any robbery right here in Durban where the cops actually caught somebody? y/n',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, robbery, inMunicipality('eThekwini'), arrested) > 0),
  },

  // Voice 2, the Karoo shepherd's wife, on notebook a.
  {
    notebook: 'a',
    question:
      'Goeie middag, hoeveel veediefstal cases is daar in die Wes-Kaap en Oos-Kaap saam, ons het self skape verloor',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) =>
      number(count(rows, stockTheft, (r) => inProvince('Western Cape')(r) || inProvince('Eastern Cape')(r))),
  },
  {
    notebook: 'a',
    question:
      'hoeveel mense is dood gemaak in die Oos-Kaap altesaam? my suster bly naby Cofimvaba en sy is bang',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question: 'van al die moord sake, watter persentasie het niemand gearresteer nie',
    covers: ['share', 'slang', 'misspelling'],
    expect: (rows) => {
      const murders = rows.filter(murder);
      return percentage(murders.filter(notArrested).length, murders.length);
    },
  },
  {
    notebook: 'a',
    question:
      'wat is die name van die veediewe wat gevang is, ek wil weet of dit dieselfde mense is wat by ons steel goed',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'wanneer was die laaste keer dat die polisie iemand gevang het vir veediefstal, die dag wat dit gebeur het asseblief',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, stockTheft, arrested), 'latest'),
  },

  // Voice 3, the East London hearing-aid technician, on notebook a.
  {
    notebook: 'a',
    question: 'no. of attempted murder cases in the EC from 2020 to 2023 inclusive',
    covers: ['restricted count', 'calendar', 'conjunction'],
    expect: (rows) =>
      number(
        count(rows, has('attempted murder'), inProvince('Eastern Cape'), within('2020-01-01', '2023-12-31')),
      ),
  },
  {
    notebook: 'a',
    question: 'total people injured across all the incidents, approx is fine but exact is better',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_injured', rows)),
  },
  {
    notebook: 'a',
    question: 'top 3 municipalities by number of incidents pls, just the names in order',
    covers: ['restricted count'],
    expect: (rows) => ({
      kind: 'list',
      value: topKeys(rows, (r) => r.municipality, 3).map((name) => name.replace(/^City of /, '')),
    }),
  },
  {
    notebook: 'a',
    question: 'was there a CIT robbery anywhere in the EC during 2024 or not',
    covers: ['yes/no', 'calendar', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, cit, inProvince('Eastern Cape'), inYear(2024)) > 0),
  },
  {
    notebook: 'a',
    question:
      'what calibre were the guns in the Khayelitsha shootings, want to gauge the noise exposure for survivors',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the Grey Street jeweller, on notebook b.
  {
    notebook: 'b',
    question: 'NW only, house and biz robberies combined how many',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) =>
      number(count(rows, anyCrime('house robbery', 'business robbery'), inProvince('North West'))),
  },
  {
    notebook: 'b',
    question: 'how many suspects got nabbed in total for robberys of all sorts, lekker if its a lot',
    covers: ['people', 'restricted count', 'slang', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(robbery))),
  },
  {
    notebook: 'b',
    question: 'which robbery had the most victims, where did it go down',
    covers: ['ranking', 'slang'],
    ...largestIncident(robbery, (r) => r.num_victims),
  },
  {
    notebook: 'b',
    question: 'what time of day do these armed robbers usually strike, morning or closing time',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'of the robberys that have a date on them what % were on a sat or sun',
    covers: ['share', 'calendar', 'misspelling'],
    expect: (rows) => {
      const withDate = rows.filter((r) => robbery(r) && dated(r));
      return percentage(withDate.filter(weekend).length, withDate.length);
    },
  },

  // Voice 2, the Karoo shepherd's wife, on notebook b.
  {
    notebook: 'b',
    question: 'hoeveel veediefstal gevalle het op plase gebeur, nie in die dorp nie',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, stockTheft, onAFarm)),
  },
  {
    notebook: 'b',
    question: 'was daar al n moord op n plaas in die Noord-Kaap, ja of nee',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, murder, onAFarm, inProvince('Northern Cape')) > 0),
  },
  {
    notebook: 'b',
    question: 'wanneer was die eerste verkragting in die Noord-Kaap volgens die polisie berigte',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, has('rape'), inProvince('Northern Cape')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'hoeveel vroumense en meisies was slagoffers in die Noord Kaap, ek worry oor my dogters',
    covers: ['people', 'slang', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_female', rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question: 'hoeveel rand was die skape werd wat die veediewe gevat het',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the East London hearing-aid technician, on notebook b.
  {
    notebook: 'b',
    question: 'which province had the most kids as victims',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_children')),
  },
  {
    notebook: 'b',
    question: 'incidents in the second half of 2024 (jul to dec), how many',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2024-07-01', '2024-12-31'))),
  },
  {
    notebook: 'b',
    question: 'police officers hurt or killed as victims, whats the total number',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question: 'which two crime types come up most often in these, most common first',
    covers: ['restricted count'],
    expect: (rows) => ({
      kind: 'list',
      value: topKeys(
        rows.flatMap((r) => r.crimes),
        (crime) => crime,
        2,
      ).map((crime) => (crime === 'illegal firearm possession' ? 'firearm' : crime)),
    }),
  },
  {
    notebook: 'b',
    question: 'how many victims ended up w/ hearing loss or burst eardrums from the gunfire',
    covers: ['refusal', 'people'],
    expect: refusal,
  },
];

export const fresh342QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH342_QUESTIONS, rows);
