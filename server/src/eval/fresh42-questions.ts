/**
 * The forty-second fresh question set, written blind: thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, from the ground truth in eval/dev-releases/releases.jsonl and the
 * release texts alone, without the analyst, the extractor or any earlier question set in view.
 *
 * Voices (each asks five questions of each notebook):
 * - a foreign correspondent new to South Africa: whole sentences with a little background first, asks
 *   what locals take for granted, now and then gets a place name wrong ("Kayelitsha", "Mpumulanga",
 *   "Thabazimbe") and picks up local words ("perlemoen", "zama zamas");
 * - an investigator for a police ombudsman: officers as victims and as the accused, arrests and custody,
 *   careful about exactly which cases count;
 * - a data journalist building charts: wants single figures per year, per province or per window,
 *   shares, thresholds, and uses newsroom shorthand (EC, KZN, GBV, "%").
 *
 * Readings:
 * - An incident is one release's row of the notebook. A place is read from the row's province, or for a
 *   town or township from its location ("Kayelitsha" is any location naming Khayelitsha).
 * - A crime is read from the row's crimes: "murder" is the murder category; "rape" is rape; the
 *   perlemoen (abalone) busts are the poaching incidents of the Western Cape (both of notebook `a`'s are
 *   abalone seizures, as their texts say); the zama zama busts are the illegal mining incidents.
 * - Windows are inclusive at both ends: "2019 to 2021, both years included" is 2019-01-01 to 2021-12-31,
 *   "1 June to 31 December 2020" includes both days. An undated incident falls in no window, month or
 *   year. "In December" is the event date's month in any year.
 * - People are the people model v2 fields summed over the chosen rows; a null figure is not stated and
 *   adds nothing (it is not a zero and not a reason to refuse). "Killed" is victims_killed, "injured" is
 *   victims_injured, officers among the victims are victims_police, women among the suspects are
 *   suspects_female, a child victim is victims_children above zero, and "someone the victim knew" is a
 *   relationship of partner, family or acquaintance.
 * - Arrests: "nobody taken into custody" / "no arrest" is arrest_made false; a count of suspects
 *   arrested sums num_suspects_arrested. "Between two and five suspects arrested, inclusive" keeps 2,
 *   3, 4 and 5; "more than four dead" is strict, so exactly four does not count.
 * - Shares are whole percents of a stated denominator: the Eastern Cape incidents (all of them) for the
 *   murder share, the rape incidents (all of them) for the child-victim share.
 * - Rankings rank provinces by the summed figure (people killed, officer victims) or by the number of
 *   rape incidents; the checks prove the top does not tie. A province is accepted by its name
 *   (KwaZulu-Natal also as "KwaZulu Natal" or "KZN").
 * - A date is the event_date of the one incident the question singles out, or the latest event date of
 *   the incidents it describes.
 * - Refusals, with the words searched for in the release texts to be sure none states it: the money
 *   taken in the Macleantown cash-van heist (searched "R" amounts, "amount", "cash", "money": the text
 *   says only "an undisclosed amount of money"); suspensions of the Free State constables (searched
 *   "suspen", "disciplin", "dismiss", "desk duty" in every Free State release: none); a conviction rate
 *   for the North West suspects (searched "convict", "guilty", "sentenc", "acquit", "prison", "jail":
 *   only a prior suspended sentence, a hope of a conviction and a call for a harsh sentence "if found
 *   guilty", never a conviction in these cases).
 */
import type { Expectation } from './answer-matching';
import {
  type BlindQuestion,
  inMonths,
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
  has,
  inProvince,
  notArrested,
  number,
  percentOf,
  refusal,
  within,
} from './ground-truth-questions';

/** At least one of the people the field counts, as the release states it. */
const some =
  (field: 'victims_killed' | 'victims_police' | 'victims_children') =>
  (r: DevRow): boolean =>
    (r[field] ?? 0) > 0;

/** The event date of the one incident the test singles out; none or several is an error in the question. */
function dateOfOnly(rows: readonly DevRow[], test: (r: DevRow) => boolean): Expectation {
  const chosen = rows.filter(test);
  if (chosen.length !== 1) throw new Error(`expected one incident, found ${chosen.length}`);
  const value = chosen[0]?.event_date;
  if (!value) throw new Error('the incident has no date');
  return { kind: 'date', value };
}

/** The incident's location names the place (case-insensitive). */
const locatedAt = (word: string) => (r: DevRow) => r.location.toLowerCase().includes(word.toLowerCase());

