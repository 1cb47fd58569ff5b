import { DEFAULT_WORKOUT_SOUND, PLAYBACK_ERROR, type Exercise, type WorkoutSound } from '@blockbeat/contracts';
import { useToast } from '@blockbeat/shell-sdk';
import { snapshotAt, statusAt, type Timeline, type TimerItem, type TimerSnapshot, type TimerState } from '@blockbeat/timer-engine';
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type RefObject } from 'react';
import { preferPlaybackAudioSession } from '../audio/audioSession';
import { BeepScheduler } from '../audio/beeps';
import { usePlayerEnvironment, type PlayerEnvironment } from '../audio/environment';
import { planSounds } from '../model/cueSounds';
import { musicVolume } from '../model/ducking';
import { engineActionOf, type EngineActionMove } from '../model/engineActionOf';
import { LIVE_LEAD_IN_SECONDS } from '../model/liveLeadIn';
import { activeTimeMs, initialPlayerState, reducePlayer, timelineOf, type PlayerAction, type PlayerState } from '../model/playerState';
import { mediaTitle } from '../model/stepLabels';
import { useBlockMusic } from './useBlockMusic';
import { useCueAudio } from './useCueAudio';
import { useFrameClock } from './useFrameClock';
import { useFullscreen } from './useFullscreen';
import { useMediaSession } from './useMediaSession';
import type { PlayerPreferences } from './usePlayerPreferences';
import { usePlayerShortcuts } from './usePlayerShortcuts';
import { useTicker } from './useTicker';
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
  /** What the clock says now: phase, block, countdown, totals. */
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
}

/**
 * One run of a workout: the engine's state, the clock it is read against, and everything that
 * follows the clock (beeps and voice, the block's music, the wake lock, the completion log, the
 * keyboard). Components only draw `snap` and call `commands`.
 */
export function usePlayerSession({ name, items, sound, preferences, resolveMusicUrl, onComplete, onEngineAction }: PlayerSessionOptions): PlayerSession {
  const env = usePlayerEnvironment();
  const leadInSeconds = onEngineAction ? LIVE_LEAD_IN_SECONDS : preferences.leadInSeconds;
  const [state, apply] = useReducer((s: PlayerState, a: PlayerAction) => reducePlayer(items, s, a), leadInSeconds, initialPlayerState);
  const dispatch = (action: PlayerAction) => {
    const move = onEngineAction ? engineActionOf(items, state, action) : null;
    apply(action);
    if (move && action.type !== 'setLeadIn') onEngineAction?.(move, action.now);
  };
  useEffect(() => apply({ type: 'setLeadIn', leadInSeconds }), [leadInSeconds]);
  const runLeadIn = state.leadInSeconds;
  const timeline = useMemo(() => timelineOf(items, { leadInSeconds: runLeadIn }), [items, runLeadIn]);
  const { timer } = state;

  useRedrawWhileRunning(timeline, timer, env);
  // Reading the clock while rendering is the point: what shows is derived from it, never counted.
  const now = env.now();
  const snap = snapshotAt(timeline, timer, now);

  const [muted, setMuted] = useState(false);
  const audio = usePlayerSound({ timeline, state, env, preferences, workoutSound: sound ?? DEFAULT_WORKOUT_SOUND, muted, resolveMusicUrl });
  useWakeLock(snap.status === 'running');
  const doneMs = useCompletionLog({ timeline, state, env, now, onComplete });

  const rootRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(rootRef);
  const at = () => env.now();
  // Sound may only start from a user gesture (autoplay rules): every command that plays unlocks it.
  const unlockSound = () => {
    preferPlaybackAudioSession();
    audio.beeps.unlock();
  };
  const commands: PlayerCommands = {
    togglePlay: () => {
      unlockSound();
      dispatch({ type: 'togglePlay', now: at(), leadInSeconds });
    },
    next: () => dispatch({ type: 'next', now: at() }),
    previous: () => dispatch({ type: 'previous', now: at() }),
    restartBlock: () => dispatch({ type: 'restartBlock', now: at() }),
    stop: () => dispatch({ type: 'stop', now: at() }),
    jump: (blockIndex) => {
      unlockSound();
      dispatch({ type: 'jump', now: at(), blockIndex, leadInSeconds });
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
        dispatch({ type: 'play', now: at(), leadInSeconds });
      },
      pause: () => dispatch({ type: 'pause', now: at() }),
      next: commands.next,
      previous: commands.previous,
    },
  });

  return { timeline, snap, doneMs, muted, isFullscreen: fullscreen.isFullscreen, rootRef, musicMount: audio.musicMount, commands };
}

