/**
 * What identifies a case in one release, read once when the release is stored: its dates, places at
 * every level, crimes, the people's ages and sexes, the names it uses, the calendar days it names
 * (a follow-up says "the murder of ... on 12 March 2021") and its distinctive words, which tell
 * how alike two tellings are. Linking compares these, never the release texts again.
 */

import { isoDate, isValidIsoDate, MONTH_NAMES } from '../corpus/calendar';
import { isCommonEnglishWord } from '../corpus/english-words';
import { findPlaces, type PlaceMention } from '../corpus/gazetteer';
import type { CaseText, EnrichedEvent, OutcomeKind } from '../corpus/types';
import { readStep, type Step } from './case-step';
import { wordsOf } from './case-wording';

export interface CaseFacts {
  published: string;
  /** The incident's day as extraction read it, or the first day of its month. */
  incidentDate: string | null;
  step: Step;
  province: string | null;
  /** Every place the release names, at every level (suburb, town, municipality, station), lower case. */
  places: string[];
  crimes: string[];
  victimAges: number[];
  suspectAges: number[];
  victimsFemale: number | null;
  victimsMale: number | null;
  /** Capitalised words that are neither places, ranks, institutions nor calendar words: people's names. */
  names: string[];
  /** Every full calendar day the text names, as yyyy-MM-dd. */
  daysNamed: string[];
  /** Every month the text names with its year ("in December 2017"), as yyyy-MM. */
  monthsNamed: string[];
  /** The text's distinctive words, lower case: how alike two tellings are, and whether one copies the other. */
  terms: string[];
}

/** What case facts are read from: a release's text and what extraction found in it. */
export interface CaseSource {
  title: string;
  context: string;
  published_date: string;
  date: string | null;
  incident_month: string | null;
  outcome: OutcomeKind | null;
  province: string | null;
  location: string | null;
  town: string | null;
  municipality: string | null;
  police_station: string | null;
  crime_committed: string | null;
  victim_ages: number[];
  victims_female: number | null;
  victims_male: number | null;
  suspect_ages: number[];
}

export const caseSourceOf = (event: EnrichedEvent): CaseSource => ({
  title: event.title,
  context: event.context,
  published_date: event.published_date,
  date: event.date,
  incident_month: event.incident_month,
  outcome: event.outcome?.kind ?? null,
  province: event.province,
  location: event.location,
  town: event.town,
  municipality: event.municipality,
  police_station: event.police_station,
  crime_committed: event.crime_committed,
  victim_ages: event.victims.ages,
  victims_female: event.victims.female,
  victims_male: event.victims.male,
  suspect_ages: event.suspect_ages,
});

/**
 * How much of a release its case is read from. Releases run to a few thousand characters; what names a
 * case stands near the start, and a release of megabytes must not hold ingest up (the extraction reads
 * within a time budget for the same reason).
 */
const CASE_TEXT_CHARS = 20_000;

/** The facts read from the words alone: the costly part, which ingest reads in its worker threads. */
export function caseTextOf(title: string, whole: string, published: string): CaseText {
  const context = whole.slice(0, CASE_TEXT_CHARS);
  // The places of the text are found once: they are facts, and they are not people's names.
  const mentions = findPlaces(context);
  return {
    placesNamed: unique(placeNames([...findPlaces(title), ...mentions]).map((p) => p.toLowerCase())),
    names: namesIn(blankPlaces(context, mentions)),
    daysNamed: daysNamedIn(context, published),
    monthsNamed: monthsNamedIn(context),
    terms: distinctiveTerms(context),
  };
}

/** A release's case facts; `text` when its words were read already (see `caseTextOf`). */
export function caseFactsOf(
  source: CaseSource,
  text = caseTextOf(source.title, source.context, source.published_date),
): CaseFacts {
  return {
    published: source.published_date,
    incidentDate: source.date ?? (source.incident_month ? `${source.incident_month}-01` : null),
    step: readStep(source.title, source.context, source.outcome).step,
    province: source.province,
    places: placesOf(source, text.placesNamed),
    crimes: source.crime_committed ? source.crime_committed.split(', ') : [],
    victimAges: source.victim_ages,
    suspectAges: source.suspect_ages,
    victimsFemale: source.victims_female,
    victimsMale: source.victims_male,
    names: text.names,
    daysNamed: text.daysNamed,
    monthsNamed: text.monthsNamed,
    terms: text.terms,
  };
}

/** A mention's place with the places around it, or its words when they may mean several places. */
const placeNames = (mentions: readonly PlaceMention[]) =>
  mentions.flatMap((m) =>
    m.candidates.length === 1
      ? [m.candidates[0]?.name ?? '', ...(m.candidates[0]?.containers ?? [])]
      : [m.text],
  );

function placesOf(source: CaseSource, named: readonly string[]): string[] {
  const own = [source.location, source.town, source.municipality, source.police_station];
  const province = source.province?.toLowerCase();
  return unique(
    [...named, ...own].flatMap((p) => (p ? [p.toLowerCase()] : [])).filter((p) => p !== '' && p !== province),
  );
}

