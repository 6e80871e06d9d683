import { addDays, dayMonth, dayMonthYear, daysBetween, MONTH_NAMES, weekdayName } from '../corpus/calendar';
import {
  type Place,
  PROVINCE_POPULATION_MILLIONS,
  PROVINCES,
  placesInProvince,
  stationsServing,
} from '../corpus/gazetteer';
import type { OutcomeKind, RawRelease } from '../corpus/types';
import { isVictimlessCase } from '../extraction/people';
import { Dice, WeightedTable } from './demo-dice';
import {
  capitalise,
  countWord,
  inventedName,
  NUMBER_WORDS,
  ordinalWord,
  type Party,
  suspectParty,
  victimParty,
} from './demo-people';
import {
  ARREST_UNITS,
  CLOTHING,
  DETECTIVE_RANKS,
  FIRST_NAMES,
  NO_ARREST_LINES,
  QUOTES,
  SENTENCES_HANDED_DOWN,
  type Shape,
  SPOKESPERSON_RANKS,
  STORIES,
  type Story,
  VEHICLES,
} from './demo-stories';

/**
 * What a demo release was written to say, so extraction can be scored against it. Fields follow the
 * development set's conventions: null where the text does not say. None of it is stored with the
 * release; only the text carries it.
 */
export interface DemoTruth {
  /** The incident's day (yyyy-MM-dd) as the text fixes it; null when the text names no day. */
  date: string | null;
  /** yyyy-MM when the text names only the month of the incident. */
  incidentMonth: string | null;
  /** The day it really happened, said or not. */
  occurred: string;
  /** The place where the incident happened, a gazetteer name. */
  town: string;
  /** The local or metropolitan municipality of that place. */
  municipality: string | null;
  province: string;
  /** Crime categories of this incident, the main one first (never those of a second, unrelated one). */
  crimes: readonly string[];
  /** Suspects arrested for this incident; 0 when none; null when the text reports arrests without a count. */
  suspectsArrested: number | null;
  /** The ages of arrested suspects the text states, ascending. */
  suspectAges: number[];
  victims: { count: number | null; female: number | null; male: number | null };
  arrestMade: boolean;
  outcome: OutcomeKind;
}

export interface DemoCase {
  release: RawRelease;
  truth: DemoTruth;
}

const FIRST_PUBLICATION = '2019-01-01';
const PUBLICATION_DAYS = daysBetween(FIRST_PUBLICATION, '2025-12-31') + 1;
const ENDS_LINES = ['Ends', 'Ends', 'Ends', 'ENDS', 'ENDS', '#ends', '#Ends'];
/** The openers real releases use before a second, unrelated case. */
const SEPARATE_OPENERS = [
  'In a separate incident',
  'In an unrelated case',
  'In another incident',
  'Elsewhere in the province',
  'Separately',
];

const PROVINCE_TABLE = new WeightedTable(PROVINCES, (p) => PROVINCE_POPULATION_MILLIONS[p] ?? 0);
const STORY_TABLE = new WeightedTable(STORIES, (s) => s.weight);
const SECOND_STORY_TABLE = new WeightedTable(
  STORIES.filter(
    (s) => s.victim !== 'none' && s.shapes.some((shape) => shape === 'arrest' || shape === 'appeal'),
  ),
  (s) => s.weight,
);
const TOWN_NAMES = new Set(PROVINCES.flatMap((p) => placesInProvince(p).map((t) => t.name)));
/** Town names found in more than one province ("Richmond", "Heidelberg"): a release naming one also names its province. */
const NAMES_IN_SEVERAL_PROVINCES = (() => {
  const provincesOf = new Map<string, Set<string>>();
  for (const province of PROVINCES) {
    for (const town of placesInProvince(province)) {
      provincesOf.set(town.name, (provincesOf.get(town.name) ?? new Set()).add(province));
    }
  }
  return new Set([...provincesOf].filter(([, provinces]) => provinces.size > 1).map(([name]) => name));
})();

function slashDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

function monthName(iso: string): string {
  return MONTH_NAMES[Number(iso.slice(5, 7)) - 1] as string;
}

function clock(dice: Dice): string {
  return `${String(dice.pick([1, 2, 3, 5, 6, 10, 14, 17, 19, 20, 21, 22, 23])).padStart(2, '0')}:${dice.pick(['00', '15', '30', '45'])}`;
}

function dayOrdinal(day: number): string {
  const suffix =
    day % 10 === 1 && day !== 11
      ? 'st'
      : day % 10 === 2 && day !== 12
        ? 'nd'
        : day % 10 === 3 && day !== 13
          ? 'rd'
          : 'th';
  return `${day}${suffix}`;
}

/** How the release dates the incident, and what that wording fixes: a day, only a month, or nothing. */
interface Timing {
  phrase: string;
  date: string | null;
  month: string | null;
}

