/**
 * The fortieth blind question set: thirty questions about notebooks `a` and `b`, written from the
 * development set's field meanings and release texts alone, without reading the analyst, the
 * extractor or any earlier question set. Every expected answer is computed here from the ground truth.
 *
 * Voices (each asks five questions of each notebook):
 * - a staffer of a parliamentary portfolio committee on police: formal, oversight-minded, asks for
 *   comparisons, shares and financial-year windows, and says how a figure is to be rounded;
 * - the admin of a neighbourhood watch WhatsApp group: chatty lower case, local place names (some
 *   misspelt), slang such as "perlemoen" and "zama zamas", weekends and patrol rosters;
 * - an investigative journalist fact-checking a draft: quotes a claim from the draft, asks for exact
 *   dates, earliest cases, a yes or no, and names people the releases may not name.
 *
 * Readings:
 * - An incident is one release (one row of the notebook). Its date is `event_date`, never the
 *   publication date; an incident without a date falls in no window, on no weekday and in no year.
 * - Windows are inclusive at both ends: the 2019/20 financial year is 2019-04-01 to 2020-03-31, both
 *   days included. "In 2023" is 2023-01-01 to 2023-12-31. Weekdays come from `event_date` (UTC); the
 *   watch admin's weekend is Friday, Saturday and Sunday because the question says so.
 * - A crime counts when it is in the row's `crimes`: "murders" are rows with `murder`; "illegal
 *   firearm" is `illegal firearm possession`; "perlemoen busts" are `poaching` in the Western Cape
 *   (both such releases are about abalone); "zama zamas" are `illegal mining`; "CIT" is
 *   `cash-in-transit robbery`; "rape cases" are rows with `rape`.
 * - Places: a province is `province`; Ekurhuleni and Maluti-a-Phofung are `municipality`;
 *   "Khayelitsha" is a `location` containing the word; one named incident is found by a word of its
 *   location that no other row of the notebook holds.
 * - People: sums of a people field (`victims_killed`, `victims_injured`, `victims_children`,
 *   `victims_police`, `suspects_female`, `num_suspects_arrested`) over the selected rows, where a null
 *   is not stated and adds nothing. Deaths are victims killed, so suspects shot by police never count.
 * - "No arrest at all" is `arrest_made === false`; an incident whose arrest is not stated (null)
 *   stays in a share's denominator and is not in its numerator.
 * - Shares are whole percentages (half-way values are refused by `rounded`). The share of murder
 *   cases with no arrest is taken over all murder incidents. The female share of victims is
 *   `victims_female` summed over `victims_female` plus `victims_male` summed, nulls adding nothing, so a
 *   victim whose sex is not recorded is in neither part.
 * - The mean suspect age is over every stated age (one per suspect, arrested or sought) in the rape
 *   incidents, to one decimal.
 * - "More than" is strict: a tie is No. A year-on-year excess is the first year's incidents minus the
 *   second's and must be positive.
 * - Rankings sum the stated measure per key and need one key strictly on top: provinces by victims
 *   killed (KwaZulu-Natal also as "KwaZulu Natal" or "KZN"), provinces by suspects arrested, crimes by
 *   number of incidents in one province (the vocabulary word is the accepted name).
 * - Refusals: the releases never state them. I searched the texts of both notebooks for "load",
 *   "shedding", "outage", "blackout", "power" and "electric" (no release says the power was off during
 *   any incident, the Panorama burglary included); read the Eldorado Park release for a name (it
 *   calls the victim only "a warrant officer from Crime Intelligence"); and searched "ransom" and
 *   "amount" in notebook `b` (the Khuma release says the kidnappers demanded a ransom and later lowered
 *   it, never by how much; its R6 500 is cash robbed from the mother, not a ransom).
 */
import {
  any,
  atPlace,
  type BlindQuestion,
  femaleVictims,
  inMunicipality,
  kznProvinceNames,
  maleVictims,
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
  casesOf,
  count,
  dateAt,
  excessOf,
  has,
  inProvince,
  inYear,
  meanOf,
  notArrested,
  number,
  percentOf,
  refusal,
  rounded,
  weekday,
  within,
} from './ground-truth-questions';

