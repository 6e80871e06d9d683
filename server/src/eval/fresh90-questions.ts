/**
 * The ninetieth fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen
 * about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A church pastor writing to the congregation: gentle and formal, "souls lost to violence", "the
 *    flock", "brothers and sisters", "the Lord's day".
 * 2. A young gamer in gaming slang: incidents "spawn", a province is a "lobby" or "server", the killed are
 *    "fragged", the injured "respawned", suspects are "noobs", a large incident is "the boss fight",
 *    "y/n", typos ("tranist", "polise").
 * 3. A Free State farmer's wife writing English with Afrikaans words (plaas, plaasaanval, polisie, moord,
 *    poging tot moord, verkragting, ontvoering, kinders, die Vrystaat, die Oos-Kaap), worried about farm
 *    attacks; a typo or two ("kidnaping", "verkragtings").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category, each row once however many of the asked categories it holds):
 * - Dates are `event_date` alone: a row without one is outside every year, year range, month range,
 *   quarter and weekday, and is never the earliest or latest; `published_date` is never read. "The
 *   Lord's day" is a Sunday of `event_date`; "a Friday" likewise. "Oct to Dec, all years" and "winter
 *   (June, July and August), all years" are those months of `event_date` in any year. "From 2019 up to
 *   and including 2022" is 2019-01-01 to 2022-12-31, both ends included.
 * - People are sums of the stated figures; a null (unstated) figure adds nothing: "souls lost to
 *   violence", "lost their lives", "fragged", "killed" are `victims_killed`; "wounded but respawned"
 *   is `victims_injured`; "children", "little lambs", "kinders" are `victims_children`; "cops took
 *   damage" is `victims_police`; "women or girls" (our sisters) is `victims_female`; "female suspects"
 *   is `suspects_female`; "noobs caught / arrested" is `num_suspects_arrested`.
 * - Crimes: "moord" and "murder" are `murder`; "poging tot moord" is `attempted murder`; "verkragting"
 *   is `rape`; "ontvoering" / "kidnaping" is `kidnapping`; "CIT heist" / "cash-in-tranist boss fight"
 *   is `cash-in-transit robbery`.
 * - A plaasaanval (farm attack) is a row whose `location` holds the word "farm" (any case) and whose
 *   crimes hold an attack on people: murder, attempted murder, rape, sexual assault, assault gbh,
 *   common assault, armed robbery, robbery, house robbery or kidnapping. Stock theft, illegal mining or
 *   theft on a farm alone is no attack.
 * - "Kinders among the victims in the verkragting cases" is the sum of `victims_children` over the rows
 *   holding `rape`.
 * - Places: a province is `province` ("die Vrystaat" is Free State, "die Oos-Kaap" Eastern Cape; a
 *   KwaZulu-Natal answer may also be "KZN"); "Nelson Mandela Bay, the municipality" is `municipality`; "in or
 *   near Bloemfontein" is a row whose `location` holds the word "Bloemfontein" (a farm near Glen in
 *   Mangaung is not, its location does not name the city). A municipality is answered as written or
 *   without "City of".
 * - Shares: "percent of the moord cases where the polisie arrested somebody" is the murder rows with
 *   `arrest_made === true` over all murder rows, nearest whole percent. "The share of souls lost in
 *   incidents where nobody was arrested" is `victims_killed` over rows with `arrest_made === false`
 *   (an unstated arrest is not "nobody") over all `victims_killed`, to one decimal. "The share lost in
 *   the Free State" is its `victims_killed` over the notebook's, nearest whole percent. A value lying
 *   halfway at the asked precision is an error in the question.
 * - "How many more fragged in KZN than Gauteng" is the difference of the two provinces' `victims_killed`;
 *   KZN must have more.
 * - Yes/no: "any plaasaanval in die Vrystaat" is Yes when at least one Free State row is a farm attack as
 *   above; "any children among the victims in Mpumalanga" is Yes when the Mpumalanga rows' stated
 *   `victims_children` sum above zero; "any CIT in 2023" is Yes when a cash-in-transit row is dated 2023.
 * - Rankings each carry their tally, keyed by place: the province with the most killed (sum of
 *   `victims_killed`), the municipality with the most suspects arrested (sum of `num_suspects_arrested`,
 *   not the number of incidents; rows without a municipality are left out), the province with the most
 *   child victims (sum of `victims_children`), and the single incident with the most suspects arrested
 *   (named by the parts of its location no other incident shares). A tie at the top is an error in the
 *   question.
 * - Refusals: the ground truth holds nothing on the victims' church membership or faith, nor on
 *   convictions or sentences handed down after the arrests.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
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
  arrested,
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
  sum,
  weekday,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const rape = has('rape');
const cit = has('cash-in-transit robbery');
/** An attack on people, as a plaasaanval needs one. */
const attackOnPeople = anyCrime(
  'murder',
  'attempted murder',
  'rape',
  'sexual assault',
  'assault gbh',
  'common assault',
  'armed robbery',
  'robbery',
  'house robbery',
  'kidnapping',
);
/** A plaasaanval: an attack on people at a place the release puts on a farm. */
const farmAttack = (r: DevRow) => atPlace('farm')(r) && attackOnPeople(r);
const onA = (day: string) => (r: DevRow) => weekday(r) === day;

