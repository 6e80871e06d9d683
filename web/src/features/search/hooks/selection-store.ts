import { useCallback, useSyncExternalStore } from 'react';

/**
 * What is ticked in one search's results: row positions (the spec selects by position), or every
 * event that matches the search ("Select all N results"), which the server lists by id.
 */
export interface Selection {
  rows: ReadonlySet<number>;
  allMatching: boolean;
}

export const NOTHING_SELECTED: Selection = { rows: new Set(), allMatching: false };

// Kept per search outside React, so that a visit to a notebook and Back bring the ticks back with
// the results. It lives as long as the page does, like the results cache.
const selections = new Map<string, Selection>();
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The selection of the search with this key, and a way to change it. */
export function useSelection(searchKey: string) {
  const selection = useSyncExternalStore(subscribe, () => selections.get(searchKey) ?? NOTHING_SELECTED);
  const update = useCallback(
    (change: (current: Selection) => Selection) => {
      selections.set(searchKey, change(selections.get(searchKey) ?? NOTHING_SELECTED));
      for (const listener of listeners) listener();
    },
    [searchKey],
  );
  return [selection, update] as const;
}

/** Sets a search's ticks from outside a screen: cleared for a new search, put back by Cancel. */
export function putSelection(searchKey: string, selection: Selection) {
  selections.set(searchKey, selection);
  for (const listener of listeners) listener();
}

export const selectionOf = (searchKey: string) => selections.get(searchKey) ?? NOTHING_SELECTED;

/** Forgets every search's ticks, as a newly opened page has none; each test starts from there. */
export function clearSelections() {
  selections.clear();
  for (const listener of listeners) listener();
}
