import type { Event } from '@workbench/contract/events';
import type { TextRange } from './highlight';

// Releases close with a line such as "ENDS", "#ends" or "End"; what follows is contact details.
const END_LINE = /\bends?\b/i;

/** The release text up to, not including, the first line that contains the word End or Ends. */
export function releaseBody(context: string): string {
  const lines = context.split(/\r?\n/);
  const end = lines.findIndex((line) => END_LINE.test(line));
  return (end === -1 ? lines : lines.slice(0, end)).join('\n').trim();
}

/**
 * Stretches given by offsets into the whole release text (`context`), as offsets into what
 * releaseBody shows: line breaks become one character and the leading space is trimmed. Stretches
 * in the part after the end line, which is not shown, are left out.
 */
export function releaseRanges(context: string, ranges: readonly TextRange[]): TextRange[] {
  const body = releaseBody(context);
  // Where each "\r\n" of the release stands; every one before an offset shifts it back by one.
  const crlf: number[] = [];
  for (let i = context.indexOf('\r\n'); i !== -1; i = context.indexOf('\r\n', i + 2)) crlf.push(i);
  const normalised = context.replace(/\r\n/g, '\n');
  const lead = normalised.length - normalised.trimStart().length;
  const shown = (offset: number) => offset - crlf.filter((i) => i < offset).length - lead;
  return ranges
    .map((r) => ({ start: shown(r.start), end: shown(r.end) }))
    .filter((r) => r.start >= 0 && r.end <= body.length && r.end > r.start);
}

/** Place and province for reading, without saying the province twice. */
export function placeOf(event: Pick<Event, 'location' | 'province'>): string | null {
  const location = event.location?.trim();
  const province = event.province?.trim();
  if (!location) return province || null;
  if (!province || location.toLowerCase().includes(province.toLowerCase())) return location;
  return `${location}, ${province}`;
}
