import type { UnsubscribeRepository } from '../data/unsubscribe-repository';
import type { UnsubscribeTokens } from './unsubscribe-token';

/** A group mail's unsubscribe link: whose it is, and taking that user off every later campaign. */
export function unsubscribeUseCases({ tokens, unsubscribes }: { tokens: UnsubscribeTokens; unsubscribes: UnsubscribeRepository }) {
  return {
    /** The user the link's token was made for; null when it was not made here or was changed. */
    userOf: (token: string): string | null => tokens.userOf(token),
    /** Idempotent: a second click changes nothing. */
    unsubscribe: (userId: string): Promise<void> => unsubscribes.add(userId),
  };
}

export type UnsubscribeUseCases = ReturnType<typeof unsubscribeUseCases>;
