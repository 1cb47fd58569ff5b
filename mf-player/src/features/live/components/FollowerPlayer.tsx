import type { LiveClassView } from '@blockbeat/contracts';
import { formatClock, IDLE_STATE } from '@blockbeat/timer-engine';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_WORKOUT_SOUND } from '@blockbeat/contracts';
import { usePlayerEnvironment } from '../../../shared/player/audio/environment';
import { useGridOf } from '../../../shared/player/beat/useGridOf';
import { useSharedBeats } from '../../../shared/player/beat/useSharedBeats';
import { DemoPanel, demoOnScreen } from '../../../shared/player/components/DemoPanel';
import { TimerStage } from '../../../shared/player/components/TimerStage';
import { useFullscreen } from '../../../shared/player/hooks/useFullscreen';
import { usePlaybackView } from '../../../shared/player/hooks/usePlaybackView';
import { useWakeLock } from '../../../shared/player/hooks/useWakeLock';
import { phaseBadge, stepTitle } from '../../../shared/player/model/stepLabels';
import { PlaybackStore, type PlaybackSource } from '../../../shared/player/playback/playbackStore';
import { useFollowerSound } from '../hooks/useFollowerSound';
import type { LiveConnection } from '../hooks/useLiveEvents';
import type { ServerClock } from '../hooks/useServerClock';
import { liveTimeline, replayActions, seeksIn } from '../model/followerPosition';

export const WAITING = 'Waiting for the instructor to start';

interface FollowerPlayerProps {
  view: LiveClassView;
  clock: ServerClock;
  connection: LiveConnection;
  tv: boolean;
  onTvChange: (tv: boolean) => void;
  /** useLiveEvents' `beatsRevision`: the grids are read again when it changes. */
  beatsRevision?: number;
}

/**
 * A follower's screen: the instructor's log replayed through the timer engine and read at the
 * estimate of the server's clock by a playback store, every frame. Late joiners and reconnects
 * land in the right block and second by construction: the position is never counted, only
 * derived. The screen stays on while the class runs.
 */
export function FollowerPlayer({ view, clock, connection, tv, onTvChange, beatsRevision = 0 }: FollowerPlayerProps) {
  const env = usePlayerEnvironment();
  const { serverNow } = clock;
  // The tracks' stored grids through the share: the changes land on the beats the instructor's land on.
  const beats = useSharedBeats(view.workout, beatsRevision);
  const gridOf = useGridOf(beats.grids, ((view.workout.sound ?? DEFAULT_WORKOUT_SOUND).crossfadeSeconds ?? 0) * 1000);
  const timeline = useMemo(() => liveTimeline(view.workout, gridOf), [view.workout, gridOf]);
  const source = useMemo<PlaybackSource>(() => ({ timeline, timer: replayActions(timeline, view.actions), seeks: seeksIn(view.actions) }), [timeline, view.actions]);
  // The store starts before the class's log is applied (so its first view needs no clock); the
  // log and each new action or offset reach it before the screen is painted.
  const [store] = useState(() => new PlaybackStore(serverNow, { timeline, timer: IDLE_STATE, seeks: 0 }));
  useLayoutEffect(() => store.set(source, serverNow), [store, source, serverNow]);
  const playback = usePlaybackView(store);
  const { snap } = playback;
  useWakeLock(snap.status === 'running');
  const sound = useFollowerSound({ workout: view.workout, store, view: playback, env, allowFollowerAudio: view.allowFollowerAudio, gridOf });
  const rootRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(rootRef);
  const started = snap.status === 'running' || snap.status === 'paused';
  const plan = playback.timeline;

  const connectionNote = connection === 'reconnecting' && (
    <p className="live-connection" role="status">
      Reconnecting…
    </p>
  );

  if (tv) {
    const step = plan.steps[snap.blockIndex];
    const next = plan.blocks[snap.blockIndex + 1];
    const nextStep = plan.steps[snap.blockIndex + 1];
    return (
      <div ref={rootRef} className={`live-tv phase-${snap.phase}`} data-testid="live-tv">
        <p className="live-tv-phase">{phaseBadge(snap)}</p>
        <p className="live-tv-countdown" role="timer">
          {formatClock(snap.phaseRemainingMs)}
        </p>
        <h2 className="live-tv-block">{snap.block && step ? stepTitle(snap.block, step) : view.workout.name}</h2>
        <p className="live-tv-next">{next && nextStep ? `Next: ${stepTitle(next, nextStep)}` : 'Next: Finish'}</p>
        {snap.status === 'paused' && <p className="live-tv-status">Paused</p>}
        {connectionNote}
        <button type="button" className="btn btn-ghost live-tv-fullscreen" onClick={fullscreen.toggle}>
          Fullscreen
        </button>
      </div>
    );
  }

  return (
    <div ref={rootRef} className={`player live-follower phase-${snap.phase}${started ? '' : ' is-stopped'}`} data-phase={snap.phase}>
      <div className="player-head">
        <h2 className="player-workout-name" title={view.workout.name}>
          {view.workout.name}
        </h2>
        <button type="button" className="btn btn-ghost" onClick={() => onTvChange(true)}>
          TV layout
        </button>
      </div>
      {connectionNote}
      <TimerStage snap={snap} plan={plan} idleLine={WAITING} />
      <div className="player-controls" role="group" aria-label="Sound">
        {sound.enabled ? (
          <button type="button" className="btn btn-ghost" onClick={sound.toggleMute} aria-pressed={sound.muted}>
            Mute
          </button>
        ) : (
          <button type="button" className="btn btn-primary" onClick={sound.enable}>
            Enable sound
          </button>
        )}
      </div>
      <DemoPanel shown={demoOnScreen(snap, plan)} />
      <div className="music-mount" ref={sound.musicMount} aria-label="Music" role="region" />
    </div>
  );
}
