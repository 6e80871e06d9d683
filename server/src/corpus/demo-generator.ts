import { addDays, dayMonth, dayMonthYear, daysBetween, weekdayName } from './calendar';
import {
  CLOTHING,
  DETECTIVE_RANKS,
  FIRST_NAMES,
  QUOTES,
  SENTENCES_HANDED_DOWN,
  type Shape,
  SPOKESPERSON_RANKS,
  STORIES,
  type Story,
  SURNAMES,
  VEHICLES,
  type VictimKind,
} from './demo-stories';
import {
  type Place,
  PROVINCE_POPULATION_MILLIONS,
  PROVINCES,
  placesInProvince,
  stationsServing,
} from './gazetteer';
import type { OutcomeKind, RawRelease } from './types';

/**
 * What a demo release was written to say, so extraction can be scored against it. Fields follow the
 * development set's conventions: null where the text does not say.
 */
export interface DemoTruth {
  /** The incident's day (yyyy-MM-dd) as the text fixes it; null when the text names no day. */
  date: string | null;
  /** yyyy-MM when the text names only the month of the incident. */
  incidentMonth: string | null;
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
const NUMBER_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const ENDS_LINES = ['Ends', 'Ends', 'Ends', 'ENDS', 'ENDS', '#ends', '#Ends'];

/** mulberry32: a tiny, fast, well-mixed 32-bit generator, so a seed always yields the same corpus. */
class Dice {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** Whole number from min to max inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }
}

class WeightedTable<T> {
  private readonly cumulative: number[] = [];
  private readonly total: number;

  constructor(
    private readonly items: readonly T[],
    weightOf: (item: T) => number,
  ) {
    let sum = 0;
    for (const item of items) {
      sum += weightOf(item);
      this.cumulative.push(sum);
    }
    this.total = sum;
  }

  pick(dice: Dice): T {
    const target = dice.next() * this.total;
    const index = this.cumulative.findIndex((c) => target < c);
    return this.items[index === -1 ? this.items.length - 1 : index] as T;
  }
}

const PROVINCE_TABLE = new WeightedTable(PROVINCES, (p) => PROVINCE_POPULATION_MILLIONS[p] ?? 0);
const STORY_TABLE = new WeightedTable(STORIES, (s) => s.weight);
const TOWN_NAMES = new Set(PROVINCES.flatMap((p) => placesInProvince(p).map((t) => t.name)));

interface Person {
  words: string;
  he: string;
  his: string;
  him: string;
  plural: boolean;
  count: number;
  female: boolean | null;
  ages: number[];
}

function slashDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function ageWithArticle(age: number): string {
  const an = age === 8 || age === 11 || age === 18 || (age >= 80 && age <= 89);
  return `${an ? 'an' : 'a'} ${age}-year-old`;
}

function person(words: string, female: boolean, age?: number): Person {
  const ages = age === undefined ? [] : [age];
  return female
    ? { words, he: 'she', his: 'her', him: 'her', plural: false, count: 1, female, ages }
    : { words, he: 'he', his: 'his', him: 'him', plural: false, count: 1, female, ages };
}

function victimOf(dice: Dice, kind: VictimKind): Person | null {
  switch (kind) {
    case 'none':
      return null;
    case 'female': {
      const age = dice.int(13, 70);
      return person(`${ageWithArticle(age)} ${age < 18 ? 'girl' : 'woman'}`, true, age);
    }
    case 'child': {
      const age = dice.int(3, 16);
      const female = dice.chance(0.55);
      return person(`${ageWithArticle(age)} ${female ? 'girl' : 'boy'}`, female, age);
    }
    case 'elderly': {
      const female = dice.chance(0.5);
      const age = dice.int(62, 88);
      return person(`${ageWithArticle(age)} ${female ? 'woman' : 'man'}`, female, age);
    }
    case 'adult': {
      const female = dice.chance(0.3);
      const role = dice.chance(0.2)
        ? dice.pick(['security guard', 'taxi driver', 'shop owner', 'farm worker'])
        : null;
      const age = dice.int(19, 65);
      return person(`${ageWithArticle(age)} ${role ?? (female ? 'woman' : 'man')}`, female, age);
    }
  }
}

