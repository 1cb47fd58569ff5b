import { DEFAULT_WORKOUT_SOUND, PLAYBACK_ERROR, type Exercise, type WorkoutSound } from '@blockbeat/contracts';
import { useToast } from '@blockbeat/shell-sdk';
import { offsetAt, statusAt, type Timeline, type TimerItem, type TimerSnapshot } from '@blockbeat/timer-engine';
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState, type RefObject } from 'react';
import { preferPlaybackAudioSession } from '../audio/audioSession';
import { BeepScheduler } from '../audio/beeps';
import type { GridOf } from '../beat/alignToBeat';
import { planClicks } from '../beat/clickTrack';
import { COUNT_VOICE_URL } from '../beat/countVoice';
import { beatCountIns } from '../beat/countIn';
import { planCrossfades } from '../beat/crossfade';
import type { PlayerBeats } from '../beat/playerBeats';
import { useGridOf } from '../beat/useGridOf';
import { usePlayerEnvironment, type PlayerEnvironment } from '../audio/environment';
import { mergeSounds, planSounds } from '../model/cueSounds';
import { musicVolume } from '../model/ducking';
import { engineActionOf, type EngineActionMove } from '../model/engineActionOf';
import { LIVE_LEAD_IN_SECONDS } from '../model/liveLeadIn';
import { musicAt } from '../model/musicPlan';
import { finishedTimeMs } from '../model/playerState';
import { mediaTitle } from '../model/stepLabels';
import type { PlaybackView } from '../playback/playbackStore';
import { PlayerStore, type PlayerCommand, type PlayerSource } from '../playback/playerStore';
import { useBlockMusic } from './useBlockMusic';
import { useCueAudio } from './useCueAudio';
import { useFullscreen } from './useFullscreen';
import { useMediaSession } from './useMediaSession';
import { usePlaybackView } from './usePlaybackView';
import type { PlayerPreferences } from './usePlayerPreferences';
import { usePlayerShortcuts } from './usePlayerShortcuts';
import { useWakeLock } from './useWakeLock';

export interface PlayerSessionOptions {
  /** The workout's name, for the lock screen. */
  name: string;
  /** The workout as played: its blocks and round groups (workoutItems). */
  items: readonly TimerItem<Exercise>[];
  /** The workout's cue profile and signals. */
  sound?: WorkoutSound | null;
  preferences: PlayerPreferences;
  /** Where a block's music URL is fetched from; a shared workout serves uploads through its share. */
  resolveMusicUrl: (url: string) => string;
  /** Called once per run that reaches the end, with the time it took (pauses excluded). */
  onComplete?: (elapsedSeconds: number) => void;
  /**
   * Told every engine action the commands take, with its clock reading (a live class sends them
   * to its followers). While set, runs use the live lead-in, not the preference.
   */
  onEngineAction?: (move: EngineActionMove, now: number) => void;
  /** The tracks' beat grids (the page reads them): changes inside continuous music go on the beat. */
  beats: PlayerBeats;
}

export interface PlayerCommands {
  togglePlay: () => void;
  next: () => void;
  previous: () => void;
  restartBlock: () => void;
  stop: () => void;
  jump: (blockIndex: number) => void;
  toggleMute: () => void;
  toggleFullscreen: () => void;
}

export interface PlayerSession {
  /** The workout's plan: its played blocks (one per round and side) and their steps. */
  timeline: Timeline<Exercise>;
  /** What the clock showed at the store's last sample: phase, block, countdown, totals. */
  snap: TimerSnapshot<Exercise>;
  /** The run's active time once it has reached the end; null before. */
  doneMs: number | null;
  muted: boolean;
  isFullscreen: boolean;
  /** The element that goes fullscreen. */
  rootRef: RefObject<HTMLDivElement | null>;
  /** Where the music embeds (YouTube's video guidance) are put. */
  musicMount: RefObject<HTMLDivElement | null>;
  commands: PlayerCommands;
  /** Where the playing block's track is now (ms from the file's start), or null while it does not play: read in a handler, never in render. */
  trackPositionMs: () => number | null;
}

/**
 * One run of a workout: a player store (the engine's state, read against the clock by its frame
 * loop and ticker) and everything that follows it (beeps and voice, the block's music, the wake
 * lock, the lock screen, the completion log, the keyboard). Components only draw `snap` and call
 * `commands`; nothing here reads the clock while rendering, so every effect keyed on the store's
 * view runs once for each change it shows.
 */
