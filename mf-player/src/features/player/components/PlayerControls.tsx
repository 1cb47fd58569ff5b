import type { TimerStatus } from '@blockbeat/timer-engine';
import { ControlIcon } from './icons';

interface PlayerControlsProps {
  status: TimerStatus;
  muted: boolean;
  isFullscreen: boolean;
  onTogglePlay: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onRestartBlock: () => void;
  onStop: () => void;
  onToggleMute: () => void;
  onToggleFullscreen: () => void;
}

/** The transport: big play/pause in the middle, each with its keyboard shortcut announced. */
export function PlayerControls(p: PlayerControlsProps) {
  const playing = p.status === 'running';
  const started = p.status === 'running' || p.status === 'paused';
  return (
    <div className="player-controls" role="group" aria-label="Playback controls">
      <button type="button" className="control" onClick={p.onRestartBlock} disabled={!started} aria-label="Restart block">
        <ControlIcon name="restart" />
      </button>
      <button type="button" className="control" onClick={p.onPrevious} disabled={!started} aria-label="Previous block" aria-keyshortcuts="ArrowLeft">
        <ControlIcon name="previous" />
      </button>
      <button type="button" className="control control-main" onClick={p.onTogglePlay} aria-label={playing ? 'Pause' : 'Play'} aria-keyshortcuts="Space">
        <ControlIcon name={playing ? 'pause' : 'play'} />
      </button>
      <button type="button" className="control" onClick={p.onNext} disabled={!started} aria-label="Next block" aria-keyshortcuts="ArrowRight">
        <ControlIcon name="next" />
      </button>
      <button type="button" className="control" onClick={p.onStop} disabled={p.status === 'idle'} aria-label="Stop">
        <ControlIcon name="stop" />
      </button>
      <button type="button" className="control" onClick={p.onToggleMute} aria-pressed={p.muted} aria-label="Mute" aria-keyshortcuts="M">
        <ControlIcon name={p.muted ? 'muted' : 'volume'} />
      </button>
      <button type="button" className="control" onClick={p.onToggleFullscreen} aria-pressed={p.isFullscreen} aria-label="Fullscreen" aria-keyshortcuts="F">
        <ControlIcon name="fullscreen" />
      </button>
    </div>
  );
}
