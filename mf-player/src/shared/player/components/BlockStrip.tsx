import { blockGradient, type Exercise } from '@blockbeat/contracts';
import { isRoundGroup, type Timeline, type TimerStep } from '@blockbeat/timer-engine';
import { useRef } from 'react';
import { useStripScroll } from '../hooks/useStripScroll';
import { stepAmount, stepPlace, stepTitle } from '../model/stepLabels';

type Plan = Pick<Timeline<Exercise>, 'items' | 'blocks' | 'steps'>;

interface BlockStripProps {
  plan: Plan;
  /** The played block on now, or null when nothing plays. */
  current: number | null;
  /** False until the page's code runs. */
  ready: boolean;
  onJump: (index: number) => void;
}

/** The played blocks (their indexes) of each item of the workout, in order. */
function playedByItem(steps: readonly TimerStep[]): Map<number, number[]> {
  const byItem = new Map<number, number[]>();
  steps.forEach((step, i) => byItem.set(step.itemIndex, [...(byItem.get(step.itemIndex) ?? []), i]));
  return byItem;
}

function StripButton({ plan, index, current, ready, onJump }: Omit<BlockStripProps, 'onJump'> & { index: number; onJump: (index: number) => void }) {
  const block = plan.blocks[index]!;
  const step = plan.steps[index]!;
  const place = stepPlace(step).join(' · ');
  return (
    <li>
      <button
        type="button"
        className={`strip-block${index === current ? ' is-current' : ''}${current !== null && index < current ? ' is-past' : ''}`}
        aria-current={index === current ? 'step' : undefined}
        disabled={!ready}
        onClick={() => onJump(index)}
      >
        {/* Named by what it shows ("Jump to Plank 0:45"): speech input users say what they see. */}
        <span className="visually-hidden">Jump to </span>
        <span className="strip-swatch" style={{ background: blockGradient(block.blockColor) }} aria-hidden="true" />
        <span className="strip-name">{stepTitle(block, step)}</span>{' '}
        {place && <span className="strip-place">{place} </span>}
        <span className="strip-time">{stepAmount(block, step)}</span>
      </button>
    </li>
  );
}

/**
 * Every block as played, in order, the current one marked; pressing one jumps to its start. A
 * round group is one entry of the list, named by its rounds ("3 rounds"), holding every round's
 * blocks; an each-side block shows both sides. Wider than the screen, it scrolls sideways: it
 * fades at an edge that hides blocks, and keeps the current block in view.
 */
export function BlockStrip(props: BlockStripProps) {
  const { plan, current } = props;
  const byItem = playedByItem(plan.steps);
  const listRef = useRef<HTMLOListElement>(null);
  const edges = useStripScroll(listRef, current, plan);
  const classes = ['block-strip', edges.before ? 'has-more-before' : '', edges.after ? 'has-more-after' : ''].filter(Boolean).join(' ');
  return (
    <nav className={classes} aria-label="Blocks">
      <ol ref={listRef}>
        {plan.items.map((item, itemIndex) => {
          const played = byItem.get(itemIndex) ?? [];
          if (!isRoundGroup(item)) return played.map((index) => <StripButton key={index} {...props} index={index} />);
          const label = `${item.rounds} rounds`;
          return (
            <li key={`group-${itemIndex}`} className="strip-group">
              <span className="strip-group-label">{item.name ? `${item.name} · ${label}` : label}</span>
              <ol aria-label={item.name ? `${item.name}, ${label}` : label}>
                {played.map((index) => (
                  <StripButton key={index} {...props} index={index} />
                ))}
              </ol>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
