/**
 * The thirty-seventh blind question set: thirty questions about notebooks `a` and `b` of the
 * development set, written from the release texts and the ground-truth fields alone, without reading
 * the analyst, the extractor or any earlier question set.
 *
 * The voices (each asks five questions of each notebook):
 * - a researcher for a provincial legislature: formal, writes for committee briefings, compares
 *   provinces and years and asks for shares;
 * - a spokesperson for a taxi-industry association: casual, full of SA slang ("bru", "Jozi", "ous",
 *   "lekker"), cares about hijackings, roads, towns and which days are dangerous;
 * - a volunteer with a victim-support NGO: gentle and wordy, asks about victims, women, children and
 *   whether the person who caused the harm was someone the victim knew.
 *
 * Readings:
 * - An incident is one release (one row of the notebook). A crime word means the row lists that crime
 *   among its `crimes`; "hijacking", as the taxi people say it, is `carjacking` or `truck hijacking`.
 *   "Murder incidents" are rows listing `murder`; "rape cases" rows listing `rape`; an "unlicensed gun"
 *   is `illegal firearm possession`.
 * - Dates are the `event_date`. A row without one never falls in a window, on a weekday or in a year,
 *   but still counts where no date is asked about. Windows are inclusive at both ends: "2022 and 2023"
 *   runs from 2022-01-01 to 2023-12-31, "from the start of 2023 onwards" and "from 1 January 2019
 *   onwards" include that first day. "Weekend" is a Saturday or Sunday and "a Friday" is a Friday, by
 *   the weekday of the event date.
 * - People figures (`victims_killed`, `victims_injured`, `victims_children`, `victims_police`,
 *   `victims_female`, `suspects_female`, `num_suspects_arrested`) are summed over the selected rows; a
 *   null (not stated) adds nothing. "Women and girls among the victims" is `victims_female`; "children"
 *   is `victims_children`; "police officers among the victims" is `victims_police`; "women among the
 *   suspects" is `suspects_female`; "suspects arrested" or "bust" is `num_suspects_arrested`.
 * - "Led to an arrest" is `arrest_made` true. "At least one person killed" is a stated
 *   `victims_killed` above zero.
 * - Shares are whole percents, rounded to the nearest. Their denominators: every KwaZulu-Natal
 *   incident (arrest share); every Northern Cape incident (rape share); every incident with at least one
 *   person killed (arrest share among deadly incidents); every rape case in notebook `b`, including
 *   those whose relationship is not stated, which do not count as the survivor knowing the accused.
 * - "Knew the attacker" is a relationship of `partner`, `family` or `acquaintance` (`knewTheAttacker`);
 *   null or `stranger` is not.
 * - "More than" and "how many more" are strict: equal counts answer No, and a difference that is not
 *   positive is an error in the question.
 * - Rankings take the single top key of a tally over the notebook's rows and must not tie: people
 *   killed summed per province (KwaZulu-Natal also as "KwaZulu Natal" or "KZN"); incidents per
 *   municipality (the City of Cape Town also as "Cape Town"; Mangaung); police officers among the
 *   victims summed per province (North West).
 * - Refusals ask for what no release states. Searched in the release texts: the KwaNobuhle jikeleza
 *   release for "association", "SANTACO", "rank", "route", "member", "union", "federation" (it never
 *   names the driver's taxi association, and no release of notebook `a` mentions one); the Kuruman
 *   Surrender Hill release for "sentenc", "convict", "guilty", "prison", "jail", "years", "life",
 *   "judg" (it ends with the accused expected in court, no sentence); the Morgenzon release for
 *   "hospital", "clinic", "medical", "treat", "care", "doctor", "examin", "admitted" (it never says
 *   where, or whether, the woman was taken for treatment).
 */
