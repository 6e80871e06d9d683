/**
 * Terms a question defines before it uses them, as researchers write: 'For the purposes of this
 * analysis, "lethal violence" means any incident recorded as murder or culpable homicide, excluding
 * attempted murder. ... how many incidents of lethal violence are recorded?'. The definition is said
 * once; every later use of the term is read as what it was defined to mean, and said back in `Read as`.
 */
import type { Correction } from './corrections';
import { escapeRegExp } from './support-text';

/** 'a "violent death" is', '"lethal violence" means', "'Khayelitsha' denotes": a quoted term being defined. */
const DEFINITION =
  /(?:\bfor\s+the\s+purposes?\s+of\s+this\s+(?:analysis|question|query|exercise|report|study|count)\s*,\s*)?(?:\b(?:an?|the)\s+)?["“'‘]([^"“”'‘’]{2,40})["”'’]\s+(?:(?:of\s+crime\s+)?(?:means|denotes|refers\s+to|stands\s+for|covers|comprises)|shall\s+mean|(?:shall|is\s+to|are\s+to|will)\s+be\s+(?:construed|read|understood|interpreted)\s+(?:as|to\s+mean)|being\s+(?:construed|read|understood|interpreted)\s+as|is\s+(?:defined\s+as|taken\s+to\s+mean|understood\s+as)|(?:is|are))\s+([^.;]+?)(?=,\s*(?:and|but|while|whereas|so|whatever|whichever|regardless|whether|how|what|which|when|where|who|in\s+how|on\s+what)\b|[.;?]|$)/giu;

/**
 * "an incident occurring on or after 1 January 2020 shall be construed as a recent incident": a drafter
 * describes the incidents first and names them after, without quotes.
 */
