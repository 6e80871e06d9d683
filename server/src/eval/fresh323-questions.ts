/**
 * The three-hundred-and-twenty-third fresh question set (blind): thirty questions, fifteen put to
 * notebook `a` and fifteen to notebook `b`, written without reading the analyst, the extractor or any
 * other question set than the sixty-sixth (whose file shape alone was copied). Each expectation is
 * worked out from the ground-truth rows of the question's own notebook, never typed in.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A locum GP who drives between rural clinics in Limpopo. Writes like a clinical note: "presented
 *    with", "fatalities", "trauma cases", "paediatric", "DOA", "pts", "i.e."; keeps the injured apart
 *    from the killed and the children apart from the adults, and asks for figures, not stories.
 * 2. A volunteer at a blood donor clinic in East London. Earnest and polite, a little unsure of
 *    herself ("I think", "maybe", "sorry if this is silly"); cares about the Eastern Cape and Buffalo
 *    City and about people who were hurt; makes spelling slips ("arested", "incidnets", "robery",
 *    "hosptial", "woman victims").
 * 3. A seamstress in Pietermaritzburg who sews school uniforms. Homely similes from her trade
 *    (buttons, hems, the January rush), counts carefully one by one, mixes in isiZulu words
 *    ("amaphoyisa" for the police, "izigebengu" for criminals, "abantwana" for children) and likes to
 *    ask which month or on which date.
 *
 * The readings chosen (one row is one incident; a crime word counts the rows whose `crimes` hold it):
 * - Dates are `event_date` alone, never `published_date`: an undated row is in no year, no "after
 *   2020" window, no month and is never the latest or earliest. "After 2020" starts on 2021-01-01;
 *   "since 2020" and "in 2024" are whole calendar years of `event_date`. "The cold months, June to
 *   August of any year" and "December and January, any year" take the month of `event_date` in every
 *   year together.
 * - Crime words: "murder cases" are `murder` (attempted murder is not one, culpable homicide neither);
 *   "attempted murder" is `attempted murder` alone; "rape cases" are `rape`; "cash in transit robery",
 *   "cash van robbery" and "cash vans" are `cash-in-transit robbery`.
 * - People are sums of the stated figures, a null adding nothing: fatalities / killed / "lost their
 *   lives" / DOA are `victims_killed`; trauma cases / injured / hurt are `victims_injured`;
 *   paediatric victims / abantwana among the victims are `victims_children`; police among the
 *   casualties are `victims_police`; "woman victims" are `victims_female`; victims are `num_victims`;
 *   suspects arrested / izigebengu arrested are `num_suspects_arrested`. A "case with a child" is a
 *   row whose `victims_children` is stated and above zero.
 * - Shares, to the nearest whole percent: murder cases with a paediatric victim over every murder row
 *   (a row whose children figure is unstated stays in the whole); paediatric victims over the sum of
 *   `num_victims` of all rows; incidents with an arrest (`arrest_made === true`) over all rows; young
 *   izigebengu (stated age under 30) over every stated suspect age.
 * - "Amaphoyisa arrested nobody" is `arrest_made === false` (an unstated arrest is not a "nobody").
 *   "Arrested someone in every rape case" holds when no rape row has `arrest_made` other than true.
 * - Places: provinces by `province` ("KZN" for KwaZulu-Natal); "Buffalo City" and the
 *   Eastern Cape municipalities by `municipality` (rows without one are left out of a municipality
 *   ranking).
 * - Rankings carry their tally and must have one leader: the province with the most trauma cases
 *   (injured summed per province), the municipality with the most fatalities (killed summed per
 *   municipality), the Eastern Cape municipality with the most incidents, the province with the most
 *   izigebengu arrested in June to August (arrests summed per province) and the province with the most
 *   incidents in December or January. A tie at the top is an error in the question, not an answer.
 * - Refusals: the ground truth holds no hospital admissions or discharges, no blood transfusions, no
 *   amounts of money stolen (notebook `a`); no cause of death (gunshot or stab wounds), no length of a
 *   hospital stay and no ages of victims, only of suspects (notebook `b`).
 */
import {
  type BlindQuestion,
  inMonths,
  inMunicipality,
  kznProvinceNames,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  suspectAges,
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
  dateAt,
  has,
  inProvince,
  inYear,
  month,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const attemptedMurder = has('attempted murder');
const rape = has('rape');
const cashInTransit = has('cash-in-transit robbery');
const easternCape = inProvince('Eastern Cape');
const kzn = inProvince('KwaZulu-Natal');
/** After 2020: from the first of January 2021 on, by event date. */
const after2020 = within('2021-01-01', '9999-12-31');
/** A case with a child among its victims: a stated children figure above zero. */
const withAChild = (r: DevRow) => (r.victims_children ?? 0) > 0;

const killedByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );
const easternCapeMunicipalities = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(easternCape), (r) => r.municipality);
/** Winter: June to August of any year, by event date. */
const winter = inMonths(6, 8);
/** The school-uniform season: December or January of any year, by event date. */
const uniformSeason = (r: DevRow) => month(r) === 12 || month(r) === 1;
const winterArrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter(winter),
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const uniformSeasonByProvince = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(uniformSeason), (r) => r.province);

