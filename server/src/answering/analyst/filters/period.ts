import { z } from 'zod';
import { type DateExpression, financialYearWords, findDateExpressions, inRange } from '../date-expressions';
import { describeRange, joinOr } from '../format';
import type { NotebookEvent } from '../notebook-events';
import { isoDay } from '../plan-vocabulary';
import { evidenceSpans, type SupportedEvent } from '../support-text';
import { defineFilter } from './filter-kind';

/** Calendar windows ("in 2023", "Q4 2022", "since March", "last year"); an event in any of them passes. */

const COMMA = /^\s*,\s*$/;
const GLOSS = /^\s*(?:\(|,?\s*(?:i\.?\s?e\.?|that\s+is|namely|meaning)\s*,?)\s*$/i;

/** "H2 2019 (Jul-Dec)", "the first half of 2022, i.e. January to June": a period in brackets straight after another restates it, whatever year it would read as alone. */
function withoutGlosses(periods: readonly DateExpression[], question: string): DateExpression[] {
  return periods.filter(
    (p) =>
      !periods.some(
        (o) =>
          o !== p &&
          o.end <= p.start &&
          // "the first half of 2019, January to June": months with no year of their own, set off by a comma, restate.
          (GLOSS.test(question.slice(o.end, p.start)) ||
            (p.relative && !o.relative && COMMA.test(question.slice(o.end, p.start)))),
      ),
  );
}

/** The last day of the month a yyyy-MM-dd falls in. */
function monthEndOf(iso: string): string {
  const [year, month] = iso.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${iso.slice(0, 7)}-${String(last).padStart(2, '0')}`;
}

/**
 * A calendar window is about when incidents happened: an event known only by its publication date is
 * in none; one known only to its month is in every window its month overlaps, as in search.
 */
export function inPeriod(event: NotebookEvent, period: DateExpression): boolean {
  if (event.datedByPublication) return false;
  if (!event.monthOnly) return inRange(event.when, period.range);
  const { from, to } = period.range;
  return (to === null || event.when <= to) && (from === null || monthEndOf(event.when) >= from);
}

export const periodOfPlan = (p: DateExpression) => ({ ...p.range, phrase: p.phrase, relative: p.relative });

export const periodOf = (p: {
  from: string | null;
  to: string | null;
  phrase: string;
  relative: boolean;
}) => ({
  range: { from: p.from, to: p.to },
  phrase: p.phrase,
  relative: p.relative,
  start: 0,
  end: 0,
});

/** The words the event's date was read from: what bears out any question about when. */
export const dateSpans = (event: SupportedEvent) => evidenceSpans(event, event.evidence.date, 'date');

export const periodSchema = z.object({
  from: isoDay.nullable(),
  to: isoDay.nullable(),
  phrase: z.string().max(100),
  relative: z.boolean(),
});

export const periodFilter = defineFilter({
  name: 'period',
  shape: {
    /** Date ranges on the incident date; any may match. */
    periods: z.array(periodSchema).max(6),
  },
  empty: { periods: [] },
  incidentDate: true,
  read({ rest, question, reference }) {
    const found = findDateExpressions(rest, reference);
    // Years counted as financial years leave those words used, not a topic the events must mention.
    const counted = found.length > 0 ? financialYearWords(rest) : [];
    return { found: { periods: withoutGlosses(found, question) }, spans: [...found, ...counted] };
  },
  isSet: (v) => v.periods.length > 0,
  matches: (event, v, except) =>
    except === 'period' || v.periods.length === 0 || v.periods.some((p) => inPeriod(event, p)),
  toPlan: (v) => ({ periods: v.periods.map(periodOfPlan) }),
  fromPlan: (p) => ({ periods: p.periods.map(periodOf) }),
  describe: (v, { except }) =>
    except !== 'period' && v.periods.length > 0
      ? [joinOr([...new Set(v.periods.map((p) => describeRange(p.range)))])]
      : [],
  support: (event, _notebookEvent, v) => (v.periods.length > 0 ? dateSpans(event) : []),
});
