/**
 * The two-hundred-and-fifty-third fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A bookmaker who talks in odds and form: "favourite", "odds-on", "the field", "each-way", "outsider",
 *    "photo finish", "what's the form on ..."; short, punchy betting-shop English, typed in a hurry (a
 *    dropped letter here and there: "Easten Cape", "Mpumulanga").
 * 2. A dominee (Dutch Reformed minister) in a Karoo town, writing in mixed Afrikaans and English, formal and
 *    kind: "moord", "verkragting", "roof", "gewond", "dood", "Desember", "naweek", "hoeveel", "asseblief".
 * 3. A software tester probing edge cases: "boundary inclusive", "null dates excluded", "exactly",
 *    "at least", "strictly more than", "empty result expected?", numbered steps.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every window, quarter, month, weekday and
 *   weekend, and is never the earliest or the latest; `published_date` is never read. A window "from X to
 *   Y" holds both ends. "Desember, alle jare saam" is month 12 of `event_date` in any year; "die naweek" is
 *   a Saturday or Sunday of `event_date`; the third quarter is July to September in any year; "since 1 Jan
 *   2023" is an `event_date` on or after 2023-01-01.
 * - Crimes: "moord" / "murders" are `murder` (attempted murder is not, unless the question names it);
 *   "verkragting" is `rape`; "roof" (robbery of any kind) is `armed robbery`, `robbery`, `house robbery`,
 *   `business robbery` and `cash-in-transit robbery`, never carjacking or truck hijacking; "carjacking" is
 *   `carjacking` alone and "truck hijacking" `truck hijacking` alone; "gun charges" / "illegal firearm" is
 *   `illegal firearm possession`; "kidnappings" are `kidnapping`.
 * - People are sums of the stated figures: "dood" / killed / bodies is `victims_killed`, "gewond" / injured
 *   is `victims_injured`, "kinders" (under eighteen) is `victims_children`, women and men among the victims
 *   are `victims_female` / `victims_male`, suspects nabbed / arrested is `num_suspects_arrested`; a null
 *   (unstated) figure adds nothing. "At least one dead" is a stated `victims_killed` of 1 or more. A median
 *   is taken over the stated figures only (nulls left out); the median suspect age is over every stated
 *   age in `suspect_ages`, one per suspect.
 * - Shares: the female share of victims is the sum of `victims_female` over the sum of `victims_female` and
 *   `victims_male` (victims of unstated sex left out), to one decimal as asked; a share of incidents ("met
 *   'n arrestasie", "at least one dead") is over the rows of the selection named, to the nearest whole
 *   percent; an arrest is `arrest_made === true` and "nobody nabbed" is `arrest_made === false` (an
 *   unstated arrest is neither). "Odds-on" is strictly more than half.
 * - Places: a province is `province` (KwaZulu-Natal may be answered as "KZN"); a municipality is
 *   `municipality` (rows without one are left out), answered as written or without "City of".
 * - Rankings (province favourite for murders, municipality with most injured, province favourite for
 *   rapes) carry their tally; a tie at the top is an error in the question. The "two-horse race" compares
 *   the murders of the Free State and of North West alone (other provinces do not run), and a dead heat is
 *   an error in the question. "Strictly more than" between equal counts is false.
 * - Refusals: the releases' ground truth holds no weather, no victims' home language, no coordinates, no
 *   suspects' earnings, no church membership and no identity numbers.
 */
import {
  anyCrime,
  type BlindQuestion,
  inMonths,
  kznProvinceNames,
  medianOf,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  suspectAges,
  suspectsArrested,
  tallyOf,
  trueOrFalse,
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
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  sum,
  text,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const rape = has('rape');
/** "Roof": a robbery of any kind; carjacking and truck hijacking are not among them. */
const roof = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
const firearm = has('illegal firearm possession');
/** At least one victim stated killed. */
const someoneKilled = (r: DevRow) => (r.victims_killed ?? 0) >= 1;

const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
const rapeProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(rape), (r) => r.province);
const injuredMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_injured ?? 0,
  );
/** The head-to-head of two provinces on murders: the one with more; a dead heat is an error in the question. */
function murderHeadToHead(rows: readonly DevRow[], first: string, second: string) {
  const firstMurders = count(rows, murder, inProvince(first));
  const secondMurders = count(rows, murder, inProvince(second));
  if (firstMurders === secondMurders) throw new Error(`dead heat: ${firstMurders} murders each`);
  return text(firstMurders > secondMurders ? first : second);
}

