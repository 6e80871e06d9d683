/**
 * The ninety-eighth fresh question set (blind): thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. Every expectation is worked out by code from the ground-truth rows of the question's own
 * notebook; none is typed in.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A Kenyan correspondent based in Johannesburg: quick newsroom English with Swahili dropped in
 *    ("ngapi" how many, "watu" people, "polisi", "watoto", "wanawake" women, "wanaume" men,
 *    "waliuawa" killed, "walijeruhiwa" injured, "jumla" altogether, "tu" just, "asante"), the odd
 *    slip of spelling ("kidnaping"), short and direct.
 * 2. A control-room operator at a private-security company: radio procedure and armed-response trade
 *    talk ("control to desk", "10-4", "copy", "over", "call-out", "hot zone", "perimeter",
 *    "the client's premises", "CIT hit", "members down"), clipped, abbreviated.
 * 3. A data-protection lawyer: long, careful sentences shaped by POPIA ("data subjects",
 *    "personal information", "de-identified", "aggregate figures only", "processing"), asking only for
 *    totals and shares and, twice, for what the records do not hold.
 *
 * The readings chosen (one row is one incident; a question about a crime counts or sums the rows whose
 * `crimes` hold that category of the vocabulary):
 * - Dates are `event_date` alone; `published_date` is never read. A row without an `event_date` falls
 *   outside every year, month range and weekday, and is never the earliest or the latest. "2023 and
 *   2024" is 1 January 2023 to 31 December 2024. "The second half of a calendar year, all years
 *   combined" is an `event_date` in July to December of any year. "On a Saturday" / "on a Sunday" is
 *   the weekday of `event_date`.
 * - People are sums of the stated figures, a null (unstated) figure adding nothing: killed
 *   ("waliuawa", "recorded as killed") is `victims_killed`; injured ("walijeruhiwa") is
 *   `victims_injured`; children ("watoto", "under the age of eighteen") is `victims_children`; police
 *   officers as victims ("members down", on or off duty) is `victims_police`; female victims
 *   ("wanawake") is `victims_female`; female suspects is `suspects_female` and male suspects
 *   ("wanaume suspects") is `suspects_male` (the case's suspects, arrested or sought); suspects
 *   arrested is `num_suspects_arrested`.
 * - "Murder" is the `murder` category alone (attempted murder is not one). "Kidnaping" is
 *   `kidnapping`. A "CIT hit" is `cash-in-transit robbery`. "Illegal mining", "rape", "house robbery",
 *   "business robbery", "armed robbery" and "attempted murder" are their categories. "House robberies
 *   and business robberies" are the rows with either; "armed, business and house robbery call-outs
 *   combined" are the rows with any of the three, each row counted once.
 * - A province or municipality is `province` / `municipality` as written; a row without a
 *   municipality is in none. "Which metro" means the `municipality` with the most rows, answered as
 *   written or without "City of".
 * - "Suspects taken into custody" / "made an arrest" is `arrest_made === true`; "polisi made no arrest"
 *   is `arrest_made === false` (an unstated arrest is neither). A share of arrests among murder
 *   call-outs is over every murder row, to one decimal.
 * - The share of second-half incidents involving illegal firearm possession is over the rows dated July
 *   to December, to one decimal. "Attacker known to the victim" is a `relationship` of `partner`,
 *   `family` or `acquaintance`; its share is over every row of the notebook, to the nearest whole
 *   percent. A share on the halfway mark is an error in the question.
 * - "How many more in P than in Q" is the difference of the two counts or sums; P must have more.
 * - Rankings are keyed by place and carry their tally: the province with the most kidnapping rows, the
 *   municipality with the most rows, the province with the most killed, the province with the most
 *   armed, business or house robbery rows. A tie at the top is an error in the question.
 * - Refusals: the ground truth holds no suspects' names, no sentences handed down by a court, and no
 *   private-security company contracted at a robbed premises.
 */
import {
  anyCrime,
  type BlindQuestion,
  femaleVictims,
  inMunicipality,
  knewTheAttacker,
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
  month,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  weekday,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const kidnapping = has('kidnapping');
const cit = has('cash-in-transit robbery');
const rape = has('rape');
const firearm = has('illegal firearm possession');
const houseOrBusinessRobbery = anyCrime('house robbery', 'business robbery');
const armedBusinessOrHouseRobbery = anyCrime('armed robbery', 'business robbery', 'house robbery');
/** Dated in July to December of any year. */
const secondHalf = (r: DevRow) => (month(r) ?? 0) >= 7;
const on = (day: string) => (r: DevRow) => weekday(r) === day;

/** A share of the rows that pass, as a percentage to the given decimals; no rows is an error. */
const shareOf = (rows: readonly DevRow[], test: (r: DevRow) => boolean, decimals: number) =>
  percentage(rows.filter(test).length, rows.length, decimals);

const kidnappingByProvince = (rows: readonly DevRow[]) => tallyOf(rows.filter(kidnapping), (r) => r.province);
const incidentsByMunicipality = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const robberyByProvince = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(armedBusinessOrHouseRobbery), (r) => r.province);

