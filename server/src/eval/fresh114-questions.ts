/**
 * The hundred-and-fourteenth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A French-speaking Cameroonian student in Cape Town who mixes French into her English ("combien de",
 *    "tués", "blessés", "la police", "oui ou non", "enlèvement", "viols", "rançon"), with French
 *    punctuation habits and the odd French spelling of an English word.
 * 2. A statistician at an NGO: medians, maxima, ranges, distinct counts and modes, each with its rule
 *    spelled out ("where the figure is stated", "excluding incidents with no municipality recorded").
 * 3. A radio call-in listener from the Northern Cape: plain spoken English as a caller talks, family
 *    stories before the question, repeating herself, local slang ("the cops", "skelms") and the
 *    misspellings of a transcribed call ("Nothern Cape", "stok theft", "childrens").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month range, weekday and
 *   weekend, and is never the earliest or most recent; `published_date` is never read. A weekend is a
 *   Saturday or Sunday of `event_date`. "March to August, any year" is the month of `event_date` in
 *   3..8 in whatever year.
 * - Crimes: "murders" are `murder` alone (attempted murder is not one; "murder or attempted murder"
 *   says both); "enlèvement" / kidnapping is `kidnapping`; "viols" / rape is `rape`; "stock theft" is
 *   `stock theft`. Other categories are never folded in.
 * - People are sums of the stated figures: `victims_killed` (tués, killed), `victims_injured`
 *   (blessés, injured), `victims_children` (children), `victims_police` (police officers among the
 *   victims), `victims_female` (women victims), `num_suspects_arrested` (suspects arrested, skelms
 *   caught). A null (unstated) figure adds nothing.
 * - The statistician's figures: a maximum is over the incidents whose figure is stated; a median is over
 *   the stated values, the mean of the two middle values when their number is even; a range is the
 *   largest stated suspect age less the smallest (`suspect_ages`, one age per suspect); a distinct count
 *   of municipalities leaves out rows with no `municipality`; a distinct count of provinces counts the
 *   provinces with at least one such incident; the modal weekday is the weekday of `event_date` that
 *   occurs most often, undated rows left out, and a tie is an error in the question.
 * - "La police made an arrest" is `arrest_made === true`; "the cops caught somebody" likewise.
 * - Shares are over all the rows of the place asked about (undated rows count in the whole but never in
 *   a calendar part; a row with `arrest_made` unstated counts in the whole but not as an arrest), to the
 *   nearest whole percent.
 * - "How many more in X than in Y" is the difference of the two counts; X must have more.
 * - A yes/no is Yes when at least one incident passes every filter.
 * - Municipalities are `municipality` (rows without one are left out), answered as written or without
 *   "City of"; "Kuruman's municipality" is `Ga-Segonyana`. Provinces are `province`; KwaZulu-Natal may
 *   be answered as "KZN".
 * - Rankings (province with most killed, municipality with most murder-or-attempted-murder incidents,
 *   municipality with most incidents, province with most suspects arrested) each carry their tally; a
 *   tie at the top is an error in the question.
 * - Refusals: the ground truth records no number of firearms seized, no convictions or sentences, no
 *   ransom amounts and no victims' ages (only whether a victim was a child).
 */
import {
  anyCrime,
  type BlindQuestion,
  kznProvinceNames,
  peopleByProvince,
  peopleTotal,
  ranking,
  rowsWhere,
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
  distinct,
  excessOf,
  has,
  inProvince,
  inYear,
  month,
  municipalityNames,
  number,
  percentOf,
  refusal,
  rounded,
  sum,
  text,
  weekday,
  weekend,
  winner,
} from './ground-truth-questions';

const murder = has('murder');
const kidnapping = has('kidnapping');
const rape = has('rape');
const stockTheft = has('stock theft');
const murderOrAttempt = anyCrime('murder', 'attempted murder');
/** The month of `event_date` lies in March to August, in any year. */
const marchToAugust = (r: DevRow) => {
  const m = month(r);
  return m !== undefined && m >= 3 && m <= 8;
};

