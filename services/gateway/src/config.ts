import Joi from 'joi';
import path from 'node:path';
import { loadConfig, rateLimitSchema } from '@blockbeat/service-kit';

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
  COACHING_URL: string;
  STATIC_ROOT: string;
  ENTITLEMENT_CACHE_SECONDS: number;
  /** Express's `trust proxy`: which hops may tell the client's IP in X-Forwarded-For. */
  TRUST_PROXY: string | number;
  REDIS_URL?: string;
  RATE_LIMIT_SIGN_IN_PER_MINUTE: number;
  RATE_LIMIT_WRITES_PER_MINUTE: number;
  RATE_LIMIT_UPLOADS_PER_MINUTE: number;
  RATE_LIMIT_SHARED_PER_MINUTE: number;
  RATE_LIMIT_LIVE_PER_MINUTE: number;
  RATE_LIMIT_LIVE_MISSES_PER_MINUTE: number;
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
const perMinute = (limit: number, what: string) => rateLimitSchema(limit, `${what} per minute`);

/**
 * The gateway's variables, with the defaults `env` implies: in production (NODE_ENV=production)
 * every secret is required; in development each falls back to a local value, and the services'
 * addresses follow PORT as `npm start` lays them out. REMOTE_<NAME>_URL (any remote) is read
 * beside these: readConfig's remoteOverrides.
 */
export function configSchema(env: NodeJS.ProcessEnv = {}) {
  const production = env.NODE_ENV === 'production';
  /** In production the variable is required; in development it falls back to a local value. */
  const devDefault = (value: string) => (production ? Joi.string().required() : Joi.string().default(value));
  const port = Number(env.PORT ?? 3000);
  return Joi.object({
    NODE_ENV: Joi.string().default('development').description('production: every secret must be set, the session cookie is __Host- and Secure'),
    PORT: Joi.number().port().default(3000).description('port to listen on (the public origin\'s, behind a load balancer)'),
    HOST: Joi.string().default('0.0.0.0').description('address to listen on'),
    BASE_URL: Joi.string().uri({ scheme: ['http', 'https'] }).default(`http://localhost:${port}`).description('the public origin users open (sign-in redirects, links)'),
    DATABASE_URL: Joi.string().uri().required().description('PostgreSQL URL; the gateway keeps users, sessions and rate-limit counters in its own schema'),
    OIDC_ISSUER_URL: devDefault(`http://127.0.0.1:${port + 1}`).uri().description('the OpenID Connect provider; development: the dev-idp on PORT+1'),
    OIDC_CLIENT_ID: devDefault('blockbeat-dev').description("BlockBeat's client id at the provider"),
    OIDC_CLIENT_SECRET: devDefault('blockbeat-dev-secret').description("BlockBeat's client secret at the provider"),
    SESSION_SECRET: devDefault(DEV_SECRET).min(32).description('signs the session cookie; at least 32 characters'),
    IDENTITY_PRIVATE_KEY: Joi.string().required().description('Ed25519 private key (PKCS#8 PEM) that signs the identity token of every proxied request'),
    CONTENT_URL: Joi.string().uri().default(`http://127.0.0.1:${port + 2}`).description('the content service'),
    BILLING_URL: Joi.string().uri().default(`http://127.0.0.1:${port + 3}`).description('the billing service'),
    SUPPORT_URL: Joi.string().uri().default(`http://127.0.0.1:${port + 4}`).description('the support service'),
    COACHING_URL: Joi.string().uri().default(`http://127.0.0.1:${port + 9}`).description('the coaching service'),
    STATIC_ROOT: Joi.string().default(REPO_ROOT).description("holds shell/dist and each remote's dist (and mf-player/dist-server)"),
    ENTITLEMENT_CACHE_SECONDS: Joi.number().integer().min(0).max(30).default(15).description("how long billing's answer for a user is reused (a change billing makes is forgotten at once)"),
    TRUST_PROXY: trustProxySchema.description("Express's trust proxy: the hops that may tell the client's address"),
    REDIS_URL: Joi.string().uri({ scheme: ['redis', 'rediss'] }).description('rate-limit counters in Redis instead of PostgreSQL'),
    RATE_LIMIT_SIGN_IN_PER_MINUTE: perMinute(30, 'sign-in requests (/api/login, /api/callback) per client address'),
    RATE_LIMIT_WRITES_PER_MINUTE: perMinute(300, 'writes per signed-in user'),
    RATE_LIMIT_UPLOADS_PER_MINUTE: perMinute(30, 'uploads per signed-in user'),
    RATE_LIMIT_SHARED_PER_MINUTE: perMinute(300, 'shared-workout and import page and API reads per client address'),
    // A studio's 60 phones on one Wi-Fi address each read a class a handful of times.
    RATE_LIMIT_LIVE_PER_MINUTE: perMinute(1200, 'live class follower page and API reads per client address'),
    RATE_LIMIT_LIVE_MISSES_PER_MINUTE: perMinute(20, 'live class code lookups that find no class, per client address'),
    // A studio's phones and TV share one Wi-Fi address: room for a large class, not for a flood.
    EVENT_STREAMS_PER_IP: Joi.number().integer().min(1).default(500).description('live class event streams one client address may hold open on one replica'),
    REMOTES_DIR: Joi.string().default(path.resolve(REPO_ROOT, env.DATA_DIR ?? '.data', 'remotes')).description('published remote versions, served at /remotes/<dir>/<version>/'),
    REMOTES_RELEASE_FILE: Joi.string().description('the release map (which version of each remote users get); unset, every remote comes from its dist/'),
    // How often the release map's file is looked at: a stat per request would be a system call on every answer.
    REMOTES_RELEASE_RECHECK_MS: Joi.number().integer().min(0).max(60_000).default(1000).description("how often the release map's file is looked at"),
  }).unknown(true);
}

/** Development defaults exist for convenience only; production must configure every secret. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const production = env.NODE_ENV === 'production';
  const schema = configSchema(env);
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
