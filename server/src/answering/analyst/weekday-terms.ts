import { WEEKDAY_NAMES } from '../../corpus/calendar';

/** "on weekends", "on Fridays": events on those days of the week only (0 is Sunday). */
export interface WeekdayMention {
  days: readonly number[];
  /** How answers name it: "on weekends", "on Fridays". */
  label: string;
  start: number;
  end: number;
}

const WEEKEND = /\b(?:(?:on|over|during|at)\s+)?(?:the\s+)?weekends?\b/gi;
/** A weekday named anywhere ("on a Friday", "a Saturday or a Sunday"): questions name days only to mean them. */
const NAMED_DAY = /\b(?:(?:on|every|each)\s+)?(?:a\s+)?(sun|mon|tues|wednes|thurs|fri|satur)days?\b/gi;
const DAY_STEMS = ['sun', 'mon', 'tues', 'wednes', 'thurs', 'fri', 'satur'];

/** Days of the week the question limits events to. */
export function findWeekdayMentions(question: string): WeekdayMention[] {
  const mentions: WeekdayMention[] = [];
  for (const m of question.matchAll(WEEKEND)) {
    mentions.push({ days: [6, 0], label: 'on weekends', start: m.index, end: m.index + m[0].length });
  }
  for (const m of question.matchAll(NAMED_DAY)) {
    const day = DAY_STEMS.indexOf((m[1] ?? '').toLowerCase());
    if (day === -1) continue;
    mentions.push({
      days: [day],
      label: `on ${WEEKDAY_NAMES[day]}s`,
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  return mentions.sort((a, b) => a.start - b.start);
}
