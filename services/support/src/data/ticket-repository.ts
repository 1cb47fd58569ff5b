import type { Sequelize } from 'sequelize';
import { defineTicketModels, type TicketAuthor } from './ticket-models';

export interface TicketRecord {
  id: string;
  userId: string;
  subject: string;
  category: string | null;
  status: string;
  createdAt: Date;
}

export interface TicketMessageRecord {
  id: string;
  ticketId: string;
  author: TicketAuthor;
  body: string;
  readByUser: boolean;
  createdAt: Date;
}

export function createTicketRepository(sequelize: Sequelize) {
  const { Tickets, TicketMessages } = defineTicketModels(sequelize);
  return {
    async createTicket(ticket: { userId: string; subject: string; category?: string | null }): Promise<TicketRecord> {
      const row = await Tickets.create({ ...ticket, category: ticket.category ?? null }, { returning: true });
      const { id, userId, subject, category, status, createdAt } = row.get({ plain: true });
      return { id, userId, subject, category, status, createdAt };
    },

    async addMessage(message: { ticketId: string; author: TicketAuthor; body: string }): Promise<TicketMessageRecord> {
      const row = await TicketMessages.create(message, { returning: true });
      const { id, ticketId, author, body, readByUser, createdAt } = row.get({ plain: true });
      return { id, ticketId, author, body, readByUser, createdAt };
    },

    /** Whether staff answered any of the user's tickets since the user last read them. */
    async hasUnreadStaffMessage(userId: string): Promise<boolean> {
      const unread = await TicketMessages.findOne({
        attributes: ['id'],
        where: { author: 'staff', readByUser: false },
        include: [{ model: Tickets, as: 'ticket', attributes: [], where: { userId }, required: true }],
        raw: true,
      });
      return unread !== null;
    },
  };
}

export type TicketRepository = ReturnType<typeof createTicketRepository>;
