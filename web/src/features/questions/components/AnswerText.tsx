import { Fragment, type ReactNode } from 'react';
import { shortEventId } from '../../../lib/event-id';
import { answerBlocks, answerParts } from '../answer';

interface AnswerTextProps {
  answer: string;
  /** Opens a cited event; without it, citations stay plain text. */
  onCite?: (eventId: number) => void;
  /** Shows the `Read as:` line another way (as chips); it gets the line's text after `Read as:`. */
  renderReading?: (text: string) => ReactNode;
}

function Citation({ eventId, onCite }: { eventId: number; onCite: (eventId: number) => void }) {
  const label = shortEventId(eventId);
  return (
    <button
      type="button"
      aria-label={`Open event ${label}`}
      onClick={() => onCite(eventId)}
      className="rounded-sm font-medium text-brand tabular-nums underline decoration-brand/30 underline-offset-2 hover:decoration-brand"
    >
      {label}
    </button>
  );
}

/**
 * `[#1, #2]` with each id a button. Each id keeps its bracket or comma on its own line, so a long
 * citation may wrap between ids but never leaves a bracket alone at the start of a line.
 */
function CitationGroup({ ids, onCite }: { ids: number[]; onCite: (eventId: number) => void }) {
  const last = ids.length - 1;
  return ids.map((eventId, at) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: an id may be cited twice in one bracket
    <Fragment key={at}>
      {at > 0 && ' '}
      <span className="whitespace-nowrap">
        {at === 0 && '['}
        <Citation eventId={eventId} onCite={onCite} />
        {at === last ? ']' : ','}
      </span>
    </Fragment>
  ));
}

/** One line of the answer, each cited id a button that opens its event. */
function Line({ text, onCite }: { text: string; onCite?: (eventId: number) => void }) {
  if (!onCite) return text;
  return answerParts(text).map((part, index) =>
    part.kind === 'citation' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts are derived from fixed text and never reorder
      <CitationGroup key={index} ids={part.ids} onCite={onCite} />
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: as above
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}

/** An answer as paragraphs and bullet lists, built as React nodes so that no text is read as markup. */
export function AnswerText({ answer, onCite, renderReading }: AnswerTextProps) {
  return (
    <div className="flex flex-col gap-2 text-sm leading-relaxed break-words text-ink">
      {answerBlocks(answer).map((block, index) =>
        block.kind === 'reading' && renderReading ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks are derived from fixed text and never reorder
          <Fragment key={index}>{renderReading(block.text)}</Fragment>
        ) : block.kind === 'reading' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks are derived from fixed text and never reorder
          <p key={index} className="border-l-2 border-line pl-3 text-xs leading-relaxed text-muted">
            <span className="font-semibold text-ink">Read as:</span> {block.text}
          </p>
        ) : block.kind === 'list' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks are derived from fixed text and never reorder
          <ul key={index} className="flex list-disc flex-col gap-1 pl-5 marker:text-muted">
            {block.items.map((item, at) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above
              <li key={at}>
                <Line text={item} onCite={onCite} />
              </li>
            ))}
          </ul>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <p key={index}>
            <Line text={block.text} onCite={onCite} />
          </p>
        ),
      )}
    </div>
  );
}
