/**
 * The two-hundred-and-fourteenth fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen about
 * notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A Free State farmers association safety officer: farm attacks, stock theft, rural roads; writes
 *    English mixed with Afrikaans ("hoeveel" how many, "waar" where, "wanneer" when, "ja"/"nee",
 *    "asseblief", "baie dankie", "veediefstal" stock theft, "plaasaanval" farm attack, "Vrystaat" Free
 *    State, "Oos-Kaap" Eastern Cape, "R-pad" a numbered regional road).
 * 2. A parliamentary researcher preparing a brief for the portfolio committee on police: formal and long,
 *    states bases, rounding and periods explicitly ("The Committee requests ...").
 * 3. A community WhatsApp group admin: SMS style, abbreviations, little punctuation, a few misspellings
 *    ("hw mny", "ppl", "wat", "kidnapings", "carjackins", "wich"), sometimes two questions in one.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, period, weekend and weekday,
 *   and is never the earliest or latest; `published_date` is never read. A weekend is a Saturday or
 *   Sunday of `event_date`; "2023 n 2024 combined" is an `event_date` from 2023-01-01 to 2024-12-31.
 *   "From 2021 onwards" is an `event_date` on or after 2021-01-01. The periods "2020 to 2022" and "2023 to
 *   2025" run from 1 January of the first year to 31 December of the last, inclusive.
 * - People are sums of the stated figures: `victims_killed` (killed, died, "gesterf", fatalities),
 *   `victims_injured` (injured, "beseer"), `num_suspects_arrested` (suspects arrested). A null (unstated)
 *   figure adds nothing.
 * - Crime kinds: "veediefstal" / stock theft is `stock theft`; "CIT" / cash-in-transit heists are
 *   `cash-in-transit robbery`; kidnappings are `kidnapping`; carjackings are `carjacking` alone (not
 *   `truck hijacking`); murders are `murder` (not attempted murder or culpable homicide); rape is `rape`;
 *   illegal mining ("zama zamas") is `illegal mining`.
 * - A farm incident is a row whose `location` holds the word "farm" (any case). A farm attack
 *   ("plaasaanval") is a farm incident whose crimes hold an attack on people: `murder`, `attempted
 *   murder`, `culpable homicide`, `rape`, `sexual assault`, `assault gbh`, `common assault`,
 *   `armed robbery`, `robbery`, `house robbery`, `business robbery`, `carjacking` or `kidnapping`; a farm
 *   row of stock theft, theft or illegal mining alone is not an attack.
 * - An incident on an "R-pad" (numbered regional road) is a row whose `location` holds "R" followed by
 *   digits as a word of its own (R529, R36); a road named otherwise ("Askham road") is not one.
 * - Provinces are `province`: "Oos-Kaap" is Eastern Cape, "KZN" KwaZulu-Natal, "Vrystaat" Free State,
 *   "GP"/"gauteng" Gauteng, "NW" North West, "WC" Western Cape. A province ranking may be answered as the
 *   name or, for KwaZulu-Natal, "KZN".
 * - "Cape town (the city)" is the `City of Cape Town` municipality. A municipality ranking leaves out rows
 *   without `municipality` and is answered as written or without "City of".
 * - "No arrest had been made" is `arrest_made === false`; an unstated arrest (null) is not counted as
 *   none. Its share is over every Western Cape row, as a percentage to one decimal.
 * - Suspects' ages are `suspect_ages`, one per suspect; rows without stated ages add none. The mean is over
 *   every stated age, to one decimal.
 * - A median is over the stated (non-null) figures of the selected rows; with an even number of them it
 *   is the mean of the middle two, to one decimal.
 * - The share of rape incidents where the victim knew the attacker is over every `rape` row, the
 *   numerator the rows whose `relationship` is `partner`, `family` or `acquaintance`; an unstated
 *   relationship (or `stranger`) is not "knew", to one decimal.
 * - "Which day of the week do most people get killed" sums `victims_killed` per weekday of `event_date`
 *   over rows with at least one stated death; "most stock theft cases per province" counts rows.
 *   "Municipality with the largest total of suspects arrested" sums `num_suspects_arrested` per
 *   municipality. Each ranking carries its tally, and a tie at the top is an error in the question.
 * - "How many more" is the difference of two counts; the first side must have more. "Did P have more X
 *   than Q" is Yes only when P's figure is strictly larger.
 * - "How many kidnappings in GP and how many in KZN" is a list of the two counts, in that order.
 * - Refusals: the ground truth holds no victims' occupations (farm worker or farm owner), no court
 *   outcomes or sentences, no vehicle makes or models, no rand value of stolen livestock, and no
 *   population figures for a rate per 100 000 residents.
 */
import type { Expectation } from './answer-matching';
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  knewTheAttacker,
  kznProvinceNames,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  suspectAges,
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
  meanOf,
  municipalityNames,
  notArrested,
  number,
  refusal,
  rounded,
  sinceYear,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

