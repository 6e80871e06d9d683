/**
 * The hundred-and-twenty-eighth fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is worked out from the ground-truth rows of the question's own
 * notebook, never typed in as a figure.
 *
 * The voices (five questions to each notebook from each):
 * 1. A gender-based-violence researcher at an NGO: women and child victims, rape and sexual offences,
 *    who the attacker was to the victim; writes in research shorthand ("GBV", "survivors", "IPV"),
 *    sometimes in lower case, now and then a typo ("sexual assualt").
 * 2. The chairperson of a community safety forum: plain, chatty English about local places and arrests,
 *    with street words ("nabbed", "cops", "got off") and slips ("arested", "Mpumalanaga").
 * 3. A parliamentary researcher preparing a briefing: formal, exact, states the conditions in full
 *    ("inclusive", "expressed as a whole percentage", "at the time of the release").
 *
 * How the ground truth is read (one row is one incident; a crime question counts the rows whose `crimes`
 * hold the category, whatever else they hold):
 * - Dates come from `event_date` only. An undated row belongs to no year, period, "from ... onwards"
 *   window, and is neither the earliest nor the latest; `published_date` is never consulted.
 *   "Between 2020 and 2024" includes both years.
 * - People are sums of the figures a release states: `victims_killed`, `victims_injured`,
 *   `victims_children` (under eighteen), `victims_police` (officers, on or off duty), `victims_female`
 *   (women and girls), `victims_male`, `suspects_female` / `suspects_male` (the case's suspects,
 *   arrested or sought) and `num_suspects_arrested` (arrested, nabbed). A null figure is unstated and
 *   adds nothing; it is never read as zero or guessed from `num_victims`.
 * - "An incident with a police officer among the victims" is a row whose stated `victims_police` is
 *   above zero; "with a child victim" likewise for `victims_children`.
 * - Sexual offences are `rape` and `sexual assault`; "rape" alone is `rape`. Murder is `murder` only.
 *   Kidnapping is `kidnapping`.
 * - The attacker's tie to the victim is `relationship`: "knew the attacker" is `partner`, `family` or
 *   `acquaintance`; rows with a null relationship are not counted as either known or unknown, and a
 *   share of relationships is taken over the rows that state one.
 * - Arrests: "nobody arrested" / "got off" is a stated `arrest_made === false` (an unstated one is
 *   neither); "led to an arrest" is `arrest_made === true`.
 * - Places: a province is `province`; a municipality is `municipality` (rows without one are left
 *   out), answered as written or without "City of". "Durban" is the `eThekwini` municipality;
 *   "Ekurhuleni" the `Ekurhuleni` municipality; "Mangaung" the `Mangaung` municipality. A township or
 *   farm ("Khayelitsha", "on a farm") is a row whose `location` holds that word, in any case.
 * - Shares are whole percentages: the share of incidents is over the rows the question names; the
 *   share of female victims is the stated `victims_female` over stated `victims_female` plus
 *   `victims_male`.
 * - "How many more in P than in Q" is the difference of the two sums or counts; P must have more.
 * - Rankings (municipality with most arrests, province with most injured, province with most rape
 *   incidents, North West municipality with most incidents) carry their tally; a tie at the top is an
 *   error in the question.
 * - Refusals: the ground truth records no protection orders, no victims' ages (only whether a victim
 *   was a child), and nothing about convictions or sentences, so those questions are to be refused.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  femaleVictims,
  inMunicipality,
  knewTheAttacker,
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
  arrested,
  casesOf,
  count,
  dateAt,
  excessOf,
  has,
  inProvince,
  inYear,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  within,
} from './ground-truth-questions';

/** A sexual offence: rape or sexual assault. */
const sexualOffence = anyCrime('rape', 'sexual assault');
const rape = has('rape');
const murder = has('murder');
/** A stated figure above zero. */
const someKilled = (r: DevRow) => (r.victims_killed ?? 0) > 0;
const childVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;
const policeVictim = (r: DevRow) => (r.victims_police ?? 0) > 0;
const byFamily = (r: DevRow) => r.relationship === 'family';

const arrestsByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.num_suspects_arrested ?? 0,
  );
const rapeByProvince = (rows: readonly DevRow[]) => tallyOf(rows.filter(rape), (r) => r.province);
const northWestMunicipalities = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(inProvince('North West')), (r) => r.municipality);