import {
  type BlindQuestion,
  femaleVictims,
  knewTheAttacker,
  kznProvinceNames,
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
  arrested,
  casesOf,
  count,
  dateAt,
  excessOf,
  has,
  inProvince,
  inYear,
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

/** A hijacking as the taxi industry says it: a car or a truck taken by force. */
const hijacking = (r: DevRow) => has('carjacking')(r) || has('truck hijacking')(r);
/** At least one person killed, as stated. */
const deadly = (r: DevRow) => (r.victims_killed ?? 0) > 0;
/** At least one child among the victims, as stated. */
const childHarmed = (r: DevRow) => (r.victims_children ?? 0) > 0;
const inMunicipalities =
  (...names: string[]) =>
  (r: DevRow) =>
    r.municipality !== null && names.includes(r.municipality);
const inProvinces =
  (...names: string[]) =>
  (r: DevRow) =>
    names.includes(r.province);
const incidentsPerMunicipality = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
/** A municipality named as an answer may: "City of Cape Town" also as "Cape Town". */
const municipalityAnswers = (name: string) => [...new Set(municipalityNames(name))];

export const FRESH37_QUESTIONS: BlindQuestion[] = [
  // Notebook a: the legislature researcher.
  {
    notebook: 'a',
    covers: ['share'],
    question:
      'For a briefing note to the portfolio committee on policing: of the incidents recorded in KwaZulu-Natal, what proportion resulted in at least one arrest? Please give it to the nearest whole percent.',
    expect: (rows) => percentOf(rowsWhere(rows, inProvince('KwaZulu-Natal')), arrested),
  },
  {
    notebook: 'a',
    covers: ['ranking', 'people'],
    question:
      'Comparing the four provinces represented in this notebook, which one accounts for the highest total number of people killed across its incidents?',
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    covers: ['restricted count', 'calendar'],
    question:
      'Considering only incidents from 1 January 2019 onwards, how many more murder incidents did the Eastern Cape record than Gauteng?',
    expect: (rows) =>
      excessOf(
        rowsWhere(rows, has('murder'), sinceYear(2019)),
        inProvince('Eastern Cape'),
        inProvince('Gauteng'),
      ),
  },
  {
    notebook: 'a',
    covers: ['people', 'calendar'],
    question:
      'I am compiling figures on non-fatal harm. Over the 2022 and 2023 calendar years combined, how many people were injured (wounded but not killed) in incidents in KwaZulu-Natal?',
    expect: (rows) =>
      number(
        peopleTotal(
          'victims_injured',
          rowsWhere(rows, inProvince('KwaZulu-Natal'), within('2022-01-01', '2023-12-31')),
        ),
      ),
  },
  {
    notebook: 'a',
    covers: ['yes/no', 'calendar'],
    question:
      'A member has asked whether the Western Cape fared worse than Gauteng in 2022. Did the Western Cape record more incidents than Gauteng during the 2022 calendar year?',
    expect: (rows) =>
      yesNo(
        count(rows, inProvince('Western Cape'), inYear(2022)) >
          count(rows, inProvince('Gauteng'), inYear(2022)),
      ),
  },

  // Notebook a: the taxi-industry spokesperson.
  {
    notebook: 'a',
    covers: ['slang', 'restricted count'],
    question:
      "Eish, hijackings are killing our members out there. How many hijackings are in this lot all in all? Cars and trucks both, doesn't matter which.",
    expect: (rows) => number(count(rows, hijacking)),
  },
  {
    notebook: 'a',
    covers: ['ranking'],
    question:
      'Which municipality is the real hotspot here, bru? I mean the one with the most incidents in the notebook, so we know where to tell the drivers to keep their eyes open.',
    ...ranking(incidentsPerMunicipality, municipalityAnswers),
  },
  {
    notebook: 'a',
    covers: ['misspelling', 'slang', 'conjunction'],
    question:
      "Howzit. Between Jozi and Ekurhleni, how many ous got bust for hijackings? Cars or trucks, I'm not fussy, just give me the total number of suspects arrested.",
    expect: (rows) =>
      number(
        suspectsArrested(rowsWhere(rows, hijacking, inMunicipalities('City of Johannesburg', 'Ekurhuleni'))),
      ),
  },
  {
    notebook: 'a',
    covers: ['calendar', 'restricted count'],
    question:
      'Our EC drivers swear the weekends are the worst. How many of the Eastern Cape incidents happened on a Saturday or a Sunday?',
    expect: (rows) => number(count(rows, inProvince('Eastern Cape'), weekend)),
  },
  {
    notebook: 'a',
    covers: ['refusal'],
    question:
      'That jikeleza driver who got hijacked in KwaNobuhle, which taxi association was he with? We want to check if he is one of ours.',
    expect: refusal,
  },

  // Notebook a: the victim-support volunteer.
  {
    notebook: 'a',
    covers: ['people'],
    question:
      'I volunteer with a support group for bereaved and hurt families, and the children are always the hardest part for us. How many children, meaning anyone under 18, were among the victims in the Western Cape incidents?',
    expect: (rows) => number(peopleTotal('victims_children', rowsWhere(rows, inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    covers: ['conjunction', 'people'],
    question:
      'So many of the survivors we sit with were hurt by someone close to them. In how many incidents was the attacker someone the victim knew (a partner, a family member or an acquaintance) and at least one of the victims a child?',
    expect: (rows) => number(count(rows, knewTheAttacker, childHarmed)),
  },
  {
    notebook: 'a',
    covers: ['people', 'restricted count'],
    question:
      "Forgive me if this is a clumsy way of asking, but we are planning a women's circle in the Eastern Cape. How many women and girls were among the victims in the Eastern Cape incidents altogether?",
    expect: (rows) => number(femaleVictims(rowsWhere(rows, inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    covers: ['date'],
    question:
      "We're gently putting together a timeline for the rape survivors our branch has walked alongside. On what date did the earliest rape recorded in this notebook take place?",
    expect: (rows) => dateAt(rowsWhere(rows, has('rape')), 'earliest'),
  },
  {
    notebook: 'a',
    covers: ['share'],
    question:
      'It means so much to grieving families that someone is held to account. Of the incidents in which at least one person was killed, what percentage led to an arrest? The nearest whole percent is fine.',
    expect: (rows) => percentOf(rowsWhere(rows, deadly), arrested),
  },

  // Notebook b: the legislature researcher.
  {
    notebook: 'b',
    covers: ['ranking', 'people'],
    question:
      "For the committee's oversight report on attacks on police members: which province has the highest number of police officers among the victims of its incidents?",
    ...ranking(peopleByProvince('victims_police')),
  },
  {
    notebook: 'b',
    covers: ['share', 'restricted count'],
    question:
      'What share of the incidents recorded in the Northern Cape involved rape? To the nearest whole percent, please.',
    expect: (rows) => percentOf(rowsWhere(rows, inProvince('Northern Cape')), has('rape')),
  },
  {
    notebook: 'b',
    covers: ['calendar', 'conjunction'],
    question:
      'With a view to recent trends, how many incidents did the Free State and North West record between them from the start of 2023 onwards?',
    expect: (rows) => number(count(rows, inProvinces('Free State', 'North West'), sinceYear(2023))),
  },
  {
    notebook: 'b',
    covers: ['refusal'],
    question:
      'With regard to the murder of the police sergeant at Surrender Hill in Kuruman, what sentence did the court ultimately impose on the accused?',
    expect: refusal,
  },
  {
    notebook: 'b',
    covers: ['yes/no', 'restricted count'],
    question:
      'Taking all years together, did Limpopo record more murder incidents than Mpumalanga in this notebook?',
    expect: (rows) =>
      yesNo(
        count(rows, has('murder'), inProvince('Limpopo')) >
          count(rows, has('murder'), inProvince('Mpumalanga')),
      ),
  },

  // Notebook b: the taxi-industry spokesperson.
  {
    notebook: 'b',
    covers: ['date', 'slang'],
    question:
      'When was the last hijacking in this lot? Car or truck, whatever, just give me the date it went down.',
    expect: (rows) => dateAt(rowsWhere(rows, hijacking), 'latest'),
  },
  {
    notebook: 'b',
    covers: ['ranking'],
    question:
      'Which municipality keeps popping up the most in here, bra? Need to know where to tell the guys to watch themselves.',
    ...ranking(incidentsPerMunicipality, municipalityAnswers),
  },
  {
    notebook: 'b',
    covers: ['calendar'],
    question:
      'Fridays are lekker busy for us with pay-day and the weekend rush, so I worry. How many of these incidents happened on a Friday?',
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Friday')),
  },
  {
    notebook: 'b',
    covers: ['misspelling'],
    question:
      'How many suspects got arrested in Limpompo all together? The branch up there keeps asking me for numbers.',
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, inProvince('Limpopo')))),
  },
  {
    notebook: 'b',
    covers: ['conjunction', 'restricted count'],
    question:
      'Mpumalanga and North West, the N4 side where our long-distance guys run: how many incidents there had somebody caught with an unlicensed gun?',
    expect: (rows) =>
      number(count(rows, inProvinces('Mpumalanga', 'North West'), has('illegal firearm possession'))),
  },

  // Notebook b: the victim-support volunteer.
  {
    notebook: 'b',
    covers: ['people'],
    question:
      'Our little organisation works mostly with children and their caregivers, and I would like to understand the scale. Across this whole notebook, how many children under 18 are counted among the victims?',
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    covers: ['people'],
    question:
      'It is rare, but sometimes the person who causes the harm is a woman, and we try to understand those cases too. How many women are recorded among the suspects, whether they were caught or are still being sought?',
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    covers: ['share', 'people', 'misspelling'],
    question:
      'Of the rape cases in this notebook, in what share did the survivor know the person accused, whether a partner, a relative or an acquaintence? The nearest whole percent would be kind.',
    expect: (rows) => percentOf(rowsWhere(rows, has('rape')), knewTheAttacker),
  },
  {
    notebook: 'b',
    covers: ['refusal'],
    question:
      'My heart went out to the 90-year-old gogo who was attacked in her home in Morgenzon. Do you perhaps know which hospital she was taken to, so that one of our volunteers could visit her?',
    expect: refusal,
  },
  {
    notebook: 'b',
    covers: ['date'],
    question:
      'When did the most recent rape in this notebook happen? I would like to check whether our counsellors were working in that area at the time.',
    expect: (rows) => dateAt(rowsWhere(rows, has('rape')), 'latest'),
  },
];

export const fresh37QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH37_QUESTIONS, rows);