/** A day within the last week, worded relative to publication ("on Sunday night", "yesterday"). */
function relativeDay(dice: Dice, published: string, date: string): string {
  const daysBefore = daysBetween(date, published);
  const weekday = weekdayName(date);
  if (daysBefore === 0) {
    return dice.pick([
      'this morning',
      'earlier today',
      'in the early hours of this morning',
      `at about ${clock(dice)} today`,
    ]);
  }
  if (daysBefore === 1 && dice.chance(0.5))
    return dice.pick(['yesterday', 'last night', 'yesterday afternoon', 'late yesterday']);
  return dice.pick([
    `on ${weekday}`,
    `on ${weekday} night`,
    `on ${weekday} evening`,
    `in the early hours of ${weekday}`,
    `late on ${weekday}`,
    `on ${weekday} at about ${clock(dice)}`,
    `at about ${clock(dice)} on ${weekday}`,
    `on ${weekday}, ${dayMonth(date)}`,
    `on ${weekday} (${dayMonth(date)})`,
  ]);
}

/** A day named outright, in the many ways releases write one; `withYear` for days long past. */
function absoluteDay(dice: Dice, date: string, withYear = false): string {
  const day = Number(date.slice(8));
  if (withYear) {
    return dice.pick([
      `on ${dayMonthYear(date)}`,
      `on ${slashDate(date)}`,
      `on ${weekdayName(date)}, ${dayMonthYear(date)}`,
      `on ${monthName(date)} ${day}, ${date.slice(0, 4)}`,
    ]);
  }
  return dice.pick([
    `on ${dayMonthYear(date)}`,
    `on ${dayMonth(date)}`,
    `on ${slashDate(date)}`,
    `on ${weekdayName(date)}, ${dayMonthYear(date)}`,
    `on the night of ${dayMonth(date)}`,
    `on ${monthName(date)} ${day}`,
    `on ${monthName(date)} ${day}, ${date.slice(0, 4)}`,
    `at about ${clock(dice)} on ${dayMonth(date)}`,
    `on the ${dayOrdinal(day)} of ${monthName(date)}`,
  ]);
}

/** Only the month: "earlier this month", "last month", "in March", "in March 2023". */
function monthOnly(dice: Dice, published: string, date: string): string {
  const sameYear = date.slice(0, 4) === published.slice(0, 4);
  if (date.slice(0, 7) === published.slice(0, 7)) {
    return dice.pick(['earlier this month', `earlier in ${monthName(date)}`, `in ${monthName(date)}`]);
  }
  const previousMonth = addDays(`${published.slice(0, 7)}-01`, -1).slice(0, 7);
  if (date.slice(0, 7) === previousMonth && dice.chance(0.5)) return 'last month';
  return sameYear && dice.chance(0.5) ? `in ${monthName(date)}` : `in ${monthName(date)} ${date.slice(0, 4)}`;
}

function incidentDaysBefore(dice: Dice): number {
  const roll = dice.next();
  if (roll < 0.05) return 0;
  if (roll < 0.3) return 1;
  if (roll < 0.72) return dice.int(2, 6);
  return dice.int(7, 60);
}

function incidentTiming(dice: Dice, shape: Shape, published: string): { occurred: string; timing: Timing } {
  if (shape === 'sentence') {
    const occurred = addDays(published, -dice.int(180, 1100));
    const roll = dice.next();
    if (roll < 0.6) {
      return { occurred, timing: { phrase: absoluteDay(dice, occurred, true), date: occurred, month: null } };
    }
    if (roll < 0.85) {
      const phrase = `in ${monthName(occurred)} ${occurred.slice(0, 4)}`;
      return { occurred, timing: { phrase, date: null, month: occurred.slice(0, 7) } };
    }
    return { occurred, timing: { phrase: '', date: null, month: null } };
  }
  const daysBefore = shape === 'missing' ? dice.int(1, 14) : incidentDaysBefore(dice);
  let occurred = addDays(published, -daysBefore);
  const roll = dice.next();
  if (roll < 0.1) return { occurred, timing: { phrase: '', date: null, month: null } };
  if (roll < 0.18 && daysBefore >= 3) {
    return {
      occurred,
      timing: { phrase: monthOnly(dice, published, occurred), date: null, month: occurred.slice(0, 7) },
    };
  }
  if (daysBefore <= 6 && dice.chance(0.7)) {
    // "Over the weekend" is read as its Saturday, so the incident is put on that Saturday.
    const saturday = addDays(published, -((new Date(`${published}T00:00:00Z`).getUTCDay() + 1) % 7 || 7));
    const publishedEarlyInWeek = ['Monday', 'Tuesday', 'Wednesday'].includes(weekdayName(published));
    if (publishedEarlyInWeek && dice.chance(0.08)) {
      occurred = saturday;
      return { occurred, timing: { phrase: 'over the weekend', date: saturday, month: null } };
    }
    return {
      occurred,
      timing: { phrase: relativeDay(dice, published, occurred), date: occurred, month: null },
    };
  }
  return { occurred, timing: { phrase: absoluteDay(dice, occurred), date: occurred, month: null } };
}

