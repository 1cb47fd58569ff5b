import type { LiveClassView } from '@blockbeat/contracts';
import { formatClock, snapshotAt } from '@blockbeat/timer-engine';
import { useCallback, useMemo, useRef } from 'react';
import { usePlayerEnvironment, type PlayerEnvironment } from '../../audio/environment';
import { DemoPanel, demoOnScreen } from '../../components/DemoPanel';
import { TimerStage } from '../../components/TimerStage';
import { useFrameClock } from '../../hooks/useFrameClock';
import { useFullscreen } from '../../hooks/useFullscreen';
import { phaseBadge, stepTitle } from '../../model/stepLabels';
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
}

/**
 * A follower's screen: the instructor's log replayed through the timer engine and read at the
 * estimate of the server's clock, every frame. Late joiners and reconnects land in the right
 * block and second by construction: the position is never counted, only derived.
 */
export function FollowerPlayer({ view, clock, connection, tv, onTvChange }: FollowerPlayerProps) {
  const baseEnv = usePlayerEnvironment();
  const { serverNow } = clock;
  // A new offset is a new clock: cues are scheduled again against it.
  const env = useMemo<PlayerEnvironment>(() => ({ ...baseEnv, now: serverNow }), [baseEnv, serverNow]);
  const timeline = useMemo(() => liveTimeline(view.workout), [view.workout]);
  const timer = useMemo(() => replayActions(timeline, view.actions), [timeline, view.actions]);
  const sample = useCallback(() => {
    const s = snapshotAt(timeline, timer, env.now());
    return `${s.status}|${s.phaseIndex}|${Math.ceil(s.phaseRemainingMs / 1000)}|${Math.round(s.phaseProgress * 120)}`;
  }, [timeline, timer, env]);
  useFrameClock(timer.status === 'running', sample);
  const snap = snapshotAt(timeline, timer, env.now());
  const sound = useFollowerSound({ workout: view.workout, timeline, timer, seeks: seeksIn(view.actions), env, allowFollowerAudio: view.allowFollowerAudio });
  const rootRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(rootRef);
  const started = snap.status === 'running' || snap.status === 'paused';

  const connectionNote = connection === 'reconnecting' && (
    <p className="live-connection" role="status">
      Reconnecting…
    </p>
  );

  if (tv) {
    const step = timeline.steps[snap.blockIndex];
    const next = timeline.blocks[snap.blockIndex + 1];
    const nextStep = timeline.steps[snap.blockIndex + 1];
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
      <TimerStage snap={snap} plan={timeline} idleLine={WAITING} />
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
      <DemoPanel shown={demoOnScreen(snap, timeline)} />
      <div className="music-mount" ref={sound.musicMount} aria-label="Music" role="region" />
    </div>
  );
}
