import { answerBlocks } from '../answer';

/** An answer as paragraphs and bullet lists, built as React nodes so that no text is read as markup. */
export function AnswerText({ answer }: { answer: string }) {
  return (
    <div className="flex flex-col gap-2 text-sm leading-relaxed break-words text-ink">
      {answerBlocks(answer).map((block, index) =>
        block.kind === 'list' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks are derived from fixed text and never reorder
          <ul key={index} className="flex list-disc flex-col gap-1 pl-5 marker:text-muted">
            {block.items.map((item, at) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above
              <li key={at}>{item}</li>
            ))}
          </ul>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <p key={index}>{block.text}</p>
        ),
      )}
    </div>
  );
}
