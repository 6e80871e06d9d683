import { sentencesOf } from './sentences';

/** A sentence that opens another case: "In a separate incident, …", "Elsewhere, …". */
const ANOTHER_CASE =
  /^(?:in (?:an?|another) (?:separate|unrelated|different|other)?\s*(?:case|incident|matter|operation)|in another|separately|elsewhere|in other news)\b/i;

/**
 * The part of a release body about its own case: everything before the first sentence that opens
 * another one. Places, crimes and people named after that belong to the other case.
 */
export function thisCaseOf(body: string): string {
  for (const sentence of sentencesOf(body)) {
    if (!ANOTHER_CASE.test(sentence)) continue;
    const start = body.indexOf(sentence);
    // A release that opens with another case has no case of its own to cut to.
    return start > 0 ? body.slice(0, start) : body;
  }
  return body;
}
