/**
 * The ninety-sixth fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen
 * about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Each expectation is worked out by code from the ground-truth rows of the question's own notebook.
 *
 * Who asks (five questions from each voice to each notebook):
 * 1. A police-union shop steward preparing a branch report: speaks for "our members", "comrades",
 *    "members on the ground", calls SAPS management "the employer" and remembers "members who fell in
 *    the line of duty"; measured, committee-room English, with the odd bargaining or branch aside.
 * 2. A Cape Flats community activist writing in Kaaps, the Afrikaans-English mix of the Flats: "hoeveel",
 *    "skietery", "die gangsters", "ouens", "laaities", "djy", "innie", "lekker", "sies"; phonetic
 *    spelling, with place names as they are typed in a WhatsApp group ("Kayelitsha", "Nothern Cape").
 * 3. A tabloid sub-editor who writes every question as a front-page headline: capitals, puns and
 *    exclamation marks ("SHOCK", "HORROR", "BLOODBATH", "COPS NAB").
 *
 * How each phrase is read (one row is one incident; a crime question counts the rows whose `crimes`
 * hold the category):
 * - Dates are `event_date` only; `published_date` is never read. A row without an `event_date` is in
 *   no year, month, weekday or "from 2020" window and is never the first or the last. "Van 2020 af" is
 *   from 1 January 2020 on. A weekend is a Saturday or Sunday of `event_date`; "Thursday" is the weekday
 *   of `event_date`. "Desember, al die jare saam" is the month 12 of any year. "In 2023 than in 2022"
 *   compares the counts of rows dated in each calendar year.
 * - People are sums of stated figures, a null adding nothing: "our members" / "police officers among
 *   the victims" is `victims_police` (on or off duty); "dead", "killed", "dooies" is `victims_killed`;
 *   "laaities" / children under 18 is `victims_children`; female suspects is `suspects_female`;
 *   suspects arrested, "nabbed", "cuffed" is `num_suspects_arrested`.
 * - An incident "with one of our members among the victims" is a row whose `victims_police` is stated
 *   and above zero; a null or a zero is not one. The yes/no on the Free State is Yes only when some
 *   Free State row has such a figure.
 * - "Murder" is the `murder` category alone (attempted murder and culpable homicide are not). "Rape" is
 *   `rape`. "CIT" / "cash-van" / "cash-in-transit heist" is `cash-in-transit robbery`.
 * - A place word is read in `location` (any case): "Kayelitsha" is a row whose location holds
 *   "Khayelitsha", whatever its crimes (the activist's "al die incidents daar"); "on a farm" is a row
 *   whose location holds "farm". "Die Kaap — die City of Cape Town, nie die hele Wes-Kaap nie" is the
 *   `City of Cape Town` municipality. Provinces are `province`; KwaZulu-Natal may be named "KZN".
 * - Shares: the Gauteng share of arrests is the Gauteng sum of `num_suspects_arrested` over the
 *   notebook's sum, to one decimal. The female share of victims is the sum of `victims_female` over the
 *   sum of `victims_female` and `victims_male` (victims whose sex is stated), to one decimal.
 * - Differences: "how many more dead in the Eastern Cape than the Western Cape" is the difference of
 *   the two provinces' `victims_killed` sums; "how many more incidents in 2023 than 2022" the difference
 *   of the two years' counts. The first side must be larger, or the question is in error.
 * - Yes/no on a killing in a CIT heist: Yes when some `cash-in-transit robbery` row has a stated
 *   `victims_killed` above zero.
 * - Rankings carry their tallies and a tie at the top is an error in the question: the province whose
 *   rows have the most suspects arrested (summed); the KwaZulu-Natal incident with the most suspects
 *   arrested (named by the parts of its location no other incident shares); the province with the most
 *   child victims (summed); the municipality with the most incidents (rows without one are left out),
 *   answered as written or without "City of".
 * - Refusals: the ground truth records no departmental discipline or suspensions of officers, no gang
 *   names or affiliations, and no names or ranks of police officers.
 */
