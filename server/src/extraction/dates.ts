import * as chrono from 'chrono-node';
import { addDays, addMonths, daysBetween, isoDate, MONTH_NAMES, weekdayOf, yearOf } from '../corpus/calendar';
import { sentencesOf } from '../corpus/sentences';
import { tellsOfAnotherIncident, thisCaseOf } from '../corpus/this-case';
import { type PartialReading, ReadingBudget } from './reading-budget';

export interface IncidentDate {
  /** yyyy-MM-dd; for a month alone, its first day. */
  date: string;
  /** The words of the release the date was read from. */
  phrase: string;
  /** 'day' when the release names the day; 'month' for "in March 2023". Absent means 'day'. */
  precision?: 'day' | 'month';
}

export interface ReleaseDates {
  /** The day of the incident, when the release gives one (or a week-level "earlier this week"). */
  incident: IncidentDate | null;
  /** When the release names no day but the month of the incident ("during July 2019"): that month. */
  incidentMonth?: IncidentDate;
  /** The first court appearance the release dates (yyyy-MM-dd), past or upcoming. */
  courtDate: string | null;
  /** Set when the budget ran out before the last sentence. */
  partial?: PartialReading;
}

/** How exactly a mention names its day; a weekend is two days, so it yields to a named day. */
type Precision = 'day' | 'weekend' | 'week' | 'month';

/** What the words around a date say it is: the crime itself, an arrest, a death found, police work, or neither. */
type Cue = 'event' | 'other' | 'arrest' | 'discovery' | 'police work';

interface DateMention {
  date: string;
  phrase: string;
  precision: Precision;
  cue: Cue;
  /** The sentence the date was read from. */
  sentence: string;
}

interface Window {
  start: number;
  end: number;
  aboutCourt: boolean;
}

/** Words without which a stretch of text holds no date, so chrono (the slow part) never reads it. */
const DATE_WORDS =
  /\b(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\b|\b(?:yesterday|today|tonight|last night|this (?:morning|afternoon|evening)|week(?:end)?|ago)\b|\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b|\bon \d{1,2}\/\d{1,2}\b(?![/.-]?\d)|\b\d{4}[/-]\d{2}[/-]\d{2}\b/gi;
const MAY_HOLD_DATE = new RegExp(DATE_WORDS.source, 'i');
/** Context chrono gets on each side of a date word: enough for "on Saturday, 3 June 2024". */
const WINDOW_REACH = 24;

/**
 * chrono reads "the night of 2 June" as tonight; blanking the lead-in (same length, so offsets stay
 * valid) leaves "2 June" for it to read.
 */
const PART_OF_DAY_LEAD_IN =
  /\b(?:the )?(?:early hours|night|morning|evening|afternoon) of (?=(?:the )?\d|(?:January|February|March|April|May|June|July|August|September|October|November|December) \d|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b)/gi;

/**
 * chrono's British parser reads "March 29" as March 2029; swapping to "29 March" (same length, so offsets
 * stay valid) lets it read the day.
 */
const MONTH_FIRST =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December) (\d{1,2}(?:st|nd|rd|th)?)\b(?![\d:])/g;

/**
 * "last week Tuesday" (South African usage) becomes "Tuesday last week" (same length, so offsets stay
 * valid), which chrono reads as one phrase.
 */
