/**
 * The ninety-fourth fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen
 * about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * No expectation is typed in: each one is worked out by code from the ground-truth rows of the
 * question's own notebook.
 *
 * Who asks (five questions from each voice to each notebook):
 * 1. A fact-checker at a fact-checking organisation. Each question quotes a claim heard in public
 *    ("Claim: ...") and then asks for the figure, date, place or yes/no that settles it ("Is that
 *    correct?", "What do the releases show?"), sometimes naming the verdict it is weighing up ("before
 *    we rate it False"). The claim's own number is only part of the quote; the expected answer is what
 *    the releases hold.
 * 2. An anthropology PhD student: hedged academic prose, long nested clauses, parentheses and asides
 *    in the manner of citations ("(cf. ...)", "insofar as", "if one were to operationalise ...").
 * 3. A paramedic writing in EMS shorthand: "pt/pts" (patients, read as victims), "DOA" (read as
 *    killed), "paeds" (children), "f pts" (female victims), "x3" (three), "SAPS mbrs" (police
 *    officers), "y/n", "N Cape" (Northern Cape), "EC" (Eastern Cape), and a few typos ("Khayelitsa",
 *    "hijakings").
 *
 * How each phrase is read (one row is one incident; a crime phrase takes the rows whose `crimes` hold
 * the category):
 * - Dates come from `event_date` only. A row without one falls outside every weekday, weekend, month
 *   range and window, and is never the earliest or the latest; `published_date` is never read. A
 *   weekend is a Saturday or Sunday of `event_date`; "winter (June to August), all years together" is
 *   an `event_date` in months 6 to 8 of any year.
 * - People are sums of the stated figures, a null adding nothing: `victims_killed` (killed, lost their
 *   lives, dead, DOA), `victims_injured` (injured, injured pts), `victims_children` (children, paeds),
 *   `victims_police` (police officers, SAPS members, on or off duty), `victims_female` /
 *   `victims_male` (victims by sex, "f pts"), `suspects_female` / `suspects_male` (suspects recorded
 *   as women or as men, arrested or sought), `num_suspects_arrested` (suspects arrested).
 * - "An incident in which at least one police officer was a victim" is a row with `victims_police`
 *   above 0; "x3 or more DOA on one scene" is a row with `victims_killed` of 3 or more; "a rape case
 *   involving a child victim" is a rape row with `victims_children` above 0 (a null is not a child).
 *   "Every rape case in the Northern Cape involved a child" is Yes when every such row does (and the
 *   question is an error when there is none).
 * - "Murder" is `murder` alone (attempted murder and culpable homicide are not); "cash-in-transit
 *   robbery" / "heist" is `cash-in-transit robbery`; "hijakings" is `carjacking` or `truck hijacking`;
 *   "sexual violence" is `rape` or `sexual assault`; "kidnapping" is `kidnapping`.
 * - A province is `province` ("N Cape" the Northern Cape, "EC" the Eastern Cape, "FS" the Free State);
 *   KwaZulu-Natal may be answered as "KZN". "Khayelitsha" (however spelt) is a row whose `location`
 *   holds "Khayelitsha"; "on a farm" is a row whose `location` holds the word "farm" in any case.
 *   "Municipality" is `municipality` (rows without one are left out), answered as written or without
 *   "City of".
 * - The attacker "known to the victim" is `relationship` `partner`, `family` or `acquaintance`; the
 *   share of acquaintances is taken over the rows whose `relationship` is stated at all, to one decimal.
 * - The female share of victims is the sum of `victims_female` over the sum of `victims_female` and
 *   `victims_male` (nulls add nothing), to one decimal. The share of incidents on a farm is over all
 *   the notebook's rows, to the nearest whole percent.
 * - "How many more killed in P than in Q" is the difference of the two provinces' sums of
 *   `victims_killed`; P must have more, or the question is an error.
 * - Rankings carry their tally and a tie at the top is an error in the question: the province with
 *   most murder incidents, the municipality with most incidents, the province with most suspects
 *   arrested (summed `num_suspects_arrested`), and the single incident with most injured (named by the
 *   parts of its location no other incident of the notebook shares).
 * - Refusals: the ground truth records no convictions or sentences, no wound types (gunshot or stab),
 *   and no motives.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  femaleVictims,
  inMonths,
  knewTheAttacker,
  kznProvinceNames,
  largestIncident,
  maleVictims,
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
  municipalityNames,
  number,
  percentOf,
  refusal,
  weekday,
  weekend,
} from './ground-truth-questions';

const cit = has('cash-in-transit robbery');
const hijacking = anyCrime('carjacking', 'truck hijacking');
const sexualViolence = anyCrime('rape', 'sexual assault');
const onAFarm = atPlace('farm');

/** At least one police officer among the victims, as stated. */
const policeVictim = (r: DevRow) => (r.victims_police ?? 0) > 0;
/** At least one injured victim, as stated. */
const injuredOnScene = (r: DevRow) => (r.victims_injured ?? 0) > 0;
/** At least one child victim, as stated; an unstated figure is not a child. */
const childVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;