/** The one incident whose location holds the word; none or several is an error in the question. */
function incidentAt(rows: readonly DevRow[], word: string): DevRow {
  const found = rows.filter((r) => r.location.toLowerCase().includes(word.toLowerCase()));
  if (found.length !== 1) throw new Error(`${found.length} incidents at ${word}`);
  return found[0] as DevRow;
}

const onDays =
  (...days: string[]) =>
  (r: DevRow) => {
    const day = weekday(r);
    return day !== undefined && days.includes(day);
  };

/** Crimes by the number of incidents that list them, over the given rows. */
const crimeTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.flatMap((r) => r.crimes),
    (crime) => crime,
  );

export const FRESH40_QUESTIONS: BlindQuestion[] = [
  // Notebook a, the committee staffer.
  {
    notebook: 'a',
    question:
      "For the portfolio committee's briefing note on violent crime: counting the victims killed in each incident (not suspects shot by police), which province accounts for the largest number of deaths in this notebook?",
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'The committee intends to raise detection rates with the Minister. Of the murder cases in this notebook, what percentage ended with no arrest at all? To the nearest whole percent, please.',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rowsWhere(rows, has('murder')), notArrested),
  },
  {
    notebook: 'a',
    question:
      'Members have asked specifically about illegal firearms. How many incidents in KZN and the EC combined had unlawful possession of a firearm among the crimes?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      number(
        count(
          rows,
          has('illegal firearm possession'),
          any(inProvince('KwaZulu-Natal'), inProvince('Eastern Cape')),
        ),
      ),
  },
  {
    notebook: 'a',
    question:
      'Following the concerns raised in the House about attacks on SAPS members, could you indicate how many police officers, whether on or off duty, are recorded among the victims across all the incidents?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question:
      "The department's annual report follows the financial year. How many incidents in this notebook took place in the 2019/20 financial year, i.e. from 1 April 2019 up to and including 31 March 2020?",
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2019-04-01', '2020-03-31'))),
  },

  // Notebook a, the neighbourhood watch admin.
  {
    notebook: 'a',
    question:
      'hey guys, question from one of our members in the Bay. how many perlemoen busts are there in the WC incidents?',
    covers: ['slang', 'conjunction'],
    expect: (rows) => number(count(rows, has('poaching'), inProvince('Western Cape'))),
  },
  {
    notebook: 'a',
    question:
      'ok so my cousin runs a watch in Benoni and wants to know how many of the incidents in here happened in Ekhuruleni? the whole metro, east rand side',
    covers: ['misspelling', 'restricted count'],
    expect: (rows) => number(count(rows, inMunicipality('Ekurhuleni'))),
  },
  {
    notebook: 'a',
    question:
      "Khayelitsha members pls note, we're thinking of putting extra patrols on Saturdays and Sundays. how many of the Khayelitsha incidents in this notebook happened on a weekend?",
    covers: ['calendar', 'conjunction'],
    expect: (rows) => number(count(rows, atPlace('Khayelitsha'), onDays('Saturday', 'Sunday'))),
  },
  {
    notebook: 'a',
    question:
      'sorry if someone asked already, how many kids (under 18) were victims across all the incidents in here? want to share the number with the parents group',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question:
      "guys there's a rumour going round that the break-in at the police commissioner's house in Panorama happened during loadshedding. does it say anywhere if the power was off at the time?",
    covers: ['refusal'],
    expect: refusal,
  },

  // Notebook a, the journalist.
  {
    notebook: 'a',
    question:
      'I am fact-checking a piece on the Eldorado Park shooting. My draft names the off-duty Crime Intelligence warrant officer who was killed: what name do the releases give for him?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'My draft says the Babanango ambush in 2021 was the first CIT robbery in this collection. What is the date of the earliest cash-in-transit robbery in the notebook?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, has('cash-in-transit robbery')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Checking a date before we go to print: the draft has the Sweetwaters tavern shooting near Pietermaritzburg on 20 July 2022. On what date did the shooting itself take place?',
    covers: ['date'],
    expect: (rows) => dateAt([incidentAt(rows, 'Sweetwaters')], 'earliest'),
  },
  {
    notebook: 'a',
    question:
      "One line in my draft reads: 'the Western Cape incidents left more people dead than the Eastern Cape ones.' Counting victims killed, is that claim correct? Yes or no.",
    covers: ['yes/no', 'people'],
    expect: (rows) =>
      yesNo(
        peopleTotal('victims_killed', rowsWhere(rows, inProvince('Western Cape'))) >
          peopleTotal('victims_killed', rowsWhere(rows, inProvince('Eastern Cape'))),
      ),
  },
  {
    notebook: 'a',
    question:
      'For a sidebar on 2019: how many people were reported wounded, but not killed, in the incidents that took place during that year?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(peopleTotal('victims_injured', rowsWhere(rows, inYear(2019)))),
  },

  // Notebook b, the committee staffer.
  {
    notebook: 'b',
    question:
      'For the comparison across the five provinces in this notebook, which province accounts for the largest number of suspects arrested? The committee wants people arrested, not cases.',
    covers: ['ranking'],
    ...ranking((rows) =>
      tallyOf(
        rows,
        (r) => r.province,
        (r) => r.num_suspects_arrested ?? 0,
      ),
    ),
  },
  {
    notebook: 'b',
    question:
      'On the GBV and femicide item of our oversight programme: of the victims whose sex is recorded, what proportion were female? Kindly give it to the nearest whole percent.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = femaleVictims(rows);
      const whole = female + maleVictims(rows);
      if (whole === 0) throw new Error('no victim with a stated sex');
      return number(rounded((100 * female) / whole, 0));
    },
  },
  {
    notebook: 'b',
    question:
      'The Chairperson has asked about women as perpetrators. How many female suspects, whether arrested or still being sought, appear across these incidents?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question:
      'With regard to the kidnapping of the 19-year-old in Khuma in April 2024, what ransom amount was demanded from the family? The Member needs the figure for a written question.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Comparing year on year by the date each incident occurred, how many more incidents took place in 2023 than in 2022?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => excessOf(rows, inYear(2023), inYear(2022)),
  },

  // Notebook b, the neighbourhood watch admin.
  {
    notebook: 'b',
    question:
      'the zama zamas are everywhere these days. how many of them got arrested all together in the illegal mining busts in here?',
    covers: ['slang', 'people'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, has('illegal mining')))),
  },
  {
    notebook: 'b',
    question:
      'for our weekend roster (we count Fri to Sun as the weekend), how many murders in this lot happened on a Friday, Saturday or Sunday?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => number(count(rows, has('murder'), onDays('Friday', 'Saturday', 'Sunday'))),
  },
  {
    notebook: 'b',
    question:
      'our members in Harrismith and Phuthaditjhaba keep asking me, how many incidents in here are in the Maluti a Phofong municipality?',
    covers: ['misspelling', 'restricted count'],
    expect: (rows) => number(count(rows, inMunicipality('Maluti-a-Phofung'))),
  },
  {
    notebook: 'b',
    question:
      'someone on the group says there were more murders in Limpopo than in the Free State in this notebook. is that true or not?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) =>
      yesNo(
        count(rows, has('murder'), inProvince('Limpopo')) >
          count(rows, has('murder'), inProvince('Free State')),
      ),
  },
  {
    notebook: 'b',
    question:
      'for the Northern Cape ones, which crime comes up most often? trying to work out what to warn ppl about',
    covers: ['ranking'],
    ...ranking((rows) => crimeTally(rowsWhere(rows, inProvince('Northern Cape')))),
  },

  // Notebook b, the journalist.
  {
    notebook: 'b',
    question:
      'My draft says Sergeant Nontombi Manie was killed in Kuruman in October 2019. What date do the records give for the killing itself?',
    covers: ['date'],
    expect: (rows) => dateAt([incidentAt(rows, 'Kuruman')], 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'To get a timeline right: which is the earliest incident in Mpumalanga in this notebook? I only need the date it happened.',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, inProvince('Mpumalanga')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'Can you confirm that, according to the releases, nobody was arrested for the killing of Constable Thato Makhoana near Slurry?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(incidentAt(rows, 'Slurry').arrest_made === false),
  },
  {
    notebook: 'b',
    question:
      'For a feature on child victims: how many children under 18 are recorded as victims in the Northern Cape incidents?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_children', rowsWhere(rows, inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question:
      'I want to check a claim about the age of accused rapists. Across the rape cases here, what is the average age of the suspects whose ages are given, to one decimal place?',
    covers: ['restricted count'],
    expect: (rows) => meanOf(suspectAges(rowsWhere(rows, has('rape'))), 1),
  },
];

export const fresh40QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH40_QUESTIONS, rows);
