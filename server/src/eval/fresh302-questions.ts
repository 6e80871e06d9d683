/**
 * The three-hundred-and-second fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. An ice-cream van driver: cheerful, chatty, greetings and asides, a few typos ("kidnapings",
 *    "poching"), the trade's metaphors ("a scoop" for one incident, "flavour" for a crime category,
 *    "on the menu" for a crime an incident holds, "the little ones" for children).
 * 2. A rock climber: terse, clipped, climbing slang ("a route" or "a pitch" for one incident, "topped out"
 *    for an incident with an arrest made, "bailed"/"nobody cuffed" for one without, "the crux" for the
 *    thing asked).
 * 3. A radio amateur: "CQ CQ", "roger", "over", "QTH" for a place (a province or a municipality as named),
 *    "73" as a sign-off, "silent keys" for people killed, "stations" for incidents.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, quarter, weekday and window,
 *   and is never the earliest or the latest; `published_date` is never read. A weekend is a Saturday or
 *   Sunday of `event_date`. "From 1 January 2022 onwards" is an `event_date` on or after 2022-01-01.
 * - People are sums of the stated figures: `victims_killed` (killed, "silent keys"), `victims_children`
 *   (children, "the little ones"), `victims_police` (police officers among the victims),
 *   `victims_female` / `victims_male` (the sex of victims), `num_suspects_arrested` (suspects arrested,
 *   "cuffed"). A null (unstated) figure adds nothing.
 * - "Topped out" / "with an arrest" is `arrest_made === true`; "bailed" / "nobody cuffed" is
 *   `arrest_made === false` (an unstated arrest is neither). A share of incidents is over the selected
 *   rows, to the nearest whole percent.
 * - The share of victims who were women is the sum of `victims_female` over the sum of `victims_female`
 *   and `victims_male` (nulls add nothing), to the nearest whole percent.
 * - "CIT" is `cash-in-transit robbery`; "murder" is `murder` alone (attempted murder is not one);
 *   "kidnapping", "rape", "poaching", "carjacking" and "stock theft" are their own categories. "Murder and
 *   attempted murder in the same incident" is a row holding both.
 * - A province or municipality ("QTH") is `province` or `municipality` as written; a municipality may be
 *   answered with or without "City of". Rows without a municipality are left out of a municipality tally.
 * - Rankings each carry their tally: the most common crime category (each row counts once per category it
 *   holds), the municipality with the most people killed, the municipality with the most incidents, the
 *   province with the most people killed and the weekday of `event_date` with the most incidents. A tie at
 *   the top is an error in the question.
 * - Refusals: the ground truth holds no rand values of goods or cash taken, no firearm calibres, and no times
 *   of day or weather.
 */
import {
  type BlindQuestion,
  femaleVictims,
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
  weekend,
} from './ground-truth-questions';

const murder = has('murder');
const cit = has('cash-in-transit robbery');
/** Murder and attempted murder in the same incident. */
const murderAndAttempt = (r: DevRow) => murder(r) && has('attempted murder')(r);

const crimeTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.flatMap((r) => r.crimes),
    (crime) => crime,
  );
const killedByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const provinceSince2022Tally = (rows: readonly DevRow[]) =>
  tallyOf(rowsWhere(rows, sinceYear(2022)), (r) => r.province);

