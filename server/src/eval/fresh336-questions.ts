/**
 * The three-hundred-and-thirty-sixth fresh question set (blind): thirty questions, fifteen about
 * notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the
 * other question sets. Every expectation is computed from the ground-truth rows of the question's
 * notebook.
 *
 * The voices (each asks five questions of each notebook):
 * 1. A game farmer near Musina: poaching, stock theft, farm attacks, guns and who got caught; types
 *    short lines into his phone in the veld, lower case, no question marks, a few Afrikaans words
 *    ("skelms", "plaas", "ja", "nè") and misspellings ("poachin", "stok theft", "murderes", "caried").
 * 2. A hotel night manager in Sandton: hijackings, kidnappings, where in Gauteng is worst, what to tell
 *    guests; writes on a break with abbreviations ("GP", "JHB", "CIT", "pls", "y/n", "%"), run-on
 *    sentences and little punctuation.
 * 3. A retired nurse in Upington who writes long formal messages: children, women, the injured, the
 *    Northern Cape; full sentences, a courteous opening and closing, every term spelled out.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year range and weekend, is never
 *   the earliest or the most recent, and `published_date` is never read. "The years 2019 to 2021" is
 *   2019-01-01 to 2021-12-31 inclusive; "since the beginning of 2022" is from 2022-01-01. A weekend is a
 *   Saturday or Sunday of `event_date`.
 * - People are sums of the stated figures: `num_suspects_arrested` (skelms arrested), `victims_killed`
 *   (killed, lost their lives), `victims_injured` (injured, wounded), `victims_children` (children),
 *   `victims_female` / `victims_male` (sex of victims). A null (unstated) figure adds nothing.
 * - "Murders" are `murder` alone (attempted murder is not one). "Hijackings" are `carjacking` or
 *   `truck hijacking`. "Poaching" is `poaching`; "stock theft" is `stock theft`; "CIT" is
 *   `cash-in-transit robbery`; "rape" is `rape`; "illegal guns" is `illegal firearm possession`.
 * - A farm ("plaas", "on farms") is a row whose `location` holds the word "farm" in any case, whatever
 *   its crimes; a game reserve or national park is not a farm.
 * - "Nobody caught" / "nobody arrested" is `arrest_made === false` (an unstated arrest is not nobody).
 * - "GP" is Gauteng, "KZN" KwaZulu-Natal (answerable as "KZN"), "the Northern Cape" Northern Cape,
 *   "limpopo" Limpopo. "Which metro in GP" ranks the `municipality` of Gauteng rows (rows without one
 *   left out), answered with or without "City of".
 * - Shares: "% of GP incidents where someone was arrested" is the Gauteng rows with `arrest_made ===
 *   true` over all Gauteng rows; "% of cases with illegal guns" is over all the notebook's rows; the
 *   share of victims who were women (in KZN, in the Northern Cape) is the sum of `victims_female` over
 *   the sum of `victims_female` and `victims_male` of that province's rows (nulls add nothing). All to
 *   the nearest whole percent.
 * - Rankings (province with most murders, Gauteng metro with most incidents, province with most
 *   kidnappings, province with most child victims) each carry their tally; a tie at the top is an error
 *   in the question.
 * - Lists: "the three types of crime recorded most often" counts each crime category once per row,
 *   leaving out the set's "other", and names illegal firearm possession as "firearm"; a tie among the
 *   three or at the cut-off is an error. "Which provinces had a CIT" lists the distinct provinces of the
 *   CIT rows, alphabetically.
 * - Refusals: the ground truth holds no count of rhino horns or animals, no time of day, no calibre of
 *   firearm, no days spent in hospital; none of these can be answered from the events.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  kznProvinceNames,
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
  crimeNames,
  dateAt,
  has,
  inProvince,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  sum,
  topKeys,
  weekend,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const poaching = has('poaching');
const stockTheft = has('stock theft');
const rape = has('rape');
const kidnapping = has('kidnapping');
const cit = has('cash-in-transit robbery');
/** A hijacking: of a car or of a truck. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');

/** The share of victims of stated sex who were female, over the rows given. */
function femaleShare(rows: readonly DevRow[]) {
  const female = sum(rows.map((r) => r.victims_female));
  return percentage(female, female + sum(rows.map((r) => r.victims_male)));
}

const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
const gautengMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(inProvince('Gauteng')), (r) => r.municipality);
const kidnappingProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(kidnapping), (r) => r.province);

/** The three crime categories recorded most often, "other" left out, each named as an answer may. */
const topThreeCrimes = (rows: readonly DevRow[]) =>
  topKeys(
    rows.flatMap((r) => r.crimes.filter((crime) => crime !== 'other')),
    (crime) => crime,
    3,
  ).map((crime) => crimeNames(crime)[0] ?? crime);

/** The distinct provinces of the rows, alphabetically. */
const provincesOf = (rows: readonly DevRow[]) => [...new Set(rows.map((r) => r.province))].sort();

