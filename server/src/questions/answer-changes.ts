import type { AnswerChanges, FigureChange } from '@workbench/contract/questions';

const CITATION = /\s*\[#\d+\]/g;
const MONTH =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
/** "5 December 2024", "Mar 2024", "2024-03-05", "05/03/2024": dates are not figures. */
const DATE = new RegExp(
  `\\b(?:\\d{1,2}\\s+)?(?:${MONTH})\\.?\\s+\\d{4}\\b|\\b\\d{4}-\\d{2}-\\d{2}\\b|\\b\\d{1,2}/\\d{1,2}/\\d{4}\\b`,
  'gi',
);
const FIGURE = /\d+(?:[.,]\d+)*%?/g;
const CONTEXT_MAX = 160;

/** One line of an answer that states figures: its wording with the figures blanked, and the figures. */
interface FigureLine {
  wording: string;
  figures: string[];
  context: string;
}

function figureLines(answer: string): FigureLine[] {
  const lines: FigureLine[] = [];
  for (const raw of answer.split('\n')) {
    const context = raw
      .replace(CITATION, '')
      .replace(/\*\*/g, '')
      .replace(/^\s*\*\s+/, '')
      .replace(/\s+/g, ' ');
    const undated = context.replace(DATE, 'DATE');
    const figures = undated.match(FIGURE) ?? [];
    if (figures.length === 0) continue;
    lines.push({
      wording: undated.replace(FIGURE, '#').trim().toLowerCase(),
      figures,
      context: clip(context.trim()),
    });
  }
  return lines;
}

function clip(text: string): string {
  return text.length > CONTEXT_MAX ? `${text.slice(0, CONTEXT_MAX - 1).trimEnd()}…` : text;
}

/**
 * The figures that differ between two answers. A line worded the same in both (figures aside) pairs
 * its figures before → after; a line only one answer has contributes the figures the other answer
 * never states, with the missing side null. Citation ids and dates are not figures.
 */
export function figureChanges(before: string, after: string): FigureChange[] {
  const beforeLines = figureLines(before);
  const afterLines = figureLines(after);
  const unpaired = [...beforeLines];
  const added: FigureLine[] = [];
  const changes: FigureChange[] = [];
  for (const line of afterLines) {
    const index = unpaired.findIndex((old) => old.wording === line.wording);
    const [old] = index >= 0 ? unpaired.splice(index, 1) : [];
    if (!old) {
      added.push(line);
      continue;
    }
    line.figures.forEach((figure, position) => {
      const was = old.figures[position] as string;
      if (was !== figure) changes.push({ before: was, after: figure, context: line.context });
    });
  }
  return [
    ...changes,
    ...figuresMissingFrom(unpaired, afterLines, 'before'),
    ...figuresMissingFrom(added, beforeLines, 'after'),
  ];
}

/** The figures of `lines` that `other` never states, as changes on `side` only. */
function figuresMissingFrom(
  lines: readonly FigureLine[],
  other: readonly FigureLine[],
  side: 'before' | 'after',
): FigureChange[] {
  const stated = new Set(other.flatMap((line) => line.figures));
  return lines.flatMap((line) =>
    line.figures
      .filter((figure) => !stated.has(figure))
      .map((figure) => ({
        before: side === 'before' ? figure : null,
        after: side === 'after' ? figure : null,
        context: line.context,
      })),
  );
}

/** What a fresh answer changed against an earlier one: the events it used, and its figures. */
export function answerChanges(
  before: { answer: string; eventIds: readonly number[] },
  after: { answer: string; eventIds: readonly number[] },
): AnswerChanges {
  const used = new Set(before.eventIds);
  const now = new Set(after.eventIds);
  return {
    events_added: [...now].filter((id) => !used.has(id)).sort((a, b) => a - b),
    events_dropped: [...used].filter((id) => !now.has(id)).sort((a, b) => a - b),
    figures: figureChanges(before.answer, after.answer),
  };
}
