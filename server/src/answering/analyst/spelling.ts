import { CRIME_FAMILIES } from '../../corpus/crime-families';
import { CRIME_CATEGORIES } from '../../corpus/crimes';
import { isCommonEnglishWord } from '../../corpus/english-words';
import { PROVINCES } from '../../corpus/gazetteer';
import type { Correction } from './corrections';
import { editDistance as distance } from './edit-distance';
import type { TopicWord } from './filters/filter-kind';
import { indexBySound, soundsLikeOne } from './sound-alike';

const LINKING_WORDS = new Set(['of', 'and', 'with', 'out', 'to', 'in', 'from', 'the', 'road', 'crash']);

/** A crime word and the plural a question may use: "burglary", "burglaries". */
function withPlural(word: string): string[] {
  // "chills" is no slip of "childs", which nobody writes.
  if (word === 'child') return [word, 'children'];
  if (word.endsWith('y')) return [word, `${word.slice(0, -1)}ies`];
  if (word.endsWith('s')) return [word];
  return [word, `${word}s`];
}

/** Words questions use for crimes that no category is named by: "livestock theft" is stock theft. */
const CRIME_SYNONYMS = ['livestock', 'hijacking', 'carjacking', 'poaching', 'rustling', 'femicide'];

/** Single words of the crime taxonomy and its families, lower case. */
const TAXONOMY_WORDS = [...CRIME_CATEGORIES, ...CRIME_FAMILIES.map((f) => f.name), ...CRIME_SYNONYMS]
  .flatMap((name) => name.toLowerCase().split(/[\s()-]+/))
  .filter((w) => w.length >= 4 && !LINKING_WORDS.has(w));

/** Crime names of two words, lower case: "stock theft", "house robbery". */
const TWO_WORD_CRIMES = CRIME_CATEGORIES.map((c) => c.toLowerCase()).filter((c) => /^[a-z]+ [a-z]+$/.test(c));

/** Two-word crimes written as one ("stocktheft", "houserobberies"), each with the crime it is. */
const JOINED_CRIMES: ReadonlyMap<string, string> = new Map(
  TWO_WORD_CRIMES.flatMap((crime) => withPlural(crime).map((written) => [written.replace(' ', ''), written])),
);

/** The crime words with their plurals. */
const CRIME_WORDS: ReadonlySet<string> = new Set(TAXONOMY_WORDS.flatMap(withPlural));

/**
 * Their past forms ("kidnapped", "hijacked"), tried only when no crime word is nearest: "how many
 * times was somebody kidnaped" misspells the verb, "kidnaping" the noun.
 */
const CRIME_PAST_FORMS: ReadonlySet<string> = new Set(
  TAXONOMY_WORDS.filter((w) => w.endsWith('ing')).map((w) => `${w.slice(0, -3)}ed`),
);

/** Words for the attacker's tie to the victim, which a question may misspell ("acquaintence"). */
const TIE_WORDS = `acquaintance acquaintances partner partners relative relatives stranger strangers boyfriend
  girlfriend husband neighbour neighbours`.split(/\s+/);

/**
 * The words of asking that questions mistype most, long enough to tell a slip from another word; a
 * wider list "corrected" real words ("handed" to "handled").
 */
const QUESTION_WORDS =
  `incident incidents events happened happening occurred occurring reported recorded victims
  suspects arrested arrests province provinces municipality municipalities percentage average between during
  number notebook youngest oldest police people female children involved involving killed injured
  wounded murdered before after since until weekend weekends quarter compared percent someone somebody
  anyone anybody hostel hostels altogether together caught earliest latest recent happen proportion
  proportions officers officer perpetrator perpetrators suspect victim security guards median attacked
  difference inclusive accused matters`.split(/\s+/);

/** The days of the week and the months, each alone and as a plural where a question writes one. */
const CALENDAR_WORDS =
  `monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays thursdays
  fridays saturdays sundays january february march april june july august september october november
  december`.split(/\s+/);

const GRAMMAR_WORDS = new Set(
  'before after since until during between someone somebody anyone anybody altogether together'.split(' '),
);

/**
 * What a word written by ear may stand for: the words of asking, the crime words, the days and months,
 * and the nouns of people a question counts by.
 */
