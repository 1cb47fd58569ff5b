import type { Migration } from '@blockbeat/service-kit';

/**
 * Group e-mail (issue 15): campaigns with a copy of the template they send, their recipients as
 * read from billing when the campaign started (one row per user: nobody is queued twice), who
 * unsubscribed, and two outbox additions: extra headers per mail (List-Unsubscribe) and a row per
 * started send, written outside the send's transaction, so a send cut short by a stopped worker
 * still counts (the mail may have reached the server: a possible repeat).
 */
export const campaigns: Migration = {
  name: '004-campaigns',
  async up({ sequelize, schema }) {
    const s = `"${schema}"`;
    const run = (sql: string) => sequelize.query(sql);

    await run(`ALTER TABLE ${s}.mail_outbox ADD COLUMN headers jsonb NOT NULL DEFAULT '{}'`);
    // No foreign key: the sender holds the outbox row's lock while it writes here.
    await run(`
      CREATE TABLE ${s}.mail_send_starts (
        outbox_id uuid NOT NULL,
        started_at timestamptz NOT NULL DEFAULT now()
      )`);
    await run(`CREATE INDEX mail_send_starts_outbox_id_idx ON ${s}.mail_send_starts (outbox_id)`);

    await run(`
      CREATE TABLE ${s}.unsubscribes (
        user_id text PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await run(`
      CREATE TABLE ${s}.campaigns (
        id uuid PRIMARY KEY,
        audience text NOT NULL CHECK (audience IN ('all', 'trial', 'active', 'expired')),
        template_name text NOT NULL,
        subject text NOT NULL,
        body text NOT NULL,
        created_by text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        state text NOT NULL DEFAULT 'preparing' CHECK (state IN ('preparing', 'sending', 'moved'))
      )`);
    await run(`CREATE INDEX campaigns_created_at_idx ON ${s}.campaigns (created_at DESC)`);

    await run(`
      CREATE TABLE ${s}.campaign_recipients (
        campaign_id uuid NOT NULL REFERENCES ${s}.campaigns (id) ON DELETE CASCADE,
        user_id text NOT NULL,
        email text NOT NULL,
        first_name text NOT NULL,
        trial_days_left integer NOT NULL,
        mail_key text UNIQUE,
        PRIMARY KEY (campaign_id, user_id)
      )`);
    await run(`CREATE INDEX campaign_recipients_pending_idx ON ${s}.campaign_recipients (campaign_id, user_id) WHERE mail_key IS NULL`);
    await run(`CREATE INDEX campaign_recipients_email_idx ON ${s}.campaign_recipients (campaign_id, email)`);
    await run(`CREATE INDEX campaign_recipients_user_id_idx ON ${s}.campaign_recipients (user_id)`);
  },
};