/**
 * Capitalised words that are no common English word and still name no person: weekdays, abbreviations,
 * the police's own words and vehicle makes. (Common English words are never names: see `namesIn`.)
 */
const NOT_NAMES = new Set([
  ...MONTH_NAMES.map((m) => m.toLowerCase()),
  ...'monday tuesday wednesday thursday friday saturday sunday african africa npa mysapsapp brigadier mr mrs dr fcs app k9 cit toyota nissan volkswagen vw bmw mercedes benz hyundai isuzu kia honda mazda hilux ak47 r5 police’s saps’ mec n1 n2 n3 n4 r21'.split(
    ' ',
  ),
]);
const RANK =
  /^(?:captain|colonel|lieutenant|brigadier|general|sergeant|constable|warrant|officer|major|inspector|detective|spokesperson|commissioner|mr|mrs|ms|dr|advocate|judge|magistrate|prosecutor)$/i;
const CAPITALISED = /^[A-Z][a-z]+(?:['’-][A-Za-z]+)?$/;

/**
 * People's names: capitalised words that are no common English word, not opening a sentence, outside
 * places, and not an officer's name after a rank.
 */
function namesIn(blanked: string): string[] {
  const names: string[] = [];
  for (const sentence of blanked.split(/(?<=[.!?])\s+|\n+/)) {
    const tokens = sentence.split(/[\s,;:()"“”]+/).filter(Boolean);
    let afterRank = 0;
    tokens.forEach((token, k) => {
      if (RANK.test(token)) afterRank = 3;
      else if (afterRank > 0) afterRank -= 1;
      const word = token.replace(/[.'’]s?$/, '');
      if (k === 0 || afterRank > 0 || !CAPITALISED.test(word)) return;
      const lower = word.toLowerCase();
      if (!NOT_NAMES.has(lower) && !isCommonEnglishWord(lower)) names.push(lower);
    });
  }
  return unique(names);
}

function blankPlaces(text: string, mentions: readonly PlaceMention[]): string {
  let blanked = text;
  for (const mention of mentions) {
    blanked =
      blanked.slice(0, mention.index) + ' '.repeat(mention.end - mention.index) + blanked.slice(mention.end);
  }
  return blanked;
}

const MONTHS = MONTH_NAMES.map((m) => m.toLowerCase());
const DAY_MONTH_YEAR = new RegExp(
  String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+(${MONTHS.join('|')})(?:,?\s+(\d{4}))?\b|\b(${MONTHS.join('|')})\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?\b`,
  'gi',
);

/** Full days the text names; a day without a year is the latest one not after publication. */
function daysNamedIn(text: string, published: string): string[] {
  const days: string[] = [];
  for (const m of text.matchAll(DAY_MONTH_YEAR)) {
    const day = Number(m[1] ?? m[5]);
    const month = MONTHS.indexOf((m[2] ?? m[4] ?? '').toLowerCase()) + 1;
    const stated = m[3] ?? m[6];
    const year = stated ? Number(stated) : Number(published.slice(0, 4));
    let iso = isoDate(year, month, day);
    if (!stated && iso > published) iso = isoDate(year - 1, month, day);
    if (isValidIsoDate(iso)) days.push(iso);
  }
  return unique(days);
}

const MONTH_YEAR = new RegExp(String.raw`\b(${MONTHS.join('|')})\s+(\d{4})\b`, 'gi');

/** Months the text names with a year: how a follow-up often dates the crime it goes back to. */
function monthsNamedIn(text: string): string[] {
  return unique(
    [...text.matchAll(MONTH_YEAR)].map((m) => {
      const month = MONTHS.indexOf((m[1] ?? '').toLowerCase()) + 1;
      return `${m[2]}-${String(month).padStart(2, '0')}`;
    }),
  );
}

const COMMON_WORDS = new Set(
  [
    'that this with from have were been their they them there which would could should about after before',
    'police suspect suspects accused arrested arrest court case cases charged charges appear appeared said',
    'spokesperson information anyone contact station crime investigation investigating officer officers',
    'members member also into when while where than then other others being under over more most some such',
    'year years month months week weeks days today yesterday morning afternoon evening night will further',
    'still made make took take taken found according allegedly alleged reportedly incident scene matter',
    'following during between against because again only what whom whose your yours ours ends issued',
    'magistrate magistrates regional court’s saps provincial commissioner lieutenant colonel captain sergeant',
    'constable warrant brigadier general detective detectives team unit service services public people',
    'person persons community help assist asked urged appeal appealed number numbers crimestop mysapsapp',
  ].flatMap((words) => words.split(' ')),
);

/** Content words of four letters or more, without the words every release uses. */
function distinctiveTerms(text: string): string[] {
  return unique(wordsOf(text).filter((w) => w.length >= 4 && !COMMON_WORDS.has(w) && !/^\d+$/.test(w)));
}

const unique = <T>(items: T[]): T[] => [...new Set(items)];
