import { useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** Blocks are hidden before the left edge. */
  before: boolean;
  /** Blocks are hidden past the right edge. */
  after: boolean;
}

const NONE: ScrollEdges = { before: false, after: false };
// Less than this left to scroll counts as none: the last pixel is often rounded away.
const SLACK_PX = 2;

function edgesOf(list: HTMLElement): ScrollEdges {
  const left = list.scrollLeft;
  return { before: left > SLACK_PX, after: list.scrollWidth - list.clientWidth - left > SLACK_PX };
}

/**
 * The block strip's scrolling: which of its edges hide blocks (the strip fades there, so a phone
 * shows that it scrolls), and the current block brought into view whenever it changes, without
 * moving the page. `contentKey` changes when the blocks do.
 */
export function useStripScroll(listRef: RefObject<HTMLElement | null>, current: number | null, contentKey: unknown): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>(NONE);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () => {
      const next = edgesOf(list);
      setEdges((prev) => (prev.before === next.before && prev.after === next.after ? prev : next));
    };
    update();
    list.addEventListener('scroll', update, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resized?.observe(list);
    return () => {
      list.removeEventListener('scroll', update);
      resized?.disconnect();
    };
  }, [listRef, contentKey]);

  // Centred in the strip: the blocks on either side show too. Only the strip scrolls (not
  // scrollIntoView, which would move the page under someone reading the timer); player.css makes
  // it smooth unless less motion is asked for.
  useEffect(() => {
    const list = listRef.current;
    if (current === null || !list) return;
    const block = list.querySelector<HTMLElement>('[aria-current="step"]');
    if (!block) return;
    const strip = list.getBoundingClientRect();
    const box = block.getBoundingClientRect();
    const centred = list.scrollLeft + box.left + box.width / 2 - (strip.left + strip.width / 2);
    const target = Math.min(Math.max(0, centred), Math.max(0, list.scrollWidth - list.clientWidth));
    if (Math.abs(target - list.scrollLeft) > SLACK_PX) list.scrollLeft = target;
  }, [listRef, current]);

  return edges;
}