/** A weekday up to a few days before publication, as courts do not sit at weekends. */
function courtDayBefore(dice: Dice, published: string, min: number, max: number): string {
  let day = addDays(published, -dice.int(min, max));
  while (['Saturday', 'Sunday'].includes(weekdayName(day))) day = addDays(day, -1);
  return day;
}

/** A court date after publication on a weekday, worded as releases do. */
function upcomingCourtPhrase(dice: Dice, published: string): string {
  let daysAhead = dice.int(1, 12);
  while (['Saturday', 'Sunday'].includes(weekdayName(addDays(published, daysAhead)))) daysAhead++;
  const date = addDays(published, daysAhead);
  if (daysAhead <= 6 && dice.chance(0.6)) return `on ${weekdayName(date)}`;
  return dice.pick([
    `on ${dayMonthYear(date)}`,
    'soon',
    `on ${dayMonth(date)}`,
    'once the investigation is complete',
  ]);
}

/** The larger town a township or suburb belongs to ("Cape Town" for Khayelitsha), if the gazetteer knows one. */
function parentTown(town: Place): string | null {
  return town.containers.find((c) => TOWN_NAMES.has(c)) ?? null;
}

function inPhrase(dice: Dice, town: Place): string {
  const parent = parentTown(town);
  const roll = dice.next();
  if (parent && roll < 0.25) return `in ${town.name}, ${parent}`;
  if (roll > 0.85) return `in the ${town.name} area`;
  return `in ${town.name}`;
}

function nearPhrase(dice: Dice, town: Place): string {
  return `${dice.pick(['near', 'outside', 'on the outskirts of', `about ${dice.int(5, 40)} km from`])} ${town.name}`;
}

/** A different place for distractions: where suspects were traced, or a second incident. */
function otherTown(dice: Dice, town: Place): Place {
  const nearby = placesInProvince(town.province).filter((t) => t !== town && t.name !== town.name);
  const sameMunicipality = nearby.filter((t) => t.local === town.local);
  return dice.pick(sameMunicipality.length > 0 && dice.chance(0.6) ? sameMunicipality : nearby);
}

/** Where the release names the scene: in the incident sentence, in a sentence of its own, by its police station only, or in an opening line. */
type PlaceMode = 'inline' | 'sentence' | 'station' | 'lede';

interface Scene {
  dice: Dice;
  story: Story;
  shape: Shape;
  published: string;
  town: Place;
  province: string;
  occurred: string;
  timing: Timing;
  placeMode: PlaceMode;
  /** The police station named for the scene, when one is. */
  station: string | null;
  /** The date goes in a sentence of its own after the incident. */
  separateDate: boolean;
  values: Record<string, string>;
  victim: Party | null;
  suspects: Party;
  withAddon: boolean;
  /** Whether the suspects have been introduced, so later mentions refer back ("the pair"). */
  suspectsIntroduced: boolean;
  /** Placeholders the filled templates used, so the truth knows whether pronouns gave the victim's sex. */
  used: Set<string>;
}

function tidy(text: string): string {
  return capitalise(
    text
      .replace(/ {2,}/g, ' ')
      .replace(/ +([,.;])/g, '$1')
      .replace(/,([.;,])/g, '$1')
      .replace(/^[,\s]+/, '')
      .replace(/([.!?]) ([a-z])/g, (_, stop: string, letter: string) => `${stop} ${letter.toUpperCase()}`)
      .trim(),
  );
}

function fill(scene: Scene, template: string, values: Record<string, string> = scene.values): string {
  return tidy(
    template.replace(/\{(\w+)\}/g, (_, key: string) => {
      scene.used.add(key);
      return key === 'S' ? mention(scene) : (values[key] ?? '');
    }),
  );
}

/** The suspects as the release names them next: introduced the first time, referred back to after. */
function mention(scene: Scene): string {
  const s = scene.suspects;
  if (!scene.suspectsIntroduced) {
    scene.suspectsIntroduced = true;
    return s.first;
  }
  return s.again.replace(/^The /, 'the ');
}

const PERSONAL_NAMES = new Set<string>([...FIRST_NAMES.female, ...FIRST_NAMES.male]);

/** Lower-cases an opening that follows "It is alleged that"; a person's name keeps its capital. */
function continuing(sentence: string): string {
  const firstWord = sentence.split(' ')[0] ?? '';
  return PERSONAL_NAMES.has(firstWord) ? sentence : sentence.charAt(0).toLowerCase() + sentence.slice(1);
}

function chargesText(story: Story): string {
  return story.charges.join(' and ');
}

