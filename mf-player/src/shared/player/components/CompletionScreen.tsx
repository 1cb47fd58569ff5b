import { formatTotalTime } from '@blockbeat/timer-engine';
import { useEffect, useRef, type ReactNode } from 'react';

/** The end of a run: total time (pauses excluded), what was done, and what next. */
export function CompletionScreen({ activeMs, blockCount, onPlayAgain, children }: { activeMs: number; blockCount: number; onPlayAgain: () => void; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="player-complete" aria-labelledby="complete-title">
      <h2 id="complete-title" ref={heading} tabIndex={-1}>
        Workout complete!
      </h2>
      <dl className="complete-figures">
        <div>
          <dt>Total time</dt>
          <dd>{formatTotalTime(activeMs)}</dd>
        </div>
        <div>
          <dt>Blocks</dt>
          <dd>{blockCount}</dd>
        </div>
      </dl>
      <div className="complete-actions">
        <button type="button" className="btn btn-primary" onClick={onPlayAgain}>
          Play again
        </button>
        {children}
      </div>
    </section>
  );
}
