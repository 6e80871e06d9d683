/**
 * The thirtieth fresh question set, written blind: without reading the answering engine, the earlier
 * question sets or the project's notes on its fixes, and never asked of the product before it is run
 * once, first try. Its voices: a think-tank policy analyst drafting a briefing (formal, rates, means,
 * co-occurrence of offences), a rugby club chairman worried about members travelling to matches
 * (plain-spoken, context about the club before the ask, SA shorthand), and a spokesperson for a
 * farmers' association (stock theft, rural provinces, the odd slip of spelling). Fifteen questions
 * about each development notebook; every expectation is computed from the ground truth by the code
 * below.
 *
 * Readings:
 * - An incident is one release (one row); a count of incidents of a crime counts the rows whose
 *   `crimes` hold it; "murder and kidnapping in the same incident" holds both. "Hijackings" are
 *   carjacking or truck hijacking; "theft of any kind" is theft, stock theft or vehicle theft (not
 *   burglary or robbery). "Joburg" is the City of Johannesburg and "Ekhuruleni" Ekurhuleni (the
 *   `municipality` field); "KZN" is KwaZulu-Natal and "Nothern Cape" the Northern Cape.
 * - A window ("2019 or later", "since 2020", "the first quarter of 2021", "June to August") is on
 *   `event_date`, both ends inclusive; "the first quarter of 2021" is 1 January to 31 March 2021;
 *   "June to August" is those months of any year; an undated incident is in no window. A weekend
 *   incident's `event_date` falls on a Saturday or Sunday.
 * - People figures sum the stated figures: `victims_killed` ("people killed", "lives lost"),
 *   `num_suspects_arrested`; a null figure is not stated and adds nothing. An incident "in which police
 *   officers were among the victims" has a stated `victims_police` above 0. The mean number of suspects
 *   arrested per incident is over every incident of the notebook (each states an arrest count), to one
 *   decimal.
 * - "Ended without an arrest" is `arrest_made` false; "ended with an arrest" is `arrest_made` true.
 *   Shares are percentages rounded to the nearest whole percent, each over the incidents the question
 *   names; the family share is over the incidents whose `relationship` is stated.
 * - A ranking names the single top key: the crime category found most often alongside murder (murder
 *   itself left out, an incident counting once under each of its other crimes), provinces by
 *   hijacking incidents, municipalities of North West by incidents, provinces by suspects arrested in
 *   stock theft incidents. "More ... than" is strict.
 * - The earliest and latest dates are over the dated incidents of the selection.
 * - Refused: incident rates per head of population, and the size of the farms in hectares, which no
 *   release states (the release texts of both notebooks were searched for popula, inhabitant, census,
 *   per capita and 100 000, none found; and for hectare, ha, acre, farm size, square, km2 and morgen,
 *   whose one hit is the town of Morgenzon).
 */
import {
  anyCrime,
  type BlindQuestion,
  inMunicipality,
  peopleTotal,
  percentage,
  ranking,
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
  crimeNames,
  dateAt,
  has,
  inProvince,
  meanOf,
  month,
  municipalityNames,
  notArrested,
  number,
  refusal,
  sinceYear,
  weekend,
  within,
} from './ground-truth-questions';

const hijacking = anyCrime('carjacking', 'truck hijacking');
const anyTheft = anyCrime('theft', 'stock theft', 'vehicle theft');
const kzn = inProvince('KwaZulu-Natal');
const policeVictim = (r: DevRow) => (stated('victims_police')(r) ?? 0) > 0;
const winterMonths = (r: DevRow) => {
  const m = month(r);
  return m !== undefined && m >= 6 && m <= 8;
};

/** How often each other crime category is found in the murder incidents. */
const alongsideMurder = (rows: readonly DevRow[]) => {
  const tally = new Map<string, number>();
  for (const r of rows.filter(has('murder')))
    for (const crime of r.crimes) if (crime !== 'murder') tally.set(crime, (tally.get(crime) ?? 0) + 1);
  return tally;
};

