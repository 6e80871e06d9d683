import type { SavedQuestion } from '@workbench/contract/questions';
import { fileNamePart, toCsv } from '../../lib/csv';
import { FILE_NAME_FORMAT, instantDay } from '../../lib/dates';

/**
 * An answer as blocks to render: how the question was read (the engine's "Read as:" first line),
 * paragraphs, and runs of "* " lines as bullet lists.
 */
export type AnswerBlock =
  | { kind: 'reading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

const BULLET = /^\s*\*\s+/;
const READ_AS = /^Read as:\s*/;

/**
 * Reads an engine's answer text. Bold markers (`**`) are dropped rather than shown, each other line
 * is a paragraph, and consecutive lines starting with "* " form one list.
 */
export function answerBlocks(answer: string): AnswerBlock[] {
  const blocks: AnswerBlock[] = [];
  for (const raw of answer.replaceAll('**', '').split(/\r?\n/)) {
    if (!raw.trim()) continue;
    if (blocks.length === 0 && READ_AS.test(raw.trim())) {
      blocks.push({ kind: 'reading', text: raw.trim().replace(READ_AS, '') });
    } else if (BULLET.test(raw)) {
      const item = raw.replace(BULLET, '').trim();
      const last = blocks.at(-1);
      if (last?.kind === 'list') last.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
    } else {
      blocks.push({ kind: 'paragraph', text: raw.trim() });
    }
  }
  return blocks;
}

/** A stretch of answer text: plain words, or one citation of one or more event ids. */
export type AnswerPart = { kind: 'text'; text: string } | { kind: 'citation'; ids: number[] };

/** A citation as answers write it: `[#4160]`, or several ids in one bracket, `[#1, #2]`. */
const CITATION = /\[#\d+(?:\s*,\s*#?\d+)*\]/g;
const CITED_ID = /\d+/g;

/** The largest id the database hands out (a 32-bit serial). */
const MAX_EVENT_ID = 2_147_483_647;

const isEventId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= MAX_EVENT_ID;

/**
 * Splits a line of answer text around its citations, so that each cited id can be shown as a link
 * to its event. A bracket holding an id no event can have stays text.
 */
export function answerParts(text: string): AnswerPart[] {
  const parts: AnswerPart[] = [];
  const pushText = (words: string) => {
    if (!words) return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += words;
    else parts.push({ kind: 'text', text: words });
  };
  let from = 0;
  for (const citation of text.matchAll(CITATION)) {
    pushText(text.slice(from, citation.index));
    const ids = Array.from(citation[0].matchAll(CITED_ID), (digits) => Number(digits[0]));
    if (ids.every(isEventId)) parts.push({ kind: 'citation', ids });
    else pushText(citation[0]);
    from = citation.index + citation[0].length;
  }
  pushText(text.slice(from));
  return parts;
}

const plainText = (blocks: readonly AnswerBlock[]): string =>
  blocks
    .flatMap((block) => (block.kind === 'list' ? block.items.map((item) => `• ${item}`) : [block.text]))
    .join('\n');

/** The answer as a reader sees it, in plain text: no bold markers, bullets as "•". */
export const plainAnswer = (answer: string): string => plainText(answerBlocks(answer));

/** Who produced an answer, for the small print under it: "analyst" or "model:<name>". */
export function engineLabel(engine: string): string {
  if (engine === 'analyst') return 'Answered by the built-in analyst';
  if (engine.startsWith('model:')) return `Answered by model ${engine.slice('model:'.length)}`;
  return `Answered by ${engine}`;
}

type AnswerForExport = Pick<SavedQuestion, 'question' | 'answer' | 'created_at'>;

/**
 * One answer as CSV: the spec's Question, Answer and Date (dd-MM-yyyy), then how the question was
 * read (the answer's `Read as:` line, which the Answer column then leaves out) and the ids of the
 * events the answer used, smallest first.
 */
export function answerToCsv(
  { question, answer, created_at }: AnswerForExport,
  eventIds: readonly number[],
): string {
  const blocks = answerBlocks(answer);
  const reading = blocks.find((block) => block.kind === 'reading')?.text ?? '';
  const ids = [...new Set(eventIds)].sort((a, b) => a - b);
  return toCsv(
    ['Question', 'Answer', 'Date', 'Read as', 'Event IDs'],
    [
      [
        question,
        plainText(blocks.filter((block) => block.kind !== 'reading')),
        instantDay(created_at, FILE_NAME_FORMAT),
        reading,
        ids.join(', '),
      ],
    ],
  );
}

/**
 * `answer-{question} - {notebook}.csv`: the same start as the PNG's name, so that both files of one
 * answer sit together in a downloads folder, and the notebook to tell like questions apart.
 */
export const answerCsvFileName = (question: string, notebookTitle: string): string =>
  `answer-${fileNamePart(question)} - ${fileNamePart(notebookTitle)}.csv`;

export const answerPngFileName = (question: string): string => `answer-${fileNamePart(question)}.png`;

export const relatedEventsFileName = (question: string): string =>
  `related-events-${fileNamePart(question)}.csv`;
