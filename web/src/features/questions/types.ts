import type { Event } from '@workbench/contract/events';
import type { SupportSpan } from '@workbench/contract/questions';
import type { ReactNode } from 'react';

/**
 * Renders the details of one event in a dialog; `close` must be called when it closes. The route
 * supplies it, because event details belong to another feature. `support` are the words of the event
 * that bear out the answer it was cited in, once known, to be marked.
 */
export type RenderEventDetails = (
  event: Event,
  close: () => void,
  support?: readonly SupportSpan[],
) => ReactNode;

/** An event cited in an answer, and the stored question whose answer cites it. */
export interface Citation {
  questionId: number;
  eventId: number;
}

export type OnCite = (citation: Citation) => void;
