const SENTENCE_END = /(?<=[.!?]["”']?)\s+(?=["“'(]?[A-Z0-9])|\s*\n\s*/;
/** Ranks and titles end in a full stop without ending the sentence: "Sgt. Mokoena said". */
const ABBREVIATION_END =
  /\b(?:Sgt|Capt|Col|Lt|Gen|Brig|Maj|Const|W\/O|Insp|Det|Mr|Mrs|Ms|Dr|Adv|St|No|Nr|Prof|Rev)\.$/;

/**
 * Splits at a full stop, question or exclamation mark followed by a capital, digit or quote, and at
 * line breaks, so a heading or dateline never runs into the first sentence.
 */
export function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  let pending = '';
  for (const piece of text.split(SENTENCE_END)) {
    pending = pending ? `${pending} ${piece}` : piece;
    if (!ABBREVIATION_END.test(pending)) {
      if (pending.trim()) sentences.push(pending.trim());
      pending = '';
    }
  }
  if (pending.trim()) sentences.push(pending.trim());
  return sentences;
}
