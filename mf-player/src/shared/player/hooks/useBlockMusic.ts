import { offsetAt, type Timeline } from '@blockbeat/timer-engine';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { PlayerEnvironment } from '../audio/environment';
import { crossfadeAt, crossfadeGains, type Crossfade } from '../beat/crossfade';
import type { MusicAdapter } from '../music/adapter';
import { musicAt } from '../model/musicPlan';
import type { PlaybackView } from '../playback/playbackStore';

interface BlockMusicOptions {
  /** The store's view: the status, the position and the seeks (they change on next, previous, restart, jump, never on pause or resume). */
  view: PlaybackView;
  /** The plan's music: the view's timeline, or one with some tracks left out (a follower's). */
  plan: Timeline;
  createMusic: PlayerEnvironment['createMusic'];
  volume: number;
  mount: RefObject<HTMLElement | null>;
  /** Where a block's URL is fetched from (a shared workout serves its uploads through the share). */
  resolveUrl: (url: string) => string;
  onError: () => void;
  /** The plan's crossfades (planCrossfades); none: every change cuts. */
  crossfades?: readonly Crossfade[];
}

interface Current {
  key: string;
  adapter: MusicAdapter;
  failed: boolean;
  playing: boolean;
}

/** The outgoing track of a crossfade under way, kept playing past the change until the fade ends. */
interface Fading extends Current {
  fade: Crossfade;
}

const NO_CROSSFADES: readonly Crossfade[] = [];

/** How often the gains of a crossfade under way are set again (an audio element has no volume ramp). */
export const CROSSFADE_STEP_MS = 50;

/**
 * Keeps the right track playing for the current block. A new key loads a new track; the same key
 * (blocks joined by rest 0 and the same URL) keeps the track going. The track pauses and resumes
 * with the timer; a seek inside the same track moves it. A track that fails is stopped and left
 * alone until the key changes; the timer never waits for music.
 *
 * At a change the plan crossfades (two different uploads), the outgoing track is not stopped: it
 * plays on, fading out while the incoming fades in, and stops when the fade ends. A pause pauses
 * both and a resume resumes both (the gains follow the plan's offset, which a pause holds); a
 * seek, a stop or the end stops the outgoing one at once, so nothing plays that should not.
 */
export function useBlockMusic({ view, plan, createMusic, volume, mount, resolveUrl, onError, crossfades = NO_CROSSFADES }: BlockMusicOptions): void {
  const current = useRef<Current | null>(null);
  const fading = useRef<Fading | null>(null);
  const volumeRef = useRef(volume);
  const onErrorRef = useRef(onError);
  const viewRef = useRef(view);
  const lastSeeks = useRef(view.seeks);
  const running = view.snap.status === 'running';
  useEffect(() => {
    onErrorRef.current = onError;
    viewRef.current = view;
  });
  // The plan's offset on the view's clock now: a fade's gains move between views.
  const offsetNow = useCallback(() => {
    const { timeline, timer, clock } = viewRef.current;
    return offsetAt(timeline, timer, clock());
  }, []);

  // On every new view: a pause or a seek comes as one at once, a block change with the frame or
  // tick that showed it.
  useEffect(() => {
    const { status, totalElapsedMs } = view.snap;
    const playing = status === 'running' || status === 'paused';
    const cue = playing ? musicAt(plan, totalElapsedMs) : null;
    const seeked = lastSeeks.current !== view.seeks;
    lastSeeks.current = view.seeks;
    if (!cue || !mount.current) {
      release(current);
      release(fading);
      return;
    }
    if (seeked) release(fading);
    let track = current.current;
    if (track?.key !== cue.key) {
      const fade = track && !track.failed && !seeked ? crossfadeAt(crossfades, track.key, cue.key, totalElapsedMs) : null;
      if (track && fade) {
        release(fading);
        fading.current = { ...track, fade };
        current.current = null;
      } else {
        release(current);
      }
      const adapter = createMusic(cue.type, { mount: mount.current });
      const created: Current = { key: cue.key, adapter, failed: false, playing: false };
      adapter.onError(() => {
        if (current.current !== created) return;
        created.failed = true;
        adapter.stop();
        onErrorRef.current();
      });
      current.current = created;
      applyVolumes(current, fading, volumeRef.current, totalElapsedMs);
      adapter.load(resolveUrl(cue.url), cue.positionMs / 1000);
      track = created;
    } else if (seeked && !track.failed) {
      track.adapter.seekTo(cue.positionMs / 1000);
    }
    if (fading.current) {
      if (totalElapsedMs >= fading.current.fade.endMs) release(fading);
      applyVolumes(current, fading, volumeRef.current, totalElapsedMs);
    }
    const shouldPlay = status === 'running';
    for (const t of [track, fading.current]) {
      if (!t || t.failed || t.playing === shouldPlay) continue;
      t.playing = shouldPlay;
      if (shouldPlay) t.adapter.play();
      else t.adapter.pause();
    }
  }, [view, plan, createMusic, mount, resolveUrl, crossfades]);

  // While a fade runs, its gains follow the clock between views; at its end the outgoing stops.
  const fades = crossfades.length > 0;
  useEffect(() => {
    if (!running || !fades) return;
    const timer = setInterval(() => {
      if (!fading.current) return;
      const offset = offsetNow();
      if (offset >= fading.current.fade.endMs) release(fading);
      applyVolumes(current, fading, volumeRef.current, offset);
    }, CROSSFADE_STEP_MS);
    return () => clearInterval(timer);
  }, [running, fades, offsetNow]);

  useEffect(() => {
    volumeRef.current = volume;
    applyVolumes(current, fading, volume, offsetNow());
  }, [volume, offsetNow]);

  useEffect(
    () => () => {
      release(current);
      release(fading);
    },
    [],
  );
}

/** Each track at the player's volume (ducked or muted as it is) times its share of a crossfade under way. */
function applyVolumes(current: RefObject<Current | null>, fading: RefObject<Fading | null>, volume: number, offsetMs: number): void {
  const outgoing = fading.current;
  const gains = outgoing ? crossfadeGains(outgoing.fade, offsetMs) : { outgoing: 0, incoming: 1 };
  if (current.current && !current.current.failed) current.current.adapter.setVolume(volume * gains.incoming);
  if (outgoing && !outgoing.failed) outgoing.adapter.setVolume(volume * gains.outgoing);
}

function release(track: RefObject<Current | null>): void {
  track.current?.adapter.stop();
  track.current = null;
}
