import { useEffect, useSyncExternalStore } from 'react';
import type { PlaybackSource, PlaybackStore, PlaybackView } from '../playback/playbackStore';

/** The store's view to render, with its frame loop and ticker running while this is mounted. */
export function usePlaybackView<S extends PlaybackSource>(store: PlaybackStore<S>): PlaybackView<S> {
  useEffect(() => store.connect(), [store]);
  // The server draws the store's first view too: a stopped run, the same on both sides.
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
