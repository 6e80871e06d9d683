import { WEEKDAY_NAMES } from '../../corpus/calendar';

/** "on weekends", "on Fridays": events on those days of the week only (0 is Sunday). */
export interface WeekdayMention {
  days: readonly number[];
  /** How answers name it: "on weekends", "on Fridays". */
  label: string;
  start: number;
  end: number;
}

/** "weekends", with a gloss that spells them out: "a weekend (Sat or Sun)", "weekends (Saturday and Sunday)". */
const WEEKEND =
  /\b(?:(?:on|over|during|at)\s+)?(?:the\s+|a\s+)?weekends?\b(?:\s*\(\s*(?:sat(?:urday)?s?|sun(?:day)?s?)\s*(?:or|and|&|\/|,)\s*(?:sat(?:urday)?s?|sun(?:day)?s?)\s*\))?/gi;
/** "on Saturday or Sunday", "Sat/Sun": either day of the weekend, which is the weekend. */
const EITHER_WEEKEND_DAY =
  /\b(?:(?:on|over|during|at)\s+)?(?:a\s+)?(?:saturdays?\s*(?:or|\/)\s*(?:on\s+)?(?:a\s+)?sundays?|sundays?\s*(?:or|\/)\s*(?:on\s+)?(?:a\s+)?saturdays?)\b/gi;
/** A question that asks to choose between sides: "Saturdays or Sundays, which had more?" */
const CHOOSES = /\b(?:which|more|fewer|less|most|least|busier|quieter|compare[ds]?|versus|vs)\b/i;
/**
 * "more on weekdays than on Saturday or Sunday" is one side, the weekend; "more on Saturdays or
 * Sundays?" offers two to choose from.
 */
const isWholeWeekend = (question: string, at: number) =>
  !CHOOSES.test(question) || /\bthan\s+$/i.test(question.slice(0, at));
/** A weekday named anywhere ("on a Friday", "a Saturday or a Sunday"): questions name days only to mean them. */
const NAMED_DAY = /\b(?:(?:on|every|each)\s+)?(?:a\s+)?(sun|mon|tues|wednes|thurs|fri|satur)days?\b/gi;
/** The days of the week before their "day", Sunday first. */
export const DAY_STEMS = ['sun', 'mon', 'tues', 'wednes', 'thurs', 'fri', 'satur'];
const DAY = '(sun|mon|tues|wednes|thurs|fri|satur)days?';
/** "Monday to Friday", "from Tuesday through Thursday", "between Friday and Sunday". */
const DAY_RANGE = new RegExp(
  String.raw`\b(?:(?:on|from)\s+)?${DAY}\s*(?:to|through|till|until|-|–)\s*${DAY}\b|\bbetween\s+${DAY}\s+and\s+${DAY}\b`,
  'gi',
);
/**
 * "on a weekday", "during weekdays", "on a school day", "on working days": Monday to Friday, as a
 * filter rather than a grouping.
 */
const WEEKDAYS =
  /\b(?:on|during|over)\s+(?:a\s+|the\s+)?(?:weekdays?|school\s+days?|working\s+days?|work\s+days?|workdays?)\b/gi;

/** The days from one to another, inclusive, wrapping past Saturday ("Friday to Sunday"). */
function daysFrom(first: number, last: number): number[] {
  const days = [first];
  for (let day = first; day !== last; ) {
    day = (day + 1) % 7;
    days.push(day);
  }
  return days;
}

const overlaps = (mentions: readonly WeekdayMention[], start: number, end: number) =>
  mentions.some((m) => start < m.end && m.start < end);

/** Days of the week the question limits events to. */
export function findWeekdayMentions(question: string): WeekdayMention[] {
  const mentions: WeekdayMention[] = [];
  for (const m of question.matchAll(DAY_RANGE)) {
    const [first, last] = [m[1] ?? m[3], m[2] ?? m[4]].map((s) => DAY_STEMS.indexOf((s ?? '').toLowerCase()));
    if (first === undefined || last === undefined || first === -1 || last === -1) continue;
    const label = `from ${WEEKDAY_NAMES[first]} to ${WEEKDAY_NAMES[last]}`;
    mentions.push({ days: daysFrom(first, last), label, start: m.index, end: m.index + m[0].length });
  }
  for (const m of question.matchAll(WEEKDAYS)) {
    if (overlaps(mentions, m.index, m.index + m[0].length)) continue;
    mentions.push({
      days: [1, 2, 3, 4, 5],
      label: 'on weekdays',
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  const eitherWeekendDay = [...question.matchAll(EITHER_WEEKEND_DAY)].filter((m) =>
    isWholeWeekend(question, m.index),
  );
  for (const m of [...question.matchAll(WEEKEND), ...eitherWeekendDay]) {
    if (overlaps(mentions, m.index, m.index + m[0].length)) continue;
    mentions.push({ days: [6, 0], label: 'on weekends', start: m.index, end: m.index + m[0].length });
  }
  for (const m of question.matchAll(NAMED_DAY)) {
    const day = DAY_STEMS.indexOf((m[1] ?? '').toLowerCase());
    if (day === -1 || overlaps(mentions, m.index, m.index + m[0].length)) continue;
    mentions.push({
      days: [day],
      label: `on ${WEEKDAY_NAMES[day]}s`,
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  // "on weekends (Saturday and Sunday together)": days in brackets after a span of days that holds them
  // spell it out; they are no sides of their own.
  const glosses = [...question.matchAll(/\([^()]*\)/g)].filter((bracket) =>
    mentions.some(
      (m) =>
        m.end <= bracket.index && /^\s*$/.test(question.slice(m.end, bracket.index)) && m.days.length > 1,
    ),
  );
  const inGloss = (m: WeekdayMention) =>
    glosses.some((g) => m.start >= g.index && m.end <= g.index + g[0].length);
  return mentions.filter((m) => !inGloss(m)).sort((a, b) => a.start - b.start);
}

/**
 * What a question asks of the single top incident besides which one it was: "on which weekday did it
 * take place", "when did it happen", "on what date".
 */
export function askedOfTopEvent(question: string): 'weekday' | 'date' | null {
  if (/\b(?:which|what)\s+(?:week\s*day|day\s+of\s+the\s+week|day)\b/i.test(question)) return 'weekday';
  if (/\bwhen\s+(?:did|was|were)\b|\b(?:which|what)\s+date\b/i.test(question)) return 'date';
  return null;
}
