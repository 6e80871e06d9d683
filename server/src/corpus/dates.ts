import * as chrono from 'chrono-node';
import { addDays, isoDate, weekdayOf } from './calendar';
import { sentencesOf } from './sentences';

export interface IncidentDate {
  /** yyyy-MM-dd */
  date: string;
  /** The words of the release the date was read from. */
  phrase: string;
}

export interface ReleaseDates {
  incident: IncidentDate | null;
  /** The first court appearance the release dates (yyyy-MM-dd), past or upcoming. */
  courtDate: string | null;
}

type Precision = 'day' | 'week';

interface DateMention {
  date: string;
  phrase: string;
  precision: Precision;
}

interface Window {
  start: number;
  end: number;
  aboutCourt: boolean;
}

/** Words without which a stretch of text holds no date, so chrono (the slow part) never reads it. */
const DATE_WORDS =
  /\b(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\b|\b(?:yesterday|today|tonight|last night|this (?:morning|afternoon|evening)|week(?:end)?|ago)\b|\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b/gi;
const MAY_HOLD_DATE = new RegExp(DATE_WORDS.source, 'i');
/** Context chrono gets on each side of a date word: enough for "on Saturday, 3 June 2024". */
const WINDOW_REACH = 24;

/**
 * chrono reads "the night of 2 June" as tonight; blanking the lead-in (same length, so offsets stay
 * valid) leaves "2 June" for it to read.
 */
const PART_OF_DAY_LEAD_IN = /\b(?:the )?(?:early hours|night|morning|evening|afternoon) of (?=(?:the )?\d)/gi;

/** The nearest of these words before a date (or else after it, within the sentence) says what the date is about. */
const EVERY_CUE =
  /\b(?:(court|remanded|postponed|appear(?:s|ed|ing|ance)?|bail|trial|hearing|sentenc(?:ed|ing)|convicted|found guilty|adjourned|plead(?:ed|s)?|pleaded|verdict|judgment)|(arrest(?:ed)?|happened|occurred|incident|committed|shot|stabbed|robbed|attacked|killed|murdered|raped|hijacked|found|reported|seen|missing|accosted|broke|allegedly|stole|stolen|crash(?:ed)?|collided|disappeared|escaped|kidnapped|assaulted|confiscated|seized|intercepted|recovered|raided?))\b/gi;
const FIRST_CUE = new RegExp(EVERY_CUE.source, 'i');
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

function isAboutCourt(sentence: string, start: number, end: number): boolean {
  let nearestBefore: RegExpMatchArray | undefined;
  for (const m of sentence.slice(0, start).matchAll(EVERY_CUE)) nearestBefore = m;
  const cue = nearestBefore ?? sentence.slice(end).match(FIRST_CUE);
  return cue?.[1] !== undefined;
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
  if (implied === null || /^next\b/i.test(text)) return null;
  if (/\bweek\b/i.test(text)) return resolveWeek(text, implied, published);
  // chrono gives a day without a year the nearest year ("28 December" in January is last December), so a
  // day that still lies after publication is a later event such as a court date, never the incident.
  if (start.isCertain('day') && start.isCertain('month')) {
    return implied <= published ? { date: implied, precision: 'day' } : null;
  }
  const weekday = start.get('weekday');
  // chrono also takes "Sun" in "Sun City" for a weekday; releases write weekdays out in full.
  if (start.isCertain('weekday') && weekday !== null && WEEKDAY_IN_FULL.test(text)) {
    return resolveWeekday(text, weekday, published);
  }
  const isRelative = [...result.tags()].some(
    (t) => t.startsWith('casualReference/') || t === 'result/relativeDate',
  );
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

function datesInSentence(sentence: string, published: string): SentenceDates {
  const readable = sentence.replace(PART_OF_DAY_LEAD_IN, (lead) => ' '.repeat(lead.length));
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
      if (resolved) found.incidents.push({ ...resolved, phrase });
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
 * Reads the dates of a release against its publication date. The incident date is the earliest date
 * not about court (an incident comes before the arrest that follows it), preferring exact days over
 * "earlier this week"; never a date after publication.
 */
export function extractDates(text: string, published: string): ReleaseDates {
  const incidents: DateMention[] = [];
  const courtDates: string[] = [];
  for (const sentence of sentencesOf(text)) {
    if (!MAY_HOLD_DATE.test(sentence)) continue;
    const found = datesInSentence(sentence, published);
    incidents.push(...found.incidents);
    courtDates.push(...found.courtDates);
  }
  const chosen = earliest(incidents.filter((m) => m.precision === 'day')) ?? earliest(incidents);
  return {
    incident: chosen ? { date: chosen.date, phrase: chosen.phrase } : null,
    courtDate: courtDates[0] ?? null,
  };
}
