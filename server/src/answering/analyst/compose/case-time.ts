import { formatDay } from '../../../corpus/calendar';
import { dateOfMark, MARK_NAMES } from '../case-time';
import { cite, citeAll, plural } from '../format';
import type { NotebookEvent } from '../notebook-events';
import type { CaseTime } from '../plan-vocabulary';
import { type AnswerContext, type Composition, noResult } from './context';

const DAY_MS = 86_400_000;
const CASES_SHOWN = 10;

/** One case and the days between its two points, with the release of the notebook that stands for it. */
interface CaseSpan {
  event: NotebookEvent;
  from: string;
  to: string;
  days: number;
}

/**
 * Each case of the events once (releases of one incident are one case), with the days between the two
 * points its releases date; cases whose releases do not report both, or report them out of order, are
 * left out.
 */
function caseSpans(events: readonly NotebookEvent[], asked: CaseTime): CaseSpan[] {
  const seen = new Set<number>();
  const spans: CaseSpan[] = [];
  for (const event of events) {
    if (event.incident === null || seen.has(event.incident)) continue;
    seen.add(event.incident);
    const from = dateOfMark(event.caseSteps, asked.from);
    const to = dateOfMark(event.caseSteps, asked.to);
    if (from === null || to === null || to < from) continue;
    spans.push({ event, from, to, days: Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) });
  }
  return spans;
}

function middle(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[half] as number)
    : Math.round(((sorted[half - 1] as number) + (sorted[half] as number)) / 2);
}

/** "1,084 days (about 3 years)": days, with the larger unit a reader thinks in. */
function daysWords(days: number): string {
  const years = days / 365.25;
  const months = days / 30.44;
  const about =
    years >= 1.5
      ? `about ${Math.round(years)} years`
      : months >= 1.5
        ? `about ${Math.round(months)} months`
        : null;
  return `${plural(days, 'day')}${about ? ` (${about})` : ''}`;
}

/** "How long from arrest to sentence, on average": the days between two points of each case, over the cases. */
export function composeCaseTime(context: AnswerContext, asked: CaseTime): Composition {
  const { events, scope } = context;
  const from = MARK_NAMES[asked.from];
  const to = MARK_NAMES[asked.to];
  const statistic = asked.statistic === 'median' ? 'median' : 'average';
  const measure = `the ${statistic} number of days from ${from} to ${to}, per case${scope ? ` ${scope}` : ''}`;
  const spans = caseSpans(events, asked);
  if (spans.length === 0) {
    const line = `None of the cases ${scope ? `${scope} ` : ''}in this notebook has releases that date both ${from} and ${to}, so the time between them cannot be measured: a case's dates come from its own releases (the report, the arrest, court, the conviction, the sentence), and ${plural(events.length, 'event')} ${events.length === 1 ? 'was' : 'were'} looked at.`;
    return { lines: [line], used: [], facts: [line], result: noResult(measure) };
  }
  const days = spans.map((s) => s.days);
  const figure =
    asked.statistic === 'median' ? middle(days) : Math.round(days.reduce((a, b) => a + b, 0) / days.length);
  const headline = `The ${statistic} time from ${from} to ${to} is ${daysWords(figure)}, over ${plural(spans.length, 'case')} whose releases date both ${citeAll(spans.map((s) => s.event))}.`;
  const lines = [
    headline,
    'A case is dated by its releases: the crime by its report, an arrest, a court date, a conviction or a sentence by the day its release came out.',
    ...spans
      .slice(0, CASES_SHOWN)
      .map((s) => `* ${cite(s.event)}: ${formatDay(s.from)} to ${formatDay(s.to)}, ${plural(s.days, 'day')}`),
  ];
  if (spans.length > CASES_SHOWN) lines.push(`… and ${spans.length - CASES_SHOWN} more cases.`);
  const facts = [
    `${plural(spans.length, 'case')} date both ${from} and ${to}; the ${statistic} time between them is ${plural(figure, 'day')}.`,
  ];
  return {
    lines,
    used: spans.map((s) => s.event),
    facts,
    result: { type: 'number', value: figure, measure },
  };
}
