import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface TokenKey {
  id: string;
  key: Buffer;
}

const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
const VERSION = 'v1';

/** "kid:base64-of-32-bytes,kid2:…" (SPOTIFY_TOKEN_KEYS); throws a message naming what is wrong. */
export function parseTokenKeys(value: string): TokenKey[] {
  const keys = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const colon = entry.indexOf(':');
      const id = entry.slice(0, colon);
      if (colon < 0 || !KEY_ID.test(id)) throw new Error('must be "kid:base64key,…" with key ids of letters, digits, _ or -');
      const key = Buffer.from(entry.slice(colon + 1), 'base64');
      if (key.length !== 32) throw new Error(`key "${id}" must be 32 bytes, base64-encoded`);
      return { id, key };
    });
  if (keys.length === 0) throw new Error('must name at least one key');
  if (new Set(keys.map((k) => k.id)).size !== keys.length) throw new Error('names a key id twice');
  return keys;
}

export interface TokenCipher {
  /** `context` (the owner and the column) is authenticated, so a sealed value moved elsewhere does not open. */
  seal(plain: string, context: string): string;
  open(sealed: string, context: string): string;
}

/**
 * AES-256-GCM with a random 96-bit IV. A sealed value is "v1.<kid>.<iv>.<tag>.<ciphertext>"
 * (base64url): it names its key, so values sealed before a rotation still open while the first
 * key seals everything new.
 */
export function createTokenCipher(keys: readonly TokenKey[]): TokenCipher {
  const [current] = keys;
  if (!current) throw new Error('a token cipher needs a key');
  const byId = new Map(keys.map((k) => [k.id, k.key]));
  return {
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv);
      cipher.setAAD(Buffer.from(context));
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, current.id, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    open(sealed, context) {
      const [version, id, iv, tag, ciphertext] = sealed.split('.');
      const key = id === undefined ? undefined : byId.get(id);
      if (version !== VERSION || !key || !iv || !tag || ciphertext === undefined) throw new Error(`cannot open a token sealed with key "${id}"`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
