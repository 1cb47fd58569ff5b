import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { COACHING_LIMITS } from '@blockbeat/contracts';

/** A new client link's token: 192 random bits, URL-safe without escaping. Its hash finds the client. */
export const newLinkToken = (): string => randomBytes(COACHING_LIMITS.linkTokenBytes).toString('base64url');

export const linkHashOf = (token: string): Buffer => createHash('sha256').update(token).digest();

/** Anything else cannot be a token we made: refused without a database lookup. */
export const isTokenShaped = (token: string): boolean => /^[\w-]{22,64}$/.test(token);

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The token sealed (AES-256-GCM, a key derived from INTERNAL_API_SECRET), so the link can be
 * e-mailed to the client later without renewing it; the database alone never yields a token.
 * `open` answers null for anything not sealed with this key.
 */
export function linkSealer(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'blockbeat coaching client link', 32));
  return {
    seal(token: string): Buffer {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]);
    },
    open(sealed: Buffer): string | null {
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
        decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

export type LinkSealer = ReturnType<typeof linkSealer>;