function suspectsOf(dice: Dice): Person {
  const count = dice.pick([1, 1, 1, 1, 1, 2, 2, 2, 3, 4]);
  if (count === 1) {
    const female = dice.chance(0.1);
    const age = dice.int(18, 55);
    return person(`${ageWithArticle(age)} ${female ? 'woman' : 'man'}`, female, age);
  }
  const ages = Array.from({ length: count }, () => dice.int(18, 45)).sort((a, b) => a - b);
  const agesText = `${ages.slice(0, -1).join(', ')} and ${ages.at(-1)}`;
  const withAges = dice.chance(0.6);
  const words = withAges
    ? `${NUMBER_WORDS[count - 1]} suspects, aged ${agesText},`
    : `${NUMBER_WORDS[count - 1]} suspects`;
  return {
    words,
    he: 'they',
    his: 'their',
    him: 'them',
    plural: true,
    count,
    female: null,
    ages: withAges ? ages : [],
  };
}

function fullName(dice: Dice): string {
  const names = dice.chance(0.5) ? FIRST_NAMES.female : FIRST_NAMES.male;
  return `${dice.pick(names)} ${dice.pick(SURNAMES)}`;
}

function phoneNumber(dice: Dice): string {
  const prefix = dice.pick(['71', '72', '73', '76', '79', '82', '83', '84', '60', '61']);
  return `0${prefix} 555 ${String(dice.int(0, 9999)).padStart(4, '0')}`;
}

function randAmount(dice: Dice): string {
  return `R${dice.int(2, 95)} ${dice.pick(['000', '500'])}`;
}

/** How the release words an incident that happened `daysBefore` days before publication. */
function pastDatePhrase(dice: Dice, published: string, daysBefore: number): string {
  const date = addDays(published, -daysBefore);
  const weekday = weekdayName(date);
  if (daysBefore === 0) return dice.pick(['this morning', 'early this morning', 'earlier today']);
  if (daysBefore === 1 && dice.chance(0.6)) {
    return dice.pick(['yesterday', 'last night', 'yesterday afternoon']);
  }
  if (daysBefore <= 6) {
    if (weekday === 'Saturday' && dice.chance(0.15)) return 'over the weekend';
    return dice.pick([
      `on ${weekday}`,
      `on ${weekday}`,
      `on ${weekday} evening`,
      `on ${weekday} night`,
      `in the early hours of ${weekday} morning`,
      `on ${weekday}, ${dayMonth(date)}`,
    ]);
  }
  return dice.pick([
    `on ${dayMonthYear(date)}`,
    `on ${dayMonth(date)}`,
    `on ${slashDate(date)}`,
    `on ${weekday}, ${dayMonthYear(date)}`,
    `on the night of ${dayMonth(date)}`,
  ]);
}

/** A court date after publication on a weekday, worded as releases do. */
function upcomingCourtPhrase(dice: Dice, published: string): string {
  let daysAhead = dice.int(1, 12);
  while (['Saturday', 'Sunday'].includes(weekdayName(addDays(published, daysAhead)))) daysAhead++;
  const date = addDays(published, daysAhead);
  if (daysAhead <= 6 && dice.chance(0.6)) return `on ${weekdayName(date)}`;
  return dice.pick([`on ${dayMonthYear(date)}`, 'soon', `on ${dayMonth(date)}`]);
}

function incidentDaysBefore(dice: Dice): number {
  const roll = dice.next();
  if (roll < 0.05) return 0;
  if (roll < 0.35) return 1;
  if (roll < 0.8) return dice.int(2, 6);
  return dice.int(7, 45);
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

interface Scene {
  dice: Dice;
  story: Story;
  published: string;
  town: Place;
  province: string;
  incidentDate: string;
  values: Record<string, string>;
  victim: Person | null;
  suspects: Person;
  withAddon: boolean;
}

function fill(template: string, values: Record<string, string>): string {
  return capitalise(template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? ''));
}

function incidentParagraph(scene: Scene): string {
  const { dice, story, values } = scene;
  const incident = fill(dice.pick(story.incidents), values);
  return scene.withAddon && story.addon ? `${incident} ${fill(story.addon.sentence, values)}` : incident;
}