const SAID_SOUNDS = indexBySound([
  // Words of grammar ("since", "before") are not written by ear, and names sound like them ("Senzo").
  ...QUESTION_WORDS.filter((w) => !GRAMMAR_WORDS.has(w)),
  ...CRIME_WORDS,
  ...CALENDAR_WORDS,
  ...'women woman suspect victim business hurt dead'.split(' '),
]);
const CALENDAR_SOUNDS = indexBySound(CALENDAR_WORDS);

/** Common words one letter from a crime word ("harmed", "armed"), which are never its slip. */
const NEAR_CRIME_WORDS = new Set([
  'harmed',
  'harming',
  'alarmed',
  'charmed',
  'farmed',
  'warned',
  'robed',
  'drinking',
  'thinking',
]);

const undoubled = (word: string) => word.replace(/(.)\1+/g, '$1');

/**
 * Two neighbouring letters swapped, one letter left out or added, the wrong letter doubled
 * ("aressted") or a letter for another of the same sound ("provinse"): a slip of typing.
 */
/** Letters that stand for the same sound, which a writer spelling by ear swaps: "provinse". */
const SAME_SOUND = new Set(['cs', 'sc', 'ck', 'kc', 'sz', 'zs', 'iy', 'yi', 'ei', 'ie']);

/** Words this long keep their shape when one vowel is written for another: "percantage". */
const VOWEL_SLIP_LENGTH = 7;

/**
 * One letter written for another that sounds the same, or in a long word one vowel for another,
 * and nothing else changed.
 */
function soundsAlike(typed: string, meant: string): boolean {
  const changed = [...typed].flatMap((letter, i) => (letter === meant[i] ? [] : [`${letter}${meant[i]}`]));
  const [only] = changed;
  if (changed.length !== 1 || only === undefined) return false;
  return SAME_SOUND.has(only) || (typed.length >= VOWEL_SLIP_LENGTH && /^[aeiou]{2}$/.test(only));
}

function slipOf(typed: string, meant: string): boolean {
  if (typed.length === meant.length)
    return (
      [...typed].sort().join('') === [...meant].sort().join('') ||
      undoubled(typed) === undoubled(meant) ||
      soundsAlike(typed, meant)
    );
  return Math.abs(typed.length - meant.length) === 1;
}

/**
 * A word of English is taken for another only a letter swapped or doubled away from it, never a letter
 * changed, left out or added: so changed, it is too often a word of its own.
 */
function slipAmong(word: string, words: Iterable<string>): string | null {
  const near = nearestWithin(word, words, 1);
  if (near === null || !slipOf(word, near)) return null;
  // "grapes" is a word of its own, not "rapes" with a letter too many: a letter more or less counts
  // only when it is a doubled letter ("murderr").
  return near.length === word.length || undoubled(word) === undoubled(near) ? near : null;
}

/** The word after its first letter with no vowels: "injured" → "injrd", as a thumb types it. */
const skeleton = (word: string) => word.charAt(0) + word.slice(1).replace(/[aeiou]/g, '');

/** Whether the typed word is the meant one with some of its vowels left out ("injrd", "vctms"). */
function vowelsLeftOut(typed: string, meant: string): boolean {
  if (typed.length >= meant.length || skeleton(typed) !== skeleton(meant)) return false;
  let at = 0;
  for (const letter of meant) if (letter === typed[at]) at++;
  return at === typed.length;
}

/** What a word written without its vowels may stand for: the words of asking, crimes, days and people. */
const VOWELLESS_CANDIDATES = [
  ...QUESTION_WORDS,
  ...CRIME_WORDS,
  ...CALENDAR_WORDS,
  ...'women woman murders robbers weekend weekends people'.split(' '),
];

/** The one word the typed one writes without some of its vowels, when there is exactly one. */
function writtenWithoutVowels(typed: string): string | null {
  // Three consonants at least: "mn" could be many words.
  if (skeleton(typed).length < 3 || /[aeiou]{2}/.test(typed)) return null;
  const meant = new Set(VOWELLESS_CANDIDATES.filter((c) => vowelsLeftOut(typed, c)));
  return meant.size === 1 ? ([...meant][0] ?? null) : null;
}

