import type { AnswerResult } from '@workbench/contract/questions';
import { MONTH_NAMES } from '../corpus/calendar';
/**
 * Whether an answer holds the expected value, by the rules the development set's README gives for the
 * outside checks: a number appears as a number, a date in one of five written forms, a text as any of
 * its acceptable strings (case-insensitive), a list as every one of its items. A refusal, our own kind,
 * is an answer that says the notebook's events do not hold what was asked.
 */

export type Expectation =
  | { kind: 'number'; value: number }
  | { kind: 'text'; value: string | string[] }
  /** yyyy-MM-dd */
  | { kind: 'date'; value: string }
  /** Each item is matched as a text, or as a number when it is one. */
  | { kind: 'list'; value: (string | number)[] }
  | { kind: 'refusal' };

/**
 * Whole numbers in running text: digits with optional thousands commas and decimals, never a piece
 * of a longer token ("1,68" is not 168, "2024-03-05" holds no number, "R250" is not 250).
 */
const NUMBER_TOKEN = /(?<![\w.,/:-])(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?![\w/:-]|[.,]\d)/g;

export function numbersIn(text: string): number[] {
  return [...text.matchAll(NUMBER_TOKEN)].map((m) =>
    Number(`${(m[1] ?? '').replaceAll(',', '')}${m[2] ?? ''}`),
  );
}

/** The five forms a date may take in an answer. */
export function dateForms(isoDate: string): string[] {
  const [year, month, day] = isoDate.split('-');
  const monthName = MONTH_NAMES[Number(month) - 1];
  if (!year || !month || !day || !monthName) throw new Error(`not a yyyy-MM-dd date: ${isoDate}`);
  const plainDay = String(Number(day));
  return [
    `${year}-${month}-${day}`,
    `${day}/${month}/${year}`,
    `${plainDay} ${monthName} ${year}`,
    `${monthName} ${plainDay}, ${year}`,
    `${day} ${monthName} ${year}`,
  ];
}

/** Phrases by which an answer says the events cannot tell; lower case. */
export const REFUSAL_PHRASES = [
  'cannot answer',
  "can't answer",
  'cannot tell',
  "can't tell",
  'do not say',
  'does not say',
  "don't say",
  "doesn't say",
  'do not explain',
  'does not explain',
  'no information',
  'not in the events',
  'not recorded in',
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Plain case-insensitive containment, as the outside checks match a text. */
const containsText = (answer: string, text: string) => answer.toLowerCase().includes(text.toLowerCase());

const containsNumber = (answer: string, value: number) => numbersIn(answer).includes(value);

const containsDate = (answer: string, isoDate: string) =>
  dateForms(isoDate).some((form) => new RegExp(`(?<!\\d)${escapeRegExp(form)}(?!\\d)`, 'i').test(answer));

export function matchesExpectation(answer: string, expect: Expectation): boolean {
  switch (expect.kind) {
    case 'number':
      return containsNumber(answer, expect.value);
    case 'text':
      return (Array.isArray(expect.value) ? expect.value : [expect.value]).some((t) =>
        containsText(answer, t),
      );
    case 'date':
      return containsDate(answer, expect.value);
    case 'list':
      return expect.value.every((item) =>
        typeof item === 'number' ? containsNumber(answer, item) : containsText(answer, item),
      );
    case 'refusal': {
      const lower = answer.toLowerCase();
      return REFUSAL_PHRASES.some((phrase) => lower.includes(phrase));
    }
  }
}

/** A result's value as texts to match: ranking names, list items, yes/no as "Yes" or "No". */
function resultTexts(result: AnswerResult): string[] {
  const { value } = result;
  if (value === null) return [];
  if (typeof value === 'boolean') return [value ? 'Yes' : 'No'];
  if (!Array.isArray(value)) return [String(value)];
  return value.map((item) => (typeof item === 'object' ? item.name : String(item)));
}

/**
 * Whether a result holds the expected value, by the strict rule of the development set's README: a
 * number equal to the value and complete; a date equal to it; a text in the result's first item (or
 * its value); every item of a list among the result's items; a refusal as a result of type none.
 */
export function matchesResult(result: AnswerResult | null, expect: Expectation): boolean {
  if (!result) return false;
  switch (expect.kind) {
    case 'number':
      return result.type === 'number' && result.value === expect.value && result.complete;
    case 'date':
      return result.type === 'date' && result.value === expect.value;
    case 'text': {
      const first = resultTexts(result)[0];
      if (first === undefined || result.type === 'none') return false;
      const accepted = Array.isArray(expect.value) ? expect.value : [expect.value];
      // A yes or no must be the word itself: "No" is in "None" and "not".
      if (result.type === 'yes_no') return accepted.some((t) => t.toLowerCase() === first.toLowerCase());
      return accepted.some((t) => containsText(first, t));
    }
    case 'list': {
      const items = resultTexts(result);
      // A ranking's figures count as its items too: "how many X, and how many Y" expects the figures.
      const figures = Array.isArray(result.value)
        ? result.value.flatMap((item) => (typeof item === 'object' ? [String(item.value)] : []))
        : [];
      return expect.value.every((want) =>
        typeof want === 'number'
          ? [...items, ...figures].includes(String(want))
          : items.some((item) => containsText(item, want)),
      );
    }
    case 'refusal':
      return result.type === 'none';
  }
}

/** The expected value as one short line, for the report. */
export function describeExpectation(expect: Expectation): string {
  if (expect.kind === 'refusal') return 'a refusal';
  const value = Array.isArray(expect.value) ? expect.value.join(' | ') : String(expect.value);
  return `${expect.kind} ${value}`;
}

/** The answer's headline: its first line after "Read as:" that states something, not a note on the reading. */
export function headlineOf(answer: string): string {
  const lines = answer.split('\n').slice(1);
  const NOTE =
    /^(?:Partial answer:|Answered from an edited reading|The events do not record|Police releases report|Releases are written|The events record|Rates per head)/;
  return lines.find((line) => line.trim() !== '' && !NOTE.test(line)) ?? '';
}

/**
 * Whether the headline states what the structured result holds: the figure, the date, the yes or
 * no, or the top name. A result of type none states nothing to check.
 */
export function headlineAgrees(answer: string, result: AnswerResult | null): boolean {
  if (!result || result.type === 'none') return true;
  const headline = headlineOf(answer);
  const { value } = result;
  switch (result.type) {
    case 'number':
      // "None of the 50 events ..." states a 0 in words.
      return (
        typeof value === 'number' &&
        (numbersIn(headline).includes(value) || (value === 0 && /^(?:None|No)\b/.test(headline)))
      );
    case 'date':
      return typeof value === 'string' && dateForms(value).some((form) => headline.includes(form));
    case 'yes_no':
      return headline.startsWith(value ? 'Yes' : 'No');
    case 'ranking':
    case 'series':
    case 'list': {
      const first = Array.isArray(value) ? value[0] : undefined;
      if (first === undefined) return true;
      const name = typeof first === 'object' ? first.name : String(first);
      // An event is named by its citation; a date may be written out ("11 September 2024").
      const cited = /\[#\d+\]/.exec(name)?.[0];
      if (cited) return answer.includes(cited);
      if (/^\d{4}-\d{2}-\d{2}$/.test(name)) return dateForms(name).some((form) => answer.includes(form));
      return answer.toLowerCase().includes(name.toLowerCase());
    }
  }
}
