/**
 * The three-hundred-and-twenty-eighth fresh question set (blind): thirty questions, fifteen about
 * notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or
 * any other question set but the sixty-sixth (for its file shape only). Every expectation is worked
 * out from the ground-truth rows of the question's own notebook, never typed in by hand.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A beadwork artist with a stall at a craft market in Durban: warm and chatty, opens with isiZulu
 *    greetings and thanks ("Sawubona", "ngiyabonga", "sisi"), cares most about KwaZulu-Natal ("KZN", "our
 *    province") and about women, girls and children; types quickly on her phone and slips a few words
 *    ("childern", "hapen", "kidnaping", "happend").
 * 2. A surfboard shaper in Jeffreys Bay: laid-back, all lowercase, hardly any punctuation, surfer slang
 *    ("bru", "stoked", "gnarly", "okes", "went down", "scored", "heists"), calls his town "j-bay" and
 *    Port Elizabeth's metro "the Bay"; asks about the Eastern Cape and about robberies.
 * 3. An ambulance dispatcher in Cape Town: clipped, fast, radio shorthand ("pts" for patients, "GSW" for
 *    gunshot wound, "P1" for top priority, "x7", "Sat/Sun", "incl"), wants killed and injured counts and
 *    exact dates, and asks for things no release records (response times, receiving hospitals).
 *
 * The readings chosen (one row is one incident; a crime word counts the rows whose `crimes` hold the
 * category or categories named here):
 * - Dates are `event_date` alone: an undated row is outside every year, month range and weekend and is
 *   never the most recent; `published_date` is never read. A weekend is a Saturday or Sunday of
 *   `event_date`; "Oct to Dec, any year" is a month of `event_date` from 10 to 12 in any year.
 * - "Robberies" (of any kind, "heists", "robbery hits") are `armed robbery`, `robbery`, `house robbery`,
 *   `business robbery` and `cash-in-transit robbery`; carjacking and truck hijacking are not robberies
 *   here. "CIT" / "cash van heists" are `cash-in-transit robbery` alone. "Rape" is `rape` alone (not
 *   `sexual assault`). "Kidnapping" is `kidnapping`. "Stock theft" is `stock theft`. "Murder" is
 *   `murder` alone: attempted murder is not a murder.
 * - People are sums of the stated figures, a null (unstated) figure adding nothing: killed ("died",
 *   "fatalities") is `victims_killed`, injured ("hurt", "injured pts", "not killed") is
 *   `victims_injured`, women ("women", "ladies") is `victims_female`, children is `victims_children`,
 *   police among the victims ("SAPS members", "cops") is `victims_police`, "okes arrested" is
 *   `num_suspects_arrested`. "At least one killed" is a stated `victims_killed` of 1 or more.
 * - Places: a province is `province` (KZN is KwaZulu-Natal, answered also as "KZN"); "the Bay" is the
 *   `Nelson Mandela Bay` municipality (neither Jeffreys Bay nor Mossel Bay); "j-bay" and "Khayelitsha" and
 *   "Glebelands" and "Lismor" are rows whose `location` holds that word (Jeffreys Bay for j-bay).
 * - "Someone arrested" / "a bust" is `arrest_made === true`; the share of Eastern Cape incidents with an
 *   arrest is over all the notebook's Eastern Cape rows, to the nearest whole percent.
 * - The share of victims who were women and girls is the sum of `victims_female` over the sum of
 *   `victims_female` and `victims_male` (nulls add nothing), to the nearest whole percent.
 * - "Rape cases with a child victim" are `rape` rows whose stated `victims_children` is 1 or more.
 * - Rankings (province with most robberies, KZN incident with most killed, province with most child
 *   victims, robbery with most arrests) each carry their tally; a single incident is named by the parts
 *   of its location no other incident shares; a tie at the top is an error in the question, not an
 *   answer.
 * - Refusals (the ground truth holds none of these): the victims' home language (notebook a), ambulance
 *   response times (a), the victims' ages, only whether a victim was a child (b), the cash taken in
 *   robberies (b), and the hospitals the wounded were taken to (b).
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  femaleVictims,
  inMonths,
  inMunicipality,
  kznProvinceNames,
  largestIncident,
  maleVictims,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
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
  number,
  percentOf,
  refusal,
  weekend,
} from './ground-truth-questions';

/** A robbery of any kind; carjacking and truck hijacking are not among them. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
const cit = has('cash-in-transit robbery');
const rape = has('rape');
const kzn = inProvince('KwaZulu-Natal');
const easternCape = inProvince('Eastern Cape');
/** At least one person killed, as the release states it. */
const someoneKilled = (r: DevRow) => (r.victims_killed ?? 0) >= 1;
/** At least one child among the victims, as the release states it. */
const childVictim = (r: DevRow) => (r.victims_children ?? 0) >= 1;

const robberyProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(robbery), (r) => r.province);

/** The date of the one incident whose location holds the word. */
function dateOfIncidentAt(rows: readonly DevRow[], word: string) {
  const found = rows.filter(atPlace(word));
  if (found.length !== 1) throw new Error(`${found.length} incidents at ${word}`);
  return dateAt(found, 'latest');
}

