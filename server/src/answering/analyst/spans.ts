/** A stretch of the question a reader has used, blanked before the next reader looks. */
export interface Span {
  start: number;
  end: number;
}

export function spanOf(m: RegExpExecArray | RegExpMatchArray): Span {
  const start = m.index ?? 0;
  return { start, end: start + m[0].length };
}

/** Spaces over the spans, so offsets stay valid and neighbouring words stay apart. */
export function blank(text: string, spans: readonly Span[]): string {
  let out = text;
  for (const { start, end } of spans) out = out.slice(0, start) + ' '.repeat(end - start) + out.slice(end);
  return out;
}

/** The text with everything outside the spans blanked, positions kept. */
export function keepOnly(text: string, spans: readonly Span[]): string {
  // Spans count UTF-16 units, as string indexes do; spreading the string would count code points.
  return Array.from({ length: text.length }, (_, at) =>
    spans.some((s) => at >= s.start && at < s.end) ? text[at] : ' ',
  ).join('');
}
