/**
 * "How long from arrest to sentence, on average", "the median time between the crime and the arrest":
 * the time between two points of a case, which the dates of its releases (the report, the arrest, the
 * court date, the conviction, the sentence) give when the incident's releases report both.
 */
import type { Step } from '@workbench/contract/events';
import type { Reader } from './filters/filter-kind';
import type { CaseMark, CaseTime } from './plan-vocabulary';
import { type Span, spanOf } from './spans';

/** The words for each point of a case; the crime's own names are left for the crime reader. */
const MARK_WORDS: readonly [CaseMark, string][] = [
  ['arrest', 'arrests?|arrested|being\\s+arrested|apprehension'],
  ['court', '(?:first\\s+)?(?:court\\s+)?appearances?|court|charges?|charged|trial'],
  ['conviction', 'convictions?|convicted|verdicts?|being\\s+found\\s+guilty|guilty\\s+verdicts?'],
  ['sentence', 'sentences?|sentencing|sentenced|being\\s+sentenced|jail|prison'],
  [
    'crime',
    'crimes?|incidents?|offences?|attacks?|reports?|(?:the\\s+)?(?:murder|killing|robbery|rape|hijacking)s?',
  ],
];
const MARK = MARK_WORDS.map(([, words]) => `(?:${words})`).join('|');

/** "how long from X to Y", "the time between X and Y", "days from X to Y". */
const CASE_TIME = new RegExp(
  `\\b(?:how\\s+(?:long|many\\s+(?:days|weeks|months))\\s+(?:(?:does|did|do|is|was|has|had)\\s+it\\s+)?(?:(?:typically|usually|generally|on\\s+average)\\s+)?(?:take\\s+|taken\\s+|pass(?:ed)?\\s+)?|(?:the\\s+)?(?:(?:average|mean|median|typical)\\s+)?(?:time|days|delay|gap|wait)\\s+)(?:from|between)\\s+(?:the\\s+|an?\\s+)?(${MARK})\\s+(?:to|and|until|till|up\\s+to)\\s+(?:the\\s+|an?\\s+)?(${MARK})\\b`,
  'i',
);
const MEDIAN = /\bmedian\b/i;
const AVERAGE_WORDS =
  /,?\s*\b(?:on\s+average|in\s+the\s+median|the\s+median|median|average|mean|typically|usually)\b/gi;

function markOf(words: string): CaseMark {
  for (const [mark, pattern] of MARK_WORDS) if (new RegExp(`^(?:${pattern})$`, 'i').test(words)) return mark;
  return 'crime';
}

/** A crime named as a point of the case ("from the murder to the arrest") is left for the crime reader. */
const CRIME_NAMED = /^(?:the\s+)?(?:murder|killing|robbery|rape|hijacking)s?$/i;

export function readCaseTime(question: string): { caseTime: CaseTime | null; spans: Span[] } {
  const m = CASE_TIME.exec(question);
  const [, fromWords = '', toWords = ''] = m ?? [];
  const from = markOf(fromWords);
  const to = markOf(toWords);
  if (!m || from === to) return { caseTime: null, spans: [] };
  const spans: Span[] = [spanOf(m)];
  // "from the murder to the arrest": the murder still says which cases.
  if (CRIME_NAMED.test(fromWords)) {
    const at = m.index + m[0].indexOf(fromWords);
    spans.splice(
      0,
      1,
      { start: m.index, end: at },
      { start: at + fromWords.length, end: m.index + m[0].length },
    );
  }
  spans.push(...[...question.matchAll(AVERAGE_WORDS)].map(spanOf));
  return { caseTime: { from, to, statistic: MEDIAN.test(question) ? 'median' : 'mean' }, spans };
}

export const caseTimeReader: Reader = {
  name: 'case-time',
  read({ question }) {
    const { caseTime, spans } = readCaseTime(question);
    return { found: { caseTime }, spans };
  },
};

/** The steps a release may report for each point of a case; a sentence is also a conviction. */
const STEPS_OF: Record<CaseMark, readonly Step[]> = {
  crime: ['reported'],
  arrest: ['arrest'],
  court: ['court', 'bail'],
  conviction: ['convicted', 'sentenced'],
  sentence: ['sentenced'],
};

/** The first date a case's releases give for a point of it; null when none of them reports it. */
export function dateOfMark(steps: readonly { step: Step; date: string }[], mark: CaseMark): string | null {
  const wanted = STEPS_OF[mark];
  return steps.find((s) => wanted.includes(s.step))?.date ?? null;
}

/** Words for a point of a case in an answer: "the arrest", "the sentence". */
export const MARK_NAMES: Record<CaseMark, string> = {
  crime: 'the crime',
  arrest: 'the arrest',
  court: 'the first court date',
  conviction: 'the conviction',
  sentence: 'the sentence',
};
