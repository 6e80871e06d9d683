import type { Notebook } from '@workbench/contract/notebooks';

/** What the list screen hands to the detail screen, so the header shows without a round trip. */
export interface NotebookLinkState {
  notebook: Notebook;
}

export const notebookLinkState = (notebook: Notebook): NotebookLinkState => ({ notebook });

/**
 * The notebook from navigation state, if it is the one asked for. History state outlives the page
 * and can be anything, so it is checked rather than trusted.
 */
export function notebookFromLinkState(state: unknown, id: number): Notebook | undefined {
  if (!state || typeof state !== 'object' || !('notebook' in state)) return undefined;
  const { notebook } = state as { notebook: unknown };
  if (!notebook || typeof notebook !== 'object') return undefined;
  const candidate = notebook as Partial<Notebook>;
  return candidate.id === id && typeof candidate.title === 'string' ? (candidate as Notebook) : undefined;
}