/** The incident in the release's words, with the place or date in sentences of their own where chosen. */
function incidentParagraph(scene: Scene): string {
  const { dice, story, town } = scene;
  let text = fill(scene, dice.pick(story.incidents));
  if (scene.withAddon && story.addon) text += ` ${fill(scene, story.addon.sentence)}`;
  const when = scene.separateDate ? scene.timing.phrase : '';
  if (scene.placeMode === 'sentence') {
    text += ` ${tidy(`${dice.pick(['The incident happened', 'This happened', 'It happened'])} ${inPhrase(dice, town)} ${when}.`)}`;
  } else if (when !== '') {
    text += ` ${tidy(`${dice.pick(['The incident happened', 'It took place', 'This happened'])} ${when}.`)}`;
  }
  if (scene.placeMode === 'station' && scene.station) {
    const st = scene.station;
    text += ` ${dice.pick([
      `${st} SAPS is investigating.`,
      `Members of ${st} SAPS attended the scene.`,
      `Detectives at ${st} police station are handling the case.`,
    ])}`;
  }
  return text;
}

/** "Police in Khayelitsha are investigating ...": the place named before the story is told. */
function ledeLine(scene: Scene): string {
  const { dice, story, town } = scene;
  const charge = chargesText(story) || 'a missing person';
  return dice.pick([
    `Police in ${town.name} are investigating a case of ${charge}.`,
    `${town.name} police have opened a case of ${charge}.`,
  ]);
}

function policeUnit(scene: Scene): string {
  const { dice, station } = scene;
  if (station && dice.chance(0.4)) return `Members of ${station} SAPS`;
  return dice.pick(ARREST_UNITS);
}

function arrestTiming(scene: Scene): string {
  const { dice, published, occurred } = scene;
  const daysSince = daysBetween(occurred, published);
  if (daysSince < 1 || dice.chance(0.4)) {
    return dice.pick(['shortly afterwards', 'within hours', 'a short while later', 'the same day']);
  }
  const arrested = addDays(published, -dice.int(0, daysSince - 1));
  return daysBetween(arrested, published) <= 6
    ? relativeDay(dice, published, arrested)
    : absoluteDay(dice, arrested);
}

/** A court in the town or the larger town around it; `kind` defaults to a magistrate's court. */
function courtName(scene: Scene, kind?: string): string {
  const { dice, town } = scene;
  const seat = dice.chance(0.7) ? (parentTown(town) ?? town.name) : town.name;
  return `${seat} ${kind ?? dice.pick(["Magistrate's Court", "Magistrate's Court", "Magistrates' Court"])}`;
}

/** How the release says the suspects were arrested; `traced` names another place as where. */
function arrestSentence(scene: Scene): string {
  const { dice, suspects } = scene;
  const s = suspects;
  const timing = arrestTiming(scene);
  const introducing = !scene.suspectsIntroduced;
  const who = `${mention(scene)}${introducing && dice.chance(0.1) ? ` from ${otherTown(dice, scene.town).name}` : ''}`;
  const lines = [
    `${policeUnit(scene)} followed up on information and arrested ${who} ${timing}.`,
    `${capitalise(who)} ${s.was} arrested ${timing} after a tip-off from the community.`,
    `Following an intensive investigation, ${who} ${s.was} arrested ${timing}.`,
    `${capitalise(who)} ${s.was} traced to ${otherTown(dice, scene.town).name} and arrested ${timing}.`,
  ];
  let text = tidy(dice.pick(lines));
  if (s.count !== null && s.count <= 4 && dice.chance(0.1)) {
    text += ` A ${ordinalWord(s.count + 1)} suspect is still being sought.`;
  }
  return text;
}

/** What the release says of the charges; whether it puts the suspects before a court. */
function chargeSentence(scene: Scene): { text: string; charged: boolean } {
  const { dice, suspects, story } = scene;
  const charges = chargesText(story);
  return dice.pick([
    { text: `A case of ${charges} was opened.`, charged: false },
    { text: `${suspects.again} ${suspects.is} facing charges of ${charges}.`, charged: true },
    { text: `${suspects.again} will be charged with ${charges}.`, charged: false },
  ]);
}

function courtParagraph(scene: Scene): string {
  const { dice, suspects: s, published } = scene;
  const court = courtName(scene);
  const charges = chargesText(scene.story);
  const appeared = courtDayBefore(dice, published, 0, 2);
  return tidy(
    dice.pick([
      `${s.again} ${s.is} expected to appear in the ${court} ${upcomingCourtPhrase(dice, published)}.`,
      `${s.again} ${s.is} due to appear in the ${court} ${upcomingCourtPhrase(dice, published)} on charges of ${charges}.`,
      `${s.again} appeared in the ${court} on ${weekdayName(appeared)} and the case was postponed to ${dayMonthYear(addDays(published, dice.int(7, 30)))} for further investigation.`,
      `${s.again} appeared briefly in the ${court} on ${weekdayName(appeared)} and ${s.was} remanded in custody.`,
      `${s.again} ${s.was} granted bail of R${dice.int(1, 10)} 000 when ${s.he} appeared in the ${court} on ${weekdayName(appeared)}.`,
    ]),
  );
}

