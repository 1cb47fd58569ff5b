import type { Exercise } from '@blockbeat/contracts';
import { formatClock, formatTotalTime, REST_KIND_LABELS, type Timeline, type TimerSnapshot } from '@blockbeat/timer-engine';
import { phaseBadge, stepAmount, stepPlace, stepTitle } from '../model/stepLabels';
import { BreathGuide } from './BreathGuide';
import { ProgressRing } from './ProgressRing';

type Plan = Pick<Timeline<Exercise>, 'blocks' | 'steps'>;

/** What comes after the current phase: its rest (named when it is a switch or between rounds), the next block, or the end. */
function nextLabel(snap: TimerSnapshot<Exercise>, plan: Plan): string {
  const { phase, blockIndex } = snap;
  const step = plan.steps[blockIndex];
  if (phase === 'work' && step && step.restMs > 0) return `Next: ${step.restKind ? REST_KIND_LABELS[step.restKind] : 'Rest'} · ${formatClock(step.restMs)}`;
  const nextBlock = plan.blocks[blockIndex + 1];
  const nextStep = plan.steps[blockIndex + 1];
  if (!nextBlock || !nextStep) return 'Next: Finish';
  const side = nextStep.side ? ` · ${stepPlace({ side: nextStep.side }).join('')}` : '';
  return `Next: ${stepTitle(nextBlock, nextStep)}${side} · ${stepAmount(nextBlock, nextStep)}`;
}

const IDLE_LINE = 'Press Play or Space to start';

function statusLine(status: TimerSnapshot['status'], idleLine: string): string {
  if (status === 'paused') return 'Paused';
  return status === 'idle' ? idleLine : '';
}

/**
 * The round and side of the block on screen. A switch of sides shows neither side: the badge
 * says "Switch sides" and the right side follows.
 */
function BlockPlace({ snap }: { snap: TimerSnapshot<Exercise> }) {
  const place = stepPlace({ round: snap.round, side: snap.restKind === 'switchSides' ? undefined : snap.side });
  if (place.length === 0) return null;
  return (
    <p className="block-place">
      {place.map((label) => (
        <span key={label}>{label}</span>
      ))}
    </p>
  );
}

/**
 * The timer: phase, countdown in its ring (with the breathing guide during a breath-paced hold),
 * the block with its round, side and notes, what comes next, and the workout's totals. Laid out
 * by player.css in one column on a portrait screen and around the ring on a landscape one; the
 * order here is the reading order.
 */
export function TimerStage({ snap, plan, idleLine = IDLE_LINE }: { snap: TimerSnapshot<Exercise>; plan: Plan; idleLine?: string }) {
  const { block, blockIndex, phase } = snap;
  const step = plan.steps[blockIndex];
  const title = block && step ? stepTitle(block, step) : '';
  const badge = phaseBadge(snap);
  return (
    <section className="player-stage" aria-label="Timer">
      <p className="phase-label">
        <span className="phase-badge">{badge}</span>
      </p>
      <ProgressRing progress={snap.phaseProgress}>
        {snap.breath && <BreathGuide breath={snap.breath} />}
        <p className="countdown" role="timer">
          {formatClock(snap.phaseRemainingMs)}
        </p>
        <p className="status-line">{statusLine(snap.status, idleLine)}</p>
      </ProgressRing>
      {phase === 'getReady' && <p className="up-first">Up first</p>}
      <h3 className="block-name">{title}</h3>
      <BlockPlace snap={snap} />
      {block?.notes && <p className="block-notes">{block.notes}</p>}
      {/* The lead-in shows its block as "Up first"; a "Next" line would only repeat it. */}
      {phase !== 'getReady' && <p className="next-up">{nextLabel(snap, plan)}</p>}
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
        {[`${badge}: ${title}`, ...(step ? stepPlace(step) : [])].join(', ')}
      </p>
    </section>
  );
}
