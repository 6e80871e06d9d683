/** The shape of a newsroom word, and the whole-word patterns every table writes its words with. */

export interface NewsroomWord {
  /** As questions write it; abbreviations match in capitals only, so "nw" in a word or "pe" is never one. */
  pattern: RegExp;
  /** What the reader understands. */
  meaning: string;
  /** Also a common word in lower case ("am"), so it keeps its capitals even where nothing else does. */
  alsoAWord?: true;
}

const word = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, 'giu');
const capitals = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, 'gu');
/** A word only as written in lower case, where its capitalised form is a name. */
const lowerCase = capitals;

export { capitals, lowerCase, word };
