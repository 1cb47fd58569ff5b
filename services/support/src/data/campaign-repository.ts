import type { AudienceRecipient, Campaign, CampaignRecipient, GroupEmailAudience, RecipientStatus } from '@blockbeat/contracts';
import type { Sql, Tx } from './sql';

export interface NewCampaign {
  id: string;
  audience: GroupEmailAudience;
  templateName: string;
  subject: string;
  body: string;
  createdBy: string;
}

export interface CampaignRecord extends NewCampaign {
  state: 'preparing' | 'sending' | 'moved';
}

export interface PendingRecipient {
  userId: string;
  email: string;
  firstName: string;
  trialDaysLeft: number;
}

/** The outbox key of a recipient's group mail: one mail per campaign and user, ever. */
export const groupMailKey = (campaignId: string, userId: string) => `group:${campaignId}:${userId}`;

/**
 * Each recipient's outcome from the outbox: queued until its mail is sent or failed. A send that
 * was started (mail_send_starts) but wrote no outcome was cut short after it may have reached the
 * mail server: a possible repeat, counted once the mail has its outcome.
 */
const OUTCOME_JOINS = `
  LEFT JOIN support.mail_outbox o ON o.dedupe_key = r.mail_key
  LEFT JOIN LATERAL (SELECT count(*) AS starts FROM support.mail_send_starts s WHERE s.outbox_id = o.id) st ON o.id IS NOT NULL`;
const STATUS = `COALESCE(o.status, 'queued')`;
const REPEATS = `CASE WHEN o.status IN ('sent', 'failed') THEN GREATEST(st.starts - o.attempts, 0) ELSE 0 END`;

interface CampaignRow extends Omit<Campaign, 'status' | 'createdAt'> {
  state: CampaignRecord['state'];
  createdAt: Date;
}

const toCampaign = ({ state, createdAt, ...row }: CampaignRow): Campaign => ({
  ...row,
  createdAt: createdAt.toISOString(),
  total: Number(row.total),
  queued: Number(row.queued),
  sent: Number(row.sent),
  failed: Number(row.failed),
  repeats: Number(row.repeats),
  status: state === 'preparing' ? 'preparing' : state === 'moved' && Number(row.queued) === 0 ? 'done' : 'sending',
});

