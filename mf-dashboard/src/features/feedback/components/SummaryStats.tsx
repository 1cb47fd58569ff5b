import type { FeedbackSummary } from '@blockbeat/contracts';
import { effortAverageLabel } from '../../../shared/feedback';

/** The workout's whole feedback: how many sent it and their average effort. */
export function SummaryStats({ summary }: { summary: FeedbackSummary }) {
  return (
    <section aria-labelledby="feedback-summary-title">
      <h2 id="feedback-summary-title" className="feedback-section-title">
        Summary
      </h2>
      <dl className="feedback-stats">
        <div className="feedback-stat">
          <dt>Feedback</dt>
          <dd>{summary.count}</dd>
        </div>
        <div className="feedback-stat">
          <dt>Average effort (1–10)</dt>
          <dd>{summary.averageEffort === null ? 'Not rated' : effortAverageLabel(summary.averageEffort)}</dd>
        </div>
      </dl>
    </section>
  );
}