export const FRESH336_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the game farmer near Musina, on notebook a.
  {
    notebook: 'a',
    question: 'how many poachin cases in these reports all together, rhino abalone whatever',
    covers: ['restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, poaching)),
  },
  {
    notebook: 'a',
    question: 'stok theft cases, how many skelms got arrested in total for those',
    covers: ['people', 'restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(stockTheft))),
  },
  {
    notebook: 'a',
    question: 'any poaching in kzn where the cops caught nobody at all y/n',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, poaching, inProvince('KwaZulu-Natal'), notArrested) > 0),
  },
  {
    notebook: 'a',
    question: 'ja and how many rhino horns did they recover off those poachers',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'which province has got the most murderes in this lot nè',
    covers: ['ranking', 'misspelling', 'slang'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },

  // Voice 2, the hotel night manager in Sandton, on notebook a.
  {
    notebook: 'a',
    question:
      'guests keep asking about this so how many hijackings were there where the driver or someone also got kidnapped, cars and trucks both',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, hijacking, kidnapping)),
  },
  {
    notebook: 'a',
    question: 'which metro in GP has the most incidents logged, JHB or Ekurhuleni or Tshwane',
    covers: ['ranking', 'slang'],
    ...ranking(gautengMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'when was the most recent kidnapping in GP, date it happened not the press date pls',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, kidnapping, inProvince('Gauteng')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'what time of night do most of these hijackings happen, trying to sort out the valet shift',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'for GP incidents what % ended with someone arrested',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows.filter(inProvince('Gauteng')), arrested),
  },

  // Voice 3, the retired nurse in Upington, on notebook a.
  {
    notebook: 'a',
    question:
      'Good afternoon. I nursed for thirty years and the cases involving young people always stayed with me. Could you tell me how many of the victims in the rape cases in these reports were children? Thank you kindly.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(rape))),
  },
  {
    notebook: 'a',
    question:
      'Good day. I would like to know how many people were injured, as opposed to killed, in the murder and attempted murder cases that took place in the Eastern Cape. I would be grateful for the total figure.',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      number(
        peopleTotal(
          'victims_injured',
          rowsWhere(rows, anyCrime('murder', 'attempted murder'), inProvince('Eastern Cape')),
        ),
      ),
  },
  {
    notebook: 'a',
    question:
      'Dear Sir or Madam, I have been reading about violence against women in KwaZulu-Natal. Of the victims there whose sex is reported, what percentage were women? I thank you in advance for your trouble.',
    covers: ['share', 'people'],
    expect: (rows) => femaleShare(rows.filter(inProvince('KwaZulu-Natal'))),
  },
  {
    notebook: 'a',
    question:
      'Good morning. For a talk I am preparing for our church group, could you please establish how many murders took place in the years 2019 to 2021 inclusive, counting by the date of the incident itself?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, within('2019-01-01', '2021-12-31'))),
  },
  {
    notebook: 'a',
    question:
      'Good evening. Which three types of crime are recorded most often in these police statements? I would appreciate the three categories named, from the most frequent downwards.',
    covers: ['restricted count'],
    expect: (rows) => ({ kind: 'list', value: topThreeCrimes(rows) }),
  },

  // Voice 1, the game farmer near Musina, on notebook b.
  {
    notebook: 'b',
    question: 'how many murders up here in limpopo in these reports',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, murder, inProvince('Limpopo'))),
  },
  {
    notebook: 'b',
    question: 'plaas attacks, how many people got killed on farms all told',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(onAFarm))),
  },
  {
    notebook: 'b',
    question: 'was there any poaching in limpopo where they didnt catch anybody, ja or nee',
    covers: ['yes/no', 'conjunction', 'slang', 'misspelling'],
    expect: (rows) => yesNo(count(rows, poaching, inProvince('Limpopo'), notArrested) > 0),
  },
  {
    notebook: 'b',
    question: 'what calibre rifles were the poachers caried, want to know what we up against',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'when was the very first stok theft case in the reports, the day it happend',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(stockTheft), 'earliest'),
  },

  // Voice 2, the hotel night manager in Sandton, on notebook b.
  {
    notebook: 'b',
    question: 'which province has the most kidnappings in here, need it for the guest travel advisory',
    covers: ['ranking'],
    ...ranking(kidnappingProvinceTally),
  },
  {
    notebook: 'b',
    question: 'murders on a sat or sun how many, weekends are when we get the most check ins',
    covers: ['calendar', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },
  {
    notebook: 'b',
    question: 'what % of all the cases had illegal guns involved',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows, has('illegal firearm possession')),
  },
  {
    notebook: 'b',
    question: 'that guest house one in De Aar what time did it happen, asking for our own security briefing',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'list the provinces that had a CIT robbery pls',
    covers: ['restricted count', 'slang'],
    expect: (rows) => ({ kind: 'list', value: provincesOf(rows.filter(cit)) }),
  },

  // Voice 3, the retired nurse in Upington, on notebook b.
  {
    notebook: 'b',
    question:
      'Good day. As a retired nursing sister here in Upington I remain concerned for the children of our province. How many child victims were there in the rape cases reported in the Northern Cape? With thanks.',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      number(peopleTotal('victims_children', rowsWhere(rows, rape, inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question:
      'Dear Sir or Madam, considering only the incidents in the Northern Cape, and only those victims whose sex the police reported, what percentage of the victims were women? I am most grateful for your assistance.',
    covers: ['share', 'people'],
    expect: (rows) => femaleShare(rows.filter(inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question:
      'Good afternoon. I should like to know in which province the greatest number of children were victims, taking all the incidents in these statements together. Thank you for your patience with an old nurse.',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_children')),
  },
  {
    notebook: 'b',
    question:
      'Good morning. Having worked many years in a hospital ward, I wonder how many days in total the injured victims in these reports spent in hospital. Would you be so kind as to give me the figure?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Good evening. Has there been any murder in the Northern Cape since the beginning of 2022, going by the date of the incident? A simple yes or no will suffice, and I thank you.',
    covers: ['yes/no', 'calendar', 'conjunction'],
    expect: (rows) => yesNo(count(rows, murder, inProvince('Northern Cape'), sinceYear(2022)) > 0),
  },
];

export const fresh336QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH336_QUESTIONS, rows);