export const FRESH323_QUESTIONS: readonly BlindQuestion[] = [
  // Voice 1, the locum GP, on notebook a.
  {
    notebook: 'a',
    question:
      'Incidents that presented with attempted murder: total fatalities across them? Killed only, i.e. not the injured.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(attemptedMurder))),
  },
  {
    notebook: 'a',
    question: 'Paediatric victims, Western Cape incidents - total number of children?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question: 'Which province had the most trauma cases? Injured pts only, excluding fatalities',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_injured'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Of the injured in these reports, how many required hospital admission and how many were treated and discharged the same day?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Of the murder cases (not attempted), what percentage had at least one paediatric victim among those affected?',
    covers: ['share', 'people'],
    expect: (rows) => percentOf(rows.filter(murder), withAChild),
  },

  // Voice 2, the blood donor clinic volunteer, on notebook a.
  {
    notebook: 'a',
    question:
      'Hi, I think there was something in Buffalo City? How many suspects were arested in the Buffalo City incidnets please',
    covers: ['misspelling', 'restricted count', 'people'],
    expect: (rows) => number(suspectsArrested(rows.filter(inMunicipality('Buffalo City')))),
  },
  {
    notebook: 'a',
    question: 'Sorry, how many incidents happened in the Eastern Cape after 2020, maybe?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, easternCape, after2020)),
  },
  {
    notebook: 'a',
    question: 'Was there ever a cash in transit robery in the Eastern Cape?',
    covers: ['yes/no', 'misspelling', 'conjunction'],
    expect: (rows) => yesNo(count(rows, cashInTransit, easternCape) > 0),
  },
  {
    notebook: 'a',
    question:
      'I volunteer at the blood clinic so I always wonder - how many of the injured people needed a blood transfusion, do the reports say?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Which municipality in the Eastern Cape had the most incidents, I think it might be Buffalo City but maybe not?',
    covers: ['ranking'],
    ...ranking(easternCapeMunicipalities, municipalityNames),
  },

  // Voice 3, the seamstress, on notebook a.
  {
    notebook: 'a',
    question:
      'In the cold months, June to August of any year, which province had the most izigebengu arrested by the amaphoyisa? Count the people, like I count the buttons for every school shirt.',
    covers: ['ranking', 'calendar', 'slang', 'people'],
    ...ranking(winterArrestsByProvince, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Count them one by one for me, like stitches on a hem: in how many murder cases in KZN did the amaphoyisa arrest nobody?',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder, kzn, notArrested)),
  },
  {
    notebook: 'a',
    question: 'On which date was the first cash van robbery in KwaZulu-Natal?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, cashInTransit, kzn), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'How much money, in rand, did the izigebengu take from the cash vans altogether? Even a small shop like mine worries about cash.',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'In 2024, how many abantwana were among the victims?',
    covers: ['people', 'calendar', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inYear(2024)))),
  },

  // Voice 1, the locum GP, on notebook b.
  {
    notebook: 'b',
    question: 'Limpopo: total fatalities across all incidents',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Limpopo')))),
  },
  {
    notebook: 'b',
    question: 'Any police officers among the casualties in Limpopo since 2020? Yes or no is fine.',
    covers: ['yes/no', 'calendar', 'conjunction', 'people'],
    expect: (rows) =>
      yesNo(peopleTotal('victims_police', rowsWhere(rows, inProvince('Limpopo'), sinceYear(2020))) > 0),
  },
  {
    notebook: 'b',
    question:
      'For the fatalities in these reports, what was the breakdown by cause of death - GSW versus stab wounds versus blunt trauma?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'Which municipality had the highest fatality count (DOA or died later, summed)?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(killedByMunicipality, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Paediatric victims as a share of all victims: children over total num of victims, as a percentage to the nearest whole number?',
    covers: ['share', 'people'],
    expect: (rows) => percentage(peopleTotal('victims_children', rows), victims(rows)),
  },

  // Voice 2, the blood donor clinic volunteer, on notebook b.
  {
    notebook: 'b',
    question:
      'Sorry if this is a silly question, but were there any incidents at all in the Eastern Cape in this notebook?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, inProvince('Eastern Cape')) > 0),
  },
  {
    notebook: 'b',
    question: 'What date was the latest rape case? I think it was last year maybe.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(rape), 'latest'),
  },
  {
    notebook: 'b',
    question: 'How many woman victims were there in the Free State incidnets?',
    covers: ['people', 'misspelling', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_female', rows.filter(inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question: 'Could you tell me maybe how long the injured victims had to stay in hosptial on average?',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'What percentage of the incidents had someone arrested? I think most of them did',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },

  // Voice 3, the seamstress, on notebook b.
  {
    notebook: 'b',
    question:
      'For me December and January are the busy months, everyone wants new uniforms. In those two months, any year, which province had the most incidents?',
    covers: ['ranking', 'calendar'],
    ...ranking(uniformSeasonByProvince, kznProvinceNames),
  },
  {
    notebook: 'b',
    question:
      'In the murder cases, how many izigebengu did the amaphoyisa arrest altogether? I want the number of people, not the number of cases.',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(murder))),
  },
  {
    notebook: 'b',
    question: 'Is it true the amaphoyisa arrested somebody in every single rape case?',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(rows.filter(rape).every(arrested)),
  },
  {
    notebook: 'b',
    question:
      'How old were the abantwana who were victims? I sew for grade 1 to grade 12 so I want to know their ages',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Of the izigebengu whose ages are given, what share were younger than 30 years, in percent - like counting how many small sizes I cut?',
    covers: ['share', 'slang'],
    expect: (rows) => {
      const ages = suspectAges(rows);
      return percentage(ages.filter((age) => age < 30).length, ages.length);
    },
  },
];

export const fresh323QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH323_QUESTIONS, rows);
