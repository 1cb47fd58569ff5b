import { TICKET_CATEGORY_LABELS } from '@blockbeat/contracts';
import type { OutgoingMail } from '../data/outbox-repository';
import type { MessageRecord, TicketRecord } from '../data/ticket-repository';
import { renderMail } from './mail-layout';

export interface TicketMailSettings {
  /** The public origin, without a trailing slash. */
  baseUrl: string;
  supportEmail: string;
}

/** The outbox key of the mail a staff reply sends: staff see that mail's outcome on the reply. */
export const replyMailKey = (messageId: string) => `support:reply:${messageId}`;

/** A subject is one line in a header; whatever line breaks got this far become spaces. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const greeting = (name: string | null) => (name ? `Hi ${name},` : 'Hi,');

/** "We got your ticket", to the user who opened it. */
export function ticketReceivedMail(ticket: TicketRecord, first: MessageRecord, { baseUrl }: TicketMailSettings): OutgoingMail {
  return {
    to: ticket.userEmail,
    subject: `We got your request: ${oneLine(ticket.subject)}`,
    dedupeKey: `support:received:${ticket.id}`,
    userId: ticket.userId,
    ...renderMail({
      heading: 'We got your request',
      paragraphs: [greeting(ticket.userName), 'Thanks for writing to BlockBeat support. We will answer here and by e-mail, usually within one business day.'],
      facts: [
        ['Subject', oneLine(ticket.subject)],
        ['Category', TICKET_CATEGORY_LABELS[ticket.category]],
      ],
      quote: first.body,
      action: { label: 'View your ticket', url: `${baseUrl}/support/${ticket.id}` },
    }),
  };
}

/** Each new ticket, to the support team's address. */
export function newTicketMail(ticket: TicketRecord, first: MessageRecord, { baseUrl, supportEmail }: TicketMailSettings): OutgoingMail {
  return {
    to: supportEmail,
    subject: `New ticket (${TICKET_CATEGORY_LABELS[ticket.category]}): ${oneLine(ticket.subject)}`,
    dedupeKey: `support:new:${ticket.id}`,
    userId: ticket.userId,
    ...renderMail({
      heading: 'New support ticket',
      paragraphs: [`${ticket.userName ? `${ticket.userName} (${ticket.userEmail})` : ticket.userEmail} opened a ticket.`],
      facts: [
        ['Subject', oneLine(ticket.subject)],
        ['Category', TICKET_CATEGORY_LABELS[ticket.category]],
        ['From', ticket.userEmail],
      ],
      quote: first.body,
      action: { label: 'Open it in BlockBeat', url: `${baseUrl}/admin/support/${ticket.id}` },
    }),
  };
}

/** A staff reply, to the ticket's user, with the link to the thread. */
export function staffReplyMail(ticket: TicketRecord, reply: MessageRecord, { baseUrl }: TicketMailSettings): OutgoingMail {
  return {
    to: ticket.userEmail,
    subject: `Re: ${oneLine(ticket.subject)}`,
    dedupeKey: replyMailKey(reply.id),
    userId: ticket.userId,
    ...renderMail({
      heading: 'BlockBeat support replied',
      paragraphs: [greeting(ticket.userName), `${reply.authorName ? `${reply.authorName} from BlockBeat support` : 'BlockBeat support'} replied to your ticket "${oneLine(ticket.subject)}":`],
      quote: reply.body,
      action: { label: 'View the conversation', url: `${baseUrl}/support/${ticket.id}` },
    }),
  };
}