/** Provinces by their words, spaced: "free state", "kwazulu natal". */
const PROVINCE_WORDS = new Map(PROVINCES.map((p) => [p.toLowerCase().replace(/-/g, ' '), p]));
/** The words of the provinces' names by their sound: "Isten" for Eastern, "Nothen" for Northern. */
const PROVINCE_SOUNDS = indexBySound([...PROVINCE_WORDS.keys()].flatMap((p) => p.split(' ')));

/** Whether the word is written capitalised where no sentence starts: a name, as the asker writes it. */
function writtenAsName(question: string, word: string): boolean {
  const found = wordPattern(word).exec(question);
  if (!found || !/^\p{Lu}/u.test(found[0])) return false;
  return !/(?:^|[.!?:]\s*)$/u.test(question.slice(0, found.index).trimEnd());
}

/**
 * "Isten Cape", "Nothen Cape": a province of two words written by ear, each word sounding like the
 * province's (see soundKey), when the misspelt words are no words of English.
 */
function provinceSaidAs(pair: string): string | null {
  const written = pair.split(' ');
  if (written.every(isCommonEnglishWord)) return null;
  const alike = [...PROVINCE_WORDS.keys()].filter((province) => {
    const words = province.split(' ');
    return (
      words.length === written.length &&
      words.every((w, i) => {
        const typed = written[i] ?? '';
        return typed === w || soundsLikeOne(typed, PROVINCE_SOUNDS) === w;
      })
    );
  });
  return alike.length === 1 ? (alike[0] ?? null) : null;
}

/** One edit for a word of five letters or more, two from eight: shorter words are too easily another. */
const allowedEdits = (word: string) => (word.length >= 8 ? 2 : word.length >= 5 ? 1 : 0);

/** The one candidate nearest the text within the edits allowed, or none when two are as near. */
function nearest(text: string, candidates: Iterable<string>): string | null {
  return nearestWithin(text, candidates, allowedEdits(text.replace(/\s/g, '')));
}

/** "raep": two neighbouring letters of a short word swapped, after the first, which no other word is. */
function swappedInside(text: string, candidate: string): boolean {
  if (text.length !== candidate.length || text.charAt(0) !== candidate.charAt(0)) return false;
  const differ = [...text].flatMap((ch, i) => (ch === candidate.charAt(i) ? [] : [i]));
  const [i, j] = differ;
  return (
    differ.length === 2 &&
    i !== undefined &&
    j === i + 1 &&
    text.charAt(i) === candidate.charAt(j) &&
    text.charAt(j) === candidate.charAt(i)
  );
}

function nearestWithin(text: string, candidates: Iterable<string>, allowed: number): string | null {
  const limit = Math.min(allowed, allowedEdits(text.replace(/\s/g, '')));
  if (limit === 0) {
    // A short word takes no edit but a swap: "raep" is rape, while "rap" or "rope" are words of their own.
    const swapped = [...candidates].filter((c) => swappedInside(text, c));
    return swapped.length === 1 ? (swapped[0] ?? null) : null;
  }
  let bestDistance = limit + 1;
  let best: string[] = [];
  for (const candidate of candidates) {
    const d = distance(text, candidate, limit);
    if (d < bestDistance) [best, bestDistance] = [[candidate], d];
    else if (d === bestDistance && d <= limit) best.push(candidate);
  }
  if (bestDistance > limit) return null;
  // "Estern": as near to Eastern as to Western; a first letter is seldom the one mistyped.
  const sameStart = best.length > 1 ? best.filter((c) => c.charAt(0) === text.charAt(0)) : best;
  if (sameStart.length === 1) return sameStart[0] ?? null;
  // "hijackins": as near to "hijacking" as to "hijackings", one word either way; the plural is read
  // when the text ends as one does.
  const singulars = new Set(sameStart.map((c) => c.replace(/s$/, '')));
  if (singulars.size !== 1) return null;
  return sameStart.find((c) => c.endsWith('s') === text.endsWith('s')) ?? null;
}

const wordPattern = (words: string, flags = 'iu') =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[\\s-]+')}(?![\\p{L}\\p{N}])`,
    flags,
  );

/**
 * The text with every writing of the word put right ("My ward borders Khayelitcha ... incidents in
 * Khayelitcha?" names one place twice), and the first writing found; null when it is not there.
 */
