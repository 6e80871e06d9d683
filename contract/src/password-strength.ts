import { type TranslationKeys, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * The estimator's score runs from 0 (guessed at once) to 4. 3 means it would survive an offline
 * attack on a slow hash for a long while, which is what argon2id-stored passwords face if leaked.
 */
export const PASSWORD_MIN_SCORE = 3;

/** Local parts shorter than this are too often inside ordinary words ("tom", "ann") to refuse on. */
const LOCAL_PART_MIN = 4;

const GUESSED_QUICKLY = 'it would be guessed quickly';

/**
 * The estimator's feedback as clauses that follow "Password is too weak: ". Our own wording, so
 * that every reason reads the same way and no English dictionary package is needed.
 */
const reasons: TranslationKeys = {
  warnings: {
    straightRow: 'a straight row of keys is easy to guess',
    keyPattern: 'short keyboard patterns are easy to guess',
    simpleRepeat: 'repeated characters such as "aaa" are easy to guess',
    extendedRepeat: 'repeated groups such as "abcabc" are easy to guess',
    sequences: 'runs such as "abc" or "123" are easy to guess',
    recentYears: 'recent years are easy to guess',
    dates: 'dates are easy to guess',
    topTen: 'it is one of the most used passwords',
    topHundred: 'it is a very common password',
    common: 'it is a common password',
    similarToCommon: 'it is close to a common password',
    wordByItself: 'a single word is easy to guess',
    namesByThemselves: 'a name on its own is easy to guess',
    commonNames: 'common names are easy to guess',
    userInputs: 'it is built from your email address',
    pwned: 'it has appeared in a data breach',
  },
  suggestions: {
    l33t: 'letters swapped for look-alike symbols (such as @ for a) are easy to guess',
    reverseWords: 'words spelled backwards are easy to guess',
    allUppercase: 'writing it all in capitals adds little',
    capitalization: 'a capital first letter adds little',
    dates: 'dates are easy to guess',
    recentYears: 'recent years are easy to guess',
    associatedYears: 'years connected to you are easy to guess',
    sequences: 'runs such as "abc" or "123" are easy to guess',
    repeated: 'repeated words and characters are easy to guess',
    longerKeyboardPattern: 'keyboard patterns are easy to guess',
    anotherWord: GUESSED_QUICKLY,
    useWords: GUESSED_QUICKLY,
    noNeed: GUESSED_QUICKLY,
    pwned: 'it has appeared in a data breach',
  },
  // Required by the estimator; these messages never show, only the score and feedback do.
  timeEstimation: {
    ltSecond: 'less than a second',
    second: '{base} second',
    seconds: '{base} seconds',
    minute: '{base} minute',
    minutes: '{base} minutes',
    hour: '{base} hour',
    hours: '{base} hours',
    day: '{base} day',
    days: '{base} days',
    month: '{base} month',
    months: '{base} months',
    year: '{base} year',
    years: '{base} years',
    centuries: 'centuries',
  },
};

let estimator: ZxcvbnFactory | undefined;

/** Built on first use, or ahead of it: ranking the dictionaries takes tens of milliseconds. */
export function prepareEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, translations: reasons });
  return estimator;
}

const tooWeak = (reason: string) =>
  `Password is too weak: ${reason}. Use a longer phrase or add unusual words.`;

/**
 * Why a new password should be refused, or undefined when it is strong enough. The server decides
 * with it (sign-up and reset) and the forms use the same words as a live hint. `email`, when
 * known, is refused as (part of) the password and counts against it in the estimate.
 */
export function passwordWeakness(password: string, email?: string): string | undefined {
  if (!password.trim()) return tooWeak('it is only blank space');
  const lowered = password.trim().toLowerCase();
  const address = email?.trim().toLowerCase() ?? '';
  const localPart = address.split('@')[0] ?? '';
  if (address && lowered === address) return tooWeak('it is your email address');
  if (localPart.length >= LOCAL_PART_MIN && lowered.includes(localPart)) {
    return tooWeak('it contains the part of your email address before the @');
  }
  const { score, feedback } = prepareEstimator().check(password, address ? [address, localPart] : []);
  if (score >= PASSWORD_MIN_SCORE) return undefined;
  // The first suggestion is always the generic "add another word"; a second one is more specific.
  return tooWeak(feedback.warning ?? feedback.suggestions[1] ?? feedback.suggestions[0] ?? GUESSED_QUICKLY);
}
