import { blockGradient, type Exercise } from '@blockbeat/contracts';
import { blockTitle, formatClock } from '@blockbeat/timer-engine';

/** Every block in order, the current one marked; pressing one jumps to its start. */
export function BlockStrip({ blocks, current, onJump }: { blocks: readonly Exercise[]; current: number | null; onJump: (index: number) => void }) {
  return (
    <nav className="block-strip" aria-label="Blocks">
      <ol>
        {blocks.map((block, i) => (
          <li key={i}>
            <button
              type="button"
              className={`strip-block${i === current ? ' is-current' : ''}${current !== null && i < current ? ' is-past' : ''}`}
              aria-current={i === current ? 'step' : undefined}
              aria-label={`Jump to ${blockTitle(block, i)}`}
              onClick={() => onJump(i)}
            >
              <span className="strip-swatch" style={{ background: blockGradient(block.blockColor) }} aria-hidden="true" />
              <span className="strip-name">{blockTitle(block, i)}</span>
              <span className="strip-time">{formatClock(block.duration * 1000)}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
