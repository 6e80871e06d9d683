import { FloatingPortal } from '@floating-ui/react';
import type { Event } from '@workbench/contract/events';
import { roleAllows } from '@workbench/contract/members';
import type { Notebook } from '@workbench/contract/notebooks';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button, buttonClass } from '../../../components/Button';
import { FLOATING_LAYER_CLASS, useFloatingLayer } from '../../../components/floating-layer';
import { Spinner } from '../../../components/Spinner';
import { useToast } from '../../../components/Toast';
import { type AddOutcome, type EventBatch, useAddEventsToNotebooks } from '../api/add-events';
import { useNotebooks } from '../api/get-notebooks';
import { eventsAdded, eventsAlreadyThere, FETCH_NOTEBOOKS_FAILED } from '../messages';
import { CreateNotebookModal } from './CreateNotebookModal';

interface AddToNotebookMenuProps {
  /** The events to add. Only ids are sent: the server reads the rest from its corpus. */
  events: readonly Pick<Event, 'id' | 'keywords'>[];
  /**
   * The search keywords to record for every event, for the notebook's Keywords tab. Without them each
   * event brings the keywords its search result says it matched.
   */
  keywords?: readonly string[];
  /** Which edge of the button the open list lines up with, when there is room for it on that side. */
  align?: 'left' | 'right';
  /** The button's words, when it adds something other than the chosen events (a whole case). */
  label?: string;
}

type Toasts = ReturnType<typeof useToast>;

const focusableIn = (panel: HTMLElement | null) =>
  Array.from(panel?.querySelectorAll<HTMLElement>('input:not([disabled]), button:not([disabled])') ?? []);

/** One batch per distinct keyword list, so that each event is counted only under its own keywords. */
export function batchesFor(
  events: readonly Pick<Event, 'id' | 'keywords'>[],
  keywords?: readonly string[],
): EventBatch[] {
  if (keywords) return [{ eventIds: events.map((event) => event.id), keywords }];
  const byKeywords = new Map<string, EventBatch & { eventIds: number[] }>();
  for (const event of events) {
    const own = [...new Set(event.keywords ?? [])].sort();
    const key = JSON.stringify(own);
    const batch = byKeywords.get(key) ?? { eventIds: [], keywords: own };
    batch.eventIds.push(event.id);
    byKeywords.set(key, batch);
  }
  return [...byKeywords.values()];
}

function report(toast: Toasts, outcome: AddOutcome) {
  const { title } = outcome.notebook;
  if (!outcome.ok) {
    toast.error(`Error when adding events to notebook: ${title}`);
    return;
  }
  const { events_added, events_deduplicated } = outcome.result;
  if (events_added > 0) toast.success(eventsAdded(events_added, title));
  // The events are in the notebook either way: news, not a failure (docs/decisions.md).
  if (events_deduplicated > 0) toast.info(eventsAlreadyThere(events_deduplicated, title));
  if (events_added === 0 && events_deduplicated === 0)
    toast.error(`Error when adding events to notebook: ${title}`);
}

/**
 * The "Add to Notebook" multi-select: tick notebooks (or create one), then add the given events to
 * each. Other screens render it through a slot, so it takes plain events and keywords.
 */
