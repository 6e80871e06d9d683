/** Days of the week shortened, days of the month spelt out, and months as Afrikaans writes them. */

import { MONTH } from '../date-expressions';
import { DAY_STEMS } from '../weekday-terms';
import { type NewsroomWord, word } from './shared';

export const DAY_ABBREVIATIONS: readonly [string, string][] = [
  ['mon', 'Monday'],
  ['tues?', 'Tuesday'],
  ['wed', 'Wednesday'],
  ['thu(?:rs?)?', 'Thursday'],
  ['fri', 'Friday'],
  ['sat', 'Saturday'],
  ['sun', 'Sunday'],
];
/** A day, shortened or written out: what makes a shortened day next to it a day too. */
const ANY_DAY = `(?:(?:${DAY_ABBREVIATIONS.map(([a]) => a).join('|')})\\.?|(?:${DAY_STEMS.join('|')})day)`;
const JOINED = '\\s*(?:or|and|&|/|-|–|to|through|,)\\s*';

/**
 * "Sat or Sun", "Mon-Fri", "on a Sat": days of the week shortened, read as days only where another
 * day or an "on" makes them days ("the sun", "they sat" stay words).
 */
export const DAY_WORDS: readonly NewsroomWord[] = DAY_ABBREVIATIONS.map(([abbreviation, day]) => {
  // "Sat or Sun. How many ...": a full stop that ends the sentence stays, so the sentence still ends.
  const alone = `${abbreviation}(?:\\.(?!\\s+\\p{Lu}|\\s*$))?(?![\\p{L}\\p{N}])`;
  return {
    pattern: new RegExp(
      [
        `(?<![\\p{L}\\p{N}])${alone}(?=${JOINED}${ANY_DAY}(?![\\p{L}\\p{N}]))`,
        `(?<=(?<![\\p{L}\\p{N}])${ANY_DAY}${JOINED})${alone}`,
        `(?<=\\bon\\s+(?:a\\s+)?)${alone}`,
      ].join('|'),
      'giu',
    ),
    meaning: day,
  };
});

const DAY_ORDINALS =
  `first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth
  fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth`.split(/\s+/);
const MONTH_AHEAD = `(?=\\s+${MONTH}\\b)`;
const spelledDay = (day: number): string =>
  day <= 20
    ? (DAY_ORDINALS[day - 1] ?? '')
    : day === 30
      ? 'thirtieth'
      : `${day < 30 ? 'twenty' : 'thirty'}[- ]${DAY_ORDINALS[(day % 10) - 1] ?? ''}`;

/**
 * "the first of January 2021", "the twenty-fifth of December": a day of the month spelt out, the
 * longest first so that "twenty-first" is not read as "first".
 */
export const SPELLED_DAYS: readonly NewsroomWord[] = Array.from({ length: 31 }, (_, i) => ({
  pattern: word(`(?:the\\s+)?${spelledDay(31 - i)}\\s+of${MONTH_AHEAD}`),
  meaning: String(31 - i),
}));

/**
 * "the last day of December 2022": the month's last day, for months whose length never changes
 * (February's depends on the year and is left as written), and a year's first and last days.
 */
export const LAST_DAYS: readonly NewsroomWord[] = [
  {
    pattern: word(
      '(?:the\\s+)?last\\s+day\\s+of(?=\\s+(?:January|March|May|July|August|October|December)\\b)',
    ),
    meaning: '31',
  },
  {
    pattern: word('(?:the\\s+)?last\\s+day\\s+of(?=\\s+(?:April|June|September|November)\\b)'),
    meaning: '30',
  },
  // "before the first day of 2016", "up to the last day of 2019": a year's first or last day.
  { pattern: word('(?:the\\s+)?first\\s+day\\s+of\\s+((?:19|20)\\d\\d)'), meaning: '1 January $1' },
  { pattern: word('(?:the\\s+)?last\\s+day\\s+of\\s+((?:19|20)\\d\\d)'), meaning: '31 December $1' },
];

/** Months as Afrikaans writes them where English differs ("in Desember"). */
export const AFRIKAANS_MONTHS: readonly NewsroomWord[] = [
  { pattern: word('Januarie'), meaning: 'January' },
  { pattern: word('Februarie'), meaning: 'February' },
  { pattern: word('Maart'), meaning: 'March' },
  { pattern: word('Mei'), meaning: 'May' },
  { pattern: word('Junie'), meaning: 'June' },
  { pattern: word('Julie'), meaning: 'July' },
  { pattern: word('Augustus'), meaning: 'August' },
  { pattern: word('Oktober'), meaning: 'October' },
  { pattern: word('Desember'), meaning: 'December' },
  { pattern: word('Juli'), meaning: 'July' },
];
