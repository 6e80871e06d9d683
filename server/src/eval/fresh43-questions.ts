/**
 * The forty-third fresh question set, written blind: without reading the analyst, the extractor, the
 * corpus or notebook code, or any earlier question set, and without asking the engine anything. Every
 * expectation is computed from the development set's ground truth (eval/dev-releases/releases.jsonl).
 *
 * Three voices, each asking five questions of each notebook:
 * - an injury-surveillance epidemiologist at a provincial health department: people killed and injured,
 *   children, police officers, shares with an explicit base, precise windows;
 * - a night editor at a tabloid: short and punchy, slang ("cops", "thugs", "cuffed", "zama zamas", "cash
 *   heist", "CIT", "dosh", "punters") and misspelt places ("Khayelitcha", "Sowetto", "Pietermartizburg",
 *   "Bloemfontien");
 * - a parliamentary portfolio committee's content adviser: formal, conjunctions and exclusions ("both ...
 *   and ...", "excluding ...", "did not also involve ..."), a calendar quarter, a financial year, yes/no.
 *
 * Readings:
 * - A date window is inclusive at both ends and reads the incident's `event_date`; an undated incident
 *   falls in no window and is never the earliest or latest. "The quarter July to September 2024" is
 *   2024-07-01 to 2024-09-30; "the 2023/24 financial year" is 2023-04-01 to 2024-03-31, as the question
 *   says.
 * - People figures (killed, injured, children, police officers) are the people model v2 fields summed
 *   over the incidents; a null (not stated) figure adds nothing. "Killed or injured" is killed plus
 *   injured, each summed over the stated figures.
 * - a "what percentage were killed": the base is every stated killed plus every stated injured in the
 *   notebook, the part is the stated killed; one decimal place.
 * - b "what percentage of the victims [of rape cases] were children": the incidents whose crimes include
 *   rape; the base is their `num_victims` summed (null adds nothing), the part their stated
 *   `victims_children`; whole percent.
 * - "City of Cape Town metro" is the municipality City of Cape Town. "Khayelitcha" (Khayelitsha) and
 *   "Bloemfontien" (Bloemfontein) are matched in the incident's `location`, case-insensitively, so a
 *   location "near Bloemfontein" counts and an incident elsewhere in Mangaung (Glen, Thaba Nchu) whose
 *   location does not name Bloemfontein does not. "Sowetto" and "Pietermartizburg" name no location in
 *   the ground truth, so the one incident is singled out by the place named in its release text (Soweto
 *   with drug dealing; Pietermaritzburg with murder), which must be exactly one incident.
 * - "Thugs cuffed" sums `num_suspects_arrested`; "zama zamas nabbed" sums it over the incidents with
 *   illegal mining. "Cash heist" / "CIT" is cash-in-transit robbery. "Car or truck hijackings" are the
 *   incidents with carjacking or truck hijacking. "Murder capital" is the province with the most
 *   incidents with murder.
 * - "Which crime ... most, murder aside" counts incidents per crime of the fixed vocabulary, leaving out
 *   murder; the leader is illegal firearm possession, which an answer may name as "firearm" or "gun".
 * - "Kidnapping ... that did not also involve a murder" and "murder cases that did not also involve a
 *   kidnapping" exclude the incidents whose crimes hold both. "Both X and Y" means the incident's crimes
 *   include both.
 * - "An arrest was made" is `arrest_made` true. "A victim under 18" / "child victim" is a stated
 *   `victims_children` above zero. "Police officers among the victims" sums `victims_police`.
 * - Rankings by province sum the stated figure (or count the incidents) per province; KwaZulu-Natal may
 *   be named "KZN". No ranking ties at the top.
 * - Refusals, whose facts no release states (searched in the release texts): whether any of the two
 *   wounded in the Glebelands Hostel shooting later died ("died", "later", "succumb", "passed away",
 *   "death", "dead": the release says only that they were rushed to hospital in a serious condition);
 *   the sentence in the Willowvale rape case ("sentenc", "convict", "guilty", "imprison", "jail",
 *   "prison", "years": the man is only due in court; no release states a sentence for this case, the
 *   only sentences mentioned belong to other people); and the cash taken in the Mecklenburg
 *   cash-in-transit robbery (the release says "an undisclosed amount of cash"; its only rand figure is
 *   R50 000 of new clothes).
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  inMunicipality,
  kznProvinceNames,
  not,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  stated,
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
  crimeNames,
  dateAt,
  has,
  inProvince,
  number,
  refusal,
  within,
} from './ground-truth-questions';

/** The release text names the place (for a misspelt place that no location field holds). */
const mentions = (word: string) => (r: DevRow) => r.context.toLowerCase().includes(word.toLowerCase());

