import type { Exercise } from '@blockbeat/contracts';
import { blockTitle, formatClock, formatTotalTime, PHASE_LABELS, type TimerSnapshot } from '@blockbeat/timer-engine';
import { ProgressRing } from './ProgressRing';

/** What comes after the current phase: its rest, the next block, or the end. */
function nextLabel(snap: TimerSnapshot<Exercise>): string {
  const { phase, block, blockIndex, nextBlock } = snap;
  if (phase === 'work' && block && (block.restTime ?? 0) > 0) return `Next: Rest · ${formatClock((block.restTime ?? 0) * 1000)}`;
  if (nextBlock) return `Next: ${blockTitle(nextBlock, blockIndex + 1)} · ${formatClock(nextBlock.duration * 1000)}`;
  return 'Next: Finish';
}

function statusLine(status: TimerSnapshot['status']): string {
  if (status === 'paused') return 'Paused';
  return status === 'idle' ? 'Press Play or Space to start' : '';
}

/**
 * The timer: phase, countdown in its ring, the block with its notes, what comes next, and the
 * workout's totals. Laid out by player.css in one column on a portrait screen and around the
 * ring on a landscape one; the order here is the reading order.
 */
export function TimerStage({ snap }: { snap: TimerSnapshot<Exercise> }) {
  const { block, blockIndex, phase } = snap;
  const title = block ? blockTitle(block, blockIndex) : '';
  return (
    <section className="player-stage" aria-label="Timer">
      <p className="phase-label">
        <span className="phase-badge">{PHASE_LABELS[phase]}</span>
      </p>
      <ProgressRing progress={snap.phaseProgress}>
        <p className="countdown" role="timer">
          {formatClock(snap.phaseRemainingMs)}
        </p>
        <p className="status-line">{statusLine(snap.status)}</p>
      </ProgressRing>
      {phase === 'getReady' && <p className="up-first">Up first</p>}
      <h3 className="block-name">{title}</h3>
      {block?.notes && <p className="block-notes">{block.notes}</p>}
      {/* The lead-in shows its block as "Up first"; a "Next" line would only repeat it. */}
      {phase !== 'getReady' && <p className="next-up">{nextLabel(snap)}</p>}
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
      {/* Screen readers hear each new phase with its block; on screen the badge and heading say it. */}
      <p className="visually-hidden" aria-live="polite">
        {`${PHASE_LABELS[phase]}: ${title}`}
      </p>
    </section>
  );
}
