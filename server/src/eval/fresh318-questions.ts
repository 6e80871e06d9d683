/**
 * The three-hundred-and-eighteenth fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A lion tamer from a travelling circus: every incident is an "act", the notebook is "the big top" or
 *    "the show", provinces are "rings"; showman's exaggeration ("Ladies and gentlemen!", "roll up"), a
 *    few slips of spelling ("kidnaping").
 * 2. A lexicon compiler for an isiZulu-English dictionary: asks for exact senses and draws fine lines
 *    between words, glosses isiZulu terms ("ukubulala", "ukuthumba", "ukudlwengula", "amaphoyisa",
 *    "abantwana", "isibhamu", "izinkomo"), polite and precise.
 * 3. A tow-truck driver in Johannesburg: accident scenes, "call-outs", "hooked", "the N1", "Joburg";
 *    talks fast in texting shorthand ("hw many", "wen", "pls", "u", "ur", "n"), misspells freely
 *    ("murda", "hijax", "carjax", "persent").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every month range, "before" window and
 *   weekday, and is never the earliest or latest; `published_date` is never read. A weekend is a
 *   Saturday or Sunday of `event_date`. "Winter months" are June, July and August of any year.
 * - "Kidnapping" / "ukuthumba" is `kidnapping`. "Murder" / "ukubulala" in its strict sense is `murder`
 *   alone (not `attempted murder`, not `culpable homicide`). "Rape" / "ukudlwengula" is `rape`.
 *   "Carjacks" is `carjacking` and "truck hijacks" is `truck hijacking`; together they are the rows with
 *   either. "CIT hit" is `cash-in-transit robbery`. "Poaching" is `poaching`; "illegal mining" is
 *   `illegal mining`. "An illegal firearm" / "isibhamu" held unlawfully is `illegal firearm possession`.
 *   "Stock theft" / "ukuntshontsha izinkomo" is `stock theft`.
 * - People are sums of the stated figures: `victims_injured` (hurt but lived, the injured),
 *   `victims_killed` (killed, died), `victims_children` (abantwana, child victims), `victims_police`
 *   (amaphoyisa, police officers who were victims), `victims_female` (women or girls among the victims),
 *   `suspects_female` (women among the suspects), `num_suspects_arrested` (suspects arrested, "caught
 *   in the net"). A null (unstated) figure adds nothing.
 * - "Someone arrested" is `arrest_made === true`.
 * - The share of murder incidents is over all the notebook's rows; the share of Northern Cape incidents
 *   involving rape is over the Northern Cape rows; the Free State's share of the killed is the Free
 *   State's `victims_killed` over the notebook's `victims_killed`; each to the nearest whole percent.
 * - A municipality is answered as written or without "City of"; KwaZulu-Natal may be answered as "KZN".
 * - Rankings each carry their tally: the province ("ring") with the most murder incidents, the
 *   single incident with the most victims (`num_victims`, named by the parts of its location no other
 *   incident shares), the province with the most suspects arrested (summed), the municipality with the
 *   most incidents (rows without one left out). A tie at the top is an error in the question.
 * - Refusals: the ground truth holds no weather, no suspects' former trades, no language of a
 *   statement, no make or model of vehicles, no hour of the day, no nicknames of suspects and no count
 *   of vehicles towed from a scene.
 */
import {
  anyCrime,
  type BlindQuestion,
  before,
  femaleVictims,
  inMonths,
  kznProvinceNames,
  largestIncident,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
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
  municipalityNames,
  number,
  percentOf,
  refusal,
  weekend,
} from './ground-truth-questions';

const murder = has('murder');
const kidnapping = has('kidnapping');
const rape = has('rape');
const cit = has('cash-in-transit robbery');
/** Carjacks and truck hijacks together. */
const hijack = anyCrime('carjacking', 'truck hijacking');

