import { format, isValid, parse } from 'date-fns';

/** The spec's three date shapes: on screen, on the wire, and inside file names. */
export const DISPLAY_FORMAT = 'dd/MM/yyyy';
export const API_FORMAT = 'yyyy-MM-dd';
export const FILE_NAME_FORMAT = 'dd-MM-yyyy';

/** The date pickers offer these years; anything outside is treated as a typing mistake. */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2100;
export const EARLIEST_DATE = new Date(FIRST_YEAR, 0, 1);
export const LATEST_DATE = new Date(LAST_YEAR, 11, 31);

type DateInput = Date | string | null | undefined;

const inPickerRange = (date: Date) => date.getFullYear() >= FIRST_YEAR && date.getFullYear() <= LAST_YEAR;

/**
 * Reads an API date. Only the leading yyyy-MM-dd counts, so a timestamp such as
 * `2024-03-11T08:00:00Z` still gives the calendar day it was written for, in any time zone.
 */
export function parseApiDate(value: DateInput): Date | null {
  if (value instanceof Date) return isValid(value) ? value : null;
  if (!value) return null;
  const day = value.trim().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const parsed = parse(day, API_FORMAT, new Date());
  return isValid(parsed) ? parsed : null;
}

/** Reads what a person typed as dd/MM/yyyy; null unless it is a real day between 1900 and 2100. */
export function parseDisplayDate(text: string): Date | null {
  const parsed = parse(text.trim(), DISPLAY_FORMAT, new Date());
  return isValid(parsed) && inPickerRange(parsed) ? parsed : null;
}

function formatWith(value: DateInput, pattern: string): string | null {
  const date = parseApiDate(value);
  return date ? format(date, pattern) : null;
}

/** dd/MM/yyyy for the screen, or the fallback when the value is missing or not a date. */
export const displayDate = (value: DateInput, fallback = ''): string =>
  formatWith(value, DISPLAY_FORMAT) ?? fallback;

/** yyyy-MM-dd for a query parameter; undefined leaves the parameter out. */
export const apiDate = (value: DateInput): string | undefined => formatWith(value, API_FORMAT) ?? undefined;

/** dd-MM-yyyy, because a slash cannot appear in a file name. */
export const fileNameDate = (value: DateInput): string | null => formatWith(value, FILE_NAME_FORMAT);

/**
 * A timestamp such as `created_at`, read as an instant and shown as the day it was in the viewer's
 * own time zone (unlike event dates, which are calendar days); null when it is not a timestamp.
 */
export function instantDay(value: string, pattern: string = DISPLAY_FORMAT): string | null {
  const instant = new Date(value);
  return isValid(instant) ? format(instant, pattern) : null;
}

/** A yyyy-MM month as words, "March 2023"; null when it is not such a month. */
export function displayMonth(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}$/.test(value.trim())) return null;
  const month = parse(value.trim(), 'yyyy-MM', new Date());
  return isValid(month) ? format(month, 'MMMM yyyy') : null;
}

/** The dates the API gives for when an event happened and when its release came out. */
interface EventDates {
  date: string | null;
  incident_month: string | null;
  published_date: string;
}

/**
 * When an event happened as the screens say it: its day; its month alone ("March 2023") when the
 * release gives only the month; its publication day, `published` so it is marked as such, only when
 * the release gives no date at all. Null when not even that is a date.
 */
export function eventWhen(event: EventDates): { text: string; published: boolean } | null {
  const day = displayDate(event.date) || displayMonth(event.incident_month);
  if (day) return { text: day, published: false };
  const published = displayDate(event.published_date);
  return published ? { text: published, published: true } : null;
}
