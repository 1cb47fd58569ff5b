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

/** What `npm start` itself reads (besides passing everything on to the processes it starts), for the configuration table. */
export const LAUNCHER_ENV = [
  { name: 'PORT', default: '3000', description: "the gateway's port; dev-idp, content, billing, support and embedded PostgreSQL take PORT+1 … PORT+5, the mail catcher PORT+6 (SMTP) and PORT+7 (inbox), coaching PORT+9" },
  { name: 'DATA_DIR', default: '.data', description: 'local state: embedded PostgreSQL data, dev-idp keys and sessions, identity keys, uploads' },
  { name: 'DATABASE_URL', default: 'embedded PostgreSQL on PORT+5, database blockbeat', description: 'PostgreSQL for every service; set, no embedded server starts' },
  { name: 'OIDC_ISSUER_URL', default: 'the dev-idp on PORT+1', description: 'set, the dev-idp is not started' },
  { name: 'SMTP_URL', default: 'the mail catcher on PORT+6', description: 'set, the mail catcher is not started; required with NODE_ENV=production' },
  { name: 'BASE_URL', default: 'http://localhost:$PORT', description: 'the public origin, passed to every service' },
  { name: 'NODE_ENV', default: 'development', description: 'production: no development defaults; every secret must be set' },
  { name: 'IDENTITY_PRIVATE_KEY', default: 'generated once into DATA_DIR/identity-keys.json', description: 'with IDENTITY_PUBLIC_KEY: the identity token key pair' },
  { name: 'IDENTITY_PUBLIC_KEY', default: 'generated with the private key', description: 'given to every service' },
  { name: 'INTERNAL_API_SECRET', default: 'generated once into DATA_DIR/internal-api-secret', description: 'given to billing, support, content and coaching' },
  { name: 'SPOTIFY_TOKEN_KEYS', default: 'generated once into DATA_DIR/spotify-token-keys (not in production)', description: 'given to content' },
  { name: 'LOG_LEVEL', default: 'info', description: 'silent hides the services\' logs in the launcher' },
  { name: 'SKIP_BUILD', default: 'unset', description: '1: never build before starting' },
  { name: 'BUILD', default: 'unset', description: 'always: rebuild every app before starting' },
] as const;
