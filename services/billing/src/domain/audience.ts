import { trialDaysLeft, type AudienceCount, type AudiencePage, type AudienceRecipient, type GroupEmailAudience } from '@blockbeat/contracts';
import type { AudienceRepository, AudienceRow } from '../data/audience-repository';

/** What `{{firstName}}` says for a user whose name billing does not know: "Hi there". */
export const UNKNOWN_FIRST_NAME = 'there';

const firstNameOf = (name: string | null) => name?.trim().split(/\s+/)[0] || UNKNOWN_FIRST_NAME;

const toRecipient = (row: AudienceRow, now: Date): AudienceRecipient => ({
  userId: row.userId,
  email: row.email,
  firstName: firstNameOf(row.name),
  trialDaysLeft: trialDaysLeft(row.trialEndsAt, now),
});

/** The recipients of a group mail, for the support service (GET /internal/audience). */
export function audienceUseCases(audience: AudienceRepository) {
  return {
    async page(group: GroupEmailAudience, after: string, limit: number, now = new Date()): Promise<AudiencePage> {
      const rows = await audience.page(group, after, limit, now);
      return { recipients: rows.map((row) => toRecipient(row, now)), next: rows.length === limit ? rows[rows.length - 1]!.userId : null };
    },

    count: async (group: GroupEmailAudience, now = new Date()): Promise<AudienceCount> => ({ audience: group, count: await audience.count(group, now) }),
  };
}

export type AudienceUseCases = ReturnType<typeof audienceUseCases>;
