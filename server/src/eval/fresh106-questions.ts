/**
 * The hundred-and-sixth fresh question set (blind): thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A Setswana-speaking radio news reader in North West: reads out a headline or two before asking,
 *    mixes Setswana into English ("Dumelang bareetsi", "batho ba ba bolailweng" for the people killed,
 *    "mapodise" for the police, "bana" for children, "ke bokae?" for how many, "ee kgotsa nnyaa" for
 *    yes or no, "Lamatlhatso" for Saturday, "masepala" for municipality, "porofense" for province).
 * 2. A Twitter/X user writing a thread: numbered tweets ("1/", "2/"), hashtags (#CrimeStats #GBV),
 *    @mentions, emojis, all-caps emphasis, slang ("cops", "zama zamas", "KZN") and hurried spelling
 *    ("kidnaping", "murdas"), with the question in the last tweet.
 * 3. A victim-support volunteer at a magistrate's court: court-room vocabulary ("the matter was
 *    postponed", "complainant", "accused", "J88", "docket", "remanded in custody") around precise
 *    questions; "matter" means one incident.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, weekday and weekend, and is
 *   never the earliest or the latest; `published_date` is never read. A weekday ("on a Monday",
 *   "ka Lamatlhatso", Saturday) and a weekend (Saturday or Sunday) are those of `event_date`. "In 2024"
 *   is an `event_date` in that calendar year.
 * - Crime categories: "murder" / "murdas" is `murder` alone (attempted murder and culpable homicide are
 *   not murders); "attempted murder" is `attempted murder`; "rape" is `rape` alone (not sexual assault);
 *   "kidnapping" / "kidnaping" is `kidnapping`; "CIT" / "cash-in-transit heist" is
 *   `cash-in-transit robbery`; "zama zamas" is `illegal mining`.
 * - People are sums of the stated figures: `victims_killed` (batho ba ba bolailweng, killed),
 *   `victims_children` (bana, children under eighteen), `victims_police` (mapodise, cops, police officers
 *   on or off duty), `victims_female` / `victims_male` (women / men among the victims, female / male
 *   complainants), `num_suspects_arrested` (suspects arrested, accused in custody). A null (unstated)
 *   figure adds nothing. "Was a police officer among the victims" is yes when some row's stated
 *   `victims_police` is above zero.
 * - "The accused knew the complainant" is `relationship` of `partner`, `family` or `acquaintance`; a
 *   null relationship is not known and is not counted.
 * - "No arrest" / "nobody arrested yet" is `arrest_made === false`.
 * - Shares round to the nearest whole percent. A share of incidents is over the rows named (all the
 *   notebook's rows, or those of the crime asked about). The share of victims who were female is the
 *   sum of `victims_female` over the sum of `victims_female` and `victims_male` (nulls add nothing).
 * - "How many more in P than in Q" is the difference of the two counts (or sums); P must have more.
 * - Places: a province is `province` (KwaZulu-Natal also "KZN"); a municipality ("masepala") is
 *   `municipality`, rows without one left out.
 * - Rankings (province with most kidnappings, North West municipality with most incidents, province with
 *   most rapes) each carry their tally; a tie at the top is an error in the question.
 * - Refusals: the ground truth records no bail amounts, no court outcomes (convictions, sentences), and
 *   nothing from a J88 or other medical report.
 */
import {
  type BlindQuestion,
  femaleVictims,
  knewTheAttacker,
  kznProvinceNames,
  maleVictims,
  peopleTotal,
  percentage,
  ranking,
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
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  weekday,
  weekend,
} from './ground-truth-questions';

const murder = has('murder');
const rape = has('rape');
const kidnapping = has('kidnapping');
const cit = has('cash-in-transit robbery');
const zamaZama = has('illegal mining');
const onSaturday = (r: DevRow) => weekday(r) === 'Saturday';
const onMonday = (r: DevRow) => weekday(r) === 'Monday';
/** Some stated police victim among the rows. */
const policeAmongVictims = (rows: readonly DevRow[]) => rows.some((r) => (r.victims_police ?? 0) > 0);
/** The share of victims of stated sex who were female, to the nearest whole percent. */
const femaleShare = (rows: readonly DevRow[]) => {
  const female = femaleVictims(rows);
  return percentage(female, female + maleVictims(rows));
};

const kidnappingProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(kidnapping), (r) => r.province);
const northWestMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(inProvince('North West')), (r) => r.municipality);
const rapeProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(rape), (r) => r.province);

export const FRESH106_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Setswana-speaking radio news reader, on notebook a.
  {
    notebook: 'a',
    question:
      'Dumelang bareetsi, dikgang tsa gompieno. Headline: "Eastern Cape communities mourn after tavern and village shootings." Potso ya me: in the Eastern Cape altogether, batho ba ba bolailweng - the people who were killed - ke bokae?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Ditlhogo: "KZN hostel violence flares again" le "Police hunt gunmen after weekend killings." Now, bareetsi, how many murder incidents in KwaZulu-Natal happened ka Lamatlhatso - on a Saturday? Ke bokae?',
    covers: ['conjunction', 'calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, inProvince('KwaZulu-Natal'), onSaturday)),
  },
  {
    notebook: 'a',
    question:
      'Headline ya bobedi: "Security guards targeted on Eastern Cape roads." Re botsa mapodise: was there a cash-in-transit heist in the Eastern Cape during 2024 - ee kgotsa nnyaa?',
    covers: ['yes/no', 'conjunction', 'calendar'],
    expect: (rows) => yesNo(count(rows, cit, inProvince('Eastern Cape'), inYear(2024)) > 0),
  },
  {
    notebook: 'a',
    question:
      'Dumelang. Headline: "Khayelitsha families bury their young." Bana - children under eighteen - who were victims in the Western Cape incidents, ke bokae altogether?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Ditlhogo: "Kidnapping for ransom on the rise, say mapodise." Bareetsi, ke porofense efe - which province had the most kidnapping incidents?',
    covers: ['ranking'],
    ...ranking(kidnappingProvinceTally, kznProvinceNames),
  },

  // Voice 2, the Twitter/X thread, on notebook a.
  {
    notebook: 'a',
    question:
      '1/ Went through every police release in this notebook 🧵 #CrimeStats 2/ The murders are bad enough, but how many of them end with NOBODY arrested?? 😡 3/ Q: what percentage of the murder incidents had no arrest made at all? @SAPoliceService',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(murder), notArrested),
  },
  {
    notebook: 'a',
    question:
      '1/ #GBV thread, pls RT 🙏 2/ Women are dying in these MURDER cases and nobody counts them 💔 3/ Q: across all the murder incidents, how many of the victims were female? #CrimeStats',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(femaleVictims(rows.filter(murder))),
  },
  {
    notebook: 'a',
    question:
      '1/ Respect to the cops who put their lives on the line 👮🏾‍♂️ #CrimeStats 2/ They get shot at TOO 3/ Q: how many cops in total were victims in these incidents, on duty or off? @SAPoliceService',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question:
      '1/ Kidnaping is the new business model in Mzansi 😤 #CrimeStats #Kidnapping 2/ Ransom, extortion, you name it 3/ Q: on what date did the MOST RECENT kidnaping incident happen? (the incident, not the press release)',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'latest'),
  },
  {
    notebook: 'a',
    question:
      '1/ KZN vs the Cape, a 🧵 #CrimeStats 2/ Everyone says Cape Town is the murder capital 🤔 3/ Q: how many MORE people were killed in KZN than in the Western Cape? @CrimeStatsSA',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) =>
      excessOf(rows, inProvince('KwaZulu-Natal'), inProvince('Western Cape'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },

  // Voice 3, the court victim-support volunteer, on notebook a.
  {
    notebook: 'a',
    question:
      'Our matter was postponed again this morning, so I am using the time to read the releases. In how many matters does the release say the accused was known to the complainant - a partner, a family member or an acquaintance?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, knewTheAttacker)),
  },
  {
    notebook: 'a',
    question:
      'Mondays are always the heaviest on our court roll. How many of these incidents took place on a Monday, going by the date of the incident itself and not the date of the release?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, onMonday)),
  },
  {
    notebook: 'a',
    question:
      'For a docket review I need the oldest case: on what date did the earliest attempted murder in these releases take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('attempted murder')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Several accused were remanded in custody and some were released. In the matters where bail was granted, what was the average bail amount set by the court?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'I support complainants from the Eastern Cape who were moved here. Of the victims in the Eastern Cape whose sex the releases state, what percentage were female?',
    covers: ['share', 'people'],
    expect: (rows) => femaleShare(rows.filter(inProvince('Eastern Cape'))),
  },

  // Voice 1, the Setswana-speaking radio news reader, on notebook b.
  {
    notebook: 'b',
    question:
      'Dumelang bareetsi ba Bokone Bophirima. Headline: "Mahikeng and Taung shaken by killings." Mo North West, batho ba ba bolailweng - people killed in all the incidents - ke bokae?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question:
      'Ditlhogo: "Mapodise a tshwara babelaelwa mo Rustenburg le Madibeng." Potso: how many suspects in total did the police arrest in the North West incidents? Ke bokae?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question:
      'Headline: "Police officer shot near Mahikeng." Bareetsi, re batla go itse: was any lepodisi - a police officer - among the victims of an incident in the North West? Ee kgotsa nnyaa?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(policeAmongVictims(rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question:
      'Ditlhogo tsa rona: "Residents demand more patrols." Mo North West, ke masepala ofe - which municipality had the most incidents in these releases?',
    covers: ['ranking'],
    ...ranking(northWestMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Headline: "Bana ba rona ga ba babalesege - our children are not safe." In the rape incidents, bana - victims under eighteen - ke bokae altogether?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(rape))),
  },

  // Voice 2, the Twitter/X thread, on notebook b.
  {
    notebook: 'b',
    question:
      '1/ The zama zamas are EVERYWHERE ⛏️ #CrimeStats #IllegalMining 2/ Abandoned shafts, guns, the lot 3/ Q: what % of all the incidents in this notebook involve zama zamas, i.e. illegal mining?',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows, zamaZama),
  },
  {
    notebook: 'b',
    question:
      '1/ Free State vs Mpumalanga 🧵 #CrimeStats 2/ Farm murdas keep coming up in the Free State 😢 3/ Q: how many MORE murder incidents were there in the Free State than in Mpumalanga?',
    covers: ['conjunction', 'restricted count', 'misspelling'],
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
      '1/ Checking how current this data is 👀 #CrimeStats 2/ @SAPoliceService pls update us 3/ Q: when did the LATEST murder in these releases happen? Date of the incident pls, not of the statement',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(murder), 'latest'),
  },
  {
    notebook: 'b',
    question:
      '1/ Weekends = danger 🍻🔫 #CrimeStats 2/ Friday night is fine, it is SATURDAY and SUNDAY that kill 3/ Q: how many murder incidents happened on a Saturday or a Sunday?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },
  {
    notebook: 'b',
    question:
      '1/ Arrests are easy, convictions are the real test ⚖️ #CrimeStats #GBV 2/ @NPA_Prosecution 3/ Q: how many of these cases ended in a CONVICTION in court?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the court victim-support volunteer, on notebook b.
  {
    notebook: 'b',
    question:
      'Most of the sexual offences complainants I sit with know the accused. In how many of the rape matters does the release say the accused was known to the complainant as a partner, family member or acquaintance?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, rape, knewTheAttacker)),
  },
  {
    notebook: 'b',
    question:
      'Some rape matters are postponed for years. On what date did the earliest rape in these releases take place - the offence itself, not the day it was reported?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(rape), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'For our regional training on sexual offences courts: which province had the most rape matters in these releases?',
    covers: ['ranking'],
    ...ranking(rapeProvinceTally),
  },
  {
    notebook: 'b',
    question:
      'A complainant asked me how often nobody is even in custody. Of the rape matters, in what percentage had no arrest been made at the time of the release?',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(rape), notArrested),
  },
  {
    notebook: 'b',
    question:
      'Before the matter proceeds the prosecutor reads the J88. In the rape matters, how many J88 medical reports recorded injuries to the complainant?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh106QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH106_QUESTIONS, rows);