function chargesText(story: Story): string {
  return story.charges.join(' and ');
}

function policeUnit(scene: Scene): string {
  const stations = stationsServing(scene.town);
  if (stations.length > 0 && scene.dice.chance(0.6)) {
    return `Members of the ${scene.dice.pick(stations)} police station`;
  }
  return scene.dice.pick(['Police', 'Detectives', 'Officers from the local police station']);
}

function arrestTiming(scene: Scene): string {
  const { dice, published, incidentDate } = scene;
  const daysSince = daysBetween(incidentDate, published);
  if (daysSince < 1 || dice.chance(0.4)) {
    return dice.pick(['shortly afterwards', 'within hours', 'a short while later']);
  }
  return pastDatePhrase(dice, published, dice.int(0, daysSince - 1));
}

function courtParagraph(scene: Scene): string {
  const { dice, suspects, town, published } = scene;
  const who = suspects.plural ? 'They' : capitalise(suspects.he);
  const court = `${parentTown(town) ?? town.name} Magistrate's Court`;
  const when = upcomingCourtPhrase(dice, published);
  if (dice.chance(0.25)) {
    const appearance = addDays(published, -dice.int(0, 1));
    return `${who} appeared in the ${court} on ${weekdayName(appearance)} and the case was postponed to ${dayMonthYear(addDays(published, dice.int(7, 30)))} for further investigation.`;
  }
  return `${who} ${suspects.plural ? 'are' : 'is'} expected to appear in the ${court} ${when} on charges of ${chargesText(scene.story)}.`;
}

function quoteParagraph(scene: Scene): string {
  const { dice, province } = scene;
  return `"${dice.pick(QUOTES)}," said ${province} police spokesperson ${dice.pick(SPOKESPERSON_RANKS)} ${fullName(dice)}.`;
}

/** `about` narrows the appeal: "about her whereabouts". */
function appealParagraph(scene: Scene, about?: string): string {
  const { dice } = scene;
  const detective = `${dice.pick(DETECTIVE_RANKS)} ${fullName(dice)}`;
  const anonymous = dice.chance(0.5)
    ? ' Tip-offs can also be shared anonymously through the MySAPS app.'
    : '';
  return `Anyone with information${about ? ` ${about}` : ''} is requested to contact ${detective} on ${phoneNumber(dice)} or Crime Stop on 08600 10111.${anonymous}`;
}

function arrestRelease(scene: Scene): string[] {
  const { dice, suspects } = scene;
  const timing = arrestTiming(scene);
  const arrested = dice.pick([
    `${policeUnit(scene)} followed up on information and arrested ${suspects.words} ${timing}.`,
    `After an intensive investigation, detectives arrested ${suspects.words} ${timing}.`,
    `${capitalise(suspects.words)} ${suspects.plural ? 'were' : 'was'} arrested ${timing} after a tip-off from the community.`,
  ]);
  const paragraphs = [
    incidentParagraph(scene),
    `${arrested} A case of ${chargesText(scene.story)} was opened.`,
    courtParagraph(scene),
  ];
  if (dice.chance(0.5)) paragraphs.push(quoteParagraph(scene));
  return paragraphs;
}

function appealRelease(scene: Scene): string[] {
  const { dice } = scene;
  const status = dice.pick([
    'No arrests have been made and the motive is unknown.',
    'The suspects fled on foot and are still at large.',
    `The suspects fled in a ${dice.pick(VEHICLES)} and have not yet been arrested.`,
  ]);
  const paragraphs = [
    incidentParagraph(scene),
    `${status} A case of ${chargesText(scene.story)} is being investigated.`,
  ];
  if (dice.chance(0.3)) paragraphs.push(quoteParagraph(scene));
  paragraphs.push(appealParagraph(scene));
  return paragraphs;
}

