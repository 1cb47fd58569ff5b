import type { IdentityClaims, NewTicketInput, SupportNotifications, TicketDetail, TicketMessage, TicketSummary } from '@blockbeat/contracts';
import type { SupportData } from '../data';
import { ticketClosed, ticketNotFound } from './errors';
import { DEFAULT_HOURLY_LIMITS, withinHourlyLimit, type HourlyLimits } from './hourly-limits';
import { newTicketMail, ticketReceivedMail, type TicketMailSettings } from './ticket-mails';
import { byMessage, toDetail, toMessage, toSummary } from './ticket-views';

export interface TicketUseCaseDeps {
  data: SupportData;
  mail: TicketMailSettings;
  /** Mail was committed to the outbox: the worker may send it now rather than at its next poll. */
  mailQueued: () => void;
  /** What one user may write within an hour; the defaults unless told. */
  limits?: HourlyLimits;
}

const writer = (identity: IdentityClaims) => ({ userId: identity.sub, email: identity.email, name: identity.name || null });

/** The user's side of /support: only their own tickets, never staff notes. */
export function userTicketUseCases({ data, mail, mailQueued, limits = DEFAULT_HOURLY_LIMITS }: TicketUseCaseDeps) {
  const { tickets, attachments, outbox, transaction } = data;

  return {
    /** The bell, polled every 5 s: one lookup in a partial index. */
    async notifications(identity: IdentityClaims): Promise<SupportNotifications> {
      return { hasUnread: await tickets.hasUnreadForUser(identity.sub) };
    },

    async list(identity: IdentityClaims): Promise<TicketSummary[]> {
      return (await tickets.ticketsOf(identity.sub)).map(toSummary);
    },

    /** The ticket, its first message and both mails (to the user, to support) are written together or not at all. */
    async open(identity: IdentityClaims, input: NewTicketInput): Promise<TicketDetail> {
      const user = writer(identity);
      const { ticket, first } = await transaction(async (tx) => {
        await withinHourlyLimit(tickets, tx, user.userId, 'tickets', limits);
        await tickets.refreshUser(tx, user);
        const created = await tickets.create(tx, { userId: user.userId, userEmail: user.email, userName: user.name, subject: input.subject, category: input.category });
        const message = await tickets.addMessage(tx, { ticketId: created.id, author: 'user', authorId: user.userId, authorName: user.name, body: input.message });
        await outbox.enqueue(tx, ticketReceivedMail(created, message, mail));
        await outbox.enqueue(tx, newTicketMail(created, message, mail));
        return { ticket: created, first: message };
      });
      mailQueued();
      return toDetail(ticket, [first], new Map());
    },

    /** Opening the ticket marks staff replies read. */
    async read(identity: IdentityClaims, id: string): Promise<TicketDetail> {
      const ticket = await tickets.markReadByUser(identity.sub, id);
      if (!ticket) throw ticketNotFound();
      const messages = await tickets.messagesOf([id], { withNotes: false });
      const files = await attachments.onMessages(messages.map((m) => m.id));
      return toDetail(ticket, messages, byMessage(files));
    },

    /** A reply reopens a resolved or pending ticket; a closed one takes no more. */
    async reply(identity: IdentityClaims, id: string, body: string): Promise<TicketMessage> {
      const user = writer(identity);
      const message = await transaction(async (tx) => {
        await withinHourlyLimit(tickets, tx, user.userId, 'replies', limits);
        const ticket = await tickets.lockTicket(tx, id);
        if (!ticket || ticket.userId !== user.userId) throw ticketNotFound();
        if (ticket.status === 'closed') throw ticketClosed();
        await tickets.refreshUser(tx, user);
        const added = await tickets.addMessage(tx, { ticketId: id, author: 'user', authorId: user.userId, authorName: user.name, body });
        await tickets.userWrote(tx, id);
        return added;
      });
      return toMessage(message, new Map());
    },
  };
}

export type UserTicketUseCases = ReturnType<typeof userTicketUseCases>;
