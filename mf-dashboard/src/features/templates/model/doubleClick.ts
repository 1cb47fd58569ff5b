/** docs/product.md#dashboard, #numbers-and-limits: a double-click is two clicks within 500 ms and less than 10 px apart. */
export const DOUBLE_CLICK_MS = 500;
export const DOUBLE_CLICK_DISTANCE_PX = 10;

export interface ClickPoint {
  /** Milliseconds on any monotonic clock. */
  time: number;
  x: number;
  y: number;
}

export function isDoubleClick(first: ClickPoint, second: ClickPoint): boolean {
  const elapsed = second.time - first.time;
  const distance = Math.hypot(second.x - first.x, second.y - first.y);
  return elapsed >= 0 && elapsed <= DOUBLE_CLICK_MS && distance < DOUBLE_CLICK_DISTANCE_PX;
}

/**
 * Feed it every click; it answers true for the click that completes a double-click. That click
 * does not also start the next pair, so three quick clicks make one double-click.
 */
export function createDoubleClickDetector(): (click: ClickPoint) => boolean {
  let previous: ClickPoint | null = null;
  return (click) => {
    if (previous && isDoubleClick(previous, click)) {
      previous = null;
      return true;
    }
    previous = click;
    return false;
  };
}