export const FRESH128_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the GBV researcher, on notebook a.
  {
    notebook: 'a',
    question: 'how many rape or sexual assualt incidents are in here? incidents, not survivors',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, sexualOffence)),
  },
  {
    notebook: 'a',
    question:
      "For the cases where the victim knew the perpetrator (partner, family or someone they knew), what's the total number of female victims?",
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_female', rows.filter(knewTheAttacker))),
  },
  {
    notebook: 'a',
    question:
      'Of all victims where sex is recorded, what percentage were women or girls? Whole number is fine.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = femaleVictims(rows);
      return percentage(female, female + maleVictims(rows));
    },
  },
  {
    notebook: 'a',
    question:
      'Is there at least one case where a family member was the attacker and someone actually died? Just yes/no for now',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, byFamily, someKilled) > 0),
  },
  {
    notebook: 'a',
    question:
      'In the IPV and rape cases, how many of the survivors had a protection order in place against the perpetrator beforehand?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the community safety forum chairperson, on notebook a.
  {
    notebook: 'a',
    question:
      'How many incidents were there in Khayelitsha? Any part of Khayelitsha counts, Site B, Site C, all of it.',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, atPlace('Khayelitsha'))),
  },
  {
    notebook: 'a',
    question: 'Which municipality had the most suspects arrested overall? And how many?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'Was there ever a case in Ekurhuleni where nobody got nabbed?',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, inMunicipality('Ekurhuleni'), notArrested) > 0),
  },
  {
    notebook: 'a',
    question: 'When was the last murder in Durban itself? Date please',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inMunicipality('eThekwini')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'our members want to know, from 2023 onwards how many suspects got arested in Gauteng in total',
    covers: ['people', 'calendar', 'conjunction', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, inProvince('Gauteng'), sinceYear(2023)))),
  },

  // Voice 3, the parliamentary researcher, on notebook a.
  {
    notebook: 'a',
    question:
      'Please provide the total number of police officers, on or off duty, recorded as victims in incidents in the Western Cape.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'What proportion of incidents in the Eastern Cape had resulted in no arrest at the time of the release, expressed as a whole percentage?',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(inProvince('Eastern Cape')), notArrested),
  },
  {
    notebook: 'a',
    question: 'Which province recorded the highest number of persons injured, and what was that number?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_injured'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Kindly indicate the total number of male suspects, whether arrested or still sought, in incidents that involved kidnapping.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('suspects_male', rows.filter(has('kidnapping')))),
  },
  {
    notebook: 'a',
    question:
      'For the period 2020 to 2024 inclusive, by how many did the number of persons killed in KwaZulu-Natal exceed the number killed in the Eastern Cape?',
    covers: ['people', 'calendar', 'conjunction'],
    expect: (rows) => {
      const period = within('2020-01-01', '2024-12-31');
      return excessOf(
        rows,
        (r) => period(r) && inProvince('KwaZulu-Natal')(r),
        (r) => period(r) && inProvince('Eastern Cape')(r),
        (selected) => peopleTotal('victims_killed', selected),
      );
    },
  },

  // Voice 1, the GBV researcher, on notebook b.
  {
    notebook: 'b',
    question: 'Northern Cape rape cases - total number of child victims (under 18)?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      number(peopleTotal('victims_children', rowsWhere(rows, rape, inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question:
      'Where the relationship between attacker and victim is actually stated, what share of attackers were acquaintances of the victim (%)?',
    covers: ['share'],
    expect: (rows) =>
      percentOf(
        rows.filter((r) => r.relationship !== null && r.relationship !== undefined),
        (r) => r.relationship === 'acquaintance',
      ),
  },
  {
    notebook: 'b',
    question: 'Which province has the most rape incidents in this notebook?',
    covers: ['ranking', 'restricted count'],
    ...ranking(rapeByProvince, kznProvinceNames),
  },
  {
    notebook: 'b',
    question: "what's the earliest date we have for a rape where the victim was a child?",
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, rape, childVictim), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'How old was the youngest rape survivor in these cases? Need it for our child-protection brief.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the community safety forum chairperson, on notebook b.
  {
    notebook: 'b',
    question: 'In Mangaung, how many of the cases actually led to someone being arrested?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, inMunicipality('Mangaung'), arrested)),
  },
  {
    notebook: 'b',
    question: 'Total number of suspects the cops nabbed in Mpumalanaga, all cases added up?',
    covers: ['people', 'slang', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Mpumalanga')))),
  },
  {
    notebook: 'b',
    question: 'Did anything happen on a farm in Limpopo? yes or no',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, atPlace('farm'), inProvince('Limpopo')) > 0),
  },
  {
    notebook: 'b',
    question: 'Looking only at North West, which municipality comes up the most times?',
    covers: ['ranking'],
    ...ranking(northWestMunicipalities, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'How many incidents do you have for 2024, all crimes, all places?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inYear(2024))),
  },

  // Voice 3, the parliamentary researcher, on notebook b.
  {
    notebook: 'b',
    question:
      'Please state the total number of female suspects, whether arrested or sought, across all incidents in this notebook.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question:
      'Of the incidents that occurred in 2022, what percentage took place in Mpumalanga? Please express it as a whole percentage.',
    covers: ['share', 'calendar'],
    expect: (rows) => percentOf(rows.filter(inYear(2022)), inProvince('Mpumalanga')),
  },
  {
    notebook: 'b',
    question: 'How many more incidents involving murder were recorded in the Free State than in Mpumalanga?',
    covers: ['conjunction', 'restricted count'],
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
      'On what date did the most recent incident in which a member of the South African Police Service was among the victims occur?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(policeVictim), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'What proportion of the suspects arrested in these incidents were subsequently convicted, and what sentences were imposed?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh128QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH128_QUESTIONS, rows);
