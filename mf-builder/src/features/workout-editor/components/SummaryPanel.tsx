import { formatClock } from '@blockbeat/timer-engine';
import { summarize } from '../model/summary';
import { useAppSelector } from '../state/store';

export const formatSeconds = (seconds: number) => formatClock(seconds * 1000);

/** Live total (m:ss), block count, and a timeline of coloured segments proportional to time. */
export function SummaryPanel() {
  const blocks = useAppSelector((s) => s.builder.blocks);
  const { totalSeconds, blockCount, segments } = summarize(blocks);
  const total = formatSeconds(totalSeconds);
  return (
    <section className="builder-card summary" aria-label="Summary">
      <dl className="summary-figures">
        <div>
          <dt>Total duration</dt>
          <dd data-testid="total-duration">{total}</dd>
        </div>
        <div>
          <dt>Blocks</dt>
          <dd data-testid="block-count">{blockCount}</dd>
        </div>
      </dl>
      <div className="timeline-bar" role="img" aria-label={`Timeline: ${blockCount} ${blockCount === 1 ? 'block' : 'blocks'}, ${total}`}>
        {segments.map((s) => (
          <span
            key={s.key}
            className={`timeline-segment timeline-${s.kind}`}
            data-testid="timeline-segment"
            style={{ width: `${s.percent}%`, background: s.background }}
            title={s.label}
          />
        ))}
      </div>
    </section>
  );
}
