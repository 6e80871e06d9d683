/** Calendar arithmetic on yyyy-MM-dd strings, in UTC so no time zone can shift a day. */

const DAY_MS = 86_400_000;

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function utcMs(iso: string): number {
  return Date.parse(`${iso}T00:00:00Z`);
}

function isoOfMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Month 1-12; out-of-range days roll over as Date.UTC does. */
export function isoDate(year: number, month: number, day: number): string {
  return isoOfMs(Date.UTC(year, month - 1, day));
}

export function addDays(iso: string, days: number): string {
  return isoOfMs(utcMs(iso) + days * DAY_MS);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((utcMs(to) - utcMs(from)) / DAY_MS);
}

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOf(iso: string): number {
  return new Date(utcMs(iso)).getUTCDay();
}

export function weekdayName(iso: string): string {
  return WEEKDAY_NAMES[weekdayOf(iso)] as string;
}

/** "3 June" */
export function dayMonth(iso: string): string {
  const [, month, day] = iso.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTH_NAMES[month - 1]}`;
}

/** "3 June 2024" */
export function dayMonthYear(iso: string): string {
  return `${dayMonth(iso)} ${iso.slice(0, 4)}`;
}
