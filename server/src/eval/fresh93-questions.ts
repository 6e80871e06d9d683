/**
 * The ninety-third fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen
 * about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * No expectation is typed in: each one is worked out by the code below from the ground-truth rows of
 * the notebook the question is put to.
 *
 * Who asks (five questions from each to each notebook):
 * 1. A law student getting ready for a moot-court round. Writes in full, formal sentences dressed in
 *    legal Latin and the language of judgments: "prima facie", "inter alia", "in casu", "the accused",
 *    "the complainant", "the deceased", "matters" for incidents.
 * 2. A fundraiser at an NGO drafting the report to a donor. Talks of "beneficiaries", "lives affected",
 *    "lives lost", "hotspots", "our catchment areas", and counts time in programme years: year one is
 *    calendar 2022 and year two is calendar 2023 (each question that uses them says so).
 * 3. A retired detective who rambles through an old case before getting to the question, in gruff,
 *    lower-case-ish, comma-spliced prose with old police jargon: "a 187" (a murder), "perps" (suspects),
 *    "dockets", "the bakkie squad", "CAS numbers", "nabbed", "the boys in blue". Types the way he talks,
 *    so a place name or two comes out wrong ("Eastren Cape", "Nort West").
 *
 * How each phrase is read (one row is one incident; a crime question counts the rows whose `crimes`
 * hold the category):
 * - Dates are `event_date` only; `published_date` is never read. A row with no `event_date` is outside
 *   every year, programme year, month and weekday, and can be neither the earliest nor the latest. A
 *   weekday or month is that of `event_date` (a month "in any year" is the month across all years).
 * - A 187 / a murder is the `murder` category alone (attempted murder and culpable homicide are not).
 *   A sexual offence is `rape` or `sexual assault`. A CIT job / heist is `cash-in-transit robbery`.
 *   Kidnapping / abduction is `kidnapping`. A truck hijacking is `truck hijacking` alone.
 * - People are sums of the stated figures, a null adding nothing: the deceased / lives lost are
 *   `victims_killed`; lives affected are `num_victims`; children and minors are `victims_children`;
 *   cops and police officers (on or off duty, killed or hurt) are `victims_police`; female victims
 *   (women and girls) are `victims_female`; women among the accused are `suspects_female` (the case's
 *   suspects, arrested or sought); perps nabbed / accused arrested are `num_suspects_arrested`.
 * - "A matter in which the complainant was a minor" is a row with `victims_children` of at least 1.
 *   "The accused was known to the complainant" is a `relationship` of partner, family or acquaintance
 *   (null, stranger: not known). "No arrest was made" is `arrest_made === false` (null is not false).
 * - "Any ... ?" asks whether at least one row passes; it is answered Yes or No.
 * - Shares: the female share of victims is the sum of `victims_female` over the sum of `victims_female`
 *   and `victims_male`; the share of incidents with a kidnapping is over every incident of the province;
 *   the share of lives affected that were lives lost is the sum of `victims_killed` over the sum of
 *   `num_victims`, over all the notebook's rows. Each is a percentage to one decimal place.
 * - "How many more X than Y" is the count (or sum) for X less that for Y; X must have more, or the
 *   question is in error.
 * - A place is `province` as written; "municipality" is `municipality` (rows without one are left
 *   out), answered as written or without "City of".
 * - Rankings carry their tally and must have a single leader: the municipality with the most lives lost
 *   (sum of `victims_killed` per municipality), the province with the most lives lost, the province
 *   with the most rape matters (count), the province with the most perps nabbed (sum of
 *   `num_suspects_arrested` per province).
 * - Refusals: the ground truth holds no sentences imposed, no counselling or other support given to
 *   victims, and no CAS (case) numbers.
 */
import {
  anyCrime,
  type BlindQuestion,
  knewTheAttacker,
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
  casesOf,
  count,
  dateAt,
  excessOf,
  has,
  inProvince,
  inYear,
  month,
  municipalityNames,
  notArrested,
  number,
  refusal,
  sum,
  weekday,
  weekend,
} from './ground-truth-questions';

/** A 187: murder only. */
const murder = has('murder');
const rape = has('rape');
const sexualOffence = anyCrime('rape', 'sexual assault');
const cit = has('cash-in-transit robbery');
/** At least one child among the victims, as stated. */
const childVictim = (r: DevRow) => (stated('victims_children')(r) ?? 0) >= 1;
/** At least one police officer among the victims, as stated. */
const policeVictim = (r: DevRow) => (stated('victims_police')(r) ?? 0) >= 1;
const inEitherProvince =
  (...provinces: string[]) =>
  (r: DevRow) =>
    provinces.includes(r.province);

