import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

/** What the Keywords field understands; also shown on the About screen. */
export function KeywordsSyntax() {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      <dt>
        <code className="rounded bg-slate-100 px-1 font-mono text-ink">hijacking robbery</code>
      </dt>
      <dd>Either word: releases with hijacking or robbery (or both).</dd>
      <dt>
        <code className="rounded bg-slate-100 px-1 font-mono text-ink">"stock theft"</code>
      </dt>
      <dd>The exact phrase, words together in that order.</dd>
      <dt>
        <code className="rounded bg-slate-100 px-1 font-mono text-ink">robbery -bank</code>
      </dt>
      <dd>A minus leaves out releases containing the word: robberies, but not at banks.</dd>
    </dl>
  );
}

/** A "Search tips" button under the Keywords field that opens the syntax beside it. */
export function KeywordsHelp() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from the button or the panel bubbles here
    <div ref={root} className="relative" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        className="rounded-control text-xs font-medium text-brand hover:underline"
      >
        Search tips
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full left-0 z-30 mt-1 w-[min(26rem,calc(100vw-3rem))] rounded-card border border-line-soft bg-white p-4 text-ink shadow-raised"
      >
        <p className="mb-2 text-sm font-semibold">Keywords</p>
        <KeywordsSyntax />
      </div>
    </div>
  );
}