/**
 * Re-renders on animation frames while running, only when what is shown changes: the seconds, a
 * step of the ring, and during a breath-paced hold the breathing guide's size, so the guide is
 * drawn from the timer's own snapshot every frame it changes.
 */
function useRedrawWhileRunning(timeline: Timeline, timer: TimerState, env: PlayerEnvironment): void {
  const sample = useCallback(() => {
    const s = snapshotAt(timeline, timer, env.now());
    const breath = s.breath ? `|${s.breath.part}|${Math.round(s.breath.guideScale * 200)}` : '';
    return `${s.status}|${s.phaseIndex}|${Math.ceil(s.phaseRemainingMs / 1000)}|${Math.floor(s.totalElapsedMs / 1000)}|${Math.round(s.phaseProgress * 120)}${breath}`;
  }, [timeline, timer, env]);
  useFrameClock(timer.status === 'running', sample);
}

interface SoundOptions {
  timeline: Timeline<Exercise>;
  state: PlayerState;
  env: PlayerEnvironment;
  preferences: PlayerPreferences;
  workoutSound: WorkoutSound;
  muted: boolean;
  resolveMusicUrl: (url: string) => string;
}

/** Cues on the Web Audio clock and the block's music, ducked under them; a failing track toasts. */
function usePlayerSound({ timeline, state, env, preferences, workoutSound, muted, resolveMusicUrl }: SoundOptions) {
  const { toast } = useToast();
  const [beeps] = useState(() => new BeepScheduler(env.createAudioContext));
  useEffect(() => () => beeps.close(), [beeps]);
  const { timer } = state;
  const { cueProfile, breathSounds } = preferences;
  const { halfwayCue } = workoutSound;
  const sounds = useMemo(() => planSounds(timeline, { profile: cueProfile, halfwayCue, breathSounds }), [timeline, cueProfile, halfwayCue, breathSounds]);
  const ducked = useCueAudio({ timeline, timer, env, beeps, sounds, cueVolume: preferences.cueVolume, muted, voice: preferences.voice });

  const musicMount = useRef<HTMLDivElement>(null);
  const onMusicError = useCallback(() => toast({ ...PLAYBACK_ERROR, variant: 'destructive' }), [toast]);
  useBlockMusic({
    timeline,
    timer,
    seeks: state.seeks,
    env,
    volume: musicVolume(preferences.musicVolume, { muted, ducked }),
    mount: musicMount,
    resolveUrl: resolveMusicUrl,
    onError: onMusicError,
  });
  return { beeps, musicMount };
}

interface CompletionOptions {
  timeline: Timeline;
  state: PlayerState;
  env: PlayerEnvironment;
  now: number;
  onComplete?: (elapsedSeconds: number) => void;
}

/**
 * The active time of a run that has reached the end (null before), reported once per run. The
 * end may come while the tab is hidden (no frames): the ticker notices it and draws it, then
 * stops (it used to draw the finished run every tick for as long as the screen stayed open). The
 * report is made in the commit that draws "Workout complete!".
 */
function useCompletionLog({ timeline, state, env, now, onComplete }: CompletionOptions): number | null {
  const { timer } = state;
  const [, forceRender] = useReducer((n: number) => n + 1, 0);
  const done = statusAt(timeline, timer, now) === 'done';
  useTicker(timer.status === 'running' && !done, () => {
    if (statusAt(timeline, timer, env.now()) === 'done') forceRender();
  });
  const loggedRun = useRef<unknown>(null);
  const doneMs = done ? activeTimeMs(timeline, state, now) : null;
  // After every commit, not on changed dependencies: with the dependencies [doneMs, timer,
  // onComplete] the effect was seen not to run in the commit that drew the end (e2e, 1 run in 5
  // after the clock jumped to the end), and the completion was never sent. The ref keeps it once.
  useLayoutEffect(() => {
    if (doneMs === null || loggedRun.current === timer) return;
    loggedRun.current = timer;
    onComplete?.(Math.round(doneMs / 1000));
  });
  return doneMs;
}