/** Lives lost per municipality (rows without a municipality are left out). */
const killedByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => stated('victims_killed')(r) ?? 0,
  );
const rapeByProvince = (rows: readonly DevRow[]) => tallyOf(rows.filter(rape), (r) => r.province);
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

/** A share of two sums as a percentage to one decimal place. */
const oneDecimal = (part: number, whole: number) => percentage(part, whole, 1);

export const FRESH93_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the law student, on notebook a.
  {
    notebook: 'a',
    question:
      'For purposes of my heads of argument: in how many matters in casu was the accused charged with rape where the complainant was a minor, i.e. at least one victim under the age of eighteen?',
    covers: ['restricted count', 'conjunction', 'people'],
    expect: (rows) => number(count(rows, rape, childVictim)),
  },
  {
    notebook: 'a',
    question:
      'Inter alia, I must address the gravity of the offences. What is the total number of the deceased across all murder matters in the Western Cape?',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      number(peopleTotal('victims_killed', rowsWhere(rows, murder, inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Of the complainants whose sex is recorded, what percentage were female? Please state the figure to one decimal place, as the bench will expect precision.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = sum(rows.map((r) => r.victims_female));
      return oneDecimal(female, female + sum(rows.map((r) => r.victims_male)));
    },
  },
  {
    notebook: 'a',
    question:
      'On what date was the earliest offence of kidnapping committed, prima facie on the facts as set out in these releases (the date of the offence, not of the statement)?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'What sentence did the court ultimately impose on the accused in the Glebelands Hostel matter in Umlazi, and was it a term of life imprisonment?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the law student, on notebook b.
  {
    notebook: 'b',
    question:
      'In how many sexual offence matters (rape or sexual assault) was the accused known to the complainant, whether as a partner, a family member or an acquaintance?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, sexualOffence, knewTheAttacker)),
  },
  {
    notebook: 'b',
    question:
      'Is there, inter alia, any rape matter in the Northern Cape in which no arrest of the accused had been made at the time of the release? Yes or no will suffice.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, rape, inProvince('Northern Cape'), notArrested) > 0),
  },
  {
    notebook: 'b',
    question:
      'My argument turns partly on gender. Across all the matters, how many of the accused were women, counting those arrested as well as those still sought?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question:
      'On what date was the most recent murder committed in Limpopo, in casu the date of the offence itself?',
    covers: ['date', 'restricted count'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Limpopo')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Which province accounts for the greatest number of rape matters, and by what tally? I intend to cite it as the forum with the heaviest caseload.',
    covers: ['ranking', 'restricted count'],
    ...ranking(rapeByProvince),
  },

  // Voice 2, the NGO fundraiser, on notebook a.
  {
    notebook: 'a',
    question:
      'For the donor report: how many lives were affected (total victims) across our catchment areas, KwaZulu-Natal and the Eastern Cape, in year two of the programme (calendar year 2023)?',
    covers: ['people', 'calendar', 'conjunction'],
    expect: (rows) =>
      number(victims(rowsWhere(rows, inEitherProvince('KwaZulu-Natal', 'Eastern Cape'), inYear(2023)))),
  },
  {
    notebook: 'a',
    question:
      'Which municipality was the deadliest hotspot, measured by the number of lives lost? We want to prioritise it for violence-prevention funding.',
    covers: ['ranking', 'people'],
    ...ranking(killedByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'What share of all incidents in our Gauteng catchment involved a kidnapping? Please give the percentage to one decimal place for the impact dashboard.',
    covers: ['share', 'conjunction'],
    expect: (rows) => {
      const gauteng = rows.filter(inProvince('Gauteng'));
      return oneDecimal(count(gauteng, has('kidnapping')), gauteng.length);
    },
  },
  {
    notebook: 'a',
    question:
      'Our child-protection stream needs a baseline: were any children among the victims of incidents in KwaZulu-Natal during year two of the programme (2023)? Yes or no.',
    covers: ['yes/no', 'people', 'calendar'],
    expect: (rows) => yesNo(count(rows, childVictim, inProvince('KwaZulu-Natal'), inYear(2023)) > 0),
  },
  {
    notebook: 'a',
    question:
      'To justify weekend outreach in the Western Cape: how many incidents there took place on a Saturday or a Sunday?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Western Cape'), weekend)),
  },

  // Voice 2, the NGO fundraiser, on notebook b.
  {
    notebook: 'b',
    question:
      'How many female beneficiaries (women and girls who were victims) were recorded in the Northern Cape, our newest catchment area?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(sum(rows.filter(inProvince('Northern Cape')).map((r) => r.victims_female))),
  },
  {
    notebook: 'b',
    question:
      'Which province is the biggest hotspot in terms of lives lost? We need to name the top one in the narrative section.',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question:
      'How many more incidents were recorded in year two of the programme (calendar 2023) than in year one (calendar 2022)?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => excessOf(rows, inYear(2023), inYear(2022)),
  },
  {
    notebook: 'b',
    question:
      'Of all the lives affected across the notebook, what percentage were lives lost? To one decimal place, please, for the key impact indicators table.',
    covers: ['share', 'people'],
    expect: (rows) => oneDecimal(peopleTotal('victims_killed', rows), victims(rows)),
  },
  {
    notebook: 'b',
    question:
      'How many of the victims went on to receive trauma counselling or psychosocial support after the incident? This would strengthen our case for year three.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the retired detective, on notebook a.
  {
    notebook: 'a',
    question:
      'back in my day we had 187s coming in faster than we could open dockets, especially down in the old Transkei, I remember one Christmas in Centane... anyway. how many 187s are there in the Eastren Cape in this lot?',
    covers: ['restricted count', 'slang', 'misspelling'],
    expect: (rows) => number(count(rows, murder, inProvince('Eastern Cape'))),
  },
  {
    notebook: 'a',
    question:
      'the bakkie squad used to say a CIT job is never done by one man, always a whole crew with a getaway car and a spotter. so tell me, across all the CIT heists here, how many perps got nabbed in total?',
    covers: ['people', 'slang', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(cit))),
  },
  {
    notebook: 'a',
    question:
      "Sundays were always the worst shift, everybody's had a dop on Saturday night and the knives come out, I did eleven years of Sunday shifts so I should know. how many of these incidents went down on a Sunday?",
    covers: ['calendar'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Sunday')),
  },
  {
    notebook: 'a',
    question:
      'lost a good partner to a shooting in 98 so this one is personal. when was the last time one of the boys in blue, on or off duty, ended up a victim in these incidents? give me the date it happened.',
    covers: ['date', 'people', 'slang'],
    expect: (rows) => dateAt(rows.filter(policeVictim), 'latest'),
  },
  {
    notebook: 'a',
    question:
      "that mass shooting in Site B, Khayelitsha, reminds me of the taxi wars, we had dockets stacked to the ceiling back then. what were the CAS numbers on that one, so I can phone an old mate at the station and ask how it's going?",
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the retired detective, on notebook b.
  {
    notebook: 'b',
    question:
      "in the old days the bakkie squad in Hillbrow used to fill the cells on a Friday night, twenty, thirty bodies in the van before midnight, those were arrests. which province had the most perps nabbed all told, and what's the tally?",
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question:
      'when a cop goes down the whole station feels it, I carried a coffin or two in my time. how many police officers in total were victims in these incidents, killed or hurt, on duty or off?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question:
      'we used to argue in the canteen whether the Free State or the North West had it worse for 187s, farms, taverns, the lot. settle it for me, how many more murders in the Free State than in Nort West?',
    covers: ['conjunction', 'slang', 'restricted count', 'misspelling'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => murder(r) && inProvince('Free State')(r),
        (r) => murder(r) && inProvince('North West')(r),
      ),
  },
  {
    notebook: 'b',
    question:
      'truck hijackings on the N1 were a plague when I was still carrying a docket bag, the drivers were in on half of them. any truck hijacking in Limpopo in this lot, yes or no?',
    covers: ['yes/no', 'restricted count'],
    expect: (rows) => yesNo(count(rows, has('truck hijacking'), inProvince('Limpopo')) > 0),
  },
  {
    notebook: 'b',
    question:
      'December was always mayhem, festive season, bonuses, drinking, everybody on leave except us. how many incidents here happened in December, any year?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, (r) => month(r) === 12)),
  },
];

export const fresh93QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH93_QUESTIONS, rows);
