/**
 * Questions dictated rather than typed: speech-to-text writes out the punctuation it was told ("full
 * stop", "question mark"), years as they are said ("twenty twenty three", "two thousand and nineteen")
 * and a number it heard as another word ("for or more"), and "scratch that" takes back what was said
 * before it. They are written back as a typist would write them before any reader runs, and each year
 * read so is said back in `Read as`.
 */
import { MONTH_NAMES } from '../../corpus/calendar';
import { TENS, UNITS } from '../../corpus/numbers';
import type { Correction } from './corrections';

/** Punctuation said aloud, as dictation software writes it when it does not act on it. */
const SAID_PUNCTUATION: readonly [RegExp, string][] = [
  [/\s*\bfull\s+stop\b/giu, '.'],
  [/\s*\bquestion\s+mark\b/giu, '?'],
  [/\s*\bexclamation\s+(?:mark|point)\b/giu, '!'],
  [/\s*\bcomma\b/giu, ','],
  [/\s*\bnew\s+(?:line|paragraph)\b/giu, '.'],
];

const TEEN_OR_TENS = [
  ...Object.keys(UNITS).filter((w) => (UNITS[w] ?? 0) >= 10),
  ...Object.keys(TENS).map((tens) => `${tens}(?:[-\\s](?:${Object.keys(UNITS).slice(1, 10).join('|')}))?`),
].join('|');
const UNIT = Object.keys(UNITS)
  .filter((w) => (UNITS[w] ?? 0) >= 1 && (UNITS[w] ?? 0) <= 9)
  .join('|');

/** The value of "twenty three", "thirteen", "ninety-nine": ten to ninety-nine. */
function twoDigits(words: string): number {
  const [tens = '', unit = ''] = words.toLowerCase().split(/[-\s]+/);
  return (UNITS[tens] ?? TENS[tens] ?? 0) + (UNITS[unit] ?? 0);
}

/**
 * Where a year is said: after a word that takes a date ("in", "from", "to", "since", "of", "year"),
 * a comma of a list of years, and the fillers speech puts between ("between, like, twenty nineteen").
 */
const BEFORE_A_YEAR =
  '(?<=(?:\\b(?:in|from|to|since|of|for|during|between|until|till|before|after|and|or|through|versus|vs|year|the\\s+year)|,)(?:\\s*,?\\s*(?:like|um|uh|er|erm|uhm)\\b)*\\s*,?\\s+)';

/** "twenty twenty three", "nineteen ninety-nine", "twenty oh five": a century said, then the year in it. */
const CENTURY_YEAR = new RegExp(
  `${BEFORE_A_YEAR}(nineteen|twenty)\\s+(?:(${TEEN_OR_TENS})|oh\\s+(${UNIT}))(?![-\\s]+(?:${UNIT})\\b)\\b`,
  'giu',
);
/** "two thousand and nineteen", "two thousand twenty-one", "two thousand and five". */
const THOUSANDS_YEAR = new RegExp(
  `${BEFORE_A_YEAR}two\\s+thousand(?:\\s+and)?\\s+(?:(${TEEN_OR_TENS})|(${UNIT}))\\b`,
  'giu',
);

/** ", like,", ", um,": a spoken filler between commas. */
const FILLER = /\s*,\s*(?:like|um+|uh+|uhm|erm?|you\s+know)\s*,\s*/giu;

/** "for or more", "to or fewer": a number heard as the word that sounds like it. */
const HEARD_NUMBER = /\b(?:(for|fore)|(to|too))(?=\s+or\s+(?:more|fewer|less|over|above|under|below)\b)/giu;

/** "were murder it": a past participle heard as its verb and "it". */
const HEARD_AS_VERB: Readonly<Record<string, string>> = {
  murder: 'murdered',
  arrest: 'arrested',
  assault: 'assaulted',
  attack: 'attacked',
  kidnap: 'kidnapped',
  hijack: 'hijacked',
  wound: 'wounded',
  rape: 'raped',
  stab: 'stabbed',
  shoot: 'shot',
};
const HEARD_PARTICIPLE = new RegExp(
  `(?<=\\b(?:were|was|been|got|being|is|are)\\s+)(${Object.keys(HEARD_AS_VERB).join('|')})\\s+it\\b`,
  'giu',
);

/** "... question mark scratch that how many ...": a dictated correction, which takes back all before it. */
const TAKEN_BACK = /^[\s\S]*\b(?:scratch|delete|strike|cancel)\s+that\b[\s,.:;!-]*/iu;

/** The digits as a controller says them: "niner" for nine, "oh" for nought. */
const DIGIT_WORDS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(Object.entries(UNITS).filter(([, value]) => value <= 9)),
  oh: 0,
  niner: 9,
};
/** "two zero two three", "one niner niner eight": a year said digit by digit, as on the radio. */
const DIGIT_BY_DIGIT_YEAR = new RegExp(
  `\\b(?:one\\s+(?:nine|niner)|two\\s+(?:zero|oh))(?:\\s+(?:${Object.keys(DIGIT_WORDS).join('|')})){2}\\b`,
  'giu',
);

/** "prior to one January", "twenty-one March": a day said in words before its month. */
const DAY_IN_WORDS = new RegExp(`\\b(${TEEN_OR_TENS}|${UNIT})\\s+(?=(?:${MONTH_NAMES.join('|')})\\b)`, 'giu');

export function readSpokenForms(question: string): { question: string; corrections: Correction[] } {
  const corrections: Correction[] = [];
  let read = question.replace(TAKEN_BACK, '');
  for (const [said, mark] of SAID_PUNCTUATION) read = read.replace(said, mark);
  // "between, like, twenty nineteen and ...": a filler set off by commas says nothing.
  read = read.replace(FILLER, ' ');
  const year = (written: string, value: number) => {
    corrections.push({ from: written, to: String(value) });
    return String(value);
  };
  read = read.replace(CENTURY_YEAR, (written, century: string, inCentury?: string, afterOh?: string) =>
    year(
      written,
      (century.toLowerCase() === 'nineteen' ? 1900 : 2000) +
        (inCentury ? twoDigits(inCentury) : (UNITS[(afterOh ?? '').toLowerCase()] ?? 0)),
    ),
  );
  read = read.replace(DIGIT_BY_DIGIT_YEAR, (written) =>
    year(
      written,
      Number(
        written
          .toLowerCase()
          .split(/\s+/)
          .map((d) => DIGIT_WORDS[d] ?? 0)
          .join(''),
      ),
    ),
  );
  read = read.replace(DAY_IN_WORDS, (written, day: string) => {
    const value = twoDigits(day);
    if (value < 1 || value > 31) return written;
    corrections.push({ from: written.trim(), to: String(value) });
    return `${value} `;
  });
  read = read.replace(THOUSANDS_YEAR, (written, inCentury?: string, unit?: string) =>
    year(written, 2000 + (inCentury ? twoDigits(inCentury) : (UNITS[(unit ?? '').toLowerCase()] ?? 0))),
  );
  read = read.replace(HEARD_NUMBER, (written, four?: string) => {
    const meant = four ? 'four' : 'two';
    corrections.push({ from: written, to: meant });
    return meant;
  });
  read = read.replace(HEARD_PARTICIPLE, (written, verb: string) => {
    const participle = HEARD_AS_VERB[verb.toLowerCase()] ?? verb;
    corrections.push({ from: written, to: participle });
    return participle;
  });
  return { question: read, corrections };
}
