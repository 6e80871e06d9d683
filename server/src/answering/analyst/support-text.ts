import type { FieldEvidence } from '../../corpus/types';
import { bodyOf } from '../../extraction/enrich';
import type { AnswerEvent } from '../answer-event';

/** What part of the question a stretch of the release bears out. */
export type SupportKind = 'crime' | 'place' | 'date' | 'people' | 'outcome' | 'words';

/** The fields of a stored event the supporting words are found in. */
export type SupportField = 'title' | 'context';

/** An event as stored: what the analyst reads, plus the release and the words each field came from. */
export interface SupportedEvent extends AnswerEvent {
  context: string;
  evidence: FieldEvidence;
}

/** One stretch of a field found to bear out one part of the question, before overlapping ones merge. */
export interface Found {
  field: SupportField;
  start: number;
  end: number;
  supports: SupportKind;
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every place a phrase is written in the text, whatever the case or spacing; a phrase starting or
 * ending with a letter must not start or end inside a word ("Gauteng" is not found in "Gautengers").
 */
function occurrences(text: string, phrase: string): { start: number; end: number }[] {
  const words = phrase.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const lead = /^[\p{L}\p{N}]/u.test(phrase.trim()) ? '(?<![\\p{L}\\p{N}])' : '';
  const tail = /[\p{L}\p{N}]$/u.test(phrase.trim()) ? '(?![\\p{L}\\p{N}])' : '';
  const pattern = new RegExp(`${lead}${words.map(escapeRegExp).join('\\s+')}${tail}`, 'giu');
  return [...text.matchAll(pattern)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/** Extractors join the separate passages a field was read from with " … ". */
const passagesOf = (evidence: string | undefined): string[] =>
  (evidence ?? '')
    .split(' … ')
    .map((p) => p.trim())
    .filter((p) => p.length > 0);

/**
 * The texts extraction reads: the title and the release up to its end line (contacts and office
 * addresses after it name places and people of no case). The body is a prefix, so offsets hold.
 */
export const readTexts = (event: SupportedEvent) =>
  [
    ['title', event.title],
    ['context', bodyOf(event.context)],
  ] as const;

/** Where the evidence of one field is written in the title and the release. */
export function evidenceSpans(
  event: SupportedEvent,
  evidence: string | undefined,
  supports: SupportKind,
): Found[] {
  return passagesOf(evidence).flatMap((passage) =>
    readTexts(event).flatMap(([field, text]) =>
      occurrences(text, passage).map((o) => ({ field, ...o, supports })),
    ),
  );
}