function quoteParagraph(scene: Scene): string {
  const { dice, province } = scene;
  const quote = dice.pick(QUOTES);
  const who = `${dice.pick(SPOKESPERSON_RANKS)} ${inventedName(dice, dice.chance(0.5))}`;
  return dice.pick([
    `"${quote}," said ${province} police spokesperson ${who}.`,
    `"${quote}," said police spokesperson ${who}.`,
    `${who}, speaking for the police in ${province}, said: "${quote}."`,
    `The district commander thanked the officers involved. "${quote}," ${who} said.`,
  ]);
}

/** `about` narrows the appeal: "about her whereabouts". */
function appealParagraph(scene: Scene, about?: string): string {
  const { dice } = scene;
  const detective = `${dice.pick(DETECTIVE_RANKS)} ${inventedName(dice, dice.chance(0.5))}`;
  const phone = phoneNumber(dice);
  const anonymous = dice.chance(0.4)
    ? ' Tip-offs can also be shared anonymously through the MySAPS app.'
    : '';
  return `${dice.pick([
    `Anyone with information${about ? ` ${about}` : ''} is requested to contact ${detective} on ${phone} or Crime Stop on 08600 10111.`,
    `Police are asking anyone who can help${about ? ` with information ${about}` : ''} to call ${detective} on ${phone}, or Crime Stop on 08600 10111.`,
    `Information can be passed on to the investigating officer, ${detective}, on ${phone} or to Crime Stop on 08600 10111.`,
  ])}${anonymous}`;
}

function phoneNumber(dice: Dice): string {
  const prefix = dice.pick(['71', '72', '73', '76', '79', '82', '83', '84', '60', '61']);
  return `0${prefix} 555 ${String(dice.int(0, 9999)).padStart(4, '0')}`;
}

/** A short, unrelated second case after the main one, as releases often append. */
function separateIncident(scene: Scene): string {
  const { dice } = scene;
  const story = SECOND_STORY_TABLE.pick(dice);
  const town = dice.chance(0.7)
    ? otherTown(dice, scene.town)
    : dice.pick(placesInProvince(dice.pick(PROVINCES)));
  const victim = victimParty(dice, story.victim, false);
  const daysBefore = dice.int(1, 6);
  const when = relativeDay(dice, scene.published, addDays(scene.published, -daysBefore));
  const values: Record<string, string> = {
    ...scene.values,
    // Where a victim lives is not where the incident happened; releases often say both.
    V: victim ? `${victim.first}${dice.chance(0.1) ? ` from ${otherTown(dice, town).name}` : ''}` : '',
    v_was: victim?.was ?? 'was',
    v_he: victim?.he ?? '',
    v_his: victim?.his ?? '',
    v_him: victim?.him ?? '',
    in: `in ${town.name}`,
    near: `near ${town.name}`,
    when,
  };
  const incident = fill({ ...scene, used: new Set() }, dice.pick(story.incidents), values);
  const status = dice.pick([
    'A suspect was arrested at the scene.',
    'No one has been arrested yet.',
    `${capitalise(countWord(dice, dice.int(2, 4)))} suspects were arrested later that day.`,
  ]);
  return `${dice.pick(SEPARATE_OPENERS)}, ${continuing(incident)} ${status}`;
}

function withSeparate(scene: Scene, paragraphs: string[], at: number): string[] {
  if (!scene.dice.chance(0.15)) return paragraphs;
  return [...paragraphs.slice(0, at), separateIncident(scene), ...paragraphs.slice(at)];
}

interface Written {
  paragraphs: string[];
  outcome: OutcomeKind;
}

