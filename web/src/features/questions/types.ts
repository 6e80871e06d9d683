import type { Event } from '@workbench/contract/events';
import type { ReactNode } from 'react';

/**
 * Renders the details of one event in a dialog; `close` must be called when it closes. The route
 * supplies it, because event details belong to another feature.
 */
export type RenderEventDetails = (event: Event, close: () => void) => ReactNode;
