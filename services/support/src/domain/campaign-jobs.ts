import type { Logger } from '@blockbeat/service-kit';
import type { AudienceSource } from '../data/billing-audience-client';
import { groupMailKey, type CampaignRepository } from '../data/campaign-repository';
import type { OutboxRepository } from '../data/outbox-repository';
import type { Sql } from '../data/sql';
import { groupMail, unsubscribeUrl } from './group-email-mail';
import type { UnsubscribeTokens } from './unsubscribe-token';

/** One batch each second: GROUP_EMAIL_PER_SECOND recipients move to the outbox per batch. */
export const BATCH_SECONDS = 1;

export interface CampaignJobDeps {
  sql: Sql;
  campaigns: CampaignRepository;
  outbox: Pick<OutboxRepository, 'enqueue'>;
  audience: AudienceSource;
  tokens: UnsubscribeTokens;
  queue: { scheduleBatch(campaignId: string, batch: number, afterSeconds: number): Promise<void> };
  baseUrl: string;
  perSecond: number;
  logger: Logger;
  /** Mail was committed to the outbox: the worker sends it now. */
  mailQueued: () => void;
}

/**
 * What the queue's jobs do. Both are safe to run again (after a stop, or twice at once): the
 * recipients table has one row per user, and a recipient's outbox mail and its "queued" mark are
 * written in one transaction, so a stop between or during batches skips nobody and queues nobody
 * twice.
 */
export function campaignJobs({ sql, campaigns, outbox, audience, tokens, queue, baseUrl, perSecond, logger, mailQueued }: CampaignJobDeps) {
  return {
    async prepare(campaignId: string): Promise<void> {
      const campaign = await campaigns.find(campaignId);
      if (campaign?.state !== 'preparing') return;
      let after = '';
      for (;;) {
        const page = await audience.page(campaign.audience, after);
        await campaigns.addRecipients(campaignId, page.recipients);
        if (page.next === null) break;
        after = page.next;
      }
      await campaigns.setState(campaignId, 'preparing', 'sending');
      await queue.scheduleBatch(campaignId, 1, 0);
      logger.info({ campaignId, audience: campaign.audience }, 'group e-mail recipients read');
    },

    async batch(campaignId: string, batch: number): Promise<void> {
      const campaign = await campaigns.find(campaignId);
      if (campaign?.state !== 'sending') return;
      const startedAt = Date.now();
      const moved = await sql.transaction(async (tx) => {
        const pending = await campaigns.takePending(tx, campaignId, perSecond * BATCH_SECONDS);
        for (const recipient of pending) {
          await outbox.enqueue(tx, groupMail(campaign, recipient, unsubscribeUrl(baseUrl, tokens.tokenFor(recipient.userId)), groupMailKey(campaignId, recipient.userId)));
        }
        await campaigns.markQueued(tx, campaignId, pending.map((r) => r.userId));
        return pending.length;
      });
      if (moved > 0) mailQueued();
      if (await campaigns.hasPending(campaignId)) {
        await queue.scheduleBatch(campaignId, batch + 1, Math.max(0, BATCH_SECONDS - (Date.now() - startedAt) / 1000));
      } else {
        await campaigns.setState(campaignId, 'sending', 'moved');
      }
    },
  };
}

export type CampaignJobs = ReturnType<typeof campaignJobs>;
