/**
 * The words South African newsrooms and analysts write for crimes and places that the release
 * taxonomy and the gazetteer name otherwise: "CIT heists", "truckjackings", "zama zamas", "TOMV",
 * "NMB", "EC", and the shorthand of posts ("avg", "ppl"). A question is read with them written out, and `Read as` says how each was read, so
 * slang never silently drops out of a count. One table, tested row by row.
 */
import { numberOfWord, readNumber } from '../../../corpus/numbers';
import { escapeRegExp } from '../support-text';
import type { Correction } from '../understand-question';
import { ANALYSTS_WORDS } from './analysts';
import { CRIME_WORDS, PLACE_WORDS } from './crimes-and-places';
import { AFRIKAANS_MONTHS, DAY_WORDS, LAST_DAYS, SPELLED_DAYS } from './days-and-months';
import { FORMAL_WORDS, MOURNING_WORDS } from './formal-and-mourning';
import {
  AFRIKAANS_WORDS,
  FRENCH_AND_KAAPS_WORDS,
  MORE_LANGUAGE_WORDS,
  PORTUGUESE_WORDS,
  SWAHILI_AND_TRADE_WORDS,
} from './languages';
import { PEOPLE_WORDS } from './people';
import { COMMAND_WORDS, MESSAGE_WORDS, QUERY_WORDS } from './queries-commands-and-messages';
import { type NewsroomWord, word } from './shared';
import { HAPPENING_WORDS, SHIFT_AND_HEADLINE_WORDS, STREET_WORDS } from './street-and-happenings';
import { TEXT_WORDS } from './text';

/** A bound written as a comparison, in the words a question would use for it. */
const BOUND_WORDS: Readonly<Record<string, string>> = {
  '>=': 'at least',
  '≥': 'at least',
  '<=': 'at most',
  '≤': 'at most',
  '>': 'more than',
  '<': 'fewer than',
  '=': 'exactly',
};

/** A field named by its verb alone ("killed >= 5"), said with the people it counts. */
const BARE_FIELDS: Readonly<Record<string, string>> = {
  killed: 'people killed',
  dead: 'people killed',
  injured: 'people injured',
  wounded: 'people injured',
  arrested: 'suspects arrested',
  arrests: 'suspects arrested',
  'police victims': 'police officers among the victims',
  'victims police': 'police officers among the victims',
  'child victims': 'children among the victims',
  'victims children': 'children among the victims',
  'victims killed': 'people killed',
  'victims injured': 'people injured',
  'suspects female': 'female suspects',
  'suspects male': 'male suspects',
};

/** "where killed": the filter's own word before a one-word field stays before the bound. */
function splitLead(words: string): [string, string] {
  const m = /^(where|and|if|with|when|or|but)\s+/i.exec(words);
  return m ? [m[0], words.slice(m[0].length)] : ['', words];
}

/** "victims killed > 4": a field and a bound, which a question says as "more than 4 victims killed". */
const FIELD_BOUND = /((?:\p{L}+\s+)?\p{L}+)\s*(>=|≥|<=|≤|>|<|=)\s*(\d+)\b/gu;
/** "victims_children > 0": a column's name with a bound, read before the column's name is said in words. */
const COLUMN_BOUND = /(?<![\p{L}\p{N}_])(\p{L}+(?:_\p{L}+)+)\s*(>=|≥|<=|≤|>|<|=)\s*(\d+)\b/gu;

/** "younger than twenty-five years", "over thirty": an age bound written in words. */
const AGE_BOUND_IN_WORDS =
  /\b((?:under|below|younger\s+than|older\s+than|over|above|aged|less\s+than|more\s+than)\s+(?:the\s+age\s+of\s+)?)((?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[-\s](?:one|two|three|four|five|six|seven|eight|nine))?|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)(?=\s+years?\b|\s*[?.,;!]|\s*$)/giu;