const NAMED_AFTER =
  /\b(?:an?|any)\s+((?:incident|case|event)\s+[^.;?]+?)\s+(?:shall|is\s+to|will)\s+be\s+(?:construed|read|understood|treated|regarded|taken)\s+as\s+(?:an?\s+)?["“'‘]?(\p{L}[\p{L}\s-]{1,38}?)["”'’]?\s*(?=[.;,])[.;,]?/giu;

/**
 * What a definition's body says of an incident, without the words that only say it is about incidents:
 * "any incident recorded as murder or culpable homicide" → "murder or culpable homicide".
 */
const INCIDENT_OPENING =
  /^(?:any|an?|the|all)\s+(?:incidents?|cases?|events?|matters?|records?)\s+(?:(?:that\s+(?:is|are)\s+|which\s+(?:is|are)\s+)?(?:recorded|classified|listed|logged)\s+(?:as|under)|whose\s+(?:recorded\s+)?(?:crimes?|categories|offen[cs]es)\s+(?:include|includes|are|is)|whose\s+(?:recorded\s+)?(?:location|place|address)\s+(?:names|includes|contains|mentions|is)|(?:involving|with|of|about))\s+/i;

/** A body that says what the term is about in words a question can reuse: a crime list, a place. */
const USABLE_BODY = /^[\p{L}\s,'’-]+$/u;

/**
 * "Let K be the number of people killed in an incident.", "Let A denote the set of stated suspect
 * ages": a symbol a statistician defines, up to a comma or the sentence's end, and then uses.
 */
const SYMBOL_DEFINITION =
  /\b[Ll]et\s+([A-Z](?:_[A-Za-z]+)?|[a-z]_[A-Za-z]+)\s+(?:be|denote|stand\s+for)\s+([^.;,?]+)[,.;]?\s*/gu;

/** A symbol as statisticians write one: "N", "K", "p_G", "m_NW". */
const SYMBOL = '(?:[a-zA-Z]_[A-Za-z]+|[A-Z])';
/** "Compute m_NW - m_NC", "p_G minus p_E": one defined figure taken from another. */
const SYMBOLS_SUBTRACTED = new RegExp(
  `(?<![\\p{L}\\p{N}_])(${SYMBOL})\\s*(?:-|−|–|minus)\\s*(${SYMBOL})(?![\\p{L}\\p{N}_])`,
  'gu',
);

/**
 * "Let m_NW and m_NC be the means ... Compute m_NW - m_NC": the difference of two symbols a "Let"
 * defined, in the words a comparison asks for it, whether or not each symbol can be written out.
 */
function withDifferenceOfSymbols(question: string): { question: string; corrections: Correction[] } {
  const defined = /\blet\b/i.exec(question);
  if (!defined) return { question, corrections: [] };
  const corrections: Correction[] = [];
  const text = question.replace(SYMBOLS_SUBTRACTED, (whole, first: string, second: string, at: number) => {
    const before = question.slice(defined.index, at);
    const named = (symbol: string) =>
      new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(symbol)}(?![\\p{L}\\p{N}_])`, 'u').test(before);
    if (!named(first) || !named(second)) return whole;
    const words = `the difference between ${first} and ${second}`;
    corrections.push({ from: whole, to: words });
    return words;
  });
  return { question: text, corrections };
}

/** The question with each defined symbol written out where it is used. */
function withSymbolsWrittenOut(asked: string): { question: string; corrections: Correction[] } {
  const difference = withDifferenceOfSymbols(asked);
  const question = difference.question;
  let text = question;
  const corrections: Correction[] = [...difference.corrections];
  for (const m of question.matchAll(SYMBOL_DEFINITION)) {
    const [definition, symbol = '', written = ''] = m;
    // "the set of stated suspect ages": the members are what is asked of.
    const body = written.replace(/^the\s+(?:set|collection|list)\s+of\s+/i, 'the ');
    // A set of incidents ("Let R be the set of incidents whose ...") is read where it is named.
    if (/^the\s+(?:incidents|cases|events|records|rows)\b/i.test(body)) continue;
    const definedAt = text.indexOf(definition);
    if (definedAt === -1) continue;
    const after = definedAt + definition.length;
    const uses = new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(symbol)}(?![\\p{L}\\p{N}_])`, 'gu');
    // "for which K is stated": only the incidents that state the figure, which every figure keeps.
    const stated = new RegExp(
      `\\s*(?:where|for\\s+which|in\\s+which|whenever)\\s+${escapeRegExp(symbol)}\\s+is\\s+(?:stated|known|recorded|given)\\b`,
      'gu',
    );
    // "these N incidents", N being "the number of incidents with a known date": the incidents counted.
    const counted = /^the\s+number\s+of\s+((?:incidents|cases|events|records)\b.*)$/i.exec(body.trim())?.[1];
    const countedUses = new RegExp(
      `\\b(?:these|the|those|all)\\s+${escapeRegExp(symbol)}\\s+(?:incidents|cases|events|records)\\b`,
      'gu',
    );
    const rest = text
      .slice(after)
      .replace(stated, '')
      .replace(countedUses, (use) => (counted ? `the ${counted}` : use));
    if (!uses.test(rest) && !(counted && rest.includes(`the ${counted}`))) continue;
    text = text.slice(0, definedAt) + ' '.repeat(definition.length) + rest.replace(uses, body.trim());
    corrections.push({ from: symbol, to: body.trim() });
  }
  return { question: text, corrections };
}

/** The question with each term named after its description ("... shall be construed as a recent incident") written out. */
function withNamedDescriptionsWrittenOut(asked: string): { question: string; corrections: Correction[] } {
  let text = asked;
  const corrections: Correction[] = [];
  for (const m of asked.matchAll(NAMED_AFTER)) {
    const [definition, description = '', term = ''] = m;
    const [head = '', ...rest] = description.trim().split(/\s+/);
    const definedAt = text.indexOf(definition);
    if (definedAt === -1) continue;
    const after = definedAt + definition.length;
    const uses = new RegExp(`(?<![\\p{L}-])${escapeRegExp(term.trim())}(s?)(?![\\p{L}-])`, 'giu');
    const later = text.slice(after);
    if (!uses.test(later)) continue;
    const written = (plural: string) => [`${head}${plural}`, ...rest].join(' ');
    text =
      text.slice(0, definedAt) + ' '.repeat(definition.length) + later.replace(uses, (_use, s) => written(s));
    corrections.push({ from: term.trim(), to: written('') });
  }
  return { question: text, corrections };
}

export function readDefinedTerms(asked: string): { question: string; corrections: Correction[] } {
  const named = withNamedDescriptionsWrittenOut(asked);
  const symbols = withSymbolsWrittenOut(named.question);
  const question = symbols.question;
  let text = question;
  const corrections: Correction[] = [...named.corrections, ...symbols.corrections];
  for (const m of question.matchAll(DEFINITION)) {
    const term = (m[1] ?? '').trim();
    const body = (m[2] ?? '').trim();
    const meaning = body.replace(INCIDENT_OPENING, '').replace(/,\s*$/, '');
    const definedAt = text.indexOf(m[0]);
    if (definedAt === -1) continue;
    const after = definedAt + m[0].length;
    const uses = new RegExp(`["“'‘]?(?<![\\p{L}-])${escapeRegExp(term)}(?![\\p{L}-])["”'’]?`, 'giu');
    const rest = text.slice(after);
    if (!uses.test(rest)) continue;
    // Only a body that reads as a noun phrase once its incident words go is put where the term is used;
    // a body that defines by a clause ('"weekday" being construed as any day from Monday to Friday') is
    // left to be read as said, without the quoted term, which is no topic of its own.
    if (meaning === body || !USABLE_BODY.test(meaning)) {
      const bodyAt = m[0].lastIndexOf(body);
      text = text.slice(0, definedAt) + ' '.repeat(bodyAt) + text.slice(definedAt + bodyAt);
      continue;
    }
    text = text.slice(0, definedAt) + ' '.repeat(m[0].length) + rest.replace(uses, meaning);
    if (term.toLowerCase() !== meaning.toLowerCase()) corrections.push({ from: term, to: meaning });
  }
  return { question: text, corrections };
}