export const FRESH30_QUESTIONS: BlindQuestion[] = [
  // Notebook a: the think-tank policy analyst.
  {
    notebook: 'a',
    question:
      'For a briefing on clearance: what proportion of incidents in KwaZulu-Natal ended without any arrest? Nearest whole percent.',
    covers: ['share'],
    expect: (rows) => percentage(count(rows, kzn, notArrested), count(rows, kzn)),
  },
  {
    notebook: 'a',
    question: 'How many kidnapping incidents are recorded with an incident date in 2019 or later?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, has('kidnapping'), sinceYear(2019))),
  },
  {
    notebook: 'a',
    question:
      'Which offence most frequently co-occurs with murder in the same incident, murder itself aside?',
    covers: ['ranking', 'conjunction'],
    ...ranking(alongsideMurder, crimeNames),
  },
  {
    notebook: 'a',
    question: 'What is the total number of lives lost in Western Cape incidents?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Were more suspects arrested in Gauteng than in the Eastern Cape, counting individuals rather than cases?',
    covers: ['yes/no', 'people'],
    expect: (rows) =>
      yesNo(
        suspectsArrested(rows.filter(inProvince('Gauteng'))) >
          suspectsArrested(rows.filter(inProvince('Eastern Cape'))),
      ),
  },
  {
    notebook: 'a',
    question: 'What is the mean number of suspects arrested per incident, to one decimal place?',
    covers: ['people'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'a',
    question: 'What is the date of the earliest incident involving extortion?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('extortion')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      "Using the population figures given in the releases, what is the City of Cape Town's incident rate per 100 000 residents?",
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Of the incidents in which the relationship between attacker and victim is stated, what percentage involved a family member? Round to a whole percent.',
    covers: ['share'],
    expect: (rows) =>
      percentage(
        count(rows, (r) => r.relationship === 'family'),
        count(rows, (r) => r.relationship !== null && r.relationship !== undefined),
      ),
  },
  {
    notebook: 'a',
    question: 'How many incidents occurred in the first quarter of 2021?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2021-01-01', '2021-03-31'))),
  },
  // Notebook a: the rugby club chairman.
  {
    notebook: 'a',
    question:
      'Our under-21s train in Joburg and drive home late. How many hijackings happened in Joburg according to these releases?',
    covers: ['slang', 'restricted count'],
    expect: (rows) => number(count(rows, hijacking, inMunicipality('City of Johannesburg'))),
  },
  {
    notebook: 'a',
    question: 'Which province had the most hijackings? The committee wants to plan away trips.',
    covers: ['ranking', 'slang'],
    ...ranking((rows) => tallyOf(rows.filter(hijacking), (r) => r.province)),
  },
  {
    notebook: 'a',
    question:
      'A lot of our members drive through KZN for fixtures. How many murders were there in KZN since 2020?',
    covers: ['slang', 'calendar', 'restricted count'],
    expect: (rows) => number(count(rows, kzn, has('murder'), sinceYear(2020))),
  },
  {
    notebook: 'a',
    question: 'When was the most recent incident in which police officers were among the victims?',
    covers: ['date', 'people'],
    expect: (rows) => dateAt(rows.filter(policeVictim), 'latest'),
  },
  {
    notebook: 'a',
    question: "We've got a fixture in Ekhuruleni next month. How many incidents were recorded there?",
    covers: ['misspelling', 'restricted count'],
    expect: (rows) => number(count(rows, inMunicipality('Ekurhuleni'))),
  },
  // Notebook b: the rugby club chairman.
  {
    notebook: 'b',
    question:
      "We're touring to the Free State for a weekend tournament. How many incidents there happened on a Saturday or Sunday?",
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Free State'), weekend)),
  },
  {
    notebook: 'b',
    question: 'Were there more kidnappings in North West than in the Free State?',
    covers: ['yes/no'],
    expect: (rows) =>
      yesNo(
        count(rows, inProvince('North West'), has('kidnapping')) >
          count(rows, inProvince('Free State'), has('kidnapping')),
      ),
  },
  {
    notebook: 'b',
    question: 'What percentage of the murder cases ended with somebody arrested? Whole number is fine.',
    covers: ['share'],
    expect: (rows) => percentage(count(rows, has('murder'), arrested), count(rows, has('murder'))),
  },
  {
    notebook: 'b',
    question: 'How many people were killed in North West incidents, all told?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question: 'Which municipality in North West had the most incidents? Half our squad lives there.',
    covers: ['ranking'],
    ...ranking(
      (rows) => tallyOf(rows.filter(inProvince('North West')), (r) => r.municipality),
      (name) => [...new Set(municipalityNames(name))],
    ),
  },
  // Notebook b: the farmers' association spokesperson.
  {
    notebook: 'b',
    question: 'How many stock theft incidents are there in these releases?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, has('stock theft'))),
  },
  {
    notebook: 'b',
    question:
      'Our members want to know if the police are acting: how many suspects were arrested for stock theft in total?',
    covers: ['people'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('stock theft')))),
  },
  {
    notebook: 'b',
    question: 'In which province were the most suspects arrested for stock theft?',
    covers: ['ranking', 'people'],
    ...ranking((rows) =>
      tallyOf(
        rows.filter(has('stock theft')),
        (r) => r.province,
        (r) => r.num_suspects_arrested ?? 0,
      ),
    ),
  },
  {
    notebook: 'b',
    question: 'When did the most recent stock theft take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('stock theft')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'How many incidents involved both murder and kidnapping?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('murder'), has('kidnapping'))),
  },
  {
    notebook: 'b',
    question: 'What was the average size, in hectares, of the farms where these incidents took place?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'Winter is when we lose the most. How many Free State incidents happened from June to August?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Free State'), winterMonths)),
  },
  {
    notebook: 'b',
    question:
      'What share of Northern Cape incidents involved theft of any kind (theft, stock theft or vehicle theft)? Nearest whole percent.',
    covers: ['share'],
    expect: (rows) =>
      percentage(
        count(rows, inProvince('Northern Cape'), anyTheft),
        count(rows, inProvince('Northern Cape')),
      ),
  },
  {
    notebook: 'b',
    question: 'Were there more stock theft incidents than poaching incidents?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, has('stock theft')) > count(rows, has('poaching'))),
  },
  {
    notebook: 'b',
    question: 'How many rape cases were there in the Nothern Cape?',
    covers: ['misspelling', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Northern Cape'), has('rape'))),
  },
];

/** The set's questions with their expectations worked out over the development set's ground truth. */
export const fresh30QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH30_QUESTIONS, rows);
