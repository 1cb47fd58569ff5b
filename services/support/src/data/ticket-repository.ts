import type { InferAttributes, Sequelize } from 'sequelize';
import { defineTicketModels, type TicketAuthor, type TicketRow } from './ticket-models';

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

export interface TicketWithMessages extends TicketRecord {
  updatedAt: Date;
  messages: TicketMessageRecord[];
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

    /** Every ticket of the user with its whole thread, oldest first. */
    async ticketsWithMessagesOf(userId: string): Promise<TicketWithMessages[]> {
      const rows = await Tickets.findAll({
        where: { userId },
        include: [{ model: TicketMessages, as: 'messages' }],
        order: [
          ['createdAt', 'ASC'],
          ['id', 'ASC'],
          [{ model: TicketMessages, as: 'messages' }, 'createdAt', 'ASC'],
          [{ model: TicketMessages, as: 'messages' }, 'id', 'ASC'],
        ],
      });
      return rows.map((row) => {
        const plain = row.get({ plain: true }) as InferAttributes<TicketRow> & { messages: TicketMessageRecord[] };
        const { id, subject, category, status, createdAt, updatedAt } = plain;
        const messages = plain.messages.map(({ id: messageId, ticketId, author, body, readByUser, createdAt: at }) => ({
          id: messageId,
          ticketId,
          author,
          body,
          readByUser,
          createdAt: at,
        }));
        return { id, userId, subject, category, status, createdAt, updatedAt, messages };
      });
    },

    /** The user's tickets; their messages go with them (ON DELETE CASCADE). */
    async removeTicketsOf(userId: string): Promise<number> {
      return Tickets.destroy({ where: { userId } });
    },
  };
}

export type TicketRepository = ReturnType<typeof createTicketRepository>;
