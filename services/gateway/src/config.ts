import Joi from 'joi';
import path from 'node:path';
import { loadConfig } from '@blockbeat/service-kit';

export interface GatewayConfig {
  NODE_ENV: string;
  PORT: number;
  HOST: string;
  BASE_URL: string;
  DATABASE_URL: string;
  OIDC_ISSUER_URL: string;
  OIDC_CLIENT_ID: string;
  OIDC_CLIENT_SECRET: string;
  SESSION_SECRET: string;
  IDENTITY_PRIVATE_KEY: string;
  CONTENT_URL: string;
  BILLING_URL: string;
  SUPPORT_URL: string;
  STATIC_ROOT: string;
  ENTITLEMENT_CACHE_SECONDS: number;
  /** Express's `trust proxy`: which hops may tell the client's IP in X-Forwarded-For. */
  TRUST_PROXY: string | number;
  REDIS_URL?: string;
  RATE_LIMIT_SIGN_IN_PER_MINUTE: number;
  RATE_LIMIT_WRITES_PER_MINUTE: number;
  RATE_LIMIT_UPLOADS_PER_MINUTE: number;
  RATE_LIMIT_SHARED_PER_MINUTE: number;
  /** Event streams (live classes) one client address may hold open on one replica at once. */
  EVENT_STREAMS_PER_IP: number;
  /** Published remote versions, served at /remotes/<dir>/<version>/ (scripts/publish-remotes.ts). */
  REMOTES_DIR: string;
  /** The release map: which version of each remote users get (docs/delivery.md); unset, every remote comes from its dist/. */
  REMOTES_RELEASE_FILE?: string;
  REMOTES_RELEASE_RECHECK_MS: number;
  remoteOverrides: Record<string, string>;
}

const REPO_ROOT = path.resolve(__dirname, '../../..');
const DEV_SECRET = 'blockbeat-development-session-secret-change-me';
/** One trusted proxy as Express names it: a preset, an address or a CIDR subnet. */
const proxyEntry = Joi.alternatives(Joi.string().valid('loopback', 'linklocal', 'uniquelocal'), Joi.string().ip({ cidr: 'optional' }));

/**
 * Express's `trust proxy`: a number of hops, or a comma-separated list of proxy entries. `true`
 * (trust anyone) is refused: any client could then pick its own IP and escape the per-IP limits.
 */
const trustProxySchema = Joi.alternatives(
  Joi.number().integer().min(0),
  Joi.string().custom((value: string, helpers) =>
    value.split(',').every((entry) => !proxyEntry.validate(entry.trim()).error)
      ? value
      : helpers.message({ custom: '{{#label}} must be a hop count or a comma-separated list of loopback, linklocal, uniquelocal, addresses and subnets' }),
  ),
).default('loopback');
const perMinute = (limit: number) => Joi.number().integer().min(1).default(limit);

/** Development defaults exist for convenience only; production must configure every secret. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const production = env.NODE_ENV === 'production';
  /** In production the variable is required; in development it falls back to a local value. */
  const devDefault = (value: string) => (production ? Joi.string().required() : Joi.string().default(value));
  const port = Number(env.PORT ?? 3000);
  const schema = Joi.object({
    NODE_ENV: Joi.string().default('development'),
    PORT: Joi.number().port().default(3000),
    HOST: Joi.string().default('0.0.0.0'),
    BASE_URL: Joi.string().uri({ scheme: ['http', 'https'] }).default(`http://localhost:${port}`),
    DATABASE_URL: Joi.string().uri().required(),
    OIDC_ISSUER_URL: devDefault(`http://127.0.0.1:${port + 1}`).uri(),
    OIDC_CLIENT_ID: devDefault('blockbeat-dev'),
    OIDC_CLIENT_SECRET: devDefault('blockbeat-dev-secret'),
    SESSION_SECRET: devDefault(DEV_SECRET).min(32),
    IDENTITY_PRIVATE_KEY: Joi.string().required(),
    CONTENT_URL: Joi.string().uri().default(`http://127.0.0.1:${port + 2}`),
    BILLING_URL: Joi.string().uri().default(`http://127.0.0.1:${port + 3}`),
    SUPPORT_URL: Joi.string().uri().default(`http://127.0.0.1:${port + 4}`),
    STATIC_ROOT: Joi.string().default(REPO_ROOT),
    ENTITLEMENT_CACHE_SECONDS: Joi.number().integer().min(0).max(30).default(15),
    TRUST_PROXY: trustProxySchema,
    REDIS_URL: Joi.string().uri({ scheme: ['redis', 'rediss'] }),
    RATE_LIMIT_SIGN_IN_PER_MINUTE: perMinute(30),
    RATE_LIMIT_WRITES_PER_MINUTE: perMinute(300),
    RATE_LIMIT_UPLOADS_PER_MINUTE: perMinute(30),
    RATE_LIMIT_SHARED_PER_MINUTE: perMinute(300),
    // A studio's phones and TV share one Wi-Fi address: room for a large class, not for a flood.
    EVENT_STREAMS_PER_IP: Joi.number().integer().min(1).default(500),
    REMOTES_DIR: Joi.string().default(path.resolve(REPO_ROOT, env.DATA_DIR ?? '.data', 'remotes')),
    REMOTES_RELEASE_FILE: Joi.string(),
    // How often the release map's file is looked at: a stat per request would be a system call on every answer.
    REMOTES_RELEASE_RECHECK_MS: Joi.number().integer().min(0).max(60_000).default(1000),
  }).unknown(true);
  const config = loadConfig<Omit<GatewayConfig, 'remoteOverrides'>>(schema, env);
  if (production && config.SESSION_SECRET === DEV_SECRET) {
    throw new Error('SESSION_SECRET must be set to a private value in production');
  }
  const remoteOverrides = Object.fromEntries(
    Object.entries(env)
      .filter(([k, v]) => k.startsWith('REMOTE_') && k.endsWith('_URL') && v)
      .map(([k, v]) => [k.slice('REMOTE_'.length, -'_URL'.length).toLowerCase(), v as string]),
  );
  return {
    ...config,
    BASE_URL: config.BASE_URL.replace(/\/$/, ''),
    IDENTITY_PRIVATE_KEY: config.IDENTITY_PRIVATE_KEY.replace(/\\n/g, '\n'),
    remoteOverrides,
  };
}
