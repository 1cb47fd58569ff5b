import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { generateIdentityKeys } from '@blockbeat/service-kit';

export interface StackConfig {
  root: string;
  port: number;
  dataDir: string;
  production: boolean;
  databaseUrl?: string;
  issuer?: string;
  /** The mail server support sends through; unset, the launcher runs the mail catcher. */
  smtpUrl?: string;
  baseUrl: string;
}

export function readStackConfig(root: string, env: NodeJS.ProcessEnv): StackConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 1 || port > 65530) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const production = env.NODE_ENV === 'production';
  if (production) {
    const required = ['OIDC_ISSUER_URL', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'SESSION_SECRET', 'IDENTITY_PRIVATE_KEY', 'IDENTITY_PUBLIC_KEY', 'DATABASE_URL', 'BASE_URL', 'SMTP_URL', 'INTERNAL_API_SECRET'];
    const missing = required.filter((k) => !env[k]);
    if (missing.length) {
      throw new Error(`NODE_ENV=production has no development defaults; set: ${missing.join(', ')}`);
    }
  }
  return {
    root,
    port,
    dataDir: path.resolve(root, env.DATA_DIR ?? '.data'),
    production,
    databaseUrl: env.DATABASE_URL || undefined,
    issuer: env.OIDC_ISSUER_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    baseUrl: (env.BASE_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
  };
}

/** The gateway signs identities with the private key, services verify with the public one. */
export async function identityKeys(env: NodeJS.ProcessEnv, dataDir: string) {
  if (env.IDENTITY_PRIVATE_KEY && env.IDENTITY_PUBLIC_KEY) {
    return { privateKeyPem: env.IDENTITY_PRIVATE_KEY, publicKeyPem: env.IDENTITY_PUBLIC_KEY };
  }
  const file = path.join(dataDir, 'identity-keys.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as { privateKeyPem: string; publicKeyPem: string };
  const keys = await generateIdentityKeys();
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

/** Shared by billing and support (group e-mail audiences, unsubscribe links): INTERNAL_API_SECRET, else one kept in DATA_DIR. */
export function internalApiSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.INTERNAL_API_SECRET) return env.INTERNAL_API_SECRET;
  const file = path.join(dataDir, 'internal-api-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * SPOTIFY_TOKEN_KEYS for content (it encrypts Spotify tokens at rest): the variable, else outside
 * production one key kept in DATA_DIR, so `npm start` works with only SPOTIFY_CLIENT_ID set. In
 * production it must be set (content refuses to start with a client id and no keys).
 */
export function spotifyTokenKeys(env: NodeJS.ProcessEnv, dataDir: string, production: boolean): string | undefined {
  if (env.SPOTIFY_TOKEN_KEYS) return env.SPOTIFY_TOKEN_KEYS;
  if (production) return undefined;
  const file = path.join(dataDir, 'spotify-token-keys');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const keys = `local1:${randomBytes(32).toString('base64')}`;
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, keys, { mode: 0o600 });
  return keys;
}
