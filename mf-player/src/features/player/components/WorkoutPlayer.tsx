import type { Exercise } from '@blockbeat/contracts';
import { useToastsAtTop } from '@blockbeat/shell-sdk';
import type { ReactNode } from 'react';
import { useHydrated } from '../../../shared/useHydrated';
import { usePlayerPreferences } from '../hooks/usePlayerPreferences';
import { usePlayerSession } from '../hooks/usePlayerSession';
import { BlockStrip } from './BlockStrip';
import { CompletionScreen } from './CompletionScreen';
import { PlaybackSettings } from './PlaybackSettings';
import { PlayerControls } from './PlayerControls';
import { TimerStage } from './TimerStage';

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
 * The player screen: the timer (or the completion screen), the transport, the music's embeds, the
 * settings and the block strip. Everything down to the transport fits the window (player.css).
 */
export function WorkoutPlayer({ workout, resolveMusicUrl = identity, onComplete, actions, completionActions }: WorkoutPlayerProps) {
  const blocks = workout.exercises;
  const preferences = usePlayerPreferences();
  const session = usePlayerSession({ blocks, preferences, resolveMusicUrl, onComplete });
  const ready = useHydrated();
  // The controls sit at the bottom of the screen: a toast ('Playback Error') must not cover them.
  useToastsAtTop();
  const { snap, commands } = session;

  if (blocks.length === 0) {
    return (
      <div className="player">
        <PlayerHead name={workout.name} actions={actions} />
        <p className="player-card">This workout has no blocks yet.</p>
      </div>
    );
  }

  const started = snap.status === 'running' || snap.status === 'paused';
  return (
    <div ref={session.rootRef} className={`player phase-${snap.phase}${started ? '' : ' is-stopped'}`} data-phase={snap.phase}>
      <PlayerHead name={workout.name} actions={actions} />
      {snap.status === 'done' ? (
        <CompletionScreen activeMs={session.doneMs ?? 0} blockCount={blocks.length} onPlayAgain={commands.togglePlay}>
          {completionActions}
        </CompletionScreen>
      ) : (
        <TimerStage snap={snap} />
      )}
      <PlayerControls status={snap.status} muted={session.muted} isFullscreen={session.isFullscreen} ready={ready} commands={commands} />
      {/* After the controls: a video (YouTube's guidance) must not push them off the screen. */}
      <div className="music-mount" ref={session.musicMount} aria-label="Music and video guidance" role="region" />
      <PlaybackSettings preferences={preferences} ready={ready} />
      <BlockStrip blocks={blocks} current={started ? snap.blockIndex : null} ready={ready} onJump={commands.jump} />
    </div>
  );
}