export function createCampaignRepository(sql: Sql) {
  return {
    async create(tx: Tx, campaign: NewCampaign): Promise<void> {
      await sql.exec(
        `INSERT INTO support.campaigns (id, audience, template_name, subject, body, created_by) VALUES (:id, :audience, :templateName, :subject, :body, :createdBy)`,
        { ...campaign },
        tx,
      );
    },

    find(id: string): Promise<CampaignRecord | null> {
      return sql.one<CampaignRecord>(
        `SELECT id, audience, template_name AS "templateName", subject, body, created_by AS "createdBy", state FROM support.campaigns WHERE id = :id`,
        { id },
      );
    },

    /** Adds whoever is not yet a recipient and has not unsubscribed; safe to repeat with the same page. */
    async addRecipients(campaignId: string, recipients: AudienceRecipient[]): Promise<void> {
      if (recipients.length === 0) return;
      await sql.exec(
        `INSERT INTO support.campaign_recipients (campaign_id, user_id, email, first_name, trial_days_left)
         SELECT :campaignId, v.user_id, v.email, v.first_name, v.days
         FROM unnest(ARRAY[:userIds]::text[], ARRAY[:emails]::text[], ARRAY[:firstNames]::text[], ARRAY[:days]::int[]) AS v (user_id, email, first_name, days)
         WHERE NOT EXISTS (SELECT 1 FROM support.unsubscribes u WHERE u.user_id = v.user_id)
         ON CONFLICT (campaign_id, user_id) DO NOTHING`,
        {
          campaignId,
          userIds: recipients.map((r) => r.userId),
          emails: recipients.map((r) => r.email),
          firstNames: recipients.map((r) => r.firstName),
          days: recipients.map((r) => r.trialDaysLeft),
        },
      );
    },

    async setState(campaignId: string, from: CampaignRecord['state'], to: CampaignRecord['state']): Promise<void> {
      await sql.exec('UPDATE support.campaigns SET state = :to WHERE id = :campaignId AND state = :from', { campaignId, from, to });
    },

    /** Up to `limit` recipients not yet in the outbox that no other worker holds, locked until `tx` ends. */
    takePending(tx: Tx, campaignId: string, limit: number): Promise<PendingRecipient[]> {
      return sql.rows<PendingRecipient>(
        `SELECT user_id AS "userId", email, first_name AS "firstName", trial_days_left AS "trialDaysLeft"
         FROM support.campaign_recipients WHERE campaign_id = :campaignId AND mail_key IS NULL
         ORDER BY user_id LIMIT :limit FOR UPDATE SKIP LOCKED`,
        { campaignId, limit },
        tx,
      );
    },

    /** In the transaction that put their mails in the outbox. */
    async markQueued(tx: Tx, campaignId: string, userIds: string[]): Promise<void> {
      if (userIds.length === 0) return;
      await sql.exec(
        `UPDATE support.campaign_recipients r SET mail_key = v.mail_key
         FROM unnest(ARRAY[:userIds]::text[], ARRAY[:keys]::text[]) AS v (user_id, mail_key)
         WHERE r.campaign_id = :campaignId AND r.user_id = v.user_id`,
        { campaignId, userIds, keys: userIds.map((userId) => groupMailKey(campaignId, userId)) },
        tx,
      );
    },

    async hasPending(campaignId: string): Promise<boolean> {
      return (await sql.one('SELECT 1 AS "one" FROM support.campaign_recipients WHERE campaign_id = :campaignId AND mail_key IS NULL LIMIT 1', { campaignId })) !== null;
    },

    /** The user's rows in every campaign (their mails go with the outbox's own removal). */
    async removeRecipientOfUser(tx: Tx, userId: string): Promise<void> {
      await sql.exec('DELETE FROM support.campaign_recipients WHERE user_id = :userId', { userId }, tx);
    },

    /** Newest first (or the one with `id`), each with its recipients' outcomes counted. */
    async list(limit: number, id: string | null = null): Promise<Campaign[]> {
      const rows = await sql.rows<CampaignRow>(
        `SELECT c.id, c.audience, c.template_name AS "templateName", c.subject, c.created_by AS "createdBy", c.created_at AS "createdAt", c.state,
           count(r.user_id) AS total,
           count(r.user_id) FILTER (WHERE ${STATUS} = 'queued') AS queued,
           count(*) FILTER (WHERE o.status = 'sent') AS sent,
           count(*) FILTER (WHERE o.status = 'failed') AS failed,
           COALESCE(sum(${REPEATS}), 0) AS repeats
         FROM (SELECT * FROM support.campaigns WHERE CAST(:id AS uuid) IS NULL OR id = CAST(:id AS uuid) ORDER BY created_at DESC, id LIMIT :limit) c
         LEFT JOIN support.campaign_recipients r ON r.campaign_id = c.id
         ${OUTCOME_JOINS}
         GROUP BY c.id, c.audience, c.template_name, c.subject, c.created_by, c.created_at, c.state
         ORDER BY c.created_at DESC, c.id`,
        { limit, id },
      );
      return rows.map(toCampaign);
    },

    /** One page of a campaign's recipients by e-mail, optionally only those with one outcome. */
    async recipients(campaignId: string, status: RecipientStatus | undefined, page: number, pageSize: number): Promise<{ rows: CampaignRecipient[]; total: number }> {
      const rows = await sql.rows<Omit<CampaignRecipient, 'sentAt' | 'repeats'> & { sentAt: Date | null; repeats: string }>(
        `SELECT * FROM (
           SELECT r.user_id AS "userId", r.email, ${STATUS} AS status, CASE WHEN o.status = 'failed' THEN o.last_error END AS error,
             o.sent_at AS "sentAt", ${REPEATS} AS repeats
           FROM support.campaign_recipients r ${OUTCOME_JOINS}
           WHERE r.campaign_id = :campaignId
         ) x
         ${status ? 'WHERE x.status = :status' : ''}
         ORDER BY x.email, x."userId" LIMIT :limit OFFSET :offset`,
        { campaignId, status: status ?? null, limit: pageSize, offset: (page - 1) * pageSize },
      );
      const counted = await sql.one<{ total: string }>(
        `SELECT count(*) AS total FROM support.campaign_recipients r LEFT JOIN support.mail_outbox o ON o.dedupe_key = r.mail_key
         WHERE r.campaign_id = :campaignId ${status ? `AND ${STATUS} = :status` : ''}`,
        { campaignId, status: status ?? null },
      );
      return {
        rows: rows.map(({ sentAt, repeats, ...row }) => ({ ...row, sentAt: sentAt && sentAt.toISOString(), repeats: Number(repeats) })),
        total: Number(counted?.total ?? 0),
      };
    },
  };
}

export type CampaignRepository = ReturnType<typeof createCampaignRepository>;
