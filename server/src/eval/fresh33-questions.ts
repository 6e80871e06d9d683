/**
 * The thirty-third fresh question set, written blind: without reading the answering engine, the
 * earlier question sets or the project's notes on its fixes, and never asked of the product before it
 * is run once, first try. Its voices: a church outreach coordinator (women, children, families, GBV;
 * warm, a little context before the ask), a tourism board safety officer (places, seasons, parks,
 * "the Mother City"; brisk and practical), and a cautious fact-checker who double-checks everything
 * ("please confirm", "just to verify"). Each voice asks five questions about each development notebook;
 * every expectation is computed from the ground truth by the code below.
 *
 * Readings:
 * - An incident is one release (one row); a count of incidents of a crime counts the rows whose
 *   `crimes` hold it ("extorsion", "kidnaping" are misspelt extortion, kidnapping). "GBV cases", as the
 *   question says, are rape incidents; "the Mother City" is the City of Cape Town municipality; "KZN"
 *   is KwaZulu-Natal. "Both X and Y" holds both; "X that did not involve Y" holds X and not Y.
 * - A window ("since 2019", "since 2020", "between 2020 and 2024 inclusive") is on `event_date`, both
 *   ends inclusive; "December or January" is those months of any year; a weekend incident's
 *   `event_date` falls on a Saturday or Sunday. An undated incident is in no window, month or weekday.
 * - People figures sum the stated figures: `victims_children`, `victims_female`, `victims_male`,
 *   `num_victims`, `victims_killed`, `victims_injured`, `num_suspects_arrested`; a null figure is not
 *   stated and adds nothing. "The victim knew the attacker" is a stated `relationship` of partner,
 *   family or acquaintance. A rape case "with a child among the victims" has a stated
 *   `victims_children` above 0.
 * - Shares are to the nearest whole percent: rape cases with a child victim over all rape cases;
 *   Mpumalanga weekend incidents over the dated Mpumalanga incidents; murder incidents over all
 *   incidents.
 * - A ranking names the single top key: provinces by the victims summed (`num_victims`), provinces by
 *   incidents in December or January, municipalities by incidents (named with or without "City of").
 *   "More ... than" is strict: equal is No.
 * - The earliest or latest date is over the dated incidents of the selection.
 * - Refused: the victims' religious denomination, hotel occupancy rates, and whether any victim was
 *   pregnant, which no release states (the release texts were searched for religio, denominat,
 *   christian, muslim, catholic, methodist, anglican, mosque, congregation, faith, hotel, occupancy,
 *   lodge, pregnan and expecting; "church" occurs only as a building or a pastor's church, "B&B" only as
 *   a hiding place).
 */
import {
  type BlindQuestion,
  femaleVictims,
  knewTheAttacker,
  kznProvinceNames,
  maleVictims,
  not,
  peopleTotal,
  ranking,
  stated,
  suspectsArrested,
  tallyOf,
  victims,
  yesNo,
} from './blind-sets';
import type { DevRow } from './dev-set';
import {
  casesOf,
  count,
  dateAt,
  has,
  inProvince,
  month,
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
  within,
} from './ground-truth-questions';

const childVictim = (r: DevRow) => (stated('victims_children')(r) ?? 0) > 0;
const decemberOrJanuary = (r: DevRow) => month(r) === 12 || month(r) === 1;
const inMotherCity = (r: DevRow) => r.municipality === 'City of Cape Town';

