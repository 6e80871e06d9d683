/**
 * The hundred-and-twelfth fresh question set (blind): thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. An isiNdebele-speaking school governing body member in Mpumalanga, mixing isiNdebele into English:
 *    "Lotjhani", "abantu ababulawako" (people killed), "abentwana" (children), "amapholisa" (police),
 *    "bangaki" (how many), "iye namkha awa" (yes or no), "ngiyathokoza" (thank you); worried about
 *    children, the police and the province at home.
 * 2. A civil engineer scoping road-safety and crime hotspots: thinks in corridors, nodes and segments
 *    ("N2 corridor", "municipal node", "segment counts"), but asks plain counts, rankings and dates.
 * 3. A teenager writing like a TikTok comment: lowercase, slang ("no cap", "lowkey", "fr fr", "ong",
 *    "it's giving", "bussin"), emojis spelled out ("skull emoji"), a few misspellings ("murdrs",
 *    "kidnappin", "injurd", "decembr", "percnt").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, "since" window, month and
 *   weekday, and is never the earliest or latest; `published_date` is never read. A weekend is a Saturday
 *   or Sunday of `event_date`; "since 2020" is an `event_date` on or after 2020-01-01; "in 2019" is an
 *   `event_date` within that calendar year; "December" is the month of `event_date` in any year.
 * - Crimes: "murders" are `murder` alone (not attempted murder, not culpable homicide); "rape" is `rape`
 *   (not sexual assault); "kidnapping" is `kidnapping`; "CIT" / "cash-in-transit heist" is
 *   `cash-in-transit robbery`. The engineer's "vehicle crimes on the road" are `carjacking`,
 *   `truck hijacking` and `cash-in-transit robbery` (an incident with any of them counts once).
 * - Places: a province is `province`; the "N2 corridor" is, by the question's own words, the Western
 *   Cape, Eastern Cape and KwaZulu-Natal provinces; a "municipal node" is `municipality` (rows without
 *   one are left out), answered as written or without "City of"; "Cape Town" and "Johannesburg" are the
 *   `City of Cape Town` and `City of Johannesburg` municipalities. KwaZulu-Natal may be answered "KZN".
 * - People are sums of the stated figures: `victims_killed` ("abantu ababulawako", killed, "got killed"),
 *   `victims_injured` (injured), `victims_children` ("abentwana", children under eighteen),
 *   `victims_police` ("amapholisa", police officers, on or off duty), `victims_female` /
 *   `victims_male` (the sex of victims), `suspects_female` (female suspects), `num_suspects_arrested`
 *   (suspects arrested). A null (unstated) figure adds nothing.
 * - Yes/no: "yes" when at least one row passes (for a people figure, when a stated figure is above
 *   zero); otherwise "no". An unstated figure never makes a "yes".
 * - Shares: the share of incidents is over the stated selection's rows (all of its rows, dated or not),
 *   to the nearest whole percent; "not arrested" is `arrest_made === false` (an unstated arrest is not
 *   one). The share of victims who were female is the sum of `victims_female` over the sum of
 *   `victims_female` and `victims_male` (nulls add nothing), to the nearest whole percent.
 * - "How many more in P than in Q" is the difference of the two counts or sums; P must have more.
 * - Rankings (municipal node with most incidents, province with most murders, province with most
 *   children among victims) each carry their tally; a tie at the top is an error in the question.
 * - Refusals rest on what the ground truth does not record: no school grade of a child victim (only
 *   whether a victim was under eighteen), no time of day, no bail or court outcome, and nothing about
 *   social media views or which release went viral.
 */
import {
  anyCrime,
  type BlindQuestion,
  femaleVictims,
  inMunicipality,
  kznProvinceNames,
  maleVictims,
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
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekday,
  weekend,
} from './ground-truth-questions';

/** The engineer's vehicle crimes on the road: carjacking, truck hijacking or a cash-in-transit heist. */
const vehicleCrime = anyCrime('carjacking', 'truck hijacking', 'cash-in-transit robbery');
/** The N2 corridor, as the question names it: the Western Cape, Eastern Cape and KwaZulu-Natal. */
const n2Corridor = (r: DevRow) =>
  r.province === 'Western Cape' || r.province === 'Eastern Cape' || r.province === 'KwaZulu-Natal';
const murder = has('murder');

const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);