function arrestRelease(scene: Scene): Written {
  const { dice, suspects: s } = scene;
  const incident = incidentParagraph(scene);
  const charge = chargeSentence(scene);
  const withCourt = dice.chance(0.85);
  const court = withCourt ? [courtParagraph(scene)] : [];
  const lede = scene.placeMode === 'lede' ? `${ledeLine(scene)} ` : '';
  const variant = dice.int(0, 3);
  let paragraphs: string[];
  if (variant === 0) {
    paragraphs = [`${lede}${incident}`, `${arrestSentence(scene)} ${charge.text}`, ...court];
  } else if (variant === 1) {
    const opening = tidy(
      `${policeUnit(scene)} have arrested ${mention(scene)} in connection with a case of ${chargesText(scene.story)}.`,
    );
    paragraphs = [
      `${lede}${opening}`,
      `It is alleged that ${continuing(incident)}`,
      `${charge.text}`,
      ...court,
    ];
  } else if (variant === 2) {
    const who = `${dice.pick(SPOKESPERSON_RANKS)} ${inventedName(dice, dice.chance(0.5))}`;
    paragraphs = [
      `${lede}According to police spokesperson ${who}, ${continuing(incident)}`,
      `${arrestSentence(scene)} ${charge.text}`,
      ...court,
    ];
  } else {
    const appeared = weekdayName(courtDayBefore(dice, scene.published, 0, 2));
    const first = tidy(
      `${capitalise(mention(scene))} appeared in the ${courtName(scene)} on ${appeared} on charges of ${chargesText(scene.story)}.`,
    );
    paragraphs = [
      `${lede}${first}`,
      `It is alleged that ${continuing(incident)}`,
      tidy(
        `${s.again} ${s.was} arrested ${arrestTiming(scene)}. The case was postponed and ${s.he} remain${s.plural ? '' : 's'} in custody.`,
      ),
    ];
    return { paragraphs: withSeparate(scene, paragraphs, 3), outcome: 'charged' };
  }
  if (dice.chance(0.45)) paragraphs.push(quoteParagraph(scene));
  return {
    paragraphs: withSeparate(scene, paragraphs, 2),
    outcome: withCourt || charge.charged ? 'charged' : 'arrested',
  };
}

function appealRelease(scene: Scene): Written {
  const { dice } = scene;
  const status = dice.pick([
    ...NO_ARREST_LINES,
    `The suspects fled in a ${dice.pick(VEHICLES)} and have not yet been arrested.`,
  ]);
  const lede = scene.placeMode === 'lede' ? `${ledeLine(scene)} ` : '';
  const paragraphs = dice.chance(0.5)
    ? [
        `${lede}${incidentParagraph(scene)}`,
        `${status} A case of ${chargesText(scene.story)} is being investigated.`,
      ]
    : [
        `${lede}Police are searching for the people responsible for the ${scene.story.noun}. ${incidentParagraph(scene)}`,
        status,
      ];
  if (dice.chance(0.3)) paragraphs.push(quoteParagraph(scene));
  paragraphs.push(appealParagraph(scene));
  return { paragraphs: withSeparate(scene, paragraphs, 2), outcome: 'no_arrest' };
}

function sentenceRelease(scene: Scene): Written {
  const { dice, suspects: s, occurred } = scene;
  const court = courtName(scene, dice.pick(['Regional Court', 'High Court']));
  const sentencedOn = weekdayName(courtDayBefore(dice, scene.published, 1, 5));
  const variant = dice.int(0, 3);
  const term = dice.pick(
    variant === 2 ? SENTENCES_HANDED_DOWN.filter((t) => t.endsWith(' imprisonment')) : SENTENCES_HANDED_DOWN,
  );
  const charges = chargesText(scene.story);
  const arrestedOn = dayMonthYear(addDays(occurred, dice.int(1, 20)));
  const background = [
    incidentParagraph(scene),
    tidy(`${s.again} ${s.was} arrested on ${arrestedOn} and remained in custody throughout the trial.`),
  ];
  if (variant === 3) {
    const sentencing = dayMonthYear(addDays(scene.published, dice.int(10, 40)));
    return {
      paragraphs: [
        tidy(
          `${capitalise(mention(scene))} ${s.was} found guilty of ${charges} in the ${court} on ${sentencedOn}.`,
        ),
        ...background,
        `Sentencing is expected on ${sentencing}.`,
      ],
      outcome: 'convicted',
    };
  }
  const who = mention(scene);
  const opening = [
    `${capitalise(who)} ${s.was} sentenced to ${term} by the ${court} on ${sentencedOn} after being convicted of ${charges}.`,
    `The ${court} on ${sentencedOn} sentenced ${who} to ${term} for ${charges}.`,
    `${capitalise(who)} will spend ${term.replace(/ imprisonment$/, '')} behind bars after the ${court} found ${s.him} guilty of ${charges} on ${sentencedOn}.`,
  ][variant] as string;
  const commissioner = `The ${scene.province} Provincial Commissioner welcomed the sentence and praised the investigating officer, ${dice.pick(DETECTIVE_RANKS)} ${inventedName(dice, dice.chance(0.5))}.`;
  return { paragraphs: [tidy(opening), ...background, commissioner], outcome: 'sentenced' };
}

function missingRelease(scene: Scene): Written {
  const { dice, victim } = scene;
  const missing = victim as Party;
  for (const key of ['v_he', 'v_his', 'v_him']) scene.used.add(key);
  const lede = scene.placeMode === 'lede' ? `${ledeLine(scene)} ` : '';
  return {
    paragraphs: [
      `${lede}${incidentParagraph(scene)}`,
      `${capitalise(missing.he)} was wearing ${dice.pick(CLOTHING)} at the time. ${capitalise(missing.his)} family says it is unusual for ${missing.him} to stay away.`,
      appealParagraph(scene, `about ${missing.his} whereabouts`),
    ],
    outcome: 'no_arrest',
  };
}

