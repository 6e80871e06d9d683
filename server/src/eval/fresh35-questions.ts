/**
 * The thirty-fifth fresh question set, written blind: from the development set's README and the
 * ground truth and text of the releases in notebooks `a` and `b`, without reading the analyst, the
 * extractor, the corpus code or any earlier question set.
 *
 * Voices (each asks five questions of each notebook):
 * - a criminology lecturer preparing a tutorial: defines terms before asking, wants shares, means and
 *   exact windows, and says how to round;
 * - a true-crime podcast host: lower case, chatty, the odd misspelling ("Kwazulu Natel", "Easten
 *   Cape", "Limpompo"), slang ("CIT heist", "cash van heists", "zama zamas"), and a taste for the worst
 *   cases;
 * - a community policing forum (CPF) chairperson: arrests, weekend patrols, local towns and
 *   municipalities ("NMB", Khayelitsha, Mangaung, Madibeng), suspects.
 *
 * Readings:
 * - An incident is one release (one row). "How many incidents/cases" counts rows; "murder cases" are
 *   incidents whose crimes include murder (attempted murder alone is not one); a crime category
 *   counts an incident once however many counts were laid.
 * - Places are read from the ground truth: a province from `province`; a municipality ("Mangaung",
 *   "Madibeng", "NMB" = Nelson Mandela Bay) from `municipality`; a town or township (Khayelitsha)
 *   from `location` containing the name.
 * - Windows are inclusive at both ends ("October to December 2019" is 2019-10-01..2019-12-31;
 *   "2020 through 2022" is 2020-01-01..2022-12-31; "from the start of 2020 onward" includes
 *   2020-01-01). An incident without an `event_date` falls in no window, on no weekday, and is
 *   neither earliest nor latest. A weekend is a Saturday or Sunday of `event_date`.
 * - "Ended with an arrest" is `arrest_made` true; "nobody was arrested" is `arrest_made` false; the
 *   number of suspects arrested is `num_suspects_arrested`, summed (a null adds nothing).
 * - People figures are the people model v2 fields summed over the selected incidents, and a null
 *   (not stated) adds nothing: police victims `victims_police`, women suspects `suspects_female`,
 *   male suspects (arrested or sought) `suspects_male`, the number killed `victims_killed`.
 *   "Someone was killed" is `victims_killed` > 0; "a victim under 18" is `victims_children` > 0.
 *   "Known to the victim" is a `relationship` of partner, family or acquaintance.
 * - Shares are whole percents of incidents. The denominator is every incident of the stated group
 *   (Eastern Cape incidents; rape incidents; North West incidents dated 2020 or later), so an
 *   incident whose figure is null stays in the denominator and out of the numerator. "Five or more"
 *   includes five; "more than six" does not include six.
 * - Means: the number killed per murder incident averages only incidents whose `victims_killed` is
 *   stated; the mean suspect age averages every age in `suspect_ages` (one per suspect) of the
 *   province's incidents. Both to one decimal.
 * - Rankings: provinces by summed `num_suspects_arrested` (named as the province, KwaZulu-Natal also
 *   "KZN"); Mpumalanga crime categories by the number of incidents listing them, "other" left out
 *   (illegal firearm possession accepted as "firearm" or "gun"); the single incident with the most
 *   victims (`num_victims`) or the most killed (`victims_killed`), named by the parts of its location
 *   no other incident shares. The checks make sure none of these ties at the top.
 * - Refusals (the releases never state it, checked by searching every release text of the notebook):
 *   the Glebelands Hostel motive (searched "motive", "why", "reason", "feud", "dispute", "related":
 *   that release says only that it is not yet known why the men were targeted); the cash taken in the
 *   cash-in-transit robberies (searched "R" followed by digits, "million", "amount", "sum",
 *   "undisclosed", "worth" in the three releases: one took no money, the other two took an
 *   undisclosed amount); the names of the seven Lismor farm victims (searched the release for personal
 *   names: it says the next of kin were still to confirm them and names only the police spokesperson).
 */
import {
  type BlindQuestion,
  kznProvinceNames,
  largestIncident,
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
  crimeNames,
  dateAt,
  has,
  inProvince,
  meanOf,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
  within,
} from './ground-truth-questions';

