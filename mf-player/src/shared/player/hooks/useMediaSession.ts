import type { TimerStatus } from '@blockbeat/timer-engine';
import { useEffect, useRef } from 'react';

export interface MediaSessionCommands {
  play: () => void;
  pause: () => void;
  next: () => void;
  previous: () => void;
}

interface MediaSessionOptions {
  /** The block as the lock screen shows it, with its round and side. */
  title: string;
  /** The workout's name. */
  artist: string;
  status: TimerStatus;
  commands: MediaSessionCommands;
}

const ACTIONS = ['play', 'pause', 'nexttrack', 'previoustrack'] as const;

/**
 * The lock screen and headphones: the current block as the "track", the workout as the
 * "artist", and play, pause, next and previous wired to the player. Everything is cleared when the
 * player goes, so the lock screen does not offer a workout that is no longer there.
 */
export function useMediaSession({ title, artist, status, commands }: MediaSessionOptions): void {
  const latest = useRef(commands);
  useEffect(() => {
    latest.current = commands;
  });

  useEffect(() => {
    const session = mediaSession();
    if (!session) return;
    const handlers: Record<(typeof ACTIONS)[number], () => void> = {
      play: () => latest.current.play(),
      pause: () => latest.current.pause(),
      nexttrack: () => latest.current.next(),
      previoustrack: () => latest.current.previous(),
    };
    for (const action of ACTIONS) setHandler(session, action, handlers[action]);
    return () => {
      for (const action of ACTIONS) setHandler(session, action, null);
      session.metadata = null;
      session.playbackState = 'none';
    };
  }, []);

  useEffect(() => {
    const session = mediaSession();
    if (!session || typeof MediaMetadata === 'undefined') return;
    session.metadata = new MediaMetadata({ title, artist });
  }, [title, artist]);

  useEffect(() => {
    const session = mediaSession();
    if (session) session.playbackState = status === 'running' ? 'playing' : status === 'paused' ? 'paused' : 'none';
  }, [status]);
}

function mediaSession(): MediaSession | null {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null;
}

function setHandler(session: MediaSession, action: MediaSessionAction, handler: MediaSessionActionHandler | null): void {
  try {
    session.setActionHandler(action, handler);
  } catch {
    // A browser that does not know this action: the others still work.
  }
}