const stockTheft = has('stock theft');
const murder = has('murder');
const kidnapping = has('kidnapping');

/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');
/** A farm attack: a farm incident with an attack on people among its crimes. */
const farmAttack = (r: DevRow) =>
  onAFarm(r) &&
  anyCrime(
    'murder',
    'attempted murder',
    'culpable homicide',
    'rape',
    'sexual assault',
    'assault gbh',
    'common assault',
    'armed robbery',
    'robbery',
    'house robbery',
    'business robbery',
    'carjacking',
    'kidnapping',
  )(r);
/** An incident on a numbered regional road ("R" and digits as a word of its own). */
const onARoad = (r: DevRow) => /\bR\d+\b/.test(r.location);

/** The median of the stated values, rounded; no stated value is an error in the question. */
function medianOf(values: (number | null)[], decimals: number): Expectation {
  const stated = values.filter((v): v is number => v !== null).sort((x, y) => x - y);
  if (stated.length === 0) throw new Error('no stated value to take a median of');
  const middle = Math.floor(stated.length / 2);
  const value =
    stated.length % 2 === 1 ? (stated[middle] ?? 0) : ((stated[middle - 1] ?? 0) + (stated[middle] ?? 0)) / 2;
  return number(rounded(value, decimals));
}

/** Whether the first figure is strictly larger than the second. */
const moreThan = (first: number, second: number) => yesNo(first > second);

const killedByWeekday = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter((r) => (r.victims_killed ?? 0) > 0),
    weekday,
    (r) => r.victims_killed ?? 0,
  );
const arrestsByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.num_suspects_arrested ?? 0,
  );