export const FRESH112_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the isiNdebele-speaking school governing body member, on notebook a.
  {
    notebook: 'a',
    question:
      'Lotjhani. I sit on the school governing body and the parents are asking me. Bangaki abantu ababulawako, how many people were killed altogether, in the KwaZulu-Natal incidents?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question:
      'Ngibawa, please help me. In the Western Cape incidents only, bangaki abentwana, how many of the victims were children under eighteen?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Was there any kidnapping in the Eastern Cape during 2019? Iye namkha awa, just tell me yes or no.',
    covers: ['yes/no', 'calendar', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('kidnapping'), inProvince('Eastern Cape'), inYear(2019)) > 0),
  },
  {
    notebook: 'a',
    question:
      'Sibawa ukwazi: the abentwana who were victims in these reports, which school grade was each child in? We want to see if it is the little ones or the matriculants.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Of all the incidents in Gauteng, what percentage involved a murder? Round it to a whole number, ngiyathokoza.',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Gauteng')), murder),
  },

  // Voice 2, the civil engineer, on notebook a.
  {
    notebook: 'a',
    question:
      'For the hotspot scoping: which municipal node carries the highest segment count of incidents, counting every incident logged against a municipality?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Treating the N2 corridor as the Western Cape, Eastern Cape and KwaZulu-Natal provinces, how many incidents involved a carjacking, a truck hijacking or a cash-in-transit robbery?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, vehicleCrime, n2Corridor)),
  },
  {
    notebook: 'a',
    question:
      'Comparing two metro nodes: how many more people were killed in the Cape Town municipality than in the Johannesburg municipality?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(
        rows,
        inMunicipality('City of Cape Town'),
        inMunicipality('City of Johannesburg'),
        (selected) => peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'a',
    question:
      'Baseline for the freight corridors: on what date did the earliest cash-in-transit robbery in this notebook take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('cash-in-transit robbery')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Day-of-week profile, single segment: how many incidents took place on a Wednesday, going by the date of the incident itself?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Wednesday')),
  },

  // Voice 3, the teenager, on notebook a.
  {
    notebook: 'a',
    question: 'no cap how many ppl actually got killed in 2023 fr fr, like the total skull emoji',
    covers: ['people', 'calendar', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inYear(2023)))),
  },
  {
    notebook: 'a',
    question: 'lowkey curious, were any of the suspects female?? like even one girl suspect, yes or no ong',
    covers: ['yes/no', 'people', 'slang'],
    expect: (rows) => yesNo(peopleTotal('suspects_female', rows) > 0),
  },
  {
    notebook: 'a',
    question: 'which province had the most murdrs bc it is giving danger zone fr (crying emoji)',
    covers: ['ranking', 'misspelling', 'slang'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'bestie how many of these happened at night tho, like after dark no cap',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'what percnt of the victims were female?? only counting the ones where they said if male or female',
    covers: ['share', 'people', 'misspelling'],
    expect: (rows) => {
      const female = femaleVictims(rows);
      return percentage(female, female + maleVictims(rows));
    },
  },

  // Voice 1, the isiNdebele-speaking school governing body member, on notebook b.
  {
    notebook: 'b',
    question:
      'Lotjhani. Here at home in Mpumalanga, bangaki abantu ababulawako? How many people were killed in all the Mpumalanga incidents together?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Mpumalanga')))),
  },
  {
    notebook: 'b',
    question:
      'Abentwana bethu, our children: which province had the most children under eighteen among the victims, adding up all its incidents?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_children')),
  },
  {
    notebook: 'b',
    question:
      'Kukhona amapholisa? Was any police officer a victim in an incident in Mpumalanga, on duty or off duty? Iye namkha awa.',
    covers: ['yes/no', 'people', 'conjunction'],
    expect: (rows) => yesNo(peopleTotal('victims_police', rows.filter(inProvince('Mpumalanga'))) > 0),
  },
  {
    notebook: 'b',
    question:
      'The parents say the suspects are back on the street the next week. Bangaki, how many of the arrested suspects were given bail by the court?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Since the start of 2022, how many incidents were there in Mpumalanga? Bangaki, counting by when each incident happened.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Mpumalanga'), sinceYear(2022))),
  },

  // Voice 2, the civil engineer, on notebook b.
  {
    notebook: 'b',
    question:
      'Node ranking for the interior network: which municipality has the most incidents in this notebook, leaving out incidents with no municipality recorded?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Weekend segment count: how many murder incidents fell on a Saturday or a Sunday, by incident date?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },
  {
    notebook: 'b',
    question: 'Most recent data point for the North West: when did the latest murder there take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('North West')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Enforcement yield per province: how many more suspects were arrested in the North West than in the Northern Cape?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('North West'), inProvince('Northern Cape'), (selected) =>
        suspectsArrested(selected),
      ),
  },
  {
    notebook: 'b',
    question:
      'Closure ratio: what share of all incidents in this notebook ended with no arrest made, as a whole percentage?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, notArrested),
  },

  // Voice 3, the teenager, on notebook b.
  {
    notebook: 'b',
    question: 'ok fr fr how many rape cases in the northern cape since 2020, this is not bussin at all',
    covers: ['restricted count', 'calendar', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, has('rape'), inProvince('Northern Cape'), sinceYear(2020))),
  },
  {
    notebook: 'b',
    question: 'how many ppl got injurd in total across everything, no cap',
    covers: ['people', 'misspelling', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows)),
  },
  {
    notebook: 'b',
    question: 'when was the earliest kidnappin in here?? date pls (eyes emoji)',
    covers: ['date', 'misspelling', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'which of these cases went the most viral on tiktok, like most views ong',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'lowkey how many incidents happened in decembr, any year, its giving festive szn crime',
    covers: ['calendar', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, (r) => month(r) === 12)),
  },
];

export const fresh112QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH112_QUESTIONS, rows);
