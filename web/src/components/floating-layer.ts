import { autoUpdate, flip, offset, type Placement, shift, size, useFloating } from '@floating-ui/react';

/** The margin an open menu keeps from the window's edges. */
const EDGE_PX = 8;

/**
 * Where an open menu goes. Menus are portalled to the page's top layer (fixed, above dialogs), so a
 * dialog's edge or overflow cannot clip them; they flip above their button when there is no room
 * below, slide to stay inside the window, and shrink to fit it, scrolling inside.
 */
export function useFloatingLayer(open: boolean, placement: Placement) {
  return useFloating({
    open,
    placement,
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip({ padding: EDGE_PX }),
      shift({ padding: EDGE_PX }),
      size({
        padding: EDGE_PX,
        apply({ availableWidth, availableHeight, elements }) {
          elements.floating.style.maxWidth = `${Math.max(0, availableWidth)}px`;
          elements.floating.style.maxHeight = `${Math.max(0, availableHeight)}px`;
        },
      }),
    ],
  });
}

/** Above the dialog layer (z-50), so a menu inside a dialog is drawn over it. */
export const FLOATING_LAYER_CLASS = 'z-[60]';