export const FRESH33_QUESTIONS: BlindQuestion[] = [
  // Notebook a: the church outreach coordinator.
  {
    notebook: 'a',
    question:
      'Our outreach team visits families after a murder, and the ones with children hit us hardest. How many children were among the victims in the murder cases?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(has('murder')))),
  },
  {
    notebook: 'a',
    question:
      'In how many incidents did the victim know the attacker, whether a partner, a family member or an acquaintance?',
    covers: ['people'],
    expect: (rows) => number(count(rows, knewTheAttacker)),
  },
  {
    notebook: 'a',
    question:
      "We are planning a women's support day in the Eastern Cape. How many female victims were there in that province?",
    covers: ['people', 'restricted count'],
    expect: (rows) => number(femaleVictims(rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question: 'Taking all the incidents together, were there more female victims than male victims?',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(femaleVictims(rows) > maleVictims(rows)),
  },
  {
    notebook: 'a',
    question:
      'Which church denominations did the victims belong to? We would like to reach out to their congregations.',
    covers: ['refusal'],
    expect: refusal,
  },
  // Notebook a: the tourism board safety officer.
  {
    notebook: 'a',
    question:
      'December and January are our peak tourist months. How many incidents fell in December or January, in any year?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, decemberOrJanuary)),
  },
  {
    notebook: 'a',
    question: 'Were there more poaching incidents in the Western Cape than in KwaZulu-Natal?',
    covers: ['yes/no'],
    expect: (rows) =>
      yesNo(
        count(rows, has('poaching'), inProvince('Western Cape')) >
          count(rows, has('poaching'), inProvince('KwaZulu-Natal')),
      ),
  },
  {
    notebook: 'a',
    question: 'For our visitor advisories: which province had the highest total number of victims?',
    covers: ['ranking', 'people'],
    ...ranking(
      (rows) =>
        tallyOf(
          rows,
          (r) => r.province,
          (r) => r.num_victims ?? 0,
        ),
      kznProvinceNames,
    ),
  },
  {
    notebook: 'a',
    question: 'How many incidents in the Mother City since 2019?',
    covers: ['slang', 'calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMotherCity, sinceYear(2019))),
  },
  {
    notebook: 'a',
    question: 'When was the most recent incident in KZN?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(inProvince('KwaZulu-Natal')), 'latest'),
  },
  // Notebook a: the cautious fact-checker.
  {
    notebook: 'a',
    question: 'Can you double-check the total number of suspects arrested across all the incidents?',
    covers: ['people'],
    expect: (rows) => number(suspectsArrested(rows)),
  },
  {
    notebook: 'a',
    question:
      'I want to confirm a figure: how many incidents list both murder and illegal firearm possession?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('murder'), has('illegal firearm possession'))),
  },
  {
    notebook: 'a',
    question: 'Just to verify: on what date did the earliest incident in this notebook happen?',
    covers: ['date'],
    expect: (rows) => dateAt(rows, 'earliest'),
  },
  {
    notebook: 'a',
    question: 'How many incidents of extorsion were recorded? Please check twice.',
    covers: ['misspelling'],
    expect: (rows) => number(count(rows, has('extortion'))),
  },
  {
    notebook: 'a',
    question: 'Could you confirm what percentage of the incidents involved murder? A whole number is fine.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, has('murder')),
  },

  // Notebook b: the church outreach coordinator.
  {
    notebook: 'b',
    question: 'How many GBV cases (rapes, I mean) have there been since 2020?',
    covers: ['slang', 'calendar'],
    expect: (rows) => number(count(rows, has('rape'), sinceYear(2020))),
  },
  {
    notebook: 'b',
    question: 'How many children were victims in the rape cases?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(has('rape')))),
  },
  {
    notebook: 'b',
    question:
      'It breaks my heart to ask this, but what percentage of the rape cases had a child under 18 among the victims? A whole percent, please.',
    covers: ['share', 'people'],
    expect: (rows) => percentOf(rows.filter(has('rape')), childVictim),
  },
  {
    notebook: 'b',
    question: 'When did the most recent rape happen?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('rape')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'How many kidnaping cases also involved a murder?',
    covers: ['conjunction', 'misspelling'],
    expect: (rows) => number(count(rows, has('kidnapping'), has('murder'))),
  },
  // Notebook b: the tourism board safety officer.
  {
    notebook: 'b',
    question: 'Our game lodges ask about this a lot: when was the most recent poaching incident?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('poaching')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Which province had the most incidents in December or January, in any year?',
    covers: ['ranking', 'calendar'],
    ...ranking((rows) => tallyOf(rows.filter(decemberOrJanuary), (r) => r.province), kznProvinceNames),
  },
  {
    notebook: 'b',
    question:
      'Of the Mpumalanga incidents with a known date, what percentage happened on a weekend? Nearest whole percent.',
    covers: ['share', 'calendar'],
    expect: (rows) =>
      percentOf(
        rows.filter((r) => inProvince('Mpumalanga')(r) && r.event_date !== null),
        weekend,
      ),
  },
  {
    notebook: 'b',
    question: 'In Mpumalanga, were more victims injured than killed?',
    covers: ['yes/no', 'people'],
    expect: (rows) => {
      const mpumalanga = rows.filter(inProvince('Mpumalanga'));
      return yesNo(peopleTotal('victims_injured', mpumalanga) > peopleTotal('victims_killed', mpumalanga));
    },
  },
  {
    notebook: 'b',
    question: 'What were the hotel occupancy rates in the towns where these incidents happened?',
    covers: ['refusal'],
    expect: refusal,
  },
  // Notebook b: the cautious fact-checker.
  {
    notebook: 'b',
    question: 'Please confirm the total number of victims in the Free State incidents.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(victims(rows.filter(inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question: 'Just to verify: how many incidents were in the Northern Cape between 2020 and 2024 inclusive?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Northern Cape'), within('2020-01-01', '2024-12-31'))),
  },
  {
    notebook: 'b',
    question: 'How many murder cases did not involve a kidnapping? I want to be sure of my number.',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('murder'), not(has('kidnapping')))),
  },
  {
    notebook: 'b',
    question: "Which municipality had the most incidents? I'd like to double-check the one I have.",
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(rows, (r) => r.municipality), municipalityNames),
  },
  {
    notebook: 'b',
    question: 'How many of the victims were pregnant? I need to verify a claim before we publish.',
    covers: ['refusal'],
    expect: refusal,
  },
];

/** The set's questions with their expectations worked out over the development set's ground truth. */
export const fresh33QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH33_QUESTIONS, rows);