/** The killed of the rows that pass every test. */
const killedWhere =
  (...tests: ((r: DevRow) => boolean)[]) =>
  (rows: readonly DevRow[]) =>
    peopleTotal('victims_killed', rowsWhere(rows, ...tests));

const arrestsByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH90_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the pastor, on notebook a.
  {
    notebook: 'a',
    question:
      "Beloved brothers and sisters, as I prepare this week's sermon I would like to know: how many souls were lost to violence on the Lord's day itself, that is, on a Sunday, across all of these reports?",
    covers: ['people', 'calendar'],
    expect: (rows) => number(killedWhere(onA('Sunday'))(rows)),
  },
  {
    notebook: 'a',
    question:
      'Dear friends in Christ, in which province did the greatest number of our brothers and sisters lose their lives to violence, so that the flock may hold that province especially in prayer?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Grace and peace to you. A member of our flock has family in Nelson Mandela Bay. On what date did the most recent murder in that municipality take place?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inMunicipality('Nelson Mandela Bay')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'With a heavy heart I must ask: of all the souls lost to violence in these reports, what percentage were lost in incidents where nobody at all was arrested? Kindly round it to one decimal place.',
    covers: ['share', 'people'],
    expect: (rows) => percentage(killedWhere(notArrested)(rows), peopleTotal('victims_killed', rows), 1),
  },
  {
    notebook: 'a',
    question:
      'Several brothers and sisters have asked me whether the departed were churchgoers. How many of the souls lost to violence in these reports were members of a congregation?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the gamer, on notebook a.
  {
    notebook: 'a',
    question:
      'yo how many ppl got wounded but respawned (injured not killed) in spawns from Oct to Dec, all years stacked together?',
    covers: ['people', 'calendar', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(inMonths(10, 12)))),
  },
  {
    notebook: 'a',
    question: 'KZN lobby vs Gauteng lobby: how many more players got fragged (killed) in KZN? GG',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) =>
      excessOf(rows, inProvince('KwaZulu-Natal'), inProvince('Gauteng'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'a',
    question: 'how many polise took damage on this whole server lol? cops as victims, on duty or off',
    covers: ['people', 'slang', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question:
      'which municipality had the most noobs get caught? like total suspects arrested added up, not just how many incidents spawned there',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'any cash-in-tranist boss fight (CIT heist) spawn in 2023? y/n',
    covers: ['yes/no', 'calendar', 'conjunction', 'slang', 'misspelling'],
    expect: (rows) => yesNo(count(rows, cit, inYear(2023)) > 0),
  },

  // Voice 3, the farmer's wife, on notebook a.
  {
    notebook: 'a',
    question:
      'Goeie môre. My suster lives in die Oos-Kaap. How many cases of moord or poging tot moord were there in the Eastern Cape altogether?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, anyCrime('murder', 'attempted murder'), inProvince('Eastern Cape'))),
  },
  {
    notebook: 'a',
    question: 'Ag, I worry so much. Was there any plaasaanval in die Vrystaat in these reports? Ja of nee?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, farmAttack, inProvince('Free State')) > 0),
  },
  {
    notebook: 'a',
    question:
      'In what percent of the moord cases did die polisie actually arrest somebody? A whole number is fine, dankie.',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(murder), arrested),
  },
  {
    notebook: 'a',
    question:
      'When was the very first kidnaping (ontvoering) in these reports? I mean the day it happened, not when the polisie wrote about it.',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Hoeveel kinders, children under 18, were victims in the incidents from 2019 up to and including 2022?',
    covers: ['people', 'calendar'],
    expect: (rows) =>
      number(peopleTotal('victims_children', rows.filter(within('2019-01-01', '2022-12-31')))),
  },

  // Voice 1, the pastor, on notebook b.
  {
    notebook: 'b',
    question:
      'Dear brothers and sisters, I wish to remember our sisters especially in prayer. How many of the victims in these reports were women or girls?',
    covers: ['people'],
    expect: (rows) => number(sum(rows.map((r) => r.victims_female))),
  },
  {
    notebook: 'b',
    question:
      'In the cold winter months of June, July and August, taking all the years together, how many souls were lost to violence?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(killedWhere(inMonths(6, 8))(rows)),
  },
  {
    notebook: 'b',
    question:
      'In which province were the most children, the little lambs of the flock, counted among the victims?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_children'), kznProvinceNames),
  },
  {
    notebook: 'b',
    question:
      'Of all the souls lost to violence in these reports, what share were lost in the Free State? A whole percentage will suffice.',
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(killedWhere(inProvince('Free State'))(rows), peopleTotal('victims_killed', rows)),
  },
  {
    notebook: 'b',
    question:
      'Were any children among the victims of the incidents in Mpumalanga? A simple yes or no will do, and God bless you.',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(peopleTotal('victims_children', rows.filter(inProvince('Mpumalanga'))) > 0),
  },

  // Voice 2, the gamer, on notebook b.
  {
    notebook: 'b',
    question: 'how many female suspects spawned in the whole lobby? girl players only',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question: 'total noobs arrested on the Limpopo server?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Limpopo')))),
  },
  {
    notebook: 'b',
    question: 'biggest boss fight by how many suspects got arrested in one go - where did it go down?',
    covers: ['ranking', 'slang'],
    ...largestIncident(
      () => true,
      (r) => r.num_suspects_arrested,
    ),
  },
  {
    notebook: 'b',
    question:
      'how many incidents spawned on a Friday? going by the day it happened, not when the cops posted it',
    covers: ['calendar', 'slang'],
    expect: (rows) => number(count(rows, onA('Friday'))),
  },
  {
    notebook: 'b',
    question: 'when did the first murder spawn on the North West server?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('North West')), 'earliest'),
  },

  // Voice 3, the farmer's wife, on notebook b.
  {
    notebook: 'b',
    question:
      'Hoeveel plaasaanvalle were there in die Vrystaat in these releases? I mean real attacks on people on a plaas, not just stock that was stolen.',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, farmAttack, inProvince('Free State'))),
  },
  {
    notebook: 'b',
    question:
      'Across all the plaasaanvalle in these reports, in every province, how many people were killed?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(killedWhere(farmAttack)(rows)),
  },
  {
    notebook: 'b',
    question: 'How many incidents happened in or near Bloemfontein? My kinders go to school there.',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, atPlace('Bloemfontein'))),
  },
  {
    notebook: 'b',
    question:
      'Hoeveel kinders were among the victims in the verkragtings cases? The total number of children please.',
    covers: ['people', 'restricted count', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(rape))),
  },
  {
    notebook: 'b',
    question:
      'Hoeveel of the plaasaanvallers were later convicted by the court and sent to tronk? How long were their sentences?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh90QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH90_QUESTIONS, rows);