export const FRESH253_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the bookmaker, on notebook a.
  {
    notebook: 'a',
    question: "What's the form on the provinces for murders - who's the favourite in the field?",
    covers: ['ranking', 'slang'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'Kidnappings: is Gauteng odds-on, i.e. more than half of all the kidnapping jobs? Yes or no.',
    covers: ['yes/no', 'share', 'slang'],
    expect: (rows) => {
      const kidnappings = rows.filter(has('kidnapping'));
      return yesNo(2 * count(kidnappings, inProvince('Gauteng')) > kidnappings.length);
    },
  },
  {
    notebook: 'a',
    question: 'Each-way punt on the Easten Cape: murder or attempted murder jobs, how many bodies all told?',
    covers: ['people', 'conjunction', 'misspelling', 'slang'],
    expect: (rows) =>
      number(
        peopleTotal(
          'victims_killed',
          rowsWhere(rows, anyCrime('murder', 'attempted murder'), inProvince('Eastern Cape')),
        ),
      ),
  },
  {
    notebook: 'a',
    question: 'No photo finish I hope - which municipality tops the card for people injured?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(injuredMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'What was the going on murder days - wet or dry? Need the weather for each murder before I price it.',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the dominee, on notebook a.
  {
    notebook: 'a',
    question:
      'Goeie dag. Ek berei my Kerspreek voor en wil graag weet: hoeveel moord-sake was daar in Desember, alle jare saam? Baie dankie.',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder, inMonths(12, 12))),
  },
  {
    notebook: 'a',
    question:
      'Beste vriende, hoeveel mense is altesaam gewond (injured) in voorvalle wat oor die naweek, Saterdag of Sondag, gebeur het, asseblief?',
    covers: ['people', 'calendar', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(weekend))),
  },
  {
    notebook: 'a',
    question:
      "Met 'n swaar hart vra ek: op watter datum het die vroegste verkragting in hierdie verslae plaasgevind? Die dag van die daad self, nie die dag van die persverklaring nie.",
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(rape), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Ek wil die families in hul eie taal gaan troos. Wat was die huistaal (home language) van elke slagoffer in hierdie verslae, asseblief?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      "Vriendelike groete. Watter persentasie van die moord-sake het wel 'n arrestasie gehad, tot die naaste heel persent, asseblief?",
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(murder), arrested),
  },

  // Voice 3, the software tester, on notebook a.
  {
    notebook: 'a',
    question:
      'Test 1. Step 1: take incidents with illegal firearm possession. Step 2: keep event_date from 2019-01-01 to 2022-12-31, boundary inclusive, null dates excluded. Step 3: count. Expected exactly how many?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, firearm, within('2019-01-01', '2022-12-31'))),
  },
  {
    notebook: 'a',
    question:
      'Test 2. Over the murder incidents only, what is the median number of suspects arrested per incident (nulls excluded, even count -> mean of the two middle values)?',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      number(
        medianOf(
          rows
            .filter(murder)
            .map((r) => r.num_suspects_arrested)
            .filter((n): n is number => n !== null),
        ),
      ),
  },
  {
    notebook: 'a',
    question:
      'Test 3. Assert: count of carjacking incidents is strictly more than count of truck hijacking incidents. True or false?',
    covers: ['yes/no', 'restricted count'],
    expect: (rows) => trueOrFalse(count(rows, has('carjacking')) > count(rows, has('truck hijacking'))),
  },
  {
    notebook: 'a',
    question:
      'Test 4. Return the GPS coordinates (lat/long) of every cash-in-transit robbery scene. Empty result expected?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Test 5. Among victims with a stated sex (female + male; unstated excluded), what percentage were female? Round to exactly one decimal place.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = sum(rows.map((r) => r.victims_female));
      return percentage(female, female + sum(rows.map((r) => r.victims_male)), 1);
    },
  },

  // Voice 1, the bookmaker, on notebook b.
  {
    notebook: 'b',
    question: 'Rapes - which province is the favourite, out in front of the field?',
    covers: ['ranking'],
    ...ranking(rapeProvinceTally),
  },
  {
    notebook: 'b',
    question: 'Outsider check, Limpopo: how many jobs where nobody got nabbed at all?',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, inProvince('Limpopo'), notArrested)),
  },
  {
    notebook: 'b',
    question: 'Two-horse race on murders: Free State or North West, which one wins it?',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) => murderHeadToHead(rows, 'Free State', 'North West'),
  },
  {
    notebook: 'b',
    question: "What's the form since 1 Jan 2023 - total suspects nabbed across everything from then on?",
    covers: ['people', 'calendar', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(sinceYear(2023)))),
  },
  {
    notebook: 'b',
    question: 'What were the nabbed lads earning a month, on average? Want to know who can cover a bet.',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the dominee, on notebook b.
  {
    notebook: 'b',
    question:
      'Liewe mense, dit breek my hart. Hoeveel kinders (onder 18) was altesaam slagoffers in die verkragting-sake, asseblief?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(rape))),
  },
  {
    notebook: 'b',
    question:
      'Goeie more. Hoeveel roof-sake van enige soort (gewapende roof, huisroof, besigheidsroof, kontantkar) was daar in die Vrystaat? Kapings tel nie.',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, roof, inProvince('Free State'))),
  },
  {
    notebook: 'b',
    question:
      'Wanneer was die mees onlangse moord in Limpopo, volgens die datum van die voorval self, asseblief?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Limpopo')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      "Ek is dominee in 'n klein Karoo-dorp. Hoeveel van die slagoffers in hierdie verslae was lidmate van die NG Kerk, asseblief?",
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Watter persentasie van al die voorvalle het ten minste een persoon dood gelaat? Tot die naaste heel persent, asseblief.',
    covers: ['share', 'people'],
    expect: (rows) => percentOf(rows, someoneKilled),
  },

  // Voice 3, the software tester, on notebook b.
  {
    notebook: 'b',
    question:
      'Case 1. Filter: murder AND event_date in July, August or September of any year (null dates excluded). Expected count, exactly?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, murder, inMonths(7, 9))),
  },
  {
    notebook: 'b',
    question:
      'Case 2. Earliest event_date among incidents with illegal firearm possession (null dates excluded, not published_date)?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(firearm), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'Case 3. Median suspect age across all suspects whose age is stated, one value per suspect (even count -> mean of the two middle ages)?',
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'b',
    question:
      'Case 4. Assert: incidents on a Friday are strictly more than incidents on a Saturday (by event_date, nulls excluded). True or false?',
    covers: ['yes/no', 'calendar'],
    expect: (rows) =>
      trueOrFalse(
        count(rows, (r) => weekday(r) === 'Friday') > count(rows, (r) => weekday(r) === 'Saturday'),
      ),
  },
  {
    notebook: 'b',
    question:
      'Case 5. List the ID numbers of all suspects arrested in the rape cases. Empty result expected?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh253QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH253_QUESTIONS, rows);
