import type { FeedbackEntry } from '@blockbeat/contracts';
import { dateTimeLabel } from '../../../shared/dateTimeLabel';
import { doneLabel, effortLabel, newestFirst, senderName, sourceLabel } from '../model/entries';

export interface EntryListProps {
  entries: readonly FeedbackEntry[];
  /** All feedback on the workout; the view may carry only the latest entries. */
  total: number;
  timeZone?: string;
}

/** What each client sent, newest first. Notes are clients' plain text: rendered as text, never as HTML. */
export function EntryList({ entries, total, timeZone }: EntryListProps) {
  return (
    <section aria-labelledby="feedback-entries-title">
      <h2 id="feedback-entries-title" className="feedback-section-title">
        What clients said
      </h2>
      {entries.length < total && <p className="muted-text">{`The latest ${entries.length} of ${total}.`}</p>}
      <ul className="feedback-list" aria-labelledby="feedback-entries-title">
        {newestFirst(entries).map((entry) => (
          <li key={entry.id} className="feedback-entry">
            <div className="feedback-entry-head">
              <h3 className="feedback-name">{senderName(entry)}</h3>
              <time dateTime={entry.createdAt} className="muted-text">
                {dateTimeLabel(entry.createdAt, timeZone)}
              </time>
            </div>
            <p className="feedback-facts">{[doneLabel(entry.done), effortLabel(entry.effort), sourceLabel(entry.classCode)].join(' · ')}</p>
            {entry.note && <p className="feedback-note">{entry.note}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
