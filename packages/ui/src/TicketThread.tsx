import type { ReactNode } from 'react';
import { MessageImages, MessageText, type MessageImage } from './MessageBody';
import { UiStyles } from './styles';

/** A support ticket's message as the thread shows it (the user's and staff's ticket types both fit). */
export interface ThreadMessage {
  id: string;
  author: string;
  createdAt: string;
  body: string;
  attachments: readonly MessageImage[];
}

export interface TicketThreadProps<M extends ThreadMessage> {
  messages: readonly M[];
  /** Who wrote it, as the reader calls them ("You", "Ana (staff)"). */
  authorOf: (message: M) => string;
  /** The reader's own side: their messages sit on the right, the others' on the left. */
  isOwn: (message: M) => boolean;
  /** What screen readers hear first for a message (e.g. "Internal note, "). */
  labelPrefix?: (message: M) => string;
  /** Above the message's header (e.g. the note mark). */
  before?: (message: M) => ReactNode;
  /** Under its text and images (e.g. whether the mail reached the user). */
  after?: (message: M) => ReactNode;
}

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
/** "Mar 4, 2026, 2:05 PM" in the reader's time zone. */
const formatDateTime = (iso: string) => DATE_TIME.format(new Date(iso));

/** A ticket's conversation, oldest first, for the user (/support) and for staff (/admin/support). */
export function TicketThread<M extends ThreadMessage>({ messages, authorOf, isOwn, labelPrefix, before, after }: TicketThreadProps<M>) {
  return (
    <ol className="ui-thread" aria-label="Messages">
      <UiStyles />
      {messages.map((message) => (
        <li key={message.id} data-author={message.author} data-own={isOwn(message) ? '' : undefined}>
          <article aria-label={`${labelPrefix?.(message) ?? ''}${authorOf(message)}, ${formatDateTime(message.createdAt)}`}>
            {before?.(message)}
            <header className="ui-thread-header">
              <span className="ui-thread-author">{authorOf(message)}</span>
              <time className="ui-thread-time" dateTime={message.createdAt}>
                {formatDateTime(message.createdAt)}
              </time>
            </header>
            <MessageText text={message.body} />
            {message.attachments.length > 0 && <MessageImages images={message.attachments} />}
            {after?.(message)}
          </article>
        </li>
      ))}
    </ol>
  );
}
