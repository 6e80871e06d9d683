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

/**
 * Sentences inside a release that tell of an earlier incident or of crime in general, so that their
 * dead, wounded and crimes are not this case's:
 * - the case set beside an earlier one: "His death comes two days after another officer was shot",
 *   "It follows by only a few days an attack at a tavern in ...";
 * - a statement quoted from back then: "The spokesperson said at the time that ...", and a visit to
 *   "another crime scene";
 * - a separate incident named mid-sentence: "... wounded in a separate shooting at ...";
 * - figures for a country, a province or a period: "seven members have been killed around the country
 *   this week alone", "seven people had died over the past eight months".
 * An arrest that "comes hours after the shooting" is this case, so only a killing or an attack is set
 * beside another.
 */
const ANOTHER_INCIDENT = new RegExp(
  [
    String.raw`\b(?:death|killing|murder|shooting|stabbing|attack|incident)\s+(?:comes?|came|follows?|followed)\s+(?:\w+\s+){0,4}?(?:after|hours|days|weeks|months)\b`,
    String.raw`^it\s+(?:comes?|came|follows?|followed)\s+(?:\w+\s+){0,4}?(?:days?|weeks?|months?)\b`,
    String.raw`\bsaid at the time\b|\banother crime scene\b`,
    String.raw`\bin an? (?:separate|unrelated|similar|different) (?:\w+ )?(?:incident|case|matter|shooting|attack)\b`,
    // "linked to a similar hijacking on the same route on 12 April", "after previous incidents of abuse".
    String.raw`\b(?:an?|the)\s+(?:similar|earlier|previous|prior)\s+(?:\w+\s+)?(?:incidents?|cases?|hijackings?|robber(?:y|ies)|shootings?|attacks?|murders?|killings?)\b|\bprevious\s+incidents?\b`,
    // "This is the third mass shooting in Gugulethu since 1 October", "whether the two incidents are linked".
    String.raw`\bthe\s+(?:second|third|fourth|fifth|sixth|\d+(?:st|nd|rd|th))\s+(?:\w+\s+){0,2}?(?:shooting|attack|incident|murder|killing|hijacking|robbery)\b[^.]*\bsince\b|\b(?:the\s+)?two\s+(?:incidents|cases|attacks|shootings|killings)\s+(?:are|were|may\s+be|might\s+be)\s+(?:linked|related|connected)\b`,
    String.raw`\b(?:(?:around|across) the country|nationwide|this (?:week|month|year) alone|so far this year|over the (?:past|last) (?:\w+ )?(?:months|years)|murder rate)\b`,
  ].join('|'),
  'i',
);

/**
 * "Last month, two people were killed ...", "In November, armed men killed an employee ...": a sentence
 * opening in an earlier month or year. Releases
 * tell their own case first, so only once a few sentences have told it does such a sentence turn to
 * an earlier incident; near the top it is the case itself ("Earlier this month, a woman was stabbed").
 */
const EARLIER_PERIOD =
  /^(?:(?:last (?:year|month)|earlier this (?:year|month|week)|in recent (?:weeks|months)|(?:less than |more than |about |just |only )?(?:a|one|two|three|four|five|six|\d+) (?:days?|weeks?|months?|years?) (?:earlier|before))\b|(?:back )?in (?:early |late |mid-)?(?:january|february|march|april|may|june|july|august|september|october|november|december)(?:\s+(?:this|last) year)?\s*,)/i;
const SENTENCES_BEFORE_BACKGROUND = 3;

/**
 * Whether a sentence of a release tells of another incident or of crime in general, not of this case;
 * `before` is how many sentences of the release come before it.
 */
export function tellsOfAnotherIncident(sentence: string, before: number): boolean {
  return (
    ANOTHER_INCIDENT.test(sentence) ||
    (before >= SENTENCES_BEFORE_BACKGROUND && EARLIER_PERIOD.test(sentence))
  );
}

/** A sentence that goes on about people just told of: "The four had allegedly robbed a shop ...". */
const GOES_ON =
  /^(?:the (?:two|three|four|five|six|seven|pair|trio|men|women|gunmen|suspects|robbers)|they|that officer)\b/i;

/**
 * Which sentences of a release tell of another incident: those that do by their own words, and those
 * right after them that go on about the same people ("... where police had shot four suspected robbers.
 * The four had allegedly robbed a shop at Bhamshela").
 */
export function otherIncidentSentences(sentences: readonly string[]): boolean[] {
  let previous = false;
  return sentences.map((sentence, before) => {
    previous = tellsOfAnotherIncident(sentence, before) || (previous && GOES_ON.test(sentence));
    return previous;
  });
}
