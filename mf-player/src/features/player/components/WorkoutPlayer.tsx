import type { Exercise } from '@blockbeat/contracts';
import { useToast } from '@blockbeat/shell-sdk';
import {
  blockTitle,
  DEFAULT_LEAD_IN_SECONDS,
  formatClock,
  formatTotalTime,
  PHASE_LABELS,
  snapshotAt,
  statusAt,
  type TimerSnapshot,
} from '@blockbeat/timer-engine';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { BeepScheduler } from '../audio/beeps';
import { usePlayerEnvironment } from '../audio/environment';
import { useBlockMusic } from '../hooks/useBlockMusic';
import { useCueAudio } from '../hooks/useCueAudio';
import { useFrameClock } from '../hooks/useFrameClock';
import { useFullscreen } from '../hooks/useFullscreen';
import { usePlayerShortcuts } from '../hooks/usePlayerShortcuts';
import { useStoredFlag, useStoredVolume } from '../hooks/useStoredPreference';
import { useTicker } from '../hooks/useTicker';
import { useWakeLock } from '../hooks/useWakeLock';
import { musicVolume } from '../model/ducking';
import { activeTimeMs, initialPlayerState, reducePlayer, timelineOf, type PlayerAction } from '../model/playerState';
import { BlockStrip } from './BlockStrip';
import { CompletionScreen } from './CompletionScreen';
import { PlaybackSettings } from './PlaybackSettings';
import { PlayerControls } from './PlayerControls';
import { ProgressRing } from './ProgressRing';

export const PREFERENCE_KEYS = {
  leadIn: 'blockbeat-player-lead-in',
  voice: 'blockbeat-player-voice',
  musicVolume: 'blockbeat-player-music-volume',
  cueVolume: 'blockbeat-player-cue-volume',
} as const;

export const PLAYBACK_ERROR = { title: 'Playback Error', description: 'Unable to play this track. Please check the URL and try again.' } as const;

export interface PlayableWorkout {
  name: string;
  exercises: Exercise[];
}

interface WorkoutPlayerProps {
  workout: PlayableWorkout;
  /** Where a block's music URL is fetched from; a shared workout serves uploads through its share. */
  resolveMusicUrl?: (url: string) => string;
  /** Called once per run that reaches the end, with the time it took (pauses excluded). */
  onComplete?: (elapsedSeconds: number) => void;
  /** Shown next to the workout name (e.g. "Save to my library"). */
  actions?: ReactNode;
  /** Extra buttons on the completion screen. */
  completionActions?: ReactNode;
}

const identity = (url: string) => url;

/** What comes after the current phase: its rest, the next block, or the end. */
function nextLabel(snap: TimerSnapshot<Exercise>): string {
  const { phase, block, blockIndex, nextBlock } = snap;
  if (phase === 'work' && block && (block.restTime ?? 0) > 0) return `Next: Rest · ${formatClock((block.restTime ?? 0) * 1000)}`;
  if (nextBlock) return `Next: ${blockTitle(nextBlock, blockIndex + 1)} · ${formatClock(nextBlock.duration * 1000)}`;
  return 'Next: Finish';
}

