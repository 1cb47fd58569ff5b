import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A token that names an id and proves it was made here, for one purpose (an unsubscribe link):
 * the id and its HMAC-SHA256, both base64url. The key is derived from `secret` (the services'
 * INTERNAL_API_SECRET) and `purpose`, so a token proves nothing anywhere else. It never expires:
 * an old mail's link must keep working.
 */
export function signedIdTokens(secret: string, purpose: string) {
  const key = createHmac('sha256', secret).update(purpose).digest();
  const signature = (id: string) => createHmac('sha256', key).update(id).digest();

  return {
    tokenFor: (id: string): string => `${Buffer.from(id).toString('base64url')}.${signature(id).toString('base64url')}`,

    /** The id the token was made for; null when it was not made here, for this purpose, or was changed. */
    idOf(token: string): string | null {
      const [encoded, sig, ...rest] = token.split('.');
      if (!encoded || !sig || rest.length > 0) return null;
      const id = Buffer.from(encoded, 'base64url').toString('utf8');
      const given = Buffer.from(sig, 'base64url');
      const expected = signature(id);
      return given.length === expected.length && timingSafeEqual(given, expected) && Buffer.from(id).toString('base64url') === encoded ? id : null;
    },
  };
}

export type SignedIdTokens = ReturnType<typeof signedIdTokens>;
