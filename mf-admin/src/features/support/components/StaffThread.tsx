import type { StaffTicketDetail, StaffTicketMessage } from '@blockbeat/contracts';
import { TicketThread } from '@blockbeat/ui';
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
    <TicketThread
      messages={ticket.messages}
      authorOf={(message) => authorOf(message, ticket)}
      isOwn={(message) => message.author !== 'user'}
      labelPrefix={(message) => (message.author === 'note' ? 'Internal note, ' : '')}
      before={(message) => message.author === 'note' && <p className="staff-note-label">{NOTE_LABEL}</p>}
      after={(message) => message.mail && <MailOutcome mail={message.mail} />}
    />
  );
}