function sentenceRelease(scene: Scene): string[] {
  const { dice, suspects, town, published, incidentDate } = scene;
  const court = `${parentTown(town) ?? town.name} ${dice.pick(['Regional Court', 'High Court'])}`;
  const sentencedOn = weekdayName(addDays(published, -dice.int(1, 5)));
  const convicted = `${capitalise(suspects.words)} ${suspects.plural ? 'were' : 'was'} sentenced to ${dice.pick(SENTENCES_HANDED_DOWN)} by the ${court} on ${sentencedOn} after being convicted of ${chargesText(scene.story)}.`;
  const arrestedOn = dayMonthYear(addDays(incidentDate, dice.int(1, 20)));
  return [
    convicted,
    incidentParagraph(scene),
    `${capitalise(suspects.he)} ${suspects.plural ? 'were' : 'was'} arrested on ${arrestedOn} and remained in custody throughout the trial.`,
    `The ${scene.province} Provincial Commissioner welcomed the sentence and praised the investigating officer, ${dice.pick(DETECTIVE_RANKS)} ${fullName(dice)}.`,
  ];
}

function missingRelease(scene: Scene): string[] {
  const { dice, victim } = scene;
  const missing = victim ?? person('a person', false);
  return [
    incidentParagraph(scene),
    `${capitalise(missing.he)} was wearing ${dice.pick(CLOTHING)} at the time. ${capitalise(missing.his)} family says it is unusual for ${missing.him} to stay away.`,
    appealParagraph(scene, `about ${missing.his} whereabouts`),
  ];
}

function operationRelease(scene: Scene): string[] {
  const { dice, suspects } = scene;
  const arrested = `${capitalise(suspects.words)} ${suspects.plural ? 'were' : 'was'} arrested at the scene for ${chargesText(scene.story)}.`;
  const paragraphs = [incidentParagraph(scene), arrested, courtParagraph(scene)];
  if (dice.chance(0.4)) paragraphs.push(quoteParagraph(scene));
  return paragraphs;
}

const WRITERS: Record<Shape, (scene: Scene) => string[]> = {
  arrest: arrestRelease,
  appeal: appealRelease,
  sentence: sentenceRelease,
  missing: missingRelease,
  operation: operationRelease,
};

function titleFor(shape: Shape, scene: Scene): string {
  const { dice, story, town, suspects, victim } = scene;
  const count = suspects.words.split(' ')[0] ?? 'two';
  const place = town.name;
  const titles: Record<Shape, () => string[]> = {
    arrest: () =>
      suspects.plural
        ? [
            `${count} suspects arrested for ${story.noun} in ${place}`,
            `${place} police arrest ${count} for ${story.noun}`,
          ]
        : [`Suspect arrested for ${story.noun} in ${place}`, `Arrest made after ${story.noun} in ${place}`],
    appeal: () => [
      `Police appeal for information after ${story.noun} in ${place}`,
      `Manhunt under way after ${story.noun} in ${place}`,
      `Police in ${place} seek public's help after ${story.noun}`,
    ],
    sentence: () => [
      `Accused sentenced for ${story.noun} committed in ${place}`,
      `Court jails offender for ${story.noun} in ${place}`,
    ],
    missing: () => [
      `Police search for missing ${victim ? victim.words.replace(/^an? /, '') : 'person'} from ${place}`,
      `Missing person: police in ${place} appeal for help`,
    ],
    operation: () => [
      `Arrest for ${story.noun} in ${place}`,
      `Police operation in ${place} leads to arrest for ${story.noun}`,
    ],
  };
  return capitalise(dice.pick(titles[shape]()));
}

function closingLines(dice: Dice, province: string): string {
  const ends = dice.pick(ENDS_LINES);
  if (!dice.chance(0.6)) return ends;
  const enquiries = dice.chance(0.5)
    ? `Enquiries: ${dice.pick(SPOKESPERSON_RANKS)} ${fullName(dice)}\nCell: ${phoneNumber(dice)}`
    : `Enquiries: ${province} Police Communication, ${dice.pick(SPOKESPERSON_RANKS)} ${fullName(dice)} (${phoneNumber(dice)})`;
  return `${ends}\n\n${enquiries}`;
}

