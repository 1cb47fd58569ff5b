import { randomUUID } from 'node:crypto';
import {
  GROUP_EMAIL_LIMITS,
  GROUP_EMAIL_MESSAGES,
  SAMPLE_TEMPLATE_VALUES,
  type AudienceCount,
  type Campaign,
  type CampaignInput,
  type CampaignList,
  type CampaignRecipientPage,
  type GroupEmailAudience,
  type IdentityClaims,
  type RecipientStatus,
  type TestMailAnswer,
} from '@blockbeat/contracts';
import { NotFoundError, UnavailableError, ValidationError } from '@blockbeat/service-kit';
import { AudienceUnavailableError, type AudienceSource } from '../data/billing-audience-client';
import type { CampaignRepository } from '../data/campaign-repository';
import type { EmailTemplateRepository } from '../data/email-template-repository';
import type { OutboxRepository } from '../data/outbox-repository';
import type { Sql, Tx } from '../data/sql';
import { groupMail, unsubscribeUrl } from './group-email-mail';
import type { UnsubscribeTokens } from './unsubscribe-token';

export interface GroupEmailDeps {
  sql: Sql;
  campaigns: CampaignRepository;
  templates: Pick<EmailTemplateRepository, 'find'>;
  outbox: Pick<OutboxRepository, 'enqueue'>;
  audience: AudienceSource;
  tokens: UnsubscribeTokens;
  queue: { prepare(tx: Tx, campaignId: string): Promise<void> };
  baseUrl: string;
  mailQueued: () => void;
}

const firstWord = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** /admin/group-email: the count before sending, a test to oneself, campaigns and their log. */
export function groupEmailUseCases({ sql, campaigns, templates, outbox, audience, tokens, queue, baseUrl, mailQueued }: GroupEmailDeps) {
  async function template(templateId: string) {
    const found = await templates.find(templateId);
    if (!found) throw new ValidationError({ templateId: GROUP_EMAIL_MESSAGES.templateNotFound }, GROUP_EMAIL_MESSAGES.templateNotFound);
    return found;
  }

  return {
    async audienceCount(group: GroupEmailAudience): Promise<AudienceCount> {
      try {
        return { audience: group, count: await audience.count(group) };
      } catch (err) {
        if (err instanceof AudienceUnavailableError) throw new UnavailableError(GROUP_EMAIL_MESSAGES.audienceUnavailable);
        throw err;
      }
    },

    /** The template, filled in with the caller's name and address, to the caller alone (trial days: the preview's sample). */
    async sendTest(identity: IdentityClaims, templateId: string): Promise<TestMailAnswer> {
      const found = await template(templateId);
      const recipient = { userId: identity.sub, email: identity.email, firstName: firstWord(identity.name) || 'there', trialDaysLeft: SAMPLE_TEMPLATE_VALUES.trialDaysLeft };
      const mail = groupMail(found, recipient, unsubscribeUrl(baseUrl, tokens.tokenFor(identity.sub)), `group-test:${randomUUID()}`);
      await sql.transaction((tx) => outbox.enqueue(tx, { ...mail, subject: `[Test] ${mail.subject}` }));
      mailQueued();
      return { to: identity.email };
    },

    /** The campaign and its first job in one transaction: it runs exactly when it exists. */
    async start(identity: IdentityClaims, { templateId, audience: group }: CampaignInput): Promise<Campaign> {
      const found = await template(templateId);
      const id = randomUUID();
      await sql.transaction(async (tx) => {
        await campaigns.create(tx, { id, audience: group, templateName: found.name, subject: found.subject, body: found.body, createdBy: identity.email });
        await queue.prepare(tx, id);
      });
      const [created] = await campaigns.list(1, id);
      return created!;
    },

    list: async (): Promise<CampaignList> => ({ campaigns: await campaigns.list(GROUP_EMAIL_LIMITS.campaignsListed) }),

    async recipients(campaignId: string, status: RecipientStatus | undefined, page: number): Promise<CampaignRecipientPage> {
      if (!(await campaigns.find(campaignId))) throw new NotFoundError(GROUP_EMAIL_MESSAGES.campaignNotFound);
      const pageSize = GROUP_EMAIL_LIMITS.recipientsPageSize;
      const { rows, total } = await campaigns.recipients(campaignId, status, page, pageSize);
      return { recipients: rows, total, page, pageSize };
    },
  };
}

export type GroupEmailUseCases = ReturnType<typeof groupEmailUseCases>;
