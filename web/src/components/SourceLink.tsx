import { ExternalLinkIcon } from './ExternalLinkIcon';

/**
 * An event's link to its press release, worded as the spec's Source column in every table. It sits
 * in clickable rows, so its own clicks and key presses stop here instead of opening the row.
 */
export function SourceLink({ href, title }: { href: string; title: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer noopener"
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => e.stopPropagation()}
      aria-label={`Source of ${title || 'this event'} (opens in a new tab)`}
      className="inline-flex items-center gap-1 font-medium whitespace-nowrap text-brand hover:underline"
    >
      Source
      <ExternalLinkIcon />
    </a>
  );
}
