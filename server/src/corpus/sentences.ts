const SENTENCE_END = /(?<=[.!?]["”']?)\s+(?=["“'(]?[A-Z0-9])|\s*\n\s*/;
/** Ranks and titles end in a full stop without ending the sentence: "Sgt. Mokoena said". */
const ABBREVIATION_END =
  /\b(?:Sgt|Capt|Col|Lt|Gen|Brig|Maj|Const|W\/O|Insp|Det|Mr|Mrs|Ms|Dr|Adv|St|No|Nr|Prof|Rev)\.$/;

/**
 * The longest sentence the rules read as one. Real releases' sentences stay under 450 characters; a
 * run-on text without full stops is cut into pieces of this size, so that every rule's work per
 * sentence is bounded and reading a release stays linear in its length.
 */
export const MAX_SENTENCE_CHARS = 1_000;

/** Cuts a run-on sentence at the last comma, semicolon or space before each limit. */
function piecesOf(sentence: string): string[] {
  const pieces: string[] = [];
  let rest = sentence;
  while (rest.length > MAX_SENTENCE_CHARS) {
    const window = rest.slice(0, MAX_SENTENCE_CHARS);
    const clause = Math.max(window.lastIndexOf(', '), window.lastIndexOf('; '));
    const cut =
      clause > MAX_SENTENCE_CHARS / 2 ? clause + 1 : window.lastIndexOf(' ') + 1 || MAX_SENTENCE_CHARS;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trimStart();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/**
 * Splits at a full stop, question or exclamation mark followed by a capital, digit or quote, and at
 * line breaks, so a heading or dateline never runs into the first sentence.
 */
export function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  // The pieces of a sentence still open after an abbreviation; joined once it ends.
  let pending: string[] = [];
  const close = () => {
    const sentence = pending.join(' ').trim();
    if (sentence) sentences.push(...piecesOf(sentence));
    pending = [];
  };
  for (const piece of text.split(SENTENCE_END)) {
    pending.push(piece);
    // Only the newest piece can end in an abbreviation.
    if (!ABBREVIATION_END.test(piece)) close();
  }
  close();
  return sentences;
}