export function AddToNotebookMenu({
  events,
  keywords,
  align = 'left',
  label = 'Add to Notebook',
}: AddToNotebookMenuProps) {
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const notebooks = useNotebooks();
  // Events go only into notebooks the user may change: their own and those they edit.
  const writable = (notebooks.data ?? []).filter((notebook) => roleAllows(notebook.role, 'edit'));
  const add = useAddEventsToNotebooks();
  const toast = useToast();
  const disabled = events.length === 0;
  const { refs, elements, floatingStyles } = useFloatingLayer(
    open,
    align === 'right' ? 'bottom-end' : 'bottom-start',
  );

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  };

  useEffect(() => {
    // The portal draws the list a moment after `open` is set; its element arriving runs this again.
    if (!open || !elements.floating) return;
    panel.current?.querySelector<HTMLElement>('input, button:not([disabled])')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const inside = [root.current, panel.current].some(
        (element) => event.target instanceof Node && element?.contains(event.target),
      );
      if (!inside) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, elements.floating]);

  // The events shown may change under an open list (a new search); an empty selection closes it.
  useEffect(() => {
    if (disabled) setOpen(false);
  }, [disabled]);

  const toggle = (id: number) =>
    setTicked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const chosen = writable.filter((notebook) => ticked.has(notebook.id));

  const submit = () => {
    if (chosen.length === 0 || disabled) return;
    add.mutate(
      { notebooks: chosen, batches: batchesFor(events, keywords) },
      {
        onSuccess: (outcomes) => {
          for (const outcome of outcomes) report(toast, outcome);
          setTicked(new Set());
          close(true);
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      // Inside a dialog the list closes alone, as the kebab menu does; the dialog stays.
      event.stopPropagation();
      close(true);
      return;
    }
    if (event.key === 'Tab') {
      tabAround(event);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const items = focusableIn(panel.current);
    if (items.length === 0) return;
    event.preventDefault();
    const at = items.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    items[(at + step + items.length) % items.length]?.focus();
  };

  /**
   * The list is drawn at the end of the page, so Tab is steered to behave as if it followed its button:
   * from the button into the list, back out to the button, and from its last control on to whatever
   * follows the button.
   */
  const tabAround = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = focusableIn(panel.current);
    const active = document.activeElement;
    if (active === trigger.current && !event.shiftKey) {
      event.preventDefault();
      items[0]?.focus();
    } else if (active === items[0] && event.shiftKey) {
      event.preventDefault();
      trigger.current?.focus();
    } else if (active === items.at(-1) && !event.shiftKey) {
      // No preventDefault: the browser's own Tab then moves on from the button.
      trigger.current?.focus();
    }
  };

  const onCreated = (notebook: Notebook) => setTicked((current) => new Set([...current, notebook.id]));

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keys from the button and the list bubble here
    <div ref={root} className="inline-block" onKeyDown={onKeyDown}>
      <button
        ref={(element) => {
          trigger.current = element;
          refs.setReference(element);
        }}
        type="button"
        className={buttonClass('secondary')}
        disabled={disabled}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {label}
        <span aria-hidden="true" className={`text-xs transition-transform ${open ? 'rotate-180' : ''}`}>
          ▾
        </span>
      </button>
      {open && (
        <FloatingPortal>
          <div
            ref={(element) => {
              panel.current = element;
              refs.setFloating(element);
            }}
            style={floatingStyles}
            id={panelId}
            className={`${FLOATING_LAYER_CLASS} flex w-80 flex-col overflow-y-auto rounded-card border border-line-soft bg-white shadow-raised`}
          >
            <fieldset className="m-0 min-w-0 border-0 p-0">
              <legend className="float-left w-full border-b border-line-soft px-4 py-2.5 text-xs text-muted">
                Add {events.length} selected event{events.length === 1 ? '' : 's'} to:
              </legend>
              <div className="clear-both max-h-64 overflow-y-auto py-1">
                {notebooks.isPending ? (
                  <Spinner label="Loading notebooks..." className="px-4 py-2 text-muted" />
                ) : notebooks.isError ? (
                  <p role="alert" className="px-4 py-2 text-error">
                    {FETCH_NOTEBOOKS_FAILED}
                  </p>
                ) : writable.length === 0 ? (
                  <p className="px-4 py-2 text-muted">You have no notebooks yet.</p>
                ) : (
                  writable.map((notebook) => (
                    <label
                      key={notebook.id}
                      className="flex cursor-pointer items-start gap-3 px-4 py-2 hover:bg-slate-50"
                    >
                      <input
                        type="checkbox"
                        className="mt-0.5 h-4 w-4 shrink-0 cursor-pointer accent-brand"
                        checked={ticked.has(notebook.id)}
                        onChange={() => toggle(notebook.id)}
                      />
                      <span className="min-w-0 flex-1 break-words">
                        {notebook.title}
                        {notebook.role !== 'owner' && (
                          <span className="block text-xs text-muted">Shared by {notebook.owner_name}</span>
                        )}
                      </span>
                      <span
                        aria-hidden="true"
                        title={`${notebook.num_events ?? 0} events`}
                        className="shrink-0 text-xs text-muted tabular-nums"
                      >
                        {notebook.num_events ?? 0}
                      </span>
                    </label>
                  ))
                )}
              </div>
            </fieldset>
            <div className="border-t border-line-soft p-1">
              <button
                type="button"
                className="flex w-full items-center gap-2 rounded-control px-3 py-2 text-left text-sm font-medium text-brand hover:bg-blue-50"
                onClick={() => {
                  setOpen(false);
                  setCreating(true);
                }}
              >
                <span aria-hidden="true">+</span> Create New Notebook
              </button>
            </div>
            <div className="flex justify-end border-t border-line-soft p-3">
              <Button
                disabled={chosen.length === 0}
                busy={add.isPending}
                busyLabel="Adding..."
                onClick={submit}
                className="w-full"
              >
                Add to Selected Notebooks
              </Button>
            </div>
          </div>
        </FloatingPortal>
      )}
      <CreateNotebookModal
        open={creating}
        onClose={() => {
          setCreating(false);
          setOpen(true);
        }}
        onCreated={onCreated}
      />
    </div>
  );
}
