/**
 * The three-hundred-and-thirty-third fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each asks five questions of each notebook):
 * 1. A lifeguard at a Gqeberha beach who studies criminology part-time: types fast on a phone between
 *    shifts, lower case, no question marks, SMS spellings ("ppl", "hw", "wat", "y/n"), local slang
 *    ("yoh", "okes"), calls Nelson Mandela Bay "PE" and the Eastern Cape "the EC", and mentions modules,
 *    tuts and tests.
 * 2. A church choir leader in Mthatha: warm and formal, greets in isXhosa ("Molweni"), speaks of prayers,
 *    the congregation and the mothers' union, writes long run-on sentences, and misspells a few words
 *    ("wemen", "childrens", "famillies").
 * 3. A locksmith in Kimberley who fits burglar bars: thinks in break-ins, housebreakings and shops,
 *    blunt trade talk ("crooks", "nabbed", "all up"), drops apostrophes and misspells crime words
 *    ("burgalry", "robbry", "busines", "thru").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year and "from ... onwards"
 *   window and is never the earliest or the most recent; `published_date` is never read.
 * - People are sums of the stated figures: `victims_killed` (killed), `victims_injured` (injured, hurt),
 *   `victims_children` (children, "childrens"), `victims_police` (police officers among the victims),
 *   `victims_female` (women, "women and girls"), `num_victims` (victims in total),
 *   `num_suspects_arrested` (suspects arrested, "okes arrested", "nabbed"). A null (unstated) figure
 *   adds nothing. "Were any police officers among the victims" is yes when the stated
 *   `victims_police` sum above zero.
 * - "Murders" are `murder` alone: attempted murder and culpable homicide are not murders.
 *   "Rape cases" are `rape`; "kidnappings" are `kidnapping`; "poaching" is `poaching`; "stock theft" is
 *   `stock theft`; "CIT heists" are `cash-in-transit robbery`; "illegal guns" are
 *   `illegal firearm possession`.
 * - "Housebreakings" and "burglaries" are `burglary`; "house robberies" are `house robbery`. A
 *   locksmith's "break-in" (house or shop) is any of `burglary`, `house robbery` and `business robbery`;
 *   armed robbery, common robbery, carjacking and the hijackings are not break-ins. An incident with two
 *   of them counts once.
 * - "PE" is the `Nelson Mandela Bay` municipality (KwaNobuhle and New Brighton), not a location word;
 *   "the EC" is the Eastern Cape province; "KZN" is KwaZulu-Natal. "Municipality" is `municipality`
 *   (rows without one are left out), answered as written or without "City of".
 * - The share of Eastern Cape incidents "where someone got arrested" is the rows with
 *   `arrest_made === true` over all the notebook's Eastern Cape rows (an unstated arrest is in the
 *   denominator, not the numerator), to the nearest whole percent.
 * - The share of 2020 incidents that were murders is the rows with `murder` among the rows whose
 *   `event_date` falls in 2020, to the nearest whole percent.
 * - The share of victims who were female is the sum of `victims_female` over the sum of
 *   `victims_female` and `victims_male` (nulls add nothing), to the nearest whole percent.
 * - "The two provinces with the most murders" is the top two provinces by murder incidents (not by
 *   people killed); a tie among the two or at the cut-off is an error in the question.
 * - "Which provinces had stock theft cases" lists every province with at least one `stock theft` row.
 * - Rankings (province with most injured, municipality with most illegal-gun incidents, province with
 *   most kidnappings, the break-in with most suspects arrested, named by the parts of its location no
 *   other incident shares) each carry their tally; a tie at the top is an error in the question.
 * - Refusals: the ground truth holds no time of day (shootings "after dark"), no names of victims, no
 *   means of entry (window or door), no firearm calibre, no rand amounts (ransom demanded) and nothing on
 *   whether a home had burglar bars fitted.
 */
import type { Expectation } from './answer-matching';
import {
  anyCrime,
  type BlindQuestion,
  femaleVictims,
  inMunicipality,
  kznProvinceNames,
  largestIncident,
  maleVictims,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  suspectsArrested,
  tallyOf,
  victims,
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
  number,
  percentOf,
  refusal,
  sinceYear,
  topKeys,
} from './ground-truth-questions';

const murder = has('murder');
const rape = has('rape');
/** A locksmith's break-in, house or shop: burglary, house robbery or business robbery. */
const breakIn = anyCrime('burglary', 'house robbery', 'business robbery');
const illegalGun = has('illegal firearm possession');

const injuredByProvince = peopleByProvince('victims_injured');
const gunMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(illegalGun), (r) => r.municipality);
const kidnappingProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('kidnapping')), (r) => r.province);

const list = (value: string[]): Expectation => {
  if (value.length === 0) throw new Error('nothing to list');
  return { kind: 'list', value };
};

