import { useEffect, useRef } from 'react';

export interface PlayerShortcuts {
  togglePlay: () => void;
  next: () => void;
  previous: () => void;
  toggleMute: () => void;
  toggleFullscreen: () => void;
}

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Space play/pause, → next, ← previous, M mute, F fullscreen. Keys typed into a field (a volume
 * slider's arrows) stay with the field, and Space on a focused button presses that button.
 */
export function usePlayerShortcuts(shortcuts: PlayerShortcuts): void {
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || isEditable(e.target)) return;
      const s = latest.current;
      const target = e.target instanceof HTMLElement ? e.target : null;
      switch (e.key) {
        case ' ':
          if (target?.closest('button, a, [role="button"]')) return;
          s.togglePlay();
          break;
        case 'ArrowRight':
          s.next();
          break;
        case 'ArrowLeft':
          s.previous();
          break;
        case 'm':
        case 'M':
          s.toggleMute();
          break;
        case 'f':
        case 'F':
          s.toggleFullscreen();
          break;
        default:
          return;
      }
      e.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