export const FRESH98_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Kenyan correspondent in Johannesburg, on notebook a.
  {
    notebook: 'a',
    question: 'Habari. Murder cases in Gauteng, ngapi? Only murder, sio attempted murder.',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder, inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question: 'Watu wangapi waliuawa in KwaZulu-Natal jumla? I need the total killed for my story, asante.',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question: 'Attempted murder cases in Western Cape - watu wangapi walijeruhiwa in total?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) =>
      number(
        peopleTotal('victims_injured', rowsWhere(rows, has('attempted murder'), inProvince('Western Cape'))),
      ),
  },
  {
    notebook: 'a',
    question: 'Polisi hapa wanasema kidnaping is going up. Which province had the most kidnaping cases?',
    covers: ['ranking', 'misspelling', 'slang'],
    ...ranking(kidnappingByProvince),
  },
  {
    notebook: 'a',
    question:
      'The Hillbrow hijacking - what are the names of the washukiwa the polisi arrested? Asante sana.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the private-security control-room operator, on notebook a.
  {
    notebook: 'a',
    question: 'Control to desk, copy? Earliest date on record for a CIT hit in this lot. Over.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      '10-4. Hot zone check: which metro tops the call-out list, most incidents per municipality? Over.',
    covers: ['ranking', 'slang'],
    ...ranking(incidentsByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Copy that. Armed response stats: on the murder call-outs, what % had suspects taken into custody? 1 decimal pls. Over.',
    covers: ['share', 'restricted count', 'slang'],
    expect: (rows) => shareOf(rows.filter(murder), arrested, 1),
  },
  {
    notebook: 'a',
    question: 'Any call-outs in Ekurhuleni that went down on a Sunday? y/n. Over.',
    covers: ['yes/no', 'calendar', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, inMunicipality('Ekurhuleni'), on('Sunday')) > 0),
  },
  {
    notebook: 'a',
    question:
      "Perimeter breach at the client's premises - house robberies and business robberies, how many suspects arrested in total? Copy.",
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(houseOrBusinessRobbery))),
  },

  // Voice 3, the data-protection lawyer, on notebook a.
  {
    notebook: 'a',
    question:
      'For the purposes of an aggregate statistical summary only, and without processing the personal information of any identifiable data subject, please state the total number of victims recorded as female across all incidents.',
    covers: ['people'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'a',
    question:
      'Expressed as aggregate figures only: of the incidents that occurred in the second half of a calendar year (July to December, all years combined), what percentage involved the unlawful possession of a firearm? Kindly state the figure to one decimal place.',
    covers: ['share', 'calendar', 'conjunction'],
    expect: (rows) => shareOf(rows.filter(secondHalf), firearm, 1),
  },
  {
    notebook: 'a',
    question:
      'Please indicate, in respect of each data subject convicted in these matters, the sentence imposed by the court. I note that information relating to criminal behaviour is special personal information, so a de-identified summary would suffice.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'In de-identified, aggregate terms, how many more data subjects were recorded as killed in the Eastern Cape than in the Western Cape?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Eastern Cape'), inProvince('Western Cape'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'a',
    question:
      'Solely to establish the period covered by the processing, on what date did the most recent incident involving murder in KwaZulu-Natal occur?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('KwaZulu-Natal')), 'latest'),
  },

  // Voice 1, the Kenyan correspondent in Johannesburg, on notebook b.
  {
    notebook: 'b',
    question: 'Wanawake victims in the Northern Cape, ngapi jumla? Just the number of female victims tu.',
    covers: ['people', 'slang'],
    expect: (rows) => number(femaleVictims(rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question: 'Rape cases in 2023 na 2024 combined - ngapi? Wanawake wanaumia sana.',
    covers: ['restricted count', 'calendar', 'slang'],
    expect: (rows) => number(count(rows, rape, within('2023-01-01', '2024-12-31'))),
  },
  {
    notebook: 'b',
    question: 'Wanaume suspects - how many male suspects jumla in the Mpumalanga incidents?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('suspects_male', rows.filter(inProvince('Mpumalanga')))),
  },
  {
    notebook: 'b',
    question: 'Which province had the most watu waliuawa? Province with the highest number killed, asante.',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'Kuna case yoyote ya illegal mining in North West where polisi made no arrest? Yes or no tu.',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, has('illegal mining'), inProvince('North West'), notArrested) > 0),
  },

  // Voice 2, the private-security control-room operator, on notebook b.
  {
    notebook: 'b',
    question: 'Control to desk: how many call-outs went down on a Saturday, all provinces? Over.',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, on('Saturday'))),
  },
  {
    notebook: 'b',
    question:
      'Copy. Which province is the hot zone for armed, business and house robbery call-outs combined? 10-4.',
    covers: ['ranking', 'slang'],
    ...ranking(robberyByProvince),
  },
  {
    notebook: 'b',
    question: "Last business robbery at a client's premises on record - what date? Over.",
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('business robbery')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Members down: total police officers hit as victims in North West and Free State, on or off duty. Copy?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) =>
      number(
        peopleTotal(
          'victims_police',
          rows.filter((r) => r.province === 'North West' || r.province === 'Free State'),
        ),
      ),
  },
  {
    notebook: 'b',
    question:
      "Mothotlung business robbery - which security company had the contract at the client's premises? Over.",
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the data-protection lawyer, on notebook b.
  {
    notebook: 'b',
    question:
      'As an aggregate percentage rounded to the nearest whole number, in what proportion of all incidents is the attacker recorded as known to the victim, whether as a partner, a family member or an acquaintance?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, knewTheAttacker),
  },
  {
    notebook: 'b',
    question:
      'Please provide, as aggregate figures only and without any identifying particulars, the total number of suspects recorded as female.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question:
      'For comparative purposes, how many more incidents involving murder were recorded in the Free State than in Mpumalanga?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => murder(r) && inProvince('Free State')(r),
        (r) => murder(r) && inProvince('Mpumalanga')(r),
      ),
  },
  {
    notebook: 'b',
    question:
      'In de-identified form, what is the aggregate number of victims under the age of eighteen in the incidents in which rape is among the offences recorded?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(rape))),
  },
  {
    notebook: 'b',
    question:
      'To determine the earliest point from which these records were processed, on what date did the first incident involving kidnapping take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'earliest'),
  },
];

export const fresh98QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH98_QUESTIONS, rows);