const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH318_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the lion tamer, on notebook a.
  {
    notebook: 'a',
    question:
      'Ladies and gentlemen, step right up! Tell this old lion tamer: in how many acts of this whole show was somebody snatched away - a kidnaping, I mean, the most daring trick in the book?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, kidnapping)),
  },
  {
    notebook: 'a',
    question:
      'Which ring is the centre ring of this terrible circus - that is to say, which province had the most murder incidents under its big top?',
    covers: ['ranking', 'slang'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Roll up, roll up! Across every act in the big top, how many poor souls were hurt but lived to tell the tale? The injured, all added together, if you please.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_injured', rows)),
  },
  {
    notebook: 'a',
    question:
      "A thousand roaring beasts couldn't stop me asking: was there ever a poaching act in the Eastern Cape? Yes or no, maestro!",
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('poaching'), inProvince('Eastern Cape')) > 0),
  },
  {
    notebook: 'a',
    question:
      'Before the drums roll - how many of the suspects had once worked in a circus or a zoo, handling wild animals like yours truly?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the lexicon compiler, on notebook a.
  {
    notebook: 'a',
    question:
      'For the dictionary entry "ukudlwengula" (to rape): in the incidents that involve rape, how many of the victims were abantwana - children - in total?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(rape))),
  },
  {
    notebook: 'a',
    question:
      'Taking "ukubulala" in its strict sense of murder only - not attempted murder and not culpable homicide - what percentage of all the incidents in this notebook involve it?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, murder),
  },
  {
    notebook: 'a',
    question:
      'I am dating the attestations of "ukuthumba" (to abduct, to kidnap). On what date did the earliest kidnapping in these releases take place - the day of the incident itself?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'In which language - isiZulu, isiXhosa, Afrikaans or English - did each victim give their statement to the police? I wish to note which terms they used.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'How many incidents of illegal firearm possession - "isibhamu" held without a licence - occurred in the winter months of June, July and August, all years taken together?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, has('illegal firearm possession'), inMonths(6, 8))),
  },

  // Voice 3, the tow-truck driver, on notebook a.
  {
    notebook: 'a',
    question: 'yo hw many carjax n truck hijax on ur list? both together pls, in a rush',
    covers: ['restricted count', 'slang', 'misspelling'],
    expect: (rows) => number(count(rows, hijack)),
  },
  {
    notebook: 'a',
    question: 'weekend call-outs r the worst. hw many murda scenes happened on a sat or sun?',
    covers: ['calendar', 'restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },
  {
    notebook: 'a',
    question: 'wen was the latest CIT hit? the day it went down, not wen the cops posted it',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },
  {
    notebook: 'a',
    question: 'biggest scene of the lot - which single incident had the most victims? where was it?',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.num_victims,
    ),
  },
  {
    notebook: 'a',
    question: 'wat make n model were the cars taken in the carjax? need to know wat i might get hooked to',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },

  // Voice 1, the lion tamer, on notebook b.
  {
    notebook: 'b',
    question:
      'Ladies and gentlemen, the bravest of the brave! How many women and girls were among the victims across the whole big top, all acts added up?',
    covers: ['people'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'b',
    question:
      'In the Northern Cape ring alone, what percentage of the acts involved rape? Give it to me straight, no smoke and mirrors.',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Northern Cape')), rape),
  },
  {
    notebook: 'b',
    question:
      'Which province takes the crown for catching the most rascals - the greatest number of suspects arrested, caught in the net like escaped tigers?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question:
      'Hold your breath, folks: did any illegal mining act take place in Limpopo? A simple yes or no from the ringmaster will do.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('illegal mining'), inProvince('Limpopo')) > 0),
  },
  {
    notebook: 'b',
    question:
      'At what hour of the night did each of these acts begin? A showman likes to know the exact time on the clock when the curtain rises.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the lexicon compiler, on notebook b.
  {
    notebook: 'b',
    question:
      'To illustrate the plural "amaphoyisa" (police officers): how many police officers in total were themselves among the victims in these incidents?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question:
      'A question of gender in the sense of "umsolwa wesifazane", a female suspect: how many of the suspects, in total, were women?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question:
      'For the older citations of "ukuthumba" (kidnapping): how many kidnapping incidents took place before the first of January 2020?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, kidnapping, before('2020-01-01'))),
  },
  {
    notebook: 'b',
    question:
      'Is there any case of stock theft - "ukuntshontsha izinkomo" - in the Northern Cape in which someone was arrested? Please answer yes or no.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('stock theft'), inProvince('Northern Cape'), arrested) > 0),
  },
  {
    notebook: 'b',
    question:
      'Which of the suspects were known by an isiteketiso - a nickname - and what were those nicknames? They would make fine headwords.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the tow-truck driver, on notebook b.
  {
    notebook: 'b',
    question: 'carjacks + truck hijacks in Mpumalanga, hw many total? asking 4 a mate who drives the N4',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, hijack, inProvince('Mpumalanga'))),
  },
  {
    notebook: 'b',
    question: 'wen was the most recent murda in Limpopo? exact date pls',
    covers: ['date', 'misspelling', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Limpopo')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'which municipality keeps the cops busiest - most incidents on ur list?',
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'of every1 killed in these, wat persent died in the Free State? round it off',
    covers: ['share', 'people', 'misspelling'],
    expect: (rows) =>
      percentage(
        peopleTotal('victims_killed', rows.filter(inProvince('Free State'))),
        peopleTotal('victims_killed', rows),
      ),
  },
  {
    notebook: 'b',
    question: 'hw many vehicles got hooked n towed off the scenes after? tryna see if theres work',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
];

export const fresh318QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH318_QUESTIONS, rows);
