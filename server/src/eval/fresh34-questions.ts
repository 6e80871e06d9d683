/**
 * The thirty-fourth fresh question set, written blind: without reading the analyst, the extractor, the
 * corpus code or any earlier question set. Thirty questions, fifteen about notebook `a` and fifteen about
 * notebook `b`, each answered by code from the development set's ground truth.
 *
 * Voices (five questions of each notebook apiece):
 * - an insurance claims investigator: exact, formal, wants figures fit for a report (totals, dates,
 *   percentages, averages), writes "CIT", "WC", "re:";
 * - a community radio news producer, minutes from going on air: chatty, slang ("howzit", "eish",
 *   "bodies", "zama zamas", "went down", "hijackings" for carjackings), says GBV and KZN;
 * - a municipal ward councillor: thinks in municipalities, towns and provinces, compares areas, writes
 *   "EC" and "the metro", and misspells a place now and then (Khayelitcha, Bushbuck Ridge).
 *
 * Readings:
 * - An incident is one release (one row). "Involved X" means X is among the row's crimes; a car
 *   "hijacking" is the crime carjacking and never truck hijacking; zama zama busts are illegal mining;
 *   CIT is cash-in-transit robbery. A place is read from the ground truth's province, municipality or
 *   location (Khayelitsha: the location names it; Mangaung, Madibeng, Bushbuckridge: the municipality).
 *   Where the suspects later appear in court, or a victim is taken to hospital, is not where it happened.
 * - Dates are the incident's event_date; a row with no event date is in no window, no month and on no
 *   weekday. Windows are inclusive at both ends ("from 2020 onwards" starts on 2020-01-01); a weekend is
 *   a Saturday or a Sunday; December is the month in any year. "Most recent" and "earliest" are the
 *   latest and first dated incidents among those selected.
 * - People are the people fields of the ground truth (victims_killed, victims_injured,
 *   victims_children, victims_police, suspects_female); a null (not stated) figure adds nothing to a
 *   sum and, for "at least one killed" or "three or more killed", does not qualify. Suspects killed by
 *   police are not victims. "Killed or injured" adds the two fields. Arrests are num_suspects_arrested
 *   summed, a null adding nothing; "no one arrested" is arrest_made false. "Someone the victim knew" is
 *   a stated partner, family member or acquaintance; an unstated relationship does not count.
 * - A share is the selected rows over the rows named as its whole, to the nearest whole percent: of
 *   the incidents where at least one victim was killed, those with an arrest; of the Eastern Cape's
 *   incidents, the murders; of the whole notebook, those where no one was arrested. A mean is over the
 *   incidents that state the figure, rounded to one decimal as the question says.
 * - "More than" is strict (ten is not more than ten). "How many more in A than in B" is A's sum minus
 *   B's.
 * - A ranking is read from its tally (incidents per municipality, killed per province) and has a single
 *   top key, checked; a municipality may be named with or without "City of", KwaZulu-Natal also as KZN.
 * - Refusals, each checked by searching every release text of the notebook: no release states a
 *   population or any rate per head (searched "population", "inhabitant", "per capita", "per 100",
 *   "residents": only crowds such as "about 300 residents" occur); the cash taken in notebook b's two
 *   cash-in-transit robberies is given only as "an undisclosed amount" / "an undisclosed sum"
 *   (searched "undisclosed", "R" figures in both texts: the only one is clothes worth R50 000); no
 *   release of notebook b mentions CCTV or any recording (searched "CCTV", "camera", "footage",
 *   "video").
 */
import type { Expectation } from './answer-matching';
import {
  atPlace,
  type BlindQuestion,
  inMonths,
  inMunicipality,
  knewTheAttacker,
  kznProvinceNames,
  peopleByProvince,
  peopleTotal,
  ranking,
  rowsWhere,
  stated,
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
  meanOf,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
} from './ground-truth-questions';

/** At least this many victims were stated killed; an unstated figure does not qualify. */
const killedAtLeast = (n: number) => (r: DevRow) => (stated('victims_killed')(r) ?? 0) >= n;

/** Victims killed plus victims injured over the rows, unstated figures adding nothing. */
const killedOrInjured = (rows: readonly DevRow[]) =>
  peopleTotal('victims_killed', rows) + peopleTotal('victims_injured', rows);

/** Whether the stated killed of the rows add up to strictly more than the given figure. */
const killedMoreThan = (rows: readonly DevRow[], figure: number): Expectation =>
  yesNo(peopleTotal('victims_killed', rows) > figure);