export const FRESH328_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Durban beadwork artist, on notebook a.
  {
    notebook: 'a',
    question:
      'Sawubona! I sell my beadwork at the market in Durban and the ladies there always talk about this. How many women were victims in KZN, all the reports together?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_female', rows.filter(kzn))),
  },
  {
    notebook: 'a',
    question:
      'Ngiyabonga sisi. And the childern, how many children were victims in KZN and the Eastern Cape combined',
    covers: ['people', 'misspelling'],
    expect: (rows) =>
      number(
        peopleTotal(
          'victims_children',
          rows.filter((r) => kzn(r) || easternCape(r)),
        ),
      ),
  },
  {
    notebook: 'a',
    question:
      'In our province which incident had the most people killed? I want to make a memorial piece with beads for the families',
    covers: ['ranking', 'people'],
    ...largestIncident(kzn, (r) => r.victims_killed ?? null),
  },
  {
    notebook: 'a',
    question: 'When did the most recent rape hapen? The date please',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(rape), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Hawu, one more thing. What home language did the victims speak, was it mostly isiZulu or isiXhosa?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the Jeffreys Bay surfboard shaper, on notebook a.
  {
    notebook: 'a',
    question: 'howzit bru how many robberies went down in the eastern cape, any kind',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, robbery, easternCape)),
  },
  {
    notebook: 'a',
    question: 'any stock theft bust in j-bay? like did the cops actually nab someone, yes or no',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, has('stock theft'), atPlace('Jeffreys Bay'), arrested) > 0),
  },
  {
    notebook: 'a',
    question: 'what % of the eastern cape incidents ended with someone getting arrested',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(easternCape), arrested),
  },
  {
    notebook: 'a',
    question: 'gnarly stuff in the Bay lately... how many okes got killed in nelson mandela bay in total',
    covers: ['people', 'slang'],
    expect: (rows) =>
      number(peopleTotal('victims_killed', rows.filter(inMunicipality('Nelson Mandela Bay')))),
  },
  {
    notebook: 'a',
    question: 'stoked its not us lol. which province had the most robbery hits overall',
    covers: ['ranking', 'slang'],
    ...ranking(robberyProvinceTally, kznProvinceNames),
  },

  // Voice 3, the Cape Town ambulance dispatcher, on notebook a.
  {
    notebook: 'a',
    question: 'Khayelitsha shootings - total injured pts across all incidents?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(atPlace('Khayelitsha')))),
  },
  {
    notebook: 'a',
    question: 'Exact date of the Glebelands hostel shooting, Umlazi',
    covers: ['date'],
    expect: (rows) => dateOfIncidentAt(rows, 'Glebelands'),
  },
  {
    notebook: 'a',
    question: 'Fatalities total for incidents Oct to Dec, any year?',
    covers: ['calendar', 'people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inMonths(10, 12)))),
  },
  {
    notebook: 'a',
    question: 'KZN: any SAPS members among the victims? y/n',
    covers: ['yes/no', 'conjunction', 'people', 'slang'],
    expect: (rows) => yesNo(peopleTotal('victims_police', rows.filter(kzn)) > 0),
  },
  {
    notebook: 'a',
    question: 'Avg ambulance response time to the P1 murder scenes in these reports, in minutes?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the Durban beadwork artist, on notebook b.
  {
    notebook: 'b',
    question: 'Sawubona. How many of the rape cases had a child as a victim? It breaks my heart',
    covers: ['conjunction', 'restricted count', 'people'],
    expect: (rows) => number(count(rows, rape, childVictim)),
  },
  {
    notebook: 'b',
    question:
      'Of all the victims where the police say if it was a man or a woman, what percent were women and girls?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const women = femaleVictims(rows);
      return percentage(women, women + maleVictims(rows));
    },
  },
  {
    notebook: 'b',
    question: 'Which province had the most children as victims, ngiyabonga',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_children')),
  },
  {
    notebook: 'b',
    question: 'How many kidnaping cases happend in 2023?',
    covers: ['misspelling', 'calendar', 'restricted count'],
    expect: (rows) => number(count(rows, has('kidnapping'), inYear(2023))),
  },
  {
    notebook: 'b',
    question:
      'My gogo is 81 and lives alone near Kokstad, I worry so much. How old were the women who were attacked in these reports, were some of them grannies?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the Jeffreys Bay surfboard shaper, on notebook b.
  {
    notebook: 'b',
    question: 'no eastern cape in this lot hey. which robbery had the most okes arrested, where was that',
    covers: ['ranking', 'slang'],
    ...largestIncident(robbery, (r) => r.num_suspects_arrested),
  },
  {
    notebook: 'b',
    question: 'how many cash van heists where someone actually died',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, cit, someoneKilled)),
  },
  {
    notebook: 'b',
    question: 'when did the latest robbery go down bru, the actual day not when the cops posted it',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(robbery), 'latest'),
  },
  {
    notebook: 'b',
    question: 'any house robberies in mpumalanga at all? y or n',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('house robbery'), inProvince('Mpumalanga')) > 0),
  },
  {
    notebook: 'b',
    question: 'how much cash did the robbers score altogether, in rands',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the Cape Town ambulance dispatcher, on notebook b.
  {
    notebook: 'b',
    question: 'North West, all incidents: total killed?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question: 'Mpumalanga injured pts (not killed), total across incidents',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(inProvince('Mpumalanga')))),
  },
  {
    notebook: 'b',
    question: 'Need exact date on the Lismor farm one near Kestell, killed x7',
    covers: ['date', 'slang'],
    expect: (rows) => dateOfIncidentAt(rows, 'Lismor'),
  },
  {
    notebook: 'b',
    question: 'How many incidents with at least 1 killed happened Sat/Sun?',
    covers: ['calendar', 'conjunction', 'people'],
    expect: (rows) => number(count(rows, someoneKilled, weekend)),
  },
  {
    notebook: 'b',
    question:
      'Which hospital were the GSW pts transported to after the shootings? Need receiving facility names',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
];

export const fresh328QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH328_QUESTIONS, rows);
