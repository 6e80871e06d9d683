import type { Event } from '@workbench/contract/events';

// Releases close with a line such as "ENDS", "#ends" or "End"; what follows is contact details.
const END_LINE = /\bends?\b/i;

/** The release text up to, not including, the first line that contains the word End or Ends. */
export function releaseBody(context: string): string {
  const lines = context.split(/\r?\n/);
  const end = lines.findIndex((line) => END_LINE.test(line));
  return (end === -1 ? lines : lines.slice(0, end)).join('\n').trim();
}

/** Place and province for reading, without saying the province twice. */
export function placeOf(event: Pick<Event, 'location' | 'province'>): string | null {
  const location = event.location?.trim();
  const province = event.province?.trim();
  if (!location) return province || null;
  if (!province || location.toLowerCase().includes(province.toLowerCase())) return location;
  return `${location}, ${province}`;
}