function operationRelease(scene: Scene): Written {
  const { dice, suspects: s } = scene;
  const incident = incidentParagraph(scene);
  // Stories such as drunk driving introduce the suspect in the incident itself.
  const subject = capitalise(mention(scene));
  const arrested = tidy(
    dice.pick([
      `${subject} ${s.was} arrested at the scene for ${chargesText(scene.story)}.`,
      `${subject} ${s.was} taken into custody on the spot.`,
      `${subject} ${s.was} arrested and will be charged with ${chargesText(scene.story)}.`,
    ]),
  );
  const lede = scene.placeMode === 'lede' ? `${ledeLine(scene)} ` : '';
  const paragraphs = [`${lede}${incident}`, arrested, courtParagraph(scene)];
  if (dice.chance(0.4)) paragraphs.push(quoteParagraph(scene));
  return { paragraphs: withSeparate(scene, paragraphs, 3), outcome: 'charged' };
}

const WRITERS: Record<Shape, (scene: Scene) => Written> = {
  arrest: arrestRelease,
  appeal: appealRelease,
  sentence: sentenceRelease,
  missing: missingRelease,
  operation: operationRelease,
};

function titleFor(scene: Scene, outcome: OutcomeKind): string {
  const { dice, story, town, suspects: s, victim, shape, station } = scene;
  const roll = dice.next();
  const place = roll < 0.6 ? town.name : null;
  const at = place ? ` in ${place}` : '';
  // A station is named as the police who act ("Harare police arrest two"), not as the place.
  const byStation = station && roll >= 0.6 && roll < 0.75 ? station : null;
  const n = s.count === null ? null : capitalise(countWord(dice, s.count));
  const noun = story.noun;
  const options: Record<Shape, () => string[]> = {
    arrest: () =>
      s.count === null
        ? [`Suspects arrested for ${noun}${at}`, `Arrests made after ${noun}${at}`]
        : s.count > 1
          ? [
              `${n} suspects arrested for ${noun}${at}`,
              `${n} held over ${noun}${at}`,
              ...(place ? [`${place} police arrest ${n?.toLowerCase()} for ${noun}`] : []),
              ...(byStation ? [`${byStation} police arrest ${n?.toLowerCase()} for ${noun}`] : []),
              ...(s.count === 2 ? [`Pair nabbed for ${noun}${at}`] : []),
            ]
          : [
              `Suspect arrested for ${noun}${at}`,
              `Arrest made after ${noun}${at}`,
              `Breakthrough in ${noun} case${at}`,
              ...(byStation ? [`${byStation} police make arrest for ${noun}`] : []),
            ],
    appeal: () => [
      `Police appeal for information after ${noun}${at}`,
      `Manhunt under way after ${noun}${at}`,
      `Help sought to find suspects in ${noun} case${at}`,
    ],
    sentence: () =>
      outcome === 'convicted'
        ? [`Accused found guilty of ${noun}${at}`, `Guilty verdict in ${noun} case`]
        : [
            `Accused sentenced for ${noun}${at}`,
            `Court jails offender for ${noun}${at}`,
            `Justice served in ${noun} case`,
          ],
    missing: () => [
      `Police search for missing ${victim ? victim.first.replace(/^(?:an?|the) /, '').replace(/,.*$/, '') : 'person'}${place ? ` from ${place}` : ''}`,
      `Missing person: police appeal for help${at}`,
    ],
    operation: () => [`Arrest for ${noun}${at}`, `Police operation${at} leads to arrest for ${noun}`],
  };
  return capitalise(dice.pick(options[shape]()));
}

function closingLines(dice: Dice, province: string): string {
  const ends = dice.pick(ENDS_LINES);
  if (!dice.chance(0.6)) return ends;
  const enquiries = dice.chance(0.5)
    ? `Enquiries: ${dice.pick(SPOKESPERSON_RANKS)} ${inventedName(dice, dice.chance(0.5))}\nCell: ${phoneNumber(dice)}`
    : `Enquiries: ${province} Police Communication, ${dice.pick(SPOKESPERSON_RANKS)} ${inventedName(dice, dice.chance(0.5))} (${phoneNumber(dice)})`;
  return `${ends}\n\n${enquiries}`;
}

function placeModeFor(dice: Dice, town: Place): { mode: PlaceMode; station: string | null } {
  const stations = stationsServing(town);
  const roll = dice.next();
  if (roll < 0.15 && stations.length > 0) return { mode: 'station', station: dice.pick(stations) };
  if (roll < 0.3) return { mode: 'sentence', station: null };
  if (roll < 0.4) return { mode: 'lede', station: null };
  return { mode: 'inline', station: stations.length > 0 && dice.chance(0.2) ? dice.pick(stations) : null };
}

const crimesOf = ({ story, withAddon }: Scene): readonly string[] =>
  withAddon && story.addon ? [...story.crimes, story.addon.crime] : story.crimes;

