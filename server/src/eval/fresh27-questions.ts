/**
 * The twenty-seventh fresh question set, written blind: without reading the answering engine, the
 * earlier question sets or the project's notes on its fixes, and never asked of the product before it
 * is run once, first try. Its voices: a police reservist training officer (officers as victims,
 * arrests, stations), an academic writing a journal article (formal, precise), and a call-centre agent
 * for a victims' helpline (simple, kind wording). Fifteen questions about each development notebook;
 * every expectation is computed from the ground truth by the code below.
 *
 * Readings:
 * - An incident is one release (one row); a count of incidents of a crime counts the rows whose
 *   `crimes` hold it. "Armed robbery together with illegal firearm possession" is an incident holding
 *   both. "Hijackings" are carjacking or truck hijacking; "Joburg" is the City of Johannesburg.
 * - A window ("from 2023 onward", "in 2022", "in 2024", "January to March of any year") is on
 *   `event_date`, both ends inclusive; an undated incident is in no window.
 * - People figures sum the stated figures: `num_suspects_arrested`, `victims_female`, `victims_male`,
 *   `victims_police`, `num_victims`; a null figure is not stated and adds nothing. Incidents "with a
 *   police officer among the victims" have a stated `victims_police` above 0. "Kidnapping victims" are
 *   the `num_victims` of the kidnapping incidents; "women and girls" in rape cases are their
 *   `victims_female`.
 * - "Arrests" as an incident count are `arrest_made` true; "nobody arrested" is `arrest_made` false.
 * - An acquaintance relationship is a stated `relationship` of acquaintance; the share of them is taken
 *   over the incidents whose relationship is stated.
 * - Means: the mean number of victims per incident over the incidents that state a victim count, to one
 *   decimal; the mean suspect age over the stated ages (one per suspect), to one decimal.
 * - A weekend incident's `event_date` falls on a Saturday or Sunday; its share is taken over the dated
 *   incidents, to the nearest whole percent.
 * - A ranking names the single top key: police stations by incidents (the `police_station` stated),
 *   crime categories by incidents, municipalities by suspects arrested. "More ... than" is strict.
 * - The earliest date is over the dated incidents of the selection.
 * - Refused: the suspects' monthly incomes and the rape victims' home languages, which no release
 *   states (the release texts were searched for income, salary, wage, earn, language and the names of
 *   languages).
 */
import {
  type BlindQuestion,
  femaleVictims,
  inMunicipality,
  maleVictims,
  peopleTotal,
  percentage,
  ranking,
  stated,
  suspectAges,
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
  meanOf,
  notArrested,
  number,
  refusal,
  sinceYear,
  weekend,
} from './ground-truth-questions';

const policeVictim = (r: DevRow) => (stated('victims_police')(r) ?? 0) > 0;
const hijacking = (r: DevRow) => has('carjacking')(r) || has('truck hijacking')(r);
const firstQuarter = (r: DevRow) => {
  const m = r.event_date ? Number(r.event_date.slice(5, 7)) : 0;
  return m >= 1 && m <= 3;
};

