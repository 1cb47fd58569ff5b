import type { TicketCategory, TicketStatus } from '@blockbeat/contracts';
import type { Params, Sql, Tx } from './sql';

export type MessageAuthor = 'user' | 'staff' | 'note';

export interface TicketRecord {
  id: string;
  userId: string;
  userEmail: string;
  userName: string | null;
  subject: string;
  category: TicketCategory;
  status: TicketStatus;
  createdAt: Date;
  updatedAt: Date;
  unreadForUser: boolean;
  unreadForStaff: boolean;
  waitingSince: Date | null;
}

export interface MessageRecord {
  id: string;
  ticketId: string;
  author: MessageAuthor;
  /** Who wrote it (the user's or the staff member's id); null for rows older than issue 14. */
  authorId: string | null;
  authorName: string | null;
  body: string;
  createdAt: Date;
}

export interface StaffFilters {
  status?: TicketStatus;
  category?: TicketCategory;
  unread?: boolean;
  q?: string;
  page: number;
  pageSize: number;
}

/** What a count over the last hour found: how many, and in how many seconds the oldest of them leaves the window. */
export interface HourCount {
  count: number;
  secondsUntilOneLeaves: number;
}

const TICKET = `t.id, t.user_id AS "userId", t.user_email AS "userEmail", t.user_name AS "userName", t.subject, t.category,
  t.status, t.created_at AS "createdAt", t.updated_at AS "updatedAt", t.unread_for_user AS "unreadForUser",
  t.unread_for_staff AS "unreadForStaff", t.waiting_since AS "waitingSince"`;
const MESSAGE = `m.id, m.ticket_id AS "ticketId", m.author, m.author_id AS "authorId", m.author_name AS "authorName", m.body, m.created_at AS "createdAt"`;
/** Oldest waiting first; then the most recently updated. */
const STAFF_ORDER = 't.waiting_since ASC NULLS LAST, t.updated_at DESC, t.id';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

function staffWhere({ status, category, unread, q }: StaffFilters): { where: string; params: Record<string, unknown> } {
  const clauses = ['TRUE'];
  if (status) clauses.push('t.status = :status');
  if (category) clauses.push('t.category = :category');
  if (unread) clauses.push('t.unread_for_staff');
  if (q) clauses.push('(t.user_email ILIKE :pattern OR t.subject ILIKE :pattern)');
  const params = { status, category, pattern: q ? likePattern(q) : undefined };
  return { where: clauses.join(' AND '), params: Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) };
}

