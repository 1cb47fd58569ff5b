import { randomUUID } from 'node:crypto';
import type { MailStatus } from '@blockbeat/contracts';
import type { Sql, Tx } from './sql';

/** A mail to send, as every sender of mail (tickets now, group e-mail later) hands it to the outbox. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** One mail per key, ever: enqueueing the same key again does nothing. */
  dedupeKey: string;
  /** Whose data the mail carries: deleting that account removes it. */
  userId: string | null;
  /** Extra header lines (List-Unsubscribe on group mail). */
  headers?: Record<string, string>;
}

/** A mail the worker holds: locked for this worker until its outcome is written. */
export interface DueMail extends OutgoingMail {
  id: string;
  headers: Record<string, string>;
  /** `<uuid@domain>`, fixed when queued: a repeat after a crash carries the same one. */
  messageId: string;
  /** Including this one. */
  attempt: number;
  ageSeconds: number;
}

export type MailOutcome = { status: 'sent' } | { status: 'queued'; retryInMs: number; error: string } | { status: 'failed'; error: string };

/**
 * A worker that stops answering (a paused process, a hung socket) keeps its mail locked; after this
 * long idle in its transaction PostgreSQL ends its session, which releases the lock. Well above the
 * sender's own deadline, so a slow but live send is never taken over.
 */
export const LOCK_HOLD_SECONDS = 300;

export function createOutboxRepository(sql: Sql, { messageIdDomain }: { messageIdDomain: string }) {
  return {
    /** In the caller's transaction, so the mail exists exactly when what caused it does. False: its key was already queued. */
    async enqueue(tx: Tx, mail: OutgoingMail): Promise<boolean> {
      const id = randomUUID();
      const inserted = await sql.rows<{ id: string }>(
        `INSERT INTO support.mail_outbox (id, dedupe_key, message_id, user_id, to_address, subject, text_body, html_body, headers)
         VALUES (:id, :dedupeKey, :messageId, :userId, :to, :subject, :text, :html, CAST(:headers AS jsonb)) ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
        { ...mail, id, messageId: `<${id}@${messageIdDomain}>`, headers: JSON.stringify(mail.headers ?? {}) },
        tx,
      );
      return inserted.length > 0;
    },

    /**
     * Takes the next due mail that no other worker holds (`FOR UPDATE SKIP LOCKED`, on any number of
     * replicas), hands it to `deliver` while holding its row lock, and writes the outcome in the same
     * transaction. A worker that dies before the outcome is written loses its connection, so the lock
     * goes and another worker sends the mail. Answers false when nothing is due. Due times and ages
     * are on the worker's clock (`now`), so a test can move it a day on.
     */
    async processNext(now: Date, deliver: (mail: DueMail) => Promise<MailOutcome>): Promise<boolean> {
      return sql.transaction(async (tx) => {
        await sql.exec(`SET LOCAL idle_in_transaction_session_timeout = '${LOCK_HOLD_SECONDS}s'`, {}, tx);
        const mail = await sql.one<DueMail>(
          `SELECT id, message_id AS "messageId", to_address AS "to", subject, text_body AS "text", html_body AS "html",
             dedupe_key AS "dedupeKey", user_id AS "userId", headers, attempts + 1 AS "attempt",
             CAST(EXTRACT(EPOCH FROM CAST(:now AS timestamptz) - created_at) AS float8) AS "ageSeconds"
           FROM support.mail_outbox WHERE status = 'queued' AND next_attempt_at <= :now
           ORDER BY next_attempt_at, created_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
          { now },
          tx,
        );
        if (!mail) return false;
        // Outside this transaction, so it stays when the worker dies mid-send: a possible repeat.
        await sql.exec('INSERT INTO support.mail_send_starts (outbox_id) VALUES (:id)', { id: mail.id });
        const outcome = await deliver(mail);
        await sql.exec(
          `UPDATE support.mail_outbox SET attempts = attempts + 1, status = :status, last_error = :error,
             sent_at = CASE WHEN :status = 'sent' THEN CAST(:now AS timestamptz) END,
             next_attempt_at = CAST(:now AS timestamptz) + :retryInMs * interval '1 millisecond'
           WHERE id = :id`,
          {
            id: mail.id,
            now,
            status: outcome.status,
            error: outcome.status === 'sent' ? null : outcome.error.slice(0, 1000),
            retryInMs: outcome.status === 'queued' ? outcome.retryInMs : 0,
          },
          tx,
        );
        return true;
      });
    },

    /** What became of the mails with these keys (absent: never queued). */
    async statusesByKey(keys: string[]): Promise<Map<string, { status: MailStatus; error: string | null }>> {
      if (keys.length === 0) return new Map();
      const rows = await sql.rows<{ key: string; status: MailStatus; error: string | null }>(
        'SELECT dedupe_key AS "key", status, last_error AS "error" FROM support.mail_outbox WHERE dedupe_key IN (:keys)',
        { keys },
      );
      return new Map(rows.map(({ key, status, error }) => [key, { status, error }]));
    },

    async removeOfUser(tx: Tx, userId: string): Promise<void> {
      await sql.exec('DELETE FROM support.mail_send_starts WHERE outbox_id IN (SELECT id FROM support.mail_outbox WHERE user_id = :userId)', { userId }, tx);
      await sql.exec('DELETE FROM support.mail_outbox WHERE user_id = :userId', { userId }, tx);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
