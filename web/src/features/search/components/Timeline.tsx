import type { FacetCount } from '@workbench/contract/search';
import { type KeyboardEvent, lazy, Suspense, useState } from 'react';
import { formatFacetCount } from '../../../lib/totals';
import { monthRangeDates, shortMonth } from '../lib/month-range';

// The charting library is fetched only when there is a timeline to draw, keeping it out of the
// bundle the app starts with.
const TimelineChart = lazy(() => import('./TimelineChart'));

interface TimelineProps {
  months: readonly FacetCount[] | undefined;
  /** The months were counted from a sample (a search past 10,000 matches). */
  approximate: boolean;
  loading: boolean;
  /** A range picked by dragging across bars (or with the keys): the search is run for those months. */
  onRange: (from: string, to: string) => void;
}

type Range = { anchor: number; end: number };

const ordered = ({ anchor, end }: Range) => [Math.min(anchor, end), Math.max(anchor, end)] as const;

/** Events per month of the current search, as bars; dragging across them narrows the dates. */
export function Timeline({ months, approximate, loading, onRange }: TimelineProps) {
  const [drag, setDrag] = useState<Range | null>(null);
  const [cursor, setCursor] = useState<Range | null>(null);
  const list = months ?? [];

  const apply = (range: Range) => {
    const [first, last] = ordered(range);
    const a = list[first];
    const b = list[last];
    if (!a || !b) return;
    const { from, to } = monthRangeDates(a.value, b.value);
    onRange(from, to);
  };

  const release = () => {
    if (!drag) return;
    setDrag(null);
    apply(drag);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (list.length === 0) return;
    const last = list.length - 1;
    if (
      event.key === 'ArrowLeft' ||
      event.key === 'ArrowRight' ||
      event.key === 'Home' ||
      event.key === 'End'
    ) {
      event.preventDefault();
      const from = cursor?.end ?? (event.key === 'ArrowLeft' ? last + 1 : -1);
      const step = { ArrowLeft: from - 1, ArrowRight: from + 1, Home: 0, End: last }[event.key];
      const end = Math.min(last, Math.max(0, step));
      setCursor({ anchor: event.shiftKey && cursor ? cursor.anchor : end, end });
    } else if (event.key === 'Enter' && cursor) {
      event.preventDefault();
      apply(cursor);
      setCursor(null);
    } else if (event.key === 'Escape' && cursor) {
      event.preventDefault();
      setCursor(null);
    }
  };

  const shown = drag ?? cursor;
  const marked = shown ? ordered(shown) : null;
  const total = list.reduce((sum, month) => sum + month.count, 0);
  let announcement = '';
  if (cursor && marked) {
    const picked = list.slice(marked[0], marked[1] + 1);
    const count = picked.reduce((sum, month) => sum + month.count, 0);
    const label =
      picked.length === 1
        ? shortMonth(picked[0]?.value ?? '')
        : `${shortMonth(picked[0]?.value ?? '')} to ${shortMonth(picked.at(-1)?.value ?? '')}`;
    announcement = `${label}: ${formatFacetCount(count, approximate)} events. Enter searches ${picked.length === 1 ? 'this month' : 'these months'}.`;
  }

  return (
    <section
      aria-labelledby="timeline-heading"
      className="rounded-card border border-line-soft bg-white px-4 py-3"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="timeline-heading" className="text-sm font-semibold text-ink">
          Events per month
          {approximate && (
            <span className="ml-2 text-xs font-normal text-muted">estimated from a sample</span>
          )}
        </h2>
        <p id="timeline-hint" className="text-xs text-muted">
          Drag across bars to search those months
          {/* A phone has no arrow keys to speak of; the hint stays short there. */}
          <span className="hidden md:inline">
            ; or focus the chart and use the arrow keys (Shift to extend), then Enter
          </span>
          .
        </p>
      </div>
      {loading && !months ? (
        <div aria-hidden="true" className="mt-2 h-[120px] animate-pulse rounded bg-slate-100" />
      ) : list.length === 0 ? (
        <p className="py-4 text-sm text-muted">No dated events.</p>
      ) : (
        <figure
          // biome-ignore lint/a11y/noNoninteractiveTabindex: focus takes the arrow keys above, the keyboard's way of dragging
          tabIndex={0}
          aria-label={`Events per month, ${list.length} months, ${formatFacetCount(total, approximate)} dated events`}
          aria-describedby="timeline-hint"
          data-testid="timeline"
          onKeyDown={onKeyDown}
          onBlur={() => setCursor(null)}
          className="m-0 mt-2 rounded-control"
        >
          <Suspense fallback={<div className="h-[120px]" />}>
            <TimelineChart
              months={list}
              approximate={approximate}
              marked={marked}
              onPress={(index) => setDrag({ anchor: index, end: index })}
              onHover={(index) => setDrag((current) => (current ? { ...current, end: index } : null))}
              onRelease={release}
            />
          </Suspense>
          <p aria-live="polite" className="sr-only">
            {announcement}
          </p>
        </figure>
      )}
    </section>
  );
}
