import { useEffect, useRef } from 'react';

/** The key of the history entry a dialog adds; its value tells one opening from another. */
const DIALOG_KEY = 'workbenchDialog';

let openings = 0;

const currentMarker = (): unknown => (window.history.state as Record<string, unknown> | null)?.[DIALOG_KEY];

/**
 * Lets the browser's Back close a dialog instead of leaving the page under it. While `open`, the
 * dialog has a history entry of its own (the same address, with the router's state kept, so the
 * router sees no move); Back pops it and calls `onClose`. Closed any other way (its close button,
 * Escape, the page's own doing), the entry is taken back, so that Back afterwards goes where it
 * would have gone had the dialog never opened.
 */
export function useBackCloses(open: boolean, onClose: () => void): void {
  const close = useRef(onClose);
  close.current = onClose;
  const marker = useRef<string | null>(null);
  const pendingBack = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (!open) return;
    // A remount straight after an unmount (React's StrictMode) keeps the entry it already has.
    if (pendingBack.current !== null) clearTimeout(pendingBack.current);
    pendingBack.current = null;
    if (marker.current === null || currentMarker() !== marker.current) {
      openings += 1;
      marker.current = `dialog-${openings}`;
      const state = window.history.state as Record<string, unknown> | null;
      window.history.pushState({ ...state, [DIALOG_KEY]: marker.current }, '');
    }
    const onPop = () => {
      // Back (or Forward) left the dialog's entry: it is gone, and there is nothing to take back.
      if (currentMarker() === marker.current) return;
      marker.current = null;
      close.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      pendingBack.current = setTimeout(() => {
        pendingBack.current = null;
        if (marker.current !== null && currentMarker() === marker.current) window.history.back();
        marker.current = null;
      }, 0);
    };
  }, [open]);
}
