import type { StaffTicketDetail, StaffTicketMessage } from '@blockbeat/contracts';
import { MessageImages, MessageText } from '@blockbeat/ui';
import { formatDateTime } from '../model/dates';
import { MAIL_STATUS_LABELS, NOTE_LABEL } from '../model/labels';

function authorOf(message: StaffTicketMessage, ticket: StaffTicketDetail): string {
  if (message.author === 'user') return message.authorName ?? ticket.userName ?? ticket.userEmail;
  return `${message.authorName ?? 'Staff'} (staff)`;
}

/** Whether the reply reached the user's inbox; a failure says why, so staff can reach the user another way. */
function MailOutcome({ mail }: { mail: NonNullable<StaffTicketMessage['mail']> }) {
  return (
    <p className="staff-mail" data-mail={mail.status}>
      {MAIL_STATUS_LABELS[mail.status]}
      {mail.status === 'failed' && mail.error ? `: ${mail.error}` : ''}
    </p>
  );
}


/** The whole conversation, oldest first, notes included and marked as staff-only. */
export function StaffThread({ ticket }: { ticket: StaffTicketDetail }) {
  return (
    <ol className="staff-thread" aria-label="Messages">
      {ticket.messages.map((message) => (
        <li key={message.id} data-author={message.author}>
          <article aria-label={`${message.author === 'note' ? 'Internal note, ' : ''}${authorOf(message, ticket)}, ${formatDateTime(message.createdAt)}`}>
            {message.author === 'note' && <p className="staff-note-label">{NOTE_LABEL}</p>}
            <header className="staff-message-header">
              <span className="staff-author">{authorOf(message, ticket)}</span>
              <time className="admin-muted" dateTime={message.createdAt}>
                {formatDateTime(message.createdAt)}
              </time>
            </header>
            <MessageText text={message.body} />
            {message.attachments.length > 0 && <MessageImages images={message.attachments} />}
            {message.mail && <MailOutcome mail={message.mail} />}
          </article>
        </li>
      ))}
    </ol>
  );
}