/** The single incident that passes every test; none or several is an error in the question. */
function theOne(rows: readonly DevRow[], ...tests: ((r: DevRow) => boolean)[]): DevRow {
  const found = rowsWhere(rows, ...tests);
  const [row] = found;
  if (found.length !== 1 || !row) throw new Error(`expected one incident, found ${found.length}`);
  return row;
}

/** At least one child (under 18) is stated among the victims. */
const childVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;

/** The incidents per crime of the vocabulary, leaving some crimes out. */
const crimeTally = (leaveOut: readonly string[]) => (rows: readonly DevRow[]) =>
  tallyOf(
    rows.flatMap((r) => [...new Set(r.crimes)].filter((crime) => !leaveOut.includes(crime))),
    (crime) => crime,
  );

export const FRESH43_QUESTIONS: readonly BlindQuestion[] = [
  // Notebook a. The epidemiologist.
  {
    notebook: 'a',
    covers: ['people', 'restricted count', 'calendar'],
    question:
      "I'm compiling violent-death figures for KwaZulu-Natal. Counting only releases that give a death toll, how many people were killed in KZN incidents that happened between 1 January 2019 and 31 December 2023, both dates included?",
    expect: (rows) =>
      number(
        peopleTotal(
          'victims_killed',
          rowsWhere(rows, inProvince('KwaZulu-Natal'), within('2019-01-01', '2023-12-31')),
        ),
      ),
  },
  {
    notebook: 'a',
    covers: ['share', 'people'],
    question:
      'Across every incident in this notebook, of all the people reported either killed or injured, what percentage were killed? Use killed plus injured as the base and give one decimal place.',
    expect: (rows) => {
      const killed = peopleTotal('victims_killed', rows);
      return percentage(killed, killed + peopleTotal('victims_injured', rows), 1);
    },
  },
  {
    notebook: 'a',
    covers: ['people', 'restricted count'],
    question:
      'How many victims under the age of 18 were recorded in incidents inside the City of Cape Town metro?',
    expect: (rows) =>
      number(peopleTotal('victims_children', rowsWhere(rows, inMunicipality('City of Cape Town')))),
  },
  {
    notebook: 'a',
    covers: ['ranking', 'people'],
    question:
      'Which province had the highest number of people injured (non-fatal casualties), adding up the injury figures the releases state?',
    ...ranking(peopleByProvince('victims_injured'), kznProvinceNames),
  },
  {
    notebook: 'a',
    covers: ['refusal'],
    question:
      'In the Glebelands Hostel shooting in Umlazi, how many of the wounded later died of their injuries in hospital?',
    expect: refusal,
  },
  // Notebook a. The tabloid night editor.
  {
    notebook: 'a',
    covers: ['slang', 'misspelling', 'restricted count'],
    question: 'How many thugs got cuffed in Khayelitcha?',
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, atPlace('Khayelitsha')))),
  },
  {
    notebook: 'a',
    covers: ['misspelling', 'date', 'slang'],
    question: 'Sowetto drug lab bust - what date did the cops raid it?',
    expect: (rows) => dateAt([theOne(rows, mentions('Soweto'), has('drug dealing'))], 'earliest'),
  },
  {
    notebook: 'a',
    covers: ['ranking', 'slang'],
    question: 'Murder capital of this lot: which province?',
    ...ranking((rows) => tallyOf(rows.filter(has('murder')), (r) => r.province), kznProvinceNames),
  },
  {
    notebook: 'a',
    covers: ['slang', 'restricted count'],
    question: 'Hijackers! How many car or truck hijackings have we got in here?',
    expect: (rows) => number(count(rows, anyCrime('carjacking', 'truck hijacking'))),
  },
  {
    notebook: 'a',
    covers: ['misspelling', 'people', 'slang'],
    question: 'Pietermartizburg tavern shooting: how many punters were wounded?',
    expect: (rows) => {
      const injured = stated('victims_injured')(theOne(rows, mentions('Pietermaritzburg'), has('murder')));
      if (injured === null) throw new Error('the release states no injured');
      return number(injured);
    },
  },
  // Notebook a. The committee's content adviser.
  {
    notebook: 'a',
    covers: ['conjunction', 'restricted count'],
    question: 'How many incidents in this notebook involved both a murder and an attempted murder?',
    expect: (rows) => number(count(rows, has('murder'), has('attempted murder'))),
  },
  {
    notebook: 'a',
    covers: ['restricted count', 'conjunction'],
    question:
      'Excluding incidents in Gauteng, in how many incidents was the illegal possession of a firearm among the offences?',
    expect: (rows) => number(count(rows, not(inProvince('Gauteng')), has('illegal firearm possession'))),
  },
  {
    notebook: 'a',
    covers: ['calendar', 'restricted count'],
    question: 'For the quarter July to September 2024, how many incidents does the notebook record?',
    expect: (rows) => number(count(rows, within('2024-07-01', '2024-09-30'))),
  },
  {
    notebook: 'a',
    covers: ['yes/no', 'conjunction'],
    question:
      'Was there any kidnapping in KwaZulu-Natal that did not also involve a murder? Please answer yes or no.',
    expect: (rows) =>
      yesNo(count(rows, inProvince('KwaZulu-Natal'), has('kidnapping'), not(has('murder'))) > 0),
  },
  {
    notebook: 'a',
    covers: ['refusal'],
    question:
      'The committee wishes to know the outcome of the Willowvale matter: what sentence was imposed on the man accused of raping the 14-year-old schoolgirl?',
    expect: refusal,
  },
  // Notebook b. The epidemiologist.
  {
    notebook: 'b',
    covers: ['people', 'restricted count'],
    question:
      'How many people were killed in incidents in the Free State? Count only the death tolls the releases state.',
    expect: (rows) => number(peopleTotal('victims_killed', rowsWhere(rows, inProvince('Free State')))),
  },
  {
    notebook: 'b',
    covers: ['share', 'people', 'restricted count'],
    question:
      'Looking at rape cases only: what percentage of the victims were children under 18, taking all victims in those cases as the denominator? Nearest whole percent.',
    expect: (rows) => {
      const rapes = rowsWhere(rows, has('rape'));
      return percentage(peopleTotal('victims_children', rapes), victims(rapes), 0);
    },
  },
  {
    notebook: 'b',
    covers: ['people', 'calendar'],
    question:
      'Deaths between 1 July 2020 and 30 June 2022 inclusive: how many people were killed in incidents dated within that window?',
    expect: (rows) =>
      number(peopleTotal('victims_killed', rowsWhere(rows, within('2020-07-01', '2022-06-30')))),
  },
  {
    notebook: 'b',
    covers: ['ranking', 'people'],
    question: 'Which province reported the most child victims (under 18)?',
    ...ranking(peopleByProvince('victims_children'), kznProvinceNames),
  },
  {
    notebook: 'b',
    covers: ['date', 'people'],
    question: 'When did the most recent incident with a child victim take place?',
    expect: (rows) => dateAt(rowsWhere(rows, childVictim), 'latest'),
  },
  // Notebook b. The tabloid night editor.
  {
    notebook: 'b',
    covers: ['slang', 'restricted count'],
    question: 'Zama zamas - how many nabbed all told?',
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, has('illegal mining')))),
  },
  {
    notebook: 'b',
    covers: ['slang', 'date'],
    question: 'When was the last cash heist in here?',
    expect: (rows) => dateAt(rowsWhere(rows, has('cash-in-transit robbery')), 'latest'),
  },
  {
    notebook: 'b',
    covers: ['misspelling', 'restricted count'],
    question: 'How many cases in Bloemfontien?',
    expect: (rows) => number(count(rows, atPlace('Bloemfontein'))),
  },
  {
    notebook: 'b',
    covers: ['ranking', 'slang'],
    question: 'Murder aside, which crime do the cops deal with most in this lot?',
    ...ranking(crimeTally(['murder']), crimeNames),
  },
  {
    notebook: 'b',
    covers: ['refusal', 'slang'],
    question: 'Mecklenburg CIT bombing - how much dosh did the thugs get away with?',
    expect: refusal,
  },
  // Notebook b. The committee's content adviser.
  {
    notebook: 'b',
    covers: ['conjunction', 'restricted count'],
    question: 'How many incidents involved both a kidnapping and extortion?',
    expect: (rows) => number(count(rows, has('kidnapping'), has('extortion'))),
  },
  {
    notebook: 'b',
    covers: ['conjunction', 'restricted count'],
    question: 'How many murder cases did not also involve a kidnapping?',
    expect: (rows) => number(count(rows, has('murder'), not(has('kidnapping')))),
  },
  {
    notebook: 'b',
    covers: ['calendar', 'restricted count'],
    question:
      'During the 2023/24 financial year, that is 1 April 2023 to 31 March 2024, in how many incidents was an arrest made?',
    expect: (rows) => number(count(rows, within('2023-04-01', '2024-03-31'), arrested)),
  },
  {
    notebook: 'b',
    covers: ['people', 'restricted count'],
    question:
      'How many police officers, whether on or off duty, were among the victims of incidents in North West province?',
    expect: (rows) => number(peopleTotal('victims_police', rowsWhere(rows, inProvince('North West')))),
  },
  {
    notebook: 'b',
    covers: ['yes/no', 'people'],
    question: 'Did any incident in Mpumalanga involve a victim under the age of 18?',
    expect: (rows) => yesNo(count(rows, inProvince('Mpumalanga'), childVictim) > 0),
  },
];

export const fresh43QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH43_QUESTIONS, rows);
