/**
 * The hundred-and-nineteenth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A criminology PhD student who thinks in SQL: pseudo-queries over an `events` table
 *    (SELECT COUNT(*) FROM events WHERE ..., GROUP BY ..., ORDER BY ... DESC LIMIT 1), column names
 *    loosely guessed, the odd "-- comment".
 * 2. A community radio DJ doing a casual shout-out segment: "Jozi", "Durbs", "the Mother City", "zama
 *    zamas", "cops", "peeps", "went down", a few slips of spelling ("kidnapings", "Free Staat",
 *    "murderd").
 * 3. A retired school principal writing long, formal letters: many subordinate clauses, courteous
 *    asides, full names of provinces and crimes.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month, weekday, weekend and
 *   date range, is never the earliest or the latest, and `published_date` is never read. A weekend is a
 *   Saturday or Sunday; "winter" (June to August) is the month of `event_date` in any year; a BETWEEN
 *   range includes both ends; "after 2022" starts on 2023-01-01.
 * - People are sums of the stated figures: `victims_killed` (killed, body count), `victims_injured`
 *   (injured), `victims_children` (children, under eighteen), `victims_police` (cops, police officers on
 *   or off duty), `num_suspects_arrested` (suspects arrested, nabbed). A null (unstated) figure adds
 *   nothing; it is never guessed from `num_victims`.
 * - "Murder" is `murder` alone (attempted murder and culpable homicide are not). "Carjacking" / a car
 *   hijacked is `carjacking` alone (not `truck hijacking`). "CIT" / a cash-in-transit heist is
 *   `cash-in-transit robbery`. "Zama zama busts" are rows with `illegal mining`. "Gun" / "firearm"
 *   incidents hold `illegal firearm possession`. "Business robbery" is `business robbery` alone.
 * - Places: a province is `province`; a municipality is `municipality` (rows without one are left out
 *   of any municipal tally), answered as written or without "City of". "Jozi" is the `City of
 *   Johannesburg` municipality, "Durbs" is `eThekwini`, "the Mother City" is `City of Cape Town`.
 *   A farm is a row whose `location` holds the word "farm" (any case).
 * - "The attacker was known to the victim" is a `relationship` of partner, family or acquaintance; a
 *   null relationship is not known (it counts in the whole, not in the part).
 * - Shares are of rows over the stated whole, to the nearest whole percent.
 * - "How many more in P than in Q" is the difference of the two counts or sums; P must have more.
 * - Rankings (province with the most injured, municipality with the most killed, municipality with the
 *   most incidents, province with the most rapes) each carry their tally; a tie at the top is an error
 *   in the question.
 * - Refusals: the ground truth holds no bail or parole status of suspects, no schooling of suspects, and
 *   no victims' ages (only whether a victim was a child).
 */
import {
  atPlace,
  type BlindQuestion,
  inMunicipality,
  knewTheAttacker,
  peopleByProvince,
  peopleTotal,
  ranking,
  rowsWhere,
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
  month,
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const rape = has('rape');
const onAFarm = atPlace('farm');
/** June to August of any year, by `event_date`. */
const winter = (r: DevRow) => [6, 7, 8].includes(month(r) ?? 0);

/** The stated killed summed per municipality; rows without a municipality are left out. */
const killedByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );
const incidentsByMunicipality = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const rapesByProvince = (rows: readonly DevRow[]) => tallyOf(rows.filter(rape), (r) => r.province);

