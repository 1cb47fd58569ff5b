import type { Campaign, CampaignRecipient, CampaignRecipientPage, EmailTemplate } from '@blockbeat/contracts';
import { render } from '@testing-library/react';
import { renderTree } from '../../../test-setup/remote-harness';
import { GroupEmailScreen } from '../../src/features/group-email/components/GroupEmailScreen';

export const API = '/api/admin/group-email';
export const TEMPLATES = '/api/admin/email-templates';
export const CAMPAIGNS = `${API}/campaigns`;
export const CAMPAIGN_ID = '3f6c1b2a-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
export const countUrl = (audience: string) => `${API}/audience-count?audience=${audience}`;
export const recipientsUrl = (query: string, id = CAMPAIGN_ID) => `${CAMPAIGNS}/${id}/recipients?${query}`;

export const template = (over: Partial<EmailTemplate> = {}): EmailTemplate => ({
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  name: 'Trial reminder',
  subject: '{{firstName}}, {{trialDaysLeft}} days left',
  body: 'Hi {{firstName}}',
  createdAt: '2026-03-04T12:00:00.000Z',
  updatedAt: '2026-03-04T12:00:00.000Z',
  ...over,
});

export const campaign = (over: Partial<Campaign> = {}): Campaign => ({
  id: CAMPAIGN_ID,
  audience: 'trial',
  templateName: 'Trial reminder',
  subject: '{{firstName}}, {{trialDaysLeft}} days left',
  createdBy: 'admin@example.com',
  createdAt: '2026-03-06T09:30:00.000Z',
  status: 'done',
  total: 3,
  queued: 0,
  sent: 2,
  failed: 1,
  repeats: 0,
  ...over,
});

export const recipient = (over: Partial<CampaignRecipient> = {}): CampaignRecipient => ({
  userId: 'u1',
  email: 'ada@example.com',
  status: 'sent',
  error: null,
  sentAt: '2026-03-06T09:31:00.000Z',
  repeats: 0,
  ...over,
});

export const recipientPage = (recipients: CampaignRecipient[], over: Partial<CampaignRecipientPage> = {}): CampaignRecipientPage => ({ recipients, total: recipients.length, page: 1, pageSize: 50, ...over });

/** The screen as the admin page mounts it at /admin/group-email (with `search`). */
export function renderGroupEmail(search = '') {
  return render(renderTree(<GroupEmailScreen />, { path: `/admin/group-email${search}`, routes: ['/admin/group-email'] }));
}