/** The people killed in the rows that pass every test. */
const killedWhere = (rows: readonly DevRow[], ...tests: ((r: DevRow) => boolean)[]) =>
  peopleTotal('victims_killed', rowsWhere(rows, ...tests));

const murderProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('murder')), (r) => r.province);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH94_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the fact-checker, on notebook a.
  {
    notebook: 'a',
    question:
      'Claim: "KwaZulu-Natal has more murder cases than any other province in these police statements." What do the releases show - which province actually has the most incidents involving murder?',
    covers: ['ranking', 'restricted count'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Claim, made on a radio phone-in: "Fewer than 10 people were killed in all the Eastern Cape incidents the police put out." Is that correct?',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(killedWhere(rows, inProvince('Eastern Cape')) < 10),
  },
  {
    notebook: 'a',
    question:
      'Claim: "Police officers were among the victims in only one of these incidents." We need the number before we give a verdict: in how many incidents was at least one police officer a victim, on or off duty?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(count(rows, policeVictim)),
  },
  {
    notebook: 'a',
    question:
      'Claim: "The last cash-in-transit heist in these releases happened back in 2021." What do the releases show: on what date did the most recent cash-in-transit robbery take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Claim: "Almost every suspect arrested in these cases was later convicted and handed a long prison sentence." Is that correct? What do the releases show about convictions and sentences?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the anthropology PhD student, on notebook a.
  {
    notebook: 'a',
    question:
      'Insofar as the releases record the sex of victims at all (and bracketing, for the moment, the many incidents in which they do not), what percentage of those victims whose sex is given were female, to one decimal place?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = femaleVictims(rows);
      return percentage(female, female + maleVictims(rows), 1);
    },
  },
  {
    notebook: 'a',
    question:
      'If one were to operationalise a "weekend effect" (cf. the literature on leisure time, alcohol and interpersonal violence) by the incident date alone, how many incidents involving murder, excluding attempted murder, fell on a Saturday or a Sunday?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, has('murder'), weekend)),
  },
  {
    notebook: 'a',
    question:
      'Taking, admittedly crudely, the municipality as the unit of analysis (and setting aside those incidents the releases do not place in any municipality), which municipality accounts for the largest number of incidents?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'In how many incidents was the attacker someone the victim already knew - a partner, a family member or an acquaintance (cf. the stranger-danger trope, which the data may or may not bear out) - as far as the releases state the relationship?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, knewTheAttacker)),
  },
  {
    notebook: 'a',
    question:
      'Attending, as it were, to the gendering of perpetration rather than victimhood: across the incidents in Gauteng, how many suspects (whether arrested or still sought) are recorded as men?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('suspects_male', rows.filter(inProvince('Gauteng')))),
  },

  // Voice 3, the paramedic, on notebook a.
  {
    notebook: 'a',
    question: 'Biggest MCI by injured pts - which scene had the most injured?',
    covers: ['ranking', 'people', 'slang'],
    ...largestIncident(
      () => true,
      (r) => r.victims_injured ?? null,
    ),
  },
  {
    notebook: 'a',
    question: 'Total DOA across all the Khayelitsa jobs (Site B, Site C etc)?',
    covers: ['people', 'slang', 'misspelling'],
    expect: (rows) => number(killedWhere(rows, atPlace('Khayelitsha'))),
  },
  {
    notebook: 'a',
    question: 'Paeds - how many kids (<18) total across all calls in here?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question: 'EC: earliest call w/ injured pts on scene - what date was the incident?',
    covers: ['date', 'people', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, inProvince('Eastern Cape'), injuredOnScene), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'Of the injured pts, how many were GSW vs stab wounds?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 1, the fact-checker, on notebook b.
  {
    notebook: 'b',
    question:
      'Claim: "Every rape case the police reported from the Northern Cape involved a child victim." Is that correct?',
    covers: ['yes/no', 'conjunction', 'people'],
    expect: (rows) => {
      const cases = rowsWhere(rows, has('rape'), inProvince('Northern Cape'));
      if (cases.length === 0) throw new Error('no Northern Cape rape to judge');
      return yesNo(cases.every(childVictim));
    },
  },
  {
    notebook: 'b',
    question:
      'Claim: "The Free State incidents left at least ten more people dead than the Mpumalanga ones." What do the releases show: how many more people were killed in the Free State than in Mpumalanga?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Free State'), inProvince('Mpumalanga'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'b',
    question:
      'Claim: "Nearly a third of these incidents happened on farms." Before we rate it, what share of the incidents took place on a farm, to the nearest whole percent?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, onAFarm),
  },
  {
    notebook: 'b',
    question:
      'Claim: "Some of these releases go back to before 2015." We are leaning towards Mostly False - what is the date of the earliest incident in the releases?',
    covers: ['date', 'calendar'],
    expect: (rows) => dateAt(rows, 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'Claim: "Mpumalanga police made more arrests than any other province in these statements." Which province has the most suspects arrested in total, according to the releases?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince),
  },

  // Voice 2, the anthropology PhD student, on notebook b.
  {
    notebook: 'b',
    question:
      'Among those incidents for which the releases specify the relationship between attacker and victim at all (a minority, one suspects), what proportion, to one decimal place, involved an acquaintance rather than a partner, a family member or a stranger?',
    covers: ['share'],
    expect: (rows) => {
      const stated = rows.filter((r) => r.relationship !== null && r.relationship !== undefined);
      return percentage(stated.filter((r) => r.relationship === 'acquaintance').length, stated.length, 1);
    },
  },
  {
    notebook: 'b',
    question:
      'Given that women appear in the criminological literature overwhelmingly as victims rather than perpetrators (cf. the feminist critiques of that framing), how many suspects in these incidents, arrested or otherwise, are recorded as women?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question:
      'If one were to operationalise seasonality, however tentatively, as the southern-hemisphere winter (June to August, all years taken together), how many incidents occurred in those months by the incident date?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMonths(6, 8))),
  },
  {
    notebook: 'b',
    question:
      'In how many incidents does kidnapping co-occur with some form of sexual violence (rape or sexual assault), insofar as the releases code both offences for the same case?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, has('kidnapping'), sexualViolence)),
  },
  {
    notebook: 'b',
    question:
      'What motives (economic precarity, witchcraft accusations, taxi-route disputes and the like, cf. the ethnographic record) do the releases attribute to the perpetrators of the murders?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the paramedic, on notebook b.
  {
    notebook: 'b',
    question: 'N Cape - total f pts across all the jobs?',
    covers: ['people', 'slang'],
    expect: (rows) => number(femaleVictims(rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question: 'How many calls with x3 or more DOA on one scene?',
    covers: ['restricted count', 'people', 'slang'],
    expect: (rows) => number(count(rows, (r) => (r.victims_killed ?? 0) >= 3)),
  },
  {
    notebook: 'b',
    question: 'Any SAPS mbrs among the pts (hurt or killed) on the FS jobs? y/n',
    covers: ['yes/no', 'people', 'slang'],
    expect: (rows) => yesNo(count(rows, inProvince('Free State'), policeVictim) > 0),
  },
  {
    notebook: 'b',
    question: 'First of the hijakings (car or truck) - incident date?',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(hijacking), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Sat shifts: how many incidents went down on a Saturday?',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Saturday')),
  },
];

export const fresh94QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH94_QUESTIONS, rows);