export function WorkoutPlayer({ workout, resolveMusicUrl = identity, onComplete, actions, completionActions }: WorkoutPlayerProps) {
  const env = usePlayerEnvironment();
  const { toast } = useToast();
  const blocks = workout.exercises;
  const [leadIn, setLeadIn] = useStoredFlag(PREFERENCE_KEYS.leadIn, true);
  const [voice, setVoice] = useStoredFlag(PREFERENCE_KEYS.voice, false);
  const [musicLevel, setMusicLevel] = useStoredVolume(PREFERENCE_KEYS.musicVolume, 0.8);
  const [cueLevel, setCueLevel] = useStoredVolume(PREFERENCE_KEYS.cueVolume, 1);
  const [muted, setMuted] = useState(false);
  const leadInSeconds = leadIn ? DEFAULT_LEAD_IN_SECONDS : 0;

  const [state, dispatch] = useReducer((s: ReturnType<typeof initialPlayerState>, a: PlayerAction) => reducePlayer(blocks, s, a), leadInSeconds, initialPlayerState);
  useEffect(() => dispatch({ type: 'setLeadIn', leadInSeconds }), [leadInSeconds]);
  const runLeadIn = state.leadInSeconds;
  const timeline = useMemo(() => timelineOf(blocks, { leadInSeconds: runLeadIn }), [blocks, runLeadIn]);
  const { timer } = state;

  const sample = useCallback(() => {
    const s = snapshotAt(timeline, timer, env.now());
    return `${s.status}|${s.phaseIndex}|${Math.ceil(s.phaseRemainingMs / 1000)}|${Math.floor(s.totalElapsedMs / 1000)}|${Math.round(s.phaseProgress * 120)}`;
  }, [timeline, timer, env]);
  useFrameClock(timer.status === 'running', sample);

  // Reading the clock while rendering is the point: what shows is derived from it, never counted.
  const now = env.now();
  const snap = snapshotAt(timeline, timer, now);

  const [beeps] = useState(() => new BeepScheduler(env.createAudioContext));
  useEffect(() => () => beeps.close(), [beeps]);
  const ducked = useCueAudio({ timeline, timer, env, beeps, cueVolume: cueLevel, muted, voice });

  const musicMount = useRef<HTMLDivElement>(null);
  const onMusicError = useCallback(() => toast({ ...PLAYBACK_ERROR, variant: 'destructive' }), [toast]);
  useBlockMusic({
    timeline,
    timer,
    seeks: state.seeks,
    env,
    volume: musicVolume(musicLevel, { muted, ducked }),
    mount: musicMount,
    resolveUrl: resolveMusicUrl,
    onError: onMusicError,
  });

  useWakeLock(snap.status === 'running');

  // The end may come while the tab is hidden (no frames): the ticker notices it and logs it.
  const [, forceRender] = useReducer((n: number) => n + 1, 0);
  useTicker(timer.status === 'running', () => {
    if (statusAt(timeline, timer, env.now()) === 'done') forceRender();
  });
  const loggedRun = useRef<unknown>(null);
  const doneMs = snap.status === 'done' ? activeTimeMs(timeline, state, now) : null;
  useEffect(() => {
    if (doneMs === null || loggedRun.current === timer) return;
    loggedRun.current = timer;
    onComplete?.(Math.round(doneMs / 1000));
  }, [doneMs, timer, onComplete]);

  const rootRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(rootRef);
  const at = () => env.now();
  const togglePlay = () => {
    beeps.unlock();
    dispatch({ type: 'togglePlay', now: at(), leadInSeconds });
  };
  const controls = {
    togglePlay,
    next: () => dispatch({ type: 'next', now: at() }),
    previous: () => dispatch({ type: 'previous', now: at() }),
    toggleMute: () => setMuted((m) => !m),
    toggleFullscreen: fullscreen.toggle,
  };
  usePlayerShortcuts(controls);

  const started = snap.status === 'running' || snap.status === 'paused';
  const block = snap.block;
  const statusLine = snap.status === 'paused' ? 'Paused' : snap.status === 'idle' ? 'Press Play or Space to start' : '';

  if (blocks.length === 0) {
    return (
      <div className="player">
        <div className="player-head">
          <h2 className="player-workout-name">{workout.name}</h2>
          {actions}
        </div>
        <p className="player-card">This workout has no blocks yet.</p>
      </div>
    );
  }

  return (
    <div ref={rootRef} className={`player phase-${snap.phase}${started ? '' : ' is-stopped'}`} data-phase={snap.phase}>
      <div className="player-head">
        <h2 className="player-workout-name">{workout.name}</h2>
        {actions}
      </div>
      {snap.status === 'done' ? (
        <CompletionScreen activeMs={doneMs ?? 0} blockCount={blocks.length} onPlayAgain={togglePlay}>
          {completionActions}
        </CompletionScreen>
      ) : (
        <section className="player-stage" aria-label="Timer">
          <p className="phase-label" aria-live="polite">
            <span className="phase-badge">{PHASE_LABELS[snap.phase]}</span>
            <span className="visually-hidden">: {block ? blockTitle(block, snap.blockIndex) : ''}</span>
          </p>
          <ProgressRing progress={snap.phaseProgress}>
            <p className="countdown" role="timer">
              {formatClock(snap.phaseRemainingMs)}
            </p>
            <p className="status-line">{statusLine}</p>
          </ProgressRing>
          {snap.phase === 'getReady' && <p className="up-first">Up first</p>}
          <h3 className="block-name">{block ? blockTitle(block, snap.blockIndex) : ''}</h3>
          {block?.notes && <p className="block-notes">{block.notes}</p>}
          {/* The lead-in shows its block as "Up first"; a "Next" line would only repeat it. */}
          {snap.phase !== 'getReady' && <p className="next-up">{nextLabel(snap)}</p>}
          <dl className="totals">
            <div>
              <dt>Elapsed</dt>
              <dd data-testid="elapsed">{formatTotalTime(snap.totalElapsedMs)}</dd>
            </div>
            <div>
              <dt>Remaining</dt>
              <dd data-testid="remaining">{formatTotalTime(snap.totalRemainingMs, 'up')}</dd>
            </div>
          </dl>
        </section>
      )}
      <div className="music-mount" ref={musicMount} aria-label="Music and video guidance" role="region" />
      <PlayerControls
        status={snap.status}
        muted={muted}
        isFullscreen={fullscreen.isFullscreen}
        onTogglePlay={togglePlay}
        onPrevious={controls.previous}
        onNext={controls.next}
        onRestartBlock={() => dispatch({ type: 'restartBlock', now: at() })}
        onStop={() => dispatch({ type: 'stop', now: at() })}
        onToggleMute={controls.toggleMute}
        onToggleFullscreen={fullscreen.toggle}
      />
      <PlaybackSettings
        leadIn={leadIn}
        voice={voice}
        musicVolume={musicLevel}
        cueVolume={cueLevel}
        onLeadIn={setLeadIn}
        onVoice={setVoice}
        onMusicVolume={setMusicLevel}
        onCueVolume={setCueLevel}
      />
      <BlockStrip
        blocks={blocks}
        current={started ? snap.blockIndex : null}
        onJump={(blockIndex) => {
          beeps.unlock();
          dispatch({ type: 'jump', now: at(), blockIndex, leadInSeconds });
        }}
      />
    </div>
  );
}
