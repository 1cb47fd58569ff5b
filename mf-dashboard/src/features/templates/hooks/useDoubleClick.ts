import { useCallback, useRef, type MouseEvent } from 'react';
import { createDoubleClickDetector } from '../model/doubleClick';

/** Clicks on these belong to the control, not to the card around it. */
const INTERACTIVE = 'button, a, input, select, textarea, [role="button"], [role="menuitem"]';

/** A click handler that calls `onDoubleClick` for a double-click anywhere but on a control. */
export function useDoubleClick(onDoubleClick: () => void): (event: MouseEvent<HTMLElement>) => void {
  const detector = useRef<ReturnType<typeof createDoubleClickDetector> | null>(null);
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
      detector.current ??= createDoubleClickDetector();
      if (detector.current({ time: performance.now(), x: event.clientX, y: event.clientY })) onDoubleClick();
    },
    [onDoubleClick],
  );
}
