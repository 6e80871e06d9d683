import * as chrono from 'chrono-node';
import { isoDate } from '../corpus/calendar';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;
/** The year must be written out: chrono also dates "yesterday", which means nothing in a data file. */
const WRITTEN_YEAR = /\b\d{4}\b|\d{1,2}[/.-]\d{1,2}[/.-]\d{2}\b/;

function dayOf(parsed: chrono.ParsedResult): string | null {
  const { start } = parsed;
  if (!WRITTEN_YEAR.test(parsed.text)) return null;
  if (!start.isCertain('day') || !start.isCertain('month') || !start.isCertain('year')) return null;
  const [year, month, day] = [start.get('year'), start.get('month'), start.get('day')];
  return year === null || month === null || day === null ? null : realDay(year, month, day);
}

function realDay(year: number, month: number, day: number): string | null {
  const iso = isoDate(year, month, day);
  // isoDate rolls 31 June over to 1 July; a date that does not round-trip does not exist.
  return iso ===
    `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
    ? iso
    : null;
}

/**
 * A full calendar date written any common way ("2024-03-12", "12 March 2024", "Tue, 12 Mar 2024
 * 08:00:00 +0200", "12/03/2024" read day first as South Africa writes it) as yyyy-MM-dd, or null.
 * The day is taken as written, never shifted by a time zone, and a date missing its day, month or
 * year ("March 2024", "last Sunday") is not accepted: a guess would be stored as a fact.
 */
export function readableDate(text: string): string | null {
  const trimmed = text.trim();
  const iso = trimmed.match(ISO_DAY);
  if (iso) return realDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const [parsed] = chrono.en.GB.parse(trimmed);
  return parsed ? dayOf(parsed) : null;
}

/** The first full date in a stretch of text, for pages that print their date only in the body. */
export function firstDateIn(text: string): string | null {
  for (const parsed of chrono.en.GB.parse(text)) {
    const day = dayOf(parsed);
    if (day) return day;
  }
  return null;
}