/** "more than 4 people killed" for "victims_killed > 4", or the same for a field named by its verb. */
function boundInWords(
  corrections: Correction[],
  written: string,
  lead: string,
  field: string,
  operator: string,
  figure: string,
): string {
  const named = BARE_FIELDS[field.toLowerCase().replaceAll('_', ' ')] ?? field;
  const said = `${lead}${BOUND_WORDS[operator]} ${figure} ${named}`;
  corrections.push({ from: written.slice(lead.length), to: said.slice(lead.length) });
  return said;
}

export const NEWSROOM_WORDS: readonly NewsroomWord[] = [
  // "is that true??", "really?!": one question mark, as every reader expects it.
  { pattern: /\?[?!]+|!+\?[?!]*/g, meaning: '?' },
  // A dashboard's words: "what % slice does Western Cape get" is its share; "sliced by weekday" groups
  // by it; "top 3 crime categories - which three, in order?" asks the top three again.
  {
    pattern: /\bwhat\s+(?:%|per\s*cent(?:age)?)\s+(?:slice|share|wedge|segment)\b/giu,
    meaning: 'what percentage',
  },
  { pattern: /\b(?:sliced|split|broken\s+down|bucketed)\s+by\b/giu, meaning: 'by' },
  {
    pattern: /\b(?:ranked|stacked|horizontal|vertical|grouped)\s+bars?(?:\s+(?:charts?|graphs?))?/giu,
    meaning: 'chart',
  },
  // "KPI tile: suspects arrested, filter year = 2019. What value goes on the tile?": the figure named before it.
  {
    pattern:
      /\bwhat\s+(?:value|number|figure)\s+(?:goes|should\s+go|do\s+I\s+put)\s+(?:on|in|into)\s+(?:the|my|that)\s+(?:tile|card|chart|kpi|widget|graphic)\b/giu,
    meaning: 'how many',
  },
  {
    pattern:
      /(?<=\btop\s+(?:\d+|two|three|four|five|ten)\b[^?]*?)\s*[-–—,:]\s*which\s+(?:ones?|two|three|four|five|ten|\d+)(?:\s*,?\s*in\s+order)?\s*(?=\?)/giu,
    meaning: '',
  },
  // "Were there more women than men among the victims?": the two sexes of one kind of people compared.
  {
    pattern:
      /\bmore\s+(?:women|females)\s+than\s+(?:men|males)\s+(?:among|of|in)\s+(?:the\s+|all\s+the\s+)?(victims|suspects)\b/giu,
    meaning: 'more female $1 than male $1',
  },
  {
    pattern:
      /\bmore\s+(?:men|males)\s+than\s+(?:women|females)\s+(?:among|of|in)\s+(?:the\s+|all\s+the\s+)?(victims|suspects)\b/giu,
    meaning: 'more male $1 than female $1',
  },
  // "total them up", "add them all up": the total asked for.
  {
    pattern: /\b(?:total|add|sum|tot)\s+(?:them|those|these|it)\s+(?:all\s+)?up\b/giu,
    meaning: 'what is the total',
  },
  // "Killed total for incidents that ...": the total of the people, said after them.
  { pattern: /^\s*(killed|injured|hurt|dead|arrested)\s+total\b/giu, meaning: 'total $1' },
  // "keeps turning up first class": an idiom, not the first incident.
  { pattern: word('first[- ]class'), meaning: '' },
  // "jobs w/ a murder and a robbery? no. pls": the number asked for after the question.
  { pattern: /\?\s*no\.\s*(?:please|pls|plz)?\s*[.!]*\s*$/giu, meaning: '? How many?' },
  // "..., total? pls", "...? thanks": a word of courtesy after the question, which asks nothing more.
  {
    pattern: /\?\s*(?:please|pls|plz|plse|asseblief|thanks|thank\s+you|thx|ta|dankie)\s*[.!]*\s*$/giu,
    meaning: '?',
  },
  // "ppl killed in cape town total pls (the city not whole WC)": with no question mark anywhere, the
  // "please" that closes the ask marks it as one. The word is looked for before the look back over the
  // whole question, which tried at every position was slow.
  {
    pattern:
      /(?=\s*,?\s*\b(?:please|pls|plz|plse|asseblief)\b)(?<=^(?![\s\S]*\?)[\s\S]*\S)\s*,?\s*\b(?:please|pls|plz|plse|asseblief)\b[.!]*(?=\s*(?:\([^()]*\)[.!\s]*)?$)/giu,
    meaning: '?',
  },
  // First, so a shortcode's underscore (":police_car:") is never read as a field name's.
  ...MESSAGE_WORDS,
  ...COMMAND_WORDS,
  ...CRIME_WORDS,
  ...PLACE_WORDS,
  ...PEOPLE_WORDS,
  ...STREET_WORDS,
  ...PORTUGUESE_WORDS,
  ...HAPPENING_WORDS,
  ...DAY_WORDS,
  ...TEXT_WORDS,
  ...QUERY_WORDS,
  ...FORMAL_WORDS,
  ...MOURNING_WORDS,
  ...SPELLED_DAYS,
  ...LAST_DAYS,
  ...AFRIKAANS_MONTHS,
  ...AFRIKAANS_WORDS,
  ...MORE_LANGUAGE_WORDS,
  ...FRENCH_AND_KAAPS_WORDS,
  ...SHIFT_AND_HEADLINE_WORDS,
  ...SWAHILI_AND_TRADE_WORDS,
  ...ANALYSTS_WORDS,
];