export function createTicketRepository(sql: Sql) {
  /** Clears one side's unread flag; the row answered is as it is after that. */
  async function markRead(flag: 'unread_for_user' | 'unread_for_staff', match: string, params: Params): Promise<TicketRecord | null> {
    const ticket = await sql.one<TicketRecord>(
      `WITH marked AS (UPDATE support.tickets t SET ${flag} = false WHERE ${match} AND t.${flag} RETURNING t.id)
       SELECT ${TICKET} FROM support.tickets t WHERE ${match}`,
      params,
    );
    return ticket && { ...ticket, [flag === 'unread_for_user' ? 'unreadForUser' : 'unreadForStaff']: false };
  }

  /** Counted on the database's clock, as the rows were stamped. */
  async function hourCount(tx: Tx, rowsOfTheHour: string, userId: string): Promise<HourCount> {
    const row = await sql.one<HourCount>(
      `SELECT CAST(count(*) AS int) AS count,
         CAST(COALESCE(CEIL(EXTRACT(EPOCH FROM min(created_at) + interval '1 hour' - now())), 0) AS int) AS "secondsUntilOneLeaves"
       FROM (${rowsOfTheHour}) AS hour`,
      { userId },
      tx,
    );
    return row!;
  }

  return {
    /** Serialises one user's writes on every replica, so the hourly limits cannot be overshot together. */
    async lockUser(tx: Tx, userId: string): Promise<void> {
      await sql.exec("SELECT pg_advisory_xact_lock(hashtext('support:user:' || :userId))", { userId }, tx);
    },

    ticketsInLastHour(tx: Tx, userId: string): Promise<HourCount> {
      return hourCount(
        tx,
        `SELECT created_at FROM support.tickets WHERE user_id = :userId AND created_at > now() - interval '1 hour'`,
        userId,
      );
    },

    /** The user's messages of the last hour that were not the first of their ticket (those count as tickets). */
    repliesInLastHour(tx: Tx, userId: string): Promise<HourCount> {
      return hourCount(
        tx,
        `SELECT m.created_at FROM support.ticket_messages m JOIN support.tickets t ON t.id = m.ticket_id
         WHERE m.author = 'user' AND m.author_id = :userId AND m.created_at > now() - interval '1 hour' AND m.created_at > t.created_at`,
        userId,
      );
    },

    /** A new ticket waits for staff from now. Its first message is written in the same transaction, so shares its created_at. */
    async create(tx: Tx, t: { userId: string; userEmail: string; userName: string | null; subject: string; category: TicketCategory }): Promise<TicketRecord> {
      return (await sql.one<TicketRecord>(
        `INSERT INTO support.tickets AS t (user_id, user_email, user_name, subject, category, waiting_since, unread_for_staff)
         VALUES (:userId, :userEmail, :userName, :subject, :category, now(), true) RETURNING ${TICKET}`,
        t,
        tx,
      ))!;
    },

    async addMessage(tx: Tx, m: { ticketId: string; author: MessageAuthor; authorId: string; authorName: string | null; body: string }): Promise<MessageRecord> {
      return (await sql.one<MessageRecord>(
        `INSERT INTO support.ticket_messages AS m (ticket_id, author, author_id, author_name, body)
         VALUES (:ticketId, :author, :authorId, :authorName, :body) RETURNING ${MESSAGE}`,
        m,
        tx,
      ))!;
    },

    /** The ticket, locked until the transaction ends (status checks and changes are then serial). */
    lockTicket(tx: Tx, id: string): Promise<TicketRecord | null> {
      return sql.one<TicketRecord>(`SELECT ${TICKET} FROM support.tickets t WHERE t.id = :id FOR UPDATE`, { id }, tx);
    },

    /** The user wrote: staff have something unread and someone waits; a resolved or pending ticket is open again. */
    async userWrote(tx: Tx, id: string): Promise<void> {
      await sql.exec(
        `UPDATE support.tickets SET status = CASE WHEN status = 'closed' THEN status ELSE 'open' END,
           waiting_since = COALESCE(waiting_since, now()), unread_for_staff = true, updated_at = now() WHERE id = :id`,
        { id },
        tx,
      );
    },

    /**
     * Staff replied (not a note): the user has something unread and nobody waits for staff. An open
     * ticket now waits for the user (pending); one staff resolved or closed stays as they set it.
     */
    async staffReplied(tx: Tx, id: string): Promise<void> {
      await sql.exec(
        `UPDATE support.tickets SET status = CASE WHEN status = 'open' THEN 'pending' ELSE status END,
           waiting_since = NULL, unread_for_user = true, updated_at = now() WHERE id = :id`,
        { id },
        tx,
      );
    },

    /** Nobody waits on a pending, resolved or closed ticket; reopening one makes the user wait from now. Null: no such ticket. */
    setStatus(id: string, status: TicketStatus): Promise<TicketRecord | null> {
      return sql.one<TicketRecord>(
        `UPDATE support.tickets t SET status = :status, updated_at = now(), waiting_since = CASE
           WHEN :status IN ('resolved', 'closed', 'pending') THEN NULL ELSE COALESCE(t.waiting_since, now()) END
         WHERE t.id = :id RETURNING ${TICKET}`,
        { id, status },
      );
    },

    /** Keeps the user's e-mail and name as the identity last said (staff search reads them here). */
    async refreshUser(tx: Tx, u: { userId: string; email: string; name: string | null }): Promise<void> {
      await sql.exec(
        `UPDATE support.tickets SET user_email = :email, user_name = :name
         WHERE user_id = :userId AND (user_email <> :email OR user_name IS DISTINCT FROM :name)`,
        u,
        tx,
      );
    },

    /** The bell's 5 s poll: one lookup in the partial index of tickets with an unread staff reply. */
    async hasUnreadForUser(userId: string): Promise<boolean> {
      const row = await sql.one('SELECT 1 AS unread FROM support.tickets WHERE user_id = :userId AND unread_for_user LIMIT 1', { userId });
      return row !== null;
    },

    /**
     * The user's ticket, its staff replies marked read first (so a reply committed while the thread
     * is read stays unread rather than lost). Writes only when something was unread.
     */
    markReadByUser(userId: string, id: string): Promise<TicketRecord | null> {
      return markRead('unread_for_user', 't.id = :id AND t.user_id = :userId', { id, userId });
    },

    markReadByStaff(id: string): Promise<TicketRecord | null> {
      return markRead('unread_for_staff', 't.id = :id', { id });
    },

    /** The user's own ticket, or null (another user's ticket is as absent as a missing one). */
    ticketOf(userId: string, id: string): Promise<TicketRecord | null> {
      return sql.one<TicketRecord>(`SELECT ${TICKET} FROM support.tickets t WHERE t.id = :id AND t.user_id = :userId`, { id, userId });
    },

    ticketsOf(userId: string): Promise<TicketRecord[]> {
      return sql.rows<TicketRecord>(`SELECT ${TICKET} FROM support.tickets t WHERE t.user_id = :userId ORDER BY t.updated_at DESC, t.id`, { userId });
    },

    ticket(id: string): Promise<TicketRecord | null> {
      return sql.one<TicketRecord>(`SELECT ${TICKET} FROM support.tickets t WHERE t.id = :id`, { id });
    },

    /** The thread, oldest first; notes only when asked for (staff). */
    messagesOf(ticketIds: string[], { withNotes }: { withNotes: boolean }): Promise<MessageRecord[]> {
      if (ticketIds.length === 0) return Promise.resolve([]);
      return sql.rows<MessageRecord>(
        `SELECT ${MESSAGE} FROM support.ticket_messages m
         WHERE m.ticket_id IN (:ticketIds) ${withNotes ? '' : "AND m.author <> 'note'"} ORDER BY m.created_at, m.id`,
        { ticketIds },
      );
    },

    message(tx: Tx, ticketId: string, id: string): Promise<MessageRecord | null> {
      return sql.one<MessageRecord>(`SELECT ${MESSAGE} FROM support.ticket_messages m WHERE m.id = :id AND m.ticket_id = :ticketId`, { id, ticketId }, tx);
    },

    async staffPage(filters: StaffFilters): Promise<{ tickets: Array<TicketRecord & { messageCount: number }>; total: number }> {
      const { where, params } = staffWhere(filters);
      const [tickets, counted] = await Promise.all([
        sql.rows<TicketRecord & { messageCount: number }>(
          `SELECT ${TICKET}, (SELECT CAST(count(*) AS int) FROM support.ticket_messages m WHERE m.ticket_id = t.id) AS "messageCount"
           FROM support.tickets t WHERE ${where} ORDER BY ${STAFF_ORDER} LIMIT :limit OFFSET :offset`,
          { ...params, limit: filters.pageSize, offset: (filters.page - 1) * filters.pageSize },
        ),
        sql.one<{ total: number }>(`SELECT CAST(count(*) AS int) AS total FROM support.tickets t WHERE ${where}`, params),
      ]);
      return { tickets, total: counted?.total ?? 0 };
    },

    /** The user's tickets go, and with them (ON DELETE CASCADE) their messages and attachment rows. */
    async removeTicketsOf(tx: Tx, userId: string): Promise<void> {
      await sql.exec('DELETE FROM support.tickets WHERE user_id = :userId', { userId }, tx);
    },
  };
}

export type TicketRepository = ReturnType<typeof createTicketRepository>;