const stockTheftByProvince = (rows: readonly DevRow[]) => tallyOf(rows.filter(stockTheft), (r) => r.province);
const incidentsByMunicipality = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH214_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Free State farmers association safety officer, on notebook a.
  {
    notebook: 'a',
    question:
      'Goeie dag. Hoeveel veediefstal cases (stock theft) is daar in hierdie releases altogether? Baie dankie.',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, stockTheft)),
  },
  {
    notebook: 'a',
    question:
      'Wanneer was die mees onlangse stock theft incident? Die datum van die diefstal self asseblief, nie die datum van die persverklaring nie.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(stockTheft), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Ja of nee: het meer mense gesterf in die Oos-Kaap as in KZN? Count all the people killed in every incident asseblief.',
    covers: ['yes/no', 'people', 'conjunction', 'slang'],
    expect: (rows) =>
      moreThan(
        peopleTotal('victims_killed', rows.filter(inProvince('Eastern Cape'))),
        peopleTotal('victims_killed', rows.filter(inProvince('KwaZulu-Natal'))),
      ),
  },
  {
    notebook: 'a',
    question:
      'Of the people attacked, hoeveel was farm workers en hoeveel was farm owners? Ons wil die twee apart sien asseblief.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Die CIT robberies on the roads - hoeveel mense was beseer (injured) in total across al die cash-in-transit heists?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(has('cash-in-transit robbery')))),
  },

  // Voice 2, the parliamentary researcher, on notebook a.
  {
    notebook: 'a',
    question:
      'The Committee requests the proportion of incidents in the Western Cape in which no arrest had been made at the time of the release, expressed as a percentage of all Western Cape incidents in the notebook and rounded to one decimal place.',
    covers: ['share', 'conjunction'],
    expect: (rows) => {
      const westernCape = rows.filter(inProvince('Western Cape'));
      return percentage(westernCape.filter(notArrested).length, westernCape.length, 1);
    },
  },
  {
    notebook: 'a',
    question:
      'For the purposes of the brief, the Committee requests the mean age of the suspects in KwaZulu-Natal incidents, calculated over every suspect whose age is stated (one age per suspect) and rounded to one decimal place.',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows.filter(inProvince('KwaZulu-Natal'))), 1),
  },
  {
    notebook: 'a',
    question:
      'The Committee requests the median number of victims per murder incident, taken over those murder incidents for which the number of victims is stated, rounded to one decimal place if necessary.',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      medianOf(
        rows.filter(murder).map((r) => r.num_victims),
        1,
      ),
  },
  {
    notebook: 'a',
    question:
      'The Committee requests the number of the recorded cases that have since resulted in a conviction in court, together with the sentences imposed, for inclusion in its oversight report.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Which municipality accounts for the largest total number of suspects arrested across all recorded incidents? The Committee requests that incidents without a stated municipality be excluded from this comparison.',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByMunicipality, municipalityNames),
  },

  // Voice 3, the community WhatsApp group admin, on notebook a.
  {
    notebook: 'a',
    question: 'hw mny kidnapings in gauteng n hw mny in kzn?? thx',
    covers: ['restricted count', 'conjunction', 'slang', 'misspelling'],
    expect: (rows) => ({
      kind: 'list',
      value: [
        count(rows, kidnapping, inProvince('Gauteng')),
        count(rows, kidnapping, inProvince('KwaZulu-Natal')),
      ],
    }),
  },
  {
    notebook: 'a',
    question: 'wat day of da week do most ppl get killed? asking 4 the grp',
    covers: ['ranking', 'calendar', 'people', 'slang'],
    ...ranking(killedByWeekday),
  },
  {
    notebook: 'a',
    question: 'ppl killed in cape town total pls (the city not whole WC)',
    covers: ['people', 'slang'],
    expect: (rows) =>
      number(
        peopleTotal(
          'victims_killed',
          rows.filter((r) => r.municipality === 'City of Cape Town'),
        ),
      ),
  },
  {
    notebook: 'a',
    question: 'any carjackins from 2021 onwards y/n',
    covers: ['yes/no', 'calendar', 'misspelling', 'slang'],
    expect: (rows) => yesNo(count(rows, has('carjacking'), sinceYear(2021)) > 0),
  },
  {
    notebook: 'a',
    question: 'wat car models r the hijackers going 4 most?? want 2 warn the grp',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the Free State farmers association safety officer, on notebook b.
  {
    notebook: 'b',
    question:
      'Hoeveel plaasaanvalle (farm attacks) was daar in die Vrystaat? Ek bedoel aanvalle op mense op plase, nie net veediefstal nie.',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, farmAttack, inProvince('Free State'))),
  },
  {
    notebook: 'b',
    question: 'Waar, in watter provinsie, is die meeste veediefstal cases aangemeld? Baie dankie.',
    covers: ['ranking', 'slang'],
    ...ranking(stockTheftByProvince, kznProvinceNames),
  },
  {
    notebook: 'b',
    question: 'Wanneer was die eerste (earliest) plaasaanval in hierdie releases? Net die datum asseblief.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(farmAttack), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      "Hoeveel incidents het op 'n R-pad plaasgevind, jy weet, the numbered regional roads like the R57 or R34?",
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, onARoad)),
  },
  {
    notebook: 'b',
    question:
      'Wat was die totale rand waarde van die vee wat gesteel is in die stock theft cases? Asseblief, ons het dit nodig vir die versekering.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the parliamentary researcher, on notebook b.
  {
    notebook: 'b',
    question:
      'The Committee requests the percentage of rape incidents in which the release states that the victim knew the attacker (as a partner, family member or acquaintance), taken over all rape incidents in the notebook and rounded to one decimal place.',
    covers: ['share', 'conjunction'],
    expect: (rows) => {
      const rapes = rows.filter(has('rape'));
      return percentage(rapes.filter(knewTheAttacker).length, rapes.length, 1);
    },
  },
  {
    notebook: 'b',
    question:
      'The Committee requests a comparison of murder incidents by date of occurrence: how many more murder incidents occurred in the three years 2020 to 2022 than in the three years 2023 to 2025? Incidents without a stated date are to be excluded.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => murder(r) && within('2020-01-01', '2022-12-31')(r),
        (r) => murder(r) && within('2023-01-01', '2025-12-31')(r),
      ),
  },
  {
    notebook: 'b',
    question:
      'For Mpumalanga only, the Committee requests the median number of suspects arrested per incident, calculated over the incidents in which the number arrested is stated and rounded to one decimal place.',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      medianOf(
        rows.filter(inProvince('Mpumalanga')).map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'b',
    question:
      'The Committee requests identification of the province that recorded the largest aggregate number of persons killed, counting only fatalities explicitly stated in the releases.',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'b',
    question:
      'The Committee requests the murder rate per 100 000 residents for each province covered by the notebook, for comparison with the national crime statistics.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the community WhatsApp group admin, on notebook b.
  {
    notebook: 'b',
    question: 'hw mny ppl got arrestd 4 illegal minin (zama zamas) altogether',
    covers: ['people', 'restricted count', 'slang', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('illegal mining')))),
  },
  {
    notebook: 'b',
    question: 'wen was da latest rape case?? pls',
    covers: ['date', 'slang', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(has('rape')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'did mpumalanga hav more kidnappings than NW y/n',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) =>
      moreThan(
        count(rows, kidnapping, inProvince('Mpumalanga')),
        count(rows, kidnapping, inProvince('North West')),
      ),
  },
  {
    notebook: 'b',
    question: 'wich municipality got da most incidents in total',
    covers: ['ranking', 'misspelling'],
    ...ranking(incidentsByMunicipality, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'hw many incidents happend on weekends in 2023 n 2024 combined',
    covers: ['calendar', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, weekend, (r) => inYear(2023)(r) || inYear(2024)(r))),
  },
];

export const fresh214QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH214_QUESTIONS, rows);
