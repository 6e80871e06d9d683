import { type RefObject, useLayoutEffect, useState } from 'react';

/** Room kept between the box and the bottom of the window. */
export const VIEWPORT_GAP_PX = 24;

/**
 * The tallest a scrolling box may be so that it uses the window rather than a fixed share of it:
 * down to the bottom of the first screen when it starts in that screen's upper half, otherwise (on a
 * phone, under a tall form) a whole window once the page has been scrolled to it. Measured from the
 * page's top, so scrolling the page does not change it; re-measured when the window or page resizes.
 */
export function useFillViewport(box: RefObject<HTMLElement | null>): number | undefined {
  const [maxHeight, setMaxHeight] = useState<number>();

  useLayoutEffect(() => {
    const measure = () => {
      const element = box.current;
      if (!element) return;
      const top = element.getBoundingClientRect().top + window.scrollY;
      const rest = window.innerHeight - top - VIEWPORT_GAP_PX;
      setMaxHeight(
        Math.round(rest >= window.innerHeight / 2 ? rest : window.innerHeight - 2 * VIEWPORT_GAP_PX),
      );
    };
    measure();
    window.addEventListener('resize', measure);
    // Whatever moves the box down (a message under the form, a wrapped toolbar) resizes the page.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [box]);

  return maxHeight;
}
