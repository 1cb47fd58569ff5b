/**
 * Group e-mail (docs/product.md#admin): the API between the support service and the
 * /admin/group-email screen, billing's internal audience endpoint support reads recipients from,
 * and the wording of the unsubscribe page.
 */

export const GROUP_EMAIL_AUDIENCES = ['all', 'trial', 'active', 'expired'] as const;
export type GroupEmailAudience = (typeof GROUP_EMAIL_AUDIENCES)[number];

export const GROUP_EMAIL_AUDIENCE_LABELS: Record<GroupEmailAudience, string> = {
  all: 'All users',
  trial: 'On a running trial',
  active: 'Paying subscribers',
  expired: 'Expired',
};

export const GROUP_EMAIL_LIMITS = {
  /** Recipients per page of billing's GET /internal/audience. */
  audiencePageMax: 1000,
  recipientsPageSize: 50,
  campaignsListed: 50,
} as const;

export const GROUP_EMAIL_MESSAGES = {
  audienceInvalid: 'Choose an audience: all, trial, active or expired',
  templateRequired: 'Choose a template',
  templateNotFound: 'That template no longer exists',
  campaignNotFound: 'Campaign not found',
  noRecipients: 'Nobody is in this audience: there is nobody to send to',
  audienceUnavailable: 'The list of recipients could not be read from billing. Please try again in a moment.',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Copy the whole address from the e-mail, or write to support.',
  unsubscribeDone: 'You are unsubscribed: BlockBeat will send you no more group e-mails. Replies about your support tickets still arrive.',
} as const;

/** One recipient as billing answers it: what a template's placeholders are filled with. */
export interface AudienceRecipient {
  userId: string;
  email: string;
  /** The first word of the user's name; "there" when billing knows no name ("Hi there"). */
  firstName: string;
  trialDaysLeft: number;
}

/** GET /internal/audience?audience=&after=<userId>&limit= (billing; Bearer INTERNAL_API_SECRET), by user id. */
export interface AudiencePage {
  recipients: AudienceRecipient[];
  /** The `after` of the next page; null on the last. */
  next: string | null;
}

/** GET /internal/audience/count?audience= (billing) and GET /api/admin/group-email/audience-count?audience= (support). */
export interface AudienceCount {
  audience: GroupEmailAudience;
  count: number;
}

/** POST /api/admin/group-email/campaigns → Campaign (201). */
export interface CampaignInput {
  templateId: string;
  audience: GroupEmailAudience;
}

/** POST /api/admin/group-email/test → TestMailAnswer (202): the template to the caller only. */
export interface TestMailInput {
  templateId: string;
}

export interface TestMailAnswer {
  to: string;
}

/**
 * preparing: the recipients are being read from billing; sending: they move to the outbox at the
 * configured rate and are sent from there; done: every recipient's mail was sent or failed.
 */
export const CAMPAIGN_STATUSES = ['preparing', 'sending', 'done'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  preparing: 'Preparing',
  sending: 'Sending',
  done: 'Done',
};

export const RECIPIENT_STATUSES = ['queued', 'sent', 'failed'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

export const RECIPIENT_STATUS_LABELS: Record<RecipientStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
};

/** A row of GET /api/admin/group-email/campaigns (newest first), with its progress. */
export interface Campaign {
  id: string;
  audience: GroupEmailAudience;
  templateName: string;
  /** The template's subject as it was when the campaign was sent (placeholders unfilled). */
  subject: string;
  createdBy: string;
  createdAt: string;
  status: CampaignStatus;
  /** Recipients (0 while preparing); unsubscribed users are not among them. */
  total: number;
  queued: number;
  sent: number;
  failed: number;
  /**
   * Sends interrupted by a stopped worker after they may have reached the mail server: each may
   * have delivered a second copy of a mail (with the same Message-ID).
   */
  repeats: number;
}

export interface CampaignList {
  campaigns: Campaign[];
}

/** A row of GET /api/admin/group-email/campaigns/{id}/recipients?status=&page=, by e-mail. */
export interface CampaignRecipient {
  userId: string;
  email: string;
  status: RecipientStatus;
  /** Why it failed (the mail server's answer). */
  error: string | null;
  sentAt: string | null;
  repeats: number;
}

export interface CampaignRecipientPage {
  recipients: CampaignRecipient[];
  total: number;
  page: number;
  pageSize: number;
}