export function usePlayerSession({ name, items, sound, preferences, resolveMusicUrl, onComplete, onEngineAction, beats }: PlayerSessionOptions): PlayerSession {
  const env = usePlayerEnvironment();
  const leadInSeconds = onEngineAction ? LIVE_LEAD_IN_SECONDS : preferences.leadInSeconds;
  const clock = useCallback(() => env.now(), [env]);
  const [store] = useState(() => new PlayerStore(items, leadInSeconds, clock));
  useEffect(() => store.set(store.current, clock), [store, clock]);
  useEffect(() => store.setItems(items), [store, items]);
  useEffect(() => store.setLeadIn(leadInSeconds), [store, leadInSeconds]);
  const view = usePlaybackView(store);
  const { timeline, snap } = view;
  // In a live class too: the followers read the same stored grids through the share and align the
  // same plan with them (liveTimeline), so every change lands on the same beat on every device.
  const { grids } = beats;
  const workoutSound = sound ?? DEFAULT_WORKOUT_SOUND;
  const crossfadeMs = (workoutSound.crossfadeSeconds ?? 0) * 1000;
  const gridOf = useGridOf(grids, crossfadeMs);
  useEffect(() => store.setBeats(gridOf), [store, gridOf]);
  const send = (command: PlayerCommand) => {
    const before = store.state;
    const action = store.dispatch(command);
    const move = onEngineAction ? engineActionOf(store.items, before, action) : null;
    if (move) onEngineAction?.(move, action.now);
  };

  const [muted, setMuted] = useState(false);
  const audio = usePlayerSound({ store, view, env, preferences, workoutSound, muted, resolveMusicUrl, gridOf, crossfadeMs });
  useWakeLock(snap.status === 'running');
  const doneMs = useCompletionLog(view, onComplete);

  const rootRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(rootRef);
  // Sound may only start from a user gesture (autoplay rules): every command that plays unlocks it.
  const unlockSound = () => {
    preferPlaybackAudioSession();
    audio.beeps.unlock();
    if (preferences.clickVoice) audio.beeps.loadCountVoice(COUNT_VOICE_URL);
  };
  const commands: PlayerCommands = {
    togglePlay: () => {
      unlockSound();
      send({ type: 'togglePlay', leadInSeconds });
    },
    next: () => send({ type: 'next' }),
    previous: () => send({ type: 'previous' }),
    restartBlock: () => send({ type: 'restartBlock' }),
    stop: () => send({ type: 'stop' }),
    jump: (blockIndex) => {
      unlockSound();
      send({ type: 'jump', blockIndex, leadInSeconds });
    },
    toggleMute: () => setMuted((m) => !m),
    toggleFullscreen: fullscreen.toggle,
  };
  usePlayerShortcuts(commands);
  useMediaSession({
    title: mediaTitle(snap.block, timeline.steps[snap.blockIndex]),
    artist: name,
    status: snap.status,
    commands: {
      play: () => {
        unlockSound();
        send({ type: 'play', leadInSeconds });
      },
      pause: () => send({ type: 'pause' }),
      next: commands.next,
      previous: commands.previous,
    },
  });

  const trackPositionMs = () => {
    const { timeline: plan, timer } = store.current;
    const now = clock();
    if (statusAt(plan, timer, now) !== 'running') return null;
    return musicAt(plan, offsetAt(plan, timer, now))?.positionMs ?? null;
  };

  return { timeline, snap, doneMs, muted, isFullscreen: fullscreen.isFullscreen, rootRef, musicMount: audio.musicMount, commands, trackPositionMs };
}

interface SoundOptions {
  store: PlayerStore;
  view: PlaybackView<PlayerSource>;
  env: PlayerEnvironment;
  preferences: PlayerPreferences;
  workoutSound: WorkoutSound;
  muted: boolean;
  resolveMusicUrl: (url: string) => string;
  /** The beat grids the plan is aligned to: a beat count-in needs them, a crossfade knows from them whether it is beat-matched. */
  gridOf: GridOf | null;
  /** The workout's crossfade between two different uploads (0: they cut). */
  crossfadeMs: number;
}

/** Cues on the Web Audio clock and the block's music, ducked under them; a failing track toasts. */
function usePlayerSound({ store, view, env, preferences, workoutSound, muted, resolveMusicUrl, gridOf, crossfadeMs }: SoundOptions) {
  const { toast } = useToast();
  const [beeps] = useState(() => new BeepScheduler(env.createAudioContext));
  useEffect(() => () => beeps.close(), [beeps]);
  const { timeline } = view;
  const { cueProfile, breathSounds } = preferences;
  const { halfwayCue } = workoutSound;
  const clickBpm = preferences.clickTrack ? preferences.clickBpm : 0;
  const { clickVoice } = preferences;
  // Turned on while the sound is unlocked; otherwise the unlock (Play) loads it.
  useEffect(() => {
    if (clickVoice) beeps.loadCountVoice(COUNT_VOICE_URL);
  }, [beeps, clickVoice]);
  const countInOn = workoutSound.beatCountIn === true;
  const sounds = useMemo(() => {
    const countIns = countInOn && gridOf ? beatCountIns(timeline, gridOf) : [];
    return mergeSounds(planSounds(timeline, { profile: cueProfile, halfwayCue, breathSounds, countIns }), planClicks(timeline, clickBpm, { voice: clickVoice }));
  }, [timeline, cueProfile, halfwayCue, breathSounds, clickBpm, clickVoice, countInOn, gridOf]);
  const ducked = useCueAudio({ store, view, speech: env.speech, beeps, sounds, cueVolume: preferences.cueVolume, muted, voice: preferences.voice });

  const crossfades = useMemo(() => planCrossfades(timeline, crossfadeMs, gridOf), [timeline, crossfadeMs, gridOf]);
  const musicMount = useRef<HTMLDivElement>(null);
  const onMusicError = useCallback(() => toast({ ...PLAYBACK_ERROR, variant: 'destructive' }), [toast]);
  useBlockMusic({
    view,
    plan: timeline,
    createMusic: env.createMusic,
    volume: musicVolume(preferences.musicVolume, { muted, ducked }),
    mount: musicMount,
    resolveUrl: resolveMusicUrl,
    onError: onMusicError,
    crossfades,
  });
  return { beeps, musicMount };
}

/**
 * The active time of a run that has reached the end (null before), reported once per run: the
 * effect runs when the run's end is shown, which the store publishes from whichever comes first,
 * a frame or the ticker (a run may end while the tab is hidden).
 */
function useCompletionLog({ timeline, state, snap }: PlaybackView<PlayerSource>, onComplete?: (elapsedSeconds: number) => void): number | null {
  const doneMs = snap.status === 'done' ? finishedTimeMs(timeline, state) : null;
  const report = useEffectEvent((ms: number) => onComplete?.(Math.round(ms / 1000)));
  const run = state.timer;
  useEffect(() => {
    if (doneMs !== null) report(doneMs);
  }, [doneMs, run]);
  return doneMs;
}
