import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  content: ReactNode;
}

interface TabsProps<K extends string> {
  label: string;
  tabs: readonly TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
}

/** Scrolls the tab row sideways, and only sideways, until the tab is within it. */
function reveal(tab: HTMLElement | undefined) {
  const row = tab?.parentElement;
  if (!tab || !row) return;
  const shown = row.getBoundingClientRect();
  const place = tab.getBoundingClientRect();
  if (place.left < shown.left) row.scrollLeft += place.left - shown.left;
  else if (place.right > shown.right) row.scrollLeft += place.right - shown.right;
}

/**
 * WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move between tabs. A panel is first
 * rendered when its tab is first opened and then kept, hidden, so that what was typed or loaded in it
 * survives switching back and forth.
 */
export function Tabs<K extends string>({ label, tabs, active, onChange }: TabsProps<K>) {
  const baseId = useId();
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const [visited, setVisited] = useState<ReadonlySet<K>>(() => new Set([active]));
  if (!visited.has(active)) setVisited(new Set([...visited, active]));

  // On a phone the tab row scrolls sideways: a chosen tab is brought into sight, whether it was
  // clicked (again, too), reached by the keyboard or chosen by the screen.
  useEffect(() => reveal(buttons.current.get(active)), [active]);

  const select = (key: K) => {
    onChange(key);
    buttons.current.get(key)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.key === active);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (next) select(next.key);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-line-soft"
      >
        {tabs.map((tab) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) buttons.current.set(tab.key, element);
                else buttons.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={visited.has(tab.key) ? `${baseId}-panel-${tab.key}` : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => {
                onChange(tab.key);
                reveal(buttons.current.get(tab.key));
              }}
              className={`-mb-px shrink-0 whitespace-nowrap border-b-2 px-4 py-2.5 text-sm font-medium transition-colors ${
                selected
                  ? 'border-brand text-brand'
                  : 'border-transparent text-muted hover:border-line hover:text-ink'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) =>
        visited.has(tab.key) ? (
          <div
            key={tab.key}
            role="tabpanel"
            id={`${baseId}-panel-${tab.key}`}
            aria-labelledby={`${baseId}-tab-${tab.key}`}
            hidden={tab.key !== active}
            className="pt-5"
          >
            {tab.content}
          </div>
        ) : null,
      )}
    </div>
  );
}
