/**
 * The fifty-seventh fresh question set, written blind: without reading the analyst, the extractor, the
 * corpus or notebook code, or any earlier question set, from the development set's README and its
 * releases alone. Thirty questions, fifteen about notebook `a` (Gauteng, KwaZulu-Natal, Western Cape,
 * Eastern Cape) and fifteen about notebook `b` (Free State, Limpopo, Mpumalanga, North West, Northern
 * Cape), asked in three voices, each putting five questions to each notebook:
 *
 * - a foreign correspondent new to South Africa, who says "homicide", "carjacking", "state" or
 *   "region" for province and "county" for municipality, wants regional comparisons and context, and
 *   now and then spells a place name slightly wrong ("Kayelitsha", "Manguang");
 * - a podcast fact-checker who puts claims to the notebook ("Is it true that...", "Were at least...",
 *   "Was X the first...") and expects a yes or no, or the real figure;
 * - a trade-union organiser for security guards, mine workers and transport workers: guards as victims,
 *   cash-in-transit ("CIT") heists, zama zamas (illegal miners), hijacked trucks, cars and taxis, the
 *   arrests that followed; and one thing the releases never state (the refusal).
 *
 * Every expectation is computed from the ground truth rows of the question's own notebook.
 *
 * The readings chosen:
 *
 * 1. A "homicide" is an incident whose crimes include murder or culpable homicide (the set's
 *    vocabulary); a "killing" or a "murder case" means the same (neither notebook has a culpable
 *    homicide today, so the readings agree on the data).
 * 2. The people "lost to homicide" in a province are the stated `victims_killed` of its homicide
 *    incidents, summed; a figure not stated adds nothing. Suspects killed by the police (New Hanover,
 *    Macleantown, Lenasia) are not victims and do not count.
 * 3. A place is matched on the incident's `location` text ("Kayelitsha" is Khayelitsha: Site B, Site C
 *    and Enkanini all name it); a "county" is the `municipality` ("Manguang" is Mangaung).
 * 4. "How many cases / incidents" counts incidents (rows), never people.
 * 5. An incident "led to an arrest" or "ended with somebody arrested" when `arrest_made` is true; it had
 *    "nobody under arrest" when `arrest_made` is false. An incident whose arrest is not stated (null)
 *    counts in a whole but neither as arrested nor as not arrested, and it breaks "every one ended with
 *    an arrest".
 * 6. A hijacking is a `carjacking` or a `truck hijacking`; a taxi hijacking (the KwaNobuhle jikeleza)
 *    is a carjacking in the vocabulary. A cash-in-transit robbery, cash-van attack or CIT heist is a
 *    `cash-in-transit robbery`.
 * 7. "Also kidnapped / combined with a kidnapping" is the conjunction of the crimes on one incident:
 *    the incident's crimes hold both.
 * 8. A child among the victims is a stated `victims_children` above zero; police officers among the
 *    victims are the stated `victims_police`, summed; people killed are the stated `victims_killed`,
 *    summed over every incident of the notebook.
 * 9. Women and men among the victims are the stated `victims_female` and `victims_male`, summed.
 * 10. Weekdays, months and seasons are read from `event_date`; an undated incident has none and is
 *     left out of the part and of the whole. A weekend is a Saturday or a Sunday; winter is June to
 *     August and summer December to February, of any year.
 * 11. A percentage is rounded to the nearest whole percent. "At least N" is N or more; "more than
 *     half" is strictly more than half; "more women than men" is strictly more.
 * 12. The earliest or latest incident is the one with the earliest or latest `event_date`; undated
 *     incidents take no part.
 * 13. Guards are the victims of a cash-in-transit robbery: their number is its `num_victims`, and the
 *     guards hurt are its stated `victims_injured`. The "zama zamas arrested" are the
 *     `num_suspects_arrested` of the incidents with `illegal mining`, summed.
 * 14. "Which cash-in-transit robbery led to the most arrests" is answered by the place of the incident
 *     with the most `num_suspects_arrested`, in any of the parts of its location no other incident
 *     shares.
 * 15. The refusal: the Mecklenburg cash-in-transit release (notebook `b`) says only that "a security
 *     company vehicle" was blown up and names no employer of the guard who was killed; no other release
 *     of the notebook is about Mecklenburg. The test file checks the release texts for this.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  femaleVictims,
  inMonths,
  inMunicipality,
  kznProvinceNames,
  largestIncident,
  maleVictims,
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
  arrested,
  casesOf,
  count,
  dateAt,
  has,
  inProvince,
  notArrested,
  number,
  refusal,
  sum,
  weekday,
  weekend,
} from './ground-truth-questions';

/** An incident with a homicide: murder or culpable homicide. */
export const homicide = anyCrime('murder', 'culpable homicide');
/** A hijacking of a car (a taxi among them) or of a truck. */
export const hijacking = anyCrime('carjacking', 'truck hijacking');
/** A cash-in-transit robbery. */
export const cashInTransit = has('cash-in-transit robbery');
/** An incident with a dated event. */
const dated = (r: DevRow) => r.event_date !== null;
/** A stated child among the victims. */
const childVictim = (r: DevRow) => (stated('victims_children')(r) ?? 0) > 0;
/** The suspects arrested in illegal mining incidents. */
export const zamaZamaArrests = (rows: readonly DevRow[]) =>
  suspectsArrested(rows.filter(has('illegal mining')));