function incidentDateFor(dice: Dice, shape: Shape, published: string): { date: string; phrase: string } {
  if (shape === 'sentence') {
    const date = addDays(published, -dice.int(180, 1100));
    return { date, phrase: `on ${dayMonthYear(date)}` };
  }
  const daysBefore = shape === 'missing' ? dice.int(1, 14) : incidentDaysBefore(dice);
  return { date: addDays(published, -daysBefore), phrase: pastDatePhrase(dice, published, daysBefore) };
}

function suspectTruth(
  shape: Shape,
  suspects: Person,
): Pick<DemoTruth, 'suspectsArrested' | 'suspectAges' | 'arrestMade' | 'outcome'> {
  if (shape === 'appeal' || shape === 'missing') {
    return { suspectsArrested: 0, suspectAges: [], arrestMade: false, outcome: 'no_arrest' };
  }
  return {
    suspectsArrested: suspects.count,
    suspectAges: [...suspects.ages].sort((a, b) => a - b),
    arrestMade: true,
    outcome: shape === 'sentence' ? 'sentenced' : 'charged',
  };
}

/** Victims as this generation's stories word them: the described victim plus those a story adds. */
function victimTruth(
  story: Story,
  victim: Person | null,
  count: string,
  withAddon: boolean,
): DemoTruth['victims'] {
  const extra =
    story.noun === 'mass shooting'
      ? NUMBER_WORDS.indexOf(count) + 1 + 2
      : story.noun === 'human trafficking'
        ? NUMBER_WORDS.indexOf(count) + 1
        : story.noun === 'truck hijacking' ||
            (withAddon &&
              story.addon?.crime !== 'Kidnapping' &&
              story.addon?.crime !== 'Possession of unlicensed firearm and ammunition')
          ? 1
          : 0;
  const total = (victim ? 1 : 0) + extra;
  if (total === 0) return { count: null, female: null, male: null };
  if (story.noun === 'human trafficking') return { count: total, female: total, male: 0 };
  if (extra > 0) return { count: total, female: null, male: null };
  const female = victim?.female === true ? 1 : 0;
  return { count: total, female, male: total - female };
}

function composeCase(dice: Dice, sequence: number): DemoCase {
  const published = addDays(FIRST_PUBLICATION, dice.int(0, PUBLICATION_DAYS - 1));
  const province = PROVINCE_TABLE.pick(dice);
  const town = dice.pick(placesInProvince(province));
  const story = STORY_TABLE.pick(dice);
  const shape = dice.pick(story.shapes);
  const incident = incidentDateFor(dice, shape, published);
  const victim = victimOf(dice, story.victim);
  const suspects = suspectsOf(dice);
  const values: Record<string, string> = {
    V: victim?.words ?? '',
    v_he: victim?.he ?? '',
    v_his: victim?.his ?? '',
    v_him: victim?.him ?? '',
    S: suspects.words.replace(/,$/, ''),
    s_his: suspects.his,
    s_him: suspects.him,
    s_was: suspects.plural ? 'were' : 'was',
    in: inPhrase(dice, town),
    near: `${dice.pick(['near', 'outside'])} ${town.name}`,
    when: incident.phrase,
    vehicle: dice.pick(VEHICLES),
    rand: randAmount(dice),
    count: dice.pick(NUMBER_WORDS.slice(1, 6)),
  };
  const withAddon = story.addon !== undefined && dice.chance(0.3);
  const scene: Scene = {
    dice,
    story,
    published,
    town,
    province,
    incidentDate: incident.date,
    values,
    victim,
    suspects,
    withAddon,
  };
  const paragraphs = WRITERS[shape](scene);
  const crimes = withAddon && story.addon ? [...story.crimes, story.addon.crime] : story.crimes;
  return {
    release: {
      title: titleFor(shape, scene),
      published_date: published,
      text: `${paragraphs.join('\n\n')}\n\n${closingLines(dice, province)}`,
      source_url: `https://demo.invalid/press-releases/${published.slice(0, 4)}/${sequence}`,
    },
    truth: {
      date: incident.date,
      incidentMonth: null,
      town: town.name,
      municipality: town.local,
      province,
      crimes,
      ...suspectTruth(shape, suspects),
      victims: victimTruth(story, victim, values.count ?? '', withAddon),
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