/**
 * The same words for a question typed all in lower case ("murders in wc vs ec?"), which writes its
 * abbreviations so too; "am" stays a verb there, as it mostly is.
 */
const LOWER_CASE_WORDS: readonly NewsroomWord[] = NEWSROOM_WORDS.map((entry) =>
  entry.alsoAWord || entry.pattern.flags.includes('i')
    ? entry
    : { ...entry, pattern: new RegExp(entry.pattern.source, `${entry.pattern.flags}i`) },
);

/**
 * "how many were vavasati, women?", "vhathu (people)": a local word glossed in English by the asker
 * reads, once written out, as the same word twice; the second is the gloss, not a second condition.
 */
function withoutGloss(question: string, meaning: string): string {
  const said = escapeRegExp(meaning);
  const gloss = new RegExp(
    `(?<![\\p{L}])(${said})(?:\\s*,\\s*|\\s*[-–—]\\s*|\\s+\\(\\s*|\\s+)(?:i\\.e\\.\\s*)?(?:an?\\s+|the\\s+)?${said}\\)?(?![\\p{L}])`,
    'giu',
  );
  // "abantwana (children under 18)": the gloss and what it adds, the gloss said once.
  const glossWithMore = new RegExp(`(?<![\\p{L}])(${said})\\s+\\(\\s*${said}\\s+(?=[^)]*\\))`, 'giu');
  return question.replace(glossWithMore, '$1 (').replace(gloss, '$1');
}

/**
 * "I want a line like 'In the Western Cape, X more lives were lost than in Gauteng.' What is X?": a
 * sentence with a blank to fill, which is the question, asked of its X.
 */
const FILL_IN_X =
  /['‘"“]([^'‘’"“”]*\bX\b[^'‘’"“”]*?)[.!]?['’"”][.,]?\s*(?:so\s+)?(?:what\s+is\s+x|what['’]s\s+x|x\s*=\s*\?|fill\s+in\s+(?:the\s+)?x|give\s+me\s+(?:the\s+)?x|how\s+much\s+is\s+x)\s*\??\s*$/i;

/** The question with newsroom words written out, and each rewriting as a correction to say back. */
/** "... no wait, I mean", "..., sorry, I meant": the asker taking back what was just said. */
const TAKEN_BACK =
  /(?:\.{2,}|…|,|\s[-–—])?\s*(?:(?:oh|um|uh|er)\s*,?\s*)?(?:no\s*,?\s*wait|wait\s*,?\s*no|wait|sorry|scratch\s+that|hold\s+on|no)\s*,?\s*(?:i\s+mean|i\s+meant|make\s+(?:it|that))\s+/iu;

