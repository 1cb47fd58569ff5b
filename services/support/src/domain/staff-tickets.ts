import type { IdentityClaims, NewMessageInput, StaffTicketDetail, StaffTicketMessage, StaffTicketPage, TicketStatus } from '@blockbeat/contracts';
import type { StaffFilters, TicketRecord } from '../data';

export type { StaffFilters };
import { ticketNotFound } from './errors';
import { replyMailKey, staffReplyMail } from './ticket-mails';
import { byMessage, toStaffDetail, toStaffMessage, toStaffSummary } from './ticket-views';
import type { TicketUseCaseDeps } from './user-tickets';

/** /admin/support: every ticket, notes included, and what became of each reply's mail. */
export function staffTicketUseCases({ data, mail, mailQueued }: TicketUseCaseDeps) {
  const { tickets, attachments, outbox, transaction } = data;

  async function detail(ticket: TicketRecord): Promise<StaffTicketDetail> {
    const messages = await tickets.messagesOf([ticket.id], { withNotes: true });
    const [files, mails] = await Promise.all([
      attachments.onMessages(messages.map((m) => m.id)),
      outbox.statusesByKey(messages.filter((m) => m.author === 'staff').map((m) => replyMailKey(m.id))),
    ]);
    return toStaffDetail(ticket, messages, byMessage(files), mails);
  }

  return {
    async page(filters: StaffFilters): Promise<StaffTicketPage> {
      const { tickets: rows, total } = await tickets.staffPage(filters);
      return { tickets: rows.map(toStaffSummary), total, page: filters.page, pageSize: filters.pageSize };
    },

    /** Opening the ticket marks the user's messages read for staff. */
    async read(id: string): Promise<StaffTicketDetail> {
      const ticket = await tickets.markReadByStaff(id);
      if (!ticket) throw ticketNotFound();
      return detail(ticket);
    },

    /** A reply reaches the user (unread, and by mail in the same transaction); a note stays with staff. */
    async write(identity: IdentityClaims, id: string, { body, internal = false }: NewMessageInput): Promise<StaffTicketMessage> {
      const message = await transaction(async (tx) => {
        const ticket = await tickets.lockTicket(tx, id);
        if (!ticket) throw ticketNotFound();
        const added = await tickets.addMessage(tx, { ticketId: id, author: internal ? 'note' : 'staff', authorId: identity.sub, authorName: identity.name || null, body });
        if (!internal) {
          await tickets.staffReplied(tx, id);
          await outbox.enqueue(tx, staffReplyMail(ticket, added, mail));
        }
        return added;
      });
      if (!internal) mailQueued();
      return { ...toStaffMessage(message, new Map(), new Map()), mail: internal ? null : { status: 'queued', error: null } };
    },

    async setStatus(id: string, status: TicketStatus): Promise<StaffTicketDetail> {
      const ticket = await tickets.setStatus(id, status);
      if (!ticket) throw ticketNotFound();
      return detail(ticket);
    },
  };
}

export type StaffTicketUseCases = ReturnType<typeof staffTicketUseCases>;