export const FRESH27_QUESTIONS: BlindQuestion[] = [
  // Notebook a: the police reservist training officer.
  {
    notebook: 'a',
    question:
      'For a reservist training session: in how many incidents was a police officer among the victims?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(count(rows, policeVictim)),
  },
  {
    notebook: 'a',
    question: 'Which police station dealt with the most incidents?',
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(rows, (r) => r.police_station)),
  },
  {
    notebook: 'a',
    question: 'How many suspects were arrested in Gauteng from 2023 onward?',
    covers: ['people', 'calendar'],
    expect: (rows) =>
      number(suspectsArrested(rows.filter((r) => inProvince('Gauteng')(r) && sinceYear(2023)(r)))),
  },
  {
    notebook: 'a',
    question: 'Were more suspects arrested in KZN than in Gauteng?',
    covers: ['yes/no', 'people'],
    expect: (rows) =>
      yesNo(
        suspectsArrested(rows.filter(inProvince('KwaZulu-Natal'))) >
          suspectsArrested(rows.filter(inProvince('Gauteng'))),
      ),
  },
  // Notebook a: the academic writing a journal article.
  {
    notebook: 'a',
    question:
      'Of the incidents with a known date, what proportion occurred on a Saturday or a Sunday? Please give a whole percentage.',
    covers: ['share', 'calendar'],
    expect: (rows) => {
      const dated = rows.filter((r) => r.event_date !== null);
      return percentage(dated.filter(weekend).length, dated.length);
    },
  },
  {
    notebook: 'a',
    question:
      'Among incidents that report a victim count, what is the mean number of victims per incident, to one decimal place?',
    covers: ['people'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.num_victims),
        1,
      ),
  },
  {
    notebook: 'a',
    question: 'In how many incidents is the perpetrator described as an acquaintance of the victim?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => r.relationship === 'acquaintance')),
  },
  {
    notebook: 'a',
    question: 'Which crime category occurs in the largest number of incidents?',
    covers: ['ranking'],
    ...ranking((rows) =>
      tallyOf(
        rows.flatMap((r) => r.crimes),
        (crime) => crime,
      ),
    ),
  },
  {
    notebook: 'a',
    question: 'What is the earliest recorded incident date in the Western Cape?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Western Cape')), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'What were the monthly incomes of the arrested suspects?',
    covers: ['refusal'],
    expect: refusal,
  },
  // Notebook a: the victims' helpline agent.
  {
    notebook: 'a',
    question: 'Hello, I work on a victims helpline. How many women and girls were victims in total?',
    covers: ['people'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'a',
    question: 'How many people were victims of kidnapping?',
    covers: ['people'],
    expect: (rows) => number(victims(rows.filter(has('kidnapping')))),
  },
  {
    notebook: 'a',
    question: 'How many rape cases were there in the Estern Cape?',
    covers: ['misspelling', 'restricted count'],
    expect: (rows) => number(count(rows, has('rape'), inProvince('Eastern Cape'))),
  },
  {
    notebook: 'a',
    question: 'how many hijackings in Joburg?',
    covers: ['slang', 'restricted count'],
    expect: (rows) => number(count(rows, hijacking, inMunicipality('City of Johannesburg'))),
  },
  {
    notebook: 'a',
    question: 'Sadly, how many people were killed in the Gauteng incidents?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Gauteng')))),
  },
  // Notebook b: the police reservist training officer.
  {
    notebook: 'b',
    question: 'How many Limpopo incidents ended in an arrest?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, inProvince('Limpopo'), arrested)),
  },
  {
    notebook: 'b',
    question: 'How many police officers were victims in murder cases?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(has('murder')))),
  },
  {
    notebook: 'b',
    question: 'How many incidents combined armed robbery with illegal firearm possession?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('armed robbery'), has('illegal firearm possession'))),
  },
  {
    notebook: 'b',
    question: 'Which municipality had the most suspects arrested?',
    covers: ['ranking', 'people'],
    ...ranking(
      (rows) =>
        tallyOf(
          rows,
          (r) => r.municipality,
          (r) => r.num_suspects_arrested ?? 0,
        ),
      (name) => [name, name.replace(/^City of /, '')],
    ),
  },
  {
    notebook: 'b',
    question: 'When was the earliest incident in which a police officer was a victim?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(policeVictim), 'earliest'),
  },
  // Notebook b: the academic writing a journal article.
  {
    notebook: 'b',
    question:
      'Of the incidents in which the relationship between perpetrator and victim is stated, what percentage involved an acquaintance?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const known = rows.filter((r) => r.relationship !== null && r.relationship !== undefined);
      return percentage(known.filter((r) => r.relationship === 'acquaintance').length, known.length);
    },
  },
  {
    notebook: 'b',
    question: 'What is the mean age of suspects in North West incidents, to one decimal place?',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows.filter(inProvince('North West'))), 1),
  },
  {
    notebook: 'b',
    question: 'What is the total number of male victims?',
    covers: ['people'],
    expect: (rows) => number(maleVictims(rows)),
  },
  {
    notebook: 'b',
    question: 'How many incidents took place in January, February or March, in any year?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, firstQuarter)),
  },
  {
    notebook: 'b',
    question: 'Did the number of incidents in 2024 exceed the number in 2022?',
    covers: ['yes/no', 'calendar'],
    expect: (rows) => yesNo(count(rows, inYear(2024)) > count(rows, inYear(2022))),
  },
  // Notebook b: the victims' helpline agent.
  {
    notebook: 'b',
    question: 'How many women and girls were victims in the rape cases?',
    covers: ['people'],
    expect: (rows) => number(femaleVictims(rows.filter(has('rape')))),
  },
  {
    notebook: 'b',
    question: 'In the Northern Cape, how many incidents ended with nobody arrested?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, inProvince('Northern Cape'), notArrested)),
  },
  {
    notebook: 'b',
    question: 'How many kidnaping cases were there altogether?',
    covers: ['misspelling', 'restricted count'],
    expect: (rows) => number(count(rows, has('kidnapping'))),
  },
  {
    notebook: 'b',
    question: 'How many cops were victims in the North West cases?',
    covers: ['slang', 'people'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question: 'What home languages do the rape victims speak, so we can match them with a counsellor?',
    covers: ['refusal'],
    expect: refusal,
  },
];

/** The set's questions with their expectations worked out over the development set's ground truth. */
export const fresh27QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH27_QUESTIONS, rows);