export const FRESH119_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the criminology PhD student, on notebook a.
  {
    notebook: 'a',
    question:
      "SELECT COUNT(*) FROM events WHERE crime = 'kidnapping' AND event_date BETWEEN '2019-01-01' AND '2021-12-31';",
    covers: ['restricted count', 'conjunction', 'calendar'],
    expect: (rows) => number(count(rows, has('kidnapping'), within('2019-01-01', '2021-12-31'))),
  },
  {
    notebook: 'a',
    question:
      'SELECT province, SUM(victims_injured) AS injured FROM events GROUP BY province ORDER BY injured DESC LIMIT 1 -- just need the top province',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_injured')),
  },
  {
    notebook: 'a',
    question:
      "SELECT SUM(police_victims) FROM events WHERE province = 'Western Cape'; -- officers on or off duty, nulls ignored",
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      "SELECT ROUND(100.0 * SUM(CASE WHEN 'illegal firearm possession' = ANY(crimes) THEN 1 ELSE 0 END) / COUNT(*)) AS pct_firearm FROM events;",
    covers: ['share'],
    expect: (rows) => percentOf(rows, has('illegal firearm possession')),
  },
  {
    notebook: 'a',
    question:
      "SELECT COUNT(*) FROM events WHERE 'murder' = ANY(crimes) AND EXTRACT(DOW FROM event_date) IN (0, 6); -- weekend murders only",
    covers: ['calendar', 'restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },

  // Voice 2, the community radio DJ, on notebook a.
  {
    notebook: 'a',
    question:
      'Big shout-out to all my people in Jozi! Quick one for the listeners - how many kidnapings went down in Joburg city itself?',
    covers: ['restricted count', 'conjunction', 'slang', 'misspelling'],
    expect: (rows) => number(count(rows, has('kidnapping'), inMunicipality('City of Johannesburg'))),
  },
  {
    notebook: 'a',
    question:
      'Mother City crew, this one is for you - was there any CIT heist in Cape Town in this lot? Yes or no, keep it short!',
    covers: ['yes/no', 'slang'],
    expect: (rows) =>
      yesNo(count(rows, has('cash-in-transit robbery'), inMunicipality('City of Cape Town')) > 0),
  },
  {
    notebook: 'a',
    question:
      "Hold tight to your car keys, folks! When was the last time someone's ride got jacked in these reports? Just cars, not the trucks.",
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('carjacking')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Sad news segment, rest in peace to everyone we lost. Which municipality had the biggest body count, all the people killed added up?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(killedByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Callers keep asking me this one - how many of the oukies who got nabbed were already out on bail or parole at the time?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the retired school principal, on notebook a.
  {
    notebook: 'a',
    question:
      'Having devoted some thirty-five years of my life to the education of young people, and being therefore most concerned for their welfare, I should be grateful if you would tell me how many of the victims in these reports, taken all together, were children under the age of eighteen.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question:
      'Since I have relatives in KwaZulu-Natal who, though they do not complain, are plainly uneasy, I would ask what percentage of the incidents recorded in that province, to the nearest whole percent, involved a murder.',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('KwaZulu-Natal')), murder),
  },
  {
    notebook: 'a',
    question:
      'In preparing a short talk for the parents of my former school, which I have been asked to give on the matter of sexual violence, I wish to know on what date the earliest rape among these incidents took place, meaning the date of the offence and not of its announcement.',
    covers: ['date', 'restricted count'],
    expect: (rows) => dateAt(rows.filter(rape), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'If it is not too great an imposition, and bearing in mind that I taught in the Eastern Cape for many years, could you tell me how many more people were killed in KwaZulu-Natal than in the Eastern Cape?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('KwaZulu-Natal'), inProvince('Eastern Cape'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'a',
    question:
      'As one who has always held that education is the surest safeguard against crime, I would be obliged to learn how many of the suspects who were arrested had completed their matric, so that I might make the point to my former colleagues.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the criminology PhD student, on notebook b.
  {
    notebook: 'b',
    question:
      'SELECT municipality, COUNT(*) AS n FROM events WHERE municipality IS NOT NULL GROUP BY municipality ORDER BY n DESC LIMIT 1;',
    covers: ['ranking'],
    ...ranking(incidentsByMunicipality, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      "SELECT SUM(num_suspects_arrested) FROM events WHERE province = 'Mpumalanga' AND crimes @> ARRAY['illegal firearm possession'];",
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      number(suspectsArrested(rowsWhere(rows, inProvince('Mpumalanga'), has('illegal firearm possession')))),
  },
  {
    notebook: 'b',
    question:
      "SELECT MIN(event_date) FROM events WHERE 'rape' = ANY(crimes); -- offence date, not published_date",
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(rape), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      "SELECT ROUND(100.0 * AVG(CASE WHEN relationship IN ('partner','family','acquaintance') THEN 1 ELSE 0 END)) FROM events WHERE 'rape' = ANY(crimes); -- % of rapes where victim knew the attacker",
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(rape), knewTheAttacker),
  },
  {
    notebook: 'b',
    question: "SELECT COUNT(*) FROM events WHERE to_char(event_date, 'FMDay') = 'Friday';",
    covers: ['calendar'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Friday')),
  },

  // Voice 2, the community radio DJ, on notebook b.
  {
    notebook: 'b',
    question:
      'Respect to the men and women in blue out there! How many cops were victims across all these incidents, on duty or off?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question:
      "Winter warmers on the show today! How many of these incidents went down in June, July or August - any year, doesn't matter?",
    covers: ['calendar'],
    expect: (rows) => number(count(rows, winter)),
  },
  {
    notebook: 'b',
    question: 'Zama zama busts! How many illegal mining cases are we talking about in this bunch?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, has('illegal mining'))),
  },
  {
    notebook: 'b',
    question:
      'Shout-out to Bloem and the whole Free Staat, we feel you. How many peeps got murderd or killed there, all the incidents added up?',
    covers: ['people', 'misspelling', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question: 'Listener wants to know: how old was the youngest victim in all of these? Hit me with the age!',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the retired school principal, on notebook b.
  {
    notebook: 'b',
    question:
      'As the chairman of a small business association in my town, a position I took up upon retiring from the principalship, I should like to know the date of the most recent business robbery among these incidents, that is, the day on which it occurred.',
    covers: ['date', 'restricted count'],
    expect: (rows) => dateAt(rows.filter(has('business robbery')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'My late brother farmed in the Free State, and it is for that reason that I ask what percentage of the incidents which took place in that province occurred on a farm, rounded to the nearest whole percent.',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Free State')), onAFarm),
  },
  {
    notebook: 'b',
    question:
      'Because the protection of girls and young women has been a lifelong concern of mine, both in the classroom and beyond it, I would be most grateful to know which province recorded the greatest number of rape incidents in these reports.',
    covers: ['ranking'],
    ...ranking(rapesByProvince),
  },
  {
    notebook: 'b',
    question:
      'Having lately moved to Kimberley, where I hope to spend my remaining years in peace, I would ask whether any murder was recorded in the Northern Cape after the end of 2022; a plain yes or no would suffice.',
    covers: ['yes/no', 'calendar', 'conjunction'],
    expect: (rows) => yesNo(count(rows, murder, inProvince('Northern Cape'), sinceYear(2023)) > 0),
  },
  {
    notebook: 'b',
    question:
      'So that I might judge whether matters are improving or deteriorating, which is a question my former pupils often put to me, could you tell me how many more incidents took place in 2024 than in 2022?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => excessOf(rows, inYear(2024), inYear(2022)),
  },
];

export const fresh119QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH119_QUESTIONS, rows);
