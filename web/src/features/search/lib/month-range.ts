import { format, lastDayOfMonth, parse } from 'date-fns';

/** The first and last day (yyyy-MM-dd) of the months from one yyyy-MM to another, in either order. */
export function monthRangeDates(a: string, b: string): { from: string; to: string } {
  const [first, last] = a <= b ? [a, b] : [b, a];
  const lastMonth = parse(last, 'yyyy-MM', new Date());
  return { from: `${first}-01`, to: format(lastDayOfMonth(lastMonth), 'yyyy-MM-dd') };
}

/** A yyyy-MM month as a short axis label, "Mar 2024". */
export const shortMonth = (month: string) => format(parse(month, 'yyyy-MM', new Date()), 'MMM yyyy');
