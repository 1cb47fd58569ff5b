import type { TicketAttachment, TicketMessage } from '@blockbeat/contracts';
import { formatDateTime } from '../model/dates';
import { MessageText } from './MessageText';

const authorOf = (message: TicketMessage) => (message.author === 'user' ? 'You' : message.authorName ? `${message.authorName}, BlockBeat support` : 'BlockBeat support');

function Attachments({ attachments }: { attachments: TicketAttachment[] }) {
  return (
    <ul className="message-images" aria-label="Images">
      {attachments.map((a) => (
        <li key={a.id}>
          <a href={a.url} target="_blank" rel="noopener noreferrer">
            <img src={a.url} alt={a.fileName} loading="lazy" />
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

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
            {message.attachments.length > 0 && <Attachments attachments={message.attachments} />}
          </article>
        </li>
      ))}
    </ol>
  );
}