type Row = DevRow;

const inMunicipality = (name: string) => (r: Row) => r.municipality === name;
const atPlace = (word: string) => (r: Row) => r.location.toLowerCase().includes(word.toLowerCase());
const killed = (r: Row) => r.victims_killed ?? null;
const someoneKilled = (r: Row) => (killed(r) ?? 0) > 0;
const childVictim = (r: Row) => (r.victims_children ?? 0) > 0;
const knownToVictim = (r: Row) =>
  r.relationship === 'partner' || r.relationship === 'family' || r.relationship === 'acquaintance';

export const FRESH35_QUESTIONS: BlindQuestion[] = [
  // Notebook a — the criminology lecturer.
  {
    notebook: 'a',
    question:
      "For a tutorial on lethal violence I'm working only with the Eastern Cape incidents in this notebook. Counting each incident once, what percentage of them include murder among the charges? To the nearest whole percent, please.",
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(inProvince('Eastern Cape')), has('murder')),
  },
  {
    notebook: 'a',
    question:
      'My students keep confusing incidents with victims, so I want a per-incident figure. Taking only the incidents with a murder charge whose release states how many people died, what is the mean number killed per incident, rounded to one decimal place?',
    covers: ['people'],
    expect: (rows) => meanOf(rows.filter(has('murder')).map(killed), 1),
  },
  {
    notebook: 'a',
    question:
      "I'm building a slide on the last quarter of 2019, that is October to December inclusive. How many of the incidents in this notebook took place in that quarter?",
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2019-10-01', '2019-12-31'))),
  },
  {
    notebook: 'a',
    question:
      "On the Glebelands Hostel shooting in Umlazi: what motive do the police give for the killings? I'd like to set it against the literature on hostel violence.",
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      "A definitional point first: by 'known to the victim' I mean the release describes the attacker as a partner, a family member or an acquaintance. In how many incidents was at least one victim a child under 18 and the attacker known to the victim in that sense?",
    covers: ['conjunction', 'people'],
    expect: (rows) => number(count(rows, childVictim, knownToVictim)),
  },

  // Notebook a — the podcast host.
  {
    notebook: 'a',
    question:
      "ok so for next week's ep we want the biggest one. which single incident had the most victims all told, dead and wounded together? just tell me where it happened",
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.num_victims,
    ),
  },
  {
    notebook: 'a',
    question:
      'how many murder cases came out of Kwazulu Natel? actual murders i mean, not just attempted ones',
    covers: ['misspelling', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('KwaZulu-Natal'), has('murder'))),
  },
  {
    notebook: 'a',
    question: 'when was the latest CIT heist in this lot? need the exact date for the script',
    covers: ['slang', 'date'],
    expect: (rows) => dateAt(rows.filter(has('cash-in-transit robbery')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'the cash van heists, how much money did the robbers actually get away with if you add all of them up? in rands',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'was there ever a massacre in the Easten Cape where more than six people were killed in one go? yes or no',
    covers: ['yes/no', 'misspelling'],
    expect: (rows) => yesNo(rows.some((r) => r.province === 'Eastern Cape' && (killed(r) ?? 0) > 6)),
  },

  // Notebook a — the CPF chairperson.
  {
    notebook: 'a',
    question:
      'Our CPF does most of its patrols over weekends, so I want to see how weekends look here. How many incidents happened on a Saturday or a Sunday and ended with at least one arrest?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => number(count(rows, weekend, arrested)),
  },
  {
    notebook: 'a',
    question:
      'Which province had the most suspects arrested, if you add up the arrests from all of its incidents?',
    covers: ['ranking'],
    ...ranking(
      (rows) =>
        tallyOf(
          rows,
          (r) => r.province,
          (r) => r.num_suspects_arrested ?? 0,
        ),
      kznProvinceNames,
    ),
  },
  {
    notebook: 'a',
    question:
      'We have forum members in Khayelitsha asking about their area. How many of the incidents were in Khayelitsha, any of the sites or sections?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, atPlace('Khayelitsha'))),
  },
  {
    notebook: 'a',
    question:
      'Looking at Gauteng only: how many male suspects are mentioned altogether, whether they were arrested or are still wanted? Only count where the release gives a number.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('suspects_male', rows.filter(inProvince('Gauteng')))),
  },
  {
    notebook: 'a',
    question:
      'Our cluster covers NMB. On what date did the earliest incident in this notebook from Nelson Mandela Bay take place?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(inMunicipality('Nelson Mandela Bay')), 'earliest'),
  },

  // Notebook b — the criminology lecturer.
  {
    notebook: 'b',
    question:
      'For a GBV session on sexual violence against children: of all the rape incidents in this notebook, what share involved at least one victim under 18? Please keep every rape incident in the denominator and round to the nearest whole percent.',
    covers: ['share', 'people'],
    expect: (rows) => percentOf(rows.filter(has('rape')), childVictim),
  },
  {
    notebook: 'b',
    question:
      'I would like the mean age of the suspects in the Northern Cape incidents, counting once each suspect whose age the release gives. Rounded to one decimal place, please.',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows.filter(inProvince('Northern Cape'))), 1),
  },
  {
    notebook: 'b',
    question:
      'For the part of the course on violence against police: adding up the police officers recorded as victims, whether on or off duty, across all the incidents, what is the total?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question:
      "Restricting the analysis to Mpumalanga, which crime category appears in the largest number of incidents there? Leave aside anything filed under 'other'.",
    covers: ['ranking'],
    ...ranking(
      (rows) =>
        tallyOf(
          rows.filter(inProvince('Mpumalanga')).flatMap((r) => r.crimes.filter((c) => c !== 'other')),
          (crime) => crime,
        ),
      crimeNames,
    ),
  },
  {
    notebook: 'b',
    question:
      'Taking the years 2020 through 2022 inclusive, in how many incidents was at least one person killed?',
    covers: ['conjunction', 'calendar'],
    expect: (rows) => number(count(rows, within('2020-01-01', '2022-12-31'), someoneKilled)),
  },

  // Notebook b — the podcast host.
  {
    notebook: 'b',
    question: 'whats the deadliest single incident in here, most people killed? where was it',
    covers: ['ranking'],
    ...largestIncident(() => true, killed),
  },
  {
    notebook: 'b',
    question: 'the zama zama busts, how many zama zamas got nabbed across all of them combined?',
    covers: ['slang', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('illegal mining')))),
  },
  {
    notebook: 'b',
    question: 'how many murder cases were there in Limpompo province?',
    covers: ['misspelling', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Limpopo'), has('murder'))),
  },
  {
    notebook: 'b',
    question:
      'that case where the cop got stabbed with a sword at Kuruman, what date did the stabbing actually happen? not when they arrested the guy',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(atPlace('Kuruman')).filter(has('murder')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'the Lismor farm massacre near Kestell, what were the names of the farmworkers who got killed?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Notebook b — the CPF chairperson.
  {
    notebook: 'b',
    question:
      'Weekends are when our members worry most. Was there even one incident on a Saturday or Sunday where nobody was arrested?',
    covers: ['yes/no', 'calendar'],
    expect: (rows) => yesNo(rows.some((r) => weekend(r) && notArrested(r))),
  },
  {
    notebook: 'b',
    question:
      'How many of the suspects across all these cases were women? Just going by what the releases say.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question:
      'I chair a forum in Mangaung. How many incidents in the notebook fall within the Mangaung municipality?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, inMunicipality('Mangaung'))),
  },
  {
    notebook: 'b',
    question: 'When was the most recent incident in Madibeng? Our members want to know how fresh it is.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inMunicipality('Madibeng')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'In North West, from the start of 2020 onward, what percentage of incidents had five or more suspects arrested? Nearest whole percent please.',
    covers: ['share', 'conjunction', 'calendar'],
    expect: (rows) =>
      percentOf(
        rowsWhere(rows, inProvince('North West'), sinceYear(2020)),
        (r) => (r.num_suspects_arrested ?? 0) >= 5,
      ),
  },
];

export const fresh35QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH35_QUESTIONS, rows);
