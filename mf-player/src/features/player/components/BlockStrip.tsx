import { blockGradient, type Exercise } from '@blockbeat/contracts';
import { blockTitle, formatClock } from '@blockbeat/timer-engine';

interface BlockStripProps {
  blocks: readonly Exercise[];
  current: number | null;
  /** False until the page's code runs. */
  ready: boolean;
  onJump: (index: number) => void;
}

/** Every block in order, the current one marked; pressing one jumps to its start. */
export function BlockStrip({ blocks, current, ready, onJump }: BlockStripProps) {
  return (
    <nav className="block-strip" aria-label="Blocks">
      <ol>
        {blocks.map((block, i) => (
          <li key={i}>
            <button
              type="button"
              className={`strip-block${i === current ? ' is-current' : ''}${current !== null && i < current ? ' is-past' : ''}`}
              aria-current={i === current ? 'step' : undefined}
              disabled={!ready}
              onClick={() => onJump(i)}
            >
              {/* Named by what it shows ("Jump to Plank 0:45"): speech input users say what they see. */}
              <span className="visually-hidden">Jump to </span>
              <span className="strip-swatch" style={{ background: blockGradient(block.blockColor) }} aria-hidden="true" />
              <span className="strip-name">{blockTitle(block, i)}</span>{' '}
              <span className="strip-time">{formatClock(block.duration * 1000)}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
