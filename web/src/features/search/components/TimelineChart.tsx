import type { FacetCount } from '@workbench/contract/search';
import { Bar, BarChart, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatFacetCount } from '../../../lib/totals';
import { shortMonth } from '../lib/month-range';

/** Loaded on its own (with the charting library) after the first results, see Timeline. */
export interface TimelineChartProps {
  months: readonly FacetCount[];
  /** The counts were estimated from a sample: the tooltip reads "about". */
  approximate: boolean;
  /** Indexes of the first and last month marked (being dragged over, or under the keyboard cursor). */
  marked: readonly [number, number] | null;
  onPress: (index: number) => void;
  onHover: (index: number) => void;
  onRelease: () => void;
}

const BRAND = '#1d4ed8';
const BRAND_PALE = '#93c5fd';
const AXIS = '#475569';

const indexOf = (state: { activeTooltipIndex?: unknown }) => {
  const index = Number(state.activeTooltipIndex);
  return Number.isInteger(index) && index >= 0 ? index : null;
};

export default function TimelineChart({
  months,
  approximate,
  marked,
  onPress,
  onHover,
  onRelease,
}: TimelineChartProps) {
  const isMarked = (index: number) => marked !== null && index >= marked[0] && index <= marked[1];
  return (
    <ResponsiveContainer width="100%" height={120}>
      <BarChart
        data={months as FacetCount[]}
        margin={{ top: 4, right: 4, bottom: 0, left: 0 }}
        barCategoryGap={1}
        onMouseDown={(state) => {
          const index = indexOf(state);
          if (index !== null) onPress(index);
        }}
        onMouseMove={(state) => {
          const index = indexOf(state);
          if (index !== null) onHover(index);
        }}
        onMouseUp={onRelease}
        onMouseLeave={onRelease}
        style={{ cursor: 'crosshair', userSelect: 'none' }}
      >
        <XAxis
          dataKey="value"
          tickFormatter={shortMonth}
          tick={{ fontSize: 12, fill: AXIS }}
          tickLine={false}
          axisLine={{ stroke: '#cbd5e1' }}
          minTickGap={24}
        />
        <YAxis
          allowDecimals={false}
          width={36}
          tick={{ fontSize: 12, fill: AXIS }}
          tickLine={false}
          axisLine={false}
        />
        <Tooltip
          cursor={{ fill: '#e2e8f0' }}
          isAnimationActive={false}
          labelFormatter={(label) => shortMonth(String(label))}
          formatter={(count) => [formatFacetCount(Number(count), approximate), 'Events']}
        />
        <Bar dataKey="count" isAnimationActive={false} radius={[2, 2, 0, 0]}>
          {months.map((month, index) => (
            <Cell key={month.value} fill={marked === null || isMarked(index) ? BRAND : BRAND_PALE} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