function replaceEvery(text: string, from: string, to: string): { text: string; written: string } | null {
  const first = wordPattern(from).exec(text);
  if (!first) return null;
  return { text: text.replace(wordPattern(from, 'giu'), to), written: first[0] };
}

const sameWriting = (a: string, b: string) =>
  a.toLowerCase().replace(/[\s-]+/g, ' ') === b.toLowerCase().replace(/[\s-]+/g, ' ');

/**
 * The question with the crime and place words it misspells written right, when each has exactly one
 * nearest spelling: two-word provinces from neighbouring words ("Free Sate"), then single words
 * ("murdurs", "burgleries", "Nothern"). Only words the reader left unused are tried.
 */
export function correctSpelling(
  question: string,
  topics: readonly TopicWord[],
  isRealWord: (word: string) => boolean = () => false,
): { question: string; corrections: Correction[] } {
  const words = topics.map((t) => t.word.toLowerCase());
  const corrections: Correction[] = [];
  let corrected = question;
  const replace = (from: string, to: string) => {
    const replaced = replaceEvery(corrected, from, to);
    if (!replaced) return false;
    corrected = replaced.text;
    // "KwaZulu-Natal" in a statement is the province written right: nothing to say back.
    if (sameWriting(replaced.written, to)) return false;
    corrections.push({ from: replaced.written, to });
    return true;
  };
  const done = new Set<number>();
  for (let i = 0; i + 1 < words.length; i++) {
    const pair = `${words[i]} ${words[i + 1]}`;
    if (!wordPattern(pair).test(corrected)) continue;
    const province = nearest(pair, PROVINCE_WORDS.keys()) ?? provinceSaidAs(pair);
    if (province && replace(pair, PROVINCE_WORDS.get(province) ?? province)) done.add(i).add(i + 1);
  }
  for (const word of words) {
    // "stok theft": a word too short to correct alone is put right by the crime it begins.
    if (allowedEdits(word) > 0) continue;
    const next = new RegExp(`${wordPattern(word).source}\\s+(\\p{L}+)`, 'iu')
      .exec(corrected)?.[1]
      ?.toLowerCase();
    if (next === undefined) continue;
    const crime = nearest(`${word} ${next}`, TWO_WORD_CRIMES);
    if (crime && !crime.startsWith(`${word} `)) replace(word, crime.split(' ')[0] ?? word);
  }
  const singleProvinces = [...PROVINCE_WORDS.keys()].filter((p) => !p.includes(' '));
  for (const [i, word] of words.entries()) {
    // A word the notebook's own releases use ("track") is a word, not a misspelt "truck".
    if (done.has(i) || CRIME_WORDS.has(word) || NEAR_CRIME_WORDS.has(word) || isRealWord(word)) continue;
    const joined = JOINED_CRIMES.get(word);
    if (joined) {
      replace(word, joined);
      continue;
    }
    // "incidnets", "happend": a misspelt word of asking, read as that word. Only a letter swapped,
    // left out or doubled: a letter changed makes another word too often ("distinct", "district").
    const asking = nearest(word, QUESTION_WORDS);
    // A word of asking spelt right is no slip, however little it helped the reading.
    if (asking === word) continue;
    if (asking && slipOf(word, asking)) {
      replace(word, asking);
      continue;
    }
    // "requests" is not "inquests", nor "horse" "house".
    const crime = isCommonEnglishWord(word)
      ? slipAmong(word, CRIME_WORDS)
      : (nearest(word, CRIME_WORDS) ?? nearest(word, CRIME_PAST_FORMS));
    if (crime) {
      replace(word, crime);
      continue;
    }
    // "injrd", "vctms", "sspcts": a word typed without its vowels, when no word of English.
    const vowelless = isCommonEnglishWord(word) ? null : writtenWithoutVowels(word);
    if (vowelless) {
      replace(word, vowelless);
      continue;
    }
    // "negative" is no slip for "relative".
    const tie = isCommonEnglishWord(word) ? slipAmong(word, TIE_WORDS) : nearest(word, TIE_WORDS);
    if (tie && tie !== word) {
      replace(word, tie);
      continue;
    }
    // "Saterday", "Wendsday", "Febuary": a day or month misspelt is that day or month, never dropped;
    // a word of English one letter from a month ("match") is that word.
    const day = isCommonEnglishWord(word) ? null : nearest(word, CALENDAR_WORDS);
    if (day && day !== word) {
      replace(word, day);
      continue;
    }
    const province = nearest(word, singleProvinces);
    if (province) {
      replace(word, PROVINCE_WORDS.get(province) ?? province);
      continue;
    }
    // "pipol", "provins", "bizness", "Wensday": a word spelt by ear, when it is no word of English. A
    // capitalised word inside a sentence is a name ("Senzo"), read by ear only as a day or month.
    // A word with an apostrophe ("let's") is written as meant, whatever it sounds like ("latest").
    const said =
      isCommonEnglishWord(word) || /['’]/.test(word)
        ? null
        : soundsLikeOne(word, writtenAsName(corrected, word) ? CALENDAR_SOUNDS : SAID_SOUNDS);
    if (said) replace(word, said);
  }
  return { question: corrected, corrections };
}

/**
 * Whether a word is within two edits of a crime word ("rovvery" of "robbery"): too far to correct
 * without doubt, near enough that it is likely a slip rather than something the events do not hold.
 */
export function nearCrimeWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (lower.length < 4) return false;
  for (const crime of CRIME_WORDS) if (distance(lower, crime, 2) <= 2) return true;
  return false;
}

