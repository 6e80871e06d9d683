import { z } from 'zod';
import { weekdayOf } from '../../../corpus/calendar';
import { joinOr } from '../format';
import type { NotebookEvent } from '../notebook-events';
import { findWeekdayMentions, type WeekdayMention } from '../weekday-terms';
import { defineFilter } from './filter-kind';
import { dateSpans } from './period';

/** Days of the week ("on weekends", "Monday to Thursday"); only an event with a full incident date has one. */

export function onWeekday(event: NotebookEvent, mention: WeekdayMention): boolean {
  return !event.datedByPublication && !event.monthOnly && mention.days.includes(weekdayOf(event.when));
}

export const weekdayOfPlan = (w: WeekdayMention) => ({ days: [...w.days], label: w.label });
export const weekdayOfPlanPart = (w: { days: number[]; label: string }): WeekdayMention => ({
  days: w.days,
  label: w.label,
  start: 0,
  end: 0,
});

export const weekdaySchema = z.object({
  days: z.array(z.number().int().min(0).max(6)).min(1),
  label: z.string(),
});

export const weekdayFilter = defineFilter({
  name: 'weekday',
  shape: {
    /** Days of the week, 0 Sunday to 6 Saturday; only events with an incident date have one. */
    weekdays: z.array(weekdaySchema),
  },
  empty: { weekdays: [] },
  incidentDate: true,
  read({ rest }) {
    const mentions = findWeekdayMentions(rest);
    // '"weekday" being construed as any day from Monday to Friday ... on a weekday': the same days said
    // twice are one condition, not two sets of days set side by side.
    const daysOf = (m: WeekdayMention) => [...m.days].sort().join();
    const weekdays = mentions.filter((m, at) => mentions.findIndex((o) => daysOf(o) === daysOf(m)) === at);
    return { found: { weekdays }, spans: mentions };
  },
  isSet: (v) => v.weekdays.length > 0,
  matches: (event, v, except) =>
    except === 'weekday' || v.weekdays.length === 0 || v.weekdays.some((m) => onWeekday(event, m)),
  toPlan: (v) => ({ weekdays: v.weekdays.map(weekdayOfPlan) }),
  fromPlan: (p) => ({ weekdays: p.weekdays.map(weekdayOfPlanPart) }),
  describe: (v, { except }) =>
    except !== 'weekday' && v.weekdays.length > 0
      ? [joinOr([...new Set(v.weekdays.map((w) => w.label))])]
      : [],
  support: (event, _notebookEvent, v) => (v.weekdays.length > 0 ? dateSpans(event) : []),
});