const LAST_WEEK_FIRST = /\b(last|previous) week ((?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)\b/gi;

/** Dates counted from another event ("two days later", "a week after"), not from publication. */
const COUNTED_FROM_EVENT = /\b(?:later|after|before|earlier than)$/i;
/** A calendar day written out ("18 August", "18/08"): it names the day whatever words come with it. */
const WRITTEN_DAY =
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\b|\d{1,2}[/.-]\d{1,2}/i;
/** "almost three months ago", "two weeks ago": too rough to name a day. */
const ROUGHLY_AGO = /\b(?:weeks?|months?|years?)\s+ago\b/i;
/** "between Friday and Saturday" names no single day. */
const DAY_RANGE =
  /\bbetween (?:(?:the )?(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|\d{1,2} \w+) and (?:(?:the )?(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|\d{1,2} \w+)/gi;
/** "available 24/7", "on 24/7 standby": round the clock, not 24 July. */
const ROUND_THE_CLOCK = /\b24\/7\b/g;
/** "police said on Friday", "a statement issued on Friday" date the statement, not the incident. */
const STATEMENT_DAY =
  /(?<=\b(?:said|says|announced|confirmed|stated|added|revealed|explained|reported|issued|told (?:the media|reporters|journalists))\s+)(?:on|this|last)\s+(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b/gi;
/** Nouns that name a crime or the incident itself: "Saturday's shooting", "the robbery". */
const CRIME_NOUNS =
  'incident|attack|murder|killing|rape|robbery|hijacking|kidnapping|shooting|stabbing|burglary|theft|break-in|ambush|heist';
/**
 * "Monday's elections" names an event of that day, not the incident; "Saturday evening's attack" and
 * "last week's robbery" name the incident's day (see cueOf).
 */
const POSSESSIVE_TIME = new RegExp(
  `\\b(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day(?: (?:morning|afternoon|evening|night))?|weekend|(?:last|this|past) week)['’]s\\b(?!\\s+(?:[\\w-]+\\s+)?(?:${CRIME_NOUNS})\\b)`,
  'gi',
);
/** Right after a date: "'s attack", "'s deadly shooting". */
const OF_THE_CRIME = new RegExp(`^['’]s\\s+(?:[\\w-]+\\s+)?(?:${CRIME_NOUNS})\\b`, 'i');
/** A month without a day: "in March 2023", "during July 2019", "the case dates back to April 2022". */
const MONTH_ONLY =
  /\b(?:in|during|since|from|back to|(?<!\b\d{1,2}(?:st|nd|rd|th)?\s)of|early|late|mid-?)\s+(?:(?:early|late|mid-?)\s*)?(January|February|March|April|May|June|July|August|September|October|November|December)(?:\s+(\d{4}))?\b(?!\s+\d)/i;
/** The nearest of these words before a date (or else after it, within the sentence) says what the date is about. */
const EVERY_CUE =
  /\b(?:(court|magistrates?|remanded|postponed|appear(?:s|ed|ing|ance)?|bail|trial|hearing|sentenc(?:ed|ing)|convicted|found guilty|adjourned|plead(?:ed|s)?|pleaded|verdict|judgment)|(arrest(?:ed|s)?|apprehended|nabbed|detained|traced|tracked|custody|rounded up|raided?|handed (?:himself|herself|themselves))|(happened|occurred|incidents?|committed|shot|stabbed|robbed|attacked|killed|murdered|raped|hijacked|found|reported|seen|missing|accosted|broke|allegedly|alleged|stole|stolen|crash(?:ed)?|collided|disappeared|escaped|kidnapped|abducted|snatched|assaulted|confiscated|seized|intercepted|recovered|retrieved|exhumed|discovered|held up|ambushed|protest(?:ed|ing)?|torched|set alight|gathered|attacks?|murders?|killings?|rapes?|robber(?:y|ies)|hijackings?|kidnappings?|shootings?|stabbings?|burglar(?:y|ies)|thefts?))\b/gi;
const FIRST_CUE = new RegExp(EVERY_CUE.source, 'i');
/**
 * "were found dead on Saturday", "the body was discovered on 4 May": the day someone came upon a death,
 * which says when it was known, not when the crime was done.
 */
const DISCOVERY = /^(?:found|discovered|retrieved|recovered|exhumed)$/i;
const FOUND_DEAD =
  /\b(?:bod(?:y|ies)|remains|corpses?)\b[^.]{0,60}?\b(?:was|were|had been|have been)\s+(?:found|discovered|retrieved|recovered|exhumed)\b|\b(?:found|discovered|retrieved|recovered|exhumed)\s+(?:\w+\s+){0,3}?(?:dead|murdered|lifeless|bod(?:y|ies)|remains|corpses?|decompos\w+)\b|\b(?:shallow\s+)?grave\b/i;
const WEEKDAY_IN_FULL = /(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend/i;
/** Court appearances still to come are read forwards: "will appear on Monday" is the coming Monday. */
const UPCOMING = /\b(?:will|expected|due|scheduled|set down)\b/i;

/** The latest date on or before the publication date that falls on the weekday. */
function mostRecentWeekday(weekday: number, published: string): string {
  return addDays(published, -((weekdayOf(published) - weekday + 7) % 7));
}

function mondayOfWeek(iso: string): string {
  return addDays(iso, -((weekdayOf(iso) + 6) % 7));
}

const SATURDAY = 6;

/** "Tuesday last week": that weekday in the Monday-to-Sunday week before the publication's. */
function weekdayOfLastWeek(weekday: number, published: string): string {
  return addDays(mondayOfWeek(published), -7 + ((weekday + 6) % 7));
}

/** How far after a date an arrest word still speaks of it: "On Monday, police arrested". */
const ARREST_REACH = 30;

/**
 * "The court heard that on 14 August 2021 the accused ...", "the State alleges that on Saturday ...": what
 * a court was told is the crime's story, so its days are the crime's, not the court's.
 */
const TOLD_IN_COURT =
  /\b(?:the\s+)?(?:court|trial|magistrate|judge)\s+(?:heard|was\s+told|learnt|learned)(?:\s+that)?|\b(?:the\s+)?state\s+(?:alleged|alleges|argued|argues|contended|contends|told\s+the\s+court)(?:\s+that)?|\bevidence\s+(?:led|presented)\s+(?:in\s+court\s+)?(?:showed|revealed)(?:\s+that)?/gi;

/**
 * "Galilee Court", "Sunset Court": a block of flats or a street named Court, which no court sits in. A
 * court is named by its kind ("Magistrate's Court", "High Court", "Regional Court").
 */
const NAMED_PLACE_COURT =
  /\b(?!(?:The|This|That|Said|Same|Trial|Lower|Bail|Tax|Electoral|Youth|Magistrate|Magistrates|High|Regional|Supreme|District|Children|Labour|Equality|Offences|Crimes?|Periodical|Circuit|Appeals?|Constitutional|Specialised|Commercial|Land|Divisional|Claims|Family|Maintenance|Traditional|Military|Drug|Treatment|Community)\b)[A-Z][a-z]+['’]?s?\s+(Court)\b(?!\s+(?:of|heard|found|granted|postponed|ruled|will|sat|ordered|adjourned|convicted|sentenced)\b)/g;

/**
 * The sentence with the words that tell a court the crime's story blanked, and the courts that are
 * places, so no court cue is read in them.
 */
const withoutCourtStory = (sentence: string) =>
  sentence
    .replace(TOLD_IN_COURT, (m) => ' '.repeat(m.length))
    .replace(
      NAMED_PLACE_COURT,
      (m, court: string) => m.slice(0, m.length - court.length) + ' '.repeat(court.length),
    );

function cueMatch(sentence: string, start: number, end: number): RegExpMatchArray | null | undefined {
  let nearestBefore: RegExpMatchArray | undefined;
  for (const m of withoutCourtStory(sentence).slice(0, start).matchAll(EVERY_CUE)) nearestBefore = m;
  return nearestBefore ?? withoutCourtStory(sentence).slice(end).match(FIRST_CUE);
}

function isAboutCourt(sentence: string, start: number, end: number): boolean {
  return cueMatch(sentence, start, end)?.[1] !== undefined;
}

/** "who was reported missing on 21 November": the day of a report, before the date it is about. */
const REPORTED_MISSING = /\breported\s+(?:as\s+)?missing\s+(?:on\s+|since\s+)?(?:the\s+)?$/i;

/**
 * "had not been seen since July 20", "her family reported her missing on Wednesday": the day someone
 * was missed, which says when they were looked for, not when the crime was done. ("Missing since
 * Sunday" and "last seen on Friday" are said of the abducted and the lost, whose day it is.)
 */
const LAST_SEEN =
  /\b(?:(?:not|never|nobody|no\s+one)\s+(?:had\s+|has\s+)?(?:been\s+)?seen\s+(?:him\s+|her\s+|them\s+)?(?:again\s+|alive\s+)?since|reported\s+(?:him|her|them|the\s+\w+)\s+missing)\s+(?:alive\s+)?(?:on\s+|since\s+|at\s+)?(?:the\s+)?$/i;

/**
 * "the Safer Festive Operation was launched in Upington on 17 November": the day police work began,
 * in a sentence that tells of no arrest, seizure or harm.
 */
const LAUNCHED =
  /\b(?:operations?|campaigns?|blitz|crackdowns?|projects?|initiatives?)\b[^.]{0,60}?\b(?:launched|kicked\s+off|rolled\s+out|unveiled)\b/i;
const DONE_IN_IT =
  /\b(?:arrest\w*|seiz\w*|confiscat\w*|shot|killed|robbed|stabbed|raped|murdered|hijacked|kidnapped|abducted|assaulted|attacked|died|found|recovered)\b/i;

/**
 * "opened a case of fraud at the police station on 5 January", "reported the theft on Tuesday", "laid a
 * charge of extortion on 20 August": the day a crime was brought to the police, not the day it was done.
 * A clause between them ("opened a murder case after two men died ... on Sunday") tells the crime's day.
 */
const REPORTED_TO_POLICE =
  /\b(?:opened\s+(?:a\s+)?(?:[\w-]+\s+){0,6}?(?:case|docket)|laid\s+(?:a\s+)?(?:[\w-]+\s+){0,4}?charges?|reported\s+(?:the\s+|a\s+|an\s+|his\s+|her\s+|their\s+)?(?:[\w-]+\s+){0,3}?(?:theft|thefts|robbery|burglary|break-in|loss|incident|matter|crime|attack|rape|assault)|went\s+to\s+the\s+police|walked\s+into\s+the\s+(?:[\w-]+\s+){0,3}?police\s+station|turned\s+to\s+the\s+police)\b(?:(?!\b(?:after|following|when|where|which|who|that|because|over)\b)[^.;]){0,80}$/i;

function cueOf(sentence: string, start: number, end: number): Cue {
  // "arrested over Saturday's attack": the day belongs to the crime, whatever words come before it.
  if (OF_THE_CRIME.test(sentence.slice(end, end + 40))) return 'event';
  // "The body of a woman who was reported missing on 21 November was found ...": when the missing turn
  // out dead, the day they were reported says when they were missed, not when they were killed.
  if (REPORTED_MISSING.test(sentence.slice(0, start)) && FOUND_DEAD.test(sentence)) return 'discovery';
  // A report is when the crime came to light, as a body found is.
  if (REPORTED_TO_POLICE.test(sentence.slice(0, start))) return 'discovery';
  if (LAST_SEEN.test(sentence.slice(0, start))) return 'discovery';
  if (LAUNCHED.test(sentence) && !DONE_IN_IT.test(sentence)) return 'police work';
  let before: RegExpMatchArray | undefined;
  for (const m of withoutCourtStory(sentence).slice(0, start).matchAll(EVERY_CUE)) before = m;
  const after = withoutCourtStory(sentence).slice(end).match(FIRST_CUE);
  const cue = before ?? after;
  const isNear = before !== undefined || (after?.index ?? Number.POSITIVE_INFINITY) <= ARREST_REACH;
  if (cue?.[2] !== undefined) return isNear ? 'arrest' : 'other';
  if (cue?.[3] !== undefined && DISCOVERY.test(cue[3]) && FOUND_DEAD.test(sentence)) return 'discovery';
  return cue?.[3] !== undefined ? 'event' : 'other';
}

function impliedDate(result: chrono.ParsedResult): string | null {
  const { start } = result;
  const [year, month, day] = [start.get('year'), start.get('month'), start.get('day')];
  return year === null || month === null || day === null ? null : isoDate(year, month, day);
}

type Resolved = { date: string; precision: Precision } | null;

/** "earlier this week", "last week": the Monday of that week, as a last resort. */
function resolveWeek(text: string, implied: string, published: string): Resolved {
  const date = /\bthis week\b/i.test(text) ? published : implied <= published ? implied : published;
  return { date: mondayOfWeek(date), precision: 'week' };
}

/** "on Sunday" is the latest Sunday up to publication; "last Friday" in a Friday release is a week back. */
function resolveWeekday(text: string, weekday: number, published: string): Resolved {
  const date = mostRecentWeekday(weekday, published);
  const isLastSameDay = date === published && /^last\b/i.test(text);
  return { date: isLastSameDay ? addDays(date, -7) : date, precision: 'day' };
}

/** The calendar date a past-tense chrono result stands for, on or before the publication date. */
function resolvePast(result: chrono.ParsedResult, published: string): Resolved {
  const { start, text } = result;
  const implied = impliedDate(result);
  if (implied === null || /^next\b/i.test(text) || COUNTED_FROM_EVENT.test(text)) return null;
  // chrono gives a day without a year the nearest year ("28 December" in January is last December), so a
  // day that still lies after publication is a later event such as a court date, never the incident.
  const isWrittenDay = start.isCertain('day') && start.isCertain('month') && WRITTEN_DAY.test(text);
  if (isWrittenDay) return implied <= published ? { date: implied, precision: 'day' } : null;
  if (ROUGHLY_AGO.test(text))
    return implied <= published ? { date: mondayOfWeek(implied), precision: 'week' } : null;
  const weekday = start.get('weekday');
  // chrono also takes "Sun" in "Sun City" for a weekday; releases write weekdays out in full.
  const isWeekday = start.isCertain('weekday') && weekday !== null && WEEKDAY_IN_FULL.test(text);
  if (isWeekday && /\b(?:last|previous) week\b/i.test(text)) {
    return { date: weekdayOfLastWeek(weekday, published), precision: 'day' };
  }
  if (/\bweek\b/i.test(text)) return resolveWeek(text, implied, published);
  // "yesterday", "last night", "three days ago": chrono counts them from publication.
  if (start.isCertain('day') && start.isCertain('month')) {
    return implied <= published ? { date: implied, precision: 'day' } : null;
  }
  // chrono gives "the weekend" its Saturday and "the past weekend" its Sunday; both are read as Saturday.
  if (isWeekday && /weekend/i.test(text)) {
    return { date: mostRecentWeekday(SATURDAY, published), precision: 'weekend' };
  }
  if (isWeekday) return resolveWeekday(text, weekday, published);
  const isRelative = [...result.tags()].some(
    (t) => t.startsWith('casualReference/') || t === 'result/relativeDate',
  );
  // "last year" and "this month" name no day.
  if (/\b(?:year|month)\b/i.test(text)) return null;
  return isRelative && implied <= published ? { date: implied, precision: 'day' } : null;
}

/** chrono read the sentence forwards, so an upcoming appearance lands on or after publication. */
function resolveUpcoming(result: chrono.ParsedResult, published: string): string | null {
  const { start } = result;
  const implied = impliedDate(result);
  const certain = start.isCertain('day') || start.isCertain('weekday');
  return implied !== null && certain && implied >= published ? implied : null;
}

function referenceInstant(published: string): Date {
  const [year, month, day] = published.split('-').map(Number) as [number, number, number];
  // Local noon keeps chrono's local-time arithmetic on the publication day in every time zone.
  return new Date(year, month - 1, day, 12);
}

/**
 * Stretches of the sentence around date words, widened to whole words and split by whether they are
 * about court. chrono's cost grows with what it reads, so it reads these rather than whole sentences.
 */
function dateWindows(sentence: string): Window[] {
  const windows: Window[] = [];
  for (const m of sentence.matchAll(DATE_WORDS)) {
    const aboutCourt = isAboutCourt(sentence, m.index, m.index + m[0].length);
    const reachStart = Math.max(0, m.index - WINDOW_REACH);
    const start = reachStart === 0 ? 0 : sentence.lastIndexOf(' ', reachStart) + 1;
    const reachEnd = sentence.indexOf(' ', Math.min(sentence.length, m.index + m[0].length + WINDOW_REACH));
    const end = reachEnd === -1 ? sentence.length : reachEnd;
    const previous = windows.at(-1);
    if (previous && previous.aboutCourt === aboutCourt && start <= previous.end) {
      previous.end = Math.max(previous.end, end);
    } else {
      windows.push({ start, end, aboutCourt });
    }
  }
  return windows;
}

interface SentenceDates {
  incidents: DateMention[];
  courtDates: string[];
}

const blank = (words: string) => ' '.repeat(words.length);

function datesInSentence(sentence: string, published: string): SentenceDates {
  const readable = sentence
    .replace(PART_OF_DAY_LEAD_IN, blank)
    .replace(DAY_RANGE, blank)
    .replace(POSSESSIVE_TIME, blank)
    .replace(ROUND_THE_CLOCK, blank)
    .replace(STATEMENT_DAY, blank)
    .replace(MONTH_FIRST, (_all, month: string, day: string) => `${day} ${month}`)
    .replace(LAST_WEEK_FIRST, (_all, which: string, day: string) => `${day} ${which} week`);
  const found: SentenceDates = { incidents: [], courtDates: [] };
  const upcoming = UPCOMING.test(sentence);
  for (const window of dateWindows(readable)) {
    const forwardDate = window.aboutCourt && upcoming;
    const excerpt = readable.slice(window.start, window.end);
    for (const result of chrono.en.GB.parse(excerpt, referenceInstant(published), { forwardDate })) {
      const start = window.start + result.index;
      const end = start + result.text.length;
      if (isAboutCourt(sentence, start, end) !== window.aboutCourt) continue;
      if (window.aboutCourt) {
        const date = forwardDate ? resolveUpcoming(result, published) : resolvePast(result, published)?.date;
        if (date) found.courtDates.push(date);
        continue;
      }
      const resolved = resolvePast(result, published);
      const phrase = sentence.slice(start, end).replace(/[\s,.;:]+$/, '');
      if (resolved) found.incidents.push({ ...resolved, phrase, sentence, cue: cueOf(sentence, start, end) });
    }
  }
  return found;
}

function earliest(mentions: DateMention[]): DateMention | undefined {
  return mentions.reduce<DateMention | undefined>(
    (best, m) => (best === undefined || m.date < best.date ? m : best),
    undefined,
  );
}

/**
 * How long before publication an arrest day may still be a bust's own day. A raid is reported within
 * days; an arrest told from further back ("arrested on 6 April 2021 and remained in custody throughout
 * the trial") is the history of a case whose crime came before it.
 */
const RECENT_ARREST_DAYS = 14;
const RAID = /\braid(?:ed|s)?\b/i;

/**
 * An arrest that came of linking a suspect to a crime already done: "arrested on Thursday in connection
 * with the murder", "arrested ... after being linked to allegations of extortion", "after the
 * investigation connected him to the killing". Such an arrest ends an investigation, so its day says
 * nothing of the crime's, and so does a suspect's handing himself over. Suspects "linked to other
 * cases" are a different matter.
 */
const ARREST_AFTER_THE_FACT =
  /\b(?:handed\s+(?:himself|herself|themselves)\s+over|turned\s+(?:himself|herself|themselves)\s+in)\b|\b(?:arrest(?:ed|s)?|apprehended|nabbed|detained|custody|rounded up)\b.*?\b(?:in connection with|(?:after|following|once) (?:being |he was |she was |they were |the \w+ (?:was|were) )?(?:\w+ )?linked to (?!other\b)|investigations? (?:\w+ ){0,2}(?:connected|linked) (?:him|her|them) to)/i;

/**
 * "Three suspects were arrested on Monday for the kidnapping of a businessman": an arrest for a crime
 * done to someone before it, not one found at the arrest (drugs, guns, stolen goods), whose day is not
 * the crime's unless the release ties them ("shortly after", "after a chase", "in the act").
 */
const PAST_CRIME =
  '(?:murders?|killings?|kidnappings?|abductions?|rapes?|robber(?:y|ies)|hijackings?|fraud|thefts?|burglar(?:y|ies)|assaults?|arson|extortion|bombings?|shootings?|stabbings?)';
const ARRESTED_FOR_A_PAST_CRIME = new RegExp(
  `\\b(?:arrest(?:ed|s)?|apprehended|nabbed|detained|traced)\\b[^.]{0,120}?\\b(?:for|over)\\s+(?:the\\s+|an?\\s+|his\\s+|her\\s+|their\\s+)?(?:alleged\\s+)?(?:[\\w,-]+\\s+){0,3}?${PAST_CRIME}\\b|\\b(?:responsible\\s+for|behind|wanted\\s+for|suspected\\s+of|accused\\s+of)\\s+(?:[\\w,-]+\\s+){0,5}?${PAST_CRIME}\\b[^.]{0,100}?\\b(?:arrested|apprehended|nabbed|detained|traced)\\b`,
  'i',
);
/** Words that put an arrest on the crime's own day: a chase, the act, moments after. */
const ARREST_ON_THE_DAY =
  /\b(?:(?:shortly|soon|moments|minutes|hours|immediately)\s+after|chase[ds]?|pursuit|in\s+the\s+act|red[- ]handed|at\s+the\s+scene|on\s+the\s+scene|same\s+(?:day|night)|later\s+that\s+(?:day|night|morning|evening)|(?:within|in)\s+(?:a\s+few\s+|just\s+)?hours|hours\s+(?:after|later)|while\s+(?:fleeing|trying\s+to\s+flee))\b/i;

/**
 * The earliest day that is not only an arrest's (a crime comes before the arrest that follows it), or
 * else a weekend the words tie to the crime (its Saturday); failing those, a recent arrest's day, which
 * in a raid or bust is the incident, unless the release puts the crime in a vaguer, earlier week or
 * month ("the murder last week ... arrested on Wednesday"): then the crime's day is unknown. A week only
 * as a last resort, and never for an arrest alone: its Monday would be a guess on top of the arrest's.
 */
function chooseIncident(mentions: DateMention[], published: string): DateMention | undefined {
  const told = mentions.filter((m) => m.cue !== 'discovery' && m.cue !== 'police work');
  const crimes = told.filter((m) => m.cue !== 'arrest');
  const crimeDay =
    earliest(crimes.filter((m) => m.precision === 'day')) ??
    earliest(crimes.filter((m) => m.precision === 'weekend' && m.cue === 'event'));
  if (crimeDay) return crimeDay;
  const arrestDay = earliest(told.filter((m) => m.precision === 'day'));
  if (!arrestDay) return earliest(crimes);
  // A death found before the arrest is a crime before it too, though its day is not the crime's.
  const crimeBefore = mentions.some(
    (m) => (m.cue === 'event' || m.cue === 'discovery') && m.date <= arrestDay.date,
  );
  // A raid is the bust itself however long ago it is told; an arrest alone must be recent.
  const isRecent =
    daysBetween(arrestDay.date, published) <= RECENT_ARREST_DAYS || RAID.test(arrestDay.sentence);
  return crimeBefore || !isRecent ? undefined : arrestDay;
}

/** How many days a vaguer mention spans from the day it resolves to (a weekend's Saturday, a week's Monday). */
const SPAN_DAYS: Partial<Record<Precision, number>> = { weekend: 2, week: 7 };

/**
 * "five were wounded over the weekend ... at about 02:00 on Sunday": a day the release names inside the
 * weekend or week it gave for the crime is that crime's day told precisely, even when it comes after a
 * sentence about another incident. An arrest's day is not.
 */
function dayWithin(chosen: DateMention | undefined, mentions: DateMention[]): DateMention | undefined {
  const span = chosen && SPAN_DAYS[chosen.precision];
  if (!chosen || span === undefined) return chosen;
  const last = addDays(chosen.date, span - 1);
  const inside = mentions.filter(
    (m) =>
      m.precision === 'day' &&
      m.cue !== 'arrest' &&
      m.cue !== 'discovery' &&
      m.cue !== 'police work' &&
      m.date >= chosen.date &&
      m.date <= last,
  );
  return earliest(inside) ?? chosen;
}

/** "earlier this month", "last month": a month named only by its place before publication. */
const RELATIVE_MONTH =
  /\b(?:earlier (?:this|in the) month|(?:during|in|over) (?:the )?(?:last|previous|past) month|last month)\b/i;

/** Spans of police work: "since January, police have arrested 40", "an operation in April 2024". */
const POLICE_WORK =
  /\b(?:operations?|crackdowns?|campaigns?|blitz(?:es)?|projects?|task teams?|investigations?|roadblocks?)\b/i;

/** A month or year without a day, with the sentence it was read from. */
interface PeriodMention {
  sentence: string;
  start: number;
  end: number;
}

interface MonthMention extends PeriodMention {
  month: IncidentDate;
}

/**
 * Whether the sentence that names the period tells of the crime ("during July 2019 the two allegedly
 * killed", "earlier this month a woman was raped"), not of police work or an arrest.
 */
function isCrimePeriod({ sentence, start, end }: PeriodMention): boolean {
  if (/^(?:since|from)\b/i.test(sentence.slice(start)) || POLICE_WORK.test(sentence)) return false;
  return cueOf(sentence, start, end) !== 'arrest';
}

/**
 * "in March 2023" with no day anywhere near: the month, when it lies before publication; failing
 * that, a month named relative to publication ("earlier this month").
 */
function monthOnly(text: string, published: string): MonthMention | undefined {
  for (const sentence of sentencesOf(text)) {
    const m = sentence.match(MONTH_ONLY);
    if (!m || m.index === undefined) continue;
    const [start, end] = [m.index, m.index + m[0].length];
    if (isAboutCourt(sentence, start, end)) continue;
    const month = MONTH_NAMES.indexOf(m[1] as (typeof MONTH_NAMES)[number]) + 1;
    const publishedMonth = Number(published.slice(5, 7));
    const year = m[2] ? Number(m[2]) : yearOf(published) - (month > publishedMonth ? 1 : 0);
    const date = isoDate(year, month, 1);
    const phrase = m[0].replace(/^(?:back )?\w+\s+/, '');
    if (date <= published) return { month: { date, phrase, precision: 'month' }, sentence, start, end };
  }
  for (const sentence of sentencesOf(text)) {
    const m = sentence.match(RELATIVE_MONTH);
    if (!m || m.index === undefined) continue;
    const [start, end] = [m.index, m.index + m[0].length];
    if (isAboutCourt(sentence, start, end)) continue;
    const publishedMonth = `${published.slice(0, 7)}-01`;
    const date = /last|previous/i.test(m[0]) ? addMonths(publishedMonth, -1) : publishedMonth;
    return { month: { date, phrase: m[0], precision: 'month' }, sentence, start, end };
  }
  return undefined;
}

/** A year without a month: "a murder committed in 2019". */
const YEAR_ONLY = /\b(?:in|during|back to)\s+(?:(?:early|late|mid-?)\s*)?((?:19|20)\d{2})\b(?![/.-]\d)/;

/** "snatched a few weeks ago", "killed earlier this year", "late last year": the crime told vaguely, long before. */
const VAGUELY_EARLIER =
  /\b(?:(?:a\s+few|several|some|two|three|four|five|six)\s+(?:weeks|months|years)\s+ago|earlier\s+(?:this|in\s+the)\s+year|(?:early|late|earlier)\s+last\s+year|last\s+year|in\s+recent\s+(?:weeks|months))\b/i;

/** Whether the release puts the crime itself at a vague time before an arrest's day. */
function crimeVaguelyEarlier(text: string): boolean {
  return sentencesOf(text).some((sentence) => {
    const m = sentence.match(VAGUELY_EARLIER);
    return m?.index !== undefined && cueOf(sentence, m.index, m.index + m[0].length) === 'event';
  });
}

/** A year before the arrest's day that the release gives for the crime itself. */
function crimeYearBefore(text: string, arrestDay: string): boolean {
  for (const sentence of sentencesOf(text)) {
    const m = sentence.match(YEAR_ONLY);
    if (!m || m.index === undefined || Number(m[1]) > yearOf(arrestDay)) continue;
    const period = { sentence, start: m.index, end: m.index + m[0].length };
    if (isCrimePeriod(period) && cueOf(sentence, period.start, period.end) === 'event') return true;
  }
  return false;
}

/** A day written in full: "29 November 2019", "10 Sep 2024". */
const FULL_DATE =
  /\b\d{1,2}\s+(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?\s+\d{4}\b/i;
/** The lower-case words a dateline may hold beside names: "press release", "by". */
const DATELINE_WORDS = new Set([
  'press',
  'release',
  'media',
  'statement',
  'issued',
  'by',
  'on',
  'for',
  'immediate',
]);

/**
 * "10 Sep 2024.", "South African Police Service (Pretoria) press release, 29 November 2019.", "01 September
 * 2019, by Nonkululeko Njilo.": the day a release went out, written above its story. Nothing but names
 * and the words of a dateline stand beside the date; a sentence that tells anything has a verb of its own.
 */
function isDateline(sentence: string): boolean {
  if (!FULL_DATE.test(sentence)) return false;
  const words = sentence.replace(FULL_DATE, ' ').match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  return words.every((w) => /^\p{Lu}/u.test(w) || DATELINE_WORDS.has(w.toLowerCase()));
}

/**
 * Reads the dates of a release against its publication date; chooseIncident says which day is the
 * incident's. Never a court date, never a date after publication. A month alone goes to incidentMonth.
 */
export function extractDates(text: string, published: string, budget = new ReadingBudget()): ReleaseDates {
  // Releases tell their own case first; once one turns to an earlier incident ("Earlier this week,
  // another man appeared ..."), the days that follow are likely that incident's.
  const ownStory: DateMention[] = [];
  const afterBackground: DateMention[] = [];
  const courtDates: string[] = [];
  // This case's own sentences, where a month or year of the crime is looked for.
  let read = '';
  const sentences = sentencesOf(thisCaseOf(text));
  let sentencesRead = 0;
  let incidents = ownStory;
  for (const sentence of sentences) {
    if (budget.spent()) break;
    sentencesRead += 1;
    // "His death comes two days after another officer was shot on Thursday": that day is the other's.
    if (tellsOfAnotherIncident(sentence, sentencesRead - 1)) {
      incidents = afterBackground;
      continue;
    }
    read += `${sentence}\n`;
    if (!MAY_HOLD_DATE.test(sentence) || (sentencesRead <= 2 && isDateline(sentence))) continue;
    const found = datesInSentence(sentence, published);
    incidents.push(...found.incidents);
    courtDates.push(...found.courtDates);
  }
  const ownChoice = chooseIncident(ownStory, published);
  // Only the day of the crime settles it; an arrest day still yields to a crime day told later.
  const chosen = dayWithin(
    ownChoice && ownChoice.cue !== 'arrest'
      ? ownChoice
      : chooseIncident([...ownStory, ...afterBackground], published),
    [...ownStory, ...afterBackground],
  );
  // "during July 2019 the two allegedly killed ... arrested on Wednesday": a month or year the release
  // gives for the crime says the arrest day is not the incident's.
  const arrestDay = chosen?.cue === 'arrest' && chosen.precision === 'day' ? chosen.date : null;
  const monthMention = chosen && !arrestDay ? undefined : monthOnly(read, published);
  const month = monthMention?.month;
  const crimeMonth =
    arrestDay !== null &&
    monthMention !== undefined &&
    monthMention.month.date <= arrestDay &&
    isCrimePeriod(monthMention);
  const crimeYear = arrestDay !== null && !month && crimeYearBefore(read, arrestDay);
  const afterTheFact =
    arrestDay !== null &&
    (sentencesOf(read).some((s) => ARREST_AFTER_THE_FACT.test(s)) ||
      (ARRESTED_FOR_A_PAST_CRIME.test(chosen?.sentence ?? '') && !ARREST_ON_THE_DAY.test(read)));
  const vaguelyEarlier = arrestDay !== null && crimeVaguelyEarlier(read);
  const incident = crimeMonth || crimeYear || afterTheFact || vaguelyEarlier ? null : chosen;
  // An arrest's day put aside leaves only a month the release gives for the crime, not one of police work.
  const crimeMonthOnly = arrestDay === null || crimeMonth ? month : undefined;
  return {
    incident: incident ? { date: incident.date, phrase: incident.phrase } : null,
    ...(crimeMonthOnly && !incident ? { incidentMonth: crimeMonthOnly } : {}),
    courtDate: courtDates[0] ?? null,
    ...(sentencesRead < sentences.length ? { partial: { sentencesRead, sentences: sentences.length } } : {}),
  };
}
