import type { Migration } from '@blockbeat/service-kit';

/**
 * Tickets as the issue 14 API needs them: the user's e-mail and name kept on the ticket (staff
 * search never reads another service), per-side unread flags (the bell's 5 s poll is one lookup
 * in a partial index), when the user started waiting, messages with their author and internal
 * notes, image attachments, and the mail outbox.
 */
export const threadsAttachmentsOutbox: Migration = {
  name: '002-threads-attachments-outbox',
  async up({ sequelize, schema }) {
    const s = `"${schema}"`;
    const run = (sql: string) => sequelize.query(sql);

    await run(`
      ALTER TABLE ${s}.tickets
        ADD COLUMN user_email text NOT NULL DEFAULT '',
        ADD COLUMN user_name text,
        ADD COLUMN unread_for_user boolean NOT NULL DEFAULT false,
        ADD COLUMN unread_for_staff boolean NOT NULL DEFAULT false,
        ADD COLUMN waiting_since timestamptz`);
    await run(`UPDATE ${s}.tickets SET category = 'other' WHERE category IS NULL OR category NOT IN ('billing', 'technical', 'account', 'other')`);
    await run(`UPDATE ${s}.tickets SET status = 'open' WHERE status NOT IN ('open', 'pending', 'resolved', 'closed')`);
    await run(`
      ALTER TABLE ${s}.tickets
        ALTER COLUMN category SET NOT NULL,
        ADD CONSTRAINT tickets_category_check CHECK (category IN ('billing', 'technical', 'account', 'other')),
        ADD CONSTRAINT tickets_status_check CHECK (status IN ('open', 'pending', 'resolved', 'closed'))`);

    await run(`
      ALTER TABLE ${s}.ticket_messages
        ADD COLUMN author_id text,
        ADD COLUMN author_name text,
        DROP CONSTRAINT ticket_messages_author_check,
        ADD CONSTRAINT ticket_messages_author_check CHECK (author IN ('user', 'staff', 'note'))`);
    await run(`UPDATE ${s}.ticket_messages m SET author_id = t.user_id FROM ${s}.tickets t WHERE t.id = m.ticket_id AND m.author = 'user'`);
    // The old per-message flag becomes the ticket's; what the user wrote after the last staff reply waits.
    await run(`
      UPDATE ${s}.tickets t SET
        unread_for_user = EXISTS (SELECT 1 FROM ${s}.ticket_messages m WHERE m.ticket_id = t.id AND m.author = 'staff' AND NOT m.read_by_user),
        waiting_since = (SELECT min(m.created_at) FROM ${s}.ticket_messages m WHERE m.ticket_id = t.id AND m.author = 'user'
                           AND m.created_at > COALESCE((SELECT max(r.created_at) FROM ${s}.ticket_messages r WHERE r.ticket_id = t.id AND r.author = 'staff'), '-infinity'))`);
    await run(`UPDATE ${s}.tickets SET unread_for_staff = waiting_since IS NOT NULL`);
    await run(`ALTER TABLE ${s}.ticket_messages DROP COLUMN read_by_user`);

    await run(`DROP INDEX ${s}.tickets_user_id_idx`);
    await run(`CREATE INDEX tickets_user_created_idx ON ${s}.tickets (user_id, created_at)`);
    await run(`CREATE INDEX tickets_unread_for_user_idx ON ${s}.tickets (user_id) WHERE unread_for_user`);
    await run(`CREATE INDEX tickets_waiting_idx ON ${s}.tickets (waiting_since NULLS LAST, updated_at DESC)`);
    // The per-user reply limit counts the user's own messages of the last hour.
    await run(`CREATE INDEX ticket_messages_user_created_idx ON ${s}.ticket_messages (author_id, created_at) WHERE author = 'user'`);

    await run(`
      CREATE TABLE ${s}.ticket_attachments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        message_id uuid NOT NULL REFERENCES ${s}.ticket_messages (id) ON DELETE CASCADE,
        storage_name text NOT NULL UNIQUE,
        file_name text NOT NULL,
        mime_type text NOT NULL CHECK (mime_type IN ('image/png', 'image/jpeg')),
        size integer NOT NULL CHECK (size > 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await run(`CREATE INDEX ticket_attachments_message_id_idx ON ${s}.ticket_attachments (message_id)`);

    await run(`
      CREATE TABLE ${s}.mail_outbox (
        id uuid PRIMARY KEY,
        dedupe_key text NOT NULL UNIQUE,
        message_id text NOT NULL UNIQUE,
        user_id text,
        to_address text NOT NULL,
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text NOT NULL,
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
    await run(`CREATE INDEX mail_outbox_due_idx ON ${s}.mail_outbox (next_attempt_at) WHERE status = 'queued'`);
    await run(`CREATE INDEX mail_outbox_user_id_idx ON ${s}.mail_outbox (user_id) WHERE user_id IS NOT NULL`);
  },
};
