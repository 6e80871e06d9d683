import { type KeyboardEvent, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

/** Blocks the page while the first page of a search loads; Cancel (or Escape) gives up on it. */
export function RetrievingOverlay({ onCancel }: { onCancel: () => void }) {
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancel.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onCancel();
    // Cancel is the only thing to reach while the page is blocked.
    if (event.key === 'Tab') event.preventDefault();
  };

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/40 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="retrieving-title"
        aria-describedby="retrieving-text"
        onKeyDown={onKeyDown}
        className="flex w-full max-w-xs flex-col items-center gap-3 rounded-card bg-white px-6 py-6 text-center shadow-raised"
      >
        <span
          aria-hidden="true"
          className="inline-block h-8 w-8 animate-spin rounded-full border-[3px] border-brand border-r-transparent"
        />
        <div>
          <p id="retrieving-title" className="text-base font-semibold text-ink">
            Retrieving Data
          </p>
          <p id="retrieving-text" className="mt-1 text-sm text-muted">
            This may take a moment or two
          </p>
        </div>
        <button
          ref={cancel}
          type="button"
          onClick={onCancel}
          className="rounded-control px-2 py-1 text-sm font-medium text-brand underline-offset-2 hover:underline"
        >
          Cancel
        </button>
      </div>
    </div>,
    document.body,
  );
}
