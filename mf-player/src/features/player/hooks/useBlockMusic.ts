import { offsetAt, statusAt, type Timeline, type TimerState } from '@blockbeat/timer-engine';
import { useEffect, useRef, type RefObject } from 'react';
import type { PlayerEnvironment } from '../audio/environment';
import type { MusicAdapter } from '../music/adapter';
import { musicAt } from '../model/musicPlan';
import { useTicker } from './useTicker';

interface BlockMusicOptions {
  timeline: Timeline;
  timer: TimerState;
  /** Changes on every seek (next, previous, restart, jump), never on pause or resume. */
  seeks: number;
  env: PlayerEnvironment;
  volume: number;
  mount: RefObject<HTMLElement | null>;
  /** Where a block's URL is fetched from (a shared workout serves its uploads through the share). */
  resolveUrl: (url: string) => string;
  onError: () => void;
}

interface Current {
  key: string;
  adapter: MusicAdapter;
  failed: boolean;
  playing: boolean;
}

/**
 * Keeps the right track playing for the current block. A new key loads a new track; the same key
 * (blocks joined by rest 0 and the same URL) keeps the track going. The track pauses and resumes
 * with the timer; a seek inside the same track moves it. A track that fails is stopped and left
 * alone until the key changes; the timer never waits for music.
 */
export function useBlockMusic({ timeline, timer, seeks, env, volume, mount, resolveUrl, onError }: BlockMusicOptions): void {
  const current = useRef<Current | null>(null);
  const volumeRef = useRef(volume);
  const onErrorRef = useRef(onError);
  const lastSeeks = useRef(seeks);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  const sync = () => {
    const now = env.now();
    const status = statusAt(timeline, timer, now);
    const playing = status === 'running' || status === 'paused';
    const cue = playing ? musicAt(timeline, offsetAt(timeline, timer, now)) : null;
    const seeked = lastSeeks.current !== seeks;
    lastSeeks.current = seeks;
    if (!cue || !mount.current) {
      release(current);
      return;
    }
    let track = current.current;
    if (track?.key !== cue.key) {
      release(current);
      const adapter = env.createMusic(cue.type, { mount: mount.current });
      const created: Current = { key: cue.key, adapter, failed: false, playing: false };
      adapter.onError(() => {
        if (current.current !== created) return;
        created.failed = true;
        adapter.stop();
        onErrorRef.current();
      });
      adapter.setVolume(volumeRef.current);
      adapter.load(resolveUrl(cue.url), cue.positionMs / 1000);
      current.current = created;
      track = created;
    } else if (seeked && !track.failed) {
      track.adapter.seekTo(cue.positionMs / 1000);
    }
    const shouldPlay = status === 'running';
    if (track.failed || track.playing === shouldPlay) return;
    track.playing = shouldPlay;
    if (shouldPlay) track.adapter.play();
    else track.adapter.pause();
  };
  const syncRef = useRef(sync);
  useEffect(() => {
    syncRef.current = sync;
  });

  // At once on every engine change (a pause or seek must not wait for a tick), then on the ticker
  // for the block changes that come with time.
  useEffect(() => syncRef.current(), [timer, seeks, timeline]);
  useTicker(timer.status === 'running', () => syncRef.current());

  useEffect(() => {
    volumeRef.current = volume;
    const track = current.current;
    if (track && !track.failed) track.adapter.setVolume(volume);
  }, [volume]);

  useEffect(() => () => release(current), []);
}

function release(current: RefObject<Current | null>): void {
  current.current?.adapter.stop();
  current.current = null;
}
