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

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** Month 1-12; out-of-range days roll over as Date.UTC does, so day 0 is the last day of the month before. */
export function isoDate(year: number, month: number, day: number): string {
  return isoOfMs(Date.UTC(year, month - 1, day));
}

export function isValidIsoDate(iso: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return false;
  // A month like 13 parses to NaN, which toISOString would throw on.
  const ms = utcMs(iso);
  return !Number.isNaN(ms) && isoOfMs(ms) === iso;
}

export function yearOf(iso: string): number {
  return Number(iso.slice(0, 4));
}

export function monthOf(iso: string): number {
  return Number(iso.slice(5, 7));
}

export function yearMonthOf(iso: string): string {
  return iso.slice(0, 7);
}

export function addDays(iso: string, days: number): string {
  return isoOfMs(utcMs(iso) + days * DAY_MS);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((utcMs(to) - utcMs(from)) / DAY_MS);
}

/** Same day n months later, kept inside the target month (31 Mar minus one month is 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const total = yearOf(iso) * 12 + monthOf(iso) - 1 + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const lastDay = Number(endOfMonth(year, month).slice(8));
  return isoDate(year, month, Math.min(Number(iso.slice(8)), lastDay));
}

export function startOfMonth(year: number, month: number): string {
  return isoDate(year, month, 1);
}

export function endOfMonth(year: number, month: number): string {
  return isoDate(year, month + 1, 0);
}

/** yyyy-MM keys from the month of `from` to the month of `to`, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const keys: string[] = [];
  let year = yearOf(from);
  let month = monthOf(from);
  const last = yearMonthOf(to);
  for (let key = `${year}-${pad(month)}`; key <= last; key = `${year}-${pad(month)}`) {
    keys.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return keys;
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

/** "12 March 2024": unambiguous in every locale, and the form readers and checkers of answers expect. */
export function formatDay(iso: string): string {
  const month = MONTH_NAMES[monthOf(iso) - 1] ?? '';
  return `${Number(iso.slice(8))} ${month} ${iso.slice(0, 4)}`;
}

/** "March 2024" for a yyyy-MM key. */
export function formatMonth(yearMonth: string): string {
  return `${MONTH_NAMES[Number(yearMonth.slice(5, 7)) - 1] ?? ''} ${yearMonth.slice(0, 4)}`;
}
