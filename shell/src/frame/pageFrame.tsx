import { PAGE_FRAME_ATTRIBUTE } from '@blockbeat/contracts';
import { useLayoutEffect } from 'react';

const frame = () => document.querySelector(`[${PAGE_FRAME_ATTRIBUTE}]`);

/** Whether the gateway drew a picture of the first screen into this page (docs/frontend.md, "Page frame"). */
export function hasPageFrame(): boolean {
  return frame() !== null;
}

/**
 * Rendered next to a screen that may stand behind a frame (and next to its error): once it has
 * drawn, before the browser paints, the frame goes and #root (hidden by base.css while the frame
 * is there) shows in its place.
 */
export function PageFrameRelease() {
  useLayoutEffect(() => frame()?.remove(), []);
  return null;
}
