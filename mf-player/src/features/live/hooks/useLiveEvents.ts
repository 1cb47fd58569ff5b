import type { LiveAction, LiveClassView, LiveEvents } from '@blockbeat/contracts';
import { useEffect, useState } from 'react';
import { liveUrls } from '../api/liveApi';

export type LiveConnection = 'connecting' | 'open' | 'reconnecting';

export interface LiveClassFeed {
  view: LiveClassView | null;
  followers: number | null;
  connection: LiveConnection;
  /**
   * Goes up when the class's tracks' grids should be read again: the instructor tapped a new
   * tempo (a 'beat' event), or the stream came back after a drop (a 'beat' may have been missed).
   */
  beatsRevision: number;
}

/** Adds an action the log does not have yet (a resumed stream may repeat the last one). */
export function withAction(view: LiveClassView, action: LiveAction): LiveClassView {
  if (view.actions.some((a) => a.seq === action.seq)) return view;
  return { ...view, actions: [...view.actions, action].sort((a, b) => a.seq - b.seq) };
}

const REOPEN_AFTER_MS = 3000;

type Listener<K extends keyof LiveEvents> = (data: LiveEvents[K]) => void;

/**
 * The class's event stream (GET /api/live/{code}/events, Server-Sent Events). EventSource
 * reconnects by itself and sends Last-Event-ID, so the server resumes from the last action seen;
 * the snapshot it sends on connect replaces what we had, so after a drop the log is whole again.
 */
export function useLiveEvents(code: string, initial: LiveClassView | null, { asInstructor = false } = {}): LiveClassFeed {
  const [view, setView] = useState<LiveClassView | null>(initial);
  const [followers, setFollowers] = useState<number | null>(null);
  const [connection, setConnection] = useState<LiveConnection>('connecting');
  const [beatsRevision, setBeatsRevision] = useState(0);
  // A stream the browser gave up on (an HTTP error) is opened again from here, after a pause.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (code === '' || typeof EventSource === 'undefined') return;
    const source = new EventSource(liveUrls.events(code, asInstructor));
    let ended = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // The page read the grids when it opened; a stream back after a drop (resumed without a
    // snapshot, or opened again) may have missed a 'beat', so they are read again then.
    let dropped = attempt > 0;
    const readBeatsAgain = () => setBeatsRevision((n) => n + 1);
    const on = <K extends keyof LiveEvents>(name: K, listener: Listener<K>) =>
      source.addEventListener(name, (event) => listener(JSON.parse((event as MessageEvent<string>).data) as LiveEvents[K]));
    on('snapshot', (snapshot) => setView(snapshot));
    on('beat', readBeatsAgain);
    on('action', (action) => setView((v) => (v ? withAction(v, action) : v)));
    on('settings', ({ allowFollowerAudio }) => setView((v) => (v ? { ...v, allowFollowerAudio } : v)));
    on('followers', ({ count }) => setFollowers(count));
    on('ended', ({ endedAt }) => {
      setView((v) => (v ? { ...v, endedAt } : v));
      // The class is over: nothing more will come, so the browser must not reconnect.
      ended = true;
      source.close();
    });
    source.onopen = () => {
      setConnection('open');
      if (dropped) readBeatsAgain();
      dropped = false;
    };
    source.onerror = () => {
      if (ended) return;
      dropped = true;
      setConnection('reconnecting');
      if (source.readyState === EventSource.CLOSED) retry = setTimeout(() => setAttempt((n) => n + 1), REOPEN_AFTER_MS);
    };
    return () => {
      clearTimeout(retry);
      source.close();
    };
  }, [code, asInstructor, attempt]);
  useEffect(() => {
    if (initial) setView((v) => v ?? initial);
  }, [initial]);
  return { view, followers, connection, beatsRevision };
}