import {
  atPlace,
  type BlindQuestion,
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
  month,
  municipalityNames,
  number,
  refusal,
  sinceYear,
  sum,
  weekday,
  weekend,
} from './ground-truth-questions';

const murder = has('murder');
const rape = has('rape');
const cit = has('cash-in-transit robbery');
const onAFarm = atPlace('farm');
const inKhayelitsha = atPlace('Khayelitsha');

/** At least one police officer is stated among the incident's victims. */
const policeAmongVictims = (r: DevRow) => (r.victims_police ?? 0) > 0;
/** At least one person is stated killed in the incident. */
const someoneKilled = (r: DevRow) => (r.victims_killed ?? 0) > 0;

const killed = (rows: readonly DevRow[]) => peopleTotal('victims_killed', rows);

const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const incidentsByMunicipality = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH96_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the police-union shop steward, on notebook a.
  {
    notebook: 'a',
    question:
      'Comrades in the branch are asking: across every incident in these releases, how many of our members (police officers, on duty or off) were counted among the victims?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question:
      'Members on the ground in the Western Cape are carrying the brunt. In how many Western Cape incidents was at least one of our members among the victims?',
    covers: ['restricted count', 'conjunction', 'people'],
    expect: (rows) => number(count(rows, inProvince('Western Cape'), policeAmongVictims)),
  },
  {
    notebook: 'a',
    question:
      'For the branch report: in which province did our members make the most arrests? Count the suspects arrested, not the incidents.',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'For our submission to the employer: what percentage of all the suspects arrested in these releases were arrested in Gauteng? One decimal place, please.',
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(suspectsArrested(rows.filter(inProvince('Gauteng'))), suspectsArrested(rows), 1),
  },
  {
    notebook: 'a',
    question:
      'How many of the members involved in these incidents were suspended or hauled before a disciplinary hearing by the employer afterwards?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the Cape Flats activist in Kaaps, on notebook a.
  {
    notebook: 'a',
    question:
      'Ek sê, hoeveel mense is dood innie Kayelitsha? Tel al die dooies saam van al die incidents daar, djy weet.',
    covers: ['people', 'slang', 'misspelling'],
    expect: (rows) => number(killed(rows.filter(inKhayelitsha))),
  },
  {
    notebook: 'a',
    question:
      'Ons laaities is nie safe nie. Hoeveel laaities onder 18 was victims innie Kaap, die City of Cape Town, nie die hele Wes-Kaap nie?',
    covers: ['people', 'slang'],
    expect: (rows) =>
      number(peopleTotal('victims_children', rows.filter(inMunicipality('City of Cape Town')))),
  },
  {
    notebook: 'a',
    question: 'Sies man, die skietery stop nooit. Hoeveel murder cases was daar innie Wes-Kaap van 2020 af?',
    covers: ['restricted count', 'conjunction', 'calendar', 'slang'],
    expect: (rows) => number(count(rows, murder, inProvince('Western Cape'), sinceYear(2020))),
  },
  {
    notebook: 'a',
    question: "Het die gangsters ooit 'n cash-in-transit job innie Wes-Kaap gepull? Net ja of nee, my bru.",
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, cit, inProvince('Western Cape')) > 0),
  },
  {
    notebook: 'a',
    question:
      'Watse gang se ouens was agter die skietery op Site C in Khayelitsha? Die community wil die gang se naam weet.',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the tabloid sub-editor, on notebook a.
  {
    notebook: 'a',
    question: 'KZN BLOODBATH! HOW MANY DEAD IN ALL THE KWAZULU-NATAL HORRORS PUT TOGETHER?!',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(killed(rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question:
      "COPS NAB THE LOT! WHERE WAS KZN'S BIGGEST BUST - THE MOST SUSPECTS CUFFED IN ONE SINGLE INCIDENT?!",
    covers: ['ranking', 'slang'],
    ...largestIncident(inProvince('KwaZulu-Natal'), (r) => r.num_suspects_arrested),
  },
  {
    notebook: 'a',
    question: 'HEIST-ERIA! CASH VAN CARNAGE - WHEN DID THE VERY FIRST CIT JOB GO DOWN?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'WEEKEND OF TERROR! HOW MANY MURDERS WENT DOWN ON A SATURDAY OR SUNDAY?!',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },
  {
    notebook: 'a',
    question: 'EASTERN CAPE DEATH TOLL SHOCK! HOW MANY MORE DEAD THAN IN THE WESTERN CAPE?!',
    covers: ['people', 'conjunction'],
    expect: (rows) => excessOf(rows, inProvince('Eastern Cape'), inProvince('Western Cape'), killed),
  },

  // Voice 1, the police-union shop steward, on notebook b.
  {
    notebook: 'b',
    question:
      'Comrades, how many of our members were among the victims of incidents in the North West, whether on duty or off?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question:
      'Was any police officer, one of our members, among the victims of an incident in the Free State? A yes or no will do, comrade.',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(count(rows, inProvince('Free State'), policeAmongVictims) > 0),
  },
  {
    notebook: 'b',
    question:
      'The employer keeps telling us women are hardly ever the suspects. How many of the suspects in these releases were female?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question:
      'Members on the ground say Thursday shifts are the heaviest. How many of these incidents took place on a Thursday?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Thursday')),
  },
  {
    notebook: 'b',
    question:
      'Please list the names and ranks of the members who fell in the line of duty in these incidents, so that the branch can honour them at the AGM.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the Cape Flats activist in Kaaps, on notebook b.
  {
    notebook: 'b',
    question:
      'Hoeveel rape cases was daar innie Nothern Cape? Ons susters daar innie platteland suffer ook, djy weet.',
    covers: ['restricted count', 'conjunction', 'misspelling'],
    expect: (rows) => number(count(rows, rape, inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question:
      'Van al die victims wie se gender gegee is, hoeveel persent was vrouens en meisies? Gee dit tot een desimaal, asseblief.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = sum(rows.map((r) => r.victims_female));
      return percentage(female, female + sum(rows.map((r) => r.victims_male)), 1);
    },
  },
  {
    notebook: 'b',
    question:
      'Watter provinsie het die meeste laaities onder 18 as victims gehad? Tel die laaities per provinsie.',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_children')),
  },
  {
    notebook: 'b',
    question:
      'Wanneer was die laaste murder in Limpopo? Die datum wat dit gebeur het, nie wanneer die polieste dit uitgesit het nie.',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Limpopo')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Desember is nie altyd lekker nie. Hoeveel incidents het innie Desember gebeur, al die jare saam?',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, (r) => month(r) === 12)),
  },

  // Voice 3, the tabloid sub-editor, on notebook b.
  {
    notebook: 'b',
    question:
      'FARM-ED AND DANGEROUS! COPS NAB HOW MANY?! TOTAL SUSPECTS ARRESTED OVER EVERY INCIDENT ON A FARM',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(onAFarm))),
  },
  {
    notebook: 'b',
    question: 'CITY OF SHAME! WHICH MUNICIPALITY RACKED UP THE MOST INCIDENTS?!',
    covers: ['ranking'],
    ...ranking(incidentsByMunicipality, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'CASH-VAN BLOODBATH?! WAS ANYONE ACTUALLY KILLED IN A CIT HEIST - YES OR NO?',
    covers: ['yes/no', 'people', 'slang'],
    expect: (rows) => yesNo(count(rows, cit, someoneKilled) > 0),
  },
  {
    notebook: 'b',
    question: 'RAPE HORROR TIMELINE! WHEN DID THE EARLIEST RAPE IN THESE FILES HAPPEN?!',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(rape), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'CRIME WAVE SHOCK! HOW MANY MORE INCIDENTS IN 2023 THAN IN 2022?!',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => excessOf(rows, inYear(2023), inYear(2022)),
  },
];

export const fresh96QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH96_QUESTIONS, rows);