/** "khayelitsha" → "Khayelitsha", "port elizabeth" → "Port Elizabeth". */
const titleCase = (name: string) =>
  name.replace(/(^|[\s-])(\p{L})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase());

/** What was written and the one place name near it, or null when none or two are as near. */
type PlaceSlip = { written: string; place: string };
/**
 * The notebook's place names by their spaced writing ("maluti a phofung" for "maluti-a-phofung"), so a
 * name written with spaces is as near as its letters are: hyphens count as spaces.
 */
type SpacedNames = ReadonlyMap<string, string>;
const spacedNames = (placeNames: ReadonlySet<string>): SpacedNames =>
  new Map([...placeNames].map((name) => [name.replace(/-/g, ' '), name]));

function slipOfPlace(written: string, names: SpacedNames): PlaceSlip | null {
  const place = nearest(written.replace(/-/g, ' '), names.keys());
  return place ? { written, place: names.get(place) ?? place } : null;
}

/** The word with the one before or after it ("cape twon"), when that pair is near one place name. */
function pairAround(question: string, word: string, names: SpacedNames): PlaceSlip | null {
  // "eThekwni": the word as the question joins it to a prefix ("e", "kwa"), which its reader split off.
  const joined = new RegExp(`\\p{L}+${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'iu').exec(
    question,
  );
  const at = wordPattern(word).exec(question);
  if (!at) return joined ? slipOfPlace(joined[0].toLowerCase(), names) : null;
  const before = /(\p{L}+)\s+$/u.exec(question.slice(0, at.index))?.[1];
  const after = /^\s+(\p{L}+)/u.exec(question.slice(at.index + at[0].length))?.[1];
  // "Maluti a Phofong": a name of three words, the slip in its last.
  const twoBefore = /(\p{L}+)\s+(\p{L}+)\s+$/u.exec(question.slice(0, at.index));
  for (const pair of [
    before && `${before} ${word}`,
    after && `${word} ${after}`,
    twoBefore && `${twoBefore[1]} ${twoBefore[2]} ${word}`,
  ]) {
    const slip = pair ? slipOfPlace(pair.toLowerCase(), names) : null;
    if (slip) return slip;
  }
  return null;
}

/**
 * Words the reader could not use, and places it read that no event of the notebook is in, written as
 * the notebook place they misspell ("Kayelitsha" for Khayelitsha) when exactly one is nearest.
 */
export function correctToNotebookPlaces(
  question: string,
  words: readonly string[],
  placeNames: ReadonlySet<string>,
): { question: string; corrections: Correction[] } {
  const corrections: Correction[] = [];
  let corrected = question;
  const spaced = spacedNames(placeNames);
  // "Bushbuck Ridge": a place the notebook writes as one word, written as two.
  for (const m of question.matchAll(/(?<![\p{L}\p{N}])(\p{L}+)(?=[\s-]+(\p{L}+)(?![\p{L}\p{N}]))/gu)) {
    const joined = `${m[1]}${m[2]}`.toLowerCase();
    if (!placeNames.has(joined) || placeNames.has(`${m[1]} ${m[2]}`.toLowerCase())) continue;
    const replaced = replaceEvery(corrected, `${m[1]} ${m[2]}`, titleCase(joined));
    if (!replaced) continue;
    corrected = replaced.text;
    corrections.push({ from: replaced.written, to: titleCase(joined) });
  }
  for (const word of words) {
    const lower = word.toLowerCase();
    // "Urban versus rural" is English, not a slip for Durban.
    if (placeNames.has(lower) || isCommonEnglishWord(lower)) continue;
    // "Cape Twon": a slip in one word of a two-word place is measured on the pair it stands in.
    const slip = slipOfPlace(lower, spaced) ?? pairAround(corrected, lower, spaced);
    if (!slip) continue;
    const to = titleCase(slip.place);
    const replaced = replaceEvery(corrected, slip.written, to);
    if (!replaced) continue;
    corrected = replaced.text;
    corrections.push({ from: replaced.written, to });
  }
  return { question: corrected, corrections };
}

/**
 * "Glebelans hostel": a name the question capitalises that no release says, one edit or two from a
 * name the notebook's titles and summaries do say ("Glebelands"), is that name.
 */
export function correctToNotebookNames(
  question: string,
  words: readonly string[],
  names: ReadonlyMap<string, string>,
): { question: string; corrections: Correction[] } {
  const corrections: Correction[] = [];
  let corrected = question;
  for (const word of words) {
    const written = wordPattern(word).exec(corrected)?.[0];
    // A word of English capitalised to open a sentence ("Urban versus rural") is that word.
    if (!written || !/^\p{Lu}/u.test(written) || names.has(word.toLowerCase()) || isCommonEnglishWord(word))
      continue;
    const name = nearest(word.toLowerCase(), names.keys());
    const to = name ? names.get(name) : undefined;
    if (!to) continue;
    const replaced = replaceEvery(corrected, word, to);
    if (!replaced) continue;
    corrected = replaced.text;
    corrections.push({ from: replaced.written, to });
  }
  return { question: corrected, corrections };
}

/** Words after which "then" is the adverb of time it is written as ("and then", "since then"). */
const THEN_OF_TIME = new Set([
  'and',
  'since',
  'until',
  'till',
  'by',
  'from',
  'back',
  'just',
  'only',
  'even',
  'but',
]);
const COMPARED_THEN =
  /\b(more|fewer|less|higher|lower|greater|bigger|larger|smaller|worse|better|rather|older|younger)\b((?:\s+[\p{L}\p{N}'-]+){0,8}?)\s+then\b/giu;

/**
 * "How many more kidnappings were there in Gauteng then in KwaZulu-Natal?": "then" after a
 * comparative is "than" mistyped, and the second side of the comparison hangs on it.
 */
export function correctComparedThen(question: string): { question: string; corrections: Correction[] } {
  const corrections: Correction[] = [];
  const corrected = question.replace(
    COMPARED_THEN,
    (written: string, _comparative: string, between: string) => {
      const before = between.trim().split(/\s+/).pop()?.toLowerCase() ?? '';
      if (THEN_OF_TIME.has(before)) return written;
      const then = written.slice(-4);
      const than = then === 'Then' ? 'Than' : 'than';
      if (corrections.length === 0) corrections.push({ from: then, to: than });
      return `${written.slice(0, -4)}${than}`;
    },
  );
  return { question: corrected, corrections };
}

/**
 * "teh", "thier", "taht": a word of grammar typed with two letters swapped, which says no topic. A
 * common English word ("form", "won") is written as meant and never taken for one.
 */
export function isSlipOfGrammarWord(word: string, grammar: ReadonlySet<string>): boolean {
  if (word.length < 3 || word.length > 6 || isCommonEnglishWord(word)) return false;
  for (let i = 0; i + 1 < word.length; i++) {
    const swapped = `${word.slice(0, i)}${word[i + 1]}${word[i]}${word.slice(i + 2)}`;
    if (swapped !== word && grammar.has(swapped)) return true;
  }
  return false;
}
