import { signedIdTokens } from '@blockbeat/service-kit';

/**
 * The token in a group mail's unsubscribe link: the user id and its HMAC-SHA256, both base64url.
 * The key is derived from INTERNAL_API_SECRET for this one use, so a token proves nothing anywhere
 * else. It never expires: an old mail's link must keep working.
 */
export function unsubscribeTokens(secret: string) {
  const tokens = signedIdTokens(secret, 'blockbeat group e-mail unsubscribe');
  return {
    tokenFor: tokens.tokenFor,
    /** The user the token was made for; null when it was not made here or was changed. */
    userOf: tokens.idOf,
  };
}

export type UnsubscribeTokens = ReturnType<typeof unsubscribeTokens>;
