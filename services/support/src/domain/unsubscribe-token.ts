import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token in a group mail's unsubscribe link: the user id and its HMAC-SHA256, both base64url.
 * The key is derived from INTERNAL_API_SECRET for this one use, so a token proves nothing anywhere
 * else. It never expires: an old mail's link must keep working.
 */
export function unsubscribeTokens(secret: string) {
  const key = createHmac('sha256', secret).update('blockbeat group e-mail unsubscribe').digest();
  const signature = (userId: string) => createHmac('sha256', key).update(userId).digest();

  return {
    tokenFor: (userId: string): string => `${Buffer.from(userId).toString('base64url')}.${signature(userId).toString('base64url')}`,

    /** The user the token was made for; null when it was not made here or was changed. */
    userOf(token: string): string | null {
      const [id, sig, ...rest] = token.split('.');
      if (!id || !sig || rest.length > 0) return null;
      const userId = Buffer.from(id, 'base64url').toString('utf8');
      const given = Buffer.from(sig, 'base64url');
      const expected = signature(userId);
      return given.length === expected.length && timingSafeEqual(given, expected) && Buffer.from(userId).toString('base64url') === id ? userId : null;
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof unsubscribeTokens>;
