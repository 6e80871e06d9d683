/**
 * The fifty-eighth fresh question set, written blind: without reading the analyst, the extractor,
 * the corpus or notebook code, or any earlier question set, from the development set's README, its
 * release texts and ground truth, and the shared helpers of the blind sets. Thirty questions, fifteen
 * about notebook `a` and fifteen about notebook `b`, in three voices, each putting five questions to
 * each notebook:
 *
 * 1. A wire-service sub-editor on deadline: clipped, headline-style, abbreviations ("KZN", "EC",
 *    "FS", "no.", "prov."), dropped articles, a typo made in haste ("Mpumlanga").
 * 2. A human-rights lawyer preparing a submission: formal, precise about victims, women and children,
 *    arrests, with stated conditions and exclusions.
 * 3. The chair of a township community-policing forum: Khayelitsha (Cape Town) for notebook `a`,
 *    Khuma near Stilfontein (North West) for notebook `b`; their own township and those nearby,
 *    weekends and tavern nights, young suspects, whether arrests followed, and one thing the releases
 *    never state (the refusal).
 *
 * Every expectation is computed from the ground-truth rows of the question's notebook, never typed.
 *
 * The readings chosen:
 * - An incident is one release (one row). "In a province" is the row's `province`; "in Cape Town" is
 *   the municipality City of Cape Town; "in Khayelitsha", "in Khuma", "Samora Machel", "Mitchells
 *   Plain" and "farm" are words of the row's `location` (case-insensitive).
 * - "Murder" is the crime `murder` among the row's crimes; "rape" is `rape` or `sexual assault`;
 *   "hijackings (car + truck)" are `carjacking` or `truck hijacking`; "CIT heists" are
 *   `cash-in-transit robbery`; "zama zama busts" are `illegal mining`; "farm murders" are murders
 *   whose location names a farm.
 * - "Suspects nabbed / arrested" (a head count) is the sum of `num_suspects_arrested`; a null adds
 *   nothing. Whether an arrest followed is `arrest_made`: "no arrest" is `arrest_made` false, "an
 *   arrest" is true; a null is neither, so "leaving aside cases with no arrest" keeps it, and
 *   "every one ended with an arrest" needs true on each.
 * - A share is of incidents (rows), to the nearest whole percent.
 * - Weekend is the incident's weekday (from `event_date`) being Saturday or Sunday; an undated
 *   incident is on no weekday. Nights and taverns are not in the ground truth: the forum chair's
 *   mention of tavern nights only frames a weekend count.
 * - Dates are `event_date`; undated incidents take no part in an earliest or latest.
 * - Victims are the people-model fields: female victims `victims_female` (killed or injured alike),
 *   children `victims_children` (under 18), killed `victims_killed`, police `victims_police`; a null
 *   adds nothing. Suspects the police shot dead are not victims (the ground truth does not count them
 *   in `victims_killed`), as the lawyer's question says.
 * - "A police officer was among the victims and at least one victim died" is `victims_police` > 0 and
 *   `victims_killed` > 0 on the same incident.
 * - Suspects' ages are the stated individual ages (`suspect_ages`), one per suspect; a range such as
 *   "aged between 29 and 38" gives none. The North West's stated ranges (29–38, 29–50) lie above 25,
 *   so "younger than 25" there does not turn on them; Khayelitsha's youngest is read from the same
 *   stated ages.
 * - The ground truth holds no arrest date, only the incident's and the release's, so no question asks
 *   how long after an incident an arrest came.
 * - The refusal: the releases on the Site B and Site C shootings in Khayelitsha say the accused were
 *   due in court; neither says anything of bail (the word appears in no release of Khayelitsha, searched
 *   in the texts), so how many got bail is not in the events.
 * - Rankings carry their tally (suspects arrested per province; child victims per province; incidents
 *   per North West municipality), and each tally's top is single.
 */
import {
  any,
  anyCrime,
  atPlace,
  type BlindQuestion,
  femaleVictims,
  inMunicipality,
  not,
  peopleByProvince,
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
  dateAt,
  has,
  inProvince,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  weekend,
} from './ground-truth-questions';