export const FRESH302_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the ice-cream van driver, on notebook a.
  {
    notebook: 'a',
    question:
      'Hiya! Ice-cream man here, I do the Port Elizabeth and East London rounds. How many scoops in the Eastern Cape had murder on the menu? Just the murder flavour, not attempted murder, shame.',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder, inProvince('Eastern Cape'))),
  },
  {
    notebook: 'a',
    question:
      'Morning! The little ones are my best customers so this one breaks my heart: in the Western Cape, how many of the victims were children, all the incidents added up?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rowsWhere(rows, inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      "Out of all the flavours of crime in these reports, which one is the best seller, I mean which crime category turns up in the most incidents? Sprinkles on top if you tell me how it's counted!",
    covers: ['ranking', 'slang'],
    ...ranking(crimeTally, crimeNames),
  },
  {
    notebook: 'a',
    question:
      'Hey there, quick one between cones: what was the total rand value of the goods the robbers carried off in the house robberies? Ballpark is fine.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Hello hello! My van goes all over Joburg and Pretoria so I worry. How many kidnapings were there in Gauteng, counting every incident where kidnaping was one of the crimes?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, has('kidnapping'), inProvince('Gauteng'))),
  },

  // Voice 2, the rock climber, on notebook a.
  {
    notebook: 'a',
    question: 'Western Cape. Latest attempted murder on the route. Date of the incident?',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, has('attempted murder'), inProvince('Western Cape')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'KZN pitches: what % topped out with an arrest made? Nearest whole %.',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rowsWhere(rows, inProvince('KwaZulu-Natal')), arrested),
  },
  {
    notebook: 'a',
    question: 'Eastern Cape, CIT, event date 2023 or later. Any? y/n',
    covers: ['yes/no', 'conjunction', 'calendar', 'slang'],
    expect: (rows) => yesNo(count(rows, cit, inProvince('Eastern Cape'), sinceYear(2023)) > 0),
  },
  {
    notebook: 'a',
    question: 'The crux: murders that happened on a Sat or Sun. How many?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },
  {
    notebook: 'a',
    question: 'Khayelitsha shootings. Calibre of the guns used?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the radio amateur, on notebook a.
  {
    notebook: 'a',
    question:
      'CQ CQ, this is a ham operator calling from the Eastern Cape QTH. Request total number of people killed across all incidents in the Eastern Cape province, over.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rowsWhere(rows, inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Roger that. Next: which municipality QTH logged the most silent keys, meaning the highest number of people killed, all incidents summed? Over.',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(killedByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Copy. How many stations, sorry, incidents, list both murder and attempted murder among their crimes at the same time? Over.',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, murderAndAttempt)),
  },
  {
    notebook: 'a',
    question:
      'Roger. Of the victims whose sex is given, what percentage were women, to the nearest whole percent? Over.',
    covers: ['share', 'people'],
    expect: (rows) => percentage(femaleVictims(rows), femaleVictims(rows) + maleVictims(rows)),
  },
  {
    notebook: 'a',
    question:
      'Last one before I QRT: at what time of day did the shooting at the Glebelands Hostel in Umlazi take place? 73 de ZS5.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the ice-cream van driver, on notebook b.
  {
    notebook: 'b',
    question:
      'Howzit! Selling cones up in Kimberley this summer. How many rape cases were there in the Northern Cape? Sorry, not a sweet question, I know.',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, has('rape'), inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question:
      'Hi again! Mpumalanga is my favourite route, lekker scenery. How many suspects got arrested there altogether, all the incidents added up like scoops on a cone?',
    covers: ['people', 'slang'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, inProvince('Mpumalanga')))),
  },
  {
    notebook: 'b',
    question:
      'Okay so which municipality has the most incidents in these reports? Like, which neighbourhood would I stay away from with my van?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Yoh, and how many rands of cash did the robbers get away with in the cash-in-transit heists? My float is only a few hundred bucks, hey.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Last one, promise! Was there any poching in Limpopo, like rhino poching or anything? Just yes or no, thanks a million!',
    covers: ['yes/no', 'misspelling'],
    expect: (rows) => yesNo(count(rows, has('poaching'), inProvince('Limpopo')) > 0),
  },

  // Voice 2, the rock climber, on notebook b.
  {
    notebook: 'b',
    question: 'Stock theft. First route on record: date of the earliest one?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, has('stock theft')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Pitches with an event date in 2024. Count?',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, (r) => r.event_date?.startsWith('2024') === true)),
  },
  {
    notebook: 'b',
    question: 'Murders. What % bailed with nobody cuffed? Whole %.',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rowsWhere(rows, murder), notArrested),
  },
  {
    notebook: 'b',
    question: 'How many routes bailed, no arrest made at all?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, notArrested)),
  },
  {
    notebook: 'b',
    question: 'Kruger poaching job. Calibre of the rifles?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the radio amateur, on notebook b.
  {
    notebook: 'b',
    question:
      'CQ CQ CQ. Which province QTH reported the most people killed, summing every incident in it? Over.',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'Roger, copy. How many incidents list both murder and kidnapping among their crimes? Over.',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, murder, has('kidnapping'))),
  },
  {
    notebook: 'b',
    question:
      'Roger roger. How many police officers were among the victims, on or off duty, all incidents summed? Over.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question:
      'Good copy. Which province QTH logged the most incidents that happened from 1 January 2022 onwards? Over.',
    covers: ['ranking', 'calendar'],
    ...ranking(provinceSince2022Tally),
  },
  {
    notebook: 'b',
    question:
      'Final over: what was the weather like on the day of the Lismor farm murders near Kestell, rain or shine? 73, clear.',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh302QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH302_QUESTIONS, rows);
