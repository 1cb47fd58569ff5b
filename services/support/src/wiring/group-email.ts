import { requireIdentity, type Logger } from '@blockbeat/service-kit';
import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import { groupEmailRoutes } from '../api/group-email-routes';
import { requireStaff } from '../api/staff-support-routes';
import { unsubscribeRoutes } from '../api/unsubscribe-routes';
import { createSupportData } from '../data';
import { billingAudienceClient, type AudienceSource } from '../data/billing-audience-client';
import { createCampaignRepository } from '../data/campaign-repository';
import { createEmailTemplateRepository } from '../data/email-template-repository';
import { createSql } from '../data/sql';
import { createUnsubscribeRepository } from '../data/unsubscribe-repository';
import { campaignJobs } from '../domain/campaign-jobs';
import { groupEmailUseCases } from '../domain/group-email';
import { unsubscribeUseCases } from '../domain/unsubscribe';
import { unsubscribeTokens, type UnsubscribeTokens } from '../domain/unsubscribe-token';
import { createCampaignQueue, type CampaignQueue } from '../data/campaign-queue';

export interface GroupEmailConfig {
  /** Shared with billing (its /internal/audience) and the key of unsubscribe tokens. */
  internalApiSecret: string;
  billingUrl: string;
  /** Recipients moved to the outbox per second. */
  perSecond: number;
}

/** What group e-mail's routes need besides the app's own deps. */
export interface GroupEmailParts {
  queue: Pick<CampaignQueue, 'prepare'>;
  audience: AudienceSource;
  tokens: UnsubscribeTokens;
}

interface Common {
  sequelize: Sequelize;
  logger: Logger;
  baseUrl: string;
  messageIdDomain: string;
  mailQueued: () => void;
}

/** This replica's side of group e-mail: the queue, working on campaign jobs (main.ts). */
export function startGroupEmail({ config, databaseUrl, ...common }: Common & { config: GroupEmailConfig; databaseUrl: string }) {
  const { sequelize, logger } = common;
  const queue = createCampaignQueue({ databaseUrl, logger, sequelize });
  const parts: GroupEmailParts = { queue, audience: billingAudienceClient({ billingUrl: config.billingUrl, secret: config.internalApiSecret }), tokens: unsubscribeTokens(config.internalApiSecret) };
  const sql = createSql(sequelize);
  const jobs = campaignJobs({
    ...common,
    ...parts,
    queue,
    sql,
    campaigns: createCampaignRepository(sql),
    outbox: createSupportData(sequelize, common).outbox,
    perSecond: config.perSecond,
  });
  queue.work(jobs).catch((err: unknown) => logger.error({ err }, 'the group e-mail queue did not start; campaigns wait until the service restarts'));
  return { parts, jobs, stop: queue.stop };
}

/** /api/admin/group-email (staff) and /api/unsubscribe (public, the token is the proof). */
export function groupEmailRouter({ identityPublicKey, parts, ...common }: Common & { identityPublicKey: string; parts: GroupEmailParts }): Router {
  const { sequelize, baseUrl, mailQueued } = common;
  const sql = createSql(sequelize);
  const identity = requireIdentity({ publicKeyPem: identityPublicKey, audience: 'support' });
  const useCases = groupEmailUseCases({
    ...parts,
    sql,
    campaigns: createCampaignRepository(sql),
    templates: createEmailTemplateRepository(sql),
    outbox: createSupportData(sequelize, common).outbox,
    baseUrl,
    mailQueued,
  });
  const router = Router();
  router.use('/api/admin/group-email', identity, requireStaff, groupEmailRoutes(useCases));
  router.use('/api/unsubscribe', unsubscribeRoutes(unsubscribeUseCases({ tokens: parts.tokens, unsubscribes: createUnsubscribeRepository(sql) })));
  return router;
}
