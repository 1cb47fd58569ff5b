import type { FeedbackView } from '@blockbeat/contracts';
import { dateTimeLabel } from '../../../shared/dateTimeLabel';
import { feedbackSummaryLabel } from '../../../shared/feedback';

/** Each live class of the workout that got feedback, newest first as the server sends them. */
export function ClassList({ classes, timeZone }: { classes: FeedbackView['classes']; timeZone?: string }) {
  return (
    <section aria-labelledby="feedback-classes-title">
      <h2 id="feedback-classes-title" className="feedback-section-title">
        By class
      </h2>
      <ul className="feedback-list" aria-labelledby="feedback-classes-title">
        {classes.map((c) => (
          <li key={c.code} className="feedback-class">
            <span className="feedback-strong">Class {c.code}</span>
            <time dateTime={c.startedAt} className="muted-text">
              {dateTimeLabel(c.startedAt, timeZone)}
            </time>
            <span>{feedbackSummaryLabel(c.summary)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