function victimTruth(scene: Scene): DemoTruth['victims'] {
  const { victim, story, withAddon } = scene;
  const extra = (story.extraVictims ?? 0) + (withAddon ? (story.addon?.victims ?? 0) : 0);
  if (!victim && extra > 0) return { count: extra, female: null, male: null };
  // A seizure or possession case has no victim for certain, which the set's convention writes as 0.
  if (!victim)
    return isVictimlessCase(crimesOf(scene))
      ? { count: 0, female: 0, male: 0 }
      : { count: null, female: null, male: null };
  if (extra > 0 || victim.count === null)
    return { count: (victim.count ?? 0) + extra, female: null, male: null };
  if (victim.female !== null) return { count: victim.count, female: victim.female, male: victim.male };
  const pronounUsed = ['v_he', 'v_his', 'v_him'].some((key) => scene.used.has(key));
  if (!pronounUsed) return { count: victim.count, female: null, male: null };
  const female = victim.he === 'she' ? 1 : 0;
  return { count: victim.count, female, male: victim.count - female };
}

function composeCase(dice: Dice, sequence: number): DemoCase {
  const published = addDays(FIRST_PUBLICATION, dice.int(0, PUBLICATION_DAYS - 1));
  const province = PROVINCE_TABLE.pick(dice);
  const town = dice.pick(placesInProvince(province));
  const story = STORY_TABLE.pick(dice);
  const shape = dice.pick(story.shapes);
  const { occurred, timing } = incidentTiming(dice, shape, published);
  const victim = victimParty(dice, story.victim, story.groupVictims === true);
  const suspects = suspectParty(dice);
  const { mode, station } = placeModeFor(dice, town);
  const separateDate = timing.phrase !== '' && dice.chance(0.2);
  const inline = mode === 'inline';
  const values: Record<string, string> = {
    // Where a victim lives is not where the incident happened; releases often say both.
    V: victim ? `${victim.first}${dice.chance(0.1) ? ` from ${otherTown(dice, town).name}` : ''}` : '',
    v_was: victim?.was ?? 'was',
    v_he: victim?.he ?? '',
    v_his: victim?.his ?? '',
    v_him: victim?.him ?? '',
    s_was: suspects.was,
    s_his: suspects.his,
    s_him: suspects.him,
    in: inline ? inPhrase(dice, town) : '',
    near: inline ? nearPhrase(dice, town) : '',
    when: separateDate ? '' : timing.phrase,
    vehicle: dice.pick(VEHICLES),
    rand: `R${dice.int(2, 95)} ${dice.pick(['000', '500'])}`,
    count: dice.pick(NUMBER_WORDS.slice(2, 9)),
  };
  const scene: Scene = {
    dice,
    story,
    shape,
    published,
    town,
    province,
    occurred,
    timing,
    placeMode: mode,
    station,
    separateDate,
    values,
    victim,
    suspects,
    withAddon: story.addon !== undefined && dice.chance(0.3),
    suspectsIntroduced: false,
    used: new Set(),
  };
  const written = WRITERS[shape](scene);
  if (NAMES_IN_SEVERAL_PROVINCES.has(town.name) && !written.paragraphs.some((p) => p.includes(province))) {
    written.paragraphs.push(`${province} police are following up on all leads.`);
  }
  const crimes = crimesOf(scene);
  const arrested = shape !== 'appeal' && shape !== 'missing';
  return {
    release: {
      title: titleFor(scene, written.outcome),
      published_date: published,
      text: `${written.paragraphs.join('\n\n')}\n\n${closingLines(dice, province)}`,
      source_url: `https://demo.invalid/press-releases/${published.slice(0, 4)}/${sequence}`,
    },
    truth: {
      date: story.datesOnlyTheFinding ? null : timing.date,
      incidentMonth: story.datesOnlyTheFinding ? null : timing.month,
      occurred,
      town: town.name,
      municipality: town.local,
      province,
      crimes,
      suspectsArrested: arrested ? suspects.count : 0,
      suspectAges: arrested ? [...suspects.ages].sort((a, b) => a - b) : [],
      victims: victimTruth(scene),
      arrestMade: arrested,
      outcome: written.outcome,
    },
  };
}

/** Demo releases together with what each was written to say. Same seed, same releases. */
export function* generateDemoCases(count: number, seed = 1): Generator<DemoCase> {
  const dice = new Dice(seed);
  for (let sequence = 1; sequence <= count; sequence++) yield composeCase(dice, sequence);
}

/**
 * Clearly synthetic but realistic police press releases, streamed one at a time so a million of
 * them never sit in memory together. Their URLs use the reserved .invalid domain.
 */
export function* generateDemoReleases(count: number, seed = 1): Generator<RawRelease> {
  for (const demo of generateDemoCases(count, seed)) yield demo.release;
}