export const FRESH34_QUESTIONS: BlindQuestion[] = [
  // Notebook a — the insurance claims investigator.
  {
    notebook: 'a',
    question:
      "I'm compiling a loss report on cash-in-transit attacks. Across all the CIT robberies in this notebook, how many suspects were arrested in total?",
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, has('cash-in-transit robbery')))),
  },
  {
    notebook: 'a',
    question:
      'For a cargo claim I need a reference date. On what date did the most recent truck hijacking in this notebook take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, has('truck hijacking')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Taking only the incidents in which at least one victim died, what percentage of them resulted in an arrest? To the nearest whole percent, please.',
    covers: ['share', 'people'],
    expect: (rows) => percentOf(rowsWhere(rows, killedAtLeast(1)), arrested),
  },
  {
    notebook: 'a',
    question:
      'WC figures for my file: what is the total number of victims reported injured (wounded but not killed) in the Western Cape incidents?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_injured', rowsWhere(rows, inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Re: the murder cases in this notebook, what is the average number of people killed per incident? Please round to one decimal place.',
    covers: ['people', 'restricted count'],
    expect: (rows) => meanOf(rowsWhere(rows, has('murder')).map(stated('victims_killed')), 1),
  },

  // Notebook a — the community radio news producer.
  {
    notebook: 'a',
    question:
      "Howzit! Putting together a quick crime wrap for the five o'clock bulletin. How many hijackings have we got in here? Just cars, leave out the truck ones.",
    covers: ['slang', 'restricted count'],
    expect: (rows) => number(count(rows, has('carjacking'))),
  },
  {
    notebook: 'a',
    question:
      'Quick one before we go live... how many of these incidents went down over a weekend, so on a Saturday or a Sunday?',
    covers: ['calendar', 'slang'],
    expect: (rows) => number(count(rows, weekend)),
  },
  {
    notebook: 'a',
    question:
      'Okay so for our segment on mass shootings and that, how many incidents had three or more people killed? Three counts, ne.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(count(rows, killedAtLeast(3))),
  },
  {
    notebook: 'a',
    question:
      'A listener on the WhatsApp line wants to know if any of the rape cases in our stories happened in KZN. Is there one?',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, has('rape'), inProvince('KwaZulu-Natal')) > 0),
  },
  {
    notebook: 'a',
    question:
      'Need a line for the intro: which province had the most bodies, like the most people killed altogether?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },

  // Notebook a — the municipal ward councillor.
  {
    notebook: 'a',
    question:
      "I'd like to see how the municipalities stack up against each other. Which municipality has the most incidents in this notebook?",
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(rows, (r) => r.municipality), municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'My ward borders Khayelitcha and residents are worried. How many people in total were killed in the incidents in Khayelitcha?',
    covers: ['misspelling', 'people'],
    expect: (rows) => number(peopleTotal('victims_killed', rowsWhere(rows, atPlace('Khayelitsha')))),
  },
  {
    notebook: 'a',
    question:
      'Kidnapping keeps coming up at ward meetings in Gauteng. From 2020 onwards, how many Gauteng incidents involved a kidnapping?',
    covers: ['conjunction', 'calendar'],
    expect: (rows) => number(count(rows, inProvince('Gauteng'), has('kidnapping'), sinceYear(2020))),
  },
  {
    notebook: 'a',
    question:
      'Looking at the EC only: what share of its incidents were murders? Nearest whole percent is fine.',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rowsWhere(rows, inProvince('Eastern Cape')), has('murder')),
  },
  {
    notebook: 'a',
    question:
      'To compare areas fairly I need to adjust for size. Which municipality has the highest crime rate per 100 000 residents?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Notebook b — the insurance claims investigator.
  {
    notebook: 'b',
    question:
      'For an occupational injury review: how many of the victims across these incidents were police officers, whether on or off duty?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question: 'What is the date of the earliest rape incident recorded in this notebook?',
    covers: ['date', 'restricted count'],
    expect: (rows) => dateAt(rowsWhere(rows, has('rape')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'What percentage of all the incidents in this notebook ended without anyone being arrested? Round to the nearest whole percent.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, notArrested),
  },
  {
    notebook: 'b',
    question:
      'How many of the suspects were women? Please count both those arrested and those still being sought.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question:
      'For a reconciliation I need the total amount of cash stolen in the CIT robberies in this notebook. What is the rand figure?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Notebook b — the community radio news producer.
  {
    notebook: 'b',
    question: 'Eish, the zama zama story is trending again. How many of those busts do we have in here?',
    covers: ['slang', 'restricted count'],
    expect: (rows) => number(count(rows, has('illegal mining'))),
  },
  {
    notebook: 'b',
    question:
      "We're doing a GBV special tonight. In how many of the rape cases was the guy someone the victim actually knew, like a partner, family or someone she knew from around?",
    covers: ['conjunction', 'slang', 'people'],
    expect: (rows) => number(count(rows, has('rape'), knewTheAttacker)),
  },
  {
    notebook: 'b',
    question:
      'Farm attacks are hot on the phone-in, but I want the whole province: were more than ten people killed across all the Free State incidents? Just a yes or no.',
    covers: ['yes/no', 'people'],
    expect: (rows) => killedMoreThan(rowsWhere(rows, inProvince('Free State')), 10),
  },
  {
    notebook: 'b',
    question: 'Festive season angle for tomorrow morning... how many of these happened in December?',
    covers: ['calendar', 'slang'],
    expect: (rows) => number(count(rows, inMonths(12, 12))),
  },
  {
    notebook: 'b',
    question: 'Which of these cases did the cops crack thanks to CCTV footage? Listeners love that stuff.',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Notebook b — the municipal ward councillor.
  {
    notebook: 'b',
    question: 'Looking at the North West only, which municipality had the most incidents?',
    covers: ['ranking', 'restricted count'],
    ...ranking((rows) => tallyOf(rows.filter(inProvince('North West')), (r) => r.municipality)),
  },
  {
    notebook: 'b',
    question: 'How many incidents in this notebook happened within the Mangaung metro?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, inMunicipality('Mangaung'))),
  },
  {
    notebook: 'b',
    question:
      'I want to compare two provinces on arrests. How many more suspects were arrested in Mpumalanga than in Limpopo?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => excessOf(rows, inProvince('Mpumalanga'), inProvince('Limpopo'), suspectsArrested),
  },
  {
    notebook: 'b',
    question:
      'Residents in Bushbuck Ridge keep asking me about this. How many victims were killed or injured in incidents in that municipality?',
    covers: ['misspelling', 'people'],
    expect: (rows) => number(killedOrInjured(rowsWhere(rows, inMunicipality('Bushbuckridge')))),
  },
  {
    notebook: 'b',
    question: 'For the Northern Cape, how many of the victims were children under 18?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rowsWhere(rows, inProvince('Northern Cape')))),
  },
];

export const fresh34QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH34_QUESTIONS, rows);