export const FRESH333_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Gqeberha lifeguard, on notebook a.
  {
    notebook: 'a',
    question: 'yoh how many ppl were killed in PE, like the whole nelson mandela bay metro',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) =>
      number(peopleTotal('victims_killed', rows.filter(inMunicipality('Nelson Mandela Bay')))),
  },
  {
    notebook: 'a',
    question: 'quick one for my stats module which province had the most ppl injured overall',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(injuredByProvince, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'wat % of the EC incidents ended with some1 getting arrested, round it off',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows.filter(inProvince('Eastern Cape')), arrested),
  },
  {
    notebook: 'a',
    question: 'any CIT heists in the EC from 2024 onwards y/n',
    covers: ['yes/no', 'conjunction', 'calendar', 'slang'],
    expect: (rows) =>
      yesNo(count(rows, has('cash-in-transit robbery'), inProvince('Eastern Cape'), sinceYear(2024)) > 0),
  },
  {
    notebook: 'a',
    question: 'hw many of the shootings went down after dark, like at night after 6',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the Mthatha choir leader, on notebook a.
  {
    notebook: 'a',
    question:
      'Good evening, I lead the choir at our church in Mthatha and we pray for the little ones every Sunday, in the rape cases how many of the victims were childrens',
    covers: ['people', 'restricted count', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(rape))),
  },
  {
    notebook: 'a',
    question:
      'On which date did the most recent murder in the Eastern Cape happen? We want to remember that family in our service.',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Eastern Cape')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Molweni. How many wemen were victims altogether in these reports, counting every case',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'a',
    question:
      'We would like to pray for each person who was killed by their own name, can you give me the names of the victims who died so I can read them out on Sunday',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Which two provinces recorded the most murders, I want to tell the congregation where to direct our prayers this month',
    covers: ['restricted count'],
    expect: (rows) => list(topKeys(rows.filter(murder), (r) => r.province, 2)),
  },

  // Voice 3, the Kimberley locksmith, on notebook a.
  {
    notebook: 'a',
    question: 'how many housebreakings and house robberies all up, I fit burglar bars so thats my trade',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, anyCrime('burglary', 'house robbery'))),
  },
  {
    notebook: 'a',
    question: 'House robbery or busines robbery in Gauteng, total suspects nabbed?',
    covers: ['people', 'conjunction', 'misspelling', 'slang'],
    expect: (rows) =>
      number(
        suspectsArrested(
          rowsWhere(rows, anyCrime('house robbery', 'business robbery'), inProvince('Gauteng')),
        ),
      ),
  },
  {
    notebook: 'a',
    question: 'which municipality had the most cases with illegal guns involved',
    covers: ['ranking'],
    ...ranking(gunMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'on the break ins how many times did the crooks get in thru a window vs the door',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'was there even one burgalry in KZN or the eastern cape',
    covers: ['yes/no', 'misspelling', 'conjunction'],
    expect: (rows) =>
      yesNo(
        count(rows, has('burglary'), (r) => inProvince('KwaZulu-Natal')(r) || inProvince('Eastern Cape')(r)) >
          0,
      ),
  },

  // Voice 1, the Gqeberha lifeguard, on notebook b.
  {
    notebook: 'b',
    question: 'hw many victims in total in limpopo, all the cases',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(victims(rows.filter(inProvince('Limpopo')))),
  },
  {
    notebook: 'b',
    question: 'poaching cases, how many okes got arrested altogether',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('poaching')))),
  },
  {
    notebook: 'b',
    question: 'studying for a crim test: of the incidents that happened in 2020 wat % were murders',
    covers: ['share', 'calendar', 'slang'],
    expect: (rows) => percentOf(rows.filter(inYear(2020)), murder),
  },
  {
    notebook: 'b',
    question: 'which province had the most kidnappings, need it for my tut presentation tmrw',
    covers: ['ranking', 'slang'],
    ...ranking(kidnappingProvinceTally),
  },
  {
    notebook: 'b',
    question: 'wat calibre guns did they use in the murders, 9mm or wat',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the Mthatha choir leader, on notebook b.
  {
    notebook: 'b',
    question:
      'Good day, we are starting a support group at church, how many women and girls were victims in the rape cases in these reports?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(femaleVictims(rows.filter(rape))),
  },
  {
    notebook: 'b',
    question:
      'Of the victims where the report says if they are male or female, what percentage were female, I need it for the mothers union meeting',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = femaleVictims(rows);
      return percentage(female, female + maleVictims(rows));
    },
  },
  {
    notebook: 'b',
    question:
      "Were any police officers amongst the victims in the North West? Our pastor's son is a constable there.",
    covers: ['yes/no', 'people', 'conjunction'],
    expect: (rows) => yesNo(peopleTotal('victims_police', rows.filter(inProvince('North West'))) > 0),
  },
  {
    notebook: 'b',
    question:
      'When did the earliest rape case in these reports take place. I am making a timeline for our prayer vigil',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(rape), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'How much ransom money in rands did the kidnappers demand from the famillies, may God protect them',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },

  // Voice 3, the Kimberley locksmith, on notebook b.
  {
    notebook: 'b',
    question: 'how many break ins total, house robbry, busines robbery and burglary all counted',
    covers: ['restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, breakIn)),
  },
  {
    notebook: 'b',
    question: 'which break in had the most suspects nabbed, where was that one',
    covers: ['ranking', 'slang'],
    ...largestIncident(breakIn, (r) => r.num_suspects_arrested),
  },
  {
    notebook: 'b',
    question: 'which provinces had stock theft cases, I do farm gates too',
    covers: ['restricted count'],
    expect: (rows) => list([...new Set(rows.filter(has('stock theft')).map((r) => r.province))].sort()),
  },
  {
    notebook: 'b',
    question: 'latest date of a break in, house or shop, in the whole lot',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(breakIn), 'latest'),
  },
  {
    notebook: 'b',
    question: 'how many of the houses that got robbed already had burglar bars fitted',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh333QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH333_QUESTIONS, rows);