const rape = anyCrime('rape', 'sexual assault');
const hijacking = anyCrime('carjacking', 'truck hijacking');
const hadChildVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;
const hadPoliceVictim = (r: DevRow) => (r.victims_police ?? 0) > 0;
const someoneDied = (r: DevRow) => (r.victims_killed ?? 0) > 0;
const inKhayelitsha = atPlace('Khayelitsha');
const northWest = inProvince('North West');

/** Whether every one of the (non-empty) rows passes; an empty selection is an error in the question. */
function everyOf(rows: readonly DevRow[], test: (r: DevRow) => boolean): boolean {
  if (rows.length === 0) throw new Error('no incident to judge');
  return rows.every(test);
}

/** The youngest stated suspect age among the rows; none stated is an error in the question. */
function youngest(rows: readonly DevRow[]) {
  const ages = suspectAges(rows);
  if (ages.length === 0) throw new Error('no stated suspect age');
  return number(Math.min(...ages));
}

const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

const northWestMunicipalities = (rows: readonly DevRow[]) =>
  tallyOf(rowsWhere(rows, northWest), (r) => r.municipality);

export const FRESH58_QUESTIONS: BlindQuestion[] = [
  // The sub-editor, notebook a.
  {
    notebook: 'a',
    question: 'CIT heists: total no. of suspects nabbed?',
    covers: ['slang', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, has('cash-in-transit robbery')))),
  },
  {
    notebook: 'a',
    question: 'EC murders — in how many did cops make an arrest?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Eastern Cape'), has('murder'), arrested)),
  },
  {
    notebook: 'a',
    question: 'KZN incidents that fell on a Sat or Sun, no.?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('KwaZulu-Natal'), weekend)),
  },
  {
    notebook: 'a',
    question: 'Latest W Cape incident: date?',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, inProvince('Western Cape')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Which prov. had most suspects arrested, all cases combined?',
    covers: ['ranking'],
    ...ranking(arrestsByProvince),
  },

  // The lawyer, notebook a.
  {
    notebook: 'a',
    question:
      'Confining yourself to incidents in the Eastern Cape that involved a charge of murder, how many of the victims are identified as female, whether they were killed or injured?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(femaleVictims(rowsWhere(rows, inProvince('Eastern Cape'), has('murder')))),
  },
  {
    notebook: 'a',
    question:
      'Of the incidents that involved murder, what percentage resulted in at least one arrest, to the nearest whole percent?',
    covers: ['share'],
    expect: (rows) => percentOf(rowsWhere(rows, has('murder')), arrested),
  },
  {
    notebook: 'a',
    question:
      'Is there any incident in which a child under the age of eighteen was the victim of rape and no suspect had been arrested at the time of the release?',
    covers: ['yes/no', 'conjunction', 'people'],
    expect: (rows) => yesNo(rowsWhere(rows, rape, hadChildVictim, notArrested).length > 0),
  },
  {
    notebook: 'a',
    question:
      'On what date did the most recent incident take place in which a police officer was among the victims?',
    covers: ['date', 'people'],
    expect: (rows) => dateAt(rowsWhere(rows, hadPoliceVictim), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Excluding incidents in which no arrest had been made, how many victims lost their lives in the Eastern Cape? Suspects shot by the police are not to be counted as victims.',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      number(peopleTotal('victims_killed', rowsWhere(rows, inProvince('Eastern Cape'), not(notArrested)))),
  },

  // The forum chair, notebook a (Khayelitsha).
  {
    notebook: 'a',
    question: 'I chair the CPF here in Kayelitsha. How many of these incidents happened in our township?',
    covers: ['misspelling', 'restricted count'],
    expect: (rows) => number(count(rows, inKhayelitsha)),
  },
  {
    notebook: 'a',
    question:
      'Our patrols are stretched thinnest over weekends. Across Cape Town, how many of these incidents happened on a Saturday or a Sunday?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMunicipality('City of Cape Town'), weekend)),
  },
  {
    notebook: 'a',
    question:
      'It is the young ones who worry us. How old was the youngest suspect arrested for anything in Khayelitsha?',
    covers: ['people'],
    expect: (rows) => youngest(rowsWhere(rows, inKhayelitsha)),
  },
  {
    notebook: 'a',
    question:
      'For Khayelitsha and our neighbours in Samora Machel and Mitchells Plain, was somebody arrested every single time?',
    covers: ['yes/no'],
    expect: (rows) =>
      yesNo(
        everyOf(
          rowsWhere(rows, any(inKhayelitsha, atPlace('Samora Machel'), atPlace('Mitchells Plain'))),
          arrested,
        ),
      ),
  },
  {
    notebook: 'a',
    question:
      'How many of the men arrested for the Site B and Site C shootings in Khayelitsha were given bail?',
    covers: ['refusal'],
    expect: refusal,
  },

  // The sub-editor, notebook b.
  {
    notebook: 'b',
    question: 'Zama zama busts: how many nabbed in total?',
    covers: ['slang', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, has('illegal mining')))),
  },
  {
    notebook: 'b',
    question: 'Mpumlanga hijackings (car + truck), no.?',
    covers: ['misspelling', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Mpumalanga'), hijacking)),
  },
  {
    notebook: 'b',
    question: 'FS farm murders: no. of people killed?',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      number(
        peopleTotal(
          'victims_killed',
          rowsWhere(rows, inProvince('Free State'), has('murder'), atPlace('farm')),
        ),
      ),
  },
  {
    notebook: 'b',
    question: 'Earliest Limpopo incident — date?',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, inProvince('Limpopo')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Cases w/ no arrest yet: what % of total?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, notArrested),
  },

  // The lawyer, notebook b.
  {
    notebook: 'b',
    question:
      'Across all incidents involving murder, how many of the victims are identified as women or girls?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(femaleVictims(rowsWhere(rows, has('murder')))),
  },
  {
    notebook: 'b',
    question:
      'In how many incidents does the record include both rape and the kidnapping or abduction of the victim?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, rape, has('kidnapping'))),
  },
  {
    notebook: 'b',
    question:
      'Leaving aside any case in which no arrest had been made when the release was issued, how many victims of rape were children under the age of eighteen?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_children', rowsWhere(rows, rape, not(notArrested)))),
  },
  {
    notebook: 'b',
    question:
      'What is the date of the most recent incident in which a member of the police was among the victims and at least one victim died?',
    covers: ['date', 'people', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, hadPoliceVictim, someoneDied), 'latest'),
  },
  {
    notebook: 'b',
    question: 'In which province were the most child victims, that is persons under eighteen, recorded?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_children')),
  },

  // The forum chair, notebook b (Khuma, near Stilfontein).
  {
    notebook: 'b',
    question: 'Our forum covers Khuma, out by Stilfontien. How many incidents happened in Khuma itself?',
    covers: ['misspelling', 'restricted count'],
    expect: (rows) => number(count(rows, atPlace('Khuma'))),
  },
  {
    notebook: 'b',
    question: 'Here in the North West, did every murder end with somebody being arrested?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(everyOf(rowsWhere(rows, northWest, has('murder')), arrested)),
  },
  {
    notebook: 'b',
    question:
      'We walk the taverns on weekend nights. How many North West incidents took place on a Saturday or a Sunday?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, northWest, weekend)),
  },
  {
    notebook: 'b',
    question:
      'How many of the suspects arrested in the North West were younger than 25, going by the ages the police gave?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectAges(rowsWhere(rows, northWest)).filter((age) => age < 25).length),
  },
  {
    notebook: 'b',
    question: 'Which municipality around us in the North West has the most incidents in these releases?',
    covers: ['ranking'],
    ...ranking(northWestMunicipalities, (key) => [...new Set(municipalityNames(key))]),
  },
];

export const fresh58QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH58_QUESTIONS, rows);
