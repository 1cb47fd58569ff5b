import { DEFAULT_WORKOUT_SOUND, workoutItems, type Exercise, type RoundGroupSpec, type WorkoutSound } from '@blockbeat/contracts';
import { useToastsAtTop } from '@blockbeat/shell-sdk';
import type { TimerStatus } from '@blockbeat/timer-engine';
import { useMemo, type ReactNode } from 'react';
import { useHydrated } from '../../useHydrated';
import { NO_BEATS, type PlayerBeats } from '../beat/playerBeats';
import { usePlayerPreferences } from '../hooks/usePlayerPreferences';
import { usePlayerSession, type PlayerSessionOptions } from '../hooks/usePlayerSession';
import { musicTypeOf } from '../model/musicPlan';
import { BlockStrip } from './BlockStrip';
import { CompletionScreen } from './CompletionScreen';
import { CurrentTempo } from './CurrentTempo';
import { DemoPanel, demoOnScreen } from './DemoPanel';
import { PhaseFlash, usePrefersReducedMotion } from './PhaseFlash';
import { PlaybackSettings } from './PlaybackSettings';
import { PlayerControls } from './PlayerControls';
import { TimerStage } from './TimerStage';

export interface PlayableWorkout {
  name: string;
  exercises: Exercise[];
  /** Round groups over the exercises; absent for a flat workout. */
  groups?: RoundGroupSpec[];
  /** The workout's cue profile and signals; absent: the player's defaults. */
  sound?: WorkoutSound | null;
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
  /** Under the completion screen (the shared player's feedback form). */
  afterCompletion?: ReactNode;
  /** Said to the listener under the transport, in the page's flow (the shared page's Spotify notice). */
  notice?: ReactNode;
  /** Told every engine action the controls take (a live class sends them to its followers). */
  onEngineAction?: PlayerSessionOptions['onEngineAction'];
  /** Drawn under the transport with the timer's status (the instructor's live class panel). */
  liveSlot?: (status: TimerStatus) => ReactNode;
  /** The tracks' beat grids and, for the owner, the save of a tapped tempo (the page reads them); none: no tempo shown. */
  beats?: PlayerBeats;
}

const identity = (url: string) => url;

function PlayerHead({ name, actions }: { name: string; actions?: ReactNode }) {
  return (
    <div className="player-head">
      <h2 className="player-workout-name" title={name}>
        {name}
      </h2>
      {actions}
    </div>
  );
}

/**
 * The player screen: the timer (or the completion screen), the transport, the exercise's demo, the
 * music's embeds, the settings and the block strip. Everything down to the transport fits the
 * window (player.css).
 */
export function WorkoutPlayer({ workout, resolveMusicUrl = identity, onComplete, actions, completionActions, afterCompletion, notice, onEngineAction, liveSlot, beats = NO_BEATS }: WorkoutPlayerProps) {
  const blocks = workout.exercises;
  const items = useMemo(() => workoutItems(workout.exercises, workout.groups), [workout.exercises, workout.groups]);
  const sound = workout.sound ?? DEFAULT_WORKOUT_SOUND;
  const preferences = usePlayerPreferences(sound);
  const session = usePlayerSession({ name: workout.name, items, sound, preferences, resolveMusicUrl, onComplete, onEngineAction, beats });
  const ready = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  // The controls sit at the bottom of the screen: a toast ('Playback Error') must not cover them.
  useToastsAtTop();
  const { snap, commands, timeline } = session;

  if (blocks.length === 0) {
    return (
      <div className="player">
        <PlayerHead name={workout.name} actions={actions} />
        <p className="player-card">This workout has no blocks yet.</p>
      </div>
    );
  }

  const started = snap.status === 'running' || snap.status === 'paused';
  const steadySignal = sound.flash && reducedMotion;
  return (
    <div
      ref={session.rootRef}
      className={`player phase-${snap.phase}${started ? '' : ' is-stopped'}${steadySignal ? ' is-steady-signal' : ''}`}
      data-phase={snap.phase}
    >
      {sound.flash && !reducedMotion && snap.status === 'running' && <PhaseFlash key={snap.phaseIndex} />}
      <PlayerHead name={workout.name} actions={actions} />
      {snap.status === 'done' ? (
        <>
          <CompletionScreen activeMs={session.doneMs ?? 0} blockCount={blocks.length} onPlayAgain={commands.togglePlay}>
            {completionActions}
          </CompletionScreen>
          {afterCompletion}
        </>
      ) : (
        <TimerStage snap={snap} plan={timeline} />
      )}
      <PlayerControls status={snap.status} muted={session.muted} isFullscreen={session.isFullscreen} ready={ready} commands={commands} />
      {/* After the controls: the timer and the transport still fit the window with a class running. */}
      {liveSlot?.(snap.status)}
      <CurrentTempo block={snap.block ?? timeline.blocks[0]} beats={beats} trackPositionMs={session.trackPositionMs} />
      {notice}
      <DemoPanel shown={demoOnScreen(snap, timeline)} />
      {/* After the controls: a video (YouTube's guidance) must not push them off the screen. */}
      <div className="music-mount" ref={session.musicMount} aria-label="Music and video guidance" role="region" />
      <PlaybackSettings
        preferences={preferences}
        ready={ready}
        spotify={blocks.some((b) => musicTypeOf(b) === 'spotify')}
        workoutProfile={sound.cueProfile}
        breathing={blocks.some((b) => !!b.breathing)}
        silentBlocks={blocks.some((b) => musicTypeOf(b) === null)}
      />
      <BlockStrip plan={timeline} current={started ? snap.blockIndex : null} ready={ready} onJump={commands.jump} />
    </div>
  );
}
