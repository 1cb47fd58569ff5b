import { useCallback, useEffect, useState, type RefObject } from 'react';

/** The Fullscreen API on one element (the player), and whether it is fullscreen now. */
export function useFullscreen(target: RefObject<HTMLElement | null>): { isFullscreen: boolean; toggle: () => void } {
  const [isFullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [target]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
    else void target.current?.requestFullscreen?.().catch(() => undefined);
  }, [target]);
  return { isFullscreen, toggle };
}
