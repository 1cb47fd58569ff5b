import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps `--page-top` on the element: how far down the document it starts (below the shell's top
 * bar when signed in, 0 on a page of its own). player.css fits the timer and its controls into
 * the window's height below that. Measured before the browser paints, again when the window or
 * the page above changes size. A page drawn on the server starts at 0, the stylesheet's default,
 * so hydrating it moves nothing.
 */
export function usePageTop(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const top = Math.max(0, Math.round(element.getBoundingClientRect().top + window.scrollY));
      element.style.setProperty('--page-top', `${top}px`);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
}
