/**
 * The sixty-ninth fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen
 * about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A ward councillor preparing for a community meeting: a ward in Khayelitsha (notebook `a`) and in
 *    Bloemfontein (notebook `b`); asks about "my ward", names suburbs and neighbouring towns, counts
 *    "since I took office in November 2021", mixes in the odd isiXhosa or Afrikaans word ("molweni",
 *    "imbizo", "hayi", "goeie môre", "plase", "baie"), and slips on a spelling ("Khayalitsha").
 * 2. A high-school life-orientation teacher preparing a lesson on crime statistics: "what fraction",
 *    "is it true that", "on average", rounded percentages, claims from learners to check.
 * 3. A retired magistrate writing a letter to the editor: long sentences, old-fashioned words
 *    ("housebreaking", "culpable homicide", "malefactors", "the constabulary", "fortnight", "the fairer
 *    sex", "struck off the roll"), sceptical yes/no claims.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, window, season, weekday and
 *   fortnight, and is never the most recent or earliest; `published_date` is never read. "Since I took
 *   office in November 2021" is `event_date` on or after 2021-11-01 (the local elections were on
 *   1 November 2021). "From 2021 onward" is `event_date` on or after 2021-01-01. The "last fortnight of
 *   December" is the 18th to the 31st of December of any year. A weekend is a Saturday or Sunday. The
 *   seasons are the southern ones by month of any year: summer December to February, autumn March to
 *   May, winter June to August, spring September to November. "Per cent on a weekend" is over the
 *   dated incidents only (as the question says "with a known date").
 * - Places: Khayelitsha ("Khayalitsha", Site B, Site C, Enkanini) is a row whose `location` holds
 *   "Khayelitsha" (any case). "The Cape Town metro" is the `City of Cape Town` municipality; "Mangaung"
 *   is the `Mangaung` municipality (Bloemfontein, Thaba Nchu and the farms around it); "Maluti-a-Phofung"
 *   (QwaQwa, Phuthaditjhaba, Kestell) is the `Maluti-a-Phofung` municipality. A municipality ranking
 *   within a province keys on `municipality` (rows without one are left out) and is answered as written
 *   or without "City of". A farm ("plase") is a row whose `location` holds the word "farm" (any case).
 * - People are sums of the stated figures, a null adding nothing: `victims_killed` (killed, slain, lost
 *   their lives), `victims_injured` (injured, hurt but not killed), `victims_children` (children,
 *   kiddies, under 18), `victims_police` (members of the constabulary who fell victim, killed or not),
 *   `suspects_female` (accused "of the fairer sex"), `victims_male` / `victims_female` (the sex of
 *   victims), `num_suspects_arrested` (suspects arrested, malefactors apprehended; a ranking by it sums
 *   the people, not the cases).
 * - "Nobody arrested" / "failed to arrest anyone" is `arrest_made === false`. "The attacker was known to
 *   the victim" is `relationship` of partner, family or acquaintance. "A rape case with a child victim"
 *   is a `rape` row whose `victims_children` is at least 1.
 * - "Housebreaking or house robbery" is `burglary` or `house robbery`. "Murder" is `murder` alone
 *   (culpable homicide and attempted murder are not murder). "Culpable homicide" is its own category.
 * - Averages and shares: the average of arrests per incident is over the rows that state
 *   `num_suspects_arrested`, to one decimal; a share of incidents is over the rows named in the question
 *   (the notebook, the province, the rape cases), to the nearest whole percent.
 * - Comparisons: "how many more in P than in Q" is the difference of the two counts; P must have more.
 *   "Is it true that more X than Y" is a plain yes or no on the two sums. "How many more in winter
 *   than in summer" compares the counts of dated incidents in those months of any year.
 * - Rankings (Western Cape municipality with most incidents, province with most injured, province with
 *   most arrested, Free State municipality with most arrested, province with most police victims) each
 *   carry their tally; a tie at the top is an error in the question.
 * - Refusals: the ground truth holds no ward numbers, no suspects' schooling, and nothing on what courts
 *   later did with a case (struck off the roll, convictions).
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
  meanOf,
  month,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

/** Since the councillor took office: on or after the local elections of 1 November 2021. */
const sinceTookOffice = within('2021-11-01', '9999-12-31');
const khayelitsha = atPlace('Khayelitsha');
const capeTownMetro = inMunicipality('City of Cape Town');
const mangaung = inMunicipality('Mangaung');
const maluti = inMunicipality('Maluti-a-Phofung');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');
/** Housebreaking (burglary) or a house robbery. */
const housebreaking = anyCrime('burglary', 'house robbery');
/** The 18th to the 31st of December, in any year. */
const lastFortnightOfDecember = (r: DevRow) =>
  month(r) === 12 && r.event_date !== null && Number(r.event_date.slice(8, 10)) >= 18;

