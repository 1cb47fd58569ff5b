import { formatSeconds, summarize, type TimelineEntry, type TimelineSegment } from '../../../shared/model/summary';
import { useAppSelector } from '../../../shared/state/store';

function Segment({ segment }: { segment: TimelineSegment }) {
  return (
    <span
      className={`timeline-segment timeline-${segment.kind}`}
      data-testid="timeline-segment"
      style={{ width: `${segment.percent}%`, background: segment.background }}
      title={segment.label}
    />
  );
}

/** What the timeline's picture says about rounds, for those who do not see it: "3 rounds of Lunge, Squat: 4:40, ". */
const roundsText = (entries: readonly TimelineEntry[]) =>
  entries
    .filter((e) => e.kind === 'group')
    .map((e) => `${e.label}, `)
    .join('');

/** Live total (m:ss, every round, side and breath), block count, and a timeline proportional to time. */
export function SummaryPanel() {
  const blocks = useAppSelector((s) => s.builder.blocks);
  const groups = useAppSelector((s) => s.builder.groups);
  const { totalSeconds, blockCount, entries } = summarize(blocks, groups);
  const total = formatSeconds(totalSeconds);
  return (
    <section className="summary" aria-label="Summary">
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
      <div className="timeline-bar" role="img" aria-label={`Timeline: ${blockCount} ${blockCount === 1 ? 'block' : 'blocks'}, ${roundsText(entries)}${total}`}>
        {entries.map((entry) =>
          entry.kind === 'group' ? (
            <span key={entry.key} className="timeline-group" data-testid="timeline-group" style={{ width: `${entry.percent}%` }} title={entry.label}>
              <span className="timeline-round">
                {entry.segments.map((s) => (
                  <Segment key={s.key} segment={s} />
                ))}
              </span>
              <span className="timeline-rounds-badge">×{entry.rounds}</span>
            </span>
          ) : (
            <Segment key={entry.key} segment={entry} />
          ),
        )}
      </div>
    </section>
  );
}