/** The median of the stated values (the mean of the two middle ones when they are even in number). */
export function medianOf(values: (number | null | undefined)[]): number {
  const stated = values.filter((v): v is number => v !== null && v !== undefined).sort((x, y) => x - y);
  if (stated.length === 0) throw new Error('no stated value to take a median of');
  const middle = Math.floor(stated.length / 2);
  const upper = stated[middle] ?? 0;
  return stated.length % 2 === 1 ? upper : rounded(((stated[middle - 1] ?? 0) + upper) / 2, 1);
}

/** The largest stated value; none stated is an error in the question. */
export function maximumOf(values: (number | null | undefined)[]): number {
  const stated = values.filter((v): v is number => v !== null && v !== undefined);
  if (stated.length === 0) throw new Error('no stated value to take a maximum of');
  return Math.max(...stated);
}

/** The largest stated suspect age less the smallest; no stated age is an error in the question. */
export function ageRange(rows: readonly DevRow[]): number {
  const ages = suspectAges(rows);
  if (ages.length === 0) throw new Error('no stated suspect age');
  return Math.max(...ages) - Math.min(...ages);
}

const killedByProvince = peopleByProvince('victims_killed');
const murderMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(murderOrAttempt), (r) => r.municipality);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH114_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Cameroonian student, on notebook a.
  {
    notebook: 'a',
    question:
      'Bonjour! For my sociology assignment, combien de personnes were tués in the Western Cape incidents, all of them together?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Oui ou non : was there any enlèvement (kidnapping, I mean) in the Eastern Cape in 2020, by the date it happened?',
    covers: ['yes/no', 'conjunction', 'calendar'],
    expect: (rows) => yesNo(count(rows, kidnapping, inProvince('Eastern Cape'), inYear(2020)) > 0),
  },
  {
    notebook: 'a',
    question: 'And in KwaZulu-Natal, combien de blessés in total? The people injured, not the ones who died.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question:
      "Quel pourcentage : of all the incidents in Gauteng, in how many per cent did la police make an arrest? Round to the entier, s'il vous plaît.",
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Gauteng')), arrested),
  },
  {
    notebook: 'a',
    question:
      'Combien d’armes à feu — how many guns exactly did la police seize altogether in these incidents? The total number of firearms.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the NGO statistician, on notebook a.
  {
    notebook: 'a',
    question:
      'What is the maximum number of people killed in a single incident, taken over the incidents where the killed figure is stated?',
    covers: ['people'],
    expect: (rows) => number(maximumOf(rows.map((r) => r.victims_killed))),
  },
  {
    notebook: 'a',
    question:
      'Count of distinct municipalities among the Eastern Cape incidents, excluding incidents with no municipality recorded?',
    covers: ['restricted count'],
    expect: (rows) => number(distinct(rows.filter(inProvince('Eastern Cape')).map((r) => r.municipality))),
  },
  {
    notebook: 'a',
    question:
      'Among incidents involving murder (attempted murder alone does not qualify), what is the modal weekday of the incident date, undated incidents excluded?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => text(winner(rows.filter(murder), weekday)),
  },
  {
    notebook: 'a',
    question:
      'Median number of suspects arrested per incident, over incidents whose event date falls in March to August of any year (stated figures only; for an even count, the mean of the two middle values)?',
    covers: ['calendar', 'people'],
    expect: (rows) => number(medianOf(rows.filter(marchToAugust).map((r) => r.num_suspects_arrested))),
  },
  {
    notebook: 'a',
    question:
      'Which municipality has the highest count of incidents involving murder or attempted murder, incidents without a recorded municipality excluded?',
    covers: ['ranking', 'conjunction'],
    ...ranking(murderMunicipalityTally, municipalityNames),
  },

  // Voice 3, the Northern Cape radio caller, on notebook a.
  {
    notebook: 'a',
    question:
      'Hello, hello, am I on? Okay. My cousin in Kuruman said the stok theft is only a farm problem here by us, but my sister-in-law moved to the coast and she says no, they steal sheep there too. So I want to know, when was the most recent stok theft in these police stories? The last one, the date it happened, not the date the police wrote it up.',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(stockTheft), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Ja, good morning to you and the listeners. My late husband was from Durban and he always said KZN is the worst. So tell me, which province had the most people killed, the most people dead, in all these reports?',
    covers: ['ranking', 'people'],
    ...ranking(killedByProvince, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'My grandson is studying in Gqeberha and I worry, you know how it is. How many more murders were there in the Eastern Cape than in Gauteng? Just the murders, how many more?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => murder(r) && inProvince('Eastern Cape')(r),
        (r) => murder(r) && inProvince('Gauteng')(r),
      ),
  },
  {
    notebook: 'a',
    question:
      'The cops arrest these skelms and then they are out again, my neighbour says so every week. Of all the people arrested in these reports, how many were found guilty and sent to jail? How many got convicted?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'I am a granny of seven, so this one is close to my heart. In the Western Cape, how many childrens were victims altogether? The children, how many?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Western Cape')))),
  },

  // Voice 1, the Cameroonian student, on notebook b.
  {
    notebook: 'b',
    question: 'Combien de viols — how many rape cases were reported in the Northern Cape?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, rape, inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question:
      'Pour le Free State : combien de victimes étaient des femmes? How many of the victims were women, in total?',
    covers: ['people'],
    expect: (rows) => number(sum(rows.filter(inProvince('Free State')).map((r) => r.victims_female))),
  },
  {
    notebook: 'b',
    question:
      'Oui ou non : in Limpopo, was any policier among the victims? I mean a member of la police who was attacked.',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(peopleTotal('victims_police', rows.filter(inProvince('Limpopo'))) > 0),
  },
  {
    notebook: 'b',
    question:
      'Quel pourcentage of the North West incidents happened during the week-end, samedi ou dimanche? Arrondi to the whole percent please.',
    covers: ['share', 'calendar'],
    expect: (rows) => percentOf(rows.filter(inProvince('North West')), weekend),
  },
  {
    notebook: 'b',
    question:
      'Pour les enlèvements, combien de rançon — how much ransom money, in rand, was paid to the kidnappers in total?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the NGO statistician, on notebook b.
  {
    notebook: 'b',
    question: 'Count of distinct provinces with at least one incident involving rape?',
    covers: ['restricted count'],
    expect: (rows) => number(distinct(rows.filter(rape).map((r) => r.province))),
  },
  {
    notebook: 'b',
    question:
      'Median number of suspects arrested per incident in Mpumalanga (stated figures only; for an even count, the mean of the two middle values)?',
    covers: ['people'],
    expect: (rows) =>
      number(medianOf(rows.filter(inProvince('Mpumalanga')).map((r) => r.num_suspects_arrested))),
  },
  {
    notebook: 'b',
    question:
      'Range of stated suspect ages in Limpopo incidents, i.e. the oldest stated suspect age minus the youngest, in years?',
    covers: ['restricted count'],
    expect: (rows) => number(ageRange(rows.filter(inProvince('Limpopo')))),
  },
  {
    notebook: 'b',
    question:
      'Which municipality accounts for the largest number of incidents, excluding incidents with no municipality recorded?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Which province has the largest total of suspects arrested, summing the stated arrest figures over all its incidents?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince),
  },

  // Voice 3, the Northern Cape radio caller, on notebook b.
  {
    notebook: 'b',
    question:
      'Good afternoon, it is Auntie from Postmasburg again. My daughter was nearly attacked walking home from the tavern years ago, so I listen to these things. When was the first rape in the Nothern Cape in these reports, the earliest one? The date it happened, please.',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rowsWhere(rows, rape, inProvince('Northern Cape')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'People say it is getting better, people say it is getting worse, I don’t know anymore. How many more murders were there in 2020 than in 2024? Twenty-twenty against twenty-twenty-four, how many more?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => murder(r) && inYear(2020)(r),
        (r) => murder(r) && inYear(2024)(r),
      ),
  },
  {
    notebook: 'b',
    question:
      'My cousin in Kuruman said the children are the ones suffering the most. So in the Northern Cape, how many of the victims were children? How many children, all together?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question:
      'Now my cousin in Kuruman again, she says the cops never catch anybody there. In Ga-Segonyana, that is Kuruman’s municipality, how many skelms were arrested altogether? How many suspects arrested?',
    covers: ['people', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter((r) => r.municipality === 'Ga-Segonyana'))),
  },
  {
    notebook: 'b',
    question:
      'My uncle farms outside Upington and they took his goats twice. In the Northern Cape, was there any stock theft case where the cops did catch somebody? Yes or no, did they arrest anybody?',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, stockTheft, inProvince('Northern Cape'), arrested) > 0),
  },
];

export const fresh114QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH114_QUESTIONS, rows);
