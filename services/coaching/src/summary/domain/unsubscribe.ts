import type { SignedIdTokens } from '@blockbeat/service-kit';
import type { SummaryRepository } from '../data/summary-repository';

/** The summary mail's unsubscribe link: its token names the instructor. */
export function weeklySummaryUnsubscribe({ tokens, summaries }: { tokens: SignedIdTokens; summaries: SummaryRepository }) {
  return {
    isValid: (token: string): boolean => tokens.idOf(token) !== null,

    /** False when the token was not made here. */
    async stop(token: string): Promise<boolean> {
      const instructorId = tokens.idOf(token);
      if (instructorId === null) return false;
      await summaries.unsubscribe(instructorId);
      return true;
    },
  };
}

export type WeeklySummaryUnsubscribe = ReturnType<typeof weeklySummaryUnsubscribe>;
