import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const widths = { default: 'max-w-[720px]', wide: 'max-w-[900px]' } as const;

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** `wide` is for event details, which carry a whole press release. */
  size?: keyof typeof widths;
  /** Buttons under the content, right-aligned; they stay visible while the content scrolls. */
  footer?: ReactNode;
  /** What receives focus on opening (a form's first field, say); otherwise the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/** The open dialogs, innermost last: only the innermost answers an Escape that reaches the document. */
const openDialogs: symbol[] = [];

const focusableIn = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[inert]'));

/** A dialog over the page that keeps keyboard focus inside until it closes, then gives it back. */
export function Modal({
  open,
  onClose,
  title,
  children,
  size = 'default',
  footer,
  initialFocus,
}: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const closeNow = useRef(onClose);
  closeNow.current = onClose;

  useEffect(() => {
    if (!open) return;
    const me = Symbol('dialog');
    openDialogs.push(me);
    // Focus falls to the page body when the focused button goes away (a form's Cancel, say); Escape
    // must still close the dialog the reader sees, not do nothing.
    const onDocumentKey = (event: globalThis.KeyboardEvent) => {
      const lost = !document.activeElement || document.activeElement === document.body;
      if (event.key === 'Escape' && lost && !event.defaultPrevented && openDialogs.at(-1) === me)
        closeNow.current();
    };
    document.addEventListener('keydown', onDocumentKey);
    return () => {
      document.removeEventListener('keydown', onDocumentKey);
      openDialogs.splice(openDialogs.indexOf(me), 1);
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = panel.current;
    if (root) (initialFocus?.current ?? focusableIn(root)[0] ?? root).focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocus]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Only the innermost dialog should close when dialogs are stacked.
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = focusableIn(panel.current);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    // The backdrop is a pointer shortcut only; keyboard users have Escape and the close button.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div
      className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-slate-900/50 p-4 sm:items-center sm:p-6"
      onMouseDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // A drag that starts inside the dialog and ends outside it must not close it.
        if (pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`flex max-h-[calc(100dvh-2rem)] w-full flex-col rounded-card bg-white shadow-raised focus:outline-none sm:max-h-[calc(100dvh-3rem)] ${widths[size]}`}
      >
        <div className="flex items-start justify-between gap-4 border-b border-line-soft px-5 py-4">
          <h2 id={titleId} className="min-w-0 text-lg font-semibold break-words text-ink">
            {title}
          </h2>
          <button
            type="button"
            aria-label="Close"
            onClick={onClose}
            className="-mt-1 -mr-2 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-control text-xl leading-none text-muted hover:bg-page hover:text-ink"
          >
            ×
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
        {footer && (
          <div className="flex flex-wrap justify-end gap-2 border-t border-line-soft px-5 py-3">{footer}</div>
        )}
      </div>
    </div>,
    document.body,
  );
}