const SEASONS: Readonly<Record<number, string>> = {
  12: 'summer',
  1: 'summer',
  2: 'summer',
  3: 'autumn',
  4: 'autumn',
  5: 'autumn',
  6: 'winter',
  7: 'winter',
  8: 'winter',
  9: 'spring',
  10: 'spring',
  11: 'spring',
};
const inSeason = (season: string) => (r: DevRow) => {
  const m = month(r);
  return m !== undefined && SEASONS[m] === season;
};

const killedWhere =
  (...tests: ((r: DevRow) => boolean)[]) =>
  (rows: readonly DevRow[]) =>
    peopleTotal('victims_killed', rowsWhere(rows, ...tests));

const westernCapeMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(inProvince('Western Cape')), (r) => r.municipality);
const arrestedByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const freeStateArrestedByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter(inProvince('Free State')),
    (r) => r.municipality,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH69_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the ward councillor (Khayelitsha), on notebook a.
  {
    notebook: 'a',
    question:
      "Molweni! I'm the ward councillor for part of Khayalitsha. If I add up Site B, Site C, Enkanini and anywhere else in Khayalitsha, how many people were killed there in total?",
    covers: ['people', 'restricted count', 'misspelling'],
    expect: (rows) => number(killedWhere(khayelitsha)(rows)),
  },
  {
    notebook: 'a',
    question:
      "Since I took office in November 2021, how many incidents has the Cape Town metro had in these releases? I need the figure for Thursday's imbizo.",
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, capeTownMetro, sinceTookOffice)),
  },
  {
    notebook: 'a',
    question:
      'Which municipality in the Western Cape had the most incidents - us in the Cape Town metro, or one of the platteland towns like Swartland or Mossel Bay?',
    covers: ['ranking'],
    ...ranking(westernCapeMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'How many of the victims in the Cape Town metro were kiddies, children under 18? The mamas in my ward keep asking me.',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(capeTownMetro))),
  },
  {
    notebook: 'a',
    question:
      'Which ward number had the most incidents? Mine is ward 99 and I want to know if we are at the top of the list, hayi.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the life-orientation teacher, on notebook a.
  {
    notebook: 'a',
    question:
      'For my Grade 11 lesson: what fraction of all the incidents in this notebook involved a murder? Give it as a percentage rounded to the nearest whole number.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, has('murder')),
  },
  {
    notebook: 'a',
    question: 'On average, how many suspects were arrested per incident? Round to one decimal place, please.',
    covers: ['people', 'share'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'a',
    question:
      'Is it true that male victims outnumber female victims in these reports? My learners think it is the other way round.',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(maleVictims(rows) > femaleVictims(rows)),
  },
  {
    notebook: 'a',
    question:
      'Of the incidents with a known date, roughly what percentage happened over a weekend, so a Saturday or a Sunday? A whole number is fine.',
    covers: ['share', 'calendar'],
    expect: (rows) => {
      const dated = rows.filter((r) => weekday(r) !== undefined);
      return percentage(dated.filter(weekend).length, dated.length);
    },
  },
  {
    notebook: 'a',
    question: 'Which province had the most people injured - hurt, but not killed?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_injured'), kznProvinceNames),
  },

  // Voice 3, the retired magistrate, on notebook a.
  {
    notebook: 'a',
    question:
      'I should be obliged to learn in how many of the cases of housebreaking or house robbery the constabulary failed to arrest anyone whatsoever.',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, housebreaking, notArrested)),
  },
  {
    notebook: 'a',
    question:
      'A learned colleague insists that these reports contain at least one case of culpable homicide; I rather doubt it. Is there a single such case among them?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, has('culpable homicide')) > 0),
  },
  {
    notebook: 'a',
    question:
      'When, pray, did the most recent murder in the Eastern Cape take place - I mean the date of the deed itself, not that of the police statement?',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, has('murder'), inProvince('Eastern Cape')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'How many incidents in all fell within the last fortnight of December, that is from the 18th to the 31st, in any year, the season of goodwill notwithstanding?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, lastFortnightOfDecember)),
  },
  {
    notebook: 'a',
    question:
      'In which of the provinces did the constabulary apprehend the greatest number of malefactors, counting every person arrested rather than the cases?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestedByProvince, kznProvinceNames),
  },

  // Voice 1, the ward councillor (Bloemfontein), on notebook b.
  {
    notebook: 'b',
    question:
      'Goeie môre. My ward is in Bloemfontein. When was the most recent incident anywhere in Mangaung?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(mangaung), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Our neighbours in Maluti-a-Phofung - QwaQwa, Phuthaditjhaba, Kestell - how many people lost their lives there altogether?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(killedWhere(maluti)(rows)),
  },
  {
    notebook: 'b',
    question:
      'Which Free State municipality had the most suspects arrested? I mean the number of people locked up, not the number of cases.',
    covers: ['ranking', 'people'],
    ...ranking(freeStateArrestedByMunicipality, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      "What percentage of the Free State incidents happened on plase, on farms? The farmers' union says it is half.",
    covers: ['share', 'conjunction', 'slang'],
    expect: (rows) => percentOf(rows.filter(inProvince('Free State')), onAFarm),
  },
  {
    notebook: 'b',
    question:
      'Since I took office in November 2021, how many more incidents has Mangaung had than Maluti-a-Phofung? Baie mense say QwaQwa is worse.',
    covers: ['conjunction', 'calendar', 'restricted count'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => mangaung(r) && sinceTookOffice(r),
        (r) => maluti(r) && sinceTookOffice(r),
      ),
  },

  // Voice 2, the life-orientation teacher, on notebook b.
  {
    notebook: 'b',
    question:
      'Is it true that more people were killed in 2020 than in 2023? My learners want to know if things are getting better.',
    covers: ['yes/no', 'people', 'calendar'],
    expect: (rows) => yesNo(killedWhere(inYear(2020))(rows) > killedWhere(inYear(2023))(rows)),
  },
  {
    notebook: 'b',
    question:
      'In how many incidents did the victim know the attacker - a partner, a family member or an aquaintance?',
    covers: ['restricted count', 'people', 'misspelling'],
    expect: (rows) => number(count(rows, knewTheAttacker)),
  },
  {
    notebook: 'b',
    question:
      'Learners always say crime goes up in summer. How many more incidents happened in winter (June to August) than in summer (December to February), all years together?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => excessOf(rows, inSeason('winter'), inSeason('summer')),
  },
  {
    notebook: 'b',
    question:
      'Of the rape cases, what fraction had at least one child victim under 18? Please give it as a rounded percentage.',
    covers: ['share', 'people', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(has('rape')), (r) => (r.victims_children ?? 0) >= 1),
  },
  {
    notebook: 'b',
    question:
      'What percentage of the suspects had finished matric? I want to show the class how schooling and crime are linked.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the retired magistrate, on notebook b.
  {
    notebook: 'b',
    question:
      'In which province did the greatest number of members of the constabulary themselves fall victim to these malefactors?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_police')),
  },
  {
    notebook: 'b',
    question: "How many of the accused, by the constabulary's own account, were of the fairer sex?",
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question:
      'One hears it said that the Northern Cape has been free of murder since 2020 drew to a close, and I am sceptical. Was a single murder recorded there from the first of January 2021 onward?',
    covers: ['yes/no', 'calendar', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('murder'), inProvince('Northern Cape'), sinceYear(2021)) > 0),
  },
  {
    notebook: 'b',
    question: 'On what date did the earliest of the rape matters in these reports occur?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('rape')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'How many of these matters have since been struck off the roll for want of evidence, as so many are nowadays?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh69QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH69_QUESTIONS, rows);