/**
 * "when was the latest kidnapping... no wait, I mean the earliest one", "which police station, no
 * wait, I mean which municipality": the phrase taken back gives way to the one said after. It runs
 * back from the marker to the last word the new phrase starts with ("the", "which"), or as many words.
 */
function withoutTakenBack(question: string, corrections: Correction[]): string {
  const marker = TAKEN_BACK.exec(question);
  if (!marker) return question;
  const after = question.slice(marker.index + marker[0].length);
  const said = /^[^,.?!;:]+/.exec(after)?.[0].trim() ?? '';
  const saidWords = said.split(/\s+/).filter((w) => w !== '');
  if (saidWords.length === 0 || saidWords.length > 8) return question;
  const before = question.slice(0, marker.index);
  const first = escapeRegExp(saidWords[0] ?? '');
  const sameStart = [...before.matchAll(new RegExp(`(?<![\\p{L}])${first}(?![\\p{L}])`, 'giu'))].at(-1);
  const wordStarts = [...before.matchAll(/[\p{L}\p{N}'’-]+/gu)].map((m) => m.index);
  const start =
    sameStart && before.length - sameStart.index <= 80 ? sameStart.index : wordStarts.at(-saidWords.length);
  if (start === undefined) return question;
  corrections.push({
    from: question.slice(start, marker.index + marker[0].length + said.length).trim(),
    to: said,
  });
  return `${question.slice(0, start)}${after}`;
}

export function readNewsroomWords(question: string): { question: string; corrections: Correction[] } {
  const corrections: Correction[] = [];
  const blank = FILL_IN_X.exec(question);
  if (blank) corrections.push({ from: 'X', to: 'how many' });
  let read = withoutTakenBack(
    blank ? `${(blank[1] ?? '').replace(/\bX\b/, 'how many')}?` : question,
    corrections,
  );
  // Ages are compared as figures: "younger than twenty-five" is "younger than 25".
  read = read.replace(AGE_BOUND_IN_WORDS, (written, bound: string, age: string) => {
    const words = age.split(/[-\s]/);
    const figure = readNumber(words, 0)?.value ?? numberOfWord(age);
    if (figure === null) return written;
    const said = `${bound}${figure}`;
    corrections.push({ from: written.trim(), to: said.trim() });
    return said;
  });
  // Only a column of people: "event_date >= 2020-06-01" is a date, read by the date readers.
  read = read.replace(COLUMN_BOUND, (written, field: string, operator: string, figure: string) =>
    BARE_FIELDS[field.toLowerCase().replaceAll('_', ' ')]
      ? boundInWords(corrections, written, '', field, operator, figure)
      : written,
  );
  const words = /\p{Lu}/u.test(question) ? NEWSROOM_WORDS : LOWER_CASE_WORDS;
  for (const { pattern, meaning } of words) {
    read = read.replace(pattern, (written, ...rest: unknown[]) => {
      // "$1" in a meaning is the words the pattern kept: "by how many do fatalities exceed".
      const said = meaning.replace(/\$(\d)/g, (_, n: string) => String(rest[Number(n) - 1] ?? ''));
      if (written.toLowerCase() === said.toLowerCase()) return written;
      // A field name's underscore ("victims_killed") is said back as nothing: it stands for a space;
      // a dash read as a full stop ("... - is that right?") only punctuates.
      if (/\p{L}/u.test(said)) corrections.push({ from: written.trim(), to: said.trim() });
      return said;
    });
  }
  for (const { to } of corrections) read = withoutGloss(read, to);
  read = read.replace(FIELD_BOUND, (written, words: string, operator: string, figure: string) => {
    const [lead, field] = splitLead(words);
    return boundInWords(corrections, written, lead, field, operator, figure);
  });
  return { question: read, corrections };
}
