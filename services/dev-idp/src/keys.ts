import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

interface StoredKeys {
  jwks: { keys: crypto.JsonWebKey[] };
  cookieKeys: string[];
}

/** Signing keys and cookie keys kept on disk so tokens and sessions survive a restart. */
export function loadOrCreateKeys(dir: string): StoredKeys {
  const file = path.join(dir, 'keys.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as StoredKeys;
  fs.mkdirSync(dir, { recursive: true });
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: crypto.randomUUID(), use: 'sig', alg: 'RS256' };
  const keys: StoredKeys = { jwks: { keys: [jwk] }, cookieKeys: [crypto.randomBytes(32).toString('hex')] };
  fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
