import type { TicketMessage } from '@blockbeat/contracts';
import { MessageImages, MessageText } from '@blockbeat/ui';
import { formatDateTime } from '../model/dates';

const authorOf = (message: TicketMessage) => (message.author === 'user' ? 'You' : message.authorName ? `${message.authorName}, BlockBeat support` : 'BlockBeat support');


/** The conversation, oldest first; staff replies stand apart from the user's own messages. */
export function Thread({ messages }: { messages: TicketMessage[] }) {
  return (
    <ol className="thread" aria-label="Messages">
      {messages.map((message) => (
        <li key={message.id} className="thread-message" data-author={message.author}>
          <article aria-label={`${authorOf(message)}, ${formatDateTime(message.createdAt)}`}>
            <header className="thread-message-header">
              <span className="thread-author">{authorOf(message)}</span>
              <time className="muted-text" dateTime={message.createdAt}>
                {formatDateTime(message.createdAt)}
              </time>
            </header>
            <MessageText text={message.body} />
            {message.attachments.length > 0 && <MessageImages images={message.attachments} />}
          </article>
        </li>
      ))}
    </ol>
  );
}