export const FRESH57_QUESTIONS: BlindQuestion[] = [
  // The foreign correspondent, notebook a.
  {
    notebook: 'a',
    question:
      "I'm covering South Africa for the first time. Which state, or province as you call them, lost the most people to homicide in these releases?",
    covers: ['ranking', 'people'],
    ...ranking(
      (rows) =>
        tallyOf(
          rows.filter(homicide),
          (r) => r.province,
          (r) => stated('victims_killed')(r) ?? 0,
        ),
      kznProvinceNames,
    ),
  },
  {
    notebook: 'a',
    question:
      'How many separate homicide cases were there in Kayelitsha, the big township outside Cape Town?',
    covers: ['misspelling', 'restricted count'],
    expect: (rows) => number(count(rows, homicide, atPlace('Khayelitsha'))),
  },
  {
    notebook: 'a',
    question:
      'Carjacking looks like a big story down there. Counting car and truck hijackings together, in how many of them was somebody also kidnapped?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, hijacking, has('kidnapping'))),
  },
  {
    notebook: 'a',
    question:
      'Some context for my readers: what percentage of the homicide cases still had nobody under arrest when the police put out the release?',
    covers: ['share'],
    expect: (rows) => {
      const killings = rows.filter(homicide);
      return percentage(killings.filter(notArrested).length, killings.length);
    },
  },
  {
    notebook: 'a',
    question: 'When was the most recent homicide in the Eastern Cape region?',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, homicide, inProvince('Eastern Cape')), 'latest'),
  },

  // The foreign correspondent, notebook b.
  {
    notebook: 'b',
    question: 'Which state in this batch had the most rape cases reported? I gather you call them provinces.',
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(rows.filter(has('rape')), (r) => r.province)),
  },
  {
    notebook: 'b',
    question:
      'In Manguang county, the Bloemfontein area, how many of the incidents ended with somebody arrested?',
    covers: ['misspelling', 'restricted count'],
    expect: (rows) => number(count(rows, inMunicipality('Mangaung'), arrested)),
  },
  {
    notebook: 'b',
    question: 'What percentage of the Northern Cape incidents had a child under 18 among the victims?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const northernCape = rows.filter(inProvince('Northern Cape'));
      return percentage(northernCape.filter(childVictim).length, northernCape.length);
    },
  },
  {
    notebook: 'b',
    question:
      'Across all five regions in here, how many police officers turn up as victims, whether they were killed or wounded?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question:
      "Going back in time: what's the earliest incident on file from Mpumalanga, and when did it happen?",
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Mpumalanga')), 'earliest'),
  },

  // The podcast fact-checker, notebook a.
  {
    notebook: 'a',
    question:
      'Fact-check for the show: is it true that at least 45 of the 50 incidents here led to an arrest?',
    covers: ['yes/no', 'restricted count'],
    expect: (rows) => yesNo(count(rows, arrested) >= 45),
  },
  {
    notebook: 'a',
    question:
      'Was the Vosloorus shooting of Senzo Meyiwa the first incident in this notebook, going by the date it happened?',
    covers: ['yes/no', 'date'],
    expect: (rows) => {
      const meyiwa = rows.find(atPlace('Vosloorus'));
      if (!meyiwa?.event_date) throw new Error('no dated Vosloorus incident');
      const earliest = dateAt(rows, 'earliest');
      return yesNo(earliest.kind === 'date' && meyiwa.event_date === earliest.value);
    },
  },
  {
    notebook: 'a',
    question:
      'A guest on our show said one in five of these incidents happened in the Western Cape. What is the actual percentage?',
    covers: ['share'],
    expect: (rows) => percentage(count(rows, inProvince('Western Cape')), rows.length),
  },
  {
    notebook: 'a',
    question: 'Is it true that more than half of the murder cases in here happened on a weekend?',
    covers: ['yes/no', 'calendar'],
    expect: (rows) => {
      const murders = rowsWhere(rows, homicide, dated);
      return yesNo(2 * murders.filter(weekend).length > murders.length);
    },
  },
  {
    notebook: 'a',
    question:
      'One of our guests claimed more women than men were victims across these releases. Does that check out?',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(femaleVictims(rows) > maleVictims(rows)),
  },

  // The podcast fact-checker, notebook b.
  {
    notebook: 'b',
    question: 'Is it true that more than half of the Limpopo incidents ended with an arrest?',
    covers: ['yes/no', 'restricted count'],
    expect: (rows) => {
      const limpopo = rows.filter(inProvince('Limpopo'));
      return yesNo(2 * limpopo.filter(arrested).length > limpopo.length);
    },
  },
  {
    notebook: 'b',
    question:
      'A caller says at least 25 people were killed across the incidents in this notebook. Does that hold up?',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(peopleTotal('victims_killed', rows) >= 25),
  },
  {
    notebook: 'b',
    question:
      "We're told the most recent incident in here is from late 2025. On what date did it actually happen?",
    covers: ['date'],
    expect: (rows) => dateAt(rows, 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Checking a claim: did more incidents take place in the winter months, June to August, than in the summer months, December to February?',
    covers: ['yes/no', 'calendar'],
    expect: (rows) => {
      const winter = count(rows, inMonths(6, 8));
      const summer = count(rows, (r) => inMonths(12, 12)(r) || inMonths(1, 2)(r));
      return yesNo(winter > summer);
    },
  },
  {
    notebook: 'b',
    question:
      'A listener says several of the rape cases also involved an abduction. How many rapes in here actually came with a kidnapping?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('rape'), has('kidnapping'))),
  },

  // The trade-union organiser, notebook a.
  {
    notebook: 'a',
    question: 'How many robbers were arrested altogether over the CIT heists in here?',
    covers: ['slang', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(cashInTransit))),
  },
  {
    notebook: 'a',
    question: 'How many of our guards were injured in the cash van attacks?',
    covers: ['people'],
    expect: (rows) => number(sum(rows.filter(cashInTransit).map(stated('victims_injured')))),
  },
  {
    notebook: 'a',
    question:
      'Counting every hijacking of a car, taxi or truck and every cash-van heist, which province had the most of them?',
    covers: ['ranking'],
    ...ranking(
      (rows) =>
        tallyOf(
          rows.filter((r) => hijacking(r) || cashInTransit(r)),
          (r) => r.province,
        ),
      kznProvinceNames,
    ),
  },
  {
    notebook: 'a',
    question:
      'Did every truck hijacking, taxi hijacking and cash-in-transit robbery in here end with somebody being arrested?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(rows.filter((r) => hijacking(r) || cashInTransit(r)).every(arrested)),
  },
  {
    notebook: 'a',
    question:
      'Our members say the cash vans get hit at the start of the week. How many of the CIT robberies happened on a Monday?',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, cashInTransit, (r) => weekday(r) === 'Monday')),
  },

  // The trade-union organiser, notebook b.
  {
    notebook: 'b',
    question: 'How many zama zamas were arrested in the illegal mining busts, all together?',
    covers: ['slang', 'restricted count'],
    expect: (rows) => number(zamaZamaArrests(rows)),
  },
  {
    notebook: 'b',
    question:
      'How many security guards were victims in the cash-in-transit robberies, counting the one who was killed?',
    covers: ['people'],
    expect: (rows) => number(victims(rows.filter(cashInTransit))),
  },
  {
    notebook: 'b',
    question: 'Which of the cash-in-transit robberies led to the most arrests? Where did it happen?',
    covers: ['ranking'],
    ...largestIncident(cashInTransit, (r) => r.num_suspects_arrested),
  },
  {
    notebook: 'b',
    question:
      'Which security company employed the guard who was shot dead in the Mecklenberg cash-in-transit bombing?',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'Of the hijackings in here, trucks and cars alike, how many ended with somebody arrested?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, hijacking, arrested)),
  },
];

export const fresh57QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH57_QUESTIONS, rows);