/** The number of suspects arrested lies within the bounds, both included; an unstated number is not. */
const arrestedBetween = (low: number, high: number) => (r: DevRow) =>
  r.num_suspects_arrested !== null && r.num_suspects_arrested >= low && r.num_suspects_arrested <= high;

export const FRESH42_QUESTIONS: BlindQuestion[] = [
  // Notebook a — the foreign correspondent.
  {
    notebook: 'a',
    covers: ['refusal'],
    question:
      "I'm writing about cash-in-transit heists for readers in Europe, where an armoured van being blown open is almost unheard of. In the attack on the SBV van on the N6 near Macleantown, how much money did the robbers actually get away with?",
    expect: refusal,
  },
  {
    notebook: 'a',
    covers: ['slang', 'restricted count'],
    question:
      "A fisherman in Hout Bay told me 'perlemoen' is the local word for abalone and that smuggling it is big business. How many of the incidents in these releases involve perlemoen being seized in the Western Cape?",
    expect: (rows) => number(count(rows, has('poaching'), inProvince('Western Cape'))),
  },
  {
    notebook: 'a',
    covers: ['misspelling', 'restricted count'],
    question:
      'Forgive my spelling — Kayelitsha, the big township on the Cape Flats outside Cape Town. How many of the incidents here took place there?',
    expect: (rows) => number(count(rows, locatedAt('Khayelitsha'))),
  },
  {
    notebook: 'a',
    covers: ['date'],
    question:
      "Everyone I talk to assumes I know the story of the Bafana Bafana captain who was shot at his girlfriend's house in Vosloorus. I don't, I'm afraid. On what date was he shot?",
    expect: (rows) => dateOfOnly(rows, locatedAt('Vosloorus')),
  },
  {
    notebook: 'a',
    covers: ['calendar', 'restricted count'],
    question:
      'Colleagues here keep warning me that the festive season is the most violent time of the year. Taking all the years together, how many of these incidents happened in December?',
    expect: (rows) => number(count(rows, inMonths(12, 12))),
  },

  // Notebook a — the ombudsman's investigator.
  {
    notebook: 'a',
    covers: ['people'],
    question:
      'For the section of my report on members as victims: across all these incidents, how many police officers in total, on duty or off, were among the victims?',
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    covers: ['date', 'people'],
    question: 'What is the date of the most recent incident in which a police member was one of the victims?',
    expect: (rows) => dateAt(rows.filter(some('victims_police')), 'latest'),
  },
  {
    notebook: 'a',
    covers: ['conjunction', 'restricted count'],
    question:
      'Murder cases where nobody at all has been taken into custody yet: how many of those are there in this notebook?',
    expect: (rows) => number(count(rows, has('murder'), notArrested)),
  },
  {
    notebook: 'a',
    covers: ['yes/no', 'conjunction'],
    question:
      'Is there any Western Cape case in which a police officer was among the victims and no arrest was made?',
    expect: (rows) => yesNo(count(rows, inProvince('Western Cape'), some('victims_police'), notArrested) > 0),
  },
  {
    notebook: 'a',
    covers: ['people', 'restricted count'],
    question:
      'Looking only at KZN incidents in which at least one person was killed, how many suspects were arrested in total?',
    expect: (rows) =>
      number(suspectsArrested(rowsWhere(rows, inProvince('KwaZulu-Natal'), some('victims_killed')))),
  },

  // Notebook a — the data journalist.
  {
    notebook: 'a',
    covers: ['calendar'],
    question: 'Building a by-year bar chart. How many incidents are dated 2019 to 2021, both years included?',
    expect: (rows) => number(count(rows, within('2019-01-01', '2021-12-31'))),
  },
  {
    notebook: 'a',
    covers: ['share', 'restricted count'],
    question:
      'What % of the EC incidents involved a murder? Nearest whole percent, with all Eastern Cape incidents as the base.',
    expect: (rows) => percentOf(rows.filter(inProvince('Eastern Cape')), has('murder')),
  },
  {
    notebook: 'a',
    covers: ['ranking', 'people'],
    question: 'Deaths by province for a map: which province has the highest total number of people killed?',
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    covers: ['restricted count', 'people'],
    question:
      'Threshold for the mass-shooting graphic: how many incidents left more than four people dead? Strictly more, so an incident with exactly four deaths stays out.',
    expect: (rows) => number(count(rows, (r) => (r.victims_killed ?? 0) > 4)),
  },
  {
    notebook: 'a',
    covers: ['calendar', 'people'],
    question: 'One figure for the injuries chart: how many people were injured in incidents dated in 2019?',
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(within('2019-01-01', '2019-12-31')))),
  },

  // Notebook b — the foreign correspondent.
  {
    notebook: 'b',
    covers: ['misspelling', 'people'],
    question: 'How many people in total were killed in the incidents recorded in Mpumulanga province?',
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Mpumalanga')))),
  },
  {
    notebook: 'b',
    covers: ['slang', 'people'],
    question:
      "I've learnt that the illegal miners who work abandoned shafts here are called 'zama zamas'. Adding up all the zama zama busts in these releases, how many people were arrested?",
    expect: (rows) => number(suspectsArrested(rows.filter(has('illegal mining')))),
  },
  {
    notebook: 'b',
    covers: ['date'],
    question:
      'Farm attacks are a big talking point abroad, though I gather the picture is complicated. The attack at Grootvlei, near Balfour, in which an elderly farmer was killed: on what date did it happen?',
    expect: (rows) => dateOfOnly(rows, locatedAt('Grootvlei')),
  },
  {
    notebook: 'b',
    covers: ['yes/no', 'misspelling'],
    question:
      'Rhino poaching is the one South African crime story my editors always want. For the two rhinos shot and dehorned at the game reserve near Thabazimbe, has anyone been arrested?',
    expect: (rows) => {
      const chosen = rows.filter(locatedAt('Thabazimbi'));
      if (chosen.length !== 1) throw new Error(`expected one incident, found ${chosen.length}`);
      return yesNo(chosen.every(arrested));
    },
  },
  {
    notebook: 'b',
    covers: ['ranking', 'restricted count'],
    question:
      'Readers back home often ask me about sexual violence in South Africa. In these releases, which province has the most rape cases?',
    ...ranking((rows) => tallyOf(rows.filter(has('rape')), (r) => r.province)),
  },

  // Notebook b — the ombudsman's investigator.
  {
    notebook: 'b',
    covers: ['people'],
    question:
      'How many women feature among the suspects, whether arrested or still being sought, going by what the releases say?',
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    covers: ['ranking', 'people'],
    question:
      'Which province has the most police officers among the victims? Count the officers themselves, not the incidents.',
    ...ranking(peopleByProvince('victims_police')),
  },
  {
    notebook: 'b',
    covers: ['date'],
    question:
      'The two Bloemfontein constables alleged to have arrested a foreign national and then demanded money from his friend for his release: on what date did that arrest happen?',
    expect: (rows) => dateOfOnly(rows, (r) => r.location === 'Bloemfontein' && has('corruption')(r)),
  },
  {
    notebook: 'b',
    covers: ['yes/no'],
    question:
      'The Kimberley Flying Squad lieutenant-colonel accused of raping a 15-year-old girl at a guest house in De Aar — had he been arrested at the time of the report?',
    expect: (rows) => {
      const chosen = rows.filter(locatedAt('De Aar'));
      if (chosen.length !== 1) throw new Error(`expected one incident, found ${chosen.length}`);
      return yesNo(chosen.every(arrested));
    },
  },
  {
    notebook: 'b',
    covers: ['refusal'],
    question:
      'In the Free State cases where serving constables are the accused, how many of those officers were suspended from duty while the matters are pending?',
    expect: refusal,
  },

  // Notebook b — the data journalist.
  {
    notebook: 'b',
    covers: ['share', 'people'],
    question:
      'For a GBV explainer: of the rape cases, what share had a child (under 18) among the victims? Nearest whole percent, out of all the rape cases.',
    expect: (rows) => percentOf(rows.filter(has('rape')), some('victims_children')),
  },
  {
    notebook: 'b',
    covers: ['people', 'restricted count'],
    question:
      'How many incidents record the attacker as someone the victim knew, i.e. a partner, a relative or an acquaintance?',
    expect: (rows) => number(count(rows, knewTheAttacker)),
  },
  {
    notebook: 'b',
    covers: ['calendar'],
    question: 'How many incidents fall between 1 June and 31 December 2020, inclusive?',
    expect: (rows) => number(count(rows, within('2020-06-01', '2020-12-31'))),
  },
  {
    notebook: 'b',
    covers: ['conjunction', 'restricted count'],
    question:
      'Free State only: in how many incidents were between two and five suspects arrested, counting both two and five?',
    expect: (rows) => number(count(rows, inProvince('Free State'), arrestedBetween(2, 5))),
  },
  {
    notebook: 'b',
    covers: ['refusal'],
    question:
      "What's the conviction rate for the suspects arrested in the North West cases? I'd like it as a percentage for the chart.",
    expect: refusal,
  },
];

export const fresh42QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH42_QUESTIONS, rows);
