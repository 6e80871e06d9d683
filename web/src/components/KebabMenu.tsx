import { FloatingPortal } from '@floating-ui/react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { FLOATING_LAYER_CLASS, useFloatingLayer } from './floating-layer';

export interface MenuAction {
  label: string;
  onSelect: () => void;
  /** Shown in the error colour: the action deletes something. */
  destructive?: boolean;
}

interface KebabMenuProps {
  /** The accessible name of the button, which shows only three dots. */
  label: string;
  actions: readonly MenuAction[];
}

/**
 * A "more actions" button with a WAI-ARIA menu: arrow keys, Home and End move between the actions,
 * Escape closes the menu and puts focus back on the button, Tab closes it and goes on from the button,
 * and a press anywhere else closes it. The menu is drawn in the top layer (see floating-layer.ts).
 */
export function KebabMenu({ label, actions }: KebabMenuProps) {
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  // Which action should take focus when the menu opens: the first, or the last after ArrowUp.
  const [open, setOpen] = useState<'first' | 'last' | null>(null);
  const { refs, elements, floatingStyles } = useFloatingLayer(open !== null, 'bottom-end');

  useEffect(() => {
    // The portal draws the menu a moment after `open` is set; its element arriving runs this again.
    if (!open || !elements.floating) return;
    (open === 'first' ? items.current[0] : items.current.at(-1))?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const inside = [root.current, elements.floating].some(
        (element) => event.target instanceof Node && element?.contains(event.target),
      );
      if (!inside) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, elements.floating]);

  const close = () => {
    setOpen(null);
    trigger.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = items.current.filter((item): item is HTMLButtonElement => item !== null);
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const targets: Record<string, number> = {
      ArrowDown: (at + 1) % buttons.length,
      ArrowUp: (at - 1 + buttons.length) % buttons.length,
      Home: 0,
      End: buttons.length - 1,
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      // A menu inside a dialog closes alone; the dialog stays.
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      // The menu lives at the end of the page; from the button, Tab carries on where it would have.
      close();
    } else if (targets[event.key] !== undefined) {
      event.preventDefault();
      buttons[targets[event.key] as number]?.focus();
    }
  };

  return (
    <div ref={root} className="shrink-0">
      <button
        ref={(element) => {
          trigger.current = element;
          refs.setReference(element);
        }}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(null) : setOpen('first'))}
        onKeyDown={onTriggerKeyDown}
        className="inline-flex h-8 w-8 items-center justify-center rounded-control text-muted hover:bg-page hover:text-ink"
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4 fill-current">
          <circle cx="8" cy="3" r="1.5" />
          <circle cx="8" cy="8" r="1.5" />
          <circle cx="8" cy="13" r="1.5" />
        </svg>
      </button>
      {open && (
        <FloatingPortal>
          <div
            ref={refs.setFloating}
            style={floatingStyles}
            id={menuId}
            role="menu"
            aria-label={label}
            tabIndex={-1}
            onKeyDown={onMenuKeyDown}
            className={`${FLOATING_LAYER_CLASS} flex w-60 flex-col overflow-y-auto rounded-card border border-line-soft bg-white py-1 shadow-raised`}
          >
            {actions.map((action, index) => (
              <button
                key={action.label}
                ref={(element) => {
                  items.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  // Focus goes back to the button first, so a dialog the action opens returns it there.
                  close();
                  action.onSelect();
                }}
                className={`px-4 py-2 text-left text-sm hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:-outline-offset-2 ${
                  action.destructive
                    ? 'mt-1 border-t border-line-soft pt-2.5 font-medium text-error'
                    : 'text-ink'
                }`}
              >
                {action.label}
              </button>
            ))}
          </div>
        </FloatingPortal>
      )}
    </div>
  );
}
