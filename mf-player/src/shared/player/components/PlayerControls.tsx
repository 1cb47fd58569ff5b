import type { TimerStatus } from '@blockbeat/timer-engine';
import type { PlayerCommands } from '../hooks/usePlayerSession';
import { ControlIcon } from './icons';

interface PlayerControlsProps {
  status: TimerStatus;
  muted: boolean;
  isFullscreen: boolean;
  /** False until the page's code runs: a button drawn on the server does nothing before that. */
  ready: boolean;
  commands: PlayerCommands;
}

/** The transport: big play/pause in the middle, each with its keyboard shortcut announced. */
export function PlayerControls({ status, muted, isFullscreen, ready, commands }: PlayerControlsProps) {
  const playing = status === 'running';
  const started = ready && (status === 'running' || status === 'paused');
  return (
    <div className="player-controls" role="group" aria-label="Playback controls">
      <button type="button" className="control" onClick={commands.restartBlock} disabled={!started} aria-label="Restart block">
        <ControlIcon name="restart" />
      </button>
      <button type="button" className="control" onClick={commands.previous} disabled={!started} aria-label="Previous block" aria-keyshortcuts="ArrowLeft">
        <ControlIcon name="previous" />
      </button>
      <button
        type="button"
        className="control control-main"
        onClick={commands.togglePlay}
        disabled={!ready}
        aria-label={playing ? 'Pause' : 'Play'}
        aria-keyshortcuts="Space"
      >
        <ControlIcon name={playing ? 'pause' : 'play'} />
      </button>
      <button type="button" className="control" onClick={commands.next} disabled={!started} aria-label="Next block" aria-keyshortcuts="ArrowRight">
        <ControlIcon name="next" />
      </button>
      <button type="button" className="control" onClick={commands.stop} disabled={!ready || status === 'idle'} aria-label="Stop">
        <ControlIcon name="stop" />
      </button>
      <button type="button" className="control" onClick={commands.toggleMute} disabled={!ready} aria-pressed={muted} aria-label="Mute" aria-keyshortcuts="M">
        <ControlIcon name={muted ? 'muted' : 'volume'} />
      </button>
      <button
        type="button"
        className="control"
        onClick={commands.toggleFullscreen}
        disabled={!ready}
        aria-pressed={isFullscreen}
        aria-label="Fullscreen"
        aria-keyshortcuts="F"
      >
        <ControlIcon name="fullscreen" />
      </button>
    </div>
  );
}
